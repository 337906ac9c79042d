//! The source types of issue 14: record tables through an RFC 4180 reader (quoted line breaks,
//! declared or detected separators, decimal commas, Windows-1252), spreadsheets (one table per
//! sheet, the header beside the workbook), PDF documents (sections from the outline, else
//! one per page; clear errors for encrypted, image-only and damaged files) and HTML pages in the
//! charset they name. Every spreadsheet and PDF is written here, in code.

use crate::common;

use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;
use lopdf::content::{Content, Operation};
use lopdf::{dictionary, Bookmark, Document, Object, Stream, StringFormat};
use std::path::Path;

const CONF: &str = "\
[corpus]
name = Sources
version = 1
passage_words = 220

[groups]
service = Workshop technicians

[personas]
service = service

[markets]
MA = Morocco

[products]
C-3 = C3
";

/// A corpus folder holding `files` (path, bytes) and the configuration above.
fn corpus(name: &str, files: &[(&str, &[u8])]) -> Scratch {
    let dir = scratch(name);
    std::fs::write(dir.join("corpus.conf"), CONF).unwrap();
    for (path, bytes) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

fn read(dir: &Path) -> Corpus {
    Corpus::read(dir).unwrap_or_else(|e| panic!("{e}"))
}

fn read_err(dir: &Path) -> String {
    match Corpus::read(dir) {
        Ok(_) => panic!("{}: read, but must be refused", dir.display()),
        Err(e) => e.to_string(),
    }
}

fn block<'a>(c: &'a Corpus, id: &str) -> &'a atlas::base::model::Block {
    c.blocks.iter().find(|b| &*b.id == id).unwrap_or_else(|| {
        let ids: Vec<&str> = c.blocks.iter().map(|b| &*b.id).collect();
        panic!("no block {id} in {ids:?}")
    })
}

// 1. Record tables.

const TABLE_HEAD: &str = "# id: CLAIMS\n# groups: service\n# about: claim, claims\n";

#[test]
fn a_quoted_field_may_hold_line_breaks_quotes_and_separators() {
    let csv = format!(
        "\u{feff}{TABLE_HEAD}key,component,note,hours\n\
         WC-1,battery,\"Replaced pack,\nretested\",2.5\n\
         WC-2,motor,\"said \"\"fine\"\"\",1\n"
    );
    let dir = corpus("csv-rfc4180", &[("records/CLAIMS.csv", csv.as_bytes())]);
    let c = read(&dir);
    let b = block(&c, "CLAIMS#WC-1");
    assert_eq!(b.fields[2], "Replaced pack,\nretested");
    assert_eq!(block(&c, "CLAIMS#WC-2").fields[2], "said \"fine\"");
    let table = c.docs[0].table.as_ref().unwrap();
    assert_eq!(table.columns[3].kind, ColumnKind::Number);

    // The row after the quoted line break still names its own line in errors.
    let bad = format!("{TABLE_HEAD}key,note,market\nA,\"x\ny\",MA\nB,z,XX\n");
    let dir = corpus(
        "csv-rfc4180-line",
        &[("records/CLAIMS.csv", bad.as_bytes())],
    );
    let e = read_err(&dir);
    assert!(
        e.ends_with("CLAIMS.csv:7: column 3 'market': unknown market code, found 'XX'"),
        "{e}"
    );
}

#[test]
fn an_unclosed_quote_names_its_line_and_column() {
    let csv = format!("{TABLE_HEAD}key,note\nA,fine\nB,\"never closed\nC,x\n");
    let dir = corpus("csv-unclosed", &[("records/CLAIMS.csv", csv.as_bytes())]);
    let e = read_err(&dir);
    assert!(
        e.ends_with("CLAIMS.csv:6: column 3: a quoted field opens here and is never closed"),
        "{e}"
    );
}

#[test]
fn a_declared_separator_and_decimal_comma() {
    let csv = format!(
        "{TABLE_HEAD}# separator: ;\n# decimal: ,\n# measures: hours = hours\n\
         key;component;hours\nWC-1;battery, pack;2,5\nWC-2;motor;1\n"
    );
    let dir = corpus("csv-semicolon", &[("records/CLAIMS.csv", csv.as_bytes())]);
    let c = read(&dir);
    let b = block(&c, "CLAIMS#WC-1");
    assert_eq!(b.fields, ["WC-1", "battery, pack", "2.5"]);
    let table = c.docs[0].table.as_ref().unwrap();
    assert_eq!(table.columns[2].kind, ColumnKind::Number);
    assert_eq!(table.measures[0].field, "hours");

    let bad = format!("{TABLE_HEAD}# separator: ::\nkey\nA\n");
    let dir = corpus(
        "csv-bad-separator",
        &[("records/CLAIMS.csv", bad.as_bytes())],
    );
    let e = read_err(&dir);
    assert!(e.contains("CLAIMS.csv:4: separator must be one of"), "{e}");
}

