# Writes cases.jsonl; every expected figure and row is computed from records/*.csv, not from the engine.
import json, csv, os
B=os.path.dirname(os.path.abspath(__file__))+'/'
def load(p):
    return list(csv.DictReader([l for l in open(B+'records/'+p, encoding='utf-8') if not l.startswith('#')]))
d=load('DISTRIBUIDORES.csv'); v=load('VENTAS.csv'); e=load('EXISTENCIAS.csv'); r=load('RECLAMACIONES.csv')
D='2026-11-16'
cases=[]
def c(id,q,persona,market,route,must,must_not=(),figure='absent',kind='search',split='tune',verdict=None):
    x={"id":id,"question":q,"persona":persona,"market":market,"date":D,"route":route,"must":list(must),"must_not":list(must_not)}
    if figure!='absent': x["figure"]=figure
    x["kind"]=kind; x["split"]=split
    if verdict: x["verdict"]=verdict
    cases.append(x)
def num(s): return float(s) if s else None
def rnd(x): return round(x,4) if isinstance(x,float) and x!=int(x) else (int(x) if x is not None else None)
S=lambda rows: ['VENTAS#'+x['key'] for x in rows]
E=lambda keys: ['EXISTENCIAS#'+k for k in keys]
C=lambda keys: ['RECLAMACIONES#'+k for k in keys]
DI=lambda keys: ['DISTRIBUIDORES#'+k for k in keys]

