"""Compute every expected id, figure and verdict of cases.jsonl from this corpus's CSVs (and the
document sections written for it), then write cases.jsonl. Written and run BEFORE any atlas
check / build / ask / eval.

    cd tests/corpora/compresso && python3 expected.py
"""
import csv, json, datetime, io
from collections import defaultdict

DATE = '2026-11-20'
D = lambda s: datetime.date.fromisoformat(s)

def table(name):
    with open(f'records/{name}.csv', encoding='utf-8') as f:
        lines = [l for l in f if not l.startswith('#')]
    return list(csv.DictReader(io.StringIO(''.join(lines))))

DEALERS, SALES, CLAIMS, STOCK = (table(n) for n in ('DEALERS', 'SALES', 'CLAIMS', 'STOCK'))
YES = {'yes', 'si', 'sì', 'ja', 'true'}
mk_of = {d['key']: d['market'] for d in DEALERS}

def between(r, a, b):
    return D(a) <= D(r['date']) <= D(b)

Y2026 = ('2026-01-01', '2026-12-31')
Y2025 = ('2025-01-01', '2025-12-31')
Q2 = ('2026-04-01', '2026-06-30')
Q3 = ('2026-07-01', '2026-09-30')
OCT = ('2026-10-01', '2026-10-31')
JAN = ('2026-01-01', '2026-01-31')
MAR = ('2026-03-01', '2026-03-31')

def sales(product=None, market=None, periods=(Y2026,), dealer=None):
    return [r for r in SALES
            if (product is None or r['product'] == product)
            and (market is None or r['market'] == market)
            and (dealer is None or r['dealer'] == dealer)
            and any(between(r, a, b) for a, b in periods)]

def total(rows, col='units'):
    return sum(int(r[col]) for r in rows)

def ids(table_name, rows, cap=8, first=3):
    keys = sorted(r['key'] for r in rows)
    if len(keys) > cap:
        keys = keys[:first]
    return [f'{table_name}#{k}' for k in keys]

def avg_nonblank(rows, col):
    vals = [float(r[col]) for r in rows if r[col].strip() != '']
    assert vals
    return round(sum(vals) / len(vals), 2), len(rows) - len(vals)

def one_not(rows_all, rows_in):
    """a near-miss row: in rows_all, not in rows_in (first by key)"""
    inn = {r['key'] for r in rows_in}
    rest = sorted(r['key'] for r in rows_all if r['key'] not in inn)
    return rest[:1]

cases = []
def case(id, q, persona, market, route, must=(), must_not=(), kind='', **kw):
    c = {'id': id, 'question': q, 'persona': persona, 'market': market, 'date': DATE,
         'route': route, 'must': list(must), 'must_not': list(must_not)}
    c.update({k: v for k, v in kw.items() if k != 'note'})
    c['kind'] = kind
    c['split'] = 'heldout'
    if 'note' in kw:
        c['note'] = kw['note']
    cases.append(c)

# ---------------- counts and sums with filters ----------------
r = sales('CP-55', 'IT')
near = [x for x in SALES if x['product'] == 'CP-55' and x['market'] == 'AT' and between(x, *Y2026)]
case('cx-01', 'how many cp-55 did we sell in italy this year', 'sales', 'IT', 'calculate',
     ids('SALES', r), ['SALES#' + near[0]['key']], 'sum-market-period', figure=total(r))

r = sales(None, 'AT', (Q2,))
near = [x for x in SALES if x['market'] == 'AT' and between(x, '2026-07-01', '2026-09-30')]
case('cx-02', 'total units sold in q2 in austria', 'sales', 'AT', 'calculate',
     ids('SALES', r), ['SALES#' + near[0]['key']], 'sum-quarter', figure=total(r))

r = sales('GX-210', 'IN', (OCT,))
near = [x for x in SALES if x['product'] == 'GX-210' and x['market'] == 'IN' and between(x, '2026-09-01', '2026-09-30')]
case('cx-03', 'how many gx 210 sold last month in india', 'sales', 'IN', 'calculate',
     ids('SALES', r), ['SALES#' + near[0]['key']], 'sum-last-month', figure=total(r))

