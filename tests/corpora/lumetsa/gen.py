#!/usr/bin/env python3
"""Lumetsa Forest Machines: an invented distributor of forestry equipment (chainsaws, brush cutters,
log splitters) in Finland, Estonia, Latvia and Lithuania.
Writes the Atlas corpus folder /tmp/h-c21/corpus (seeded, deterministic: two runs are byte-identical).
corpus.conf is kept beside this script (/tmp/h-c21/corpus.conf) and copied in."""
import datetime as dt, os, random, shutil, sys

SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/h-c21/corpus"
rng = random.Random(SEED)

if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT + "/docs")
os.makedirs(OUT + "/records")

def w(path, text):
    with open(os.path.join(OUT, path), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)

w("corpus.conf", open(os.path.join(HERE, "corpus.conf"), encoding="utf-8").read())

def doc(id, title, products, groups, markets, valid_from, language, sections, status="current", superseded_by=""):
    head = [f"id: {id}", f"title: {title}", f"products: {products}", f"groups: {groups}",
            f"markets: {markets}", f"valid_from: {valid_from}", "valid_to:", f"status: {status}",
            f"superseded_by: {superseded_by}"]
    if language:
        head.append(f"language: {language}")
    body = []
    for i, (h, paras) in enumerate(sections, 1):
        body.append(f"## {i}. {h}")
        for p in paras:
            body.append(p)
            body.append("")
    w(f"docs/{id}.md", "\n".join(head) + "\n---\n" + "\n".join(body))

