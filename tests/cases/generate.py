#!/usr/bin/env python3
"""Writes tests/cases/generated.jsonl: development cases by KIND of question, not by sentence.

Each kind has phrasing templates; each template is filled with products, markets, dealers, parts,
time expressions, personas, markets of the asker and dates. 20% of each kind's templates (at least
one) are held out (`"split": "heldout"`): tuning looks at the `tune` cases only, and the held-out
templates show whether what was tuned carries to phrasings it never saw.

The expected evidence and figures are computed here from the corpus facts of CORPUS.md (the
tables below, written by hand, checked against corpus/atlas/records/*.csv when run), never from
the engine's output.

Run: python3 tests/cases/generate.py   (deterministic; commit the output with the script)
Then: cargo run --release --bin atlas -- eval tests/cases/generated.jsonl
"""

import calendar
import csv
import datetime as dt
import json
import pathlib
import random
from collections import Counter, defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "cases" / "generated.jsonl"
HELD_OUT_SHARE = 0.2

# ---------------------------------------------------------------------------------------------
# Corpus facts (CORPUS.md)

PERSONA_GROUPS = {"service": {"service"}, "sales": {"sales"}, "manager": {"service", "sales"}}
ALL = {"service", "sales"}
MARKETS = {"MA": ["Morocco", "MA"], "FR": ["France", "FR"]}
MARKET_FR = {"MA": "au Maroc", "FR": "en France"}
PRODUCTS = {
    "C-3": {"names": ["C-3", "C3", "city e-bike"], "pack": "BP-36-2", "battery_block": "SPEC-C3-R5#8"},
    "K-1": {"names": ["K-1", "K1", "folding e-bike"], "pack": "BP-24-1", "battery_block": "SPEC-K1-R1#10"},
    "T-7": {"names": ["T-7", "T7", "trekking e-bike"], "pack": "BP-48-1", "battery_block": "SPEC-T7-R2#10"},
    # The S-2's spec names no part; its warranty writes BP36-2.
    "S-2": {"names": ["S-2", "S2", "scooter"], "pack": "BP-36-2", "battery_block": "WARR-S2-R1#2"},
}

# Blocks the cases name: who may read them, where they apply, the parts they mention.
BLOCKS = {
    "BULLETIN-2026-09#1": dict(groups=ALL, parts={"BP-36-2"}, valid_from="2026-09-15"),
    "BULLETIN-2026-09#2": dict(groups=ALL, parts=set(), valid_from="2026-09-15"),
    "BULLETIN-2026-02#1": dict(groups=ALL, parts=set(), valid_from="2026-02-10"),
    "BULLETIN-2026-02#2": dict(groups=ALL, parts=set(), valid_from="2026-02-10"),
    "SPEC-C3-R5#5": dict(groups=ALL, parts=set(), valid_from="2026-01-01"),
    "SPEC-C3-R5#8": dict(groups=ALL, parts={"BP-36-2"}, valid_from="2026-01-01"),
    "SPEC-C3-R5#9": dict(groups=ALL, parts=set(), valid_from="2026-01-01"),
    "SPEC-C3-R4#8": dict(groups=ALL, parts=set(), valid_from="2024-01-01", valid_to="2025-12-31"),
    "SPEC-K1-R1#10": dict(groups=ALL, parts={"BP-24-1"}, valid_from="2025-07-01"),
    "SPEC-T7-R2#10": dict(groups=ALL, parts={"BP-48-1"}, valid_from="2025-01-15"),
    "WARR-S2-R1#2": dict(groups=ALL, parts={"BP-36-2"}, valid_from="2024-06-01"),
    "PRICE-PARTS-2026#1": dict(groups={"sales"}, parts={"BP-36-2", "BP-48-1", "BP-24-1"}, valid_from="2026-01-01"),
    "PRICE-PARTS-2026#2": dict(groups={"sales"}, parts=set(), valid_from="2026-01-01"),
    "SERVICE-C3-R2#4": dict(groups={"service"}, parts=set(), valid_from="2025-06-01"),
    "SERVICE-S2-R1#3": dict(groups={"service"}, parts=set(), valid_from="2024-09-01"),
    "BULLETIN-2026-07-MA#1": dict(groups=ALL, parts=set(), markets={"MA"}, valid_from="2026-07-01"),
    "BULLETIN-2026-04-FR#1": dict(groups=ALL, parts=set(), markets={"FR"}, valid_from="2026-04-01"),
}
PARTS = ["BP-36-2", "BP-48-1", "BP-24-1"]
# Error codes: code -> {product: block}.
ERROR_CODES = {
    "E-12": {"C-3": "SERVICE-C3-R2#4"},
    "E-21": {"C-3": "SERVICE-C3-R2#4", "S-2": "SERVICE-S2-R1#3"},
    "E-30": {"C-3": "SERVICE-C3-R2#4"},
    "E-07": {"S-2": "SERVICE-S2-R1#3"},
}

DEALERS = [
    ("RBT", "Atlas Rabat Agdal", "Rabat", "MA", "yes"),
    ("CAS", "Atlas Casablanca Maarif", "Casablanca", "MA", "yes"),
    ("MRK", "Atlas Marrakech Gueliz", "Marrakech", "MA", "no"),
    ("TNG", "Atlas Tanger Ville", "Tanger", "MA", "yes"),
    ("LYS", "Atlas Lyon Part-Dieu", "Lyon", "FR", "yes"),
    ("MRS", "Atlas Marseille Prado", "Marseille", "FR", "no"),
    ("PAR", "Atlas Paris Bastille", "Paris", "FR", "yes"),
]
DEALERS_GROUPS = ALL

# Parts on the shelf: (dealer, part, quantity); every persona reads them.
STOCK = [
    ("RBT", "BP-36-3", 0), ("CAS", "BP-36-3", 6), ("MRK", "BP-36-3", 3), ("TNG", "BP-36-3", 2),
    ("LYS", "BP-36-3", 4), ("MRS", "BP-36-3", 1), ("PAR", "BP-36-3", 0),
]

CLAIMS = [
    ("WC-1001", "2026-01-14", "C-3", "RBT", "MA", "motor", 2.5, "closed"),
    ("WC-1002", "2026-01-30", "S-2", "CAS", "MA", "battery", 1.0, "closed"),
    ("WC-1003", "2026-02-18", "K-1", "LYS", "FR", "charger", 0.5, "closed"),
    ("WC-1004", "2026-03-03", "T-7", "PAR", "FR", "brakes", 1.5, "closed"),
    ("WC-1005", "2026-03-21", "K-1", "TNG", "MA", "charger", 0.5, "closed"),
    ("WC-1006", "2026-04-09", "S-2", "MRS", "FR", "throttle", 1.0, "closed"),
    ("WC-1007", "2026-05-12", "C-3", "CAS", "MA", "charger", 0.5, "closed"),
    ("WC-1008", "2026-06-02", "K-1", "RBT", "MA", "motor", 3.0, "closed"),
    ("WC-1009", "2026-07-15", "S-2", "RBT", "MA", "battery", 1.0, "closed"),
    ("WC-1010", "2026-08-04", "T-7", "LYS", "FR", "battery", 1.5, "closed"),
    ("WC-1011", "2026-08-27", "C-3", "MRK", "MA", "display", 1.0, "closed"),
    ("WC-1012", "2026-09-19", "C-3", "RBT", "MA", "battery", 1.5, "open"),
    ("WC-1013", "2026-09-25", "S-2", "PAR", "FR", "battery", 1.0, "open"),
    ("WC-1014", "2026-10-08", "K-1", "CAS", "MA", "brakes", 2.0, "closed"),
    ("WC-1015", "2026-10-30", "S-2", "TNG", "MA", "battery", 1.0, "open"),
    ("WC-1016", "2026-11-12", "C-3", "LYS", "FR", "battery", 1.5, "open"),
]
CLAIMS_GROUPS = {"service"}

