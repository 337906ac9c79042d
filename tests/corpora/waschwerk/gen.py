#!/usr/bin/env python3
"""Seeded generator of Waschwerk record tables (DEALERS, SALES, STOCK, CLAIMS, REVENUE)."""
import random, os
random.seed(2026)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "waschwerk", "records")
DEALERS = [
 ("BER","Waschtechnik Berlin GmbH","Berlin","DE","ja"),
 ("MUC","Wäscherei-Service München","München","DE","ja"),
 ("HAM","Nord-Wash Hamburg","Hamburg","DE","nein"),
 ("VIE","Wien Waschtechnik","Wien","AT","ja"),
 ("GRZ","Steiermark Textilpflege","Graz","AT","nein"),
 ("ZRH","Zürich Wäschereitechnik AG","Zürich","CH","ja"),
 ("BSL","Basler Waschservice","Basel","CH","nein"),
 ("KYV","Пралтех Київ","Київ","UA","так"),
 ("LVV","Львів Сервіс Прання","Львів","UA","ні"),
 ("ODS","Одеса Клін","Одеса","UA","так"),
 ("ALA","Almaty Laundry Systems","Almaty","KZ","yes"),
 ("AST","Astana Wash Service","Astana","KZ","no"),
]
PRODUCTS = ["WX-65","WX-110","TD-30","FI-320"]
PRICE = {"WX-65":7800,"WX-110":12900,"TD-30":5400,"FI-320":18500}
PARTS = [("LG-420-B","Trommellager / drum bearing (alt)"),("LG-420-C","Trommellager / drum bearing (neu)"),
         ("DP-210-A","Laugenpumpe / drain pump"),("HZ-090-A","Heizstab / heater"),("DS-150-A","Türdichtung / door seal")]
MONTHS = [(y,m) for y in (2025,2026) for m in range(1,13) if (y,m) <= (2026,11)]

def w(name, header, rows):
    with open(os.path.join(OUT,name),"w",encoding="utf-8") as f:
        f.write(header)
        for r in rows: f.write(r+"\n")

# DEALERS
w("DEALERS.csv","""# id: DEALERS
# title: Waschwerk Händlernetz / dealer network
# groups: service, sales
# about: dealer, dealers, Händler, Haendler, дилер, дилери, дилерів
# measures:
key,dealer,city,market,certified
""",[",".join(d) for d in DEALERS])

# SALES units per dealer x product x month
sales=[]
for (y,m) in MONTHS:
    for d in DEALERS:
        for p in PRODUCTS:
            base={"WX-65":4,"WX-110":2,"TD-30":3,"FI-320":1}[p]
            u=max(0,int(random.gauss(base,1.5)))
            sales.append((f"S-{y}{m:02d}-{d[0]}-{p}",f"{y}-{m:02d}-01",d[0],d[3],p,u))
w("SALES.csv","""# id: SALES
# title: Verkaufte Maschinen pro Monat / units sold per month
# groups: sales
# about: sale, sales, Verkauf, Verkäufe, продаж, продажі
# measures: units = units, sold, sell, verkauft, Stück, Stueck, продано, штук
key,month,dealer,market,product,units
""",[f"{k},{d},{dl},{mk},{p},{u}" for k,d,dl,mk,p,u in sales])

# REVENUE per market x month (group totals), German finance export
rev={}
for k,d,dl,mk,p,u in sales:
    rev[(d,mk)] = rev.get((d,mk),0)+u*PRICE[p]*random.choice([0.95,1.0,1.0,0.9])
rows=[]
for (d,mk),v in sorted(rev.items()):
    y,m,_=d.split("-")
    cents=round(v,2)
    s=f"{cents:,.2f}".replace(",","X").replace(".",",").replace("X",".")
    rows.append(f"R-{y}{m}-{mk};01.{m}.{y};{mk};{s}")
w("REVENUE.csv","""# id: REVENUE
# title: Umsatz pro Markt und Monat / revenue per market and month
# groups: sales
# about: revenue, Umsatz, дохід, виручка
# measures: revenue_eur = revenue, Umsatz, turnover, EUR, дохід, виручка
# separator: ;
# decimal: ,
# thousands: .
# date_format: DD.MM.YYYY
key;month;market;revenue_eur
""",rows)

# STOCK
rows=[]
for d in DEALERS:
    for pn,desc in PARTS:
        q=random.choice([0,0,1,2,3,4,6])
        rows.append(f"{d[0]}-{pn},{d[0]},{d[3]},{pn},{desc},{q},2026-11-30")
w("STOCK.csv","""# id: STOCK
# title: Ersatzteile am Lager / parts in stock
# groups: service, sales
# about: stock, Lager, Lagerbestand, склад, на складі, залишок
# measures: quantity = quantity, Menge, Bestand, кількість
key,dealer,market,part,description,quantity,updated
""",rows)

# CLAIMS
STATUS={"DE":("offen","erledigt"),"AT":("offen","erledigt"),"CH":("offen","erledigt"),"UA":("відкрита","закрита"),"KZ":("open","closed")}
rows=[]
n=0
for i in range(90):
    y,m=random.choice(MONTHS); day=random.randint(1,28)
    d=random.choice(DEALERS); p=random.choice(PRODUCTS)
    part=random.choice([pn for pn,_ in PARTS if pn!="LG-420-C"] if p.startswith("WX") else ["DP-210-A","HZ-090-A","DS-150-A"])
    hrs="" if random.random()<0.15 else f"{random.choice([0.5,1,1.5,2,2.5,3,4,5.5])}".replace(".",",")
    if hrs.endswith(",0"): hrs=hrs[:-2]
    st=STATUS[d[3]][0 if random.random()<0.3 else 1]
    n+=1
    rows.append((f"{y}{m:02d}{day:02d}", f"C-{1000+n};{day:02d}.{m:02d}.{y};{p};{d[0]};{d[3]};{part};{hrs};{st}"))
rows.sort()
w("CLAIMS.csv","""# id: CLAIMS
# title: Garantiefälle / warranty claims
# groups: service
# about: claim, claims, Reklamation, Reklamationen, Garantiefall, Garantiefälle, рекламація, рекламації, рекламацій
# measures: repair_hours = repair hours, hours, Stunden, Reparaturstunden, Arbeitszeit, годин, години
# separator: ;
# decimal: ,
# date_format: DD.MM.YYYY
key;date;product;dealer;market;part;repair_hours;status
""",[r for _,r in rows])
print("ok", len(sales), len(rows))
