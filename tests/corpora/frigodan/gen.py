#!/usr/bin/env python3
"""Frigodan Commercial Refrigeration corpus generator (deterministic, seed 20261120).
usage: gen.py [OUT]   (default /tmp/h-c16/corpus); copies corpus.conf from beside this file."""
import os, random, shutil, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c16/corpus'
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261120)

for sub in ('docs', 'records'):   # only the generated folders are replaced (OUT may be this file's own folder)
    if os.path.exists(os.path.join(OUT, sub)):
        shutil.rmtree(os.path.join(OUT, sub))
os.makedirs(OUT + '/docs')
os.makedirs(OUT + '/records')
if os.path.abspath(OUT) != HERE:
    shutil.copy(os.path.join(HERE, 'corpus.conf'), OUT + '/corpus.conf')


def w(path, text):
    with open(os.path.join(OUT, path), 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)


def doc(id, title, products, groups, markets, valid_from, language, sections):
    head = [f'id: {id}', f'title: {title}', f'products: {products}', f'groups: {groups}',
            f'markets: {markets}', f'valid_from: {valid_from}', 'valid_to:', f'language: {language}', 'status: current']
    body = '\n'.join(f'## {i}. {h}\n{t}\n' for i, (h, t) in enumerate(sections, 1))
    w(f'docs/{id}.md', '\n'.join(head) + '\n---\n' + body)


