//! The rows of a table a question means (market by code or country, product by code or alias, a
//! dealer by code, name or city, flags such as battery-certified, a year, a comparison, any field
//! value it names), with what of the question they do not honour. Read by list, calculate and
//! follow's records on the path.

use super::flags::flag_asked;
use super::measures::Comparisons;
use super::periods::OnPeriods;
use super::Reading;
use crate::ask::answer::Scope;
use crate::ask::prompt::{neutralize, neutralize_all};
use crate::base::date::Date;
use crate::base::model::field;
use crate::base::model::{ColumnKind, Table};

pub struct RecordQuery {
    /// The table's document index.
    pub table: usize,
    /// (column, accepted values) pairs; a row must satisfy all.
    pub filters: Vec<(usize, Vec<String>)>,
    /// Rows (block indices) that match, readable and applicable, in key order.
    pub rows: Vec<usize>,
    /// What the question's time words were read as, and what of them was not understood or
    /// not applied: said in the trace and the known facts, never silently dropped.
    pub notes: Vec<String>,
    /// A time the question names that these rows do not honour, and why: a figure over them
    /// would silently cover other dates, so none is given.
    pub time_unapplied: Option<String>,
    /// Measures compared with the question's figures ("more than 2 hours"), which rows must
    /// satisfy, and comparisons whose measure is unclear: no figure is given over rows that
    /// ignore them.
    pub comparisons: Comparisons,
    /// Things the question names that this table cannot pick, each said with why: one other
    /// tables refer to by key (a dealer by its city) that it has no column for, or a part none
    /// of its rows is for. No figure is given over its rows.
    pub unpicked: Vec<String>,
}

impl RecordQuery {
    /// Whether a part the question names picked rows (a filter accepts it): such a table counts
    /// the part's units.
    pub fn picked_by_part(&self, parts: &[String]) -> bool {
        self.filters
            .iter()
            .any(|(_, values)| values.iter().any(|v| parts.contains(v)))
    }

    /// Whether a filter accepts something other than the question's parts (a dealer, a market):
    /// the part a chain follows is on every row of its path, so it asks for none of them.
    pub fn picked_beyond_parts(&self, parts: &[String]) -> bool {
        self.filters
            .iter()
            .any(|(_, values)| !values.iter().all(|v| parts.contains(v)))
    }

