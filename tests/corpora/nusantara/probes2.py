#!/usr/bin/env python3
"""Second probe batch: hand-picked traps (cities typed without Vietnamese marks, native flags, Indonesian
'semua', quarter spellings, VN question particle), truths from expected.py -> probes2.jsonl."""
import json
from expected import *

D = "2026-12-07"; out = []
def case(kind, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, note=""):
    c = {"id": f"q{len(out)+1:03d}", "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not), "kind": kind, "split": "heldout"}
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    if note: c["note"] = note
    out.append(c)
yn = lambda b: "yes" if b else "no"

# cities typed without Vietnamese marks (and with)
for city, key in [("Da Nang", "DAD"), ("Đà Nẵng", "DAD"), ("Ho Chi Minh", "SGN"), ("Hồ Chí Minh", "SGN"),
                  ("Ha Noi", "HAN"), ("Hà Nội", "HAN"), ("Surabaya", "SBY"), ("Cebu", "CEB")]:
    case("dealer-city-sales", "sales", DEALERS[key]["market"], f"how many SI-5000 did the {city} dealer sell in 2025",
         "calculate", figure=sales_sum(products=["SI-5000"], dealers=[key], period=LAST_YEAR))
    case("dealer-city-claims", "service", DEALERS[key]["market"], f"how many claims from the {city} dealer",
         "calculate", figure=claim_count(dealers=[key]))
for city, key, pt in [("Da Nang", "DAD", "GS25-AVR-2"), ("Ho Chi Minh", "SGN", "GS60-FAN-1"),
                      ("Hồ Chí Minh", "SGN", "WP150-SEAL-2"), ("Đà Nẵng", "DAD", "SI5000-CAP-3")]:
    s = stock_rows(part=pt, dealers=[key])[0]
    case("stock-vn-city", "service", "VN", f"does the {city} dealer have {pt} in stock?", "list",
         verdict=yn(s["qty"] > 0), note=f"qty {s['qty']}")
# native flags, negated, in each language
for m, q, val in [("ID", "dealer di Indonesia yang tidak sertifikasi surya", False),
                  ("VN", "đại lý nào ở Việt Nam không có chứng nhận solar", False),
                  ("PH", "aling dealer sa Pilipinas ang hindi solar certified", False),
                  ("MY", "which dealers in Malaysia are not solar certified", False),
                  ("SG", "which dealers in Singapore are solar certified", True),
                  ("ID", "which dealers in Indonesia are service partners", True)]:
    field = "solar" if "solar" in q or "surya" in q else "partner"
    ids = dealer_ids(markets=[m], **{field: val}); other = dealer_ids(markets=[m], **{field: not val})
    case("flag-native", "sales", m, q, "list", must=ids, must_not=other, verdict=yn(bool(ids)))
case("flag-native-count", "service", "ID", "how many dealers are solar certified", "calculate",
     figure=len(dealer_ids(solar=True)))
case("flag-native-count", "service", "ID", "berapa dealer yang bukan service partner", "calculate",
     figure=len(dealer_ids(partner=False)))
# 'semua dealer' = all dealers, Indonesian has no plural
for pt in ["GS25-AVR-2", "SI5000-CAP-3"]:
    case("semua-total", "service", "ID", f"berapa total stok {pt} di semua dealer", "calculate",
         figure=stock_sum(part=pt))
case("semua-total", "sales", "ID", "brp unit terjual semua dealer tahun ini", "calculate",
     figure=sales_sum(period=THIS_YEAR))
# quarter spellings
for qs, per in [("kuartal 3 2026", quarter(2026, 3)), ("kuartal III 2026", quarter(2026, 3)),
                ("Q3 2026", quarter(2026, 3)), ("quý 3 năm 2026", quarter(2026, 3)), ("quy 3 2026", quarter(2026, 3)),
                ("quý trước", LAST_QUARTER), ("kuartal lalu", LAST_QUARTER), ("ikatlong quarter ng 2026", quarter(2026, 3)),
                ("3rd quarter 2026", quarter(2026, 3))]:
    case("quarter-spelling", "sales", "ID", f"berapa GS-25 terjual di Indonesia {qs}", "calculate",
         figure=sales_sum(products=["GS-25"], markets=["ID"], period=per), note=qs)
# VN particle with codes
a, b, gt = compare_markets("VN", "PH", products=["GS-25"], period=THIS_YEAR)
case("vi-particle", "sales", "VN", "VN bán GS-25 nhiều hơn PH năm nay không", "calculate", verdict=yn(gt),
     note=f"{a} {b}")
case("vi-particle", "sales", "VN", "VN co ban nhieu GS-25 hon PH nam nay khong", "calculate", verdict=yn(gt))
a, b, gt = compare_markets("ID", "MY", products=["SI-8000"], period=LAST_YEAR)
case("id-compare", "sales", "ID", "apakah ID terjual lebih banyak SI-8000 daripada MY tahun lalu", "calculate",
     verdict=yn(gt), note=f"{a} {b}")
case("tl-compare", "sales", "PH", "mas marami ba ang nabenta na SI-8000 sa ID kaysa sa MY noong 2025", "calculate",
     verdict=yn(gt), note=f"{a} {b}")
# bare numbers next to other numbers
case("bare-number", "sales", "MY", "how many 60 sold in Malaysia in 2025", "calculate",
     figure=sales_sum(products=["GS-60"], markets=["MY"], period=LAST_YEAR))
case("bare-number", "sales", "MY", "2025 sales of the 150 in Malaysia", "calculate",
     figure=sales_sum(products=["WP-150"], markets=["MY"], period=LAST_YEAR))
case("bare-number", "sales", "PH", "how many units of the 5000 sold in 2026 in the Philippines", "calculate",
     figure=sales_sum(products=["SI-5000"], markets=["PH"], period=THIS_YEAR))
case("bare-number", "sales", "SG", "total revenue of 8000 in SG 2025", "calculate",
     figure=sales_sum("revenue", products=["SI-8000"], markets=["SG"], period=LAST_YEAR))
# claims: open/closed cross language, E-code, hours
case("claims-mixed", "service", "VN", "bao nhiêu khiếu nại đang mở ở VN", "calculate",
     figure=claim_count(markets=["VN"], status="open"))
case("claims-mixed", "service", "PH", "ilan ang bukas na claim ng GS-60", "calculate",
     figure=claim_count(products=["GS-60"], status="open"))
case("claims-hours", "service", "ID", "rata-rata jam operasi klaim GS-60 di Indonesia", "calculate",
     figure=round(claim_hours("avg", products=["GS-60"], markets=["ID"]), 2))
case("claims-hours", "service", "PH", "total oras ng claim ng WP-150", "calculate",
     figure=claim_hours("sum", products=["WP-150"]))
k, v, tie, _ = claim_top("market", period=THIS_YEAR)
case("claims-who", "service", "SG", "which market had the most claims this year", "calculate", figure=v, note=k)
# 'my' as English possessive
case("my-possessive", "sales", "PH", "how many GS-25 did my dealers in PH sell this year", "calculate",
     figure=sales_sum(products=["GS-25"], markets=["PH"], period=THIS_YEAR))
case("my-possessive", "service", "SG", "how many open claims in my market", "calculate",
     figure=claim_count(markets=["SG"], status="open"))
# two in one
case("two-in-one", "sales", "VN", "giá SI-5000 ở Việt Nam và bao nhiêu bán năm nay", "calculate",
     figure=sales_sum(products=["SI-5000"], markets=["VN"], period=THIS_YEAR))
case("two-in-one", "service", "ID", "what replaces GS25-AVR-1 and how many claims had it", "follow",
     must=["BUL-2026-09#1"])
with open("/tmp/h-c23/probes2.jsonl", "w") as f:
    for c in out: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(out))
