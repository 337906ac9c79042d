#!/usr/bin/env python3
"""Computes every expected figure, id and verdict of the cases from the corpus CSVs and writes cases.jsonl.
usage: expected.py [CORPUS] [OUT]   (defaults /tmp/h-c15/corpus, /tmp/h-c15/cases.jsonl)"""
import csv, json, re, sys
from collections import defaultdict

CORPUS = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c15/corpus'
OUT = sys.argv[2] if len(sys.argv) > 2 else '/tmp/h-c15/cases.jsonl'
DATE = '2026-11-20'
YES = {'yes', 'sì', 'si', 'ναι', 'evet'}
NO = {'no', 'όχι', 'hayır', 'hayir'}


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
    m = re.match(r'(?i)^(DM|BR|EN|BT|PC)[ -]?(\d{3})[ -]?(\d)$', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}-{m.group(3)}'


def serial(s):
    m = re.match(r'(?i)^(PT\d{2})[ -]?(\d{5})$', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}'


def iso(d):
    dd, mm, yy = d.split('/')
    return f'{yy}-{mm}-{dd}'


DEALERS = {r['key']: r for r in table('DEALERS')}
MK = {k: r['market'] for k, r in DEALERS.items()}
STOCK = table('STOCK')
for r in STOCK:
    r['part_c'] = part(r['part'])
    r['qty'] = int(r['qty'])
SALES = table('SALES')
for r in SALES:
    r['units'] = int(r['units'])
    r['rev'] = money(r['revenue_eur'])
    r['mk'] = MK[r['dealer']]
CLAIMS = table('CLAIMS')
for r in CLAIMS:
    r['date'] = iso(r['claim_date'])
    r['mk'] = MK[r['dealer']]
    r['h'] = float(r['repair_hours']) if r['repair_hours'] else None
    r['w'] = flag(r['warranty'])
    r['serial_c'] = serial(r['serial'])

cases = []


def case(id, q, persona, market, route, must=(), must_not=(), figure='absent', verdict=None, kind='', note=''):
    c = {'id': id, 'question': q, 'persona': persona, 'market': market, 'date': DATE, 'route': route,
         'must': list(must), 'must_not': list(must_not)}
    if figure != 'absent':
        c['figure'] = figure if figure is None else (round(figure, 4) if isinstance(figure, float) and figure != int(figure) else int(figure))
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
        if year and not r['month'].startswith(str(year)): continue
        if months and r['month'][:7] not in months: continue
        if dealer and r['dealer'] != dealer: continue
        out.append(r)
    return out


def by(rows, key, field='units'):
    d = defaultdict(float)
    for r in rows:
        d[r[key]] += r[field]
    return dict(d)


def top(d):
    k = max(d, key=d.get)
    assert list(d.values()).count(d[k]) == 1, d
    return k, d[k]


# --- sales (commerciale)
d = by(sales('DO-630', 'IT', 2026), 'dealer'); k, v = top(d)
case('e01', "chi ha venduto più DO-630 in italia quest'anno", 'commerciale', 'IT', 'calculate', figure=v, kind='ranking', note=f'{d}: {k}')
d = by(sales('CT-410', 'GR', 2026), 'dealer'); k, v = top(d)
case('e02', 'ποιος πούλησε τα περισσότερα CT-410 στην Ελλάδα φέτος', 'commerciale', 'GR', 'calculate', figure=v, kind='ranking', note=f'{d}: {k}')
d = by(sales('TM-250', 'TR', 2026), 'dealer'); k, v = top(d)
case('e03', "bu yıl türkiye'de en çok TM-250 kim sattı", 'commerciale', 'TR', 'calculate', figure=v, kind='ranking', note=f'{d}: {k}')
rows = sales('DO-630', 'GR', 2025)
case('e04', 'quanti Portis 630 venduti nel 2025 in grecia', 'commerciale', 'GR', 'calculate', figure=sum(r['units'] for r in rows), kind='sum',
     must_not=[f"SALES#{r['key']}" for r in sales('DO-630', 'CY', 2025)[:2]])
