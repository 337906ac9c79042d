#!/usr/bin/env python3
"""Third batch: the kinds batches 1 and 2 found (unexplained words dropped, dealer names, unread periods,
unlisted comparatives), asked other ways. Truths from expected.py -> probes3.jsonl"""
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
def hours_above(n, **kw): return sum(1 for r in claim_rows(**kw) if r["hours"] is not None and r["hours"] > n)

# ---------------------------------------------------------------- unexplained words in a count or sum
probe("r01", E, "CY", "how many claims for corrosion in Croatia", "calculate", figure=None, kind="unknown-fault-en")
probe("r02", E, "GR", "πόσες απαιτήσεις για σκουριά στην Ελλάδα", "calculate", figure=None, kind="unknown-fault-greek")
probe("r03", E, "RS", "колико рекламација због вибрација у Србији", "calculate", figure=None, kind="unknown-fault-cyrillic")
probe("r04", E, "SI", "koliko reklamacij zaradi korozije v Sloveniji", "calculate", figure=None, kind="unknown-fault-sl")
probe("r05", E, "HR", "koliko reklamacija za propeler u Hrvatskoj", "calculate", figure=None, kind="unknown-part-word")
probe("r06", E, "HR", "koliko hitnih reklamacija u Hrvatskoj", "calculate", figure=None, kind="unknown-adjective-first",
      note="hitnih (urgent) right after the operation")
probe("r07", E, "HR", "koliko reklamacija je hitno u Hrvatskoj", "calculate", figure=None, kind="unknown-adjective-later")
probe("r08", E, "HR", "prosječno sati popravka zbog korozije za OB-60", "calculate", figure=None, kind="unknown-fault-avg")
probe("r09", S, "HR", "koliko OB-60 Pro smo prodali 2025", "calculate", figure=None, kind="unknown-variant",
      note=f"no OB-60 Pro; OB-60 = {ss(products=['OB-60'], period=Y25)}")
probe("r10", S, "GR", "πόσα OB-115 με τιμόνι πουλήσαμε το 2025", "calculate", figure=None, kind="unknown-variant-greek")
# ---------------------------------------------------------------- dealers named by trade name
probe("r11", E, "HR", "koliko reklamacija ima Kvarner Brodoservis", "calculate", figure=claim_count(dealers=["RIJ"]),
      kind="dealer-trade-name-claims")
probe("r12", S, "GR", "πόσα OB-60 πούλησε η Ναυτιλιακά Αιγαίου το 2025", "calculate",
      figure=ss(products=["OB-60"], dealers=["PIR"], period=Y25), kind="dealer-trade-name-exact")
probe("r13", E, "RS", "koliko IMP-60-K ima Dunav Nautika na stanju", "calculate",
      figure=stock_qty("IMP-60-K", dealers=["BEO"]), kind="dealer-trade-name-translit")
probe("r14", S, "SI", "koliko SN-300 je prodal Koper Navtika letos", "calculate",
      figure=ss(products=["SN-300"], dealers=["KOP"], period=Y26), kind="dealer-trade-name-with-city")
probe("r15", S, "HR", "koliko NV-9 je prodao Zadar Marine Servis 2025", "calculate",
      figure=ss(products=["NV-9"], dealers=["ZAD"], period=Y25), kind="dealer-trade-name-with-city")
probe("r16", S, "CY", "how many SN-300 did Limassol Boats sell in 2025", "calculate",
      figure=ss(products=["SN-300"], dealers=["LIM"], period=Y25), kind="dealer-trade-name-en")
probe("r17", S, "HR", "koliko OB-60 je prodao diler Jadran 2025", "calculate",
      figure=ss(products=["OB-60"], dealers=["SPL"], period=Y25), kind="dealer-partial-name")
probe("r18", S, "HR", "koliko OB-60 je prodao SPL 2025", "calculate",
      figure=ss(products=["OB-60"], dealers=["SPL"], period=Y25), kind="dealer-key")
probe("r19", E, "RS", "koliko IMP-60-K ima u Beogradu", "calculate", figure=stock_qty("IMP-60-K", dealers=["BEO"]),
      kind="stock-city-translit")
probe("r20", E, "HR", "koliko reklamacija u Puli", "calculate", figure=None, kind="unknown-town-place-word")
probe("r21", E, "HR", "koliko reklamacija ima Pula", "calculate", figure=None, kind="unknown-town-no-place-word")
probe("r22", E, "GR", "πόσες απαιτήσεις έχει η Ρόδος", "calculate", figure=None, kind="unknown-town-greek")
# ---------------------------------------------------------------- periods that no expression reads
probe("r23", S, "HR", "koliko OB-60 je prodano u Hrvatskoj zadnjih 6 mjeseci", "calculate", figure=None,
      kind="unread-period", note="'zadnjih' not configured; the all-time sum is wrong")
