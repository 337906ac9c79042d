//! Record tables (`records/ID.csv`): `# key: value` header lines, a CSV header row whose first
//! column is the key, then one block per row (`ID#KEY`) with typed fields. The CSV is RFC 4180
//! (quoted separators, quotes and line breaks); the separator, the decimal mark and the encoding
//! may be declared in the header (`# separator: ;`, `# decimal: ,`, `# encoding: windows-1252`).

use super::formats::{self, Formats};
use super::header::Header;
use super::{Note, Read, Source};
use crate::base::config::{list, Config, Limits};
use crate::base::date::Date;
use crate::base::error::SourceError;
use crate::base::model::{Block, Column, ColumnKind, Measure, Table};
use std::borrow::Cow;

/// The keys of a table's header beside a spreadsheet.
pub const TABLE_KEYS: [&str; 13] = [
    "id",
    "title",
    "groups",
    "markets",
    "valid_from",
    "valid_to",
    "about",
    "measures",
    "decimal",
    "thousands",
    "date_format",
    "embargo",
    "language",
];

/// A CSV file's header takes the table's keys and these: how its text is written.
const CSV_KEYS: [&str; TABLE_KEYS.len() + 2] = {
    let mut keys = [""; TABLE_KEYS.len() + 2];
    let mut i = 0;
    while i < TABLE_KEYS.len() {
        keys[i] = TABLE_KEYS[i];
        i += 1;
    }
    keys[i] = "separator";
    keys[i + 1] = "encoding";
    keys
};

/// The decimal mark of a table's numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decimal {
    Point,
    Comma,
    /// Not declared: a column of numbers written with commas is read as such, and reported,
    /// when the separator is not a comma (where `1,5` could be nothing else).
    Detect,
}

pub fn read(source: &Source, config: &Config, doc_index: usize) -> Result<Read, SourceError> {
    let file = source.file;
    let text = decode(source)?;
    let mut header = Header::default();
    let mut body_start = text.len();
    let mut body_line = 0;
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let n = i + 1;
        if line.trim().is_empty() {
            offset += line.len();
            continue;
        }
        match line.strip_prefix('#') {
            Some(h) => header.add(file, n, h, &CSV_KEYS)?,
            None => {
                body_start = offset;
                body_line = n;
                break;
            }
        }
        offset += line.len();
    }
    let last_line = text.lines().count().max(1);
    let mut notes = Vec::new();
    let separator = match header.get("separator") {
        Some(v) => separator(v).ok_or_else(|| {
            SourceError::at(
                file,
                header.line("separator"),
                format!("separator must be one of , ; | tab, found '{v}'"),
            )
        })?,
        None => {
            let first = text[body_start..].lines().next().unwrap_or("");
            let found = detect_separator(first);
            if found != b',' {
                notes.push(Note {
                    file: file.to_string(),
                    line: body_line,
                    message: format!(
                        "separator '{}' found in the header row (declare it with '# separator: {}')",
                        found as char,
                        if found == b'\t' { "tab".to_string() } else { (found as char).to_string() }
                    ),
                });
            }
            found
        }
    };
    let mut formats = Formats::read(file, &header)?;
    if formats.decimal == Decimal::Detect && separator == b',' {
        formats.decimal = Decimal::Point;
    }
    let rows = if body_line == 0 {
        Vec::new()
    } else {
        csv_rows(
            file,
            &text[body_start..],
            body_line,
            separator,
            &config.limits,
        )?
    };
    let mut read = table(
        file, file, config, doc_index, &header, last_line, rows, formats,
    )?;
    notes.append(&mut read.notes);
    read.notes = notes;
    Ok(read)
}