rows = sales('DO-630', 'CY', 2026)
case('e05', 'total revenue of the 630 in cyprus in 2026', 'commerciale', 'CY', 'calculate', figure=round(sum(r['rev'] for r in rows), 2), kind='sum-bare-number')
a = sum(r['units'] for r in sales('TM-250', 'IT', 2025)); b = sum(r['units'] for r in sales('TM-250', 'TR', 2025))
case('e06', 'did italy sell more TM-250 than turkey in 2025', 'commerciale', 'IT', 'calculate', verdict='yes' if a > b else 'no', kind='compare', note=f'IT {a} TR {b}')
a = sum(r['units'] for r in sales('SG-80', dealer='MIL', year=2026)); b = sum(r['units'] for r in sales('SG-80', dealer='ROM', year=2026))
case('e07', 'milano ha venduto più SG-80 di roma nel 2026?', 'commerciale', 'IT', 'calculate', verdict='yes' if a > b else 'no', kind='compare', note=f'MIL {a} ROM {b}')
d = by(sales('CT-410', year=2025), 'mk')
case('e08', 'average CT-410 units per market in 2025', 'commerciale', 'GR', 'calculate', figure=round(sum(d.values()) / len(d), 2), kind='average-per-group', note=str(d))
rows = sales('TM-250', 'CY', 2025)
case('e09', 'πόσα TM-250 πουλήθηκαν στην Κύπρο το 2025', 'commerciale', 'CY', 'calculate', figure=sum(r['units'] for r in rows), kind='sum')
rows = sales('SG-80', months={'2026-10'})
case('e10', 'kac adet sg80 satildi ekim 2026', 'commerciale', 'TR', 'calculate', figure=sum(r['units'] for r in rows), kind='sum-month')
d = by(sales('DO-630', year=2025), 'mk'); k, v = top(d)
case('e11', 'which market sold the most DO-630 last year', 'commerciale', 'IT', 'calculate', figure=v, kind='ranking-market', note=f'{d}: {k}')
rows = sales('TM-250', months={'2026-01', '2026-02', '2026-03'})
case('e12', 'total sales of the 250 in q1 2026', 'commerciale', 'TR', 'calculate', figure=sum(r['units'] for r in rows), kind='sum-bare-number')
# --- prices and access
case('e13', 'prezzo del logica 410', 'commerciale', 'IT', 'search', must=['PRICE-IT-2026#1'], figure=None, kind='price')
case('e14', 'τιμή του TM-250', 'commerciale', 'TR', 'search', must=['PRICE-TR-2026#1'], must_not=['PRICE-IT-2026#2'], figure=None, kind='price')
case('e15', 'prezzo di listino del 630', 'tecnico', 'IT', 'search', must_not=['PRICE-IT-2026#1', 'PRICE-IT-2026#2'], figure=None, kind='access')
case('e16', 'KALAMPOKORIZO project plan', 'tecnico', 'CY', 'search', must_not=['MGMT-2027#1', 'MGMT-2027#2'], figure=None, kind='access')
case('e17', 'what is project kalampokorizo', 'commerciale', 'CY', 'search', must_not=['MGMT-2027#1', 'MGMT-2027#2'], figure=None, kind='access')
case('e18', 'progetto kalampokorizo', 'direzione', 'CY', 'search', must=['MGMT-2027#1'], kind='access')
case('e19', 'how many claims in turkey this year', 'commerciale', 'TR', 'calculate', must_not=[f"CLAIMS#{r['key']}" for r in CLAIMS if r['mk'] == 'TR'][:3], figure=None, kind='access')
case('e20', 'quante vendite del CT-410 nel 2026', 'tecnico', 'IT', 'calculate', must_not=[f"SALES#{r['key']}" for r in sales('CT-410', year=2026)][:3], figure=None, kind='access')
# --- claims (tecnico)
n = [r for r in CLAIMS if r['mk'] == 'IT' and r['status'] == 'aperto']
case('e21', 'quanti reclami aperti in italia', 'tecnico', 'IT', 'calculate', figure=len(n), kind='count-status')
n = [r for r in CLAIMS if r['mk'] == 'GR' and r['status'] == 'ανοιχτή']
case('e22', 'πόσες ανοιχτές αξιώσεις στην Ελλάδα', 'tecnico', 'GR', 'calculate', figure=len(n), kind='count-status',
     must_not=[f"CLAIMS#{r['key']}" for r in CLAIMS if r['mk'] == 'CY' and r['status'] == 'ανοιχτή'])
n = [r for r in CLAIMS if r['mk'] == 'TR' and r['status'] == 'açık']
case('e23', 'kaç açık talep var türkiye', 'tecnico', 'TR', 'calculate', figure=len(n), kind='count-status')


def avg(rows):
    v = [r['h'] for r in rows if r['h'] is not None]
    return round(sum(v) / len(v), 4)


