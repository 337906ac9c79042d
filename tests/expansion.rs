//! The attacker's findings of issue 23 on what a small source expands to: a 2 MB workbook holding
//! a 2 GiB cell (declared honestly, or declared small), a million-row sheet, a cell in a sheet's
//! far corner and tables of millions of rows or fields are refused by `[limits]` in seconds,
//! with an error naming the file, the sheet and row where there is one, the limit and the setting
//! that raises it; under a memory limit the build exits with that error, not an abort. Every
//! workbook is written here: by rust_xlsxwriter, or by hand for the parts no writer would make.
#![cfg(unix)]

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;
use flate2::write::DeflateEncoder;
use flate2::Compression;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};

const CONF: &str = "\
[groups]
service = Workshop technicians

[personas]
service = service

[markets]
MA = Morocco
";

const HEADER: &str = "id: CLAIMS\ntitle: Warranty claims\ngroups: service\nabout: claim, claims\n";

/// A corpus folder: the configuration above with `limits` after it, and `files` (path, bytes).
fn corpus(name: &str, limits: &str, files: &[(&str, &[u8])]) -> Scratch {
    let dir = scratch(name);
    std::fs::write(dir.join("corpus.conf"), format!("{CONF}{limits}")).unwrap();
    for (path, bytes) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

/// A corpus of one workbook, `records/CLAIMS.xlsx`, and its header file.
fn workbook_corpus(name: &str, limits: &str, xlsx: &[u8]) -> Scratch {
    corpus(
        name,
        limits,
        &[
            ("records/CLAIMS.xlsx", xlsx),
            ("records/CLAIMS.xlsx.header", HEADER.as_bytes()),
        ],
    )
}

/// The error reading the corpus gives. How fast it comes is measured, not asserted (machines
/// here are shared): the bounded memory below is what a test holds it to.
fn refused(dir: &Path) -> String {
    match Corpus::read(dir) {
        Ok(_) => panic!("{}: read, but must be refused", dir.display()),
        Err(e) => e.to_string(),
    }
}

fn workbook(rows: &[&[&str]]) -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name("Claims").unwrap();
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            sheet.write_string(r as u32, c as u16, *cell).unwrap();
        }
    }
    book.save_to_buffer().unwrap()
}

/// One part of a zip written by hand: its data as stored (method 0, stored, or 8, deflated),
/// and the size and CRC it declares, which need not be true.
struct Part {
    name: String,
    method: u16,
    declared: u32,
    crc: u32,
    data: Vec<u8>,
}

fn crc(bytes: &[u8]) -> u32 {
    let mut c = flate2::Crc::new();
    c.update(bytes);
    c.sum()
}

/// A zip archive of `parts`, as the format lays it out: each local header and its data, the
/// central directory, its end record.
fn zip_by_hand(parts: &[Part]) -> Vec<u8> {
    let (mut out, mut central) = (Vec::new(), Vec::new());
    for p in parts {
        let offset = out.len() as u32;
        let name = p.name.as_bytes();
        // Version needed 2.0, no flags, the method, 1980-01-01 00:00.
        let common = |v: &mut Vec<u8>| {
            v.extend(20u16.to_le_bytes());
            v.extend(0u16.to_le_bytes());
            v.extend(p.method.to_le_bytes());
            v.extend(0u16.to_le_bytes());
            v.extend(0x21u16.to_le_bytes());
            v.extend(p.crc.to_le_bytes());
            v.extend((p.data.len() as u32).to_le_bytes());
            v.extend(p.declared.to_le_bytes());
            v.extend((name.len() as u16).to_le_bytes());
            v.extend(0u16.to_le_bytes());
        };
        out.extend(0x0403_4b50u32.to_le_bytes());
        common(&mut out);
        out.extend(name);
        out.extend(&p.data);
        central.extend(0x0201_4b50u32.to_le_bytes());
        central.extend(20u16.to_le_bytes());
        common(&mut central);
        // No comment, disk 0, no attributes, where its local header is.
        central.extend([0u8; 10]);
        central.extend(offset.to_le_bytes());
        central.extend(name);
    }
    let at = out.len() as u32;
    out.extend(&central);
    out.extend(0x0605_4b50u32.to_le_bytes());
    out.extend([0u8; 4]);
    out.extend((parts.len() as u16).to_le_bytes());
    out.extend((parts.len() as u16).to_le_bytes());
    out.extend((central.len() as u32).to_le_bytes());
    out.extend(at.to_le_bytes());
    out.extend(0u16.to_le_bytes());
    out
}

