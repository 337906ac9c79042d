#!/usr/bin/env python3
"""Truths for the Danubia corpus, computed from the CSVs (never from the engine)."""
import csv, datetime as dt, io, re, unicodedata

CORPUS = "/tmp/h-c20/corpus"
TODAY = dt.date(2026, 11, 18)

def _table(name):
    lines = [l for l in open(f"{CORPUS}/records/{name}.csv", encoding="utf-8").read().splitlines() if not l.startswith("#")]
    return list(csv.DictReader(io.StringIO("\n".join(lines)), delimiter=";"))

def _date(s):
    d, m, y = s.split(".")
    return dt.date(int(y), int(m), int(d))

def _num(s):
    s = s.strip().replace(" ", "").replace(",", ".")
    return float(s) if s else None

YES = {"yes", "igen", "da", "да"}
NO = {"no", "nem", "nu", "не"}
def _flag(s):
    s = s.strip().lower()
    if s in YES: return True
    if s in NO: return False
    raise ValueError(s)

def fold(s):
    return "".join(c for c in unicodedata.normalize("NFD", s.lower()) if unicodedata.category(c) != "Mn")

DEALERS = {r["key"]: dict(name=r["dealer"], city=r["city"], market=r["market"], certified=_flag(r["certified"])) for r in _table("DEALERS")}
SALES = [dict(key=r["key"], date=_date(r["date"]), dealer=r["dealer"], product=r["product"], units=int(r["units"]),
              amount=_num(r["amount_eur"])) for r in _table("SALES")]
CLAIMS = [dict(key=r["key"], date=_date(r["claim_date"]), dealer=r["dealer"], product=r["product"], serial=r["serial"],
               fault=r["fault"], status=fold(r["status"]), hours=_num(r["repair_hours"]), warranty=_flag(r["warranty"]))
          for r in _table("CLAIMS")]
def canon_part(s):
    m = re.fullmatch(r"(?i)(DL|BRG|HE|IV)[ -]?(\d{3})[ -]?(\d)", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}-{m.group(3)}"
STOCK = [dict(key=r["key"], dealer=r["dealer"], part=canon_part(r["part"]), qty=int(r["qty"])) for r in _table("STOCK")]

def mk(d): return DEALERS[d]["market"]

# ---------------------------------------------------------------- periods
def year(y): return (dt.date(y, 1, 1), dt.date(y, 12, 31))
def this_year(): return (dt.date(TODAY.year, 1, 1), TODAY)
def quarter(y, q): return (dt.date(y, 3 * q - 2, 1), (dt.date(y + (q == 4), (3 * q) % 12 + 1, 1) - dt.timedelta(days=1)))
def month(y, m): return (dt.date(y, m, 1), (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)))
def span(a, b): return (a[0], b[1])
ALL = (dt.date(1900, 1, 1), dt.date(2100, 1, 1))

def _in(d, p): return p[0] <= d <= p[1]

# ---------------------------------------------------------------- sales
def sales_rows(products=None, markets=None, dealers=None, period=ALL, exclude_markets=()):
    out = []
    for r in SALES:
        if products and r["product"] not in products: continue
        if markets and mk(r["dealer"]) not in markets: continue
        if exclude_markets and mk(r["dealer"]) in exclude_markets: continue
        if dealers and r["dealer"] not in dealers: continue
        if not _in(r["date"], period): continue
        out.append(r)
    return out

def sales_sum(measure="units", **kw):
    v = sum(r[measure] for r in sales_rows(**kw))
    return round(v, 2)

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

def compare(a, b, measure="units", **kw):
    """markets a and b: (figure a, figure b, a > b)"""
    fa = sales_sum(measure, markets=[a], **kw)
    fb = sales_sum(measure, markets=[b], **kw)
    return fa, fb, fa > fb

# ---------------------------------------------------------------- claims
def claim_rows(products=None, markets=None, dealers=None, period=ALL, status=None, warranty=None, fault=None, hours_blank=None):
    out = []
    for r in CLAIMS:
        if products and r["product"] not in products: continue
        if markets and mk(r["dealer"]) not in markets: continue
        if dealers and r["dealer"] not in dealers: continue
        if not _in(r["date"], period): continue
        if status and r["status"] not in [fold(s) for s in status]: continue
        if warranty is not None and r["warranty"] != warranty: continue
        if fault and fold(r["fault"]) not in [fold(f) for f in fault]: continue
        out.append(r)
    return out

def claim_count(**kw): return len(claim_rows(**kw))
def claim_ids(**kw): return [f"CLAIMS#{r['key']}" for r in claim_rows(**kw)]
def claim_avg(**kw):
    hs = [r["hours"] for r in claim_rows(**kw) if r["hours"] is not None]
    return round(sum(hs) / len(hs), 4) if hs else None
def claim_max(**kw):
    hs = [r["hours"] for r in claim_rows(**kw) if r["hours"] is not None]
    return max(hs) if hs else None
def claim_sum(**kw):
    hs = [r["hours"] for r in claim_rows(**kw) if r["hours"] is not None]
    return round(sum(hs), 2) if hs else None
def claim_blanks(**kw): return sum(1 for r in claim_rows(**kw) if r["hours"] is None)

OPEN = ["nyitott", "deschis", "отворена"]
CLOSED = ["lezárt", "închis", "затворена"]
PROGRESS = ["folyamatban", "în lucru", "в процес"]
LOCK_FAULT = ["ajtózár hiba", "defect încuietoare ușă", "defect încuietoare uşă", "повреда на ключалката"]

# ---------------------------------------------------------------- dealers
def dealer_ids(markets=None, certified=None):
    return [f"DEALERS#{k}" for k, d in DEALERS.items()
            if (not markets or d["market"] in markets) and (certified is None or d["certified"] == certified)]

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
RECALL_PART = "DL-204-1"
RECALL_RANGE = ("LX24B-01000", "LX24B-04999")
REPLACEMENT = "DL-204-2"
USES = {"WX-180": ["DL-204-1", "BRG-180-1"], "WX-250": ["DL-204-1", "BRG-250-1"], "WX-400": ["DL-260-1", "IV-400-1"],
        "TD-230": ["DL-204-1", "HE-230-1"], "TD-350": ["DL-260-1", "HE-350-2"]}
SPEC_LOCK = {"WX-180": "SPEC-WX180#2", "WX-250": "SPEC-WX250#2", "WX-400": "SPEC-WX400#2", "TD-230": "SPEC-TD230#2",
             "TD-350": "SPEC-TD350#2"}
def recall_products(): return [p for p, parts in USES.items() if RECALL_PART in parts]
def serial_canon(s):
    m = re.fullmatch(r"(?i)(LX\d{2}[A-Z])[ -]?(\d{5})", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}"
def serial_affected(s):
    s = serial_canon(s)
    a, b = RECALL_RANGE
    return len(s) == len(a) and s[:5] == a[:5] and a <= s <= b

if __name__ == "__main__":
    print("sales rows", len(SALES), "claims", len(CLAIMS), "stock", len(STOCK))
    print("blanks", sum(1 for r in CLAIMS if r["hours"] is None))
    print("statuses", sorted(set(r["status"] for r in CLAIMS)))