_UNITS = {
    "Q1": {"MA": [42, 18, 55, 9], "FR": [61, 25, 40, 22]},
    "Q2": {"MA": [48, 21, 63, 11], "FR": [70, 27, 44, 30]},
    "Q3": {"MA": [51, 19, 71, 12], "FR": [66, 24, 38, 35]},
}
_ORDER = ["C-3", "K-1", "S-2", "T-7"]
SALES = [
    (f"{q}-{m}-{p.replace('-', '')}", q, m, p, units[m][i])
    for q, units in _UNITS.items()
    for m in ["MA", "FR"]
    for i, p in enumerate(_ORDER)
]
SALES_GROUPS = {"sales"}


def check_against_records():
    """The facts above are the corpus's: a changed record table shows here, not as odd cases."""
    rec = ROOT / "corpus" / "atlas" / "records"

    def rows(name):
        lines = [l for l in (rec / name).read_text().splitlines() if not l.startswith("#")]
        return list(csv.reader(lines))[1:]

    assert [tuple(r) for r in rows("DEALERS.csv")] == DEALERS
    assert [(r[1], r[3], int(r[5])) for r in rows("STOCK.csv")] == STOCK
    assert [(r[0], r[1], r[2], r[3], r[4], r[5], float(r[6]), r[7]) for r in rows("CLAIMS-2026.csv")] == CLAIMS
    assert sorted((r[0], r[1], r[3], r[4], int(r[5])) for r in rows("SALES-2026.csv")) == sorted(SALES)


def claim_id(c):
    return f"CLAIMS-2026#{c[0]}"


def sale_id(s):
    return f"SALES-2026#{s[0]}"


def dealer_id(d):
    return f"DEALERS#{d[0]}"


def can_read(persona, groups):
    return bool(PERSONA_GROUPS[persona] & groups)


def applies(block, market, date):
    b = BLOCKS[block]
    if b.get("markets") and market not in b["markets"]:
        return False
    if date < b["valid_from"]:
        return False
    return not (b.get("valid_to") and date > b["valid_to"])


def readable(block, persona, market, date):
    return can_read(persona, BLOCKS[block]["groups"]) and applies(block, market, date)


def mentioning(part):
    return [b for b, v in BLOCKS.items() if part in v["parts"]]


# ---------------------------------------------------------------------------------------------
# Dates, computed here with Python's calendar (not the engine's reading of them)


def d(s):
    return dt.date.fromisoformat(s)


def month_range(y, m):
    return dt.date(y, m, 1), dt.date(y, m, calendar.monthrange(y, m)[1])


def months_range(y, m1, m2):
    return dt.date(y, m1, 1), dt.date(y, m2, calendar.monthrange(y, m2)[1])


def recent_month_year(today, m):
    return today.year if m <= today.month else today.year - 1


MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
ABBR_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
ORD_EN = ["first", "second", "third", "fourth"]
ORD_FR = ["premier", "deuxième", "troisième", "quatrième"]


def quarter_of(day):
    return (day.month - 1) // 3 + 1


def time_phrases(today, lang):
    """(phrase, from, to) with None for an open end, for the asking day `today`."""
    out = []
    t = today
    if lang == "en":
        for m in (9, 3, 7):
            out.append((f"in {MONTHS_EN[m-1]} 2026", *month_range(2026, m)))
        out.append(("in Sept 2026", *month_range(2026, 9)))
        for m in (9, 12, 5):
            y = recent_month_year(t, m)
            out.append((f"in {MONTHS_EN[m-1]}", *month_range(y, m)))
        y = recent_month_year(t, 7)
        out.append(("since July", month_range(y, 7)[0], None))
        out.append(("after June 2026", dt.date(2026, 7, 1), None))
        out.append(("before May 2026", None, dt.date(2026, 4, 30)))
        y = recent_month_year(t, 3)
        out.append(("between March and May", month_range(y, 3)[0], month_range(y, 5)[1]))
        out.append(("from March to May 2026", dt.date(2026, 3, 1), dt.date(2026, 5, 31)))
        out.append(("in Q3 2026", *months_range(2026, 7, 9)))
        out.append(("in the third quarter of 2026", *months_range(2026, 7, 9)))
        out.append(("in the first half of 2026", *months_range(2026, 1, 6)))
        out.append(("in H2 2026", *months_range(2026, 7, 12)))
        out.append(("this year", *months_range(t.year, 1, 12)))
        out.append(("in 2026", *months_range(2026, 1, 12)))
        q = quarter_of(t) - 1
        qy = t.year if q >= 1 else t.year - 1
        q = q if q >= 1 else 4
        out.append(("last quarter", *months_range(qy, 3 * q - 2, 3 * q)))
        lm = t.month - 1 or 12
        out.append(("last month", *month_range(t.year if t.month > 1 else t.year - 1, lm)))
        out.append(("since 2026-09-15", dt.date(2026, 9, 15), None))
    else:
        out.append(("en septembre 2026", *month_range(2026, 9)))
        out.append(("en mars 2026", *month_range(2026, 3)))
        y = recent_month_year(t, 7)
        out.append(("depuis juillet", month_range(y, 7)[0], None))
        y = recent_month_year(t, 3)
        out.append(("entre mars et mai", month_range(y, 3)[0], month_range(y, 5)[1]))
        out.append(("au troisième trimestre 2026", *months_range(2026, 7, 9)))
        out.append(("au premier semestre 2026", *months_range(2026, 1, 6)))
        out.append(("cette année", *months_range(t.year, 1, 12)))
        lm = t.month - 1 or 12
        out.append(("le mois dernier", *month_range(t.year if t.month > 1 else t.year - 1, lm)))
        out.append(("avant mai 2026", None, dt.date(2026, 4, 30)))
        out.append(("en août", *month_range(recent_month_year(t, 8), 8)))
    return out


def in_range(day, lo, hi):
    day = d(day)
    return (lo is None or lo <= day) and (hi is None or day <= hi)


