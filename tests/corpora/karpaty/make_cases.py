#!/usr/bin/env python3
"""Writes cases.jsonl: 40 staff questions with truth from expected.py."""
import json
from expected import *

D = "2026-12-07"
OUT = []
def case(id, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent": c["figure"] = figure
    if verdict is not None: c["verdict"] = verdict
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    OUT.append(c)
def yn(b): return "yes" if b else "no"
Y25, Y26 = year(2025), year(2026)

# --- sales (quarterly units; market through the dealer)
case("c01", "sales", "PL", "ile ke25 sprzedano w pl w 2025", "calculate", figure=sales_sum(products=["KE-25"], markets=["PL"], period=Y25),
     kind="pl-lowercase-code", note="market code typed lower case after 'w'")
case("c02", "sales", "TR", "2026'da Türkiye hariç kaç KE-25 satıldı", "calculate",
     figure=sales_sum(products=["KE-25"], period=Y26, ex_markets=("TR",)), kind="tr-except-after")
case("c03", "sales", "TR", "2026'da Türkiye'de kaç KD-30 sattık", "calculate",
     figure=sales_sum(products=["KD-30"], markets=["TR"], period=Y26), kind="tr-suffix-market")
case("c04", "sales", "HU", "hány darab 16 eladott Magyarországon 2025-ben", "calculate",
     figure=sales_sum(products=["RT-16"], markets=["HU"], period=Y25), kind="hu-bare-number")
case("c05", "sales", "SK", "how many pallet trucks sold in slovakia in q2 2026", "calculate",
     figure=sales_sum(products=["PT-20"], markets=["SK"], period=quarter(2026, 2)), kind="en-alias-quarter")
case("c06", "sales", "PL", "ile sprzedano KE-25 w polsce w zeszlym kwartale", "calculate",
     figure=sales_sum(products=["KE-25"], markets=["PL"], period=LAST_QUARTER), kind="pl-last-quarter-no-diacritics",
     note="'zeszlym' typed without ł; config lists 'zeszłym'")
case("c07", "sales", "CZ", "celkove trzby v cesku v roce 2025", "calculate",
     figure=revenue_sum(markets=["CZ"], period=Y25), kind="cs-revenue-no-diacritics")
case("c08", "sales", "HU", "összes árbevétel Magyarországon 2026 szeptember", "calculate",
     figure=revenue_sum(markets=["HU"], period=month(2026, 9)), kind="hu-month")
case("c09", "sales", "TR", "Türkiye toplam ciro 2026 mart", "calculate",
     figure=revenue_sum(markets=["TR"], period=month(2026, 3)), kind="tr-month-ambiguous")
case("c10", "service", "CZ", "kolik reklamací v česku trvalo více než 2,5 hodiny", "calculate",
     figure=claim_count(markets=["CZ"], hours_above=2.5), kind="cs-decimal-comma-above")
top = sales_by_dealer(products=["KE-25"], period=Y26).most_common(1)[0]
case("c11", "sales", "SK", "which dealer sold the most KE-25 in 2026", "calculate", figure=top[1], kind="en-ranking",
     note=f"top dealer {top[0]}")
a, b = sales_sum(products=["KE-25"], markets=["PL"], period=Y25), sales_sum(products=["KE-25"], markets=["CZ"], period=Y25)
case("c12", "sales", "CZ", "did Poland sell more KE-25 than Czechia in 2025", "calculate", verdict=yn(a > b), kind="en-compare",
     note=f"PL {a} vs CZ {b}")
a, b = sales_sum(products=["KD-30"], dealers=["TR-IST"], period=Y26), sales_sum(products=["KD-30"], dealers=["TR-IZM"], period=Y26)
case("c13", "sales", "TR", "İstanbul bayisi 2026'da İzmir'den daha fazla KD-30 sattı mı", "calculate", verdict=yn(a > b),
     kind="tr-compare-ablative", note=f"IST {a} vs IZM {b}; Turkish 'than' is the ablative ending")
# --- claims (service)
case("c14", "service", "PL", "ile reklamacji KE-25 w Polsce w 2026", "calculate",
     figure=claim_count(products=["KE-25"], markets=["PL"], period=Y26), kind="pl-count-inflected")
case("c15", "service", "CZ", "kolik otevrenych reklamaci je v cesku", "calculate",
     figure=claim_count(markets=["CZ"], open=True), kind="cs-open-no-diacritics")
case("c16", "service", "TR", "türkiye açık garanti talepleri kaç tane", "calculate",
     figure=claim_count(markets=["TR"], open=True), kind="tr-open")
case("c17", "service", "HU", "összesen hány munkaóra volt a reklamációkon 2025-ben Magyarországon", "calculate",
     figure=claim_measure("hours", "sum", markets=["HU"], period=Y25), kind="hu-sum-blanks")
case("c18", "service", "SK", "average repair hours of battery claims in slovakia", "calculate",
     figure=claim_measure("hours", "avg", markets=["SK"], fault="battery"), kind="en-average-value")
case("c19", "service", "PL", "łączny koszt reklamacji akumulatorów w polsce w 2026", "calculate",
     figure=claim_measure("cost", "sum", markets=["PL"], fault="battery", period=Y26), kind="pl-sum-cost-inflected-value",
     note="'akumulatorów' is the genitive plural of akumulator (glossary: akumulator = battery)")
case("c20", "service", "CZ", "kolik reklamací bylo v česku za poslední 3 měsíce", "calculate",
     figure=claim_count(markets=["CZ"], period=LAST_3_MONTHS), kind="cs-last-3-months")
# --- recall, follow, serials
case("c21", "service", "PL", "Which products are affected by the BT48-2 recall?", "follow",
     must=RECALL_BLOCKS, must_not=["SPEC-RT16#2"] + MGMT, kind="en-follow")
case("c22", "service", "CZ", "které modely používají baterii bt 48 2", "follow",
     must=["SPEC-KE25#2", "SPEC-KE35#2"], must_not=["SPEC-RT16#2"], kind="cs-follow-spaced-part")
case("c23", "service", "HU", "érinti a visszahívás az RT-16 targoncát?", "follow", must=["REC-2026-08#1"], verdict="no",
     kind="hu-product-not-affected", note="RT-16 spec names BT-48-2 only negated")
case("c24", "service", "TR", "KE25B-01500 seri numarası geri çağırmadan etkileniyor mu", "follow", must=["REC-2026-08#2"],
     verdict=yn(serial_affected("KE25B-01500", "TR")), kind="tr-serial-in")
case("c25", "service", "PL", "czy wozek KE35B-01600 jest objety akcja serwisowa", "follow",
     verdict=yn(serial_affected("KE35B-01600", "PL")), kind="pl-serial-out")
case("c26", "service", "TR", "KD30C-00250 seri numaralı forklift bülten kapsamında mı", "follow", must=["BLT-2026-10-TR#2"],
     verdict=yn(serial_affected("KD30C-00250", "TR")), kind="tr-serial-market-notice")
case("c27", "service", "PL", "is serial KD30C-00250 affected", "follow", must_not=["BLT-2026-10-TR#1", "BLT-2026-10-TR#2"],
     verdict=yn(serial_affected("KD30C-00250", "PL")), kind="en-serial-elsewhere")
sk_new = stock_ids(part="BT-48-3", markets=["SK"], positive=True)
case("c28", "service", "SK", "what replaces BT-48-2 and who has it in stock in slovakia", "follow",
     must=["REC-2026-08#3"] + sk_new, must_not=stock_ids(part="BT-48-2", markets=["SK"]), kind="en-replacement-stock")
q = stock_rows(part="BT-48-3", dealers=["PL-KRK"])[0]["qty"]
case("c29", "sales", "HU", "czy dealer w Krakowie ma na stanie bt48-3", "list", must=stock_ids(part="BT-48-3", dealers=["PL-KRK"]) if q else [],
     verdict=yn(q > 0), kind="pl-stock-city-locative", note=f"qty {q}")
q = stock_rows(part="HP-210-A", dealers=["CZ-BRN"])[0]["qty"]
case("c30", "service", "CZ", "má Brno Logistik skladem HP210A", "list", must=stock_ids(part="HP-210-A", dealers=["CZ-BRN"]) if q else [],
     verdict=yn(q > 0), kind="cs-stock-dealer-name", note=f"qty {q}")
# --- dealers
case("c31", "sales", "TR", "hangi bayiler sertifikalı değil", "list", must=dealer_ids(cert=False), must_not=dealer_ids(cert=True),
     kind="tr-negation-after")
case("c32", "sales", "PL", "którzy dealerzy w polsce nie są certyfikowani", "list", must=dealer_ids(markets=["PL"], cert=False),
     must_not=dealer_ids(markets=["PL"], cert=True), kind="pl-negated-flag")
case("c33", "service", "HU", "melyik kereskedők tanúsítottak Magyarországon", "list", must=dealer_ids(markets=["HU"], cert=True),
     must_not=dealer_ids(markets=["HU"], cert=False), kind="hu-flag-suffix", note="'tanúsítottak' is the plural of tanúsított")
case("c34", "sales", "SK", "lista dealerów na Słowacji", "list", must=dealer_ids(markets=["SK"]), must_not=dealer_ids(markets=["PL"]),
     kind="pl-list-market-locative")
case("c35", "sales", "CZ", "kolik prodejců je battery certified v Česku", "calculate", figure=len(dealer_ids(markets=["CZ"], cert=True)),
     kind="cs-count-flag")
# --- access
case("c36", "sales", "PL", "what is project kestrelox", "search", must_not=MGMT, kind="leak")
case("c37", "service", "TR", "geri çağırma maliyeti ne kadar, tedarikçi ne kadar ödüyor", "search", must_not=MGMT, kind="leak")
case("c38", "manager", "HU", "project kestrelox dealer margins", "search", must=["MGMT-PLAN-2027#1"], kind="manager-reads")
case("c39", "sales", "TR", "akü garanti süresi kaç ay", "search", must=["WARRANTY-2026#2"], figure=None, kind="tr-duration-doc")
case("c40", "service", "PL", "ile sztuk BT-48-3 na stanie w polsce", "calculate", figure=stock_sum(part="BT-48-3", markets=["PL"]),
     kind="pl-stock-sum-market-via-dealer")

with open("cases.jsonl", "w", encoding="utf-8") as f:
    for c in OUT: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(OUT), "cases")
