#!/usr/bin/env python3
"""Computes every expected figure, id and verdict of the cases from the corpus CSVs and writes cases.jsonl.
usage: expected.py [CORPUS] [OUT]   (defaults /tmp/h-c14/corpus, /tmp/h-c14/cases.jsonl)"""
import csv, json, sys, re
from collections import defaultdict

CORPUS = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c14/corpus'
OUT = sys.argv[2] if len(sys.argv) > 2 else '/tmp/h-c14/cases.jsonl'
DATE = '2026-11-20'
YES = {'tak', 'ano', 'áno', 'igen', 'yes'}


def table(name):
    with open(f'{CORPUS}/records/{name}.csv', encoding='utf-8') as f:
        lines = [l for l in f if not l.startswith('#')]
    return list(csv.DictReader(lines, delimiter=';'))


def num(s):
    s = s.replace('\u00a0', '').replace(' ', '').replace(',', '.')
    return float(s) if s else None


def iso(d):
    dd, mm, yy = d.split('.')
    return f'{yy}-{mm}-{dd}'


def part(s):
    m = re.match(r'(?i)^(ld|mb|ht|pcb)[ -]?(\d{3})[ -]?(\d)$', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}-{m.group(3)}'


def serial(s):
    m = re.match(r'(?i)^([a-z]{2}\d{2}[a-z])[ -]?(\d{5})$', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}'


DEALERS = {r['key']: r for r in table('DEALERS')}
STOCK = table('STOCK')
for r in STOCK:
    r['part_c'] = part(r['part'])
    r['q'] = int(r['quantity'])
SALES = table('SALES')
for r in SALES:
    r['d'] = iso(r['date'])
    r['u'] = int(r['units'])
    r['rev'] = num(r['revenue_eur'])
CLAIMS = table('CLAIMS')
for r in CLAIMS:
    r['d'] = iso(r['claim_date'])
    r['h'] = num(r['repair_hours'])
    r['serial_c'] = serial(r['serial'])
    r['w'] = r['warranty'].lower() in YES


def sales(**f):
    out = []
    for r in SALES:
        if 'product' in f and r['product'] != f['product']: continue
        if 'market' in f and r['market'] != f['market']: continue
        if 'dealer' in f and r['dealer'] != f['dealer']: continue
        if 'frm' in f and r['d'] < f['frm']: continue
        if 'to' in f and r['d'] > f['to']: continue
        out.append(r)
    return out


def claims(**f):
    out = []
    for r in CLAIMS:
        if 'product' in f and r['product'] != f['product']: continue
        if 'market' in f and r['market'] != f['market']: continue
        if 'dealer' in f and r['dealer'] != f['dealer']: continue
        if 'part' in f and r['part'] != f['part']: continue
        if 'status' in f and r['status'] != f['status']: continue
        if 'warranty' in f and r['w'] != f['warranty']: continue
        if 'frm' in f and r['d'] < f['frm']: continue
        if 'to' in f and r['d'] > f['to']: continue
        out.append(r)
    return out


def ids(tbl, rows, cap=8):
    ks = [f'{tbl}#{r["key"]}' for r in rows]
    return ks if len(ks) <= cap else ks[:5]


def rank(rows, key='dealer', meas='u'):
    tot = defaultdict(float)
    for r in rows:
        tot[r[key]] += r[meas]
    best = max(tot.items(), key=lambda kv: kv[1])
    return best, dict(tot)


def avg(rows):
    v = [r['h'] for r in rows if r['h'] is not None]
    return round(sum(v) / len(v), 4), len(rows) - len(v)


def stock(dealer, p):
    return next(r for r in STOCK if r['dealer'] == dealer and r['part_c'] == p)


cases = []
notes = {}


def case(id_, persona, market, q, route, must=(), must_not=(), figure='absent', verdict=None, kind='', note=''):
    c = {'id': id_, 'question': q, 'persona': persona, 'market': market, 'date': DATE, 'route': route,
         'must': list(must), 'must_not': list(must_not)}
    if figure != 'absent':
        if isinstance(figure, float) and figure.is_integer():
            figure = int(figure)
        c['figure'] = figure
    if verdict:
        c['verdict'] = verdict
    c['kind'] = kind
    c['split'] = 'heldout'
    if note:
        c['note'] = note
    cases.append(c)


Y26 = dict(frm='2026-01-01', to='2026-12-31')
Y25 = dict(frm='2025-01-01', to='2025-12-31')
PRICES = ['PRICE-PL-2026#1', 'PRICE-PL-2026#2', 'PRICE-CZSK-2026#1', 'PRICE-CZSK-2026#2', 'PRICE-HU-2026#1', 'PRICE-HU-2026#2']
MG = ['MGMT-2027#1', 'MGMT-2027#2']