#[test]
fn an_undeclared_separator_and_decimal_comma_are_detected_and_reported() {
    let csv = format!("{TABLE_HEAD}key\tcomponent\thours\nWC-1\tbattery\t2,5\nWC-2\tmotor\t1\n");
    let dir = corpus("csv-detect", &[("records/CLAIMS.csv", csv.as_bytes())]);
    let mut notes = Vec::new();
    let c = Corpus::read_with(&dir, &mut |p| {
        if let atlas::ingest::sources::Progress::Note(n) = p {
            notes.push(n)
        }
    })
    .unwrap();
    assert_eq!(block(&c, "CLAIMS#WC-1").fields, ["WC-1", "battery", "2.5"]);
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(notes[0].contains("separator '\t'") && notes[0].contains("# separator: tab"));
    assert!(notes[1].contains("column 'hours'") && notes[1].contains("# decimal: ,"));

    // A build prints what it guessed.
    let out = scratch("csv-detect-out");
    let built = std::process::Command::new(env!("CARGO_BIN_EXE_atlas"))
        .arg("build")
        .arg(&dir)
        .arg("--out")
        .arg(out.join("b"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&built.stderr);
    assert!(built.status.success(), "{stderr}");
    assert!(
        stderr
            .lines()
            .any(|l| l.starts_with("note ") && l.contains("separator")),
        "{stderr}"
    );
}

#[test]
fn a_windows_1252_table_is_decoded_when_declared() {
    let mut bytes =
        format!("{TABLE_HEAD}# encoding: windows-1252\nkey,dealer,price\n").into_bytes();
    // "Garage Métro", "80 €" in Windows-1252.
    bytes.extend_from_slice(b"RBT,Garage M\xe9tro,80 \x80\n");
    let dir = corpus("csv-1252", &[("records/CLAIMS.csv", &bytes)]);
    let c = read(&dir);
    assert_eq!(
        block(&c, "CLAIMS#RBT").fields,
        ["RBT", "Garage Métro", "80 €"]
    );

    // Undeclared, the same bytes are refused with the line that is not UTF-8.
    let undeclared = String::from_utf8_lossy(&bytes).replace("# encoding: windows-1252\n", "");
    let mut raw = undeclared.split("RBT").next().unwrap().as_bytes().to_vec();
    raw.extend_from_slice(b"RBT,Garage M\xe9tro,80\n");
    let dir = corpus("csv-1252-undeclared", &[("records/CLAIMS.csv", &raw)]);
    let e = read_err(&dir);
    assert!(e.ends_with("CLAIMS.csv:5: not valid UTF-8 text"), "{e}");

    let other = format!("{TABLE_HEAD}# encoding: shift_jis\nkey\nA\n");
    let dir = corpus(
        "csv-other-encoding",
        &[("records/CLAIMS.csv", other.as_bytes())],
    );
    let e = read_err(&dir);
    assert!(
        e.ends_with("CLAIMS.csv:4: encoding must be utf-8 or windows-1252, found 'shift_jis'"),
        "{e}"
    );
}

// 2. Spreadsheets.

fn workbook(sheets: &[(&str, &[&[&str]])]) -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    for (name, rows) in sheets {
        let sheet = book.add_worksheet();
        sheet.set_name(*name).unwrap();
        for (r, row) in rows.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let (r, c) = (r as u32, c as u16);
                // Numbers as numbers, as a spreadsheet holds them.
                match cell.parse::<f64>() {
                    Ok(n) => sheet.write_number(r, c, n).unwrap(),
                    Err(_) => sheet.write_string(r, c, *cell).unwrap(),
                };
            }
        }
    }
    book.save_to_buffer().unwrap()
}

const SHEET_HEADER: &str =
    "id: CLAIMS\ntitle: Warranty claims\ngroups: service\nabout: claim, claims\n";

