#!/usr/bin/env python3
"""Norfisk Aqua Systems corpus generator (deterministic, seed 20261120).
usage: gen.py [OUT]   (default /tmp/h-c17/corpus); copies corpus.conf from beside this file."""
import os, random, shutil, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c17/corpus'
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261120)

for sub in ('docs', 'records'):
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
doc('SPEC-FB620', 'Fóðurblásari FB-620 - tækniblað', 'FB-620', 'service, sales', '', '2025-01-15', 'none', [
    ('Lýsing', 'Fóðurblásarinn FB-620 blæs fóðri frá fóðurpramma út í allt að tólf kvíar, allt að 620 kg á '
               'klukkustund um 90 mm fóðurslöngu.'),
    ('Blásari og hjól', 'Blásarinn er knúinn 7,5 kW mótor. Hjólið (impeller) er af gerðinni imp 62 1 úr ryðfríu '
                        'stáli og skal skoðað á 2000 tíma fresti.'),
    ('Tæknilegar upplýsingar', 'Spenna 400 V, þrír fasar. Þyngd 310 kg. Hávaði undir 78 dB.'),
])
doc('SPEC-OX40', 'Syrekon OX-40 - produktblad', 'OX-40', 'service, sales', '', '2025-01-15', 'none', [
    ('Beskrivning', 'Syrekonen OX-40 löser upp rent syre i vattnet för landbaserad odling och tillför upp till '
                    '40 kg syre per dygn.'),
    ('Membran och givare', 'Konen har ett tryckmembran MEM-40-1 som byts vid läckage. Syrehalten mäts av givaren '
                           'PRB 30 1 som sitter i returledningen.'),
    ('Tekniska data', 'Arbetstryck 2,5 bar. Flöde 30 till 120 m3 per timme. Vikt 95 kg.'),
])
doc('SPEC-NR7', 'Notrenserobot NR-7 - datablad', 'NR-7', 'service, sales', '', '2025-01-15', 'none', [
    ('Beskrivelse', 'Notrenserobotten NR-7 renser noten i havbrug under vandet med roterende børster og styres '
                    'fra båden via et 120 m kabel.'),
    ('Børstehoved', 'Robotten har to børstehoveder af typen brh702. Bredde af rensespor 620 mm.'),
    ('Tekniske data', 'Dybde op til 60 m. Vægt 210 kg i luft. Forsyning 400 V.'),
])
doc('SPEC-WQ300', 'Vedenlaatuohjain WQ-300 - tekninen esite', 'WQ-300', 'service, sales', '', '2025-01-15', 'none', [
    ('Kuvaus', 'Vedenlaatuohjain WQ-300 valvoo kasvatusaltaan happea, lämpötilaa ja pH-arvoa ja ohjaa '
               'hapetusta automaattisesti.'),
    ('Anturit', 'Ohjaimeen liitetään enintään neljä happianturia prb301. Anturi kalibroidaan kolmen kuukauden '
                'välein.'),
    ('Tekniset tiedot', 'Käyttöjännite 24 V. Kotelointiluokka IP67. Paino 4 kg.'),
])
doc('RC-2026-03', 'Recall RC-2026-03: oxygen probe drift', '', 'service, sales', '', '2026-03-10', 'english', [
    ('Recall', 'Oxygen probe PRB-30-1 may drift and report too high oxygen values. Every unit fitted with this '
               'probe must have the probe checked and replaced where it is affected.'),
    ('Serial numbers', 'The recall covers unit serial numbers from NF24A-2000 to NF24A-5999. Serial numbers '
                       'outside this range are not affected.'),
    ('What to do', 'Check the oxygen reading against a hand meter and contact the Norfisk service desk with the '
                   'serial number.'),
])
doc('SB-2026-06', 'Servicebulletin SB-2026-06: ny syregivare', '', 'service, sales', '', '2026-06-01', 'none', [
    ('Ny givare', 'Givaren PRB-30-2 ersätter PRB-30-1 i alla enheter från och med 1 juli 2026. Monteringen är '
                  'densamma, kabeln är ny.'),
    ('Lager', 'Återförsäljare beställer PRB-30-2 från centrallagret. Givare PRB-30-1 som finns i lager skickas '
              'tillbaka till Norfisk.'),
])
doc('WARR-IS', 'Ábyrgðarskilmálar Ísland', '', 'service, sales', 'IS', '2025-01-01', 'none', [
    ('Ábyrgðartími', 'Ábyrgð á öllum vörum Norfisk sem seldar eru á Íslandi er 24 mánuðir frá gangsetningu.'),
    ('Undanþágur', 'Ábyrgðin nær ekki til tjóns vegna rangrar rafmagnstengingar eða vanrækslu á hreinsun.'),
])
doc('WARR-SE', 'Garantivillkor Sverige', '', 'service, sales', 'SE', '2025-01-01', 'none', [
    ('Garantitid', 'Garantin för alla Norfisk-produkter som säljs i Sverige är 36 månader från driftsättning.'),
    ('Undantag', 'Garantin täcker inte skador från felaktig elanslutning eller utebliven rengöring.'),
])
doc('WARR-DK', 'Garantibetingelser Danmark', '', 'service, sales', 'DK', '2025-01-01', 'none', [
    ('Garantiperiode', 'Garantien for alle Norfisk-produkter solgt i Danmark er 30 måneder fra idriftsættelse.'),
    ('Undtagelser', 'Garantien dækker ikke skader fra forkert eltilslutning eller manglende rengøring.'),
])
doc('WARR-FI', 'Takuuehdot Suomi', '', 'service, sales', 'FI', '2025-01-01', 'none', [
    ('Takuuaika', 'Takuu kaikille Suomessa myydyille Norfisk-tuotteille on 18 kuukautta käyttöönotosta.'),
    ('Poikkeukset', 'Takuu ei kata vahinkoja, jotka johtuvat virheellisestä sähköliitännästä tai puhdistuksen '
                    'laiminlyönnistä.'),
])
doc('MAINT-NR7', 'Vedligeholdelse af NR-7', 'NR-7', 'service', '', '2025-06-01', 'none', [
    ('Sikkerhed', 'Sluk for robotten og tag den op af vandet før vedligeholdelse.'),
    ('Børstehoved', 'Børstehovedet BRH-70-2 skiftes hver 6. måned eller efter 500 driftstimer. Kablet '
                    'kontrolleres hver måned.'),
])
doc('PRICE-IS', 'Verðskrá 2026 Ísland (kr.)', '', 'sales', 'IS', '2026-01-01', 'none', [
    ('Verð á vörum', 'Verð FB-620: 4.950.000 kr. Verð OX-40: 2.380.000 kr. Verð NR-7: 6.720.000 kr. '
                     'Verð WQ-300: 415.000 kr. Verð eru án virðisaukaskatts.'),
])
doc('PRICE-SE', 'Prislista 2026 Sverige (SEK)', '', 'sales', 'SE', '2026-01-01', 'none', [
    ('Priser', 'Pris FB-620: 389 000 kr. Pris OX-40: 186 500 kr. Pris NR-7: 528 000 kr. '
               'Pris WQ-300: 32 400 kr. Priserna är exklusive moms.'),
])
doc('PRICE-DKFI', 'Price list 2026 Denmark and Finland (EUR)', '', 'sales', 'DK, FI', '2026-01-01', 'english', [
    ('Prices', 'Price FB-620: 34,200 EUR. Price OX-40: 16,400 EUR. Price NR-7: 46,500 EUR. '
               'Price WQ-300: 2,850 EUR. Prices exclude VAT.'),
])
doc('MGMT-2027', 'Management plan 2027', '', 'management', '', '2026-10-01', 'english', [
    ('Project KJALSKERVIK', 'Project KJALSKERVIK: purchase of a Faroese net-service company in 2027, budget '
                            '3.1 million euro. Strictly confidential.'),
])