/// A workbook written by rust_xlsxwriter (a sheet `Claims` of one cell) with part `name`
/// replaced by `part`; the other parts are stored as they are.
fn with_part(name: &str, part: Part) -> Vec<u8> {
    let xlsx = workbook(&[&["key"]]);
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(xlsx)).unwrap();
    let mut parts = Vec::new();
    let mut replaced = Some(part);
    for i in 0..zip.len() {
        let mut f = zip.by_index(i).unwrap();
        let mut data = Vec::new();
        f.read_to_end(&mut data).unwrap();
        if f.name_raw() == name.as_bytes() {
            parts.push(replaced.take().unwrap());
            continue;
        }
        parts.push(Part {
            name: f.name().unwrap().into_owned(),
            method: 0,
            declared: data.len() as u32,
            crc: crc(&data),
            data,
        });
    }
    assert!(replaced.is_none(), "the workbook has no part {name}");
    zip_by_hand(&parts)
}

/// `head`, `unit` `times` times over and `tail`, deflated without ever holding the whole: a
/// deflate stream may be cut into chunks, each compressed alone and ended at a byte boundary
/// (a sync flush), so one compressed chunk of `unit` is repeated. Returns the data, its size
/// once decompressed and its CRC.
fn deflated(head: &[u8], unit: &[u8], times: usize, tail: &[u8]) -> (Vec<u8>, u64, u32) {
    let chunk = |bytes: &[u8]| {
        let mut e = DeflateEncoder::new(Vec::new(), Compression::best());
        e.write_all(bytes).unwrap();
        e.flush().unwrap();
        e.get_ref().clone()
    };
    let mut out = chunk(head);
    let repeated = chunk(unit);
    for _ in 0..times {
        out.extend(&repeated);
    }
    let mut last = DeflateEncoder::new(Vec::new(), Compression::best());
    last.write_all(tail).unwrap();
    out.extend(last.finish().unwrap());
    let size = (head.len() + unit.len() * times + tail.len()) as u64;
    let mut crc = flate2::Crc::new();
    crc.update(head);
    for _ in 0..times {
        crc.update(unit);
    }
    crc.update(tail);
    (out, size, crc.sum())
}

const SST_HEAD: &[u8] = br#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>"#;
const SST_TAIL: &[u8] = b"</t></si></sst>";

/// The attacker's workbook: its one cell is 2 GiB of text, in 2 MB of file. `declared` is the
/// size its shared strings part declares; the true one when None.
fn bomb(declared: Option<u32>) -> Vec<u8> {
    let (data, size, crc) = deflated(SST_HEAD, &[b'A'; 1 << 20], 2048, SST_TAIL);
    assert!(data.len() < 3 << 20, "{} bytes", data.len());
    with_part(
        "xl/sharedStrings.xml",
        Part {
            name: "xl/sharedStrings.xml".into(),
            method: 8,
            declared: declared.unwrap_or(u32::try_from(size).unwrap()),
            crc,
            data,
        },
    )
}

/// A sheet of `rows` rows of two cells, a key and a figure, the same row over and over (a row
/// without a number is the one after the last).
fn tall_sheet(rows: usize) -> Vec<u8> {
    let head = br#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#;
    let row: &[u8] = br#"<row><c t="inlineStr"><is><t>K</t></is></c><c><v>1</v></c></row>"#;
    let unit = row.repeat(1024);
    let (data, size, crc) = deflated(head, &unit, rows / 1024, b"</sheetData></worksheet>");
    with_part(
        "xl/worksheets/sheet1.xml",
        Part {
            name: "xl/worksheets/sheet1.xml".into(),
            method: 8,
            declared: size as u32,
            crc,
            data,
        },
    )
}

