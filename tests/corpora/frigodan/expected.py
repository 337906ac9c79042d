#!/usr/bin/env python3
"""Frigodan cases: every figure, id and verdict computed from the corpus's CSVs (never from Atlas).
usage: expected.py [CORPUS] [OUT]   (defaults /tmp/h-c16/corpus, /tmp/h-c16/cases.jsonl)"""
import csv, json, re, sys
from collections import defaultdict

CORPUS = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c16/corpus'
OUT = sys.argv[2] if len(sys.argv) > 2 else '/tmp/h-c16/cases.jsonl'
DATE = '2026-11-20'
YES = {'da', 'yes', 'да'}
NO = {'nu', 'ne', 'no', 'не'}


def flag(v):
    v = v.strip().lower()
    if v in YES:
        return True
    if v in NO:
        return False
    raise ValueError(v)


def table(name):
    with open(f'{CORPUS}/records/{name}.csv', encoding='utf-8') as f:
        lines = [l for l in f if not l.startswith('#')]
    return list(csv.DictReader(lines, delimiter=';'))


def money(s):
    return float(s.replace('.', '').replace(',', '.'))


def part(s):
    m = re.fullmatch(r'(?i)(CP|FM|SN|VL)[ -]?(\d{2,3}?)[ -]?(\d)', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}-{m.group(3)}'


def iso(d):
    dd, mm, yy = d.split('.')
    return f'{yy}-{mm}-{dd}'


DEALERS = table('DEALERS')
MK = {d['key']: d['market'] for d in DEALERS}
CERT = {d['key']: flag(d['certified']) for d in DEALERS}
STOCK = table('STOCK')
for r in STOCK:
    r['p'] = part(r['part'])
    r['q'] = int(r['quantity'])
SALES = table('SALES')
for r in SALES:
    r['d'] = iso(r['date'])
    r['u'] = int(r['units'])
    r['rev'] = money(r['revenue_eur'])
    r['mk'] = MK[r['dealer']]
CLAIMS = table('CLAIMS')
for r in CLAIMS:
    r['d'] = iso(r['claim_date'])
    r['h'] = None if r['repair_hours'] == '' else float(r['repair_hours'].replace(',', '.'))
    r['w'] = flag(r['warranty'])
    r['mk'] = MK[r['dealer']]
OPEN = {'deschis', 'отворена', 'otvoreno', 'odprto'}

cases = []


def case(id, q, persona, market, route, must=(), must_not=(), figure='absent', verdict=None, kind='', note=''):
    c = {'id': id, 'question': q, 'persona': persona, 'market': market, 'date': DATE, 'route': route,
         'must': list(must), 'must_not': list(must_not)}
    if figure != 'absent':
        c['figure'] = figure
    if verdict:
        c['verdict'] = verdict
    c['kind'] = kind
    c['split'] = 'heldout'
    if note:
        c['note'] = note
    cases.append(c)


def sales(product=None, mk=None, year=None, months=None, dealer=None):
    out = []
    for r in SALES:
        if product and r['product'] != product: continue
        if mk and r['mk'] != mk: continue
        if year and not r['d'].startswith(str(year)): continue
        if months and int(r['d'][5:7]) not in months: continue
        if dealer and r['dealer'] != dealer: continue
        out.append(r)
    return out


def by(rows, key, field='u'):
    d = defaultdict(float)
    for r in rows:
        d[r[key]] += r[field]
    return dict(d)