def time_figure(rows, lo, hi):
    """The count of claims in a time, or none when the time lies outside every claim's date:
    the table holds no row of it, and 0 would say there were none."""
    days = [d(c[1]) for c in CLAIMS]
    outside = (hi is not None and hi < min(days)) or (lo is not None and max(days) < lo)
    return None if outside else len(rows)


# ---------------------------------------------------------------------------------------------
# Cases


class Kind:
    """A kind of question: its templates, each a (name, phrasing) pair; the held-out ones chosen
    once, by a random draw seeded with the kind's name."""

    def __init__(self, name, templates):
        self.name = name
        self.templates = templates
        n = len(templates)
        held = max(1, round(n * HELD_OUT_SHARE)) if n > 1 else 0
        rng = random.Random(f"atlas-{name}")
        self.heldout = set(rng.sample(range(n), held))

    def split(self, i):
        return "heldout" if i in self.heldout else "tune"


CASES = []


def case(kind, ti, question, persona, market, date, route, must, must_not, figure="absent"):
    c = {
        "id": "",
        "question": question,
        "persona": persona,
        "market": market,
        "date": date,
        "route": route,
        "must": sorted(set(must)),
        "must_not": sorted(set(must_not) - set(must)),
    }
    if figure != "absent":
        c["figure"] = figure
    c["kind"] = kind.name
    c["split"] = kind.split(ti)
    CASES.append(c)


DATES = ["2026-11-29", "2026-10-05", "2026-12-20"]
ASKERS = [(p, m) for p in ("service", "sales", "manager") for m in ("MA", "FR")]


def round_figure(x):
    return round(x, 3) if isinstance(x, float) else x


# follow: the products a recall concerns ----------------------------------------------------------


def recall_evidence(persona, market, date, part="BP-36-2"):
    """The blocks that mention the recalled part (readable ones must be supplied, the others never),
    and blocks that would mislead: other packs' blocks and the charger recall's affected models."""
    must = [b for b in mentioning(part) if readable(b, persona, market, date)]
    must_not = [b for b in mentioning(part) if not readable(b, persona, market, date)]
    must_not += [PRODUCTS[p]["battery_block"] for p in PRODUCTS if PRODUCTS[p]["pack"] != part]
    must_not.append("BULLETIN-2026-02#2")
    return must, must_not


FOLLOW = Kind("follow", [
    "Which products are affected by the battery recall?",
    "What models does the battery recall concern?",
    "Which models are concerned by the battery pack recall?",
    "Which bikes and scooters does the battery recall cover?",
    "What products are hit by the recall of the 36 V battery packs?",
    "Which vehicles need their battery checked under the battery recall?",
    "Which of our products fall under the battery recall?",
    "Which models use the recalled battery pack?",
])
for ti, t in enumerate(FOLLOW.templates):
    for j, (persona, market) in enumerate(ASKERS):
        if (ti + j) % 2:
            continue
        date = DATES[(ti + j) % len(DATES)]
        must, must_not = recall_evidence(persona, market, date)
        case(FOLLOW, ti, t, persona, market, date, "follow", must, must_not)

# One product: is it part of the recall? The recall's block, and the block naming the product's
# pack (the answer: the same part, or another one).
YESNO = Kind("follow-yesno", [
    "Does the recall affect the {p}?",
    "Is my {n} part of the recall?",
    "Is the {p} concerned by the battery recall?",
    "Does the battery recall apply to the {n}?",
    "Are {p} batteries included in the battery recall?",
])
for ti, t in enumerate(YESNO.templates):
    for k, (p, info) in enumerate(PRODUCTS.items()):
        persona, market = ASKERS[(ti + k) % len(ASKERS)]
        date = DATES[k % len(DATES)]
        q = t.format(p=p, n=info["names"][2] if "{n}" in t else p)
        must = ["BULLETIN-2026-09#1", info["battery_block"]]
        must_not = ["BULLETIN-2026-02#2"]
        if not can_read(persona, {"sales"}):
            must_not.append("PRICE-PARTS-2026#1")
        case(YESNO, ti, q, persona, market, date, "follow", must, must_not)

# Which e-scooters / pedelecs: the recall, and the blocks of the products of that sort it links to.
SORTS = {
    "e-scooters": ["S-2"], "scooters": ["S-2"], "pedelecs": ["C-3", "K-1", "T-7"],
    "e-bikes": ["C-3", "K-1", "T-7"],
}
FOLLOW_SORT = Kind("follow-sort", [
    "Which {s} are affected by the recall?",
    "Which {s} does the battery recall concern?",
    "Which of our {s} are part of the battery recall?",
    "Which {s} have the recalled battery pack?",
    "Which {s} fall under the battery recall?",
])
for ti, t in enumerate(FOLLOW_SORT.templates):
    for k, (s, products) in enumerate(SORTS.items()):
        persona, market = ASKERS[(2 * ti + k) % len(ASKERS)]
        date = DATES[(ti + k) % len(DATES)]
        must = ["BULLETIN-2026-09#1"] + [
            PRODUCTS[p]["battery_block"] for p in products if PRODUCTS[p]["pack"] == "BP-36-2"
        ]
        must_not = ["BULLETIN-2026-02#2"] + [
            PRODUCTS[p]["battery_block"] for p in products if PRODUCTS[p]["pack"] != "BP-36-2"
        ]
        case(FOLLOW_SORT, ti, t.format(s=s), persona, market, date, "follow", must, must_not)

# Chargers are not products: the charger recall, by search.
CHARGER = Kind("search-charger-recall", [
    "Which chargers are affected by the recall?",
    "Which chargers are recalled?",
    "What chargers must be replaced under the recall?",
    "Is the CH-25A charger recalled?",
    "Which charger models overheat and are being replaced?",
])
for ti, t in enumerate(CHARGER.templates):
    for persona, market in ASKERS[ti % 2::2]:
        case(CHARGER, ti, t, persona, market, DATES[ti % 3], "search", ["BULLETIN-2026-02#1"], [])

# part-spelling: the part as dealers type it ---------------------------------------------------------


def spellings(part):
    a, n, v = part[:2], part[3:5], part[6]
    return [part, f"{a}{n}-{v}", f"{a.lower()}{n}-{v}", f"{a.lower()} {n} {v}",
            f"{a.capitalize()}-{n}-{v}", f"{a.lower()}-{n}-{v}", f"{a} {n}-{v}"]


def part_evidence(part, persona, market, date):
    """For a question about which products use `part`: the blocks mentioning it that the asker
    may read (all must be supplied), those they may not, and other parts' blocks that do not
    mention it (never supplied)."""
    must = [b for b in mentioning(part) if readable(b, persona, market, date)]
    must_not = [b for b in mentioning(part) if not readable(b, persona, market, date)]
    must_not += [b for q in PARTS if q != part for b in mentioning(q) if part not in BLOCKS[b]["parts"]]
    return must, must_not


