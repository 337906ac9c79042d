#!/usr/bin/env python3
"""Writes cases.jsonl from expected.py's truths (40 cases, written before any build/ask/eval)."""
import json
from expected import *

D = "2026-12-01"
Y25, Y26 = year(2025), this_year()
cases = []


def case(id, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent":
        c["figure"] = figure
    if verdict:
        c["verdict"] = verdict
    c["kind"] = kind
    c["split"] = "heldout"
    if note:
        c["note"] = note
    cases.append(c)


S, E, M = "prodaja", "servis", "uprava"
# ---------------- sales
case("a01", S, "HR", "koliko OB-115 smo prodali u Hrvatskoj prošle godine", "calculate",
     figure=sales_sum(products=["OB-115"], markets=["HR"], period=Y25), kind="sum-last-year")
case("a02", S, "GR", "ποσα OB-60 πουλησαμε στην ελλαδα φετος", "calculate",
     figure=sales_sum(products=["OB-60"], markets=["GR"], period=Y26), kind="sum-greek-no-accents")
case("a03", S, "SI", "koliko 200 smo prodali v sloveniji v Q2 2026", "calculate",
     figure=sales_sum(products=["OB-200"], markets=["SI"], period=quarter(2026, 2)), kind="sum-bare-number-quarter")
case("a04", S, "RS", "колико NV-9 је продато у Србији у марту 2026", "calculate",
     figure=sales_sum(products=["NV-9"], markets=["RS"], period=month(2026, 3)), kind="sum-month-cyrillic")
case("a05", S, "CY", "posa sonar poulisame stin kypro to 2025", "calculate",
     figure=sales_sum(products=["SN-300"], markets=["CY"], period=Y25), kind="sum-greeklish")
case("a06", S, "CY", "συνολικός τζίρος OB-200 στην Κύπρο πέρσι", "calculate",
     figure=sales_sum("revenue", products=["OB-200"], markets=["CY"], period=Y25), kind="sum-revenue")
k, v, tie, _ = top("dealer", products=["OB-115"], period=Y26); assert not tie
case("a07", S, "HR", "koji diler je prodao najviše OB-115 ove godine", "calculate", figure=v, kind="who-most",
     note=f"{k} {v}")
k, v, tie, _ = top("dealer", products=["NV-9"], period=Y25); assert not tie
case("a08", S, "GR", "ποιος αντιπρόσωπος πούλησε τα περισσότερα NV-9 το 2025", "calculate", figure=v,
     kind="who-most", note=f"{k} {v}")
a, b, gt = compare_markets("HR", "SI", products=["OB-60"], period=Y25); assert a != b
case("a09", S, "SI", "ali je Hrvaška prodala več OB-60 kot Slovenija v letu 2025", "calculate",
     verdict="yes" if gt else "no", kind="compare-markets", note=f"HR {a} SI {b}")
a, b, gt = compare_products("NV-9", "SN-300", markets=["GR"], period=Y25); assert a != b
case("a10", S, "GR", "did we sell more NV-9 than SN-300 in Greece last year?", "calculate",
     verdict="yes" if gt else "no", kind="compare-products", note=f"NV-9 {a} SN-300 {b}")
avg, g = avg_per("dealer", products=["SN-300"], period=Y25)
case("a11", S, "RS", "prosečna prodaja SN-300 po dileru u 2025", "calculate", figure=round(avg, 4),
     kind="avg-per-group", note=f"{len(g)} dealers")
case("a12", S, "HR", "total OB-60 units sold in Croatia and Slovenia in 2025", "calculate",
     figure=sales_sum(products=["OB-60"], markets=["HR", "SI"], period=Y25), kind="sum-two-markets")
case("a13", S, "HR", "koliko motora OB-60 je prodano u srpnju 2026 u Hrvatskoj", "calculate",
     figure=sales_sum(products=["OB-60"], markets=["HR"], period=month(2026, 7)), kind="sum-month-product-word")
case("a14", S, "GR", "πόσα OB-115 πουλήθηκαν στην Ελλάδα το τρίτο τρίμηνο του 2025", "calculate",
     figure=sales_sum(products=["OB-115"], markets=["GR"], period=quarter(2025, 3)), kind="sum-quarter-ordinal")
case("a15", S, "HR", "koliko košta OB-115 u Hrvatskoj i koliko smo ih prodali ove godine", "search",
     must=["PRICE-HR-SI#1"], figure=sales_sum(products=["OB-115"], markets=["HR"], period=Y26), kind="two-in-one")
case("a16", S, "RS", "koliko OB-150 smo prodali u Srbiji 2025", "calculate", figure=None, kind="unknown-product")
case("a17", S, "SI", "skupni dobiček za OB-200 v Sloveniji lani", "calculate", figure=None, kind="unknown-measure")
case("a18", S, "SI", "koliko SN-300 smo prodali letos brez Srbije", "calculate",
     figure=sales_sum(products=["SN-300"], exclude_markets=["RS"], period=Y26), kind="except-market")
# ---------------- claims
case("a19", E, "HR", "koliko reklamacija za OB-115 u Hrvatskoj ove godine", "calculate",
     must=claim_ids(products=["OB-115"], markets=["HR"], period=Y26)[:3],
     figure=claim_count(products=["OB-115"], markets=["HR"], period=Y26), kind="count")
case("a20", E, "GR", "πόσες ανοιχτές απαιτήσεις έχει η Ελλάδα", "calculate",
     must=claim_ids(markets=["GR"], status=OPEN)[:3], figure=claim_count(markets=["GR"], status=OPEN),
     kind="count-status")
case("a21", E, "SI", "povprečne ure popravila za OB-200", "calculate", figure=claim_avg(products=["OB-200"]),
     kind="avg-blanks", note=f"blanks {claim_blanks(products=['OB-200'])}")
case("a22", E, "RS", "просечно сати поправке за OB-115 у Србији", "calculate",
     figure=claim_avg(products=["OB-115"], markets=["RS"]), kind="avg-blanks",
     note=f"blanks {claim_blanks(products=['OB-115'], markets=['RS'])}")
case("a23", E, "CY", "how many claims without warranty in Croatia in 2025", "calculate",
     must=claim_ids(markets=["HR"], warranty=False, period=Y25)[:3],
     figure=claim_count(markets=["HR"], warranty=False, period=Y25), kind="count-negated-flag")
ids = claim_ids(markets=["SI"], warranty=False)
case("a24", E, "HR", "reklamacije bez garancije u Sloveniji", "list", must=ids,
     must_not=claim_ids(markets=["SI"], warranty=True)[:3] + claim_ids(markets=["HR"], warranty=False)[:2],
     verdict="yes" if ids else "no", kind="list-negated-flag")
case("a25", E, "CY", "συνολικές ώρες επισκευής στην Κύπρο το 2026", "calculate",
     figure=claim_sum(markets=["CY"], period=Y26), kind="sum-hours",
     note=f"blanks {claim_blanks(markets=['CY'], period=Y26)}")
case("a26", E, "HR", "najviše sati popravka za OB-60", "calculate", figure=claim_max(products=["OB-60"]),
     kind="max-blanks")
case("a27", E, "RS", "koliko reklamacija zbog pregrevanja u Srbiji 2025", "calculate",
     must=claim_ids(markets=["RS"], fault=OVERHEAT, period=Y25)[:3],
     figure=claim_count(markets=["RS"], fault=OVERHEAT, period=Y25), kind="count-fault")
# ---------------- dealers
case("a28", E, "GR", "ποιοι αντιπρόσωποι δεν είναι πιστοποιημένοι", "list", must=dealer_ids(certified=False),
     must_not=dealer_ids(certified=True), verdict="yes", kind="list-negated-flag")
case("a29", E, "HR", "dileri koji nisu certificirani u Hrvatskoj", "list", must=dealer_ids(["HR"], False),
     must_not=dealer_ids(["HR"], True) + dealer_ids(["SI"], False), verdict="yes", kind="list-negated-flag")
case("a30", E, "RS", "колико дилера у Србији је сертификовано", "calculate",
     must=dealer_ids(["RS"], True), figure=len(dealer_ids(["RS"], True)), kind="count-flag")
# ---------------- stock
r = stock_rows("FP-2210-B", dealers=["SPL"])[0]
case("a31", E, "HR", "koliko komada FP 2210 B ima na zalihi u Splitu", "calculate", must=[f"STOCK#{r['key']}"],
     figure=r["qty"], kind="stock-qty")
zero = stock_ids("FP-2210-B", positive=False)
case("a32", E, "GR", "which dealers have no fp2210b in stock", "list", must=zero,
     must_not=stock_ids("FP-2210-B", positive=True)[:3], verdict="yes" if zero else "no", kind="stock-who-has-none")
r = stock_rows("IMP-115-K", dealers=["KOP"])[0]
case("a33", E, "SI", "ali ima Koper na zalogi IMP-115-K", "list", must=[f"STOCK#{r['key']}"],
     verdict="yes" if r["qty"] > 0 else "no", kind="stock-yesno", note=f"qty {r['qty']}")
case("a34", E, "GR", "συνολικό απόθεμα CDI-200-E στην Ελλάδα", "calculate",
     must=stock_ids("CDI-200-E", markets=["GR"]), figure=stock_qty("CDI-200-E", markets=["GR"]), kind="stock-sum")
# ---------------- recall
must = [PART_BLOCK[(p, RECALL_PART)] for p in recall_products()]
case("a35", E, "GR", "ποια προϊόντα επηρεάζονται από την ανάκληση της αντλίας καυσίμου", "follow", must=must,
     must_not=["SPEC-OB60#2", "SPEC-NV9#2", "SPEC-SN300#2"], kind="recall-products-no-part")
case("a36", E, "HR", "je li serijski broj am24c01234 obuhvaćen opozivom", "follow", must=["RECALL-2025-07#1"],
     verdict="yes" if serial_affected("am24c01234") else "no", kind="serial-in")
case("a37", E, "CY", "is serial AM24C03120 affected by the recall", "follow", must=["RECALL-2025-07#1"],
     verdict="yes" if serial_affected("AM24C03120") else "no", kind="serial-out")
pos = stock_ids(REPLACEMENT, markets=["RS"], positive=True)
case("a38", E, "RS", "šta zamenjuje FP-2210-A i ko ima na stanju u Srbiji", "follow",
     must=["BULLETIN-2025-09#1"] + pos, must_not=stock_ids(RECALL_PART, markets=["RS"]), kind="replacement-stock",
     note=f"RS rows of FP-2210-B with stock: {pos}")
must = [PART_BLOCK[(p, "IMP-115-K")] for p in products_using("IMP-115-K")]
case("a39", E, "SI", "kateri izdelki uporabljajo imp115k", "follow", must=must,
     must_not=["SPEC-OB60#3"], kind="part-uses-typed-differently")
case("a40", E, "GR", "ZEPHRANOLITH τι είναι", "search", must_not=["MGMT-2027#1", "MGMT-2027#2"], kind="access-canary")

assert len(cases) == 40
with open("/tmp/h-c22/cases.jsonl", "w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in cases:
    print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""), len(c["must"]),
          len(c["must_not"]))
