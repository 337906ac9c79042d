#!/usr/bin/env python3
"""Writes cases.jsonl from expected.py's truths (40 cases, written before any build/ask/eval)."""
import json
from expected import *

D = "2026-11-18"
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

S, E, M = "ertekesites", "szerviz", "igazgato"
# ---------------- sales
k, v, tie, _ = top("dealer", products=["WX-180"], period=Y26); assert not tie
case("h01", S, "HU", "ki adta el a legtöbb WX-180-at idén", "calculate", figure=v, kind="who-most", note=f"{k} {v}")
k, v, tie, _ = top("dealer", products=["TD-230"], period=Y26); assert not tie
case("h02", S, "RO", "cine a vandut cele mai multe masini TD-230 anul acesta", "calculate", figure=v, kind="who-most", note=f"{k} {v}")
k, v, tie, _ = top("dealer", products=["WX-250"], period=Y25); assert not tie
case("h03", S, "BG", "кой дилър е продал най-много WX-250 през 2025", "calculate", figure=v, kind="who-most", note=f"{k} {v}")
case("h04", S, "BG", "kolko WX-180 sa prodadeni v Balgariya prez 2025", "calculate",
     figure=sales_sum(products=["WX-180"], markets=["BG"], period=Y25), kind="sum-translit")
case("h05", S, "HU", "hány db TD-350 fogyot Magyarországon tavaly", "calculate",
     figure=sales_sum(products=["TD-350"], markets=["HU"], period=Y25), kind="sum-typo")
case("h06", S, "RO", "cate WX-400 s-au vandut in ro in T3 2026", "calculate",
     figure=sales_sum(products=["WX-400"], markets=["RO"], period=quarter(2026, 3)), kind="sum-quarter-code")
case("h07", S, "MD", "câte mașini TD-230 s-au vândut în Moldova luna trecută", "calculate",
     figure=sales_sum(products=["TD-230"], markets=["MD"], period=month(2026, 10)), kind="sum-last-month")
case("h08", S, "HU", "összesen mennyi volt az árbevétel Bulgáriában 2025-ben", "calculate",
     figure=sales_sum("amount", markets=["BG"], period=Y25), kind="sum-amount")
case("h09", S, "RO", "care este valoarea totala a vanzarilor de 250 in Ungaria in 2025", "calculate",
     figure=sales_sum("amount", products=["WX-250"], markets=["HU"], period=Y25), kind="sum-bare-number")
a, b, gt = compare("RO", "HU", products=["WX-180"], period=Y25); assert a != b
case("h10", S, "HU", "Romania tobb WX-180-at adott el 2025-ben mint Magyarorszag?", "calculate",
     verdict="yes" if gt else "no", kind="compare-yesno", note=f"RO {a} HU {b}")
a, b, gt = compare("BG", "MD", products=["TD-350"], period=Y26); assert a != b
case("h11", S, "BG", "продаде ли България повече TD-350 от Молдова през 2026", "calculate",
     verdict="yes" if gt else "no", kind="compare-yesno", note=f"BG {a} MD {b}")
avg, g = avg_per("dealer", products=["WX-400"], period=Y25)
case("h12", S, "HU", "WX-400 eladások átlaga kereskedőnként 2025-ben", "calculate", figure=round(avg, 4),
     kind="avg-per-group", note=f"{len(g)} dealers")
case("h13", S, "BG", "колко TD-230 са продадени общо в Румъния и Молдова от януари до юни 2026", "calculate",
     figure=sales_sum(products=["TD-230"], markets=["RO", "MD"], period=span(month(2026, 1), month(2026, 6))),
     kind="sum-two-markets-range")
case("h14", S, "HU", "mennyi WX-250-et adott el a debreceni kereskedő a múlt negyedévben", "calculate",
     figure=sales_sum(products=["WX-250"], dealers=["DEB"], period=quarter(2026, 3)), kind="sum-dealer-adjective")
case("h15", S, "HU", "mennyi a WX-250 ára és hányat adtunk el idén Magyarországon", "search", must=["PRICE-HU#1"],
     figure=sales_sum(products=["WX-250"], markets=["HU"], period=Y26), kind="two-in-one")
case("h16", S, "MD", "cat costa un WX-400 in Moldova", "search", must=["PRICE-RO-MD#2"], figure=None, kind="price")
case("h17", S, "HU", "hány TD-230 fogyott idén Magyarország kivételével", "calculate",
     figure=sales_sum(products=["TD-230"], exclude_markets=["HU"], period=Y26), kind="except-postposed")
# ---------------- claims
ids = claim_ids(markets=["HU"], status=OPEN)
case("h18", E, "HU", "hány nyitott reklamáció van Magyarországon", "calculate", must=ids[:3],
     figure=claim_count(markets=["HU"], status=OPEN), kind="count-status")
ids = claim_ids(markets=["RO"], status=CLOSED)
case("h19", E, "RO", "cate reclamatii inchise are Romania", "calculate", must=ids[:3],
     figure=claim_count(markets=["RO"], status=CLOSED), kind="count-status-plural")
ids = claim_ids(markets=["BG"], status=PROGRESS)
case("h20", E, "BG", "колко рекламации в процес има в България", "calculate", must=ids[:3],
     figure=claim_count(markets=["BG"], status=PROGRESS), kind="count-status")