probe("r24", S, "GR", "πόσα OB-60 πουλήσαμε στην Ελλάδα τους τελευταίους 3 μήνες", "calculate", figure=None,
      kind="unread-period-greek")
probe("r25", S, "SI", "koliko OB-60 smo prodali v Sloveniji v zadnjih treh mesecih", "calculate", figure=None,
      kind="unread-period-sl")
probe("r26", S, "HR", "koliko OB-200 je prodano u Hrvatskoj tijekom sezone 2025", "calculate", figure=None,
      kind="season-word", note="a season: beyond words")
probe("r27", S, "CY", "how many OB-60 were sold in Cyprus during the last season", "calculate", figure=None,
      kind="season-word-en")
probe("r28", S, "HR", "koliko OB-60 je prodano u Hrvatskoj prije 2 mjeseca", "calculate", figure=None,
      kind="unread-period-ago")
probe("r29", S, "RS", "колико OB-60 је продато у Србији последња 2 месеца", "calculate", figure=None,
      kind="unread-period-cyrillic")
probe("r30", S, "CY", "how many OB-60 were sold in Cyprus in the last 3 months", "calculate",
      figure=ss(products=["OB-60"], markets=["CY"], period=(dt.date(2026, 9, 1), TODAY)), kind="last-n-months-en",
      note="documented form; 'last 3 months' from 2026-09-01 or 2026-09-02 give the same monthly rows")
# ---------------------------------------------------------------- comparisons with unlisted comparatives
a, b, gt = compare_markets("HR", "SI", measure="revenue", period=Y25)
probe("r31", S, "HR", "je li Hrvatska imala veći promet od Slovenije 2025", "calculate", verdict="yes" if gt else "no",
      kind="compare-unlisted-more", note=f"HR {a} SI {b}")
a, b, gt = compare_markets("GR", "CY", measure="revenue", period=Y25)
probe("r32", S, "GR", "είχε η Ελλάδα μεγαλύτερο τζίρο από την Κύπρο το 2025", "calculate", verdict="yes" if gt else "no",
      kind="compare-unlisted-more-greek", note=f"GR {a} CY {b}")
probe("r33", S, "CY", "did Greece have higher revenue than Cyprus in 2025", "calculate", verdict="yes" if gt else "no",
      kind="compare-higher-en", note=f"GR {a} CY {b}")
a, b, gt = compare_markets("RS", "HR", products=["SN-300"], period=Y26)
probe("r34", S, "RS", "da li je Srbija prodala manje SN-300 nego Hrvatska ove godine", "calculate",
      verdict="no" if gt else "yes", kind="compare-less-nego", note=f"RS {a} HR {b}")
probe("r35", S, "RS", "da li je Srbija prodala manje SN-300 od Hrvatske ove godine", "calculate",
      verdict="no" if gt else "yes", kind="compare-less-od", note=f"RS {a} HR {b}")
# ---------------------------------------------------------------- comparison phrases picking rows
probe("r36", E, "CY", "how many claims took more than 5 hours in Croatia", "calculate",
      figure=hours_above(5, markets=["HR"]), kind="above-en")
probe("r37", E, "HR", "koliko reklamacija s više od 5 sati popravka u Hrvatskoj", "calculate",
      figure=hours_above(5, markets=["HR"]), kind="above-unlisted-phrase",
      note="'više od {n}' is not a configured above phrase: no figure acceptable, a sum of hours is not")
probe("r38", E, "GR", "πόσες απαιτήσεις με πάνω από 5 ώρες επισκευής στην Κροατία", "calculate",
      figure=hours_above(5, markets=["HR"]), kind="above-unlisted-phrase-greek")
# ---------------------------------------------------------------- two in one, Slovenian 'in'
probe("r39", S, "SI", "koliko stane OB-60 in koliko smo jih prodali letos v Sloveniji", "search",
      must=["PRICE-HR-SI#1"], figure=ss(products=["OB-60"], markets=["SI"], period=Y26), kind="two-in-one-sl")
probe("r40", S, "SI", "koliko OB-60 smo prodali v Sloveniji in na Hrvaškem lani", "calculate",
      figure=ss(products=["OB-60"], markets=["SI", "HR"], period=Y25), kind="two-markets-in")
# ---------------------------------------------------------------- parts typed wrong
probe("r41", E, "HR", "tko ima fp-2201-b na zalihi", "list", kind="unknown-part-typo",
      must_not=stock_ids("FP-2210-B"), note="digits swapped: no such part")
probe("r42", E, "SI", "kateri izdelki uporabljajo CDI-200-F", "follow", must_not=["SPEC-OB200#3"],
      kind="unknown-part-letter")

with open("/tmp/h-c22/probes3.jsonl", "w", encoding="utf-8") as f:
    for c in P:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(P), "probes")
for c in P:
    print(c["id"], c["route"], c.get("figure", "-"), c.get("verdict", "-"), c.get("note", ""))