#[test]
fn a_workbook_part_that_expands_to_gigabytes_is_refused_in_seconds() {
    // Declared honestly: refused on what it declares, before anything is decompressed.
    let dir = workbook_corpus("xlsx-bomb", "", &bomb(None));
    let e = refused(&dir);
    assert!(
        e.contains("CLAIMS.xlsx: part xl/sharedStrings.xml expands to 2147483")
            && e.contains(
                "the limit is 134217728 ([limits] xlsx_part_bytes in corpus.conf raises it)"
            ),
        "{e}"
    );

    // Declared small, as a zip bomb may: the reader stops where the declared size ends.
    let dir = workbook_corpus("xlsx-bomb-lying", "", &bomb(Some(1000)));
    let e = refused(&dir);
    assert!(
        e.contains("CLAIMS.xlsx: part xl/sharedStrings.xml cannot be decompressed")
            && e.contains("declared"),
        "{e}"
    );

    // The limit is the setting's: raised past the part, the workbook's limit refuses it.
    let dir = workbook_corpus(
        "xlsx-bomb-raised",
        "[limits]\nxlsx_part_bytes = 4000000000\n",
        &bomb(None),
    );
    let e = refused(&dir);
    assert!(
        e.contains("CLAIMS.xlsx: the workbook's parts expand to more bytes than the limit")
            && e.contains("the limit is 268435456 ([limits] xlsx_bytes in corpus.conf raises it)"),
        "{e}"
    );
}

#[test]
fn a_workbook_is_refused_past_its_part_and_total_limits_and_read_within_them() {
    let xlsx = workbook(&[&["key", "note"], &["C1", "Pack replaced"]]);
    let sizes: Vec<u64> = {
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&xlsx)).unwrap();
        (0..zip.len())
            .map(|i| zip.by_index(i).unwrap().size())
            .collect()
    };
    let (largest, total) = (*sizes.iter().max().unwrap(), sizes.iter().sum::<u64>());

    let within = format!("[limits]\nxlsx_part_bytes = {largest}\nxlsx_bytes = {total}\n");
    let dir = workbook_corpus("xlsx-at-limits", &within, &xlsx);
    let c = Corpus::read(&dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.blocks.len(), 1);

    let part = format!("[limits]\nxlsx_part_bytes = {}\n", largest - 1);
    let dir = workbook_corpus("xlsx-part-limit", &part, &xlsx);
    let e = refused(&dir);
    assert!(
        e.contains("part xl/")
            && e.contains(&format!("expands to {largest} bytes"))
            && e.contains("([limits] xlsx_part_bytes in corpus.conf raises it)"),
        "{e}"
    );

    let book = format!("[limits]\nxlsx_bytes = {}\n", total - 1);
    let dir = workbook_corpus("xlsx-book-limit", &book, &xlsx);
    let e = refused(&dir);
    assert!(
        e.contains(&format!("the limit is {} ([limits] xlsx_bytes", total - 1)),
        "{e}"
    );
}

#[test]
fn a_million_row_sheet_is_refused_at_the_first_row_past_the_limit() {
    let xlsx = tall_sheet(1 << 20);
    assert!(xlsx.len() < 1 << 20, "{} bytes", xlsx.len());
    let dir = workbook_corpus("xlsx-million-rows", "", &xlsx);
    let e = refused(&dir);
    // Row 1 is the header row: 200,000 rows below it are the limit, row 200,002 is one too many.
    assert!(
        e.ends_with(
            "CLAIMS.xlsx[Claims]:200002: the sheet holds more rows below its header row than \
             the limit; the limit is 200000 ([limits] rows in corpus.conf raises it)"
        ),
        "{e}"
    );
}

