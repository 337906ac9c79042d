//! Record tables exported in Switzerland, Austria, Germany, Italy, France, Portugal and Brazil:
//! dates written `12.01.2025`, `12/01/2025`, `12-01-2025` (day first) and money `25.350,00`,
//! `25 350,00`, `1'250.50`. The header's `date_format` and `thousands` read them; an undeclared
//! dot date is read and noted, an undeclared slash date only when a day past 12 decides its
//! order. Cells are stored as before (`2025-01-12`, `25350.00`): the page reads nothing new.
//! Dates and amounts are drawn from fixed seeds; the second seed's draw was never run while the
//! reader was written, and is reported apart.

use crate::common;

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::config::Config;
use atlas::base::date::Date;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use atlas::Question;
use common::*;

/// A small linear congruential generator: the same draw on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }

    /// A day of the calendar from 1990 to 2035, leap days included.
    fn date(&mut self) -> Date {
        loop {
            let y = 1990 + self.below(46) as u16;
            let m = 1 + self.below(12) as u8;
            let d = 1 + self.below(31) as u8;
            if let Some(date) = Date::new(y, m, d) {
                return date;
            }
        }
    }
}

/// The seeds: the first tuned the reader, the second is held out.
const SEEDS: [(u64, &str); 2] = [(11, "tuned"), (2027, "held out")];

const FORMATS: [&str; 6] = [
    "YYYY-MM-DD",
    "DD.MM.YYYY",
    "DD/MM/YYYY",
    "DD-MM-YYYY",
    "MM/DD/YYYY",
    "YYYY/MM/DD",
];

/// `d` written in `format`, with its leading zeros (`pad`) or without (ISO always has them).
fn written(d: Date, format: &str, pad: bool) -> String {
    let (y, m, day) = (d.year, d.month, d.day);
    let two = |n: u8| match pad || format == "YYYY-MM-DD" {
        true => format!("{n:02}"),
        false => n.to_string(),
    };
    match format {
        "YYYY-MM-DD" => format!("{y:04}-{}-{}", two(m), two(day)),
        "DD.MM.YYYY" => format!("{}.{}.{y:04}", two(day), two(m)),
        "DD/MM/YYYY" => format!("{}/{}/{y:04}", two(day), two(m)),
        "DD-MM-YYYY" => format!("{}-{}-{y:04}", two(day), two(m)),
        "MM/DD/YYYY" => format!("{}/{}/{y:04}", two(m), two(day)),
        "YYYY/MM/DD" => format!("{y:04}/{}/{}", two(m), two(day)),
        _ => unreachable!("{format}"),
    }
}

fn conf() -> String {
    "[corpus]\nname = Formats\nversion = 1\nlanguages = en\n[groups]\nservice = Service\n\
     [personas]\ntech = service\n[markets]\nPT = Portugal\n"
        .to_string()
}

const FILE: &str = "records/CLAIMS.csv";
const HEAD: &str = "# id: CLAIMS\n# groups: service\n# about: claim, claims\n";

/// The table `CLAIMS` of `csv`, read in memory as a build reads it.
fn read(csv: &str) -> Result<Corpus, String> {
    let config = Config::parse(&conf(), "corpus.conf").unwrap();
    Corpus::from_sources(config, [(FILE, csv, true)]).map_err(|e| e.to_string())
}

fn fields(c: &Corpus, col: usize) -> Vec<String> {
    c.blocks.iter().map(|b| b.fields[col].clone()).collect()
}

fn kind(c: &Corpus, col: usize) -> ColumnKind {
    c.docs[0].table.as_ref().unwrap().columns[col].kind
}

/// The line of the first row holding `needle` in `csv`.
fn line_of(csv: &str, needle: &str) -> usize {
    csv[..csv.find(needle).unwrap()].matches('\n').count() + 1
}

/// `csv` must be refused with `needle` in an error at `FILE:line`.
fn refused(csv: &str, line: usize, needle: &str) -> Option<String> {
    match read(csv) {
        Ok(_) => Some(format!("read, but must be refused at {line}: {csv}")),
        Err(e) if e.contains(&format!("{FILE}:{line}: ")) && e.contains(needle) => None,
        Err(e) => Some(format!("expected {FILE}:{line}: ...{needle}..., got: {e}")),
    }
}