# ---------------------------------------------------------------- documents
# Spec sheets: each names its parts in its own spelling.
doc("SPEC-CS450", "CS-450 moottorisaha – tekninen esite, versio 2", "CS-450", "service, sales", "", "2025-09-01", "none", [
    ("Yleiskuvaus", ["CS-450 on 45,7 cm³:n moottorisaha harvennukseen, polttopuun tekoon ja karsintaan. "
                     "Teho 2,4 kW, paino ilman terälaippaa ja ketjua 4,6 kg. Suositeltu terälaippa 38–45 cm, ketjujako 0,325 tuumaa."]),
    ("Sytytys", ["Sahassa on elektroninen sytytysmoduuli IM 220 1, jossa on kierrosluvun rajoitin. "
                 "Vaihda sytytysmoduuli vain alkuperäiseen osaan."]),
    ("Ketjujarru", ["Ketjujarrun jarrunauha CB450-1 tarkastetaan 50 käyttötunnin välein ja vaihdetaan, "
                    "jos nauhan paksuus on alle 0,6 mm."]),
    ("Ilmansuodatin", ["Ilmansuodatin AF 450 1 puhdistetaan päivittäin paineilmalla. Vaihtoväli 100 käyttötuntia."]),
])
doc("SPEC-CS450-R1", "CS-450 moottorisaha – tekninen esite, versio 1", "CS-450", "service, sales", "", "2024-01-01", "none", [
    ("Yleiskuvaus", ["CS-450 on 45,7 cm³:n moottorisaha. Teho 2,3 kW, paino ilman terälaippaa ja ketjua 4,8 kg."]),
    ("Sytytys", ["Elektroninen sytytysmoduuli IM-220-1."]),
], status="superseded", superseded_by="SPEC-CS450")
doc("SPEC-CS620", "CS-620 professional chainsaw – data sheet", "CS-620", "service, sales", "", "2025-01-01", "", [
    ("Overview", ["The CS-620 is a 61.5 cm³ professional felling saw for thinning and felling medium and large timber. "
                  "Power 3.9 kW, weight 6.1 kg without bar and chain. Recommended bar length 45 to 63 cm."]),
    ("Ignition", ["Electronic ignition module im-220-1 with an integrated rev limiter. Fit only the original module."]),
    ("Chain brake", ["Chain brake band CB-620-1, activated by inertia or by the front hand guard. "
                     "Inspect the band every 50 operating hours."]),
    ("Air filter", ["Air filter AF-450-1 (the same filter as the smaller saw). Clean it daily, replace it every 100 hours."]),
])
doc("SPEC-BC300", "BC-300 võsalõikur – tehniline kirjeldus", "BC-300", "service, sales", "", "2025-01-01", "none", [
    ("Ülevaade", ["BC-300 on 30,5 cm³ võsalõikur heinamaade, kraavipervede ja noore metsa hoolduseks. "
                  "Võimsus 1,3 kW, kaal 5,9 kg ilma lõiketerata."]),
    ("Süüde", ["Elektrooniline süütemoodul IM2201 koos pöörete piirajaga. Kasutada ainult originaalvaruosa."]),
    ("Trimmipea", ["Trimmipea TH 300 2 sobib 2,4 mm jõhvile. Vahetada, kui pea põhi on kulunud läbi."]),
])
doc("SPEC-BC520", "BC-520 krūmgriezis – tehniskā specifikācija", "BC-520", "service, sales", "", "2025-01-01", "none", [
    ("Pārskats", ["BC-520 ir 52 cm³ profesionāls krūmgriezis jaunaudžu kopšanai un krūmu tīrīšanai. "
                  "Jauda 2,2 kW, svars 9,2 kg bez griezējasmens."]),
    ("Aizdedze", ["Aizdedzes modulis IM-230-1 ar digitālu apgriezienu ierobežotāju. "
                  "Šis krūmgriezis nav savietojams ar IM-220-1 moduli, to nedrīkst uzstādīt."]),
    ("Trimmera galva", ["Trimmera galva TH-300-2 (tāda pati kā mazākajam krūmgriezim), aukla 2,4 mm."]),
])
doc("SPEC-LS12", "LS-12 malkų skaldyklė – techninė specifikacija", "LS-12", "service, sales", "", "2025-01-01", "none", [
    ("Apžvalga", ["LS-12 yra 12 tonų hidraulinė malkų skaldyklė ūkiams ir malkų gamintojams. "
                  "Elektros variklis 3,0 kW, 400 V. Svoris 118 kg. Didžiausias rąsto ilgis 52 cm."]),
    ("Hidraulika", ["Hidraulinis siurblys hp-120-1. Hidraulinės alyvos kiekis 6,5 litro."]),
    ("Sauga", ["Skaldyklė valdoma dviem rankomis. Uždegimo sistemos neturi: variklis elektrinis."]),
])
# Recall: names only the part and a serial range (English).
doc("RECALL-2026-04", "Safety recall: ignition module IM-220-1", "", "service, sales", "", "2026-04-15", "", [
    ("Affected part", ["Lumetsa recalls the ignition module IM-220-1. Units with serial numbers from LF24C-01000 to "
                       "LF24C-03999 may have a cracked coil housing that can stop the engine without warning."]),
    ("What dealers must do", ["Check the serial number on the type plate. Do not sell units in the range until the module "
                              "is changed. Return unused modules from stock to the central warehouse in Vantaa and report "
                              "every changed unit as a warranty claim."]),
    ("Units not affected", ["Units with serial numbers outside the range are not affected, nor are units built in 2023 "
                            "or 2025."]),
])
# Replacement bulletin (Finnish).
doc("BULLETIN-2026-06", "Huoltotiedote 2026-06: korvaava sytytysmoduuli", "", "service, sales", "", "2026-06-01", "none", [
    ("Korvaava osa", ["IM-220-2 korvaa IM-220-1 kaikissa takaisinkutsun piiriin kuuluvissa koneissa. Uusi moduuli on "
                      "suoraan vaihdettava, johtosarjaa ei tarvitse muuttaa."]),
    ("Työohje", ["Vaihtotyön arvioitu kesto on 0,8 tuntia. Kirjaa työ takuureklamaationa ja palauta vanha moduuli."]),
])
# Warranty terms per market.
doc("WARR-FI", "Takuuehdot Suomi 2026", "", "service, sales", "FI", "2026-01-01", "none", [
    ("Takuuaika", ["Kuluttajakäytössä takuu on 24 kuukautta ostopäivästä. Ammattikäytössä takuu on 12 kuukautta."]),
    ("Takuun ehdot", ["Takuu edellyttää, että kone on huollettu valtuutetussa huoltoliikkeessä ja että ostokuitti on tallessa."]),
    ("Kulutusosat", ["Terälaippa, ketju, siima ja ilmansuodatin ovat kulutusosia, joita takuu ei kata."]),
])
doc("WARR-EE", "Garantiitingimused Eesti 2026", "", "service, sales", "EE", "2026-01-01", "none", [
    ("Garantiiaeg", ["Eraisikust ostjale kehtib garantii 24 kuud ostukuupäevast. Professionaalsel kasutajal on garantii 12 kuud."]),
    ("Garantii tingimused", ["Garantii kehtib, kui masinat on hooldatud volitatud töökojas ja ostutšekk on alles."]),
    ("Kuluvad osad", ["Juhtplaat, kett, jõhv ja õhufilter on kuluvad osad ning garantii alla ei kuulu."]),
])
doc("WARR-LV", "Garantijas noteikumi Latvija 2026", "", "service, sales", "LV", "2026-01-01", "none", [
    ("Garantijas laiks", ["Privātpersonām garantija ir 36 mēneši no pirkuma dienas. Profesionāliem lietotājiem garantija ir 12 mēneši."]),
    ("Garantijas nosacījumi", ["Garantija ir spēkā, ja tehnika apkopta autorizētā servisā un ir saglabāts pirkuma čeks."]),
    ("Nodilstošās detaļas", ["Sliede, ķēde, aukla un gaisa filtrs ir nodilstošās detaļas, uz tām garantija neattiecas."]),
])
doc("WARR-LT", "Garantijos sąlygos Lietuva 2026", "", "service, sales", "LT", "2026-01-01", "none", [
    ("Garantijos laikas", ["Fiziniams asmenims garantija yra 24 mėnesiai nuo pirkimo dienos. Profesionaliems naudotojams garantija yra 12 mėnesių."]),
    ("Garantijos sąlygos", ["Garantija galioja, jei technika prižiūrėta įgaliotame servise ir išsaugotas pirkimo čekis."]),
    ("Dylančios dalys", ["Pjovimo juosta, grandinė, valas ir oro filtras yra dylančios dalys, jiems garantija netaikoma."]),
])
# Maintenance (service only).
doc("MAINT-CHAINSAW", "Chainsaw maintenance guide", "", "service", "", "2025-01-01", "", [
    ("Daily checks", ["Before work check the chain tension, the chain brake and the chain catcher. Clean the air filter "
                      "AF-450-1 every day and the cooling fins every week."]),
    ("Sharpening the chain", ["Sharpen with a 4.8 mm round file at 30 degrees. Lower the depth gauges every third sharpening."]),
    ("Engine does not start", ["Check the spark plug gap (0.5 mm) first. If there is no spark with a good plug, measure the "
                               "ignition module air gap (0.3 mm) before you change the module."]),
])
doc("MAINT-LS12", "LS-12 skaldyklės priežiūra", "LS-12", "service", "", "2025-01-01", "none", [
    ("Hidraulinė alyva", ["Hidraulinę alyvą keiskite kas 150 darbo valandų arba kartą per metus. Naudokite HLP 32 alyvą."]),
    ("Siurblys", ["Jei skaldymo jėga mažėja, patikrinkite siurblio HP 120 1 slėgį: jis turi būti 210 barų."]),
])
# Price lists (sales only).
doc("PRICE-FI", "Hinnasto Suomi 2026", "", "sales", "FI", "2026-01-01", "none", [
    ("Koneet", ["CS-450 moottorisaha: hinta 489,00 € (sis. alv 25,5 %). CS-620 moottorisaha: hinta 869,00 €. "
                "BC-300 raivaussaha: hinta 399,00 €. BC-520 raivaussaha: hinta 649,00 €. LS-12 halkomakone: hinta 1 290,00 €."]),
    ("Varaosat", ["Sytytysmoduuli IM-220-2: hinta 38,50 €. Jarrunauha CB-450-1: hinta 12,90 €. Siimapää TH-300-2: hinta 24,90 €."]),
    ("Ehdot", ["Jälleenmyyjäalennus 18 %, maksuehto 30 päivää netto."]),
])
doc("PRICE-BALTIC", "Price list Baltics 2026 (EE, LV, LT)", "", "sales", "EE, LV, LT", "2026-01-01", "", [
    ("Machines", ["CS-450 chainsaw: price 469.00 EUR. CS-620 chainsaw: price 829.00 EUR. BC-300 brush cutter: price 379.00 EUR. "
                  "BC-520 brush cutter: price 619.00 EUR. LS-12 log splitter: price 1,240.00 EUR."]),
    ("Spare parts", ["Ignition module IM-220-2: price 36.90 EUR. Chain brake band CB-620-1: price 14.50 EUR. "
                     "Hydraulic pump HP-120-1: price 212.00 EUR."]),
    ("Terms", ["Dealer discount 16 %, payment 30 days net, delivery from Riga within 3 working days."]),
])
# Management only, with the canary.
doc("MGMT-2027", "Board memo: strategy 2027", "", "management", "", "2026-10-01", "", [
    ("Project KORVANTRELIX", ["Project KORVANTRELIX is the planned purchase of a Swedish forestry dealer chain in 2027. "
                              "The board approved a budget of 4.2 million EUR. Do not discuss it with dealers."]),
    ("Recall cost", ["The IM-220-1 recall is expected to cost 184,000 EUR in 2026, of which 61 % in Finland."]),
])