r = sales('PW-3000', 'US', (JAN, MAR))
feb = sales('PW-3000', 'US', (('2026-02-01', '2026-02-28'),))
assert feb and total(feb) > 0
case('cx-04', 'how many pw3000 did we sell in the usa in january and march', 'sales', 'US', 'calculate',
     ids('SALES', r), ['SALES#' + sorted(x['key'] for x in feb)[0]], 'sum-two-months', figure=total(r),
     note=f'January + March 2026 only; February ({total(feb)} units) is not asked. FORMAT reads "X and Y" as the first to the last month')

r = [c for c in CLAIMS if c['product'] == 'GX-210' and between(c, *Y2026)]
near = [c for c in CLAIMS if c['product'] == 'GX-210' and between(c, *Y2025)]
case('cx-05', 'how many warranty claims for the 210 this year', 'workshop', 'US', 'calculate',
     ids('CLAIMS', r), ['CLAIMS#' + near[0]['key']], 'count-bare-number', figure=len(r))

r = [c for c in CLAIMS if c['status'] != 'closed']
near = [c for c in CLAIMS if c['status'] == 'closed']
case('cx-07', 'how many claims are not closed', 'workshop', 'US', 'calculate',
     ids('CLAIMS', r), ['CLAIMS#' + near[0]['key']], 'negation-value', figure=len(r))

r = [d for d in DEALERS if d['market'] == 'IN' and d['service_certified'].lower() in YES]
no = [d for d in DEALERS if d['market'] == 'IN' and d['service_certified'].lower() not in YES]
case('cx-08', 'how many dealers in india are service certified', 'workshop', 'IN', 'calculate',
     ids('DEALERS', r), ids('DEALERS', no), 'count-flag', figure=len(r))

r = [d for d in DEALERS if d['service_certified'].lower() not in YES]
yes = [d for d in DEALERS if d['service_certified'].lower() in YES]
case('cx-09', 'which dealers are not service certified', 'workshop', 'US', 'list',
     ids('DEALERS', r, cap=12), ids('DEALERS', yes, cap=12), 'negation-flag', verdict='yes',
     note='flag values written yes/no, si/no, ja/nein')

it_dealers = [d['key'] for d in DEALERS if d['market'] == 'IT']
has = {s['dealer'] for s in STOCK if s['part'] == 'VR-4411' and int(s['quantity']) > 0}
none_ = [k for k in it_dealers if k not in has]
pos_rows = [s for s in STOCK if s['part'] == 'VR-4411' and int(s['quantity']) > 0 and s['dealer'] in it_dealers]
case('cx-10', 'which dealers in italy have no vr-4411 in stock', 'workshop', 'IT', 'list',
     [], ids('STOCK', pos_rows), 'negation-none', verdict='yes',
     note=f'truth: {none_} have none (one with a row of 0, one with no row at all)')

r = [c for c in CLAIMS if c['product'] == 'CP-55']
a, blanks = avg_nonblank(r, 'run_hours'); assert blanks > 0
case('cx-11', 'average run hours of cp-55 claims', 'workshop', 'US', 'calculate',
     ids('CLAIMS', r), [], 'average-blanks', figure=a, note=f'{len(r)} claims, {blanks} with blank run hours')

# ---------------- per group, top and bottom ----------------
r = sales('CP-55', 'US')
per = defaultdict(int)
for x in r: per[x['dealer']] += int(x['units'])
top = sorted(per.items(), key=lambda kv: -kv[1]); assert top[0][1] > top[1][1]
best = [x for x in r if x['dealer'] == top[0][0]]
case('cx-13', 'which dealer sold the most cp-55 in the US this year', 'sales', 'US', 'calculate',
     ids('SALES', best), [], 'rank-top', figure=top[0][1], note=f'per-dealer totals {top}')

r = sales('CP-55', None, (Y2025,))
per = defaultdict(int)
for x in r: per[x['market']] += int(x['units'])
bot = sorted(per.items(), key=lambda kv: kv[1]); assert bot[0][1] < bot[1][1] and len(bot) == 4
case('cx-14', 'which market sold the least cp-55 in 2025', 'sales', 'IT', 'calculate',
     [], [], 'rank-bottom', figure=bot[0][1], note=f'per-market totals {bot}: {bot[0][0]}')

r = [c for c in CLAIMS if c['status'] == 'open']
per = defaultdict(list)
for c in r: per[c['dealer']].append(c)
top = sorted(per.items(), key=lambda kv: -len(kv[1])); assert len(top[0][1]) > len(top[1][1])
case('cx-15', 'which dealer has the most open claims', 'workshop', 'US', 'calculate',
     ids('CLAIMS', top[0][1]), [], 'rank-count', figure=len(top[0][1]),
     note=f'open claims per dealer {[(k, len(v)) for k, v in top]}')

