#!/usr/bin/env python3
"""Danubia Laundry Systems: an invented distributor of commercial laundry machines.
Writes the Atlas corpus folder /tmp/h-c20/corpus (seeded, deterministic)."""
import os, random, shutil, sys

SEED = 20261118
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/h-c20/corpus"
rng = random.Random(SEED)

if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT + "/docs")
os.makedirs(OUT + "/records")

def w(path, text):
    with open(os.path.join(OUT, path), "w", encoding="utf-8", newline="\n") as f:
        f.write(text)

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
doc("SPEC-WX180", "WX-180 mosó-centrifuga – műszaki adatlap", "WX-180", "service, sales", "", "2025-01-01", "none", [
    ("Áttekintés", ["A WX-180 egy 18 kg-os ipari mosó-centrifuga mosodák, szállodák és idősotthonok számára. "
                    "Centrifugálási fordulatszám 1000 ford/perc, G-faktor 350. Vezérlés: DanuTouch 7 colos kijelző, 30 program."]),
    ("Ajtózár és biztonság", ["Az ajtózár típusa: DL 204 1 (elektromágneses ajtózár reteszeléssel). "
                              "Az ajtó csak a dob teljes leállása és a víz leengedése után nyitható."]),
    ("Csapágyak és dob", ["Dobcsapágy-készlet: BRG-180-1. A dob anyaga AISI 304 rozsdamentes acél, térfogata 180 liter."]),
    ("Méretek és csatlakozások", ["Tömeg: 520 kg. Elektromos csatlakozás: 400 V 3N, fűtés 13,5 kW. "
                                  "Vízcsatlakozás: hideg és meleg víz 3/4 col. Leeresztés: 76 mm."]),
])
doc("SPEC-WX250", "WX-250 mașină de spălat industrială – fișă tehnică", "WX-250", "service, sales", "", "2025-01-01", "none", [
    ("Prezentare generală", ["WX-250 este o mașină de spălat și stors industrială de 25 kg pentru spălătorii, hoteluri și spitale. "
                             "Viteza de centrifugare 950 rpm, factor G 350, 40 de programe."]),
    ("Încuietoarea ușii", ["Ușa este blocată de încuietoarea electromagnetică dl2041. Ușa se deschide numai după oprirea "
                          "completă a tamburului și evacuarea apei."]),
    ("Rulmenți și tambur", ["Set rulmenți tambur: BRG 250 1. Tambur din oțel inoxidabil, volum 250 litri."]),
    ("Dimensiuni și racorduri", ["Greutate: 780 kg. Alimentare electrică 400 V 3N, încălzire 18 kW. Racord apă 3/4 țoli."]),
])
doc("SPEC-WX400", "WX-400 washer-extractor – data sheet", "WX-400", "service, sales", "", "2025-01-01", "", [
    ("Overview", ["The WX-400 is a 40 kg hard-mount washer-extractor for industrial laundries. "
                  "Spin speed 800 rpm, G-factor 300, frequency inverter drive."]),
    ("Door lock", ["The WX-400 uses the heavy-duty door lock DL-260-1. It is not interchangeable with the "
                   "DL-204-1 lock of the smaller washer-extractors: do not fit one in place of the other."]),
    ("Drive", ["Inverter board IV-400-1, motor 7.5 kW. Error E31 means the inverter lost its DC bus voltage."]),
    ("Dimensions", ["Weight: 1,450 kg. Electrical supply 400 V 3N, heating 36 kW. Water inlet 1 inch."]),
])
doc("SPEC-TD230", "Сушилня TD-230 – технически данни", "TD-230", "service, sales", "", "2025-01-01", "none", [
    ("Общ преглед", ["TD-230 е професионална сушилня с барабан за 23 кг пране, за перални, хотели и болници. "
                     "Обем на барабана 460 литра, електрическо или газово отопление."]),
    ("Ключалка на вратата", ["Вратата се заключва с ключалка DL-204-1, същата като на пералните машини от серията WX. "
                             "Вратата не може да се отвори, докато барабанът се върти."]),
    ("Нагревател", ["Нагревателен елемент HE 230 1, мощност 24 kW. Термостат за безопасност 120 °C."]),
    ("Филтър за власинки", ["Филтърът за власинки се почиства всеки ден след последния цикъл."]),
])
doc("SPEC-TD350", "TD-350 tumble dryer – data sheet", "TD-350", "service, sales", "", "2025-01-01", "", [
    ("Overview", ["The TD-350 is a 35 kg tumble dryer with a 700 litre drum, gas or electric heating."]),
    ("Door lock", ["Door lock DL-260-1, the same lock as the WX-400."]),
    ("Heating", ["Heating element HE-350-2, 36 kW. Gas version: 40 kW burner."]),
])
doc("RECALL-2026-03", "Safety recall: door lock assembly DL-204-1", "", "service, sales", "", "2026-03-10", "", [
    ("Scope", ["Door lock assemblies DL-204-1 from one supplier batch can release the door while the drum is still turning. "
               "Machines with serial numbers from LX24B-01000 to LX24B-04999 are affected."]),
    ("Action", ["Dealers must check every machine in the serial range, disable the door lock and fit the current "
                "replacement lock. Report each exchange as a claim with fault code DL."]),
])
doc("BULLETIN-2026-05", "Buletin tehnic: înlocuirea încuietorii ușii", "", "service, sales", "", "2026-05-04", "none", [
    ("Piesa nouă", ["Încuietoarea DL-204-2 înlocuiește DL-204-1 în toate aplicațiile. Montajul este identic, "
                    "conectorul are același număr de pini."]),
    ("Comenzi", ["Piesa veche nu se mai livrează. Comandați numai piesa nouă; stocul vechi se returnează la depozitul central."]),
])
doc("WARR-HU", "Garanciális feltételek – Magyarország", "", "service, sales", "HU", "2025-01-01", "none", [
    ("Garanciális idő", ["A garancia időtartama 24 hónap a gép beüzemelésétől számítva, alkatrészekre és munkadíjra."]),
    ("Kizárások", ["Nem terjed ki a garancia a kopó alkatrészekre (ajtótömítés, szűrők) és a nem megfelelő vízminőség okozta hibákra."]),
])
doc("WARR-RO", "Condiții de garanție – România", "", "service, sales", "RO", "2025-01-01", "none", [
    ("Durata garanției", ["Garanția este de 18 luni de la punerea în funcțiune, pentru piese și manoperă."]),
    ("Excluderi", ["Garanția nu acoperă piesele consumabile (garnitura ușii, filtrele) și defectele cauzate de apa necorespunzătoare."]),
])
doc("WARR-BG", "Гаранционни условия – България", "", "service, sales", "BG", "2025-01-01", "none", [
    ("Гаранционен срок", ["Гаранционният срок е 36 месеца от пускането в експлоатация, за части и труд."]),
    ("Изключения", ["Гаранцията не покрива консумативи (уплътнение на вратата, филтри)."]),
])
doc("WARR-MD", "Condiţii de garanţie – Republica Moldova", "", "service, sales", "MD", "2025-01-01", "none", [
    ("Durata garanţiei", ["Garanţia este de 12 luni de la punerea în funcţiune, pentru piese şi manoperă."]),
    ("Excluderi", ["Garanţia nu acoperă piesele consumabile şi defectele cauzate de tensiunea instabilă a reţelei."]),
])
doc("MAINT-LAUNDRY", "Plan de întreținere pentru mașini de spălat și uscătoare", "", "service", "", "2025-01-01", "none", [
    ("Zilnic", ["Filtrul de scame al uscătoarelor TD-230 și TD-350 se curăță în fiecare zi, după ultimul ciclu. "
                "Se verifică garnitura ușii la mașinile de spălat."]),
    ("Lunar", ["Se verifică funcționarea încuietorii ușii și a senzorului de nivel. Se curăță filtrele de detergent lichid."]),
    ("La 2000 de ore", ["Se înlocuiesc rulmenții tamburului (BRG-180-1, BRG 250 1) și se verifică curelele."]),
])
doc("PRICE-HU", "Árlista 2026 – Magyarország", "", "sales", "HU", "2026-01-01", "none", [
    ("Mosó-centrifugák", ["WX-180: 6 450 000 Ft + ÁFA. WX-250: 8 390 000 Ft + ÁFA. WX-400: 13 600 000 Ft + ÁFA."]),
    ("Szárítógépek", ["TD-230: 4 150 000 Ft + ÁFA. TD-350: 5 890 000 Ft + ÁFA."]),
    ("Alkatrészek", ["DL-204-2 ajtózár: 48 500 Ft. HE-230-1 fűtőbetét: 96 000 Ft."]),
    ("Feltételek", ["Minden ár nettó ár, az ÁFA nélkül, a szállítás Budapestről díjmentes."]),
])
doc("PRICE-RO-MD", "Listă de prețuri 2026 – România și Republica Moldova", "", "sales", "RO, MD", "2026-01-01", "none", [
    ("România", ["WX-180: 38 900 lei + TVA. WX-250: 50 600 lei + TVA. WX-400: 82 000 lei + TVA. "
                 "TD-230: 25 000 lei + TVA. TD-350: 35 500 lei + TVA. Preț de listă, transport inclus."]),
    ("Republica Moldova", ["WX-180: 8 150 EUR. WX-250: 10 700 EUR. WX-400: 17 300 EUR. TD-230: 5 350 EUR. TD-350: 7 500 EUR."]),
])
doc("PRICE-BG", "Ценова листа 2026 – България", "", "sales", "BG", "2026-01-01", "none", [
    ("Перални машини", ["WX-180: 15 400 лв. без ДДС. WX-250: 20 100 лв. без ДДС. WX-400: 32 600 лв. без ДДС."]),
    ("Сушилни", ["TD-230: 9 950 лв. без ДДС. TD-350: 14 100 лв. без ДДС."]),
    ("Условия", ["Цена без ДДС, с включена доставка до склада на дилъра."]),
])
doc("MGMT-2027", "Management plan 2027 (confidential)", "", "management", "", "2026-09-01", "", [
    ("Project", ["Project VELTRANOXITE: the planned acquisition of a Serbian competitor in the first half of 2027. "
                 "Not to be shared with dealers."]),
    ("Targets", ["Growth target 2027: 14 % in Romania, 9 % in Hungary."]),
])

