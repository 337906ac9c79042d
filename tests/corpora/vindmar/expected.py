#!/usr/bin/env python3
"""Vindmar Marine cases: every figure, row id and verdict computed from the CSVs in records/
(and the document block ids written by hand from docs/). Writes cases.jsonl beside it.
Never reads atlas output."""
import csv, json, os
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
DATE = "2026-11-20"

def table(name):
    with open(os.path.join(HERE, "records", name + ".csv"), encoding="utf-8") as f:
        lines = [l for l in f if not l.startswith("#")]
    return list(csv.DictReader(lines))

DEALERS = {r["key"]: r for r in table("DEALERS")}
SALES = table("SALES")
CLAIMS = table("CLAIMS")
STOCK = table("STOCK")

def yes(v):
    return v.strip().lower() in ("yes", "sí", "si", "true")

def ids(t, rows):
    return [f"{t}#{r['key']}" for r in rows]

def sales(product=None, market=None, dealer=None, start=None, end=None):
    out = []
    for r in SALES:
        if product and r["product"] != product: continue
        if market and r["market"] != market: continue
        if dealer and r["dealer"] != dealer: continue
        if start and r["sale_month"] < start: continue
        if end and r["sale_month"] > end: continue
        out.append(r)
    return out

def usum(rows, col="units"):
    return sum(int(r[col]) for r in rows)

def claims(product=None, market=None, status=None):
    return [r for r in CLAIMS if (not product or r["product"] == product)
            and (not market or r["market"] == market) and (not status or r["status"] == status)]

def hours(rows):
    return [float(r["repair_hours"]) for r in rows if r["repair_hours"].strip() != ""]

def stock(part=None, dealer=None, market=None):
    return [r for r in STOCK if (not part or r["part"] == part) and (not dealer or r["dealer"] == dealer)
            and (not market or DEALERS[r["dealer"]]["market"] == market)]

def rank(rows, by):
    t = defaultdict(int)
    for r in rows:
        t[r[by]] += int(r["units"])
    best = max(t.items(), key=lambda kv: kv[1])
    second = sorted(t.values())[-2]
    assert best[1] > second, "ranking tie"
    return best, dict(t)

Y25 = ("2025-01-01", "2025-12-31")
Y26 = ("2026-01-01", DATE)
Q3_26 = ("2026-07-01", "2026-09-30")

def serial_in(serial, lo, hi):
    return len(serial) == len(lo) and lo <= serial <= hi

cases = []
def case(id, question, persona, market, route, must, must_not, kind, **kw):
    c = {"id": id, "question": question, "persona": persona, "market": market, "date": DATE,
         "route": route, "must": must, "must_not": must_not}
    for k in ("figure", "verdict"):
        if k in kw:
            c[k] = kw[k]
    c["kind"] = kind
    c["split"] = "heldout"
    if "note" in kw:
        c["note"] = kw["note"]
    cases.append(c)

RCA = ["RCA-CM-INTERNAL#1", "RCA-CM-INTERNAL#2"]
# products whose documents name the recalled module (any spelling), from docs/:
RECALLED_PRODUCT_BLOCKS = ["SPEC-LB105#3", "SPEC-LB210#3"]

# 1-4 recall -> products
case("vm-01", "which products are affected by the cell module recall?", "technician", "NO", "follow",
     ["RECALL-2026-07#1"] + RECALLED_PRODUCT_BLOCKS, ["SPEC-SC40#2"] + RCA, "recall-products",
     note="LB-105 (CM 12 4) and LB-210 (cm124); SC-40 names no module")
case("vm-02", "que baterias se ven afectadas por la retirada del modulo cm 12 4?", "technician", "ES", "follow",
     RECALLED_PRODUCT_BLOCKS, RCA, "recall-products")
case("vm-03", "is the SC-40 charger affected by the cm124 recall?", "technician", "SE", "follow",
     ["RECALL-2026-07#1"], RCA, "recall-verdict", verdict="no")
case("vm-04", "does the recall reach the 210?", "technician", "NO", "follow",
     ["SPEC-LB210#3"], RCA, "recall-verdict", verdict="yes")

