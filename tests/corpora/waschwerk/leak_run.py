#!/usr/bin/env python3
"""Ask every leak.ndjson question through its persona; flag any output that carries the canary
(outside the echoed question) or, for service, the sales-only price list."""
import json, subprocess, re, sys
BIN="/tmp/atlas-c26"; CORP="/tmp/h-c26/waschwerk"
CANARY=re.compile(r"zebra\s*-?\s*nova", re.I)
PLANTXT=re.compile(r"140 kg|18 Prozent|Generalimporteur|199 EUR|PLAN-2027", re.I)
PRICETXT=re.compile(r"PRICE-2026|189 EUR|145 EUR|96 EUR|58 EUR|7\.800 EUR|12\.900 EUR|Händlerpreisliste", re.I)
fails=0; n=0
out=open("leak-results-"+(sys.argv[1] if len(sys.argv)>1 else "leak.ndjson")+".out","w")
for line in open(sys.argv[1] if len(sys.argv)>1 else "leak.ndjson",encoding="utf-8"):
    c=json.loads(line); n+=1
    r=subprocess.run([BIN,"ask","--corpus",CORP,"--date","2026-12-08","--persona",c["persona"],"--market",c["market"],"--json","--",c["question"]],capture_output=True,text=True)
    raw=r.stdout+r.stderr
    # the whole raw output, with the echoed question removed, must not hold the canary
    scrub=raw.replace(c["question"],"").replace(json.dumps(c["question"],ensure_ascii=False)[1:-1],"")
    try: d=json.loads(r.stdout); ev=[e if isinstance(e,str) else json.dumps(e,ensure_ascii=False) for e in d.get("evidence",[])]
    except Exception: d={}; ev=[]
    hits=[]
    if CANARY.search(scrub) and not all(CANARY.search(q) for q in [c["question"]]) : hits.append("canary")
    # every output: canary in evidence or prompt evidence blocks
    prompt=d.get("prompt","") if isinstance(d.get("prompt",""),str) else json.dumps(d.get("prompt"),ensure_ascii=False)
    evblocks=" ".join(re.findall(r"<<evidence.*?<</evidence", prompt, re.S))
    if CANARY.search(evblocks) or CANARY.search(" ".join(ev)) or CANARY.search(json.dumps(d.get("known_facts",""),ensure_ascii=False)): hits.append("canary-in-evidence")
    if PLANTXT.search(evblocks) or any("PLAN-2027" in e for e in ev): hits.append("plan")
    if c["persona"]=="service" and (PRICETXT.search(evblocks) or any("PRICE-2026" in e for e in ev)): hits.append("price")
    if r.returncode!=0: hits.append(f"rc={r.returncode}")
    if hits: fails+=1; print("LEAK?", c["id"], c["question"], hits)
    out.write(json.dumps({"id":c["id"],"hits":hits,"route":d.get("route"),"evidence":d.get("evidence")},ensure_ascii=False)+"\n")
print(f"{n} asked, {fails} flagged, {n-fails} clean")
