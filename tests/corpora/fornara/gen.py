#!/usr/bin/env python3
"""Fornara Grandi Cucine: a seeded generator of a kitchen-equipment distributor's corpus."""
import os, random, shutil, sys

SEED = 20261210
R = random.Random(SEED)
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/h-kitchen/corpus"

DEALERS = [  # key, name, city, market, combi_certified (as exported: mixed languages)
    ("MI1", "Cucine Pro Milano", "Milano", "IT", "si"),
    ("BO1", "Gastro Emilia", "Bologna", "IT", "no"),
    ("NA1", "Partenope Grandi Impianti", "Napoli", "IT", "si"),
    ("TO1", "Sabauda Ristorazione", "Torino", "IT", "no"),
    ("ZH1", "Gastrotechnik Zürich AG", "Zürich", "CH", "ja"),
    ("GE1", "Cuisines Léman SA", "Genève", "CH", "oui"),
    ("LU1", "Ticino Cucine SA", "Lugano", "CH", "non"),
    ("WI1", "Großküchen Wien GmbH", "Wien", "AT", "ja"),
    ("GR1", "Steirische Gastrotechnik", "Graz", "AT", "nein"),
    ("IN1", "Tirol Küchentechnik", "Innsbruck", "AT", "ja"),
]
PRODUCTS = ["FC-610", "FC-1010", "BC-51", "LW-40"]
PRICE_EUR = {"FC-610": 8450, "FC-1010": 12980, "BC-51": 6320, "LW-40": 3890}
QUARTERS = [f"{y}-{m:02d}-01" for y in (2025, 2026) for m in (1, 4, 7, 10)]

def eur(x):
    # the ERP wrote 12.345,67; re-exported without thousands separators (FORMAT.md: a decimal-comma
    # column holds no thousands separators)
    return f"{x:.2f}".replace(".", ",")

def sales():
    rows = []
    base = {"FC-610": (2, 7), "FC-1010": (1, 4), "BC-51": (1, 5), "LW-40": (3, 9)}
    for d in DEALERS:
        for p in PRODUCTS:
            for q in QUARTERS:
                lo, hi = base[p]
                u = R.randint(lo, hi)
                if q.startswith("2026"):
                    if p in ("FC-610", "FC-1010"):
                        u += R.randint(0, 2)          # ovens up in 2026
                    if p == "LW-40":
                        u = max(0, u - R.randint(3, 5))  # dishwashers down a lot in 2026
                rows.append((d, p, q, u))
    return rows

