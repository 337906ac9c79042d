//! Spreadsheets (`records/ID.xlsx`): one record table per sheet, read like a CSV table (first
//! row names the columns, first column is the key). A workbook cannot hold the `# key: value`
//! lines, so they are in a header file beside it, `records/ID.xlsx.header`: the keys of a CSV
//! table's header, for every sheet, then optionally `[SHEET]` sections with one sheet's own
//! values (its `title`, `about`, `measures`, ...). A workbook of one sheet is table `ID`; of
//! several, each sheet is table `ID-SHEET`. Errors in a sheet name it as `FILE[SHEET]:ROW`.

use super::formats::Formats;
use super::header::Header;
use super::records::{self, Decimal, TABLE_KEYS};
use super::{check_file_id, Read, Source};
use crate::base::config::{Config, Limits};
use crate::base::error::SourceError;
use calamine::{DataRef, Reader, Xlsx, XlsxError};
use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, HashMap};

pub fn read(source: &Source, config: &Config, doc_index: usize) -> Result<Vec<Read>, SourceError> {
    let file = source.file;
    let (header_file, header_text) = source.sidecar_text()?;
    let (common, sections) = parse_header(header_file, header_text)?;
    let id_line = common.line("id");
    let id = common
        .require(header_file, "id", id_line.max(1))?
        .to_string();
    check_file_id(file, &id, id_line)
        .map_err(|e| SourceError::at(header_file, e.line, e.message))?;
    let sheets = super::guarded(file, || sheets(file, source.bytes, &config.limits))??;
    for (name, line) in sections.iter().map(|(n, (l, _))| (n, l)) {
        if !sheets.iter().any(|(s, _, _)| s == name) {
            let names: Vec<&str> = sheets.iter().map(|(s, _, _)| s.as_str()).collect();
            return Err(SourceError::at(
                header_file,
                *line,
                format!("no sheet '{name}' in {file} (sheets: {})", names.join(", ")),
            ));
        }
    }
    let several = sheets.len() > 1;
    let mut reads = Vec::new();
    for (sheet, mut rows, numeric) in sheets {
        let mut header = Header {
            entries: common.entries.clone(),
        };
        if let Some((_, own)) = sections.get(&sheet) {
            header.entries.extend(own.entries.clone());
        }
        if several {
            let sheet_id = format!("{id}-{}", id_part(&sheet));
            let title = match own_title(&sections, &sheet) {
                Some(t) => t,
                None => format!("{} ({sheet})", header.get("title").unwrap_or(&id)),
            };
            header.entries.insert("id".into(), (id_line, sheet_id));
            let title_line = header.line("title");
            header.entries.insert("title".into(), (title_line, title));
        }
        let mut formats = Formats::read(header_file, &header)?;
        // Cells hold numbers as numbers; only text cells could be written `12,5`.
        if formats.decimal == Decimal::Detect {
            formats.decimal = Decimal::Point;
        }
        // A number cell is written as the sheet's text cells are, so that a column of both
        // reads as one (`12.5` is `12,5` where the decimal mark is a comma and `.` groups
        // thousands).
        if formats.decimal == Decimal::Comma {
            for &(at, c) in &numeric {
                if let Some(v) = rows.get_mut(at).and_then(|(_, f)| f.get_mut(c)) {
                    *v = v.replace('.', ",");
                }
            }
        }
        let at = format!("{file}[{sheet}]");
        let end = header_text.lines().count().max(1);
        reads.push(records::table(
            &at,
            header_file,
            config,
            doc_index + reads.len(),
            &header,
            end,
            rows,
            formats,
        )?);
    }
    Ok(reads)
}

fn own_title(sections: &HashMap<String, (usize, Header)>, sheet: &str) -> Option<String> {
    sections
        .get(sheet)
        .and_then(|(_, h)| h.get("title"))
        .map(String::from)
}

/// A sheet name as part of an id: letters, digits, `-` and `_` kept, anything else `-`.
fn id_part(sheet: &str) -> String {
    sheet
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect()
}

type Sections = HashMap<String, (usize, Header)>;