# ---------------------------------------------------------------- records
DEALERS = [
    # key, name, city, market, certified (as the local export writes it)
    ("BUD", "Pannon Mosodatechnika Kft.", "Budapest", "HU", "Igen"),
    ("DEB", "Debreceni Gépház Bt.", "Debrecen", "HU", "NEM"),
    ("GYO", "Győri Textilgép Kft.", "Győr", "HU", "igen"),
    ("SZE", "Tisza Mosodaszerviz Kft.", "Szeged", "HU", "nem"),
    ("BUC", "Spălătorii Profesionale SRL", "București", "RO", "DA"),
    ("CLJ", "Transilvania Laundry SRL", "Cluj-Napoca", "RO", "nu"),
    ("TIM", "Banat Echipamente SRL", "Timișoara", "RO", "Da"),
    ("IAS", "Moldova Curat SRL", "Iași", "RO", "NU"),
    ("SOF", "Перални Системи ЕООД", "София", "BG", "да"),
    ("PDV", "Тракия Клийн ООД", "Пловдив", "BG", "не"),
    ("VAR", "Варна Сервиз ЕООД", "Варна", "BG", "ДА"),
    ("KIV", "Chişinău Laundry SRL", "Chişinău", "MD", "da"),
    ("BAL", "Bălţi Tehnic SRL", "Bălţi", "MD", "nu"),
]
MKT = {d[0]: d[3] for d in DEALERS}
w("records/DEALERS.csv",
  "# id: DEALERS\n# title: Danubia dealer network\n# groups: service, sales\n# markets:\n"
  "# about: dealer, dealers, kereskedő, kereskedők, kereskedőt, kereskedőnél, viszonteladó, partner, dealerul, dealerii, dealeri, dealerilor, distribuitor, distribuitori, дилър, дилъри, дилъра, дилърите, diler, dileri, dilar, dilari\n"
  "# measures:\n# separator: ;\n"
  "key;dealer;city;market;certified\n" +
  "".join(f"{k};{n};{c};{m};{f}\n" for k, n, c, m, f in DEALERS))