PART_FOLLOW = Kind("part-spelling", [
    "Which products use the {x} battery pack?",
    "Which models take the {x} pack?",
    "Which products is part {x} fitted to?",
    "Which bikes use battery {x}?",
    "Which products have a {x} battery?",
])
for ti, t in enumerate(PART_FOLLOW.templates):
    for k, part in enumerate(PARTS):
        sp = spellings(part)
        for j in range(2):
            x = sp[(ti + k + 3 * j) % len(sp)]
            persona, market = ASKERS[(ti + k + j) % len(ASKERS)]
            date = DATES[(ti + j) % len(DATES)]
            must, must_not = part_evidence(part, persona, market, date)
            case(PART_FOLLOW, ti, t.format(x=x), persona, market, date, "follow", must, must_not)

# follow: "what uses part X", a verb of use with no "which products" ------------------------------
PART_USE = Kind("part-use", [
    "What uses part {x}?",
    "What takes the {x} pack?",
    "What is the {x} battery used in?",
    "Qu'est-ce qui utilise le {x} ?",
    "Qui utilise la batterie {x} ?",
    "Le pack {x} sert à quoi, sur quels vélos ?",
    "where is {x} used",
    "ou est utilise le {x}",
])
for ti, t in enumerate(PART_USE.templates):
    for k, part in enumerate(PARTS):
        sp = spellings(part)
        x = sp[(ti + 2 * k) % len(sp)]
        persona, market = ASKERS[(ti + k) % len(ASKERS)]
        date = DATES[(ti + k) % len(DATES)]
        must, must_not = part_evidence(part, persona, market, date)
        case(PART_USE, ti, t.format(x=x), persona, market, date, "follow", must, must_not)

# follow: "does part X fit product Y", the block stating the product's part -------------------------
PART_FIT = Kind("part-fit", [
    "Does {x} fit the {p}?",
    "Is the {x} pack compatible with the {p}?",
    "Will a {x} battery fit my {p}?",
    "Le {x} va-t-il sur le {p} ?",
    "Le pack {x} est-il compatible avec le {p} ?",
    "La batterie {x} est compatible avec le {p} ?",
    "does the {x} fit on a {p}",
    "{x} compatible {p} ?",
])
for ti, t in enumerate(PART_FIT.templates):
    for k, (code, prod) in enumerate(PRODUCTS.items()):
        x = spellings(prod["pack"])[(ti + k) % 7]
        name = prod["names"][(ti + k) % 2]
        persona, market = ASKERS[(ti + 2 * k) % len(ASKERS)]
        date = DATES[(ti + k) % len(DATES)]
        own = prod["battery_block"]
        must = [own] if readable(own, persona, market, date) else []
        # Other products' battery blocks with another pack answer nothing about this one.
        must_not = [v["battery_block"] for v in PRODUCTS.values() if v["pack"] != prod["pack"]]
        case(PART_FIT, ti, t.format(x=x, p=name), persona, market, date, "follow", must, must_not)

# list: dealers ----------------------------------------------------------------------------------


def dealers_where(market=None, certified=None):
    return [
        x for x in DEALERS
        if (market is None or x[3] == market) and (certified is None or x[4] == certified)
    ]


LIST_MARKET = Kind("list-market", [
    "List all dealers in {m}",
    "Which dealers are in {m}?",
    "Show all dealers in {m}",
    "Show me all the dealerships in {m}",
    "List the workshops in {m}",
    "Which dealers do we have in {m}?",
])
for ti, t in enumerate(LIST_MARKET.templates):
    for k, (code, names) in enumerate(MARKETS.items()):
        for name in names:
            persona, market = ASKERS[(ti + k + len(name)) % len(ASKERS)]
            want = dealers_where(market=code)
            case(LIST_MARKET, ti, t.format(m=name), persona, market, DATES[ti % 3], "list",
                 [dealer_id(x) for x in want],
                 [dealer_id(x) for x in DEALERS if x not in want])

LIST_FLAG = Kind("list-flag", [
    ("List the battery-certified dealers in {m}", "yes"),
    ("Which dealers in {m} are battery certified?", "yes"),
    ("Show all battery certified dealers in {m}", "yes"),
    ("Which dealers in {m} are not battery certified?", "no"),
    ("List the dealers in {m} that are not battery-certified", "no"),
])
for ti, (t, flag) in enumerate(LIST_FLAG.templates):
    for k, (code, names) in enumerate(MARKETS.items()):
        persona, market = ASKERS[(ti + 3 * k) % len(ASKERS)]
        want = dealers_where(market=code, certified=flag)
        case(LIST_FLAG, ti, t.format(m=names[0]), persona, market, DATES[k], "list",
             [dealer_id(x) for x in want], [dealer_id(x) for x in DEALERS if x not in want])

# follow: a relation asked of a product's own part -------------------------------------------------
# "What replaces the T-7's battery?" starts at the T-7's own block that names its pack: the
# replacement said is that pack's (none stated for BP-48-1 and BP-24-1), never another product's.
REPLACED = {"BP-36-2": "SPEC-C3-R5#8"}  # the block that states what replaces the part
RELATION = Kind("relation-of-product", [
    "What replaces the {p}'s battery pack?",
    "What is the replacement for the {p} battery?",
    "Which pack replaces the {p} battery?",
    "What do I fit instead of the {p} battery?",
    "Quel pack remplace la batterie du {p} ?",
    "Quelle batterie mettre à la place de celle du {p} ?",
    "What is the successor of the {p} battery pack?",
    "Quel est le remplacement de la batterie du {p} ?",
])
for ti, t in enumerate(RELATION.templates):
    for k, (code, prod) in enumerate(PRODUCTS.items()):
        name = prod["names"][(ti + k) % 2]
        persona, market = ASKERS[(ti + k) % len(ASKERS)]
        date = DATES[(ti + k) % len(DATES)]
        own = prod["battery_block"]
        stated = REPLACED.get(prod["pack"])
        must = [own] + ([stated] if stated else [])
        others = [REPLACED[p] for p in REPLACED if p != prod["pack"]] + ["BULLETIN-2026-09#1"]
        must_not = [] if stated else others + ["SPEC-C3-R5#8"]
        case(RELATION, ti, t.format(p=name), persona, market, date, "follow", must, must_not)


# search: a figure asked in a unit of a product's property (`[questions] units`) ----------------
# "How many km can the T-7 ride?" is the T-7's spec, not a calculation over records.
PROPERTY_BLOCK = {
    "range": {"C-3": "SPEC-C3-R5#8", "K-1": "SPEC-K1-R1#10", "S-2": "SPEC-S2-R3#8", "T-7": "SPEC-T7-R2#10"},
    "motor": {"C-3": "SPEC-C3-R5#3", "K-1": "SPEC-K1-R1#3", "S-2": "SPEC-S2-R3#3", "T-7": "SPEC-T7-R2#3"},
    "load": {"C-3": "SPEC-C3-R5#1", "K-1": "SPEC-K1-R1#1", "S-2": "SPEC-S2-R3#1", "T-7": "SPEC-T7-R2#1"},
}
PROPERTY = Kind("property-unit", [
    ("How many km can the {p} ride on one charge?", "range"),
    ("Combien de km d'autonomie a le {p} ?", "range"),
    ("How many watts is the {p} motor?", "motor"),
    ("Combien de watts fait le moteur du {p} ?", "motor"),
    ("How many kg can the {p} carry in total?", "load"),
    ("Combien de kg maximum pour le {p} ?", "load"),
    ("How many W does the {p}'s motor deliver?", "motor"),
    ("Nb de km d'autonomie du {p} ?", "range"),
])
for ti, (t, prop) in enumerate(PROPERTY.templates):
    for k, (code, prod) in enumerate(PRODUCTS.items()):
        name = prod["names"][(ti + k) % 2]
        persona, market = ASKERS[(ti + 2 * k) % len(ASKERS)]
        case(PROPERTY, ti, t.format(p=name), persona, market, DATES[(ti + k) % 3], "search",
             [PROPERTY_BLOCK[prop][code]], [])


