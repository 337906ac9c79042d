"""Compute every expected id, figure and verdict of cases.jsonl from the CSVs and documents
of this corpus, and write cases.jsonl. Written and run BEFORE any `atlas eval` / `atlas ask`.

    cd tests/corpora/quaipro && python3 expected.py
"""
import csv, io, json, os, re
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = "2026-11-20"
Y2026 = ("2026-01-01", "2026-12-31")


def table(name):
    with open(os.path.join(HERE, "records", name + ".csv"), encoding="utf-8") as f:
        lines = [l for l in f if not l.startswith("#")]
    return list(csv.DictReader(io.StringIO("".join(lines))))


def doc_sections(doc_id):
    """{section number: text (heading + body)} of docs/ID.md"""
    with open(os.path.join(HERE, "docs", doc_id + ".md"), encoding="utf-8") as f:
        body = f.read().split("\n---\n", 1)[1]
    out = {}
    for m in re.finditer(r"^## (\d+)\. (.*?)(?=^## |\Z)", body, re.S | re.M):
        out[int(m.group(1))] = m.group(2)
    return out


DOCS = sorted(f[:-3] for f in os.listdir(os.path.join(HERE, "docs")) if f.endswith(".md"))
SECTIONS = {d: doc_sections(d) for d in DOCS}


def blocks_naming(regex, docs=None):
    r = re.compile(regex, re.I)
    return [f"{d}#{n}" for d in (docs or DOCS) for n, t in SECTIONS[d].items() if r.search(t)]


def all_blocks(doc):
    return [f"{doc}#{n}" for n in SECTIONS[doc]]


D = table("CONCESSIONNAIRES")
S = table("STOCK")
C = table("RECLAMATIONS")
V = table("VENTES")

YES = {"oui", "yes", "si"}
NO = {"non", "no"}
for r in D:
    assert r["certifie"].strip().lower() in YES | NO, r
cert = lambda r: r["certifie"].strip().lower() in YES
dk = lambda rows: ["CONCESSIONNAIRES#" + r["key"] for r in rows]
inr = lambda d, rng: rng[0] <= d <= rng[1]

# ---------- flags
CERT = dk([r for r in D if cert(r)])
NOTCERT = dk([r for r in D if not cert(r)])
CERT_CH = dk([r for r in D if cert(r) and r["market"] == "CH"])
NOT_CH = [k for k in dk(D) if k not in CERT_CH]
NOTCERT_BE = dk([r for r in D if not cert(r) and r["market"] == "BE"])
NOTCERT_CA = dk([r for r in D if not cert(r) and r["market"] == "CA"])
LGE_CERT = cert(next(r for r in D if r["ville"] == "Liège"))

# ---------- stock
def stock(part, markets=None, nonzero=None):
    mk = {r["key"]: r["market"] for r in D}
    out = []
    for r in S:
        if r["piece"] != part:
            continue
        if markets and mk[r["dealer"]] not in markets:
            continue
        q = int(r["quantite"])
        if nonzero is True and q == 0 or nonzero is False and q != 0:
            continue
        out.append("STOCK#" + r["key"])
    return out

# ---------- documents: which sections name what (any spelling of the part)
PART = lambda p: p.replace("-", r"[ -]?")
USES_FL2040 = [b for b in blocks_naming(PART("FL-2040")) if b.startswith("SPEC-")]
USES_EV3110 = [b for b in blocks_naming(PART("EV-3110")) if b.startswith("SPEC-")]
SPEC_OTHERS_FL = [f"{d}#3" for d in ("SPEC-LV500", "SPEC-CR310") if f"{d}#3" not in USES_FL2040]
SPEC_OTHERS_EV = [f"{d}#3" for d in ("SPEC-CX620", "SPEC-CX1020", "SPEC-CR310")]
assert not set(SPEC_OTHERS_EV) & set(USES_EV3110)
RANGE_BLOCK = blocks_naming(r"QP25L00400", ["BS-2026-08"])  # section stating the serial ranges
REPLACES_BLOCK = blocks_naming(r"EV-3120 remplace", ["BS-2026-08"])
assert RANGE_BLOCK == ["BS-2026-08#2"] and REPLACES_BLOCK == ["BS-2026-08#3"]

