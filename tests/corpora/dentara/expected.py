#!/usr/bin/env python3
"""Computes every expected figure, id and verdict from the corpus CSVs and writes cases.jsonl."""
import csv, json, io
from collections import defaultdict
C = "/tmp/h-c13/corpus/records/"
DATE = "2026-11-20"

def table(name, enc="utf-8"):
    txt = open(C + name, encoding=enc).read()
    lines = [l for l in txt.splitlines() if not l.startswith("#")]
    sep = ";" if ";" in lines[0] else ","
    return list(csv.DictReader(io.StringIO("\n".join(lines)), delimiter=sep))
def num(s): return float(s.replace(",", ".")) if s.strip() else None
def canon(p): return p.upper().replace(" ", "").replace("-", "")

D = table("DEALERS.csv", "cp1252"); ST = table("STOCK.csv"); SA = table("SALES.csv"); CL = table("CLAIMS.csv")
FLAG = {"sim": True, "não": False, "nao": False, "ja": True, "nee": False, "oui": True, "non": False, "já": True, "nei": False}
cert = {d["key"]: FLAG[d["certified"].lower()] for d in D}
mkt = {d["key"]: d["market"] for d in D}
def stock(dealer, part):
    return [r for r in ST if r["dealer"] == dealer and canon(r["part"]) == canon(part)][0]
def sales(**f):
    out = []
    for r in SA:
        if "product" in f and r["product"] != f["product"]: continue
        if "market" in f and r["market"] != f["market"]: continue
        if "dealer" in f and r["dealer"] != f["dealer"]: continue
        if "frm" in f and r["month"] < f["frm"]: continue
        if "to" in f and r["month"] > f["to"]: continue
        out.append(r)
    return out
def claims(**f):
    out = []
    for r in CL:
        if any(k in f and r[k] != f[k] for k in ("product", "market", "part", "status", "dealer", "fault")): continue
        if "frm" in f and r["claim_date"] < f["frm"]: continue
        if "to" in f and r["claim_date"] > f["to"]: continue
        out.append(r)
    return out
def units(rows): return sum(int(r["units"]) for r in rows)
def by(rows, col, meas="units"):
    g = defaultdict(float)
    for r in rows: g[r[col]] += num(r[meas])
    return dict(g)
def ids(t, rows): return [f"{t}#{r['key']}" for r in rows]
def avg(vals):
    v = [x for x in vals if x is not None]; return round(sum(v) / len(v), 4)

cases = []
def case(id_, q, persona, market, route, kind, **kw):
    c = {"id": id_, "question": q, "persona": persona, "market": market, "date": DATE, "route": route}
    c.update(kw); c["kind"] = kind; c["split"] = "heldout"; cases.append(c)

Y26 = dict(frm="2026-01-01", to="2026-12-31"); Y25 = dict(frm="2025-01-01", to="2025-12-31")
# k01 ranking in a market this year
g = by(sales(product="DC-700", market="BR", **Y26), "dealer"); top = max(g.values()); assert list(g.values()).count(top) == 1
case("k01", "quem vendeu mais DC-700 no brasil este ano", "vendas", "PT", "calculate", "ranking", figure=int(top),
     note=f"per dealer {g}; top {max(g, key=g.get)}")
g = by(sales(product="DC-500", market="BE", **Y26), "dealer"); top = max(g.values()); assert list(g.values()).count(top) == 1
case("k02", "wie heeft dit jaar de meeste 500 verkocht in belgie", "vendas", "BE", "calculate", "ranking", figure=int(top),
     note=f"per dealer {g}; top {max(g, key=g.get)}")
case("k03", "quantas cadeiras DC500 vendemos em portugal em 2025", "vendas", "PT", "calculate", "sum",
     figure=units(sales(product="DC-500", market="PT", **Y25)))
case("k04", "quantas unidades do 700 foram vendidas entre janeiro e março", "vendas", "BR", "calculate", "date-range",
     figure=units(sales(product="DC-700", frm="2026-01-01", to="2026-03-31")))
case("k05", "hoeveel AS-300 hebben we verkocht sinds maart", "vendas", "BE", "calculate", "date-since",
     figure=units(sales(product="AS-300", frm="2026-03-01")))
rows = sales(market="BR", frm="2026-07-01", to="2026-09-30")
case("k06", "faturação total em BR no último trimestre", "vendas", "PT", "calculate", "decimal-comma",
     figure=round(sum(num(r["revenue_eur"]) for r in rows), 2))
a = units(sales(product="DC-500", dealer="REK", **Y26)); b = units(sales(product="DC-500", dealer="AEY", **Y26))
case("k07", "did Reykjavik sell more DC-500 than Akureyri this year?", "vendas", "IS", "calculate", "compare",
     verdict="yes" if a > b else "no", note=f"REK {a} vs AEY {b}")
