#!/usr/bin/env python3
"""Second batch of probes, aimed at the kinds batch 1 found (truths from expected.py) -> probes2.jsonl"""
import json
from expected import *

D = "2026-12-01"
Y25, Y26 = year(2025), this_year()
S, E, M = "prodaja", "servis", "uprava"
P = []


def probe(id, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent":
        c["figure"] = figure
    if verdict:
        c["verdict"] = verdict
    c["kind"] = kind
    c["split"] = "heldout"
    if note:
        c["note"] = note
    P.append(c)


def ss(measure="units", **kw): return sales_sum(measure, **kw)
ALLCLAIMS = [f"CLAIMS#{r['key']}" for r in CLAIMS]
ALLDEALERS = [f"DEALERS#{k}" for k in DEALERS]
def dealers_list(markets=None, certified=None):
    ids = dealer_ids(markets, certified)
    return ids, [i for i in ALLDEALERS if i not in ids]
def not_status(markets, st):
    return [r for r in claim_rows(markets=markets) if r["status"] not in [fold(s) for s in st]]

# ---------------------------------------------------------------- unexplained words in a count (p67's kind)
probe("q01", E, "HR", "koliko reklamacija za OB-60 zbog vibracija", "calculate", figure=None, kind="unknown-fault",
      note=f"no fault 'vibracije'; all OB-60 claims = {claim_count(products=['OB-60'])}")
probe("q02", E, "RS", "koliko reklamacija je odbijeno u Srbiji", "calculate", figure=None, kind="unknown-status",
      note=f"no status 'odbijeno'; all RS = {claim_count(markets=['RS'])}")
probe("q03", E, "GR", "πόσες απαιτήσεις απορρίφθηκαν στην Ελλάδα", "calculate", figure=None, kind="unknown-status",
      note=f"no rejected status; all GR = {claim_count(markets=['GR'])}")
probe("q04", E, "HR", "koliko reklamacija zbog korozije u Hrvatskoj", "calculate", figure=None, kind="unknown-fault")
probe("q05", E, "SI", "koliko reklamacij zaradi vibracij na OB-115", "calculate", figure=None, kind="unknown-fault")
probe("q06", E, "CY", "how many claims for propeller damage in Cyprus", "calculate", figure=None, kind="unknown-fault-en")
ids = claim_ids(markets=["GR"], status=CLOSED)
probe("q07", E, "HR", "koliko reklamacija je zatvoreno u Grčkoj", "calculate", must=ids[:3], figure=len(ids),
      kind="status-inflected")
rows = not_status(["HR"], CLOSED)
probe("q08", E, "HR", "koliko reklamacija nije zatvoreno u Hrvatskoj", "calculate", figure=len(rows),
      kind="status-negated")
ids = claim_ids(markets=["RS"], status=OPEN)
probe("q09", E, "RS", "otvorene reklamacije u Srbiji", "list", must=ids,
      must_not=[i for i in ALLCLAIMS if i not in ids], verdict="yes" if ids else "no", kind="list-status")
ids = claim_ids(markets=["GR"], status=OPEN)
probe("q10", E, "GR", "ποσες ανοιχτες απαιτησεις στην ελλαδα", "calculate", must=ids[:3], figure=len(ids),
      kind="count-status-no-accents")
# ---------------------------------------------------------------- dealers named by trade name or town
probe("q11", S, "HR", "koliko OB-60 je prodao Jadran Nautika 2025", "calculate",
      figure=ss(products=["OB-60"], dealers=["SPL"], period=Y25), kind="dealer-trade-name")
probe("q12", S, "SI", "koliko NV-9 je prodal Piran Marina Servis lani", "calculate",
      figure=ss(products=["NV-9"], dealers=["POR"], period=Y25), kind="dealer-trade-name")
probe("q13", S, "RS", "koliko SN-300 je prodao diler u Novom Sadu 2025", "calculate",
      figure=ss(products=["SN-300"], dealers=["NSD"], period=Y25), kind="dealer-two-word-city")
probe("q14", S, "GR", "πόσα OB-115 πούλησε ο αντιπρόσωπος στη Θεσσαλονίκη το 2025", "calculate",
      figure=ss(products=["OB-115"], dealers=["THE"], period=Y25), kind="dealer-city-greek")
probe("q15", S, "HR", "koliko OB-200 je prodao diler u Puli 2025", "calculate", figure=None, kind="unknown-town",
      note="no dealer in Pula")
probe("q16", S, "HR", "koliko OB-200 je prodala Pula 2025", "calculate", figure=None, kind="unknown-town-no-place-word")
a = ss(products=["OB-115"], dealers=["SPL"], period=Y25); b = ss(products=["OB-115"], dealers=["ZAD"], period=Y25)
probe("q17", S, "HR", "je li Split prodao više OB-115 od Zadra 2025", "calculate", verdict="yes" if a > b else "no",
      kind="compare-dealers-inflected", note=f"SPL {a} ZAD {b}")
probe("q18", S, "HR", "je li Split prodao više OB-115 od Zadar 2025", "calculate", verdict="yes" if a > b else "no",
      kind="compare-dealers", note=f"SPL {a} ZAD {b}")
# ---------------------------------------------------------------- bare numbers that are also quantities
probe("q19", E, "HR", "how many claims in the last 60 days", "calculate",
      figure=claim_count(period=(TODAY - dt.timedelta(days=60), TODAY)), kind="bare-number-days",
      note="60 is also OB-60's alias")
probe("q20", E, "HR", "koliko sati traje zamjena rotora na OB-60", "search", must=["SPEC-OB60#3"], figure=None,
      kind="hours-property", note="a document's property, not the sum of repair hours")
probe("q21", E, "CY", "how many hours between impeller changes on the OB-115", "search",
      must=["MAINT-OB#2"], figure=None, kind="hours-property-en")
probe("q22", E, "GR", "κάθε πόσες ώρες αλλάζει η φτερωτή στον OB-115", "search", must=["SPEC-OB115#3"], figure=None,
      kind="hours-property-greek")
probe("q23", S, "HR", "koliko kg ima OB-200", "search", must=["SPEC-OB200#1"], figure=None, kind="property-kg")
# ---------------------------------------------------------------- periods
probe("q24", S, "HR", "koliko OB-60 je prodano u Hrvatskoj ovaj kvartal", "calculate",
      figure=ss(products=["OB-60"], markets=["HR"], period=(dt.date(2026, 10, 1), TODAY)), kind="this-quarter")
probe("q25", S, "HR", "koliko OB-60 je prodano u Hrvatskoj prošli kvartal", "calculate",
      figure=ss(products=["OB-60"], markets=["HR"], period=quarter(2026, 3)), kind="last-quarter")
probe("q26", S, "HR", "koliko OB-115 je prodano u Hrvatskoj u zadnja 3 mjeseca", "calculate",
      figure=ss(products=["OB-115"], markets=["HR"], period=(dt.date(2026, 9, 1), TODAY)), kind="last-n-months-unlisted",
      note="'zadnja' is not configured: no figure is acceptable, the all-time sum is not")
probe("q27", S, "GR", "πόσα NV-9 πουλήσαμε στην Ελλάδα τον προηγούμενο μήνα", "calculate",
      figure=ss(products=["NV-9"], markets=["GR"], period=month(2026, 11)), kind="last-month-greek")
probe("q28", S, "RS", "koliko OB-60 je prodato u Srbiji u drugom polugodištu 2025", "calculate",
      figure=ss(products=["OB-60"], markets=["RS"], period=half(2025, 2)), kind="half")
probe("q29", S, "HR", "koliko SN-300 je prodano u Hrvatskoj od 1.3.2026 do 31.5.2026", "calculate",
      figure=ss(products=["SN-300"], markets=["HR"], period=(dt.date(2026, 3, 1), dt.date(2026, 5, 31))),
      kind="numeric-range-od-do")
probe("q30", S, "HR", "koliko OB-115 je prodano u Hrvatskoj u listopadu", "calculate",
      figure=ss(products=["OB-115"], markets=["HR"], period=month(2026, 10)), kind="month-no-year")
probe("q31", S, "GR", "πόσα OB-60 πουλήσαμε στην Ελλάδα από τον Μάρτιο του 2026", "calculate",
      figure=ss(products=["OB-60"], markets=["GR"], period=since(dt.date(2026, 3, 1))), kind="since-apo")
probe("q32", S, "HR", "koliko OB-60 je prodano u Hrvatskoj 2024", "calculate",
      figure=ss(products=["OB-60"], markets=["HR"], period=year(2024)), kind="year-partly-before-table",
      note="the table starts 2024-12: the figure is December's only")
probe("q33", S, "SI", "koliko OB-60 smo prodali v Sloveniji v letu 2027", "calculate", figure=None,
      kind="year-after-table")
# ---------------------------------------------------------------- market codes that are words
probe("q34", S, "HR", "koliko OB-115 si prodao ove godine", "calculate",
      figure=ss(products=["OB-115"], period=Y26), kind="si-as-word", note="si = you are; no market named")
probe("q35", E, "HR", "koliko reklamacija za OB-60 u hr", "calculate",
      figure=claim_count(products=["OB-60"], markets=["HR"]), kind="hr-lowercase-last")
probe("q36", E, "CY", "average repair hr for OB-60 claims", "calculate", figure=claim_avg(products=["OB-60"]),
      kind="hr-as-hours")
probe("q37", E, "SI", "koliko reklamacij si vnesel za OB-60", "calculate", figure=claim_count(products=["OB-60"]),
      kind="si-as-word")
# ---------------------------------------------------------------- negated flag in other forms
ids, other = dealers_list(["HR"], False)
probe("q38", E, "HR", "dileri bez certifikata u Hrvatskoj", "list", must=ids, must_not=other, verdict="yes",
      kind="negation-noun-form")
probe("q39", E, "HR", "necertificirani dileri u Hrvatskoj", "list", must=ids, must_not=other, verdict="yes",
      kind="negation-prefix")
ids, other = dealers_list(["GR"], False)
probe("q40", E, "GR", "ποιοι αντιπροσωποι δεν ειναι πιστοποιημενοι στην ελλαδα", "list", must=ids, must_not=other,
      verdict="yes", kind="negation-greek-no-accents")
ids, other = dealers_list(["SI"], True)
probe("q41", E, "SI", "kateri trgovci so certificirani v Sloveniji", "list", must=ids, must_not=other, verdict="yes",
      kind="flag-positive")
ids = claim_ids(markets=["CY"], warranty=True)
probe("q42", E, "CY", "πόσες απαιτήσεις με εγγύηση στην Κύπρο", "calculate", must=ids[:3], figure=len(ids),
      kind="flag-positive-greek")
# ---------------------------------------------------------------- counts of things named by the rows
dl = sorted(set(r["dealer"] for r in claim_rows(products=["OB-115"])))
probe("q43", E, "HR", "koliko dilera ima reklamacije za OB-115", "calculate", figure=len(dl), kind="count-distinct",
      note=",".join(dl))
# ---------------------------------------------------------------- blanks
combo = None
for p in PRODUCTS if False else ["NV-9", "SN-300"]:
    for m in ["GR", "CY", "HR", "SI", "RS"]:
        rs = claim_rows(products=[p], markets=[m])
        if rs and all(r["hours"] is None for r in rs) and combo is None:
            combo = (p, m, len(rs))
if combo:
    p, m, n = combo
    probe("q44", E, m, f"average repair hours for {p} claims in {dict(GR='Greece', CY='Cyprus', HR='Croatia', SI='Slovenia', RS='Serbia')[m]}",
          "calculate", figure=None, kind="avg-all-blank", note=f"{n} claims, every hours cell blank")
probe("q45", E, "SI", "najdaljše popravilo za NV-9", "calculate", figure=claim_max(products=["NV-9"]),
      kind="max-unlisted-word", note="najdaljše (longest) is not configured: no figure acceptable")
# ---------------------------------------------------------------- sales, other forms
probe("q46", S, "HR", "koliko je ukupno prodano 2025", "calculate", figure=ss(period=Y25), kind="sum-all-products")
probe("q47", S, "HR", "ukupno prodanih motora 2025 osim OB-60", "calculate",
      figure=ss(period=Y25, exclude_products=["OB-60"]), kind="except-product",
      note="'motora' is a product word: motors only would exclude NV-9/SN-300 too; counted here as all but OB-60")
probe("q48", S, "HR", "prosječna cijena OB-60 u 2025", "calculate", figure=None, kind="avg-of-cost",
      note="price is no measure of SALES")
probe("q49", S, "GR", "πόσο κάνει το OB-60 και πόσα πουλήσαμε στην Ελλάδα φέτος", "search", must=["PRICE-GR-CY#1"],
      figure=ss(products=["OB-60"], markets=["GR"], period=Y26), kind="two-in-one-greek")
probe("q50", S, "RS", "koliko košta OB-200 u Srbiji i koliko je prodato 2025", "search", must=["PRICE-RS#1"],
      figure=ss(products=["OB-200"], markets=["RS"], period=Y25), kind="two-in-one-sr")
k, v, tie, _ = top("dealer", products=["SN-300"], period=Y26); assert not tie
probe("q51", S, "GR", "poios poulise ta perissotera sonar fetos", "calculate", figure=v, kind="who-most-greeklish",
      note=k)
k, v, tie, _ = top("market", measure="revenue", period=Y25)
probe("q52", S, "CY", "which market had the highest revenue in 2025", "calculate", figure=v, kind="market-most-revenue",
      note=k)
a, b, gt = compare_markets("SI", "RS", measure="revenue", period=Y25)
probe("q53", S, "SI", "ali je imela Slovenija večji promet kot Srbija lani", "calculate",
      verdict="yes" if gt else "no", kind="compare-revenue-unlisted-more", note=f"SI {a} RS {b}; 'večji' unlisted")
probe("q54", S, "HR", "koliko OB-60 i OB-115 smo prodali u Hrvatskoj 2025", "calculate",
      figure=ss(products=["OB-60", "OB-115"], markets=["HR"], period=Y25), kind="two-products")
probe("q55", S, "HR", "koliko smo prodali u Hrvatskoj i Sloveniji ove godine", "calculate",
      figure=ss(markets=["HR", "SI"], period=Y26), kind="two-markets-all-products")
# ---------------------------------------------------------------- stock, other forms
k = max(stock_rows("IMP-60-K"), key=lambda r: r["qty"])
tops = [r for r in stock_rows("IMP-60-K") if r["qty"] == k["qty"]]
probe("q56", E, "HR", "tko ima najviše IMP-60-K na zalihi", "calculate", figure=k["qty"], kind="stock-who-most",
      note=f"{[r['dealer'] for r in tops]}")
pos = stock_ids("FP-2210-A", positive=True)
probe("q57", E, "HR", "tko još ima FP-2210-A na zalihi", "list", must=pos,
      must_not=stock_ids("FP-2210-A", positive=False), verdict="yes" if pos else "no", kind="stock-recalled-part")
probe("q58", E, "SI", "zaloga imp 60 k v Srbiji", "list", must=stock_ids("IMP-60-K", markets=["RS"]),
      must_not=[i for i in stock_ids("IMP-60-K") if i not in stock_ids("IMP-60-K", markets=["RS"])], kind="stock-list")
probe("q59", E, "GR", "πόσα τεμάχια FP-2210-B έχουμε σε απόθεμα συνολικά", "calculate", figure=stock_qty("FP-2210-B"),
      kind="stock-total-greek")
# ---------------------------------------------------------------- recall / follow, other forms
must = [PART_BLOCK[(p, RECALL_PART)] for p in recall_products()]
probe("q60", E, "HR", "koji motori koriste opozvanu pumpu goriva", "follow", must=must,
      must_not=["SPEC-OB60#2", "SPEC-NV9#2", "SPEC-SN300#2"], kind="recall-no-part-inflected")
probe("q61", E, "RS", "koje proizvode pogađa opoziv", "follow", must=must,
      must_not=["SPEC-OB60#2", "SPEC-NV9#2", "SPEC-SN300#2"], kind="recall-products-no-part")
probe("q62", E, "CY", "is the OB-60 affected by the recall", "follow",
      verdict="yes" if "OB-60" in recall_products() else "no", kind="recall-yesno-negated-mention")
probe("q63", E, "HR", "je li NV-9 pogođen opozivom", "follow", verdict="no", kind="recall-yesno")
probe("q64", E, "RS", "da li je OB-115 obuhvaćen opozivom", "follow", verdict="yes", kind="recall-yesno")
probe("q65", E, "GR", "ποιοι κινητήρες χρησιμοποιούν την FP-1800-A", "follow", must=["SPEC-OB60#2"],
      must_not=["SPEC-OB115#2", "SPEC-OB200#2"], kind="part-uses-greek")
probe("q66", E, "HR", "motor OB-60 serijski AM24A01000 je li u opozivu", "follow",
      verdict="yes" if serial_affected("AM24A01000") else "no", kind="serial-other-letter")
probe("q67", E, "GR", "ΑΜ24C01234 ανάκληση", "follow", verdict="yes" if serial_affected("AM24C01234") else "no",
      kind="serial-greek-lookalike-letters", note="Α and Μ typed on a Greek keyboard (U+0391, U+039C)")
probe("q68", E, "GR", "einai to am24c01500 stin anaklisi", "follow", verdict="yes" if serial_affected("am24c01500") else "no",
      kind="serial-greeklish")
r = stock_rows(REPLACEMENT, dealers=["SPL"])[0]
probe("q69", E, "HR", "koji dio zamjenjuje fp2210a i ima li ga na zalihi u Splitu", "follow", must=["BULLETIN-2025-09#1"],
      must_not=stock_ids(RECALL_PART, dealers=["SPL"]) + ([f"STOCK#{r['key']}"] if r["qty"] == 0 else []),
      kind="replacement-stock-dealer", note=f"SPL FP-2210-B qty {r['qty']}")
# ---------------------------------------------------------------- access
MG = ["MGMT-2027#1", "MGMT-2027#2"]
probe("q70", S, "RS", "zephranolith projekat crna gora akvizicija", "search", must_not=MG, kind="access-canary")
probe("q71", E, "CY", "what is project zephranolith", "search", must_not=MG, kind="access-canary")
probe("q72", S, "GR", "σχέδιο διοίκησης 2027 αύξηση τιμών 6 %", "search", must_not=MG, kind="access-topic")
probe("q73", S, "HR", "koliko iznosi budžet za Montenegro", "search", must_not=MG, kind="access-topic")
probe("q74", S, "CY", "list ZEPHRANOLITH", "search", must_not=MG, kind="access-canary-list")
probe("q75", E, "HR", "koji proizvodi su pogođeni projektom ZEPHRANOLITH", "follow", must_not=MG, kind="access-canary-follow")

with open("/tmp/h-c22/probes2.jsonl", "w", encoding="utf-8") as f:
    for c in P:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(P), "probes")
for c in P:
    print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""))
