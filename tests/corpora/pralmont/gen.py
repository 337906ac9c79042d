#!/usr/bin/env python3
"""Pralmont Laundry Systems corpus generator (deterministic, seed 20261114).
usage: gen.py [OUT]   (default /tmp/h-c14/corpus)"""
import os, random, shutil, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c14/corpus'
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261114)
NBSP = '\u00a0'

if os.path.exists(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT + '/docs')
os.makedirs(OUT + '/records')
shutil.copy(os.path.join(HERE, 'corpus.conf'), OUT + '/corpus.conf')


def w(path, text):
    with open(os.path.join(OUT, path), 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)


def money(x, nb=False):
    """12 350,00 with a space (or NBSP) thousands separator and decimal comma"""
    s = f'{x:,.2f}'  # 12,350.00
    ip, dp = s.split('.')
    sep = NBSP if nb else ' '
    return ip.replace(',', sep) + ',' + dp


# ---------------------------------------------------------------- dealers
DEALERS = [
    # key, name, city, market, certified (as exported)
    ('BRQ', 'Brněnská prádelenská technika s.r.o.', 'Brno', 'CZ', 'ne'),
    ('BTS', 'Práčovne Bratislava s.r.o.', 'Bratislava', 'SK', 'áno'),
    ('BUD', 'Budapesti Mosodatechnika Kft.', 'Budapest', 'HU', 'igen'),
    ('DEB', 'Debreceni Mosoda Szerviz Kft.', 'Debrecen', 'HU', 'nem'),
    ('GDN', 'Bałtyk Laundry Gdańsk', 'Gdańsk', 'PL', 'TAK'),
    ('GYR', 'Győri Ipari Mosás Kft.', 'Győr', 'HU', 'Igen'),
    ('KRK', 'Pralnia-Serwis Kraków', 'Kraków', 'PL', 'nie'),
    ('KSC', 'Košice Tech s.r.o.', 'Košice', 'SK', 'nie'),
    ('LDZ', 'Textil-Tech Łódź', 'Łódź', 'PL', 'Nie'),
    ('OSR', 'Ostrava Laundry Servis', 'Ostrava', 'CZ', 'Ano'),
    ('PRG', 'Prádelny Praha s.r.o.', 'Praha', 'CZ', 'ano'),
    ('WAW', 'Pralmont Partner Warszawa', 'Warszawa', 'PL', 'tak'),
]
lines = ['# id: DEALERS', '# title: Sieć dealerów Pralmont / Pralmont dealer network',
         '# groups: service, sales', '# markets:',
         '# about: dealer, dealers, dealerzy, dealerów, dealera, dilerzy, dilerów, partner, partnerzy, partnerów, prodejce, prodejci, prodejců, kereskedő, kereskedők',
         '# measures:', '# separator: ;', 'key;dealer;city;market;certified']
for d in DEALERS:
    lines.append(';'.join(d))
w('records/DEALERS.csv', '\n'.join(lines) + '\n')

# ---------------------------------------------------------------- stock
PARTS = ['LD-210-1', 'LD-210-2', 'MB-450-1', 'HT-900-2', 'PCB-330-1']
SPELL = {
    'LD-210-1': ['LD-210-1', 'LD210-1', 'ld 210 1', 'LD2101'],
    'LD-210-2': ['LD-210-2', 'LD210-2', 'ld-210-2', 'LD 210 2'],
    'MB-450-1': ['MB-450-1', 'MB4501', 'mb-450-1'],
    'HT-900-2': ['HT-900-2', 'HT900-2', 'ht 900-2'],
    'PCB-330-1': ['PCB-330-1', 'PCB330-1', 'pcb 330 1'],
}
lines = ['# id: STOCK', '# title: Stany magazynowe części / Stav skladu dílů',
         '# groups: service, sales', '# markets:',
         '# about: stock, stocks, stan magazynowy, stany, magazyn, zapas, zásoba, zásoby, sklad, készlet',
         '# measures: quantity = quantity, pieces, sztuk, szt, kusů, kusy, ks, darab, db',
         '# separator: ;', '# date_format: DD.MM.YYYY', 'key;dealer;part;quantity;counted_on']
