//! How a record table writes its dates and numbers: the header's `date_format` (`DD.MM.YYYY`,
//! `DD/MM/YYYY`, `DD-MM-YYYY`, `MM/DD/YYYY`, `YYYY/MM/DD`, or the default `YYYY-MM-DD`) and
//! `thousands` (`.`, `,`, `space`, `'` or `none`) beside `decimal`. Cells are rewritten at build
//! time into the one form a bundle holds (`2025-01-12`, `25350.00`), so question time, and the
//! page's wasm, read nothing new. An export's dates read without a declaration only where the
//! order is certain (a dot is day first; a slash or dash is when some day is past 12), and are
//! then reported; never guessed.

use super::header::Header;
use super::records::Decimal;
use super::Note;
use crate::base::date::Date;
use crate::base::error::SourceError;

/// The order of a date's numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    Ymd,
    Dmy,
    Mdy,
}

/// A way of writing dates: the order of its numbers and the character between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DateFormat {
    order: Order,
    sep: char,
}

const ISO: DateFormat = DateFormat {
    order: Order::Ymd,
    sep: '-',
};
const DOT_DMY: DateFormat = DateFormat {
    order: Order::Dmy,
    sep: '.',
};
const SLASH_DMY: DateFormat = DateFormat {
    order: Order::Dmy,
    sep: '/',
};
const DASH_DMY: DateFormat = DateFormat {
    order: Order::Dmy,
    sep: '-',
};
const SLASH_MDY: DateFormat = DateFormat {
    order: Order::Mdy,
    sep: '/',
};
const SLASH_YMD: DateFormat = DateFormat {
    order: Order::Ymd,
    sep: '/',
};

/// Every format read, by its header name.
const FORMATS: [(&str, DateFormat); 6] = [
    ("YYYY-MM-DD", ISO),
    ("DD.MM.YYYY", DOT_DMY),
    ("DD/MM/YYYY", SLASH_DMY),
    ("DD-MM-YYYY", DASH_DMY),
    ("MM/DD/YYYY", SLASH_MDY),
    ("YYYY/MM/DD", SLASH_YMD),
];

/// Why a cell is not a date of a format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bad {
    /// Not written that way at all.
    Shape,
    /// Written that way with a two-digit year, which could be 19xx or 20xx.
    ShortYear,
    /// Written that way, but no day of the calendar (31.04, 29.02 of a common year).
    NoDay,
}

impl DateFormat {
    pub fn name(self) -> &'static str {
        FORMATS
            .iter()
            .find(|(_, f)| *f == self)
            .map_or("YYYY-MM-DD", |(n, _)| n)
    }

    /// A header's `date_format` value.
    fn parse(value: &str) -> Result<DateFormat, String> {
        let upper = value.trim().to_ascii_uppercase();
        if let Some((_, f)) = FORMATS.iter().find(|(n, _)| *n == upper) {
            return Ok(*f);
        }
        let names: Vec<&str> = FORMATS.iter().map(|(n, _)| *n).collect();
        if let Some((n, _)) = FORMATS
            .iter()
            .find(|(n, _)| n.replace("YYYY", "YY") == upper)
        {
            return Err(format!(
                "date_format '{value}' has a two-digit year, which could be 19xx or 20xx: \
                 export the dates with four-digit years and declare '{n}'"
            ));
        }
        Err(format!(
            "date_format must be one of {}, found '{value}'",
            names.join(", ")
        ))
    }

    /// A cell written in this format, as a date.
    fn read(self, v: &str) -> Result<Date, Bad> {
        let v = v.trim();
        let mut parts = [""; 3];
        let mut n = 0;
        for p in v.split(self.sep) {
            if n == 3 || p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
                return Err(Bad::Shape);
            }
            parts[n] = p;
            n += 1;
        }
        if n != 3 {
            return Err(Bad::Shape);
        }
        let (y, m, d) = match self.order {
            Order::Ymd => (parts[0], parts[1], parts[2]),
            Order::Dmy => (parts[2], parts[1], parts[0]),
            Order::Mdy => (parts[2], parts[0], parts[1]),
        };
        // ISO is two digits each, as `Date::parse` reads it; the others may drop a leading 0.
        let short = |p: &str| match self == ISO {
            true => p.len() == 2,
            false => (1..=2).contains(&p.len()),
        };
        if !short(m) || !short(d) {
            return Err(Bad::Shape);
        }
        if y.len() == 2 && self.order != Order::Ymd {
            return Err(Bad::ShortYear);
        }
        if y.len() != 4 {
            return Err(Bad::Shape);
        }
        let num = |p: &str| p.bytes().fold(0u16, |n, b| n * 10 + u16::from(b - b'0'));
        Date::new(num(y), num(m) as u8, num(d) as u8).ok_or(Bad::NoDay)
    }

    /// The first two numbers of a cell of this shape, as written (day and month in some order).
    fn leading(self, v: &str) -> (u16, u16) {
        let mut it = v.trim().split(self.sep).map(|p| {
            p.bytes().fold(0u16, |n, b| {
                n.saturating_mul(10).saturating_add(u16::from(b - b'0'))
            })
        });
        (it.next().unwrap_or(0), it.next().unwrap_or(0))
    }
}