/// The declared decimal mark (`decimal: ,` or `.`), else [`Decimal::Detect`].
pub fn decimal(file: &str, header: &Header) -> Result<Decimal, SourceError> {
    match header.get("decimal") {
        None => Ok(Decimal::Detect),
        Some(".") => Ok(Decimal::Point),
        Some(",") => Ok(Decimal::Comma),
        Some(v) => Err(SourceError::at(
            file,
            header.line("decimal"),
            format!("decimal must be '.' or ',', found '{v}'"),
        )),
    }
}

fn separator(v: &str) -> Option<u8> {
    match v {
        "," | "comma" => Some(b','),
        ";" | "semicolon" => Some(b';'),
        "|" | "pipe" => Some(b'|'),
        "tab" | "\\t" => Some(b'\t'),
        _ => None,
    }
}

/// The separator a header row uses: the most frequent of `,` `;` tab `|` outside quotes (a
/// comma when there is none: a table of one column).
fn detect_separator(row: &str) -> u8 {
    let mut counts = [(b',', 0), (b';', 0), (b'\t', 0), (b'|', 0)];
    let mut quoted = false;
    for b in row.bytes() {
        if b == b'"' {
            quoted = !quoted;
        } else if !quoted {
            if let Some(c) = counts.iter_mut().find(|(s, _)| *s == b) {
                c.1 += 1;
            }
        }
    }
    // The first of equals wins: a comma, the documented default, before the others.
    let mut best = counts[0];
    for c in counts {
        if c.1 > best.1 {
            best = c;
        }
    }
    best.0
}

/// The table's text: UTF-8 unless its header declares `encoding: windows-1252` (or another
/// label for it, such as latin1). The header is ASCII in either, so it is read before decoding.
fn decode<'a>(source: &Source<'a>) -> Result<Cow<'a, str>, SourceError> {
    let file = source.file;
    let mut declared = None;
    for (i, line) in source.bytes.split(|b| *b == b'\n').enumerate() {
        let line = String::from_utf8_lossy(line);
        let line = line.trim_start_matches('\u{feff}');
        if line.trim().is_empty() {
            continue;
        }
        let Some(h) = line.strip_prefix('#') else {
            break;
        };
        if let Some((k, v)) = h.split_once(':') {
            if k.trim().eq_ignore_ascii_case("encoding") {
                declared = Some((i + 1, v.trim().to_string()));
            }
        }
    }
    let Some((line, label)) = declared else {
        return source.text().map(Cow::Borrowed);
    };
    match encoding_label(&label) {
        Some(Label::Utf8) => source.text().map(Cow::Borrowed),
        Some(Label::Windows1252) => Ok(Cow::Owned(windows_1252(source.bytes))),
        None => Err(SourceError::at(
            file,
            line,
            format!("encoding must be utf-8 or windows-1252, found '{label}'"),
        )),
    }
}

enum Label {
    Utf8,
    Windows1252,
}

fn encoding_label(label: &str) -> Option<Label> {
    // The WHATWG labels: latin1 and iso-8859-1 are windows-1252 too, as browsers read them.
    match label.to_ascii_lowercase().as_str() {
        "utf-8" | "utf8" => Some(Label::Utf8),
        "windows-1252" | "cp1252" | "latin1" | "iso-8859-1" | "x-cp1252" => {
            Some(Label::Windows1252)
        }
        _ => None,
    }
}

/// Windows-1252 is Latin-1 but for 0x80..=0x9F, where it has these (five are unassigned and
/// read as the control character of the same number, as browsers do).
const CP1252_80: [char; 32] = [
    '\u{20ac}', '\u{81}', '\u{201a}', '\u{192}', '\u{201e}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{2c6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8d}', '\u{17d}', '\u{8f}',
    '\u{90}', '\u{2018}', '\u{2019}', '\u{201c}', '\u{201d}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{2dc}', '\u{2122}', '\u{161}', '\u{203a}', '\u{153}', '\u{9d}', '\u{17e}', '\u{178}',
];

