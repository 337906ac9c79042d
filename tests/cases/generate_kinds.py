#!/usr/bin/env python3
"""Writes evaluation cases by KIND of question for the three corpora:

  tests/cases/kinds-atlas.jsonl          the demo corpus corpus/atlas (e-bikes, MA/FR, en+fr)
  tests/corpora/calora/kinds.jsonl       heating (PL/FR, en+fr)
  tests/corpora/tramonta/kinds.jsonl     espresso machines (IT/AT/ES, en+es)

Kinds (the same names in every file; a corpus that cannot express a kind has none of it):
  code-as-word     a market code that is also an everyday word of the question ("ma C-3", "is it",
                   "at the Madrid dealer", "¿es ...?") must not pick that market's rows; the code
                   written in capitals ("dealers in ES", "stock in AT") must.
  negation         "not certified", "no están certificados", "non certifiés", "no stock of",
                   "sin stock de", "n'ont pas de": the negated rows, never the others.
  group-total      "who / which dealer / which market sold the most (least) X in PERIOD": the figure
                   is the top group's total (per dealer where the table has a dealer column, else
                   per market), must = the leader's rows, must_not = rows of other periods/products.
  compare          "did A sell more X than B", "does CITY1 have more PART than CITY2": verdict from
                   the two totals, must = the rows of both groups.
  blank-measure    tramonta's CLAIMS has blank labour_hours / boiler_cycles cells: average, min, max
                   and sum over the rows holding a value only; no value at all: figure null.
  unknown-name     a city, country, product or part that no table or document holds: figure null,
                   and the rows that would be used if the name were ignored are never supplied.
  serial-loose     serials typed in lower case, with spaces or no separator: verdict from the ranges
                   the bulletins state (demo 2509-0001..2509-0800; calora 25K01000..25K04999;
                   tramonta K24A-03001..K24A-04800 and, in Spain only, M25B-00100..M25B-00950).
  bare-number      a product named by its bare number ("the 390", "la 260", "the 24"): its own
                   block must be supplied, the other product's corresponding block never.
  measure-vs-count "how many claims" counts rows though the table has an hours column; "how many
                   hours" / "total hours" sums them; on a table with two measures, a sum or average
                   that names neither gives no figure.

How expected values are computed: every record fact is read here from the corpus's records/*.csv
files (row keys, markets, products, dates, flags, quantities, units, hours); figures are computed
in Python (sums, counts, group totals, averages over non-blank cells, comparisons); serial verdicts
from the ranges above, copied from the bulletins' text (checked against the documents' text when
run); block ids of documents from the documents' headings. Nothing is taken from the engine's
output. Each kind has several phrasing templates in English and French (demo, calora) or English
and Spanish (tramonta); questions are also written in lower case and in a typo-ish form (no
accents, no punctuation, "dont" for "don't"). 20% of each kind's templates (at least one) are held
out per corpus (`"split": "heldout"`), chosen by a random draw seeded with corpus and kind.

Record rows with a zero quantity are never required in a list of who has a part (the engine says
them in its facts), but are required where the question asks for who has none.

Run: python3 tests/cases/generate_kinds.py   (deterministic; commit the outputs with the script)
Then: target/release/atlas eval tests/cases/kinds-atlas.jsonl
      target/release/atlas eval tests/corpora/calora/kinds.jsonl --corpus tests/corpora/calora
      target/release/atlas eval tests/corpora/tramonta/kinds.jsonl --corpus tests/corpora/tramonta
"""

import csv
import json
import pathlib
import random
import re
import unicodedata
from collections import Counter, defaultdict

ROOT = pathlib.Path(__file__).resolve().parents[2]
HELD_OUT_SHARE = 0.2
ABSENT = object()


# ---------------------------------------------------------------------------------------------
# Reading the corpora


def num(v):
    v = v.strip()
    if v == "":
        return None
    if re.fullmatch(r"-?\d+", v):
        return int(v)
    if re.fullmatch(r"-?\d+\.\d+", v):
        return float(v)
    return v


class Table:
    def __init__(self, path):
        meta, lines = {}, []
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#"):
                k, _, v = line[1:].partition(":")
                meta[k.strip()] = v.strip()
            elif line.strip():
                lines.append(line)
        reader = csv.reader(lines)
        self.columns = [c.strip() for c in next(reader)]
        self.id = meta["id"]
        self.groups = {g.strip() for g in meta["groups"].split(",")}
        self.rows = [dict(zip(self.columns, (num(x) for x in r))) for r in reader]
        self.key = self.columns[0]

    def bid(self, row):
        return f"{self.id}#{row[self.key]}"

    def ids(self, rows):
        return [self.bid(r) for r in rows]

    def where(self, pred=None, **eq):
        return [r for r in self.rows if all(r[k] == v for k, v in eq.items()) and (pred is None or pred(r))]


def doc_text(corpus_dir, doc):
    return (corpus_dir / "docs" / f"{doc}.md").read_text(encoding="utf-8")


def fig(x):
    if x is None:
        return None
    if isinstance(x, float):
        if x.is_integer():
            return int(x)
        return round(x, 4)
    return x


def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


def variant(q, v, keep=()):
    """v = 0: as written; 1: lower case (the words of `keep` kept as written: market codes
    that mean the market); 2: typo-ish: lower case, no accents, no ?/¿/!, contractions
    without their apostrophe."""
    if v == 0:
        return q
    protected = {}
    for i, w in enumerate(keep):
        token = f"\x00{i}\x00"
        q2 = re.sub(rf"\b{re.escape(w)}\b", token, q)
        if q2 != q:
            protected[token] = w
            q = q2
    q = q.lower()
    if v == 2:
        q = strip_accents(q)
        q = re.sub(r"[¿?¡!]", "", q)
        q = re.sub(r"\b(don|doesn|isn|haven|hasn|didn|aren)'t\b", r"\1t", q)
        q = re.sub(r"\s+", " ", q).strip()
    for token, w in protected.items():
        q = q.replace(token, w)
    return q


# ---------------------------------------------------------------------------------------------
# Cases


class Kind:
    def __init__(self, corpus, name, templates):
        self.corpus = corpus
        self.name = name
        self.templates = templates
        n = len(templates)
        held = max(1, round(n * HELD_OUT_SHARE)) if n > 1 else 0
        rng = random.Random(f"{corpus.name}-{name}")
        self.heldout = set(rng.sample(range(n), held))

    def split(self, i):
        return "heldout" if i in self.heldout else "tune"

    def __iter__(self):
        return iter(enumerate(self.templates))


class Corpus:
    def __init__(self, name, folder, out):
        self.name = name
        self.dir = ROOT / folder
        self.out = ROOT / out
        self.cases = []
        self.tables = {}
        for p in sorted((self.dir / "records").glob("*.csv")):
            t = Table(p)
            self.tables[t.id] = t

    def kind(self, name, templates):
        return Kind(self, name, templates)

    def add(self, kind, ti, q, persona, market, date, route, must, must_not, figure=ABSENT, verdict=None):
        must = sorted(set(must))
        c = {
            "id": "",
            "question": q,
            "persona": persona,
            "market": market,
            "date": date,
            "route": route,
            "must": must,
            "must_not": sorted(set(must_not) - set(must)),
        }
        if figure is not ABSENT:
            c["figure"] = fig(figure)
        if verdict is not None:
            c["verdict"] = verdict
        c["kind"] = kind.name
        c["split"] = kind.split(ti)
        self.cases.append(c)

    def write(self):
        seen = Counter()
        lines = []
        for c in self.cases:
            base = f"{c['kind']}-{c['split'][0]}"
            seen[base] += 1
            c["id"] = f"{base}{seen[base]:03d}"
            lines.append(json.dumps(c, ensure_ascii=False, separators=(",", ":")))
        self.out.write_text("\n".join(lines) + "\n")
        by = Counter((c["kind"], c["split"]) for c in self.cases)
        print(f"{len(self.cases)} cases in {self.out.relative_to(ROOT)}")
        for k in sorted({k for k, _ in by}):
            print(f"  {k:18} tune {by[(k, 'tune')]:3}  heldout {by[(k, 'heldout')]:3}")


def verdict(b):
    return "yes" if b else "no"


def leaders(rows, key, weight, most=True):
    """Groups with the top (or bottom) total, that total, and the rows of those groups."""
    totals = defaultdict(float)
    for r in rows:
        totals[key(r)] += weight(r)
    best = (max if most else min)(totals.values())
    winners = {g for g, v in totals.items() if v == best}
    return winners, best, [r for r in rows if key(r) in winners]


def measure_rows(rows, col):
    return [r for r in rows if r[col] is not None]


def aggregate(rows, col, op):
    vals = [r[col] for r in rows if r[col] is not None]
    if not vals:
        return None, []
    if op == "sum":
        v = sum(vals)
    elif op == "avg":
        v = sum(vals) / len(vals)
    elif op == "min":
        v = min(vals)
    else:
        v = max(vals)
    holders = [r for r in rows if r[col] is not None and (op in ("sum", "avg") or r[col] == v)]
    return v, holders


# =============================================================================================
# Demo corpus: corpus/atlas


