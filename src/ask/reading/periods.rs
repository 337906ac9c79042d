//! A time range asked of a table that has no date column but a quarter and a year column
//! (sales by quarter): "au troisième trimestre 2026", "first half of 2026", "last quarter" are
//! the rows of the quarters inside the range. A range that cuts a quarter in two cannot be
//! applied exactly, and is reported as such: a figure over the whole quarter would be wrong.

use crate::ask::when::Range;
use crate::base::call::Call;
use crate::base::date::Date;
use crate::base::model::{ColumnKind, Table};

/// What a range is on a table's period columns.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum OnPeriods {
    /// The table has no quarter or year column.
    NoColumns,
    /// These (column, accepted values) filters select exactly the periods inside the range;
    /// empty when no period of the table lies inside it.
    Filters(Vec<(usize, Vec<String>)>),
    /// The range cannot be applied exactly: why.
    Partial(String),
}

/// The table's (quarter, year) columns, if it has a year column; `values(c)` gives column c's
/// value of every row.
pub(crate) fn columns<'a>(
    t: &Table,
    values: &impl Fn(usize) -> Vec<&'a str>,
    years: (u16, u16),
) -> Option<(Option<usize>, usize)> {
    // A `Call`, not a `dyn Fn`: its vtable holds no `FnOnce` shim.
    let all = |c: usize, ok: &mut dyn Call<str, bool>| {
        let v = values(c);
        !v.is_empty() && v.iter().all(|x| ok.call(x))
    };
    // Plain loops, not adapters: each adapter instance is code of its own in the page's wasm.
    let mut quarter_col = None;
    for (c, col) in t.columns.iter().enumerate() {
        if matches!(col.kind, ColumnKind::Text | ColumnKind::Key)
            && all(c, &mut |v: &str| quarter_of(v).is_some())
        {
            quarter_col = Some(c);
            break;
        }
    }
    let mut year_col = None;
    for (c, col) in t.columns.iter().enumerate() {
        if matches!(col.kind, ColumnKind::Number | ColumnKind::Text)
            && !t.measures.iter().any(|m| m.field == col.name)
            && all(c, &mut |v: &str| year_of(v, years).is_some())
        {
            year_col = Some(c);
            break;
        }
    }
    Some((quarter_col, year_col?))
}

/// `values(c)` gives column c's value of every row. `ranges` are the periods asked, each one
/// (several when named apart: "Q1 and Q3" is not Q2).
pub(crate) fn read<'a>(
    t: &Table,
    values: impl Fn(usize) -> Vec<&'a str>,
    ranges: &[Range],
    today: Date,
    years: (u16, u16),
) -> OnPeriods {
    let Some((quarter_col, year_col)) = columns(t, &values, years) else {
        return OnPeriods::NoColumns;
    };
    let year_values = values(year_col);
    let quarter_values = quarter_col.map(&values);
    // Every (year, quarter) the table holds; a table without quarters holds whole years.
    // In calendar order, each once (no sort: the page's wasm pays for every sort it ships).
    let mut periods: Vec<(u16, Option<u8>)> = Vec::new();
    for (i, y) in year_values.iter().enumerate() {
        let Some(y) = year_of(y, years) else { continue };
        let q = match &quarter_values {
            Some(q) => match q.get(i).and_then(|v| quarter_of(v)) {
                Some(q) => Some(q),
                None => continue,
            },
            None => None,
        };
        // One walk to its place, then a push moved down to it: `contains` and `insert` were
        // an instance each for this element type.
        let mut at = periods.len();
        let mut held = false;
        for (k, p) in periods.iter().enumerate() {
            if *p >= (y, q) {
                held = *p == (y, q);
                at = k;
                break;
            }
        }
        if !held {
            periods.push((y, q));
            let mut k = periods.len() - 1;
            while k > at {
                // A pair by `get`, not `swap`: its bounds' panic was code of its own.
                if let Some([a, b]) = periods.get_mut(k - 1..=k) {
                    std::mem::swap(a, b);
                }
                k -= 1;
            }
        }
    }
    let mut inside = Vec::new();
    for &(y, q) in &periods {
        let Some((start, end)) = span(y, q) else {
            continue;
        };
        let mut within = false;
        for range in ranges {
            let outside =
                range.from.is_some_and(|from| end < from) || range.to.is_some_and(|to| start > to);
            if outside {
                continue;
            }
            let whole = range.contains(start) && range.contains(end);
            // "since July" ends today: the quarter under way counts as far as it has gone.
            let to_date = range.contains(start) && start <= today && today <= end && {
                range.to.is_none_or(|to| to >= today)
            };
            if !(whole || to_date) {
                return OnPeriods::Partial(format!("it covers part of {}", name(y, q)));
            }
            within = true;
        }
        if within {
            inside.push((y, q));
        }
    }
    if inside.is_empty() {
        return OnPeriods::Filters(Vec::new());
    }
    // `inside` is in calendar order: its years are; its quarters are put in order here.
    let mut ys: Vec<u16> = Vec::new();
    for p in &inside {
        if ys.last() != Some(&p.0) {
            ys.push(p.0);
        }
    }
    let mut qs: Vec<u8> = Vec::new();
    for q in 1..=4 {
        if inside.iter().any(|p| p.1 == Some(q)) {
            qs.push(q);
        }
    }
    // Filters are per column: the periods inside must be every year × every quarter of them.
    let product = ys.len() * qs.len().max(1) == inside.len();
    // The first and the last by `first` and `last`: indexing them carried an index's panic each.
    let said = |p: Option<&(u16, Option<u8>)>| p.map_or(String::new(), |&(y, q)| name(y, q));
    if !product {
        return OnPeriods::Partial(format!(
            "its quarters differ from year to year ({} to {})",
            said(inside.first()),
            said(inside.last())
        ));
    }
    let mut spelled_years: Vec<String> = Vec::new();
    for &y in &ys {
        let mut spelled = None;
        for v in &year_values {
            if year_of(v, years) == Some(y) {
                spelled = Some(v.to_string());
                break;
            }
        }
        spelled_years.push(spelled.unwrap_or_else(|| crate::base::decimal::whole(usize::from(y))));
    }
    let mut filters = vec![(year_col, spelled_years)];
    if let (Some(qc), Some(qv)) = (quarter_col, &quarter_values) {
        // Every quarter the table holds of those years: the year filter is enough.
        let whole_years = periods.iter().filter(|p| ys.contains(&p.0)).count() == inside.len();
        if !whole_years {
            let mut spelled: Vec<String> = Vec::new();
            for &q in &qs {
                for v in qv {
                    if quarter_of(v) == Some(q) {
                        spelled.push(v.to_string());
                        break;
                    }
                }
            }
            filters.push((qc, spelled));
        }
    }
    OnPeriods::Filters(filters)
}