PARTS = ["DL-204-1", "DL-204-2", "BRG-250-1", "HE-230-1", "IV-400-1"]
def spell_part(p, market):
    a, b, c = p.split("-")
    if market == "HU":
        return f"{a} {b} {c}"
    if market == "RO":
        return f"{a.lower()}{b}{c}"
    if market == "MD":
        return f"{a[0]}{a[1:].lower()}-{b}-{c}"
    return p
rows = []
for k, n, c, m, f in DEALERS:
    for i, p in enumerate(PARTS, 1):
        q = rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12])
        if p == "DL-204-1":
            q = rng.choice([0, 0, 0, 1, 2])
        rows.append((f"{k}-{i:02d}", k, spell_part(p, m), q))
w("records/STOCK.csv",
  "# id: STOCK\n# title: Spare parts stock per dealer\n# groups: service\n# markets:\n"
  "# about: stock, készlet, raktárkészlet, raktár, stoc, stocul, stocuri, склад, наличност, sklad, nalichnost\n"
  "# measures: qty = qty, quantity, pieces, darab, db, bucăți, bucati, броя, broya, бр\n# separator: ;\n"
  "key;dealer;part;qty\n" + "".join(f"{a};{b};{c};{d}\n" for a, b, c, d in rows))

PRODUCTS = ["WX-180", "WX-250", "WX-400", "TD-230", "TD-350"]
PRICE = {"WX-180": 7900, "WX-250": 10400, "WX-400": 16800, "TD-230": 5200, "TD-350": 7300}
SIZE = {"BUD": 5, "DEB": 2, "GYO": 3, "SZE": 2, "BUC": 6, "CLJ": 4, "TIM": 3, "IAS": 2,
        "SOF": 4, "PDV": 2, "VAR": 2, "KIV": 2, "BAL": 1}
