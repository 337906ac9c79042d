#!/usr/bin/env python3
"""Dentara Equipamentos Dentários: dental chairs, suction units, operating lights.
Writes the corpus to the folder given (default /tmp/h-c13/corpus). Deterministic (seed 20261120)."""
import os, random, shutil, datetime, sys
R = random.Random(20261120)
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/h-c13/corpus"
if os.path.exists(OUT): shutil.rmtree(OUT)
os.makedirs(OUT + "/docs"); os.makedirs(OUT + "/records")
HERE = os.path.dirname(os.path.abspath(__file__))
shutil.copy(os.path.join(HERE, "corpus.conf"), OUT + "/corpus.conf")

def w(path, text, enc="utf-8"):
    with open(os.path.join(OUT, path), "w", encoding=enc, newline="") as f: f.write(text)

def doc(id_, title, products, groups, markets, valid_from, language, sections, extra=""):
    h = f"id: {id_}\ntitle: {title}\nproducts: {products}\ngroups: {groups}\nmarkets: {markets}\nvalid_from: {valid_from}\nlanguage: {language}\n{extra}---\n"
    body = "".join(f"## {i}. {head}\n{text}\n\n" for i, (head, text) in enumerate(sections, 1))
    w(f"docs/{id_}.md", h + body)

# ---------------- documents ----------------
doc("SPEC-DC-500", "Ficha técnica: cadeira odontológica DC-500 Classic", "DC-500", "service, sales", "", "2025-01-01", "portuguese", [
 ("Visão geral", "A DC-500 Classic é a cadeira odontológica de entrada da Dentara, com estofo sem costuras e braço do dentista à esquerda ou à direita. Fabricada em Aveiro."),
 ("Sistema hidráulico", "O elevador da cadeira é acionado pela bomba hidráulica HYD-2210-A de 24 V. Curso de elevação de 380 mm a 820 mm, em 9 segundos. O óleo hidráulico é ISO VG 32, 0,8 litros."),
 ("Pedal de comando", "Pedal multifunções FTC-3300-D, com cabo de 2,5 m. Comanda a elevação, o encosto e as posições memorizadas."),
 ("Dados técnicos", "Peso: 148 kg. Carga máxima do paciente: 180 kg. Alimentação: 230 V, 50/60 Hz, 600 VA. Cores do estofo: 12."),
])
doc("SPEC-DC-700", "Specificatieblad: behandelstoel DC-700 Premium", "DC-700", "service, sales", "", "2025-01-01", "dutch", [
 ("Overzicht", "De DC-700 Premium is de behandelstoel met geheugenfuncties, massagekussen en een geïntegreerde assistentenmodule."),
 ("Hydraulisch systeem", "De lift wordt aangedreven door de hydraulische pomp HYD2210-A (24 V). Hefbereik 360 mm tot 850 mm. De pomp zit onder de zitting, achter het linker zijpaneel."),
 ("Voetbediening", "Draadloze voetbediening FTC-3300-D met oplaadbare batterij, bereik 5 meter."),
 ("Technische gegevens", "Gewicht: 172 kg. Maximale patiëntbelasting: 200 kg. Voeding: 230 V, 800 VA. Geluidsniveau van de lift: 48 dB."),
])
doc("SPEC-AS-300", "Fiche technique : aspirateur chirurgical AS-300", "AS-300", "service, sales", "", "2025-01-01", "french", [
 ("Présentation", "L'AS-300 Aspira est l'unité d'aspiration chirurgicale humide pour un à trois fauteuils."),
 ("Moteur", "Moteur d'aspiration MTR-4410-A, 1,1 kW, monophasé. Débit d'aspiration maximal : 1200 l/min. Dépression : 180 mbar."),
 ("Données techniques", "Poids : 38 kg. Niveau sonore : 56 dB(A). Séparateur d'amalgame intégré, efficacité 97 %."),
])
doc("SPEC-LU-8", "LU-8 LED operating light: data sheet", "LU-8", "service, sales", "", "2025-01-01", "english", [
 ("Overview", "The LU-8 Lumina is a ceiling or chair-mounted LED operating light with a composite-safe mode."),
 ("Electronics", "The light engine is driven by the driver board PCB-1020-C. Illuminance: 35,000 lux at 700 mm; colour temperature 5,000 K."),
 ("Technical data", "Weight: 6.2 kg. Power: 24 V DC, 25 W. Rated life of the LEDs: 50,000 hours."),
])
doc("RECALL-2026-01", "Safety recall RC-2026-01: hydraulic lift pump", "", "service", "", "2026-02-15", "english", [
 ("Scope", "This safety recall concerns the hydraulic lift pump HYD-2210-A with serial numbers from HP25C-00400 to HP25C-02999, built between March and September 2025. Pumps outside that range are not concerned."),
 ("Risk", "The internal seal of the pump can wear early. Under load the seat may then sink slowly, up to 5 cm per minute."),
 ("Action for dealers", "Check the serial number on the pump label. For a pump in the range, block the lift function with the service menu, inform the clinic and order the replacement pump. Report every pump exchanged in the warranty portal."),
])
doc("BOL-2026-04", "Boletim técnico BT-26-04: nova bomba hidráulica", "", "service", "", "2026-04-01", "portuguese", [
 ("Substituição", "A bomba HYD-2210-B substitui a HYD-2210-A abrangida pela recolha RC-2026-01. A nova bomba tem vedante reforçado e é montada com os mesmos suportes."),
 ("Montagem", "Desligar a cadeira da corrente, baixar o assento até ao fim e retirar o painel lateral. Apertar os parafusos de fixação a 12 Nm. Purgar o circuito com a função de serviço 07."),
 ("Devolução", "As bombas retiradas devem ser devolvidas ao armazém central de Aveiro no prazo de 30 dias, com o formulário de devolução preenchido."),
])
doc("WARRANTY-2026", "Conditions de garantie Dentara 2026", "", "service, sales", "", "2026-01-01", "french", [
 ("Portugal et Brésil", "Au Portugal, la garantie des fauteuils DC-500 et DC-700 est de 24 mois à compter de l'installation. Au Brésil, elle est de 12 mois, prolongeable à 24 mois avec le contrat d'entretien."),
 ("Belgique", "En Belgique, la garantie est de 36 mois pour les fauteuils et de 24 mois pour l'AS-300 et la LU-8, pièces et main-d'œuvre."),
 ("Islande", "En Islande, la garantie est de 24 mois, pièces uniquement; le déplacement du technicien est facturé."),
 ("Exclusions", "La garantie ne couvre pas l'usure des garnitures, les lampes halogènes de tiers ni les dégâts dus à une eau non conforme."),
])
doc("MAINT-AS-300", "Onderhoudsprocedure AS-300 zuigunit", "AS-300", "service", "", "2025-06-01", "dutch", [
 ("Filter", "Vervang het grofvuilfilter elke 500 bedrijfsuren of elke maand, wat het eerst komt."),
 ("Motor", "Controleer de koolborstels van de motor MTR-4410-A na 2000 bedrijfsuren. Versleten borstels geven een hoog fluitend geluid."),
])
doc("PRICE-PT-2026", "Tabela de preços Portugal 2026", "", "sales", "PT", "2026-01-01", "portuguese", [
 ("Cadeiras", "DC-500 Classic: 18 900 EUR. DC-700 Premium: 27 500 EUR. Preços sem IVA, instalação incluída."),
 ("Equipamentos", "AS-300 Aspira: 3 400 EUR. LU-8 Lumina: 1 850 EUR."),
 ("Peças", "Bomba HYD-2210-B: 640 EUR. Pedal FTC-3300-D: 410 EUR."),
])
doc("PRICE-BR-2026", "Tabela de preços Brasil 2026 (BRL)", "", "sales", "BR", "2026-01-01", "portuguese", [
 ("Cadeiras", "DC-500 Classic: R$ 112 000. DC-700 Premium: R$ 163 000. Preços sem impostos."),
 ("Equipamentos", "AS-300 Aspira: R$ 20 500. LU-8 Lumina: R$ 11 200."),
])
doc("PRICE-BE-2026", "Prijslijst België 2026", "", "sales", "BE", "2026-01-01", "dutch", [
 ("Behandelstoelen", "DC-500 Classic: 19 600 EUR. DC-700 Premium: 28 400 EUR. Prijzen exclusief btw."),
 ("Apparatuur", "AS-300 Aspira: 3 550 EUR. LU-8 Lumina: 1 920 EUR. Pomp HYD-2210-B: 665 EUR."),
])
doc("MGMT-PLAN-2027", "Plano estratégico 2027 (confidencial)", "", "management", "", "2026-10-01", "portuguese", [
 ("Aquisição", "Projeto VELDRAMOXIQUE: aquisição da distribuidora belga Dentaal Gent no primeiro semestre de 2027, por um valor máximo de 4,2 milhões de euros."),
 ("Islândia", "A filial da Islândia será encerrada em 2027; os revendedores de Reykjavík e Akureyri passam a ser servidos a partir de Lisboa. Nome de código interno: VELDRAMOXIQUE."),
])

