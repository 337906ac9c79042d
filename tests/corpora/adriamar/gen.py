#!/usr/bin/env python3
"""Adriamar Marine corpus for Atlas (deterministic: seed 20261201; two runs are byte-identical).

Writes /tmp/h-c22/corpus: corpus.conf (from conf.txt plus a generated [glossary]), docs/*.md, records/*.csv.
"""
import datetime as dt
import os
import random
import shutil

SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "corpus")
rng = random.Random(SEED)

# ------------------------------------------------------------------ master data
# key, dealer name, city (local script), market, certified (local yes/no word as exported)
DEALERS = [
    ("PIR", "Ναυτιλιακά Αιγαίου", "Πειραιάς", "GR", "ναι"),
    ("THE", "Θερμαϊκός Marine", "Θεσσαλονίκη", "GR", "όχι"),
    ("HER", "Κρήτη Σκάφη", "Ηράκλειο", "GR", "Ναι"),
    ("LIM", "Limassol Boats Ltd", "Λεμεσός", "CY", "ΝΑΙ"),
    ("LAR", "Λάρνακα Ναυτική", "Λάρνακα", "CY", "όχι"),
    ("SPL", "Jadran Nautika d.o.o.", "Split", "HR", "da"),
    ("ZAD", "Zadar Marine Servis", "Zadar", "HR", "ne"),
    ("RIJ", "Kvarner Brodoservis", "Rijeka", "HR", "DA"),
    ("KOP", "Koper Navtika d.o.o.", "Koper", "SI", "da"),
    ("POR", "Piran Marina Servis", "Portorož", "SI", "Ne"),
    ("BEO", "Дунав Наутика", "Београд", "RS", "да"),
    ("NSD", "Novi Sad Nautika", "Novi Sad", "RS", "ne"),
]
DMARKET = {d[0]: d[3] for d in DEALERS}
SIZE = {"PIR": 1.6, "THE": 1.2, "HER": 1.0, "LIM": 1.1, "LAR": 0.7, "SPL": 1.5, "ZAD": 1.0, "RIJ": 0.9,
        "KOP": 0.8, "POR": 0.6, "BEO": 0.9, "NSD": 0.5}
PRODUCTS = ["OB-60", "OB-115", "OB-200", "NV-9", "SN-300"]
BASE = {"OB-60": 4.0, "OB-115": 3.0, "OB-200": 1.5, "NV-9": 5.0, "SN-300": 7.0}
PRICE = {"OB-60": 6800, "OB-115": 11900, "OB-200": 18500, "NV-9": 1450, "SN-300": 690}
NOT_SOLD = {("NSD", "OB-200"), ("POR", "OB-200"), ("LAR", "NV-9")}
SEASON = [0.3, 0.4, 0.8, 1.3, 1.6, 1.7, 1.5, 1.1, 0.8, 0.5, 0.3, 0.3]
PARTS = ["FP-2210-A", "FP-2210-B", "FP-1800-A", "IMP-60-K", "IMP-115-K", "CDI-200-E", "TX-300-S", "PW-90-C"]


def part_spelling(part, market):
    """How each market's stock export writes a part number."""
    if market == "HR":
        return part.replace("-", " ")
    if market == "SI":
        return part.lower()
    if market == "RS":
        return part.replace("-", "")
    return part


def months():
    y, m = 2024, 12
    while (y, m) <= (2026, 11):
        yield y, m
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)


def eur(x):
    """12345.6 -> '12.345,60' (thousands '.', decimal ',')."""
    s = f"{x:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def hours_text(h):
    return "" if h is None else f"{h:.1f}".replace(".", ",")


