#!/usr/bin/env python3
"""Nusantara Power corpus generator (deterministic, seed 2326). Writes /tmp/h-c23/corpus."""
import sys
import os, random, shutil, datetime as dt

OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/h-c23/corpus"
NATIVE_FLAGS = os.environ.get("NATIVE_FLAGS", "1") == "1"   # first attempt wrote ya/tidak, có/không, oo/hindi
rnd = random.Random(2326)

shutil.rmtree(OUT, ignore_errors=True)
os.makedirs(f"{OUT}/docs"); os.makedirs(f"{OUT}/records")

PRODUCTS = ["GS-25", "GS-60", "SI-5000", "SI-8000", "WP-150"]
# dealer key, name, city, market, solar_certified, service_partner
DEALERS = [
    ("JKT", "Nusantara Jakarta Utara", "Jakarta", "ID", True, True),
    ("SBY", "Surya Teknik Surabaya", "Surabaya", "ID", False, True),
    ("MDN", "Medan Genset Jaya", "Medan", "ID", True, False),
    ("KUL", "KL Kuasa Sdn Bhd", "Kuala Lumpur", "MY", True, True),
    ("PEN", "Pulau Pinang Power", "Penang", "MY", False, False),
    ("JHB", "Johor Tenaga Enterprise", "Johor Bahru", "MY", True, False),
    ("MNL", "Maynila Power Center", "Manila", "PH", True, True),
    ("CEB", "Cebu Kuryente Supply", "Cebu", "PH", False, True),
    ("DVO", "Davao Generator Hub", "Davao", "PH", False, False),
    ("HAN", "Điện Máy Hà Nội", "Hà Nội", "VN", True, True),
    ("SGN", "Sài Gòn Năng Lượng", "Hồ Chí Minh", "VN", True, False),
    ("DAD", "Đà Nẵng Power", "Đà Nẵng", "VN", False, True),
    ("SIN", "Lion City Gensets", "Singapore", "SG", True, True),
]
YESNO = {"ID": ("ya", "tidak"), "MY": ("ya", "tidak"), "VN": ("có", "không"), "PH": ("oo", "hindi"), "SG": ("yes", "no")}
def flag(market, v):
    if NATIVE_FLAGS:
        return YESNO[market][0 if v else 1]
    return "yes" if v else "no"