# list and calculate: who has a part, the stock table named by no word of its own ----------------


def stock_id(dealer, part):
    return f"STOCK#{dealer}-{part}"


CITY = {x[0]: x[2] for x in DEALERS}
HOLDS = Kind("holds-part", [
    ("Does {city} have {x}?", "one"),
    ("Is {x} available in {city}?", "one"),
    ("Does the {city} dealer have {x} in stock?", "one"),
    ("Has {city} got any {x}?", "one"),
    ("Le concessionnaire de {city} a-t-il des {x} ?", "one"),
    ("{x} disponible à {city} ?", "one"),
    ("Which dealers have {x}?", "all"),
    ("Who has {x} on hand?", "all"),
    ("Quels concessionnaires ont des {x} en stock ?", "all"),
    ("How many {x} does {city} have?", "count"),
    ("Combien de {x} a {city} ?", "count"),
    ("Do we have {x} in {city}?", "one"),
    ("Est-ce que {city} a des {x} en stock ?", "one"),
    ("Which dealers still have {x} available?", "all"),
    ("Où trouver du {x} disponible ?", "all"),
])
for ti, (t, shape) in enumerate(HOLDS.templates):
    sp = spellings("BP-36-3")
    dealers = [x[0] for x in DEALERS] if shape != "all" else [None, None, None]
    for k, dealer in enumerate(dealers):
        x = sp[(ti + k) % len(sp)]
        persona, market = ASKERS[(ti + 2 * k) % len(ASKERS)]
        rows = [r for r in STOCK if dealer is None or r[0] == dealer]
        every = [stock_id(d, p) for d, p, _ in STOCK]
        q = t.format(x=x, city=CITY.get(dealer, ""))
        if shape == "count":
            want = [stock_id(d, p) for d, p, _ in rows]
            case(HOLDS, ti, q, persona, market, DATES[k % 3], "calculate", want,
                 [i for i in every if i not in want], sum(n for _, _, n in rows))
        else:
            # Rows holding none are said, never listed.
            want = [stock_id(d, p) for d, p, n in rows if n > 0]
            case(HOLDS, ti, q, persona, market, DATES[k % 3], "list", want,
                 [i for i in every if i not in want])

# list: a flag read in the plural and with fillers ("certified for batteries") -------------------
FLAG_WORDS = Kind("flag-phrasing", [
    ("Which dealers in {m} are certified for batteries?", "yes"),
    ("Dealers with battery certification in {m}", "yes"),
    ("Which of our dealers in {m} hold a battery certification?", "yes"),
    ("Quels concessionnaires {mfr} ont la certification batterie ?", "yes"),
    ("Les concessionnaires certifiés batterie {mfr} ?", "yes"),
    ("Show the dealers in {m} that are not certified for batteries", "no"),
    ("Concessionnaires sans certification batterie {mfr}", "no"),
    ("Which dealers in {m} lack the battery certification?", "no"),
])
for ti, (t, flag) in enumerate(FLAG_WORDS.templates):
    for k, (code, names) in enumerate(MARKETS.items()):
        persona, market = ASKERS[(ti + 2 * k + 1) % len(ASKERS)]
        want = dealers_where(market=code, certified=flag)
        case(FLAG_WORDS, ti, t.format(m=names[0], mfr=MARKET_FR[code]), persona, market, DATES[(ti + k) % 3],
             "list", [dealer_id(x) for x in want], [dealer_id(x) for x in DEALERS if x not in want])

# calculate over claims ---------------------------------------------------------------------------

CLAIM_PERSONAS = [("service", "MA"), ("manager", "FR"), ("service", "FR"), ("manager", "MA")]


def claims_where(**f):
    keys = {"product": 2, "dealer": 3, "market": 4, "component": 5, "status": 7}
    return [c for c in CLAIMS if all(c[keys[k]] == v for k, v in f.items())]


def claims_case(kind, ti, q, persona, market, date, route, rows, figure="absent"):
    """Rows the question means: supplied if the persona may read claims, never otherwise."""
    others = [claim_id(c) for c in CLAIMS if c not in rows]
    if can_read(persona, CLAIMS_GROUPS):
        case(kind, ti, q, persona, market, date, route, [claim_id(c) for c in rows], others, figure)
    else:
        case(kind, ti, q, persona, market, date, route, [], [claim_id(c) for c in CLAIMS],
             None if figure != "absent" else "absent")


COUNT = Kind("count", [
    ("How many warranty claims were filed for the {p}?", "product"),
    ("How many claims did {dealer} file?", "dealer"),
    ("How many {component} claims were there?", "component"),
    ("How many claims are still {status}?", "status"),
    ("Number of warranty claims in {m}", "market"),
    ("How many claims came from {dealer}?", "dealer"),
    ("How many warranty claims do we have for the {p} in {m}?", "product+market"),
])
for ti, (t, slot) in enumerate(COUNT.templates):
    fills = []
    if slot == "product":
        fills = [({"p": p}, claims_where(product=p)) for p in PRODUCTS]
    elif slot == "dealer":
        fills = [({"dealer": x[2 if ti == 1 else 1]}, claims_where(dealer=x[0])) for x in DEALERS[::2]]
    elif slot == "component":
        fills = [({"component": c}, claims_where(component=c)) for c in ("battery", "charger", "motor")]
    elif slot == "status":
        fills = [({"status": s}, claims_where(status=s)) for s in ("open", "closed")]
    elif slot == "market":
        fills = [({"m": MARKETS[m][0]}, claims_where(market=m)) for m in MARKETS]
    else:
        fills = [({"p": p, "m": MARKETS[m][0]}, claims_where(product=p, market=m))
                 for p, m in (("C-3", "MA"), ("S-2", "FR"), ("K-1", "MA"))]
    for k, (f, rows) in enumerate(fills):
        persona, market = CLAIM_PERSONAS[(ti + k) % len(CLAIM_PERSONAS)]
        claims_case(COUNT, ti, t.format(**f), persona, market, DATES[k % 3], "calculate", rows, len(rows))