# ------------------------------------------------------------------ records
def dealers_csv():
    out = ["# id: DEALERS",
           "# title: Adriamar dealer network / Mreža zastupnika / Δίκτυο αντιπροσώπων",
           "# groups: service, sales",
           "# about: dealer, dealers, diler, dileri, dilera, dileru, dilerima, zastupnik, zastupniku, zastupnici, zastupnika, prodajalec, prodajalci, trgovec, trgovci, дилер, дилери, дилера, дилеру, αντιπρόσωπο, αντιπροσωπο, αντιπρόσωπος, αντιπρόσωποι, αντιπροσωπος, αντιπροσωποι, αντιπροσώπων, αντιπροσωπων, antiprosopos, antiprosopoi",
           "# measures:",
           "key,dealer,city,market,certified"]
    for k, name, city, mkt, cert in DEALERS:
        out.append(f"{k},{name},{city},{mkt},{cert}")
    return "\n".join(out) + "\n"


def stock_csv():
    rows = []
    n = 0
    for k, _, _, mkt, _ in DEALERS:
        for p in PARTS:
            n += 1
            if p == "FP-2210-A":
                q = rng.choice([0, 0, 0, 0, 1, 2])  # recalled pump, quarantined
            elif p == "FP-2210-B":
                q = rng.choice([0, 0, 2, 3, 4, 5, 6, 8])
            else:
                q = rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 7, 9, 12])
            rows.append(f"ST-{n:03d};{k};{part_spelling(p, mkt)};{q}")
    head = ["# id: STOCK",
            "# title: Parts stock per dealer / Zalihe dijelova / Απόθεμα ανταλλακτικών",
            "# groups: service, sales",
            "# about: stock, stocks, zaliha, zalihe, zaloga, zalogi, zaloge, залиха, залихе, απόθεμα, αποθεμα, αποθέματα, αποθεματα, apothema",
            "# measures: qty = quantity, pieces, komada, komadi, kom, kosov, kos, ком, комада, τεμάχια, τεμαχια, τεμ, temaxia",
            "# separator: ;",
            "key;dealer;part;qty"]
    return "\n".join(head + rows) + "\n"


def sales_csv():
    head = ["# id: SALES",
            "# title: Sales per dealer and month / Prodaja po zastupniku i mjesecu / Πωλήσεις ανά αντιπρόσωπο και μήνα",
            "# groups: sales",
            "# about: sale, sales, prodaja, prodaje, prodaji, prodajo, продаја, продаје, продаји, πωλήσεις, πωλησεις, πώληση, πωληση, poliseis",
            "# measures: units = units, sold, sales, prodano, prodanih, prodali, prodao, prodala, prodal, prodato, prodata, prodaja, prodaje, prodajo, продато, продали, продао, продала, продаја, продаје, πωλήσεις, πωλησεις, πουλήσαμε, πουλησαμε, πούλησε, πουλησε, πουλήθηκαν, πουληθηκαν, poulisame, poulise, poulithikan, poliseis, komada, kosov, комада, τεμάχια, τεμαχια; revenue_eur = revenue, turnover, promet, prometa, prihod, prihodek, prihodka, промет, приход, τζίρος, τζιρος, τζίρο, τζιρο, tziros, tziro, έσοδα, εσοδα, esoda",
            "# separator: ;",
            "# decimal: ,",
            "# thousands: .",
            "# date_format: DD.MM.YYYY",
            "key;date;dealer;product;units;revenue_eur"]
    rows = []
    n = 0
    for y, m in months():
        for k, _, _, _, _ in DEALERS:
            for p in PRODUCTS:
                if (k, p) in NOT_SOLD:
                    continue
                mean = BASE[p] * SIZE[k] * SEASON[m - 1] * rng.uniform(0.5, 1.5)
                u = max(0, int(round(mean + rng.choice([-1, 0, 0, 1]))))
                rev = round(u * PRICE[p] * (1 - rng.uniform(0, 0.08)), 2)
                n += 1
                rows.append(f"P-{n:05d};01.{m:02d}.{y};{k};{p};{u};{eur(rev)}")
    return "\n".join(head + rows) + "\n"