ids = claim_ids(markets=["BG"], products=["TD-230"], warranty=True)
case("h21", E, "BG", "kolko reklamatsii za TD-230 ima v Bulgaria s garantsiya", "calculate", must=ids[:3],
     figure=claim_count(markets=["BG"], products=["TD-230"], warranty=True), kind="count-flag-translit")
case("h22", E, "HU", "átlagos javítási idő a WX-250 reklamációknál", "calculate",
     figure=claim_avg(products=["WX-250"]), kind="avg-blanks", note=f"blanks {claim_blanks(products=['WX-250'])}")
case("h23", E, "RO", "media orelor de reparatie pentru WX-180 in Romania", "calculate",
     figure=claim_avg(products=["WX-180"], markets=["RO"]), kind="avg-blanks",
     note=f"blanks {claim_blanks(products=['WX-180'], markets=['RO'])}")
ids = claim_ids(markets=["RO"], warranty=False)
case("h24", E, "HU", "hány reklamáció nem garanciális Romániában", "calculate", must=ids[:3],
     figure=claim_count(markets=["RO"], warranty=False), kind="count-negated-flag")
ids = claim_ids(markets=["BG"], warranty=False); notids = claim_ids(markets=["BG"], warranty=True)
case("h25", E, "RO", "reclamatii fara garantie in Bulgaria", "list", must=ids, must_not=notids[:3], verdict="yes",
     kind="list-negated-flag")
ids = claim_ids(markets=["BG"], fault=LOCK_FAULT, period=Y26)
case("h26", E, "BG", "колко рекламации за повреда на ключалката има в България през 2026", "calculate", must=ids[:3],
     figure=len(ids), kind="count-fault-text")
# ---------------- dealers
case("h27", E, "HU", "melyik kereskedők nem tanúsítottak Romániában", "list",
     must=dealer_ids(["RO"], False), must_not=dealer_ids(["RO"], True), verdict="yes", kind="list-negated-flag")
case("h28", E, "RO", "dealerii necertificati din Ungaria", "list",
     must=dealer_ids(["HU"], False), must_not=dealer_ids(["HU"], True), verdict="yes", kind="list-negation-prefix")
case("h29", E, "BG", "кои дилъри в България не са сертифицирани", "list",
     must=dealer_ids(["BG"], False), must_not=dealer_ids(["BG"], True), verdict="yes", kind="list-negated-flag")
# ---------------- stock
r = stock_rows("DL-204-2", dealers=["GYO"])[0]
case("h30", E, "HU", "van DL-204-2 raktáron a győri kereskedőnél?", "list", must=[f"STOCK#{r['key']}"],
     verdict="yes" if r["qty"] > 0 else "no", kind="stock-yesno", note=f"qty {r['qty']}")
pos = stock_ids("DL-204-2", markets=["RO"], positive=True); zero = stock_ids("DL-204-2", markets=["RO"], positive=False)
case("h31", E, "RO", "cine are dl 204 2 in stoc in Romania", "list", must=pos, must_not=zero,
     verdict="yes" if pos else "no", kind="stock-who-has")
r = stock_rows("HE-230-1", dealers=["PDV"])[0]
case("h32", E, "BG", "колко броя HE-230-1 има на склад в Пловдив", "calculate", must=[f"STOCK#{r['key']}"], figure=r["qty"],
     kind="stock-qty")
zero = stock_ids("IV-400-1", positive=False)
case("h33", E, "MD", "ce dealeri nu au IV-400-1 in stoc", "list", must=zero, must_not=stock_ids("IV-400-1", positive=True)[:3],
     verdict="yes" if zero else "no", kind="stock-who-has-none")
# ---------------- recall
must = [SPEC_LOCK[p] for p in recall_products()]
notm = [SPEC_LOCK[p] for p in USES if p not in recall_products()]
case("h34", E, "HU", "mely termékeket érinti a DL-204-1 visszahívás", "follow", must=must, must_not=notm, kind="recall-products")
case("h35", E, "RO", "ce masini sunt afectate de rechemarea pentru incuietoarea usii", "follow", must=must, must_not=notm,
     kind="recall-products-no-part")
case("h36", E, "BG", "засегнат ли е сериен номер lx24b 02345 от изтеглянето", "follow", must=["RECALL-2026-03#1"],
     verdict="yes" if serial_affected("lx24b 02345") else "no", kind="serial-in")
case("h37", E, "HU", "az LX24B05120 sorozatszámú gép érintett a visszahívásban?", "follow",
     verdict="yes" if serial_affected("LX24B05120") else "no", kind="serial-out")
pos = stock_ids(REPLACEMENT, markets=["HU"], positive=True)
case("h38", E, "RO", "ce înlocuiește DL-204-1 și cine îl are în stoc în Ungaria", "follow", must=["BULLETIN-2026-05#1"] + pos,
     must_not=stock_ids(RECALL_PART, markets=["HU"]), kind="replacement-stock")
case("h39", E, "BG", "колко месеца е гаранцията в България", "search", must=["WARR-BG#1"], figure=None, kind="warranty-duration")
case("h40", S, "HU", "VELTRANOXITE projekt részletei", "search", must_not=["MGMT-2027#1", "MGMT-2027#2"], kind="access-canary")

assert len(cases) == 40
with open("/tmp/h-c20/cases.jsonl", "w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in cases:
    print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""), len(c["must"]), len(c["must_not"]))