for d in DEALERS:
    for p in PARTS:
        if p == 'LD-210-2':
            q = rng.choice([0, 0, 2, 4, 6, 8, 10, 12])
        elif p == 'LD-210-1':
            q = rng.choice([0, 0, 0, 1, 3])
        else:
            q = rng.choice([0, 1, 2, 3, 5, 7, 9])
        sp = rng.choice(SPELL[p])
        day = rng.randint(1, 28)
        lines.append(f'{d[0]}-{p.replace("-", "")};{d[0]};{sp};{q};{day:02d}.10.2026')
w('records/STOCK.csv', '\n'.join(lines) + '\n')

# ---------------------------------------------------------------- sales (monthly)
PRODUCTS = ['WX-18', 'WX-30', 'TD-25', 'FI-1600']
PRICE_EUR = {'WX-18': 11250.0, 'WX-30': 17490.0, 'TD-25': 8350.0, 'FI-1600': 23900.0}
lines = ['# id: SALES', '# title: Sprzedaż miesięczna dealerów / Měsíční prodeje',
         '# groups: sales', '# markets:',
         '# about: sale, sales, sprzedaż, sprzedaży, prodej, prodeje, prodejů, eladás, eladások',
         '# measures: units = units, unit, sold, sell, sztuk, sprzedał, sprzedali, sprzedano, prodal, prodali, prodáno, kusů, darab, eladott, eladtak; revenue_eur = revenue, turnover, przychód, przychody, przychodu, obrót, obrotu, tržby, tržba, obrat, árbevétel, bevétel',
         '# separator: ;', '# decimal: ,', '# thousands: space', '# date_format: DD.MM.YYYY',
         'key;date;dealer;market;product;units;revenue_eur']
n = 0
for y in (2025, 2026):
    for m in range(1, 13):
        if y == 2026 and m > 10:
            break
        for d in DEALERS:
            for p in PRODUCTS:
                base = {'WX-18': 3, 'WX-30': 2, 'TD-25': 3, 'FI-1600': 1}[p]
                u = max(0, rng.randint(-2, base + 1))
                if u == 0:
                    continue
                disc = rng.choice([0.0, 0.03, 0.05, 0.08])
                rev = round(u * PRICE_EUR[p] * (1 - disc), 2)
                n += 1
                lines.append(f'S{n:05d};{1:02d}.{m:02d}.{y};{d[0]};{d[3]};{p};{u};{money(rev, nb=(n % 3 == 0))}')
w('records/SALES.csv', '\n'.join(lines) + '\n')

# ---------------------------------------------------------------- claims
FAULTS = {
    'PL': [('LD-210-1', 'zamek drzwi nie otwiera'), ('MB-450-1', 'hałas łożysk'), ('PCB-330-1', 'błąd sterownika E07'),
           ('HT-900-2', 'grzałka nie grzeje'), ('LD-300-1', 'zamek drzwi suszarki')],
    'CZ': [('LD-210-1', 'zámek dvířek nejde otevřít'), ('MB-450-1', 'hluk ložisek'), ('PCB-330-1', 'chyba řídicí desky E07'),
           ('HT-900-2', 'topení nehřeje'), ('LD-300-1', 'zámek dvířek sušičky')],
    'HU': [('LD-210-1', 'ajtózár nem nyit'), ('MB-450-1', 'csapágyzaj'), ('PCB-330-1', 'vezérlő hiba E07'),
           ('HT-900-2', 'fűtés nem melegít'), ('LD-300-1', 'szárító ajtózár')],
}
FAULTS['SK'] = FAULTS['CZ']
PART_PRODUCTS = {'LD-210-1': ['WX-18', 'WX-30'], 'MB-450-1': ['WX-30'], 'PCB-330-1': PRODUCTS,
                 'HT-900-2': ['FI-1600'], 'LD-300-1': ['TD-25']}