FAULTS = {
    # key: GR (Greek), LIM (English), HR, SI, BEO (Cyrillic), NSD (Latin)
    "fuel_leak": ["διαρροή καυσίμου", "fuel leak", "curenje goriva", "puščanje goriva", "цурење горива", "curenje goriva"],
    "overheat": ["υπερθέρμανση", "overheating", "pregrijavanje", "pregrevanje", "прегревање", "pregrevanje"],
    "ignition": ["βλάβη ανάφλεξης", "ignition fault", "kvar paljenja", "okvara vžiga", "квар паљења", "kvar paljenja"],
    "display": ["βλάβη οθόνης", "display fault", "kvar zaslona", "okvara zaslona", "квар екрана", "kvar ekrana"],
    "no_signal": ["χωρίς σήμα", "no signal", "nema signala", "ni signala", "нема сигнала", "nema signala"],
}
STATUS = {
    "open": ["Ανοιχτή", "open", "otvoren", "odprt", "отворен", "otvoren"],
    "progress": ["Σε εξέλιξη", "in progress", "u obradi", "v obdelavi", "у обради", "u obradi"],
    "closed": ["Κλειστή", "closed", "zatvoren", "zaprt", "затворен", "zatvoren"],
}
YESNO = {"GR": ("ναι", "όχι"), "LIM": ("yes", "no"), "HR": ("da", "ne"), "SI": ("da", "ne"), "BEO": ("да", "не"),
         "NSD": ("da", "ne")}


def lang_slot(dealer):
    mkt = DMARKET[dealer]
    if dealer == "LIM":
        return 1, "LIM"
    if mkt in ("GR", "CY"):
        return 0, "GR"
    if mkt == "HR":
        return 2, "HR"
    if mkt == "SI":
        return 3, "SI"
    if dealer == "BEO":
        return 4, "BEO"
    return 5, "NSD"


def serial_for(product):
    if product in ("OB-115", "OB-200"):
        pre = rng.choice(["AM24C", "AM24C", "AM24C", "AM25C", "AM23C"])
        num = rng.randint(100, 3600)
    elif product == "OB-60":
        pre, num = rng.choice(["AM24A", "AM25A"]), rng.randint(100, 2500)
    elif product == "NV-9":
        pre, num = "AM24E", rng.randint(100, 1500)
    else:
        pre, num = "AM25S", rng.randint(100, 1500)
    canon = f"{pre}-{num:05d}"
    form = rng.randint(0, 3)
    if form == 1:
        return f"{pre.lower()} {num:05d}"
    if form == 2:
        return f"{pre}{num:05d}"
    if form == 3:
        return f"{pre[0]}{pre[1:].lower()}-{num:05d}"
    return canon


def claims_csv():
    head = ["# id: CLAIMS",
            "# title: Warranty and service claims / Reklamacije / Απαιτήσεις εγγύησης",
            "# groups: service",
            "# about: claim, claims, reklamacija, reklamacije, reklamacij, reklamacijo, рекламација, рекламације, рекламација, απαίτηση, απαιτήσεις, απαιτηση, απαιτησεις, apaitisi, apaitiseis",
            "# measures: repair_hours = repair hours, hours, sati, sati popravka, sati popravke, ure, ur, ure popravila, часова, сати, сати поправке, ώρες, ωρες, ώρες επισκευής, ωρες επισκευης, ores, ores episkevis",
            "# separator: ;",
            "# decimal: ,",
            "# date_format: DD/MM/YYYY",
            "key;claim_date;dealer;market;product;serial;fault;status;warranty;repair_hours"]
    start = dt.date(2025, 1, 3)
    span = (dt.date(2026, 11, 27) - start).days
    raw = []
    for _ in range(120):
        d = start + dt.timedelta(days=rng.randint(0, span))
        dealer = rng.choices([x[0] for x in DEALERS], weights=[SIZE[x[0]] for x in DEALERS])[0]
        product = rng.choices(PRODUCTS, weights=[3, 4, 3, 2, 2])[0]
        raw.append((d, dealer, product))
    raw.sort()
    rows = []
    for i, (d, dealer, product) in enumerate(raw, 1):
        slot, yn = lang_slot(dealer)
        if product in ("NV-9", "SN-300"):
            fault = rng.choice(["display", "no_signal", "display"])
        elif product in ("OB-115", "OB-200"):
            fault = rng.choice(["fuel_leak", "fuel_leak", "overheat", "ignition"])
        else:
            fault = rng.choice(["overheat", "ignition", "fuel_leak"])
        if d >= dt.date(2026, 9, 1):
            st = rng.choices(["open", "progress", "closed"], weights=[4, 3.5, 2.5])[0]
        else:
            st = rng.choices(["open", "progress", "closed"], weights=[0.5, 1, 8.5])[0]
        war = rng.random() < 0.75
        if product in ("NV-9", "SN-300"):
            h = None if rng.random() < 0.5 else rng.randint(1, 6) * 0.5
        else:
            h = None if rng.random() < 0.15 else rng.randint(1, 19) * 0.5
        rows.append(";".join([
            f"RK-{i:04d}", d.strftime("%d/%m/%Y"), dealer, DMARKET[dealer], product, serial_for(product),
            FAULTS[fault][slot], STATUS[st][slot], YESNO[yn][0 if war else 1], hours_text(h)]))
    return "\n".join(head + rows) + "\n"