a = int(stock("OPO", "HYD-2210-B")["quantity"]); b = int(stock("LIS", "HYD-2210-B")["quantity"])
case("k08", "o revendedor do porto tem mais HYD-2210-B do que o de lisboa?", "tecnico", "PT", "calculate", "compare",
     verdict="yes" if a > b else "no", note=f"OPO {a} vs LIS {b}")
case("k09", "welke dealers zijn niet gecertificeerd", "tecnico", "BE", "list", "negation",
     must=[f"DEALERS#{k}" for k, v in cert.items() if not v], must_not=[f"DEALERS#{k}" for k, v in cert.items() if v], verdict="yes")
case("k10", "quais revendedores não são certificados no br", "tecnico", "BR", "list", "negation",
     must=[f"DEALERS#{k}" for k, v in cert.items() if not v and mkt[k] == "BR"],
     must_not=[f"DEALERS#{k}" for k, v in cert.items() if v or mkt[k] != "BR"], verdict="yes")
B = [r for r in ST if canon(r["part"]) == "HYD2210B"]
case("k11", "revendedores sem stock de HYD-2210-B", "tecnico", "PT", "list", "negation",
     must=ids("STOCK", [r for r in B if r["quantity"] == "0"]),
     must_not=ids("STOCK", [r for r in B if r["quantity"] != "0"]) + ["STOCK#LIS-HYD2210A", "STOCK#FAO-HYD2210A"], verdict="yes")
F = [r for r in ST if canon(r["part"]) == "FTC3300D"]
case("k12", "quels revendeurs n'ont pas de ftc 3300 d en stock", "tecnico", "BE", "list", "negation",
     must=ids("STOCK", [r for r in F if r["quantity"] == "0"]), must_not=ids("STOCK", [r for r in F if r["quantity"] != "0"]) +
     ids("STOCK", [r for r in ST if r["quantity"] == "0" and canon(r["part"]) != "FTC3300D"])[:6], verdict="yes")
case("k13", "média de horas de reparaçao das reclamações da DC-500", "tecnico", "PT", "calculate", "average-blanks",
     figure=avg(num(r["repair_hours"]) for r in claims(product="DC-500")))
case("k14", "gemiddelde reparatie uren klachten dc700 in 2026", "tecnico", "BE", "calculate", "average-blanks",
     figure=avg(num(r["repair_hours"]) for r in claims(product="DC-700", **Y26)))
case("k15", "o numero de serie hp25c 01500 esta abrangido pelo recall?", "tecnico", "PT", "follow", "serial",
     must=["RECALL-2026-01#1"], verdict="yes")
A = claims(part="HYD-2210-A")
case("k16", "quantos revendedores tiveram reclamações da bomba HYD-2210-A", "tecnico", "BR", "calculate", "distinct-count",
     figure=len({r["dealer"] for r in A}), note=f"{len(A)} claims, dealers {sorted({r['dealer'] for r in A})}")
case("k17", "is pump HP25C00399 affected by the recall", "tecnico", "IS", "follow", "serial",
     must=["RECALL-2026-01#1"], verdict="no")
SPECS_IN = ["SPEC-DC-500#2", "SPEC-DC-700#2"]; SPECS_OUT = ["SPEC-AS-300#2", "SPEC-LU-8#2"]
case("k18", "quais produtos são afetados pela recolha da bomba?", "tecnico", "PT", "follow", "recall-products",
     must=SPECS_IN, must_not=SPECS_OUT)
case("k19", "welke modelen vallen onder de terugroepactie", "tecnico", "BE", "follow", "recall-products",
     must=SPECS_IN, must_not=SPECS_OUT)
case("k20", "o que substitui a HYD-2210-A e quem tem em stock em lisboa", "tecnico", "PT", "follow", "replacement-stock",
     must=["BOL-2026-04#1", "STOCK#LIS-HYD2210B"], must_not=["STOCK#LIS-HYD2210A", "STOCK#BHZ-HYD2210B", "STOCK#REK-HYD2210B"],
     verdict="yes" if int(stock("LIS", "HYD-2210-B")["quantity"]) > 0 else "no")
beB = [r for r in B if mkt[r["dealer"]] == "BE"]
case("k21", "vervanger voor hyd2210a, wie heeft die op voorraad in belgië", "tecnico", "BE", "follow", "replacement-stock",
     must=["BOL-2026-04#1"] + ids("STOCK", [r for r in beB if r["quantity"] != "0"]),
     must_not=ids("STOCK", [r for r in ST if canon(r["part"]) == "HYD2210A" and mkt[r["dealer"]] == "BE"]) +
     ids("STOCK", [r for r in B if mkt[r["dealer"]] != "BE"]), verdict="yes")