/// How a table writes the thousands of its numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thousands {
    None,
    Point,
    Comma,
    /// A space, a no-break space (U+00A0) or a narrow no-break space (U+202F), as French and
    /// Portuguese exports write them.
    Space,
    /// `'` or `’`, as Swiss exports write them (`1'250.50`).
    Apostrophe,
}

impl Thousands {
    fn parse(value: &str) -> Option<Thousands> {
        match value.trim() {
            "none" => Some(Thousands::None),
            "." => Some(Thousands::Point),
            "," => Some(Thousands::Comma),
            "space" | "\" \"" | "' '" => Some(Thousands::Space),
            "'" | "’" => Some(Thousands::Apostrophe),
            _ => None,
        }
    }

    fn is_mark(self, c: char) -> bool {
        match self {
            Thousands::None => false,
            Thousands::Point => c == '.',
            Thousands::Comma => c == ',',
            Thousands::Space => matches!(c, ' ' | '\u{a0}' | '\u{202f}'),
            Thousands::Apostrophe => matches!(c, '\'' | '’'),
        }
    }

    /// As the header writes it.
    fn header(self) -> &'static str {
        match self {
            Thousands::None => "none",
            Thousands::Point => ".",
            Thousands::Comma => ",",
            Thousands::Space => "space",
            Thousands::Apostrophe => "'",
        }
    }

    /// A grouped example, for errors.
    fn example(self, decimal: char) -> String {
        let mark = match self {
            Thousands::None => "",
            Thousands::Point => ".",
            Thousands::Comma => ",",
            Thousands::Space => " ",
            Thousands::Apostrophe => "'",
        };
        format!("1{mark}250{mark}000{decimal}50")
    }
}

/// What a table's header says of its dates and numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Formats {
    pub decimal: Decimal,
    pub thousands: Thousands,
    /// The declared date format and the line declaring it.
    pub dates: Option<(DateFormat, usize)>,
}

impl Formats {
    /// The header's `decimal`, `thousands` and `date_format`, checked together: one character
    /// cannot be both the decimal mark and the thousands separator. A `thousands: .` with no
    /// decimal declared makes the decimal mark a comma, and `thousands: ,` a point.
    pub fn read(file: &str, header: &Header) -> Result<Formats, SourceError> {
        let decimal = super::records::decimal(file, header)?;
        let line = header.line("thousands");
        let thousands = match header.get("thousands") {
            None => Thousands::None,
            Some(v) => Thousands::parse(v).ok_or_else(|| {
                SourceError::at(
                    file,
                    line,
                    format!("thousands must be one of . , ' space none, found '{v}'"),
                )
            })?,
        };
        let clash = |mark: &str| {
            Err(SourceError::at(
                file,
                line,
                format!(
                    "thousands '{mark}' is the decimal mark too (decimal: {mark}, line {}): a \
                     number such as 1{mark}250 could be read either way; the decimal mark of a \
                     table with thousands '{mark}' is the other one",
                    header.line("decimal")
                ),
            ))
        };
        let decimal = match (thousands, decimal) {
            (Thousands::Point, Decimal::Point) => return clash("."),
            (Thousands::Comma, Decimal::Comma) => return clash(","),
            (Thousands::Point, Decimal::Detect) => Decimal::Comma,
            (Thousands::Comma, Decimal::Detect) => Decimal::Point,
            (_, d) => d,
        };
        let dates = match header.get("date_format") {
            None => None,
            Some(v) => {
                let line = header.line("date_format");
                let f = DateFormat::parse(v).map_err(|e| SourceError::at(file, line, e))?;
                Some((f, line))
            }
        };
        Ok(Formats {
            decimal,
            thousands,
            dates,
        })
    }
}