#[test]
fn a_workbook_of_one_sheet_is_one_table() {
    let xlsx = workbook(&[(
        "Claims",
        &[
            &["key", "product", "market", "hours", "certified"],
            &["WC-1", "C-3", "MA", "2.5", "yes"],
            &["WC-2", "C-3", "MA", "1", "no"],
        ],
    )]);
    let header = format!("{SHEET_HEADER}measures: hours = hours\n");
    let dir = corpus(
        "xlsx-one",
        &[
            ("records/CLAIMS.xlsx", &xlsx),
            ("records/CLAIMS.xlsx.header", header.as_bytes()),
        ],
    );
    let c = read(&dir);
    assert_eq!(c.docs.len(), 1);
    assert_eq!(c.docs[0].id, "CLAIMS");
    let b = block(&c, "CLAIMS#WC-1");
    assert_eq!(b.fields, ["WC-1", "C-3", "MA", "2.5", "yes"]);
    assert_eq!(block(&c, "CLAIMS#WC-2").fields[3], "1");
    assert_eq!(b.products, ["C-3"]);
    let kinds: Vec<ColumnKind> = c.docs[0]
        .table
        .as_ref()
        .unwrap()
        .columns
        .iter()
        .map(|c| c.kind)
        .collect();
    assert_eq!(
        kinds,
        [
            ColumnKind::Key,
            ColumnKind::Product,
            ColumnKind::Market,
            ColumnKind::Number,
            ColumnKind::Flag
        ]
    );
}

#[test]
fn a_workbook_of_several_sheets_is_one_table_per_sheet() {
    let xlsx = workbook(&[
        ("Claims", &[&["key", "hours"], &["WC-1", "2"]]),
        ("Open items", &[&["key", "owner"], &["OI-1", "Rabat"]]),
        ("Empty", &[]),
    ]);
    let header =
        format!("{SHEET_HEADER}\n[Open items]\ntitle: Open warranty items\nabout: item, items\n");
    let dir = corpus(
        "xlsx-several",
        &[
            ("records/CLAIMS.xlsx", &xlsx),
            ("records/CLAIMS.xlsx.header", header.as_bytes()),
        ],
    );
    let c = read(&dir);
    let ids: Vec<&str> = c.docs.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(ids, ["CLAIMS-Claims", "CLAIMS-Open-items"]);
    assert_eq!(c.docs[0].title, "Warranty claims (Claims)");
    assert_eq!(c.docs[1].title, "Open warranty items");
    assert_eq!(c.docs[1].table.as_ref().unwrap().about, ["item", "items"]);
    assert_eq!(block(&c, "CLAIMS-Open-items#OI-1").doc, 1);
    assert_eq!(block(&c, "CLAIMS-Claims#WC-1").doc, 0);
}

/// A sheet's own section may embargo it: a corpus read for a day before its valid_from holds
/// the other sheets only, and names the one left out at its header file's line.
#[test]
fn a_sheet_is_embargoed_by_its_own_section() {
    let xlsx = workbook(&[
        ("Claims", &[&["key", "hours"], &["WC-1", "2"]]),
        ("Next", &[&["key", "owner"], &["NX-1", "qzsheetcanary"]]),
    ]);
    let header = format!("{SHEET_HEADER}\n[Next]\nvalid_from: 2027-01-01\nembargo: true\n");
    let dir = corpus(
        "xlsx-embargo",
        &[
            ("records/CLAIMS.xlsx", &xlsx),
            ("records/CLAIMS.xlsx.header", header.as_bytes()),
        ],
    );
    let on = |d: &str| {
        let day = atlas::base::date::Date::parse(d).unwrap();
        Corpus::read_on(&dir, day, &mut |_| {}).unwrap_or_else(|e| panic!("{e}"))
    };
    let before = on("2026-12-31");
    let ids: Vec<&str> = before.docs.iter().map(|d| d.id.as_str()).collect();
    assert_eq!(ids, ["CLAIMS-Claims"]);
    assert!(before
        .blocks
        .iter()
        .all(|b| !b.text.contains("qzsheetcanary")));
    let left: Vec<String> = before.embargoed.iter().map(|e| e.to_string()).collect();
    assert_eq!(
        left,
        [format!(
            "{}:8: CLAIMS-Next left out of every bundle until 2027-01-01",
            dir.join("records/CLAIMS.xlsx.header").display()
        )]
    );
    let after = on("2027-01-01");
    assert_eq!(after.docs.len(), 2);
    assert!(after.embargoed.is_empty());
    assert!(block(&after, "CLAIMS-Next#NX-1")
        .text
        .contains("qzsheetcanary"));
}