case("k22", "quantas HYD-2210-B há em stok no total em portugal", "tecnico", "PT", "calculate", "sum-stock",
     figure=sum(int(r["quantity"]) for r in B if mkt[r["dealer"]] == "PT"))
a = int(stock("GNT", "HYD-2210-B")["quantity"]); b = int(stock("ANR", "HYD-2210-B")["quantity"])
case("k23", "heeft gent meer hyd-2210-b dan antwerpen", "tecnico", "BE", "calculate", "compare",
     verdict="yes" if a > b else "no", note=f"GNT {a} vs ANR {b}")
rows = claims(product="DC-700", status="Aberto")
case("k24", "quantas reclamaçoes abertas há da DC-700", "tecnico", "PT", "calculate", "count-status",
     figure=len(rows), must=ids("CLAIMS", rows))
rows = claims(market="BR", status="Fechado", **Y25)
case("k25", "liste as reclamações fechadas de 2025 no brasil", "tecnico", "BR", "list", "list-status",
     must=ids("CLAIMS", rows), must_not=ids("CLAIMS", claims(market="BR", status="Aberto", **Y25)) +
     ids("CLAIMS", claims(market="BR", status="Fechado", **Y26)), verdict="yes")
rows = claims(product="AS-300", frm="2026-03-01")
case("k26", "custo total das reclamações da AS-300 desde março", "tecnico", "PT", "calculate", "decimal-comma",
     figure=round(sum(num(r["cost_eur"]) for r in rows), 2))
rows = claims(market="IS", **Y26)
case("k27", "how many claims in IS this year", "tecnico", "IS", "calculate", "count-market-code",
     figure=len(rows), must=ids("CLAIMS", rows), must_not=ids("CLAIMS", claims(market="IS", **Y25)))
case("k28", "hoeveel stuks verkocht in het derde kwartaal in be", "vendas", "BE", "calculate", "lowercase-code",
     figure=units(sales(market="BE", frm="2026-07-01", to="2026-09-30")))
PRICES = ["PRICE-PT-2026#1", "PRICE-BR-2026#1", "PRICE-BE-2026#1", "PRICE-PT-2026#2", "PRICE-BE-2026#2"]
case("k29", "qual é o preço da DC-700?", "tecnico", "PT", "search", "access", figure=None, must_not=PRICES)
case("k30", "preço da cadeira 700 em portugal", "vendas", "PT", "search", "price",
     figure=None, must=["PRICE-PT-2026#1"], must_not=["PRICE-BR-2026#1", "PRICE-BE-2026#1"])
MG = ["MGMT-PLAN-2027#1", "MGMT-PLAN-2027#2"]
case("k31", "qual é o plano da direção para a islândia em 2027?", "tecnico", "PT", "search", "access", must_not=MG)
case("k32", "strategisch plan 2027 overname gent", "vendas", "BE", "search", "access", must_not=MG)
case("k33", "plano estratégico 2027 aquisição", "direcao", "PT", "search", "access-control", must=["MGMT-PLAN-2027#1"])
case("k34", "garantie duur belgie hoeveel maanden", "tecnico", "BE", "search", "duration", figure=None, must=["WARRANTY-2026#2"])
case("k35", "qual o peso da DC500 e quantas reclamações teve em 2026", "tecnico", "BR", "search", "two-questions",
     must=["SPEC-DC-500#4"], figure=len(claims(product="DC-500", **Y26)))
g = by(sales(product="DC-700", **Y25), "market")
case("k36", "average DC-700 sales per market in 2025", "vendas", "IS", "calculate", "average-per-group",
     figure=round(sum(g.values()) / len(g), 4), note=f"market totals {g}")
g = by(sales(product="AS-300", **Y25), "market"); low = min(g.values()); assert list(g.values()).count(low) == 1
case("k37", "qual mercado vendeu menos AS-300 em 2025", "vendas", "PT", "calculate", "ranking-least", figure=int(low),
     note=f"market totals {g}")
rows = claims(fault="fuga de óleo", **Y25)
case("k38", "quantas reclamacoes com fuga de oleo em 2025", "tecnico", "PT", "calculate", "count-value-accents",
     figure=len(rows), must=ids("CLAIMS", rows))
case("k39", "a peça HYD-2210-A serve em que cadeira?", "tecnico", "PT", "follow", "part-products",
     must=SPECS_IN, must_not=SPECS_OUT)
case("k40", "combien coûte l'AS-300 en belgique", "vendas", "BE", "search", "price-crosslang",
     figure=None, must=["PRICE-BE-2026#2"], must_not=["PRICE-PT-2026#2"])
assert len(cases) == 40
with open("/tmp/h-c13/cases.jsonl", "w") as f:
    for c in cases: f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in cases: print(c["id"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""))