SUM = Kind("sum", [
    "How many {p} did we sell in {m} in Q{q} 2026?",
    "Total units of the {p} sold in {m} in Q{q} 2026",
    "What is the total number of {p} sold in {m} in 2026?",
    "How many units did we sell in {m} in Q{q} 2026?",
    "What is the total repair time for {p} claims?",
    "Sum of repair hours for claims in {m}",
])
SALES_PERSONAS = [("sales", "MA"), ("manager", "FR"), ("sales", "FR"), ("service", "MA")]
for ti, t in enumerate(SUM.templates):
    for k, (p, m, q) in enumerate((("C-3", "MA", 3), ("S-2", "FR", 1), ("T-7", "MA", 2), ("K-1", "FR", 3))):
        text = t.format(p=p, m=MARKETS[m][0], q=q)
        if "repair" in t:
            rows = claims_where(product=p) if "{p}" in t else claims_where(market=m)
            persona, market = CLAIM_PERSONAS[(ti + k) % len(CLAIM_PERSONAS)]
            claims_case(SUM, ti, text, persona, market, DATES[k % 3], "calculate", rows,
                        round_figure(sum(c[6] for c in rows)))
            continue
        rows = [s for s in SALES if s[2] == m
                and ("{p}" not in t or s[3] == p)
                and ("{q}" not in t or s[1] == f"Q{q}")]
        persona, market = SALES_PERSONAS[(ti + k) % len(SALES_PERSONAS)]
        if can_read(persona, SALES_GROUPS):
            case(SUM, ti, text, persona, market, DATES[k % 3], "calculate",
                 [sale_id(s) for s in rows], [sale_id(s) for s in SALES if s not in rows],
                 sum(s[4] for s in rows))
        else:
            case(SUM, ti, text, persona, market, DATES[k % 3], "calculate", [],
                 [sale_id(s) for s in SALES], None)

AVERAGE = Kind("average", [
    ("What is the average repair time for {p} claims?", "product"),
    ("Average repair hours for claims in {m}", "market"),
    ("What is the mean repair time of {component} claims?", "component"),
    ("On average, how long did {p} repairs take?", "product"),
    ("What is the average labour time per claim for the {p}?", "product"),
])
for ti, (t, slot) in enumerate(AVERAGE.templates):
    if slot == "product":
        fills = [({"p": p}, claims_where(product=p)) for p in PRODUCTS]
    elif slot == "market":
        fills = [({"m": MARKETS[m][0]}, claims_where(market=m)) for m in MARKETS]
    else:
        fills = [({"component": c}, claims_where(component=c)) for c in ("battery", "charger")]
    for k, (f, rows) in enumerate(fills):
        persona, market = CLAIM_PERSONAS[(ti + 2 * k) % len(CLAIM_PERSONAS)]
        avg = round(sum(c[6] for c in rows) / len(rows), 3)
        claims_case(AVERAGE, ti, t.format(**f), persona, market, DATES[k % 3], "calculate", rows, avg)


def extreme(rows, field, fn):
    """min or max: the figure, and the rows that hold it (the rows it came from)."""
    vals = [r[field] for r in rows]
    best = fn(vals)
    holders = [r for r in rows if r[field] == best]
    return best, holders


MINMAX = Kind("min-max", [
    ("What was the longest repair?", "claims", max, {}),
    ("What is the longest repair time for the {p}?", "claims", max, "product"),
    ("What was the shortest repair in {m}?", "claims", min, "market"),
    ("What is the maximum repair time of a {p} claim?", "claims", max, "product"),
    ("What was the highest number of {p} sold in a quarter in {m}?", "sales", max, "product+market"),
    ("What is the lowest quarterly sales figure for the {p} in {m}?", "sales", min, "product+market"),
])
for ti, (t, table, fn, slot) in enumerate(MINMAX.templates):
    if slot == {}:
        fills = [({}, None)]
    elif slot == "product":
        fills = [({"p": p}, p) for p in ("C-3", "K-1", "S-2")]
    elif slot == "market":
        fills = [({"m": MARKETS[m][0]}, m) for m in MARKETS]
    else:
        fills = [({"p": p, "m": MARKETS[m][0]}, (p, m)) for p, m in (("C-3", "MA"), ("T-7", "FR"))]
    for k, (f, key) in enumerate(fills):
        q = t.format(**f)
        if table == "claims":
            if slot == "product":
                rows = claims_where(product=key)
            elif slot == "market":
                rows = claims_where(market=key)
            else:
                rows = list(CLAIMS)
            best, holders = extreme(rows, 6, fn)
            askers = [CLAIM_PERSONAS[(ti + k) % 4]] + ([("sales", "MA")] if k == 0 else [])
            for persona, market in askers:
                if can_read(persona, CLAIMS_GROUPS):
                    case(MINMAX, ti, q, persona, market, DATES[k % 3], "calculate",
                         [claim_id(c) for c in holders], [claim_id(c) for c in CLAIMS if c not in rows], best)
                else:
                    case(MINMAX, ti, q, persona, market, DATES[k % 3], "calculate", [],
                         [claim_id(c) for c in CLAIMS], None)
        else:
            p, m = key
            rows = [s for s in SALES if s[3] == p and s[2] == m]
            best, holders = extreme(rows, 4, fn)
            persona, market = SALES_PERSONAS[(ti + k) % 3]
            case(MINMAX, ti, q, persona, market, DATES[k % 3], "calculate",
                 [sale_id(s) for s in holders], [sale_id(s) for s in SALES if s not in rows], best)


# ranking: the group with the most ----------------------------------------------------------------


def rank(rows, key, weight=None):
    """Top groups (ties kept), the top value, and the rows of the top groups."""
    totals = defaultdict(float)
    for r in rows:
        totals[key(r)] += weight(r) if weight else 1
    top = max(totals.values())
    winners = {g for g, v in totals.items() if v == top}
    top = int(top) if float(top).is_integer() else round(top, 3)
    return winners, top, [r for r in rows if key(r) in winners]


RANKING = Kind("ranking", [
    ("Which dealer filed the most claims?", "claims", lambda c: c[3], None, {}),
    ("Which product had the most battery claims in {m}?", "claims", lambda c: c[2], None, "battery+market"),
    ("Which dealer had the most battery claims?", "claims", lambda c: c[3], None, {"component": "battery"}),
    ("Which component fails most often?", "claims", lambda c: c[5], None, {}),
    ("Which product sold the most units in {m}?", "sales", lambda s: s[3], lambda s: s[4], "market"),
    ("Which dealer has the highest total repair time?", "claims", lambda c: c[3], lambda c: c[6], {}),
    ("Which product has the most warranty claims?", "claims", lambda c: c[2], None, {}),
])
for ti, (t, table, key, weight, filt) in enumerate(RANKING.templates):
    if filt in ("battery+market", "market"):
        fills = [({"m": MARKETS[m][0]}, m) for m in MARKETS]
    else:
        fills = [({}, None)]
    for k, (f, m) in enumerate(fills):
        q = t.format(**f)
        if table == "claims":
            if filt == "battery+market":
                rows = claims_where(component="battery", market=m)
            elif isinstance(filt, dict):
                rows = claims_where(**filt)
            _, top, holders = rank(rows, key, weight)
            for persona, market in (CLAIM_PERSONAS[(ti + k) % 4], CLAIM_PERSONAS[(ti + k + 1) % 4]):
                case(RANKING, ti, q, persona, market, DATES[k % 3], "calculate",
                     [claim_id(c) for c in holders], [claim_id(c) for c in CLAIMS if c not in rows], top)
        else:
            rows = [s for s in SALES if s[2] == m]
            _, top, holders = rank(rows, key, weight)
            for persona, market in (("sales", "MA"), ("manager", "FR")):
                case(RANKING, ti, q, persona, market, DATES[k % 3], "calculate",
                     [sale_id(s) for s in holders], [sale_id(s) for s in SALES if s not in rows], top)

