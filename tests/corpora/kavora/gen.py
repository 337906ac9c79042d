#!/usr/bin/env python3
"""Kavora Pro (invented): distributor of professional espresso machines and grinders.
Writes /tmp/h-c19/corpus (docs, records, corpus.conf). Seeded and deterministic."""
import os, random, shutil, datetime as dt

SEED = 20261118
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
HERE = os.path.dirname(os.path.abspath(__file__))

PRODUCTS = {  # code: (name, list price EUR, serial letter)
    "EM-220": ("Duetto 2", 6900, "K"),
    "EM-310": ("Trio 3", 9400, "M"),
    "GR-64": ("Macina 64", 1150, "G"),
    "GR-83": ("Macina 83", 1890, "H"),
}
PARTS = ["PSV-12-1", "PSV-12-2", "GSK-58-1", "PMP-07-1", "BRR-64-1", "BRR-83-1"]
PART_SPELL = {  # how the exports spell each part
    "PSV-12-1": ["PSV-12-1", "psv 12 1", "PSV121", "Psv-12-1"],
    "PSV-12-2": ["PSV-12-2", "psv12-2", "PSV 12 2", "Psv122"],
    "GSK-58-1": ["GSK-58-1", "GSK58-1", "gsk 58 1"],
    "PMP-07-1": ["PMP-07-1", "pmp 07 1", "PMP071"],
    "BRR-64-1": ["BRR-64-1", "brr64-1", "BRR 64 1"],
    "BRR-83-1": ["BRR-83-1", "Brr-83-1", "BRR831"],
}
# key, dealer name, city, market, authorized (as the country's export writes it), size factor
DEALERS = [
    ("IST1", "Kavora İstanbul Kadıköy", "İstanbul", "TR", "Evet", 1.4),
    ("IST2", "Barista Market Beşiktaş", "İstanbul", "TR", "hayır", 1.1),
    ("ANK", "Başkent Kahve Ekipmanları", "Ankara", "TR", "EVET", 1.0),
    ("IZM", "Ege Espresso Teknik", "İzmir", "TR", "Hayir", 0.9),
    ("ANT", "Akdeniz Barista Servis", "Antalya", "TR", "evet", 0.7),
    ("WAW", "Kawa Serwis Warszawa", "Warszawa", "PL", "TAK", 1.3),
    ("KRK", "Krakowska Palarnia Sp. z o.o.", "Kraków", "PL", "nie", 1.0),
    ("GDN", "Bałtyk Espresso", "Gdańsk", "PL", "tak", 0.8),
    ("WRO", "Wrocławskie Ekspresy", "Wrocław", "PL", "Nie", 0.9),
    ("LDZ", "Łódzka Kawa Pro", "Łódź", "PL", "Tak", 0.6),
    ("PRG", "Pražská Káva s.r.o.", "Praha", "CZ", "ano", 1.1),
    ("BRN", "Brno Espresso Servis", "Brno", "CZ", "ne", 0.8),
    ("OST", "Ostrava Barista", "Ostrava", "CZ", "Ano", 0.6),
    ("VIE", "Wiener Kaffeetechnik GmbH", "Wien", "AT", "Ja", 1.2),
    ("GRZ", "Grazer Espresso", "Graz", "AT", "nein", 0.7),
]
FLAG_FIX = {}  # check accepted the ASCII "Hayir" (see FIRST-RUN.md)

# month lists
MONTHS = [(2025, m) for m in range(1, 13)] + [(2026, m) for m in range(1, 11)]

# recall ranges (the bulletin states them; expected.py reads them from here)
RECALL_RANGES = [("BT24K-01200", "BT24K-03999"), ("BT24M-00500", "BT24M-01499")]

DOCS = []  # (id, header dict, sections [(n, heading, text)]) ; filled below