def main():
    if os.path.exists(OUT):
        shutil.rmtree(OUT)
    os.makedirs(f"{OUT}/docs"); os.makedirs(f"{OUT}/records")
    shutil.copy("/tmp/h-kitchen/corpus.conf", f"{OUT}/corpus.conf")
    for name, text in DOCS.items():
        open(f"{OUT}/docs/{name}.md", "w").write(text)
    # DEALERS
    with open(f"{OUT}/records/DEALERS.csv", "w") as f:
        f.write("# id: DEALERS\n# title: Rete rivenditori Fornara / Händlernetz\n# groups: service, sales\n"
                "# about: rivenditore, rivenditori, dealer, dealers, händler, haendler, revendeur, revendeurs, concessionario, concessionari\n"
                "# separator: ;\n")
        f.write("key;dealer;city;market;combi_certified\n")
        for d in DEALERS:
            f.write(";".join(d) + "\n")
    # STOCK: part numbers spelled as the ERP export spells them
    spell = {"CB-210-4": ["CB210-4", "cb 210 4", "CB2104"], "CB-210-5": ["CB210-5", "cb-210-5", "CB 210 5"],
             "DG-610-1": ["DG610-1", "dg 610 1"], "DG-1010-1": ["DG1010-1", "dg-1010-1"], "WF-300-2": ["WF300-2", "wf 300-2"]}
    cb5 = {"MI1": 4, "BO1": 0, "NA1": 2, "TO1": 0, "ZH1": 0, "GE1": 0, "LU1": 3, "WI1": 0, "GR1": 2, "IN1": 0}
    with open(f"{OUT}/records/STOCK.csv", "w") as f:
        f.write("# id: STOCK\n# title: Lagerbestand Ersatzteile je Händler / giacenze ricambi\n# groups: service, sales\n"
                "# about: stock, giacenza, giacenze, lager, lagerbestand, bestand, magazzino\n"
                "# measures: quantity = pezzi, stück, stueck, quantità, quantity, pieces, pièces\n# separator: ;\n")
        f.write("key;dealer;market;part;quantity\n")
        for d in DEALERS:
            for p, forms in spell.items():
                if p == "CB-210-5":
                    q = cb5[d[0]]
                elif p == "CB-210-4":
                    q = R.randint(0, 6)
                else:
                    q = R.choice([0, 0, 1, 2, 3, 5, 8])
                f.write(f"{d[0]}-{p.replace('-', '')};{d[0]};{d[3]};{R.choice(forms)};{q}\n")
    # SALES
    with open(f"{OUT}/records/SALES.csv", "w") as f:
        f.write("# id: SALES\n# title: Vendite per rivenditore e trimestre / Verkäufe je Händler und Quartal\n# groups: sales\n"
                "# about: vendite, verkauf, verkäufe, ventes, sales\n"
                "# measures: units = unità, pezzi, venduto, venduti, vendute, verkauft, vendu, vendus, sold, sell, stück, units, unités; revenue_eur = fatturato, umsatz, chiffre d'affaires, revenue\n"
                "# separator: ;\n# decimal: ,\n")
        f.write("key;dealer;market;product;quarter;units;revenue_eur\n")
        for d, p, q, u in sales():
            key = f"S-{d[0]}-{p.replace('-', '')}-{q[:4]}Q{(int(q[5:7]) - 1) // 3 + 1}"
            f.write(f"{key};{d[0]};{d[3]};{p};{q};{u};{eur(u * PRICE_EUR[p])}\n")
    # CLAIMS
    faults = {"FC-610": ["scheda elettronica guasta", "guarnizione porta", "sonda al cuore", "errore E34 vapore"],
              "FC-1010": ["Steuerplatine defekt", "Türdichtung undicht", "Dampferzeuger verkalkt"],
              "BC-51": ["compresseur bruyant", "sonde défectueuse", "joint de porte"],
              "LW-40": ["water filter clogged", "rinse pump", "door switch"]}
    with open(f"{OUT}/records/CLAIMS.csv", "w") as f:
        f.write("# id: CLAIMS\n# title: Reclami in garanzia / Garantiefälle / réclamations\n# groups: service\n"
                "# about: reclamo, reclami, reklamation, reklamationen, garantiefall, garantiefälle, réclamation, réclamations, claim, claims\n"
                "# measures: repair_hours = ore, ore di riparazione, tempo di riparazione, riparazione, stunden, reparaturzeit, reparaturstunden, heures, hours, repair time\n"
                "# separator: ;\n")
        f.write("key;claim_date;dealer;market;product;part;serial;fault;repair_hours;status\n")
        n = 0
        for y in (2025, 2026):
            for m in range(1, 13 if y == 2025 else 12):
                for _ in range(R.choice([1, 2, 3])):
                    n += 1
                    d = R.choice(DEALERS)
                    p = R.choices(PRODUCTS, [4, 3, 2, 2])[0]
                    fault = R.choice(faults[p])
                    part, serial = "", ""
                    if "scheda" in fault or "Steuerplatine" in fault:
                        part = R.choice(["CB-210-4", "cb2104", "CB 210-4"])
                        num = R.randint(100, 5600)
                        serial = R.choice(["M25C-{:05d}", "m25c {:05d}", "M25C{:05d}", "m25c-{:05d}"]).format(num)
                    elif "guarnizione" in fault or "Türdichtung" in fault:
                        part = "DG-610-1" if p == "FC-610" else "DG 1010-1"
                    elif "filter" in fault:
                        part = "WF-300-2"
                    hours = "" if R.random() < 0.15 else f"{R.choice([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5.5]):.1f}"  # decimal point: a decimal-comma column with blanks is refused
                    day = R.randint(1, 28)
                    status = "aperto" if (y == 2026 and m >= 9 and R.random() < 0.6) else "chiuso"
                    f.write(f"RC-{y}-{n:03d};{y}-{m:02d}-{day:02d};{d[0]};{d[3]};{p};{part};{serial};{fault};{hours};{status}\n")