fn windows_1252(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9f => CP1252_80[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}

/// The rows of a table's CSV body (which starts at line `first_line`), each with the line it
/// starts at. An unclosed quote is an error at the line and column where it opens: read to
/// the end of the file, it would swallow every row after it.
#[cfg(not(target_arch = "wasm32"))]
fn csv_rows(
    file: &str,
    body: &str,
    first_line: usize,
    separator: u8,
    limits: &Limits,
) -> Result<Vec<(usize, Vec<String>)>, SourceError> {
    let body = tidy(body, separator).map_err(|(line, column)| {
        SourceError::at(
            file,
            first_line + line - 1,
            format!("column {column}: a quoted field opens here and is never closed"),
        )
    })?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(separator)
        .trim(csv::Trim::All)
        .from_reader(body.as_bytes());
    // The reader's own line count leaves out the blank lines it skips: the line is counted
    // from the record's byte offset instead, past the line breaks before it. Records come in
    // order, so the count goes on from the previous one.
    let bytes = body.as_bytes();
    let (mut counted_to, mut breaks) = (0, 0);
    let mut line_at = |p: Option<&csv::Position>| {
        p.map_or(0, |p| {
            let mut at = (p.byte() as usize).clamp(counted_to, bytes.len());
            while at < bytes.len() && matches!(bytes[at], b'\n' | b'\r') {
                at += 1;
            }
            breaks += bytes[counted_to..at]
                .iter()
                .filter(|b| **b == b'\n')
                .count();
            counted_to = at;
            first_line + breaks
        })
    };
    let mut rows = Vec::new();
    let mut cells = 0;
    for record in reader.records() {
        let record = record.map_err(|e| {
            SourceError::at(file, line_at(e.position()), format!("not a CSV row: {e}"))
        })?;
        let line = line_at(record.position());
        within_limits(file, line, rows.len(), record.len(), &mut cells, limits)?;
        rows.push((line, record.iter().map(String::from).collect()));
    }
    Ok(rows)
}

/// The body as the CSV reader wants it, or where (line, column in characters, both from 1) a
/// quoted field opens that is never closed. Hand-written tables put a space after the
/// separator (`a, "b, c"`); RFC 4180 would read that quote as text and split `b, c`, so the
/// spaces before an opening quote are dropped (they are trimmed from every field anyway).
#[cfg(not(target_arch = "wasm32"))]
fn tidy(body: &str, separator: u8) -> Result<Cow<'_, str>, (usize, usize)> {
    let (mut line, mut column) = (1, 0);
    let mut open: Option<(usize, usize)> = None;
    let mut at_field_start = true;
    // Bytes of spaces seen at the current field's start, and whether any was dropped.
    let mut pending = String::new();
    let mut out = String::new();
    let mut changed = false;
    let blank = |c: char| c == ' ' || (c == '\t' && separator != b'\t');
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        column += 1;
        if open.is_none() && at_field_start && blank(c) {
            pending.push(c);
            continue;
        }
        match (open.is_some(), c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                column += 1;
                out.push('"');
            }
            (true, '"') => open = None,
            (false, '"') if at_field_start => {
                changed |= !pending.is_empty();
                pending.clear();
                open = Some((line, column));
            }
            _ => {}
        }
        out.push_str(&pending);
        pending.clear();
        out.push(c);
        if c == '\n' {
            line += 1;
            column = 0;
            at_field_start = open.is_none();
        } else {
            at_field_start = open.is_none() && c as u32 == u32::from(separator);
        }
    }
    out.push_str(&pending);
    match open {
        Some(at) => Err(at),
        None if changed => Ok(Cow::Owned(out)),
        None => Ok(Cow::Borrowed(body)),
    }
}