# ---------------------------------------------------------------- documents
# Romanian spec sheet written with the OLD cedilla letters (ş ţ), as many Romanian files still are.
doc('SPEC-VX900', 'Vitrină frigorifică VX-900 - fişă tehnică', 'VX-900', 'service, sales', '', '2025-02-01', 'none', [
    ('Descriere', 'Vitrina frigorifică VX-900 este o vitrină verticală cu uşi de sticlă pentru băuturi şi produse lactate, '
                  'cu volum util de 900 de litri şi temperatură de lucru între +2 şi +8 °C.'),
    ('Ventilaţie şi senzori', 'Ventilatorul evaporatorului fm121 funcţionează continuu. Temperatura este citită de sonda '
                              'SN 40 2, conectată la controlerul vitrinei.'),
    ('Date tehnice', 'Consum electric 380 W. Alimentare 230 V. Dimensiuni 1250 x 800 x 2050 mm. Greutate netă 168 kg.'),
])
doc('SPEC-IM45', 'Ledomat IM 45 - tehnički list', 'IM-45', 'service, sales', '', '2025-02-01', 'none', [
    ('Opis', 'Ledomat IM 45 proizvodi do 45 kg kockica leda dnevno, sa spremnikom od 20 kg. Namijenjen je barovima, '
             'restoranima i hotelima.'),
    ('Rashladni krug', 'Kompresor CP 220 3 s rashladnim sredstvom R290. Ventil za vodu VL-08-1 otvara se na početku '
                       'svakog ciklusa proizvodnje leda.'),
    ('Tehnički podaci', 'Priključna snaga 420 W, napajanje 230 V, potrošnja vode 3,5 l po kilogramu leda.'),
])
doc('SPEC-CU380', 'Компресорен агрегат CU-380 - технически данни', 'CU-380', 'service, sales', '', '2025-02-01', 'none', [
    ('Описание', 'Компресорният агрегат CU-380 е предназначен за хладилни камери до 38 кубически метра при '
                 'температура от 0 до +5 °C.'),
    ('Компресор и вентилатор', 'Агрегатът използва компресор cp2203 и вентилатор на кондензатора FM-12-1. '
                               'Хладилен агент R290, заряд 290 г.'),
    ('Технически данни', 'Захранване 400 V, три фази. Максимална консумация 1,9 kW. Тегло 74 kg.'),
])
doc('SPEC-EC7', 'EC-7 electronic controller - data sheet', 'EC-7', 'service, sales', '', '2025-02-01', 'english', [
    ('Overview', 'The EC-7 electronic controller runs display cabinets and cold rooms: thermostat, defrost timer, '
                 'fan control and alarms, with a Modbus port.'),
    ('Probes', 'The EC-7 reads up to two temperature probes SN-40-2 (NTC 10k). A broken probe shows alarm E1 and the '
               'controller keeps the compressor on a 20 minute cycle.'),
    ('Technical data', 'Supply 230 V, relay outputs 16 A, panel cut-out 71 x 29 mm.'),
])
doc('RC-2026-04', 'Recall RC-2026-04: compressor start relay', '', 'service, sales', '', '2026-04-15', 'english', [
    ('Recall', 'Compressor CP-220-3 with a faulty start relay. Units built with this compressor must be inspected and '
               'the compressor replaced where the relay is affected.'),
    ('Serial numbers', 'The recall covers compressor serial numbers from RD25K-2000 to RD25K-5999. Serial numbers '
                       'outside this range are not affected.'),
    ('What to do', 'Stop the unit, record the serial number and contact the Frigodan service desk. Do not reset the '
                   'thermal protection more than twice.'),
])
# Romanian bulletin, old cedilla letters again ("înlocuieşte").
doc('SB-2026-08', 'Buletin service SB-2026-08: compresor nou', '', 'service, sales', '', '2026-08-01', 'none', [
    ('Înlocuire compresor', 'Compresorul CP-220-4 înlocuieşte CP-220-3 în toate unităţile livrate începând cu '
                            '1 septembrie 2026. Montajul este identic, releul de pornire este nou.'),
    ('Stoc', 'Dealerii pot comanda CP-220-4 din depozitul central. Compresoarele CP-220-3 rămase în stoc se '
             'returnează la Frigodan.'),
])
doc('WARR-RO', 'Condiţii de garanţie România', '', 'service, sales', 'RO', '2025-01-01', 'none', [
    ('Durata garanţiei', 'Garanţia pentru toate produsele Frigodan vândute în România este de 24 de luni de la '
                         'punerea în funcţiune.'),
    ('Excluderi', 'Garanţia nu acoperă deteriorările cauzate de alimentare electrică necorespunzătoare sau de lipsa '
                  'curăţării condensatorului.'),
])
doc('WARR-BG', 'Гаранционни условия България', '', 'service, sales', 'BG', '2025-01-01', 'none', [
    ('Срок на гаранцията', 'Гаранцията за всички продукти на Frigodan, продадени в България, е 36 месеца от '
                           'пускането в експлоатация.'),
    ('Изключения', 'Гаранцията не покрива повреди от неправилно захранване или от непочистен кондензатор.'),
])
doc('WARR-HR', 'Jamstveni uvjeti Hrvatska', '', 'service, sales', 'HR', '2025-01-01', 'none', [
    ('Trajanje jamstva', 'Jamstvo za sve Frigodan proizvode prodane u Hrvatskoj traje 18 mjeseci od puštanja u rad.'),
    ('Iznimke', 'Jamstvo ne pokriva kvarove zbog neispravnog napajanja ili neočišćenog kondenzatora.'),
])
doc('WARR-SI', 'Garancijski pogoji Slovenija', '', 'service, sales', 'SI', '2025-01-01', 'none', [
    ('Trajanje garancije', 'Garancija za vse izdelke Frigodan, prodane v Sloveniji, traja 30 mesecev od zagona.'),
    ('Izjeme', 'Garancija ne krije okvar zaradi neustreznega napajanja ali neočiščenega kondenzatorja.'),
])
doc('MAINT-CU380', 'Vzdrževanje agregata CU-380', 'CU-380', 'service', '', '2025-06-01', 'none', [
    ('Varnost', 'Pred vzdrževanjem izklopite agregat in počakajte pet minut. Hladivo R290 je gorljivo.'),
    ('Redno vzdrževanje', 'Kondenzator očistite vsake 3 mesece, ventilator FM-12-1 preverite vsakih 6 mesecev. '
                          'Tlak hladiva izmerite enkrat letno.'),
])
doc('PRICE-RO', 'Listă de preţuri 2026 România (lei)', '', 'sales', 'RO', '2026-01-01', 'none', [
    ('Preţuri produse', 'Preţ VX-900: 18.450,00 lei. Preţ IM-45: 9.870,50 lei. Preţ CU-380: 21.300,00 lei. '
                        'Preţ EC-7: 1.245,90 lei. Preţurile nu includ TVA.'),
])
doc('PRICE-BG', 'Ценова листа 2026 България (лв.)', '', 'sales', 'BG', '2026-01-01', 'none', [
    ('Цени на продуктите', 'Цена VX-900: 7 390,00 лв. Цена IM-45: 3 955,00 лв. Цена CU-380: 8 520,00 лв. '
                           'Цена EC-7: 498,00 лв. Цените са без ДДС.'),
])
doc('PRICE-EU', 'Cjenik 2026 Hrvatska i Slovenija (EUR)', '', 'sales', 'HR, SI', '2026-01-01', 'none', [
    ('Cijene proizvoda', 'Cijena VX-900: 3.710,00 EUR. Cijena IM-45: 1.985,00 EUR. Cijena CU-380: 4.280,00 EUR. '
                         'Cijena EC-7: 249,00 EUR. Cijene su bez PDV-a.'),
])
doc('MGMT-2027', 'Management plan 2027', '', 'management', '', '2026-10-01', 'english', [
    ('Project PRUNAKOVICA', 'Project PRUNAKOVICA: acquisition of a Serbian cold-room installer in 2027, budget '
                            '2.4 million euro. Strictly confidential.'),
])

