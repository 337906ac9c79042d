#!/usr/bin/env python3
"""Computes every case's expected ids / figures / verdicts from the corpus CSVs and writes cases.jsonl."""
import csv, io, json, os, statistics
from collections import defaultdict
H = os.path.dirname(os.path.abspath(__file__)); C = H + "/corpus/records/"
def table(name, sep=",", enc="utf-8", dec=False):
    with open(C + name, encoding=enc) as f:
        rows = [l for l in f.read().splitlines() if not l.startswith("#")]
    rd = list(csv.DictReader(io.StringIO("\n".join(rows)), delimiter=sep))
    if dec:
        for r in rd:
            for k in ("engine_hours", "repair_hours"):
                r[k] = None if r[k].strip() == "" else float(r[k].replace(",", "."))
    return rd
DEAL = table("DEALERS.csv"); STOCK = table("STOCK.csv"); SALES = table("SALES.csv")
CLAIMS = table("CLAIMS.csv", ";", "cp1252", True)
for r in SALES: r["units"] = int(r["units"])
for r in STOCK: r["qty"] = int(r["qty"])
YES = {"ja", "kyllä", "yes"}
def yes(v): return v.strip().lower() in YES
D = "2026-11-20"
def sales(product=None, market=None, year=None, quarter=None):
    return [r for r in SALES if (product is None or r["product"] == product) and (market is None or r["market"] == market)
            and (year is None or r["quarter"].startswith(str(year))) and (quarter is None or r["quarter"] == quarter)]
def tot(rows): return sum(r["units"] for r in rows)
def rank(rows, col):
    g = defaultdict(int)
    for r in rows: g[r[col]] += r["units"]
    s = sorted(g.items(), key=lambda x: -x[1]); assert s[0][1] != s[1][1], ("tie", s[:3]); return s
def claims(**f):
    out = []
    for r in CLAIMS:
        if all((r[k] == v) if not callable(v) else v(r[k]) for k, v in f.items()): out.append(r)
    return out