PMIX = {"WX-180": 1.0, "WX-250": 0.8, "WX-400": 0.3, "TD-230": 0.9, "TD-350": 0.5}
def fmt_amount(x):
    s = f"{x:.2f}"
    ip, dp = s.split(".")
    g = []
    while len(ip) > 3:
        g.insert(0, ip[-3:]); ip = ip[:-3]
    g.insert(0, ip)
    return " ".join(g) + "," + dp
months = []
y, mo = 2024, 11
while (y, mo) <= (2026, 10):
    months.append((y, mo))
    mo += 1
    if mo == 13:
        y, mo = y + 1, 1
sales = []
n = 0
for (y, mo) in months:
    for k, *_ in DEALERS:
        for p in PRODUCTS:
            lam = SIZE[k] * PMIX[p] * 0.8
            u = sum(1 for _ in range(int(lam * 3) + 1) if rng.random() < lam / (int(lam * 3) + 1))
            u += rng.choice([0, 0, 0, 1])
            amt = u * PRICE[p] * rng.uniform(0.88, 1.0)
            n += 1
            sales.append((f"V-{n:05d}", f"01.{mo:02d}.{y}", k, p, u, fmt_amount(round(amt, 2))))
w("records/SALES.csv",
  "# id: SALES\n# title: Machine sales per dealer and month (EUR)\n# groups: sales\n# markets:\n"
  "# about: sale, sales, eladás, eladások, értékesítés, vânzare, vânzări, vânzările, vânzărilor, продажба, продажби, prodazhba, prodazhbi\n"
  "# measures: units = units, sold, darab, db, eladott, eladtunk, adtunk, adott, fogyott, vândut, vândute, vandut, vandute, bucăți, продадени, продаде, продадохме, prodadeni, prodade, prodadohme; "
  "amount_eur = amount, revenue, turnover, eur, euro, árbevétel, bevétel, forgalom, összeg, valoare, valoarea, încasări, oborot, оборот, приходи, prihodi, стойност, stoynost\n"
  "# separator: ;\n# decimal: ,\n# thousands: space\n# date_format: DD.MM.YYYY\n"
  "key;date;dealer;product;units;amount_eur\n" + "".join(";".join(map(str, r)) + "\n" for r in sales))