#[test]
fn workbook_errors_name_the_file_sheet_row_and_column() {
    let xlsx = workbook(&[(
        "Claims",
        &[&["key", "market"], &["WC-1", "MA"], &["WC-2", "XX"]],
    )]);
    let dir = corpus(
        "xlsx-errors",
        &[
            ("records/CLAIMS.xlsx", &xlsx),
            ("records/CLAIMS.xlsx.header", SHEET_HEADER.as_bytes()),
        ],
    );
    let e = read_err(&dir);
    assert!(
        e.ends_with("CLAIMS.xlsx[Claims]:3: column 2 'market': unknown market code, found 'XX'"),
        "{e}"
    );

    let dir = corpus("xlsx-no-header", &[("records/CLAIMS.xlsx", &xlsx)]);
    let e = read_err(&dir);
    assert!(
        e.contains("CLAIMS.xlsx: no header file") && e.contains("CLAIMS.xlsx.header"),
        "{e}"
    );

    let header = "id: OTHER\ngroups: service\n";
    let dir = corpus(
        "xlsx-wrong-id",
        &[
            ("records/CLAIMS.xlsx", &xlsx),
            ("records/CLAIMS.xlsx.header", header.as_bytes()),
        ],
    );
    let e = read_err(&dir);
    assert!(
        e.ends_with("CLAIMS.xlsx.header:1: the id 'OTHER' does not match the file name 'CLAIMS'"),
        "{e}"
    );

    let header = format!("{SHEET_HEADER}[Claimz]\nabout: x\n");
    let dir = corpus(
        "xlsx-wrong-sheet",
        &[
            ("records/CLAIMS.xlsx", &xlsx),
            ("records/CLAIMS.xlsx.header", header.as_bytes()),
        ],
    );
    let e = read_err(&dir);
    assert!(
        e.ends_with("CLAIMS.xlsx.header:5: no sheet 'Claimz' in")
            || e.contains("CLAIMS.xlsx.header:5: no sheet 'Claimz'"),
        "{e}"
    );

    let dir = corpus(
        "xlsx-damaged",
        &[
            ("records/CLAIMS.xlsx", b"PK\x03\x04 not a workbook"),
            ("records/CLAIMS.xlsx.header", SHEET_HEADER.as_bytes()),
        ],
    );
    let e = read_err(&dir);
    assert!(
        e.contains("CLAIMS.xlsx: cannot read as an .xlsx workbook"),
        "{e}"
    );
}

// 3. PDF documents.

/// A PDF of `pages` (each a list of lines, Helvetica in WinAnsiEncoding) with `outline` entries
/// (title, page from 1); `info_title` goes into its document information.
fn pdf(pages: &[&[&str]], outline: &[(&str, usize)], info_title: Option<&str>) -> Vec<u8> {
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! {
        "Type" => "Font",
        "Subtype" => "Type1",
        "BaseFont" => "Helvetica",
        "Encoding" => "WinAnsiEncoding",
    });
    let resources_id = doc.add_object(dictionary! {
        "Font" => dictionary! { "F1" => font_id },
    });
    let mut kids = Vec::new();
    for lines in pages {
        let mut ops = vec![
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 11.into()]),
            Operation::new("TL", vec![14.into()]),
            Operation::new("Td", vec![50.into(), 780.into()]),
        ];
        for line in *lines {
            // WinAnsiEncoding is Latin-1 for these letters.
            let bytes: Vec<u8> = line.chars().map(|c| c as u32 as u8).collect();
            ops.push(Operation::new(
                "Tj",
                vec![Object::String(bytes, StringFormat::Literal)],
            ));
            ops.push(Operation::new("T*", vec![]));
        }
        ops.push(Operation::new("ET", vec![]));
        let content = Content { operations: ops };
        let content_id = doc.add_object(Stream::new(dictionary! {}, content.encode().unwrap()));
        let page_id = doc.add_object(dictionary! {
            "Type" => "Page",
            "Parent" => pages_id,
            "Contents" => content_id,
        });
        kids.push(page_id);
    }
    doc.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages",
            "Kids" => kids.iter().map(|k| Object::Reference(*k)).collect::<Vec<_>>(),
            "Count" => kids.len() as i64,
            "Resources" => resources_id,
            "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()],
        }),
    );
    for (title, page) in outline {
        doc.add_bookmark(
            Bookmark::new(title.to_string(), [0.0, 0.0, 0.0], 0, kids[page - 1]),
            None,
        );
    }
    let mut catalog = dictionary! { "Type" => "Catalog", "Pages" => pages_id };
    if let Some(outline_id) = doc.build_outline() {
        catalog.set("Outlines", outline_id);
    }
    let catalog_id = doc.add_object(catalog);
    doc.trailer.set("Root", catalog_id);
    if let Some(t) = info_title {
        let info = doc.add_object(dictionary! {
            "Title" => Object::string_literal(t),
        });
        doc.trailer.set("Info", info);
    }
    let mut out = Vec::new();
    doc.save_to(&mut out).unwrap();
    out
}

const PDF_HEADER: &str =
    "id: GUIDE-CHARGING\ngroups: service\nproducts: C-3\nvalid_from: 2026-01-01\n";