#[test]
fn every_date_format_reads_its_dates_as_iso() {
    for (seed, which) in SEEDS {
        let mut rng = Rng(seed);
        let (mut asked, mut wrong) = (0, Vec::new());
        for format in FORMATS {
            for pad in [true, false] {
                let dates: Vec<Date> = (0..25).map(|_| rng.date()).collect();
                let mut csv = format!("{HEAD}# date_format: {format}\nkey,date,shipped_on,note\n");
                for (i, d) in dates.iter().enumerate() {
                    let w = written(*d, format, pad);
                    csv.push_str(&format!("R{i},{w},{w},x\n"));
                }
                asked += dates.len();
                match read(&csv) {
                    Ok(c) => {
                        let iso: Vec<String> = dates.iter().map(Date::to_string).collect();
                        // A column named as dates, and one named otherwise: both dates.
                        for col in [1, 2] {
                            if fields(&c, col) != iso || kind(&c, col) != ColumnKind::Date {
                                wrong.push(format!("{format} pad {pad} column {col}"));
                            }
                        }
                        if !c.notes.is_empty() {
                            wrong.push(format!("{format}: declared, yet noted {:?}", c.notes));
                        }
                    }
                    Err(e) => wrong.push(format!("{format} pad {pad}: {e}")),
                }
            }
        }
        judge(&format!("dates read ({which})"), asked, &wrong, 300);
    }
}

#[test]
fn days_not_in_the_calendar_are_refused_in_every_format() {
    let (mut asked, mut wrong) = (0, Vec::new());
    let ok = [(2024, 2, 29), (2000, 2, 29), (2025, 12, 31), (2025, 4, 30)];
    // (year, month, day) written as numbers: no such day.
    let bad: [(u16, u8, u8); 6] = [
        (2025, 2, 29),
        (1900, 2, 29),
        (2025, 4, 31),
        (2026, 6, 31),
        (2025, 2, 30),
        (2025, 9, 31),
    ];
    for format in FORMATS {
        for (y, m, d) in ok {
            let w = written(Date::new(y, m, d).unwrap(), format, true);
            let csv = format!("{HEAD}# date_format: {format}\nkey,date\nA,{w}\n");
            asked += 1;
            match read(&csv) {
                Ok(c) if fields(&c, 1)[0] == format!("{y:04}-{m:02}-{d:02}") => {}
                other => wrong.push(format!("{format} {w}: {:?}", other.map(|c| fields(&c, 1)))),
            }
        }
        for (y, m, d) in bad {
            // Written as the format would, without asking the calendar.
            let w = format
                .replace("YYYY", &format!("{y:04}"))
                .replace("MM", &format!("{m:02}"))
                .replace("DD", &format!("{d:02}"));
            for column in ["date", "shipped_on"] {
                let csv = format!(
                    "{HEAD}# date_format: {format}\nkey,{column}\nA,{}\nB,{w}\n",
                    written(Date::new(2025, 1, 2).unwrap(), format, true)
                );
                asked += 1;
                let needle = format!("column 2 '{column}': malformed date '{w}': no such day");
                wrong.extend(refused(&csv, line_of(&csv, &format!("B,{w}")), &needle));
            }
        }
    }
    judge("days not in the calendar", asked, &wrong, 96);
}

#[test]
fn a_cell_in_another_format_is_refused_in_a_date_column() {
    let (mut asked, mut wrong) = (0, Vec::new());
    let d = Date::new(2025, 1, 12).unwrap();
    for declared in FORMATS {
        for other in FORMATS {
            let w = written(d, other, true);
            // Day and month first write one shape: 01/12/2025 is a date of either.
            let shape = |f: &str| f.replace(['D', 'M'], "N");
            if shape(other) == shape(declared) {
                continue;
            }
            let csv = format!(
                "{HEAD}# date_format: {declared}\nkey,date\nA,{}\nB,{w}\n",
                written(d, declared, true)
            );
            asked += 1;
            let needle = format!("column 2 'date': '{w}' is not a date written {declared}");
            wrong.extend(refused(&csv, line_of(&csv, &format!("B,{w}")), &needle));
        }
    }
    // Not declared, a column named as dates written in no format says what it expects.
    let csv = format!("{HEAD}key,date\nA,2025-01-12\nB,soon\n");
    asked += 1;
    wrong.extend(refused(
        &csv,
        6,
        "column 2 'date': malformed date 'soon': expected YYYY-MM-DD",
    ));
    judge("another format", asked, &wrong, 29);
}

