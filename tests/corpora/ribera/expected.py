#!/usr/bin/env python3
"""Truths computed from records/*.csv (never from the engine)."""
import csv, os, datetime
HERE = os.path.dirname(os.path.abspath(__file__))
D = datetime.date
TODAY = D(2026, 12, 7)

def _read(name, sep=','):
    with open(os.path.join(HERE, 'records', name), encoding='utf-8') as f:
        lines = [l for l in f if not l.startswith('#')]
    return list(csv.DictReader(lines, delimiter=sep))

def num(s):
    s = s.strip()
    return None if s == '' else float(s.replace(',', '.'))

def pdate(s):
    if '/' in s:
        d, m, y = s.split('/'); return D(int(y), int(m), int(d))
    y, m, d = s.split('-'); return D(int(y), int(m), int(d))

DEALERS = _read('DEALERS.csv')
SALES = _read('SALES.csv')
STOCK = _read('STOCK.csv')
CLAIMS = _read('CLAIMS.csv', ';')
REVENUE = _read('REVENUE.csv')
DMK = {r['key']: r['market'] for r in DEALERS}
YESW = {'sí', 'si', 'sim', 'yes'}

def certified(r): return r['certified_solar'].lower() in YESW

OPEN = {'abierto', 'aberto', 'open'}
CLOSED = {'cerrado', 'fechado', 'closed'}
PENDING = {'pendiente', 'pendente', 'pending'}

def in_monthly(d, a, b):
    """monthly rows count when the month's 15th is in [a, b]"""
    mid = D(d.year, d.month, 15)
    return a <= mid <= b

def sales(market=None, product=None, a=None, b=None, dealer=None):
    out = []
    for r in SALES:
        d = pdate(r['date'])
        if market and r['market'] not in (market if isinstance(market, (set, list, tuple)) else {market}): continue
        if product and r['product'] != product: continue
        if dealer and r['dealer'] != dealer: continue
        if a and not in_monthly(d, a, b): continue
        out.append(r)
    return out

def units(rows): return sum(int(r['units']) for r in rows)

def claims(market=None, product=None, a=None, b=None, status=None, part=None, exclude_market=None):
    out = []
    for r in CLAIMS:
        d = pdate(r['date'])
        if market and r['market'] != market: continue
        if exclude_market and r['market'] == exclude_market: continue
        if product and r['product'] != product: continue
        if part and r['part'] != part: continue
        if a and not (a <= d <= b): continue
        if status and r['status'] not in status: continue
        out.append(r)
    return out

def ids(table, rows): return [f"{table}#{r['key']}" for r in rows]

def stock(part=None, market=None, dealer=None):
    return [r for r in STOCK if (not part or r['part'] == part) and (not market or DMK[r['dealer']] == market)
            and (not dealer or r['dealer'] == dealer)]

def revenue(market=None, a=None, b=None):
    return [r for r in REVENUE if (not market or r['market'] == market) and (not a or in_monthly(pdate(r['date']), a, b))]

# recall ranges (as written in the bulletins)
RECALL_ALL = [('2603-00100', '2603-04500'), ('2604-00001', '2604-01200')]
RECALL_BR = [('2601-00001', '2601-00900')]
def in_ranges(s, ranges): return any(a <= s <= b for a, b in ranges)

# periods on 2026-12-07
P = {
 'marzo': (D(2026,3,1), D(2026,3,31)),
 '3er trimestre': (D(2026,7,1), D(2026,9,30)),
 'el año pasado': (D(2025,1,1), D(2025,12,31)),
 'desde enero': (D(2026,1,1), TODAY),
 'este año': (D(2026,1,1), TODAY),
 'este mes': (D(2026,12,1), TODAY),
 '2025': (D(2025,1,1), D(2025,12,31)),
 'mayo 2025': (D(2025,5,1), D(2025,5,31)),
 '1er semestre': (D(2026,1,1), D(2026,6,30)),
 'noviembre': (D(2026,11,1), D(2026,11,30)),
}

if __name__ == '__main__':
    print('dealers', len(DEALERS), 'sales', len(SALES), 'claims', len(CLAIMS))
    for m in ['MX','BR','AR','CL','CO','PE']:
        print(m, 'cert', [r['key'] for r in DEALERS if r['market']==m and certified(r)],
              'claims', len(claims(market=m)), 'units2025', units(sales(market=m, a=P['2025'][0], b=P['2025'][1])))
