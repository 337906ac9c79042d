#!/usr/bin/env python3
"""Truths for the Adriamar Marine corpus, computed from the CSVs (never from the engine)."""
import csv, datetime as dt, io, re, unicodedata

CORPUS = "/tmp/h-c22/corpus"
TODAY = dt.date(2026, 12, 1)


def _table(name, sep):
    lines = [l for l in open(f"{CORPUS}/records/{name}.csv", encoding="utf-8").read().splitlines()
             if not l.startswith("#")]
    return list(csv.DictReader(io.StringIO("\n".join(lines)), delimiter=sep))


def _num(s):
    s = s.strip().replace(".", "").replace(",", ".")
    return float(s) if s else None


YES = {"yes", "da", "да", "ναι"}
NO = {"no", "ne", "не", "όχι", "οχι"}


def _flag(s):
    s = s.strip().lower()
    if s in YES: return True
    if s in NO: return False
    raise ValueError(s)


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFD", s.lower()) if unicodedata.category(c) != "Mn")


DEALERS = {r["key"]: dict(name=r["dealer"], city=r["city"], market=r["market"], certified=_flag(r["certified"]))
           for r in _table("DEALERS", ",")}


def _d(s, sep):
    a, b, c = s.split(sep)
    return dt.date(int(c), int(b), int(a))


SALES = [dict(key=r["key"], date=_d(r["date"], "."), dealer=r["dealer"], product=r["product"], units=int(r["units"]),
              revenue=_num(r["revenue_eur"])) for r in _table("SALES", ";")]
CLAIMS = [dict(key=r["key"], date=_d(r["claim_date"], "/"), dealer=r["dealer"], market=r["market"],
               product=r["product"], serial=r["serial"], fault=fold(r["fault"]), status=fold(r["status"]),
               warranty=_flag(r["warranty"]), hours=_num(r["repair_hours"])) for r in _table("CLAIMS", ";")]


def canon_part(s):
    m = re.fullmatch(r"(?i)(FP|IMP|CDI|TX|PW)[ -]?(\d{2,4})[ -]?([A-Z])", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}-{m.group(3).upper()}"


STOCK = [dict(key=r["key"], dealer=r["dealer"], part=canon_part(r["part"]), qty=int(r["qty"]))
         for r in _table("STOCK", ";")]


def mk(d): return DEALERS[d]["market"]


# ---------------------------------------------------------------- periods
def year(y): return (dt.date(y, 1, 1), dt.date(y, 12, 31))
def this_year(): return (dt.date(TODAY.year, 1, 1), TODAY)
def quarter(y, q): return (dt.date(y, 3 * q - 2, 1), (dt.date(y + (q == 4), (3 * q) % 12 + 1, 1) - dt.timedelta(days=1)))
def month(y, m): return (dt.date(y, m, 1), (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1)))
def half(y, h): return (dt.date(y, 1, 1), dt.date(y, 6, 30)) if h == 1 else (dt.date(y, 7, 1), dt.date(y, 12, 31))
def span(a, b): return (a[0], b[1])
def since(d): return (d, TODAY)
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
OPEN = ["ανοιχτή", "open", "otvoren", "odprt", "отворен"]
CLOSED = ["κλειστή", "closed", "zatvoren", "zaprt", "затворен"]
PROGRESS = ["σε εξέλιξη", "in progress", "u obradi", "v obdelavi", "у обради"]
OVERHEAT = ["υπερθέρμανση", "overheating", "pregrijavanje", "pregrevanje", "прегревање"]
FUEL_LEAK = ["διαρροή καυσίμου", "fuel leak", "curenje goriva", "puščanje goriva", "цурење горива"]
DISPLAY = ["βλάβη οθόνης", "display fault", "kvar zaslona", "okvara zaslona", "kvar ekrana", "квар екрана"]


def claim_rows(products=None, markets=None, dealers=None, period=ALL, status=None, warranty=None, fault=None,
               exclude_markets=()):
    out = []
    for r in CLAIMS:
        if products and r["product"] not in products: continue
        if markets and r["market"] not in markets: continue
        if exclude_markets and r["market"] in exclude_markets: continue
        if dealers and r["dealer"] not in dealers: continue
        if not _in(r["date"], period): continue
        if status and r["status"] not in [fold(s) for s in status]: continue
        if warranty is not None and r["warranty"] != warranty: continue
        if fault and r["fault"] not in [fold(f) for f in fault]: continue
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
RECALL_PART = "FP-2210-A"
RECALL_RANGE = ("AM24C-00500", "AM24C-02999")
REPLACEMENT = "FP-2210-B"
USES = {"OB-60": ["FP-1800-A", "IMP-60-K"], "OB-115": ["FP-2210-A", "IMP-115-K"],
        "OB-200": ["FP-2210-A", "CDI-200-E", "IMP-115-K"], "NV-9": ["PW-90-C", "TX-300-S"],
        "SN-300": ["TX-300-S", "PW-90-C"]}
# the block of each product's data sheet that names the part
PART_BLOCK = {("OB-60", "FP-1800-A"): "SPEC-OB60#2", ("OB-60", "IMP-60-K"): "SPEC-OB60#3",
              ("OB-115", "FP-2210-A"): "SPEC-OB115#2", ("OB-115", "IMP-115-K"): "SPEC-OB115#3",
              ("OB-200", "FP-2210-A"): "SPEC-OB200#2", ("OB-200", "CDI-200-E"): "SPEC-OB200#3",
              ("OB-200", "IMP-115-K"): "SPEC-OB200#4", ("NV-9", "PW-90-C"): "SPEC-NV9#2",
              ("NV-9", "TX-300-S"): "SPEC-NV9#3", ("SN-300", "TX-300-S"): "SPEC-SN300#2",
              ("SN-300", "PW-90-C"): "SPEC-SN300#3"}
def products_using(part): return [p for p, parts in USES.items() if part in parts]
def recall_products(): return products_using(RECALL_PART)


def serial_canon(s):
    m = re.fullmatch(r"(?i)(AM\d{2}[A-Z])[ -]?(\d{5})", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}"


def serial_affected(s):
    s = serial_canon(s)
    a, b = RECALL_RANGE
    shape = lambda x: "".join("9" if c.isdigit() else "A" if c.isalpha() else c for c in x)
    return shape(s) == shape(a) and a <= s <= b


WARRANTY_MONTHS = {"GR": 24, "CY": 36, "HR": 24, "SI": 30, "RS": 12}

if __name__ == "__main__":
    print("sales rows", len(SALES), "claims", len(CLAIMS), "stock", len(STOCK))
    print("blanks", sum(1 for r in CLAIMS if r["hours"] is None))
    print("statuses", sorted(set(r["status"] for r in CLAIMS)))
    print("faults", sorted(set(r["fault"] for r in CLAIMS)))
    print("claims date range", min(r["date"] for r in CLAIMS), max(r["date"] for r in CLAIMS))
    print("serials in range", [r["serial"] for r in CLAIMS if serial_affected(r["serial"])][:5])