fn quarter_of(v: &str) -> Option<u8> {
    let v = crate::base::text::trim(v);
    let digit = v.strip_prefix('Q').or_else(|| v.strip_prefix('q'))?;
    let q = u8::try_from(crate::base::text::number(digit)?).ok()?;
    (1..=4).contains(&q).then_some(q)
}

/// `v` as a year of the range `[questions] years` states: four digits within it.
pub(crate) fn year_of(v: &str, (first, last): (u16, u16)) -> Option<u16> {
    let v = crate::base::text::trim(v);
    let y = u16::try_from(crate::base::text::number(v).filter(|_| v.len() == 4)?).ok()?;
    (first..=last).contains(&y).then_some(y)
}

fn span(year: u16, quarter: Option<u8>) -> Option<(Date, Date)> {
    let (first, last) = match quarter {
        Some(q) => (3 * q - 2, 3 * q),
        None => (1, 12),
    };
    let end_day = (28..=31u8)
        .rev()
        .find(|d| Date::new(year, last, *d).is_some())?;
    Some((Date::new(year, first, 1)?, Date::new(year, last, end_day)?))
}

fn name(year: u16, quarter: Option<u8>) -> String {
    match quarter {
        Some(q) => format!(
            "Q{} {}",
            crate::base::decimal::Whole(usize::from(q)),
            crate::base::decimal::Whole(usize::from(year))
        ),
        None => crate::base::decimal::whole(usize::from(year)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::model::{Column, Measure};

    fn table() -> Table {
        let col = |name: &str, kind| Column {
            name: name.into(),
            kind,
        };
        Table {
            columns: vec![
                col("key", ColumnKind::Key),
                col("quarter", ColumnKind::Text),
                col("year", ColumnKind::Number),
                col("units", ColumnKind::Number),
            ],
            measures: vec![Measure {
                field: "units".into(),
                words: vec!["units".into()],
            }],
            about: vec![],
        }
    }

    fn rows() -> Vec<[&'static str; 4]> {
        let mut r = Vec::new();
        for (q, y) in [("Q3", "2025"), ("Q4", "2025")] {
            r.push(["k", q, y, "1"]);
        }
        for q in ["Q1", "Q2", "Q3"] {
            r.push(["k", q, "2026", "1"]);
        }
        r
    }

    fn on(from: &str, to: Option<&str>, today: &str) -> OnPeriods {
        let rows = rows();
        let range = Range {
            from: Some(Date::parse(from).unwrap()),
            to: to.map(|t| Date::parse(t).unwrap()),
        };
        read(
            &table(),
            |c| rows.iter().map(|r| r[c]).collect(),
            &[range],
            Date::parse(today).unwrap(),
            (1900, 2099),
        )
    }

    #[test]
    fn a_quarter_half_or_year_is_its_rows() {
        let f = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            on("2026-07-01", Some("2026-09-30"), "2026-11-29"),
            OnPeriods::Filters(vec![(2, f(&["2026"])), (1, f(&["Q3"]))])
        );
        assert_eq!(
            on("2026-01-01", Some("2026-06-30"), "2026-11-29"),
            OnPeriods::Filters(vec![(2, f(&["2026"])), (1, f(&["Q1", "Q2"]))])
        );
        // The whole year: no quarter filter.
        assert_eq!(
            on("2025-01-01", Some("2025-12-31"), "2026-11-29"),
            OnPeriods::Filters(vec![(2, f(&["2025"]))])
        );
        // Since July, asked in November: Q3 and the quarter under way.
        assert_eq!(
            on("2026-07-01", None, "2026-11-29"),
            OnPeriods::Filters(vec![(2, f(&["2026"])), (1, f(&["Q3"]))])
        );
    }

    #[test]
    fn a_range_that_cuts_a_quarter_is_not_applied() {
        assert!(matches!(
            on("2026-09-01", Some("2026-09-30"), "2026-11-29"),
            OnPeriods::Partial(why) if why.contains("Q3 2026")
        ));
        // Q4 2025 and Q1 2026: not one year × quarters.
        assert!(matches!(
            on("2025-10-01", Some("2026-03-31"), "2026-11-29"),
            OnPeriods::Partial(_)
        ));
        assert_eq!(
            on("2024-01-01", Some("2024-12-31"), "2026-11-29"),
            OnPeriods::Filters(vec![])
        );
    }
}