/// A column named as one of dates (`date`, `*_date`) must hold nothing else.
pub fn date_named(name: &str) -> bool {
    name == "date" || name.ends_with("_date")
}

type Rows = [(usize, Vec<String>)];

/// Rewrites column `c`'s cells as `YYYY-MM-DD` when they are dates written another way: in the
/// declared format, or, with none declared, in the one format every cell is certainly written
/// in (then a note says to declare it). A cell of a date column written otherwise, or no day of
/// the calendar, is an error at its line and column; so is a column of slash or dash dates whose
/// order no cell decides.
pub fn dates(
    file: &str,
    c: usize,
    name: &str,
    rows: &mut Rows,
    declared: Option<(DateFormat, usize)>,
    header_row: usize,
    notes: &mut Vec<Note>,
) -> Result<(), SourceError> {
    if c == 0 || rows.is_empty() || name == "market" || name == "product" {
        return Ok(());
    }
    let named = date_named(name);
    let err = |line: usize, m: String| {
        Err(SourceError::at(
            file,
            line,
            format!("column {} '{name}': {m}", c + 1),
        ))
    };
    let cell = |r: &(usize, Vec<String>)| cell_at(r, c).to_string();
    let any_format = |v: &str| FORMATS.iter().any(|(_, f)| f.read(v) != Err(Bad::Shape));
    let all_iso = rows
        .iter()
        .all(|r| ISO.read(cell_at(r, c)) != Err(Bad::Shape));
    let format = match declared {
        Some((f, line)) => {
            let fits = |r: &(usize, Vec<String>)| f.read(cell_at(r, c)) != Err(Bad::Shape);
            let first_other = rows.iter().find(|r| !fits(r));
            match first_other {
                None => f,
                // ISO dates stay readable in a column whose name does not say it holds dates.
                Some(_) if !named && (f == ISO || all_iso) => return Ok(()),
                Some(r) if named || rows.iter().all(|r| any_format(cell_at(r, c))) => {
                    let v = cell(r);
                    let why = match f.read(&v) {
                        Err(Bad::ShortYear) => short_year(&v, f),
                        _ => format!(
                            "'{}' is not a date written {} (the header's date_format, line {line})",
                            clip(&v),
                            f.name()
                        ),
                    };
                    return err(r.0, why);
                }
                Some(_) => return Ok(()),
            }
        }
        None if all_iso => return Ok(()),
        None => match undeclared(rows, c) {
            Found::Text if named => {
                // The first cell written no way a date is, or with a two-digit year.
                let date = |v: &str| {
                    FORMATS
                        .iter()
                        .any(|(_, f)| matches!(f.read(v), Ok(_) | Err(Bad::NoDay)))
                };
                let bad = rows.iter().find(|r| !date(cell_at(r, c)));
                return match bad {
                    Some(r) => {
                        let v = cell(r);
                        let short = FORMATS
                            .iter()
                            .find(|(_, f)| f.read(&v) == Err(Bad::ShortYear));
                        match short {
                            Some((_, f)) => err(r.0, short_year(&v, *f)),
                            None => err(
                                r.0,
                                format!("malformed date '{}': expected YYYY-MM-DD", clip(&v)),
                            ),
                        }
                    }
                    None => Ok(()),
                };
            }
            Found::Text => return Ok(()),
            Found::Mixed(first, other) => {
                let (a, b) = (cell(&rows[first]), cell(&rows[other]));
                return err(
                    rows[other].0,
                    format!(
                        "'{}' is not written as '{}' (line {}) is: a column of dates is \
                         written one way; declare it with '# date_format: ...' ({})",
                        clip(&b),
                        clip(&a),
                        rows[first].0,
                        names()
                    ),
                );
            }
            Found::Ambiguous(f) => {
                let v = cell(&rows[0]);
                let (dmy, mdy) = match f.sep {
                    '/' => ("DD/MM/YYYY", "'# date_format: MM/DD/YYYY'"),
                    _ => ("DD-MM-YYYY", "no other order (MM-DD-YYYY is not read)"),
                };
                return err(
                    rows[0].0,
                    format!(
                        "dates such as '{}' may be day first or month first, and no day of \
                         the column is past 12 to tell: declare the order with \
                         '# date_format: {dmy}' or {mdy}",
                        clip(&v)
                    ),
                );
            }
            Found::BothOrders(day, month) => {
                return err(
                    rows[month].0,
                    format!(
                        "'{}' is month first but '{}' (line {}) is day first: a column of \
                         dates is written one way",
                        clip(&cell(&rows[month])),
                        clip(&cell(&rows[day])),
                        rows[day].0
                    ),
                );
            }
            Found::Format(f) => {
                notes.push(Note {
                    file: file.to_string(),
                    line: header_row,
                    message: format!(
                        "column '{name}' read as dates written {} (declare it with \
                         '# date_format: {}')",
                        f.name(),
                        f.name()
                    ),
                });
                f
            }
        },
    };
    for (line, fields) in rows.iter_mut() {
        let Some(v) = fields.get_mut(c) else { continue };
        match format.read(v) {
            Ok(d) => *v = d.to_string(),
            Err(Bad::ShortYear) => return err(*line, short_year(v, format)),
            Err(_) => {
                return err(
                    *line,
                    format!(
                        "malformed date '{}': no such day in the calendar (read as {})",
                        clip(v),
                        format.name()
                    ),
                )
            }
        }
    }
    Ok(())
}

