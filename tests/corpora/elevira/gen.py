#!/usr/bin/env python3
"""Elevira Lift Components corpus generator (deterministic, seed 20261120).
usage: gen.py [OUT]   (default /tmp/h-c15/corpus)"""
import os, random, shutil, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else '/tmp/h-c15/corpus'
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261120)

if os.path.exists(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT + '/docs')
os.makedirs(OUT + '/records')
shutil.copy(os.path.join(HERE, 'corpus.conf'), OUT + '/corpus.conf')


def w(path, text):
    with open(os.path.join(OUT, path), 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)


def doc(id, title, products, groups, markets, valid_from, language, sections, extra=''):
    head = [f'id: {id}', f'title: {title}', f'products: {products}', f'groups: {groups}',
            f'markets: {markets}', f'valid_from: {valid_from}', 'valid_to:', f'language: {language}', 'status: current']
    if extra:
        head.append(extra)
    body = '\n'.join(f'## {i}. {h}\n{t}\n' for i, (h, t) in enumerate(sections, 1))
    w(f'docs/{id}.md', '\n'.join(head) + '\n---\n' + body)


# ---------------------------------------------------------------- documents
doc('SPEC-DO630', 'Operatore porte Portis 630 - scheda tecnica', 'DO-630', 'service, sales', '', '2025-03-01', 'italian', [
    ('Descrizione', "L'operatore porte Portis 630 (DO-630) comanda porte di cabina e di piano fino a 1100 mm di luce netta. "
                    "Adatto a impianti nuovi e a modernizzazioni."),
    ('Motore porta', "Il motore porta dm6302 a magneti permanenti ha una potenza di 180 W. Il motore è alimentato a 24 V "
                     "dal quadro dell'operatore."),
    ('Dati tecnici', "Velocità di apertura regolabile fino a 0,5 m/s. Peso dell'operatore 38 kg. Temperatura di esercizio da -10 a +50 °C."),
])
doc('SPEC-CT410', 'Ελεγκτής Logica 410 - τεχνικά χαρακτηριστικά', 'CT-410', 'service, sales', '', '2025-03-01', 'none', [
    ('Περιγραφή', "Ο ελεγκτής Logica 410 (CT-410) είναι πίνακας ελέγχου ανελκυστήρα για έως 24 στάσεις και ταχύτητα έως 2,5 m/s."),
    ('Κωδικοποιητής', "Ο κωδικοποιητής EN 410 1 μετρά τη θέση του θαλάμου. Ο κωδικοποιητής τοποθετείται στον άξονα της μηχανής."),
    ('Συμβατότητα', "Ο ελεγκτής είναι συμβατός με τον κινητήρα πόρτας DM 630 2 και ελέγχει απευθείας την πόρτα του θαλάμου."),
])
doc('SPEC-TM250', 'Trakto 250 dişlisiz tahrik makinesi - teknik föy', 'TM-250', 'service, sales', '', '2025-03-01', 'none', [
    ('Genel', "Trakto 250 (TM-250) dişlisiz tahrik makinesi 630 kg kabin kapasitesi ve 1,6 m/s hız için tasarlanmıştır."),
    ('Fren', "Makine çift devreli BR-250-1 fren ile donatılmıştır. Fren balataları her bakımda kontrol edilir."),
    ('Kayış', "Makine kaplamalı çelik kayış BT1204 kullanır. Kayış ömrü yaklaşık 10 yıldır."),
])
doc('SPEC-SG80', 'Frena 80 progressive safety gear - data sheet', 'SG-80', 'service, sales', '', '2025-03-01', 'english', [
    ('Overview', "The Frena 80 (SG-80) progressive safety gear stops a car of up to 2000 kg on guide rails of 9 to 16 mm."),
    ('Brake pads', "The safety gear uses the brake pad set pc-080-1. Replace the pads after every tripping test."),
    ('Tripping speed', "Rated tripping speed 1.0 m/s; maximum tripping speed 1.15 m/s."),
])
doc('RC-2026-03', 'Recall notice RC-2026-03: door motor', '', 'service, sales', '', '2026-03-10', 'english', [
    ('Scope', "Door motors DM-630-2 with serial numbers from PT25-04000 to PT25-06999 may overheat and stop the door. "
              "Replace the motor at the next visit."),
    ('Action', "Return the removed motors to Elevira. Record the serial number of every motor replaced."),
])
doc('SB-2026-07', 'Bollettino di servizio SB-2026-07: motore porta', '', 'service, sales', '', '2026-07-01', 'italian', [
    ('Sostituzione', "Il motore porta DM-630-3 sostituisce DM-630-2 su tutti gli impianti. Il nuovo motore ha lo stesso attacco."),
    ('Montaggio', "Aggiornare il firmware dell'operatore alla versione 3.2 dopo il montaggio del nuovo motore."),
])
doc('WARR-IT', 'Condizioni di garanzia Italia 2026', '', 'service, sales', 'IT', '2026-01-01', 'italian', [
    ('Durata della garanzia', "La garanzia sui componenti Elevira in Italia dura 24 mesi dalla data di installazione."),
    ('Esclusioni', "Sono esclusi i danni da allagamento del vano e da manutenzione non autorizzata."),
])
doc('WARR-GRCY', 'Όροι εγγύησης Ελλάδα και Κύπρος 2026', '', 'service, sales', 'GR, CY', '2026-01-01', 'none', [
    ('Διάρκεια εγγύησης', "Η εγγύηση των εξαρτημάτων Elevira στην Ελλάδα και την Κύπρο διαρκεί 18 μήνες από την ημερομηνία εγκατάστασης."),
    ('Εξαιρέσεις', "Η εγγύηση δεν καλύπτει ζημιές από πλημμύρα του φρεατίου."),
])
doc('WARR-TR', 'Garanti koşulları Türkiye 2026', '', 'service, sales', 'TR', '2026-01-01', 'none', [
    ('Garanti süresi', "Elevira bileşenlerinin Türkiye'de garanti süresi kurulum tarihinden itibaren 36 aydır."),
    ('İstisnalar', "Yetkisiz bakım kaynaklı arızalar garanti kapsamında değildir."),
])
doc('MAINT-TM250', 'TM-250 bakım talimatı', 'TM-250', 'service', '', '2025-06-01', 'none', [
    ('Bakım aralığı', "TM-250 makinesinin freni her 6 ayda bir kontrol edilmelidir."),
    ('Fren balatası', "BR-250-1 fren balatasının aşınma sınırı 2 mm'dir. Sınıra ulaşan balata değiştirilir."),
])
doc('PRICE-IT-2026', 'Listino prezzi Italia 2026', '', 'sales', 'IT', '2026-01-01', 'italian', [
    ('Operatori e controllori', "Portis 630 (DO-630): prezzo di listino 1.480 EUR. Logica 410 (CT-410): prezzo di listino 3.950 EUR."),
    ('Macchine e sicurezza', "Trakto 250 (TM-250): prezzo di listino 6.200 EUR. Frena 80 (SG-80): prezzo di listino 890 EUR."),
])
doc('PRICE-TR-2026', 'Türkiye fiyat listesi 2026', '', 'sales', 'TR', '2026-01-01', 'none', [
    ('Fiyatlar', "Portis 630 (DO-630) liste fiyatı 52.000 TL. Trakto 250 (TM-250) liste fiyatı 215.000 TL."),
])
doc('MGMT-2027', 'Management plan 2027', '', 'management', '', '2026-10-01', 'english', [
    ('Project KALAMPOKORIZO', "Project KALAMPOKORIZO: acquire the Cyprus installer network in 2027 and close the Patras branch."),
    ('Targets', "Target 2027: 1,200 door operators sold across the four markets."),
])

