#!/usr/bin/env python3
"""Sahel Hydro corpus generator (deterministic, seed 20261120).
usage: gen.py [OUT]   (default /tmp/h-c18/corpus); copies corpus.conf from beside this file."""
import os, random, shutil, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c18/corpus'
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
doc('SPEC-SP750', 'المضخة الشمسية SP-750 - البطاقة التقنية', 'SP-750', 'service, sales', '', '2025-01-15', 'none', [
    ('وصف المضخة', 'المضخة الشمسية SP-750 مضخة غاطسة تعمل بالألواح الشمسية مباشرة، بقدرة 750 واط، وتضخ الماء من '
                   'الآبار حتى عمق 60 مترا لسقي الحقول.'),
    ('المروحة والمكثف', 'الدفاعة (المروحة) من نوع imp 75 1 من الفولاذ المقاوم للصدأ. وحدة التشغيل المدمجة في المضخة '
                        'تستعمل مكثف التشغيل cap221.'),
    ('المعطيات التقنية', 'الجهد 48 فولط. الصبيب الأقصى 3 متر مكعب في الساعة. الوزن 14 كلغ.'),
])
doc('SPEC-PC22', 'Variateur solaire PC-22 - fiche technique', 'PC-22', 'service, sales', '', '2025-01-15', 'french', [
    ('Description', "Le variateur PC-22 (onduleur de pompage) pilote une pompe solaire à partir des panneaux, avec "
                    "démarrage progressif et protection contre la marche à sec."),
    ('Condensateur', "Le condensateur de bus CAP 22 1 est monté sur la carte de puissance. Il se remplace "
                     "carte débranchée, après cinq minutes d'attente."),
    ('Caractéristiques', "Tension d'entrée 60 à 400 V. Puissance 2,2 kW. Indice de protection IP65."),
])
doc('SPEC-DK40', 'Drip irrigation kit DK-40 - data sheet', 'DK-40', 'service, sales', '', '2025-01-15', 'english', [
    ('Description', 'The drip kit DK-40 waters up to 40 rows of 100 m with pressure-compensated drippers, '
                    'a flow of up to 750 litres per hour.'),
    ('Filter', 'The kit has a screen filter with a filter cartridge flt401, to be rinsed every week in the '
               'irrigation season.'),
    ('Technical data', 'Working pressure 1 to 2.5 bar. Dripper spacing 30 cm. Pipe 16 mm.'),
])
doc('SPEC-WL9', 'حساس مستوى الماء WL-9 - البطاقة التقنية', 'WL-9', 'service, sales', '', '2025-01-15', 'none', [
    ('الوصف', 'حساس مستوى الماء WL-9 يوقف المضخة عندما ينخفض مستوى الماء في البئر أو الخزان ويشغلها من جديد.'),
    ('العوامة', 'يعمل الحساس بمفتاح عوامة من نوع fsw 09 1 يجب تنظيفه كل ثلاثة أشهر.'),
    ('المعطيات التقنية', 'طول الكابل 20 مترا. الجهد 12 إلى 24 فولط.'),
])
doc('RC-2026-04', 'Recall RC-2026-04: run capacitor failure', '', 'service, sales', '', '2026-04-06', 'english', [
    ('Recall', 'The run capacitor CAP-22-1 may swell and fail after a few months in hot weather. Every unit '
               'fitted with this capacitor must be inspected and the capacitor replaced.'),
    ('Serial numbers', 'The recall covers unit serial numbers from SH24B-2000 to SH24B-5999. Serial numbers '
                       'outside this range are not affected.'),
    ('What to do', 'Switch the unit off, note the serial number on the label and contact the Sahel Hydro '
                   'service desk.'),
])
doc('SB-2026-07', 'نشرة الخدمة SB-2026-07: مكثف جديد', '', 'service, sales', '', '2026-07-01', 'none', [
    ('المكثف الجديد', 'المكثف CAP-22-2 يعوض CAP-22-1 في جميع الوحدات ابتداء من 1 يوليوز 2026. طريقة التركيب هي نفسها.'),
    ('المخزون', 'يطلب الوكلاء المكثف CAP-22-2 من المخزن المركزي. المكثفات CAP-22-1 الموجودة في المخزون ترجع إلى سهل هيدرو.'),
])
doc('WARR-MA', 'شروط الضمان بالمغرب', '', 'service, sales', 'MA', '2025-01-01', 'none', [
    ('مدة الضمان', 'مدة الضمان لجميع منتجات سهل هيدرو المباعة في المغرب هي 24 شهرا ابتداء من تاريخ التركيب.'),
    ('الاستثناءات', 'لا يشمل الضمان الأعطاب الناتجة عن توصيل كهربائي خاطئ أو عن عدم تنظيف المصفاة.'),
])
doc('WARR-DZ', 'Conditions de garantie Algérie', '', 'service, sales', 'DZ', '2025-01-01', 'french', [
    ('Durée de garantie', 'La garantie de tous les produits Sahel Hydro vendus en Algérie est de 18 mois à partir '
                          'de la mise en service.'),
    ('Exclusions', 'La garantie ne couvre pas les dommages dus à un mauvais branchement électrique.'),
])
doc('WARR-TN', 'Conditions de garantie Tunisie', '', 'service, sales', 'TN', '2025-01-01', 'french', [
    ('Durée de garantie', 'La garantie de tous les produits Sahel Hydro vendus en Tunisie est de 12 mois à partir '
                          'de la mise en service.'),
    ('Exclusions', "La garantie ne couvre pas l'usure normale des filtres et des joints."),
])
doc('WARR-AE', 'Warranty terms United Arab Emirates', '', 'service, sales', 'AE', '2025-01-01', 'english', [
    ('Warranty period', 'The warranty for all Sahel Hydro products sold in the United Arab Emirates is 36 months '
                        'from commissioning.'),
    ('Exclusions', 'The warranty does not cover damage from sand ingress when the filter was not cleaned.'),
])
doc('MAINT-SP750', 'Entretien de la pompe solaire SP-750', 'SP-750', 'service', '', '2025-06-01', 'french', [
    ('Sécurité', 'Couper les panneaux et sortir la pompe du puits avant tout entretien.'),
    ('Roue et crépine', "La roue IMP-75-1 se nettoie tous les 6 mois ou après 1000 heures de marche. La crépine "
                        "se contrôle chaque mois en saison sèche."),
])
doc('PRICE-MA', 'لائحة الأسعار 2026 المغرب (درهم)', '', 'sales', 'MA', '2026-01-01', 'none', [
    ('أسعار المنتجات', 'السعر SP-750: 14 500 درهم. السعر PC-22: 6 900 درهم. السعر DK-40: 3 200 درهم. '
                       'السعر WL-9: 850 درهم. الأسعار بدون احتساب الضريبة على القيمة المضافة.'),
])
doc('PRICE-DZTN', 'Liste de prix 2026 Algérie et Tunisie', '', 'sales', 'DZ, TN', '2026-01-01', 'french', [
    ('Prix Algérie', 'Prix SP-750 : 265 000 DA. Prix PC-22 : 128 000 DA. Prix DK-40 : 59 000 DA. '
                     'Prix WL-9 : 15 500 DA. Prix hors TVA.'),
    ('Prix Tunisie', 'Prix SP-750 : 4 350 DT. Prix PC-22 : 2 080 DT. Prix DK-40 : 960 DT. Prix WL-9 : 255 DT. '
                     'Prix hors TVA.'),
])
doc('PRICE-AE', 'Price list 2026 United Arab Emirates (AED)', '', 'sales', 'AE', '2026-01-01', 'english', [
    ('Prices', 'Price SP-750: 5,400 AED. Price PC-22: 2,550 AED. Price DK-40: 1,180 AED. Price WL-9: 310 AED. '
               'Prices exclude VAT.'),
])
doc('MGMT-2027', 'Plan de direction 2027', '', 'management', '', '2026-10-01', 'french', [
    ('Projet QASRAZURITE', "Projet QASRAZURITE : rachat d'un installateur sénégalais en 2027, budget 2,4 millions "
                           "de dollars. Strictement confidentiel."),
])

