#!/usr/bin/env python3
"""Writes cases.jsonl: 40 cases, truths from expected.py."""
import json, os
from expected import *

C = []
def case(id, q, persona, market, route, must=(), must_not=(), kind='', split='heldout', **kw):
    c = {'id': id, 'question': q, 'persona': persona, 'market': market, 'date': '2026-12-07',
         'route': route, 'must': list(must), 'must_not': list(must_not), 'kind': kind, 'split': split}
    c.update(kw); C.append(c)

def r2(x): return round(x, 2)
def top(groups, most=True):
    best = (max if most else min)(groups.items(), key=lambda kv: kv[1]); return best

# --- calculate over SALES (sales persona)
a,b = P['marzo']; rows = sales('MX','RB-220',a,b)
case('c01','cuantas bombas rb220 vendio mexico en marzo','sales','MX','calculate',figure=units(rows),kind='sum-month')
a,b = P['3er trimestre']; rows = sales('BR','CT-10',a,b)
case('c02','qtas controlador de irrigação vendeu o brasil no terceiro trimestre','sales','BR','calculate',figure=units(rows),kind='sum-quarter-pt')
a,b = P['el año pasado']; rows = sales('CL',None,a,b)
case('c03','total unidades vendidas el año pasado en chile','sales','CL','calculate',figure=units(rows),kind='sum-lastyear')
a,b = P['desde enero']; rows = sales('CO','CT-10',a,b)
case('c04','cuantas ct10 se vendieron desde enero en colombia','sales','CO','calculate',figure=units(rows),kind='sum-since')
a,b = P['el año pasado']; cl = units(sales('CL',None,a,b)); pe = units(sales('PE',None,a,b))
case('c05','Chile vendió más que Perú el año pasado?','sales','CL','calculate',verdict='yes' if cl>pe else 'no',kind='compare',note=f'CL {cl} PE {pe}')
a,b = P['este año']; g={}
for r in sales(None,'RB-400',a,b): g[r['dealer']]=g.get(r['dealer'],0)+int(r['units'])
k,v = top(g)
case('c06','qué concesionario vendió más rb400 este año','sales','MX','calculate',figure=v,kind='rank-dealer',note=f'top {k} {v}')
a,b = P['2025']; g={}
for r in sales(None,None,a,b): g[r['market']]=g.get(r['market'],0)+int(r['units'])
k,v = top(g, most=False)
case('c07','que mercado vendio menos en 2025','sales','PE','calculate',figure=v,kind='rank-market-min',note=f'min {k} {v}')
a,b = P['3er trimestre']; rows = revenue('MX',a,b)
case('c08','facturacion total de mexico en el 3er trimestre','sales','MX','calculate',figure=r2(sum(float(r['revenue_usd']) for r in rows)),kind='sum-revenue')
a,b = P['el año pasado']; rows = sales('AR','RB-150',a,b)
case('c09','how many rb-150 did argentina sell last year','sales','AR','calculate',figure=units(rows),kind='sum-en')
a,b = P['este año']; rows = [r for r in sales(None,'RB-220',a,b) if r['market']!='MX']
case('c10','unidades rb220 vendidas este año sin contar mexico','sales','CL','calculate',figure=units(rows),kind='except')
a,b = P['este mes']
case('c11','cuantas bombas rb150 vendimos este mes','sales','MX','calculate',figure=None,kind='out-of-range',note='sales end Nov 2026: no figure')
# --- calculate over CLAIMS (service persona)
rows = claims(status=OPEN)
case('c12','cuantas reclamaciones abiertas hay','service','MX','calculate',figure=len(rows),kind='count-status-multilang')
rows = claims(market='BR',status=OPEN)
case('c13','qtas reclamacoes abertas no brasil','service','BR','calculate',figure=len(rows),kind='count-status-pt')
a,b = P['este año']; rows = claims(market='CO',a=a,b=b)
case('c14','cuantas reclamaciones en co este año','service','CO','calculate',figure=len(rows),kind='market-code-word')
a,b = P['2025']; rows = claims(product='RB-220',a=a,b=b)
case('c15','costo total de reclamaciones del rb-220 en 2025','service','MX','calculate',figure=r2(sum(num(r['cost_usd']) for r in rows)),kind='sum-cost')
rows = [num(r['hours']) for r in claims(product='KIT-S') if num(r['hours']) is not None]
case('c16','max horas reclamacion kit solar','service','PE','calculate',figure=max(rows),kind='max')
rows = [num(r['hours']) for r in claims(market='PE') if num(r['hours']) is not None]
case('c17','promedio de horas de las reclamaciones en peru','service','PE','calculate',figure=r2(sum(rows)/len(rows)),kind='average-blanks')
a,b = P['marzo']; rows = claims(a=a,b=b)
case('c18','how many claims in march','service','CO','calculate',figure=len(rows),must=ids('CLAIMS',rows)[:5],kind='count-month-en')
a,b = P['noviembre']; rows = claims(a=a,b=b)
case('c19','cuantos reclamos el mes pasado','service','AR','calculate',figure=len(rows),kind='count-thismonth')
rows = claims(product='CT-10',status=PENDING)
case('c20','quantas reclamações pendentes do controlador','service','BR','calculate',figure=len(rows),kind='count-status-product')
rows = [num(r['cost_usd']) for r in claims(market='MX')]
case('c21','costo minimo de los reclamos de mexico','service','MX','calculate',figure=min(rows),kind='min')
# --- DEALERS
rows = [r for r in DEALERS if r['market']=='PE' and certified(r)]
case('c22','cuantos concesionarios certificados solar hay en peru','sales','PE','calculate',figure=len(rows),kind='count-flag')
rows = [r for r in DEALERS if not certified(r)]; nots=[r for r in DEALERS if certified(r)]
case('c23','lista concesionarios no certificados solar','service','CL','list',must=ids('DEALERS',rows),must_not=ids('DEALERS',nots),verdict='yes',kind='negation')
rows = [r for r in DEALERS if r['market']=='BR' and not certified(r)]; nots=[r for r in DEALERS if r['market']=='BR' and certified(r)]
case('c24','revendas sem certificação solar no brasil','sales','BR','list',must=ids('DEALERS',rows),must_not=ids('DEALERS',nots),verdict='yes' if rows else 'no',kind='negation-pt')
rows = [r for r in DEALERS if r['market']=='MX' and certified(r)]
case('c25','hay concesionarios certificados solar en mexico?','sales','MX','list',must=[],verdict='yes' if rows else 'no',kind='flag-none')
# --- STOCK
rows = [r for r in stock('MTR-220-B','CL') if int(r['quantity'])>0]; zero=[r for r in stock('MTR-220-B','CL') if int(r['quantity'])==0]
case('c26','quien tiene MTR-220-B en stock en chile','service','CL','list',must=ids('STOCK',rows),must_not=ids('STOCK',zero),verdict='yes' if rows else 'no',kind='stock-who')
r = stock('SEN-010-B',dealer='PE01')[0]
case('c27','tiene stock de sen010b el concesionario de ica?','sales','PE','list',must=ids('STOCK',[r]),verdict='yes' if int(r['quantity'])>0 else 'no',kind='stock-yesno')
rows = stock('MTR-220-B','AR')
case('c28','cuantos mtr 220 b hay en stock en argentina','service','AR','calculate',figure=sum(int(r['quantity']) for r in rows),kind='stock-sum')
# --- FOLLOW
case('c29','qué productos afecta el recall del motor mtr 220 a','service','MX','follow',must=['BULLETIN-2026-07#1','SPEC-RB220-PT#2','SPEC-KITS-EN#2'],must_not=['SPEC-RB150-ES#2'],kind='follow-part')
case('c30','que productos afecta el recall de la bomba','service','CL','follow',must=['SPEC-RB220-PT#2','SPEC-KITS-EN#2'],must_not=['SPEC-RB150-ES#2'],kind='follow-vague')
case('c31','esta afectado el serial 2603-02000?','service','AR','follow',must=['BULLETIN-2026-07#1'],verdict='yes' if in_ranges('2603-02000',RECALL_ALL) else 'no',kind='serial')
case('c32','serie 2603 05000 afectada x el retiro?','service','CO','follow',verdict='yes' if in_ranges('2603-05000',RECALL_ALL) else 'no',kind='serial-out')
case('c33','o sensor serie 2601-00500 ta afetado?','service','BR','follow',must=['BULLETIN-BR-2026-09#1'],verdict='yes',kind='serial-market')
case('c34','sensor serial 2601-00500 esta afectado?','service','MX','follow',must_not=['BULLETIN-BR-2026-09#1','BULLETIN-BR-2026-09#2'],verdict='no',kind='serial-other-market')
rows = [r for r in stock('MTR-220-B','PE') if int(r['quantity'])>0]
case('c35','what replaces MTR-220-A and who has it in stock in peru','service','PE','follow',must=['BULLETIN-2026-07#2']+ids('STOCK',rows),must_not=ids('STOCK',stock('MTR-220-A','PE')),kind='follow-replacement-stock')
case('c36','la rb150 esta afectada por el retiro del mtr-220-a?','service','MX','follow',verdict='no',must_not=[],kind='negated-link')
case('c37','kit solar ta afetado pelo recall do motor?','service','BR','follow',verdict='yes',must=['SPEC-KITS-EN#2'],kind='follow-product-yes')
# --- SEARCH
case('c38','garantia bomba cuantos meses mexico','service','MX','search',must=['WARRANTY-ES#1'],must_not=['WARRANTY-PT#1'],kind='search-market')
case('c39','prazo de garantia do controlador','sales','BR','search',must=['WARRANTY-PT#1'],must_not=['WARRANTY-ES#1'],kind='search-pt')
# --- ACCESS
case('c40','proyecto quetzalino presupuesto adquisicion','service','PE','search',must_not=['MGMT-PLAN-2027#1','MGMT-PLAN-2027#2'],kind='access')
assert len(C)==40, len(C)
with open(os.path.join(HERE,'cases.jsonl'),'w') as f:
    for c in C: f.write(json.dumps(c, ensure_ascii=False)+'\n')
print(len(C),'cases')
