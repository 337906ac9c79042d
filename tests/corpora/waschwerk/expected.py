#!/usr/bin/env python3
"""Truths for Waschwerk cases, computed from the CSVs only (never from the engine).
Writes cases.jsonl and prints each truth."""
import csv, json, io, os, datetime as dt
R = os.path.join(os.path.dirname(os.path.abspath(__file__)), "waschwerk", "records")
def table(name, sep=","):
    lines=[l for l in open(os.path.join(R,name),encoding="utf-8") if not l.startswith("#")]
    return list(csv.DictReader(io.StringIO("".join(lines)), delimiter=sep))
DEALERS=table("DEALERS.csv"); SALES=table("SALES.csv"); STOCK=table("STOCK.csv")
CLAIMS=table("CLAIMS.csv",";"); REV=table("REVENUE.csv",";")
def d(s):  # DD.MM.YYYY or YYYY-MM-DD
    return dt.date(int(s[6:10]),int(s[3:5]),int(s[0:2])) if "." in s else dt.date.fromisoformat(s)
for c in CLAIMS:
    c["d"]=d(c["date"]); c["h"]=float(c["repair_hours"].replace(",",".")) if c["repair_hours"] else None
for r in REV: r["d"]=d(r["month"]); r["v"]=float(r["revenue_eur"].replace(".","").replace(",","."))
for s in SALES: s["d"]=d(s["month"]); s["u"]=int(s["units"])
for s in STOCK: s["q"]=int(s["quantity"])
FLAG={"ja":1,"так":1,"yes":1,"nein":0,"ні":0,"no":0}
OPEN={"offen","відкрита","open"}
def rng(y1,m1,y2,m2): return lambda x: (y1,m1)<=(x.year,x.month)<=(y2,m2)
Q3=rng(2026,7,2026,9); NOV=rng(2026,11,2026,11); Y25=rng(2025,1,2025,12); Y26=rng(2026,1,2026,12)
def cl(**f):
    out=[]
    for c in CLAIMS:
        if all((c[k]==v) if not callable(v) else v(c["d"] if k=="d" else c[k]) for k,v in f.items()): out.append(c)
    return out
def avg(xs): xs=[x for x in xs if x is not None]; return round(sum(xs)/len(xs),2) if xs else None
def units(**f): return sum(s["u"] for s in SALES if all((s[k]==v) if not callable(v) else v(s["d"]) for k,v in f.items()))
def rev(**f): return round(sum(r["v"] for r in REV if all((r[k]==v) if not callable(v) else v(r["d"]) for k,v in f.items())),2)
def stock(dealer,part): return [s for s in STOCK if s["dealer"]==dealer and s["part"]==part][0]["q"]
def serial_in(s):
    ranges=[("WX24K-000500","WX24K-001800"),("WX25A-000001","WX25A-000250")]
    return any(a[:5]==s[:5] and a<=s<=b for a,b in ranges)
ids=lambda rows: ["CLAIMS#"+c["key"] for c in rows]
T={}
T["open_AT"]=cl(market="AT",status=lambda s:s in OPEN)
T["open_UA"]=cl(market="UA",status=lambda s:s in OPEN)
T["KZ_nov"]=cl(market="KZ",d=NOV)
T["avg_wx110"]=avg(c["h"] for c in cl(product="WX-110"))
T["sum_lg_2026"]=round(sum(c["h"] or 0 for c in cl(part="LG-420-B",d=Y26)),2)
T["wx65_CH_2025"]=units(product="WX-65",market="CH",d=Y25)
T["wx110_UA_nov"]=units(product="WX-110",market="UA",d=NOV)
T["rev_AT_Q3"]=rev(market="AT",d=Q3)
T["rev_DE_nov"]=rev(market="DE",d=NOV)
T["rev_UA_2025"]=rev(market="UA",d=Y25); T["rev_KZ_2025"]=rev(market="KZ",d=Y25)
T["rev_AT_2026"]=rev(market="AT",d=Y26); T["rev_CH_2026"]=rev(market="CH",d=Y26)
T["avg_rev_market_2025"]=round(sum(rev(market=m,d=Y25) for m in ["DE","AT","CH","UA","KZ"])/5,2)
T["wx110_2026"]=units(product="WX-110",d=Y26)
T["wx65_Q3"]=units(product="WX-65",d=Q3)
T["td30_claims_2025"]=cl(product="TD-30",d=Y25)
T["fi320_claims_2026"]=cl(product="FI-320",d=Y26)
T["td30_claims_2026"]=cl(product="TD-30",d=Y26)
T["CH_claims"]=cl(market="CH")
T["KZ_Q3"]=cl(market="KZ",d=Q3)
T["avg_UA_2026"]=avg(c["h"] for c in cl(market="UA",d=Y26))
T["DE_2025"]=cl(market="DE",d=Y25)
T["stock_lgc_total"]=sum(s["q"] for s in STOCK if s["part"]=="LG-420-C")
T["ds150_zero"]=[s["key"] for s in STOCK if s["part"]=="DS-150-A" and s["q"]==0]
T["ds150_some"]=[s["key"] for s in STOCK if s["part"]=="DS-150-A" and s["q"]>0]
T["VIE_lgc"]=stock("VIE","LG-420-C"); T["LVV_lgc"]=stock("LVV","LG-420-C"); T["ALA_dp"]=stock("ALA","DP-210-A")
T["notcert"]=[x["key"] for x in DEALERS if not FLAG[x["certified"]]]
T["cert_UA"]=[x["key"] for x in DEALERS if FLAG[x["certified"]] and x["market"]=="UA"]
T["cert_KZ"]=[x["key"] for x in DEALERS if FLAG[x["certified"]] and x["market"]=="KZ"]
w65={}
for s in SALES:
    if s["product"]=="WX-65" and Y25(s["d"]): w65[s["dealer"]]=w65.get(s["dealer"],0)+s["u"]
T["top_wx65_2025"]=max(w65.items(),key=lambda kv:kv[1])
T["ber_q3"]=cl(dealer="BER",d=Q3)
if __name__=="__main__":
    for k,v in T.items():
        if isinstance(v,list) and v and isinstance(v[0],dict): print(k, len(v), [c["key"] for c in v])
        else: print(k, v)
    for s in ["WX24K-001234","WX24K-002000","WX25A-000100","WX25B-000100"]: print(s, serial_in(s))
