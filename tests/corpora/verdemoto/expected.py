"""Compute every expected id, figure and verdict of cases.jsonl from the CSVs (before any run)."""
import csv, io, json
from collections import defaultdict

def table(name):
    lines = [l for l in open(f"records/{name}.csv", encoding="utf-8") if not l.startswith("#")]
    return list(csv.DictReader(io.StringIO("".join(lines))))

D = table("RIVENDITORI"); S = table("MAGAZZINO"); C = table("RECLAMI"); V = table("VENDITE")
flag = lambda v: v.strip().lower() in ("si", "sì", "yes")
TODAY = "2026-11-20"
Y = ("2026-01-01", "2026-12-31"); Q3 = ("2026-07-01", "2026-09-30"); Q2 = ("2026-04-01", "2026-06-30")
inr = lambda d, r: r[0] <= d <= r[1]
out = {}
town = {r["citta"].lower(): r["key"] for r in D}

out["certified"] = ["RIVENDITORI#" + r["key"] for r in D if flag(r["certificato"])]
out["not_certified"] = ["RIVENDITORI#" + r["key"] for r in D if not flag(r["certificato"])]
out["not_certified_IT"] = ["RIVENDITORI#" + r["key"] for r in D if not flag(r["certificato"]) and r["market"] == "IT"]
out["not_certified_CH"] = ["RIVENDITORI#" + r["key"] for r in D if not flag(r["certificato"]) and r["market"] == "CH"]
def stock(part, dealer=None):
    return {r["key"]: int(r["quantita"]) for r in S if r["part"] == part and (dealer is None or r["dealer"] == dealer)}
out["LM-2202 stock"] = stock("LM-2202")
out["LM-2202 nonzero"] = ["MAGAZZINO#" + k for k, q in stock("LM-2202").items() if q > 0]
out["LM-2202 zero"] = ["MAGAZZINO#" + k for k, q in stock("LM-2202").items() if q == 0]
out["LM-2202 BOL"] = stock("LM-2202", "BOL"); out["LM-2202 TOR"] = stock("LM-2202", "TOR")
out["LM-2202 ZUR"] = stock("LM-2202", "ZUR"); out["BT-2520 TOR"] = stock("BT-2520", "TOR")
out["BT-2520 LUG"] = stock("BT-2520", "LUG")
out["LM-2202 LUG vs MIL"] = (stock("LM-2202", "LUG"), stock("LM-2202", "MIL"))

def claims(r=None, product=None):
    return [c for c in C if (r is None or inr(c["data"], r)) and (product is None or c["product"] == product)]
ids = lambda rows, t: [f"{t}#" + x["key"] for x in rows]
out["claims 2026"] = (len(claims(Y)), ids(claims(Y), "RECLAMI"))
out["claims RM-650 Q3"] = (len(claims(Q3, "RM-650")), ids(claims(Q3, "RM-650"), "RECLAMI"))
out["claims Q3 (last quarter)"] = (len(claims(Q3)), ids(claims(Q3), "RECLAMI"))
out["claims RM-450 2026"] = (len(claims(Y, "RM-450")), ids(claims(Y, "RM-450"), "RECLAMI"))
def avg(rows):
    v = [float(c["ore_funzionamento"]) for c in rows if c["ore_funzionamento"].strip()]
    return (round(sum(v) / len(v), 4) if v else None, len(v), len(rows))
out["avg hours RM-450 all"] = avg(claims(None, "RM-450")), ids(claims(None, "RM-450"), "RECLAMI")
out["avg hours 2026"] = avg(claims(Y))
out["avg hours BC-35"] = avg(claims(None, "BC-35")), ids(claims(None, "BC-35"), "RECLAMI")

def sales(r=None, product=None, market=None, dealer=None):
    return [v for v in V if (r is None or inr(v["inizio_trimestre"], r)) and (product is None or v["product"] == product)
            and (market is None or v["market"] == market) and (dealer is None or v["dealer"] == dealer)]
tot = lambda rows: sum(int(v["unita"]) for v in rows)
out["GT-92 2026"] = (tot(sales(Y, "GT-92")), ids(sales(Y, "GT-92"), "VENDITE"))
out["CH Q3"] = (tot(sales(Q3, market="CH")), ids(sales(Q3, market="CH"), "VENDITE"))
out["RM-450 Q2"] = (tot(sales(Q2, "RM-450")), ids(sales(Q2, "RM-450"), "VENDITE"))
def by(rows, col):
    d = defaultdict(int)
    for v in rows: d[v[col]] += int(v["unita"])
    return dict(sorted(d.items(), key=lambda x: -x[1]))
def biggest(rows): return max(rows, key=lambda v: int(v["unita"]))["key"]
for p in ("RM-650", "GT-92", "RM-450"):
    out[f"{p} 2026 per dealer"] = (by(sales(Y, p), "dealer"), "biggest row", biggest(sales(Y, p)))
    out[f"{p} all-time per dealer"] = by(sales(None, p), "dealer")
out["BC-35 2026 per market"] = by(sales(Y, "BC-35"), "market")
out["BC-35 Q3 per market"] = by(sales(Q3, "BC-35"), "market")
out["RM-450 2026 MIL vs BOL"] = (tot(sales(Y, "RM-450", dealer="MIL")), tot(sales(Y, "RM-450", dealer="BOL")))

def serial_in(s, a="VM24B00001", b="VM24B05000"):
    shape = lambda x: "".join("d" if ch.isdigit() else "L" for ch in x)
    return shape(s) == shape(a) and a <= s <= b
for s in ("VM24B01234", "VM23A04410", "VM24B07310"):
    out["serial " + s] = serial_in(s)
for k, v in out.items():
    print(k, "=>", json.dumps(v))