# ---------------------------------------------------------------- tables
DEALERS = [  # key, dealer, city, market, certified (as the country's export writes it)
    ('BUC', 'Frigotehnica București', 'București', 'RO', 'da'),
    ('CLJ', 'Rece Cluj SRL', 'Cluj-Napoca', 'RO', 'nu'),
    ('TIM', 'Polar Timişoara', 'Timişoara', 'RO', 'Da'),
    ('IAS', 'Frig Iaşi', 'Iaşi', 'RO', 'NU'),
    ('SOF', 'Хладилна техника София', 'София', 'BG', 'da'),   # export wrote да/не: transliterated after atlas check
    ('PLV', 'Фрост Пловдив', 'Пловдив', 'BG', 'ne'),
    ('VAR', 'Варна Студ', 'Варна', 'BG', 'DA'),
    ('ZAG', 'Hladnjak Zagreb d.o.o.', 'Zagreb', 'HR', 'da'),
    ('SPL', 'Led Split', 'Split', 'HR', 'ne'),
    ('RIJ', 'Rashlada Rijeka', 'Rijeka', 'HR', 'Ne'),
    ('LJU', 'Hlajenje Ljubljana', 'Ljubljana', 'SI', 'da'),
    ('MAR', 'Mraz Maribor', 'Maribor', 'SI', 'ne'),
    ('CEL', 'Celjski hlad', 'Celje', 'SI', 'Da'),
]
MARKET = {d[0]: d[3] for d in DEALERS}
rows = ['# id: DEALERS', '# title: Frigodan dealers and installers', '# groups: service, sales', '# markets:',
        '# about: dealer, dealers, installer, installers, dealeri, dealerii, distribuitor, distribuitori, instalator, '
        'instalatori, дилър, дилъри, дилъра, инсталатор, инсталатори, diler, dileri, dilera, distributer, distributeri, '
        'prodajalec, prodajalci, serviser, serviseri',
        '# measures:', '# separator: ;', 'key;dealer;city;market;certified']
rows += [';'.join(d) for d in DEALERS]
w('records/DEALERS.csv', '\n'.join(rows) + '\n')

PARTS = ['CP-220-3', 'CP-220-4', 'FM-12-1', 'SN-40-2', 'VL-08-1']
SPELL = {
    'CP-220-3': ['cp2203', 'CP 220 3', 'Cp-220-3', 'CP-220-3', 'cp 220-3'],
    'CP-220-4': ['cp2204', 'CP 220 4', 'CP-220-4', 'cp-220-4'],
    'FM-12-1': ['fm121', 'FM 12 1', 'FM-12-1', 'Fm12-1'],
    'SN-40-2': ['sn402', 'SN 40 2', 'SN-40-2', 'sn-40-2'],
    'VL-08-1': ['vl081', 'VL 08 1', 'VL-08-1'],
}
FIXED = {('PLV', 'CP-220-4'): 0, ('ZAG', 'CP-220-4'): 7, ('BUC', 'CP-220-4'): 5, ('CLJ', 'CP-220-4'): 0,
         ('TIM', 'CP-220-4'): 3, ('IAS', 'CP-220-4'): 2, ('MAR', 'FM-12-1'): 4, ('LJU', 'FM-12-1'): 9,
         ('SPL', 'SN-40-2'): 0, ('VAR', 'SN-40-2'): 0, ('CEL', 'SN-40-2'): 0}
rows = ['# id: STOCK', '# title: Spare parts stock at dealers', '# groups: service, sales', '# markets:',
        '# about: stock, stoc, stocul, наличност, наличности, zaliha, zalihe, zaloga, zalogi',
        '# measures: quantity = quantity, pieces, bucăți, bucati, buc, броя, бройки, komada, kosov',
        '# separator: ;', 'key;dealer;part;quantity']
for d in DEALERS:
    for p in PARTS:
        q = FIXED.get((d[0], p), rng.choice([0, 1, 2, 3, 4, 5, 6, 8, 10, 12]))
        rows.append(f'{d[0]}-{p};{d[0]};{rng.choice(SPELL[p])};{q}')
w('records/STOCK.csv', '\n'.join(rows) + '\n')

PRODUCTS = {'VX-900': 3710.0, 'IM-45': 1985.0, 'CU-380': 4280.0, 'EC-7': 249.0}


