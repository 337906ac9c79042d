#!/usr/bin/env python3
"""Norfisk cases: every figure, id and verdict computed from the corpus's CSVs (never from Atlas).
usage: expected.py [CORPUS] [OUT]   (defaults /tmp/h-c17/corpus, /tmp/h-c17/cases.jsonl)
Importable: probes reuse table(), sales(), by(), top(), avg(), S, MK, AUTH, CLAIMS, inrange()."""
import csv, json, re, sys
from collections import defaultdict

CORPUS = sys.argv[1] if len(sys.argv) > 1 and __name__ == '__main__' else '/tmp/h-c17/corpus'
OUT = sys.argv[2] if len(sys.argv) > 2 and __name__ == '__main__' else '/tmp/h-c17/cases.jsonl'
DATE = '2026-11-20'
YES = {'já', 'ja', 'kyllä', 'yes'}
NO = {'nei', 'nej', 'ei', 'no'}


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
    return float(s.replace(' ', '').replace(',', '.'))


def part(s):
    m = re.fullmatch(r'(?i)(IMP|MEM|BRH|PRB)[ -]?(\d{2})[ -]?(\d)', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}-{m.group(3)}'


def serial(s):
    m = re.fullmatch(r'(?i)(NF\d{2}[A-Z])[ -]?(\d{4})', s.strip())
    return f'{m.group(1).upper()}-{m.group(2)}'


def iso(d):
    dd, mm, yy = d.split('.')
    return f'{yy}-{int(mm):02d}-{int(dd):02d}'


DEALERS = table('DEALERS')
MK = {d['key']: d['market'] for d in DEALERS}
AUTH = {d['key']: flag(d['authorised']) for d in DEALERS}
STOCK = table('STOCK')
for r in STOCK:
    r['p'] = part(r['part'])
    r['q'] = int(r['quantity'])
S = {(r['dealer'], r['p']): r for r in STOCK}
SALES = table('SALES')
for r in SALES:
    r['d'] = iso(r['date'])
    r['u'] = int(r['units'])
    r['amt'] = money(r['amount_eur'])
    r['mk'] = MK[r['dealer']]
CLAIMS = table('CLAIMS')
for r in CLAIMS:
    r['d'] = iso(r['claim_date'])
    r['h'] = None if r['repair_hours'] == '' else float(r['repair_hours'].replace(',', '.'))
    r['w'] = flag(r['warranty'])
    r['mk'] = MK[r['dealer']]
    r['s'] = serial(r['serial'])
