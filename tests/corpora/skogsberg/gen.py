#!/usr/bin/env python3
"""Writes the Skogsberg Maskin corpus (Nordic forestry & garden machinery distributor) from a fixed seed."""
import os, random, shutil, datetime
R = random.Random(20261120)
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
shutil.rmtree(ROOT, ignore_errors=True)
os.makedirs(ROOT + "/docs"); os.makedirs(ROOT + "/records")

def w(path, text, enc="utf-8"):
    with open(os.path.join(ROOT, path), "w", encoding=enc, newline="") as f:
        f.write(text)

# ---------------------------------------------------------------- dealers
DEALERS = [
 # key, name, city, market, robot_certified, warranty_partner (FI rows written by the Finnish office: kyllä/ei)
 ("UME", "Umeå Skog & Trädgård", "Umeå", "SE", "ja", "ja"),
 ("GBG", "Göteborg Maskin AB", "Göteborg", "SE", "nej", "ja"),
 ("STO", "Stockholm Park & Skog", "Stockholm", "SE", "ja", "nej"),
 ("MMA", "Malmö Motorsåg", "Malmö", "SE", "nej", "ja"),
 ("VXO", "Växjö Skogsservice", "Växjö", "SE", "Ja", "ja"),
 ("AAR", "Aarhus Have & Skov", "Aarhus", "DK", "ja", "nej"),
 ("ODE", "Odense Maskinservice", "Odense", "DK", "nej", "ja"),
 ("KBH", "København Parkmaskiner", "København", "DK", "ja", "JA"),
 ("ALB", "Aalborg Skovteknik", "Aalborg", "DK", "NEJ", "ja"),
 ("HEL", "Helsingin Metsäkone Oy", "Helsinki", "FI", "ja", "kyllä"),
 ("TRE", "Tampereen Puutarhakone", "Tampere", "FI", "nej", "ei"),
 ("OUL", "Oulun Metsä ja Piha", "Oulu", "FI", "ja", "kyllä"),
]
lines = ["# id: DEALERS", "# title: Återförsäljare / forhandlere (dealer network)", "# groups: service, sales",
         "# about: dealer, dealers, aterforsaljare, återförsäljare, forhandler, forhandlere",
         "# measures:", "key,dealer,city,market,robot_certified,warranty_partner"]
for d in DEALERS:
    lines.append(",".join(f'"{x}"' if "," in x else x for x in d))
w("records/DEALERS.csv", "\n".join(lines) + "\n")

PRODUCTS = ["CS-545", "CS-560", "CS-330i", "BC-535i", "RM-415X"]
BATTERY = {"CS-330i", "BC-535i", "RM-415X"}

# ---------------------------------------------------------------- stock (ERP export writes parts without the first dash)
PARTS = [("BP402", "BP-40-2"), ("BP403", "BP-40-3"), ("QC801", "QC-80-1"), ("QC802", "QC-80-2")]
fixed = {("UME", "BP403"): 7, ("ODE", "BP403"): 0, ("AAR", "BP403"): 4, ("KBH", "BP403"): 0, ("ALB", "BP403"): 9,
         ("ALB", "QC802"): 0, ("HEL", "BP403"): 3, ("OUL", "BP403"): 0, ("TRE", "BP403"): 5}
lines = ["# id: STOCK", "# title: Lagersaldo per återförsäljare / lager pr forhandler", "# groups: service, sales",
         "# about: stock, lager, lagersaldo, inventory", "# measures: qty = quantity, qty, units in stock, styck, stk",
         "key,dealer,part,qty"]
for d in DEALERS:
    for erp, canon in PARTS:
        q = fixed.get((d[0], erp))
        if q is None:
            q = R.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12])
        lines.append(f"{d[0]}-{erp},{d[0]},{erp},{q}")
w("records/STOCK.csv", "\n".join(lines) + "\n")

# ---------------------------------------------------------------- sales per dealer per quarter
QUARTERS = ["2025-07-01", "2025-10-01", "2026-01-01", "2026-04-01", "2026-07-01", "2026-10-01"]
base = {"CS-545": 9, "CS-560": 5, "CS-330i": 6, "BC-535i": 5, "RM-415X": 8}
lines = ["# id: SALES", "# title: Försäljning per återförsäljare och kvartal / salg pr forhandler og kvartal", "# groups: sales",
         "# about: sale, sales, forsaljning, försäljning, salg",
         "# measures: units = sold, sell, sales, units, salde, sålde, salt, sålt, solgt, solgte, enheder",
         "key,quarter,dealer,market,product,units"]