# ---------------------------------------------------------------- tables
YESNO = {'MA': (['نعم'], ['لا']), 'DZ': (['oui', 'OUI', 'Oui'], ['non', 'NON', 'Non']),
         'TN': (['oui', 'Oui'], ['non', 'Non']), 'AE': (['yes', 'Yes', 'YES'], ['no', 'No'])}
DEALERS = [  # key, dealer, city, market, certified
    ('AGA', 'Souss Irrigation Agadir', 'Agadir', 'MA', True),
    ('CAS', 'شركة الري الشمسي الدار البيضاء', 'Casablanca', 'MA', True),
    ('MRK', 'مؤسسة الحوز للري', 'Marrakech', 'MA', False),
    ('TAR', 'Taroudant Solaire', 'Taroudant', 'MA', True),
    ('ALG', 'Hydro Sahel Alger', 'Alger', 'DZ', True),
    ('ORN', 'Oran Irrigation SARL', 'Oran', 'DZ', False),
    ('SET', 'Setif Agri Equipement', 'Setif', 'DZ', True),
    ('TUN', 'Tunis Solaire', 'Tunis', 'TN', False),
    ('SFX', 'Sfax Goutte à Goutte', 'Sfax', 'TN', True),
    ('SOU', 'Sousse Hydro Services', 'Sousse', 'TN', False),
    ('DXB', 'Dubai Solar Irrigation LLC', 'Dubaï', 'AE', True),
    ('AUH', 'Abu Dhabi Agri Tech', 'Abu Dhabi', 'AE', False),
    ('AAN', 'Al Ain Green Farms', 'Al Ain', 'AE', True),
]
MK = {d[0]: d[3] for d in DEALERS}
FLAGCELL = os.environ.get('FLAGCELL', 'yesno')   # 'local': as the exports write it; 'yesno': yes/no


