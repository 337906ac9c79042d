#!/usr/bin/env python3
"""Writes tests/cases/multihop.jsonl: multi-hop and serial cases (recall -> replacement part ->
stock) across personas, markets and dealers. Expected evidence comes from the corpus facts
(../shared/atlas/CORPUS.md, replacement campaign), written out below, never from the engine.

Run: python3 tests/cases/multihop.py   (then `atlas eval tests/cases/multihop.jsonl`)
"""
import json
import pathlib

# The STOCK table of the corpus facts: dealer key -> (city, market, quantity of BP-36-3).
STOCK = {
    "RBT": ("Rabat", "MA", 0),
    "CAS": ("Casablanca", "MA", 6),
    "MRK": ("Marrakech", "MA", 3),
    "TNG": ("Tanger", "MA", 2),
    "LYS": ("Lyon", "FR", 4),
    "MRS": ("Marseille", "FR", 1),
    "PAR": ("Paris", "FR", 0),
}
PERSONAS = ["service", "sales", "manager"]
SALES_READERS = {"sales", "manager"}
# Phrasings: {serial}, {product}, {city}. Each asks: is it recalled, what replaces it, does the
# dealer have one.
PHRASINGS = [
    "Pack {serial} from a {product} — is it recalled, what do I fit instead, and does {city} have one?",
    "Is pack {serial} of my {product} recalled, and what do I fit instead at {city}?",
    "What replaces the recalled {product} battery pack, and does {city} have one in stock?",
    "The {product} battery is recalled: what is the replacement part and does {city} have it?",
]
PRODUCTS = ["C-3", "S-2"]
SERIALS = ["2509-0456", "2509-0001", "2509-0800"]


def stock(key):
    return f"STOCK#{key}-BP-36-3"


def cases():
    n = 0
    for i, (key, (city, market, qty)) in enumerate(STOCK.items()):
        for j, persona in enumerate(PERSONAS):
            phrasing = PHRASINGS[(i + j) % len(PHRASINGS)]
            product = PRODUCTS[(i + j) % len(PRODUCTS)]
            serial = SERIALS[(i * 3 + j) % len(SERIALS)]
            q = phrasing.format(serial=serial, product=product, city=city)
            must = ["SPEC-C3-R5#8"]
            if "{serial}" in phrasing or "recalled" in q:
                must.append("BULLETIN-2026-09#1")
            if qty > 0:
                must.append(stock(key))
            # Other dealers' stock is never offered, and a dealer with none on the shelf is not.
            must_not = [stock(k) for k in STOCK if k != key]
            if qty == 0:
                must_not.append(stock(key))
            price = "PRICE-PARTS-2026#1"
            (must if persona in SALES_READERS else must_not).append(price)
            n += 1
            yield {
                "id": f"M{n:02d}-{key}-{persona}",
                "question": q,
                "persona": persona,
                "market": market,
                "route": "follow",
                "must": sorted(set(must)),
                "must_not": sorted(set(must_not)),
            }
    # Without a dealer or a stock word, no stock rows at all; the replacement still comes.
    for persona in PERSONAS:
        for market in ["MA", "FR"]:
            n += 1
            yield {
                "id": f"M{n:02d}-replacement-only-{persona}-{market}",
                "question": "What replaces BP-36-2?",
                "persona": persona,
                "market": market,
                "route": "follow",
                "must": ["SPEC-C3-R5#8"],
                "must_not": [stock(k) for k in STOCK]
                + ([] if persona in SALES_READERS else ["PRICE-PARTS-2026#1"]),
            }
    # The design text's question keeps its one hop: no stock, no replacement block for sales.
    for persona in PERSONAS:
        n += 1
        yield {
            "id": f"M{n:02d}-one-hop-stays-{persona}",
            "question": "Which products are affected by the battery recall?",
            "persona": persona,
            "market": "MA",
            "route": "follow",
            "must": ["BULLETIN-2026-09#1", "SPEC-C3-R5#8", "WARR-S2-R1#2"],
            "must_not": [stock(k) for k in STOCK] + ["BULLETIN-2026-02#2"],
        }


out = pathlib.Path(__file__).with_name("multihop.jsonl")
out.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases()))
print(f"wrote {out}")
