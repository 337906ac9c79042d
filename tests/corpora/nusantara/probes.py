#!/usr/bin/env python3
"""Generated probes (seeded) with truths from expected.py -> probes.jsonl."""
import json, random
from expected import *

R = random.Random(77)
D = "2026-12-07"
out = []
def case(kind, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, note=""):
    c = {"id": f"p{len(out)+1:03d}", "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not), "kind": kind, "split": "heldout"}
    if figure != "absent": c["figure"] = figure
    if verdict: c["verdict"] = verdict
    if note: c["note"] = note
    out.append(c)
yn = lambda b: "yes" if b else "no"

PN = {  # product spellings
    "GS-25": ["GS-25", "gs25", "25", "genset 25"], "GS-60": ["GS-60", "gs 60", "60", "generator 60"],
    "SI-5000": ["SI-5000", "si5000", "5000", "inverter 5000"], "SI-8000": ["SI-8000", "si 8000", "8000"],
    "WP-150": ["WP-150", "wp150", "150", "pompa 150"]}
MN = {"ID": ["Indonesia", "ID", "indo"], "MY": ["Malaysia", "MY", "msia"], "PH": ["Philippines", "PH", "Pilipinas"],
      "VN": ["Vietnam", "VN", "Việt Nam", "viet nam"], "SG": ["Singapore", "SG", "Singapura"]}
# periods per language: (text, period)
PER = {
 "en": [("this year", THIS_YEAR), ("last year", LAST_YEAR), ("in 2025", LAST_YEAR), ("in Q2 2026", quarter(2026, 2)),
        ("in the first quarter of 2025", quarter(2025, 1)), ("in March 2026", month(2026, 3)),
        ("last quarter", LAST_QUARTER)],
 "id": [("tahun ini", THIS_YEAR), ("tahun lalu", LAST_YEAR), ("tahun 2025", LAST_YEAR),
        ("kuartal kedua 2025", quarter(2025, 2)), ("Q3 2026", quarter(2026, 3)), ("bulan Maret 2026", month(2026, 3)),
        ("kuartal lalu", LAST_QUARTER)],
 "ms": [("tahun ini", THIS_YEAR), ("tahun lepas", LAST_YEAR), ("suku ketiga 2026", quarter(2026, 3)),
        ("Mac 2026", month(2026, 3)), ("Ogos 2025", month(2025, 8))],
 "vi": [("năm nay", THIS_YEAR), ("nam nay", THIS_YEAR), ("năm ngoái", LAST_YEAR), ("nam ngoai", LAST_YEAR),
        ("quý 2 năm 2026", quarter(2026, 2)), ("quy 1 nam 2025", quarter(2025, 1)), ("năm 2025", LAST_YEAR)],
 "tl": [("ngayong taon", THIS_YEAR), ("noong nakaraang taon", LAST_YEAR), ("noong 2025", LAST_YEAR),
        ("sa ikalawang quarter ng 2025", quarter(2025, 2)), ("noong Marso 2026", month(2026, 3))],
}
SUM_T = {
 "en": ["how many {p} did {m} sell {per}", "total {p} units sold in {m} {per}", "how many {p} sold in {m} {per}"],
 "id": ["berapa unit {p} terjual di {m} {per}", "brp {p} terjual di {m} {per}", "jumlah penjualan {p} di {m} {per}"],
 "ms": ["berapa jualan {p} di {m} {per}", "jumlah jualan {p} di {m} {per}"],
 "vi": ["bao nhiêu {p} bán ở {m} {per}", "bao nhieu {p} ban o {m} {per}", "tổng doanh số {p} tại {m} {per}"],
 "tl": ["ilan ang nabenta na {p} sa {m} {per}", "ilang {p} ang nabenta sa {m} {per}"],
}
PERSONA_OF = {"ID": "sales", "MY": "sales", "PH": "sales", "VN": "sales", "SG": "sales"}
LANG_MARKET = {"id": "ID", "ms": "MY", "vi": "VN", "tl": "PH", "en": None}

# A. sums of units: 70
for i in range(70):
    lang = R.choice(list(SUM_T)); p = R.choice(list(PN)); m = R.choice(list(MN))
    per_t, per = R.choice(PER[lang]); ps = R.choice(PN[p]); ms = R.choice(MN[m])
    if R.random() < 0.25 and len(ms) == 2: ms = ms.lower()
    q = R.choice(SUM_T[lang]).format(p=ps, m=ms, per=per_t)
    case(f"sum-{lang}", "sales", LANG_MARKET[lang] or m, q, "calculate",
         figure=sales_sum(products=[p], markets=[m], period=per), note=f"{p} {m} {per}")

# B. compare yes/no: 16
CMP_T = {"en": "did {a} sell more {p} than {b} {per}?",
         "id": "apakah penjualan {p} di {a} lebih banyak daripada {b} {per}",
         "tl": "mas marami ba ang nabenta na {p} sa {a} kaysa sa {b} {per}",
         "vi": "{a} bán {p} nhiều hơn {b} {per} không"}
n = 0
while n < 16:
    lang = list(CMP_T)[n % 4]; p = R.choice(list(PN)); a, b = R.sample(list(MN), 2)
    per_t, per = R.choice(PER[lang])
    x, y, gt = compare_markets(a, b, products=[p], period=per)
    if x == y: continue
    q = CMP_T[lang].format(a=MN[a][0], b=MN[b][0], p=R.choice(PN[p][:2]), per=per_t)
    case(f"compare-{lang}", "sales", LANG_MARKET[lang] or a, q, "calculate", verdict=yn(gt), note=f"{a} {x} {b} {y}")
    n += 1

# C. who sold the most: 12 (dealer), 5 (market)
WHO_T = {"en": "which dealer sold the most {p} {per}", "id": "dealer mana yang paling banyak {p} terjual {per}",
         "tl": "sinong dealer ang pinakamaraming nabenta na {p} {per}", "vi": "đại lý nào bán nhiều nhất {p} {per}"}
n = 0
while n < 12:
    lang = list(WHO_T)[n % 4]; p = R.choice(list(PN)); per_t, per = R.choice(PER[lang])
    k, v, tie, _ = top("dealer", products=[p], period=per)
    if tie: continue
    case(f"who-most-{lang}", "sales", LANG_MARKET[lang] or "SG", WHO_T[lang].format(p=PN[p][0], per=per_t),
         "calculate", figure=v, note=k); n += 1
n = 0
while n < 5:
    p = R.choice(list(PN)); per_t, per = R.choice(PER["en"])
    k, v, tie, _ = top("market", products=[p], period=per)
    if tie: continue
    case("which-market", "sales", "MY", f"which market sold the most {PN[p][0]} {per_t}", "calculate", figure=v,
         note=k); n += 1

# D. claims: counts 20, hours 10
ST = {"en": ("open", "closed"), "id": ("terbuka", "ditutup"), "vi": ("mở", "đóng"), "tl": ("bukas", "sarado")}
CL_T = {"en": "how many {s} claims in {m}", "id": "berapa klaim {s} di {m}", "vi": "bao nhiêu khiếu nại {s} ở {m}",
        "tl": "ilan ang {s} na claim sa {m}"}
for i in range(10):
    lang = list(CL_T)[i % 4]; m = R.choice(list(MN)); st = R.choice([0, 1])
    case(f"claims-status-{lang}", "service", LANG_MARKET[lang] or m,
         CL_T[lang].format(s=ST[lang][st], m=MN[m][0]), "calculate",
         figure=claim_count(markets=[m], status=["open", "closed"][st]))
CP_T = {"en": "how many {p} claims {per}", "id": "berapa klaim {p} {per}", "vi": "bao nhiêu khiếu nại {p} {per}",
        "tl": "ilan ang claim ng {p} {per}"}
for i in range(6):
    lang = list(CP_T)[i % 4]; p = R.choice(list(PN)); per_t, per = R.choice(PER[lang])
    case(f"claims-product-{lang}", "service", LANG_MARKET[lang] or "SG",
         CP_T[lang].format(p=R.choice(PN[p][:2]), per=per_t), "calculate", figure=claim_count(products=[p], period=per))
for f_, m in [("E21", "ID"), ("E14", "VN"), ("e40", "PH"), ("E-21", "MY")]:
    case("claims-fault", "service", m, f"how many claims with fault {f_} in {MN[m][0]}", "calculate",
         figure=claim_count(fault=f_.upper().replace("-", ""), markets=[m]))
HR_T = [("average running hours of {p} claims", "avg"), ("rata-rata jam operasi klaim {p}", "avg"),
        ("total running hours {p} claims", "sum"), ("highest running hours of {p} claims", "max"),
        ("trung bình giờ chạy {p}", "avg")]
for i in range(10):
    t, op = HR_T[i % 5]; p = PRODUCTS_ = ["GS-25", "GS-60", "WP-150", "SI-5000", "SI-8000"][i % 5]
    v = claim_hours(op, products=[p])
    case(f"hours-{op}", "service", "MY", t.format(p=p), "calculate", figure=None if v is None else round(v, 2),
         note=f"blanks {len(claim_blanks(products=[p]))}")

# E. serials: 16
SER = [("NG24B-01000", None), ("NG24B-02999", None), ("NG24B-01500", None), ("NG24B-00999", None),
       ("NG24B-03000", None), ("NG25A-01500", None), ("NS24B-01500", None), ("ng24b 02000", None)]
SER_T = {"en": "is {s} affected by the recall?", "id": "apakah nomor seri {s} kena recall",
         "vi": "máy {s} có bị thu hồi không", "tl": "apektado ba ang serial {s} sa recall"}
for i, (s, _) in enumerate(SER * 2):
    lang = list(SER_T)[i % 4]
    form = s if i < 8 else s.replace("-", "").lower()
    aff = serial_affected(s)
    case(f"serial-{lang}", "service", LANG_MARKET[lang] or "SG", SER_T[lang].format(s=form), "follow",
         must=["BUL-2026-07#2"] if aff else [], verdict=yn(aff))

# F. stock: 16 yes/no, 5 totals
PSP = {"GS25-AVR-1": ["GS25-AVR-1", "GS-25-AVR-1", "gs25avr1"], "GS25-AVR-2": ["GS25-AVR-2", "gs 25 avr 2"],
       "GS60-FAN-1": ["GS60-FAN-1", "gs60fan1"], "SI5000-CAP-3": ["SI5000-CAP-3", "SI-5000-CAP-3"],
       "WP150-SEAL-2": ["WP150-SEAL-2", "wp150 seal 2"]}
CITY = {"JKT": "Jakarta", "SBY": "Surabaya", "MDN": "Medan", "KUL": "Kuala Lumpur", "PEN": "Penang",
        "JHB": "Johor Bahru", "MNL": "Manila", "CEB": "Cebu", "DVO": "Davao", "HAN": "Ha Noi", "SGN": "Ho Chi Minh",
        "DAD": "Da Nang", "SIN": "Singapore"}
STK_T = {"en": "does the {c} dealer have {pt} in stock?", "id": "ada stok {pt} di {c}?",
         "tl": "may stock ba ng {pt} sa {c}", "vi": "{c} còn hàng {pt} không"}
for i in range(16):
    lang = list(STK_T)[i % 4]; d = R.choice(list(CITY)); pt = R.choice(list(PSP))
    s = stock_rows(part=pt, dealers=[d])[0]
    case(f"stock-{lang}", "service", DEALERS[d]["market"], STK_T[lang].format(c=CITY[d], pt=R.choice(PSP[pt])), "list",
         must=["STOCK#" + s["key"]], verdict=yn(s["qty"] > 0), note=f"qty {s['qty']}")
for pt, m in [("GS25-AVR-2", "ID"), ("SI5000-CAP-3", "VN"), ("GS60-FAN-1", "PH"), ("WP150-SEAL-2", None),
              ("GS25-AVR-1", "MY")]:
    q = f"total stock of {R.choice(PSP[pt])}" + (f" in {MN[m][0]}" if m else " at all dealers")
    case("stock-total", "service", m or "SG", q, "calculate", figure=stock_sum(part=pt, markets=[m] if m else None))

# G. dealers with native flags: 10
for m in ["ID", "MY", "PH", "VN", "SG"]:
    case("flag-list", "sales", m, f"which dealers in {MN[m][0]} are solar certified", "list",
         must=dealer_ids(markets=[m], solar=True), must_not=dealer_ids(markets=[m], solar=False),
         verdict=yn(bool(dealer_ids(markets=[m], solar=True))))
    case("flag-count", "service", m, f"how many service partner dealers in {MN[m][0]}", "calculate",
         figure=len(dealer_ids(markets=[m], partner=True)))

# H. follow uses: 10
USE = {"GS25-AVR-1": ["SPEC-GS25#2", "SPEC-GS60#2"], "SI5000-CAP-3": ["SPEC-SI5000#2", "SPEC-SI8000#1"],
       "GS60-FAN-1": ["SPEC-GS60#2"], "WP150-SEAL-2": ["SPEC-WP150#2"]}
UT = ["which products use {pt}", "produk apa yang menggunakan {pt}", "anong produkto ang gumagamit ng {pt}",
      "which models are fitted with {pt}", "what uses {pt}"]
for i in range(10):
    pt = list(USE)[i % 4]
    case("uses", "service", "ID", UT[i % 5].format(pt=R.choice(PSP[pt])), "follow", must=USE[pt])

# I. prices: 10
PT = ["price of {p} in {m}", "harga {p} di {m}", "magkano ang {p} sa {m}", "giá {p} ở {m}"]
for i in range(10):
    p = R.choice(list(PN)); m = R.choice(list(MN)); pr = price(p, m)
    case("price", "sales", m, PT[i % 4].format(p=PN[p][0], m=MN[m][0]), "calculate", must=["PRICES#" + pr["key"]],
         figure=pr["price"], note=pr["currency"])

# J. negation / except: 10
for m, yr in [("VN", 2026), ("ID", 2025), ("PH", 2026), ("SG", 2025), ("MY", 2026)]:
    per = year(yr)
    case("except-market", "service", "ID", f"how many claims not in {MN[m][0]} in {yr}", "calculate",
         figure=claim_count(period=per) - claim_count(markets=[m], period=per))
    p = R.choice(list(PN))
    case("except-product", "sales", "MY", f"berapa unit terjual di Malaysia tahun {yr} kecuali {PN[p][0]}", "calculate",
         figure=sales_sum(markets=["MY"], period=per, ex_products=[p]))

# K. "my"/"id" market words: 6
for asker, p in [("PH", "GS-25"), ("VN", "SI-5000"), ("ID", "WP-150")]:
    case("my-market", "sales", asker, f"how many {PN[p][0]} did we sell in my market this year", "calculate",
         figure=sales_sum(products=[p], markets=[asker], period=THIS_YEAR), note="asker's market")
for p in ["GS-60", "SI-8000", "WP-150"]:
    case("id-lower", "sales", "ID", f"berapa {PN[p][0]} terjual di id tahun lalu", "calculate",
         figure=sales_sum(products=[p], markets=["ID"], period=LAST_YEAR))

# L. rolling months: 3
for p, m in [("SI-5000", "ID"), ("WP-150", "VN"), ("GS-25", "PH")]:
    case("last-3-months", "sales", m, f"how many {PN[p][0]} sold in {MN[m][0]} in the last 3 months", "calculate",
         figure=sales_sum(products=[p], markets=[m], period=LAST3M),
         note=f"Sep-Nov {sales_sum(products=[p], markets=[m], period=LAST3M)}; Oct-Nov only "
              f"{sales_sum(products=[p], markets=[m], period=span(month(2026, 10), month(2026, 11)))}")

with open("/tmp/h-c23/probes.jsonl", "w") as f:
    for c in out: f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(out))