# serial ranges as the bulletin states them
RANGES = re.findall(r"du (QP\w+) au (QP\w+)", SECTIONS["BS-2026-08"][2])
def affected(serial):
    s = serial.replace(" ", "").upper()
    for a, b in RANGES:
        if len(s) == len(a) and re.sub(r"\d", "9", s) == re.sub(r"\d", "9", a) and a[:5] == s[:5] and a <= s <= b:
            return "yes"
    return "no"

QUALITE = all_blocks("QUALITE-EV-2026")
TARIF = all_blocks("TARIF-2026")

# ---------- claims
def claims(pred):
    return [r for r in C if pred(r)]
ck = lambda rows: ["RECLAMATIONS#" + r["key"] for r in rows]
C2026 = claims(lambda r: inr(r["date_reclamation"], Y2026))
C_BEFORE = claims(lambda r: not inr(r["date_reclamation"], Y2026))
C2026_LV = [r for r in C2026 if r["product"] == "LV-500"]
C2026_EV = [r for r in C2026 if r["piece"] == "EV-3110"]
C_CX620 = claims(lambda r: r["product"] == "CX-620")
C_GL90 = claims(lambda r: r["product"] == "GL-90")
hours = lambda rows: [float(r["heures"]) for r in rows if r["heures"].strip()]
def avg(xs):
    return round(sum(xs) / len(xs), 2) if xs else None
AVG_CX620 = avg(hours(C_CX620))
AVG_LV2026 = avg(hours(C2026_LV))
MAX_GL90 = max(hours(C_GL90)) if hours(C_GL90) else None
MIN_2026 = min(hours(C2026))

# ---------- sales
def sales(pred):
    return [r for r in V if pred(r)]
vk = lambda rows: ["VENTES#" + r["key"] for r in rows]
tot = lambda rows: sum(int(r["unites"]) for r in rows)
in26 = lambda r: inr(r["trimestre"], Y2026)
CX620_26 = sales(lambda r: r["product"] == "CX-620" and in26(r))
by_dealer = defaultdict(list)
for r in CX620_26:
    by_dealer[r["dealer"]].append(r)
TOP_CX620 = max(by_dealer, key=lambda d: tot(by_dealer[d]))
TOP_ROW_CX620 = max(CX620_26, key=lambda r: int(r["unites"]))
assert TOP_ROW_CX620["dealer"] != TOP_CX620, "the largest row must not be the largest dealer"
by_market = defaultdict(list)
for r in CX620_26:
    by_market[r["market"]].append(r)
TOP_MKT_CX620 = max(by_market, key=lambda m: tot(by_market[m]))
assert tot(by_market[TOP_MKT_CX620]) != max(int(r["unites"]) for r in by_market[TOP_MKT_CX620])
BE_GT_CH_CX620 = "yes" if tot(by_market["BE"]) > tot(by_market["CH"]) else "no"

LV_26 = sales(lambda r: r["product"] == "LV-500" and in26(r))
lv_dealer = defaultdict(list)
for r in LV_26:
    lv_dealer[r["dealer"]].append(r)
TOP_LV = max(lv_dealer, key=lambda d: tot(lv_dealer[d]))
assert max(LV_26, key=lambda r: int(r["unites"]))["dealer"] != TOP_LV
lv_mkt = lambda m: tot([r for r in LV_26 if r["market"] == m])
CH_GT_BE_LV = "yes" if lv_mkt("CH") > lv_mkt("BE") else "no"
LV_ALLTIME_CH_GT_BE = tot(sales(lambda r: r["product"] == "LV-500" and r["market"] == "CH")) > tot(
    sales(lambda r: r["product"] == "LV-500" and r["market"] == "BE"))
assert LV_ALLTIME_CH_GT_BE and CH_GT_BE_LV == "no", "the year must decide the comparison"

GL90_26 = sales(lambda r: r["product"] == "GL-90" and in26(r))
GL90_26_CA = [r for r in GL90_26 if r["market"] == "CA"]
MTL_CX620_26 = by_dealer["MTL"]