    /// The filters as the trace and the known facts show them; field names and values are
    /// source strings, neutralized.
    pub fn describe(&self, t: &Table) -> String {
        if self.filters.is_empty() && self.comparisons.applied.is_empty() {
            return "no filter".into();
        }
        self.filters
            .iter()
            .map(|(c, v)| {
                let name = t.columns.get(*c).map_or("?", |c| c.name.as_str());
                match v.is_empty() {
                    true => format!("{}=(none)", neutralize(name)),
                    false => format!("{}={}", neutralize(name), neutralize_all(v).join("|")),
                }
            })
            .chain(self.comparisons.applied.iter().map(|c| c.describe(t)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The table's id and the filters with their column names, for the answer's scope.
    pub fn scope(&self, t: &Table, table_id: &str) -> Scope {
        Scope {
            table: table_id.to_string(),
            filters: self
                .filters
                .iter()
                .filter_map(|(c, v)| Some((t.columns.get(*c)?.name.clone(), v.clone())))
                .chain(
                    self.comparisons
                        .applied
                        .iter()
                        .filter_map(|c| Some((c.field(t)?.to_string(), vec![c.said()]))),
                )
                .collect(),
        }
    }
}

/// The rows of table `t` (document `table_doc`) that the question means.
pub fn query(cx: &Reading, table_doc: usize, t: &Table) -> RecordQuery {
    let (bundle, values, asked) = (cx.bundle, cx.values(), cx.asked);
    let rows: Vec<usize> = values.rows(table_doc).to_vec();
    let words = &asked.words;
    let named = values.named(asked, bundle);
    // Keys of rows in any readable table that the question names by a text value (a dealer's
    // city or name), so another table's dealer column can be filtered by them.
    // Only another table's values: a value of this table filters its own column already.
    let mut named_keys: Vec<&str> = Vec::new();
    for n in named.iter().filter(|n| n.doc != table_doc) {
        if !named_keys.contains(&n.key.as_str()) {
            named_keys.push(&n.key);
        }
    }
    let today = asked.filters.situation.date;
    let when = &asked.when;
    let range = when
        .range
        .filter(|_| t.columns.iter().any(|c| c.kind == ColumnKind::Date));
    let (first_year, last_year) = bundle.config.questions.years;
    let years: Vec<String> = words
        .iter()
        .filter(|w| {
            w.len() == 4
                && w.parse::<u16>()
                    .is_ok_and(|y| (first_year..=last_year).contains(&y))
        })
        .cloned()
        .collect();
    let measures: Vec<&str> = t.measures.iter().map(|m| m.field.as_str()).collect();

    let mut filters: Vec<(usize, Vec<String>)> = Vec::new();
    for (c, col) in t.columns.iter().enumerate() {
        let col_values: Vec<&str> = rows
            .iter()
            .filter_map(|&r| Some(field(bundle.blocks.get(r)?, c)))
            .collect();
        let mut accepted: Vec<String> = match col.kind {
            ColumnKind::Market => asked.markets.clone(),
            ColumnKind::Product => asked.products.clone(),
            ColumnKind::Flag => flag_asked(&bundle.config, words, &col.name)
                .map(|v| vec![v.to_string()])
                .unwrap_or_default(),
            // A time the question names is a range on the date column; without one, a year.
            ColumnKind::Date => match range {
                Some(r) => vec![r.to_string()],
                None => years
                    .iter()
                    .filter(|y| col_values.iter().any(|v| v.starts_with(y.as_str())))
                    .cloned()
                    .collect(),
            },
            ColumnKind::Number if !measures.contains(&col.name.as_str()) => years
                .iter()
                .filter(|y| col_values.contains(&y.as_str()))
                .cloned()
                .collect(),
            ColumnKind::Number => vec![],
            ColumnKind::Text | ColumnKind::Key => {
                let mut v: Vec<String> = named
                    .iter()
                    .filter(|m| m.doc == table_doc && m.column == c)
                    .map(|m| m.value.clone())
                    .collect();
                v.extend(
                    named_keys
                        .iter()
                        .filter(|k| col_values.contains(k))
                        .map(|k| k.to_string()),
                );
                // A part number however it was typed ("bp 36 3"): its canonical spelling.
                v.extend(
                    asked
                        .parts
                        .iter()
                        .filter(|p| col_values.contains(&p.as_str()))
                        .cloned(),
                );
                v
            }
        };
        crate::base::sort::sort(&mut accepted);
        accepted.dedup();
        if !accepted.is_empty() {
            filters.push((c, accepted));
        }
    }
    let table_id = neutralize(bundle.docs.get(table_doc).map_or("", |d| d.id.as_str()));
    let mut notes = Vec::new();
    // A time the question names, on a table without dates: its quarter and year columns, or
    // nothing (and the figure says so: see `time_unapplied`).
    let mut time_unapplied = None;
    if let (None, Some(r)) = (range, when.range) {
        let column = |c: usize| -> Vec<&str> {
            rows.iter()
                .filter_map(|&r| Some(field(bundle.blocks.get(r)?, c)))
                .collect()
        };
        let said = neutralize(&when.said);
        match super::periods::read(t, column, r, today, (first_year, last_year)) {
            OnPeriods::Filters(periods) => {
                let mut read_as = Vec::new();
                if periods.is_empty() {
                    read_as.push("no period of the table".to_string());
                    filters.push((0, Vec::new()));
                }
                for (c, values) in periods {
                    let name = t.columns.get(c).map_or("?", |c| c.name.as_str());
                    read_as.push(format!(
                        "{}={}",
                        neutralize(name),
                        neutralize_all(&values).join("|")
                    ));
                    match filters.iter_mut().find(|(x, _)| *x == c) {
                        // "Q3" named as a value and "the first half": the quarters in both.
                        Some((_, had)) => had.retain(|v| values.contains(v)),
                        // In column order, as the other filters are.
                        None => {
                            let at = filters.iter().position(|(x, _)| *x > c);
                            filters.insert(at.unwrap_or(filters.len()), (c, values));
                        }
                    }
                }
                notes.push(format!(
                    "dates: \"{said}\" read as {r}, on {table_id}'s periods: {}.",
                    read_as.join(", ")
                ));
            }
            OnPeriods::Partial(why) => {
                time_unapplied = Some(format!(
                    "\"{said}\" ({r}) cannot be applied to {table_id}, which counts whole quarters: {why}"
                ));
            }
            OnPeriods::NoColumns => {
                time_unapplied = Some(format!(
                    "\"{said}\" is not applied: {table_id} has no date column, so the rows cover every date"
                ));
            }
        }
    }
    let comparisons = super::measures::read(cx.comparisons(), asked, &bundle.config, t);
    let kind_of = |c: usize| t.columns.get(c).map(|c| c.kind);
    let mut matching: Vec<(&str, usize)> = rows
        .into_iter()
        .filter_map(|r| {
            let b = bundle.blocks.get(r)?;
            let ok = bundle
                .docs
                .get(b.doc)
                .is_some_and(|d| asked.filters.allows(d))
                && filters.iter().all(|(c, acc)| {
                    let v = field(b, *c);
                    match kind_of(*c) {
                        Some(ColumnKind::Date) => match range {
                            Some(r) => Date::parse(v).is_ok_and(|d| r.contains(d)),
                            None => acc.iter().any(|y| v.starts_with(y.as_str())),
                        },
                        _ => acc.iter().any(|a| a == v),
                    }
                })
                && comparisons
                    .applied
                    .iter()
                    .all(|c| c.accepts(field(b, c.column)));
            ok.then(|| (field(b, 0), r))
        })
        .collect();
    // By key, then by block.
    crate::base::sort::sort(&mut matching);
    let matching = matching.into_iter().map(|(_, r)| r).collect();
    if let Some(r) = range {
        notes.push(format!(
            "dates: \"{}\" read as {r} on the date column.",
            neutralize(&when.said)
        ));
    }
    if let Some(why) = &time_unapplied {
        notes.push(format!("dates: {why}."));
    }
    for w in &when.not_understood {
        notes.push(format!(
            "not understood: \"{}\" is not read as a date, so no date filter comes from it.",
            neutralize(w)
        ));
    }
    // "the Tanger dealer's sales": a dealer named, and a table without a dealer column. Only
    // things other tables refer to by key count: a word that happens to be some other table's
    // value ("battery", a claim's component) is no such thing.
    let mut unpicked: Vec<String> = Vec::new();
    for v in named.iter().filter(|v| v.doc != table_doc) {
        if !values.holds(table_doc, v) && values.referred(v) {
            let of = bundle.docs.get(v.doc).map_or("", |d| d.id.as_str());
            let said = format!(
                "\"{}\" ({} {})",
                neutralize(&v.value),
                neutralize(of),
                neutralize(&v.key)
            );
            if !unpicked.contains(&said) {
                notes.push(format!(
                    "not understood: the question names {said}, but {table_id} has no column for it, so its rows cover every one."
                ));
                unpicked.push(format!("{said}, which {table_id} has no column for"));
            }
        }
    }
    // "how many BP-36-2 left in stock": a part no row of a table with part numbers in its
    // fields has. Its rows are other parts': no figure is given over them. A field that is the
    // part is a part column's, so only a part not held anywhere has the fields read as parts.
    for p in &asked.parts {
        if !values.holds_part(table_doc, std::slice::from_ref(p))
            && values.has_parts(bundle, table_doc)
        {
            let p = neutralize(p);
            notes.push(format!(
                    "not understood: the question names part {p}, but no {table_id} record is for it: its rows are other parts'."
                ));
            unpicked.push(format!("part {p}, which no {table_id} record is for"));
        }
    }
    for said in &comparisons.unclear {
        notes.push(format!(
            "not understood: \"{}\" compares a figure, but the question does not say which of {table_id}'s measures, so the rows are not filtered by it.",
            neutralize(said)
        ));
    }
    RecordQuery {
        table: table_doc,
        filters,
        rows: matching,
        notes,
        time_unapplied,
        comparisons,
        unpicked,
    }
}