# ---------------------------------------------------------------- dealers
DEALERS = [  # key, name, city, market, certified (local word)
    ("JNS", "Joensuun Metsäkone Oy", "Joensuu", "FI", "kyllä"),
    ("KUO", "Kuopion Sahapalvelu Oy", "Kuopio", "FI", "KYLLÄ"),
    ("ROV", "Lapin Metsätyökalu Oy", "Rovaniemi", "FI", "ei"),
    ("LAH", "Hämeen Puutarhakone Oy", "Lahti", "FI", "Ei"),
    ("TRT", "Tartu Metsatehnika OÜ", "Tartu", "EE", "jah"),
    ("PRN", "Pärnu Aiamasinad OÜ", "Pärnu", "EE", "ei"),
    ("RKV", "Virumaa Saemeister OÜ", "Rakvere", "EE", "Jah"),
    ("VLM", "Valmieras Mežtehnika SIA", "Valmiera", "LV", "jā"),
    ("CES", "Cēsu Zāģi SIA", "Cēsis", "LV", "nē"),
    ("OGR", "Ogres Dārza Tehnika SIA", "Ogre", "LV", "Nē"),
    ("KNS", "Kauno Miško Technika UAB", "Kaunas", "LT", "taip"),
    ("UTN", "Utenos Pjūklai UAB", "Utena", "LT", "ne"),
    ("ALY", "Dzūkijos Technika UAB", "Alytus", "LT", "Taip"),
]
MKT = {d[0]: d[3] for d in DEALERS}
lines = ["# id: DEALERS", "# title: Lumetsa dealer network", "# groups: service, sales", "# markets:",
         "# about: dealer, dealers, jälleenmyyjä, jälleenmyyjät, jälleenmyyjää, jälleenmyyjiä, edustaja, edasimüüja, "
         "edasimüüjad, edasimüüjat, diiler, diilerid, dīleris, dīleri, dīleru, izplatītājs, izplatītāji, atstovas, "
         "atstovai, pardavėjas, pardavėjai, dileris, dileriai, dilerių",
         "# measures:", "# separator: ;", "# language: none",
         "key;dealer;city;market;certified"]