# ------------------------------------------------------------------ documents
def doc(id, title, products, groups, markets, valid_from, language, sections):
    h = [f"id: {id}", f"title: {title}", f"products: {products}", f"groups: {groups}", f"markets: {markets}",
         f"valid_from: {valid_from}"]
    if language:
        h.append(f"language: {language}")
    h.append("---")
    body = []
    for i, (head, text) in enumerate(sections, 1):
        body.append(f"## {i}. {head}\n{text.strip()}\n")
    return "\n".join(h) + "\n" + "\n".join(body)


DOCS = {}
DOCS["SPEC-OB60"] = doc(
    "SPEC-OB60", "OB-60 izvanbrodski motor: tehnički list", "OB-60", "service, sales", "", "2024-03-01", "none", [
        ("Pregled", "OB-60 je četverotaktni izvanbrodski motor snage 60 KS (44 kW) za gumenjake i manje glisere. "
                    "Suha masa 112 kg, zapremina 998 ccm, tri cilindra. Preporučeni propeler 13 x 15."),
        ("Sustav goriva", "Pumpa goriva OB-60 je mehanička membranska pumpa FP1800A. Pumpa goriva FP-1800-A nije "
                          "zamjenjiva s visokotlačnom pumpom FP-2210-A većih motora. Filtar goriva mijenjati svake sezone."),
        ("Hlađenje", "Rotor pumpe za vodu: IMP 60 K. Rotor mijenjati svakih 300 radnih sati ili jednom godišnje, "
                     "što prije nastupi. Termostat se otvara na 52 °C."),
    ])
DOCS["SPEC-OB115"] = doc(
    "SPEC-OB115", "OB-115 εξωλέμβιος κινητήρας: τεχνικά χαρακτηριστικά", "OB-115", "service, sales", "",
    "2024-03-01", "none", [
        ("Γενικά", "Ο OB-115 είναι τετράχρονος εξωλέμβιος κινητήρας 115 ίππων (85 kW) με ηλεκτρονικό ψεκασμό. "
                   "Βάρος 172 kg, κυβισμός 1832 cc, τέσσερις κύλινδροι."),
        ("Σύστημα καυσίμου", "Αντλία καυσίμου υψηλής πίεσης: FP 2210 A. Η αντλία καυσίμου τροφοδοτεί τα μπεκ "
                             "με πίεση 3,5 bar. Φίλτρο καυσίμου σε κάθε σέρβις."),
        ("Ψύξη", "Φτερωτή αντλίας νερού: imp115k. Αλλαγή της φτερωτής κάθε 300 ώρες λειτουργίας ή μία φορά τον χρόνο."),
    ])
