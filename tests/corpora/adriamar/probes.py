#!/usr/bin/env python3
"""Extra probes (written after the first run; truths from expected.py, never from the engine) -> probes.jsonl"""
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
def claims_list(**kw):
    ids = claim_ids(**kw)
    return ids, [i for i in ALLCLAIMS if i not in ids]
def dealers_list(markets=None, certified=None):
    ids = dealer_ids(markets, certified)
    return ids, [i for i in ALLDEALERS if i not in ids]

# ---------------------------------------------------------------- sales sums, other spellings
probe("p01", S, "GR", "πόσα OB-115 πουλήσαμε στην Κύπρο το 2025", "calculate",
      figure=ss(products=["OB-115"], markets=["CY"], period=Y25), kind="sum")
probe("p02", S, "GR", "posa 115 poulisame stin ellada persi", "calculate",
      figure=ss(products=["OB-115"], markets=["GR"], period=Y25), kind="sum-greeklish-bare")
probe("p03", S, "HR", "kolko OB-60 prodano u hrvatskoj 2026", "calculate",
      figure=ss(products=["OB-60"], markets=["HR"], period=Y26), kind="sum-typo-op")
probe("p04", S, "HR", "KOLIKO OB-200 JE PRODANO U HRVATSKOJ 2025", "calculate",
      figure=ss(products=["OB-200"], markets=["HR"], period=Y25), kind="sum-capitals")
probe("p05", S, "SI", "koliko NV9 smo prodali na hrvaskem lani", "calculate",
      figure=ss(products=["NV-9"], markets=["HR"], period=Y25), kind="sum-no-diacritics")
probe("p06", S, "RS", "koliko SN-300 je prodato u Srbiji prošlog meseca", "calculate",
      figure=ss(products=["SN-300"], markets=["RS"], period=month(2026, 11)), kind="sum-last-month")
probe("p07", S, "RS", "колико OB-60 је продато у Србији прошле године", "calculate",
      figure=ss(products=["OB-60"], markets=["RS"], period=Y25), kind="sum-cyrillic-last-year")
probe("p08", S, "HR", "koliko je prodano OB-115 u Grčkoj u prvom kvartalu 2026", "calculate",
      figure=ss(products=["OB-115"], markets=["GR"], period=quarter(2026, 1)), kind="sum-quarter-ordinal")
probe("p09", S, "GR", "πόσα 60 πουλήσαμε στην Κροατία τον Ιούνιο του 2026", "calculate",
      figure=ss(products=["OB-60"], markets=["HR"], period=month(2026, 6)), kind="sum-month-greek-bare")
probe("p10", S, "CY", "how many OB-200 were sold in Cyprus in 2026", "calculate",
      figure=ss(products=["OB-200"], markets=["CY"], period=Y26), kind="sum-english")
probe("p11", S, "SI", "koliko OB-60 smo prodali v sloveniji od marca 2026", "calculate",
      figure=ss(products=["OB-60"], markets=["SI"], period=since(dt.date(2026, 3, 1))), kind="sum-since")
probe("p12", S, "HR", "koliko OB-115 je prodano u Hrvatskoj od siječnja do lipnja 2026", "calculate",
      figure=ss(products=["OB-115"], markets=["HR"], period=span(month(2026, 1), month(2026, 6))), kind="sum-range")
probe("p13", S, "GR", "πόσα NV-9 πουλήθηκαν στην Ελλάδα το πρώτο εξάμηνο του 2026", "calculate",
      figure=ss(products=["NV-9"], markets=["GR"], period=half(2026, 1)), kind="sum-half")
probe("p14", S, "RS", "koliko OB-115 je prodato u Srbiji u drugom kvartalu 2025", "calculate",
      figure=ss(products=["OB-115"], markets=["RS"], period=quarter(2025, 2)), kind="sum-quarter-ordinal")
probe("p15", S, "HR", "koliko 300 smo prodali u Hrvatskoj ove godine", "calculate",
      figure=ss(products=["SN-300"], markets=["HR"], period=Y26), kind="sum-bare-number")
probe("p16", S, "SI", "koliko sonarjev smo prodali v Sloveniji letos", "calculate",
      figure=ss(products=["SN-300"], markets=["SI"], period=Y26), kind="sum-inflected-alias")
probe("p17", S, "CY", "πόσα πλότερ πουλήσαμε στην Κύπρο φέτος", "calculate",
      figure=ss(products=["NV-9"], markets=["CY"], period=Y26), kind="sum-unlisted-alias",
      note="πλότερ is not an alias; no figure is acceptable, the total of all products is not")