def atlas():
    C = Corpus("atlas", "corpus/atlas", "tests/cases/kinds-atlas.jsonl")
    DEALERS, STOCK = C.tables["DEALERS"], C.tables["STOCK"]
    CLAIMS, SALES = C.tables["CLAIMS-2026"], C.tables["SALES-2026"]
    DATE = "2026-11-29"
    DATES = ["2026-11-29", "2026-10-05", "2026-12-20"]
    ASK_ALL = [("service", "MA"), ("sales", "FR"), ("manager", "MA"), ("service", "FR"), ("sales", "MA"), ("manager", "FR")]
    ASK_CLAIMS = [("service", "FR"), ("manager", "MA"), ("service", "MA"), ("manager", "FR")]
    ASK_SALES = [("sales", "FR"), ("manager", "MA"), ("sales", "MA"), ("manager", "FR")]
    MNAME = {"MA": "Morocco", "FR": "France"}
    MFR = {"MA": "au Maroc", "FR": "en France"}
    MFR_Q = {"MA": "Le Maroc a-t-il", "FR": "La France a-t-elle"}
    MFR_OBJ = {"MA": "le Maroc", "FR": "la France"}
    CITY = {r["key"]: r["city"] for r in DEALERS.rows}
    BY_CITY = {r["city"]: r["key"] for r in DEALERS.rows}
    PRODUCTS = ["C-3", "K-1", "T-7", "S-2"]
    PACK = {"C-3": "BP-36-2", "S-2": "BP-36-2", "K-1": "BP-24-1", "T-7": "BP-48-1"}
    BATTERY_BLOCK = {"C-3": "SPEC-C3-R5#8", "K-1": "SPEC-K1-R1#10", "T-7": "SPEC-T7-R2#10", "S-2": "WARR-S2-R1#2"}
    assert "BP-36-2 with serial numbers 2509-0001 to 2509-0800" in doc_text(C.dir, "BULLETIN-2026-09")
    # The market of a row: STOCK and CLAIMS have a market column.
    held = lambda rows: [r for r in rows if r["quantity"] > 0]
    zero = lambda rows: [r for r in rows if r["quantity"] == 0]
    Q = lambda r: (r["year"], int(r["quarter"][1]))
    YEAR = {(2026, q) for q in (1, 2, 3, 4)}
    PERIODS_EN = [("this year", YEAR), ("in 2026", YEAR), ("in Q2 2026", {(2026, 2)}),
                  ("in the first half of 2026", {(2026, 1), (2026, 2)}), ("last quarter", {(2026, 3)}),
                  ("in Q1", {(2026, 1)})]
    PERIODS_FR = [("cette année", YEAR), ("en 2026", YEAR), ("au deuxième trimestre 2026", {(2026, 2)}),
                  ("au premier semestre 2026", {(2026, 1), (2026, 2)}), ("au troisième trimestre 2026", {(2026, 3)})]

    def claims_filter(product=None, market=None, status=None, dealer=None):
        return [r for r in CLAIMS.rows if (product is None or r["product"] == product)
                and (market is None or r["market"] == market) and (status is None or r["status"] == status)
                and (dealer is None or r["dealer"] == dealer)]

    def claims_count(kind, ti, q, asker, date, rows):
        C.add(kind, ti, q, *asker, date, "calculate", CLAIMS.ids(rows),
              CLAIMS.ids([r for r in CLAIMS.rows if r not in rows]), len(rows))

    # 1. code-as-word --------------------------------------------------------------------------
    K = C.kind("code-as-word", [
        ("fr", "Combien de réclamations de garantie pour ma {p} ?", "count-p"),
        ("fr", "Ma {p} : combien de réclamations cette année ?", "count-p"),
        ("fr", "Quel est le temps de réparation moyen des réclamations sur ma {p} ?", "avg-p"),
        ("fr", "Liste des réclamations ouvertes pour ma {p}", "list-open-p"),
        ("fr", "ma {p} est-elle concernée par le rappel batterie ?", "recall-p"),
        ("fr", "J'ai besoin d'une BP-36-3 pour ma C-3 : quels concessionnaires en ont en stock ?", "stock-all"),
        ("fr", "Ma concession de {city} a eu combien de réclamations ?", "count-dealer"),
        ("fr", "Liste des réclamations en {M} pour ma {p}", "list-M-p"),
        ("en", "List the dealers in {M}", "dealers-M"),
        ("en", "How many warranty claims in {M} this year?", "count-M"),
        ("en", "Which dealers in {M} are battery certified?", "cert-M"),
        ("en", "Total units sold in {M} in Q2 2026", "sales-M"),
        ("fr", "Combien de {p} vendus en {M} cette année ?", "sales-M-p"),
        ("en", "Which dealers in {M} have BP-36-3 in stock?", "stock-M"),
    ])
    for ti, (lang, t, what) in K:
        keep = ("MA", "FR") if "{M}" in t else ()
        if what in ("count-p", "avg-p", "list-open-p", "recall-p"):
            for k, p in enumerate(PRODUCTS):
                q = variant(t.format(p=p), (ti + k) % 3, keep)
                asker = ASK_CLAIMS[(ti + k) % 4] if what != "recall-p" else ASK_ALL[(ti + k) % 6]
                date = DATES[(ti + k) % 3]
                rows = claims_filter(product=p)
                others = CLAIMS.ids([r for r in CLAIMS.rows if r not in rows])
                if what == "count-p":
                    claims_count(K, ti, q, asker, date, rows)
                elif what == "avg-p":
                    v, _ = aggregate(rows, "repair_hours", "avg")
                    C.add(K, ti, q, *asker, date, "calculate", CLAIMS.ids(rows), others, v)
                elif what == "list-open-p":
                    rows = claims_filter(product=p, status="open")
                    C.add(K, ti, q, *asker, date, "list", CLAIMS.ids(rows),
                          CLAIMS.ids([r for r in CLAIMS.rows if r not in rows]))
                else:
                    must = ["BULLETIN-2026-09#1", BATTERY_BLOCK[p]]
                    must_not = ["BULLETIN-2026-02#2"] + ([] if "sales" in asker[0] or asker[0] == "manager" else ["PRICE-PARTS-2026#1"])
                    C.add(K, ti, q, *asker, date, "follow", must, must_not, verdict=verdict(PACK[p] == "BP-36-2"))
        elif what == "stock-all":
            for k in range(4):
                asker = ASK_ALL[k]
                q = variant(t, k % 3)
                C.add(K, ti, q, *asker, DATES[k % 3], "list", STOCK.ids(held(STOCK.rows)), STOCK.ids(zero(STOCK.rows)))
        elif what == "count-dealer":
            for k, key in enumerate(CITY):
                rows = claims_filter(dealer=key)
                claims_count(K, ti, variant(t.format(city=CITY[key]), k % 3), ASK_CLAIMS[k % 4], DATES[k % 3], rows)
        elif what == "list-M-p":
            for k, (M, p) in enumerate([("MA", "C-3"), ("FR", "S-2"), ("MA", "K-1"), ("FR", "C-3")]):
                rows = claims_filter(product=p, market=M)
                C.add(K, ti, variant(t.format(M=M, p=p), k % 3, keep), *ASK_CLAIMS[k % 4], DATE, "list",
                      CLAIMS.ids(rows), CLAIMS.ids([r for r in CLAIMS.rows if r not in rows]))
        else:
            for k, M in enumerate(["MA", "FR", "MA", "FR"]):
                v = k // 2 + (ti % 2)
                if what == "dealers-M":
                    rows = DEALERS.where(market=M)
                    C.add(K, ti, variant(t.format(M=M), v, keep), *ASK_ALL[(ti + k) % 6], DATE, "list",
                          DEALERS.ids(rows), DEALERS.ids([r for r in DEALERS.rows if r not in rows]))
                elif what == "cert-M":
                    rows = DEALERS.where(market=M, battery_certified="yes")
                    C.add(K, ti, variant(t.format(M=M), v, keep), *ASK_ALL[(ti + k) % 6], DATE, "list",
                          DEALERS.ids(rows), DEALERS.ids([r for r in DEALERS.rows if r not in rows]))
                elif what == "count-M":
                    claims_count(K, ti, variant(t.format(M=M), v, keep), ASK_CLAIMS[(ti + k) % 4], DATE,
                                 claims_filter(market=M))
                elif what == "sales-M":
                    rows = SALES.where(lambda r: r["market"] == M and Q(r) == (2026, 2))
                    C.add(K, ti, variant(t.format(M=M), v, keep), *ASK_SALES[(ti + k) % 4], DATE, "calculate",
                          SALES.ids(rows), SALES.ids([r for r in SALES.rows if r not in rows]),
                          sum(r["units"] for r in rows))
                elif what == "sales-M-p":
                    p = PRODUCTS[k]
                    rows = SALES.where(market=M, product=p)
                    C.add(K, ti, variant(t.format(M=M, p=p), v, keep), *ASK_SALES[(ti + k) % 4], DATE, "calculate",
                          SALES.ids(rows), SALES.ids([r for r in SALES.rows if r not in rows]),
                          sum(r["units"] for r in rows))
                elif what == "stock-M":
                    rows = STOCK.where(market=M)
                    C.add(K, ti, variant(t.format(M=M), v, keep), *ASK_ALL[(ti + k) % 6], DATE, "list",
                          STOCK.ids(held(rows)), STOCK.ids([r for r in STOCK.rows if r not in rows] + zero(rows)))

    # 2. negation ------------------------------------------------------------------------------
    K = C.kind("negation", [
        ("en", "Which dealers are not battery certified?", "flag", None),
        ("en", "List the dealers in {m} that are not battery certified", "flag", "m"),
        ("fr", "Liste des concessionnaires non certifiés batterie {mfr}", "flag", "m"),
        ("fr", "Quels concessionnaires ne sont pas certifiés batterie ?", "flag", None),
        ("en", "Dealers without battery certification in {m}", "flag", "m"),
        ("en", "How many dealers are not battery certified?", "flag-count", None),
        ("fr", "Combien de concessionnaires {mfr} ne sont pas certifiés batterie ?", "flag-count", "m"),
        ("en", "Which dealers have no BP-36-3 in stock?", "none", None),
        ("fr", "Quels concessionnaires n'ont pas de BP-36-3 en stock ?", "none", None),
        ("en", "Which dealers in {m} don't have any BP-36-3?", "none", "m"),
        ("fr", "Concessionnaires sans BP-36-3 en stock {mfr}", "none", "m"),
        ("en", "How many dealers have no BP-36-3 on the shelf?", "none-count", None),
        ("fr", "Quels concessionnaires ont zéro BP-36-3 ?", "none", None),
        ("en", "Which dealers are out of BP-36-3?", "none", None),
    ])
    for ti, (lang, t, what, slot) in K:
        fills = [None] if slot is None else ["MA", "FR"]
        for k, M in enumerate(fills):
            reps = 3 if slot is None else 2
            for j in range(reps if slot is None else 1):
                v = (ti + k + j) % 3
                q = variant(t.format(m=MNAME.get(M, ""), mfr=MFR.get(M, "")), v)
                asker = ASK_ALL[(ti + 2 * k + j) % 6]
                date = DATES[(k + j) % 3]
                if what.startswith("flag"):
                    scope = DEALERS.rows if M is None else DEALERS.where(market=M)
                    want = [r for r in scope if r["battery_certified"] == "no"]
                    rest = [r for r in DEALERS.rows if r not in want]
                    if what == "flag":
                        C.add(K, ti, q, *asker, date, "list", DEALERS.ids(want), DEALERS.ids(rest))
                    else:
                        C.add(K, ti, q, *asker, date, "calculate", DEALERS.ids(want), DEALERS.ids(rest), len(want))
                else:
                    scope = STOCK.rows if M is None else STOCK.where(market=M)
                    want = zero(scope)
                    rest = [r for r in STOCK.rows if r not in want]
                    if what == "none":
                        C.add(K, ti, q, *asker, date, "list", STOCK.ids(want), STOCK.ids(rest))
                    else:
                        C.add(K, ti, q, *asker, date, "calculate", STOCK.ids(want), STOCK.ids(rest), len(want))

    # 3. group-total: SALES-2026 has no dealer column, so "who" is a market -----------------------
    K = C.kind("group-total", [
        ("en", "Who sold the most {p} {t}?", "market", True),
        ("en", "Which market sold the most {p} {t}?", "market", True),
        ("en", "Which market sold the fewest {p} {t}?", "market", False),
        ("fr", "Qui a vendu le plus de {p} {t} ?", "market", True),
        ("fr", "Quel marché a vendu le moins de {p} {t} ?", "market", False),
        ("en", "Which product sold the most {t} in {m}?", "product", True),
        ("en", "Which product sold the least in {m} {t}?", "product", False),
        ("fr", "Quel produit s'est le plus vendu {mfr} {t} ?", "product", True),
    ])
    for ti, (lang, t, group, most) in K:
        periods = PERIODS_EN if lang == "en" else PERIODS_FR
        n = 0
        for k, (phrase, per) in enumerate(periods):
            fills = PRODUCTS if group == "market" else ["MA", "FR"]
            for j, x in enumerate(fills):
                if (k + j + ti) % 3:
                    continue
                n += 1
                if group == "market":
                    rows = [r for r in SALES.rows if r["product"] == x and Q(r) in per]
                    key = lambda r: r["market"]
                    q = t.format(p=x, t=phrase)
                    outside = [r for r in SALES.rows if r["product"] != x or Q(r) not in per]
                else:
                    rows = [r for r in SALES.rows if r["market"] == x and Q(r) in per]
                    key = lambda r: r["product"]
                    q = t.format(m=MNAME[x], mfr=MFR[x], t=phrase)
                    outside = [r for r in SALES.rows if r["market"] != x or Q(r) not in per]
                _, best, lead = leaders(rows, key, lambda r: r["units"], most)
                C.add(K, ti, variant(q, n % 3), *ASK_SALES[(ti + n) % 4], DATE, "calculate",
                      SALES.ids(lead), SALES.ids(outside), best)

    # 4. compare -------------------------------------------------------------------------------
    K = C.kind("compare", [
        ("en", "Did {m1} sell more {p} than {m2} {t}?", "sales", "more"),
        ("fr", "{Q1} vendu plus de {p} que {M2} {t} ?", "sales", "more"),
        ("en", "Did {m1} sell fewer {p} than {m2} {t}?", "sales", "less"),
        ("en", "Does {c1} have more BP-36-3 than {c2}?", "stock", "more"),
        ("fr", "{c1} a-t-il plus de BP-36-3 en stock que {c2} ?", "stock", "more"),
        ("en", "Did the {c1} dealer file more claims than the {c2} dealer in 2026?", "claims", "more"),
        ("fr", "Le concessionnaire de {c1} a-t-il eu plus de réclamations que celui de {c2} ?", "claims", "more"),
        ("en", "Did the {p1} get more warranty claims than the {p2}?", "claims-p", "more"),
    ])
    STOCK_CITIES = [CITY[r["dealer"]] for r in held(STOCK.rows)]
    for ti, (lang, t, table, cmp) in K:
        periods = PERIODS_EN if lang == "en" else PERIODS_FR
        if table == "sales":
            n = 0
            for k, (phrase, per) in enumerate(periods[:5]):
                for j, p in enumerate(PRODUCTS):
                    if (k + j + ti) % 2:
                        continue
                    n += 1
                    m1, m2 = (("MA", "FR") if (k + j) % 4 < 2 else ("FR", "MA"))
                    a = [r for r in SALES.rows if r["product"] == p and r["market"] == m1 and Q(r) in per]
                    b = [r for r in SALES.rows if r["product"] == p and r["market"] == m2 and Q(r) in per]
                    ta, tb = sum(r["units"] for r in a), sum(r["units"] for r in b)
                    q = t.format(m1=MNAME[m1], m2=MNAME[m2], Q1=MFR_Q[m1], M2=MFR_OBJ[m2], p=p, t=phrase)
                    outside = [r for r in SALES.rows if r not in a and r not in b]
                    C.add(K, ti, variant(q, n % 3), *ASK_SALES[(ti + n) % 4], DATE, "calculate",
                          SALES.ids(a + b), SALES.ids(outside),
                          verdict=verdict(ta > tb if cmp == "more" else ta < tb))
        elif table == "stock":
            pairs = [(a, b) for a in STOCK_CITIES for b in STOCK_CITIES if a != b]
            for k, (c1, c2) in enumerate(pairs[ti % 3::3][:6]):
                r1 = STOCK.where(dealer=BY_CITY[c1])
                r2 = STOCK.where(dealer=BY_CITY[c2])
                q = variant(t.format(c1=c1, c2=c2), k % 3)
                C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "calculate", STOCK.ids(r1 + r2),
                      STOCK.ids([r for r in STOCK.rows if r not in r1 + r2]),
                      verdict=verdict(r1[0]["quantity"] > r2[0]["quantity"]))
        elif table == "claims":
            keys = list(CITY)
            pairs = [(a, b) for a in keys for b in keys if a != b]
            for k, (d1, d2) in enumerate(pairs[ti % 5::5][:7]):
                a, b = claims_filter(dealer=d1), claims_filter(dealer=d2)
                q = variant(t.format(c1=CITY[d1], c2=CITY[d2]), k % 3)
                C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 4], DATE, "calculate", CLAIMS.ids(a + b),
                      CLAIMS.ids([r for r in CLAIMS.rows if r not in a + b]), verdict=verdict(len(a) > len(b)))
        else:
            pairs = [(a, b) for a in PRODUCTS for b in PRODUCTS if a != b]
            for k, (p1, p2) in enumerate(pairs[::2]):
                a, b = claims_filter(product=p1), claims_filter(product=p2)
                q = variant(t.format(p1=p1, p2=p2), k % 3)
                C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 4], DATE, "calculate", CLAIMS.ids(a + b),
                      CLAIMS.ids([r for r in CLAIMS.rows if r not in a + b]), verdict=verdict(len(a) > len(b)))

    # 6. unknown-name --------------------------------------------------------------------------
    K = C.kind("unknown-name", [
        ("en", "How many dealers in {x}?", "dealers-count", ["Lisbon", "Bordeaux", "Tunis", "Agadir"]),
        ("en", "List the dealers in {x}", "dealers-list", ["Spain", "Germany", "Toulouse"]),
        ("fr", "Combien de concessionnaires à {x} ?", "dealers-count", ["Nantes", "Agadir", "Bordeaux"]),
        ("en", "How many claims for the {x}?", "claims-count", ["C-5", "K-4", "T-9"]),
        ("en", "How many units did we sell in {x} in 2026?", "sales-sum", ["Spain", "Tunisia", "Algeria"]),
        ("en", "Which dealers in {x} have BP-36-3 in stock?", "stock-list", ["Toulouse", "Fes", "Nice"]),
        ("fr", "Combien de réclamations pour le concessionnaire de {x} ?", "claims-count", ["Nice", "Bordeaux", "Tunis"]),
        ("en", "List the warranty claims for the {x}", "claims-list", ["K-4", "C-9", "S-5"]),
        ("en", "Which dealers have {x} in stock?", "stock-list", ["BP-99-9", "BP-52-1"]),
        ("fr", "Liste des concessionnaires {x}", "dealers-list", ["en Espagne", "en Tunisie", "à Toulouse"]),
    ])
    for ti, (lang, t, what, names) in K:
        for k, x in enumerate(names):
            q = variant(t.format(x=x), (ti + k) % 3)
            if what.startswith("dealers"):
                asker, rows, tab = ASK_ALL[(ti + k) % 6], DEALERS.rows, DEALERS
            elif what.startswith("claims"):
                asker, rows, tab = ASK_CLAIMS[(ti + k) % 4], CLAIMS.rows, CLAIMS
            elif what.startswith("sales"):
                asker, rows, tab = ASK_SALES[(ti + k) % 4], SALES.rows, SALES
            else:
                asker, rows, tab = ASK_ALL[(ti + k) % 6], held(STOCK.rows), STOCK
            if what.endswith("list"):
                C.add(K, ti, q, *asker, DATES[k % 3], "list", [], tab.ids(rows))
            else:
                C.add(K, ti, q, *asker, DATES[k % 3], "calculate", [], [], None)

    # 7. serial-loose --------------------------------------------------------------------------
    SERIALS = [("2509", "0420"), ("2509", "0001"), ("2509", "0800"), ("2509", "0801"), ("2509", "0950"),
               ("2510", "0100"), ("2508", "0500"), ("2509", "0123")]

    def affected_demo(a, b):
        return a == "2509" and "0001" <= b <= "0800"

    K = C.kind("serial-loose", [
        ("en", "Is battery {s} affected by the recall?"),
        ("en", "is pack {s} part of the battery recall"),
        ("en", "serial {s} recalled?"),
        ("fr", "La batterie {s} est-elle concernée par le rappel ?"),
        ("fr", "numéro de série {s} : rappel ?"),
        ("en", "{s} affected?"),
        ("en", "customer pack {s}, does it need replacing under the recall"),
        ("fr", "le pack {s} fait-il partie du rappel batterie"),
    ])
    for ti, (lang, t) in K:
        for k, (a, b) in enumerate(SERIALS):
            if (ti + k) % 2 and k > 3:
                continue
            form = [f"{a} {b}", f"{a}{b}", f"{a} {b}", f"{a}-{b}"][(ti + k) % 4]
            q = variant(t.format(s=form), (ti + 2 * k) % 3)
            C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATES[k % 2], "follow", ["BULLETIN-2026-09#1"], [],
                  verdict=verdict(affected_demo(a, b)))

    # 9. measure-vs-count ----------------------------------------------------------------------
    K = C.kind("measure-vs-count", [
        ("en", "How many claims for the {p}?", "count"),
        ("en", "How many repair hours for the {p} claims?", "sum"),
        ("en", "Total hours spent on {p} claims", "sum"),
        ("en", "Total number of {p} claims", "count"),
        ("fr", "Combien d'heures de réparation pour les réclamations {p} ?", "sum"),
        ("fr", "Combien de réclamations pour le {p} ?", "count"),
        ("en", "How many claims took more than {n} hours?", "count-above"),
        ("en", "How many BP-36-3 are in stock in {m}?", "stock-sum"),
        ("en", "How many dealers have BP-36-3 in stock in {m}?", "stock-count"),
        ("fr", "Combien d'unités de {p} vendues {mfr} au premier semestre 2026 ?", "sales-sum"),
        ("en", "Average repair hours per {p} claim", "avg"),
        ("fr", "Nombre total de réclamations {p} {mfr}", "count-m"),
    ])
    for ti, (lang, t, what) in K:
        if what in ("count", "sum", "avg"):
            for k, p in enumerate(PRODUCTS):
                rows = claims_filter(product=p)
                q = variant(t.format(p=p), (ti + k) % 3)
                rest = CLAIMS.ids([r for r in CLAIMS.rows if r not in rows])
                val = len(rows) if what == "count" else aggregate(rows, "repair_hours", what)[0]
                C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 4], DATES[k % 3], "calculate", CLAIMS.ids(rows), rest, val)
        elif what == "count-above":
            for k, n in enumerate(["2", "1.5", "2.5"]):
                rows = [r for r in CLAIMS.rows if r["repair_hours"] > float(n)]
                claims_count(K, ti, variant(t.format(n=n), k % 3), ASK_CLAIMS[(ti + k) % 4], DATES[k % 3], rows)
        elif what == "count-m":
            for k, (p, M) in enumerate([("C-3", "MA"), ("S-2", "FR"), ("K-1", "MA"), ("T-7", "FR")]):
                rows = claims_filter(product=p, market=M)
                claims_count(K, ti, variant(t.format(p=p, mfr=MFR[M]), k % 3), ASK_CLAIMS[(ti + k) % 4], DATE, rows)
        elif what.startswith("stock"):
            for k, M in enumerate(["MA", "FR", "MA", "FR"]):
                rows = STOCK.where(market=M)
                rest = STOCK.ids([r for r in STOCK.rows if r["market"] != M])
                q = variant(t.format(m=MNAME[M]), (ti + k) % 3)
                if what == "stock-sum":
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATES[k % 3], "calculate", STOCK.ids(held(rows)), rest,
                          sum(r["quantity"] for r in rows))
                else:
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATES[k % 3], "calculate", STOCK.ids(held(rows)),
                          rest + STOCK.ids(zero(rows)), len(held(rows)))
        else:
            for k, (p, M) in enumerate([("C-3", "MA"), ("S-2", "FR"), ("T-7", "MA"), ("K-1", "FR")]):
                rows = [r for r in SALES.rows if r["product"] == p and r["market"] == M and Q(r) in {(2026, 1), (2026, 2)}]
                C.add(K, ti, variant(t.format(p=p, mfr=MFR[M]), k % 3), *ASK_SALES[(ti + k) % 4], DATE, "calculate",
                      SALES.ids(rows), SALES.ids([r for r in SALES.rows if r not in rows]), sum(r["units"] for r in rows))
    return C