/// Column `c`'s cell of a row, trimmed.
fn cell_at(r: &(usize, Vec<String>), c: usize) -> &str {
    r.1.get(c).map_or("", |v| v.trim())
}

fn names() -> String {
    let names: Vec<&str> = FORMATS.iter().map(|(n, _)| *n).collect();
    names.join(", ")
}

fn short_year(v: &str, f: DateFormat) -> String {
    format!(
        "'{}' has a two-digit year, which could be 19xx or 20xx: export the dates with \
         four-digit years ({})",
        clip(v),
        f.name()
    )
}

fn clip(v: &str) -> &str {
    crate::base::text::clip(v, 40)
}

/// What an undeclared column's cells are, when not all ISO dates.
enum Found {
    Text,
    /// All in this format, certainly.
    Format(DateFormat),
    /// Slash or dash dates whose order no cell decides.
    Ambiguous(DateFormat),
    /// A cell that is day first (its row) and one that is month first.
    BothOrders(usize, usize),
    /// Dates of two shapes: the rows of the first cell and of the first written otherwise.
    Mixed(usize, usize),
}

fn undeclared(rows: &Rows, c: usize) -> Found {
    let cell = |i: usize| rows[i].1.get(c).map_or("", |v| v.trim());
    let shape_of = |v: &str| {
        [ISO, DOT_DMY, SLASH_DMY, DASH_DMY, SLASH_YMD]
            .into_iter()
            .find(|f| matches!(f.read(v), Ok(_) | Err(Bad::NoDay)))
    };
    let Some(first) = shape_of(cell(0)) else {
        return Found::Text;
    };
    for i in 1..rows.len() {
        match shape_of(cell(i)) {
            Some(f) if f == first => {}
            Some(_) => return Found::Mixed(0, i),
            None => return Found::Text,
        }
    }
    match first {
        DOT_DMY | SLASH_YMD => return Found::Format(first),
        _ => {}
    }
    // Slash or dash, day or month first: a first number past 12 is a day, a second one too.
    let day_first = (0..rows.len()).find(|&i| first.leading(cell(i)).0 > 12);
    let month_first = (0..rows.len()).find(|&i| first.leading(cell(i)).1 > 12);
    match (day_first, month_first) {
        (Some(d), Some(m)) => Found::BothOrders(d, m),
        (Some(_), None) => Found::Format(first),
        (None, Some(_)) if first.sep == '/' => Found::Format(SLASH_MDY),
        _ => Found::Ambiguous(first),
    }
}

/// A number cell as read with a table's thousands separator and decimal mark.
#[derive(Debug, PartialEq, Eq)]
pub enum Number {
    /// A number: its text as a bundle holds it (`25350.00`).
    Yes(String),
    /// Digits and marks, but not a number written this way (`1.25.0`, `12 34`).
    Misgrouped,
    /// Not a number at all.
    No,
}