#[test]
fn sheet_rows_and_cells_are_counted_as_the_limits_say() {
    let rows: &[&[&str]] = &[
        &["key", "note", "market"],
        &["C1", "a", "MA"],
        &["C2", "b", "MA"],
        &["C3", "c", "MA"],
    ];
    let xlsx = workbook(rows);
    // Three rows below the header row, three cells a row, twelve cells: all at their limits.
    let at = "[limits]\nrows = 3\nrow_cells = 3\ncells = 12\n";
    let c = Corpus::read(&workbook_corpus("xlsx-rows-at", at, &xlsx)).unwrap();
    assert_eq!(c.blocks.len(), 3);

    let e = refused(&workbook_corpus("xlsx-rows", "[limits]\nrows = 2\n", &xlsx));
    assert!(
        e.ends_with("CLAIMS.xlsx[Claims]:4: the sheet holds more rows below its header row than the limit; the limit is 2 ([limits] rows in corpus.conf raises it)"),
        "{e}"
    );
    let e = refused(&workbook_corpus(
        "xlsx-row-cells",
        "[limits]\nrow_cells = 2\n",
        &xlsx,
    ));
    assert!(
        e.ends_with("CLAIMS.xlsx[Claims]:1: column 3: a row holds more cells than the limit; the limit is 2 ([limits] row_cells in corpus.conf raises it)"),
        "{e}"
    );
    let e = refused(&workbook_corpus(
        "xlsx-cells",
        "[limits]\ncells = 11\n",
        &xlsx,
    ));
    assert!(
        e.contains("CLAIMS.xlsx[Claims]:4: the workbook's tables hold more cells")
            && e.ends_with("the limit is 11 ([limits] cells in corpus.conf raises it)"),
        "{e}"
    );

    // A cell in the sheet's far corner would make a table of 17 billion cells.
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name("Claims").unwrap();
    sheet.write_string(0, 0, "key").unwrap();
    sheet.write_string(1_048_575, 16_383, "far").unwrap();
    let far = book.save_to_buffer().unwrap();
    let e = refused(&workbook_corpus("xlsx-far-corner", "", &far));
    assert!(
        e.ends_with("CLAIMS.xlsx[Claims]:1048576: column 16384: a row holds more cells than the limit; the limit is 1000 ([limits] row_cells in corpus.conf raises it)"),
        "{e}"
    );
    // Raised, the row is as wide as its last cell, and the cells are counted.
    let e = refused(&workbook_corpus(
        "xlsx-far-corner-cells",
        "[limits]\nrow_cells = 16384\ncells = 10000\n",
        &far,
    ));
    assert!(
        e.contains("CLAIMS.xlsx[Claims]:1048576: the workbook's tables hold more cells"),
        "{e}"
    );
}

#[test]
fn csv_tables_share_the_row_and_cell_limits() {
    let head = "# id: PARTS\n# groups: service\n# about: part, parts\n";
    let table = format!("{head}key,name\nP1,a\nP2,b\nP3,c\n");
    let files: &[(&str, &[u8])] = &[("records/PARTS.csv", table.as_bytes())];
    let c = Corpus::read(&corpus(
        "csv-at-limits",
        "[limits]\nrows = 3\nrow_cells = 2\ncells = 8\n",
        files,
    ))
    .unwrap();
    assert_eq!(c.blocks.len(), 3);

    let e = refused(&corpus("csv-rows", "[limits]\nrows = 2\n", files));
    assert!(
        e.ends_with("PARTS.csv:7: the table has more rows below its header row than the limit; the limit is 2 ([limits] rows in corpus.conf raises it)"),
        "{e}"
    );
    let e = refused(&corpus("csv-row-cells", "[limits]\nrow_cells = 1\n", files));
    assert!(
        e.ends_with("PARTS.csv:4: the row has 2 fields, more than the limit; the limit is 1 ([limits] row_cells in corpus.conf raises it)"),
        "{e}"
    );
    let e = refused(&corpus("csv-cells", "[limits]\ncells = 7\n", files));
    assert!(
        e.ends_with("PARTS.csv:7: the table holds more cells (fields) than the limit; the limit is 7 ([limits] cells in corpus.conf raises it)"),
        "{e}"
    );

    // A million rows, and a row of a million fields, under the default limits.
    let mut tall = format!("{head}key,name\n");
    for i in 0..1_000_000 {
        tall.push_str(&format!("P{i},x\n"));
    }
    let e = refused(&corpus(
        "csv-million-rows",
        "",
        &[("records/PARTS.csv", tall.as_bytes())],
    ));
    assert!(
        e.ends_with("PARTS.csv:200005: the table has more rows below its header row than the limit; the limit is 200000 ([limits] rows in corpus.conf raises it)"),
        "{e}"
    );
    let wide = format!("{head}key{}\n", ",x".repeat(1_000_000));
    let e = refused(&corpus(
        "csv-wide-row",
        "",
        &[("records/PARTS.csv", wide.as_bytes())],
    ));
    assert!(
        e.ends_with("PARTS.csv:4: the row has 1000001 fields, more than the limit; the limit is 1000 ([limits] row_cells in corpus.conf raises it)"),
        "{e}"
    );
}