#[test]
fn a_pdf_with_an_outline_has_a_section_per_entry() {
    let bytes = pdf(
        &[
            &[
                "Charging guide",
                "1 Charging",
                "Charge the pack fully before",
                "the first ride.",
            ],
            &[
                "2 Storage",
                "Keep the pack dry and",
                "at room temperature.",
                "3 Disposal",
                "Return worn packs.",
            ],
        ],
        &[("1 Charging", 1), ("2 Storage", 2), ("3 Disposal", 2)],
        Some("Charging the C-3"),
    );
    let dir = corpus(
        "pdf-outline",
        &[
            ("docs/GUIDE-CHARGING.pdf", &bytes),
            ("docs/GUIDE-CHARGING.pdf.header", PDF_HEADER.as_bytes()),
        ],
    );
    let c = read(&dir);
    assert_eq!(c.docs[0].id, "GUIDE-CHARGING");
    assert_eq!(c.docs[0].title, "Charging the C-3");
    let got: Vec<(&str, &str, &str)> = c
        .blocks
        .iter()
        .map(|b| (&*b.id, &*b.heading, &*b.text))
        .collect();
    assert_eq!(
        got,
        [
            ("GUIDE-CHARGING#0", "", "Charging guide"),
            (
                "GUIDE-CHARGING#1",
                "1 Charging",
                "Charge the pack fully before the first ride."
            ),
            (
                "GUIDE-CHARGING#2",
                "2 Storage",
                "Keep the pack dry and at room temperature."
            ),
            ("GUIDE-CHARGING#3", "3 Disposal", "Return worn packs."),
        ]
    );
    assert_eq!(c.blocks[1].products, ["C-3"]);
}

#[test]
fn a_pdf_without_an_outline_has_a_section_per_page_and_keeps_non_ascii_text() {
    let bytes = pdf(
        &[
            &["Révision du vélo électrique:", "contrôle des freins."],
            &[],
            &["Dernière page, garantie 24 mois."],
        ],
        &[],
        None,
    );
    let header =
        "title: Guide d'entretien\nid: GUIDE-FR\ngroups: service\nvalid_from: 2026-01-01\n";
    let dir = corpus(
        "pdf-pages",
        &[
            ("docs/GUIDE-FR.pdf", &bytes),
            ("docs/GUIDE-FR.pdf.header", header.as_bytes()),
        ],
    );
    let c = read(&dir);
    assert_eq!(c.docs[0].title, "Guide d'entretien");
    let got: Vec<(&str, &str, &str)> = c
        .blocks
        .iter()
        .map(|b| (&*b.id, &*b.heading, &*b.text))
        .collect();
    assert_eq!(
        got,
        [
            (
                "GUIDE-FR#1",
                "page 1",
                "Révision du vélo électrique:\n\ncontrôle des freins."
            ),
            ("GUIDE-FR#3", "page 3", "Dernière page, garantie 24 mois."),
        ]
    );
}