probe("p18", S, "SI", "ukupni promet u Sloveniji 2025", "calculate",
      figure=ss("revenue", markets=["SI"], period=Y25), kind="sum-revenue")
probe("p19", S, "RS", "укупан промет за OB-115 у Србији 2026", "calculate",
      figure=ss("revenue", products=["OB-115"], markets=["RS"], period=Y26), kind="sum-revenue-cyrillic")
probe("p20", S, "GR", "συνολικα εσοδα απο OB-60 στην ελλαδα το 2025", "calculate",
      figure=ss("revenue", products=["OB-60"], markets=["GR"], period=Y25), kind="sum-revenue-apo")
# ---------------------------------------------------------------- who most / least
k, v, tie, _ = top("dealer", products=["SN-300"], period=Y25); assert not tie
probe("p21", S, "RS", "ko je prodao najviše SN-300 u 2025", "calculate", figure=v, kind="who-most", note=k)
k, v, tie, _ = top("dealer", products=["OB-60"], period=Y25); assert not tie
probe("p22", S, "SI", "kdo je prodal največ OB-60 lani", "calculate", figure=v, kind="who-most", note=k)
k, v, tie, items = top("dealer", least=True, products=["OB-115"], period=Y26)
probe("p23", S, "GR", "ποιος πούλησε τα λιγότερα OB-115 φέτος", "calculate", figure=v, kind="who-least",
      note=f"{k} tie={tie}")
k, v, tie, _ = top("market", products=["OB-200"], period=Y25); assert not tie
probe("p24", S, "HR", "koje tržište je prodalo najviše OB-200 2025", "calculate", figure=v, kind="market-most", note=k)
k, v, tie, _ = top("dealer", products=["NV-9"], period=Y26); assert not tie
probe("p25", S, "CY", "which dealer sold the most NV-9 units in 2026", "calculate", figure=v, kind="who-most", note=k)
k, v, tie, _ = top("dealer", products=["OB-60"], period=Y25); assert not tie
probe("p26", S, "HR", "koji diler je prodao najvise motora OB-60 prosle godine", "calculate", figure=v,
      kind="who-most-product-word", note=k)
# ---------------------------------------------------------------- comparisons
a, b, gt = compare_markets("GR", "CY", products=["OB-115"], period=Y25)
probe("p27", S, "GR", "πούλησε η Ελλάδα περισσότερα OB-115 από την Κύπρο το 2025;", "calculate",
      verdict="yes" if gt else "no", kind="compare-markets", note=f"GR {a} CY {b}")
a, b, gt = compare_markets("RS", "SI", products=["NV-9"], period=Y26)
probe("p28", S, "HR", "je li Srbija prodala više NV-9 od Slovenije ove godine", "calculate",
      verdict="yes" if gt else "no", kind="compare-markets-od", note=f"RS {a} SI {b}")
a, b, gt = compare_products("OB-60", "OB-115", markets=["RS"], period=Y25)
probe("p29", S, "RS", "da li je prodato više OB-60 nego OB-115 u Srbiji 2025", "calculate",
      verdict="yes" if gt else "no", kind="compare-products-nego", note=f"OB-60 {a} OB-115 {b}")
a, b, gt = compare_products("NV-9", "SN-300", markets=["SI"], period=Y25)
probe("p30", S, "SI", "ali smo prodali več NV-9 kot SN-300 v Sloveniji lani", "calculate",
      verdict="yes" if gt else "no", kind="compare-products", note=f"NV-9 {a} SN-300 {b}")
a, b, gt = compare_markets("HR", "GR", products=["OB-60"], period=Y26)
probe("p31", S, "CY", "did Croatia sell more OB-60 than Greece in 2026", "calculate",
      verdict="yes" if gt else "no", kind="compare-markets-en", note=f"HR {a} GR {b}")
# ---------------------------------------------------------------- averages per group
avg, g = avg_per("dealer", products=["OB-60"], period=Y25)
probe("p32", S, "GR", "μέσος όρος πωλήσεων OB-60 ανά αντιπρόσωπο το 2025", "calculate", figure=avg,
      kind="avg-per-dealer")