# --- search for a spec
c("es-01","¿cuál es el caudal máximo de la BS-40?","personal","ES","search",["FICHA-BS40#2"],["FICHA-BS75#2"],None,"spec")
c("es-02","altura manometrica maxima bs75","distribuidor","MX","search",["FICHA-BS75#2"],["FICHA-BS40#2"],None,"accents")
c("es-03","diametro minimo del pozo para la sumergible 40","distribuidor","ES","search",["FICHA-BS40#5"],["FICHA-BS75#5"],None,"accents","heldout")
c("es-04","qué sección de cable necesito para una BS-75 a 90 metros","distribuidor","ES","search",["MAN-INSTAL-SUMERGIBLES#2"],[],None,"spec")
c("es-05","consumo de combustible de la motobomba","distribuidor","MX","search",["FICHA-MC300#3"],[],None,"spec","heldout")
c("es-06","que significa la alarma AL05 del programador","distribuidor","ES","search",["FICHA-PR12#3"],[],None,"code")
c("es-07","el programador pierde la hora despues de un corte de luz","distribuidor","ES","search",["FAQ-TALLER#2"],[],None,"accents")
c("es-08","what is the max pressure of the diaphragm pump on the AT1500","distribuidor","ES","search",["FICHA-AT1500#2"],[],None,"english")
c("es-09","potencia minima del tractor para el atomisador","distribuidor","ES","search",["FICHA-AT1500#3"],[],None,"typo")
c("es-10","cada cuanto se cambia el aceite de la bomba de membrana","distribuidor","ES","search",["FICHA-AT1500#4"],[],None,"accents","heldout")
c("es-11","cuanto tiempo aguanta la motobomba con el deposito lleno","distribuidor","ES","search",["FICHA-MC300#3"],[],None,"spec")
# --- warranty / market scope
c("es-12","¿cuántos años de garantía tiene la BS-40?","distribuidor","ES","search",["GAR-2026#1"],["GAR-MX-2026#1"],None,"market-scope")
c("es-13","garantia bombas sumergibles mexico","distribuidor","MX","search",["GAR-MX-2026#1"],["GAR-2026#1"],None,"market-scope")
c("es-14","plazo de garantía del atomizador","distribuidor","MX","search",["GAR-MX-2026#1"],["GAR-2026#1"],None,"market-scope","heldout")
c("es-15","la garantia cubre el rodete?","distribuidor","ES","search",["GAR-2026#2"],["GAR-MX-2026#2"],None,"accents")
# --- follow a recall
c("es-16","¿qué bombas están afectadas por la retirada del sello mecánico?","distribuidor","ES","follow",["RET-2026-03#1","FICHA-BS40#4","FICHA-BS75#4"],["FICHA-MC300#4"],None,"follow")
c("es-17","que productos llevan el sello SM2540","distribuidor","MX","follow",["FICHA-BS40#4","FICHA-BS75#4"],["FICHA-MC300#4"],None,"follow")
c("es-18","which products use sm 2540","personal","ES","follow",["FICHA-BS40#4","FICHA-BS75#4"],["FICHA-MC300#4"],None,"english","heldout")
c("es-19","¿qué sustituye al sello SM-2540?","distribuidor","ES","follow",["RET-2026-03#3"],[],None,"relation")
c("es-20","¿qué equipos montan la bomba de membrana BM-0300?","distribuidor","ES","follow",["FICHA-AT1500#2"],["FICHA-BS40#4"],None,"follow")
# --- serials
c("es-21","¿la bomba BS25-00870 está afectada por la retirada?","distribuidor","ES","follow",["RET-2026-03#2"],[],None,"serial",verdict="yes")
c("es-22","numero de serie bs25 01400 afectado por la retirada del sello?","distribuidor","MX","follow",["RET-2026-03#2"],[],None,"serial",verdict="no")
c("es-23","bs2500100 retirada?","distribuidor","ES","follow",["RET-2026-03#2"],[],None,"serial","heldout",verdict="yes")
c("es-24","atomizador AT25-00512 afectado por el boletin de las membranas?","distribuidor","ES","follow",["BT-2026-05#2"],[],None,"serial",verdict="yes")
c("es-25","atomizador AT25-00512 afectado por el boletín de las membranas?","distribuidor","MX","follow",[],["BT-2026-05#2"],None,"market-scope","heldout",verdict="no")
c("es-26","AT25-00800 afectado?","distribuidor","ES","follow",["BT-2026-05#2"],[],None,"serial",verdict="no")
# --- stock
sm=[x for x in e if x['pieza']=='SM-2541']
c("es-27","¿qué distribuidores tienen SM-2541 en stock?","distribuidor","ES","list",E([x['key'] for x in sm if x['cantidad']!='0']),E([x['key'] for x in sm if x['cantidad']=='0']),'absent',"list")
c("es-28","¿qué distribuidores no tienen existencias del sello SM-2541?","distribuidor","MX","list",E([x['key'] for x in sm if x['cantidad']=='0']),E([x['key'] for x in sm if x['cantidad']!='0']),'absent',"negation")
rd=[x for x in e if x['pieza']=='RD-0410']
c("es-29","stock total de RD-0410","distribuidor","ES","calculate",E([x['key'] for x in rd if x['cantidad']!='0'][:3]),E(['HUE-SM-2541']),sum(int(x['cantidad']) for x in rd),"sum")
# A part named and a dealer: no hop to take, the list of that dealer's row for it (follow is for a
# part reached through another, es-31). Its twin's row holds 0: no row is listed, and the answer is no.
c("es-30","¿tiene el distribuidor de Murcia el sello SM-2541 en stock?","distribuidor","ES","list",E(['MUR-SM-2541']),E(['ZGZ-SM-2541','GDL-SM-2541']),None,"stock-held",verdict="yes")
c("es-31","¿hay stock del recambio del SM-2540 en Lleida?","distribuidor","ES","follow",["RET-2026-03#3"],E(['ZGZ-SM-2541','MUR-SM-2541','LLD-RD-0410']),None,"follow-stock","heldout",verdict="no")
# --- dealers: flags, negation, market code as a word
so_y=[x['key'] for x in d if x['servicio_oficial']=='yes']; so_n=[x['key'] for x in d if x['servicio_oficial']=='no']
c("es-32","¿qué distribuidores son servicio oficial?","distribuidor","ES","list",DI(so_y),DI(so_n),'absent',"flag")
c("es-33","que distribuidores no son servicio oficial","distribuidor","MX","list",DI(so_n),DI(so_y),'absent',"negation")
at_n_es=[x['key'] for x in d if x['certificado_atomizadores']=='no' and x['market']=='ES']
c("es-34","distribuidores sin certificado de atomizadores en España","personal","ES","list",DI(at_n_es),DI([x['key'] for x in d if x['key'] not in at_n_es]),'absent',"negation","heldout")
c("es-35","cuantos distribuidores certificados en atomizadores hay en mexico","distribuidor","ES","calculate",DI(['CUL']),DI(['ZGZ','GDL']),1,"count")
c("es-36","lista de distribuidores de ES","distribuidor","MX","list",DI([x['key'] for x in d if x['market']=='ES']),DI([x['key'] for x in d if x['market']=='MX']),'absent',"es-word")
c("es-37","¿es Riego Bajío servicio oficial?","distribuidor","ES","list",DI(['LEO']),DI(['ZGZ','GDL']),'absent',"es-word",verdict="no")
# --- sales (staff only)
bs40=[x for x in v if x['product']=='BS-40']
c("es-38","¿cuál es el total de BS-40 vendidas en 2026?","personal","MX","calculate",S([x for x in bs40 if x['key'] in ('GDL-BS40-2026Q2','ZGZ-BS40-2026Q1')]),['VENTAS#LLD-BS75-2026Q1'],sum(int(x['unidades']) for x in bs40),"es-word")
c("es-39","¿qué distribuidor vendió más BS-40 en 2026?","personal","ES","calculate",['VENTAS#GDL-BS40-2026Q1','VENTAS#GDL-BS40-2026Q2','VENTAS#GDL-BS40-2026Q3'],['VENTAS#GDL-BS75-2026Q1'],sum(int(x['unidades']) for x in bs40 if x['distribuidor']=='GDL'),"group-total")
bs75mx=[x for x in v if x['product']=='BS-75' and x['market']=='MX']
c("es-40","cuantas BS-75 se vendieron en Mexico","personal","ES","calculate",['VENTAS#GDL-BS75-2026Q1','VENTAS#LEO-BS75-2026Q2'],['VENTAS#LLD-BS75-2026Q1','VENTAS#GDL-BS40-2026Q1'],sum(int(x['unidades']) for x in bs75mx),"sum")
q2=[x for x in v if x['trimestre']=='2026-04-01']
c("es-41","total de unidades vendidas en el segundo trimestre","personal","ES","calculate",['VENTAS#ZGZ-BS40-2026Q2','VENTAS#CUL-BS40-2026Q2'],['VENTAS#ZGZ-BS40-2026Q1','VENTAS#ZGZ-BS40-2026Q3'],sum(int(x['unidades']) for x in q2),"time-range","heldout")
at=[x for x in v if x['product']=='AT-1500']
c("es-42","which market sold the most AT-1500 this year","personal","MX","calculate",['VENTAS#ZGZ-AT1500-2026Q1','VENTAS#SEV-AT1500-2026Q3'],['VENTAS#ZGZ-BS40-2026Q1'],sum(int(x['unidades']) for x in at if x['market']=='ES'),"group-total")
c("es-43","¿cuántas BS-40 vendió el distribuidor de Guadalajara en 2026?","distribuidor","MX","calculate",[],['VENTAS#GDL-BS40-2026Q1','VENTAS#GDL-BS40-2026Q2'],None,"access")
# --- claims (staff only)
def cl(f): return [x for x in r if f(x)]
se26=cl(lambda x:x['averia']=='sello' and x['fecha'].startswith('2026'))
c("es-44","¿cuántas reclamaciones de sello hay en 2026?","personal","ES","calculate",C(['R-2506','R-2529']),C(['R-2503','R-2501']),len(se26),"count")
b75=cl(lambda x:x['product']=='BS-75'); h=[num(x['horas']) for x in b75 if x['horas']]
c("es-45","promedio de horas de mano de obra en reclamaciones de la BS-75","personal","ES","calculate",C(['R-2504','R-2530']),C(['R-2501','R-2506']),round(sum(h)/len(h),4),"average")
b40=cl(lambda x:x['product']=='BS-40'); q=[num(x['caudal_medido']) for x in b40 if x['caudal_medido']]
c("es-46","media del caudal medido en las reclamaciones de la BS-40","personal","MX","calculate",C(['R-2501','R-2527']),C(['R-2504']),round(sum(q)/len(q),4),"blank-measure")
c("es-47","media del caudal medido en reclamaciones del atomizador","personal","ES","calculate",[],[],None,"blank-measure","heldout")
mxo=cl(lambda x:x['estado']=='abierta' and x['market']=='MX')
c("es-48","cuantas reclamaciones abiertas tiene Mexico","personal","ES","calculate",C([x['key'] for x in mxo]),C(['R-2524','R-2504']),len(mxo),"count")
hs=[(num(x['horas']),x['key']) for x in r if x['horas']]
c("es-49","maximo de horas de mano de obra en una reclamacion","personal","ES","calculate",C([max(hs)[1]]),C(['R-2502']),max(hs)[0],"max")
sh=sum(num(x['horas']) for x in se26 if x['horas'])
c("es-50","total horas de mano de obra de las reclamaciones de sello en 2026","personal","ES","calculate",C(['R-2506','R-2528']),C(['R-2503','R-2501']),round(sh,4),"sum","heldout")
lq=cl(lambda x:'2026-07-01'<=x['fecha']<='2026-09-30')
c("es-51","how many claims in the last quarter","personal","MX","calculate",C(['R-2518','R-2524']),C(['R-2517','R-2525']),len(lq),"time-range")
zg=cl(lambda x:x['distribuidor']=='ZGZ')
c("es-52","cuantas reclamaciones tuvo el distribuidor de Zaragoza","personal","ES","calculate",C([x['key'] for x in zg]),C(['R-2502','R-2515']),len(zg),"count","heldout")
# --- access
c("es-53","causa raiz del fallo del sello SM-2540 proveedor","distribuidor","ES","search",[],["INFORME-CALIDAD-SM2540#1"],None,"access")
c("es-54","causa raiz del fallo del sello SM-2540 proveedor","personal","ES","search",["INFORME-CALIDAD-SM2540#1"],[],None,"access","heldout")
c("es-55","cuantas reclamaciones abiertas hay","distribuidor","ES","calculate",[],C(['R-2518','R-2529']),None,"access")
c("es-56","cuanto cuesta el kit de membranas BM-0305","distribuidor","ES","search",["TARIFA-2026#2"],[],None,"price")
c("es-57","¿tiene el distribuidor de Sevilla el sello SM-2541 en stock?","distribuidor","ES","list",[],E(['MUR-SM-2541','ZGZ-SM-2541','HUE-SM-2541']),None,"stock-held",verdict="no")
c("es-58","¿hay existencias de SM-2541 en el distribuidor de Huesca?","distribuidor","ES","list",E(['HUE-SM-2541']),E(['MUR-SM-2541','ZGZ-SM-2541']),None,"stock-held","heldout",verdict="yes")
with open(B+'cases.jsonl','w') as f:
    for x in cases: f.write(json.dumps(x,ensure_ascii=False)+"\n")
import collections
print(len(cases), collections.Counter(x['split'] for x in cases))
for x in cases:
    if 'figure' in x and x['figure'] is not None: print(x['id'],x['figure'])