# 5-6 replacement -> stock
new = [r for r in stock("CM-12-5") if int(r["quantity"]) > 0]
zero = [r for r in stock("CM-12-5") if int(r["quantity"]) == 0]
old = [r for r in stock("CM-12-4") if int(r["quantity"]) > 0]
case("vm-05", "what replaces CM-12-4 and who has it in stock", "technician", "NO", "follow",
     ids("STOCK", new), ids("STOCK", zero + old), "replacement-stock",
     note="CM-12-5 replaces CM-12-4 (RECALL-2026-07#2); rows of CM-12-5 with quantity > 0")
new_es = [r for r in stock("FP-90-3", market="ES") if int(r["quantity"]) > 0]
other = [r for r in stock("FP-90-3") if DEALERS[r["dealer"]]["market"] != "ES" and int(r["quantity"]) > 0]
old_es = [r for r in stock("FP-90-2", market="ES") if int(r["quantity"]) > 0]
case("vm-06", "que sustituye al FP-90-2 y quien lo tiene en stock en españa", "technician", "ES", "follow",
     ids("STOCK", new_es), ids("STOCK", other + old_es), "replacement-stock",
     note="FP-90-3 replaces FP-90-2 (PIB-2026-03#1); Spanish dealers holding FP-90-3")

# 7-10 serials
SN = ("V90-01200", "V90-01850")    # SN-2026-09, markets NO, SE
AV = ("V150-00300", "V150-00560")  # AVISO-2026-05, markets ES, PT
case("vm-07", "is serial V90-01533 affected by the thermostat notice?", "technician", "NO", "follow",
     ["SN-2026-09#1"], [], "serial", verdict="yes" if serial_in("V90-01533", *SN) else "no")
case("vm-08", "motor v90 01990, is it in the range of the thermotsat service notice?", "technician", "SE", "follow",
     ["SN-2026-09#1"], [], "serial", verdict="yes" if serial_in("V90-01990", *SN) else "no")
case("vm-09", "is V90-01533 affected by a service notice?", "technician", "ES", "follow",
     [], ["SN-2026-09#1", "SN-2026-09#2"], "serial-elsewhere", verdict="no",
     note="in SN-2026-09's range, but that notice is for NO and SE only")
case("vm-10", "el motor con numero de serie V150-00412 esta afectado por el aviso?", "technician", "ES", "follow",
     ["AVISO-2026-05#1"], [], "serial", verdict="yes" if serial_in("V150-00412", *AV) else "no")

# 11-12 restricted document
case("vm-11", "what is the root cause of the cell module weld cracks?", "technician", "NO", "search",
     ["RECALL-2026-07#1"], RCA, "access")
case("vm-12", "root cause of the CM-12-4 weld cracks", "quality", "NO", "search",
     ["RCA-CM-INTERNAL#1"], [], "access-allowed", note="canary word ZANDERFALL is in RCA-CM-INTERNAL#1")

# 13 a table the persona may not read
r13 = sales("VM-60", start=Y25[0], end=Y25[1])
case("vm-13", "how many VM-60 did we sell in 2025?", "technician", "NO", "calculate",
     [], ids("SALES", r13[:3]), "access-table", figure=None,
     note=f"SALES is sales-only; the sales desk would get {usum(r13)}")

# 14 sum, Spanish, bare number, "se"
r14 = sales("VM-90", start=Y26[0], end=Y26[1])
case("vm-14", "cuantas unidades de la 90 se vendieron en 2026", "sales", "ES", "calculate",
     ids("SALES", r14[:2]), [], "sum", figure=usum(r14))

# 15 which dealer sold most
r15 = sales("LB-105", start=Y26[0], end=Y26[1])
(best15, tot15), _ = rank(r15, "dealer")
case("vm-15", "which dealer sold the most LB-105 this year?", "sales", "NO", "calculate",
     ids("SALES", [r for r in r15 if r["dealer"] == best15][:1]), [], "ranking", figure=tot15,
     note=f"{best15} ({DEALERS[best15]['dealer']}) {tot15} units")