# ------------------------------------------------------------------ corpus.conf
CONF = r"""
[corpus]
name = Nusantara Power
version = 2026.12
passage_words = 220
page_languages = en
languages = en

[groups]
service = Workshop technicians
sales = Sales desk
mgmt = Management

[personas]
service = service
sales = sales
manager = service, sales, mgmt

[labels]
service = Workshop
sales = Sales desk
manager = Management
ID = Indonesia
MY = Malaysia
PH = Philippines
VN = Vietnam
SG = Singapore

[markets]
ID = Indonesia, Indonesian, indo
MY = Malaysia, Malaysian, msia
PH = Philippines, Pilipinas, Filipinas, pinas
VN = Vietnam, Việt Nam, Viet Nam, VietNam
SG = Singapore, Singapura

[products]
GS-25 = GS25, 25, genset 25, generator 25
GS-60 = GS60, 60, genset 60, generator 60
SI-5000 = SI5000, 5000, inverter 5000
SI-8000 = SI8000, 8000, inverter 8000
WP-150 = WP150, 150, pump 150, pompa 150, bomba 150

[links]
part = (?i)\b(GS|SI|WP)[ -]?(\d{2,4})[ -]?(AVR|FAN|CAP|SEAL)[ -]?(\d)\b => {1}{2}-{3}-{4}
case = upper

[codes]
fault = (?i)\bE-?(\d{2})\b => E{1}

[serials]
serial = (?i)\b(N[GSW]\d{2}[A-Z])[ -]?(\d{5})\b => {1}-{2}
ranges = from {a} to {b} | {a} to {b} | between {a} and {b} | dari {a} sampai {b} | {a} sampai {b} | {a} hingga {b} | từ {a} đến {b} | mula {a} hanggang {b}

[relations]
replaced by = {new} replaces {old} | {new}, which replaces {old} | {new} menggantikan {old} | {new} thay thế {old} | {new} ang kapalit ng {old}
replaced by.asked = instead, replacement, replace, pengganti, ganti, gantinya, thay thế, kapalit

[router]
follow = (?i)^\s*which\s+(products|models|units|gensets|generators|inverters|pumps)\b
follow = (?i)^\s*(produk|model)\s+(apa|mana)\b
follow = (?i)^\s*(aling|anong)\s+(produkto|modelo)\b
list = (?i)^\s*(list|daftar|senarai|ilista)\b
list = (?i)^\s*(liệt kê|liet ke)\b
list = (?i)^\s*which\s+dealers\b
calculate = (?i)^\s*how\s+many\b
calculate = (?i)\b(berapa|brp|bao\s+nhi[eê]u|ilan|ilang)\b

[search]
k = 5
stemmer = english, none
stopwords = a, an, the, is, are, was, were, of, to, for, on, with, do, does, did, be, this, that, it, its, we, our, yang, ini, itu, untuk, pada, dengan, ke, apakah, adakah, ang, ng, mga, ba, na, ay, nga, các, của, là, những, được, thì, kah

[operations]
count = how many, number of, berapa, brp, berapa banyak, bilangan, bao nhiêu, bao nhieu, ilan, ilang, gaano karami
sum = total, sum, jumlah, keseluruhan, tổng, tổng cộng, tong, kabuuan
average = average, mean, rata-rata, rerata, purata, trung bình, trung binh, karaniwan, average na
minimum = minimum, shortest, min, least, fewest, lowest, smallest, paling sedikit, tersedikit, terendah, ít nhất, it nhat, thấp nhất, thap nhat, pinakakaunti, pinakamababa
maximum = maximum, longest, biggest, max, most, highest, largest, paling banyak, terbanyak, tertinggi, nhiều nhất, nhieu nhat, cao nhất, cao nhat, pinakamarami, pinakamataas

[questions]
negations = not, non, without, no, un, never, isn't, aren't, don't, doesn't, didn't, tidak, tak, bukan, tanpa, belum, không, khong, chưa, chua, hindi, wala, walang
none_words = no, none, without, not, zero, nothing, any, out, tidak ada, tiada, tanpa, không có, khong co, hết, wala, walang
plurals = s, es
years = 1900..2099
product_words = product, products, model, models, unit, units, produk, sản phẩm, san pham, produkto, modelo, genset, generator, inverter, pump, pompa, bomba
applies_words = affect, affected, affects, part of, terkena, terdampak, terpengaruh, bị ảnh hưởng, bi anh huong, ảnh hưởng, anh huong, apektado, kena
use_words = uses, use, used, fitted with, menggunakan, memakai, pakai, dùng, sử dụng, su dung, gumagamit
asking_words = what, which, where, apa, mana, yang mana, anong, ano, alin, aling, gì, gi, nào, nao
has_words = have, has, punya, ada, mempunyai, có, co, mayroon
units = kva, kw, liter, litre, liters, litres, db, kg, watt, watts
above = more than {n}, over {n}, lebih dari {n}, di atas {n}, trên {n}, hơn {n}, higit sa {n}, mahigit {n}
at_least = at least {n}, {n} or more, it nhat {n}, sekurang-kurangnya {n}, minimal {n}, ít nhất {n}, hindi bababa sa {n}
below = less than {n}, under {n}, kurang dari {n}, dưới {n}, duoi {n}, mas mababa sa {n}
at_most = at most {n}, no more than {n}, maksimal {n}, tối đa {n}, toi da {n}
every_words = every, all, each, semua, setiap, tiap, tất cả, tat ca, mỗi, moi, lahat, bawat
per_words = per, by, theo, kada
except_words = excluding, except, other than, not counting, apart from, besides, kecuali, selain, ngoại trừ, ngoai tru, trừ, tru, maliban, maliban sa
done_words = spent, -ed, sold, made, done, taken, paid, bought, built, sent, lost, kept, brought, held, won, put, set, cut, got, given, seen, run, terjual, dijual, terpakai, naibenta, nabenta
compare_words = compare, compares, comparing, comparison, bandingkan, banding, so sánh, so sanh, ikumpara, ihambing
beyond_words = growth, share, top, grow, grew, grown, change, changed, changes, difference, differences, differ, percent, percentage, per cent, ratio, proportion, rate, trend, increase, increased, decrease, decreased, evolution, versus, vs, compared to, compared with, summer, winter, autumn, season, seasons, fortnight, weekend, weekends, holiday, holidays, christmas, easter, pertumbuhan, tăng trưởng, tang truong, paglago
more = more, greater, bigger, larger, higher, better, lebih banyak, lebih, nhiều hơn, nhieu hon, mas marami, mas
less = less, fewer, smaller, lower, worse, lebih sedikit, kurang, ít hơn, it hon, mas kaunti
than = than, daripada, hơn, hon, kaysa, kaysa sa
who_words = who, whom, whose, siapa, sino, ai
market_words = market, markets, country, countries, pasar, negara, thị trường, thi truong, nước, nuoc, bansa, merkado
common_words = my, id, ph, sg, vn
and_words = and, also, dan, serta, và, va, tsaka
place_words = in, at, from, near, for, di, ke, dari, sa, tại, tai
cost_words = price, cost, how much is, prices, costs, how much are, how much for, priced, harga, giá, gia, presyo, magkano

[glossary]
terjual = sold
dijual = sold
penjualan = sales
jualan = sales
doanh số = sales
doanh so = sales
bán = sold
benta = sales
nabenta = sold
naibenta = sold
klaim = claim
tuntutan = claim
khiếu nại = claim
khieu nai = claim
bảo hành = warranty
bao hanh = warranty
garansi = warranty
waranti = warranty
reklamo = claim
stok = stock
tồn kho = stock
ton kho = stock
imbentaryo = stock
thu hồi = recall
thu hoi = recall
penarikan = recall
tarik balik = recall
pagbawi = recall
máy phát điện = generator
may phat dien = generator
biến tần = inverter
bien tan = inverter
pompa air = pump
máy bơm = pump
may bom = pump
bomba = pump
penyalur = dealer
pengedar = dealer
đại lý = dealer
dai ly = dealer
terbuka = open
ditutup = closed
mở = open
đóng = closed
bukas = open
sarado = closed
suku cadang = part
phụ tùng = part
phu tung = part
piyesa = part
pengganti = replacement
thay thế = replacement
kapalit = replacement
jam operasi = hours
giờ chạy = hours
gio chay = hours
oras = hours
sertifikasi surya = solar certified
chứng nhận = certified
sertipikado = certified

[columns]
solar_certified = Solar certified
service_partner = Service partner
running_hours = Running hours
revenue_usd = Revenue (USD)

[follow]
max_hops = 3
blocks_per_hop = 20
available = have, has, on hand, out of, in stock, available, stok, ada stok, tersedia, còn hàng, con hang, tồn kho, may stock, mayroon

[dates]
months = january jan januari enero, february feb februari pebrero, march mar maret mac marso, april apr abril, may mei mayo, june jun juni hunyo, july jul juli julai hulyo, august aug agustus ogos agosto, september sep sept setyembre, october oct oktober okt oktubre, november nov nobyembre, december dec desember dis disyembre
ambiguous = may, march, mar, mac
ordinals = first 1st pertama kesatu una unang, second 2nd kedua ikalawa ikalawang, third 3rd ketiga ikatlo ikatlong, fourth 4th keempat ikaapat
year = year, years, tahun, năm, nam, taon
half = half, halves, semester, separuh
quarter = quarter, quarters, kuartal, suku, quý, quy, kwarter
month = month, months, bulan, tháng, thang, buwan
week = week, weeks, minggu, tuần, tuan, linggo
day = day, days, hari, ngày, ngay, araw
quarter_short = q
half_short = h
this = this, current, ini, nay, ngayong
last = last, past, previous, lalu, lepas, ngoái, ngoai, trước, truoc, nakaraang, nakaraan
next = next, coming, depan, hadapan, tới, sunod
since = since, from, sejak, từ, mula
after = after, setelah, sesudah, selepas, sau, pagkatapos
before = before, sebelum, bago
until = until, till, through, sampai, hingga, đến, den, hanggang
from = from, dari, từ, mula
to = to, until, till, through, sampai, hingga, đến, den, hanggang
between = between, antara, giữa, giua
and = and, or, dan, atau, và, va, hoặc, hoac
during = in, during, of, for, pada, dalam, trong, noong
of = of, the
start = start, beginning, awal, đầu, dau, simula
"""
open(f"{OUT}/corpus.conf", "w").write(CONF.lstrip())