SER_PREFIX = {'WX-18': ['AQ24B', 'AQ25B'], 'WX-30': ['AQ24B', 'AQ25B'], 'TD-25': ['VT25C'], 'FI-1600': ['PL24A']}
STATUS = {'PL': ['otwarta', 'zamknięta', 'zamknięta', 'w analizie'], 'HU': ['otwarta', 'zamknięta', 'zamknięta', 'w analizie'],
          'CZ': ['otevřená', 'uzavřená', 'uzavřená', 'v řešení'], 'SK': ['otevřená', 'uzavřená', 'uzavřená', 'v řešení']}
FLAG = {'PL': ('tak', 'nie'), 'CZ': ('ano', 'ne'), 'SK': ('áno', 'nie'), 'HU': ('igen', 'nem')}


def serial_typed(s):
    k = rng.randint(0, 3)
    if k == 0:
        return s
    if k == 1:
        return s.lower()
    if k == 2:
        return s.replace('-', ' ')
    return s.replace('-', '')


lines = ['# id: CLAIMS', '# title: Reklamacje gwarancyjne / Záruční reklamace',
         '# groups: service', '# markets:',
         '# about: claim, claims, reklamacja, reklamacje, reklamacji, reklamacjach, reklamace, reklamací, reklamacím, garanciális igény, reklamáció, reklamációk',
         '# measures: repair_hours = hours, hour, repair time, repair hours, czas naprawy, czasu naprawy, doba opravy, doba oprav, javítási idő, godziny, godzin, roboczogodziny, hodiny, hodin, óra, órák, munkaóra; cost_eur = cost, costs, koszt, koszty, kosztów, náklady, nákladů, költség, költségek',
         '# separator: ;', '# decimal: ,', '# thousands: space', '# date_format: DD.MM.YYYY',
         'key;claim_date;dealer;market;product;serial;part;fault;status;warranty;repair_hours;cost_eur']
for i in range(1, 57):
    d = rng.choice(DEALERS)
    mk = d[3]
    part, fault = rng.choice(FAULTS[mk] + [FAULTS[mk][0]])  # door lock twice as likely
    prod = rng.choice(PART_PRODUCTS[part])
    pre = rng.choice(SER_PREFIX[prod])
    num = rng.randint(100, 4999)
    if part == 'LD-210-1' and i % 3 == 0:
        pre, num = 'AQ25B', rng.randint(800, 2999)
    serial = serial_typed(f'{pre}-{num:05d}')
    y = rng.choice([2025, 2026, 2026])
    mo = rng.randint(1, 12 if y == 2025 else 11)
    dd = rng.randint(1, 28)
    if y == 2026 and mo == 11:
        dd = rng.randint(1, 19)
    st = rng.choice(STATUS[mk])
    wf = FLAG[mk][0] if rng.random() < 0.75 else FLAG[mk][1]
    hrs = '' if rng.random() < 0.25 else f'{rng.choice([1, 1.5, 2, 2.5, 3, 4, 5.5]):.1f}'.replace('.', ',')
    cost = round(rng.uniform(80, 2600), 2)
    lines.append(f'R-{i:04d};{dd:02d}.{mo:02d}.{y};{d[0]};{mk};{prod};{serial};{part};{fault};{st};{wf};{hrs};{money(cost, nb=(i % 4 == 0))}')
w('records/CLAIMS.csv', '\n'.join(lines) + '\n')

# ---------------------------------------------------------------- documents