# k01 ranking in PL this year
(b, t), tot = rank(sales(product='WX-30', market='PL', **Y26))
case('k01', 'handel', 'PL', 'kto sprzedał najwięcej WX-30 w Polsce w tym roku', 'calculate', figure=t, kind='ranking',
     note=f'dealer totals {tot}: {b}')
# k02 ranking CZ bare number, no diacritics
(b, t), tot = rank(sales(product='FI-1600', market='CZ', **Y26))
case('k02', 'handel', 'CZ', 'kdo prodal nejvic 1600 v cesku v tomto roce', 'calculate', figure=t, kind='ranking',
     note=f'dealer totals {tot}: {b}')
# k03 sum units HU 2025
rows = sales(product='WX-18', market='HU', **Y25)
case('k03', 'handel', 'HU', 'ile sztuk WX-18 sprzedano w 2025 na Węgrzech', 'calculate', figure=sum(r['u'] for r in rows),
     must_not=ids('SALES', sales(product='WX-18', market='PL', **Y25))[:2], kind='sum')
# k04 revenue SK since March (2026)
rows = sales(product='TD-25', market='SK', frm='2026-03-01', to=DATE)
case('k04', 'handel', 'SK', 'łączny przychód z TD-25 na Slowacji od marca', 'calculate',
     figure=round(sum(r['rev'] for r in rows), 2), kind='sum-since')
# k05 revenue CZ Jan-Mar 2026
rows = sales(product='WX-30', market='CZ', frm='2026-01-01', to='2026-03-31')
case('k05', 'handel', 'CZ', 'total revenue of wx30 in Czechia between January and March 2026', 'calculate',
     figure=round(sum(r['rev'] for r in rows), 2), must=ids('SALES', rows), kind='sum-range')
# k06 units last quarter PL
rows = sales(product='WX-18', market='PL', frm='2026-07-01', to='2026-09-30')
case('k06', 'handel', 'PL', 'ile sprzedano pralek WX-18 w ostatnim kwartale w polsce', 'calculate',
     figure=sum(r['u'] for r in rows), must=ids('SALES', rows), kind='last-quarter')
# k07 compare two dealers
a = sum(r['u'] for r in sales(product='WX-18', dealer='KRK', **Y25))
c = sum(r['u'] for r in sales(product='WX-18', dealer='WAW', **Y25))
case('k07', 'handel', 'PL', 'czy Krakow sprzedal wiecej WX-18 niz Warszawa w 2025?', 'calculate',
     verdict='yes' if a > c else 'no', kind='compare', note=f'KRK {a}, WAW {c}')
# k08 average of market totals
_, tot = rank(sales(product='TD-25', **Y25), key='market')
case('k08', 'handel', 'CZ', 'average units of TD-25 sold per market in 2025', 'calculate',
     figure=round(sum(tot.values()) / len(tot), 4), kind='avg-per-group', note=f'market totals {tot}')
# k09 Hungarian, dealer by city
rows = sales(product='WX-30', dealer='BUD', **Y26)
case('k09', 'handel', 'HU', 'hány darab WX-30 eladott Budapest 2026-ban', 'calculate', figure=sum(r['u'] for r in rows),
     kind='sum-dealer')
# k10 two questions in one
rows = sales(product='WX-30', market='PL', **Y26)
case('k10', 'handel', 'PL', 'ile kosztuje WX-30 w Polsce i ile sztuk sprzedano w 2026', 'search',
     must=['PRICE-PL-2026#1'], figure=sum(r['u'] for r in rows), kind='two-in-one',
     note='second side: WX-30 units in PL in 2026')
# k11 price bare number
case('k11', 'handel', 'PL', 'ile kosztuje maglownica 1600 w polsce', 'search', must=['PRICE-PL-2026#2'],
     must_not=['PRICE-CZSK-2026#2', 'PRICE-HU-2026#2'], figure=None, kind='price')
# k12 stock sum in HU for a part (stock has no market column: via dealer)
rows = [r for r in STOCK if r['part_c'] == 'LD-210-2' and DEALERS[r['dealer']]['market'] == 'HU']
case('k12', 'serwis', 'HU', 'ile LD-210-2 łącznie na stanie na Węgrzech', 'calculate', figure=sum(r['q'] for r in rows),
     kind='stock-sum', note=str({r['dealer']: r['q'] for r in rows}))
