#!/usr/bin/env python3
"""Sahel Hydro cases: every figure, id and verdict computed from the corpus's CSVs (never from Atlas).
usage: expected.py [CORPUS] [OUT]   (defaults /tmp/h-c18/corpus, /tmp/h-c18/cases.jsonl)
Importable: probes reuse table(), sales(), by(), top(), avg(), claims(), MK, CERT, STOCKQ, inrange()."""
import csv, json, re, sys
from collections import defaultdict

CORPUS = sys.argv[1] if len(sys.argv) > 1 and __name__ == '__main__' else '/tmp/h-c18/corpus'
OUT = sys.argv[2] if len(sys.argv) > 2 and __name__ == '__main__' else '/tmp/h-c18/cases.jsonl'
DATE = '2026-11-20'
YES = {'yes', 'oui', 'نعم'}
NO = {'no', 'non', 'لا'}


def flag(v):
    v = v.strip().lower()
    if v in YES: return True
    if v in NO: return False
    raise ValueError(v)


def table(name):
    with open(f'{CORPUS}/records/{name}.csv', encoding='utf-8') as f:
        lines = [l for l in f if not l.startswith('#')]
    return list(csv.DictReader(lines, delimiter=';'))


def money(s):
    return float(s.replace(' ', '').replace(',', '.'))


def part(s):
    m = re.fullmatch(r'(?i)(IMP|CAP|FLT|FSW)[ -]?(\d{2})[ -]?(\d)', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}-{m.group(3)}'


def serial(s):
    m = re.fullmatch(r'(?i)(SH\d{2}[A-Z])[ -]?(\d{4})', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}'


def iso(d):
    dd, mm, yy = d.split('/')
    return f'{yy}-{int(mm):02d}-{int(dd):02d}'


DEALERS = table('DEALERS')
MK = {d['key']: d['market'] for d in DEALERS}
CITY = {d['key']: d['city'] for d in DEALERS}
CERT = {d['key']: flag(d['certified']) for d in DEALERS}
STOCK = table('STOCK')
for r in STOCK:
    r['p'] = part(r['part']); r['q'] = int(r['quantity'])
STOCKQ = {(r['dealer'], r['p']): r['q'] for r in STOCK}
SALES = table('SALES')
for r in SALES:
    r['d'] = iso(r['date']); r['u'] = int(r['units']); r['amt'] = money(r['amount_usd']); r['mk'] = MK[r['dealer']]
CLAIMS = table('CLAIMS')
for r in CLAIMS:
    r['d'] = iso(r['claim_date'])
    r['h'] = None if r['repair_hours'] == '' else float(r['repair_hours'].replace(',', '.'))
    r['w'] = flag(r['warranty']); r['mk'] = MK[r['dealer']]; r['s'] = serial(r['serial'])
OPEN = {'مفتوح', 'ouvert', 'open'}


def sales(product=None, mk=None, year=None, months=None, dealer=None, not_mk=None):
    out = []
    for r in SALES:
        if product and r['product'] != product: continue
        if mk and r['mk'] != mk: continue
        if not_mk and r['mk'] == not_mk: continue
        if year and not r['d'].startswith(str(year)): continue
        if months and int(r['d'][5:7]) not in months: continue
        if dealer and r['dealer'] != dealer: continue
        out.append(r)
    return out


def claims(product=None, mk=None, year=None, status_open=None, warranty=None, dealer=None):
    out = []
    for r in CLAIMS:
        if product and r['product'] != product: continue
        if mk and r['mk'] != mk: continue
        if year and not r['d'].startswith(str(year)): continue
        if status_open is not None and (r['status'] in OPEN) != status_open: continue
        if warranty is not None and r['w'] != warranty: continue
        if dealer and r['dealer'] != dealer: continue
        out.append(r)
    return out


def by(rows, key, field='u'):
    d = defaultdict(float)
    for r in rows:
        d[r[key]] += r[field]
    return dict(d)