# ---------------------------------------------------------------- dealers
DEALERS = [
    # key, dealer, city, market, certified (as exported)
    ('ANK', 'Ankara Asansör Parçaları Ltd', 'Ankara', 'TR', 'evet'),
    ('ATH', 'Ανελκυστήρες Αθηνών ΑΕ', 'Αθήνα', 'GR', 'ναι'),
    ('IGD', 'Iğdır Lift Servis', 'IĞDIR', 'TR', 'hayır'),
    ('IST', 'İstanbul Asansör Sanayi', 'İSTANBUL', 'TR', 'Evet'),
    ('IZM', 'Ege Asansör İzmir', 'İZMİR', 'TR', 'HAYIR'),
    ('LMS', 'Λεμεσός Lifts Ltd', 'Λεμεσός', 'CY', 'όχι'),
    ('MIL', 'Ascensori Lombardi Srl', 'Milano', 'IT', 'sì'),
    ('NAP', 'Elevatori Partenopei Srl', 'Napoli', 'IT', 'no'),
    ('NIC', 'Ανελκυστήρες Λευκωσίας', 'Λευκωσία', 'CY', 'ΝΑΙ'),
    ('PAT', 'Ανελκυστήρες Πάτρας', 'Πάτρα', 'GR', 'Όχι'),
    ('ROM', 'Roma Lift Service', 'Roma', 'IT', 'Sì'),
    ('SKG', 'Θεσσαλονίκη Ανελκυστήρες ΟΕ', 'Θεσσαλονίκη', 'GR', 'ναι'),
    ('TRN', 'Torino Ascensori', 'Torino', 'IT', 'no'),
]
lines = ['# id: DEALERS', '# title: Rete rivenditori Elevira / Elevira dealer network',
         '# groups: service, sales', '# markets:',
         '# about: dealer, dealers, installer, installers, rivenditore, rivenditori, installatore, installatori, '
         'αντιπρόσωπος, αντιπρόσωποι, αντιπροσώπους, bayi, bayiler, bayisi',
         '# measures:', '# separator: ;', 'key;dealer;city;market;certified']