# ---------------- tables ----------------
DEALERS = [  # key, name, city, market, certified (as exported)
 ("LIS", "Dentara Lisboa Saldanha", "Lisboa", "PT", "sim"),
 ("OPO", "Clínica Supply Porto", "Porto", "PT", "não"),
 ("FAO", "Algarve Dental Faro", "Faro", "PT", "Sim"),
 ("SAO", "OdontoMax São Paulo", "São Paulo", "BR", "sim"),
 ("RIO", "Rio Dental Equipamentos", "Rio de Janeiro", "BR", "não"),
 ("BHZ", "Minas Odonto Belo Horizonte", "Belo Horizonte", "BR", "nao"),
 ("CWB", "Sul Dental Curitiba", "Curitiba", "BR", "SIM"),
 ("ANR", "Tandtechniek Antwerpen", "Antwerpen", "BE", "ja"),
 ("GNT", "Dentaal Gent", "Gent", "BE", "nee"),
 ("LGG", "Dentaire Liège", "Liège", "BE", "oui"),
 ("BRU", "Bruxelles Dental Services", "Bruxelles", "BE", "non"),
 ("REK", "Tannvörur Reykjavík", "Reykjavík", "IS", "já"),
 ("AEY", "Norðurtann Akureyri", "Akureyri", "IS", "nei"),
]
lines = ["# id: DEALERS", "# title: Rede de revendedores Dentara", "# groups: service, sales",
         "# about: dealer, dealers, revendedor, revendedores, concessionário, concessionários, distribuidor, distribuidores, revendeur, revendeurs, verdeler, verdelers",
         "# measures:", "# separator: ;", "# encoding: windows-1252", "# language: portuguese",
         "key;dealer;city;market;certified;phone"]