/// The header file: `key: value` lines for every sheet (a leading `#` is allowed, as in a CSV
/// header), then `[SHEET]` sections with one sheet's own keys.
fn parse_header(file: &str, text: &str) -> Result<(Header, Sections), SourceError> {
    let mut common = Header::default();
    let mut sections: Sections = HashMap::new();
    let mut current: Option<String> = None;
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let line = line.trim();
        let line = line.strip_prefix('#').map_or(line, str::trim);
        if line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let name = name.trim().to_string();
            if let Some((first, _)) = sections.get(&name) {
                return Err(SourceError::at(
                    file,
                    n,
                    format!("sheet [{name}] is given twice (first at line {first})"),
                ));
            }
            sections.insert(name.clone(), (n, Header::default()));
            current = Some(name);
            continue;
        }
        match &current {
            None => common.add(file, n, line, &TABLE_KEYS)?,
            Some(name) => {
                let own = &mut sections.get_mut(name).expect("inserted above").1;
                // The id is the workbook's; a sheet's is derived from it.
                own.add(file, n, line, &TABLE_KEYS[1..])?;
            }
        }
    }
    Ok((common, sections))
}

/// A table's rows as read, each with the line (row number) it starts at.
type Rows = Vec<(usize, Vec<String>)>;

/// A sheet's name, its rows, and where its number cells are (index in the rows, column).
type Sheet = (String, Rows, Vec<(usize, usize)>);

/// Every sheet with cells: its name and rows (each with its row number in the sheet). The
/// workbook's parts are measured first ([`check_parts`]), and cells are read one by one, so
/// that no part, sheet or row grows past `[limits]` before it is refused.
fn sheets(file: &str, bytes: &[u8], limits: &Limits) -> Result<Vec<Sheet>, SourceError> {
    let bad = |e: &dyn std::fmt::Display| {
        SourceError::at(file, 0, format!("cannot read as an .xlsx workbook: {e}"))
    };
    check_parts(file, bytes, limits)?;
    let mut book: Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).map_err(|e| bad(&e))?;
    let mut out = Vec::new();
    // Cells held by the workbook's tables so far, for `[limits] cells`.
    let mut held = 0usize;
    for name in book.sheet_names() {
        let at = format!("{file}[{name}]");
        let mut cells = match book.worksheet_cells_reader(&name) {
            Ok(cells) => cells,
            // A chart sheet holds no cells.
            Err(XlsxError::NotAWorksheet(_)) => continue,
            Err(e) => return Err(bad(&e)),
        };
        // By row number: a sheet's XML may list its rows in any order. Cells left of the
        // first used column are empty fields: the table starts at column A.
        let mut rows: BTreeMap<u32, Vec<String>> = BTreeMap::new();
        let mut numeric: Vec<(u32, usize)> = Vec::new();
        while let Some(cell) = cells.next_cell().map_err(|e| bad(&e))? {
            let (r, c) = cell.get_position();
            let (line, column) = (r as usize + 1, c as usize + 1);
            if matches!(cell.get_value(), DataRef::Float(_)) {
                numeric.push((r, c as usize));
            }
            let text = cell_text(cell.get_value())
                .map_err(|e| SourceError::at(&at, line, format!("column {column}: {e}")))?;
            if text.is_empty() {
                continue;
            }
            if column > limits.row_cells {
                return Err(SourceError::at(
                    &at,
                    line,
                    format!(
                        "column {column}: a row holds more cells than the limit; {}",
                        Limits::exceeded("row_cells", limits.row_cells)
                    ),
                ));
            }
            // The header row is not one of the table's rows.
            let full = rows.len() > limits.rows;
            let fields = match rows.entry(r) {
                Entry::Occupied(o) => o.into_mut(),
                Entry::Vacant(_) if full => {
                    return Err(SourceError::at(
                        &at,
                        line,
                        format!(
                            "the sheet holds more rows below its header row than the limit; {}",
                            Limits::exceeded("rows", limits.rows)
                        ),
                    ))
                }
                Entry::Vacant(v) => v.insert(Vec::new()),
            };
            if fields.len() < column {
                held = held.saturating_add(column - fields.len());
                if held > limits.cells {
                    return Err(too_many_cells(&at, line, limits));
                }
                fields.resize(column, String::new());
            }
            fields[c as usize] = text;
        }
        let mut rows: Rows = rows
            .into_iter()
            .map(|(r, fields)| (r as usize + 1, fields))
            .collect();
        let numeric = numeric
            .into_iter()
            .filter_map(|(r, c)| {
                let at = rows
                    .binary_search_by_key(&(r as usize + 1), |(l, _)| *l)
                    .ok()?;
                Some((at, c))
            })
            .collect();
        // Every row as wide as the header row: trailing empty cells are not missing fields.
        let width = rows.first().map_or(0, |(_, f)| f.len());
        for (line, f) in &mut rows {
            if f.len() < width {
                held = held.saturating_add(width - f.len());
                if held > limits.cells {
                    return Err(too_many_cells(&at, *line, limits));
                }
                f.resize(width, String::new());
            }
        }
        if !rows.is_empty() {
            out.push((name, rows, numeric));
        }
    }
    if out.is_empty() {
        return Err(SourceError::at(
            file,
            0,
            "the workbook has no sheet with cells",
        ));
    }
    Ok(out)
}