# ------------------------------------------------------------------ documents
def doc(id, title, products, groups, body, markets="", valid_from="2025-01-01", valid_to="", language="",
        status="current", superseded_by=""):
    h = [f"id: {id}", f"title: {title}", f"products: {products}", f"groups: {groups}", f"markets: {markets}",
         f"valid_from: {valid_from}", f"valid_to: {valid_to}", f"status: {status}", f"superseded_by: {superseded_by}"]
    if language: h.append(f"language: {language}")
    secs = []
    for i, (head, text) in enumerate(body, 1):
        secs.append(f"## {i}. {head}\n{text.strip()}\n")
    open(f"{OUT}/docs/{id}.md", "w").write("\n".join(h) + "\n---\n" + "\n".join(secs))

doc("BUL-2026-07", "Service bulletin 2026-07: AVR board recall", "", "service, sales", [
    ("Recall notice", "Nusantara Power recalls the automatic voltage regulator board GS25-AVR-1. "
     "Boards from an early production lot can overheat at full load and trip the breaker. Stop installing the "
     "board from stock and return it to the regional warehouse."),
    ("Affected serial numbers", "Units with serial numbers from NG24B-01000 to NG24B-02999 carry the affected board "
     "and must be inspected at the next visit. Units outside this range are not affected."),
    ("Dealer action", "Quarantine every GS25-AVR-1 in stock, inspect affected units within 30 days and record the "
     "work as a warranty claim with fault E21."),
], valid_from="2026-07-15")