def top(d):
    best = max(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, ('tie', d)
    return winners[0], best


def num(x):
    return int(x) if float(x).is_integer() else round(x, 4)


# ---------------------------------------------------------------- sales (persona vanzari)
for id, q, mkt, prod, mk in [
    ('f01', 'cine a vandut cele mai multe VX-900 in romania anul acesta', 'RO', 'VX-900', 'RO'),
    ('f02', 'кой е продал най-много IM-45 в България тази година', 'BG', 'IM-45', 'BG'),
    ('f03', 'tko je prodao najvise CU-380 u hrvatskoj ove godine', 'HR', 'CU-380', 'HR'),
    ('f04', 'kdo je prodal največ EC-7 v sloveniji letos', 'SI', 'EC-7', 'SI'),
]:
    d = by(sales(prod, mk, 2026), 'dealer')
    k, v = top(d)
    case(id, q, 'vanzari', mkt, 'calculate', figure=num(v), kind='ranking', note=f'{d}: {k}')

rows = sales('CU-380', 'HR', 2025)
case('f05', 'koliko je prodano 380 u hrvatskoj u 2025', 'vanzari', 'HR', 'calculate',
     figure=num(sum(r['u'] for r in rows)), kind='sum-bare-number', note=f'{len(rows)} rows')
rows = sales('EC-7', 'RO', 2026, [3])
case('f06', 'колко EC-7 са продадени в Румъния през март 2026', 'vanzari', 'BG', 'calculate',
     figure=num(sum(r['u'] for r in rows)), kind='sum-month', note=f'{len(rows)} rows')
a = sum(r['u'] for r in sales('IM-45', 'RO', 2025)); b = sum(r['u'] for r in sales('IM-45', 'BG', 2025))
case('f07', 'romania a vandut mai multe IM-45 decat bulgaria in 2025?', 'vanzari', 'RO', 'calculate',
     verdict='yes' if a > b else 'no', kind='compare-markets', note=f'RO {a}, BG {b}')
a = sum(r['u'] for r in sales('VX-900', None, 2026, dealer='ZAG')); b = sum(r['u'] for r in sales('VX-900', None, 2026, dealer='SPL'))
case('f08', 'did zagreb sell more VX-900 than split in 2026', 'vanzari', 'HR', 'calculate',
     verdict='yes' if a > b else 'no', kind='compare-dealers', note=f'ZAG {a}, SPL {b}')
rows = sales('CU-380', 'SI', 2025)
case('f09', 'total revenue CU-380 slovenia 2025', 'vanzari', 'SI', 'calculate',
     figure=round(sum(r['rev'] for r in rows), 2), kind='sum-thousands', note=f'{len(rows)} rows, revenue_eur with dot thousands')
d = by(sales('EC-7', None, 2025), 'mk')
case('f10', 'average EC-7 units per market in 2025', 'vanzari', 'RO', 'calculate',
     figure=round(sum(d.values()) / len(d), 2), kind='average-per-market', note=f'{d}')
d = by(sales('IM-45', None, 2025), 'mk')
k, v = top(d)
case('f11', 'which market sold the most IM-45 last year', 'vanzari', 'BG', 'calculate', figure=num(v),
     kind='ranking-market', note=f'{d}: {k}')
rows = sales('VX-900', 'BG', 2026, [4, 5, 6])
case('f12', 'cate vx900 s-au vandut in bulgaria in q2 2026', 'vanzari', 'RO', 'calculate',
     figure=num(sum(r['u'] for r in rows)), kind='sum-quarter', note=f'{len(rows)} rows')

# ---------------------------------------------------------------- stock and replacement (persona tehnician)
S = {(r['dealer'], r['p']): r for r in STOCK}
ro_new = [f'STOCK#{d}-CP-220-4' for d in MK if MK[d] == 'RO' and S[(d, 'CP-220-4')]['q'] > 0]
ro_zero = [f'STOCK#{d}-CP-220-4' for d in MK if MK[d] == 'RO' and S[(d, 'CP-220-4')]['q'] == 0]
ro_old = [f'STOCK#{d}-CP-220-3' for d in MK if MK[d] == 'RO']
case('f13', 'ce înlocuiește CP-220-3 și cine îl are în stoc în România', 'tehnician', 'RO', 'follow',
     must=ro_new, must_not=ro_zero + ro_old, verdict='yes', kind='replacement-stock',
     note='SB-2026-08: CP-220-4 replaces CP-220-3; RO CP-220-4 rows with stock')
q = S[('PLV', 'CP-220-4')]['q']
case('f14', 'какво заменя cp2203 и има ли го в наличност в Пловдив', 'tehnician', 'BG', 'follow',
     must=[], must_not=['STOCK#PLV-CP-220-3'], verdict='yes' if q > 0 else 'no', kind='replacement-stock',
     note=f'PLV CP-220-4 = {q}')
q = S[('ZAG', 'CP-220-4')]['q']
case('f15', 'zamjena za CP 220 3 na zalihi u zagrebu', 'tehnician', 'HR', 'follow',
     must=['STOCK#ZAG-CP-220-4'], must_not=['STOCK#ZAG-CP-220-3'], verdict='yes' if q > 0 else 'no',
     kind='replacement-stock', note=f'ZAG CP-220-4 = {q}')
q = S[('MAR', 'FM-12-1')]['q']
case('f16', 'does the Maribor dealer have FM-12-1 in stock', 'tehnician', 'SI', 'list',
     must=['STOCK#MAR-FM-12-1'], verdict='yes' if q > 0 else 'no', kind='stock-dealer', note=f'MAR FM-12-1 = {q}')
q = S[('LJU', 'FM-12-1')]['q']
case('f17', 'koliko FM-12-1 ima na zalogi v ljubljani', 'tehnician', 'SI', 'calculate',
     must=['STOCK#LJU-FM-12-1'], figure=q, kind='stock-quantity')
zero = [f'STOCK#{d}-SN-40-2' for d in MK if S[(d, 'SN-40-2')]['q'] == 0]
pos = [f'STOCK#{d}-SN-40-2' for d in MK if S[(d, 'SN-40-2')]['q'] > 0]
case('f18', 'which dealers have no SN-40-2', 'tehnician', 'BG', 'list', must=zero, must_not=pos, verdict='yes',
     kind='stock-none', note='dealers holding 0')
tot = sum(S[(d, 'CP-220-4')]['q'] for d in MK if MK[d] == 'BG')
case('f19', 'total stoc CP-220-4 in bulgaria', 'tehnician', 'BG', 'calculate', figure=tot, kind='stock-sum-market',
     note='market via dealer')

# ---------------------------------------------------------------- recall (persona tehnician)
case('f20', 'which products are affected by the compresor recall', 'tehnician', 'HR', 'follow',
     must=['SPEC-IM45#2', 'SPEC-CU380#2'], must_not=['SPEC-EC7#2', 'SPEC-VX900#2'], kind='recall-products',
     note='RC-2026-04 names CP-220-3 only; IM-45 writes CP 220 3, CU-380 writes cp2203')
case('f21', 'ce produse sunt afectate de rechemarea compresorului', 'tehnician', 'RO', 'follow',
     must=['SPEC-IM45#2', 'SPEC-CU380#2'], must_not=['SPEC-EC7#2', 'SPEC-VX900#2'], kind='recall-products')


def inrange(s):
    return 'RD25K-2000' <= s <= 'RD25K-5999'


case('f22', 'серийният номер rd25k 4410 засегнат ли е от изтеглянето', 'tehnician', 'BG', 'follow',
     must=['RC-2026-04#2'], verdict='yes' if inrange('RD25K-4410') else 'no', kind='serial')
case('f23', 'je li serijski broj Rd25k1999 obuhvaćen opozivom', 'tehnician', 'HR', 'follow',
     must=['RC-2026-04#2'], verdict='yes' if inrange('RD25K-1999') else 'no', kind='serial')

# ---------------------------------------------------------------- warranty, maintenance (search)
case('f24', 'cate luni garantie in romania', 'tehnician', 'RO', 'search', must=['WARR-RO#1'],
     must_not=['WARR-BG#1', 'WARR-HR#1', 'WARR-SI#1'], kind='warranty', note='24 luni')
case('f25', 'kolko meseca e garanciyata', 'tehnician', 'BG', 'search', must=['WARR-BG#1'],
     must_not=['WARR-RO#1', 'WARR-HR#1', 'WARR-SI#1'], kind='warranty-translit', note='36 месеца')
case('f26', 'warranty period croatia 380', 'tehnician', 'HR', 'search', must=['WARR-HR#1'],
     must_not=['WARR-RO#1', 'WARR-BG#1', 'WARR-SI#1'], kind='warranty-bare-number', note='18 mjeseci')
case('f27', 'kako pogosto ocistim kondenzator agregata 380', 'tehnician', 'SI', 'search', must=['MAINT-CU380#2'],
     kind='maintenance', note='every 3 months')

# ---------------------------------------------------------------- claims (persona tehnician)


def avg(rows):
    hs = [r['h'] for r in rows if r['h'] is not None]
    return round(sum(hs) / len(hs), 4), len(rows) - len(hs)


rows = [r for r in CLAIMS if r['product'] == 'CU-380']
v, blanks = avg(rows)
case('f28', 'average repair hours for CU-380 claims', 'tehnician', 'RO', 'calculate', figure=v,
     kind='average-blanks', note=f'{len(rows)} rows, {blanks} blank')
rows = [r for r in CLAIMS if r['mk'] == 'RO' and r['d'].startswith('2026')]
v, blanks = avg(rows)
case('f29', 'media orelor de reparatie la reclamatiile din romania in 2026', 'tehnician', 'RO', 'calculate', figure=v,
     kind='average-blanks', note=f'{len(rows)} rows, {blanks} blank')
rows = [r for r in CLAIMS if r['mk'] == 'BG' and r['status'] in OPEN]
case('f30', 'колко отворени рекламации има в България', 'tehnician', 'BG', 'calculate', figure=len(rows),
     kind='count-status', note=' '.join(r['key'] for r in rows))
rows = [r for r in CLAIMS if r['mk'] == 'HR' and not r['w']]
case('f31', 'koliko reklamacija bez jamstva u hrvatskoj', 'tehnician', 'HR', 'calculate', figure=len(rows),
     kind='count-negated-flag', note=' '.join(r['key'] for r in rows))

# ---------------------------------------------------------------- dealers (list)
unc = [f'DEALERS#{d}' for d in MK if not CERT[d]]
cer = [f'DEALERS#{d}' for d in MK if CERT[d]]
case('f32', 'which dealers are not certifed', 'tehnician', 'SI', 'list', must=unc, must_not=cer, verdict='yes',
     kind='negated-flag-typo')
case('f33', 'кои дилъри не са сертифицирани', 'vanzari', 'BG', 'list', must=unc, must_not=cer, verdict='yes',
     kind='negated-flag')
ro_unc = [f'DEALERS#{d}' for d in MK if MK[d] == 'RO' and not CERT[d]]
case('f34', 'care dealeri nu sunt certificati in romania', 'vanzari', 'RO', 'list', must=ro_unc,
     must_not=[x for x in cer if MK[x.split('#')[1]] == 'RO'] + [x for x in unc if MK[x.split('#')[1]] != 'RO'],
     verdict='yes', kind='negated-flag-market')
n = sum(1 for d in MK if MK[d] == 'SI' and not CERT[d])
case('f35', 'koliko dilera u sloveniji nije certificirano', 'tehnician', 'SI', 'calculate', figure=n,
     kind='count-negated-flag')

# ---------------------------------------------------------------- access, price, period
case('f36', 'pret IM-45', 'vanzari', 'RO', 'search', must=['PRICE-RO#1'], must_not=['PRICE-BG#1', 'PRICE-EU#1'],
     kind='price', note='9.870,50 lei')
case('f37', 'cat costa vitrina VX-900', 'tehnician', 'RO', 'search', must_not=['PRICE-RO#1', 'PRICE-BG#1', 'PRICE-EU#1'],
     figure=None, kind='access', note='price lists are sales only')
case('f38', 'колко рекламации за IM-45 тази година', 'vanzari', 'BG', 'calculate', figure=None, kind='access',
     note='CLAIMS is service only')
case('f39', 'PRUNAKOVICA plan 2027', 'tehnician', 'HR', 'search', must_not=['MGMT-2027#1'], kind='access-canary')
case('f40', 'cate VX-900 s-au vandut in 2024', 'vanzari', 'RO', 'calculate', figure=None, kind='period-outside',
     note='SALES holds 2025-01..2026-10')

assert len(cases) == 40, len(cases)
with open(OUT, 'w', encoding='utf-8') as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + '\n')
print('wrote', len(cases), 'cases to', OUT)
