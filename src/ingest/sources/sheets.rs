//! Spreadsheets (`records/ID.xlsx`): one record table per sheet, read like a CSV table (first
//! row names the columns, first column is the key). A workbook cannot hold the `# key: value`
//! lines, so they are in a header file beside it, `records/ID.xlsx.header`: the keys of a CSV
//! table's header, for every sheet, then optionally `[SHEET]` sections with one sheet's own
//! values (its `title`, `about`, `measures`, ...). A workbook of one sheet is table `ID`; of
//! several, each sheet is table `ID-SHEET`. Errors in a sheet name it as `FILE[SHEET]:ROW`.

use super::header::Header;
use super::records::{self, Decimal, TABLE_KEYS};
use super::{check_file_id, Read, Source};
use crate::base::config::Config;
use crate::base::error::SourceError;
use calamine::{Data, Reader, Xlsx};
use std::collections::HashMap;

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
    let sheets = super::guarded(file, || sheets(file, source.bytes))??;
    for (name, line) in sections.iter().map(|(n, (l, _))| (n, l)) {
        if !sheets.iter().any(|(s, _)| s == name) {
            let names: Vec<&str> = sheets.iter().map(|(s, _)| s.as_str()).collect();
            return Err(SourceError::at(
                header_file,
                *line,
                format!("no sheet '{name}' in {file} (sheets: {})", names.join(", ")),
            ));
        }
    }
    let several = sheets.len() > 1;
    let mut reads = Vec::new();
    for (sheet, rows) in sheets {
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
        let decimal = records::decimal(header_file, &header)?;
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
            // Cells hold numbers as numbers; only text cells could be written `12,5`.
            if decimal == Decimal::Detect {
                Decimal::Point
            } else {
                decimal
            },
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

/// Every sheet with cells: its name and rows (each with its row number in the sheet).
fn sheets(file: &str, bytes: &[u8]) -> Result<Vec<(String, Rows)>, SourceError> {
    let bad = |e: &dyn std::fmt::Display| {
        SourceError::at(file, 0, format!("cannot read as an .xlsx workbook: {e}"))
    };
    let mut book: Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).map_err(|e| bad(&e))?;
    let mut out = Vec::new();
    for name in book.sheet_names() {
        let range = book.worksheet_range(&name).map_err(|e| bad(&e))?;
        let Some((first_row, first_col)) = range.start() else {
            continue;
        };
        let at = format!("{file}[{name}]");
        let mut rows = Vec::new();
        for (r, cells) in range.rows().enumerate() {
            let line = first_row as usize + r + 1;
            // Cells left of the used range are empty: the table starts at column A.
            let mut fields = vec![String::new(); first_col as usize];
            for (c, cell) in cells.iter().enumerate() {
                let column = first_col as usize + c + 1;
                fields
                    .push(cell_text(cell).map_err(|e| {
                        SourceError::at(&at, line, format!("column {column}: {e}"))
                    })?);
            }
            while fields.last().is_some_and(String::is_empty) {
                fields.pop();
            }
            if !fields.is_empty() {
                rows.push((line, fields));
            }
        }
        // Every row as wide as the header row: trailing empty cells are not missing fields.
        let width = rows.first().map_or(0, |(_, f)| f.len());
        for (_, f) in &mut rows {
            if f.len() < width {
                f.resize(width, String::new());
            }
        }
        if !rows.is_empty() {
            out.push((name, rows));
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

/// A cell as table text: numbers as written in a CSV (`12`, `12.5`), booleans `yes`/`no`,
/// dates `YYYY-MM-DD`.
fn cell_text(cell: &Data) -> Result<String, String> {
    Ok(match cell {
        Data::Empty => String::new(),
        Data::String(s) => s.trim().to_string(),
        Data::Int(i) => i.to_string(),
        // Rust prints an integral float without a fraction: 12.0 is "12".
        Data::Float(f) => f.to_string(),
        Data::Bool(b) => if *b { "yes" } else { "no" }.to_string(),
        Data::DateTime(d) => {
            let (y, m, day, h, min, s, _) = d.to_ymd_hms_milli();
            if d.is_datetime() && (h, min, s) != (0, 0, 0) {
                format!("{y:04}-{m:02}-{day:02} {h:02}:{min:02}")
            } else if d.is_datetime() {
                format!("{y:04}-{m:02}-{day:02}")
            } else {
                d.as_f64().to_string()
            }
        }
        Data::DateTimeIso(s) => s.strip_suffix("T00:00:00").unwrap_or(s).to_string(),
        Data::DurationIso(s) => s.clone(),
        Data::Error(e) => return Err(format!("the cell holds an error value ({e})")),
    })
}