for d in DEALERS:
    lines.append(";".join(d))
w("records/DEALERS.csv", "\n".join(lines) + "\n")

# ---------------------------------------------------------------- stock
PARTS = ["IM-220-1", "IM-220-2", "IM-230-1", "CB-450-1", "CB-620-1", "TH-300-2", "HP-120-1"]
def spell_part(p, market):
    a, b, c = p.split("-")
    if market == "FI":
        return f"{a} {b} {c}"
    if market == "EE":
        return f"{a}{b}{c}".lower()
    if market == "LT":
        return f"{a[0]}{a[1].lower()}-{b}-{c}"
    return p
lines = ["# id: STOCK", "# title: Spare parts stock per dealer (snapshot 2026-11-30)", "# groups: service, sales",
         "# about: stock, inventory, varasto, varastosaldo, laoseis, ladu, krājumi, atlikums, atsargos, likutis",
         "# measures: qty = quantity, qty, pcs, kpl, määrä, kogus, tk, daudzums, gab, kiekis, vnt",
         "# separator: ;", "key;dealer;part;qty"]
for d in DEALERS:
    for p in PARTS:
        if p == "IM-220-1":
            q = rng.choice([0, 0, 0, 0, 1, 2])
        elif p == "IM-220-2":
            q = rng.choice([0, 0, 2, 3, 5, 8, 12])
        else:
            q = rng.choice([0, 0, 1, 2, 3, 4, 6, 9, 15])
        lines.append(f"{d[0]}-{p.replace('-', '')};{d[0]};{spell_part(p, d[3])};{q}")
w("records/STOCK.csv", "\n".join(lines) + "\n")