def doc(id_, title, products, groups, markets, valid_from, language, sections, extra=''):
    h = [f'id: {id_}', f'title: {title}', f'products: {products}', f'groups: {groups}', f'markets: {markets}',
         f'valid_from: {valid_from}', 'valid_to:', 'status: current', 'superseded_by:', f'language: {language}']
    if extra:
        h.append(extra)
    body = []
    for i, (head, text) in enumerate(sections, 1):
        body.append(f'## {i}. {head}\n{text}\n')
    w(f'docs/{id_}.md', '\n'.join(h) + '\n---\n' + '\n'.join(body))


doc('SPEC-WX18', 'Pralnicowirówka Aquila 18 (WX-18) – karta techniczna', 'WX-18', 'service, sales', '', '2025-01-01', 'none', [
    ('Opis', 'Pralnicowirówka WX-18 Aquila 18 to maszyna o wsadzie 18 kg dla pralni hotelowych i szpitalnych. '
             'Sterownik z 30 programami, dozowanie chemii w 6 punktach.'),
    ('Dane techniczne', 'Pojemność bębna: 180 l. Wsad: 18 kg. Wirowanie: 1000 obr/min (współczynnik G 350). '
                        'Moc grzania: 12 kW. Masa netto: 420 kg. Zasilanie: 400 V 3N.'),
    ('Części zamienne', 'Zamek drzwi: LD210-1 (numery seryjne AQ24B i AQ25B). Sterownik: PCB 330-1. '
                        'Łożyska bębna: zestaw standardowy.'),
])
doc('SPEC-WX30', 'Pračka-odstředivka Aquila 30 (WX-30) – technický list', 'WX-30', 'service, sales', '', '2025-01-01', 'none', [
    ('Popis', 'Pračka-odstředivka WX-30 Aquila 30 pro průmyslové prádelny, náplň 30 kg, odpružený buben.'),
    ('Technické údaje', 'Objem bubnu: 300 l. Náplň: 30 kg. Odstřeďování: 950 ot/min. Příkon topení: 18 kW. '
                        'Hmotnost: 690 kg.'),
    ('Náhradní díly', 'Zámek dvířek: ld-210-1. Ložisková sada: MB-450-1 (výměna po 10 000 cyklech). '
                      'Řídicí deska: PCB-330-1.'),
])
doc('SPEC-TD25', 'Ventus 25 (TD-25) szárítógép – műszaki adatlap', 'TD-25', 'service, sales', '', '2025-01-01', 'none', [
    ('Leírás', 'A TD-25 Ventus 25 ipari szárítógép 25 kg töltettel, hőszivattyús vagy gázfűtéses kivitelben.'),
    ('Műszaki adatok', 'Dob térfogata: 500 l. Töltet: 25 kg. Fűtés: 24 kW. Tömeg: 310 kg.'),
    ('Alkatrészek', 'Ajtózár: LD-300-1. Vezérlőpanel: PCB-330-1. Szűrő tisztítása minden ciklus után.'),
])
doc('SPEC-FI1600', 'Planar 1600 flatwork ironer (FI-1600) – data sheet', 'FI-1600', 'service, sales', '', '2025-01-01', 'english', [
    ('Overview', 'The FI-1600 Planar 1600 is a flatwork ironer with a 1600 mm roll for sheets and table linen.'),
    ('Technical data', 'Roll length: 1600 mm. Roll diameter: 325 mm. Heating: electric, 21 kW. Speed: 1.5 to 6 m/min. Weight: 540 kg.'),
    ('Spare parts', 'Heating element: HT-900-2. Control board: PCB-330-1.'),
])
doc('RECALL-2026-01', 'Safety recall RC-2026-01: door lock LD-210-1', '', 'service, sales', '', '2026-04-15', 'english', [
    ('Scope', 'Door lock LD-210-1 fitted to machines with serial numbers from AQ25B-00800 to AQ25B-02999 may fail to '
              'keep the door locked during the spin. Machines outside this serial range are not affected.'),
    ('Action', 'Stop using the machine until the lock is replaced. Replace the lock free of charge and record the '
               'serial number in the claim. Labour: 1.0 hour per machine.'),
])
doc('BUL-2026-05', 'Servisní bulletin SB-2026-05: nový zámek dvířek', '', 'service, sales', '', '2026-05-10', 'none', [
    ('Náhrada dílu', 'Zámek dvířek LD-210-2 nahrazuje LD-210-1 ve všech pračkách. Starý díl LD-210-1 již neobjednávejte; '
                     'zbývající kusy vraťte do skladu výrobce.'),
    ('Montáž', 'Nový zámek se montuje se stejným držákem, utahovací moment 6 Nm. Po montáži proveďte test zamčení.'),
])
doc('WARRANTY-2026', 'Warunki gwarancji Pralmont 2026', '', 'service, sales', '', '2026-01-01', 'none', [
    ('Okres gwarancji', 'Gwarancja na maszyny Pralmont wynosi 24 miesiące w Polsce, Czechach i na Słowacji oraz '
                        '12 miesięcy na Węgrzech (z możliwością przedłużenia do 36 miesięcy przy umowie serwisowej).'),
    ('Zgłoszenie reklamacji', 'Reklamację zgłasza autoryzowany dealer w ciągu 14 dni od wykrycia usterki, podając '
                              'numer seryjny maszyny i numer części.'),
    ('Wyłączenia', 'Gwarancja nie obejmuje uszczelek, pasków napędowych i szkód wynikających z niewłaściwej chemii.'),
])
doc('MAINT-TD25', 'Údržba sušičky TD-25', 'TD-25', 'service', '', '2025-06-01', 'none', [
    ('Denní údržba', 'Vlasový filtr sušičky TD-25 čistěte po každém cyklu. Zanesený filtr prodlužuje sušení o 30 %.'),
    ('Roční servis', 'Jednou ročně zkontrolujte zámek dvířek LD-300-1 a těsnění dvířek.'),
])
doc('PRICE-PL-2026', 'Cennik maszyn Pralmont 2026 – Polska', '', 'sales', 'PL', '2026-01-01', 'none', [
    ('Pralnicowirówki', 'WX-18 Aquila 18: 48 900 zł netto. WX-30 Aquila 30: 75 400 zł netto.'),
    ('Suszarki i magle', 'TD-25 Ventus 25: 35 800 zł netto. FI-1600 Planar 1600: 103 500 zł netto.'),
])
doc('PRICE-CZSK-2026', 'Ceník strojů Pralmont 2026 – Česko a Slovensko', '', 'sales', 'CZ, SK', '2026-01-01', 'none', [
    ('Pračky', 'WX-18 Aquila 18: 284 000 Kč / 11 250 EUR. WX-30 Aquila 30: 441 000 Kč / 17 490 EUR.'),
    ('Sušičky a žehliče', 'TD-25 Ventus 25: 210 500 Kč / 8 350 EUR. FI-1600 Planar 1600: 603 000 Kč / 23 900 EUR.'),
])
doc('PRICE-HU-2026', 'Pralmont árlista 2026 – Magyarország', '', 'sales', 'HU', '2026-01-01', 'none', [
    ('Mosógépek', 'WX-18 Aquila 18: 4 450 000 Ft. WX-30 Aquila 30: 6 920 000 Ft.'),
    ('Szárítók és vasalók', 'TD-25 Ventus 25: 3 300 000 Ft. FI-1600 Planar 1600: 9 450 000 Ft.'),
])
doc('MGMT-2027', 'Plan strategiczny 2027 (poufne)', '', 'management', '', '2026-10-01', 'none', [
    ('Projekt KVARTOBLIMEX', 'Projekt KVARTOBLIMEX: przejęcie dystrybutora w Rumunii w pierwszym kwartale 2027 '
                             'oraz zamknięcie oddziału w Ostrawie. Budżet: 4,2 mln EUR.'),
    ('Ceny 2027', 'Podwyżka cen maszyn o 6 % od 1 marca 2027 na wszystkich rynkach.'),
])
print('written', OUT)