DOCS["SPEC-OB200"] = doc(
    "SPEC-OB200", "OB-200 outboard engine: technical data", "OB-200", "service, sales", "", "2024-03-01", "", [
        ("Overview", "The OB-200 is a four-stroke V6 outboard engine of 200 hp (147 kW) for offshore boats. "
                     "Dry weight 228 kg, displacement 3352 cc, electronic fuel injection."),
        ("Fuel system", "High-pressure fuel pump: FP-2210-A. The fuel pump feeds the injectors at 3.5 bar. "
                        "Replace the fuel filter at every service."),
        ("Ignition", "Digital ignition module CDI 200 E with knock sensor. Spark plug gap 0.8 mm."),
        ("Cooling", "Water pump impeller Imp-115-K, the same impeller as the OB-115. Replace it every 300 running "
                    "hours or once a year."),
    ])
DOCS["SPEC-NV9"] = doc(
    "SPEC-NV9", "NV-9 kartni ploter: tehnični list", "NV-9", "service, sales", "", "2024-06-01", "none", [
        ("Pregled", "NV-9 je 9-palčni kartni ploter z zaslonom na dotik, GPS sprejemnikom in podporo za "
                    "navtične karte. Zaslon je berljiv na soncu. Vodotesnost IPX7."),
        ("Napajanje", "Napajalni kabel pw90c (12 V). Poraba 1,2 A pri polni svetlosti zaslona."),
        ("Sonda", "NV-9 je združljiv s sondo TX 300-S sonarja SN-300 prek vmesnika NMEA 2000."),
    ])
DOCS["SPEC-SN300"] = doc(
    "SPEC-SN300", "SN-300 сонар: технички подаци", "SN-300", "service, sales", "", "2024-06-01", "none", [
        ("Преглед", "SN-300 је сонар (фиш-финдер) са екраном од 5 инча и дубином мерења до 300 метара."),
        ("Сонда", "Сонда на крми: TX 300 S, фреквенције 83 и 200 kHz. Сонду проверавати пре сваке сезоне."),
        ("Напајање", "Кабл за напајање PW-90-C (12 V), исти као код плотера NV-9."),
    ])
DOCS["RECALL-2025-07"] = doc(
    "RECALL-2025-07", "Safety recall: high-pressure fuel pump", "", "service, sales", "", "2025-07-15", "", [
        ("Fuel pump recall", "Adriamar Marine recalls the high-pressure fuel pump FP-2210-A. The pressure fitting "
                             "of the pump may crack and leak fuel into the engine cowling. Engines with serial "
                             "numbers from AM24C-00500 to AM24C-02999 are affected and must not be used until the "
                             "pump has been replaced."),
        ("What the dealer does", "Contact every owner, check the engine serial number on the transom bracket "
                                 "label, replace the pump free of charge and record the claim as a warranty claim. "
                                 "Pumps removed are scrapped, never resold."),
    ])
DOCS["BULLETIN-2025-09"] = doc(
    "BULLETIN-2025-09", "Τεχνικό δελτίο: νέα αντλία καυσίμου", "", "service, sales", "", "2025-09-01", "none", [
        ("Αντικατάσταση αντλίας καυσίμου", "Η νέα αντλία καυσίμου FP-2210-B αντικαθιστά την FP-2210-A σε όλους "
                                          "τους κινητήρες της ανάκλησης. Η FP-2210-B έχει ενισχυμένο ρακόρ πίεσης."),
        ("Διαδικασία", "Αφαιρέστε την παλιά αντλία, τοποθετήστε τη νέα με καινούργιες φλάντζες και ελέγξτε για "
                       "διαρροές με τον κινητήρα σε λειτουργία για 10 λεπτά."),
    ])
DOCS["WARR-GR"] = doc(
    "WARR-GR", "Όροι εγγύησης Ελλάδα", "", "service, sales", "GR", "2025-01-01", "none", [
        ("Διάρκεια εγγύησης", "Η εγγύηση των εξωλέμβιων κινητήρων είναι 24 μήνες από την ημερομηνία πώλησης. "
                              "Τα ηλεκτρονικά (NV-9, SN-300) έχουν εγγύηση 24 μήνες."),
        ("Εξαιρέσεις", "Η εγγύηση δεν καλύπτει φτερωτές, μπουζί, ανόδια και ζημιές από λάθος καύσιμο."),
    ])