#[test]
fn bad_pdfs_are_refused_with_their_file_named() {
    let header = "id: X\ngroups: service\nvalid_from: 2026-01-01\n";
    let case_dir = |name: &str, bytes: &[u8]| {
        corpus(
            name,
            &[
                ("docs/X.pdf", bytes),
                ("docs/X.pdf.header", header.as_bytes()),
            ],
        )
    };
    let case = |name: &str, bytes: &[u8]| read_err(&case_dir(name, bytes));

    let image_only = pdf(&[&[], &[]], &[], None);
    let e = case("pdf-image-only", &image_only);
    assert!(
        e.contains("X.pdf: no text layer on any of its 2 pages"),
        "{e}"
    );

    let e = case("pdf-damaged", b"%PDF-1.5\nthis is no PDF at all\n%%EOF\n");
    assert!(e.contains("X.pdf: cannot read as a PDF"), "{e}");

    let good = pdf(&[&["Text."]], &[], None);
    let e = case("pdf-truncated", &good[..good.len() / 2]);
    assert!(e.contains("X.pdf: "), "{e}");
    assert!(!e.contains("panicked"), "{e}");

    // An /Encrypt entry whose password is not empty: the reader cannot open it.
    let mut doc = Document::load_mem(&good).unwrap();
    let encrypt = doc.add_object(dictionary! {
        "Filter" => "Standard",
        "V" => 2,
        "R" => 3,
        "Length" => 128,
        "O" => Object::String(vec![1; 32], StringFormat::Hexadecimal),
        "U" => Object::String(vec![2; 32], StringFormat::Hexadecimal),
        "P" => -4,
    });
    doc.trailer.set("Encrypt", encrypt);
    doc.trailer.set(
        "ID",
        vec![
            Object::String(vec![3; 16], StringFormat::Hexadecimal),
            Object::String(vec![3; 16], StringFormat::Hexadecimal),
        ],
    );
    let mut encrypted = Vec::new();
    doc.save_to(&mut encrypted).unwrap();
    let e = case("pdf-encrypted", &encrypted);
    assert!(e.contains("X.pdf: the PDF is encrypted"), "{e}");

    // A page whose only content stream is damaged reads as no text at all: the damage is
    // named, not taken for a scan.
    let text = b"BT /F1 11 Tf 50 780 Td (Text.) Tj ET".to_vec();
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut z, &text).unwrap();
    let z = z.finish().unwrap();
    let mut corrupt = z.clone();
    for b in &mut corrupt[4..12] {
        *b ^= 0x55;
    }
    let with_content = |stream: Stream| {
        let mut doc = Document::load_mem(&good).unwrap();
        let content = doc.get_page_contents(doc.get_pages()[&1])[0];
        doc.objects.insert(content, Object::Stream(stream));
        let mut out = Vec::new();
        doc.save_to(&mut out).unwrap();
        (out, format!("object {} {}", content.0, content.1))
    };
    let flate = |data: Vec<u8>| {
        Stream::new(dictionary! { "Filter" => "FlateDecode" }, data).with_compression(false)
    };
    let (sound, _) = with_content(flate(z.clone()));
    assert_eq!(read(&case_dir("pdf-flate", &sound)).blocks.len(), 1);
    let (bytes, object) = with_content(flate(corrupt));
    let e = case("pdf-corrupt-stream", &bytes);
    assert!(
        e.contains(&format!(
            "X.pdf: page 1: its content stream ({object}) cannot be decompressed (damaged?): "
        )),
        "{e}"
    );
    // The writer writes a stream's true /Length: another is written over it, with as many
    // bytes (room is made by a key of padding), so that the cross-reference table stays true.
    let mut padded = flate(z.clone());
    padded.dict.set("Pad", Object::Name(vec![b'X'; 24]));
    let (written, object) = with_content(padded);
    let find = |b: &[u8], what: &[u8]| b.windows(what.len()).position(|w| w == what).unwrap();
    let from = find(&written, b"/Length ");
    let to = from + find(&written[from..], &[b'X'; 24]) + 24;
    // A /Length past the file's end, or short of the data, the reader recovers from where the
    // data ends; a negative one it cannot, and the page had no text.
    let with_length = |length: i64| {
        let mut bytes = written.clone();
        let over = format!("/Length {length}");
        bytes.splice(
            from..to,
            format!("{over:<width$}", width = to - from).bytes(),
        );
        bytes
    };
    for length in [99_999_999_999, 5] {
        let c = read(&case_dir("pdf-recovered-length", &with_length(length)));
        assert_eq!(c.blocks[0].text.trim(), "Text.", "/Length {length}");
    }
    let e = case("pdf-negative-length", &with_length(-5));
    assert!(
        e.ends_with(&format!(
            "X.pdf: page 1: its content stream ({object}) cannot be read: its /Length -5 is invalid: a length is not negative"
        )),
        "{e}"
    );

    let dir = corpus("pdf-no-header", &[("docs/X.pdf", &good)]);
    let e = read_err(&dir);
    assert!(
        e.contains("X.pdf: no header file") && e.contains("X.pdf.header"),
        "{e}"
    );

    let no_date = "id: X\ngroups: service\n";
    let dir = corpus(
        "pdf-no-date",
        &[
            ("docs/X.pdf", &good),
            ("docs/X.pdf.header", no_date.as_bytes()),
        ],
    );
    let e = read_err(&dir);
    assert!(
        e.contains("X.pdf.header:2: the header has no 'valid_from'"),
        "{e}"
    );
}

// 4. The demo corpus's PDF, written by the generator below.

/// Where the demo corpus keeps its one PDF; its header is the file beside it.
const DRIVE_MANUAL_PDF: &str = "corpus/atlas/docs/SERVICE-S2-DRIVE-R1.pdf";

const DRIVE_MANUAL_TITLE: &str = "S-2 E-Scooter Drive Unit Workshop Manual, Revision 1";