for k, n, c, m, f in DEALERS:
    lines.append(f"{k};{n};{c};{m};{f};+{R.randint(100000000, 999999999)}")
w("records/DEALERS.csv", "\r\n".join(lines) + "\r\n", enc="cp1252")

BSTOCK = dict(LIS=3, OPO=0, FAO=2, SAO=0, RIO=1, BHZ=6, CWB=0, ANR=2, GNT=0, LGG=4, BRU=0, REK=6, AEY=3)
PARTS = ["HYD-2210-A", "HYD-2210-B", "MTR-4410-A", "PCB-1020-C", "FTC-3300-D"]
def spell(p):
    a, b, c = p.split("-")
    return R.choice([p, p.lower(), f"{a}{b}{c}", f"{a} {b} {c}", f"{a}{b}-{c}".lower(), f"{a.capitalize()}-{b}-{c.lower()}"])
lines = ["# id: STOCK", "# title: Stock de peças por revendedor", "# groups: service, sales",
         "# about: stock, estoque, existências, voorraad, inventaire",
         "# measures: quantity = quantity, qty, quantidade, unidades, aantal, stuks, quantité, peças",
         "key,dealer,part,quantity"]
for k, *_ in DEALERS:
    for p in PARTS:
        if p == "HYD-2210-A": q = R.choice([0, 0, 0, 1, 2])
        elif p == "HYD-2210-B":
            R.random(); q = BSTOCK[k]
        else: q = R.randint(0, 7)
        lines.append(f"{k}-{p.replace('-', '')},{k},{spell(p)},{q}")
