//! Record tables (`records/ID.csv`): `# key: value` header lines, a CSV header row whose first
//! column is the key, then one block per row (`ID#KEY`) with typed fields.

use super::header::Header;
use super::{Read, Source};
use crate::base::config::{list, Config};
use crate::base::date::Date;
use crate::base::error::SourceError;
use crate::base::model::{Block, Column, ColumnKind, Measure, Table};

const HEADER_KEYS: [&str; 8] = [
    "id",
    "title",
    "groups",
    "markets",
    "valid_from",
    "valid_to",
    "about",
    "measures",
];

pub fn read(source: &Source, config: &Config, doc_index: usize) -> Result<Read, SourceError> {
    let (file, text) = (source.file, source.text);
    let mut header = Header::default();
    let mut rows: Vec<(usize, Vec<String>)> = Vec::new();
    let mut last_line = 0;
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        last_line = n;
        if line.trim().is_empty() {
            continue;
        }
        if rows.is_empty() {
            if let Some(h) = line.strip_prefix('#') {
                header.add(file, n, h, &HEADER_KEYS)?;
                continue;
            }
        }
        rows.push((
            n,
            parse_csv_line(line).map_err(|e| SourceError::at(file, n, e))?,
        ));
    }
    let mut doc = header.doc(file, config, last_line)?;
    let Some((header_line, names)) = rows.first().cloned() else {
        return Err(SourceError::at(
            file,
            last_line,
            "no header row: the first line after the '#' lines names the columns",
        ));
    };
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
                format!("column '{name}' is named twice"),
            ));
        }
    }
    let rows = &rows[1..];
    for (n, fields) in rows {
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
        let kind = column_kind(file, c, name, rows, config)?;
        columns.push(Column {
            name: name.clone(),
            kind,
        });
    }
    let measures = parse_measures(
        file,
        header.get("measures").unwrap_or(""),
        header.line("measures"),
        &columns,
    )?;
    let about = list(header.get("about").unwrap_or(""))
        .into_iter()
        .map(|w| w.to_lowercase())
        .collect();

    let product_col = columns.iter().position(|c| c.kind == ColumnKind::Product);
    let mut blocks: Vec<Block> = Vec::new();
    let mut seen: std::collections::HashMap<&str, usize> = Default::default();
    for (n, fields) in rows {
        let key = &fields[0];
        if key.is_empty() {
            return Err(SourceError::at(file, *n, "the key (first field) is empty"));
        }
        if let Err(e) = crate::base::config::check_name(key) {
            return Err(SourceError::at(file, *n, format!("key {e}")));
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
            None => doc.products.clone(),
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
                format!("column '{name}': {what}, found '{v}'"),
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
    if name == "date" || name.ends_with("_date") {
        if let Some((n, v, e)) = values().find_map(|(n, v)| Date::parse(v).err().map(|e| (n, v, e)))
        {
            let _ = v;
            return Err(SourceError::at(file, n, format!("column '{name}': {e}")));
        }
        return Ok(ColumnKind::Date);
    }
    if rows.is_empty() {
        return Ok(ColumnKind::Text);
    }
    if values().all(|(_, v)| v == "yes" || v == "no") {
        return Ok(ColumnKind::Flag);
    }
    if values().all(|(_, v)| v.parse::<f64>().is_ok_and(f64::is_finite)) {
        return Ok(ColumnKind::Number);
    }
    Ok(ColumnKind::Text)
}

fn parse_measures(
    file: &str,
    value: &str,
    line: usize,
    columns: &[Column],
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
        match columns.iter().find(|c| c.name == field) {
            Some(c) if c.kind == ColumnKind::Number => {}
            Some(_) => {
                return Err(SourceError::at(
                    file,
                    line,
                    format!("measure '{field}' is not a numeric column"),
                ))
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

/// One CSV line: fields separated by commas, `"..."` quoting with `""` for a quote.
fn parse_csv_line(line: &str) -> Result<Vec<String>, String> {
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
            (false, ',') => {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_with_quotes() {
        assert_eq!(
            parse_csv_line(r#"a, "b, c" ,"d ""e""""#).unwrap(),
            ["a", "b, c", r#"d "e""#]
        );
        assert!(parse_csv_line(r#"a,"b"#)
            .unwrap_err()
            .contains("not closed"));
    }
}