# =============================================================================================
# calora: tests/corpora/calora


def calora():
    C = Corpus("calora", "tests/corpora/calora", "tests/corpora/calora/kinds.jsonl")
    INST, STOCK, CALLS = C.tables["INSTALLERS"], C.tables["STOCK"], C.tables["CALLS-2026"]
    DATE = "2026-11-20"
    ASK_ALL = [("installer", "PL"), ("sales", "FR"), ("manager", "PL"), ("installer", "FR"), ("sales", "PL"), ("manager", "FR")]
    ASK_CALLS = [("installer", "FR"), ("manager", "PL"), ("installer", "PL"), ("manager", "FR")]
    MNAME = {"PL": "Poland", "FR": "France"}
    MFR = {"PL": "en Pologne", "FR": "en France"}
    MFR_SUBJ = {"PL": "La Pologne", "FR": "La France"}
    MFR_OBJ = {"PL": "la France", "FR": "la Pologne"}
    CITY = {r["key"]: r["city"] for r in INST.rows}
    BY_CITY = {r["city"]: r["key"] for r in INST.rows}
    MARKET_OF = {r["key"]: r["market"] for r in INST.rows}
    held = lambda rows: [r for r in rows if r["quantity"] > 0]
    zero = lambda rows: [r for r in rows if r["quantity"] == 0]
    assert "serial numbers from 25K01000 to 25K04999" in doc_text(C.dir, "RECALL-2026-03")

    def calls(**eq):
        return CALLS.where(**eq)

    def rest(tab, rows):
        return tab.ids([r for r in tab.rows if r not in rows])

    # 1. code-as-word: PL and FR are no everyday word of English or French; the codes in capitals.
    K = C.kind("code-as-word", [
        ("en", "List the installers in {M}", "inst-list"),
        ("en", "How many installers are there in {M}?", "inst-count"),
        ("en", "Which installers in {M} are heat pump certified?", "inst-cert"),
        ("en", "How many service calls in {M} this year?", "calls-count"),
        ("en", "Total hours of service calls in {M}", "calls-hours"),
        ("en", "Which installers in {M} have GV-220-2 in stock?", "stock-list"),
        ("en", "Total stock of GV-220-2 in {M}", "stock-sum"),
        ("fr", "Liste des installateurs en {M}", "inst-list"),
        ("fr", "Combien d'interventions en {M} ?", "calls-count"),
        ("fr", "Quels sont les installateurs certifiés pompe à chaleur en {M} ?", "inst-cert"),
        ("en", "List the open service calls in {M}", "calls-open"),
        ("en", "Average repair time of the service calls in {M}", "calls-avg"),
    ])
    for ti, (lang, t, what) in K:
        for k, M in enumerate(["PL", "FR", "PL", "FR"]):
            q = variant(t.format(M=M), (ti + k) % 3, ("PL", "FR"))
            asker = (ASK_CALLS if what.startswith("calls") else ASK_ALL)[(ti + k) % (4 if what.startswith("calls") else 6)]
            if what.startswith("inst"):
                rows = INST.where(market=M)
                if what == "inst-cert":
                    rows = [r for r in rows if r["heat_pump_certified"] == "yes"]
                if what == "inst-count":
                    C.add(K, ti, q, *asker, DATE, "calculate", INST.ids(rows), rest(INST, rows), len(rows))
                else:
                    C.add(K, ti, q, *asker, DATE, "list", INST.ids(rows), rest(INST, rows))
            elif what.startswith("calls"):
                rows = calls(market=M)
                if what == "calls-open":
                    rows = [r for r in rows if r["status"] == "open"]
                    C.add(K, ti, q, *asker, DATE, "list", CALLS.ids(rows), rest(CALLS, rows))
                elif what == "calls-count":
                    C.add(K, ti, q, *asker, DATE, "calculate", CALLS.ids(rows), rest(CALLS, rows), len(rows))
                else:
                    v, _ = aggregate(rows, "hours", "sum" if what == "calls-hours" else "avg")
                    C.add(K, ti, q, *asker, DATE, "calculate", CALLS.ids(rows), rest(CALLS, rows), v)
            else:
                rows = STOCK.where(market=M, part="GV-220-2")
                outside = [r for r in STOCK.rows if r not in rows]
                if what == "stock-list":
                    C.add(K, ti, q, *asker, DATE, "list", STOCK.ids(held(rows)), STOCK.ids(outside + zero(rows)))
                else:
                    C.add(K, ti, q, *asker, DATE, "calculate", STOCK.ids(held(rows)), STOCK.ids(outside),
                          sum(r["quantity"] for r in rows))

    # 2. negation ------------------------------------------------------------------------------
    K = C.kind("negation", [
        ("en", "Which installers are not heat pump certified?", "flag", None),
        ("en", "List the installers in {m} that are not heat pump certified", "flag", "m"),
        ("fr", "Installateurs non certifiés pompe à chaleur {mfr}", "flag", "m"),
        ("fr", "Quels installateurs ne sont pas certifiés pompe à chaleur ?", "flag", None),
        ("en", "Installers without heat pump certification in {m}", "flag", "m"),
        ("en", "How many installers are not heat pump certified?", "flag-count", None),
        ("fr", "Combien d'installateurs sans certification pompe à chaleur ?", "flag-count", None),
        ("en", "Which installers have no GV-220-2 in stock?", "none", None),
        ("fr", "Quels installateurs n'ont pas de GV-220-2 en stock ?", "none", None),
        ("en", "Which installers don't have any GV-220-2?", "none", None),
        ("fr", "Installateurs sans GV-220-2 en stock", "none", None),
        ("en", "How many installers have no GV-220-2 on the shelf?", "none-count", None),
        ("en", "Which installers in {m} have zero GV-220-2?", "none", "m"),
    ])
    GV2 = STOCK.where(part="GV-220-2")
    for ti, (lang, t, what, slot) in K:
        fills = [None, None, None] if slot is None else ["PL", "FR", "PL"]
        for k, M in enumerate(fills):
            q = variant(t.format(m=MNAME.get(M, ""), mfr=MFR.get(M, "")), (ti + k) % 3)
            asker = ASK_ALL[(ti + 2 * k) % 6]
            if what.startswith("flag"):
                scope = INST.rows if M is None else INST.where(market=M)
                want = [r for r in scope if r["heat_pump_certified"] == "no"]
                if what == "flag":
                    C.add(K, ti, q, *asker, DATE, "list", INST.ids(want), rest(INST, want))
                else:
                    C.add(K, ti, q, *asker, DATE, "calculate", INST.ids(want), rest(INST, want), len(want))
            else:
                scope = GV2 if M is None else [r for r in GV2 if r["market"] == M]
                want = zero(scope)
                never = [r for r in STOCK.rows if r not in want]
                if what == "none":
                    C.add(K, ti, q, *asker, DATE, "list", STOCK.ids(want), STOCK.ids(never))
                else:
                    C.add(K, ti, q, *asker, DATE, "calculate", STOCK.ids(want), STOCK.ids(never), len(want))

    # 3. group-total: no sales table here; the most service calls, hours or stock per group -----
    H1 = lambda r: r["date"] <= "2026-06-30"
    H2 = lambda r: r["date"] >= "2026-07-01"
    ALLD = lambda r: True
    K = C.kind("group-total", [
        ("en", "Which installer had the most service calls {t}?", "calls", "installer", "count", True),
        ("en", "Which market had the most service calls {t}?", "calls", "market", "count", True),
        ("en", "Which product had the most service calls {t}?", "calls", "product", "count", True),
        ("en", "Which installer logged the most hours {t}?", "calls", "installer", "hours", True),
        ("fr", "Quel installateur a eu le plus d'interventions {t} ?", "calls", "installer", "count", True),
        ("fr", "Quel marché a le plus d'heures d'intervention {t} ?", "calls", "market", "hours", True),
        ("en", "Which market has the most GV-220-2 in stock?", "stock", "market", "quantity", True),
        ("en", "Which installer has the most {part} in stock?", "stock", "installer", "quantity", True),
        ("en", "Which market logged the fewest service hours {t}?", "calls", "market", "hours", False),
    ])
    PER_EN = [("this year", ALLD), ("in 2026", ALLD), ("in the first half of 2026", H1), ("since July", H2)]
    PER_FR = [("cette année", ALLD), ("en 2026", ALLD), ("au premier semestre 2026", H1), ("depuis juillet", H2)]
    for ti, (lang, t, table, group, measure, most) in K:
        if table == "calls":
            for k, (phrase, pred) in enumerate(PER_EN if lang == "en" else PER_FR):
                rows = [r for r in CALLS.rows if pred(r)]
                w = (lambda r: 1) if measure == "count" else (lambda r: r["hours"])
                winners, best, lead = leaders(rows, lambda r: r[group], w, most)
                if len(winners) > 2 or len(winners) == len({r[group] for r in rows}):
                    continue   # a tie of (nearly) every group names no leader
                C.add(K, ti, variant(t.format(t=phrase), (ti + k) % 3), *ASK_CALLS[(ti + k) % 4], DATE, "calculate",
                      CALLS.ids(lead), rest(CALLS, rows), best)
        else:
            parts = ["GV-220-2", "FS-180-2", "PC-450-3"] if "{part}" in t else ["GV-220-2", "GV-220-2", "GV-220-2"]
            for k, part in enumerate(parts):
                rows = STOCK.where(part=part)
                _, best, lead = leaders(rows, lambda r: r[group], lambda r: r["quantity"], most)
                C.add(K, ti, variant(t.format(part=part), (ti + k) % 3), *ASK_ALL[(ti + k) % 6], DATE, "calculate",
                      STOCK.ids(held(lead)), rest(STOCK, rows), best)

    # 4. compare -------------------------------------------------------------------------------
    K = C.kind("compare", [
        ("en", "Does {c1} have more GV-220-2 than {c2}?", "stock"),
        ("fr", "{c1} a-t-il plus de GV-220-2 en stock que {c2} ?", "stock"),
        ("en", "Did {m1} have more service calls than {m2} in 2026?", "calls-market"),
        ("fr", "{M1} a-t-elle eu plus d'interventions que {M2} ?", "calls-market"),
        ("en", "Did the {p1} have more service calls than the {p2}?", "calls-product"),
        ("en", "Did the {c1} installer have more service calls than the {c2} installer?", "calls-installer"),
        ("en", "Did {m1} log more service hours than {m2}?", "hours-market"),
        ("en", "Did {c1} log more hours than {c2} this year?", "hours-installer"),
    ])
    PRODUCTS = ["B-24", "B-30", "HP-8", "HP-12"]
    for ti, (lang, t, what) in K:
        if what == "stock":
            pairs = [("Kraków", "Lyon"), ("Lyon", "Kraków"), ("Krakow", "Lyon"), ("Lyon", "Krakow")]
            for k, (c1, c2) in enumerate(pairs):
                a = STOCK.where(installer=BY_CITY.get(c1, "KRK"), part="GV-220-2")
                b = STOCK.where(installer=BY_CITY.get(c2, "KRK"), part="GV-220-2")
                C.add(K, ti, variant(t.format(c1=c1, c2=c2), k % 3), *ASK_ALL[(ti + k) % 6], DATE, "calculate",
                      STOCK.ids(a + b), rest(STOCK, a + b), verdict=verdict(a[0]["quantity"] > b[0]["quantity"]))
        elif what in ("calls-market", "hours-market"):
            for k, (m1, m2) in enumerate([("PL", "FR"), ("FR", "PL"), ("PL", "FR"), ("FR", "PL")]):
                a, b = calls(market=m1), calls(market=m2)
                if what == "calls-market":
                    res = len(a) > len(b)
                else:
                    res = sum(r["hours"] for r in a) > sum(r["hours"] for r in b)
                q = t.format(m1=MNAME[m1], m2=MNAME[m2], M1=MFR_SUBJ[m1], M2=MFR_OBJ[m1])
                C.add(K, ti, variant(q, k % 3), *ASK_CALLS[(ti + k) % 4], DATE, "calculate", CALLS.ids(a + b),
                      rest(CALLS, a + b), verdict=verdict(res))
        elif what == "calls-product":
            pairs = [(a, b) for a in PRODUCTS for b in PRODUCTS if a != b]
            for k, (p1, p2) in enumerate(pairs[::2]):
                a, b = calls(product=p1), calls(product=p2)
                C.add(K, ti, variant(t.format(p1=p1, p2=p2), k % 3), *ASK_CALLS[(ti + k) % 4], DATE, "calculate",
                      CALLS.ids(a + b), rest(CALLS, a + b), verdict=verdict(len(a) > len(b)))
        else:
            keys = list(CITY)
            pairs = [(a, b) for a in keys for b in keys if a != b]
            for k, (d1, d2) in enumerate(pairs[ti % 4::4][:6]):
                a, b = calls(installer=d1), calls(installer=d2)
                if what == "calls-installer":
                    res = len(a) > len(b)
                else:
                    res = sum(r["hours"] for r in a) > sum(r["hours"] for r in b)
                C.add(K, ti, variant(t.format(c1=CITY[d1], c2=CITY[d2]), k % 3), *ASK_CALLS[(ti + k) % 4], DATE,
                      "calculate", CALLS.ids(a + b), rest(CALLS, a + b), verdict=verdict(res))

    # 6. unknown-name --------------------------------------------------------------------------
    K = C.kind("unknown-name", [
        ("en", "How many installers in {x}?", "inst-count", ["Berlin", "Marseille", "Germany"]),
        ("en", "List the installers in {x}", "inst-list", ["Spain", "Wroclaw", "Bordeaux"]),
        ("fr", "Combien d'installateurs à {x} ?", "inst-count", ["Marseille", "Bordeaux", "Poznan"]),
        ("en", "How many service calls for the {x}?", "calls-count", ["B-28", "HP-16", "Condens 40"]),
        ("en", "Total stock of GV-220-2 in {x}", "stock-sum", ["Germany", "Spain", "Berlin"]),
        ("en", "Which installers have {x} in stock?", "stock-list", ["GV-999-1", "FS-190-4", "PC-100-1"]),
        ("en", "List the service calls in {x}", "calls-list", ["Berlin", "Marseille", "Germany"]),
        ("fr", "Combien d'interventions pour la {x} ?", "calls-count", ["B-28", "HP-16", "chaudière Condens 40"]),
    ])
    for ti, (lang, t, what, names) in K:
        for k, x in enumerate(names):
            q = variant(t.format(x=x), (ti + k) % 3)
            if what.startswith("inst"):
                asker, rows, tab = ASK_ALL[(ti + k) % 6], INST.rows, INST
            elif what.startswith("calls"):
                asker, rows, tab = ASK_CALLS[(ti + k) % 4], CALLS.rows, CALLS
            elif what == "stock-sum":
                asker, rows, tab = ASK_ALL[(ti + k) % 6], held(GV2), STOCK
            else:
                asker, rows, tab = ASK_ALL[(ti + k) % 6], held(STOCK.rows), STOCK
            if what.endswith("list"):
                C.add(K, ti, q, *asker, DATE, "list", [], tab.ids(rows))
            else:
                C.add(K, ti, q, *asker, DATE, "calculate", [], [], None)

    # 7. serial-loose --------------------------------------------------------------------------
    SERIALS = [("25K", "02000"), ("25K", "01000"), ("25K", "04999"), ("25K", "03310"),
               ("25K", "05000"), ("25K", "00999"), ("24K", "02000"), ("26K", "01500")]

    def affected_cal(a, b):
        s = a + b
        return "25K01000" <= s <= "25K04999"

    K = C.kind("serial-loose", [
        ("en", "Is serial {s} affected by the gas valve recall?"),
        ("en", "is boiler {s} part of the recall"),
        ("en", "{s} recalled?"),
        ("fr", "La chaudière {s} est-elle concernée par le rappel ?"),
        ("fr", "numéro de série {s} rappel vanne gaz ?"),
        ("en", "does the valve recall apply to serial number {s}"),
        ("en", "customer boiler {s}, does the valve need replacing?"),
        ("fr", "le numéro {s} est-il rappelé ?"),
    ])
    for ti, (lang, t) in K:
        for k, (a, b) in enumerate(SERIALS):
            if (ti + k) % 2 and k > 3:
                continue
            form = [f"{a.lower()}{b}", f"{a.lower()} {b}", f"{a}{b}", f"{a.lower()}{b}"][(ti + k) % 4]
            q = variant(t.format(s=form), (ti + 2 * k) % 3)
            C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "follow", ["RECALL-2026-03#1"], [],
                  verdict=verdict(affected_cal(a, b)))

    # 8. bare-number: the product codes B-24, B-30, HP-8, HP-12 hold each number once ----------
    PAIRS = {"B-24": "B-30", "B-30": "B-24", "HP-8": "HP-12", "HP-12": "HP-8"}
    SPEC = {"B-24": "SPEC-B24-R2", "B-30": "SPEC-B30-R1", "HP-8": "SPEC-HP8-R1", "HP-12": "SPEC-HP12-R1"}
    BARE = {"B-24": "24", "B-30": "30", "HP-8": "8", "HP-12": "12"}
    K = C.kind("bare-number", [
        ("en", "What is the heat output of the {n}?", 1, ["B-24", "B-30"]),
        ("en", "which gas valve does the {n} use", 2, ["B-24", "B-30"]),
        ("en", "fan assembly of the {n}", 3, ["B-24", "B-30"]),
        ("fr", "Quelle est la puissance en kW de la {n} ?", 1, ["B-24", "B-30"]),
        ("fr", "quel ventilateur sur la {n}", 3, ["B-24", "B-30"]),
        ("en", "How much refrigerant does the {n} hold?", 2, ["HP-8", "HP-12"]),
        ("en", "what is the COP of the {n} heat pump", 1, ["HP-8", "HP-12"]),
        ("en", "which pump controller is in the {n} heat pump?", 3, ["HP-8", "HP-12"]),
        ("fr", "Charge de fluide frigorigène de la pompe à chaleur {n} ?", 2, ["HP-8", "HP-12"]),
        ("en", "How many service calls for the {n} this year?", "calls", ["B-24", "B-30", "HP-8"]),
        ("fr", "Combien d'interventions sur la {n} ?", "calls", ["B-24", "HP-8", "B-30"]),
    ])
    for ti, (lang, t, sec, prods) in K:
        for k, p in enumerate(prods):
            for j in range(2 if sec != "calls" else 1):
                q = variant(t.format(n=BARE[p]), (ti + k + j) % 3)
                if sec == "calls":
                    rows = calls(product=p)
                    C.add(K, ti, q, *ASK_CALLS[(ti + k) % 4], DATE, "calculate", CALLS.ids(rows), rest(CALLS, rows), len(rows))
                else:
                    C.add(K, ti, q, *ASK_ALL[(ti + 2 * k + j) % 6], DATE, "search", [f"{SPEC[p]}#{sec}"],
                          [f"{SPEC[PAIRS[p]]}#{sec}"])

    # 9. measure-vs-count ----------------------------------------------------------------------
    K = C.kind("measure-vs-count", [
        ("en", "How many service calls for the {p}?", "count"),
        ("en", "How many hours were spent on {p} service calls?", "sum"),
        ("en", "Total hours of the {p} service calls", "sum"),
        ("en", "Total number of service calls for the {p}", "count"),
        ("fr", "Combien d'heures d'intervention sur la {p} ?", "sum"),
        ("fr", "Combien d'interventions sur la {p} ?", "count"),
        ("en", "How many service calls took more than {n} hours?", "count-above"),
        ("en", "How many {part} are in stock?", "stock-sum"),
        ("en", "How many installers have {part} in stock?", "stock-count"),
        ("en", "Average labour per {p} service call", "avg"),
    ])
    for ti, (lang, t, what) in K:
        if what in ("count", "sum", "avg"):
            for k, p in enumerate(PRODUCTS):
                rows = calls(product=p)
                val = len(rows) if what == "count" else aggregate(rows, "hours", what)[0]
                C.add(K, ti, variant(t.format(p=p), (ti + k) % 3), *ASK_CALLS[(ti + k) % 4], DATE, "calculate",
                      CALLS.ids(rows), rest(CALLS, rows), val)
        elif what == "count-above":
            for k, n in enumerate(["2", "1.5", "1.2"]):
                rows = [r for r in CALLS.rows if r["hours"] > float(n)]
                C.add(K, ti, variant(t.format(n=n), k % 3), *ASK_CALLS[(ti + k) % 4], DATE, "calculate",
                      CALLS.ids(rows), rest(CALLS, rows), len(rows))
        else:
            for k, part in enumerate(["GV-220-2", "GV-220-1", "FS-180-2", "PC-450-3"]):
                rows = STOCK.where(part=part)
                q = variant(t.format(part=part), (ti + k) % 3)
                if what == "stock-sum":
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "calculate", STOCK.ids(held(rows)),
                          rest(STOCK, rows), sum(r["quantity"] for r in rows))
                else:
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "calculate", STOCK.ids(held(rows)),
                          rest(STOCK, rows) + STOCK.ids(zero(rows)), len(held(rows)))
    return C


