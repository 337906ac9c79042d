#!/usr/bin/env python3
"""The true figures of the Karpaty corpus, computed from records/*.csv (never from the engine)."""
import os, csv, io, datetime as dt, collections
CORPUS = os.path.dirname(os.path.abspath(__file__))
TODAY = dt.date(2026, 12, 7)

def _table(name):
    lines = [l for l in open(os.path.join(CORPUS, "records", name + ".csv"), encoding="utf-8") if not l.startswith("#")]
    sep = ";" if ";" in lines[0] else ","
    return list(csv.DictReader(io.StringIO("".join(lines)), delimiter=sep))

YES = {"yes", "tak", "ano", "áno", "evet", "igen"}
def _flag(s): return s.strip().lower() in YES
def _dmy(s): d, m, y = s.split("."); return dt.date(int(y), int(m), int(d))
def _num(s):
    s = s.strip()
    if not s: return None
    return float(s.replace(".", "").replace(",", ".")) if "," in s else float(s)
OPEN = {"otwarta", "otevřená", "otvorená", "açık", "nyitott"}

DEALERS = {r["key"]: dict(name=r["dealer"], city=r["city"], market=r["market"], cert=_flag(r["battery_certified"])) for r in _table("DEALERS")}
SALES = [dict(key=r["key"], date=_dmy(r["quarter_start"]), dealer=r["dealer"], market=DEALERS[r["dealer"]]["market"],
              product=r["product"], units=int(r["units"])) for r in _table("SALES_Q")]
REVENUE = [dict(key=r["key"], date=dt.date.fromisoformat(r["month"]), market=r["market"], product=r["product"],
                eur=_num(r["revenue_eur"])) for r in _table("REVENUE_M")]
STOCK = [dict(key=r["key"], dealer=r["dealer"], market=DEALERS[r["dealer"]]["market"], part=r["part"], qty=int(r["qty"])) for r in _table("STOCK")]
CLAIMS = [dict(key=r["key"], date=_dmy(r["claim_date"]), dealer=r["dealer"], market=r["market"], product=r["product"],
               serial=r["serial"], part=r["part"], fault=r["fault"], open=r["status"] in OPEN, hours=_num(r["hours"]),
               cost=_num(r["cost_eur"])) for r in _table("CLAIMS")]

ALL = (dt.date(1900, 1, 1), dt.date(2100, 1, 1))
def year(y): return (dt.date(y, 1, 1), dt.date(y, 12, 31))
def quarter(y, q): return (dt.date(y, 3 * q - 2, 1), dt.date(y + (q == 4), (3 * q) % 12 + 1, 1) - dt.timedelta(days=1))
def month(y, m): return (dt.date(y, m, 1), dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))
LAST_QUARTER = quarter(2026, 3)
LAST_3_MONTHS = (dt.date(2026, 9, 8), TODAY)   # the days after 7 Sept up to 7 Dec (FORMAT.md)
def _in(d, p): return p[0] <= d <= p[1]
def _m(x, ms): return ms is None or x in ms

def sales_rows(products=None, markets=None, dealers=None, period=ALL, ex_markets=()):
    return [s for s in SALES if _m(s["product"], products) and _m(s["market"], markets) and _m(s["dealer"], dealers)
            and _in(s["date"], period) and s["market"] not in ex_markets]
def sales_sum(**kw): return sum(s["units"] for s in sales_rows(**kw))
def sales_by_dealer(**kw):
    t = collections.Counter()
    for s in sales_rows(**kw): t[s["dealer"]] += s["units"]
    return t
def revenue_sum(products=None, markets=None, period=ALL):
    return round(sum(r["eur"] for r in REVENUE if _m(r["product"], products) and _m(r["market"], markets) and _in(r["date"], period)), 2)
def claim_rows(products=None, markets=None, period=ALL, fault=None, open=None, hours_above=None):
    return [c for c in CLAIMS if _m(c["product"], products) and _m(c["market"], markets) and _in(c["date"], period)
            and (fault is None or c["fault"] == fault) and (open is None or c["open"] == open)
            and (hours_above is None or (c["hours"] is not None and c["hours"] > hours_above))]
def claim_count(**kw): return len(claim_rows(**kw))
def claim_ids(**kw): return ["CLAIMS#" + c["key"] for c in claim_rows(**kw)]
def claim_measure(measure, op, **kw):
    v = [c[measure] for c in claim_rows(**kw) if c[measure] is not None]
    return round({"sum": sum, "avg": lambda x: sum(x) / len(x), "max": max, "min": min}[op](v), 2)
def stock_rows(part=None, markets=None, dealers=None, positive=False):
    return [s for s in STOCK if _m(s["part"], part and [part]) and _m(s["market"], markets) and _m(s["dealer"], dealers)
            and (not positive or s["qty"] > 0)]
def stock_sum(**kw): return sum(s["qty"] for s in stock_rows(**kw))
def stock_ids(**kw): return ["STOCK#" + s["key"] for s in stock_rows(**kw)]
def dealer_ids(markets=None, cert=None):
    return ["DEALERS#" + k for k, d in DEALERS.items() if _m(d["market"], markets) and (cert is None or d["cert"] == cert)]

RECALL_RANGES = [("KE25B-01000", "KE25B-02999"), ("KE35B-00500", "KE35B-01499")]   # REC-2026-08, every market
TR_RANGES = [("KD30C-00100", "KD30C-00399")]                                        # BLT-2026-10-TR, TR only
def in_ranges(s, ranges): return any(a <= s <= b and len(s) == len(a) for a, b in ranges)
def serial_affected(s, market):
    return in_ranges(s, RECALL_RANGES) or (market == "TR" and in_ranges(s, TR_RANGES))
RECALL_PRODUCTS = ["KE-25", "KE-35"]        # BT-48-2: SPEC-KE25 and SPEC-KE35; SPEC-RT16 names it only negated
RECALL_BLOCKS = ["REC-2026-08#1", "SPEC-KE25#2", "SPEC-KE35#2"]
REPLACEMENT = {"BT-48-2": "BT-48-3"}
CANARY = "KESTRELOX"
MGMT = ["MGMT-PLAN-2027#1", "MGMT-PLAN-2027#2"]

if __name__ == "__main__":
    print("dealers", len(DEALERS), "sales rows", len(SALES), "revenue rows", len(REVENUE), "stock", len(STOCK), "claims", len(CLAIMS))
    print("blank hours", [c["key"] for c in CLAIMS if c["hours"] is None])