avg, g = avg_per("market", products=["OB-115"], period=Y25)
probe("p33", S, "HR", "prosječna prodaja OB-115 po tržištu 2025", "calculate", figure=avg, kind="avg-per-market")
avg, g = avg_per("market", products=["NV-9"], period=Y26)
probe("p34", S, "CY", "average NV-9 units per market in 2026", "calculate", figure=avg, kind="avg-per-market")
# ---------------------------------------------------------------- except
probe("p35", S, "HR", "koliko OB-115 smo prodali 2025 osim Grčke", "calculate",
      figure=ss(products=["OB-115"], exclude_markets=["GR"], period=Y25), kind="except")
probe("p36", S, "GR", "πόσα SN-300 πουλήσαμε το 2025 εκτός Κύπρου", "calculate",
      figure=ss(products=["SN-300"], exclude_markets=["CY"], period=Y25), kind="except")
# ---------------------------------------------------------------- unknown product / measure
probe("p37", S, "HR", "koliko OB-90 smo prodali 2025", "calculate", figure=None, kind="unknown-product")
probe("p38", S, "GR", "πόσα jet ski πουλήσαμε φέτος", "calculate", figure=None, kind="unknown-product")
probe("p39", S, "RS", "kolika je marža za OB-200 u Srbiji", "search", figure=None, kind="unknown-measure")
probe("p40", S, "SI", "skupna marža OB-115 v Sloveniji 2025", "calculate", figure=None, kind="unknown-measure")
probe("p41", S, "HR", "ukupni popust za OB-60 u Hrvatskoj 2025", "calculate", figure=None, kind="unknown-measure")
# ---------------------------------------------------------------- claims
ids = claim_ids(markets=["HR"], status=OPEN)
probe("p42", E, "HR", "koliko otvorenih reklamacija u Hrvatskoj", "calculate", must=ids[:3], figure=len(ids),
      kind="count-status")
ids = claim_ids(markets=["SI"], status=OPEN)
probe("p43", E, "SI", "koliko odprtih reklamacij v Sloveniji", "calculate", must=ids[:3], figure=len(ids),
      kind="count-status")
ids = claim_ids(markets=["CY"], status=CLOSED, period=Y25)
probe("p44", E, "CY", "πόσες κλειστές απαιτήσεις στην Κύπρο το 2025", "calculate", must=ids[:3], figure=len(ids),
      kind="count-status-mixed-language", note="CY rows: LIM writes English, LAR Greek")
ids = claim_ids(markets=["RS"], status=PROGRESS)
probe("p45", E, "RS", "колико рекламација у обради има у Србији", "calculate", must=ids[:3], figure=len(ids),
      kind="count-status-cyrillic", note="RS rows: BEO Cyrillic, NSD Latin")
ids = claim_ids(markets=["GR"], status=PROGRESS)
probe("p46", E, "HR", "koliko reklamacija u obradi u Grckoj", "calculate", must=ids[:3], figure=len(ids),
      kind="count-status-cross-language")
ids = claim_ids(markets=["SI"], status=OPEN)
probe("p47", E, "SI", "how many open claims in Slovenia", "calculate", must=ids[:3], figure=len(ids),
      kind="count-status-cross-language")
probe("p48", E, "HR", "prosječno sati popravka za OB-60 u Hrvatskoj", "calculate",
      figure=claim_avg(products=["OB-60"], markets=["HR"]), kind="avg-blanks",
      note=f"blanks {claim_blanks(products=['OB-60'], markets=['HR'])}")
probe("p49", E, "GR", "μέσος όρος ωρών επισκευής για OB-115", "calculate", figure=claim_avg(products=["OB-115"]),
      kind="avg-blanks-genitive")
probe("p50", E, "SI", "povprecne ure popravila v Srbiji", "calculate", figure=claim_avg(markets=["RS"]),
      kind="avg-no-diacritics")
probe("p51", E, "HR", "ukupno sati popravka za NV-9", "calculate", figure=claim_sum(products=["NV-9"]),
      kind="sum-blanks", note=f"blanks {claim_blanks(products=['NV-9'])}")
probe("p52", E, "CY", "average repair hours for SN-300 claims in 2026", "calculate",
      figure=claim_avg(products=["SN-300"], period=Y26), kind="avg-blanks-en")
probe("p53", E, "RS", "najmanje sati popravka za OB-200", "calculate", figure=claim_min(products=["OB-200"]),
      kind="min")
ids = claim_ids(markets=["GR"], warranty=False)
probe("p54", E, "HR", "koliko reklamacija bez garancije u Grčkoj", "calculate", must=ids[:3], figure=len(ids),
      kind="count-negated-flag-bez")
