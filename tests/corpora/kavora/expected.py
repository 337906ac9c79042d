#!/usr/bin/env python3
"""Truths for the Kavora Pro cases, computed from the corpus CSVs (never from the engine).
Import it for its functions; run `python3 expected.py cases` to (re)write cases.jsonl."""
import csv, datetime as dt, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REC = os.path.join(HERE, "corpus", "records")
sys.path.insert(0, HERE)
import gen  # noqa: E402  (doc ids, recall ranges)

YES = {"yes", "evet", "tak", "ano", "ja"}
NO = {"no", "hayır", "hayir", "nie", "ne", "nein"}


def load(name):
    with open(os.path.join(REC, name + ".csv"), encoding="utf-8") as f:
        lines = [l for l in f.read().split("\n") if l and not l.startswith("#")]
    return list(csv.DictReader(lines, delimiter=";"))


def num(s):
    s = s.replace("\u00a0", "").replace(" ", "").replace(",", ".")
    return float(s) if s else None


def date(s):
    d, m, y = s.split(".")
    return dt.date(int(y), int(m), int(d))


def flag(s):
    s = s.strip().lower()
    if s in YES:
        return True
    if s in NO:
        return False
    raise ValueError(s)


def canon_part(s):
    import re
    m = re.match(r"(?i)^(psv|gsk|pmp|brr)[ -]?(\d{2})[ -]?(\d)$", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}-{m.group(3)}" if m else ""


def canon_serial(s):
    import re
    m = re.match(r"(?i)^(BT\d{2}[A-Z])[ -]?(\d{5})$", s.strip())
    return f"{m.group(1).upper()}-{m.group(2)}"


DEALERS = {r["key"]: dict(r, auth=flag(r["authorized"])) for r in load("DEALERS")}
STOCK = [dict(r, canon=canon_part(r["part"]), qty=int(r["quantity"])) for r in load("STOCK")]
SALES = [dict(r, d=date(r["data"]), u=int(r["units"]), amt=num(r["amount_eur"]),
              market=DEALERS[r["dealer"]]["market"]) for r in load("SALES")]
CLAIMS = [dict(r, d=date(r["claim_date"]), h=num(r["repair_hours"]), w=flag(r["warranty"]),
               market=DEALERS[r["dealer"]]["market"], canon_serial=canon_serial(r["serial"]),
               canon_part=canon_part(r["part"]) if r["part"] else "") for r in load("CLAIMS")]

TODAY = dt.date(2026, 11, 18)


def period(y=None, q=None, m=None, months=None):
    """a (start, end) inclusive date range"""
    if m:
        s = dt.date(y, m, 1)
        e = (dt.date(y + (m == 12), m % 12 + 1, 1) - dt.timedelta(days=1))
        return s, e
    if q:
        s = dt.date(y, 3 * q - 2, 1)
        e = dt.date(y + (q == 4), (3 * q) % 12 + 1, 1) - dt.timedelta(days=1)
        return s, e
    if months:
        (y1, m1), (y2, m2) = months
        return period(y1, m=m1)[0], period(y2, m=m2)[1]
    return dt.date(y, 1, 1), dt.date(y, 12, 31)


def pick_sales(markets=None, dealers=None, products=None, per=None, not_markets=None, cities=None):
    out = []
    for r in SALES:
        if markets and r["market"] not in markets:
            continue
        if not_markets and r["market"] in not_markets:
            continue
        if dealers and r["dealer"] not in dealers:
            continue
        if cities and DEALERS[r["dealer"]]["city"] not in cities:
            continue
        if products and r["product"] not in products:
            continue
        if per and not (per[0] <= r["d"] <= per[1]):
            continue
        out.append(r)
    return out


def sales_sum(measure="u", **kw):
    v = sum(r[measure] for r in pick_sales(**kw))
    return round(v, 2)


def sales_rank(by="dealer", measure="u", **kw):
    g = {}
    for r in pick_sales(**kw):
        k = r[by]
        g[k] = g.get(k, 0) + r[measure]
    return sorted(g.items(), key=lambda kv: -kv[1])


def sales_avg_per(by="dealer", measure="u", **kw):
    g = sales_rank(by, measure, **kw)
    return round(sum(v for _, v in g) / len(g), 4), g


def pick_claims(markets=None, dealers=None, products=None, per=None, status=None, warranty=None, part=None):
    out = []
    for r in CLAIMS:
        if markets and r["market"] not in markets:
            continue
        if dealers and r["dealer"] not in dealers:
            continue
        if products and r["product"] not in products:
            continue
        if per and not (per[0] <= r["d"] <= per[1]):
            continue
        if status and r["status"].lower() not in status:
            continue
        if warranty is not None and r["w"] != warranty:
            continue
        if part and r["canon_part"] != part:
            continue
        out.append(r)
    return out