# ---------------------------------------------------------------- tables
DEALERS = [  # key, dealer, city, market, authorised (as each country's export writes it)
    ('REY', 'Fiskeldisþjónusta Reykjavíkur', 'Reykjavík', 'IS', 'já'),
    ('ISA', 'Vestfirsk Eldi ehf.', 'Ísafjörður', 'IS', 'nei'),
    ('AKU', 'Norðureldi Akureyri', 'Akureyri', 'IS', 'Já'),
    ('GBG', 'Västkust Akva AB', 'Göteborg', 'SE', 'ja'),
    ('UME', 'Umeå Fiskteknik', 'Umeå', 'SE', 'NEJ'),
    ('SUN', 'Sundsvall Odlingsservice', 'Sundsvall', 'SE', 'Ja'),
    ('ESB', 'Esbjerg Havbrugsudstyr', 'Esbjerg', 'DK', 'ja'),
    ('AAL', 'Aalborg Akvateknik', 'Aalborg', 'DK', 'nej'),
    ('HIR', 'Hirtshals Fiskeservice', 'Hirtshals', 'DK', 'Nej'),
    ('HEL', 'Helsingin Vesiviljely Oy', 'Helsinki', 'FI', 'kyllä'),
    ('TUR', 'Turun Kalatekniikka', 'Turku', 'FI', 'EI'),
    ('OUL', 'Oulun Akvahuolto', 'Oulu', 'FI', 'Kyllä'),
    ('VAA', 'Vaasan Kalanviljelypalvelu', 'Vaasa', 'FI', 'ei'),
]
rows = ['# id: DEALERS', '# title: Norfisk dealers', '# groups: service, sales', '# markets:',
        '# about: dealer, dealers, söluaðili, söluaðilar, söluaðila, umboðsaðili, umboðsaðilar, återförsäljare, '
        'återförsäljaren, forhandler, forhandlere, forhandleren, jälleenmyyjä, jälleenmyyjät, jälleenmyyjää, '
        'jälleenmyyjiä',
        '# measures:', '# separator: ;', 'key;dealer;city;market;authorised']