ids = claim_ids(markets=["HR"], warranty=False)
probe("p55", E, "GR", "πόσες απαιτήσεις χωρίς εγγύηση στην Κροατία", "calculate", must=ids[:3], figure=len(ids),
      kind="count-negated-flag-xoris")
ids, other = claims_list(markets=["HR"], warranty=False)
probe("p56", E, "SI", "reklamacije brez garancije na Hrvaškem", "list", must=ids, must_not=other,
      verdict="yes" if ids else "no", kind="list-negated-flag-brez")
ids, other = claims_list(markets=["RS"], warranty=False)
probe("p57", E, "RS", "claims without warranty in Serbia", "list", must=ids, must_not=other,
      verdict="yes" if ids else "no", kind="list-negated-flag-en")
ids = claim_ids(markets=["RS"], warranty=True, period=Y26)
probe("p58", E, "HR", "koliko reklamacija s garancijom u Srbiji 2026", "calculate", must=ids[:3], figure=len(ids),
      kind="count-flag")
ids = claim_ids(markets=["GR"], fault=FUEL_LEAK)
probe("p59", E, "GR", "πόσες απαιτήσεις για διαρροή καυσίμου στην Ελλάδα", "calculate", must=ids[:3],
      figure=len(ids), kind="count-fault")
ids = claim_ids(markets=["SI"], fault=FUEL_LEAK, period=Y25)
probe("p60", E, "HR", "koliko reklamacija zbog curenja goriva u Sloveniji 2025", "calculate", must=ids[:3],
      figure=len(ids), kind="count-fault-cross-language")
ids = claim_ids(markets=["HR"], fault=OVERHEAT)
probe("p61", E, "RS", "колико рекламација због прегревања у Хрватској", "calculate", must=ids[:3], figure=len(ids),
      kind="count-fault-cyrillic")
ids = claim_ids(products=["OB-200"], period=month(2025, 12))
probe("p62", E, "HR", "koliko reklamacija za OB-200 u prosincu 2025", "calculate", must=ids[:3], figure=len(ids),
      kind="count-month")
ids = claim_ids(products=["OB-115"], period=quarter(2026, 3))
probe("p63", E, "SI", "koliko reklamacij za OB-115 v zadnjem cetrtletju", "calculate", must=ids[:3],
      figure=len(ids), kind="count-last-quarter-unlisted-word", note="zadnjem (last) is not a configured word")
ids = claim_ids(dealers=["ZAD"])
probe("p64", E, "HR", "koliko reklamacija ima diler u Zadru", "calculate", must=ids[:3], figure=len(ids),
      kind="count-dealer-city")
ids = claim_ids(dealers=["PIR"], period=Y26)
probe("p65", E, "GR", "πόσες απαιτήσεις έχει ο αντιπρόσωπος στον Πειραιά το 2026", "calculate", must=ids[:3],
      figure=len(ids), kind="count-dealer-city-greek")
ids = claim_ids(products=["OB-60"], markets=["HR"], period=Y25)
probe("p66", E, "HR", "koliko reklamacija za motor OB-60 u Hrvatskoj 2025", "calculate", must=ids[:3],
      figure=len(ids), kind="count-product-word")
probe("p67", E, "HR", "koliko reklamacija zbog kvara propelera", "calculate", figure=None, kind="unknown-fault")
ids = claim_ids(products=["OB-115"], markets=["HR", "SI"])
probe("p68", E, "SI", "koliko reklamacij za OB-115 na Hrvaškem in v Sloveniji", "calculate", must=ids[:3],
      figure=len(ids), kind="count-two-markets-in")
# ---------------------------------------------------------------- dealers
ids, other = dealers_list(certified=False)
probe("p69", E, "HR", "koji dileri nisu certificirani", "list", must=ids, must_not=other, verdict="yes",
      kind="list-negated-flag")
ids, other = dealers_list(["SI"], False)
probe("p70", E, "SI", "kateri prodajalci niso certificirani v Sloveniji", "list", must=ids, must_not=other,
      verdict="yes", kind="list-negated-flag-sl")
ids, other = dealers_list(["RS"], False)
probe("p71", E, "RS", "дилери који нису сертификовани у Србији", "list", must=ids, must_not=other, verdict="yes",
      kind="list-negated-flag-cyrillic")
ids, other = dealers_list(["GR"], True)
probe("p72", E, "GR", "λίστα πιστοποιημένων αντιπροσώπων στην Ελλάδα", "list", must=ids, must_not=other,
      verdict="yes", kind="list-flag-greek")