/// The browser engine never ingests, but its tests build a corpus from the demo's tables in
/// wasm32, where the native-only `csv` crate is not: those tables need one line a row.
#[cfg(target_arch = "wasm32")]
fn csv_rows(
    file: &str,
    body: &str,
    first_line: usize,
    separator: u8,
    limits: &Limits,
) -> Result<Vec<(usize, Vec<String>)>, SourceError> {
    let mut rows = Vec::new();
    let mut cells = 0;
    for (i, line) in body.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let n = first_line + i;
        let fields =
            parse_csv_line(line, separator as char).map_err(|e| SourceError::at(file, n, e))?;
        within_limits(file, n, rows.len(), fields.len(), &mut cells, limits)?;
        rows.push((n, fields));
    }
    Ok(rows)
}

/// Refuses a table's row at `line` of `fields` fields, after `before` rows (the header row
/// first) and `cells` fields in all, once it takes the table past `[limits]`: each row is
/// checked as it is read, so a table of millions of rows is refused at the first row too many.
fn within_limits(
    file: &str,
    line: usize,
    before: usize,
    fields: usize,
    cells: &mut usize,
    limits: &Limits,
) -> Result<(), SourceError> {
    let err = |m: String| Err(SourceError::at(file, line, m));
    if before > limits.rows {
        return err(format!(
            "the table has more rows below its header row than the limit; {}",
            Limits::exceeded("rows", limits.rows)
        ));
    }
    if fields > limits.row_cells {
        return err(format!(
            "the row has {fields} fields, more than the limit; {}",
            Limits::exceeded("row_cells", limits.row_cells)
        ));
    }
    *cells += fields;
    if *cells > limits.cells {
        return err(format!(
            "the table holds more cells (fields) than the limit; {}",
            Limits::exceeded("cells", limits.cells)
        ));
    }
    Ok(())
}