for d in DEALERS:
    lines.append(';'.join(d))
w('records/DEALERS.csv', '\n'.join(lines) + '\n')

# ---------------------------------------------------------------- stock
PARTS = ['DM-630-2', 'DM-630-3', 'BR-250-1', 'EN-410-1', 'BT-120-4']
SPELL = {
    'DM-630-2': ['DM-630-2', 'dm6302', 'DM 630 2', 'Dm630-2'],
    'DM-630-3': ['DM-630-3', 'dm6303', 'DM 630 3', 'dm-630-3'],
    'BR-250-1': ['BR-250-1', 'br2501', 'BR 250 1'],
    'EN-410-1': ['EN-410-1', 'en 410 1', 'EN4101'],
    'BT-120-4': ['BT-120-4', 'bt1204', 'BT 120-4'],
}
lines = ['# id: STOCK', '# title: Magazzino rivenditori / dealer stock', '# groups: service, sales', '# markets:',
         '# about: stock, magazzino, giacenza, απόθεμα, αποθέματα, stok',
         '# measures: qty = quantity, qty, pieces, pezzi, τεμάχια, adet', '# separator: ;', 'key;dealer;part;qty']
for d in DEALERS:
    for p in PARTS:
        q = rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12])
        if (d[0], p) == ('IZM', 'DM-630-3'):
            q = 0
        if (d[0], p) == ('ROM', 'DM-630-3'):
            q = 7
        lines.append(f'{d[0]}-{p};{d[0]};{rng.choice(SPELL[p])};{q}')
w('records/STOCK.csv', '\n'.join(lines) + '\n')

# ---------------------------------------------------------------- sales
PRODUCTS = {'DO-630': 1480, 'CT-410': 3950, 'TM-250': 6200, 'SG-80': 890}


def money(x):  # 12.450,00 (dot thousands, decimal comma); below 1000 no separator
    s = f'{x:,.2f}'
    ip, dp = s.split('.')
    return ip.replace(',', '.') + ',' + dp