doc("BUL-2026-07-VI", "Thông báo thu hồi 2026-07: bo mạch AVR", "", "service", [
    ("Thông báo thu hồi", "Nusantara Power thu hồi bo mạch điều chỉnh điện áp tự động gs25avr1. "
     "Bo mạch có thể quá nhiệt khi chạy đầy tải."),
    ("Số sê-ri bị ảnh hưởng", "Máy phát điện có số sê-ri từ NG24B-01000 đến NG24B-02999 phải được kiểm tra."),
], markets="VN", valid_from="2026-07-15", language="none")

doc("BUL-2026-09", "Buletin servis 2026-09: papan AVR pengganti", "", "service, sales", [
    ("Papan pengganti", "GS25-AVR-2 menggantikan GS-25-AVR-1 pada semua unit. Papan baru memiliki pendingin "
     "yang lebih besar dan dapat dipasang tanpa modifikasi."),
    ("Pemesanan", "Pesan GS25-AVR-2 melalui portal dealer. Papan lama dikembalikan ke gudang regional."),
], valid_from="2026-09-01", language="none")

doc("SPEC-GS25", "GS-25 generator set specification", "GS-25", "service, sales", [
    ("Overview", "The GS-25 is a 25 kVA diesel generator set for shops, clinics and small farms. "
     "Fuel tank 60 litres, running time about 11 hours at 75 percent load."),
    ("Electrical", "Rated output 25 kVA, 20 kW, 400/230 V three phase. Voltage regulation by the AVR board "
     "GS-25-AVR-1 (from serial NG26A-00001 the board GS25-AVR-2). Noise 68 dB at 7 m."),
    ("Maintenance", "Change the oil every 250 hours. Major overhaul at 5000 hours. Check the AVR board connectors "
     "at every service."),
])

doc("SPEC-GS60", "Spesifikasi set penjana GS-60", "GS-60", "service, sales", [
    ("Gambaran keseluruhan", "GS-60 ialah set penjana diesel 60 kVA untuk kilang dan hotel. Tangki bahan api 150 liter."),
    ("Elektrik", "Kuasa 60 kVA, 48 kW. Pengatur voltan menggunakan papan gs25avr1 yang sama seperti GS-25. "
     "Kipas penyejuk GS60-FAN-1."),
    ("Penyelenggaraan", "Tukar minyak setiap 250 jam operasi."),
], language="none")

doc("SPEC-SI5000", "Spesifikasi inverter surya SI-5000", "SI-5000", "service, sales", [
    ("Ikhtisar", "SI-5000 adalah inverter surya hibrida 5 kW untuk rumah dan toko. Efisiensi 97 persen."),
    ("Komponen", "Kapasitor DC-link SI5000-CAP-3. Kode kesalahan E14 berarti kapasitor lemah."),
    ("Garansi", "Garansi inverter 5 tahun."),
], language="none")

