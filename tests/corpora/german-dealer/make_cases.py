# Writes cases.jsonl; every expected figure and row is computed from records/*.csv, not from the engine.
import json, csv, collections, os
B=os.path.dirname(os.path.abspath(__file__))+'/'
def load(p): return list(csv.DictReader([l for l in open(B+'records/'+p,encoding='utf-8') if not l.startswith('#')]))
d=load('HAENDLER.csv'); v=load('VERKAEUFE.csv'); l=load('LAGER.csv'); g=load('GARANTIEFAELLE.csv')
D='2026-11-16'; cases=[]
def c(id,q,persona,market,route,must,must_not=(),figure='absent',kind='search',split='tune',verdict=None):
    x={"id":id,"question":q,"persona":persona,"market":market,"date":D,"route":route,"must":list(must),"must_not":list(must_not)}
    if figure!='absent': x["figure"]=figure
    x["kind"]=kind; x["split"]=split
    if verdict: x["verdict"]=verdict
    cases.append(x)
num=lambda s: float(s) if s else None
V=lambda ks:['VERKAEUFE#'+k for k in ks]; L=lambda ks:['LAGER#'+k for k in ks]; G=lambda ks:['GARANTIEFAELLE#'+k for k in ks]; H=lambda ks:['HAENDLER#'+k for k in ks]
def fig(x): return int(x) if x==int(x) else round(x,4)
H_,M='haendler','mitarbeiter'
# --- spec search, compounds, umlauts typed as ae/oe/ue
c("de-01","Tragfähigkeit EG-16",H_,"DE","search",["DATEN-EG16#2"],["DATEN-DG25#2"],None,"spec")
c("de-02","Tragfaehigkeit vom Schubmaststapler",H_,"AT","search",["DATEN-SM14#2"],["DATEN-EG16#2"],None,"umlaut")
c("de-03","Ölwechselintervall DG-25",H_,"DE","search",["DATEN-DG25#4"],["DATEN-SM14#4"],None,"spec")
c("de-04","wie oft Oelwechsel beim Dieselstapler",H_,"AT","search",["DATEN-DG25#4"],[],None,"umlaut","heldout")
c("de-05","welche Pumpe hat der DG-25",H_,"DE","search",["DATEN-DG25#3"],["DATEN-SM14#3"],None,"compound")
c("de-06","Kette schmieren Intervall",H_,"DE","search",["WARTUNGSPLAN#3","DATEN-EG16#4"],[],None,"compound")
c("de-07","Batterie Elektrostapler Spannung und Kapazität",H_,"DE","search",["DATEN-EG16#3"],["DATEN-EH20#3"],None,"compound","heldout")
c("de-08","Ladezeit Hubwagen",H_,"AT","search",["DATEN-EH20#3"],["DATEN-EG16#3"],None,"spec")
c("de-09","was bedeutet Fehlercode F23",H_,"DE","search",["FAQ-WERKSTATT#1"],["FAQ-WERKSTATT#2"],None,"code")
c("de-10","Fehlercode F41 was tun",H_,"AT","search",["FAQ-WERKSTATT#2"],["FAQ-WERKSTATT#1"],None,"code","heldout")
c("de-11","Last sinkt ab was pruefen",H_,"DE","search",["FAQ-WERKSTATT#3"],[],None,"umlaut")
c("de-12","max lift height SM-14",H_,"DE","search",["DATEN-SM14#2"],[],None,"english")
c("de-13","Tragfahigkeit Hubwagen",H_,"DE","search",["DATEN-EH20#2"],["DATEN-EG16#2"],None,"accents")
c("de-14","Hydraulikpumep DG25",H_,"DE","search",["DATEN-DG25#3"],[],None,"typo")
# --- warranty, market scope
c("de-15","Garantie auf die Antriebsbatterie",H_,"AT","search",["GARANTIE-AT-2026#1"],["GARANTIE-DE-2026#1"],None,"market-scope")
c("de-16","wie lange Garantie auf Stapler in Deutschland",H_,"DE","search",["GARANTIE-DE-2026#1"],["GARANTIE-AT-2026#1"],None,"market-scope")
c("de-17","Sind Hubketten von der Garantie ausgeschlossen?",H_,"DE","search",["GARANTIE-DE-2026#2"],["GARANTIE-AT-2026#2"],None,"search","heldout")
c("de-18","Pruefung nach DGUV Vorschrift 68",H_,"DE","search",["WARTUNGSPLAN#2"],[],None,"umlaut")
# --- recall follow
c("de-19","Welche Stapler sind vom Sicherheitsrückruf betroffen?",H_,"DE","follow",["RR-2026-02#1","DATEN-DG25#3","DATEN-SM14#3"],["DATEN-EG16#4","DATEN-EH20#3"],None,"follow")
c("de-20","welche Modelle sind vom Rueckruf der Hydraulikpumpe betroffen",H_,"AT","follow",["RR-2026-02#1","DATEN-DG25#3","DATEN-SM14#3"],["DATEN-EG16#4"],None,"umlaut","heldout")
c("de-21","welche Produkte verwenden HP4410",H_,"DE","follow",["DATEN-DG25#3","DATEN-SM14#3"],["DATEN-EG16#4"],None,"follow")
c("de-22","which forklifts are affected by the hydraulic pump recall",M,"DE","follow",["RR-2026-02#1","DATEN-DG25#3","DATEN-SM14#3"],["DATEN-EG16#4"],None,"english")
c("de-23","Was ersetzt die HP-4410?",H_,"DE","follow",["RR-2026-02#3"],[],None,"relation")
c("de-24","Nachfolger der Pumpe hp 4410",H_,"AT","follow",["RR-2026-02#3"],[],None,"relation","heldout")
# --- serials
c("de-25","Ist Seriennummer H24-10500 vom Rückruf betroffen?",H_,"DE","follow",["RR-2026-02#2"],[],None,"serial",verdict="yes")
c("de-26","h24 11000 rueckruf betroffen?",H_,"AT","follow",["RR-2026-02#2"],[],None,"serial",verdict="no")
c("de-27","H2410200 betroffen?",H_,"DE","follow",["RR-2026-02#2"],[],None,"serial","heldout",verdict="yes")
c("de-28","EG-16 mit Seriennummer E25-00512, betrifft die Serviceinformation zur Lenkachse?",H_,"DE","follow",["SI-2026-07#2"],[],None,"serial",verdict="yes")
c("de-29","E25-00299 Lenkachsbolzen betroffen?",H_,"AT","follow",["SI-2026-07#2"],[],None,"serial","heldout",verdict="no")
# --- stock
hp=[x for x in l if x['teil']=='HP-4411']
nz=[x['key'] for x in hp if x['menge']!='0']; z=[x['key'] for x in hp if x['menge']=='0']
c("de-30","Welche Händler haben HP-4411 auf Lager?",H_,"DE","list",L(nz),L(z),'absent',"list")
c("de-31","welche haendler haben keine HP-4411 auf lager",H_,"AT","list",L(z),L(nz),'absent',"negation")
kt=[x for x in l if x['teil']=='KT-2200']
c("de-32","Gesamtbestand KT-2200",H_,"DE","calculate",L(['WIE-KT-2200','GRZ-KT-2200']),L(['WIE-HP-4411']),sum(int(x['menge']) for x in kt),"compound")
c("de-33","wie viele KT-2200 sind insgesamt auf Lager",H_,"AT","calculate",L(['WIE-KT-2200','GRZ-KT-2200']),L(['WIE-HP-4411']),sum(int(x['menge']) for x in kt),"sum","heldout")
# A part named and a dealer: no hop to take, the list of that dealer's row for it. Its twin's row
# holds 0: no row is listed, and the answer is no.
c("de-34","Hat der Händler in Wien die neue Hydraulikpumpe HP-4411 vorrätig?",H_,"AT","list",L(['WIE-HP-4411']),L(['MUC-HP-4411','KSL-HP-4411']),None,"stock-held",verdict="yes")
c("de-35","is the replacement for HP-4410 in stock at the Kassel dealer",H_,"DE","follow",["RR-2026-02#3"]+L(['KSL-HP-4411']),L(['WIE-HP-4411','MUC-HP-4411']),None,"at-word",verdict="yes")
de_hp=[x for x in hp if dict((y['key'],y['market']) for y in d)[x['händler']]=='DE']
c("de-36","how many HP-4411 are in stock at dealers in Germany",M,"AT","calculate",L(['MUC-HP-4411','KSL-HP-4411']),L(['WIE-HP-4411','LNZ-HP-4411']),sum(int(x['menge']) for x in de_hp),"at-word")
# --- dealers: flags, negation
hy=[x['key'] for x in d if x['hydraulik_zertifiziert']=='yes']; hn=[x['key'] for x in d if x['hydraulik_zertifiziert']=='no']
c("de-37","Welche Händler sind hydraulik-zertifiziert?",H_,"DE","list",H(hy),H(hn),'absent',"flag")
c("de-38","welche Haendler sind nicht Hydraulik zertifiziert",H_,"AT","list",H(hn),H(hy),'absent',"negation")
ln_at=[x['key'] for x in d if x['market']=='AT' and x['lithium_geschult']=='no']
c("de-39","welche Händler in Oesterreich sind nicht lithium geschult",H_,"DE","list",H(ln_at),H([x['key'] for x in d if x['key'] not in ln_at]),'absent',"negation","heldout")
hy_at=[x['key'] for x in d if x['market']=='AT' and x['hydraulik_zertifiziert']=='yes']
c("de-40","wie viele Händler sind in AT hydraulik-zertifiziert",H_,"DE","calculate",H(hy_at),H(['MUC','GRZ']),len(hy_at),"at-word")
# --- sales (staff only)
eh=[x for x in v if x['product']=='EH-20']
c("de-41","Welcher Händler hat 2026 die meisten EH-20 verkauft?",M,"DE","calculate",V(['GRZ-EH20-2026Q1','GRZ-EH20-2026Q2','GRZ-EH20-2026Q3']),V(['GRZ-EG16-2026Q1']),sum(int(x['stück']) for x in eh if x['händler']=='GRZ'),"group-total")
eg_at=[x for x in v if x['product']=='EG-16' and x['market']=='AT']
c("de-42","wie viele EG-16 wurden in Österreich verkauft",M,"DE","calculate",V(['WIE-EG16-2026Q1','SZG-EG16-2026Q3']),V(['MUC-EG16-2026Q1','WIE-DG25-2026Q1']),sum(int(x['stück']) for x in eg_at),"sum")
q2=[x for x in v if x['quartal']=='2026-04-01']
c("de-43","insgesamt verkaufte Fahrzeuge im zweiten Quartal",M,"AT","calculate",V(['MUC-EG16-2026Q2','SZG-EH20-2026Q2']),V(['MUC-EG16-2026Q1','MUC-EG16-2026Q3']),sum(int(x['stück']) for x in q2),"time-range","heldout")
dg=[x for x in v if x['product']=='DG-25']
c("de-44","which market sold the most DG-25 this year",M,"AT","calculate",V(['DUS-DG25-2026Q3','KSL-DG25-2026Q1']),V(['DUS-EG16-2026Q1']),sum(int(x['stück']) for x in dg if x['market']=='DE'),"group-total")
c("de-45","Summe verkaufte DG-25 beim Händler in Linz",M,"AT","calculate",V(['LNZ-DG25-2026Q1','LNZ-DG25-2026Q2','LNZ-DG25-2026Q3']),V(['WIE-DG25-2026Q1','LNZ-EG16-2026Q1']),sum(int(x['stück']) for x in dg if x['händler']=='LNZ'),"sum")
c("de-46","wie viele EH-20 hat Graz 2026 verkauft",H_,"AT","calculate",[],V(['GRZ-EH20-2026Q1','GRZ-EH20-2026Q2']),None,"access")
# --- claims (staff only)
hyd26=[x['key'] for x in g if x['fehler']=='Hydraulik' and x['datum'].startswith('2026')]
c("de-47","Wie viele Garantiefälle mit Fehler Hydraulik gab es 2026?",M,"DE","calculate",G([hyd26[0],hyd26[-1]]),G(['G-3101','G-3104','G-3106']),len(hyd26),"count")
dgc=[x for x in g if x['product']=='DG-25']; a=[num(x['arbeitsstunden']) for x in dgc if x['arbeitsstunden']]
c("de-48","durchschnittliche Arbeitsstunden bei Garantiefaellen am DG-25",M,"DE","calculate",G(['G-3101','G-3130']),G(['G-3102','G-3104']),fig(sum(a)/len(a)),"average")
smc=[x for x in g if x['product']=='SM-14']; b=[num(x['betriebsstunden']) for x in smc if x['betriebsstunden']]
c("de-49","durchschnittliche Betriebsstunden der Garantiefälle beim SM-14",M,"AT","calculate",G(['G-3104','G-3115']),G(['G-3101']),fig(sum(b)/len(b)),"blank-measure")
c("de-50","durchschnittliche Betriebsstunden Garantiefälle EH-20",M,"DE","calculate",[],[],None,"blank-measure","heldout")
oa=[x['key'] for x in g if x['status']=='offen' and x['market']=='AT']
c("de-51","wie viele offene Garantiefälle in Österreich",M,"DE","calculate",G(oa),G(['G-3130','G-3118']),len(oa),"count")
mx=max((num(x['arbeitsstunden']),x['key']) for x in g if x['arbeitsstunden'])
c("de-52","höchste Arbeitsstunden eines Garantiefalls",M,"DE","calculate",G([mx[1]]),G(['G-3103']),fig(mx[0]),"max")
q3=[x['key'] for x in g if '2026-07-01'<=x['datum']<='2026-09-30']
c("de-53","how many claims last quarter",M,"AT","calculate",G([q3[0],q3[-1]]),G(['G-3116','G-3124']),len(q3),"time-range")
mu=[x['key'] for x in g if x['händler']=='MUC']
c("de-54","wie viele Reklamationen hatte der Händler in München",M,"DE","calculate",G(mu),G(['G-3102','G-3115']),len(mu),"count","heldout")
c("de-55","Summe der Arbeitsstunden für Hydraulik-Garantiefälle 2026",M,"DE","calculate",G([hyd26[0],hyd26[-1]]),G(['G-3101','G-3106']),fig(sum(num(x['arbeitsstunden']) for x in g if x['key'] in hyd26)),"sum","heldout")
# --- access, price
c("de-56","Kulanz Budget Österreich",H_,"AT","search",[],["INTERN-KULANZ-2026#2"],None,"access")
c("de-57","Kulanzbudget 2026 Oesterreich",M,"AT","search",["INTERN-KULANZ-2026#2"],[],None,"access","heldout")
c("de-58","wie viele offene Garantiefälle gibt es",H_,"DE","calculate",[],G(['G-3130','G-3124']),None,"access")
c("de-59","was kostet die Hydraulikpumpe HP-4411",H_,"DE","search",["PREISLISTE-2026#2"],[],None,"price")
c("de-60","Hat der Händler in Graz die Hydraulikpumpe HP-4411 vorrätig?",H_,"AT","list",[],L(['WIE-HP-4411','LNZ-HP-4411']),None,"stock-held",verdict="no")
c("de-61","Hat Salzburg noch HP-4411 auf Lager?",H_,"AT","list",[],L(['WIE-HP-4411','LNZ-HP-4411']),None,"stock-held","heldout",verdict="no")
with open(B+'cases.jsonl','w') as f:
    for x in cases: f.write(json.dumps(x,ensure_ascii=False)+"\n")
print(len(cases), collections.Counter(x['split'] for x in cases))
for x in cases:
    if x.get('figure') is not None: print(x['id'],x['figure'],x['must'])