/// A table read into header and rows (the first row names the columns) becomes its document
/// and one block per row. The header was read from `header_file` (the table's own file, or the
/// header file beside a spreadsheet), which `last_line` ends, for a missing key; rows carry the
/// line they start at.
#[allow(clippy::too_many_arguments)]
pub fn table(
    file: &str,
    header_file: &str,
    config: &Config,
    doc_index: usize,
    header: &Header,
    last_line: usize,
    mut rows: Vec<(usize, Vec<String>)>,
    formats: Formats,
) -> Result<Read, SourceError> {
    let mut doc = header.doc(header_file, config, last_line)?;
    let embargo = header.embargo(header_file)?;
    let mut notes = Vec::new();
    if rows.is_empty() {
        return Err(SourceError::at(
            file,
            last_line,
            "no header row: the first line after the '#' lines names the columns",
        ));
    }
    let (header_line, names) = rows.remove(0);
    for (i, name) in names.iter().enumerate() {
        if name.is_empty() {
            return Err(SourceError::at(
                file,
                header_line,
                format!("column {} has no name", i + 1),
            ));
        }
        if names[..i].contains(name) {
            return Err(SourceError::at(
                file,
                header_line,
                format!("column {} '{name}' is named twice", i + 1),
            ));
        }
    }
    let rows = &mut rows[..];
    for (n, fields) in rows.iter() {
        if fields.len() != names.len() {
            return Err(SourceError::at(
                file,
                *n,
                format!(
                    "row has {} fields, the header has {} ({})",
                    fields.len(),
                    names.len(),
                    names.join(",")
                ),
            ));
        }
    }
    let mut columns = Vec::new();
    for (c, name) in names.iter().enumerate() {
        // Dates written another way, and numbers with thousands or a decimal comma, are
        // rewritten as a bundle holds them (`2025-01-12`, `25350.00`): the engine reads one form.
        formats::dates(file, c, name, rows, formats.dates, header_line, &mut notes)?;
        let mut kind = column_kind(file, c, name, rows, config)?;
        let other_numbers =
            formats.decimal != Decimal::Point || formats.thousands != formats::Thousands::None;
        let reread = match kind {
            ColumnKind::Text => true,
            // `1.250` is 1250 where the thousands are points.
            ColumnKind::Number => formats.thousands != formats::Thousands::None,
            _ => false,
        };
        if c > 0
            && other_numbers
            && reread
            && formats::numbers(
                file,
                (c, name),
                rows,
                &formats,
                kind == ColumnKind::Number,
                header_line,
                &mut notes,
            )?
        {
            kind = ColumnKind::Number;
        }
        if kind == ColumnKind::Flag {
            // One spelling for the engine and the page (which says yes and no in its language).
            for (_, f) in rows.iter_mut() {
                if let Some(v) = flag_value(&f[c], config) {
                    f[c] = v.to_string();
                }
            }
        }
        columns.push(Column {
            name: name.clone(),
            kind,
        });
    }
    let measures = parse_measures(
        header_file,
        header.get("measures").unwrap_or(""),
        header.line("measures"),
        &columns,
        (file, rows, &formats),
    )?;
    let about = list(header.get("about").unwrap_or(""))
        .into_iter()
        .map(|w| w.to_lowercase())
        .collect();

    let product_col = columns.iter().position(|c| c.kind == ColumnKind::Product);
    let mut blocks: Vec<Block> = Vec::new();
    let mut seen: std::collections::HashMap<&str, usize> = Default::default();
    for (n, fields) in rows.iter() {
        let key = &fields[0];
        if key.is_empty() {
            return Err(SourceError::at(
                file,
                *n,
                "column 1: the key (first field) is empty",
            ));
        }
        if let Err(e) = crate::base::config::check_name(key) {
            return Err(SourceError::at(file, *n, format!("column 1: key {e}")));
        }
        if let Some(first) = seen.insert(key, *n) {
            return Err(SourceError::at(
                file,
                *n,
                format!("duplicate id {}#{key} (first at line {first})", doc.id),
            ));
        }
        let products = match product_col {
            Some(p) => vec![fields[p].clone()],
            None => doc.products.to_vec(),
        };
        let text = columns
            .iter()
            .zip(fields)
            .skip(1)
            .map(|(c, v)| format!("{}: {v}", c.name.replace('_', " ")))
            .collect::<Vec<_>>()
            .join("; ");
        blocks.push(Block {
            id: format!("{}#{key}", doc.id).into(),
            doc: doc_index,
            section: key.as_str().into(),
            heading: key.as_str().into(),
            text: format!("{} {key}. {text}.", doc.title).into(),
            products,
            fields: fields.clone(),
        });
    }
    doc.table = Some(Table {
        columns,
        about,
        measures,
    });
    Ok(Read {
        doc,
        blocks,
        successor_line: 0,
        embargo,
        notes,
    })
}

fn column_kind(
    file: &str,
    c: usize,
    name: &str,
    rows: &[(usize, Vec<String>)],
    config: &Config,
) -> Result<ColumnKind, SourceError> {
    let values = || rows.iter().map(|(n, f)| (*n, f[c].as_str()));
    if c == 0 {
        return Ok(ColumnKind::Key);
    }
    let check = |ok: &dyn Fn(&str) -> bool, what: &str| -> Result<(), SourceError> {
        match values().find(|(_, v)| !ok(v)) {
            Some((n, v)) => Err(SourceError::at(
                file,
                n,
                format!("column {} '{name}': {what}, found '{v}'", c + 1),
            )),
            None => Ok(()),
        }
    };
    match name {
        "market" => {
            check(&|v| config.has_market(v), "unknown market code")?;
            return Ok(ColumnKind::Market);
        }
        "product" => {
            check(&|v| config.has_product(v), "unknown product code")?;
            return Ok(ColumnKind::Product);
        }
        _ => {}
    }
    let named_date = formats::date_named(name);
    if named_date {
        if let Some((n, v, e)) = values().find_map(|(n, v)| Date::parse(v).err().map(|e| (n, v, e)))
        {
            let _ = v;
            return Err(SourceError::at(
                file,
                n,
                format!("column {} '{name}': {e}", c + 1),
            ));
        }
        return Ok(ColumnKind::Date);
    }
    if rows.is_empty() {
        return Ok(ColumnKind::Text);
    }
    // Below, a column is read by what it holds, whatever its name and language ("fecha",
    // "quarter_start", "land", "zertifiziert"): a name the engine does not know must not leave a
    // column unread (a question about a period would find no date column, a flag no flag).
    let filled = || values().filter(|(_, v)| !v.is_empty());
    if values().all(|(_, v)| Date::parse(v).is_ok()) {
        return Ok(ColumnKind::Date);
    }
    if values().all(|(_, v)| flag_value(v, config).is_some()) {
        return Ok(ColumnKind::Flag);
    }
    if values().all(|(_, v)| config.has_market(v)) {
        return Ok(ColumnKind::Market);
    }
    if values().all(|(_, v)| config.has_product(v)) {
        return Ok(ColumnKind::Product);
    }
    // A blank cell of a numeric column is no value (an electronics claim has no hour meter):
    // figures are computed over the rows that have one, and say how many had none.
    if filled().next().is_some()
        && filled().all(|(_, v)| crate::base::decimal::parse(v).is_some_and(f64::is_finite))
    {
        return Ok(ColumnKind::Number);
    }
    Ok(ColumnKind::Text)
}