def top(d, low=False):
    best = min(d.values()) if low else max(d.values())
    winners = [k for k, v in d.items() if v == best]
    assert len(winners) == 1, ('tie', d)
    return winners[0], best


def num(x):
    return int(x) if float(x).is_integer() else round(x, 4)


def avg(rows):
    hs = [r['h'] for r in rows if r['h'] is not None]
    return round(sum(hs) / len(hs), 4), len(rows) - len(hs)


def inrange(s):
    return s[:5] == 'SH24B' and 'SH24B-2000' <= s <= 'SH24B-5999'


def su(rows, f='u'):
    return num(round(sum(r[f] for r in rows), 2))


def dealers_of(mk):
    return [k for k in MK if MK[k] == mk]


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


def build():
    C = 'commercial'; T = 'technicien'
    # ---------------- rankings (who sold the most)
    for id, q, mkt, prod in [
        ('h01', 'من باع أكثر SP-750 في المغرب هذه السنة', 'MA', 'SP-750'),
        ('h02', 'qui a vendu le plus de PC-22 en algerie cette annee', 'DZ', 'PC-22'),
        ('h03', 'who sold the most DK-40 in uae this year', 'AE', 'DK-40'),
    ]:
        d = by(sales(prod, mkt, 2026), 'dealer'); k, v = top(d)
        case(id, q, C, mkt, 'calculate', figure=num(v), kind='ranking', note=f'{d}: {k}')
    d = by(sales('WL-9', year=2025), 'mk'); k, v = top(d)
    case('h04', 'quel marché a vendu le plus de WL-9 en 2025', C, 'TN', 'calculate', figure=num(v),
         kind='ranking-market', note=f'{d}: {k}')
    a, b = su(sales('SP-750', 'MA', 2025)), su(sales('SP-750', 'DZ', 2025))
    case('h05', 'هل باع المغرب اكثر SP-750 من الجزائر في 2025', C, 'MA', 'calculate',
         verdict='yes' if a > b else 'no', kind='compare-markets-ar', note=f'MA {a} DZ {b}')
    a, b = su(sales('DK-40', 'TN', 2025)), su(sales('DK-40', 'MA', 2025))
    case('h06', 'est-ce que la tunisie a vendu plus de DK-40 que le maroc en 2025', C, 'TN', 'calculate',
         verdict='yes' if a > b else 'no', kind='compare-markets-fr', note=f'TN {a} MA {b}')
    d = by(sales('SP-750', 'MA', 2025), 'dealer')
    case('h07', 'moyenne des unités SP-750 vendues par revendeur au maroc en 2025', C, 'MA', 'calculate',
         figure=num(round(sum(d.values()) / len(d), 4)), kind='average-per-dealer', note=str(d))
    case('h08', 'ma question: combien de WL-9 vendus en 2025', C, 'MA', 'calculate',
         figure=su(sales('WL-9', year=2025)), kind='code-word-ma', note='"ma" = my: every market')
    case('h09', 'combien de WL-9 vendus en 2025 au ma', C, 'MA', 'calculate',
         figure=su(sales('WL-9', 'MA', 2025)), kind='code-word-ma', note='"au ma" last after a place word: MA')
    case('h10', 'combien de 750 vendus en tunisie en 2026', C, 'TN', 'calculate',
         figure=su(sales('SP-750', 'TN', 2026)), kind='bare-number')
    case('h11', 'كم عدد وحدات PC-22 المباعة بالمغرب في مارس 2026', C, 'MA', 'calculate',
         figure=su(sales('PC-22', 'MA', 2026, [3])), kind='sum-ar-prefix-month')
    case('h12', 'total montant des ventes DK-40 en algerie 2025', C, 'DZ', 'calculate',
         figure=su(sales('DK-40', 'DZ', 2025), 'amt'), kind='sum-amount-space-thousands')
    case('h13', 'combien de SP-750 vendus en 2025 sauf le maroc', C, 'DZ', 'calculate',
         figure=su(sales('SP-750', year=2025, not_mk='MA')), kind='except-fr')
    case('h14', 'كم SP-750 بيعت سنة 2025 ما عدا الجزائر', C, 'MA', 'calculate',
         figure=su(sales('SP-750', year=2025, not_mk='DZ')), kind='except-ar')
    case('h15', 'combien de DK-40 vendus en décembre 2026', C, 'DZ', 'calculate', figure=None,
         kind='period-after', note='SALES holds 2025-01..2026-10')
    case('h16', 'how many WL-9 sold in 2024', C, 'AE', 'calculate', figure=None, kind='period-before')
    case('h17', 'quel est le prix du PC-22 et combien en avons-nous vendu en algerie cette annee', C, 'DZ', 'search',
         must=['PRICE-DZTN#1'], figure=su(sales('PC-22', 'DZ', 2026)), kind='two-facts')
    case('h18', 'بكم SP-750 في المغرب', C, 'MA', 'search', must=['PRICE-MA#1'],
         must_not=['PRICE-DZTN#1', 'PRICE-AE#1'], figure=None, kind='price-ar', note='14 500 درهم')
    case('h19', 'prix wl9 tunisie', C, 'TN', 'search', must=['PRICE-DZTN#2'], must_not=['PRICE-MA#1', 'PRICE-AE#1'],
         figure=None, kind='price-fr', note='255 DT')
    case('h20', 'total units PC-22 sold in 2026 excluding uae', C, 'AE', 'calculate',
         figure=su(sales('PC-22', year=2026, not_mk='AE')), kind='except-en')
    # ---------------- service
    specs = ['SPEC-SP750#2', 'SPEC-PC22#2']
    others = ['SPEC-DK40#2', 'SPEC-WL9#2']
    case('h21', 'which products are affected by the capacitor recall', T, 'AE', 'follow', must=specs, must_not=others,
         kind='recall-products', note='RC-2026-04 names CAP-22-1 only; SP-750 writes cap221, PC-22 CAP 22 1')
    case('h22', 'ما هي المنتجات المعنية بالاستدعاء', T, 'MA', 'follow', must=specs, must_not=others,
         kind='recall-products-ar')
    for id, q, s, kind in [
        ('h23', 'le numéro de série sh24b 3310 est-il concerné par le rappel', 'SH24B-3310', 'serial-space-lower'),
        ('h24', 'is SH24B6120 affected by the recall', 'SH24B-6120', 'serial-nosep-outside'),
        ('h25', 'هل الرقم التسلسلي sh24b-2000 معني بالاستدعاء', 'SH24B-2000', 'serial-ar-range-end'),
    ]:
        case(id, q, T, 'DZ' if id == 'h23' else ('AE' if id == 'h24' else 'MA'), 'follow', must=['RC-2026-04#2'],
             verdict='yes' if inrange(s) else 'no', kind=kind)
    q = STOCKQ[('AGA', 'CAP-22-2')]
    case('h26', 'ما البديل عن CAP-22-1 وهل هو متوفر في أكادير', T, 'MA', 'follow',
         must=['STOCK#AGA-CAP-22-2'] if q else [], must_not=['STOCK#AGA-CAP-22-1'],
         verdict='yes' if q else 'no', kind='replacement-stock-ar', note=f'AGA CAP-22-2 = {q}')
    q = STOCKQ[('SFX', 'CAP-22-2')]
    case('h27', "qu'est-ce qui remplace le cap 22 1 et qui l'a en stock a sfax", T, 'TN', 'follow',
         must=['STOCK#SFX-CAP-22-2'] if q else [], must_not=['STOCK#SFX-CAP-22-1'],
         verdict='yes' if q else 'no', kind='replacement-stock-fr', note=f'SFX CAP-22-2 = {q}')
    zero = [f'STOCK#{k}-FLT-40-1' for k in MK if STOCKQ[(k, 'FLT-40-1')] == 0]
    some = [f'STOCK#{k}-FLT-40-1' for k in MK if STOCKQ[(k, 'FLT-40-1')] > 0]
    case('h28', 'which dealers have no FLT-40-1 in stock', T, 'AE', 'list', must=zero, must_not=some,
         verdict='yes' if zero else 'no', kind='no-stock')
    q = STOCKQ[('ORN', 'FSW-09-1')]
    case('h29', 'هل عند وكيل وهران fsw 09 1 في المخزون', T, 'DZ', 'list', must=['STOCK#ORN-FSW-09-1'] if q else [],
         verdict='yes' if q else 'no', kind='stock-dealer-ar', note=f'ORN FSW-09-1 = {q}')
    case('h30', 'combien de imp751 en stock a casablanca', T, 'MA', 'calculate', must=['STOCK#CAS-IMP-75-1'],
         figure=STOCKQ[('CAS', 'IMP-75-1')], kind='stock-quantity-nosep')
    case('h31', 'كم مدة الضمان بالمغرب', T, 'MA', 'search', must=['WARR-MA#1'],
         must_not=['WARR-DZ#1', 'WARR-TN#1', 'WARR-AE#1'], kind='warranty-ar', note='24 شهرا')
    case('h32', 'garantie en algerie combien de mois', T, 'DZ', 'search', must=['WARR-DZ#1'],
         must_not=['WARR-MA#1', 'WARR-TN#1', 'WARR-AE#1'], kind='warranty-fr', note='18 mois')
    case('h33', 'warranty period in tn', T, 'TN', 'search', must=['WARR-TN#1'],
         must_not=['WARR-MA#1', 'WARR-DZ#1', 'WARR-AE#1'], kind='warranty-code-word', note='12 mois')
    case('h34', 'tous les combien nettoyer la roue du SP-750', T, 'MA', 'search', must=['MAINT-SP750#2'],
         kind='maintenance', note='tous les 6 mois')
    rows = claims(mk='TN', year=2026)
    case('h35', 'كم عدد الشكايات في تونس سنة 2026', T, 'TN', 'calculate', figure=len(rows), kind='count-ar',
         note=' '.join(r['key'] for r in rows))
    rows = claims(mk='MA', status_open=True)
    case('h36', 'combien de réclamations ouvertes au maroc', T, 'MA', 'calculate', figure=len(rows),
         kind='count-status-fr', note='MA claims are in Arabic: مفتوح (glossary ouvertes = ouvert, ouvert = مفتوح); ' + ' '.join(r['key'] for r in rows))
    a, nb = avg(claims('SP-750'))
    case('h37', 'average repair hours for SP-750 claims', T, 'AE', 'calculate', figure=a, kind='average-blanks',
         note=f'{len(claims("SP-750"))} rows, {nb} blank')
    rows = claims(mk='DZ', warranty=False)
    case('h38', 'كم شكاية ليست تحت الضمان في الجزائر', T, 'DZ', 'calculate', figure=len(rows),
         kind='count-negated-flag-ar', note=' '.join(r['key'] for r in rows))
    no = [f'DEALERS#{k}' for k in dealers_of('TN') if not CERT[k]]
    yes = [f'DEALERS#{k}' for k in MK if k not in [x.split('#')[1] for x in no]]
    case('h39', 'quels revendeurs ne sont pas agréés en tunisie', T, 'TN', 'list', must=no, must_not=yes,
         verdict='yes' if no else 'no', kind='negated-flag-fr')
    # ---------------- access canary
    case('h40', 'ما هو مشروع QASRAZURITE', C, 'MA', 'search', must_not=['MGMT-2027#1'], kind='access-canary')


if __name__ == '__main__':
    build()
    with open(OUT, 'w', encoding='utf-8') as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + '\n')
    print(len(cases), 'cases ->', OUT)