#[test]
fn a_two_digit_year_is_refused() {
    let mut wrong = Vec::new();
    for format in ["DD.MM.YY", "dd/mm/yy", "MM/DD/YY", "DD-MM-YY"] {
        let csv = format!("{HEAD}# date_format: {format}\nkey,date\nA,12.01.25\n");
        wrong.extend(refused(&csv, 4, "has a two-digit year"));
    }
    let csv = format!("{HEAD}# date_format: DD.MM.YYYY\nkey,date\nA,12.01.2025\nB,13.01.25\n");
    wrong.extend(refused(
        &csv,
        7,
        "column 2 'date': '13.01.25' has a two-digit year",
    ));
    let csv = format!("{HEAD}key,date\nA,12.01.2025\nB,13.01.25\n");
    wrong.extend(refused(
        &csv,
        6,
        "column 2 'date': '13.01.25' has a two-digit year",
    ));
    let csv = format!("{HEAD}# date_format: YYYY.MM.DD\nkey,date\nA,2025.01.12\n");
    wrong.extend(refused(
        &csv,
        4,
        "date_format must be one of YYYY-MM-DD, DD.MM.YYYY",
    ));
    judge("two-digit years", 7, &wrong, 7);
}

/// Not declared: dots are day first and read, with a note; slashes and dashes only when a day
/// past 12 decides the order, else refused asking for the declaration.
#[test]
fn undeclared_dates_are_read_only_when_their_order_is_certain() {
    for (seed, which) in SEEDS {
        let mut rng = Rng(seed);
        let (mut asked, mut wrong, mut ambiguous) = (0, Vec::new(), 0);
        for round in 0..20 {
            // Every other round's days are all 12 or less: no day tells the order.
            let dates: Vec<Date> = (0..12)
                .map(|_| loop {
                    let d = rng.date();
                    if round % 4 < 2 || d.day <= 12 {
                        break d;
                    }
                })
                .collect();
            let iso: Vec<String> = dates.iter().map(Date::to_string).collect();
            let day_past_12 = dates.iter().any(|d| d.day > 12);
            for (format, certain) in [
                ("DD.MM.YYYY", true),
                ("YYYY/MM/DD", true),
                ("DD/MM/YYYY", day_past_12),
                ("MM/DD/YYYY", day_past_12),
                ("DD-MM-YYYY", day_past_12),
            ] {
                let pad = round % 2 == 0;
                ambiguous += usize::from(!certain);
                let mut csv = format!("{HEAD}key,datum\n");
                for (i, d) in dates.iter().enumerate() {
                    csv.push_str(&format!("R{i},{}\n", written(*d, format, pad)));
                }
                asked += 1;
                match (read(&csv), certain) {
                    (Ok(c), true) => {
                        let noted = c.notes.iter().any(|n| {
                            n.line == 4 && n.message.contains(&format!("'# date_format: {format}'"))
                        });
                        if fields(&c, 1) != iso || !noted {
                            wrong.push(format!("{format}: {:?} {:?}", fields(&c, 1), c.notes));
                        }
                    }
                    (Err(e), false) => {
                        if !e.contains("may be day first or month first")
                            || !e.contains("# date_format: DD")
                        {
                            wrong.push(format!("{format} ambiguous: {e}"));
                        }
                    }
                    (Ok(c), false) => wrong.push(format!("{format}: guessed {:?}", fields(&c, 1))),
                    (Err(e), true) => wrong.push(format!("{format}: {e}")),
                }
            }
        }
        eprintln!("{which}: {ambiguous} of {asked} tables with no day past 12 to tell");
        assert!(ambiguous >= 20, "{ambiguous}");
        judge(&format!("undeclared dates ({which})"), asked, &wrong, 100);
    }
    // Day first and month first in one column, and two shapes in one column: refused.
    let csv = format!("{HEAD}key,datum\nA,25/01/2025\nB,01/25/2025\n");
    let mut wrong: Vec<String> = refused(&csv, 6, "is month first but '25/01/2025'")
        .into_iter()
        .collect();
    let csv = format!("{HEAD}key,datum\nA,25.01.2025\nB,26/01/2025\n");
    wrong.extend(refused(
        &csv,
        6,
        "'26/01/2025' is not written as '25.01.2025' (line 5)",
    ));
    judge("mixed orders", 2, &wrong, 2);
}