def doc(id_, title, products, groups, markets, valid_from, language, sections, status="current"):
    DOCS.append((id_, dict(title=title, products=products, groups=groups, markets=markets,
                           valid_from=valid_from, language=language, status=status), sections))


doc("SPEC-EM220", "EM-220 Duetto 2 specification sheet", "EM-220", "service, sales", "", "2025-01-01", "english", [
    (1, "Overview", "The EM-220 Duetto 2 is a two-group commercial espresso machine for cafés serving up to 300 drinks a day. "
     "It has a multi-boiler system with independent temperature control for each group."),
    (2, "Boiler and hydraulics", "Steam boiler 7 litres, brew boilers 2 x 0.9 litres. Boiler safety valve: psv 12 1 "
     "(opens at 2.8 bar). Rotary pump PMP-07-1, 150 litres per hour, adjustable brew pressure 8 to 10 bar."),
    (3, "Groups", "E61-type groups with group gasket GSK58-1 (58 mm portafilter). Shower screens are the standard 58 mm type."),
    (4, "Electrical and dimensions", "Power 3400 W, 230 V single phase or 400 V three phase. Weight 62 kg, "
     "width 74 cm, depth 56 cm, height 48 cm."),
])
doc("SPEC-EM310", "EM-310 Trio 3 teknik föy", "EM-310", "service, sales", "", "2025-01-01", "none", [
    (1, "Genel bakış", "EM-310 Trio 3, günde 500 içeceğe kadar servis yapan yoğun kafeler için üç gruplu profesyonel "
     "espresso makinesidir. Her grup için ayrı sıcaklık kontrolü vardır."),
    (2, "Kazan ve hidrolik", "Buhar kazanı 11 litre, demleme kazanları 3 x 0,9 litre. Kazan emniyet valfi: PSV121 "
     "(2,8 bar basınçta açar). Rotatif pompa: PMP 07 1, saatte 200 litre."),
    (3, "Gruplar", "Üç E61 grup, grup contası GSK-58-1 (58 mm portafiltre)."),
    (4, "Elektrik ve ölçüler", "Güç 5200 W, 400 V trifaze. Ağırlık 84 kg, genişlik 98 cm, derinlik 58 cm."),
])
doc("SPEC-GR64", "Młynek GR-64 Macina 64: karta techniczna", "GR-64", "service, sales", "", "2025-01-01", "none", [
    (1, "Opis", "Młynek Macina 64 (GR-64) z żarnami płaskimi 64 mm, do kawiarni o średnim ruchu. "
     "Najlepiej współpracuje z ekspresem 220 (Duetto 2) przy 150 porcjach dziennie."),
    (2, "Żarna i silnik", "Żarna BRR-64-1 ze stali hartowanej, silnik 650 W, wydajność 4 g/s. Regulacja mielenia bezstopniowa."),
    (3, "Wymiary", "Waga 11 kg, pojemnik na ziarna 1,2 kg, wysokość 58 cm."),
])
doc("SPEC-GR83", "GR-83 Macina 83 specification sheet", "GR-83", "service, sales", "", "2025-01-01", "english", [
    (1, "Overview", "The Macina 83 (GR-83) is an on-demand grinder with 83 mm flat burrs for high volume cafés."),
    (2, "Burrs and motor", "Burr set brr 83 1 (titanium coated), motor 1100 W, grinding speed 8 g/s."),
    (3, "Dimensions", "Weight 19 kg, hopper 2 kg, height 66 cm."),
])
doc("RECALL-2026-03", "Safety recall: boiler safety valve", "", "service, sales", "", "2026-03-10", "english", [
    (1, "Affected part", "Boiler safety valves PSV-12-1 from supplier lot 2409 may not open at the rated pressure of "
     "2.8 bar. Stop and check every machine fitted with this valve."),
    (2, "Affected serial numbers", "Machines with serial numbers from BT24K-01200 to BT24K-03999 and from BT24M-00500 "
     "to BT24M-01499 are affected. Machines outside these ranges carry valves from other lots and are not affected."),
    (3, "Action", "Replace the valve free of charge under the recall, whatever the warranty status of the machine. "
     "Report each replacement as a claim with the serial number."),
])
doc("SB-2026-05", "Biuletyn serwisowy: nowy zawór bezpieczeństwa", "", "service", "", "2026-05-04", "none", [
    (1, "Zamiennik", "Zawór PSV-12-2 zastępuje PSV-12-1. Nowy zawór ma ten sam gwint 3/8 cala i otwiera się przy "
     "ciśnieniu 2,8 bar. Pasuje do wszystkich ekspresów dwu- i trzygrupowych."),
    (2, "Montaż", "Przed montażem wyłączyć ekspres i spuścić ciśnienie z kotła. Stary zawór odesłać do dystrybutora "
     "razem z numerem seryjnym maszyny."),
])
doc("WARR-TR", "Garanti koşulları Türkiye", "", "service, sales", "TR", "2025-01-01", "none", [
    (1, "Garanti süresi", "Garanti süresi fatura tarihinden itibaren 24 aydır; parça ve işçilik dahildir."),
    (2, "Kapsam dışı", "Grup contaları ve değirmen bıçakları (BRR) sarf malzemesidir ve garanti kapsamında değildir. "
     "Kireçlenme kaynaklı arızalar garanti dışıdır."),
])
doc("WARR-PL", "Warunki gwarancji Polska", "", "service, sales", "PL", "2025-01-01", "none", [
    (1, "Okres gwarancji", "Okres gwarancji wynosi 18 miesięcy od daty sprzedaży i obejmuje części oraz robociznę."),
    (2, "Wyłączenia", "Uszczelki grupy i żarna są materiałami eksploatacyjnymi i nie są objęte gwarancją. "
     "Uszkodzenia spowodowane kamieniem nie są objęte gwarancją."),
])
doc("WARR-CZ", "Warranty terms Czechia", "", "service, sales", "CZ", "2025-01-01", "english", [
    (1, "Warranty period", "The warranty period is 12 months from the invoice date, parts and labour included."),
    (2, "Exclusions", "Gaskets and burrs are wear parts and are not covered. Damage caused by limescale is not covered."),
])
doc("WARR-AT", "Warranty terms Austria", "", "service, sales", "AT", "2025-01-01", "english", [
    (1, "Warranty period", "The warranty period is 36 months when the machine is installed by an authorized dealer, "
     "otherwise 24 months, parts and labour included."),
    (2, "Exclusions", "Gaskets and burrs are wear parts and are not covered."),
])
doc("MAINT-EM", "Espresso makineleri bakım kılavuzu", "EM-220, EM-310", "service", "", "2025-01-01", "none", [
    (1, "Günlük bakım", "Her akşam kör filtre ile ters yıkama yapın ve buhar çubuğunu temizleyin."),
    (2, "Conta değişimi", "Grup contası GSK-58-1 her 6 ayda bir veya 15.000 çekimde değiştirilmelidir."),
    (3, "Kireç çözme", "Kireç çözme işlemi su sertliğine göre her 3 ayda bir yapılmalıdır."),
    (4, "Emniyet valfi", "Emniyet valfini yılda bir kontrol edin. PSV-12-1 yerine PSV-12-2 takılır; geri çağırma "
     "bültenindeki seri numaralarını kontrol edin."),
])
doc("MAINT-GR", "Konserwacja młynków", "GR-64, GR-83", "service", "", "2025-01-01", "none", [
    (1, "Czyszczenie", "Codziennie opróżnić pojemnik i wyczyścić komorę mielenia szczotką."),
    (2, "Wymiana żaren", "Żarna BRR-64-1 wymieniać co 400 kg zmielonej kawy, żarna BRR-83-1 co 800 kg."),
    (3, "Kalibracja", "Po wymianie żaren skalibrować punkt zero i ustawić dawkę na nowo."),
])
doc("PRICE-TR", "Fiyat listesi 2026 Türkiye", "", "sales", "TR", "2026-01-01", "none", [
    (1, "Makineler", "EM-220 Duetto 2: 289.000 TL. EM-310 Trio 3: 398.000 TL. Fiyatlara KDV dahil değildir."),
    (2, "Değirmenler", "GR-64 Macina 64: 48.500 TL. GR-83 Macina 83: 79.900 TL."),
    (3, "Yedek parçalar", "PSV-12-2: 2.150 TL. GSK-58-1: 310 TL. BRR-64-1: 6.900 TL. BRR-83-1: 11.400 TL."),
])
doc("PRICE-PL", "Cennik 2026 Polska", "", "sales", "PL", "2026-01-01", "none", [
    (1, "Ekspresy", "EM-220 Duetto 2: 29 900 zł netto. EM-310 Trio 3: 40 900 zł netto."),
    (2, "Młynki", "GR-64 Macina 64: 4 990 zł netto. GR-83 Macina 83: 8 190 zł netto."),
    (3, "Części zamienne", "PSV-12-2: 219 zł. GSK-58-1: 32 zł. BRR-64-1: 690 zł. BRR-83-1: 1 150 zł."),
])
doc("PRICE-CZ", "Ceník 2026 Česko", "", "sales", "CZ", "2026-01-01", "none", [
    (1, "Kávovary", "EM-220 Duetto 2: 169 900 Kč bez DPH. EM-310 Trio 3: 232 900 Kč bez DPH."),
    (2, "Mlýnky", "GR-64 Macina 64: 28 400 Kč. GR-83 Macina 83: 46 600 Kč."),
])
doc("MGMT-2027", "Management plan 2027", "", "management", "", "2026-09-01", "english", [
    (1, "Expansion", "Project KAHVORIUMITE: entry into Romania and Hungary in 2027 with two importer partners. "
     "Target gross margin 31 percent."),
    (2, "Dealer network", "The Graz and Brno dealers are under review for their service quality."),
])