# time-range: claims within a time expression ------------------------------------------------------

TIME = Kind("time-range", [
    ("How many claims were filed {t}?", "calculate", {}),
    ("List the warranty claims {t}", "list", {}),
    ("How many battery claims {t}?", "calculate", {"component": "battery"}),
    ("Show all claims from Morocco {t}", "list", {"market": "MA"}),
    ("Number of warranty claims {t}", "calculate", {}),
    ("List all claims for the C-3 {t}", "list", {"product": "C-3"}),
    ("How many warranty claims did we get {t}?", "calculate", {}),
])
TIME_DATES = ["2026-11-29", "2026-10-05", "2027-02-01"]
for ti, (t, route, filt) in enumerate(TIME.templates):
    for k, today in enumerate(TIME_DATES):
        phrases = time_phrases(d(today), "en")
        # Every phrase for the first asking day; a few for the others.
        chosen = phrases[ti % 3::3] if k == 0 else phrases[(ti + k) % len(phrases)::9]
        for j, (phrase, lo, hi) in enumerate(chosen):
            rows = [c for c in claims_where(**filt) if in_range(c[1], lo, hi)]
            persona, market = CLAIM_PERSONAS[(ti + j) % len(CLAIM_PERSONAS)]
            fig = time_figure(rows, lo, hi) if route == "calculate" else "absent"
            claims_case(TIME, ti, t.format(t=phrase), persona, market, today, route, rows, fig)

# search -----------------------------------------------------------------------------------------

SEARCH_CODE = Kind("search-code", [
    "What does error {e} mean on the {p}?",
    "{p} shows {e}, what is wrong?",
    "Meaning of code {e} on the {p}",
    "What should I check when the {p} displays {e}?",
    "How do I fix error {e} on a {p}?",
])


def code_spellings(code):
    n = code[2:]
    return [code, f"E{n}", f"e{n}", f"e-{n}"]


for ti, t in enumerate(SEARCH_CODE.templates):
    k = 0
    for code, where in ERROR_CODES.items():
        for p, block in where.items():
            e = code_spellings(code)[(ti + k) % 4]
            persona, market = [("service", "MA"), ("manager", "FR"), ("service", "FR")][(ti + k) % 3]
            others = [b for c2, w in ERROR_CODES.items() for p2, b in w.items() if p2 != p]
            must_not = others if code == "E-21" else []
            case(SEARCH_CODE, ti, t.format(e=e, p=p), persona, market, DATES[k % 3], "search",
                 [block], must_not)
            k += 1

SEARCH_SPEC = Kind("search-spec", [
    ("What tire pressure does the C-3 need?", "SPEC-C3-R5#5", []),
    ("What is the capacity of the {p} battery?", "battery", []),
    ("How many Wh does the {p} battery pack have?", "battery", []),
    ("Which battery pack does the {p} use?", "battery", []),
    ("Which charger comes with the C-3?", "SPEC-C3-R5#9", []),
    ("What pressure should I pump the C-3 tires to?", "SPEC-C3-R5#5", []),
])
for ti, (t, want, _) in enumerate(SEARCH_SPEC.templates):
    products = ["C-3", "K-1", "T-7"] if "{p}" in t else ["C-3"]
    for k, p in enumerate(products):
        persona, market = ASKERS[(ti + 2 * k) % len(ASKERS)]
        block = PRODUCTS[p]["battery_block"] if want == "battery" else want
        must_not = ["SPEC-C3-R4#8"] if p == "C-3" and want == "battery" else []
        must_not += [PRODUCTS[o]["battery_block"] for o in PRODUCTS if o != p and want == "battery"]
        case(SEARCH_SPEC, ti, t.format(p=p), persona, market, DATES[k % 3], "search", [block], must_not)

# access: what a persona may not read is never supplied -----------------------------------------

HIDDEN = Kind("access-hidden", [
    ("What is the dealer price of the {p} battery?", "search", "price"),
    ("How much does a CH-25B charger cost the dealer?", "search", "price-charger"),
    ("How many warranty claims were filed for the {p}?", "calculate", "claims"),
    ("How many {p} did we sell in Morocco in Q2 2026?", "calculate", "sales"),
    ("What does error E12 mean on the C-3?", "search", "codes"),
])
for ti, (t, route, what) in enumerate(HIDDEN.templates):
    for k, p in enumerate(["C-3", "T-7"]):
        if k and what in ("price-charger", "codes"):
            continue
        q = t.format(p=p)
        for persona, market in ASKERS:
            date = DATES[k]
            if what.startswith("price"):
                block = "PRICE-PARTS-2026#2" if what == "price-charger" else "PRICE-PARTS-2026#1"
                ok = readable(block, persona, market, date)
                case(HIDDEN, ti, q, persona, market, date, route, [block] if ok else [], [] if ok else [block])
            elif what == "claims" and not can_read(persona, CLAIMS_GROUPS):
                claims_case(HIDDEN, ti, q, persona, market, date, route, claims_where(product=p), 0)
            elif what == "sales" and not can_read(persona, SALES_GROUPS):
                case(HIDDEN, ti, q, persona, market, date, route, [], [sale_id(s) for s in SALES], None)
            elif what == "codes" and not can_read(persona, {"service"}):
                case(HIDDEN, ti, q, persona, market, date, route, [], ["SERVICE-C3-R2#4", "SERVICE-S2-R1#3"])

# market: a bulletin for one market answers there only -----------------------------------------

MARKET_ONLY = Kind("market-only", [
    ("How must battery packs be shipped between dealers?", "BULLETIN-2026-07-MA#1"),
    ("Can I send a battery pack to another dealer by air?", "BULLETIN-2026-07-MA#1"),
    ("What carrier do we use to ship lithium packs to another workshop?", "BULLETIN-2026-07-MA#1"),
    ("Does a T-7 converted to 45 km/h need to be registered?", "BULLETIN-2026-04-FR#1"),
    ("What rules apply to a T-7 speed pedelec conversion?", "BULLETIN-2026-04-FR#1"),
    ("How do I ship a battery pack to a dealer in another city?", "BULLETIN-2026-07-MA#1"),
])
for ti, (t, block) in enumerate(MARKET_ONLY.templates):
    for k, (persona, market) in enumerate([("service", "MA"), ("service", "FR"), ("sales", "MA"), ("manager", "FR")]):
        if (ti + k) % 2 and k >= 2:
            continue
        ok = readable(block, persona, market, DATES[k % 3])
        case(MARKET_ONLY, ti, t, persona, market, DATES[k % 3], "search", [block] if ok else [], [] if ok else [block])

