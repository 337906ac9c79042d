#!/usr/bin/env python3
"""Computes each case's expected ids, figures and verdicts from the generated CSVs; writes cases.jsonl."""
import csv, json, re
C = "/tmp/h-kitchen/corpus/records/"
DATE = "2026-12-10"

def load(name):
    lines = [l for l in open(C + name + ".csv", encoding="utf-8") if not l.startswith("#")]
    return list(csv.DictReader(lines, delimiter=";"))

def canon(p):
    m = re.match(r"(?i)^\s*(cb|dg|wf)[ -]?(\d{3,4})[ -]?(\d)\s*$", p)
    return f"{m.group(1).upper()}-{m.group(2)}-{m.group(3)}" if m else p

def num(x):
    return float(x.replace(",", ".")) if x.strip() else None

DEALERS, STOCK, SALES, CLAIMS = load("DEALERS"), load("STOCK"), load("SALES"), load("CLAIMS")
for r in STOCK: r["part"] = canon(r["part"]); r["quantity"] = int(r["quantity"])
for r in SALES: r["units"] = int(r["units"]); r["revenue_eur"] = num(r["revenue_eur"])
for r in CLAIMS: r["repair_hours"] = num(r["repair_hours"])
YES = {"si", "ja", "oui", "yes"}
sid = lambda r: "STOCK#" + r["key"]
did = lambda r: "DEALERS#" + r["key"]
cid = lambda r: "CLAIMS#" + r["key"]
def units(pred): return sum(r["units"] for r in SALES if pred(r))
def yr(r, y): return r["quarter"].startswith(str(y))
OVENS = ("FC-610", "FC-1010")