OPEN = {"açık", "otwarta", "open"}
CLOSED = {"kapalı", "zamknięta", "closed"}
PENDING = {"beklemede", "oczekująca", "pending"}


def claims_count(**kw):
    return len(pick_claims(**kw))


def claims_avg_hours(**kw):
    rows = [r for r in pick_claims(**kw) if r["h"] is not None]
    return round(sum(r["h"] for r in rows) / len(rows), 4), len(rows), len(pick_claims(**kw)) - len(rows)


def stock_row(dealer, part):
    for r in STOCK:
        if r["dealer"] == dealer and r["canon"] == part:
            return r
    return None


def holders(part, none=False):
    rows = [r for r in STOCK if r["canon"] == part]
    return [r for r in rows if (r["qty"] == 0) == none]


def stock_total(part, markets=None):
    return sum(r["qty"] for r in STOCK if r["canon"] == part and (not markets or DEALERS[r["dealer"]]["market"] in markets))


def dealers(auth=None, markets=None, cities=None):
    return [k for k, d in DEALERS.items() if (auth is None or d["auth"] == auth)
            and (not markets or d["market"] in markets) and (not cities or d["city"] in cities)]


def in_recall(serial):
    s = canon_serial(serial)
    for a, b in gen.RECALL_RANGES:
        if len(s) == len(a) and s[:5] == a[:5] and a <= s <= b:
            return True
    return False


def doc_block(doc, n):
    ids = [d[0] for d in gen.DOCS]
    assert doc in ids, doc
    secs = dict((d[0], [s[0] for s in d[2]]) for d in gen.DOCS)[doc]
    assert n in secs, (doc, n)
    return f"{doc}#{n}"


def docs_naming(part):
    """blocks of documents whose text names the part in any spelling"""
    import re
    out = []
    for id_, h, secs in gen.DOCS:
        for n, head, text in secs:
            for m in re.finditer(r"(?i)\b(psv|gsk|pmp|brr)[ -]?(\d{2})[ -]?(\d)\b", text):
                if f"{m.group(1).upper()}-{m.group(2)}-{m.group(3)}" == part:
                    out.append((id_, n, h["products"]))
                    break
    return out


def recall_products(part="PSV-12-1"):
    return sorted({p.strip() for _, _, ps in docs_naming(part) for p in ps.split(",") if p.strip()})


def S(*ids):
    return [f"STOCK#{r['key']}" if isinstance(r, dict) else r for r in ids]


# ---------------------------------------------------------------- cases
D = "2026-11-18"
Y25, Y26 = period(2025), period(2026)


def C(id_, persona, market, q, route, must=(), must_not=(), figure="absent", verdict=None, kind="", note=""):
    c = {"id": id_, "question": q, "persona": persona, "market": market, "date": D, "route": route,
         "must": list(must), "must_not": list(must_not)}
    if figure != "absent":
        c["figure"] = figure
    if verdict:
        c["verdict"] = verdict
    c["kind"] = kind
    c["split"] = "heldout"
    if note:
        c["note"] = note
    return c


