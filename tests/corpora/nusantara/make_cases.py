#!/usr/bin/env python3
"""Writes cases.jsonl from expected.py's truths (40 cases, written before any eval)."""
import json
from expected import *

D = "2026-12-07"
cases = []
def case(id, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    cases.append(c)
def yn(b): return "yes" if b else "no"
S, E, M = "sales", "service", "manager"
MGMT = ["MGMT-STRATEGY-2026#1"]

# ---------------- sales
case("c01", S, "ID", "brp unit 25 terjual di id kuartal 2", "calculate",
     figure=sales_sum(products=["GS-25"], markets=["ID"], period=quarter(2026, 2)), kind="bare-number-lowercase-code",
     note="GS-25 as '25', market typed 'id' in lower case after 'di', Q2 2026")
case("c02", S, "VN", "bao nhieu SI-5000 ban duoc o VN nam ngoai", "calculate",
     figure=sales_sum(products=["SI-5000"], markets=["VN"], period=LAST_YEAR), kind="vi-no-diacritics-last-year")
case("c03", S, "PH", "ilan ang nabenta na 5000 sa PH ngayong taon", "calculate",
     figure=sales_sum(products=["SI-5000"], markets=["PH"], period=THIS_YEAR), kind="tl-bare-number")
case("c04", S, "SG", "how many 8000 did we sell in my market this year", "calculate",
     figure=sales_sum(products=["SI-8000"], markets=["SG"], period=THIS_YEAR), kind="my-word-trap",
     note="'my market' = the asker's market SG, not Malaysia")
k, v, tie, _ = top("dealer", products=["GS-60"], period=THIS_YEAR); assert not tie
case("c05", S, "ID", "which dealer sold the most GS-60 this year", "calculate", figure=v, kind="who-most", note=k)
a, b, gt = compare_markets("VN", "PH", products=["WP-150"], period=LAST_YEAR); assert a != b
case("c06", S, "VN", "did Vietnam sell more WP-150 than the Philippines in 2025?", "calculate", verdict=yn(gt),
     kind="compare-yesno", note=f"VN {a} PH {b}")
a, b, gt = compare_markets("MY", "ID", products=["SI-5000"], period=LAST_YEAR); assert a != b
case("c07", S, "MY", "apakah Malaysia menjual lebih banyak SI-5000 daripada Indonesia tahun lalu", "calculate",
     verdict=yn(gt), kind="compare-yesno-id", note=f"MY {a} ID {b}")
a, b, gt = compare_markets("VN", "PH", products=["GS-25"], period=THIS_YEAR); assert a != b
case("c08", S, "VN", "Việt Nam bán nhiều hơn Philippines GS-25 năm nay không?", "calculate", verdict=yn(gt),
     kind="compare-yesno-vi-particle", note=f"VN {a} PH {b}; 'không' is the question particle")
case("c09", S, "SG", "total revenue GS-60 SG last 3 months", "calculate",
     figure=sales_sum("revenue", products=["GS-60"], markets=["SG"], period=LAST3M), kind="last-3-months",
     note="Sep-Nov 2026")
case("c10", S, "ID", "jumlah penjualan semua produk di ID kecuali GS-25 tahun 2025", "calculate",
     figure=sales_sum(markets=["ID"], period=LAST_YEAR, ex_products=["GS-25"]), kind="except")
case("c11", S, "VN", "tổng doanh số quý 3 tại VN", "calculate",
     figure=sales_sum(markets=["VN"], period=quarter(2026, 3)), kind="vi-quarter")
case("c12", S, "PH", "ilan ang nabenta ng 150 sa ikalawang quarter sa PH", "calculate",
     figure=sales_sum(products=["WP-150"], markets=["PH"], period=quarter(2026, 2)), kind="tl-ordinal-quarter")
p = price("SI-8000", "MY")
case("c13", S, "MY", "harga SI-8000 di Malaysia", "search", must=["PRICES#" + p["key"]], kind="price",
     note=f"{p['price']} {p['currency']}")
avg, g = avg_per("dealer", products=["SI-5000"], period=LAST_YEAR)
case("c14", S, "MY", "average SI-5000 units sold per dealer in 2025", "calculate", figure=round(avg, 2),
     kind="avg-per-group", note=f"{len(g)} dealers")
# ---------------- service: recall, serials, parts
case("c15", E, "ID", "which products are affected by the AVR board recall", "follow", must=RECALL_BLOCKS,
     kind="recall-follow")
case("c16", E, "MY", "is serial NG24B-01500 affected by the recall?", "follow", must=["BUL-2026-07#2"],
     verdict=yn(serial_affected("NG24B-01500")), kind="serial")
case("c17", E, "ID", "apakah nomor seri ng24b 03500 kena recall", "follow",
     verdict=yn(serial_affected("NG24B-03500")), kind="serial-id")
case("c18", E, "VN", "may NG25A-01500 co bi thu hoi khong", "follow",
     verdict=yn(serial_affected("NG25A-01500")), kind="serial-vi-particle", note="other lot letter")
case("c19", E, "ID", "what replaces GS25-AVR-1 and who has it in stock in ID", "follow",
     must=["BUL-2026-09#1"] + stock_ids(part="GS25-AVR-2", markets=["ID"], positive=True),
     must_not=stock_ids(part="GS25-AVR-1", markets=["ID"]), kind="replacement-stock")
s = stock_rows(part="GS25-AVR-2", dealers=["SBY"])[0]
case("c20", E, "ID", "stok gs-25-avr-2 di Surabaya", "list", must=["STOCK#" + s["key"]], verdict=yn(s["qty"] > 0),
     kind="stock-spelling", note=f"qty {s['qty']}")
s = stock_rows(part="GS60-FAN-1", dealers=["CEB"])[0]
case("c21", E, "PH", "Does the Cebu dealer have GS60-FAN-1 in stock?", "list", must=["STOCK#" + s["key"]],
     verdict=yn(s["qty"] > 0), kind="stock", note=f"qty {s['qty']}")
case("c22", E, "PH", "anong produkto ang gumagamit ng SI5000-CAP-3", "follow",
     must=["SPEC-SI5000#2", "SPEC-SI8000#1"], kind="uses-tl")
case("c23", E, "MY", "which products use WP150-SEAL-2", "follow", must=["SPEC-WP150#2"], kind="uses-negated-link",
     note="SPEC-SI8000#2 names it after 'not compatible'")
case("c24", E, "MY", "berapa klaim terbuka di Malaysia", "calculate", must=claim_ids(markets=["MY"], status="open")[:3],
     figure=claim_count(markets=["MY"], status="open"), kind="count-status-glossary")
case("c25", E, "ID", "average running hours of GS-25 claims", "calculate",
     figure=round(claim_hours("avg", products=["GS-25"]), 2), kind="avg-blanks",
     note=f"blanks {claim_blanks(products=['GS-25'])}")
case("c26", E, "VN", "trung bình giờ chạy của SI-8000", "calculate", figure=None, kind="avg-all-blank",
     note="every SI-8000 claim has a blank running_hours")
case("c27", E, "PH", "how many claims in PH in 2025 are not under warranty", "calculate",
     figure=claim_count(markets=["PH"], period=LAST_YEAR, warranty=False), kind="native-flag-negation",
     note="warranty written oo/hindi")
case("c28", E, "PH", "ilan ang claim ng GS-60 sa nakaraang 3 buwan", "calculate",
     figure=claim_count(products=["GS-60"], period=(dt.date(2026, 9, 7), TODAY)), kind="tl-last-3-months",
     note="rolling 3 months to 2026-12-07; " + str(claim_count(products=["GS-60"], period=LAST3M)) + " for Sep-Nov")
case("c29", E, "VN", "bao nhiêu khiếu nại E21 năm nay", "calculate",
     figure=claim_count(fault="E21", period=THIS_YEAR), kind="vi-fault-code")
k, v, tie, _ = claim_top("dealer", period=LAST_YEAR); assert not tie
case("c30", E, "MY", "which dealer had the most claims last year", "calculate", figure=v, kind="who-most-count",
     note=k)
# ---------------- dealers (native flag columns)
case("c31", E, "VN", "which dealers are solar certified in VN", "list", must=dealer_ids(markets=["VN"], solar=True),
     must_not=dealer_ids(markets=["VN"], solar=False), verdict="yes", kind="native-flag")
case("c32", S, "ID", "dealer mana di ID yang tidak sertifikasi surya", "list",
     must=dealer_ids(markets=["ID"], solar=False), must_not=dealer_ids(markets=["ID"], solar=True), verdict="yes",
     kind="native-flag-negation-id")
case("c33", S, "SG", "list dealers in Singapore", "list", must=dealer_ids(markets=["SG"]),
     must_not=dealer_ids(markets=["MY"]), kind="city-equals-market")
case("c34", E, "MY", "how many dealers are not service partners", "calculate",
     figure=len(dealer_ids(partner=False)), kind="native-flag-count")
# ---------------- access
case("c35", M, "VN", "what is the margin strategy for SI-8000", "search", must=MGMT, kind="mgmt")
case("c36", S, "VN", "dealer margin strategy garudavault 2027", "search", must_not=MGMT, kind="leak")
case("c37", E, "ID", "gs25avr1 dipakai di produk apa", "follow", must=["SPEC-GS25#2", "SPEC-GS60#2"],
     kind="uses-spelling-id")
# ---------------- documents
case("c38", E, "MY", "tempoh waranti inverter", "search", must=["WARRANTY-2026#1"], must_not=["WARRANTY-2025#1"],
     kind="superseded")
case("c39", S, "ID", "berapa harga GS-25 dan berapa unit terjual di ID tahun ini", "search",
     must=["PRICES#P-GS-25-ID"], figure=sales_sum(products=["GS-25"], markets=["ID"], period=THIS_YEAR),
     kind="two-in-one")
case("c40", E, "SG", "fuel tank capacity of the 25", "search", must=["SPEC-GS25#1"], must_not=["SPEC-GS60#1"],
     kind="bare-number-doc", note="'60 litres' in the GS-25 sheet")

assert len(cases) == 40
with open("/tmp/h-c23/cases.jsonl", "w") as f:
    for c in cases: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(cases))