doc("SPEC-SI8000", "SI-8000 solar inverter specification", "SI-8000", "service, sales", [
    ("Overview", "The SI-8000 is an 8 kW three phase hybrid solar inverter. It shares the DC-link capacitor "
     "SI-5000-CAP-3 with the SI-5000."),
    ("Compatibility", "The SI-8000 is not compatible with the pump seal kit WP150-SEAL-2, which some dealers "
     "bundle with solar pumping systems."),
    ("Fault codes", "E14: DC-link capacitor weak. E21: AVR fault on a connected generator."),
])

doc("SPEC-WP150", "Espesipikasyon ng bomba ng tubig WP-150", "WP-150", "service, sales", [
    ("Pangkalahatang-ideya", "Ang WP-150 ay bomba ng tubig na 150 litro bawat minuto para sa sakahan."),
    ("Mga piyesa", "Ang seal kit ay WP-150-SEAL-2. Palitan ang seal tuwing 2000 oras."),
], language="none")

doc("WARRANTY-2025", "Polisi waranti 2025", "", "service, sales", [
    ("Tempoh waranti", "Set penjana: 12 bulan. Inverter: 36 bulan. Pam air: 12 bulan."),
], valid_from="2025-01-01", status="superseded", superseded_by="WARRANTY-2026", language="none")

doc("WARRANTY-2026", "Polisi waranti 2026", "", "service, sales", [
    ("Tempoh waranti", "Set penjana: 24 bulan. Inverter: 60 bulan. Pam air: 18 bulan."),
    ("Tuntutan", "Setiap tuntutan waranti mesti menyatakan nombor siri dan jam operasi."),
], valid_from="2026-01-01", language="none")

doc("SERVICE-GS25-VI", "Hướng dẫn bảo dưỡng máy phát điện GS-25", "GS-25", "service", [
    ("Bảo dưỡng định kỳ", "Thay dầu máy phát điện GS-25 sau mỗi 250 giờ chạy. Kiểm tra bo mạch AVR GS25 AVR 1."),
    ("Lỗi E21", "Lỗi E21 nghĩa là bo mạch AVR hỏng. Thay bằng GS25-AVR-2."),
], language="none")

doc("SG-NOISE", "Singapore noise limits for generator sets", "", "service, sales", [
    ("Limits", "Generator sets at construction sites in Singapore must stay below 75 dB at 7 m. The GS-25 and "
     "GS-60 meet the limit with the standard canopy."),
], markets="SG")

doc("MGMT-STRATEGY-2026", "Management: dealer margin strategy 2026", "", "mgmt", [
    ("Margins", "Codename GARUDAVAULT: dealer margins rise to 18 percent for SI-8000 in Vietnam from 2027. "
     "Do not share GARUDAVAULT with dealers."),
])

# ------------------------------------------------------------------ records
def table(id, title, groups, about, measures, header, rows, extra=()):
    lines = [f"# id: {id}", f"# title: {title}", f"# groups: {groups}", "# markets:", f"# about: {about}",
             f"# measures: {measures}"] + [f"# {e}" for e in extra]
    import csv, io
    buf = io.StringIO(); w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    for r in rows: w.writerow(r)
    open(f"{OUT}/records/{id}.csv", "w").write("\n".join(lines) + "\n" + buf.getvalue())

table("DEALERS", "Nusantara Power dealer network", "service, sales",
      "dealer, dealers, distributor, penyalur, pengedar, đại lý, dai ly",
      "", ["key", "dealer", "city", "market", "solar_certified", "service_partner"],
      [(k, n, c, m, flag(m, s), flag(m, p)) for k, n, c, m, s, p in DEALERS])

# SALES: monthly per dealer and product, 2025-01 .. 2026-11
base = {"GS-25": 6, "GS-60": 3, "SI-5000": 8, "SI-8000": 4, "WP-150": 7}
mk = {"ID": 1.4, "MY": 1.0, "PH": 1.1, "VN": 1.2, "SG": 0.5}
price_usd = {"GS-25": 9800, "GS-60": 21500, "SI-5000": 1450, "SI-8000": 2300, "WP-150": 620}
sales = []
for y in (2025, 2026):
    for m in range(1, 13):
        if (y, m) > (2026, 11): break
        for k, n, c, mkt, *_ in DEALERS:
            for p in PRODUCTS:
                if rnd.random() < 0.35: continue
                u = max(0, int(rnd.gauss(base[p] * mk[mkt], 2.5)))
                if u == 0: continue
                sales.append((f"S-{y}{m:02d}-{k}-{p}", f"{y}-{m:02d}-01", k, p, u, u * price_usd[p]))