ids, other = dealers_list(["CY"], False)
probe("p73", E, "CY", "poioi antiprosopoi den einai pistopoiimenoi stin kypro", "list", must=ids, must_not=other,
      verdict="yes", kind="list-negated-flag-greeklish")
probe("p74", E, "HR", "koliko certificiranih dilera u Hrvatskoj", "calculate", must=dealer_ids(["HR"], True),
      figure=len(dealer_ids(["HR"], True)), kind="count-flag")
probe("p75", E, "SI", "koliko dilerjev ni certificiranih", "calculate", figure=len(dealer_ids(certified=False)),
      kind="count-negated-flag-inflected")
ids, other = dealers_list(["SI"], True)
probe("p76", E, "HR", "certificirani dileri u si", "list", must=ids, must_not=other, verdict="yes",
      kind="market-code-si-lowercase")
ids, other = dealers_list(["HR"], False)
probe("p77", E, "HR", "dileri u HR koji nisu certificirani", "list", must=ids, must_not=other, verdict="yes",
      kind="market-code-hr-capitals")
probe("p78", E, "CY", "dealers in hr that are not certified", "list", must=ids, must_not=other, verdict="yes",
      kind="market-code-hr-lowercase")
# ---------------------------------------------------------------- stock
r = stock_rows("IMP-60-K", dealers=["KOP"])[0]
probe("p79", E, "SI", "koliko kosov IMP 60 K ima Koper na zalogi", "calculate", must=[f"STOCK#{r['key']}"],
      figure=r["qty"], kind="stock-qty")
r = stock_rows("IMP-115-K", dealers=["LIM"])[0]
probe("p80", E, "CY", "πόσα τεμάχια imp-115-k έχει ο αντιπρόσωπος στη Λεμεσό", "calculate",
      must=[f"STOCK#{r['key']}"], figure=r["qty"], kind="stock-qty-greek")
pos = stock_ids("CDI-200-E", markets=["RS"], positive=True)
probe("p81", E, "RS", "ko ima CDI200E na stanju u Srbiji", "list", must=pos,
      must_not=[i for i in stock_ids("CDI-200-E") if i not in pos], verdict="yes" if pos else "no",
      kind="stock-who-has")
zero = stock_ids("TX-300-S", positive=False)
probe("p82", E, "HR", "tko nema TX-300-S na zalihi", "list", must=zero, must_not=stock_ids("TX-300-S", positive=True),
      verdict="yes" if zero else "no", kind="stock-who-has-none")
r = stock_rows("PW-90-C", dealers=["ZAD"])[0]
probe("p83", E, "HR", "does the Zadar dealer have PW-90-C in stock", "list", must=[f"STOCK#{r['key']}"],
      verdict="yes" if r["qty"] > 0 else "no", kind="stock-yesno", note=f"qty {r['qty']}")
r = stock_rows("FP-2210-B", dealers=["THE"])[0]
probe("p84", E, "GR", "υπάρχει fp-2210-b σε απόθεμα στη Θεσσαλονίκη;", "list", must=[f"STOCK#{r['key']}"],
      verdict="yes" if r["qty"] > 0 else "no", kind="stock-yesno-greek", note=f"qty {r['qty']}")
probe("p85", E, "HR", "ukupna zaliha FP-2210-B u Hrvatskoj", "calculate", must=stock_ids("FP-2210-B", markets=["HR"]),
      figure=stock_qty("FP-2210-B", markets=["HR"]), kind="stock-sum")
probe("p86", E, "SI", "skupna zaloga fp 1800 a", "calculate", figure=stock_qty("FP-1800-A"), kind="stock-sum-all")
probe("p87", E, "HR", "koliko komada FP-2210-X ima na zalihi", "calculate", figure=None, kind="unknown-part")
# ---------------------------------------------------------------- recall / follow
must = [PART_BLOCK[(p, RECALL_PART)] for p in recall_products()]
probe("p88", E, "HR", "koji motori su pogođeni opozivom pumpe goriva", "follow", must=must,
      must_not=["SPEC-OB60#2", "SPEC-NV9#2", "SPEC-SN300#2"], kind="recall-products-no-part")
probe("p89", E, "CY", "which products are affected by the FP-2210-A recall", "follow", must=must,
      must_not=["SPEC-OB60#2", "SPEC-NV9#2", "SPEC-SN300#2"], kind="recall-products")
probe("p90", E, "SI", "ali je OB-60 prizadet z odpoklicem FP-2210-A", "follow",
      verdict="yes" if "OB-60" in recall_products() else "no", kind="recall-product-yesno")
