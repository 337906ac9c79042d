#!/usr/bin/env python3
"""Writes records/*.csv for the Karpaty Intralogistics corpus, deterministically (seeded)."""
import os, random, datetime as dt
R = random.Random(2412)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "records")
os.makedirs(OUT, exist_ok=True)

YESNO = {"PL": ("tak", "nie"), "CZ": ("ano", "ne"), "SK": ("áno", "nie"), "TR": ("evet", "hayır"), "HU": ("igen", "nem")}
STATUS = {"PL": ("otwarta", "zamknięta"), "CZ": ("otevřená", "uzavřená"), "SK": ("otvorená", "uzavretá"),
          "TR": ("açık", "kapalı"), "HU": ("nyitott", "lezárt")}
DEALERS = [
    ("PL-WAW", "Karpaty Warszawa Wola", "Warszawa", "PL", 1),
    ("PL-KRK", "WózkiPol Kraków", "Kraków", "PL", 0),
    ("PL-POZ", "Poznań Lift", "Poznań", "PL", 1),
    ("CZ-PRG", "Praha Vozíky", "Praha", "CZ", 1),
    ("CZ-BRN", "Brno Logistik", "Brno", "CZ", 0),
    ("CZ-OST", "Ostrava Manipulace", "Ostrava", "CZ", 1),
    ("SK-BTS", "Bratislava Sklad Technik", "Bratislava", "SK", 1),
    ("SK-KSC", "Košice Vozíky", "Košice", "SK", 0),
    ("SK-ZIL", "Žilina Lift", "Žilina", "SK", 0),
    ("TR-IST", "İstanbul Forklift", "İstanbul", "TR", 1),
    ("TR-ANK", "Ankara İstif Makine", "Ankara", "TR", 0),
    ("TR-IZM", "İzmir Depo Ekipman", "İzmir", "TR", 1),
    ("HU-BUD", "Budapest Targonca", "Budapest", "HU", 1),
    ("HU-DEB", "Debreceni Emelő", "Debrecen", "HU", 0),
    ("HU-GYR", "Győr Raktártechnika", "Győr", "HU", 1),
]
PRODUCTS = ["KE-25", "KE-35", "KD-30", "PT-20", "RT-16"]
PARTS = ["BT-48-2", "BT-48-3", "BT-24-1", "HP-210-A", "MC-16-1", "DC-80-2"]
MARKETS = ["PL", "CZ", "SK", "TR", "HU"]

def w(name, header, cols, rows, sep=","):
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as f:
        for h in header:
            f.write("# " + h + "\n")
        f.write(sep.join(cols) + "\n")
        for r in rows:
            f.write(sep.join(str(x) for x in r) + "\n")

# dealers
w("DEALERS.csv", ["id: DEALERS", "title: Karpaty dealer network", "groups: service, sales", "markets:",
                  "about: dealer, dealers, dealerzy, dealerów, dealera, prodejce, prodejci, prodejců, predajca, predajcovia, bayi, bayiler, bayisi, kereskedő, kereskedők",
                  "measures:"],
  ["key", "dealer", "city", "market", "battery_certified"],
  [(k, n, c, m, YESNO[m][0] if cert else YESNO[m][1]) for k, n, c, m, cert in DEALERS])

# quarterly units by dealer and product, 2025 Q1 .. 2026 Q3
rows = []
quarters = [(y, q) for y in (2025, 2026) for q in (1, 2, 3, 4) if (y, q) <= (2026, 3)]
for (y, q) in quarters:
    for k, n, c, m, cert in DEALERS:
        for p in PRODUCTS:
            if m == "TR" and p == "RT-16":
                continue  # not sold in Turkey
            if p == "KD-30" and m in ("SK",):
                continue
            units = R.randint(0, 14)
            if units == 0:
                continue
            d = dt.date(y, 3 * q - 2, 1)
            rows.append((f"Q{y}{q}-{k}-{p}", d.strftime("%d.%m.%Y"), k, p, units))
w("SALES_Q.csv", ["id: SALES_Q", "title: Quarterly unit sales by dealer", "groups: sales", "markets:",
                  "about: sale, sales, sprzedaż, sprzedaży, prodej, prodeje, prodejů, satış, satışlar, eladás, eladások",
                  "measures: units = units, sold, sztuk, sprzedano, sprzedali, kusů, kusy, prodáno, prodali, adet, sattık, satıldı, darab, eladott",
                  "separator: ;", "date_format: DD.MM.YYYY"],
  ["key", "quarter_start", "dealer", "product", "units"], rows, sep=";")