case('e24', 'average repair hours of TM-250 claims', 'tecnico', 'IT', 'calculate', figure=avg([r for r in CLAIMS if r['product'] == 'TM-250']), kind='average-blanks')
case('e25', 'μέσος όρος ωρών επισκευής στην Κύπρο', 'tecnico', 'CY', 'calculate', figure=avg([r for r in CLAIMS if r['mk'] == 'CY']), kind='average-blanks')
case('e26', 'ortalama saat talepler türkiye 2026', 'tecnico', 'TR', 'calculate', figure=avg([r for r in CLAIMS if r['mk'] == 'TR' and r['date'].startswith('2026')]), kind='average-blanks')
n = [r for r in CLAIMS if r['mk'] == 'CY' and not r['w']]
case('e27', 'how many claims without warranty in cyprus', 'tecnico', 'CY', 'calculate', figure=len(n), kind='negation')
n = [r for r in CLAIMS if not r['w'] and r['date'].startswith('2025')]
case('e28', 'quanti reclami non in garanzia nel 2025', 'tecnico', 'IT', 'calculate', figure=len(n), kind='negation')
n = [r for r in CLAIMS if not r['w']]
case('e29', 'πόσες αξιώσεις χωρίς εγγύηση', 'tecnico', 'GR', 'calculate', figure=len(n), kind='negation')
case('e30', 'kaç talep garanti kapsamında değil', 'tecnico', 'TR', 'calculate', figure=len(n), kind='negation-after')
v = [r['h'] for r in CLAIMS if r['product'] == 'SG-80' and r['date'].startswith('2026') and r['h'] is not None]
case('e31', 'max repair hours for SG-80 claims in 2026', 'tecnico', 'IT', 'calculate', figure=max(v), kind='maximum')
# --- recall / serials / follow
LO, HI = 'PT25-04000', 'PT25-06999'


def inr(s):
    return LO <= serial(s) <= HI


for id, q, mk, s in [('e32', 'is serial pt25 06102 affected by the recall', 'GR', 'pt25 06102'),
                     ('e33', "il motore PT2507941 è coinvolto nel richiamo?", 'IT', 'PT2507941'),
                     ('e34', 'ο κινητήρας με σειριακό pt24-05000 αφορά την ανάκληση;', 'GR', 'pt24-05000')]:
    case(id, q, 'tecnico', mk, 'follow', must=['RC-2026-03#1'], verdict='yes' if inr(s) else 'no', kind='serial')
case('e35', 'which products are affected by the door motor recall', 'tecnico', 'IT', 'follow', must=['SPEC-DO630#2', 'SPEC-CT410#3'],
     must_not=['SPEC-TM250#2', 'SPEC-SG80#2'], kind='recall-products')
case('e36', 'hangi ürünler geri çağırmadan etkilenen', 'tecnico', 'TR', 'follow', must=['SPEC-DO630#2', 'SPEC-CT410#3'],
     must_not=['SPEC-TM250#2', 'SPEC-SG80#2'], kind='recall-products')
IT_D = [k for k, m in MK.items() if m == 'IT']
has = [r for r in STOCK if r['part_c'] == 'DM-630-3' and r['dealer'] in IT_D and r['qty'] > 0]
zero = [r for r in STOCK if r['part_c'] == 'DM-630-3' and r['dealer'] in IT_D and r['qty'] == 0]
old = [r for r in STOCK if r['part_c'] == 'DM-630-2' and r['dealer'] in IT_D]
case('e37', 'what replaces dm6302 and who has it in stock in italy', 'tecnico', 'IT', 'follow', must=['SB-2026-07#1'] + [f"STOCK#{r['key']}" for r in has],
     must_not=[f"STOCK#{r['key']}" for r in zero + old], verdict='yes' if has else 'no', kind='replacement-stock')
izm = [r for r in STOCK if r['dealer'] == 'IZM' and r['part_c'] == 'DM-630-3'][0]
case('e38', "DM-630-2 yerine ne geçer, İzmir'de stokta var mı", 'tecnico', 'TR', 'follow', must=['SB-2026-07#1'],
     must_not=['STOCK#IZM-DM-630-2', f"STOCK#{izm['key']}"] if izm['qty'] == 0 else ['STOCK#IZM-DM-630-2'],
     verdict='yes' if izm['qty'] > 0 else 'no', kind='replacement-stock')
# --- dealers lists
notc = [k for k, r in DEALERS.items() if not flag(r['certified'])]
yesc = [k for k, r in DEALERS.items() if flag(r['certified'])]
case('e39', 'which dealers are not certified', 'commerciale', 'IT', 'list', must=[f'DEALERS#{k}' for k in sorted(notc)],
     must_not=[f'DEALERS#{k}' for k in sorted(yesc)], verdict='yes', kind='negation-list', note=f'not certified: {sorted(notc)}')
cy_no = [k for k in notc if MK[k] == 'CY']; cy_yes = [k for k in yesc if MK[k] == 'CY']
case('e40', 'ποιοι αντιπρόσωποι δεν είναι πιστοποιημένοι στην Κύπρο', 'tecnico', 'CY', 'list', must=[f'DEALERS#{k}' for k in cy_no],
     must_not=[f'DEALERS#{k}' for k in cy_yes + [x for x in notc if MK[x] != 'CY']], verdict='yes' if cy_no else 'no', kind='negation-list-el')

with open(OUT, 'w', encoding='utf-8') as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(cases), 'cases written to', OUT)