table("SALES", "Monthly unit sales per dealer", "sales, mgmt",
      "sale, sales, sold, terjual, penjualan, jualan, doanh số, benta",
      "units = units, unit, sold, sell, sales, terjual, penjualan, jualan, bán, doanh số, benta, nabenta; "
      "revenue_usd = revenue, turnover, omzet, pendapatan, doanh thu, kita",
      ["key", "date", "dealer", "product", "units", "revenue_usd"], sales)

# CLAIMS
faults = {"GS-25": ["E21", "E05"], "GS-60": ["E21", "E07"], "SI-5000": ["E14", "E30"], "SI-8000": ["E14", "E30"],
          "WP-150": ["E40"]}
parts = {"GS-25": "GS25-AVR-1", "GS-60": "GS25-AVR-1", "SI-5000": "SI5000-CAP-3", "SI-8000": "SI5000-CAP-3",
         "WP-150": "WP150-SEAL-2"}
claims = []
d0 = dt.date(2025, 1, 5)
for i in range(1, 131):
    k, n, c, mkt, *_ = rnd.choice(DEALERS)
    p = rnd.choice(PRODUCTS)
    d = d0 + dt.timedelta(days=rnd.randrange(0, 700))
    if d > dt.date(2026, 12, 5): d = dt.date(2026, 12, 5) - dt.timedelta(days=rnd.randrange(0, 40))
    pre = {"GS": "NG", "SI": "NS", "WP": "NW"}[p[:2]]
    lot = rnd.choice(["24B", "24B", "25A", "26A"])
    serial = f"{pre}{lot}-{rnd.randrange(100, 9999):05d}"
    hours = "" if p.startswith("SI") else str(rnd.randrange(40, 3000))
    if p.startswith("GS") and rnd.random() < 0.1: hours = ""       # hour meter unreadable
    status = "open" if (d > dt.date(2026, 9, 1) or rnd.random() < 0.2) else "closed"
    part = parts[p] if rnd.random() < 0.8 else ""
    claims.append((f"C-{i:04d}", d.isoformat(), k, mkt, p, serial, part, rnd.choice(faults[p]), status, hours,
                   flag(mkt, rnd.random() < 0.85)))
table("CLAIMS", "Warranty claims", "service, mgmt", "claim, claims, klaim, tuntutan, khiếu nại, reklamo",
      "running_hours = running hours, hours, hour meter, jam operasi, jam, giờ chạy, oras",
      ["key", "claim_date", "dealer", "market", "product", "serial", "part", "fault", "status", "running_hours",
       "warranty"], claims)

# STOCK
PARTS = ["GS25-AVR-1", "GS25-AVR-2", "GS60-FAN-1", "SI5000-CAP-3", "WP150-SEAL-2"]
stock = []
for k, *_ in DEALERS:
    for pt in PARTS:
        q = rnd.choice([0, 0, 1, 2, 3, 4, 6, 8, 12])
        stock.append((f"{k}-{pt}", k, pt, q))
table("STOCK", "Spare parts stock per dealer", "service, sales", "stock, stok, inventory, tồn kho, imbentaryo",
      "qty = quantity, qty, pieces, pcs, units in stock", ["key", "dealer", "part", "qty"], stock)

# PRICES
cur = {"ID": ("IDR", 16000), "MY": ("MYR", 4.5), "PH": ("PHP", 57), "VN": ("VND", 25000), "SG": ("SGD", 1.35)}
prices = []
for p in PRODUCTS:
    for mkt, (c, rate) in cur.items():
        prices.append((f"P-{p}-{mkt}", p, mkt, c, round(price_usd[p] * rate * 1.2)))
table("PRICES", "List prices 2026", "sales", "price, prices, price list, harga, giá, presyo",
      "list_price = price, list price, harga, giá, presyo", ["key", "product", "market", "currency", "list_price"],
      prices)

# MARGINS: management only
table("MARGINS", "Dealer margins (management only)", "mgmt", "margin, margins, marjin",
      "margin_pct = margin, percent", ["key", "dealer", "margin_pct", "note"],
      [(f"M-{k}", k, rnd.choice([12, 14, 15, 16]), "garudavault tier" if i % 3 == 0 else "standard")
       for i, (k, *_) in enumerate(DEALERS)])
print("ok", len(sales), "sales rows", len(claims), "claims")