rows += [';'.join(d) for d in DEALERS]
w('records/DEALERS.csv', '\n'.join(rows) + '\n')

PARTS = ['IMP-62-1', 'IMP-62-2', 'MEM-40-1', 'BRH-70-2', 'PRB-30-1', 'PRB-30-2']
SPELL = {
    'IMP-62-1': ['imp621', 'IMP 62 1', 'Imp-62-1', 'IMP-62-1', 'imp 62-1'],
    'IMP-62-2': ['imp622', 'IMP 62 2', 'IMP-62-2', 'imp-62-2'],
    'MEM-40-1': ['mem401', 'MEM 40 1', 'MEM-40-1', 'Mem40-1'],
    'BRH-70-2': ['brh702', 'BRH 70 2', 'BRH-70-2', 'Brh-70-2'],
    'PRB-30-1': ['prb301', 'PRB 30 1', 'PRB-30-1', 'prb 30-1'],
    'PRB-30-2': ['prb302', 'PRB 30 2', 'PRB-30-2', 'Prb-30-2'],
}
FIXED = {('GBG', 'PRB-30-2'): 6, ('UME', 'PRB-30-2'): 0, ('SUN', 'PRB-30-2'): 3, ('OUL', 'PRB-30-2'): 0,
         ('REY', 'PRB-30-2'): 4, ('ESB', 'BRH-70-2'): 5, ('AKU', 'IMP-62-1'): 7,
         ('ISA', 'MEM-40-1'): 0, ('HIR', 'MEM-40-1'): 0, ('TUR', 'MEM-40-1'): 0}
rows = ['# id: STOCK', '# title: Spare parts stock at dealers', '# groups: service, sales', '# markets:',
        '# about: stock, lager, lagret, lagersaldo, birgðir, birgðastaða, varasto, varastotilanne',
        '# measures: quantity = quantity, pieces, stk, stykki, styck, stycken, kpl, kappaletta',
        '# separator: ;', 'key;dealer;part;quantity']
for d in DEALERS:
    for p in PARTS:
        q = FIXED.get((d[0], p), rng.choice([0, 1, 2, 3, 4, 5, 6, 8, 10, 12]))
        rows.append(f'{d[0]}-{p};{d[0]};{rng.choice(SPELL[p])};{q}')
w('records/STOCK.csv', '\n'.join(rows) + '\n')

PRODUCTS = {'FB-620': 34200.0, 'OX-40': 16400.0, 'NR-7': 46500.0, 'WQ-300': 2850.0}


def money(x):  # 12 450,00 (space thousands, decimal comma), as the Nordic exports write it
    s = f'{x:,.2f}'
    return s.replace(',', ' ').replace('.', ',')


