#!/usr/bin/env python3
"""Fourth small batch: ordinals written as digits with a dot, numeric since-dates, verbs of having. -> probes4.jsonl"""
import json
from expected import *
D = "2026-12-01"; S, E = "prodaja", "servis"; P = []
def probe(id, persona, market, q, route, figure="absent", kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": D, "route": route, "must": [], "must_not": []}
    if figure != "absent": c["figure"] = figure
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    P.append(c)
probe("s01", S, "HR", "koliko OB-60 je prodano u Hrvatskoj u 2. kvartalu 2026", "calculate",
      figure=sales_sum(products=["OB-60"], markets=["HR"], period=quarter(2026, 2)), kind="ordinal-digit-dot")
probe("s02", S, "GR", "πόσα OB-60 πουλήσαμε στην Ελλάδα το 2ο τρίμηνο του 2026", "calculate",
      figure=sales_sum(products=["OB-60"], markets=["GR"], period=quarter(2026, 2)), kind="ordinal-greek-digit")
probe("s03", E, "HR", "koliko reklamacija u Hrvatskoj od 01.03.2026", "calculate",
      figure=claim_count(markets=["HR"], period=since(dt.date(2026, 3, 1))), kind="since-numeric")
probe("s04", E, "CY", "how many claims since 15/09/2026 in Croatia", "calculate",
      figure=claim_count(markets=["HR"], period=since(dt.date(2026, 9, 15))), kind="since-numeric-en")
probe("s05", E, "HR", "koliko reklamacija u Hrvatskoj u rujnu", "calculate",
      figure=claim_count(markets=["HR"], period=month(2026, 9)), kind="month-no-year")
probe("s06", E, "SI", "koliko reklamacij je bilo lani v Sloveniji", "calculate",
      figure=claim_count(markets=["SI"], period=year(2025)), kind="verb-bilo")
probe("s07", E, "CY", "πόσες απαιτήσεις είχαμε πέρσι στην Κύπρο", "calculate",
      figure=claim_count(markets=["CY"], period=year(2025)), kind="verb-eixame")
probe("s08", E, "HR", "koliko reklamacija smo imali prošle godine u Hrvatskoj", "calculate",
      figure=claim_count(markets=["HR"], period=year(2025)), kind="verb-imali")
with open("/tmp/h-c22/probes4.jsonl", "w", encoding="utf-8") as f:
    for c in P: f.write(json.dumps(c, ensure_ascii=False) + "\n")
for c in P: print(c["id"], c.get("figure"))