def money(x):  # 12.450,00 (dot thousands, decimal comma)
    s = f'{x:,.2f}'
    return s.replace(',', 'X').replace('.', ',').replace('X', '.')


rows = ['# id: SALES', '# title: Monthly sales by dealer and product', '# groups: sales', '# markets:',
        '# about: sale, sales, vânzare, vânzări, vanzari, vanzare, продажба, продажби, prodaja, prodaje, prodaji',
        '# measures: units = units, unit, sold, sell, unități, unitati, bucăți vândute, vândute, vandute, vândut, vandut, '
        'vândută, продадени, продаде, продал, продали, бройки, prodano, prodanih, prodao, prodala, prodali, prodal, komada; '
        'revenue_eur = revenue, turnover, euro, eur, venit, venituri, încasări, оборот, приходи, prihod, prihodi, promet',
        '# separator: ;', '# decimal: ,', '# thousands: .', '# date_format: DD.MM.YYYY',
        'key;dealer;product;date;units;revenue_eur']
n = 0
months = [(y, m) for y in (2025, 2026) for m in range(1, 13) if (y, m) <= (2026, 10)]
for d in DEALERS:
    for p, price in PRODUCTS.items():
        base = rng.randint(2, 9) if p != 'EC-7' else rng.randint(6, 20)
        for (y, m) in months:
            u = max(0, base + rng.randint(-3, 4))
            n += 1
            rev = u * price * rng.uniform(0.88, 1.0)
            rows.append(f'V{n:05d};{d[0]};{p};01.{m:02d}.{y};{u};{money(rev)}')
w('records/SALES.csv', '\n'.join(rows) + '\n')

FAULTS = {'RO': ['compresorul nu porneşte', 'scurgere de apă', 'ventilator zgomotos', 'sondă defectă'],
          'BG': ['компресорът не тръгва', 'теч на вода', 'шумен вентилатор', 'дефектна сонда'],
          'HR': ['kompresor ne radi', 'curenje vode', 'bučan ventilator', 'neispravna sonda'],
          'SI': ['kompresor ne deluje', 'puščanje vode', 'glasen ventilator', 'okvarjena sonda']}
STATUS = {'RO': ('deschis', 'închis'), 'BG': ('отворена', 'затворена'), 'HR': ('otvoreno', 'zatvoreno'),
          'SI': ('odprto', 'zaprto')}
YESNO = {'RO': ('da', 'nu'), 'BG': ('da', 'ne'),  # BG export's да/не transliterated after atlas check
         'HR': ('da', 'ne'), 'SI': ('da', 'ne')}


def serial_typed():
    k = rng.randint(1000, 7999)
    return rng.choice([f'rd25k {k}', f'RD25K{k}', f'Rd25k-{k}', f'RD25K-{k}', f'rd25K {k}'])


rows = ['# id: CLAIMS', '# title: Warranty and service claims', '# groups: service', '# markets:',
        '# about: claim, claims, reclamație, reclamații, reclamatie, reclamatii, рекламация, рекламации, reklamacija, '
        'reklamacije, reklamacija, reklamacij',
        '# measures: repair_hours = repair hours, hours, ore, orele, orelor, ore de reparatie, orele de reparatie, orelor de reparatie, ore reparatie, часове, часа, sati, sata, ure, ur',
        '# separator: ;', '# decimal: ,', '# date_format: DD.MM.YYYY',
        'key;dealer;product;claim_date;serial;fault;status;repair_hours;warranty']
for i in range(1, 61):
    d = rng.choice(DEALERS)
    mk = d[3]
    p = rng.choice(list(PRODUCTS))
    y = rng.choice([2025, 2026])
    m = rng.randint(1, 12 if y == 2025 else 11)
    day = rng.randint(1, 28 if m != 11 or y != 2026 else 15)
    hours = '' if rng.random() < 0.25 else str(rng.choice([1, 1.5, 2, 2.5, 3, 4, 5.5, 6])).replace('.', ',').replace(',0', '')
    st = STATUS[mk][0] if rng.random() < 0.35 else STATUS[mk][1]
    wy = YESNO[mk][0] if rng.random() < 0.6 else YESNO[mk][1]
    if rng.random() < 0.2:
        wy = wy.upper()
    rows.append(f'R-{i:03d};{d[0]};{p};{day:02d}.{m:02d}.{y};{serial_typed()};{rng.choice(FAULTS[mk])};{st};{hours};{wy}')
w('records/CLAIMS.csv', '\n'.join(rows) + '\n')
print('written', OUT)