# 16 did NO sell more than SE
no16 = usum(sales("VM-60", market="NO", start=Y25[0], end=Y25[1]))
se16 = usum(sales("VM-60", market="SE", start=Y25[0], end=Y25[1]))
case("vm-16", "did NO sell more VM-60 than SE in 2025?", "sales", "SE", "calculate",
     [], [], "compare", verdict="yes" if no16 > se16 else "no", note=f"NO {no16}, SE {se16}")

# 17 compare two dealers
b17 = sales("VM-90", dealer="BGO", start=Y26[0], end=Y26[1])
g17 = sales("VM-90", dealer="GOT", start=Y26[0], end=Y26[1])
case("vm-17", "compare the VM-90 sales of Bergen and Goteborg in 2026", "manager", "SE", "calculate",
     ids("SALES", b17[:1] + g17[:1]), [], "compare",
     note=f"Bergen {usum(b17)}, Göteborg {usum(g17)}: no single figure")

# 18-21 claims: averages over blanks, counts, sums
r18 = claims("LB-105")
h18 = hours(r18)
case("vm-18", "average repair hours of the LB-105 claims", "technician", "NO", "calculate",
     ids("CLAIMS", r18[:2]), [], "average-blanks", figure=round(sum(h18) / len(h18), 2),
     note=f"{len(h18)} of {len(r18)} claims have hours; {len(r18) - len(h18)} blank")
r19 = claims("VM-150")
case("vm-19", "how many claims for teh VM-150?", "technician", "NO", "calculate",
     ids("CLAIMS", r19[:2]), [], "count", figure=len(r19))
r20 = claims(market="ES", status="open")
case("vm-20", "total repair hours on open claims in Spain", "technician", "ES", "calculate",
     ids("CLAIMS", [r for r in r20 if r["repair_hours"]][:2]), ids("CLAIMS", claims(market="ES", status="closed")[:2]),
     "sum-blanks", figure=round(sum(hours(r20)), 2),
     note=f"{len(r20)} open ES claims, {len(r20) - len(hours(r20))} blank")
r21 = claims(market="PT", status="open")
case("vm-21", "cuantas reclamaciones abiertas hay en portugal?", "technician", "PT", "calculate",
     ids("CLAIMS", r21), ids("CLAIMS", claims(market="PT", status="closed")[:2]), "count", figure=len(r21))

# 22-25 dealers, flags, market codes
notcert = [d for d in DEALERS.values() if not yes(d["lithium_certified"])]
cert = [d for d in DEALERS.values() if yes(d["lithium_certified"])]
case("vm-22", "which dealers are not lithium certifed?", "manager", "SE", "list",
     ids("DEALERS", notcert), ids("DEALERS", cert), "flag-negation")
case("vm-23", "que concesionarios en españa no tienen certificado de litio", "manager", "ES", "list",
     ids("DEALERS", [d for d in notcert if d["market"] == "ES"]),
     ids("DEALERS", [d for d in cert if d["market"] == "ES"] + [d for d in notcert if d["market"] != "ES"]),
     "flag-negation")
case("vm-24", "list the dealers in NO", "sales", "NO", "list",
     ids("DEALERS", [d for d in DEALERS.values() if d["market"] == "NO"]),
     ids("DEALERS", [d for d in DEALERS.values() if d["market"] != "NO"]), "market-code")
case("vm-25", "is the stockholm dealer lithium certified?", "manager", "SE", "list",
     ["DEALERS#STO"], [], "flag-verdict", verdict="yes" if yes(DEALERS["STO"]["lithium_certified"]) else "no")

# 26-29 stock
r26z = [r for r in stock("CM-12-5", market="NO") if int(r["quantity"]) == 0]
r26p = [r for r in stock("CM-12-5", market="NO") if int(r["quantity"]) > 0]
r26o = [r for r in stock("CM-12-5") if DEALERS[r["dealer"]]["market"] != "NO" and int(r["quantity"]) == 0]
case("vm-26", "which dealers in NO have no CM-12-5 in stock?", "technician", "NO", "list",
     ids("STOCK", r26z), ids("STOCK", r26p + r26o), "none-in-stock")