# k13 price HU
case('k13', 'handel', 'HU', 'mennyibe kerül a TD-25', 'search', must=['PRICE-HU-2026#2'], figure=None, kind='price')
# k14 access: service asks a price
case('k14', 'serwis', 'PL', 'ile kosztuje WX-30', 'search', must_not=PRICES, figure=None, kind='access')
# k15 access: service asks the canary
case('k15', 'serwis', 'CZ', 'projekt KVARTOBLIMEX', 'search', must_not=MG, kind='access')
# k16 warranty duration (document)
case('k16', 'serwis', 'HU', 'ile miesięcy gwarancji na Węgrzech', 'search', must=['WARRANTY-2026#1'], figure=None,
     kind='duration')
# k17 management reads its plan
case('k17', 'zarzad', 'PL', 'co to jest projekt KVARTOBLIMEX', 'search', must=['MGMT-2027#1'], kind='access-positive')
# k18 sales asks a count of claims
case('k18', 'handel', 'HU', 'hány reklamáció volt 2026-ban', 'calculate', must_not=ids('CLAIMS', CLAIMS[:3]),
     figure=None, kind='access')
# k19 count claims PL this year WX-30
rows = claims(product='WX-30', market='PL', **Y26)
case('k19', 'serwis', 'PL', 'ile reklamacji WX-30 w Polsce w tym roku', 'calculate', figure=len(rows),
     must=ids('CLAIMS', rows), kind='count')
# k20 count claims at Praha since March
rows = claims(dealer='PRG', frm='2026-03-01', to=DATE)
case('k20', 'serwis', 'CZ', 'kolik reklamací bylo v Praze od března', 'calculate', figure=len(rows),
     must=ids('CLAIMS', rows), kind='count-city-since')
# k21 average with blanks
rows = claims(part='LD-210-1')
a, blanks = avg(rows)
case('k21', 'serwis', 'PL', 'średni czas naprawy reklamacji LD-210-1', 'calculate', figure=a, kind='avg-blanks',
     note=f'{len(rows)} rows, {blanks} blank')
rows = claims(part='MB-450-1', **Y26)
a, blanks = avg(rows)
case('k22', 'serwis', 'CZ', 'prumerna doba opravy MB-450-1 v roce 2026', 'calculate', figure=a, kind='avg-blanks',
     must=ids('CLAIMS', rows), note=f'{len(rows)} rows, {blanks} blank')
rows = claims(part='LD-210-1', market='HU')
a, blanks = avg(rows)
case('k23', 'serwis', 'HU', 'average repair hours for ld 210 1 claims in hungary', 'calculate', figure=a,
     kind='avg-blanks', must=ids('CLAIMS', rows), note=f'{len(rows)} rows, {blanks} blank')
# k24 status PL
rows = claims(status='otwarta', market='PL')
case('k24', 'serwis', 'PL', 'ile otwartych reklamacji w polsce', 'calculate', figure=len(rows), must=ids('CLAIMS', rows),
     kind='status')
rows = claims(status='otevřená', market='SK')
case('k25', 'serwis', 'SK', 'kolik je otevřených reklamací na Slovensku', 'calculate', figure=len(rows),
     must=ids('CLAIMS', rows), kind='status')
rows = claims(warranty=False, **Y26)
case('k26', 'serwis', 'PL', 'ile reklamacji bez gwarancji w 2026', 'calculate', figure=len(rows),
     must=ids('CLAIMS', rows), kind='flag-negation')


# serials
def in_range(s):
    lo, hi = 'AQ25B-00800', 'AQ25B-02999'
    return lo <= s <= hi


for cid, persona, mk, q, s in [
        ('k27', 'serwis', 'PL', 'czy maszyna aq25b 01500 jest objęta akcją serwisową?', 'AQ25B-01500'),
        ('k28', 'serwis', 'CZ', 'je stroj AQ25B03100 dotčen svolávací akcí?', 'AQ25B-03100'),
        ('k29', 'serwis', 'HU', 'is serial aq24b-01000 affected by the door lock recall', 'AQ24B-01000')]:
    case(cid, persona, mk, q, 'follow', must=['RECALL-2026-01#1'], verdict='yes' if in_range(s) else 'no', kind='serial')

# follow recall -> products
specs_of = {'LD-210-1': ['SPEC-WX18#3', 'SPEC-WX30#3'], 'PCB-330-1': ['SPEC-WX18#3', 'SPEC-WX30#3', 'SPEC-TD25#3', 'SPEC-FI1600#3']}
case('k30', 'serwis', 'PL', 'które modele są objęte wycofaniem zamka LD-210-1', 'follow', must=specs_of['LD-210-1'],
     must_not=['SPEC-TD25#3', 'SPEC-FI1600#3'], kind='follow')