# ---------------- comparison ----------------
it = total(sales('PW-3000', 'IT')); at = total(sales('PW-3000', 'AT')); assert it != at
case('cx-16', 'did italy sell more pw-3000 than austria this year', 'sales', 'IT', 'calculate',
     [], [], 'compare', verdict='yes' if it > at else 'no', note=f'IT {it}, AT {at}')

# ---------------- follow: recall, replacement, stock, serials ----------------
rep = [s for s in STOCK if s['part'] == 'VR-4411' and int(s['quantity']) > 0]
zero = [s for s in STOCK if s['part'] == 'VR-4411' and int(s['quantity']) == 0]
old = [s for s in STOCK if s['part'] == 'VR-4410']
case('cx-18', 'what replaces the vr 4410 and who has it in stock', 'workshop', 'US', 'follow',
     ['RECALL-2026-03#2'] + ids('STOCK', rep, cap=12), ids('STOCK', zero + old, cap=12), 'replacement-stock')

USES = ['SPEC-CP55#3', 'SPEC-CP110#3']       # the two spec sections naming VR-4410 (VR 4410, VR4410)
NOT_USES = ['SPEC-PW3000#3', 'SPEC-PW1800#3', 'SPEC-GX210#3', 'SPEC-GX450#3']
case('cx-19', 'which products are affected by the relief valve recall', 'workshop', 'AT', 'follow',
     ['RECALL-2026-03#1'] + USES, NOT_USES + ['QUALITY-2026#1'], 'recall-products',
     note='the bulletin names the part only; CP-55 and CP-110 through their specs')
case('cx-20', 'is the cp 110 affected by the vr4410 recall', 'workshop', 'IN', 'follow',
     ['SPEC-CP110#3'], [], 'recall-product-yes', verdict='yes')
case('cx-21', 'is the pw-3000 affected by the valve recall', 'workshop', 'US', 'follow',
     [], [], 'recall-product-no', verdict='no', note='PW-3000 has a thermal relief valve but no VR-4410')

lo, hi = 'GX210-A1000', 'GX210-A1999'
def inside(s): return len(s) == len(lo) and lo <= s <= hi
assert inside('GX210-A1540') and inside('GX210-A1005')
case('cx-22', 'is serial gx210-a1540 affected', 'workshop', 'IT', 'follow',
     ['NOTICE-GX210-FV#2'], [], 'serial-yes', verdict='yes')
case('cx-23', 'gx210 a1540 is it affected', 'workshop', 'US', 'follow',
     [], ['NOTICE-GX210-FV#1', 'NOTICE-GX210-FV#2', 'NOTICE-GX210-FV#3'], 'serial-other-market', verdict='no',
     note='the notice is for IT and AT only; asked from the US')

# ---------------- specs, two facts ----------------
case('cx-25', 'oil capacity of the 210', 'workshop', 'US', 'search',
     ['SPEC-GX210#2'], ['SPEC-GX450#2'], 'spec-bare-number', figure=None)
case('cx-28', 'oil change interval and oil type for the cp 110', 'workshop', 'US', 'search',
     ['SERVICE-COMP#2', 'SERVICE-COMP#3'], [], 'two-facts', figure=None)
r = sales('GX-450', None)
case('cx-29', 'what is the weight of the gx-450 and how many did we sell this year', 'manager', 'US', 'search',
     ['SPEC-GX450#2'], [], 'two-questions', figure=total(r), note='first side search; second side sums GX-450 units 2026, every market')

# ---------------- market-code words used as words ----------------
r = sales('GX-210', 'US', (Q3,))
case('cx-31', 'how many gx-210 did we sell in the us last quarter', 'sales', 'US', 'calculate',
     ids('SALES', r), [], 'market-word-us', figure=total(r),
     note='"the us" typed lower case: the staff mean the United States (FORMAT reads lower-case common words as words)')
g = [s for s in STOCK if s['dealer'] == 'GRZ' and s['part'] == 'AF-1120']; assert g and int(g[0]['quantity']) == 0
case('cx-32', 'is af 1120 in stock at the graz dealer', 'workshop', 'AT', 'list',
     [], [], 'available-at', verdict='no', note='GRZ holds a row of 0')