n = 0
for q in QUARTERS:
    season = 1.8 if q[5:7] in ("04", "07") else 0.6
    for d in DEALERS:
        for p in PRODUCTS:
            n += 1
            mu = base[p] * (season if p == "RM-415X" else 1.0) * (1.3 if d[3] == "SE" else 1.0)
            u = max(0, int(R.gauss(mu, mu / 2.5)))
            lines.append(f"S-{n:04d},{q},{d[0]},{d[3]},{p},{u}")
w("records/SALES.csv", "\n".join(lines) + "\n")

# ---------------------------------------------------------------- warranty claims (Excel on Windows: ; and decimal comma, cp1252)
FAULTS = {"CS-545": ["förgasare", "kedjebroms", "startsnöre", "tändning"],
          "CS-560": ["förgasare", "kedjebroms", "kolv", "tändning"],
          "CS-330i": ["batteri laddar ej", "motor", "kedjebroms"],
          "BC-535i": ["batteri laddar ej", "trimmerhuvud", "motor"],
          "RM-415X": ["begränsningskabel", "hjulmotor", "laddstation"]}
lines = ["# id: CLAIMS", "# title: Garantiarenden / garantisager (warranty claims)", "# groups: service",
         "# about: claim, claims, reklamation, reklamationer, garantiarende, garantiarenden, garantisag, garantisager",
         "# measures: engine_hours = engine hours, drifttimmar, motortimer, gangtimer; repair_hours = repair hours, repair time, labour, arbetstid, reparationstid",
         "# separator: ;", "# decimal: ,", "# encoding: windows-1252",
         "key;date;dealer;market;product;part;serial;fault;engine_hours;repair_hours;status"]
start = datetime.date(2025, 9, 1)
for i in range(110):
    d = R.choice(DEALERS)
    p = R.choices(PRODUCTS, weights=[5, 3, 3, 3, 3])[0]
    day = start + datetime.timedelta(days=R.randrange(0, 445))  # up to 2026-11-19
    fault = R.choice(FAULTS[p])
    part = ""; serial = ""
    if fault == "batteri laddar ej":
        part = R.choice(["BP-40-2", "BP-40-2", "BP-40-3"])
        n5 = R.randrange(50, 9000)
        pre = "HK25" if part == "BP-40-2" else "HK26"
        serial = R.choice([f"{pre}-{n5:05d}", f"{pre.lower()} {n5:05d}", f"{pre}{n5:05d}"])
    eh = "" if p in BATTERY else f"{R.randrange(20, 600)}"
    rh = f"{R.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5.5])}".replace(".", ",")
    if rh.endswith(",0"): rh = rh[:-2]
    st = "open" if day > datetime.date(2026, 10, 1) and R.random() < 0.6 else R.choice(["closed", "closed", "closed", "open"])
    lines.append(f"WC-{26000+i+1};{day.isoformat()};{d[0]};{d[3]};{p};{part};{serial};{fault};{eh};{rh};{st}")
w("records/CLAIMS.csv", "\r\n".join(lines) + "\r\n", enc="cp1252")

# ---------------------------------------------------------------- documents
def doc(id_, header, sections):
    h = {"id": id_, "markets": "", "status": "current"}
    h.update(header)
    out = [f"{k}: {v}" for k, v in h.items()] + ["---"]
    for i, (head, body) in enumerate(sections, 1):
        out += [f"## {i}. {head}", body.strip(), ""]
    w(f"docs/{id_}.md", "\n".join(out))