case('k31', 'serwis', 'CZ', 'jaké výrobky se týkají svolávací akce RC-2026-01', 'follow', must=specs_of['LD-210-1'],
     must_not=['SPEC-TD25#3', 'SPEC-FI1600#3'], kind='follow')
case('k32', 'serwis', 'HU', 'which machines use PCB-330-1', 'follow', must=specs_of['PCB-330-1'], kind='follow-part')

# replacement + stock
pl_new = [r for r in STOCK if r['part_c'] == 'LD-210-2' and DEALERS[r['dealer']]['market'] == 'PL']
case('k33', 'serwis', 'PL', 'jaki jest zamiennik LD-210-1 i kto ma go na stanie w polsce', 'follow',
     must=['BUL-2026-05#1'] + [f'STOCK#{r["key"]}' for r in pl_new if r['q'] > 0],
     must_not=[f'STOCK#{r["dealer"]}-LD2101' for r in pl_new] + [f'STOCK#{r["key"]}' for r in pl_new if r['q'] == 0],
     verdict='yes' if any(r['q'] > 0 for r in pl_new) else 'no', kind='replacement-stock',
     note=str({r['dealer']: r['q'] for r in pl_new}))
r = stock('BRQ', 'LD-210-2')
case('k34', 'serwis', 'CZ', 'náhrada za ld2101 skladem v Brně?', 'follow', must=['BUL-2026-05#1', 'STOCK#BRQ-LD2102'],
     must_not=['STOCK#BRQ-LD2101'], verdict='yes' if r['q'] > 0 else 'no', kind='replacement-stock',
     note=f'BRQ LD-210-2 = {r["q"]}')

# stock comparisons
a, c = stock('KRK', 'LD-210-2')['q'], stock('WAW', 'LD-210-2')['q']
case('k35', 'serwis', 'PL', 'czy Kraków ma więcej LD-210-2 niż Warszawa', 'calculate', must=['STOCK#KRK-LD2102', 'STOCK#WAW-LD2102'],
     verdict='yes' if a > c else 'no', kind='stock-compare', note=f'KRK {a}, WAW {c}')
a, c = stock('DEB', 'MB-450-1')['q'], stock('GYR', 'MB-450-1')['q']
case('k36', 'serwis', 'HU', 'több MB-450-1 van Debrecenben mint Győrben?', 'calculate', must=['STOCK#DEB-MB4501', 'STOCK#GYR-MB4501'],
     verdict='yes' if a > c else 'no', kind='stock-compare', note=f'DEB {a}, GYR {c}')

# negations
no_cert = [k for k, d in DEALERS.items() if d['certified'].lower() not in YES]
yes_cert = [k for k in DEALERS if k not in no_cert]
case('k37', 'serwis', 'PL', 'którzy dealerzy nie są certyfikowani', 'list', must=[f'DEALERS#{k}' for k in no_cert],
     must_not=[f'DEALERS#{k}' for k in yes_cert], verdict='yes', kind='negation')
cz_no = [k for k in no_cert if DEALERS[k]['market'] == 'CZ']
cz_yes = [k for k in yes_cert if DEALERS[k]['market'] == 'CZ']
case('k38', 'serwis', 'CZ', 'kteří prodejci v Česku nejsou certifikovaní', 'list', must=[f'DEALERS#{k}' for k in cz_no],
     must_not=[f'DEALERS#{k}' for k in cz_yes + no_cert if k not in cz_no], verdict='yes', kind='negation')
zero = [r for r in STOCK if r['part_c'] == 'HT-900-2' and r['q'] == 0]
some = [r for r in STOCK if r['part_c'] == 'HT-900-2' and r['q'] > 0]
case('k39', 'serwis', 'HU', 'dealers with no stock of HT-900-2', 'list', must=[f'STOCK#{r["key"]}' for r in zero],
     must_not=[f'STOCK#{r["key"]}' for r in some][:4], verdict='yes' if zero else 'no', kind='none-stock')
zero = [r for r in STOCK if r['part_c'] == 'PCB-330-1' and r['q'] == 0]
some = [r for r in STOCK if r['part_c'] == 'PCB-330-1' and r['q'] > 0]
case('k40', 'serwis', 'PL', 'ktorzy dealerzy nie maja pcb 330 1 na stanie', 'list', must=[f'STOCK#{r["key"]}' for r in zero],
     must_not=[f'STOCK#{r["key"]}' for r in some][:4], verdict='yes' if zero else 'no', kind='none-stock')

with open(OUT, 'w', encoding='utf-8') as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(cases), 'cases written to', OUT)
for c in cases:
    print(c['id'], c.get('figure', '-'), c.get('verdict', '-'), c['must'], c.get('note', ''))