def cases():
    out = []
    A = out.append
    top = sales_rank(products=["EM-220"], per=Y26)
    A(C("c01", "sales", "TR", "bu yıl en çok EM-220 satan bayi hangisi", "calculate", figure=top[0][1],
        kind="ranking", note=f"top {top[:3]}"))
    top = sales_rank(products=["EM-310"], per=Y25)
    A(C("c02", "sales", "PL", "kto sprzedał najwięcej ekspresów EM-310 w 2025", "calculate", figure=top[0][1],
        kind="ranking", note=f"top {top[:3]}"))
    A(C("c03", "sales", "PL", "ile EM-220 sprzedano w Polsce w 2025", "calculate",
        figure=sales_sum(markets=["PL"], products=["EM-220"], per=Y25), kind="sum"))
    A(C("c04", "sales", "TR", "turkiyede gecen yil kac tane GR-64 satildi", "calculate",
        figure=sales_sum(markets=["TR"], products=["GR-64"], per=Y25), kind="no-accents"))
    A(C("c05", "sales", "CZ", "how many GR-83 sold in czechia last month", "calculate",
        figure=sales_sum(markets=["CZ"], products=["GR-83"], per=period(2026, m=10)), kind="period"))
    A(C("c06", "sales", "AT", "total revenue AT 2025", "calculate",
        figure=sales_sum("amt", markets=["AT"], per=Y25), kind="amount"))
    A(C("c07", "sales", "AT", "how many EM-220 did we sell in at in q3 2026", "calculate",
        figure=sales_sum(markets=["AT"], products=["EM-220"], per=period(2026, q=3)), kind="market-word"))
    pl = sales_sum(markets=["PL"], products=["GR-64"], per=Y26)
    cz = sales_sum(markets=["CZ"], products=["GR-64"], per=Y26)
    A(C("c08", "sales", "PL", "porównaj sprzedaż GR-64 w Polsce i w Czechach w 2026", "calculate", figure=None,
        kind="compare", note=f"PL {pl}, CZ {cz}: each listed, no one figure"))
    a = sales_sum(dealers=["ANK"], products=["EM-310"], per=Y26)
    b = sales_sum(dealers=["IZM"], products=["EM-310"], per=Y26)
    A(C("c09", "sales", "TR", "Ankara bu yıl İzmir'den daha fazla EM-310 sattı mı", "calculate",
        verdict="yes" if a > b else "no", kind="more-than", note=f"ANK {a} IZM {b}"))
    a = sales_sum(dealers=["WAW"], products=["GR-83"], per=Y25)
    b = sales_sum(dealers=["KRK"], products=["GR-83"], per=Y25)
    A(C("c10", "sales", "PL", "czy Warszawa sprzedała więcej GR-83 niż Kraków w 2025", "calculate",
        verdict="yes" if a > b else "no", kind="more-than", note=f"WAW {a} KRK {b}"))
    avg, g = sales_avg_per(products=["EM-220"], per=Y25)
    A(C("c11", "sales", "TR", "2025 yılında bayi başına ortalama EM-220 satışı", "calculate", figure=round(avg, 2),
        kind="avg-per-group", note=f"{len(g)} dealers"))
    avg, g = sales_avg_per(products=["EM-220"], per=Y25, markets=["PL"])
    A(C("c12", "sales", "PL", "średnia sprzedaż EM-220 na dealera w Polsce w 2025", "calculate", figure=round(avg, 2),
        kind="avg-per-group", note=f"{g}"))
    A(C("c13", "service", "PL", "co ile wymieniać żarna w GR-64", "search", must=[doc_block("MAINT-GR", 2)],
        figure=None, kind="maintenance"))
    A(C("c14", "sales", "TR", "2026'da Türkiye hariç kaç EM-220 satıldı", "calculate",
        figure=sales_sum(not_markets=["TR"], products=["EM-220"], per=Y26), kind="except-after"))
    A(C("c15", "sales", "PL", "ile sztuk 310 sprzedano w III kwartale 2026 w polsce", "calculate",
        figure=sales_sum(markets=["PL"], products=["EM-310"], per=period(2026, q=3)), kind="bare-number"))
    A(C("c16", "sales", "TR", "geçen ay Türkiye'de kaç adet EM-310 satıldı", "calculate",
        figure=sales_sum(markets=["TR"], products=["EM-310"], per=period(2026, m=10)), kind="period"))
    A(C("c17", "sales", "CZ", "how many em 220 sold in cz between march and may 2026", "calculate",
        figure=sales_sum(markets=["CZ"], products=["EM-220"], per=period(months=((2026, 3), (2026, 5)))),
        kind="code-spaces"))
    top = sales_rank(by="market", products=["GR-64"], per=Y25)
    A(C("c18", "sales", "AT", "which market sold the most GR-64 in 2025", "calculate", figure=top[0][1],
        kind="ranking-market", note=f"{top}"))
    A(C("c19", "sales", "TR", "2025 yılında İstanbul'daki bayiler toplam kaç EM-220 sattı", "calculate",
        figure=sales_sum(cities=["İstanbul"], products=["EM-220"], per=Y25), kind="city-suffix"))
    A(C("c20", "sales", "PL", "łączny obrót dealera we Wrocławiu w 2025", "calculate",
        figure=sales_sum("amt", dealers=["WRO"], per=Y25), kind="city-inflected"))
    A(C("c21", "sales", "TR", "EM-220 fiyatı nedir ve bu yıl Türkiye'de kaç tane sattık", "search",
        must=[doc_block("PRICE-TR", 1)], figure=sales_sum(markets=["TR"], products=["EM-220"], per=Y26),
        kind="two-questions"))
    A(C("c22", "sales", "AT", "what is project KAHVORIUMITE", "search", must_not=[doc_block("MGMT-2027", 1)],
        kind="access"))
    prods = recall_products()
    spec = {"EM-220": doc_block("SPEC-EM220", 2), "EM-310": doc_block("SPEC-EM310", 2)}
    assert prods == ["EM-220", "EM-310"], prods
    notp = [doc_block("SPEC-GR64", 2), doc_block("SPEC-GR83", 2)]
    A(C("c23", "service", "TR", "geri çağırma hangi ürünleri etkiliyor", "follow", must=list(spec.values()),
        must_not=notp, kind="recall-products"))
    A(C("c24", "service", "PL", "których ekspresów dotyczy wycofanie zaworu", "follow", must=list(spec.values()),
        must_not=notp, kind="recall-products"))
    A(C("c25", "service", "TR", "Türkiye'de garanti süresi ne kadar", "search", must=[doc_block("WARR-TR", 1)],
        must_not=[doc_block("WARR-PL", 1)], figure=None, kind="warranty-duration"))
    for cid, mk, q, s in [("c26", "TR", "BT24K-02500 seri numaralı makine geri çağırma kapsamında mı", "BT24K-02500"),
                          ("c27", "PL", "czy ekspres o numerze bt24k 04100 jest objęty akcją serwisową", "bt24k 04100"),
                          ("c28", "AT", "is serial BT24M00500 affected by the recall", "BT24M00500")]:
        A(C(cid, "service", mk, q, "follow", must=[doc_block("RECALL-2026-03", 2)],
            verdict="yes" if in_recall(s) else "no", kind="serial"))
    r = stock_row("KRK", "PSV-12-2")
    old = stock_row("KRK", "PSV-12-1")
    A(C("c29", "service", "PL", "co zastępuje PSV-12-1 i czy jest na stanie w Krakowie", "follow",
        must=S(r), must_not=S(old), verdict="yes" if r["qty"] > 0 else "no", kind="replacement-stock",
        note=f"KRK PSV-12-2 qty {r['qty']}"))
    r = stock_row("ANK", "PSV-12-2")
    old = stock_row("ANK", "PSV-12-1")
    A(C("c30", "service", "TR", "psv 12 1 yerine ne takılır, Ankara'da stokta var mı", "follow",
        must=S(r), must_not=S(old), verdict="yes" if r["qty"] > 0 else "no", kind="replacement-stock",
        note=f"ANK PSV-12-2 qty {r['qty']}"))
    none = holders("PSV-12-2", none=True)
    some = holders("PSV-12-2")
    A(C("c31", "service", "PL", "którzy dealerzy nie mają PSV-12-2 na stanie", "list", must=S(*none),
        must_not=S(*some), kind="who-has-none", note=f"{[x['dealer'] for x in none]}"))
    A(C("c32", "sales", "PL", "ile kosztuje GR-83", "search", must=[doc_block("PRICE-PL", 2)],
        must_not=[doc_block("PRICE-TR", 2)], figure=None, kind="price"))
    r = stock_row("IZM", "BRR-64-1")
    A(C("c33", "service", "TR", "İzmir'deki bayide kaç adet BRR-64-1 var", "calculate", must=S(r), figure=r["qty"],
        kind="stock-qty"))
    A(C("c34", "service", "PL", "ile reklamacji otwartych w polsce", "calculate",
        figure=claims_count(markets=["PL"], status=OPEN), kind="count-status"))
    A(C("c35", "service", "TR", "Türkiye'de kaç açık arıza kaydı var", "calculate",
        figure=claims_count(markets=["TR"], status=OPEN), kind="count-status"))
    avg, n, blanks = claims_avg_hours(markets=["CZ"], products=["GR-64"])
    A(C("c36", "service", "CZ", "average repair hours of GR-64 claims in czechia", "calculate", figure=round(avg, 4),
        kind="avg-blanks", note=f"{n} values, {blanks} blank"))
    avg, n, blanks = claims_avg_hours(products=["EM-310"], per=Y26)
    A(C("c37", "service", "PL", "średni czas naprawy reklamacji EM-310 w 2026", "calculate", figure=round(avg, 4),
        kind="avg-blanks", note=f"{n} values, {blanks} blank"))
    no = dealers(auth=False)
    yes = dealers(auth=True)
    A(C("c38", "service", "TR", "yetkili olmayan bayiler hangileri", "list", must=[f"DEALERS#{k}" for k in no],
        must_not=[f"DEALERS#{k}" for k in yes], kind="negation-after"))
    no = dealers(auth=False, markets=["PL"])
    A(C("c39", "service", "PL", "którzy dealerzy w polsce nie są autoryzowani", "list",
        must=[f"DEALERS#{k}" for k in no], must_not=[f"DEALERS#{k}" for k in dealers(auth=True)], kind="negation"))
    A(C("c40", "service", "AT", "how many claims without warrnaty in austria", "calculate",
        figure=claims_count(markets=["AT"], warranty=False), kind="negation-flag"))
    return out


if __name__ == "__main__":
    if sys.argv[1:] == ["cases"]:
        cs = cases()
        assert len(cs) == 40 and len({c["id"] for c in cs}) == 40
        with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
            for c in cs:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        for c in cs:
            print(c["id"], c["question"], "|", c.get("figure", "-"), c.get("verdict", ""), c["must"][:3], c.get("note", ""))
    else:
        print(len(DEALERS), len(STOCK), len(SALES), len(CLAIMS))