FAULT = {
    "HU": ["ajtózár hiba", "csapágyzaj", "nem melegít", "vízszivárgás", "inverter hiba"],
    "RO": ["defect încuietoare ușă", "zgomot rulment", "nu încălzește", "scurgere de apă", "eroare invertor"],
    "MD": ["defect încuietoare uşă", "zgomot rulment", "nu încălzeşte", "scurgere de apă", "eroare invertor"],
    "BG": ["повреда на ключалката", "шум от лагер", "не загрява", "теч на вода", "грешка на инвертора"],
}
STATUS = {
    "HU": ["nyitott", "lezárt", "folyamatban", "Lezárt", "NYITOTT"],
    "RO": ["deschis", "închis", "în lucru", "Închis"],
    "MD": ["deschis", "închis", "în lucru"],
    "BG": ["отворена", "затворена", "в процес", "Затворена"],
}
YESNO = {"HU": ("igen", "nem"), "RO": ("da", "nu"), "MD": ("Da", "Nu"), "BG": ("да", "не")}
FAULT_PRODUCTS = [["WX-180", "WX-250", "TD-230"], ["WX-180", "WX-250", "WX-400"], ["TD-230", "TD-350"],
                  ["WX-180", "WX-250", "WX-400"], ["WX-400"]]
def serial_text(s, market):
    pre, num = s.split("-")
    form = rng.choice([0, 1, 2, 3])
    if form == 0:
        return s
    if form == 1:
        return f"{pre.lower()} {num}"
    if form == 2:
        return pre + num
    return f"{pre[:2]}{pre[2:].lower()}-{num}"
claims = []
dealer_keys = [d[0] for d in DEALERS]
weights = [SIZE[k] for k in dealer_keys]
for i in range(1, 97):
    k = rng.choices(dealer_keys, weights)[0]
    m = MKT[k]
    fi = rng.randrange(5)
    p = rng.choice(FAULT_PRODUCTS[fi])
    y = rng.choice([2025, 2025, 2026, 2026, 2026])
    mo = rng.randint(1, 12 if y == 2025 else 11)
    d = rng.randint(1, 28)
    if y == 2026 and mo == 11:
        d = rng.randint(1, 15)
    if fi == 0 and rng.random() < 0.7:
        ser = f"LX24B-{rng.randint(800, 5600):05d}"
    else:
        ser = f"LX{rng.choice([23, 24, 25, 26])}{rng.choice('ACD')}-{rng.randint(100, 9999):05d}"
    hours = "" if rng.random() < 0.25 else f"{rng.choice([1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7.5])}".replace(".", ",").replace(",0", "")
    if hours.endswith(","):
        hours = hours[:-1]
    st = rng.choice(STATUS[m])
    war = YESNO[m][0] if rng.random() < 0.7 else YESNO[m][1]
    if rng.random() < 0.2:
        war = war.upper()
    claims.append((f"R-{i:04d}", f"{d:02d}.{mo:02d}.{y}", k, p, serial_text(ser, m), FAULT[m][fi], st, hours, war))
claims.sort(key=lambda r: (r[1][6:], r[1][3:5], r[1][:2]))
claims = [(f"R-{i:04d}",) + r[1:] for i, r in enumerate(claims, 1)]
w("records/CLAIMS.csv",
  "# id: CLAIMS\n# title: Warranty and service claims\n# groups: service\n# markets:\n"
  "# about: claim, claims, reklamáció, reklamációk, reklamációt, reklamációja, panasz, reclamație, reclamații, reclamația, reclamațiile, reclamațiilor, рекламация, рекламации, рекламациите, reklamatsia, reklamatsii, reklamaciya, reklamacii\n"
  "# measures: repair_hours = repair hours, hours, labour, javítási idő, munkaóra, óra, órák, ore, orele, orelor, ore de reparație, manoperă, часове, часа, chasove, chasa\n"
  "# separator: ;\n# decimal: ,\n# date_format: DD.MM.YYYY\n"
  "key;claim_date;dealer;product;serial;fault;status;repair_hours;warranty\n" +
  "".join(";".join(r) + "\n" for r in claims))

shutil.copy("/tmp/h-c20/corpus.conf", OUT + "/corpus.conf")
print("written", OUT, len(sales), "sales rows,", len(claims), "claims,", len(rows), "stock rows")