DOCS["WARR-CY"] = doc(
    "WARR-CY", "Warranty terms Cyprus", "", "service, sales", "CY", "2025-01-01", "", [
        ("Warranty period", "Outboard engines sold in Cyprus carry a warranty of 36 months from the date of sale. "
                            "Marine electronics carry 24 months."),
        ("Exclusions", "The warranty does not cover impellers, spark plugs, anodes or damage from wrong fuel."),
    ])
DOCS["WARR-HR"] = doc(
    "WARR-HR", "Jamstveni uvjeti Hrvatska", "", "service, sales", "HR", "2025-01-01", "none", [
        ("Trajanje garancije", "Garancija (jamstvo) za izvanbrodske motore traje 24 mjeseca od datuma prodaje. "
                               "Za elektroniku garancija traje 24 mjeseca."),
        ("Iznimke", "Garancija ne pokriva rotore pumpe, svjećice, anode i štetu od pogrešnog goriva."),
    ])
DOCS["WARR-SI"] = doc(
    "WARR-SI", "Garancijski pogoji Slovenija", "", "service, sales", "SI", "2025-01-01", "none", [
        ("Trajanje garancije", "Garancija za izvenkrmne motorje traja 30 mesecev od datuma prodaje. "
                               "Za elektroniko garancija traja 24 mesecev."),
        ("Izjeme", "Garancija ne krije rotorjev črpalke, svečk, anod in škode zaradi napačnega goriva."),
    ])
DOCS["WARR-RS"] = doc(
    "WARR-RS", "Garantni uslovi Srbija", "", "service, sales", "RS", "2025-01-01", "none", [
        ("Trajanje garancije", "Garancija za vanbrodske motore traje 12 meseci od datuma prodaje. "
                               "Za elektroniku garancija traje 12 meseci."),
        ("Izuzeci", "Garancija ne pokriva rotore pumpe, svećice, anode i štetu od pogrešnog goriva."),
    ])
DOCS["MAINT-OB"] = doc(
    "MAINT-OB", "Outboard maintenance schedule", "OB-60, OB-115, OB-200", "service", "", "2025-01-01", "", [
        ("Service intervals", "First service after 20 running hours. Then every 100 hours or once a year: engine oil, "
                              "oil filter, gear oil, fuel filter, spark plugs, anodes."),
        ("Water pump impeller", "Replace the water pump impeller every 300 running hours or once a year, whichever "
                                "comes first. OB-60 uses IMP-60-K; OB-115 and OB-200 use IMP-115-K."),
        ("Winter storage", "Flush with fresh water, fog the cylinders, drain the carburettor float bowl (OB-60), "
                           "store upright."),
    ])
DOCS["PRICE-GR-CY"] = doc(
    "PRICE-GR-CY", "Τιμοκατάλογος 2026 Ελλάδα και Κύπρος", "", "sales", "GR, CY", "2026-01-01", "none", [
        ("Κινητήρες", "Τιμή λιανικής με ΦΠΑ σε ευρώ. OB-60: 6.800 EUR. OB-115: 11.900 EUR. OB-200: 18.500 EUR."),
        ("Ηλεκτρονικά", "Τιμή λιανικής με ΦΠΑ. NV-9: 1.450 EUR. SN-300: 690 EUR."),
        ("Ανταλλακτικά", "Τιμή ανταλλακτικών: FP-2210-B 310 EUR, IMP-115-K 85 EUR, IMP-60-K 62 EUR, CDI-200-E 540 EUR."),
    ])