# ---------------------------------------------------------------- sales
PRODUCTS = ["CS-450", "CS-620", "BC-300", "BC-520", "LS-12"]
PRICE = {"CS-450": 489.0, "CS-620": 869.0, "BC-300": 399.0, "BC-520": 649.0, "LS-12": 1290.0}
SIZE = {"JNS": 4, "KUO": 5, "ROV": 3, "LAH": 4, "TRT": 4, "PRN": 3, "RKV": 2, "VLM": 3, "CES": 2, "OGR": 2,
        "KNS": 5, "UTN": 3, "ALY": 2}
PMIX = {"CS-450": 1.0, "CS-620": 0.5, "BC-300": 0.8, "BC-520": 0.4, "LS-12": 0.3}
# seasonality per month (1..12): saws peak in autumn and winter, brush cutters in summer, splitters in autumn
SEASON = {
    "saw": [1.2, 1.1, 1.0, 0.9, 0.7, 0.6, 0.6, 0.8, 1.1, 1.3, 1.3, 1.2],
    "brush": [0.2, 0.2, 0.4, 0.9, 1.5, 1.8, 1.7, 1.3, 0.8, 0.4, 0.2, 0.2],
    "split": [0.6, 0.5, 0.6, 0.8, 0.9, 0.9, 1.0, 1.2, 1.4, 1.4, 1.0, 0.8],
}
KIND = {"CS-450": "saw", "CS-620": "saw", "BC-300": "brush", "BC-520": "brush", "LS-12": "split"}

def fmt_amount(x):
    s = f"{x:,.2f}"  # 12,345.67
    whole, dec = s.split(".")
    return whole.replace(",", " ") + "," + dec

def fmt_date(d, market):
    if market == "FI":  # Finnish style: no leading zeros
        return f"{d.day}.{d.month}.{d.year}"
    return f"{d.day:02d}.{d.month:02d}.{d.year}"

MONTHS = []
y, m = 2024, 12
while (y, m) <= (2026, 11):
    MONTHS.append(dt.date(y, m, 1))
    y, m = (y + 1, 1) if m == 12 else (y, m + 1)

lines = ["# id: SALES", "# title: Unit sales and revenue per dealer and month", "# groups: sales",
         "# about: sale, sales, myynti, myynnit, myyntiä, müük, müügid, pārdošana, pārdevumi, pardavimai, pardavimas",
         "# measures: units = units, unit, pcs, kpl, sold, sell, myyty, myytiin, myi, myivät, myyntimäärä, müüdi, müüs, "
         "müüdud, tk, pārdoti, pārdots, pārdeva, pārdevām, gab, parduota, parduoti, pardavė, pardavėme, vnt, vienetų, vienetai"
         "; revenue_eur = revenue, turnover, euros, liikevaihto, myyntitulot, käive, tulu, apgrozījums, ieņēmumi, pajamos, apyvarta",
         "# separator: ;", "# decimal: ,", "# thousands: space", "# date_format: DD.MM.YYYY",
         "key;date;dealer;product;units;revenue_eur"]
n = 0
for d0 in MONTHS:
    for d in DEALERS:
        for p in PRODUCTS:
            n += 1
            lam = SIZE[d[0]] * PMIX[p] * SEASON[KIND[p]][d0.month - 1] * (1.15 if d0.year == 2026 else 1.0)
            units = max(0, int(round(lam + rng.uniform(-1.6, 1.6))))
            disc = rng.choice([0.0, 0.05, 0.08, 0.10])
            rev = round(units * PRICE[p] * (1 - disc), 2)
            lines.append(f"M-{n:05d};{fmt_date(d0, d[3])};{d[0]};{p};{units};{fmt_amount(rev)}")
w("records/SALES.csv", "\n".join(lines) + "\n")

# ---------------------------------------------------------------- claims
FAULT = {  # kind -> per market
    "ignition": {"FI": "sytytysvika", "EE": "süütehäire", "LV": "aizdedzes kļūme", "LT": "uždegimo gedimas"},
    "brake": {"FI": "ketjujarru", "EE": "ketipidur", "LV": "ķēdes bremze", "LT": "grandinės stabdis"},
    "carb": {"FI": "kaasutin", "EE": "karburaator", "LV": "karburators", "LT": "karbiuratorius"},
    "hydraulic": {"FI": "hydrauliikkavuoto", "EE": "hüdraulikaleke", "LV": "hidraulikas noplūde", "LT": "hidraulikos nuotėkis"},
    "head": {"FI": "siimapää", "EE": "trimmipea", "LV": "trimmera galva", "LT": "pjovimo galvutė"},
}
FAULT_BY_PRODUCT = {"CS-450": ["ignition", "ignition", "brake", "carb"], "CS-620": ["ignition", "brake", "carb"],
                    "BC-300": ["ignition", "head", "carb", "head"], "BC-520": ["head", "carb", "ignition"],
                    "LS-12": ["hydraulic"]}