OPEN = {'opið', 'öppen', 'åben', 'avoin'}


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
    return 'NF24A-2000' <= s <= 'NF24A-5999' and s[:5] == 'NF24A'


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
    # ------------------------------------------------------------ sales (persona myyja)
    for id, q, mkt, prod in [
        ('n01', 'hver seldi mest FB-620 á íslandi í ár', 'IS', 'FB-620'),
        ('n02', 'vem sålde flest OX-40 i sverige i år', 'SE', 'OX-40'),
        ('n04', 'kuka myi eniten WQ-300 suomessa tänä vuonna', 'FI', 'WQ-300'),
    ]:
        d = by(sales(prod, mkt, 2026), 'dealer')
        k, v = top(d)
        case(id, q, 'myyja', mkt, 'calculate', figure=num(v), kind='ranking', note=f'{d}: {k}')
    rows = sales('NR-7', 'DK', 2026)
    case('n03', 'hvad koster NR-7 og hvor mange solgte vi i danmark i år', 'myyja', 'DK', 'search',
         must=['PRICE-DKFI#1'], figure=num(sum(r['u'] for r in rows)), kind='two-facts',
         note=f'price 46,500 EUR; {len(rows)} rows DK 2026')
    rows = sales('FB-620', 'IS', 2025)
    case('n05', 'hve mörg 620 seld á islandi 2025', 'myyja', 'IS', 'calculate',
         figure=num(sum(r['u'] for r in rows)), kind='sum-bare-number', note=f'{len(rows)} rows')
    rows = sales('OX-40', 'SE', 2026, [3])
    case('n06', 'montako OX-40 myytiin ruotsissa maaliskuussa 2026', 'myyja', 'FI', 'calculate',
         figure=num(sum(r['u'] for r in rows)), kind='sum-month', note=f'{len(rows)} rows')
    a = sum(r['u'] for r in sales('NR-7', 'SE', 2025)); b = sum(r['u'] for r in sales('NR-7', 'DK', 2025))
    case('n07', 'sålde sverige fler NR-7 än danmark 2025?', 'myyja', 'SE', 'calculate',
         verdict='yes' if a > b else 'no', kind='compare-markets', note=f'SE {a}, DK {b}')
    a = sum(r['u'] for r in sales('WQ-300', None, 2026, dealer='ESB')); b = sum(r['u'] for r in sales('WQ-300', None, 2026, dealer='AAL'))
    assert a != b
    case('n08', 'solgte esbjerg flere WQ-300 end aalborg i 2026', 'myyja', 'DK', 'calculate',
         verdict='yes' if a > b else 'no', kind='compare-dealers', note=f'ESB {a}, AAL {b}')
    rows = sales('FB-620', 'FI', 2025)
    case('n09', 'total revenue FB-620 finland 2025', 'myyja', 'FI', 'calculate',
         figure=round(sum(r['amt'] for r in rows), 2), kind='sum-thousands', note=f'{len(rows)} rows, space thousands')
    d = by(sales('OX-40', None, 2025), 'mk')
    case('n10', 'average OX-40 units per market in 2025', 'myyja', 'IS', 'calculate',
         figure=round(sum(d.values()) / len(d), 2), kind='average-per-market', note=f'{d}')
    d = by(sales('WQ-300', None, 2025), 'mk')
    k, v = top(d)
    case('n11', 'which market sold the most WQ-300 last year', 'myyja', 'SE', 'calculate', figure=num(v),
         kind='ranking-market', note=f'{d}: {k}')
    rows = sales('NR-7', 'SE', 2026, [7, 8, 9])
    case('n12', 'hvor mange nr7 blev solgt i sverige i q3 2026', 'myyja', 'DK', 'calculate',
         figure=num(sum(r['u'] for r in rows)), kind='sum-quarter', note=f'{len(rows)} rows')

    # ------------------------------------------------------------ stock and replacement (persona tekniker)
    se_new = [f'STOCK#{d}-PRB-30-2' for d in MK if MK[d] == 'SE' and S[(d, 'PRB-30-2')]['q'] > 0]
    se_zero = [f'STOCK#{d}-PRB-30-2' for d in MK if MK[d] == 'SE' and S[(d, 'PRB-30-2')]['q'] == 0]
    se_old = [f'STOCK#{d}-PRB-30-1' for d in MK if MK[d] == 'SE']
    case('n13', 'vad ersätter PRB-30-1 och vem har den i lager i sverige', 'tekniker', 'SE', 'follow',
         must=se_new, must_not=se_zero + se_old, verdict='yes', kind='replacement-stock',
         note='SB-2026-06: PRB-30-2 ersätter PRB-30-1; SE PRB-30-2 rows with stock')
    q = S[('OUL', 'PRB-30-2')]['q']
    case('n14', 'mikä korvaa prb301 ja onko sitä varastossa oulussa', 'tekniker', 'FI', 'follow',
         must_not=['STOCK#OUL-PRB-30-1'], verdict='yes' if q > 0 else 'no', kind='replacement-stock',
         note=f'OUL PRB-30-2 = {q}')
    q = S[('REY', 'PRB-30-2')]['q']
    case('n15', 'hvað kemur í stað PRB 30 1 á lager í reykjavík', 'tekniker', 'IS', 'follow',
         must=['STOCK#REY-PRB-30-2'], must_not=['STOCK#REY-PRB-30-1'], verdict='yes' if q > 0 else 'no',
         kind='replacement-stock', note=f'REY PRB-30-2 = {q}')
    q = S[('ESB', 'BRH-70-2')]['q']
    case('n16', 'har forhandleren i esbjerg BRH-70-2 på lager', 'tekniker', 'DK', 'list',
         must=['STOCK#ESB-BRH-70-2'], verdict='yes' if q > 0 else 'no', kind='stock-dealer', note=f'ESB BRH-70-2 = {q}')
    q = S[('AKU', 'IMP-62-1')]['q']
    case('n17', 'hversu mörg IMP-62-1 eru á lager á akureyri', 'tekniker', 'IS', 'calculate',
         must=['STOCK#AKU-IMP-62-1'], figure=q, kind='stock-quantity')
    zero = [f'STOCK#{d}-MEM-40-1' for d in MK if S[(d, 'MEM-40-1')]['q'] == 0]
    pos = [f'STOCK#{d}-MEM-40-1' for d in MK if S[(d, 'MEM-40-1')]['q'] > 0]
    case('n18', 'which dealers have no MEM-40-1', 'tekniker', 'SE', 'list', must=zero, must_not=pos, verdict='yes',
         kind='stock-none', note='dealers holding 0')
    tot = sum(S[(d, 'IMP-62-2')]['q'] for d in MK if MK[d] == 'IS')
    case('n19', 'how many IMP-62-2 is in stock in IS', 'tekniker', 'IS', 'calculate', figure=tot,
         kind='stock-sum-market-code-word', note='"is" the verb and "IS" the market; market via dealer')

    # ------------------------------------------------------------ recall (persona tekniker)
    case('n20', 'which products are affected by the probe recall', 'tekniker', 'IS', 'follow',
         must=['SPEC-OX40#2', 'SPEC-WQ300#2'], must_not=['SPEC-FB620#2', 'SPEC-NR7#2'], kind='recall-products',
         note='RC-2026-03 names PRB-30-1 only; OX-40 writes PRB 30 1, WQ-300 writes prb301')
    case('n21', 'vilka produkter berörs av återkallelsen', 'tekniker', 'SE', 'follow',
         must=['SPEC-OX40#2', 'SPEC-WQ300#2'], must_not=['SPEC-FB620#2', 'SPEC-NR7#2'], kind='recall-products')
    case('n22', 'er serienummer nf24a 3310 omfattet af tilbagekaldelsen', 'tekniker', 'DK', 'follow',
         must=['RC-2026-03#2'], verdict='yes' if inrange('NF24A-3310') else 'no', kind='serial-space-lower')
    case('n23', 'kuuluuko sarjanumero NF24A1999 takaisinvetoon', 'tekniker', 'FI', 'follow',
         must=['RC-2026-03#2'], verdict='yes' if inrange('NF24A-1999') else 'no', kind='serial-nosep-outside')

    # ------------------------------------------------------------ warranty, maintenance (search)
    case('n24', 'hvað er ábyrgðin löng á íslandi', 'tekniker', 'IS', 'search', must=['WARR-IS#1'],
         must_not=['WARR-SE#1', 'WARR-DK#1', 'WARR-FI#1'], kind='warranty', note='24 mánuðir')
    case('n25', 'hur många månader garanti i sverige', 'tekniker', 'SE', 'search', must=['WARR-SE#1'],
         must_not=['WARR-IS#1', 'WARR-DK#1', 'WARR-FI#1'], kind='warranty', note='36 månader')
    case('n26', 'warranty period finland 620', 'tekniker', 'FI', 'search', must=['WARR-FI#1'],
         must_not=['WARR-IS#1', 'WARR-SE#1', 'WARR-DK#1'], kind='warranty-bare-number', note='18 kuukautta')
    case('n27', 'hvor tit skal børstehovedet skiftes på nr 7', 'tekniker', 'DK', 'search', must=['MAINT-NR7#2'],
         kind='maintenance', note='every 6 months / 500 h')

    # ------------------------------------------------------------ claims (persona tekniker)
    rows = [r for r in CLAIMS if r['product'] == 'WQ-300']
    v, blanks = avg(rows)
    case('n28', 'average repair hours for WQ-300 claims', 'tekniker', 'SE', 'calculate', figure=v,
         kind='average-blanks', note=f'{len(rows)} rows, {blanks} blank')
    rows = [r for r in CLAIMS if r['mk'] == 'FI' and r['d'].startswith('2026')]
    v, blanks = avg(rows)
    case('n29', 'korjausajan keskiarvo suomen reklamaatioissa 2026', 'tekniker', 'FI', 'calculate', figure=v,
         kind='average-blanks-inflected', note=f'{len(rows)} rows, {blanks} blank')
    rows = [r for r in CLAIMS if r['mk'] == 'DK' and r['status'] in OPEN]
    case('n30', 'hvor mange åbne reklamationer i danmark', 'tekniker', 'DK', 'calculate', figure=len(rows),
         kind='count-status', note=' '.join(r['key'] for r in rows))
    rows = [r for r in CLAIMS if r['mk'] == 'IS' and not r['w']]
    case('n31', 'hversu margar kvartanir eru ekki í ábyrgð á íslandi', 'tekniker', 'IS', 'calculate', figure=len(rows),
         kind='count-negated-flag', note=' '.join(r['key'] for r in rows))

    # ------------------------------------------------------------ dealers (list)
    una = [f'DEALERS#{d}' for d in MK if not AUTH[d]]
    aut = [f'DEALERS#{d}' for d in MK if AUTH[d]]
    case('n32', 'vilka återförsäljare är inte auktoriserade', 'tekniker', 'SE', 'list', must=una, must_not=aut,
         verdict='yes', kind='negated-flag')
    case('n33', 'hvilke forhandlere er ikke autoriseret', 'myyja', 'DK', 'list', must=una, must_not=aut,
         verdict='yes', kind='negated-flag')
    case('n34', 'mitkä jälleenmyyjät eivät ole valtuutettuja', 'myyja', 'FI', 'list', must=una, must_not=aut,
         verdict='yes', kind='negated-flag-fi')
    n = sum(1 for d in MK if MK[d] == 'SE' and not AUTH[d])
    case('n35', 'how many dealers in se are not authorised', 'tekniker', 'SE', 'calculate', figure=n,
         kind='count-negated-flag-code-word', note='"se" typed lower case for Sweden')

    # ------------------------------------------------------------ access, price, period
    case('n36', 'hvað kostar FB-620', 'myyja', 'IS', 'search', must=['PRICE-IS#1'],
         must_not=['PRICE-SE#1', 'PRICE-DKFI#1'], kind='price', note='4.950.000 kr')
    case('n37', 'vad kostar OX-40', 'tekniker', 'SE', 'search', must_not=['PRICE-IS#1', 'PRICE-SE#1', 'PRICE-DKFI#1'],
         figure=None, kind='access', note='price lists are sales only')
    case('n38', 'hvor mange reklamationer på NR-7 i år', 'myyja', 'DK', 'calculate', figure=None, kind='access',
         note='CLAIMS is service only')
    case('n39', 'KJALSKERVIK verkefni 2027', 'tekniker', 'IS', 'search', must_not=['MGMT-2027#1'], kind='access-canary')
    case('n40', 'hur många FB-620 såldes 2024', 'myyja', 'SE', 'calculate', figure=None, kind='period-outside',
         note='SALES holds 2025-01..2026-10')


if __name__ == '__main__':
    build()
    cases.sort(key=lambda c: c['id'])
    assert len(cases) == 40, len(cases)
    with open(OUT, 'w', encoding='utf-8') as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + '\n')
    print('wrote', len(cases), 'cases to', OUT)