# ---------- cases
def case(i, q, persona, market, route, must, must_not, kind, figure="absent", verdict=None, note=None):
    c = {"id": f"qp-{i:02d}", "question": q, "persona": persona, "market": market, "date": TODAY,
         "route": route, "must": must, "must_not": must_not}
    if figure != "absent":
        c["figure"] = figure
    if verdict:
        c["verdict"] = verdict
    c["kind"] = kind
    c["split"] = "heldout"
    if note:
        c["note"] = note
    return c

num = lambda x: int(x) if x is not None and float(x).is_integer() else x
CASES = [
    # --- follow: recall -> affected products (fr)
    case(1, "quels modeles sont concernes par le rappel de l'electrovanne ev3110", "atelier", "BE", "follow",
         RANGE_BLOCK + USES_EV3110, SPEC_OTHERS_EV + QUALITE, "follow"),
    # --- replacement -> who has it in stock (fr, en)
    case(2, "qu'est-ce qui remplace l'ev-3110 et qui l'a en stock", "atelier", "CA", "follow",
         REPLACES_BLOCK + stock("EV-3120", nonzero=True),
         stock("EV-3120", nonzero=False) + stock("EV-3110"), "replacement-stock"),
    case(3, "what replaces EV 3110 and who has it in stock in Belgium", "atelier", "BE", "follow",
         REPLACES_BLOCK + stock("EV-3120", markets={"BE"}, nonzero=True),
         stock("EV-3120", markets={"BE"}, nonzero=False)
         + [b for b in stock("EV-3120", nonzero=True) if b not in stock("EV-3120", markets={"BE"})]
         + stock("EV-3110"), "replacement-stock"),
    # --- follow: which products use a part spelled three ways
    case(4, "quels appareils utilisent la cartouche FL 2040", "atelier", "CH", "follow",
         USES_FL2040, SPEC_OTHERS_FL, "uses"),
    case(5, "which models use the fl2040 filter", "atelier", "LU", "follow",
         USES_FL2040, SPEC_OTHERS_FL, "uses"),
    # --- serials in / out of the recall ranges
    case(6, "le lave-vaisselle qp25l00873 est il concerné par le rappel", "atelier", "BE", "follow",
         RANGE_BLOCK, QUALITE, "serial", verdict=affected("qp25l00873")),
    case(7, "LV500 numero de serie QP25L 01350 touché par le rappel ?", "atelier", "CH", "follow",
         RANGE_BLOCK, QUALITE, "serial", verdict=affected("QP25L 01350")),
    case(8, "is ice machine serial qp25g00910 affected by the valve recall", "atelier", "CA", "follow",
         RANGE_BLOCK, QUALITE, "serial", verdict=affected("qp25g00910")),
    case(9, "GL-90 s/n QP25G 00420 is it in the recall", "atelier", "LU", "follow",
         RANGE_BLOCK, QUALITE, "serial", verdict=affected("QP25G 00420")),
    # --- flags and their negation
    case(10, "quels concessionnaires ne sont pas certifiés", "atelier", "BE", "list",
         NOTCERT, CERT, "flag-negation", verdict="yes"),
    case(11, "which dealers are not certified", "ventes", "CH", "list",
         NOTCERT, CERT, "flag-negation", verdict="yes"),
    case(12, "liste des concessionnaires non certifies en belgique", "ventes", "BE", "list",
         NOTCERT_BE, [k for k in dk(D) if k not in NOTCERT_BE], "flag-negation", verdict="yes"),
    case(13, "les concessionnaires qui sont pas certifiés au canada", "atelier", "CA", "list",
         NOTCERT_CA, [k for k in dk(D) if k not in NOTCERT_CA], "flag-negation", verdict="yes"),
    case(14, "which dealers are certified? need to be sure", "atelier", "CA", "list",
         CERT, NOTCERT, "market-word", verdict="yes",
         note="'be' is the English verb, not Belgium: every market's certified dealers"),
    # --- market codes that are words
    case(15, "ca fait combien de réclamations cette année", "qualite", "BE", "calculate",
         ck(C2026), ck(C_BEFORE), "market-word", figure=len(C2026),
         note="'ca' is ça: every market's 2026 claims, not Canada's"),
    case(16, "ca donne quoi le stock de FL2040", "atelier", "CH", "list",
         stock("FL-2040"), stock("EV-3120") + stock("SD-7710"), "market-word",
         note="'ca' is ça: every dealer's FL-2040 rows, not Canada's"),
    case(17, "j'ai lu que la garantie est de combien de mois ici ?", "atelier", "CH", "search",
         ["WARRANTY-CH#1"], ["GARANTIE-BENELUX#1", "GARANTIE-CA#1"], "market-word", figure=None,
         note="'lu' is the past participle of lire, not Luxembourg: asked in CH"),
    case(18, "how many claims can be linked to the LV-500 this year", "qualite", "CH", "calculate",
         ck(C2026_LV), ck([r for r in C if r["product"] == "LV-500" and r not in C2026_LV]),
         "market-word", figure=len(C2026_LV), note="'be' is the verb: every market"),
    case(19, "combien de GL-90 vendus au Canada en 2026", "ventes", "CA", "calculate",
         vk(GL90_26_CA), vk([r for r in GL90_26 if r not in GL90_26_CA]), "sum-market",
         figure=tot(GL90_26_CA)),
    # --- per-group totals and comparisons
    case(20, "qui a vendu le plus de cx620 cette annee", "ventes", "BE", "calculate",
         vk(by_dealer[TOP_CX620]), vk(sales(lambda r: r["product"] == "CX-620" and not in26(r))),
         "per-group", figure=tot(by_dealer[TOP_CX620]),
         note=f"{TOP_CX620} {tot(by_dealer[TOP_CX620])}; largest single row {TOP_ROW_CX620['key']} {TOP_ROW_CX620['unites']}"),
    case(21, "which dealer sold the most LV-500 in 2026", "ventes", "CH", "calculate",
         vk(lv_dealer[TOP_LV]), vk(sales(lambda r: r["product"] == "LV-500" and not in26(r))),
         "per-group", figure=tot(lv_dealer[TOP_LV]), note=f"{TOP_LV}"),
    case(22, "la belgique a vendu plus de cx-620 que la suisse cette annee ?", "ventes", "BE", "calculate",
         vk(by_market["BE"]) + vk(by_market["CH"]), vk(sales(lambda r: r["product"] == "CX-620" and not in26(r))),
         "comparison", verdict=BE_GT_CH_CX620,
         note=f"BE {tot(by_market['BE'])} vs CH {tot(by_market['CH'])}"),
    case(23, "did switzerland sell more lv500 than belgium this year", "ventes", "CH", "calculate",
         vk([r for r in LV_26 if r["market"] in ("CH", "BE")]),
         vk(sales(lambda r: r["product"] == "LV-500" and not in26(r))), "comparison", verdict=CH_GT_BE_LV,
         note=f"CH {lv_mkt('CH')} vs BE {lv_mkt('BE')} in 2026 (with 2025-Q4 CH would win)"),
    case(24, "quel marché a vendu le plus de CX-620 cette année", "ventes", "CA", "calculate",
         vk(by_market[TOP_MKT_CX620]), vk(sales(lambda r: r["product"] == "CX-620" and not in26(r))),
         "per-group", figure=tot(by_market[TOP_MKT_CX620]), note=f"{TOP_MKT_CX620}"),
    # --- counts
    case(25, "combien de reclamations sur l'ev3110 en 2026", "qualite", "CA", "calculate",
         ck(C2026_EV), ck([r for r in C if r["piece"] == "EV-3110" and r not in C2026_EV]), "count",
         figure=len(C2026_EV)),
    # --- average / min / max over a column with blanks
    case(26, "moyenne des heures de fonctionnement des réclamations cx620", "qualite", "CH", "calculate",
         ck(C_CX620), ck([r for r in C if r["product"] != "CX-620"]), "average-blank", figure=num(AVG_CX620)),
    case(27, "average operating hours of the LV-500 claims this year", "qualite", "BE", "calculate",
         ck(C2026_LV), ck([r for r in C if r["product"] == "LV-500" and r not in C2026_LV]), "average-blank",
         figure=num(AVG_LV2026)),
    case(28, "heures max sur les reclamations du gl90", "qualite", "CA", "calculate",
         ck(C_GL90), [], "max-blank", figure=MAX_GL90,
         note="every GL-90 claim has a blank hours cell: no figure"),
    case(29, "lowest operating hours on a claim in 2026", "qualite", "LU", "calculate",
         [k for k in ck(C2026) if k == "RECLAMATIONS#" + min((r for r in C2026 if r["heures"]), key=lambda r: float(r["heures"]))["key"]],
         ck(C_BEFORE), "min-blank", figure=num(MIN_2026)),
    # --- bare model numbers
    case(30, "temperature de rincage du 500", "atelier", "BE", "search",
         ["SPEC-LV500#2"], ["SPEC-CX620#2", "SPEC-GL90#2"], "bare-number", figure=None),
    case(31, "combien de 620 vendus a montreal cette annee", "ventes", "CA", "calculate",
         vk(MTL_CX620_26), vk(sales(lambda r: r["dealer"] == "MTL" and r not in MTL_CX620_26)), "bare-number",
         figure=tot(MTL_CX620_26)),
    case(32, "core probe part number for the 1020", "atelier", "CH", "search",
         ["SPEC-CX1020#4"], ["SPEC-CX620#4", "SPEC-CR310#3"], "bare-number", figure=None),
    # --- two facts in one question
    case(33, "quelle est la production du gl90 et combien on en a vendu cette année", "direction", "CA", "search",
         ["SPEC-GL90#2"] + vk(GL90_26), vk(sales(lambda r: r["product"] == "GL-90" and not in26(r))), "two-facts",
         figure=tot(GL90_26)),
    case(34, "what is the final rinse temperature of the LV-500 and how many claims did it have this year",
         "direction", "BE", "search", ["SPEC-LV500#2"] + ck(C2026_LV),
         ck([r for r in C if r["product"] == "LV-500" and r not in C2026_LV]), "two-facts", figure=len(C2026_LV)),
    # --- spec figure
    case(35, "couple de serrage des ecrous de bride de la resistance du generateur cx", "atelier", "LU", "search",
         blocks_naming(r"8 N·m"), ["SPEC-CX620#4", "SPEC-CX1020#4"], "spec-figure", figure=None),
    # --- price: sales yes, dealer workshop never
    case(36, "prix du cx-1020 en suisse", "ventes", "CH", "search",
         blocks_naming(r"CX-1020 :", ["TARIF-2026"]), [], "price", figure=None),
    case(37, "how much is the GL-90", "atelier", "BE", "search",
         [], TARIF, "price-access", figure=None, note="the workshop bundle holds no price list"),
    # --- access canaries
    case(38, "rapport qualite electrovanne ev3110 cause racine fournisseur lot membrane", "atelier", "BE", "search",
         [], QUALITE + ck(C), "access-canary",
         note="Vannotec / lot V7731 / Cormoran must never reach a dealer"),
    case(39, "how many claims this year", "ventes", "CH", "calculate",
         [], ck(C), "access-canary", figure=None, note="the sales desk reads no claims"),
    # --- warranty by market
    case(40, "garantie compresseur machine a glacons au quebec", "atelier", "CA", "search",
         ["GARANTIE-CA#1"], ["GARANTIE-BENELUX#1", "WARRANTY-CH#1"], "warranty-market"),
]

if __name__ == "__main__":
    assert len(CASES) == 40 and len({c["id"] for c in CASES}) == 40
    for c in CASES:
        assert not set(c["must"]) & set(c["must_not"]), c["id"]
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print("certified", CERT, "\nnot certified", NOTCERT)
    print("uses FL-2040", USES_FL2040, "uses EV-3110", USES_EV3110, "ranges", RANGES)
    print("claims 2026", len(C2026), "LV 2026", len(C2026_LV), "EV 2026", len(C2026_EV))
    print("avg CX-620", AVG_CX620, "avg LV 2026", AVG_LV2026, "max GL-90", MAX_GL90, "min 2026", MIN_2026)
    print("CX-620 2026 by dealer", {d: tot(v) for d, v in by_dealer.items()}, "by market", {m: tot(v) for m, v in by_market.items()})
    print("LV-500 2026 by dealer", {d: tot(v) for d, v in lv_dealer.items()}, "CH", lv_mkt("CH"), "BE", lv_mkt("BE"))
    print("GL-90 2026", tot(GL90_26), "CA", tot(GL90_26_CA), "MTL CX-620 2026", tot(MTL_CX620_26))
    for c in CASES:
        print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), c["kind"])