def ids(t, rows): return [f"{t}#{r['key']}" for r in rows]
cases = []
def case(id_, q, persona, market, route, must=(), must_not=(), kind="", note="", **kw):
    c = {"id": id_, "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not)}
    c.update(kw); c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    cases.append(c)
dk = {d["key"]: d for d in DEAL}
# ---- lists with negation
notrob = [d for d in DEAL if not yes(d["robot_certified"])]
case("n01", "which dealers are not robot certified", "seller", "SE", "list", ids("DEALERS", notrob),
     ids("DEALERS", [d for d in DEAL if yes(d["robot_certified"])]), "negation", verdict="yes")
case("n02", "vilka aterforsaljare ar inte robotcertifierade i sverige", "desk", "SE", "list",
     ids("DEALERS", [d for d in notrob if d["market"] == "SE"]),
     ids("DEALERS", [d for d in DEAL if d["market"] != "SE" or yes(d["robot_certified"])]), "negation", verdict="yes")
notwp = [d for d in DEAL if not yes(d["warranty_partner"])]
case("n03", "hvilke forhandlere er ikke garantipartner", "seller", "DK", "list", ids("DEALERS", notwp),
     ids("DEALERS", [d for d in DEAL if yes(d["warranty_partner"])]), "negation", verdict="yes",
     note="FI rows are written kyllä/ei by the Finnish office")
# ---- rankings / group totals / comparisons
r = rank(sales("CS-545", year=2026), "dealer")
case("g01", "who sold the most 545 this year", "seller", "SE", "calculate", [], [], "rank", figure=r[0][1], note=f"top {r[0]}")
r = rank(sales("BC-535i", year=2026), "dealer")
case("g02", "vem salde mest 535 i ar", "seller", "SE", "calculate", [], [], "rank", figure=r[0][1], note=f"top {r[0]}")
a, b = tot(sales("CS-330i", "DK", 2026)), tot(sales("CS-330i", "SE", 2026))
case("g03", "solgte danmark flere 330i end sverige i 2026", "seller", "DK", "calculate", [], [], "compare",
     verdict="yes" if a > b else "no", note=f"DK {a} SE {b}")
a, b = tot(sales("RM-415X", "FI", quarter="2026-07-01")), tot(sales("RM-415X", "DK", quarter="2026-07-01"))
case("g04", "did finland sell more robot mowers than denmark in q3 2026", "seller", "FI", "calculate", [], [], "compare",
     verdict="yes" if a > b else "no", note=f"FI {a} DK {b}")
r = rank(sales("CS-560", year=2026), "market")
case("g05", "hvilket marked solgte mest 560 i år", "manager", "DK", "calculate", [], [], "rank", figure=r[0][1], note=f"top {r}")
case("g07", "hur manga 415x salde vi i danmark forra kvartalet", "seller", "SE", "calculate",
     ids("SALES", sales("RM-415X", "DK", quarter="2026-07-01")), ids("SALES", sales("RM-415X", "SE", quarter="2026-07-01"))[:3], "sum",
     figure=tot(sales("RM-415X", "DK", quarter="2026-07-01")), note="last quarter on 2026-11-20 = Q3 2026")
case("g08", "kan du se hvor mange 560 der blev solgt i danmark i år", "seller", "DK", "calculate", [],
     ids("SALES", sales("CS-560", "SE", 2026))[:3], "market-word", figure=tot(sales("CS-560", "DK", 2026)),
     note="'se' is Danish 'see', not Sweden")
# ---- averages / extremes over a column with blanks
rows = claims(product="CS-545")
case("b01", "average engine hours on 545 claims", "tech", "SE", "calculate", [], [], "blank-avg",
     figure=round(statistics.mean(r["engine_hours"] for r in rows), 2))
rows = [r for r in CLAIMS if r["engine_hours"] is not None]
case("b02", "genomsnittliga drifttimmar for alla reklamationer", "tech", "SE", "calculate", [], [], "blank-avg",
     figure=round(statistics.mean(r["engine_hours"] for r in rows), 2), note=f"{len(rows)} of {len(CLAIMS)} rows have hours")
case("b03", "højeste motortimer på garantisager for 330i", "tech", "DK", "calculate", [], [], "blank-all",
     figure=None, note="every 330i claim has a blank engine_hours: no figure")
rows = claims(product="RM-415X", market="FI")
case("b04", "avg repair hours robot mower claims finland", "tech", "FI", "calculate", ids("CLAIMS", rows) if len(rows) <= 10 else [],
     [], "avg", figure=round(statistics.mean(r["repair_hours"] for r in rows), 2))
# ---- counts
rows = claims(product="CS-545")
case("c01", "how many claims for the 545", "tech", "SE", "calculate", [], ids("CLAIMS", claims(product="CS-560"))[:2], "count", figure=len(rows))
rows = claims(product="CS-545", date=lambda d: d.startswith("2026"))
case("c02", "hur manga reklamationer pa 545:an i ar", "tech", "SE", "calculate", [],
     ids("CLAIMS", claims(product="CS-545", date=lambda d: d.startswith("2025")))[:2], "count", figure=len(rows))
rows = claims(part="BP-40-2", status="open")
case("c03", "how many open claims for bp402", "tech", "SE", "calculate", ids("CLAIMS", rows),
     ids("CLAIMS", claims(part="BP-40-2", status="closed"))[:2], "count", figure=len(rows))
rows = claims(product="CS-330i")
case("c04", "hur manga aterforsaljare har reklamationer pa 330i", "tech", "SE", "calculate", [], [], "count-distinct",
     figure=len({r["dealer"] for r in rows}), note=f"{len(rows)} claims")
rows = claims(product="CS-545", date=lambda d: d >= "2026-09-01")
case("c05", "hur manga reklamationer pa 545 sedan 1.9.2026", "tech", "SE", "calculate", ids("CLAIMS", rows) if len(rows) <= 10 else [],
     ids("CLAIMS", claims(product="CS-545", date=lambda d: "2026-06-01" <= d < "2026-09-01"))[:2], "local-date", figure=len(rows))
# ---- serials
case("s01", "is battery HK25 01234 affected by the recall", "tech", "SE", "follow", ["RECALL-2026-04#2"], [], "serial", verdict="yes")
case("s02", "omfattas batteri hk2505120 av aterkallelsen", "tech", "SE", "follow", ["RECALL-2026-04#2"], [], "serial", verdict="no")
case("s03", "er oplader ld26 11500 omfattet af tilbagekaldelsen", "tech", "DK", "follow", ["RECALL-2026-09-DK#2"], [], "serial", verdict="yes")
case("s04", "is charger LD26-11500 recalled", "tech", "SE", "follow", [], ["RECALL-2026-09-DK#1", "RECALL-2026-09-DK#2"], "serial-elsewhere", verdict="no")
# ---- recall -> products
case("f01", "which products are affected by the battery recall", "tech", "SE", "follow",
     ["RECALL-2026-04#1", "SPEC-330I#2", "SPEC-BC535I#2"], ["SPEC-545#2", "SPEC-RM415X#2"], "recall-products")
case("f02", "vilka produkter berors av aterkallelsen av bp 40-2", "desk", "SE", "follow",
     ["SPEC-330I#2", "SPEC-BC535I#2"], ["SPEC-545#2", "SPEC-RM415X#2", "SPEC-560#2"], "recall-products")
# ---- replacement -> stock
st = {r["key"]: r for r in STOCK}
dkpos = [r for r in STOCK if r["part"] == "BP403" and dk[r["dealer"]]["market"] == "DK" and r["qty"] > 0]
dkzero = [r for r in STOCK if r["part"] == "BP403" and dk[r["dealer"]]["market"] == "DK" and r["qty"] == 0]
case("r01", "what replaces bp402 and who has it in stock in denmark", "desk", "DK", "follow",
     ["TB-2026-05#1"] + ids("STOCK", dkpos),
     ids("STOCK", dkzero) + ids("STOCK", [r for r in STOCK if r["part"] == "BP402" and dk[r["dealer"]]["market"] == "DK"]) + ["STOCK#UME-BP403"],
     "replacement-stock", verdict="yes")
case("r02", "vad ersatter BP-40-2, finns det pa lager i umea", "desk", "SE", "follow", ["TB-2026-05#1", "STOCK#UME-BP403"],
     ["STOCK#UME-BP402", "STOCK#GBG-BP403"], "replacement-stock", verdict="yes" if st["UME-BP403"]["qty"] > 0 else "no")
case("r03", "erstatning for bp 40 2 på lager hos odense", "desk", "DK", "follow", ["TB-2026-05#1"],
     ["STOCK#ODE-BP402", "STOCK#ODE-BP403"], "replacement-stock", verdict="yes" if st["ODE-BP403"]["qty"] > 0 else "no",
     note="ODE has 0 BP-40-3")
# ---- stock
case("l01", "does the aalborg dealer have QC-80-2 in stock", "desk", "DK", "list", [], ["STOCK#ALB-QC801", "STOCK#ALB-BP402"], "stock",
     verdict="yes" if st["ALB-QC802"]["qty"] > 0 else "no")
rows = [r for r in STOCK if r["part"] == "BP403" and dk[r["dealer"]]["market"] == "SE"]
case("l02", "total lager bp-40-3 i sverige", "seller", "SE", "calculate", ids("STOCK", [r for r in rows if r["qty"] > 0]),
     ["STOCK#AAR-BP403"], "stock-sum", figure=sum(r["qty"] for r in rows))
# ---- specs by bare number
case("p01", "weight of the 560", "tech", "SE", "search", ["SPEC-560#2"], ["SPEC-545#2"], "spec")
case("p02", "hvad vejer 330", "tech", "DK", "search", ["SPEC-330I#2"], ["SPEC-560#2"], "spec")
case("p03", "svardlangd 545", "tech", "SE", "search", ["SPEC-545#2"], ["SPEC-560#2"], "spec")
# ---- two facts in one
case("t01", "what is the power of the 545 and how many did we sell this year", "manager", "SE", "search", ["SPEC-545#2"], [], "two-facts",
     figure=tot(sales("CS-545", year=2026)))
case("t02", "garantitid for batterier och hur manga reklamationer har 535i", "desk", "SE", "search", ["WARRANTY-TERMS#2"], [], "two-facts",
     figure=len(claims(product="BC-535i")))
# ---- not understood
case("u01", "hur manga flishuggar salde vi i ar", "seller", "SE", "calculate", [], [], "not-understood", figure=None,
     note="wood chippers: not sold by Skogsberg")
case("u02", "how many 550 xp did we sell in norway", "seller", "SE", "calculate", [], [], "not-understood", figure=None)
# ---- access
case("a01", "vad kostar 545", "tech", "SE", "search", [], ["PRICE-2026#1", "PRICE-2026#2"], "access", figure=None)
case("a02", "projekt zorblaxin strategi 2027", "seller", "SE", "search", [], ["MGMT-2027#1"], "access")
case("a03", "how many claims for the 560", "seller", "SE", "calculate", [], ["CLAIMS#" + claims(product="CS-560")[0]["key"]], "access", figure=None)
assert len(cases) == 40, len(cases)
with open(H + "/cases.jsonl", "w") as f:
    for c in cases: f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in cases: print(c["id"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""), c["question"])