DOCS["PRICE-HR-SI"] = doc(
    "PRICE-HR-SI", "Cjenik 2026 Hrvatska i Slovenija", "", "sales", "HR, SI", "2026-01-01", "none", [
        ("Motori", "Cijena s PDV-om u eurima. OB-60: 6.950 EUR. OB-115: 12.100 EUR. OB-200: 18.900 EUR. "
                   "Cena za Slovenijo je enaka."),
        ("Elektronika", "Cijena s PDV-om. NV-9: 1.490 EUR. SN-300: 710 EUR."),
        ("Rezervni dijelovi", "Cijena dijelova: FP 2210 B 320 EUR, IMP 115 K 88 EUR, IMP 60 K 64 EUR."),
    ])
DOCS["PRICE-RS"] = doc(
    "PRICE-RS", "Ценовник 2026 Србија", "", "sales", "RS", "2026-01-01", "none", [
        ("Мотори", "Цена са ПДВ-ом у динарима. OB-60: 820.000 RSD. OB-115: 1.420.000 RSD. OB-200: 2.210.000 RSD."),
        ("Електроника", "Цена са ПДВ-ом. NV-9: 172.000 RSD. SN-300: 83.000 RSD."),
    ])
DOCS["MGMT-2027"] = doc(
    "MGMT-2027", "Management plan 2027 (confidential)", "", "management", "", "2026-10-01", "", [
        ("Project ZEPHRANOLITH", "Project ZEPHRANOLITH is the confidential plan to acquire a distributor in "
                                 "Montenegro in the second quarter of 2027. Budget 1.2 million EUR. Not to be shared "
                                 "with dealers or staff outside the management."),
        ("Prices and margins 2027", "ZEPHRANOLITH assumes a price increase of 6 % on OB-115 and OB-200 from March "
                                    "2027 and a dealer margin cut from 18 % to 15 %."),
    ])