r27 = stock("IK-60-1", dealer="OPO")
case("vm-27", "does the porto dealer have IK-60-1 in stock?", "technician", "PT", "list",
     ids("STOCK", r27), [], "stock-verdict", verdict="yes" if int(r27[0]["quantity"]) > 0 else "no")
r28 = stock("CM-12-5")
case("vm-28", "total stock of CM-12-5", "sales", "SE", "calculate",
     ids("STOCK", [r for r in r28 if int(r["quantity"]) > 0][:2]), [], "sum", figure=usum(r28, "quantity"))
r29 = [r for r in stock("CM-12-4") if int(r["quantity"]) > 0]
case("vm-29", "how many dealers have CM-12-4 in stock?", "technician", "NO", "calculate",
     ids("STOCK", r29), [], "count-vs-sum", figure=len({r["dealer"] for r in r29}),
     note=f"dealers with quantity > 0; the quantity summed would be {usum(r29, 'quantity')}")

# 30 revenue sum
r30 = sales(market="PT", start=Q3_26[0], end=Q3_26[1])
case("vm-30", "total revenue in PT in Q3 2026", "sales", "PT", "calculate",
     ids("SALES", r30[:2]), [], "sum-revenue", figure=usum(r30, "revenue_eur"))

# 31 which market sold most
r31 = sales("VM-150", start=Y25[0], end=Y25[1])
(best31, tot31), all31 = rank(r31, "market")
case("vm-31", "which market sold the most VM-150 units in 2025?", "sales", "ES", "calculate",
     [], [], "ranking", figure=tot31, note=f"{best31} {tot31}; all {all31}")

# 32-33 two facts in one question
r32 = sales("VM-150", start=Y26[0], end=Y26[1])
case("vm-32", "what is the weight of the 150 and how many did we sell this year?", "manager", "NO", "search",
     ["SPEC-VM150#2"], [], "two-facts", figure=usum(r32), note="216 kg; units 2026")
r33 = claims("LB-210")
case("vm-33", "cuanto pesa la LB-210 y cuantas reclamaciones tiene?", "manager", "ES", "search",
     ["SPEC-LB210#2"], [], "two-facts", figure=len(r33), note="24 kg; claims count")

# 34-35 words the corpus cannot answer
case("vm-34", "how much profit did we make on the VM-90 in Spain in 2025?", "sales", "ES", "calculate",
     [], [], "not-understood", figure=None, note="no profit/margin in any table")
case("vm-35", "what was the sales growth of the LB-105 from 2025 to 2026?", "sales", "SE", "calculate",
     [], [], "beyond", figure=None)

# 36-37 document properties
case("vm-36", "how many months warranty on the VM-60 in norway?", "technician", "NO", "search",
     ["WARRANTY-POLICY#1"], ["GARANTIA-ES#1"], "duration", figure=None, note="36 months")
case("vm-37", "cual es la corriente maxima de carga del sc40?", "technician", "ES", "search",
     ["SPEC-SC40#2"], [], "property", figure=None, note="40 A")

# 38 Spanish "se", plural alias, market by Spanish name
r38 = sales("SC-40", market="SE", start=Y25[0], end=Y25[1])
case("vm-38", "cuantos cargadores se vendieron en suecia en 2025?", "sales", "ES", "calculate",
     ids("SALES", r38[:2]), [], "sum", figure=usum(r38))

# 39 average per market of the groups' totals
r39 = sales("VM-60", start=Y25[0], end=Y25[1])
_, all39 = rank(r39, "market")
case("vm-39", "average VM-60 sales per market in 2025", "sales", "NO", "calculate",
     [], [], "average-per-group", figure=round(sum(all39.values()) / len(all39), 2), note=f"{all39}")

# 40 dealer by town without its accent, last quarter
r40 = sales("VM-60", dealer="TOS", start=Q3_26[0], end=Q3_26[1])
case("vm-40", "how many VM-60 did tromso sell last quarter?", "sales", "NO", "calculate",
     ids("SALES", r40[:2]), [], "sum-period", figure=usum(r40), note=f"{len(r40)} rows, Q3 2026")

assert len(cases) == 40 and len({c["id"] for c in cases}) == 40
with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in cases:
    print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), len(c["must"]), len(c["must_not"]), c.get("note", ""))