doc("SPEC-545", {"title": "CS-545 professional chainsaw - specification", "products": "CS-545", "groups": "service, sales",
                 "valid_from": "2025-01-01", "language": "english"}, [
 ("Overview", "The CS-545 is a 45 cc professional chainsaw for felling and limbing in mid-sized forestry. Dealers call it the 545."),
 ("Technical data", "Displacement: 45.7 cm3. Power output: 2.6 kW. Weight without bar and chain: 4.9 kg. Recommended bar length: 33 to 45 cm. Chain pitch: .325 inch. Fuel tank volume: 0.45 litres."),
 ("Service", "Check the chain brake every working day. Replace the spark plug every 100 engine hours. Idle speed 2700 rpm."),
])
doc("SPEC-560", {"title": "Motorsåg 560 - teknisk data", "products": "CS-560", "groups": "service, sales",
                 "valid_from": "2025-01-01", "language": "none"}, [
 ("Översikt", "Motorsåg 560 är en proffssåg för avverkning i grov skog. Den ersätter inte 545 utan kompletterar den."),
 ("Tekniska data", "Cylindervolym: 59,8 cm3. Effekt: 3,5 kW. Vikt utan svärd och kedja: 5,9 kg. Rekommenderad svärdlängd: 38 till 50 cm. Bränsletank: 0,6 liter."),
 ("Service", "Kontrollera kedjebromsen dagligen. Byt tändstift var 100:e drifttimme."),
])
doc("SPEC-330I", {"title": "Batterimotorsav 330i - datablad", "products": "CS-330i", "groups": "service, sales",
                  "valid_from": "2025-03-01", "language": "none"}, [
 ("Oversigt", "330i er en let batterimotorsav til beskæring og haveservice."),
 ("Tekniske data", "Vægt uden batteri: 2,6 kg. Kædehastighed: 24 m/s. Sværdlængde: 30 til 35 cm. Batteri: BP 40-2. Oplader: QC80-1."),
])
doc("SPEC-BC535I", {"title": "Batteriröjsåg 535i - produktblad", "products": "BC-535i", "groups": "service, sales",
                    "valid_from": "2025-03-01", "language": "none"}, [
 ("Översikt", "535i är en batteridriven röjsåg för röjning och gräsklippning."),
 ("Tekniska data", "Vikt utan batteri: 4,1 kg. Klippdiameter: 40 cm. Batteri: bp402. Laddare: QC-80-1."),
])
doc("SPEC-RM415X", {"title": "Robottiruohonleikkuri 415X - tekniset tiedot (technical data)", "products": "RM-415X", "groups": "service, sales",
                    "valid_from": "2025-03-01", "language": "english"}, [
 ("Overview", "The 415X robotic mower cuts lawns up to 1500 m2 with all-wheel drive for slopes."),
 ("Technical data", "Maximum working area: 1500 m2. Cutting height: 20 to 60 mm. Noise level: 58 dB(A). Charging station: QC-80-2. Slope capability: 45 percent."),
])
doc("RECALL-2026-04", {"title": "Säkerhetsåterkallelse / safety recall: battery pack BP-40-2", "products": "", "groups": "service, sales",
                       "valid_from": "2026-04-15", "language": "english"}, [
 ("Summary", "Battery packs BP-40-2 may overheat while charging. Stop using affected packs at once and return them to the dealer."),
 ("Affected serial numbers", "Packs with serial numbers from HK25-00100 to HK25-04999 are affected. Packs outside this range are not affected."),
 ("Action for dealers", "Register each returned pack and hand out a replacement pack. The replacement part is given in technical bulletin TB-2026-05."),
])
doc("RECALL-2026-09-DK", {"title": "Tilbagekaldelse: oplader QC-80-1 (Danmark)", "products": "", "groups": "service, sales", "markets": "DK",
                          "valid_from": "2026-09-01", "language": "none"}, [
 ("Oversigt", "Opladere QC 80-1 solgt i Danmark kan have et defekt stik. Stop brugen straks."),
 ("Berørte serienumre", "Opladere med serienumre fra LD26-10000 til LD26-12999 er omfattet. Andre serienumre er ikke berørt."),
])
doc("TB-2026-05", {"title": "Teknisk bulletin TB-2026-05: ersättningsbatteri", "products": "", "groups": "service, sales",
                   "valid_from": "2026-05-01", "language": "none"}, [
 ("Ersättning", "BP-40-3 ersätter BP-40-2 i alla 330i och 535i. Det nya batteriet passar utan ändringar."),
 ("Hantering", "Returnerade batterier skickas till centrallagret i Jönköping."),
])
doc("WARRANTY-TERMS", {"title": "Garantivillkor 2026", "products": "", "groups": "service, sales",
                       "valid_from": "2026-01-01", "language": "none"}, [
 ("Garantitid", "Privat användning: 24 månader. Professionell användning: 12 månader."),
 ("Batterier och laddare", "Batterier och laddare har 36 månaders garanti eller 300 laddcykler, det som inträffar först."),
 ("Reklamationsgång", "Återförsäljaren registrerar reklamationen inom 14 dagar med serienummer och drifttimmar."),
])
doc("PRICE-2026", {"title": "Prislista 2026 / prisliste 2026", "products": "", "groups": "sales",
                   "valid_from": "2026-01-01", "language": "none"}, [
 ("Motorsågar", "545: 7 990 SEK / 5 790 DKK. 560: 10 490 SEK / 7 590 DKK. 330i: 4 290 SEK / 3 090 DKK (utan batteri)."),
 ("Batterier och laddare", "BP-40-3: 1 890 SEK. QC-80-1: 690 SEK."),
])
doc("MGMT-2027", {"title": "Strategi 2027 - konfidentiellt", "products": "", "groups": "management",
                  "valid_from": "2026-10-01", "language": "none"}, [
 ("Projekt Zorblaxin", "Projekt Zorblaxin: vi förhandlar om att köpa Tampereen Puutarhakone under 2027. Marginalmål 31 procent."),
])
shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.conf.src"), os.path.join(ROOT, "corpus.conf"))
print("written", ROOT)
