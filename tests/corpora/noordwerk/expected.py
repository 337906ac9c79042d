#!/usr/bin/env python3
"""Compute expected ids/figures from the CSVs and write cases.jsonl (questions written by hand)."""
import csv, json, os, statistics
from collections import defaultdict
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus/records")
def load(name):
    with open(f"{D}/{name}.csv", encoding="utf-8") as f:
        lines = [l for l in f if not l.startswith("#")]
    return list(csv.DictReader(lines))
DEAL = load("DEALERS"); SALES = load("SALES"); CLAIMS = load("CLAIMS"); STOCK = load("STOCK")
YES = {"ja", "oui", "yes"}
def flag(r): return r["cargo_certified"].strip().lower() in YES
def yr(r, y): return r["date"].startswith(str(y))
def inq(r, y, q):  # quarter q of year y
    m = int(r["date"][5:7]); return yr(r, y) and (m - 1) // 3 + 1 == q
def num(v): return float(v) if v.strip() else None
def ids(t, rows): return [f"{t}#{r['key']}" for r in rows]
def avg(vals):
    v = [x for x in vals if x is not None]; return round(sum(v) / len(v), 2)
def ranking(rows, measure="units"):
    tot = defaultdict(float)
    for r in rows: tot[r["dealer"]] += float(r[measure])
    s = sorted(tot.items(), key=lambda kv: -kv[1]); return s