p = [s for s in STOCK if s['dealer'] == 'PNQ' and s['part'] == 'OF-2050']
case('cx-33', 'how many of-2050 does the pune dealer have in stock', 'workshop', 'IN', 'calculate',
     ['STOCK#PNQ-OF-2050'], ['STOCK#MAA-OF-2050'], 'stock-quantity', figure=int(p[0]['quantity']))

# ---------------- cannot be answered ----------------
case('cx-34', 'total sales revenue in italy this year', 'sales', 'IT', 'calculate',
     [], [], 'unanswerable', figure=None, note='sales hold units only, no revenue')
case('cx-36', 'how many pw-3000 did we sell in india during monsoon season', 'sales', 'IN', 'calculate',
     [], [], 'unanswerable', figure=None, note='no season is defined; IN does not even sell the PW-3000')
case('cx-37', 'how many hours mtbf for the cp 110', 'workshop', 'US', 'search',
     [], [], 'unanswerable', figure=None, note='no MTBF anywhere; must not be a figure over claim run hours')
case('cx-38', 'zephyrine test results relief valve', 'workshop', 'US', 'search',
     [], ['QUALITY-2026#1', 'QUALITY-2026#2'], 'access', figure=None)

# ---------------- Italian ----------------
r = sales('PW-3000', 'IT')
case('cx-39', "quante pw-3000 abbiamo venduto in italia quest'anno", 'sales', 'IT', 'calculate',
     ids('SALES', r), [], 'it-sum', figure=total(r))
r = [c for c in CLAIMS if c['status'] == 'open' and c['market'] == 'IT']
case('cx-40', 'quanti reclami aperti in italia', 'workshop', 'IT', 'calculate',
     ids('CLAIMS', r), [], 'it-count-status', figure=len(r))
case('cx-41', 'quali modelli usano la valvola vr4410', 'workshop', 'IT', 'follow',
     USES, NOT_USES, 'it-uses')
r = [c for c in CLAIMS if c['product'] == 'GX-210']
a, blanks = avg_nonblank(r, 'run_hours'); assert blanks > 0
a_del, _ = avg_nonblank([c for c in r if c['dealer'] == 'DEL'], 'run_hours')
case('cx-42', 'media ore di funzionamento dei reclami del gx-210', 'workshop', 'IT', 'calculate',
     ids('CLAIMS', r), [], 'it-average-blanks', figure=a,
     note=f'"del" is Italian "of the", and also the dealer key DEL (DEL alone would give {a_del})')
case('cx-43', 'durata della garanzia in italia', 'workshop', 'IT', 'search',
     ['GARANZIA-IT#1'], ['GARANTIE-AT#1', 'WARRANTY-US-IN#1'], 'it-search', figure=None)
case('cx-44', 'coppia di serraggio testata cp 55', 'workshop', 'IT', 'search',
     ['MANUTENZIONE-CP55-IT#2'], [], 'it-search', figure=None)

# ---------------- German ----------------
r = sales('GX-450', 'AT', (Q3,))
case('cx-45', 'wie viele gx-450 haben wir in österreich im q3 verkauft', 'sales', 'AT', 'calculate',
     ids('SALES', r), [], 'de-sum', figure=total(r))
r = [d for d in DEALERS if d['market'] == 'AT' and d['service_certified'].lower() not in YES]
y = [d for d in DEALERS if d['market'] == 'AT' and d['service_certified'].lower() in YES]
case('cx-46', 'welche händler in österreich sind nicht zertifiziert', 'workshop', 'AT', 'list',
     ids('DEALERS', r), ids('DEALERS', y), 'de-negation-flag', verdict='yes')
case('cx-47', 'ist die seriennummer gx210-a1005 betroffen', 'workshop', 'AT', 'follow',
     ['NOTICE-GX210-FV#2'], [], 'de-serial', verdict='yes')
case('cx-48', 'ölwechsel intervall gx 210', 'workshop', 'AT', 'search',
     ['WARTUNG-GX#1'], [], 'de-search', figure=None)

assert len(cases) == 40, len(cases)
with open('cases.jsonl', 'w', encoding='utf-8') as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + '\n')
for c in cases:
    print(c['id'], c['route'], c.get('figure', '-'), c.get('verdict', '-'), c.get('note', ''))