/// The S-2 drive unit manual: (outline title, paragraphs). It names no part number, serial or
/// fault code (those would add links or compete with the service manual's code table), and
/// agrees with SPEC-S2-R3 and SERVICE-S2-R1 (rear hub motor, axle nuts at 35 Nm, deck cover
/// screws at 3 Nm, the diagnostic menu and the service port under the deck).
const DRIVE_MANUAL: &[(&str, &[&str])] = &[
    (
        "Scope and safety",
        &[
            "This manual covers the drive unit of the S-2 e-scooter built from April 2025: the \
             rear hub motor, the motor controller under the deck and the wiring between them. \
             Only workshops trained on the S-2 open the drive unit.",
            "Before any work, switch the scooter off, unlock the pack and slide it out of its \
             tray, then wait one minute so that the controller capacitors discharge. Work on \
             an antistatic mat while the controller is open.",
        ],
    ),
    (
        "Deck cover and controller access",
        &[
            "Turn the scooter over onto the handlebar and the rear fender on a soft mat. Remove \
             the eleven deck cover screws and lift the cover from the rear, taking care of the \
             cover seal.",
            "The controller sits in the front half of the deck, held by four screws on an \
             aluminium heat plate. Its three phase wires and the hall sensor plug run to the \
             rear motor along the left side of the deck. When refitting the cover, fit a new \
             seal if the old one is torn and tighten the screws crosswise to 3 Nm.",
        ],
    ),
    (
        "Controller replacement",
        &[
            "Photograph the wiring before unplugging anything. Unplug the handlebar harness, \
             the hall sensor plug and the three phase wires (yellow, green, blue), remove the \
             four screws and take the controller off the heat plate.",
            "Clean the old thermal paste from the plate and spread a thin new layer before \
             fitting the new controller. Reconnect the phase wires colour to colour: a swapped \
             pair makes the motor run rough and noisy. A new controller is given the scooter's \
             frame number and the current firmware with the diagnostic tool before the first \
             ride.",
        ],
    ),
    (
        "Rear hub motor removal",
        &[
            "Cut the cable ties along the left side of the deck and unplug the motor cable at \
             its connector behind the controller. Loosen the rear axle nuts, remove the torque \
             washers and note which way their tabs face.",
            "Spread the rear fork slightly and pull the wheel out rearward, guiding the motor \
             cable through the fork. The hub motor and the rim form one unit and are replaced \
             together.",
        ],
    ),
    (
        "Motor installation",
        &[
            "Fit the motor with the cable exit facing down, so that water cannot run along the \
             cable into the hub. Refit the torque washers with their tabs in the fork slots and \
             tighten the rear axle nuts to 35 Nm with medium strength thread locker.",
            "Route the motor cable along the left side of the deck with new cable ties every \
             10 cm. Turn the wheel by hand: it spins freely, without rubbing or clicking. \
             Measure the resistance between each pair of phase wires at the connector; the \
             three readings agree within 0.1 ohm.",
        ],
    ),
    (
        "Firmware update",
        &[
            "The controller and the display each carry their own firmware. Connect the \
             diagnostic tool to the service port under the deck, open the scooter's record and \
             read the installed versions.",
            "When the tool offers a newer release, keep the scooter switched on with its pack \
             charged above 50 percent, start the update and leave the tool connected until the \
             display restarts by itself, after about four minutes. An update cut off halfway \
             leaves the controller in recovery mode with a dark display: start the update again \
             from the tool's recovery menu. Write the new versions on the work order.",
        ],
    ),
    (
        "Final checks",
        &[
            "Put the pack back, switch on and open the diagnostic menu: the motor temperature \
             reads close to the room temperature. Lift the rear wheel and run the motor in Eco, \
             Drive and Sport; the wheel speed shown matches each mode's limit.",
            "Finish with a test ride of at least 500 m with starts, stops and a full stop from \
             top speed, then clear the stored faults.",
        ],
    ),
];

/// Lines of at most this many characters fit the page's width in 11 pt Helvetica.
const LINE_CHARS: usize = 88;
/// Lines a page holds between its top margin and its bottom margin at 14 pt leading.
const PAGE_LINES: usize = 50;

