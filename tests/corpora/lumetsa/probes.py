#!/usr/bin/env python3
"""Extra probes (not counted in the 40 cases): the same kinds typed other ways. Truths from expected.py.
Writes probes.jsonl in the cases format."""
import json
from expected import *

D = "2026-12-01"
Y24, Y25, Y26 = year(2024), year(2025), this_year()
probes = []
def p(id, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id, "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    c["kind"] = kind; c["split"] = "heldout"
    if note: c["note"] = note
    probes.append(c)

S, E, M = "myynti", "huolto", "johto"
ss = sales_sum
# ---------------- A. periods: quarters, ordinals, months, relative
q2 = ss(products=["CS-620"], markets=["LV"], period=quarter(2026, 2))
p("A01", S, "LV", "cik CS-620 pārdoti Latvijā 2026. gada 2. ceturksnī", "calculate", figure=q2, kind="quarter-ordinal-digit")
p("A02", S, "LV", "cik CS-620 pārdoti Latvijā otrajā ceturksnī 2026", "calculate", figure=q2, kind="quarter-ordinal-word")
p("A03", S, "LV", "cik 620 pardoti latvija q2 2026", "calculate", figure=q2, kind="quarter-q")
p("A04", S, "FI", "montako CS-450 myytiin 2026 toisella neljänneksellä", "calculate",
  figure=ss(products=["CS-450"], period=quarter(2026, 2)), kind="quarter-ordinal-word")
p("A05", S, "LT", "kiek BC-300 parduota 2025 m. III ketvirtį", "calculate",
  figure=ss(products=["BC-300"], period=quarter(2025, 3)), kind="quarter-roman")
p("A06", S, "EE", "mitu LS-12 müüdi 2025 3. kvartalis", "calculate",
  figure=ss(products=["LS-12"], period=quarter(2025, 3)), kind="quarter-ordinal-digit")
p("A07", S, "FI", "montako bc-300 myytiin lokakuussa", "calculate",
  figure=ss(products=["BC-300"], period=month(2026, 10)), kind="month-inflected")
p("A08", S, "EE", "mitu cs-450 müüdi eelmisel kuul eestis", "calculate",
  figure=ss(products=["CS-450"], markets=["EE"], period=month(2026, 11)), kind="last-month")
p("A09", S, "LV", "cik cs-450 pārdoti pagājušajā gadā latvijā", "calculate",
  figure=ss(products=["CS-450"], markets=["LV"], period=Y25), kind="last-year")
p("A10", S, "LT", "kiek cs-450 parduota šiais metais lietuvoje", "calculate",
  figure=ss(products=["CS-450"], markets=["LT"], period=Y26), kind="this-year")
p("A11", S, "FI", "montako cs-450 myytiin suomessa 2025 ensimmäisellä puoliskolla", "calculate",
  figure=ss(products=["CS-450"], markets=["FI"], period=half(2025, 1)), kind="half-inflected")
p("A12", S, "EE", "mitu bc-520 müüdi alates märtsist 2026", "calculate",
  figure=ss(products=["BC-520"], period=(dt.date(2026, 3, 1), TODAY)), kind="since-inflected-month")
p("A13", S, "LT", "kiek bc-520 parduota nuo 2026 kovo iki birželio", "calculate",
  figure=ss(products=["BC-520"], period=span(month(2026, 3), month(2026, 6))), kind="from-to-genitive")
p("A14", S, "FI", "montako CS-450 myytiin 2024", "calculate", figure=ss(products=["CS-450"], period=Y24),
  kind="partly-outside", note="table starts 2024-12: only December is there")
p("A15", S, "FI", "montako CS-450 myytiin joulukuussa 2026", "calculate", figure=None, kind="wholly-after",
  note="table ends 2026-11")
p("A16", S, "LV", "cik bc-300 pārdoti latvijā šogad vasarā", "calculate", figure=None, kind="season",
  note="summer: beyond word")
# ---------------- B. operation words without diacritics, typos, capitals
p("B01", E, "LV", "vidējais remonta laiks cs-450 reklamācijām", "calculate", figure=claim_avg(products=["CS-450"]),
  kind="avg-accents", note="c14 with diacritics")
p("B02", E, "LV", "videjais remonta laiks cs-450", "calculate", figure=claim_avg(products=["CS-450"]), kind="avg-no-accents")
p("B03", E, "FI", "keskimaarainen korjausaika bc-300", "calculate", figure=claim_avg(products=["BC-300"]),
  kind="avg-no-accents")
p("B04", E, "LT", "vidutiniskai kiek valandu truko remontas LT", "calculate", figure=claim_avg(markets=["LT"]),
  kind="avg-no-accents")
k, v, tie, items = top("dealer", products=["LS-12"], period=Y25)
p("B05", S, "LV", "kurš pārdeva visvairāk LS-12 2025", "calculate", figure=v if not tie else "absent", kind="who-most",
  note=f"{items[:3]}")
p("B06", S, "LV", "kurs pardeva visvairak LS-12 2025", "calculate", figure=v if not tie else "absent",
  kind="who-most-no-accents", note=f"{items[:3]}")
k, v, tie, items = top("dealer", products=["LS-12"], period=Y25, least=True)
p("B07", S, "EE", "kes müüs kõige vähem LS-12 2025", "calculate", figure=v if not tie else "absent", kind="who-least",
  note=f"{items[:3]} tie={tie}")
p("B08", S, "EE", "kes muus koige vahem LS-12 2025", "calculate", figure=v if not tie else "absent",
  kind="who-least-no-accents", note=f"{items[:3]} tie={tie}")
p("B09", S, "FI", "MONTAKO CS-450 MYYTIIN SUOMESSA VIIME VUONNA", "calculate",
  figure=ss(products=["CS-450"], markets=["FI"], period=Y25), kind="capitals")
p("B10", S, "FI", "montako cs-450 myytin suomesa viime vuona", "calculate",
  figure=ss(products=["CS-450"], markets=["FI"], period=Y25), kind="typos")
p("B11", S, "LT", "kiek is viso parduota cs-620 lietuvoje 2025", "calculate",
  figure=ss(products=["CS-620"], markets=["LT"], period=Y25), kind="sum-no-accents")
p("B12", S, "FI", "yhteensa cs-620 myynti kpl suomi 2025", "calculate",
  figure=ss(products=["CS-620"], markets=["FI"], period=Y25), kind="sum-no-accents")
k, v, tie, items = top("market", products=["CS-450"], period=Y25)
p("B13", S, "LT", "kuri rinka pardavė daugiausia cs-450 2025", "calculate", figure=v, kind="which-market",
  note=f"{items}")
p("B14", S, "FI", "mikä maa myi eniten bc-300 tänä vuonna", "calculate",
  figure=top("market", products=["BC-300"], period=Y26)[1], kind="which-market", note=f"{top('market', products=['BC-300'], period=Y26)[3]}")
# ---------------- C. bare numbers and part numbers holding product numbers
p("C01", S, "FI", "montako 450 myytiin viime vuonna", "calculate", figure=ss(products=["CS-450"], period=Y25), kind="bare-number")
p("C02", S, "LT", "kiek 300 parduota latvijoje 2025", "calculate", figure=ss(products=["BC-300"], markets=["LV"], period=Y25),
  kind="bare-number")
p("C03", S, "EE", "mitu 520 müüdi tänavu", "calculate", figure=ss(products=["BC-520"], period=Y26), kind="bare-number")
p("C04", E, "FI", "paljonko cb 450 1 on varastossa yhteensä", "calculate", figure=stock_qty("CB-450-1"),
  kind="part-holding-bare-number")
p("C05", E, "EE", "kui palju th3002 on laos tartus", "calculate", figure=stock_rows("TH-300-2", dealers=["TRT"])[0]["qty"],
  kind="stock-qty-city")
p("C06", S, "FI", "montako kpl im 220 2 varastossa kuopiossa", "calculate", figure=stock_rows("IM-220-2", dealers=["KUO"])[0]["qty"],
  kind="stock-qty-kpl", note="kpl is a measure word of SALES and STOCK")
p("C07", E, "LV", "cik 450 reklamāciju latvijā", "calculate", figure=claim_count(products=["CS-450"], markets=["LV"]),
  kind="bare-number-claims")
# ---------------- D. claims
p("D01", E, "FI", "kuinka monta reklamaatiota ilman takuuta suomessa 2026", "calculate",
  figure=claim_count(markets=["FI"], warranty=False, period=Y26), kind="count-negated-flag")
p("D02", E, "EE", "mitu garantiita pretensiooni eestis", "calculate", figure=claim_count(markets=["EE"], warranty=False),
  kind="negation-glued-after", note="garantii+ta (abessive)")
p("D03", E, "LV", "cik reklamāciju bez garantijas lietuvā", "calculate", figure=claim_count(markets=["LT"], warranty=False),
  kind="count-negated-flag", note="bez: negation and except")
p("D04", E, "LV", "cik reklamāciju bez lietuvas", "calculate", figure=claim_count(exclude := None) if False else
  len([r for r in CLAIMS if r["market"] != "LT"]), kind="except", note="bez Lietuvas = except Lithuania")
p("D05", E, "LT", "kiek atvirų pretenzijų latvijoje", "calculate", figure=claim_count(markets=["LV"], status="open"),
  kind="status-genitive-plural")
p("D06", E, "FI", "montako käsittelyssä olevaa reklamaatiota virossa", "calculate",
  figure=None, kind="status-crosslang-missing-glossary",
  note="käsittelyssä is a FI value; EE rows say menetluses and the glossary does not cross-link 'in progress': the truth "
       f"is {claim_count(markets=['EE'], status='progress')}, but the word picks FI's value only")
p("D07", E, "EE", "mitu suletud reklamatsiooni 2025 soomes", "calculate",
  figure=claim_count(markets=["FI"], status="closed", period=Y25), kind="status-crosslang")
p("D08", E, "FI", "montako hylättyä reklamaatiota suomessa", "calculate", figure=None, kind="status-unknown",
  note="hylätty = rejected: no such status")
p("D09", E, "LT", "kiek pretenzijų dėl uždegimo gedimo 2025", "calculate",
  figure=claim_count(fault="ignition", period=Y25), kind="fault-genitive")
p("D10", E, "FI", "montako sytytysvikaa 2025", "calculate", figure=claim_count(fault="ignition", period=Y25),
  kind="fault-partitive")
p("D11", E, "EE", "keskmine remondiaeg LS-12 pretensioonidel", "calculate", figure=claim_avg(products=["LS-12"]),
  kind="avg-blanks")
p("D12", E, "LV", "kopējās remonta stundas latvijā 2026", "calculate", figure=claim_sum(markets=["LV"], period=Y26),
  kind="sum-blanks")
p("D13", E, "LT", "ilgiausias remonto laikas cs-450 pretenzijose", "calculate", figure=claim_max(products=["CS-450"]),
  kind="max")
p("D14", E, "FI", "lyhin korjausaika ls-12 reklamaatioissa", "calculate", figure=claim_min(products=["LS-12"]), kind="min")
p("D15", E, "EE", "mitu reklamatsiooni üle 3 tunni", "calculate",
  figure=len([r for r in CLAIMS if r["hours"] is not None and r["hours"] > 3]), kind="above")
p("D16", E, "FI", "montako reklamaatiota yli 3 tuntia suomessa", "calculate",
  figure=len([r for r in CLAIMS if r["market"] == "FI" and r["hours"] is not None and r["hours"] > 3]), kind="above")
p("D17", E, "LT", "kiek pretenzijų turėjo kiekvienas dileris", "calculate", kind="per-dealer", note=f"{claims_by('dealer')}")
p("D18", E, "FI", "reklamaatiot joissa ei ole takuuta latviassa", "list", must=claim_ids(markets=["LV"], warranty=False),
  must_not=claim_ids(markets=["LV"], warranty=True)[:3], verdict="yes", kind="list-negated-flag-ole")
p("D19", E, "EE", "mitu reklamatsiooni ei ole garantii alla läinud eestis", "calculate",
  figure=claim_count(markets=["EE"], warranty=False), kind="negated-flag-phrase")
p("D20", E, "LV", "cik reklamāciju ir ar garantiju igaunijā", "calculate", figure=claim_count(markets=["EE"], warranty=True),
  kind="flag-accusative", note="garantiju (accusative) not in the glossary")
p("D21", E, "FI", "montako reklamaatiota tuli lahdesta 2025", "calculate",
  figure=claim_count(dealers=["LAH"], period=Y25), kind="city-elative", note="lahdesta (from Lahti) not in glossary")
p("D22", E, "FI", "montako reklamaatiota lahdessa", "calculate", figure=claim_count(dealers=["LAH"]), kind="city-glossary")
p("D23", E, "LT", "kiek pretenzijų gavo Kauno Miško Technika", "calculate", figure=claim_count(dealers=["KNS"]),
  kind="dealer-name")
# ---------------- E. dealers
p("E01", E, "LV", "nesertificēti dīleri igaunijā", "list", must=dealer_ids(["EE"], False), must_not=dealer_ids(["EE"], True),
  verdict="yes", kind="negation-prefix-accents", note="c22 with diacritics")
p("E02", E, "LT", "nesertifikuoti dileriai lietuvoje", "list", must=dealer_ids(["LT"], False), must_not=dealer_ids(["LT"], True),
  verdict="yes", kind="negation-prefix")
p("E03", E, "FI", "jälleenmyyjät jotka eivät ole sertifioituja", "list", must=dealer_ids(None, False),
  must_not=dealer_ids(None, True)[:3], verdict="yes", kind="negated-flag-ole")
p("E04", E, "FI", "ei sertifioidut jälleenmyyjät suomessa", "list", must=dealer_ids(["FI"], False),
  must_not=dealer_ids(["FI"], True), verdict="yes", kind="negated-flag")
p("E05", E, "EE", "sertifitseerimata edasimüüjad", "list", must=dealer_ids(None, False), must_not=dealer_ids(None, True)[:3],
  verdict="yes", kind="negation-suffix", note="sertifitseeri+mata")
p("E06", E, "FI", "sertifioimattomat jälleenmyyjät", "list", must=dealer_ids(None, False), must_not=dealer_ids(None, True)[:3],
  verdict="yes", kind="negation-suffix", note="-mattomat")
p("E07", E, "EE", "kas pärnu edasimüüja on sertifitseeritud", "list", must_not=[], verdict="no",
  kind="flag-yesno", note="PRN certified=ei")
p("E08", E, "LV", "cik dīleru nav sertificēti latvijā", "calculate", figure=len(dealer_keys(["LV"], False)), kind="count-negated")
p("E09", E, "EN" if False else "FI", "list uncertified dealers in estonia", "list", must=dealer_ids(["EE"], False),
  must_not=dealer_ids(["EE"], True), verdict="yes", kind="negation-prefix-en", note="'un' left out of negations on purpose")
p("E10", E, "LT", "sertifikuoti dileriai ne lietuvoje", "list", must=[f"DEALERS#{k}" for k in dealer_keys(None, True) if mk(k) != "LT"],
  must_not=dealer_ids(["LT"], True), verdict="yes", kind="negated-market")
# ---------------- F. stock
def stock_case(id, persona, market, q, part, dealer, kind):
    r = stock_rows(part, dealers=[dealer])[0]
    p(id, persona, market, q, "list", must=[f"STOCK#{r['key']}"] if r["qty"] > 0 else [],
      verdict="yes" if r["qty"] > 0 else "no", kind=kind, note=f"{dealer} qty {r['qty']}")
stock_case("F01", E, "FI", "onko rovaniemellä im-220-2 varastossa", "IM-220-2", "ROV", "stock-yesno")
stock_case("F02", E, "EE", "kas tartus on IM2202 laos", "IM-220-2", "TRT", "stock-yesno-kas")
stock_case("F03", E, "LV", "vai cēsīs ir im 220 2 noliktavā", "IM-220-2", "CES", "stock-yesno-ir")
stock_case("F04", E, "LT", "ar utenoje yra hp-120-1 sandėlyje", "HP-120-1", "UTN", "stock-yesno-ar")
stock_case("F05", E, "FI", "onko joensuussa cb-450-1 hyllyssä", "CB-450-1", "JNS", "stock-yesno")
pos = stock_ids("IM-220-2", markets=["FI"], positive=True)
p("F06", E, "FI", "kenellä on im-220-2 varastossa suomessa", "list", must=pos, must_not=stock_ids("IM-220-2", markets=["FI"], positive=False),
  verdict="yes", kind="who-has")
p("F07", E, "EE", "kellel on HP1201 laos", "list", must=stock_ids("HP-120-1", positive=True)[:4],
  must_not=stock_ids("HP-120-1", positive=False), verdict="yes", kind="who-has")
p("F08", E, "LV", "kam nav th-300-2 noliktavā", "list", must=stock_ids("TH-300-2", positive=False),
  must_not=stock_ids("TH-300-2", positive=True)[:3], verdict="yes", kind="who-has-none")
p("F09", E, "LT", "kas neturi cb-620-1 sandėlyje", "list", must=stock_ids("CB-620-1", positive=False),
  must_not=stock_ids("CB-620-1", positive=True)[:3], verdict="yes", kind="who-has-none")
p("F10", E, "FI", "kenellä ei ole im-230-1 varastossa", "list", must=stock_ids("IM-230-1", positive=False),
  must_not=stock_ids("IM-230-1", positive=True)[:3], verdict="yes", kind="who-has-none")
p("F11", S, "LT", "kiek IM-220-2 turime sandėlyje lietuvoje", "calculate", figure=stock_qty("IM-220-2", markets=["LT"]),
  kind="stock-qty-market")
p("F12", E, "FI", "paljonko im-220-1 varastossa yhteensä", "calculate", figure=stock_qty("IM-220-1"), kind="stock-total")
p("F13", E, "EE", "IM-220-2 laoseis eestis", "list", must=stock_ids("IM-220-2", markets=["EE"]), kind="stock-list")
p("F14", E, "FI", "onko AF-450-1 varastossa", "list", verdict="no", figure="absent", kind="stock-part-no-rows",
  note="AF-450-1 is in documents only: no stock row; truth: not known / no rows")
p("F15", E, "LV", "cik IM-220-3 ir noliktavā", "calculate", figure=None, kind="stock-unknown-part")
# ---------------- G. recall / serials / follow
p("G01", E, "FI", "koskeeko takaisinkutsu sarjanumeroa LF24C-01000", "follow", must=["RECALL-2026-04#1"],
  verdict="yes" if serial_affected("LF24C-01000") else "no", kind="serial-boundary")
p("G02", E, "EE", "kas seerianumber lf24c 03999 on tagasikutsumise all", "follow", must=["RECALL-2026-04#1"],
  verdict="yes" if serial_affected("lf24c 03999") else "no", kind="serial-boundary")
p("G03", E, "LT", "ar LF24C04000 patenka į atšaukimą", "follow", verdict="yes" if serial_affected("LF24C04000") else "no",
  kind="serial-out")
p("G04", E, "LV", "vai LF24D-02000 skar atsaukums", "follow", verdict="no", kind="serial-other-letter")
p("G05", E, "FI", "onko lf23k02000 takaisinkutsussa", "follow", verdict="no", kind="serial-other-year")
p("G06", E, "EE", "kas LF24C00999 on mõjutatud", "follow", verdict="no", kind="serial-below")
p("G07", E, "FI", "is serial lf 24c 02000 affected", "follow", verdict="yes", kind="serial-spaced")
must = [SPEC_IGN[x] for x in recall_products()]
p("G08", E, "LV", "kuri produkti izmanto im-220-1", "follow", must=must, must_not=["SPEC-BC520#2"], kind="recall-products")
p("G09", E, "LT", "kokie modeliai paveikti atšaukimo", "follow", must=must, must_not=["SPEC-BC520#2"], kind="recall-products-no-part")
p("G10", E, "EE", "millised tooted on tagasikutsumisega seotud", "follow", must=must, must_not=["SPEC-BC520#2"],
  kind="recall-products-no-part")
p("G11", E, "FI", "koskeeko takaisinkutsu BC-520:ta", "follow", verdict="no", kind="recall-product-yesno")
p("G12", E, "LT", "ar atšaukimas liečia cs-620", "follow", verdict="yes", kind="recall-product-yesno")
p("G13", E, "LV", "vai ls-12 skar im-220-1 atsaukums", "follow", verdict="no", kind="recall-product-yesno")
p("G14", E, "FI", "koskeeko im-220-1 takaisinkutsu 450:tä", "follow", verdict="yes", kind="recall-bare-number")
posLT = stock_ids("IM-220-2", markets=["LT"], positive=True)
p("G15", E, "LT", "kas pakeičia IM-220-1 ir kas jį turi sandėlyje lietuvoje", "follow", must=["BULLETIN-2026-06#1"] + posLT,
  must_not=stock_ids("IM-220-1", markets=["LT"]), kind="replacement-stock")
posLV = stock_ids("IM-220-2", markets=["LV"], positive=True)
p("G16", E, "LV", "ar ko aizstāj im2201 un kam tas ir noliktavā latvijā", "follow", must=["BULLETIN-2026-06#1"] + posLV,
  must_not=stock_ids("IM-220-1", markets=["LV"]), kind="replacement-stock")
posFI = stock_ids("IM-220-2", markets=["FI"], positive=True)
p("G17", E, "FI", "im 220 1 korvaava osa ja saatavuus suomessa", "follow", must=["BULLETIN-2026-06#1"] + posFI,
  must_not=stock_ids("IM-220-1", markets=["FI"]), kind="replacement-stock")
p("G18", E, "FI", "mitkä koneet käyttävät th 300 2 siimapäätä", "follow", must=["SPEC-BC300#3", "SPEC-BC520#3"],
  kind="uses-part")
p("G19", E, "EE", "mis asendab süütemoodulit IM-220-1", "follow", must=["BULLETIN-2026-06#1"], kind="replacement")
# ---------------- H. comparisons, per group, except
a, b, gt = compare_products("CS-450", "CS-620", markets=["FI"], period=Y25)
p("H01", S, "FI", "myytiinkö suomessa viime vuonna enemmän cs-450 kuin cs-620", "calculate", verdict="yes" if gt else "no",
  kind="compare-products", note=f"{a} vs {b}")
a, b, gt = compare_markets("LT", "LV", products=["LS-12"], period=Y25)
p("H02", S, "LT", "ar lietuva pardavė daugiau LS-12 nei latvija 2025", "calculate", verdict="yes" if gt else "no",
  kind="compare-markets", note=f"{a} vs {b}")
a, b, gt = compare_markets("LV", "EE", products=["BC-520"], period=Y26)
p("H03", S, "LV", "vai latvija pārdeva mazāk BC-520 nekā igaunija šogad", "calculate", verdict="yes" if a < b else "no",
  kind="compare-less", note=f"{a} vs {b}")
a, b, gt = compare_markets("FI", "EE", products=["CS-620"], period=Y26)
p("H04", S, "EE", "kas soome müüs sel aastal rohkem cs-620 kui eesti", "calculate", verdict="yes" if gt else "no",
  kind="compare-markets", note=f"{a} vs {b}")
p("H05", S, "FI", "montako CS-450 myytiin 2025 paitsi suomessa", "calculate",
  figure=ss(products=["CS-450"], exclude_markets=["FI"], period=Y25), kind="except")
p("H06", S, "FI", "montako CS-450 myytiin 2025 suomea lukuun ottamatta", "calculate",
  figure=ss(products=["CS-450"], exclude_markets=["FI"], period=Y25), kind="except-after")
p("H07", S, "LV", "cik CS-450 pārdoti 2025 izņemot latviju", "calculate",
  figure=ss(products=["CS-450"], exclude_markets=["LV"], period=Y25), kind="except-accusative", note="Latviju (accusative) not an alias")
p("H08", S, "LT", "kiek parduota 2025 išskyrus LS-12", "calculate",
  figure=ss(exclude_products=["LS-12"], period=Y25), kind="except-product")
avg, g = avg_per("market", products=["CS-450"], period=Y25)
p("H09", S, "EE", "keskmine cs-450 müük turu kohta 2025", "calculate", figure=round(avg, 4), kind="avg-per-market-postposed",
  note=f"{g}")
p("H10", S, "LT", "vidutiniai cs-450 pardavimai vienetais pagal rinką 2025", "calculate", figure=round(avg, 4),
  kind="avg-per-market", note=f"{g}")
p("H11", S, "FI", "keskimääräinen cs-450 myyty kpl per jälleenmyyjä 2025", "calculate",
  figure=round(avg_per("dealer", products=["CS-450"], period=Y25)[0], 4), kind="avg-per-dealer-measure")
p("H12", S, "LV", "salīdzini cs-450 pārdošanu latvijā un lietuvā 2025", "calculate", kind="compare-words",
  note=f"LV {ss(products=['CS-450'], markets=['LV'], period=Y25)} LT {ss(products=['CS-450'], markets=['LT'], period=Y25)}")
p("H13", S, "FI", "liikevaihto yhteensä viime vuonna", "calculate", figure=ss("revenue", period=Y25), kind="sum-revenue")
p("H14", S, "EE", "käive kokku läti 2026", "calculate", figure=ss("revenue", markets=["LV"], period=Y26), kind="sum-revenue")
p("H15", S, "LT", "bendra apyvarta lietuvoje 2025", "calculate", figure=ss("revenue", markets=["LT"], period=Y25),
  kind="sum-revenue-unknown-op", note="bendra (total) is not configured")
# ---------------- I. unknown things: the right answer has no figure
p("I01", S, "FI", "montako CS-700 myytiin 2025", "calculate", figure=None, kind="unknown-product")
p("I02", S, "LV", "cik BC-250 pārdoti latvijā", "calculate", figure=None, kind="unknown-product")
p("I03", S, "LT", "kiek LS-20 parduota 2025", "calculate", figure=None, kind="unknown-product")
p("I04", S, "EE", "mitu 700 müüdi 2025", "calculate", figure=None, kind="unknown-bare-number")
p("I05", S, "FI", "cs-450 kate yhteensä 2025", "calculate", figure=None, kind="unknown-measure")
p("I06", S, "LT", "vidutinė cs-450 marža 2025", "calculate", figure=None, kind="unknown-measure")
p("I07", S, "EE", "kasum kokku 2025 eestis", "calculate", figure=None, kind="unknown-measure")
p("I08", E, "LV", "cik reklamāciju kurzemē", "calculate", figure=None, kind="unknown-region")
p("I09", S, "FI", "montako moottorisahaa myytiin 2025", "calculate", kind="product-word-two-products",
  note=f"chainsaws = CS-450 + CS-620 = {ss(products=['CS-450', 'CS-620'], period=Y25)}")
p("I10", E, "FI", "montako reklamaatiota oulussa", "calculate", figure=None, kind="unknown-town")
# ---------------- J. prices, warranty, two-in-one
p("J01", S, "LT", "kiek kainuoja cs-450", "search", must=["PRICE-BALTIC#1"], figure=None, kind="price")
p("J02", S, "EE", "mis on bc-520 hind", "search", must=["PRICE-BALTIC#1"], figure=None, kind="price")
p("J03", S, "FI", "paljonko maksaa im-220-2", "search", must=["PRICE-FI#2"], figure=None, kind="price-part")
p("J04", E, "EE", "kui pikk on garantii eestis", "search", must=["WARR-EE#1"], figure=None, kind="warranty")
p("J05", E, "FI", "montako kuukautta takuu on suomessa", "search", must=["WARR-FI#1"], figure=None, kind="warranty")
p("J06", E, "LT", "kiek mėnesių garantija lietuvoje", "search", must=["WARR-LT#1"], figure=None, kind="warranty")
p("J07", S, "LT", "kiek kainuoja LS-12 ir kiek jų parduota lietuvoje 2025", "search", must=["PRICE-BALTIC#1"],
  figure=ss(products=["LS-12"], markets=["LT"], period=Y25), kind="two-in-one")
p("J08", S, "EE", "mis on cs-620 kaal ja mitu müüdi eestis 2025", "search", must=["SPEC-CS620#1"],
  figure=ss(products=["CS-620"], markets=["EE"], period=Y25), kind="two-in-one")
p("J09", E, "FI", "paljonko cs-450 painaa", "search", must=["SPEC-CS450#1"], figure=None, kind="property")
p("J10", E, "LV", "cik sver bc-520", "search", must=["SPEC-BC520#1"], figure=None, kind="property")
# ---------------- K. access: the canary and the management document
for i, (persona, market, q) in enumerate([
        (E, "FI", "KORVANTRELIX"), (S, "LT", "korvantrelix project budget"), (S, "EE", "projekt korvantrelix"),
        (E, "LV", "board memo strategy 2027"), (S, "FI", "ruotsalaisen jälleenmyyjäketjun osto 2027"),
        (E, "FI", "MGMT-2027"), (S, "LV", "how much will the IM-220-1 recall cost"),
        (S, "FI", "which products use IM-220-1"), (E, "EE", "swedish forestry dealer chain purchase budget")], 1):
    p(f"K{i:02d}", persona, market, q, "follow" if "which products" in q else "search",
      must_not=["MGMT-2027#1", "MGMT-2027#2"], kind="access")
p("K10", M, "FI", "KORVANTRELIX", "search", must=["MGMT-2027#1"], kind="access-control")

with open("/tmp/h-c21/probes.jsonl", "w", encoding="utf-8") as f:
    for c in probes:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(probes), "probes")