def yn(mk, v):
    if FLAGCELL == 'yesno' and mk == 'MA':
        return 'yes' if v else 'no'
    return rng.choice(YESNO[mk][0 if v else 1])


rows = ['# id: DEALERS', '# title: Sahel Hydro dealers', '# groups: service, sales', '# markets:',
        '# about: dealer, dealers, revendeur, revendeurs, concessionnaire, concessionnaires, distributeur, '
        'distributeurs, وكيل, وكلاء, الوكيل, الوكلاء, موزع, الموزعين, الموزعون',
        '# measures:', '# separator: ;', 'key;dealer;city;market;certified']
for k, name, city, mk, cert in DEALERS:
    rows.append(f'{k};{name};{city};{mk};{yn(mk, cert)}')
w('records/DEALERS.csv', '\n'.join(rows) + '\n')

PARTS = ['IMP-75-1', 'CAP-22-1', 'CAP-22-2', 'FLT-40-1', 'FSW-09-1']


def spell(p):
    a, b, c = p.split('-')
    return rng.choice([p, f'{a} {b} {c}', f'{a}{b}{c}'.lower(), f'{a.capitalize()}-{b}-{c}', f'{a}{b}-{c}', f'{a.lower()} {b}{c}'])


rows = ['# id: STOCK', '# title: Spare parts stock at dealers', '# groups: service, sales', '# markets:',
        '# about: stock, stocks, مخزون, المخزون, inventaire',
        '# measures: quantity = quantity, quantité, pieces, pièces, الكمية, كمية, قطعة, قطع',
        '# separator: ;', 'key;dealer;part;quantity']
STOCKQ = {}
for k, *_ in DEALERS:
    for p in PARTS:
        q = rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12])
        STOCKQ[(k, p)] = q
        rows.append(f'{k}-{p};{k};{spell(p)};{q}')
w('records/STOCK.csv', '\n'.join(rows) + '\n')

PRODUCTS = {'SP-750': 1450.0, 'PC-22': 690.0, 'DK-40': 320.0, 'WL-9': 85.0}   # USD list price
BASE = {'SP-750': 6, 'PC-22': 5, 'DK-40': 9, 'WL-9': 12}