/// A flag cell's value, `yes` or `no`, as the languages of dealers' tables write it (an export
/// writes `ja`/`nein`, `oui`/`non`, `sí`/`no`, `kyllä`/`ei`, `true`/`false`, `Y`/`N`), in any
/// case: Europe's languages, Southeast Asia's (`ya`/`tidak`, `có`/`không`, `oo`/`hindi`) and
/// the common export spellings (FORMAT.md lists them), and the corpus's own (`[corpus] yes`,
/// `no`: a language no list holds must not leave a flag column read as text).
pub fn flag_value(v: &str, config: &Config) -> Option<&'static str> {
    // Cyrillic too: a Bulgarian, Serbian, Macedonian, Russian or Ukrainian export writes да/не,
    // да/нет, так/ні.
    const YES: [&str; 28] = [
        "yes", "y", "true", "oui", "sí", "si", "ja", "sì", "sim", "da", "tak", "evet", "kyllä",
        "kylla", "jah", "igen", "ano", "áno", "já", "taip", "jā", "ναι", "да", "так", "ya", "có",
        "co", "oo",
    ];
    const NO: [&str; 28] = [
        "no", "n", "false", "non", "nein", "não", "nao", "nee", "nie", "nej", "nei", "ei", "nem",
        "ne", "nu", "hayır", "hayir", "nē", "όχι", "oxi", "не", "нет", "ні", "tidak", "không",
        "khong", "hindi", "tiada",
    ];
    // As `[corpus] yes` and `no` are lowercased (`base::case`, which agrees with Unicode in
    // the scripts it reads).
    let lower = crate::base::case::lowercase(v.trim());
    // The corpus's own first: "tak" is Polish yes and Malay no. (Read at build: the page's
    // configuration has none.)
    #[cfg(not(target_arch = "wasm32"))]
    {
        let own = |words: &[String]| words.contains(&lower);
        if own(&config.flag_yes) {
            return Some("yes");
        } else if own(&config.flag_no) {
            return Some("no");
        }
    }
    #[cfg(target_arch = "wasm32")]
    let _ = config;
    if YES.contains(&lower.as_str()) {
        Some("yes")
    } else if NO.contains(&lower.as_str()) {
        Some("no")
    } else {
        None
    }
}