w("records/STOCK.csv", "\n".join(lines) + "\n")

PRODUCTS = {"DC-500": (18900, 4), "DC-700": (27500, 3), "AS-300": (3400, 6), "LU-8": (1850, 8)}
lines = ["# id: SALES", "# title: Vendas mensais por revendedor 2025-2026", "# groups: sales",
         "# about: venda, vendas, sale, sales, verkoop, ventes",
         "# measures: units = units, unidades, sold, vendidas, vendidos, vendeu, venderam, vendemos, verkocht, vendu, vendus, stuks; revenue_eur = revenue, faturação, faturacao, faturamento, receita, omzet, chiffre d'affaires",
         "# separator: ;", "# decimal: ,",
         "key;dealer;product;market;month;units;revenue_eur"]
for k, _, _, m, _ in DEALERS:
    for p, (price, mx) in PRODUCTS.items():
        for y in (2025, 2026):
            for mo in range(1, 13):
                if y == 2026 and mo > 10: continue
                u = R.randint(0, mx) if R.random() < 0.55 else 0
                if u == 0: continue
                rev = round(u * price * (1 - R.randint(0, 8) / 100), 2)
                lines.append(f"{k}-{p.replace('-', '')}-{y}{mo:02d};{k};{p};{m};{y}-{mo:02d}-01;{u};" + f"{rev:.2f}".replace(".", ","))
w("records/SALES.csv", "\r\n".join(lines) + "\r\n")

FAULTS = {"DC-500": ["fuga de óleo", "não sobe", "ruído excessivo"], "DC-700": ["fuga de óleo", "não sobe", "encosto bloqueado"],
          "AS-300": ["sem sucção", "ruído excessivo"], "LU-8": ["luz pisca", "não acende"]}
PARTOF = {"DC-500": ["HYD-2210-A", "FTC-3300-D"], "DC-700": ["HYD-2210-A", "FTC-3300-D"], "AS-300": ["MTR-4410-A"], "LU-8": ["PCB-1020-C"]}
SERPFX = {"HYD-2210-A": ["HP25C", "HP24K"], "FTC-3300-D": ["FT24C"], "MTR-4410-A": ["MA24B"], "PCB-1020-C": ["LB25A"]}
STATUS = ["Aberto", "Fechado", "Fechado", "Em análise"]
lines = ["# id: CLAIMS", "# title: Reclamações de garantia", "# groups: service",
         "# about: reclamação, reclamações, reclamacao, reclamacoes, claim, claims, klacht, klachten, réclamation, réclamations",
         "# measures: repair_hours = repair hours, hours, horas, horas de reparação, reparatie uren, uren, heures, labour; cost_eur = cost, custo, custos, kosten, coût",
         "# separator: ;", "# decimal: ,", "# language: portuguese",
         "key;claim_date;dealer;market;product;part;serial;fault;repair_hours;cost_eur;status"]
start = datetime.date(2025, 1, 10)
for i in range(48):
    d = start + datetime.timedelta(days=R.randint(0, 675))
    k, _, _, m, _ = R.choice(DEALERS)
    p = R.choice(list(PRODUCTS))
    part = R.choice(PARTOF[p])
    pfx = R.choice(SERPFX[part])
    ser = f"{pfx}-{R.randint(100, 4999):05d}"
    ser = R.choice([ser, ser, ser.lower(), ser.replace("-", " "), ser.replace("-", "")])
    fault = R.choice(FAULTS[p]) if part != "FTC-3300-D" else "pedal não responde"
    hours = "" if R.random() < 0.25 else f"{R.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5.5])}".replace(".", ",")
    cost = f"{R.randint(80, 900)},{R.randint(0, 99):02d}"
    lines.append(f"R-{2500 + i};{d.isoformat()};{k};{m};{p};{part};{ser};{fault};{hours};{cost};{R.choice(STATUS)}")
hdr, rows = lines[:9], sorted(lines[9:], key=lambda l: l.split(";")[1])
w("records/CLAIMS.csv", "\r\n".join(hdr + rows) + "\r\n")
print("written", OUT)
