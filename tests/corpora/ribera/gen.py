#!/usr/bin/env python3
"""Seeded generator of Ribera Bombas record tables (records/*.csv)."""
import random, datetime, os
R = random.Random(20261207)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'records')
os.makedirs(OUT, exist_ok=True)

DEALERS = [
 ('MX01','Riego Solar Monterrey','Monterrey','MX'),('MX02','Bombas del Bajío','León','MX'),('MX03','AgroSol Culiacán','Culiacán','MX'),
 ('BR01','Irrigação Petrolina','Petrolina','BR'),('BR02','SolarAgro Goiânia','Goiânia','BR'),('BR03','Bombas Ribeirão','Ribeirão Preto','BR'),
 ('AR01','Riego Cuyo','Mendoza','AR'),('AR02','Agua Sol Córdoba','Córdoba','AR'),('AR03','Pampa Riego','Rosario','AR'),
 ('CL01','Riego Atacama','Copiapó','CL'),('CL02','SolBomba Talca','Talca','CL'),('CL03','AgroCentro Rancagua','Rancagua','CL'),
 ('CO01','Riegos del Valle','Cali','CO'),('CO02','Bombas Antioquia','Medellín','CO'),('CO03','Sol y Agua Santander','Bucaramanga','CO'),
 ('PE01','Riego Ica','Ica','PE'),('PE02','Bombas Piura','Piura','PE'),('PE03','AgroSur Arequipa','Arequipa','PE'),
]
PRODUCTS = ['RB-150','RB-220','RB-400','CT-10','KIT-S']
PARTS = ['MTR-150-A','MTR-220-A','MTR-220-B','MTR-400-A','IMP-150-A','IMP-220-A','CAP-400-B','SEN-010-A','SEN-010-B','PNL-300-A']
YES = {'MX':('sí','no'),'AR':('sí','no'),'CL':('sí','no'),'PE':('sí','no'),'BR':('sim','não'),'CO':('yes','no')}

def months(y0,m0,y1,m1):
    y,m=y0,m0
    while (y,m)<=(y1,m1):
        yield y,m
        m+=1
        if m==13: y,m=y+1,1

def main():
    cert = {}
    with open(os.path.join(OUT,'DEALERS.csv'),'w') as f:
        f.write('# id: DEALERS\n# title: Red de concesionarios Ribera Bombas\n# groups: service, sales\n'
                '# about: concesionario, concesionarios, dealer, dealers, distribuidor, distribuidores, revendedor, revendedores, revenda, revendas\n'
                'key,dealer,city,market,certified_solar\n')
        for k,n,c,m in DEALERS:
            v = R.random()<0.6
            cert[k]=v
            f.write(f'{k},{n},{c},{m},{YES[m][0] if v else YES[m][1]}\n')
    # SALES monthly
    with open(os.path.join(OUT,'SALES.csv'),'w') as f:
        f.write('# id: SALES\n# title: Ventas mensuales por concesionario y producto\n# groups: sales\n'
                '# about: venta, ventas, venda, vendas, sale, sales\n'
                '# measures: units = unidades, units, vendió, vendio, vendieron, vendidas, vendidos, vendeu, venderam, sold, sell\n'
                'key,date,dealer,market,product,units\n')
        n=0
        for k,_,_,m in DEALERS:
            prods = R.sample(PRODUCTS, R.choice([3,4]))
            for y,mo in months(2025,1,2026,11):
                for p in prods:
                    u = R.randint(0,14)
                    if u==0: continue
                    n+=1
                    f.write(f'S{n:05d},{y}-{mo:02d}-01,{k},{m},{p},{u}\n')
    # STOCK
    with open(os.path.join(OUT,'STOCK.csv'),'w') as f:
        f.write('# id: STOCK\n# title: Stock de repuestos por concesionario\n# groups: service, sales\n'
                '# about: stock, estoque, inventario, existencias\n'
                '# measures: quantity = cantidad, quantidade, quantity, piezas, peças, unidades en stock\n'
                'key,dealer,part,quantity\n')
        for k,_,_,m in DEALERS:
            for p in PARTS:
                q = R.choice([0,0,1,2,3,4,5,6,8,10,12])
                f.write(f'{k}-{p},{k},{p},{q}\n')
    # CLAIMS
    start = datetime.date(2025,1,3); end = datetime.date(2026,12,5)
    span=(end-start).days
    STAT = {'es':['abierto','cerrado','pendiente'],'pt':['aberto','fechado','pendente'],'en':['open','closed','pending']}
    LANG = {'MX':'es','AR':'es','CL':'es','PE':'es','BR':'pt','CO':'en'}
    PP = {'RB-150':['MTR-150-A','IMP-150-A'],'RB-220':['MTR-220-A','IMP-220-A'],'RB-400':['MTR-400-A','CAP-400-B'],
          'CT-10':['SEN-010-A'],'KIT-S':['MTR-220-A','PNL-300-A']}
    rows=[]
    for i in range(140):
        k,_,_,m = R.choice(DEALERS)
        d = start+datetime.timedelta(days=R.randint(0,span))
        p = R.choice(PRODUCTS)
        part = R.choice(PP[p])
        hours = '' if R.random()<0.12 else (f'{R.randint(1,12)/2:.1f}'.replace('.',','))
        cost = f'{R.randint(2000,90000)/100:.2f}'.replace('.',',')
        st = R.choices(STAT[LANG[m]],[3,5,2])[0]
        rows.append((d,k,m,p,part,hours,cost,st))
    rows.sort()
    with open(os.path.join(OUT,'CLAIMS.csv'),'w') as f:
        f.write('# id: CLAIMS\n# title: Reclamaciones de garantía\n# groups: service\n'
                '# about: reclamación, reclamaciones, reclamacion, reclamaciones, reclamo, reclamos, reclamação, reclamações, claim, claims\n'
                '# measures: hours = horas, hours, mano de obra, mão de obra, labour; cost_usd = costo, coste, custo, cost\n'
                '# separator: ;\n# decimal: ,\n# date_format: DD/MM/YYYY\n'
                'key;date;dealer;market;product;part;hours;cost_usd;status\n')
        for i,(d,k,m,p,part,h,c,st) in enumerate(rows):
            f.write(f'RC-{1001+i};{d.day:02d}/{d.month:02d}/{d.year};{k};{m};{p};{part};{h};{c};{st}\n')
    # REVENUE by market and month
    with open(os.path.join(OUT,'REVENUE.csv'),'w') as f:
        f.write('# id: REVENUE\n# title: Facturación mensual por mercado\n# groups: sales\n'
                '# about: facturación, facturacion, faturamento, revenue, ingresos\n'
                '# measures: revenue_usd = facturación, facturacion, faturamento, revenue, ingresos, usd\n'
                'key,date,market,revenue_usd\n')
        for m in ['MX','BR','AR','CL','CO','PE']:
            for y,mo in months(2025,1,2026,11):
                f.write(f'REV-{m}-{y}{mo:02d},{y}-{mo:02d}-01,{m},{R.randint(20000,120000)}.{R.randint(0,99):02d}\n')

if __name__=='__main__':
    main()