#[test]
fn limits_are_whole_numbers_and_known_keys() {
    let table = "# id: PARTS\n# groups: service\nkey,name\nP1,a\n";
    let files: &[(&str, &[u8])] = &[("records/PARTS.csv", table.as_bytes())];
    for (limits, wanted) in [
        (
            "[limits]\nrows = 0\n",
            "corpus.conf:10: rows must be a whole number of at least 1, found '0'",
        ),
        (
            "[limits]\nxlsx_bytes = 1e9\n",
            "corpus.conf:10: xlsx_bytes must be a whole number of at least 1, found '1e9'",
        ),
        (
            "[limits]\nsheets = 4\n",
            "corpus.conf:10: unknown key 'sheets' in [limits]; expected rows, row_cells, cells, xlsx_part_bytes or xlsx_bytes",
        ),
    ] {
        let e = refused(&corpus("limits-conf", limits, files));
        assert!(e.ends_with(wanted), "{e}");
    }
}

/// `atlas build` of `dir` in a child process whose address space is limited to about 1 GB
/// (`ulimit -v`): (exit code, stderr).
fn build_under_1gb(dir: &Path) -> (Option<i32>, String) {
    let out = scratch(&format!(
        "{}-out",
        dir.file_name().unwrap().to_string_lossy()
    ));
    let o = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 1000000 && exec \"$0\" build \"$1\" --out \"$2\"")
        .arg(env!("CARGO_BIN_EXE_atlas"))
        .arg(dir)
        .arg(out.join("b"))
        .env_remove("ATLAS_FAULT")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.join("b").exists(), "a refused build wrote its output");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn under_a_memory_limit_the_bombs_are_a_clean_error_not_an_abort() {
    let cases = [
        (
            workbook_corpus("ulimit-bomb", "", &bomb(None)),
            "part xl/sharedStrings.xml expands to",
        ),
        (
            workbook_corpus("ulimit-bomb-lying", "", &bomb(Some(1000))),
            "part xl/sharedStrings.xml cannot be decompressed",
        ),
        // The part limit raised past the bomb: the workbook's limit still stops it in bounded
        // memory, since parts are measured as they stream by.
        (
            workbook_corpus(
                "ulimit-bomb-raised",
                "[limits]\nxlsx_part_bytes = 4000000000\n",
                &bomb(None),
            ),
            "([limits] xlsx_bytes in corpus.conf raises it)",
        ),
        (
            workbook_corpus("ulimit-million-rows", "", &tall_sheet(1 << 20)),
            "CLAIMS.xlsx[Claims]:200002: the sheet holds more rows",
        ),
    ];
    for (dir, needle) in &cases {
        let (code, err) = build_under_1gb(dir);
        // Without the limits, the 2 GiB cell aborted here (SIGABRT: no exit code).
        assert_eq!(code, Some(2), "{}: {err}", dir.display());
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("atlas: ")).collect();
        assert_eq!(errors.len(), 1, "{err}");
        assert!(errors[0].contains(needle), "no '{needle}' in: {err}");
        assert!(!err.contains("memory allocation"), "{err}");
    }
}