DOCS = {}
DOCS["SPEC-FC-610"] = """id: SPEC-FC-610
title: Forno combinato Combi 610 – scheda tecnica
products: FC-610
groups: service, sales
markets:
valid_from: 2025-01-01
language: italian
---
## 1. Descrizione
Il Combi 610 è un forno combinato a vapore per 6 teglie GN 1/1, pensato per ristoranti e mense fino a 120 coperti al giorno.

## 2. Dati tecnici
Capacità: 6 teglie GN 1/1. Potenza elettrica: 10,5 kW a 400 V trifase. Peso: 118 kg. Dimensioni: 850 x 770 x 760 mm. Pressione acqua in ingresso: da 1,5 a 6 bar.

## 3. Scheda di controllo
Il forno monta la scheda di controllo CB-210-4 (produzione fino a giugno 2026). La sonda al cuore è collegata direttamente alla scheda.

## 4. Guarnizione porta e filtro acqua
Guarnizione porta: DG-610-1, da sostituire ogni 12 mesi. Filtro acqua a carboni attivi: WF-300-2, cartuccia da sostituire ogni 6 mesi o ogni 3.000 litri.
"""
DOCS["SPEC-FC-1010"] = """id: SPEC-FC-1010
title: Kombidämpfer Combi 1010 – Technisches Datenblatt
products: FC-1010
groups: service, sales
markets:
valid_from: 2025-01-01
language: german
---
## 1. Beschreibung
Der Combi 1010 ist ein Kombidämpfer mit 10 Einschüben GN 1/1 für Gastronomie und Gemeinschaftsverpflegung bis 250 Essen pro Tag.

## 2. Technische Daten
Einschübe: 10 x GN 1/1. Anschlussleistung: 18,9 kW bei 400 V. Gewicht: 164 kg. Abmessungen (B x T x H): 850 x 770 x 1.040 mm. Wasserdruck: 1,5 bis 6 bar.

## 3. Steuerplatine
Verbaut ist die Steuerplatine CB 210-4. Die Platine steuert Dampferzeuger, Lüfter und Kerntemperaturfühler.

## 4. Türdichtung und Wasserfilter
Türdichtung DG-1010-1, Wechsel alle 12 Monate. Wasserfilter WF-300-2 (Aktivkohle), Kartusche alle 6 Monate wechseln.
"""
DOCS["SPEC-BC-51"] = """id: SPEC-BC-51
title: Cellule de refroidissement rapide Frost 51 – fiche technique
products: BC-51
groups: service, sales
markets:
valid_from: 2025-01-01
language: french
---
## 1. Description
La cellule de refroidissement rapide Frost 51 refroidit 51 kg de produit de +70 °C à +3 °C en 90 minutes, ou surgèle 36 kg à -18 °C en 240 minutes.

## 2. Caractéristiques techniques
Capacité : 5 niveaux GN 1/1. Puissance : 1,9 kW. Poids : 142 kg. Réfrigérant : R290.

## 3. Carte électronique
La cellule utilise la carte de commande CB-330-1, qui n'est pas concernée par les campagnes de rappel des fours.

## 4. Joint de porte
Joint de porte magnétique d'origine, à contrôler tous les 6 mois.
"""
DOCS["SPEC-LW-40"] = """id: SPEC-LW-40
title: LW-40 hood-type dishwasher – data sheet
products: LW-40
groups: service, sales
markets:
valid_from: 2025-01-01
language: english
---
## 1. Overview
The LW-40 is a hood-type dishwasher for 40 racks per hour (up to 720 plates per hour), with a built-in rinse booster.

## 2. Technical data
Capacity: 40 racks per hour. Power: 9.8 kW. Weight: 96 kg. Water consumption: 2.2 litres per cycle.

## 3. Water treatment
Fit the water filter WF-300-2 in the inlet. Replace the cartridge every 6 months. The dishwasher uses no control board of the CB-210 series.
"""
DOCS["RECALL-2026-03"] = """id: RECALL-2026-03
title: Sicherheitsrückruf Steuerplatine CB-210-4
products:
groups: service, sales
markets:
valid_from: 2026-03-15
language: german
---
## 1. Betroffene Teile
Sicherheitsrückruf: Steuerplatinen CB-210-4 mit den Seriennummern von M25C-00100 bis M25C-04800 können bei Netzspannungsspitzen überhitzen. Brandgefahr.

## 2. Massnahmen
Betroffene Platinen sind sofort auszutauschen. Geräte mit betroffener Platine dürfen bis zum Austausch nicht betrieben werden. Platinen ausserhalb des Seriennummernbereichs sind nicht betroffen.

## 3. Meldung
Jeder Austausch ist als Garantiefall mit Seriennummer der alten Platine zu melden.
"""
DOCS["TB-2026-07"] = """id: TB-2026-07
title: Bollettino tecnico: nuova scheda di controllo CB-210-5
products:
groups: service, sales
markets:
valid_from: 2026-07-01
language: italian
---
## 1. Sostituzione
La scheda CB-210-5 sostituisce la CB-210-4 in tutti i forni combinati. La nuova scheda è compatibile con il cablaggio esistente.

## 2. Aggiornamento firmware
Dopo il montaggio caricare il firmware 4.2 tramite la porta USB di servizio. Tempo di intervento previsto: 1,5 ore.
"""
DOCS["MAINT-GASKET"] = """id: MAINT-GASKET
title: Remplacement du joint de porte des fours combinés
products: FC-610, FC-1010
groups: service
markets:
valid_from: 2025-01-01
language: french
---
## 1. Quand remplacer
Remplacer le joint de porte tous les 12 mois, ou plus tôt en cas de fuite de vapeur. Joint DG-610-1 pour le Combi 610, joint DG-1010-1 pour le Combi 1010.

## 2. Procédure
Retirer l'ancien joint à la main, nettoyer la rainure à l'eau chaude, enfoncer le nouveau joint en commençant par le haut. Durée : 20 minutes.
"""
DOCS["WARRANTY-2025"] = """id: WARRANTY-2025
title: Warranty terms for Fornara professional equipment
products:
groups: service, sales
markets:
valid_from: 2025-01-01
language: english
---
## 1. Warranty period
All combi ovens, blast chillers and dishwashers carry a warranty of 24 months from installation. Control boards replaced under warranty carry 12 months.

## 2. Exclusions
Door gaskets and water filter cartridges are wear parts and are not covered. Damage from scale is not covered when no water filter was fitted.
"""
DOCS["PRICE-IT-2026"] = """id: PRICE-IT-2026
title: Listino prezzi Italia 2026 (EUR)
products:
groups: sales
markets: IT
valid_from: 2026-01-01
language: italian
---
## 1. Apparecchi
Combi 610: 8.450,00 EUR. Combi 1010: 12.980,00 EUR. Abbattitore Frost 51: 6.320,00 EUR. Lavastoviglie LW-40: 3.890,00 EUR. Prezzi IVA esclusa.

## 2. Ricambi
Scheda di controllo CB-210-5: 640,00 EUR. Guarnizione DG-610-1: 89,50 EUR. Filtro WF-300-2: 112,00 EUR.
"""
DOCS["PRICE-CH-2026"] = """id: PRICE-CH-2026
title: Liste de prix Suisse 2026 (CHF)
products:
groups: sales
markets: CH
valid_from: 2026-01-01
language: french
---
## 1. Appareils
Combi 610 : CHF 8'950.–. Combi 1010 : CHF 13'790.–. Cellule Frost 51 : CHF 6'690.–. Lave-vaisselle LW-40 : CHF 4'150.–. Prix hors TVA.

## 2. Pièces
Carte de commande CB-210-5 : CHF 690.–. Joint DG-1010-1 : CHF 104.–.
"""
DOCS["MGMT-PLAN-2027"] = """id: MGMT-PLAN-2027
title: Piano strategico 2027 (riservato direzione)
products:
groups: management
markets:
valid_from: 2026-01-01
language: italian
---
## 1. Obiettivi 2027
Progetto QUOKKAVELLUTO: rinegoziare il margine dei rivenditori austriaci dal 22 al 18 per cento e aprire un secondo rivenditore a Basilea.

## 2. Margini
Margine lordo medio 2026 sui forni combinati: 31 per cento.
"""

if __name__ == "__main__":
    main()
