#!/usr/bin/env python3
"""Diagnostic variants of the silent-wrong kinds found by probes.py (truths from expected.py). Writes probes2.jsonl."""
import json
from expected import *
D = "2026-12-01"; Y25, Y26 = year(2025), this_year()
S, E = "myynti", "huolto"
out = []
def p(id, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": D, "route": route, "must": list(must),
         "must_not": list(must_not)}
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    out.append(c)
ss = sales_sum
# quarters written with a digit ordinal, and with ordinal words
p("P01", S, "EE", "mitu LS-12 müüdi 2025 kolmandas kvartalis", "calculate", figure=ss(products=["LS-12"], period=quarter(2025, 3)), kind="quarter-ordinal-word")
p("P02", S, "EE", "mitu LS-12 müüdi Q3 2025", "calculate", figure=ss(products=["LS-12"], period=quarter(2025, 3)), kind="quarter-q")
p("P03", S, "LV", "cik LS-12 pārdoti 2025 trešajā ceturksnī", "calculate", figure=ss(products=["LS-12"], period=quarter(2025, 3)), kind="quarter-ordinal-word")
p("P04", S, "FI", "montako LS-12 myytiin 3. neljänneksellä 2025", "calculate", figure=ss(products=["LS-12"], period=quarter(2025, 3)), kind="quarter-ordinal-digit")
p("P05", S, "FI", "montako cs-450 myytiin suomessa 2025 ensimmäisellä vuosipuoliskolla", "calculate",
  figure=ss(products=["CS-450"], markets=["FI"], period=half(2025, 1)), kind="half-configured")
# ranges with the year first, and with the year last
p("P06", S, "LT", "kiek bc-520 parduota nuo kovo iki birželio 2026", "calculate",
  figure=ss(products=["BC-520"], period=span(month(2026, 3), month(2026, 6))), kind="from-to")
p("P07", S, "LT", "kiek bc-520 parduota 2026 nuo kovo iki birželio", "calculate",
  figure=ss(products=["BC-520"], period=span(month(2026, 3), month(2026, 6))), kind="from-to-year-first")
p("P08", S, "EE", "mitu bc-520 müüdi 2026 märts kuni juuni", "calculate",
  figure=ss(products=["BC-520"], period=span(month(2026, 3), month(2026, 6))), kind="from-to-year-first")
# a negation right before a market written in a locative (no place word)
cert_not_lt = [f"DEALERS#{k}" for k in dealer_keys(None, True) if mk(k) != "LT"]
p("P09", E, "FI", "sertifioidut jälleenmyyjät ei suomessa", "list", must=[f"DEALERS#{k}" for k in dealer_keys(None, True) if mk(k) != "FI"],
  must_not=dealer_ids(["FI"], True), verdict="yes", kind="negated-market-locative")
p("P10", E, "FI", "certified dealers not in lithuania", "list", must=cert_not_lt, must_not=dealer_ids(["LT"], True), verdict="yes",
  kind="negated-market-place-word")
p("P11", S, "EE", "mitu cs-450 müüdi 2025 mitte eestis", "calculate", figure=ss(products=["CS-450"], exclude_markets=["EE"], period=Y25),
  kind="negated-market-locative")
# the figure fact and the prompt budget: large sums
p("P12", S, "LT", "kiek parduota 2025", "calculate", figure=ss(period=Y25), kind="large-sum")
p("P13", S, "FI", "montako konetta myytiin yhteensä", "calculate", figure=ss(), kind="large-sum", note="all rows")
p("P14", S, "EE", "käive kokku 2025", "calculate", figure=ss("revenue", period=Y25), kind="large-sum")
# glossary partial value of a fault, in Lithuanian
p("P15", E, "LT", "kiek pretenzijų su uždegimo gedimu 2025", "calculate", figure=claim_count(fault="ignition", period=Y25), kind="fault-instrumental")
p("P16", E, "LT", "kiek uždegimo gedimas pretenzijų 2025", "calculate", figure=claim_count(fault="ignition", period=Y25), kind="fault-value-as-written")
# 'un' (English glued negation) was left out: does "not certified" still work in English
p("P17", E, "FI", "list dealers not certified in estonia", "list", must=dealer_ids(["EE"], False), must_not=dealer_ids(["EE"], True),
  verdict="yes", kind="negated-flag-en")
p("P18", E, "FI", "list non-certified dealers in estonia", "list", must=dealer_ids(["EE"], False), must_not=dealer_ids(["EE"], True),
  verdict="yes", kind="negated-flag-en")
p("P19", S, "FI", "montako bc-520 myytiin march to june 2026", "calculate",
  figure=ss(products=["BC-520"], period=span(month(2026, 3), month(2026, 6))), kind="range-ambiguous-month", note="English: march is in ambiguous")
p("P20", S, "FI", "montako myytiin suomessa ja virossa 2025", "calculate", figure=ss(markets=["FI", "EE"], period=Y25), kind="large-sum",
  note="420 rows: check the figure is in the prompt (prompt_check.py)")
p("P21", S, "LV", "cik motorzāģi pārdoti latvijā 2025", "calculate", figure=ss(products=["CS-450", "CS-620"], markets=["LV"], period=Y25),
  kind="product-family-word", note="motorzāģis = chainsaw: CS-450 and CS-620")
# a dealer named by its town in the genitive, in a yes/no stock question (the row is 0)
def sc(id, persona, market, q, part, dealer, kind):
    r = stock_rows(part, dealers=[dealer])[0]
    p(id, persona, market, q, "list", must=[f"STOCK#{r['key']}"] if r["qty"] > 0 else [],
      must_not=[x for x in stock_ids(part, positive=True) if x != f"STOCK#{r['key']}"][:5],
      verdict="yes" if r["qty"] > 0 else "no", kind=kind, note=f"{dealer} qty {r['qty']}")
sc("P22", E, "LT", "ar utenos dileris turi im-220-2 sandėlyje", "IM-220-2", "UTN", "stock-yesno-town-genitive")
sc("P23", E, "LV", "vai valmieras dīlerim ir im-220-2 noliktavā", "IM-220-2", "VLM", "stock-yesno-town-genitive")
sc("P24", E, "EE", "kas rakvere edasimüüjal on im2202 laos", "IM-220-2", "RKV", "stock-yesno-town")
with open("/tmp/h-c21/probes2.jsonl", "w", encoding="utf-8") as f:
    for c in out: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(out), "probes")