fn parse_measures(
    file: &str,
    value: &str,
    line: usize,
    columns: &[Column],
    (data, rows, formats): (&str, &[(usize, Vec<String>)], &Formats),
) -> Result<Vec<Measure>, SourceError> {
    let mut out = Vec::new();
    for part in value.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let (field, words) = part.split_once('=').ok_or_else(|| {
            SourceError::at(
                file,
                line,
                format!("measure '{part}' must read 'field = words'"),
            )
        })?;
        let field = field.trim();
        match columns.iter().position(|c| c.name == field) {
            Some(c) if columns[c].kind == ColumnKind::Number => {}
            Some(c) => {
                // The first cell that is no number, where the customer can see it, and the
                // header line that would read it.
                let number = |v: &str| {
                    crate::base::decimal::parse(v).is_some() || formats::reads(v, formats)
                };
                let first = rows.iter().find(|(_, f)| {
                    let v = f.get(c).map_or("", |v| v.trim());
                    !v.is_empty() && !number(v)
                });
                let why = match first {
                    Some((n, f)) => {
                        let v = f.get(c).map_or("", |v| v.trim());
                        let would = formats::would_read(v, formats);
                        let hint = match would.is_empty() {
                            true => "blank cells are allowed; a decimal comma needs \
                                     '# decimal: ,', thousands separators '# thousands: .' \
                                     (or , space ')"
                                .to_string(),
                            false => would.join("; "),
                        };
                        format!(
                            ": '{}' at {data}:{n} is not a number (column {}; {hint})",
                            crate::base::text::clip(v, 40),
                            c + 1
                        )
                    }
                    None => format!(": every cell of column {} is blank", c + 1),
                };
                return Err(SourceError::at(
                    file,
                    line,
                    format!("measure '{field}' is not a numeric column{why}"),
                ));
            }
            None => {
                return Err(SourceError::at(
                    file,
                    line,
                    format!("measure '{field}' is not a column"),
                ))
            }
        }
        out.push(Measure {
            field: field.to_string(),
            words: list(words).into_iter().map(|w| w.to_lowercase()).collect(),
        });
    }
    Ok(out)
}

/// One CSV line (wasm32 only): fields separated by `separator`, `"..."` quoting with `""` for
/// a quote.
#[cfg(target_arch = "wasm32")]
fn parse_csv_line(line: &str, separator: char) -> Result<Vec<String>, String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.trim_end_matches('\r').chars().peekable();
    let mut quoted = false;
    let mut was_quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.trim().is_empty() && !was_quoted => {
                field.clear();
                quoted = true;
                was_quoted = true;
            }
            (false, c) if c == separator => {
                fields.push(std::mem::take(&mut field).trim().to_string());
                was_quoted = false;
            }
            (false, '"') => return Err("a quote '\"' inside an unquoted field".into()),
            (false, c) => field.push(c),
        }
    }
    if quoted {
        return Err("a quoted field is not closed on this line".into());
    }
    fields.push(field.trim().to_string());
    Ok(fields)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn rows(body: &str, sep: u8) -> Vec<(usize, Vec<String>)> {
        csv_rows("t.csv", body, 3, sep, &Limits::default()).unwrap()
    }

    #[test]
    fn csv_fields_with_quotes_and_line_breaks() {
        let r = rows(
            "a, \"b, c\" ,\"d \"\"e\"\"\"\n\nx,\"Replaced pack,\nretested\",z\n",
            b',',
        );
        assert_eq!(
            r[0],
            (3, vec!["a".into(), "b, c".into(), r#"d "e""#.into()])
        );
        assert_eq!(
            r[1],
            (
                5,
                vec!["x".into(), "Replaced pack,\nretested".into(), "z".into()]
            )
        );
        assert_eq!(r.len(), 2);
        let e = csv_rows("t.csv", "a,b\nc,\"d\ne,f\n", 3, b',', &Limits::default()).unwrap_err();
        assert_eq!(e.line, 4);
        assert!(e.message.contains("column 3: a quoted field"), "{e}");
    }

    #[test]
    fn separators_are_detected_from_the_header_row() {
        assert_eq!(detect_separator("key;name;\"a,b\""), b';');
        assert_eq!(detect_separator("key\tname"), b'\t');
        assert_eq!(detect_separator("key,name"), b',');
        assert_eq!(detect_separator("key"), b',');
    }
}