def money(x):
    s = f'{x:,.2f}'            # 12,345.67
    ent, dec = s.split('.')
    return ent.replace(',', ' ') + ',' + dec


rows = ['# id: SALES', '# title: Monthly sales by dealer and product', '# groups: sales', '# markets:',
        '# about: sale, sales, vente, ventes, مبيعات, المبيعات, البيع',
        '# measures: units = units, unit, unités, sold, sell, vendu, vendus, vendues, vendre, وحدات, الوحدات, باع, '
        'باعت, باعوا, بيعت, المباعة, مباعة, bi3na, b3na; amount_usd = amount, revenue, turnover, montant, '
        "chiffre d'affaires, dollars, usd, المبلغ, مبلغ, رقم المعاملات",
        '# separator: ;', '# decimal: ,', '# thousands: space', '# date_format: DD/MM/YYYY',
        'key;dealer;product;date;units;amount_usd']
n = 0
for y in (2025, 2026):
    for m in range(1, 13):
        if y == 2026 and m > 10:
            break
        for k, *_ in DEALERS:
            for p, price in PRODUCTS.items():
                u = max(0, BASE[p] + rng.randint(-5, 6))
                if u == 0:
                    continue
                n += 1
                amt = u * price * rng.uniform(0.9, 1.05)
                d = f'{rng.randint(1, 28):02d}/{m:02d}/{y}'
                rows.append(f'V{n:05d};{k};{p};{d};{u};{money(amt)}')
w('records/SALES.csv', '\n'.join(rows) + '\n')

FAULTS = {'ar': ['المحرك لا يشتغل', 'تسرب في الأنبوب', 'الحساس معطل', 'المكثف منتفخ'],
          'fr': ['moteur ne démarre pas', 'fuite tuyau', 'capteur défectueux', 'condensateur gonflé'],
          'en': ['motor does not start', 'pipe leak', 'sensor faulty', 'capacitor swollen']}
STATUS = {'ar': ('مفتوح', 'مغلق'), 'fr': ('ouvert', 'fermé'), 'en': ('open', 'closed')}
LANG = {'MA': 'ar', 'DZ': 'fr', 'TN': 'fr', 'AE': 'en'}
rows = ['# id: CLAIMS', '# title: Warranty and service claims', '# groups: service', '# markets:',
        '# about: claim, claims, réclamation, réclamations, reclamation, reclamations, شكاية, شكايات, الشكايات, '
        'شكوى, الشكاوى, شكاوى',
        '# measures: repair_hours = repair hours, hours, heures, heures de réparation, ساعات, الساعات, ساعات الإصلاح, '
        'مدة الإصلاح',
        '# separator: ;', '# decimal: ,', '# date_format: DD/MM/YYYY',
        'key;dealer;product;claim_date;serial;fault;status;repair_hours;warranty']
for i in range(1, 65):
    k = rng.choice([d[0] for d in DEALERS])
    mk = MK[k]
    lang = LANG[mk]
    p = rng.choice(list(PRODUCTS))
    y = rng.choice([2025, 2026])
    m = rng.randint(1, 12 if y == 2025 else 11)
    d = rng.randint(1, 28 if m != 11 else 15)
    date = f'{d:02d}/{m:02d}/{y}'
    pre = rng.choice(['SH24B', 'SH24B', 'SH25A'])
    num = rng.randint(1000, 7999)
    ser = rng.choice([f'{pre}-{num}', f'{pre} {num}'.lower(), f'{pre}{num}', f'{pre.capitalize()}-{num}'])
    fi = rng.randrange(4)
    fault = FAULTS[lang][fi]
    st = STATUS[lang][rng.random() < 0.6]
    h = '' if rng.random() < 0.25 else str(rng.choice([1, 1.5, 2, 2.5, 3, 4, 5.5, 7])).replace('.', ',')
    if h.endswith(',0'):
        h = h[:-2]
    war = yn(mk, rng.random() < 0.6)
    rows.append(f'R-{i:03d};{k};{p};{date};{ser};{fault};{st};{h};{war}')
w('records/CLAIMS.csv', '\n'.join(rows) + '\n')
print('written', OUT)