/// `v` read with thousands `t` and decimal mark `d` (`.` or `,`): groups of exactly three
/// digits after the first group of one to three, a fraction of digits only.
pub fn number(v: &str, t: Thousands, d: char) -> Number {
    let v = v.trim();
    let (sign, body) = match v.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", v.strip_prefix('+').unwrap_or(v)),
    };
    if body.is_empty() {
        return Number::No;
    }
    if !body
        .chars()
        .all(|ch| ch.is_ascii_digit() || ch == d || t.is_mark(ch))
    {
        // `1e3` and the like, as a column of points reads them.
        let plain = d == '.' && crate::base::decimal::parse(v).is_some_and(f64::is_finite);
        return if plain {
            Number::Yes(v.to_string())
        } else {
            Number::No
        };
    }
    let (int, frac) = match body.split_once(d) {
        Some((i, f)) => (i, Some(f)),
        None => (body, None),
    };
    if let Some(f) = frac {
        if f.is_empty() || !f.bytes().all(|b| b.is_ascii_digit()) {
            return Number::Misgrouped;
        }
    }
    let mut digits = String::new();
    if int.is_empty() {
        if frac.is_none() {
            return Number::Misgrouped;
        }
    } else {
        for (i, group) in int.split(|ch| t.is_mark(ch)).enumerate() {
            let ok = match i {
                0 => !group.is_empty() && (group.len() <= 3 || int.len() == group.len()),
                _ => group.len() == 3,
            };
            if !ok {
                return Number::Misgrouped;
            }
            digits.push_str(group);
        }
    }
    let mut out = format!("{sign}{digits}");
    if let Some(f) = frac {
        out.push('.');
        out.push_str(f);
    }
    match crate::base::decimal::parse(&out) {
        Some(x) if x.is_finite() => Number::Yes(out),
        _ => Number::No,
    }
}

/// Re-reads column `c` (read so far as `kind`, text or number) with the table's thousands
/// separator and decimal mark; true when it is a number column, its cells rewritten as a bundle
/// holds them. With a thousands separator declared, a column of numbers with one grouped wrongly
/// is an error at that cell.
pub fn numbers(
    file: &str,
    (c, name): (usize, &str),
    rows: &mut Rows,
    formats: &Formats,
    was_number: bool,
    header_row: usize,
    notes: &mut Vec<Note>,
) -> Result<bool, SourceError> {
    let marks: &[char] = match formats.decimal {
        Decimal::Point => &['.'],
        Decimal::Comma => &[','],
        Decimal::Detect => &[',', '.'],
    };
    let cell = |f: &Vec<String>| f.get(c).map_or(String::new(), |v| v.trim().to_string());
    for &d in marks {
        let mut yes = 0;
        let mut all = true;
        for (_, f) in rows.iter() {
            let v = cell(f);
            if v.is_empty() {
                continue;
            }
            match number(&v, formats.thousands, d) {
                Number::Yes(_) => yes += 1,
                _ => all = false,
            }
        }
        if all && yes > 0 {
            let mut comma = false;
            for (_, f) in rows.iter_mut() {
                if let Some(v) = f.get_mut(c) {
                    comma |= d == ',' && v.contains(',');
                    *v = match number(v, formats.thousands, d) {
                        Number::Yes(n) => n,
                        _ => String::new(),
                    };
                }
            }
            if formats.decimal == Decimal::Detect && comma {
                notes.push(Note {
                    file: file.to_string(),
                    line: header_row,
                    message: format!(
                        "column '{name}' read as numbers with a decimal comma (declare it \
                         with '# decimal: ,')"
                    ),
                });
            }
            return Ok(true);
        }
    }
    if formats.thousands == Thousands::None {
        return Ok(was_number);
    }
    // Thousands declared: numbers with one written otherwise are an error, not a text column
    // (nor, for a column of plain numbers, `1.5` read where the thousands are points).
    for &d in marks {
        let (mut yes, mut first_bad, mut text) = (0, None, false);
        for (line, f) in rows.iter() {
            let v = cell(f);
            if v.is_empty() {
                continue;
            }
            match number(&v, formats.thousands, d) {
                Number::Yes(_) => yes += 1,
                Number::No if !was_number => text = true,
                _ => {
                    first_bad = first_bad.or(Some((*line, v)));
                }
            }
        }
        let Some((line, v)) = first_bad else { continue };
        if text || (yes == 0 && !was_number) {
            continue;
        }
        return Err(SourceError::at(
            file,
            line,
            format!(
                "column {} '{name}': '{}' is not a number written with thousands '{}' and \
                 decimal '{d}' (groups of three digits: {})",
                c + 1,
                clip(&v),
                formats.thousands.header(),
                formats.thousands.example(d)
            ),
        ));
    }
    Ok(false)
}