/// `amount` written grouped by `mark` with decimal mark `decimal`: `1.250.000,50`.
fn grouped(cents: u64, mark: &str, decimal: char) -> String {
    let int = (cents / 100).to_string();
    let mut out = String::new();
    for (i, ch) in int.chars().enumerate() {
        if i > 0 && (int.len() - i).is_multiple_of(3) {
            out.push_str(mark);
        }
        out.push(ch);
    }
    format!("{out}{decimal}{:02}", cents % 100)
}

#[test]
fn thousands_are_read_with_each_separator() {
    // (header value, the mark in cells, the decimal mark, the header's decimal line)
    let marks: [(&str, &str, char, &str); 8] = [
        (".", ".", ',', ""),
        (",", ",", '.', ""),
        ("space", " ", ',', "# decimal: ,\n"),
        ("space", "\u{a0}", ',', "# decimal: ,\n"),
        ("space", "\u{202f}", ',', "# decimal: ,\n"),
        ("space", " ", '.', ""),
        ("'", "'", '.', ""),
        ("'", "’", '.', ""),
    ];
    for (seed, which) in SEEDS {
        let mut rng = Rng(seed);
        let (mut asked, mut wrong) = (0, Vec::new());
        for (header, mark, decimal, decimal_line) in marks {
            let amounts: Vec<u64> = (0..30)
                .map(|i| rng.below(10u64.pow(3 + i % 8)) + i as u64)
                .collect();
            let mut csv = format!(
                "{HEAD}# thousands: {header}\n{decimal_line}# separator: ;\n\
                 # measures: revenue_eur = revenue\nkey;revenue_eur\n"
            );
            for (i, a) in amounts.iter().enumerate() {
                csv.push_str(&format!("R{i};{}\n", grouped(*a, mark, decimal)));
            }
            asked += amounts.len();
            match read(&csv) {
                Ok(c) => {
                    let want: Vec<String> = amounts
                        .iter()
                        .map(|a| format!("{}.{:02}", a / 100, a % 100))
                        .collect();
                    if fields(&c, 1) != want || kind(&c, 1) != ColumnKind::Number {
                        wrong.push(format!("{header:?} {mark:?}: {:?}", fields(&c, 1)));
                    }
                }
                Err(e) => wrong.push(format!("{header:?} {mark:?}: {e}")),
            }
        }
        judge(&format!("thousands ({which})"), asked, &wrong, 200);
    }
}

#[test]
fn a_number_grouped_wrongly_is_refused_at_its_cell() {
    let mut wrong = Vec::new();
    let cases: [(&str, &str, &str); 5] = [
        (".", "1.25.0", "thousands '.' and decimal ','"),
        (".", "12.3456,00", "thousands '.' and decimal ','"),
        ("space", "1 23 456", "thousands 'space'"),
        (",", "1,25,000.00", "thousands ',' and decimal '.'"),
        ("'", "12'34.5", "thousands '''"),
    ];
    for (header, cell, needle) in cases {
        let decimal = if header == "space" {
            "# decimal: ,\n"
        } else {
            ""
        };
        let csv = format!(
            "{HEAD}# thousands: {header}\n{decimal}# separator: ;\nkey;note;amount\n\
             A;x;1{}250\nB;y;{cell}\nC;z;7\n",
            match header {
                "space" => " ",
                h => h,
            }
        );
        wrong.extend(refused(
            &csv,
            line_of(&csv, "B;y;"),
            &format!("column 3 'amount': '{cell}' is not a number written with {needle}"),
        ));
    }
    judge("wrong grouping", cases.len(), &wrong, 5);
}

#[test]
fn thousands_and_decimal_may_not_be_one_mark() {
    let mut wrong = Vec::new();
    for mark in [".", ","] {
        let csv = format!("{HEAD}# decimal: {mark}\n# thousands: {mark}\nkey,a\nA,1\n");
        wrong.extend(refused(
            &csv,
            5,
            &format!("thousands '{mark}' is the decimal mark too"),
        ));
    }
    let csv = format!("{HEAD}# thousands: _\nkey,a\nA,1\n");
    wrong.extend(refused(&csv, 4, "thousands must be one of"));
    // A thousands point needs no decimal line: the comma is the decimal mark.
    let csv = format!("{HEAD}# thousands: .\nkey,a\nA,\"25.350,00\"\n");
    match read(&csv) {
        Ok(c) if fields(&c, 1) == ["25350.00"] => {}
        other => wrong.push(format!("{:?}", other.map(|c| fields(&c, 1)))),
    }
    judge("decimal and thousands", 4, &wrong, 4);
}