probe("p91", E, "GR", "επηρεάζεται ο OB-200 από την ανάκληση;", "follow",
      verdict="yes" if "OB-200" in recall_products() else "no", kind="recall-product-yesno-greek")
probe("p92", E, "RS", "da li je serijski broj AM24C 02999 obuhvaćen opozivom", "follow", must=["RECALL-2025-07#1"],
      verdict="yes" if serial_affected("AM24C 02999") else "no", kind="serial-boundary")
probe("p93", E, "GR", "ο σειριακός am24c00499 επηρεάζεται από την ανάκληση;", "follow",
      verdict="yes" if serial_affected("am24c00499") else "no", kind="serial-below")
probe("p94", E, "HR", "serijski AM25C01000 opoziv", "follow",
      verdict="yes" if serial_affected("AM25C01000") else "no", kind="serial-other-year")
pos = stock_ids(REPLACEMENT, markets=["SI"], positive=True)
probe("p95", E, "SI", "kaj nadomešča FP-2210-A in kdo ga ima na zalogi v Sloveniji", "follow",
      must=["BULLETIN-2025-09#1"] + pos,
      must_not=stock_ids(RECALL_PART, markets=["SI"]) + stock_ids(REPLACEMENT, markets=["SI"], positive=False),
      kind="replacement-stock-sl", note=f"{pos}")
pos = stock_ids(REPLACEMENT, markets=["GR"], positive=True)
probe("p96", E, "GR", "τι αντικαθιστά την fp2210a και ποιος την έχει σε απόθεμα στην Ελλάδα", "follow",
      must=["BULLETIN-2025-09#1"] + pos,
      must_not=stock_ids(RECALL_PART, markets=["GR"]) + stock_ids(REPLACEMENT, markets=["GR"], positive=False),
      kind="replacement-stock-greek", note=f"{pos}")
probe("p97", E, "HR", "does the OB-60 use IMP-115-K", "follow", verdict="yes" if "OB-60" in products_using("IMP-115-K") else "no",
      kind="part-uses-yesno", note="MAINT-OB#2 names IMP-115-K and IMP-60-K and is about three products")
must = [PART_BLOCK[(p, "PW-90-C")] for p in products_using("PW-90-C")]
probe("p98", E, "SI", "kateri izdelki uporabljajo pw 90 c", "follow", must=must, kind="part-uses-spaces")
# ---------------------------------------------------------------- warranty duration and price: no figure
probe("p99", E, "HR", "koliko mjeseci traje garancija u Hrvatskoj", "search", must=["WARR-HR#1"], figure=None,
      kind="warranty-duration")
probe("p100", E, "CY", "πόσους μήνες είναι η εγγύηση στην Κύπρο", "search", must=["WARR-CY#1"], figure=None,
      kind="warranty-duration-greek")
probe("p101", E, "RS", "koliko meseci garancije u Srbiji", "search", must=["WARR-RS#1"], figure=None,
      kind="warranty-duration-sr")
probe("p102", S, "GR", "πόσο κάνει το OB-200 στην Ελλάδα", "search", must=["PRICE-GR-CY#1"], figure=None,
      kind="price-greek")
probe("p103", S, "RS", "колико кошта SN-300 у Србији", "search", must=["PRICE-RS#2"], figure=None, kind="price-cyrillic")
probe("p104", S, "SI", "koliko stane NV-9 v Sloveniji", "search", must=["PRICE-HR-SI#2"], figure=None, kind="price-sl")
# ---------------------------------------------------------------- access
MG = ["MGMT-2027#1", "MGMT-2027#2"]
probe("p105", S, "GR", "ZEPHRANOLITH", "search", must_not=MG, kind="access-canary")
probe("p106", E, "HR", "projekt zephranolith crna gora", "search", must_not=MG, kind="access-canary")
probe("p107", S, "CY", "management plan 2027 confidential Montenegro acquisition", "search", must_not=MG,
      kind="access-topic")
probe("p108", S, "HR", "MGMT-2027", "search", must_not=MG, kind="access-id")
probe("p109", E, "SI", "dealer margin cut 2027 price increase", "search", must_not=MG, kind="access-topic")
probe("p110", M, "GR", "ZEPHRANOLITH", "search", must=["MGMT-2027#1"], kind="access-control")

with open("/tmp/h-c22/probes.jsonl", "w", encoding="utf-8") as f:
    for c in P:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(P), "probes")
for c in P:
    print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""))