# French: the main kinds as French-speaking dealers ask them ------------------------------------

FRENCH = Kind("french", [
    ("Quels produits sont concernés par le rappel des batteries ?", "follow"),
    ("Quels modèles sont touchés par le rappel batterie ?", "follow"),
    ("Le rappel concerne-t-il la {p} ?", "follow-yesno"),
    ("Liste des concessionnaires {m}", "list-market"),
    ("Quels sont les concessionnaires {m} ?", "list-market"),
    ("Combien de réclamations pour la {p} ?", "count"),
    ("Combien de réclamations {t} ?", "time-range"),
    ("Liste des réclamations de garantie {t}", "time-range-list"),
    ("Quel est le temps de réparation moyen des réclamations {p} ?", "average"),
    ("Quel concessionnaire a déposé le plus de réclamations ?", "ranking"),
    ("Quelle a été la réparation la plus longue ?", "max"),
    ("Que signifie l'erreur {e} sur la {p} ?", "code"),
    ("Quelle pression de pneus pour le C-3 ?", "tire"),
    ("Comment expédier les batteries entre concessionnaires ?", "market-only"),
    ("Combien de C-3 avons-nous vendus {m} au troisième trimestre 2026 ?", "sum"),
])
for ti, (t, what) in enumerate(FRENCH.templates):
    if what == "follow":
        for persona, market in ASKERS[ti % 2::2]:
            must, must_not = recall_evidence(persona, market, "2026-11-29")
            case(FRENCH, ti, t, persona, market, "2026-11-29", "follow", must, must_not)
    elif what == "follow-yesno":
        for k, (p, info) in enumerate(PRODUCTS.items()):
            persona, market = ASKERS[k % len(ASKERS)]
            case(FRENCH, ti, t.format(p=p), persona, market, DATES[k % 3], "follow",
                 ["BULLETIN-2026-09#1", info["battery_block"]], ["BULLETIN-2026-02#2"])
    elif what == "list-market":
        for k, code in enumerate(MARKETS):
            persona, market = ASKERS[(ti + k) % len(ASKERS)]
            want = dealers_where(market=code)
            case(FRENCH, ti, t.format(m=MARKET_FR[code]), persona, market, DATES[k], "list",
                 [dealer_id(x) for x in want], [dealer_id(x) for x in DEALERS if x not in want])
    elif what == "count":
        for k, p in enumerate(PRODUCTS):
            rows = claims_where(product=p)
            persona, market = CLAIM_PERSONAS[k % 4]
            claims_case(FRENCH, ti, t.format(p=p), persona, market, DATES[k % 3], "calculate", rows, len(rows))
    elif what.startswith("time-range"):
        route = "list" if what.endswith("list") else "calculate"
        for k, (phrase, lo, hi) in enumerate(time_phrases(d("2026-11-29"), "fr")):
            if route == "list" and k % 2:
                continue
            rows = [c for c in CLAIMS if in_range(c[1], lo, hi)]
            persona, market = CLAIM_PERSONAS[k % 4]
            claims_case(FRENCH, ti, t.format(t=phrase), persona, market, "2026-11-29", route, rows,
                        time_figure(rows, lo, hi) if route == "calculate" else "absent")
    elif what == "average":
        for k, p in enumerate(("K-1", "S-2")):
            rows = claims_where(product=p)
            persona, market = CLAIM_PERSONAS[k % 4]
            claims_case(FRENCH, ti, t.format(p=p), persona, market, DATES[k], "calculate", rows,
                        round(sum(c[6] for c in rows) / len(rows), 3))
    elif what == "ranking":
        _, top, holders = rank(list(CLAIMS), lambda c: c[3])
        for persona, market in (("service", "MA"), ("manager", "FR")):
            claims_case(FRENCH, ti, t, persona, market, "2026-11-29", "calculate", holders, top)
    elif what == "max":
        best, holders = extreme(list(CLAIMS), 6, max)
        for persona, market in (("service", "FR"), ("manager", "MA")):
            case(FRENCH, ti, t, persona, market, "2026-11-29", "calculate",
                 [claim_id(c) for c in holders], [], best)
    elif what == "code":
        for k, (e, p, block, other) in enumerate((("E12", "C-3", "SERVICE-C3-R2#4", None),
                                                   ("E-21", "S-2", "SERVICE-S2-R1#3", "SERVICE-C3-R2#4"),
                                                   ("e-07", "S-2", "SERVICE-S2-R1#3", None))):
            case(FRENCH, ti, t.format(e=e, p=p), "service", ["MA", "FR"][k % 2], DATES[k], "search",
                 [block], [other] if other else [])
    elif what == "tire":
        for persona, market in (("service", "FR"), ("sales", "MA")):
            case(FRENCH, ti, t, persona, market, "2026-11-29", "search", ["SPEC-C3-R5#5"], [])
    elif what == "market-only":
        for persona, market in (("service", "MA"), ("service", "FR")):
            block = "BULLETIN-2026-07-MA#1"
            ok = readable(block, persona, market, "2026-11-29")
            case(FRENCH, ti, t, persona, market, "2026-11-29", "search", [block] if ok else [], [] if ok else [block])
    elif what == "sum":
        for persona, market in (("sales", "MA"), ("manager", "FR"), ("service", "MA")):
            for code in ("MA",):
                rows = [s for s in SALES if s[1] == "Q3" and s[2] == code and s[3] == "C-3"]
                if can_read(persona, SALES_GROUPS):
                    case(FRENCH, ti, t.format(m=MARKET_FR[code]), persona, market, "2026-11-29", "calculate",
                         [sale_id(s) for s in rows], [], sum(s[4] for s in rows))
                else:
                    case(FRENCH, ti, t.format(m=MARKET_FR[code]), persona, market, "2026-11-29", "calculate",
                         [], [sale_id(s) for s in SALES], None)


def main():
    check_against_records()
    seen = Counter()
    lines = []
    for c in CASES:
        base = f"{c['kind']}-{c['split'][0]}"
        seen[base] += 1
        c["id"] = f"{base}{seen[base]:03d}"
        lines.append(json.dumps(c, ensure_ascii=False, separators=(",", ":")))
    OUT.write_text("\n".join(lines) + "\n")
    by = Counter((c["kind"], c["split"]) for c in CASES)
    kinds = sorted({k for k, _ in by})
    print(f"{len(CASES)} cases in {OUT.relative_to(ROOT)}")
    for k in kinds:
        print(f"  {k:24} tune {by[(k, 'tune')]:3}  heldout {by[(k, 'heldout')]:3}")


if __name__ == "__main__":
    main()
