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
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    cases.append(c)

S, E, M = "myynti", "huolto", "johto"
# ---------------- sales (sales persona)
case("c01", S, "FI", "montako cs450 myytiin suomessa viime vuonna", "calculate",
     figure=sales_sum(products=["CS-450"], markets=["FI"], period=Y25), kind="sum-last-year", note="fi")
case("c02", S, "EE", "mitu BC-300 müüdi eestis tänavu", "calculate",
     figure=sales_sum(products=["BC-300"], markets=["EE"], period=Y26), kind="sum-this-year", note="et, tänavu = this year")
case("c03", S, "LV", "cik 620 pardoti latvija 2026 gada 2. ceturksni", "calculate",
     figure=sales_sum(products=["CS-620"], markets=["LV"], period=quarter(2026, 2)), kind="sum-quarter-bare-number",
     note="lv without diacritics, bare number 620, Q2 2026")
case("c04", S, "LT", "kiek LS-12 parduota lietuvoje pernai", "calculate",
     figure=sales_sum(products=["LS-12"], markets=["LT"], period=Y25), kind="sum-last-year", note="lt, pernai = last year")
case("c05", S, "EE", "total revenue cs450 estonia march 2026", "calculate",
     figure=sales_sum("revenue", products=["CS-450"], markets=["EE"], period=month(2026, 3)), kind="sum-month-revenue")
k, v, tie, _ = top("dealer", products=["BC-520"], period=Y26); assert not tie
case("c06", S, "FI", "kuka myi eniten BC-520 tänä vuonna", "calculate", figure=v, kind="who-most", note=f"{k} {v}")
k, v, tie, _ = top("dealer", products=["CS-620"], period=Y25); assert not tie
case("c07", S, "LT", "kas pardavė daugiausiai CS-620 2025 metais", "calculate", figure=v, kind="who-most", note=f"{k} {v}")
a, b, gt = compare_markets("EE", "LV", products=["CS-450"], period=Y25); assert a != b
case("c08", S, "EE", "kas eesti müüs 2025 rohkem CS-450 kui läti?", "calculate", verdict="yes" if gt else "no",
     kind="compare-yesno", note=f"EE {a} LV {b}; 'kas' is the Estonian yes/no particle and a Latvian/Lithuanian who word")
a, b, gt = compare_markets("FI", "LT", products=["BC-300"], period=Y26); assert a != b
case("c09", S, "LV", "vai somija pardeva vairak BC-300 neka lietuva sogad", "calculate", verdict="yes" if gt else "no",
     kind="compare-yesno", note=f"FI {a} LT {b}")
avg, g = avg_per("dealer", products=["CS-450"], period=Y25)
case("c10", S, "FI", "keskimääräinen CS-450 myynti per jälleenmyyjä vuonna 2025", "calculate", figure=round(avg, 4),
     kind="avg-per-group", note=f"{len(g)} dealers")
case("c11", S, "LT", "kiek vienetų parduota iš viso visose rinkose praėjusį ketvirtį", "calculate",
     figure=sales_sum(period=quarter(2026, 3)), kind="sum-all-last-quarter", note="all products, all markets, Q3 2026")
# ---------------- claims (service persona)
ids = claim_ids(markets=["FI"], status="open")
case("c12", E, "FI", "montako avointa reklamaatiota suomessa", "calculate", must=ids[:3],
     figure=claim_count(markets=["FI"], status="open"), kind="count-status")
ids = claim_ids(markets=["LV"], status="closed")
case("c13", E, "EE", "mitu pretensiooni on lätis suletud", "calculate", must=ids[:3],
     figure=claim_count(markets=["LV"], status="closed"), kind="count-status-crosslang",
     note="Estonian status word for Latvian rows (glossary)")
case("c14", E, "LV", "videjais remonta laiks cs-450 reklamacijam", "calculate",
     figure=claim_avg(products=["CS-450"]), kind="avg-blanks", note=f"blanks {claim_blanks(products=['CS-450'])}")
case("c15", E, "LT", "vidutinis remonto laikas lietuvoje 2026 metais", "calculate",
     figure=claim_avg(markets=["LT"], period=Y26), kind="avg-blanks",
     note=f"blanks {claim_blanks(markets=['LT'], period=Y26)}")
case("c16", E, "FI", "total repair hours bc520 claims finland", "calculate",
     figure=claim_sum(products=["BC-520"], markets=["FI"]), kind="sum-blanks",
     note=f"blanks {claim_blanks(products=['BC-520'], markets=['FI'])}")
ids = claim_ids(markets=["EE"], warranty=False); notids = claim_ids(markets=["EE"], warranty=True)
case("c17", E, "EE", "reklamaatiot ilman takuuta virossa", "list", must=ids, must_not=notids[:3], verdict="yes",
     kind="list-negated-flag")
ids = claim_ids(markets=["LV"], warranty=False)
case("c18", E, "LV", "kiek pretenzijų be garantijos latvijoje", "calculate", must=ids[:3],
     figure=claim_count(markets=["LV"], warranty=False), kind="count-negated-flag", note="'be' is negation and except")
ids = claim_ids(fault="ignition", period=Y26)
case("c19", E, "EE", "mitu süütehäire reklamatsiooni oli 2026", "calculate", must=ids[:3],
     figure=len(ids), kind="count-fault-crosslang")