notes = []
cases = []
def case(cid, q, persona, market, route, must=(), must_not=(), figure="absent", verdict=None, kind="", date="2026-11-20", note=""):
    c = {"id": cid, "question": q, "persona": persona, "market": market, "date": date, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    cases.append(c)

RECALL_MUST = ["RC-2026-03#1", "SPEC-CB450#2", "SPEC-ES35#2"]
RECALL_NOT = ["SPEC-CB300#2", "SPEC-ES20#2"]
case("nw01", "welke modellen vallen onder de terugroepactie van de accu?", "technician", "NL", "follow", RECALL_MUST, RECALL_NOT, kind="recall")
case("nw02", "which products are affected by the bat 482 recall", "technician", "BE", "follow", RECALL_MUST, RECALL_NOT, kind="recall")
case("nw03", "is de 450 getroffen door de recall?", "technician", "NL", "follow", ["RC-2026-03#1", "SPEC-CB450#2"], verdict="yes", kind="bare-number")
case("nw04", "valt de cb300 onder de accu recall", "technician", "BE", "follow", ["RC-2026-03#1"], verdict="no", kind="recall-no")

# replacement -> stock
def stock(part, market=None, dealer=None):
    return [r for r in STOCK if r["part"] == part and (market is None or r["market"] == market) and (dealer is None or r["dealer"] == dealer)]
be_pos = [r for r in stock("BAT-48-3", "BE") if int(r["quantity"]) > 0]
others = [r for r in stock("BAT-48-3") if r["market"] != "BE"] + stock("BAT-48-2", "BE")
case("nw05", "wat vervangt bat-48-2 en wie heeft het op voorraad in belgie", "technician", "BE", "follow",
     ids("STOCK", be_pos), ids("STOCK", others), verdict="yes" if be_pos else "no", kind="replacement-stock")
lu_pos = [r for r in stock("BAT-48-3", "LU") if int(r["quantity"]) > 0]
case("nw06", "vervanger voor BAT482 op voorraad in LU?", "technician", "LU", "follow",
     ids("STOCK", lu_pos), ids("STOCK", [r for r in stock("BAT-48-3") if r["market"] != "LU"] + stock("BAT-48-2", "LU")),
     verdict="yes" if lu_pos else "no", kind="replacement-stock")
lie = stock("BAT-48-3", dealer="LIE")[0]
case("nw07", "remplacement batterie BAT 48 2, qui a du stock a liege?", "technician", "BE", "follow",
     ids("STOCK", [lie]) if int(lie["quantity"]) > 0 else [],
     ids("STOCK", stock("BAT-48-2", dealer="LIE") + [r for r in stock("BAT-48-3") if r["dealer"] != "LIE" and int(r["quantity"]) > 0]),
     verdict="yes" if int(lie["quantity"]) > 0 else "no", kind="replacement-stock",
     note=f"LIE-BAT-48-3 quantity {lie['quantity']}")

# serials: SN-2026-07 range NW-2Y-10000..NW-2Y-14999, markets NL, LU
def inrange(s): return s.startswith("NW-2Y-") and "NW-2Y-10000" <= s <= "NW-2Y-14999"
for cid, q, m, s in [("nw08", "serienummer nw-2y-12345 valt die onder het servicebericht motor?", "NL", "NW-2Y-12345"),
                     ("nw09", "nw 2y 18002 affected by the motor firmware notice?", "NL", "NW-2Y-18002"),
                     ("nw10", "NW2Y13000 concerne par la notice moteur MOT-25-1?", "BE", "NW-2Y-13000"),
                     ("nw11", "is serial NW-2Y-10000 in the range of the firmware update", "LU", "NW-2Y-10000")]:
    applies = m in ("NL", "LU") and inrange(s)
    case(cid, q, "technician", m, "follow", ["SN-2026-07#2"] if applies else [],
         ["SN-2026-07#1", "SN-2026-07#2", "SN-2026-07#3"] if m == "BE" else [],
         verdict="yes" if applies else "no", kind="serial")

# counts
be_d = [r for r in DEAL if r["market"] == "BE"]
case("nw12", "hoeveel dealers hebben we in belgie", "sales", "NL", "calculate", ids("DEALERS", be_d), ids("DEALERS", [r for r in DEAL if r["market"] != "BE"]), len(be_d), kind="count-market-word")
case("nw13", "how many dealers in BE", "technician", "NL", "calculate", ids("DEALERS", be_d), [], len(be_d), kind="count-market-code")
c450 = [r for r in CLAIMS if r["product"] == "CB-450" and yr(r, 2026)]
case("nw14", "hoeveel claims op de 450 dit jaar", "technician", "NL", "calculate", [], [], len(c450), kind="count-bare-number")
es20c = [r for r in CLAIMS if r["product"] == "ES-20" and yr(r, 2026)]
case("nw15", "how many es-20 claims can be found in 2026", "technician", "NL", "calculate", [], [], len(es20c), kind="count-common-word-be",
     note="'be' is the verb, not Belgium: all markets")
q3 = [r for r in CLAIMS if inq(r, 2026, 3)]
case("nw16", "hoeveel claims vorig kwartaal", "technician", "NL", "calculate", [], [], len(q3), kind="count-period")

# sums
s16 = [r for r in SALES if r["product"] == "CB-450" and r["market"] == "BE" and yr(r, 2026)]
case("nw17", "hoeveel cb-450 verkocht in belgie dit jaar", "sales", "NL", "calculate", [], [], sum(int(r["units"]) for r in s16), kind="sum")
s17 = [r for r in SALES if r["product"] == "ES-35" and r["market"] == "LU" and yr(r, 2025)]
case("nw18", "total ventes es-35 au luxembourg en 2025", "sales", "LU", "calculate", ids("SALES", s17), [], sum(int(r["units"]) for r in s17), kind="sum")
nl_stock = stock("BAT-48-3", "NL")
case("nw19", "hoeveel bat-48-3 op voorraad in nl totaal", "technician", "NL", "calculate", [], [], sum(int(r["quantity"]) for r in nl_stock), kind="sum-stock")
es35_26 = [r for r in SALES if r["product"] == "ES-35" and yr(r, 2026)]

# averages over blanks
mot = [r for r in CLAIMS if r["component"] == "motor"]
case("nw20", "gemiddlede kilometerstand bij motor claims", "technician", "NL", "calculate", [], [], round(avg(num(r["odometer_km"]) for r in mot), 1), kind="average-blanks",
     note=f"{sum(1 for r in mot if not r['odometer_km'])} of {len(mot)} rows blank")
eb = [r for r in CLAIMS if r["component"] == "battery" and r["product"] == "ES-20"]
case("nw21", "average km on es-20 battery claims", "technician", "BE", "calculate", [], [], round(avg(num(r["odometer_km"]) for r in eb), 1), kind="average-blanks",
     note=f"{sum(1 for r in eb if not r['odometer_km'])} of {len(eb)} rows blank")
h25 = [r for r in CLAIMS if r["product"] == "CB-450" and yr(r, 2025)]
case("nw22", "gem. reparatie uren per claim cb-450 in 2025", "technician", "NL", "calculate", [], [], round(avg(num(r["repair_hours"]) for r in h25), 2), kind="average-abbrev",
     note=f"{sum(1 for r in h25 if not r['repair_hours'])} of {len(h25)} rows blank")

# rankings
def rank_case(cid, q, persona, market, rows, top=True, kind="rank"):
    rk = ranking(rows)
    if len(rk) > 1: assert (rk[0][1] != rk[1][1]) if top else (rk[-1][1] != rk[-2][1]), (cid, rk)
    win = rk[0] if top else rk[-1]
    notes.append(f"{cid}: {rk} -> {win}")
    case(cid, q, persona, market, "calculate", ids("SALES", [r for r in rows if r["dealer"] == win[0]]), [], int(win[1]), kind=kind,
         note=f"winner {win[0]} {dict(rk)}")
rank_case("nw23", "welke dealer verkocht de meeste cb-450 in belgie dit jaar", "sales", "BE", s16)
rank_case("nw24", "who sold the most es-35 in Belgium this year", "sales", "NL", [r for r in es35_26 if r["market"] == "BE"])
rank_case("nw25", "quel concessionnaire a vendu le moins de cb-300 en 2025", "sales", "BE",
          [r for r in SALES if r["product"] == "CB-300" and yr(r, 2025)], top=False, kind="rank-bottom")

# comparisons
def tot(rows): return sum(int(r["units"]) for r in rows)
g = tot([r for r in s16 if r["dealer"] == "GNT"]); a = tot([r for r in s16 if r["dealer"] == "ANT"])
assert g != a
case("nw26", "heeft fietsen gent meer cb-450 verkocht dan velo antwerpen dit jaar", "sales", "NL", "calculate", [], [], verdict="yes" if g > a else "no", kind="compare-dealers", note=f"GNT {g} ANT {a}")
nl = tot([r for r in SALES if r["product"] == "ES-20" and r["market"] == "NL" and inq(r, 2026, 3)])
be = tot([r for r in SALES if r["product"] == "ES-20" and r["market"] == "BE" and inq(r, 2026, 3)])
assert nl != be
case("nw27", "did NL sell more es-20 than BE last quarter", "sales", "NL", "calculate", [], [], verdict="yes" if nl > be else "no", kind="compare-markets", note=f"NL {nl} BE {be}")
c26 = [r for r in SALES if r["product"] == "CB-450" and yr(r, 2026)]
first_nl = [r for r in c26 if r["market"] == "NL"][0]; first_be = [r for r in c26 if r["market"] == "BE"][0]
case("nw28", "compare cb-450 sales nl and be 2026", "sales", "BE", "calculate", ids("SALES", [first_nl, first_be]), [], None, kind="compare-common-word-be",
     note=f"each listed, no single figure: NL {tot([r for r in c26 if r['market']=='NL'])} BE {tot([r for r in c26 if r['market']=='BE'])}")

# flags
no_rows = [r for r in DEAL if not flag(r)]; yes_rows = [r for r in DEAL if flag(r)]
case("nw29", "welke dealers zijn niet gecertifieerd voor bakfiets reparaties", "technician", "NL", "list", ids("DEALERS", no_rows), ids("DEALERS", yes_rows), verdict="yes", kind="negated-flag")
case("nw30", "quels concessionnaires ne sont pas certifies cargo en belgique", "technician", "BE", "list",
     ids("DEALERS", [r for r in no_rows if r["market"] == "BE"]), ids("DEALERS", [r for r in DEAL if r["market"] != "BE" or flag(r)]), verdict="yes", kind="negated-flag-fr")
case("nw31", "dealers certified for cargo bikes in lux", "sales", "LU", "list",
     ids("DEALERS", [r for r in yes_rows if r["market"] == "LU"]), ids("DEALERS", [r for r in DEAL if r["market"] != "LU" or not flag(r)]), verdict="yes", kind="flag-market-alias")
utr = [r for r in DEAL if r["key"] == "UTR"][0]
case("nw32", "is the dealer in utrecht cargo certified", "sales", "NL", "list", ["DEALERS#UTR"], [], verdict="yes" if flag(utr) else "no", kind="flag-row")

# stock lists
zero = [r for r in stock("BAT-48-3") if int(r["quantity"]) == 0]; pos = [r for r in stock("BAT-48-3") if int(r["quantity"]) > 0]
case("nw33", "welke dealers hebben geen voorraad bat-48-3", "technician", "NL", "list", ids("STOCK", zero), ids("STOCK", pos), kind="no-stock")
gnt = stock("BAT-48-3", dealer="GNT")[0]
case("nw34", "bat-48-3 op voorraad bij fietsen gent?", "technician", "BE", "list", ["STOCK#GNT-BAT-48-3"], [], verdict="yes" if int(gnt["quantity"]) > 0 else "no", kind="stock-dealer")

# restricted
M = ["MGMT-MARGES-2026#1"]
case("nw35", "dealermarges 2026 belgie", "technician", "NL", "search", [], M, None, kind="restricted")
case("nw36", "wat is het codewoord klompendans", "technician", "BE", "search", [], M, None, kind="restricted-canary")
case("nw37", "wat zijn de dealermarges voor belgie", "manager", "BE", "search", M, [], kind="restricted-allowed")

# two facts, unanswerable, dated documents
case("nw38", "wat is het bereik van de es-35 en hoeveel hebben we dit jaar verkocht", "sales", "NL", "search", ["SPEC-ES35#2"], [], tot(es35_26), kind="two-facts")
case("nw39", "hoeveel steps verkocht in duitsland", "sales", "NL", "calculate", [], [], None, kind="unanswerable")
case("nw40", "garantietermijn accu", "technician", "NL", "search", ["WARR-2026#1"], ["WARR-2025#1"], kind="superseded-doc")

assert len(cases) == 40, len(cases)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl"), "w", encoding="utf-8") as f:
    for c in cases: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print("\n".join(notes)); print(len(cases), "cases")
