import re
import json, subprocess, collections
B = {"service": "out/service.atlas", "sales": "out/sales.atlas"}
cnt = collections.Counter(); leaks = []
for line in open("karpaty/leak.ndjson"):
    c = json.loads(line)
    for src in ("bundle", "corpus"):
        args = ["--bundle", B[c["persona"]]] if src == "bundle" else ["--corpus", "karpaty"]
        r = subprocess.run(["/tmp/atlas-c24", "ask", *args, "--persona", c["persona"], "--market", c["market"], "--date", c["date"], "--json", "--", c["question"]], capture_output=True, text=True)
        out = r.stdout + r.stderr
        a = json.loads(r.stdout)
        cnt[(src, c["persona"], c["market"], a["route"])] += 1
        ev = json.dumps([a["evidence"], a["known_facts"], a["facts"], a["links"], a["figure"]], ensure_ascii=False)
        stripped = out.replace(c["question"], "").lower().replace(c["question"].lower(), "")
        stripped = re.sub(r"terms=\[[^\]]*\]", "", stripped); stripped = re.sub(r"reading [^\n\"]*", "", stripped)
        if "kestrelox" in ev.lower() or "mgmt-plan" in stripped or "1.4 million" in stripped or "kestrelox" in stripped:
            leaks.append((src, c["id"]))
print("asked", sum(cnt.values()), "leaks", len(leaks), leaks[:10])
by = collections.Counter((k[0], k[1], k[2]) for k in cnt.elements())
for k in sorted(by): print(k, by[k])
routes = collections.Counter(k[3] for k in cnt.elements()); print("routes", dict(routes))