#[test]
fn a_refused_measure_names_its_cell_and_the_line_that_reads_it() {
    let mut wrong = Vec::new();
    let cases: [(&str, &str, &[&str]); 4] = [
        ("25.350,00", "", &["'# thousands: .' reads it as 25350.00"]),
        (
            "25 350,00",
            "",
            &["'# thousands: space' with '# decimal: ,'"],
        ),
        (
            "12,5",
            "# separator: ;\n# decimal: .\n",
            &["'# decimal: ,' reads it as 12.5"],
        ),
        (
            "1,250",
            "# separator: ;\n# decimal: .\n",
            &[
                "'# decimal: ,' reads it as 1.250",
                "'# thousands: ,' reads it as 1250",
            ],
        ),
    ];
    for (cell, extra, needles) in cases {
        let csv = format!(
            "{HEAD}{extra}# measures: revenue_eur = revenue\nkey;revenue_eur\nA;100\nB;{cell}\n"
        );
        let csv = if extra.is_empty() {
            csv.replace(';', ",")
                .replace(&format!(",{cell}"), &format!(",\"{cell}\""))
        } else {
            csv
        };
        let line = line_of(&csv, "B");
        let mut found = read(&csv).err().unwrap_or_default();
        for needle in needles {
            if !found.contains(needle) {
                found.push_str(&format!(" [missing: {needle}]"));
            }
        }
        if !found.contains(&format!(
            "'{cell}' at {FILE}:{line} is not a number (column 2;"
        )) || found.contains("[missing")
        {
            wrong.push(found);
        }
    }
    judge("measure refused", cases.len(), &wrong, 4);
}

/// `atlas check` reads as a build does: an undeclared date order is a note at the column row,
/// and a misgrouped number the build's error.
#[test]
fn atlas_check_reports_what_the_build_guessed_and_refuses() {
    let dir = scratch("formats-check");
    std::fs::write(dir.join("corpus.conf"), conf()).unwrap();
    std::fs::create_dir_all(dir.join("records")).unwrap();
    let csv = format!("{HEAD}key,datum\nA,12.01.2025\nB,13.02.2025\n");
    std::fs::write(dir.join(FILE), &csv).unwrap();
    let check = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_atlas"))
            .arg("check")
            .arg(&*dir)
            .output()
            .unwrap()
    };
    let out = check();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let file = dir.join(FILE).display().to_string();
    assert!(
        stdout.contains(&format!(
            "{file}:4: note: column 'datum' read as dates written DD.MM.YYYY (declare it with \
             '# date_format: DD.MM.YYYY')"
        )),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("0 errors, 0 warnings, 1 note\n"),
        "{stdout}"
    );
    assert_eq!(out.status.code(), Some(0));

    let bad = format!("{HEAD}# thousands: .\nkey,amount\nA,1.250\nB,1.25.0\n");
    std::fs::write(dir.join(FILE), &bad).unwrap();
    let out = check();
    let said =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains(&format!(
            "{file}:7: column 2 'amount': '1.25.0' is not a number"
        )),
        "{said}"
    );
    assert_ne!(out.status.code(), Some(0));
}

/// A workbook's header file declares them as a CSV's header does; its text cells are read so.
#[test]
fn a_workbook_header_declares_dates_and_thousands() {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    let rows = [
        ["key", "date", "revenue_eur"],
        ["A", "12.01.2025", "25.350,00"],
        ["B", "29.02.2024", "1.000.000,5"],
    ];
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            sheet.write_string(r as u32, c as u16, *cell).unwrap();
        }
    }
    sheet.write_number(3, 0, 7).unwrap();
    sheet.write_string(3, 1, "01.03.2026").unwrap();
    sheet.write_number(3, 2, 12.5).unwrap();
    let xlsx = book.save_to_buffer().unwrap();
    let dir = scratch("formats-xlsx");
    std::fs::write(dir.join("corpus.conf"), conf()).unwrap();
    std::fs::create_dir_all(dir.join("records")).unwrap();
    std::fs::write(dir.join("records/CLAIMS.xlsx"), xlsx).unwrap();
    let header =
        "id: CLAIMS\ngroups: service\nabout: claim, claims\nmeasures: revenue_eur = revenue\n\
                  date_format: DD.MM.YYYY\nthousands: .\n";
    std::fs::write(dir.join("records/CLAIMS.xlsx.header"), header).unwrap();
    let c = Corpus::read(&dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(fields(&c, 1), ["2025-01-12", "2024-02-29", "2026-03-01"]);
    assert_eq!(fields(&c, 2), ["25350.00", "1000000.5", "12.5"]);
    assert_eq!(kind(&c, 2), ColumnKind::Number);

    // A date cell of another format names the sheet, its row and the header's format.
    let header = header.replace("DD.MM.YYYY", "MM/DD/YYYY");
    std::fs::write(dir.join("records/CLAIMS.xlsx.header"), header).unwrap();
    let e = Corpus::read(&dir).err().unwrap().to_string();
    assert!(
        e.contains("CLAIMS.xlsx[Sheet1]:2: column 2 'date': '12.01.2025' is not a date written MM/DD/YYYY (the header's date_format, line 5)"),
        "{e}"
    );
}

