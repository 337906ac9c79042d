#!/usr/bin/env python3
import json
from expected import T, cl, units, rev, stock, avg, serial_in, DEALERS, OPEN, Y25, Y26, FLAG
D="2026-12-08"; P=[]
def probe(i,q,persona,market,route,must=(),must_not=(),kind="",**kw):
    o={"id":i,"question":q,"persona":persona,"market":market,"date":D,"route":route,"must":list(must),"must_not":list(must_not),"kind":kind,"split":"heldout"}
    o.update(kw); P.append(o)
MK={"DE":("Deutschland","Німеччині","Germany"),"AT":("Österreich","Австрії","Austria"),"CH":("der Schweiz","Швейцарії","Switzerland"),"UA":("der Ukraine","Україні","Ukraine"),"KZ":("Kasachstan","Казахстані","Kazakhstan")}
L=("de","uk","en")
for m,names in MK.items():
    n=len(cl(market=m))
    for l,q in zip(L,[f"wie viele reklamationen in {names[0]}",f"скільки рекламацій в {names[1]}",f"how many claims in {names[2]}"]):
        probe(f"p-claims-{m}-{l}",q,"service",m,"calculate",kind="count-market",figure=n)
    n=len(cl(market=m,status=lambda s:s in OPEN))
    for l,q in zip(L,[f"wie viele offene reklamationen in {names[0]}",f"скільки відкритих рекламацій в {names[1]}",f"how many open claims in {names[2]}"]):
        probe(f"p-open-{m}-{l}",q,"service",m,"calculate",kind="count-status",figure=n)
    v=rev(market=m,d=Y26)
    for l,q in zip(L,[f"gesamtumsatz {names[0]} 2026",f"загальна виручка {names[1]} 2026",f"total revenue {names[2]} 2026"]):
        probe(f"p-rev-{m}-{l}",q,"sales",m,"calculate",kind="group-total",figure=v)
    c=sum(1 for x in DEALERS if x["market"]==m and FLAG[x["certified"]])
    for l,q in zip(L,[f"wie viele zertifizierte händler in {names[0]}",f"скільки сертифікованих дилерів в {names[1]}",f"how many certified dealers in {names[2]}"]):
        probe(f"p-cert-{m}-{l}",q,"service",m,"calculate",kind="count-flag",figure=c)
    w={"DE":"WARR-DE#1","AT":"WARR-DE#1","CH":"WARR-DE#1","UA":"WARR-UA#1","KZ":"WARR-EN#1"}[m]
    others=[x for x in ["WARR-DE#1","WARR-UA#1","WARR-EN#1"] if x!=w]
    for l,q in zip(L,["wie lange ist die garantie","який гарантійний строк","how long is the warranty"]):
        probe(f"p-warr-{m}-{l}",q,"service",m,"search",[w],others,kind="warranty")
PN={"WX-65":("WX-65","WX-65","WX-65"),"WX-110":("die 110","WX110","the 110"),"TD-30":("Trockner TD-30","сушильна машина TD-30","tumble dryer TD-30"),"FI-320":("FI 320","FI-320","fi320")}
for p,names in PN.items():
    u=units(product=p,d=Y25)
    for l,q in zip(L,[f"wie viele {names[0]} wurden 2025 verkauft",f"скільки {names[1]} продано у 2025",f"how many {names[2]} sold in 2025"]):
        probe(f"p-units-{p}-{l}",q,"sales","DE","calculate",kind="sum-units",figure=u)
    a=avg(c["h"] for c in cl(product=p))
    for l,q in zip(L,[f"durchschnittliche reparaturstunden {names[0]}",f"середня кількість годин ремонту {names[1]}",f"average repair hours {names[2]}"]):
        probe(f"p-avg-{p}-{l}",q,"service","DE","calculate",kind="average",figure=a)
SP=[("BER","LG-420-C"),("KYV","DP-210-A"),("ALA","HZ-090-A"),("GRZ","DS-150-A"),("ZRH","LG-420-B"),("ODS","LG-420-C")]
CITY={x["key"]:x["city"] for x in DEALERS}; MKT={x["key"]:x["market"] for x in DEALERS}
for dl,pt in SP:
    q_=stock(dl,pt); c=CITY[dl]
    for l,q in zip(L,[f"hat {c} {pt} auf lager",f"чи є {pt} на складі {c}",f"is {pt} in stock at {c}"]):
        probe(f"p-stock-{dl}-{pt}-{l}",q,"service",MKT[dl],"list",[f"STOCK#{dl}-{pt}"],kind="stock",verdict="yes" if q_>0 else "no")
for s in ["WX24K-000500","WX24K-001800","WX24K-001801","WX25A-000250","WX25A-000251","WX23K-001000"]:
    v="yes" if serial_in(s) else "no"
    for l,q in zip(L,[f"ist seriennummer {s} vom rückruf betroffen",f"чи підпадає {s} під відкликання",f"is serial {s} affected by the recall"]):
        probe(f"p-serial-{s}-{l}",q,"service","DE","follow",["BULLETIN-2026-08#1"],kind="serial",verdict=v)
USE={"DP-210-A":["SPEC-WX65#4"],"HZ-090-A":["SPEC-WX65#3","SPEC-WX110#3","SPEC-FI320#2"],"DS-150-A":["SPEC-WX110#4"]}
for pt,must in USE.items():
    for l,q in zip(L,[f"welche maschinen verwenden {pt}",f"які машини використовують {pt}",f"which machines use {pt}"]):
        probe(f"p-use-{pt}-{l}",q,"service","DE","follow",must,kind="uses")
for l,q in zip(L,["was ersetzt das LG-420-B","чим замінено LG-420-B","what is the replacement for LG-420-B"]):
    probe(f"p-repl-{l}",q,"service","DE","follow",["BULLETIN-2026-08#2"],kind="relation")
with open("probes.jsonl","w") as f:
    for o in P: f.write(json.dumps(o,ensure_ascii=False)+"\n")
print(len(P))