STATUS = {  # kind -> per market, with case variants
    "open": {"FI": ["avoin", "Avoin"], "EE": ["avatud", "Avatud"], "LV": ["atvērta", "Atvērta"], "LT": ["atvira", "ATVIRA"]},
    "closed": {"FI": ["suljettu", "SULJETTU"], "EE": ["suletud", "Suletud"], "LV": ["slēgta", "Slēgta"], "LT": ["uždaryta", "Uždaryta"]},
    "progress": {"FI": ["käsittelyssä"], "EE": ["menetluses"], "LV": ["procesā"], "LT": ["vykdoma"]},
}
YESNO = {"FI": (["kyllä", "Kyllä"], ["ei", "EI"]), "EE": (["jah", "Jah"], ["ei", "Ei"]),
         "LV": (["jā", "Jā"], ["nē", "Nē"]), "LT": (["taip", "TAIP"], ["ne", "Ne"])}
SERIAL_PREFIX = {"CS-450": ["LF24C", "LF24C", "LF23K", "LF25A"], "CS-620": ["LF24C", "LF25A", "LF23K"],
                 "BC-300": ["LF24C", "LF24C", "LF25A"], "BC-520": ["LF24D", "LF25B"], "LS-12": ["LF24S", "LF25S"]}
def serial_text(prefix, num, market):
    if market == "FI":
        return f"{prefix}-{num:05d}"
    if market == "EE":
        return f"{prefix.lower()} {num:05d}"
    if market == "LV":
        return f"{prefix}{num:05d}"
    return f"{prefix[0]}{prefix[1:].lower()}-{num:05d}"

def fmt_hours(h):
    return f"{h:.1f}".replace(".", ",")

start, end = dt.date(2025, 1, 2), dt.date(2026, 11, 28)
days = (end - start).days
dates = sorted(start + dt.timedelta(days=rng.randrange(days + 1)) for _ in range(124))
lines = ["# id: CLAIMS", "# title: Warranty and repair claims", "# groups: service",
         "# about: claim, claims, reklamaatio, reklamaatiot, reklamaatiota, reklamaatioita, pretensioon, pretensioonid, "
         "pretensiooni, reklamatsioon, reklamatsioonid, reklamatsiooni, reklamācija, reklamācijas, reklamāciju, pretenzija, "
         "pretenzijos, pretenzijų",
         "# measures: repair_hours = hours, repair hours, repair time, labour, tunnit, tuntia, tunteja, korjausaika, "
         "työtunnit, tunnid, tundi, remondiaeg, stundas, stundu, remonta laiks, valandos, valandų, valandomis, remonto laikas",
         "# separator: ;", "# decimal: ,", "# date_format: DD.MM.YYYY", "# language: none",
         "key;claim_date;dealer;market;product;serial;fault;status;repair_hours;warranty"]
for i, cd in enumerate(dates, 1):
    dk = rng.choice([d[0] for d in DEALERS for _ in range(SIZE[d[0]])])
    mk = MKT[dk]
    p = rng.choice(PRODUCTS + ["CS-450", "BC-300"])
    prefix = rng.choice(SERIAL_PREFIX[p])
    num = rng.randrange(100, 6000)
    fk = rng.choice(FAULT_BY_PRODUCT[p])
    if cd < dt.date(2026, 6, 1):
        sk = rng.choice(["closed", "closed", "closed", "open", "progress"])
    else:
        sk = rng.choice(["open", "open", "progress", "closed"])
    status = rng.choice(STATUS[sk][mk])
    hours = "" if rng.random() < 0.22 else fmt_hours(rng.choice([0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.5, 6.0]))
    warranty = rng.choice(YESNO[mk][0] if rng.random() < 0.7 else YESNO[mk][1])
    lines.append(f"RK-{i:04d};{fmt_date(cd, mk)};{dk};{mk};{p};{serial_text(prefix, num, mk)};{FAULT[fk][mk]};{status};{hours};{warranty}")
w("records/CLAIMS.csv", "\n".join(lines) + "\n")
print("wrote", OUT)
