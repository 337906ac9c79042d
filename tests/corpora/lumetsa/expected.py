#!/usr/bin/env python3
"""Truths for the Lumetsa corpus, computed from the CSVs by plain Python (never from the engine)."""
import csv, datetime as dt, io, re, unicodedata

CORPUS = "/tmp/h-c21/corpus"
TODAY = dt.date(2026, 12, 1)

def _table(name):
    lines = [l for l in open(f"{CORPUS}/records/{name}.csv", encoding="utf-8").read().splitlines() if not l.startswith("#")]
    return list(csv.DictReader(io.StringIO("\n".join(lines)), delimiter=";"))

def _date(s):
    d, m, y = s.split(".")
    return dt.date(int(y), int(m), int(d))

def _num(s):
    s = s.strip().replace(" ", "").replace(",", ".")
    return float(s) if s else None

YES = {"yes", "kyllä", "jah", "jā", "taip"}
NO = {"no", "ei", "nē", "ne"}
def _flag(s):
    s = s.strip().lower()
    if s in YES: return True
    if s in NO: return False
    raise ValueError(s)

def fold(s):
    return "".join(c for c in unicodedata.normalize("NFD", s.lower()) if unicodedata.category(c) != "Mn")

DEALERS = {r["key"]: dict(name=r["dealer"], city=r["city"], market=r["market"], certified=_flag(r["certified"]))
           for r in _table("DEALERS")}
SALES = [dict(key=r["key"], date=_date(r["date"]), dealer=r["dealer"], product=r["product"], units=int(r["units"]),
              revenue=_num(r["revenue_eur"])) for r in _table("SALES")]
def canon_serial(s):
    m = re.fullmatch(r"(?i)(LF\d{2}[A-Z])[ -]?(\d{5})", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}"
CLAIMS = [dict(key=r["key"], date=_date(r["claim_date"]), dealer=r["dealer"], market=r["market"], product=r["product"],
               serial=canon_serial(r["serial"]), fault=r["fault"], status=fold(r["status"]), hours=_num(r["repair_hours"]),
               warranty=_flag(r["warranty"])) for r in _table("CLAIMS")]
def canon_part(s):
    m = re.fullmatch(r"(?i)(IM|CB|TH|HP|AF)[ -]?(\d{3})[ -]?(\d)", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}-{m.group(3)}"
STOCK = [dict(key=r["key"], dealer=r["dealer"], part=canon_part(r["part"]), qty=int(r["qty"])) for r in _table("STOCK")]

def mk(d): return DEALERS[d]["market"]

# ---------------------------------------------------------------- periods
def year(y): return (dt.date(y, 1, 1), dt.date(y, 12, 31))
def this_year(): return (dt.date(TODAY.year, 1, 1), TODAY)
def quarter(y, q): return (dt.date(y, 3 * q - 2, 1), (dt.date(y + (q == 4), (3 * q) % 12 + 1, 1) - dt.timedelta(days=1)))
def month(y, m): return (dt.date(y, m, 1), (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)))
def half(y, h): return span(month(y, 1 if h == 1 else 7), month(y, 6 if h == 1 else 12))
def span(a, b): return (a[0], b[1])
ALL = (dt.date(1900, 1, 1), dt.date(2100, 1, 1))
def _in(d, p): return p[0] <= d <= p[1]

# ---------------------------------------------------------------- sales
def sales_rows(products=None, markets=None, dealers=None, period=ALL, exclude_markets=(), exclude_products=()):
    out = []
    for r in SALES:
        if products and r["product"] not in products: continue
        if exclude_products and r["product"] in exclude_products: continue
        if markets and mk(r["dealer"]) not in markets: continue
        if exclude_markets and mk(r["dealer"]) in exclude_markets: continue
        if dealers and r["dealer"] not in dealers: continue
        if not _in(r["date"], period): continue
        out.append(r)
    return out

def sales_sum(measure="units", **kw):
    return round(sum(r[measure] for r in sales_rows(**kw)), 2)

def sales_by(group, measure="units", **kw):
    g = {}
    for r in sales_rows(**kw):
        k = r["dealer"] if group == "dealer" else mk(r["dealer"]) if group == "market" else r["product"]
        g[k] = round(g.get(k, 0) + r[measure], 2)
    return g

def top(group, measure="units", least=False, **kw):
    g = sales_by(group, measure, **kw)
    items = sorted(g.items(), key=lambda kv: (kv[1] if least else -kv[1]))
    tie = len(items) > 1 and items[0][1] == items[1][1]
    return items[0][0], items[0][1], tie, items

def avg_per(group, measure="units", **kw):
    g = sales_by(group, measure, **kw)
    return round(sum(g.values()) / len(g), 4), g

def compare_markets(a, b, measure="units", **kw):
    fa = sales_sum(measure, markets=[a], **kw)
    fb = sales_sum(measure, markets=[b], **kw)
    return fa, fb, fa > fb

def compare_products(a, b, measure="units", **kw):
    fa = sales_sum(measure, products=[a], **kw)
    fb = sales_sum(measure, products=[b], **kw)
    return fa, fb, fa > fb