lines = ['# id: SALES', '# title: Vendite per rivenditore e mese / sales by dealer and month', '# groups: sales', '# markets:',
         '# about: sale, sales, vendita, vendite, πωλήσεις, πωληση, satış, satışlar, satis',
         '# measures: units = units, sales, sold, venduti, vendute, pezzi venduti, τεμάχια, πούλησε, πουλησε, πούλησαν, πουλησαν, πουλήθηκαν, πουληθηκαν, adet, satılan, satilan, sattı, satti, satıldı, satildi; revenue_eur = revenue, fatturato, τζίρος, τζιρος, ciro, gelir',
         '# separator: ;', '# thousands: .', 'key;dealer;product;month;units;revenue_eur']
n = 0
for y, m in [(y, m) for y in (2025, 2026) for m in range(1, 13) if (y, m) <= (2026, 10)]:
    for d in DEALERS:
        for p, price in PRODUCTS.items():
            if rng.random() < 0.45:
                continue
            u = rng.randint(1, 9)
            n += 1
            rev = u * price * rng.choice([0.9, 0.95, 1.0])
            lines.append(f'S{n:05d};{d[0]};{p};{y}-{m:02d}-01;{u};{money(rev)}')
w('records/SALES.csv', '\n'.join(lines) + '\n')

# ---------------------------------------------------------------- claims
STATUS = {'IT': ['aperto', 'chiuso', 'in corso'], 'GR': ['ανοιχτή', 'κλειστή', 'σε εξέλιξη'],
          'CY': ['ανοιχτή', 'κλειστή', 'σε εξέλιξη'], 'TR': ['açık', 'kapalı', 'işlemde']}
WFLAG = {'IT': ['sì', 'no'], 'GR': ['ναι', 'όχι'], 'CY': ['ναι', 'όχι'], 'TR': ['evet', 'hayır']}
FAULT = {'IT': ['motore surriscaldato', 'porta bloccata', 'encoder guasto', 'freno rumoroso'],
         'GR': ['υπερθέρμανση κινητήρα', 'μπλοκαρισμένη πόρτα', 'βλάβη κωδικοποιητή', 'θόρυβος φρένου'],
         'CY': ['υπερθέρμανση κινητήρα', 'μπλοκαρισμένη πόρτα', 'βλάβη κωδικοποιητή', 'θόρυβος φρένου'],
         'TR': ['motor aşırı ısınma', 'kapı sıkıştı', 'enkoder arızası', 'fren gürültüsü']}


def serial_typed():
    yy = rng.choice(['24', '25', '25', '26'])
    num = rng.randint(1000, 9999)
    form = rng.choice(['PT{y}-{n:05d}', 'pt{y} {n:05d}', 'PT{y}{n:05d}', 'Pt{y}-{n:05d}', 'pt{y}-{n:05d}'])
    return form.format(y=yy, n=num)


lines = ['# id: CLAIMS', '# title: Reclami in garanzia / warranty claims', '# groups: service', '# markets:',
         '# about: claim, claims, reclamo, reclami, αξίωση, αξιώσεις, αιτήσεις, şikayet, talep, talepler',
         '# measures: repair_hours = hours, repair hours, ore, ώρες, ωρες, ωρών, ωρων, saat, saati, tamir saati',
         '# separator: ;', '# date_format: DD/MM/YYYY',
         'key;claim_date;dealer;product;serial;fault;repair_hours;status;warranty']
for i in range(1, 61):
    d = rng.choice(DEALERS)
    mk = d[3]
    y = rng.choice([2025, 2026, 2026])
    mo = rng.randint(1, 10 if y == 2026 else 12)
    day = rng.randint(1, 28)
    p = rng.choice(list(PRODUCTS))
    fi = rng.randrange(4)
    hrs = '' if rng.random() < 0.3 else str(rng.choice([1, 1.5, 2, 2.5, 3, 4, 5, 6])).replace('.', '.')
    st = rng.choice(STATUS[mk])
    wf = rng.choice(WFLAG[mk])
    lines.append(f'R-{i:04d};{day:02d}/{mo:02d}/{y};{d[0]};{p};{serial_typed()};{FAULT[mk][fi]};{hrs};{st};{wf}')
w('records/CLAIMS.csv', '\n'.join(lines) + '\n')
print('written', OUT)