case("c20", E, "FI", "longest repair time on cs-620 claims last year", "calculate",
     figure=claim_max(products=["CS-620"], period=Y25), kind="max-blanks")
# ---------------- dealers
case("c21", E, "LV", "jälleenmyyjät jotka eivät ole sertifioituja latviassa", "list",
     must=dealer_ids(["LV"], False), must_not=dealer_ids(["LV"], True), verdict="yes", kind="list-negated-flag")
case("c22", E, "LV", "nesertificeti dileri igaunija", "list",
     must=dealer_ids(["EE"], False), must_not=dealer_ids(["EE"], True), verdict="yes", kind="list-negation-prefix")
case("c23", E, "LT", "how many dealers are certified in lithuania", "calculate",
     figure=len(dealer_keys(["LT"], True)), kind="count-flag")
case("c24", E, "EE", "mitu edasimüüjat pole sertifitseeritud", "calculate",
     figure=len(dealer_keys(None, False)), kind="count-negated-flag")
# ---------------- stock
r = stock_rows("IM-220-2", dealers=["KUO"])[0]
case("c25", E, "FI", "onko kuopion jälleenmyyjällä im 220 2 varastossa", "list", must=[f"STOCK#{r['key']}"],
     verdict="yes" if r["qty"] > 0 else "no", kind="stock-yesno", note=f"qty {r['qty']}")
pos = stock_ids("IM-220-2", markets=["LV"], positive=True); zero = stock_ids("IM-220-2", markets=["LV"], positive=False)
case("c26", S, "LV", "kam ir IM2202 noliktava latvija", "list", must=pos, must_not=zero,
     verdict="yes" if pos else "no", kind="stock-who-has", note="'ir' is Latvian has and Lithuanian and")
r = stock_rows("TH-300-2", dealers=["KNS"])[0]
case("c27", E, "LT", "kiek TH 300 2 yra sandelyje kaune", "calculate", must=[f"STOCK#{r['key']}"], figure=r["qty"],
     kind="stock-qty")
zero = stock_ids("HP-120-1", positive=False)
case("c28", E, "FI", "which dealers have no hp-120-1 in stock", "list", must=zero,
     must_not=stock_ids("HP-120-1", positive=True)[:3], verdict="yes" if zero else "no", kind="stock-who-has-none")
case("c29", S, "EE", "kui palju cb4501 on laos kokku", "calculate", figure=stock_qty("CB-450-1"), kind="stock-total")
# ---------------- recall
must = [SPEC_IGN[p] for p in recall_products()]
notm = ["SPEC-BC520#2", "SPEC-LS12#2"]
case("c30", E, "FI", "which products are affected by the ignition module recall", "follow", must=must, must_not=notm,
     kind="recall-products-no-part")
case("c31", E, "EE", "mitkä tuotteet käyttävät im2201 osaa", "follow", must=must, must_not=notm, kind="recall-products")
case("c32", E, "LT", "ar serijos numeris lf24c02517 patenka i atsaukima", "follow", must=["RECALL-2026-04#1"],
     verdict="yes" if serial_affected("lf24c02517") else "no", kind="serial-in")
case("c33", E, "LV", "vai serijas numurs LF24C04120 ir atsaukuma", "follow",
     verdict="yes" if serial_affected("LF24C04120") else "no", kind="serial-out")
pos = stock_ids(REPLACEMENT, markets=["EE"], positive=True)
case("c34", E, "EE", "mikä korvaa IM-220-1 ja kenellä sitä on varastossa virossa", "follow",
     must=["BULLETIN-2026-06#1"] + pos,
     must_not=stock_ids(RECALL_PART, markets=["EE"]) + stock_ids(REPLACEMENT, markets=["EE"], positive=False),
     kind="replacement-stock")
case("c35", E, "LV", "is the bc520 affected by the IM-220-1 recall", "follow", must_not=["SPEC-LS12#2"],
     verdict="yes" if "BC-520" in recall_products() else "no", kind="recall-product-yesno",
     note="SPEC-BC520 names IM-220-1 only to say it does not fit")
# ---------------- two in one, unknown words, warranty, access
case("c36", S, "FI", "paljonko cs-620 maksaa ja montako niitä myytiin suomessa tänä vuonna", "search", must=["PRICE-FI#1"],
     figure=sales_sum(products=["CS-620"], markets=["FI"], period=Y26), kind="two-in-one")
case("c37", S, "LT", "how many cs-900 did we sell in 2025", "calculate", figure=None, kind="unknown-product")
case("c38", S, "FI", "paljonko oli cs-450 myyntikate yhteensä 2025", "calculate", figure=None, kind="unknown-measure",
     note="myyntikate = sales margin: no such measure")
case("c39", E, "LV", "cik menesu garantija ir latvija", "search", must=["WARR-LV#1"], figure=None, kind="warranty-duration")
case("c40", E, "FI", "mikä on KORVANTRELIX projekti", "search", must_not=["MGMT-2027#1", "MGMT-2027#2"], kind="access-canary")

assert len(cases) == 40
with open("/tmp/h-c21/cases.jsonl", "w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in cases:
    print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""), len(c["must"]), len(c["must_not"]))