fn wrap(paragraph: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in paragraph.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > LINE_CHARS {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

/// The drive unit manual as a PDF: each section starts with its title as a line, a section
/// that does not fit what is left of a page starts the next one, and the outline has one
/// entry per section pointing at its page.
fn drive_manual_pdf() -> Vec<u8> {
    let mut pages: Vec<Vec<String>> = vec![Vec::new()];
    let mut outline = Vec::new();
    for (title, paragraphs) in DRIVE_MANUAL {
        let mut lines = vec![title.to_string()];
        for p in *paragraphs {
            lines.extend(wrap(p));
        }
        let page = pages.last_mut().unwrap();
        if !page.is_empty() && page.len() + 1 + lines.len() > PAGE_LINES {
            pages.push(Vec::new());
        } else if !page.is_empty() {
            page.push(String::new());
        }
        outline.push((*title, pages.len()));
        pages.last_mut().unwrap().extend(lines);
    }
    let pages: Vec<Vec<&str>> = pages
        .iter()
        .map(|p| p.iter().map(String::as_str).collect())
        .collect();
    let pages: Vec<&[&str]> = pages.iter().map(Vec::as_slice).collect();
    pdf(&pages, &outline, Some(DRIVE_MANUAL_TITLE))
}

/// The committed PDF is what the generator writes, so the corpus builds without running it;
/// `ATLAS_WRITE_CORPUS_PDF=1 cargo test --test suite sources::corpus_pdf` writes it after a change.
#[test]
fn the_corpus_pdf_is_what_its_generator_writes_and_reads_as_its_outline() {
    let bytes = drive_manual_pdf();
    assert_eq!(bytes, drive_manual_pdf(), "the generator is deterministic");
    let path = root().join(DRIVE_MANUAL_PDF);
    if std::env::var_os("ATLAS_WRITE_CORPUS_PDF").is_some() {
        std::fs::write(&path, &bytes).unwrap();
    }
    let committed = std::fs::read(&path).unwrap_or_default();
    assert!(
        committed == bytes,
        "{DRIVE_MANUAL_PDF} differs from what the generator writes: run \
         ATLAS_WRITE_CORPUS_PDF=1 cargo test --test suite sources::corpus_pdf"
    );

    let c = atlas_corpus();
    let doc = c
        .docs
        .iter()
        .find(|d| d.id == "SERVICE-S2-DRIVE-R1")
        .unwrap();
    assert_eq!(doc.title, DRIVE_MANUAL_TITLE);
    assert_eq!(
        (&doc.groups[..], &doc.products[..]),
        (&["service".to_string()][..], &["S-2".to_string()][..])
    );
    let blocks: Vec<_> = c
        .blocks
        .iter()
        .filter(|b| b.id.starts_with("SERVICE-S2-DRIVE-R1"))
        .collect();
    let got: Vec<(&str, &str)> = blocks.iter().map(|b| (&*b.id, &*b.heading)).collect();
    let want: Vec<(String, &str)> = DRIVE_MANUAL
        .iter()
        .enumerate()
        .map(|(i, (title, _))| (format!("SERVICE-S2-DRIVE-R1#{}", i + 1), *title))
        .collect();
    let want: Vec<(&str, &str)> = want.iter().map(|(id, h)| (id.as_str(), *h)).collect();
    assert_eq!(got, want);
    for (b, (_, paragraphs)) in blocks.iter().zip(DRIVE_MANUAL) {
        // Each section's text is its paragraphs, whatever the lines they were wrapped into.
        let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        assert_eq!(words(&b.text), words(&paragraphs.join(" ")), "{}", b.id);
        assert_eq!(b.products, ["S-2"], "{}", b.id);
    }
}

// 4. HTML pages.

#[test]
fn an_html_page_is_read_in_the_charset_it_names() {
    let conf = format!("{CONF}\n[html]\ngroups = service\n");
    let page = |meta: &str| {
        let mut b = format!(
            "<!DOCTYPE html>\n<html><head>{meta}\n<title>Garage M\u{1}tro</title></head>\n\
             <body><h1>Tarifs</h1><p>R\u{1}vision \u{2} 80 \u{3}</p></body></html>\n"
        )
        .into_bytes();
        // "é", "–" and "€" in Windows-1252.
        for byte in &mut b {
            *byte = match *byte {
                1 => 0xe9,
                2 => 0x96,
                3 => 0x80,
                other => other,
            };
        }
        b
    };
    let declared =
        page("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\">");
    let dir = corpus("html-1252", &[("html/tarifs.html", &declared)]);
    std::fs::write(dir.join("corpus.conf"), &conf).unwrap();
    let c = read(&dir);
    assert_eq!(c.docs[0].title, "Garage Métro");
    assert_eq!(&*block(&c, "tarifs#1").text, "Révision – 80 €");

    // Undeclared, the same bytes are refused with the line that is not UTF-8 and the fix.
    let dir = corpus("html-1252-undeclared", &[("html/tarifs.html", &page(""))]);
    std::fs::write(dir.join("corpus.conf"), &conf).unwrap();
    let e = read_err(&dir);
    assert!(
        e.contains("tarifs.html:3: not valid UTF-8 text, and no charset is named"),
        "{e}"
    );

    // A byte-order mark says UTF-8 without a meta.
    let bom = "\u{feff}<title>Café</title><p>Crème</p>";
    let dir = corpus("html-bom", &[("html/bom.html", bom.as_bytes())]);
    std::fs::write(dir.join("corpus.conf"), &conf).unwrap();
    let c = read(&dir);
    assert_eq!(
        (c.docs[0].title.as_str(), &*block(&c, "bom#0").text),
        ("Café", "Crème")
    );
}
