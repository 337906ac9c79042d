#!/usr/bin/env python3
"""Truths for the Nusantara Power corpus, computed from the CSVs by plain Python (never from the engine)."""
import os
import csv, io, datetime as dt, collections

CORPUS = os.path.dirname(os.path.abspath(__file__))  # the corpus folder is this one
TODAY = dt.date(2026, 12, 7)

def _table(name):
    lines = [l for l in open(f"{CORPUS}/records/{name}.csv", encoding="utf-8").read().splitlines()
             if not l.startswith("#")]
    return list(csv.DictReader(io.StringIO("\n".join(lines))))

YES = {"yes", "ya", "có", "oo"}; NO = {"no", "tidak", "không", "hindi"}
def _flag(s):
    s = s.strip().lower()
    if s in YES: return True
    if s in NO: return False
    raise ValueError(s)
def _d(s): return dt.date.fromisoformat(s)
def _num(s): return float(s) if s.strip() else None

DEALERS = {r["key"]: dict(name=r["dealer"], city=r["city"], market=r["market"], solar=_flag(r["solar_certified"]),
                          partner=_flag(r["service_partner"])) for r in _table("DEALERS")}
SALES = [dict(key=r["key"], date=_d(r["date"]), dealer=r["dealer"], product=r["product"], units=int(r["units"]),
              revenue=float(r["revenue_usd"]), market=DEALERS[r["dealer"]]["market"]) for r in _table("SALES")]
CLAIMS = [dict(key=r["key"], date=_d(r["claim_date"]), dealer=r["dealer"], market=r["market"], product=r["product"],
               serial=r["serial"], part=r["part"], fault=r["fault"], status=r["status"], hours=_num(r["running_hours"]),
               warranty=_flag(r["warranty"])) for r in _table("CLAIMS")]
STOCK = [dict(key=r["key"], dealer=r["dealer"], part=r["part"], qty=int(r["qty"]),
              market=DEALERS[r["dealer"]]["market"]) for r in _table("STOCK")]
PRICES = [dict(key=r["key"], product=r["product"], market=r["market"], currency=r["currency"],
               price=float(r["list_price"])) for r in _table("PRICES")]

# ---------------------------------------------------------------- periods
ALL = (dt.date(1900, 1, 1), dt.date(2100, 1, 1))
def year(y): return (dt.date(y, 1, 1), dt.date(y, 12, 31))
def quarter(y, q): return (dt.date(y, 3 * q - 2, 1), (dt.date(y + (q == 4), (3 * q) % 12 + 1, 1) - dt.timedelta(days=1)))
def month(y, m): return (dt.date(y, m, 1), (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)))
def span(a, b): return (a[0], b[1])
THIS_YEAR, LAST_YEAR = year(2026), year(2025)
LAST_QUARTER = quarter(2026, 3)
LAST3M = span(month(2026, 9), month(2026, 11))          # three whole months before December
def _in(d, p): return p[0] <= d <= p[1]

# ---------------------------------------------------------------- sales
def sales_rows(products=None, markets=None, dealers=None, period=ALL, ex_products=(), ex_markets=()):
    return [r for r in SALES if (not products or r["product"] in products) and (not markets or r["market"] in markets)
            and (not dealers or r["dealer"] in dealers) and _in(r["date"], period)
            and r["product"] not in ex_products and r["market"] not in ex_markets]
def sales_sum(measure="units", **kw): return sum(r[measure] for r in sales_rows(**kw))
def sales_ids(**kw): return ["SALES#" + r["key"] for r in sales_rows(**kw)]
def top(group, measure="units", lowest=False, **kw):
    t = collections.Counter()
    for r in sales_rows(**kw): t[r[group]] += r[measure]
    items = sorted(t.items(), key=lambda x: (x[1] if lowest else -x[1]))
    tie = len(items) > 1 and items[0][1] == items[1][1]
    return items[0][0], items[0][1], tie, dict(t)
def compare_markets(a, b, measure="units", **kw):
    x = sales_sum(measure, markets=[a], **kw); y = sales_sum(measure, markets=[b], **kw)
    return x, y, x > y
def avg_per(group, measure="units", **kw):
    t = collections.Counter()
    for r in sales_rows(**kw): t[r[group]] += r[measure]
    return sum(t.values()) / len(t), dict(t)

# ---------------------------------------------------------------- claims
def claim_rows(products=None, markets=None, dealers=None, period=ALL, status=None, fault=None, warranty=None,
               part=None):
    return [c for c in CLAIMS if (not products or c["product"] in products) and (not markets or c["market"] in markets)
            and (not dealers or c["dealer"] in dealers) and _in(c["date"], period)
            and (status is None or c["status"] == status) and (fault is None or c["fault"] == fault)
            and (warranty is None or c["warranty"] == warranty) and (part is None or c["part"] == part)]
def claim_count(**kw): return len(claim_rows(**kw))
def claim_ids(**kw): return ["CLAIMS#" + c["key"] for c in claim_rows(**kw)]
def claim_hours(kind, **kw):
    v = [c["hours"] for c in claim_rows(**kw) if c["hours"] is not None]
    if not v: return None
    return {"sum": sum(v), "avg": sum(v) / len(v), "max": max(v), "min": min(v)}[kind]
def claim_blanks(**kw): return [c["key"] for c in claim_rows(**kw) if c["hours"] is None]
def claim_top(group, **kw):
    t = collections.Counter(c[group] for c in claim_rows(**kw))
    items = t.most_common()
    return items[0][0], items[0][1], len(items) > 1 and items[0][1] == items[1][1], dict(t)

# ---------------------------------------------------------------- stock, dealers, prices, serials
def stock_rows(part=None, markets=None, dealers=None, positive=False):
    return [s for s in STOCK if (part is None or s["part"] == part) and (not markets or s["market"] in markets)
            and (not dealers or s["dealer"] in dealers) and (not positive or s["qty"] > 0)]
def stock_sum(**kw): return sum(s["qty"] for s in stock_rows(**kw))
def stock_ids(**kw): return ["STOCK#" + s["key"] for s in stock_rows(**kw)]
def dealer_ids(markets=None, solar=None, partner=None, city=None):
    return ["DEALERS#" + k for k, d in DEALERS.items() if (not markets or d["market"] in markets)
            and (solar is None or d["solar"] == solar) and (partner is None or d["partner"] == partner)
            and (city is None or d["city"] == city)]
def price(product, market):
    return [p for p in PRICES if p["product"] == product and p["market"] == market][0]

RECALL = ("NG24B-01000", "NG24B-02999")
def serial_affected(s):
    s = s.upper().replace(" ", "-")
    if "-" not in s: s = s[:5] + "-" + s[5:]
    return len(s) == len(RECALL[0]) and s[:6] == RECALL[0][:6] and RECALL[0] <= s <= RECALL[1]
RECALL_PRODUCTS = ["GS-25", "GS-60"]
RECALL_BLOCKS = ["BUL-2026-07#1", "SPEC-GS25#2", "SPEC-GS60#2"]

if __name__ == "__main__":
    print(top("dealer", products=["GS-60"], period=THIS_YEAR))
    print(compare_markets("VN", "PH", products=["WP-150"], period=LAST_YEAR))
    print(claim_count(markets=["MY"], status="open"), claim_hours("avg", products=["GS-25"]))