/// Whether a measure's cell reads as a number with the table's formats.
pub fn reads(v: &str, formats: &Formats) -> bool {
    let marks: &[char] = match formats.decimal {
        Decimal::Point => &['.'],
        Decimal::Comma => &[','],
        Decimal::Detect => &[',', '.'],
    };
    marks
        .iter()
        .any(|&d| matches!(number(v, formats.thousands, d), Number::Yes(_)))
}

/// The header lines that would make `v` read as a number, each with what it reads: `'# thousands:
/// .' reads it as 25350.00`. Empty when none would.
pub fn would_read(v: &str, formats: &Formats) -> Vec<String> {
    let current_d = match formats.decimal {
        Decimal::Comma => ',',
        _ => '.',
    };
    let mut out: Vec<String> = Vec::new();
    let options = [
        (Thousands::None, ','),
        (Thousands::Point, ','),
        (Thousands::Comma, '.'),
        (Thousands::Space, ','),
        (Thousands::Space, '.'),
        (Thousands::Apostrophe, '.'),
    ];
    for (t, d) in options {
        // A separator the cell does not write is no help to it.
        if t != Thousands::None && !v.chars().any(|ch| t.is_mark(ch)) {
            continue;
        }
        let Number::Yes(n) = number(v, t, d) else {
            continue;
        };
        let mut lines = Vec::new();
        if t != formats.thousands && t != Thousands::None {
            lines.push(format!("'# thousands: {}'", t.header()));
        }
        // A thousands point implies the decimal comma, and a comma the point.
        let implied = matches!(t, Thousands::Point | Thousands::Comma);
        if d != current_d && !implied {
            lines.push(format!("'# decimal: {d}'"));
        }
        if lines.is_empty() {
            continue;
        }
        let line = format!("{} reads it as {n}", lines.join(" with "));
        if !out.contains(&line) {
            out.push(line);
        }
    }
    out
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn numbers_grouped_by_threes() {
        let yes = |v: &str, t, d| match number(v, t, d) {
            Number::Yes(n) => n,
            other => panic!("{v}: {other:?}"),
        };
        assert_eq!(yes("25.350,00", Thousands::Point, ','), "25350.00");
        assert_eq!(yes("-1'250.5", Thousands::Apostrophe, '.'), "-1250.5");
        assert_eq!(yes("1\u{202f}250,5", Thousands::Space, ','), "1250.5");
        assert_eq!(yes("25350", Thousands::Point, ','), "25350");
        assert_eq!(yes("1,250,000", Thousands::Comma, '.'), "1250000");
        assert_eq!(number("1.25.0", Thousands::Point, ','), Number::Misgrouped);
        assert_eq!(number("12 34", Thousands::Space, ','), Number::Misgrouped);
        assert_eq!(number("1.2345", Thousands::Point, ','), Number::Misgrouped);
        assert_eq!(number("1,2,3", Thousands::Point, ','), Number::Misgrouped);
        assert_eq!(number("v1.2", Thousands::Point, ','), Number::No);
    }

    #[test]
    fn formats_read_and_refuse() {
        assert_eq!(
            DOT_DMY.read("29.02.2024"),
            Ok(Date::new(2024, 2, 29).unwrap())
        );
        assert_eq!(DOT_DMY.read("29.02.2025"), Err(Bad::NoDay));
        assert_eq!(DOT_DMY.read("12.01.25"), Err(Bad::ShortYear));
        assert_eq!(
            SLASH_MDY.read("01/31/2025"),
            Ok(Date::new(2025, 1, 31).unwrap())
        );
        assert_eq!(ISO.read("2025-1-05"), Err(Bad::Shape));
        assert!(DateFormat::parse("dd.mm.yy")
            .unwrap_err()
            .contains("two-digit"));
        assert!(DateFormat::parse("DD.MM")
            .unwrap_err()
            .contains("must be one of"));
    }
}