fn too_many_cells(at: &str, line: usize, limits: &Limits) -> SourceError {
    SourceError::at(
        at,
        line,
        format!(
            "the workbook's tables hold more cells (rows times columns, empty ones included) \
             than the limit; {}",
            Limits::exceeded("cells", limits.cells)
        ),
    )
}

/// Measures every part (zip entry) of the workbook as it decompresses, before calamine reads
/// any: a part larger than `[limits] xlsx_part_bytes`, or parts together larger than
/// `[limits] xlsx_bytes`, are refused. Each part is read through a 64 KiB buffer and no further
/// than the limit, so a part that expands to gigabytes costs the time of reading the limit and
/// no memory. The sizes a part declares are checked first, but they may lie; what it expands to
/// is counted. Calamine then reads the same parts with the same zip reader, which stops at a
/// part's declared size.
fn check_parts(file: &str, bytes: &[u8], limits: &Limits) -> Result<(), SourceError> {
    use std::io::Read;
    let err = |m: String| SourceError::at(file, 0, m);
    let bad = |e: &dyn std::fmt::Display| err(format!("cannot read as an .xlsx workbook: {e}"));
    let mut zip = match zip::ZipArchive::new(std::io::Cursor::new(bytes)) {
        Ok(zip) => zip,
        // Not a zip: calamine says what it is (an encrypted workbook is an OLE file).
        Err(_) => return Ok(()),
    };
    let over_part = |name: &str, size: String| {
        err(format!(
            "part {name} expands to {size} bytes, more than one part of a workbook may; {}",
            Limits::exceeded("xlsx_part_bytes", limits.xlsx_part_bytes)
        ))
    };
    let over_book = || {
        err(format!(
            "the workbook's parts expand to more bytes than the limit; {}",
            Limits::exceeded("xlsx_bytes", limits.xlsx_bytes)
        ))
    };
    let mut total = 0u64;
    let mut buf = vec![0u8; 64 << 10];
    for i in 0..zip.len() {
        let mut part = match zip.by_index(i) {
            Ok(part) => part,
            // A part the zip reader cannot open (an unknown compression) calamine cannot
            // read either: it fails if it needs it.
            Err(zip::result::ZipError::UnsupportedArchive(_)) => continue,
            Err(e) => return Err(bad(&e)),
        };
        let name = String::from_utf8_lossy(part.name_raw()).into_owned();
        if part.size() > limits.xlsx_part_bytes {
            return Err(over_part(&name, part.size().to_string()));
        }
        let mut read = 0u64;
        loop {
            let n = part.read(&mut buf).map_err(|e| {
                err(format!(
                    "part {name} cannot be decompressed (damaged?): {e}"
                ))
            })?;
            if n == 0 {
                break;
            }
            read += n as u64;
            if read > limits.xlsx_part_bytes {
                return Err(over_part(&name, "more".into()));
            }
            total += n as u64;
            if total > limits.xlsx_bytes {
                return Err(over_book());
            }
        }
    }
    Ok(())
}

/// A cell as table text: numbers as written in a CSV (`12`, `12.5`), booleans `yes`/`no`,
/// dates `YYYY-MM-DD`.
fn cell_text(cell: &DataRef) -> Result<String, String> {
    Ok(match cell {
        DataRef::Empty => String::new(),
        DataRef::String(s) => s.trim().to_string(),
        DataRef::SharedString(s) => s.trim().to_string(),
        DataRef::Int(i) => i.to_string(),
        // Rust prints an integral float without a fraction: 12.0 is "12".
        DataRef::Float(f) => f.to_string(),
        DataRef::Bool(b) => if *b { "yes" } else { "no" }.to_string(),
        DataRef::DateTime(d) => {
            let (y, m, day, h, min, s, _) = d.to_ymd_hms_milli();
            if d.is_datetime() && (h, min, s) != (0, 0, 0) {
                format!("{y:04}-{m:02}-{day:02} {h:02}:{min:02}")
            } else if d.is_datetime() {
                format!("{y:04}-{m:02}-{day:02}")
            } else {
                d.as_f64().to_string()
            }
        }
        DataRef::DateTimeIso(s) => s.strip_suffix("T00:00:00").unwrap_or(s).to_string(),
        DataRef::DurationIso(s) => s.clone(),
        DataRef::Error(e) => return Err(format!("the cell holds an error value ({e})")),
    })
}