# ------------------------------------------------------------------ glossary (question word = corpus term)
def glossary():
    lines = []
    def add(words, terms):
        for w in words:
            for t in terms:
                if w != t:
                    lines.append(f"{w} = {t}")
    add(["φέτος", "φετος", "fetos", "letos"], ["this year"])
    add(["πέρσι", "περσι", "persi", "lani", "lane", "лане"], ["last year"])
    add(["ανάκληση", "ανακληση", "ανάκλησης", "ανακλησης", "ανάκλησή", "anaklisi", "opoziv", "opoziva", "opozivom",
         "odpoklic", "odpoklica", "odpoklicem", "опозив", "опозива", "опозивом", "povlačenje", "povlacenje"], ["recall"])
    add(["αντλίας καυσίμου", "αντλιας καυσιμου", "αντλια καυσιμου", "pumpa goriva", "pumpe goriva", "pumpu goriva",
         "črpalka goriva", "crpalka goriva", "črpalke goriva", "пумпа за гориво", "пумпе за гориво"], ["fuel pump"])
    add(["certificiran", "certificirani", "certificiranih", "certificirana", "certifikovan", "certifikovani",
         "certifikovano", "certifikovanih", "сертификован", "сертификовани", "сертификовано", "сертификованих",
         "πιστοποιημένος", "πιστοποιημενος", "πιστοποιημένοι", "πιστοποιημενοι", "πιστοποιημένων",
         "πιστοποιημενων", "pistopoiimenoi", "pistopoiimenos", "ovlašten", "ovlasteni", "ovlašteni"], ["certified"])
    add(["garancija", "garancije", "garancijom", "garancijo", "jamstvo", "jamstva", "jamstvom", "гаранција",
         "гаранције", "гаранцијом", "εγγύηση", "εγγυηση", "εγγύησης", "εγγυησης", "eggyisi", "eggiisi"], ["warranty"])
    opens = ["Ανοιχτή", "open", "otvoren", "odprt", "отворен"]
    add(["ανοιχτή", "ανοιχτη", "ανοιχτές", "ανοιχτες", "ανοιχτών", "ανοιχτων", "anoixti", "anoixtes", "otvoren",
         "otvorene", "otvorenih", "otvorena", "odprt", "odprte", "odprtih", "odprta", "отворен", "отворене",
         "отворених", "отворена", "open"], opens)
    closed = ["Κλειστή", "closed", "zatvoren", "zaprt", "затворен"]
    add(["κλειστή", "κλειστη", "κλειστές", "κλειστες", "κλειστών", "kleistes", "kleisti", "zatvoren", "zatvorene",
         "zatvorenih", "zatvorena", "zaprt", "zaprte", "zaprtih", "zaprta", "затворен", "затворене", "затворених",
         "closed"], closed)
    prog = ["Σε εξέλιξη", "in progress", "u obradi", "v obdelavi", "у обради"]
    add(["σε εξέλιξη", "σε εξελιξη", "se ekseliksi", "u obradi", "v obdelavi", "у обради", "in progress"], prog)
    over = ["υπερθέρμανση", "overheating", "pregrijavanje", "pregrevanje", "прегревање"]
    add(["υπερθέρμανση", "υπερθερμανση", "υπερθέρμανσης", "yperthermansi", "pregrijavanje", "pregrijavanja",
         "pregrevanje", "pregrevanja", "прегревање", "прегревања", "overheating", "overheat"], over)
    leak = ["διαρροή καυσίμου", "fuel leak", "curenje goriva", "puščanje goriva", "цурење горива"]
    add(["διαρροή καυσίμου", "διαρροη καυσιμου", "curenje goriva", "curenja goriva", "puščanje goriva",
         "puscanje goriva", "цурење горива", "цурења горива", "fuel leak"], leak)
    disp = ["βλάβη οθόνης", "kvar zaslona", "okvara zaslona", "kvar ekrana", "квар екрана"]
    add(["βλάβη οθόνης", "βλαβη οθονης", "kvar zaslona", "okvara zaslona", "kvar ekrana", "квар екрана",
         "display fault"], disp)
    # towns as staff write them (locatives, Latin names of Greek and Cyrillic cities)
    add(["splitu"], ["Split"]); add(["zadru"], ["Zadar"]); add(["rijeci"], ["Rijeka"]); add(["kopru"], ["Koper"])
    add(["portorožu", "portorozu", "portoroz"], ["Portorož"])
    add(["beograd", "beogradu", "београду", "beograda"], ["Београд"]); add(["novom sadu"], ["Novi Sad"])
    add(["πειραιά", "πειραια", "πειραιας", "pireas", "peiraias", "piraeus", "pirej", "pireju"], ["Πειραιάς"])
    add(["θεσσαλονικη", "thessaloniki", "solun", "solunu"], ["Θεσσαλονίκη"])
    add(["ηρακλειο", "irakleio", "heraklion"], ["Ηράκλειο"])
    add(["λεμεσό", "λεμεσο", "λεμεσος", "lemesos", "limassol"], ["Λεμεσός"])
    add(["λαρνακα", "larnaka", "larnaca"], ["Λάρνακα"])
    add(["price"], ["cijena", "cena", "τιμή", "цена"])
    return "\n".join(lines) + "\n"


def main():
    if os.path.exists(OUT):
        shutil.rmtree(OUT)
    os.makedirs(os.path.join(OUT, "docs"))
    os.makedirs(os.path.join(OUT, "records"))
    conf = open(os.path.join(HERE, "conf.txt"), encoding="utf-8").read()
    with open(os.path.join(OUT, "corpus.conf"), "w", encoding="utf-8") as f:
        f.write(conf + glossary())
    # records in a fixed order so the random stream is the same every run
    recs = [("DEALERS", dealers_csv()), ("STOCK", stock_csv()), ("SALES", sales_csv()), ("CLAIMS", claims_csv())]
    for name, text in recs:
        with open(os.path.join(OUT, "records", name + ".csv"), "w", encoding="utf-8") as f:
            f.write(text)
    for name in sorted(DOCS):
        with open(os.path.join(OUT, "docs", name + ".md"), "w", encoding="utf-8") as f:
            f.write(DOCS[name])


if __name__ == "__main__":
    main()