rows = ['# id: SALES', '# title: Monthly sales by dealer and product', '# groups: sales', '# markets:',
        '# about: sale, sales, sala, sölu, salan, försäljning, försäljningen, salg, salget, myynti, myynnit',
        '# measures: units = units, unit, sold, sell, seld, seldi, seldu, selt, seldar, seldust, sålde, sålt, sålda, '
        'såldes, solgte, solgt, myi, myivät, myyty, myytiin, myytyjä, einingar, enheter, enheder, yksiköt; '
        'amount_eur = revenue, turnover, amount, euro, eur, velta, veltan, tekjur, omsättning, intäkter, omsætning, '
        'liikevaihto',
        '# separator: ;', '# decimal: ,', '# thousands: space', '# date_format: DD.MM.YYYY',
        'key;dealer;product;date;units;amount_eur']
n = 0
months = [(y, m) for y in (2025, 2026) for m in range(1, 13) if (y, m) <= (2026, 10)]
for d in DEALERS:
    for p, price in PRODUCTS.items():
        base = rng.randint(1, 5) if p in ('FB-620', 'NR-7') else rng.randint(3, 12)
        for (y, m) in months:
            u = max(0, base + rng.randint(-2, 3))
            n += 1
            amt = u * price * rng.uniform(0.9, 1.0)
            date = f'1.{m}.{y}' if d[3] in ('IS', 'FI') else f'01.{m:02d}.{y}'
            rows.append(f'S{n:05d};{d[0]};{p};{date};{u};{money(amt)}')
w('records/SALES.csv', '\n'.join(rows) + '\n')

FAULTS = {'IS': ['mótor fer ekki í gang', 'leki í slöngu', 'hávær blásari', 'skynjari bilaður'],
          'SE': ['motorn startar inte', 'läckage i slang', 'bullrig fläkt', 'givare trasig'],
          'DK': ['motoren starter ikke', 'utæt slange', 'støjende blæser', 'defekt føler'],
          'FI': ['moottori ei käynnisty', 'letku vuotaa', 'äänekäs puhallin', 'anturi rikki']}
STATUS = {'IS': ('opið', 'lokað'), 'SE': ('öppen', 'stängd'), 'DK': ('åben', 'lukket'), 'FI': ('avoin', 'suljettu')}
YESNO = {'IS': ('já', 'nei'), 'SE': ('ja', 'nej'), 'DK': ('ja', 'nej'), 'FI': ('kyllä', 'ei')}


def serial_typed():
    k = rng.randint(1000, 7999)
    pre = rng.choice(['NF24A', 'NF24A', 'NF25B'])
    return rng.choice([f'{pre.lower()} {k}', f'{pre}{k}', f'{pre.capitalize()}-{k}', f'{pre}-{k}', f'{pre} {k}'])


rows = ['# id: CLAIMS', '# title: Warranty and service claims', '# groups: service', '# markets:',
        '# about: claim, claims, kvörtun, kvartanir, kvartana, reklamation, reklamationer, reklamationen, '
        'reklamaatio, reklamaatiot, reklamaatiota, reklamaatioita',
        '# measures: repair_hours = repair hours, hours, hrs, klukkustundir, tímar, viðgerðartími, timmar, '
        'reparationstid, timer, reparationstimer, tunnit, tuntia, korjausaika, korjaustunnit',
        '# separator: ;', '# decimal: ,', '# date_format: DD.MM.YYYY',
        'key;dealer;product;claim_date;serial;fault;status;repair_hours;warranty']
for i in range(1, 65):
    d = rng.choice(DEALERS)
    mk = d[3]
    p = rng.choice(list(PRODUCTS))
    y = rng.choice([2025, 2026])
    m = rng.randint(1, 12 if y == 2025 else 11)
    day = rng.randint(1, 28 if (y, m) != (2026, 11) else 15)
    hours = '' if rng.random() < 0.25 else str(rng.choice([1, 1.5, 2, 2.5, 3, 4, 5.5, 7])).replace('.', ',').replace(',0', '')
    st = STATUS[mk][0] if rng.random() < 0.35 else STATUS[mk][1]
    wy = YESNO[mk][0] if rng.random() < 0.6 else YESNO[mk][1]
    if rng.random() < 0.25:
        wy = wy.upper() if rng.random() < 0.5 else wy.capitalize()
    date = f'{day}.{m}.{y}' if mk in ('IS', 'FI') else f'{day:02d}.{m:02d}.{y}'
    rows.append(f'C-{i:03d};{d[0]};{p};{date};{serial_typed()};{rng.choice(FAULTS[mk])};{st};{hours};{wy}')
w('records/CLAIMS.csv', '\n'.join(rows) + '\n')
print('written', OUT)