# =============================================================================================
# tramonta: tests/corpora/tramonta


def tramonta():
    C = Corpus("tramonta", "tests/corpora/tramonta", "tests/corpora/tramonta/kinds.jsonl")
    DEALERS, STOCK, CLAIMS, SALES = C.tables["DEALERS"], C.tables["STOCK"], C.tables["CLAIMS"], C.tables["SALES"]
    DATE = "2026-11-20"
    ASK_ALL = [("service", "IT"), ("sales", "AT"), ("manager", "ES"), ("service", "AT"), ("sales", "ES"), ("manager", "IT")]
    ASK_CLAIMS = [("service", "ES"), ("manager", "IT"), ("service", "AT"), ("manager", "ES"), ("service", "IT"), ("manager", "AT")]
    ASK_SALES = [("sales", "IT"), ("manager", "AT"), ("sales", "ES"), ("manager", "IT"), ("sales", "AT"), ("manager", "ES")]
    MNAME = {"IT": "Italy", "AT": "Austria", "ES": "Spain"}
    MES = {"IT": "Italia", "AT": "Austria", "ES": "España"}
    CITY = {r["key"]: r["city"] for r in DEALERS.rows}          # Milano, Roma, Napoli, Wien, ...
    CITY_EN = dict(CITY, MIL="Milan", VIE="Vienna")
    CITY_ES = dict(CITY, VIE="Viena")
    MARKET_OF = {r["key"]: r["market"] for r in DEALERS.rows}
    PRODUCTS = ["TR-260", "TR-390", "GR-75", "FX-12"]
    PARTS = ["PV-2201-B", "HE-3300-B", "GK-0750-A"]
    held = lambda rows: [r for r in rows if r["quantity"] > 0]
    zero = lambda rows: [r for r in rows if r["quantity"] == 0]
    rec = doc_text(C.dir, "REC-2026-04")
    bol = doc_text(C.dir, "BOL-ES-2026-07")
    assert "from\nK24A-03001 to K24A-04800" in rec or "from K24A-03001 to K24A-04800" in rec
    assert "M25B-00100 y M25B-00950" in bol

    def quarter(r):
        y, m, _ = r["quarter_start"].split("-")
        return (int(y), (int(m) - 1) // 3 + 1)

    Y26 = {(2026, q) for q in (1, 2, 3, 4)}
    Y25 = {(2025, 3), (2025, 4)}
    PER_EN = [("this year", Y26), ("in 2026", Y26), ("in 2025", Y25), ("in Q4 2025", {(2025, 4)}),
              ("last quarter", {(2026, 3)}), ("in Q2", {(2026, 2)}), ("in the second half of 2025", Y25),
              ("in the first half of 2026", {(2026, 1), (2026, 2)})]
    PER_ES = [("este año", Y26), ("en 2026", Y26), ("en 2025", Y25), ("en el cuarto trimestre de 2025", {(2025, 4)}),
              ("el trimestre pasado", {(2026, 3)}), ("en el segundo trimestre", {(2026, 2)}),
              ("en el primer semestre de 2026", {(2026, 1), (2026, 2)})]

    def stock_of(dealer=None, part=None, market=None):
        return [r for r in STOCK.rows if (dealer is None or r["dealer"] == dealer) and (part is None or r["part"] == part)
                and (market is None or MARKET_OF[r["dealer"]] == market)]

    def claims(pred=None, **eq):
        return CLAIMS.where(pred, **eq)

    def y2026(r):
        return r["date"].startswith("2026")

    def rest(tab, rows):
        return tab.ids([r for r in tab.rows if r not in rows])

    # 1. code-as-word --------------------------------------------------------------------------
    K = C.kind("code-as-word", [
        ("en", "Is it certified for descaling, the {city} dealer?", "cert-one"),
        ("en", "{city} workshop: is it descaling certified?", "cert-one"),
        ("en", "How many claims at the {city} dealer in 2026?", "claims-dealer-2026"),
        ("en", "What is in stock at the {city} workshop?", "stock-dealer"),
        ("en", "How many {p} were sold at the {city} dealer in 2026?", "sales-dealer"),
        ("es", "¿Es el distribuidor de {city} certificado en descalcificación?", "cert-one"),
        ("es", "¿Cuál es el stock de {part} en {city}?", "stock-dealer-part"),
        ("es", "¿Cuál es el total de ventas de {p} en {mname} en 2026?", "sales-market-name"),
        ("es", "¿Cuántas reclamaciones tiene el taller de {city}? Es urgente.", "claims-dealer"),
        ("en", "At the {city} dealer, how many open claims are there?", "claims-dealer-open"),
        ("en", "It's for a customer: is {part} in stock at the {city} workshop?", "stock-yesno"),
        ("en", "List the dealers in {M}", "dealers-M"),
        ("en", "How many dealers in {M} are descaling certified?", "cert-count-M"),
        ("en", "Stock of PV-2201-B in {M}", "stock-M"),
        ("en", "Total sales of the {p} in {M} in 2026", "sales-M"),
        ("en", "How many claims in {M} this year?", "claims-M"),
        ("es", "distribuidores en {M}", "dealers-M"),
        ("es", "¿Cuántas reclamaciones en {M} en 2026?", "claims-M"),
    ])
    KEYS = list(CITY)
    for ti, (lang, t, what) in K:
        names = CITY_EN if lang == "en" else CITY_ES
        keep = ("IT", "AT", "ES") if "{M}" in t else ()
        if "{M}" in t:
            for k, M in enumerate(["IT", "AT", "ES"]):
                q = variant(t.format(M=M, p=PRODUCTS[(ti + k) % 4]), (ti + k) % 3, keep)
                p = PRODUCTS[(ti + k) % 4]
                if what == "dealers-M":
                    rows = DEALERS.where(market=M)
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "list", DEALERS.ids(rows), rest(DEALERS, rows))
                elif what == "cert-count-M":
                    rows = DEALERS.where(market=M, descaling_certified="yes")
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "calculate", DEALERS.ids(rows), rest(DEALERS, rows), len(rows))
                elif what == "stock-M":
                    rows = stock_of(part="PV-2201-B", market=M)
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "list", STOCK.ids(held(rows)),
                          STOCK.ids([r for r in stock_of(part="PV-2201-B") if r not in rows]))
                elif what == "sales-M":
                    rows = [r for r in SALES.rows if r["market"] == M and r["product"] == p and quarter(r) in Y26]
                    C.add(K, ti, q, *ASK_SALES[(ti + k) % 6], DATE, "calculate", SALES.ids(rows), rest(SALES, rows),
                          sum(r["units"] for r in rows))
                elif what == "claims-M":
                    rows = claims(lambda r: y2026(r), market=M)
                    C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 6], DATE, "calculate", CLAIMS.ids(rows), rest(CLAIMS, rows), len(rows))
            continue
        # the word: dealers of every market, those of the word's market too (a control).
        chosen = KEYS[ti % 2::2] if what != "sales-market-name" else ["IT", "AT", "IT", "AT"]
        for k, key in enumerate(chosen):
            q_v = (ti + k) % 3
            if what == "cert-one":
                row = DEALERS.where(key=key)
                q = variant(t.format(city=names[key]), q_v)
                C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "list", DEALERS.ids(row), rest(DEALERS, row),
                      verdict=verdict(row[0]["descaling_certified"] == "yes"))
            elif what in ("claims-dealer-2026", "claims-dealer", "claims-dealer-open"):
                pred = {"claims-dealer-2026": y2026, "claims-dealer": None,
                        "claims-dealer-open": lambda r: r["status"] == "open"}[what]
                rows = claims(pred, dealer=key)
                q = variant(t.format(city=names[key]), q_v)
                C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 6], DATE, "calculate", CLAIMS.ids(rows), rest(CLAIMS, rows), len(rows))
            elif what == "stock-dealer":
                rows = stock_of(dealer=key)
                q = variant(t.format(city=names[key]), q_v)
                C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "list", STOCK.ids(held(rows)),
                      STOCK.ids([r for r in STOCK.rows if r not in rows]))
            elif what == "sales-dealer":
                p = PRODUCTS[(ti + k) % 4]
                rows = [r for r in SALES.rows if r["dealer"] == key and r["product"] == p and quarter(r) in Y26]
                q = variant(t.format(city=names[key], p=p), q_v)
                C.add(K, ti, q, *ASK_SALES[(ti + k) % 6], DATE, "calculate", SALES.ids(rows), rest(SALES, rows),
                      sum(r["units"] for r in rows))
            elif what in ("stock-dealer-part", "stock-yesno"):
                cands = [(key, p) for p in PARTS if stock_of(dealer=key, part=p)]
                if not cands:
                    continue
                _, part = cands[k % len(cands)]
                rows = stock_of(dealer=key, part=part)
                q = variant(t.format(city=names[key], part=part), q_v)
                others = [r for r in stock_of(part=part) if r not in rows]
                if what == "stock-dealer-part":
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "list", STOCK.ids(held(rows)), STOCK.ids(others))
                else:
                    C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "list", STOCK.ids(held(rows)), STOCK.ids(others),
                          verdict=verdict(rows[0]["quantity"] > 0))
            elif what == "sales-market-name":
                M = key
                p = PRODUCTS[k]
                rows = [r for r in SALES.rows if r["market"] == M and r["product"] == p and quarter(r) in Y26]
                q = variant(t.format(p=p, mname=MES[M]), q_v)
                C.add(K, ti, q, *ASK_SALES[(ti + k) % 6], DATE, "calculate", SALES.ids(rows), rest(SALES, rows),
                      sum(r["units"] for r in rows))

    # 2. negation ------------------------------------------------------------------------------
    K = C.kind("negation", [
        ("en", "Which dealers are not descaling certified?", "flag", None),
        ("en", "List the dealers in {m} that are not certified for descaling", "flag", "m"),
        ("es", "¿Qué distribuidores no están certificados para descalcificación?", "flag", None),
        ("es", "distribuidores de {mes} sin certificación de descalcificación", "flag", "m"),
        ("en", "How many dealers are not descaling certified?", "flag-count", None),
        ("es", "¿Cuántos talleres de {mes} no están certificados?", "flag-count", "m"),
        ("en", "Which dealers have no stock of {part}?", "none", None),
        ("es", "¿Qué distribuidores no tienen {part} en stock?", "none", None),
        ("es", "talleres sin stock de {part}", "none", None),
        ("en", "Which dealers in {m} have no {part}?", "none", "m"),
        ("en", "How many dealers have no {part} in stock?", "none-count", None),
        ("en", "dealers without {part}", "none", None),
        ("es", "¿Cuántos distribuidores no tienen existencias de {part}?", "none-count", None),
    ])
    for ti, (lang, t, what, slot) in K:
        if what.startswith("flag"):
            fills = [(None, None)] * 3 if slot is None else [(M, None) for M in ("IT", "AT", "ES")]
        elif slot is None:
            fills = [(None, p) for p in PARTS]
        else:
            fills = [(M, "PV-2201-B") for M in ("IT", "AT", "ES")] + [("ES", "HE-3300-B")]
        for k, (M, part) in enumerate(fills):
            q = variant(t.format(m=MNAME.get(M, ""), mes=MES.get(M, ""), part=part), (ti + k) % 3)
            asker = ASK_ALL[(ti + 2 * k) % 6]
            if what.startswith("flag"):
                scope = DEALERS.rows if M is None else DEALERS.where(market=M)
                want = [r for r in scope if r["descaling_certified"] == "no"]
                if what == "flag":
                    C.add(K, ti, q, *asker, DATE, "list", DEALERS.ids(want), rest(DEALERS, want))
                else:
                    C.add(K, ti, q, *asker, DATE, "calculate", DEALERS.ids(want), rest(DEALERS, want), len(want))
            else:
                scope = stock_of(part=part, market=M)
                want = zero(scope)
                never = [r for r in STOCK.rows if r not in want]
                if what == "none":
                    C.add(K, ti, q, *asker, DATE, "list", STOCK.ids(want), STOCK.ids(never))
                else:
                    C.add(K, ti, q, *asker, DATE, "calculate", STOCK.ids(want), STOCK.ids(never), len(want))

    # 3. group-total: SALES has a dealer column: "who" is a dealer ------------------------------
    K = C.kind("group-total", [
        ("en", "Who sold the most {p} {t}?", "dealer", True),
        ("en", "Which dealer sold the most {p} {t}?", "dealer", True),
        ("en", "Which dealer sold the fewest {p} {t}?", "dealer", False),
        ("en", "Which market sold the most {p} {t}?", "market", True),
        ("en", "Which market sold the least {p} {t}?", "market", False),
        ("es", "¿Quién vendió más {p} {t}?", "dealer", True),
        ("es", "¿Qué distribuidor vendió menos {p} {t}?", "dealer", False),
        ("es", "¿Qué mercado vendió más {p} {t}?", "market", True),
        ("es", "quien vendio mas {p} {t}", "dealer", True),
        ("en", "which dealer had the highest sales of the {p} {t}", "dealer", True),
    ])
    for ti, (lang, t, group, most) in K:
        periods = PER_EN if lang == "en" else PER_ES
        n = 0
        for k, (phrase, per) in enumerate(periods):
            for j, p in enumerate(PRODUCTS):
                if (k + j + ti) % 5:
                    continue
                n += 1
                rows = [r for r in SALES.rows if r["product"] == p and quarter(r) in per]
                _, best, lead = leaders(rows, lambda r: r[group], lambda r: r["units"], most)
                outside = [r for r in SALES.rows if r not in rows]
                # must_not: the leaders' rows of other periods and of other products.
                lead_groups = {r[group] for r in lead}
                must_not = [r for r in outside if r[group] in lead_groups]
                C.add(K, ti, variant(t.format(p=p, t=phrase), n % 3), *ASK_SALES[(ti + n) % 6], DATE, "calculate",
                      SALES.ids(lead), SALES.ids(must_not), best)

    # 4. compare -------------------------------------------------------------------------------
    K = C.kind("compare", [
        ("en", "Did {m1} sell more {p} than {m2} {t}?", "sales-market", "more"),
        ("es", "¿Vendió {e1} más {p} que {e2} {t}?", "sales-market", "more"),
        ("en", "Did the {c1} dealer sell more {p} than the {c2} dealer {t}?", "sales-dealer", "more"),
        ("es", "¿Vendió el taller de {c1} menos {p} que el de {c2} {t}?", "sales-dealer", "less"),
        ("en", "Does {c1} have more {part} than {c2}?", "stock", "more"),
        ("es", "¿Tiene {c1} más {part} que {c2}?", "stock", "more"),
        ("en", "Did the {c1} dealer have more claims than the {c2} dealer in 2026?", "claims-dealer", "more"),
        ("es", "¿Tuvo {e1} más reclamaciones que {e2} en 2026?", "claims-market", "more"),
    ])
    for ti, (lang, t, what, cmp) in K:
        periods = PER_EN if lang == "en" else PER_ES
        names = CITY_EN if lang == "en" else CITY_ES
        if what.startswith("sales"):
            n = 0
            for k, (phrase, per) in enumerate(periods[:6]):
                for j, p in enumerate(PRODUCTS):
                    if (k + j + ti) % 3:
                        continue
                    n += 1
                    if what == "sales-market":
                        g1, g2 = [("IT", "ES"), ("AT", "IT"), ("ES", "AT"), ("ES", "IT")][n % 4]
                        col = "market"
                    else:
                        g1, g2 = [("MAD", "MIL"), ("VIE", "GRZ"), ("BCN", "ROM"), ("NAP", "VLC"), ("MIL", "ROM")][n % 5]
                        col = "dealer"
                    a = [r for r in SALES.rows if r["product"] == p and r[col] == g1 and quarter(r) in per]
                    b = [r for r in SALES.rows if r["product"] == p and r[col] == g2 and quarter(r) in per]
                    ta, tb = sum(r["units"] for r in a), sum(r["units"] for r in b)
                    q = t.format(m1=MNAME.get(g1), m2=MNAME.get(g2), e1=MES.get(g1), e2=MES.get(g2),
                                 c1=names.get(g1), c2=names.get(g2), p=p, t=phrase)
                    C.add(K, ti, variant(q, n % 3), *ASK_SALES[(ti + n) % 6], DATE, "calculate", SALES.ids(a + b),
                          SALES.ids([r for r in SALES.rows if r not in a + b and r[col] in (g1, g2)]),
                          verdict=verdict(ta > tb if cmp == "more" else ta < tb))
        elif what == "stock":
            n = 0
            for part in PARTS:
                nz = [r["dealer"] for r in held(stock_of(part=part))]
                pairs = [(a, b) for a in nz for b in nz if a != b]
                for k, (d1, d2) in enumerate(pairs[ti % 3::5][:3]):
                    n += 1
                    a, b = stock_of(dealer=d1, part=part), stock_of(dealer=d2, part=part)
                    q = variant(t.format(c1=names[d1], c2=names[d2], part=part), n % 3)
                    C.add(K, ti, q, *ASK_ALL[(ti + n) % 6], DATE, "calculate", STOCK.ids(a + b),
                          STOCK.ids([r for r in stock_of(part=part) if r not in a + b]),
                          verdict=verdict(a[0]["quantity"] > b[0]["quantity"]))
        elif what == "claims-dealer":
            pairs = [(a, b) for a in KEYS for b in KEYS if a != b]
            for k, (d1, d2) in enumerate(pairs[ti % 5::6][:9]):
                a, b = claims(y2026, dealer=d1), claims(y2026, dealer=d2)
                q = variant(t.format(c1=names[d1], c2=names[d2]), k % 3)
                C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 6], DATE, "calculate", CLAIMS.ids(a + b),
                      rest(CLAIMS, a + b), verdict=verdict(len(a) > len(b)))
        else:
            pairs = [(a, b) for a in ("IT", "AT", "ES") for b in ("IT", "AT", "ES") if a != b]
            for k, (m1, m2) in enumerate(pairs):
                a, b = claims(y2026, market=m1), claims(y2026, market=m2)
                q = variant(t.format(e1=MES[m1], e2=MES[m2]), k % 3)
                C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 6], DATE, "calculate", CLAIMS.ids(a + b),
                      rest(CLAIMS, a + b), verdict=verdict(len(a) > len(b)))

    # 5. blank-measure -------------------------------------------------------------------------
    OPS_EN = {"avg": "average", "min": "lowest", "max": "highest", "sum": "total"}
    OPS_ES = {"avg": "promedio de", "min": "mínimo de", "max": "máximo de", "sum": "total de"}
    MEAS_EN = {"labour_hours": "labour hours", "boiler_cycles": "boiler cycles"}
    MEAS_ES = {"labour_hours": "horas de mano de obra", "boiler_cycles": "ciclos de caldera"}
    FILTERS = [
        ("on {p} claims", "de las reclamaciones de la {p}", "product"),
        ("in {m}", "en {mes}", "market"),
        ("on open claims", "de las reclamaciones abiertas", "open"),
        ("on rejected claims", "de las reclamaciones rechazadas", "rejected"),
        ("on claims of the {city} dealer", "de las reclamaciones del taller de {city}", "dealer"),
        ("on {p} claims in 2026", "de las reclamaciones de la {p} en 2026", "product-2026"),
    ]
    K = C.kind("blank-measure", [
        ("en", "What is the {op} {meas} {f}?"),
        ("en", "{op} {meas} {f}"),
        ("es", "¿Cuál es el {op} {meas} {f}?"),
        ("es", "{op} {meas} {f}"),
        ("en", "{op} {meas} {f} please"),
    ])
    n = 0
    for ti, (lang, t) in K:
        for k, (fen, fes, slot) in enumerate(FILTERS):
            for j, (op, meas) in enumerate([("avg", "labour_hours"), ("max", "boiler_cycles"), ("min", "labour_hours"),
                                            ("sum", "labour_hours"), ("avg", "boiler_cycles"), ("min", "boiler_cycles")]):
                if (ti + k + j) % 3:
                    continue
                n += 1
                p = ["GR-75", "FX-12", "TR-390", "TR-260"][(k + j) % 4]
                M = ["AT", "IT", "ES"][(ti + j) % 3]
                d = ["ROM", "GRZ", "MAD", "BCN", "MIL"][(ti + j) % 5]
                if slot == "product":
                    rows = claims(product=p)
                elif slot == "product-2026":
                    rows = claims(y2026, product=p)
                elif slot == "market":
                    rows = claims(market=M)
                elif slot in ("open", "rejected"):
                    rows = claims(status="open" if slot == "open" else "rejected")
                else:
                    rows = claims(dealer=d)
                val, holders = aggregate(rows, meas, op)
                filt = (fen if lang == "en" else fes).format(p=p, m=MNAME[M], mes=MES[M],
                                                             city=(CITY_EN if lang == "en" else CITY_ES)[d])
                ops = OPS_EN if lang == "en" else OPS_ES
                q = t.format(op=ops[op], meas=(MEAS_EN if lang == "en" else MEAS_ES)[meas], f=filt)
                q = q[0].upper() + q[1:]
                never = rest(CLAIMS, rows)
                C.add(K, ti, variant(q, n % 3), *ASK_CLAIMS[n % 6], DATE, "calculate", CLAIMS.ids(holders), never, val)

    # 6. unknown-name --------------------------------------------------------------------------
    K = C.kind("unknown-name", [
        ("en", "How many dealers in {x}?", "dealers-count", ["Lisbon", "Porto", "Munich"]),
        ("en", "How many claims for the {x}?", "claims-count", ["TR-450", "GR-90", "FX-20"]),
        ("es", "total ventas en {x} en 2026", "sales-sum", ["Portugal", "Francia", "Sevilla"]),
        ("en", "Stock of PV-2201-B in {x}", "stock-list", ["Sevilla", "Linz", "Torino"]),
        ("es", "¿Cuántos distribuidores hay en {x}?", "dealers-count", ["Portugal", "Bilbao", "Zaragoza"]),
        ("en", "List the claims in {x}", "claims-list", ["France", "Portugal", "Genova"]),
        ("es", "reclamaciones de la {x} este año", "claims-list", ["TR-450", "GR-90", "TR-500"]),
        ("en", "Which dealers have {x} in stock?", "stock-list-all", ["PV-2209-C", "HE-9900-A", "GK-0990-B"]),
        ("en", "How many units did we sell in {x} in 2026?", "sales-sum", ["France", "Germany", "Lisbon"]),
    ])
    for ti, (lang, t, what, names) in K:
        for k, x in enumerate(names):
            q = variant(t.format(x=x), (ti + k) % 3)
            if what.startswith("dealers"):
                asker, rows, tab = ASK_ALL[(ti + k) % 6], DEALERS.rows, DEALERS
            elif what.startswith("claims"):
                asker, tab = ASK_CLAIMS[(ti + k) % 6], CLAIMS
                rows = claims(y2026) if "este año" in t else CLAIMS.rows
            elif what.startswith("sales"):
                asker, rows, tab = ASK_SALES[(ti + k) % 6], [r for r in SALES.rows if quarter(r) in Y26], SALES
            elif what == "stock-list":
                asker, rows, tab = ASK_ALL[(ti + k) % 6], held(stock_of(part="PV-2201-B")), STOCK
            else:
                asker, rows, tab = ASK_ALL[(ti + k) % 6], held(STOCK.rows), STOCK
            if what.endswith("list") or what.endswith("list-all"):
                C.add(K, ti, q, *asker, DATE, "list", [], tab.ids(rows))
            else:
                C.add(K, ti, q, *asker, DATE, "calculate", [], [], None)

    # 7. serial-loose --------------------------------------------------------------------------
    def in_range(s, lo, hi):
        return len(s) == len(lo) and lo <= s <= hi

    SERIALS = [("K24A", "03318"), ("K24A", "03001"), ("K24A", "04800"), ("K24A", "04801"), ("K24A", "02999"),
               ("K25A", "03500"), ("K24B", "03500"), ("K24A", "04123"), ("M25B", "00420"), ("M25B", "00950"),
               ("M25B", "00951"), ("M25B", "00099")]
    ASK_SERIAL = [("service", "IT"), ("service", "ES"), ("manager", "AT"), ("service", "AT"), ("manager", "ES"), ("manager", "IT")]
    # "recall" templates name the valve recall REC-2026-04 only: the M25B serials of the Spanish
    # heating-element bulletin (a service bulletin, no recall) are asked in the generic ones.
    K = C.kind("serial-loose", [
        ("en", "is serial {s} affected?", False),
        ("en", "machine {s}, is it part of the recall?", True),
        ("es", "¿la máquina {s} está afectada?", False),
        ("es", "número de serie {s} afectado?", False),
        ("en", "{s} recall?", True),
        ("en", "does {s} need a new valve or element under the bulletin?", False),
        ("es", "la cafetera con serie {s} entra en la retirada?", True),
        ("en", "check serial {s} against the service bulletins", False),
        ("es", "¿está afectada por algún boletín la máquina {s}?", False),
    ])
    for ti, (lang, t, recall_only) in K:
        for k, (a, b) in enumerate(SERIALS):
            if recall_only and a.startswith("M25B"):
                continue
            if (ti + k) % 2 and k not in (0, 8) and not (a.startswith("M25B") and not recall_only):
                continue
            form = [f"{a.lower()} {b}", f"{a}{b}", f"{a.lower()}{b}", f"{a.lower()}-{b}"][(ti + k) % 4]
            persona, market = ASK_SERIAL[(ti + k) % 6]
            s = f"{a}-{b}"
            if a.startswith("M25B"):
                applies = market == "ES"      # the bulletin is for Spain only
                yes = applies and in_range(s, "M25B-00100", "M25B-00950")
                must = ["BOL-ES-2026-07#2"] if applies else []
                must_not = [] if applies else ["BOL-ES-2026-07#2"]
            else:
                yes = in_range(s, "K24A-03001", "K24A-04800")
                must, must_not = ["REC-2026-04#2"], []
            q = variant(t.format(s=form), (ti + 2 * k) % 3)
            C.add(K, ti, q, persona, market, DATE, "follow", must, must_not, verdict=verdict(yes))

    # 8. bare-number: "260" and "390" are the TR-260's and TR-390's aliases ---------------------
    SPEC = {"TR-260": "SPEC-TR260", "TR-390": "SPEC-TR390"}
    OTHER = {"TR-260": "TR-390", "TR-390": "TR-260"}
    BARE = {"TR-260": "260", "TR-390": "390"}
    K = C.kind("bare-number", [
        ("en", "boiler capacity of the {n}", 2),
        ("en", "How much does the {n} weigh?", 5),
        ("en", "what power supply does the {n} need", 3),
        ("en", "How many drinks a day is the {n} rated for?", 1),
        ("en", "which heating element is in the {n}", 3),
        ("en", "water hardness limit for the {n} and is the filter mandatory", 4),
        ("es", "capacidad de la caldera de la {n}", 2),
        ("es", "¿cuánto pesa la {n}?", 5),
        ("es", "¿cuántas bebidas al día hace la {n}?", 1),
        ("en", "How many claims for the {n} in 2026?", "claims"),
        ("es", "total de ventas de la {n} en España en 2026", "sales"),
        ("en", "dimensions of the {n}", 5),
    ])
    for ti, (lang, t, sec) in K:
        for k, p in enumerate(["TR-260", "TR-390", "TR-390", "TR-260"]):
            q = variant(t.format(n=BARE[p]), (ti + [0, 1, 2, 1][k]) % 3)
            if sec == "claims":
                rows = claims(y2026, product=p)
                C.add(K, ti, q, *ASK_CLAIMS[(ti + k) % 6], DATE, "calculate", CLAIMS.ids(rows),
                      CLAIMS.ids([r for r in CLAIMS.rows if r["product"] == OTHER[p]]), len(rows))
            elif sec == "sales":
                rows = [r for r in SALES.rows if r["product"] == p and r["market"] == "ES" and quarter(r) in Y26]
                C.add(K, ti, q, *ASK_SALES[(ti + k) % 6], DATE, "calculate", SALES.ids(rows),
                      SALES.ids([r for r in SALES.rows if r["product"] == OTHER[p]]), sum(r["units"] for r in rows))
            else:
                C.add(K, ti, q, *ASK_ALL[(ti + k) % 6], DATE, "search", [f"{SPEC[p]}#{sec}"],
                      [f"{SPEC[OTHER[p]]}#{sec}"])

    # 9. measure-vs-count: CLAIMS has two measures (labour_hours, boiler_cycles) ---------------
    K = C.kind("measure-vs-count", [
        ("en", "How many claims for the {p}?", "count"),
        ("en", "How many labour hours on {p} claims?", "sum-hours"),
        ("en", "Total boiler cycles on {p} claims", "sum-cycles"),
        ("es", "¿Cuántas reclamaciones de la {p} hay?", "count"),
        ("es", "¿Cuántas horas de mano de obra en reclamaciones de la {p}?", "sum-hours"),
        ("en", "What is the average of the {p} claims?", "ambiguous"),
        ("en", "total for the {p} claims", "ambiguous"),
        ("es", "promedio de las reclamaciones de la {p}", "ambiguous"),
        ("en", "Total number of {p} claims", "count"),
        ("en", "How many claims took more than {n} hours?", "count-above"),
        ("es", "¿Cuántas reclamaciones de la {p} en 2026?", "count-2026"),
    ])
    for ti, (lang, t, what) in K:
        if what == "count-above":
            for k, n in enumerate(["2", "1.5", "0.5", "2.5"]):
                rows = [r for r in CLAIMS.rows if r["labour_hours"] is not None and r["labour_hours"] > float(n)]
                C.add(K, ti, variant(t.format(n=n), k % 3), *ASK_CLAIMS[(ti + k) % 6], DATE, "calculate",
                      CLAIMS.ids(rows), rest(CLAIMS, rows), len(rows))
            continue
        for k, p in enumerate(PRODUCTS):
            pred = y2026 if what == "count-2026" else None
            rows = claims(pred, product=p)
            q = variant(t.format(p=p), (ti + k) % 3)
            never = rest(CLAIMS, rows)
            asker = ASK_CLAIMS[(ti + k) % 6]
            if what.startswith("count"):
                C.add(K, ti, q, *asker, DATE, "calculate", CLAIMS.ids(rows), never, len(rows))
            elif what == "ambiguous":
                C.add(K, ti, q, *asker, DATE, "calculate", [], never, None)
            else:
                col = "labour_hours" if what == "sum-hours" else "boiler_cycles"
                val, holders = aggregate(rows, col, "sum")
                C.add(K, ti, q, *asker, DATE, "calculate", CLAIMS.ids(holders), never, val)
    return C


def main():
    for make in (atlas, calora, tramonta):
        make().write()


if __name__ == "__main__":
    main()