cases = []
def case(id, q, persona, market, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": DATE, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    cases.append(c)

# --- comparisons across periods
o25, o26 = units(lambda r: r["product"] in OVENS and yr(r, 2025)), units(lambda r: r["product"] in OVENS and yr(r, 2026))
a25, a26 = units(lambda r: yr(r, 2025)), units(lambda r: yr(r, 2026))
assert o26 > o25 and a26 < a25, (o25, o26, a25, a26)
case("k01", "abbiamo venduto piu forni quest'anno che l'anno scorso?", "vendite", "IT", "calculate",
     verdict="yes", kind="compare-period", note=f"ovens (FC-610+FC-1010) 2026 {o26} vs 2025 {o25}; all products {a26} vs {a25} would say no")
at25, at26 = units(lambda r: r["market"] == "AT" and yr(r, 2025)), units(lambda r: r["market"] == "AT" and yr(r, 2026))
case("k02", "hat österreich 2026 mehr verkauft als 2025?", "vendite", "AT", "calculate",
     verdict="yes" if at26 > at25 else "no", kind="compare-period", note=f"AT units 2026 {at26} vs 2025 {at25}")
# --- top-N and ranking
tot26 = {}
for r in SALES:
    if yr(r, 2026): tot26[r["dealer"]] = tot26.get(r["dealer"], 0) + r["units"]
rank = sorted(tot26.items(), key=lambda kv: -kv[1])
case("k03", "top 3 rivenditori per vendite 2026", "vendite", "IT", "calculate", figure=None, kind="top-n",
     note=f"ideal answer {rank[:3]}; 'top' is a documented beyond word: an honest 'not understood' is acceptable, a single total is not")
assert rank[0][1] > rank[1][1]
case("k04", "welcher händler hat 2026 am meisten verkauft", "vendite", "CH", "calculate", figure=rank[0][1],
     kind="ranking", note=f"top dealer {rank[0]} units 2026, all markets")
# --- date ranges over claims
inr = [r for r in CLAIMS if "2026-03-01" <= r["claim_date"] <= "2026-06-30"]
h = round(sum(r["repair_hours"] for r in inr if r["repair_hours"] is not None), 2)
case("k05", "quante ore di riparazione tra marzo e giugno 2026", "tecnico", "IT", "calculate",
     must=[cid(r) for r in inr], must_not=[cid(r) for r in CLAIMS if r["claim_date"][:7] in ("2026-02", "2026-07")],
     figure=h, kind="date-range", note=f"{len(inr)} claims, blanks {sum(1 for r in inr if r['repair_hours'] is None)}")
case("k06", "wie viele reklamationen zwischen 01.03.2026 und 30.06.2026", "tecnico", "AT", "calculate",
     must=[cid(r) for r in inr], figure=len(inr), kind="date-range")
# --- per-group average, averages
per = {}
for r in CLAIMS:
    if r["repair_hours"] is not None: per.setdefault(r["dealer"], []).append(r["repair_hours"])
avg_of_totals = sum(sum(v) for v in per.values()) / len(per)
case("k07", "durchschnittliche reparaturzeit pro händler", "tecnico", "AT", "calculate", figure=None, kind="per-group-avg",
     note="staff mean each dealer's average repair time (a list); " + ", ".join(f"{k} {sum(v)/len(v):.2f}" for k, v in sorted(per.items()))
     + f"; the average of the dealers' totals would be {avg_of_totals:.2f} (another question)")
bc = [r for r in CLAIMS if r["product"] == "BC-51"]
bch = [r["repair_hours"] for r in bc if r["repair_hours"] is not None]
case("k08", "durata media riparazione abbattitore", "tecnico", "IT", "calculate", figure=round(sum(bch) / len(bch), 2),
     must=[cid(r) for r in bc], kind="average-blanks", note=f"{len(bc)} BC-51 claims, {len(bc)-len(bch)} blank")
# --- negation of stock and of a flag; flag with market
cb5 = [r for r in STOCK if r["part"] == "CB-210-5"]
case("k09", "welche händler haben kein CB-210-5 auf lager", "vendite", "CH", "list",
     must=[sid(r) for r in cb5 if r["quantity"] == 0], must_not=[sid(r) for r in cb5 if r["quantity"] > 0],
     verdict="yes", kind="negation-stock")
case("k10", "quali rivenditori non sono certificati combi", "vendite", "IT", "list",
     must=[did(r) for r in DEALERS if r["combi_certified"] not in YES], must_not=[did(r) for r in DEALERS if r["combi_certified"] in YES],
     verdict="yes", kind="negation-flag")
case("k11", "welche händler in österreich sind combi zertifiziert", "tecnico", "AT", "list",
     must=[did(r) for r in DEALERS if r["market"] == "AT" and r["combi_certified"] in YES],
     must_not=[did(r) for r in DEALERS if not (r["market"] == "AT" and r["combi_certified"] in YES)],
     verdict="yes", kind="flag-market")
# --- distinct count
d610 = sorted({r["dealer"] for r in CLAIMS if r["product"] == "FC-610"})
case("k12", "quanti rivenditori hanno reclami sul 610", "tecnico", "IT", "calculate", figure=len(d610), kind="count-distinct",
     note=f"dealers {d610}; claims {sum(1 for r in CLAIMS if r['product']=='FC-610')}")
# --- growth / percentage: no figure
case("k13", "di quanto sono cresciute le vendite in percentuale rispetto al 2025", "vendite", "IT", "calculate", figure=None,
     kind="beyond", note=f"growth {100*(a26-a25)/a25:.1f}% (not computable by the engine: expect not understood)")
# --- access: sales may not read the management plan
case("k14", "obiettivi piano strategico 2027", "vendite", "IT", "search", must_not=["MGMT-PLAN-2027#1", "MGMT-PLAN-2027#2"],
     kind="access")
# --- serials against the recall range M25C-00100 .. M25C-04800
case("k15", "la scheda m25c 02750 è nel richiamo?", "tecnico", "IT", "follow", must=["RECALL-2026-03#1"], verdict="yes", kind="serial")
case("k16", "ist die platine M25C-05200 vom rückruf betroffen", "tecnico", "AT", "follow", must=["RECALL-2026-03#1"], verdict="no", kind="serial")
rev_it26 = round(sum(r["revenue_eur"] for r in SALES if r["market"] == "IT" and yr(r, 2026)), 2)
case("k17", "fatturato totale 2026 in italia", "vendite", "IT", "calculate", figure=rev_it26, kind="sum-decimal-comma")
case("k18", "la carte cb 210 4 numéro M25C 00099 est elle concernée par le rappel", "tecnico", "CH", "follow",
     must=["RECALL-2026-03#1"], verdict="no", kind="serial", note="one below the range's start")
# --- recall -> products
prod_must = ["SPEC-FC-610#3", "SPEC-FC-1010#3"]
prod_not = ["SPEC-BC-51#3", "SPEC-LW-40#3", "SPEC-BC-51#1", "SPEC-LW-40#1"]
case("k19", "quali prodotti sono interessati dal richiamo della scheda", "tecnico", "IT", "follow", must=prod_must, must_not=prod_not, kind="recall-products")
case("k20", "quels produits sont concernes par le rappel", "tecnico", "CH", "follow", must=prod_must, must_not=prod_not, kind="recall-products")
# --- replacement -> stock in a market
def stockrows(part, mk, pos=True): return [sid(r) for r in STOCK if r["part"] == part and r["market"] == mk and (r["quantity"] > 0) == pos]
other5 = lambda mk: [sid(r) for r in cb5 if r["market"] != mk and r["quantity"] > 0]
at5 = stockrows("CB-210-5", "AT")
case("k21", "was ersetzt die cb 210-4 und wer hat sie in österreich auf lager", "tecnico", "AT", "follow",
     must=["TB-2026-07#1"] + at5, must_not=[sid(r) for r in STOCK if r["part"] == "CB-210-4" and r["market"] == "AT"] + other5("AT"),
     verdict="yes" if at5 else "no", kind="replacement-stock")
ch5 = stockrows("CB-210-5", "CH")
case("k22", "sostituto della cb2104 disponibile in svizzera?", "tecnico", "CH", "follow",
     must=["TB-2026-07#1"] + ch5, must_not=[sid(r) for r in STOCK if r["part"] == "CB-210-4" and r["market"] == "CH"] + other5("CH"),
     verdict="yes" if ch5 else "no", kind="replacement-stock")
# --- specs by bare number
case("k23", "peso del 610", "tecnico", "IT", "search", must=["SPEC-FC-610#2"], must_not=["SPEC-FC-1010#2"], figure=None, kind="spec-bare-number")
case("k24", "wieviel leistung hat der 10er", "tecnico", "AT", "search", must=["SPEC-FC-1010#2"], must_not=["SPEC-FC-610#2"], figure=None, kind="spec-bare-number")
case("k25", "combien de niveaux a le 1010", "vendite", "CH", "search", must=["SPEC-FC-1010#2"], must_not=["SPEC-BC-51#2"], figure=None, kind="spec-bare-number")
case("k26", "wie gross ist der 10er", "tecnico", "CH", "search", must=["SPEC-FC-1010#2"], figure=None, kind="spec-bare-number")
# --- two facts in one
u1010 = units(lambda r: r["product"] == "FC-1010" and yr(r, 2026))
case("k27", "qual è il peso del 1010 e quanti ne abbiamo venduti nel 2026?", "vendite", "IT", "search",
     must=["SPEC-FC-1010#2"], figure=u1010, kind="two-facts")
# --- product not sold
case("k28", "quante friggitrici abbiamo venduto nel 2026", "vendite", "IT", "calculate", figure=None, kind="not-sold")
# --- price: persona that may not read prices; persona that may
case("k29", "quanto costa il 610", "tecnico", "IT", "search", must_not=["PRICE-IT-2026#1", "PRICE-CH-2026#1"], figure=None, kind="price-access")
case("k30", "prix du combi 1010 en suisse", "vendite", "CH", "search", must=["PRICE-CH-2026#1"], must_not=["PRICE-IT-2026#1"], figure=None, kind="price")
# --- market codes typed as words
case("k31", "cb 210 5 is it in stock in at?", "tecnico", "IT", "list", must=at5, must_not=other5("AT"),
     verdict="yes" if at5 else "no", kind="market-word", note="asked from Italy about Austria; 'it' is the pronoun here")
case("k32", "CB-210-5 lagernd in CH?", "tecnico", "AT", "list", must=ch5, must_not=other5("CH"), verdict="yes" if ch5 else "no", kind="market-code")
# --- sums/counts with bare numbers, quarters, typos, max
u610ch = units(lambda r: r["product"] == "FC-610" and r["market"] == "CH" and yr(r, 2025))
case("k33", "wie viele 610er haben wir 2025 in der schweiz verkauft", "vendite", "CH", "calculate", figure=u610ch, kind="sum-bare-number")
lw = units(lambda r: r["product"] == "LW-40" and r["quarter"] in ("2026-04-01", "2026-07-01"))
case("k34", "quante lavastoviglie vendute dal Q2 al Q3 2026", "vendite", "IT", "calculate", figure=lw, kind="quarter-range")
op1010 = [r for r in CLAIMS if r["product"] == "FC-1010" and r["status"] == "aperto"]
case("k35", "quanti reclmai aperti ci sono sul 1010", "tecnico", "IT", "calculate", figure=len(op1010), must=[cid(r) for r in op1010],
     kind="count-typo", note="reclmai: two letters swapped")
h610 = [r["repair_hours"] for r in CLAIMS if r["product"] == "FC-610" and r["repair_hours"] is not None]
case("k36", "längste reparaturzeit beim 610", "tecnico", "AT", "calculate", figure=max(h610), kind="maximum")
dg = sum(r["quantity"] for r in STOCK if r["part"] == "DG-610-1")
case("k37", "wie viele DG-610-1 haben wir insgesamt auf lager", "tecnico", "AT", "calculate", figure=dg, kind="stock-sum")
mi = [r for r in STOCK if r["part"] == "DG-610-1" and r["dealer"] == "MI1"][0]
case("k38", "dg6101 a milano ce l'hanno?", "tecnico", "IT", "list", must=[sid(mi)],
     must_not=[sid(r) for r in STOCK if r["part"] == "DG-610-1" and r["dealer"] != "MI1"],
     verdict="yes" if mi["quantity"] > 0 else "no", kind="stock-dealer", note=f"MI1 DG-610-1 = {mi['quantity']}")
# --- part -> products
case("k39", "which products use the wf 300 2", "tecnico", "CH", "follow", must=["SPEC-FC-610#4", "SPEC-FC-1010#4", "SPEC-LW-40#3"],
     must_not=["SPEC-BC-51#1", "SPEC-BC-51#2", "SPEC-BC-51#3", "SPEC-BC-51#4"], kind="part-products")
case("k40", "obiettivi piano strategico 2027", "direzione", "IT", "search", must=["MGMT-PLAN-2027#1"], kind="access")

assert len(cases) == 40, len(cases)
with open("/tmp/h-kitchen/cases.jsonl", "w") as f:
    for c in cases: f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in cases: print(c["id"], c.get("figure", "-"), c.get("verdict", "-"), len(c["must"]), c.get("note", "")[:110])