# ---------------------------------------------------------------- claims
STATUS = {"open": ["avoin", "avatud", "atvērta", "atvira"], "closed": ["suljettu", "suletud", "slēgta", "uždaryta"],
          "progress": ["käsittelyssä", "menetluses", "procesā", "vykdoma"]}
FAULTS = {"ignition": ["sytytysvika", "süütehäire", "aizdedzes kļūme", "uždegimo gedimas"],
          "brake": ["ketjujarru", "ketipidur", "ķēdes bremze", "grandinės stabdis"],
          "carb": ["kaasutin", "karburaator", "karburators", "karbiuratorius"],
          "hydraulic": ["hydrauliikkavuoto", "hüdraulikaleke", "hidraulikas noplūde", "hidraulikos nuotėkis"],
          "head": ["siimapää", "trimmipea", "trimmera galva", "pjovimo galvutė"]}

def claim_rows(products=None, markets=None, dealers=None, period=ALL, status=None, warranty=None, fault=None):
    out = []
    for r in CLAIMS:
        if products and r["product"] not in products: continue
        if markets and r["market"] not in markets: continue
        if dealers and r["dealer"] not in dealers: continue
        if not _in(r["date"], period): continue
        if status and r["status"] not in [fold(s) for s in STATUS[status]]: continue
        if warranty is not None and r["warranty"] != warranty: continue
        if fault and fold(r["fault"]) not in [fold(f) for f in FAULTS[fault]]: continue
        out.append(r)
    return out

def claim_count(**kw): return len(claim_rows(**kw))
def claim_ids(**kw): return [f"CLAIMS#{r['key']}" for r in claim_rows(**kw)]
def _hours(**kw): return [r["hours"] for r in claim_rows(**kw) if r["hours"] is not None]
def claim_avg(**kw):
    hs = _hours(**kw)
    return round(sum(hs) / len(hs), 4) if hs else None
def claim_sum(**kw):
    hs = _hours(**kw)
    return round(sum(hs), 2) if hs else None
def claim_max(**kw):
    hs = _hours(**kw)
    return max(hs) if hs else None
def claim_min(**kw):
    hs = _hours(**kw)
    return min(hs) if hs else None
def claim_blanks(**kw): return sum(1 for r in claim_rows(**kw) if r["hours"] is None)
def claims_by(group, **kw):
    g = {}
    for r in claim_rows(**kw):
        k = r[group]
        g[k] = g.get(k, 0) + 1
    return g

# ---------------------------------------------------------------- dealers
def dealer_keys(markets=None, certified=None):
    return [k for k, d in DEALERS.items()
            if (not markets or d["market"] in markets) and (certified is None or d["certified"] == certified)]
def dealer_ids(markets=None, certified=None):
    return [f"DEALERS#{k}" for k in dealer_keys(markets, certified)]

# ---------------------------------------------------------------- stock
def stock_rows(part, markets=None, dealers=None, positive=None):
    out = []
    for r in STOCK:
        if r["part"] != part: continue
        if markets and mk(r["dealer"]) not in markets: continue
        if dealers and r["dealer"] not in dealers: continue
        if positive is True and r["qty"] <= 0: continue
        if positive is False and r["qty"] > 0: continue
        out.append(r)
    return out
def stock_ids(part, **kw): return [f"STOCK#{r['key']}" for r in stock_rows(part, **kw)]
def stock_qty(part, **kw): return sum(r["qty"] for r in stock_rows(part, **kw))

# ---------------------------------------------------------------- recall
RECALL_PART = "IM-220-1"
RECALL_RANGE = ("LF24C-01000", "LF24C-03999")
REPLACEMENT = "IM-220-2"
USES = {"CS-450": ["IM-220-1", "CB-450-1", "AF-450-1"], "CS-620": ["IM-220-1", "CB-620-1", "AF-450-1"],
        "BC-300": ["IM-220-1", "TH-300-2"], "BC-520": ["IM-230-1", "TH-300-2"], "LS-12": ["HP-120-1"]}
SPEC_IGN = {"CS-450": "SPEC-CS450#2", "CS-620": "SPEC-CS620#2", "BC-300": "SPEC-BC300#2", "BC-520": "SPEC-BC520#2"}
def recall_products(): return [p for p, parts in USES.items() if RECALL_PART in parts]
def serial_affected(s):
    s = canon_serial(s)
    a, b = RECALL_RANGE
    return len(s) == len(a) and s[:5] == a[:5] and a <= s <= b

if __name__ == "__main__":
    print("sales rows", len(SALES), "claims", len(CLAIMS), "stock", len(STOCK), "dealers", len(DEALERS))
    print("blanks", sum(1 for r in CLAIMS if r["hours"] is None))
    print("statuses", sorted(set(r["status"] for r in CLAIMS)))
    print("claims per market", claims_by("market"))
    print("sales 2025 by market", sales_by("market", period=year(2025)))
    for p in ["IM-220-2", "HP-120-1", "TH-300-2", "CB-450-1"]:
        print(p, [(r["dealer"], r["qty"]) for r in stock_rows(p)])