# monthly revenue by market and product, 2025-01 .. 2026-11, decimal comma, thousands dot
def eur(x):
    s = f"{x:,.2f}"  # 12,345.67
    return s.replace(",", "X").replace(".", ",").replace("X", ".")
rows = []
months = [(y, m) for y in (2025, 2026) for m in range(1, 13) if (y, m) <= (2026, 11)]
for (y, mo) in months:
    for mk in MARKETS:
        for p in PRODUCTS:
            base = {"KE-25": 21000, "KE-35": 29000, "KD-30": 26000, "PT-20": 3800, "RT-16": 33000}[p]
            n = R.randint(0, 6)
            if n == 0:
                continue
            val = round(base * n * R.uniform(0.9, 1.1), 2)
            rows.append((f"M{y}{mo:02d}-{mk}-{p}", f"{y}-{mo:02d}-01", mk, p, eur(val)))
w("REVENUE_M.csv", ["id: REVENUE_M", "title: Monthly revenue by market and product (EUR)", "groups: sales", "markets:",
                    "about: revenue, turnover, obrót, obroty, przychód, przychody, tržby, tržba, obrat, ciro, gelir, árbevétel, bevétel",
                    "measures: revenue_eur = revenue, turnover, eur, obrót, przychód, tržby, obrat, ciro, gelir, árbevétel, bevétel",
                    "separator: ;", "decimal: ,", "thousands: ."],
  ["key", "month", "market", "product", "revenue_eur"], rows, sep=";")

# stock by dealer and part
rows = []
for k, n, c, m, cert in DEALERS:
    for part in PARTS:
        q = R.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 12])
        if part == "BT-48-2":
            q = R.choice([0, 0, 0, 1, 2])
        rows.append((f"{k}-{part}", k, part, q, "2026.12.01."))
w("STOCK.csv", ["id: STOCK", "title: Parts stock by dealer (snapshot 2026.12.01.)", "groups: service, sales", "markets:",
                "about: stock, stan, stany, magazyn, sklad, zásoba, zásoby, stok, készlet",
                "measures: qty = quantity, qty, pieces, ilość, množství, miktar, mennyiség"],
  ["key", "dealer", "part", "qty", "updated"], rows)

# warranty claims
FAULT_PART = {"battery": "BT-48-2", "hydraulics": "HP-210-A", "mast": "MC-16-1", "controller": "DC-80-2"}
rows = []
start = dt.date(2025, 1, 1); end = dt.date(2026, 11, 30)
for i in range(140):
    k, n, c, m, cert = R.choice(DEALERS)
    p = R.choice(PRODUCTS)
    if m == "TR" and p == "RT-16":
        p = "KD-30"
    fault = R.choice(["battery", "battery", "hydraulics", "mast", "controller", "brakes"])
    if p == "KD-30" and fault == "battery":
        fault = "hydraulics"
    if p == "PT-20" and fault == "battery":
        part = "BT-24-1"
    elif p == "RT-16" and fault == "battery":
        part = ""
    else:
        part = FAULT_PART.get(fault, "")
    d = start + dt.timedelta(days=R.randint(0, (end - start).days))
    letter = {"KE-25": "B", "KE-35": "B", "KD-30": "C", "PT-20": "A", "RT-16": "A"}[p]
    sn = f"{p.replace('-', '')}{letter}-{R.randint(100, 3500):05d}"
    hours = "" if R.random() < 0.08 else f"{R.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5.5, 6, 8])}".replace(".", ",").replace(",0", "") if True else ""
    cost = f"{R.randint(80, 4200)},{R.randint(0, 99):02d}"
    status = STATUS[m][0] if R.random() < 0.3 else STATUS[m][1]
    rows.append((f"WC-{26000 + i}", d.strftime("%d.%m.%Y"), k, m, p, sn, part, fault, status, hours, cost))
rows.sort(key=lambda r: r[0])
w("CLAIMS.csv", ["id: CLAIMS", "title: Warranty claims 2025-2026 (merged export)", "groups: service", "markets:",
                 "about: claim, claims, reklamacja, reklamacje, reklamacji, reklamace, reklamací, reklamácia, reklamácie, talep, talepler, talebi, reklamáció, reklamációk",
                 "measures: hours = hours, labour, labor, godzin, godziny, roboczogodzin, hodin, hodiny, hodín, saat, óra, órák, munkaóra; cost_eur = cost, costs, koszt, koszty, kosztów, náklady, nákladů, maliyet, tutar, költség, költsége",
                 "separator: ;", "decimal: ,", "date_format: DD.MM.YYYY"],
  ["key", "claim_date", "dealer", "market", "product", "serial", "part", "fault", "status", "hours", "cost_eur"], rows, sep=";")
print("ok")