/// Claims of a Portuguese dealer: dates `DD.MM.YYYY`, revenue `25.350,00`, built and asked.
/// The same rows written as a bundle holds them (ISO, points) give the same figures, and those
/// are the rows' own sums and counts.
#[test]
fn a_day_first_table_with_grouped_money_is_built_and_asked() {
    let engine = |csv: &str| {
        let config = Config::parse(&conf(), "corpus.conf").unwrap();
        let corpus = Corpus::from_sources(config, [(FILE, csv, true)]).unwrap();
        let bytes = atlas::ingest::carve(&corpus, &["service".to_string()]).to_bytes();
        Engine::from_bytes(&bytes).expect("bundle loads")
    };
    let ask = |e: &Engine, text: &str| {
        let q = Question {
            text: text.into(),
            persona: "tech".into(),
            market: "PT".into(),
            date: None,
        };
        let opts = AskOptions {
            today: Some(today()),
            ..AskOptions::default()
        };
        e.ask_with(&q, &opts).unwrap().figure
    };
    for (seed, which) in SEEDS {
        let mut rng = Rng(seed);
        let (mut asked, mut wrong) = (0, Vec::new());
        let head = format!("{HEAD}# measures: revenue_eur = revenue\n");
        let mut local = format!(
            "{head}# separator: ;\n# date_format: DD.MM.YYYY\n# thousands: .\nkey;date;revenue_eur\n"
        );
        let mut plain = format!("{head}key,date,revenue_eur\n");
        let mut rows = Vec::new();
        for i in 0..60 {
            let d = loop {
                let d = rng.date();
                if (2024..=2026).contains(&d.year) && d <= today() {
                    break d;
                }
            };
            let cents = rng.below(5_000_000) + 100;
            local.push_str(&format!(
                "C{i};{};{}\n",
                written(d, "DD.MM.YYYY", true),
                grouped(cents, ".", ',')
            ));
            plain.push_str(&format!("C{i},{d},{}.{:02}\n", cents / 100, cents % 100));
            rows.push((d, cents));
        }
        let (local, plain) = (engine(&local), engine(&plain));
        let march = Date::new(2026, 3, 1).unwrap();
        let questions: [(&str, f64); 4] = [
            (
                "total revenue in 2025",
                rows.iter()
                    .filter(|(d, _)| d.year == 2025)
                    .map(|(_, c)| *c as f64 / 100.0)
                    .sum(),
            ),
            (
                "total revenue in 2024",
                rows.iter()
                    .filter(|(d, _)| d.year == 2024)
                    .map(|(_, c)| *c as f64 / 100.0)
                    .sum(),
            ),
            (
                "how many claims since March 2026",
                rows.iter().filter(|(d, _)| *d >= march).count() as f64,
            ),
            (
                "how many claims in 2025",
                rows.iter().filter(|(d, _)| d.year == 2025).count() as f64,
            ),
        ];
        for (q, want) in questions {
            asked += 1;
            let (got, same) = (ask(&local, q), ask(&plain, q));
            let close = |f: Option<f64>| f.is_some_and(|f| (f - want).abs() < 0.005);
            if !close(got) || got != same {
                wrong.push(format!("{q}: {got:?} (ISO table {same:?}), want {want}"));
            }
        }
        judge(
            &format!("asked of a day-first table ({which})"),
            asked,
            &wrong,
            4,
        );
    }
}