def write_docs():
    os.makedirs(os.path.join(OUT, "docs"), exist_ok=True)
    for id_, h, secs in DOCS:
        lines = [f"id: {id_}", f"title: {h['title']}", f"products: {h['products']}", f"groups: {h['groups']}",
                 f"markets: {h['markets']}", f"valid_from: {h['valid_from']}", "valid_to:", f"status: {h['status']}",
                 f"language: {h['language']}", "---"]
        for n, head, text in secs:
            lines += [f"## {n}. {head}", text, ""]
        with open(os.path.join(OUT, "docs", id_ + ".md"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines))


def fmt_amount(x, rnd):
    """Polish ERP export: thousands by (no-break) space, decimal comma."""
    s = f"{x:,.2f}"  # 12,345.67
    ip, dp = s.split(".")
    sep = "\u00a0" if rnd.random() < 0.3 else " "
    return ip.replace(",", sep) + "," + dp


def fmt_hours(h):
    s = f"{h:.1f}".replace(".", ",")
    return s[:-2] if s.endswith(",0") and False else s


def gen_records():
    rnd = random.Random(SEED)
    os.makedirs(os.path.join(OUT, "records"), exist_ok=True)
    # DEALERS
    rows = []
    for key, name, city, market, auth, _ in DEALERS:
        rows.append(f"{key};{name};{city};{market};{FLAG_FIX.get(auth, auth)}")
    with open(os.path.join(OUT, "records", "DEALERS.csv"), "w", encoding="utf-8") as f:
        f.write("# id: DEALERS\n# title: Kavora dealer network (bayiler, dealerzy)\n# groups: service, sales\n"
                "# markets:\n# about: dealer, dealers, bayi, bayiler, bayisi, bayiyi, bayide, bayinin, dealerzy, "
                "dealera, dealerów, dealerem, dealerze, diler\n# measures:\n# separator: ;\n# language: none\n"
                "key;dealer;city;market;authorized\n" + "\n".join(rows) + "\n")
    # STOCK
    rows = []
    n = 0
    for key, *_ in DEALERS:
        for p in PARTS:
            n += 1
            q = 0 if rnd.random() < 0.22 else rnd.randint(1, 14)
            rows.append((f"ST{n:03d}", key, rnd.choice(PART_SPELL[p]), q, p))
    with open(os.path.join(OUT, "records", "STOCK.csv"), "w", encoding="utf-8") as f:
        f.write("# id: STOCK\n# title: Parts stock per dealer (stok, stan magazynowy)\n# groups: service, sales\n"
                "# markets:\n# about: stock, stok, stoğu, stokları, stan, stany, magazyn, zapas, zapasy\n"
                "# measures: quantity = quantity, qty, pieces, adet, sztuk, sztuki\n# separator: ;\n# language: none\n"
                "key;dealer;part;quantity\n" + "\n".join(f"{a};{b};{c};{d}" for a, b, c, d, _ in rows) + "\n")
    # SALES
    rows = []
    n = 0
    base = {"EM-220": 2.2, "EM-310": 1.3, "GR-64": 3.0, "GR-83": 1.8}
    for (y, m) in MONTHS:
        for key, name, city, market, auth, size in DEALERS:
            for p in PRODUCTS:
                if rnd.random() < 0.35:
                    continue
                u = max(1, int(round(rnd.gauss(base[p] * size, 1.2))))
                disc = rnd.choice([0, 0.03, 0.05, 0.08])
                amt = round(u * PRODUCTS[p][1] * (1 - disc), 2)
                n += 1
                rows.append(f"S-{n:05d};01.{m:02d}.{y};{key};{p};{u};{fmt_amount(amt, rnd)}")
    with open(os.path.join(OUT, "records", "SALES.csv"), "w", encoding="utf-8") as f:
        f.write("# id: SALES\n# title: Sales per dealer, product and month (satışlar, sprzedaż)\n# groups: sales\n"
                "# markets:\n# about: sale, sales, satış, satışlar, satışı, satışları, sprzedaż, sprzedaży\n"
                "# measures: units = units, sold, sell, sales, satılan, sattı, sattık, sattılar, satıldı, sprzedano, sprzedał, sprzedała, "
                "sprzedali, sprzedaliśmy; amount_eur = revenue, turnover, amount, ciro, tutar, gelir, obrót, przychód, "
                "wartość\n# separator: ;\n# decimal: ,\n# thousands: space\n# date_format: DD.MM.YYYY\n# language: none\n"
                "key;data;dealer;product;units;amount_eur\n" + "\n".join(rows) + "\n")
    # CLAIMS
    faults = {
        "TR": ["basınç düşük", "su kaçağı", "pompa sesli çalışıyor", "ısıtmıyor", "emniyet valfi açmıyor", "değirmen sıkıştı"],
        "PL": ["przeciek wody", "brak ciśnienia", "głośna pompa", "nie grzeje", "zawór bezpieczeństwa nie otwiera", "młynek się zacina"],
        "CZ": ["water leak", "low pressure", "noisy pump", "no heating", "safety valve does not open", "grinder jams"],
        "AT": ["water leak", "low pressure", "noisy pump", "no heating", "safety valve does not open", "grinder jams"],
    }
    status_words = {"TR": ("Açık", "Kapalı", "Beklemede"), "PL": ("otwarta", "zamknięta", "oczekująca"),
                    "CZ": ("open", "closed", "pending"), "AT": ("open", "closed", "pending")}
    yesno = {"TR": ("evet", "hayır"), "PL": ("tak", "nie"), "CZ": ("ano", "ne"), "AT": ("ja", "nein")}
    rows = []
    start = dt.date(2025, 1, 6)
    span = (dt.date(2026, 11, 14) - start).days
    dealer_w = [d[5] for d in DEALERS]
    for i in range(1, 73):
        d = rnd.choices(DEALERS, weights=dealer_w)[0]
        key, market = d[0], d[3]
        date = start + dt.timedelta(days=rnd.randint(0, span))
        p = rnd.choice(list(PRODUCTS))
        letter = PRODUCTS[p][2]
        yy = rnd.choice(["24", "24", "25"])
        num = rnd.randint(100, 4999)
        if letter in "KM" and rnd.random() < 0.35:  # some inside the recall ranges
            lo, hi = RECALL_RANGES[0] if letter == "K" else RECALL_RANGES[1]
            yy = "24"
            num = rnd.randint(int(lo[-5:]), int(hi[-5:]))
        canon = f"BT{yy}{letter}-{num:05d}"
        style = rnd.random()
        serial = canon if style < 0.5 else (canon.replace("-", " ").lower() if style < 0.75 else canon.replace("-", ""))
        fi = rnd.randrange(6) if letter in "KM" else 5
        if letter in "KM" and fi == 5:
            fi = 0
        fault = faults[market][fi]
        part = ""
        if fi == 4:
            part = rnd.choice(PART_SPELL["PSV-12-1"])
        elif fi == 2:
            part = rnd.choice(PART_SPELL["PMP-07-1"])
        elif fi == 0 and rnd.random() < 0.5:
            part = rnd.choice(PART_SPELL["GSK-58-1"])
        elif fi == 5:
            part = rnd.choice(PART_SPELL["BRR-64-1" if p == "GR-64" else "BRR-83-1"])
        age = (dt.date(2026, 11, 18) - date).days
        r = rnd.random()
        st = 1 if (age > 240 and r < 0.85) else (0 if r < 0.5 else (2 if r < 0.75 else 1))
        status = status_words[market][st]
        hours = "" if rnd.random() < 0.3 else fmt_hours(rnd.choice([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6]))
        w = yesno[market][0 if rnd.random() < 0.7 else 1]
        if rnd.random() < 0.3:
            w = w.capitalize()
        rows.append((f"R-{i:03d}", date.strftime("%d.%m.%Y"), key, p, serial, part, fault, status, hours, w))
    rows.sort(key=lambda r: (r[1][6:], r[1][3:5], r[1][:2], r[0]))
    rows = [(f"R-{i + 1:03d}",) + r[1:] for i, r in enumerate(rows)]
    def q(s):
        return f'"{s}"' if (";" in s or '"' in s) else s
    with open(os.path.join(OUT, "records", "CLAIMS.csv"), "w", encoding="utf-8") as f:
        f.write("# id: CLAIMS\n# title: Warranty and service claims (arıza kayıtları, reklamacje)\n# groups: service\n"
                "# markets:\n# about: claim, claims, arıza, arızalar, arızası, arıza kaydı, talep, talepler, "
                "reklamacja, reklamacje, reklamacji, zgłoszenie, zgłoszenia, zgłoszeń\n"
                "# measures: repair_hours = repair hours, hours, repair time, onarım süresi, işçilik saati, saat, "
                "czas naprawy, godzin, godziny, roboczogodziny\n# separator: ;\n# decimal: ,\n"
                "# date_format: DD.MM.YYYY\n# language: none\n"
                "key;claim_date;dealer;product;serial;part;fault;status;repair_hours;warranty\n"
                + "\n".join(";".join(q(x) for x in r) for r in rows) + "\n")


def main():
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    write_docs()
    gen_records()
    shutil.copy(os.path.join(HERE, "corpus.conf.src"), os.path.join(OUT, "corpus.conf"))
    shutil.copy(os.path.join(HERE, "corpus.conf.src"), os.path.join(HERE, "corpus.conf"))


if __name__ == "__main__":
    main()
