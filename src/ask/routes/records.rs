//! Reading a record question: which table it is about, and which rows it means (market by code or
//! country, product by code or alias, a dealer by code, name or city, flags such as
//! battery-certified, a year, any field value it names). Shared by list and calculate.

use super::compare::Comparisons;
use super::periods::OnPeriods;
use crate::ask::answer::Scope;
use crate::ask::prompt::{neutralize, neutralize_all};
use crate::ask::question::Asked;
use crate::base::config::Config;
use crate::base::date::Date;
use crate::base::model::{Block, ColumnKind, Doc, Table};
use crate::base::text::find_phrase;
use crate::bundle::Bundle;
use std::collections::HashMap;

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

/// Field `c` of a record; empty when it has none. The loader refuses rows that do not have a
/// field per column (see `bundle::check`); question code still never indexes past a row.
pub fn field(b: &Block, c: usize) -> &str {
    b.fields.get(c).map_or("", String::as_str)
}

/// The readable, applicable table whose `about` words the question uses most, as its document's
/// index, the document and the table; None if no table is named. Tables the asker may not read
/// are never candidates.
pub fn choose_table<'a>(
    bundle: &'a Bundle,
    values: &ValueIndex,
    asked: &Asked,
) -> Option<(usize, &'a Doc, &'a Table)> {
    let named = values.named(asked, bundle);
    // A library of many tables of one kind names a value in each: the tables and keys holding
    // the values are read once, not once per table asked.
    let holders = Holders::of(&named);
    let mut by_shape: Vec<(usize, usize)> = Vec::new();
    let mut best: Option<(usize, usize)> = None;
    for (i, d) in bundle.docs.iter().enumerate() {
        let Some(t) = &d.table else { continue };
        if !asked.filters.allows(d) {
            continue;
        }
        // How surely the table's words name it depends on its words alone: worked out once per
        // shape (a library holds many tables of one kind).
        let shape = values.shape(i);
        let score = match by_shape.iter().find(|(s, _)| *s == shape) {
            Some(&(_, score)) => score,
            None => {
                let score = how_named(bundle, values, asked, i, t);
                by_shape.push((shape, score));
                score
            }
        };
        // Between tables named as surely, the one holding a value the question names ("List
        // BP-36-3 stock at the French dealers": the stock rows of that part, not the dealers).
        // A part number counts however it was typed ("bp 36 3"), as its canonical spelling.
        let score = match score {
            0 => 0,
            s => 2 * s + usize::from(holders.hold(values, i) || values.holds_part(i, &asked.parts)),
        };
        if score > 0 && best.is_none_or(|(_, s)| score > s) {
            best = Some((i, score));
        }
    }
    let (i, _) = best?;
    let d = bundle.docs.get(i)?;
    Some((i, d, d.table.as_ref()?))
}

/// How surely the question names table document `i` by the table's words: its about words
/// (twice), a measure's phrase (twice) or one of its words, and a column of its own.
fn how_named(bundle: &Bundle, values: &ValueIndex, asked: &Asked, i: usize, t: &Table) -> usize {
    let n = &bundle.config.normalizer;
    // "dealer" and "dealers" are one word of the question: about phrases count once per
    // singular form.
    let mut about: Vec<Vec<String>> = Vec::new();
    for w in t.about.iter().filter(|w| asked.uses(&n.words(w))) {
        let one = crate::ask::question::singular(&n.words(w), &bundle.config.questions.plurals);
        if !about.contains(&one) {
            about.push(one);
        }
    }
    let about = about.len();
    // A measure's words name the table too ("the longest repair"), less surely than its
    // about words.
    let measure = t
        .measures
        .iter()
        .flat_map(|m| &m.words)
        .flat_map(|w| n.tokens(w))
        .any(|w| asked.has_word(&w));
    // A measure named by a whole phrase ("repair time") names its table as surely as an
    // about word does.
    let measure_phrase = t
        .measures
        .iter()
        .flat_map(|m| &m.words)
        .any(|w| asked.uses(&n.words(w)));
    about * 2
        + if measure_phrase {
            2
        } else {
            usize::from(measure)
        }
        + usize::from(own_column_named(bundle, values, asked, i).is_some())
}

/// A text column of table document `doc` that the question names ("Which component fails most
/// often?") and that no other table of the bundle has: it names its table, less surely than an
/// about word. Columns every table has (product, market) name none.
pub fn own_column_named<'a>(
    bundle: &'a Bundle,
    values: &ValueIndex,
    asked: &Asked,
    doc: usize,
) -> Option<&'a str> {
    let n = &bundle.config.normalizer;
    let t = bundle.docs.get(doc)?.table.as_ref()?;
    t.columns.iter().skip(1).find_map(|c| {
        let own = c.kind == ColumnKind::Text
            && !t.measures.iter().any(|m| m.field == c.name)
            && values.tables_with_column(&c.name) == 1;
        (own && asked.uses(&n.name_words(&c.name))).then_some(c.name.as_str())
    })
}

/// Whether a row has none of what its table counts (its first measure zero or below): said,
/// never offered as having it, on follow's path and in a list of who has something.
pub fn holds_none(t: &Table, b: &Block) -> bool {
    t.measures
        .first()
        .and_then(|m| t.columns.iter().position(|c| c.name == m.field))
        .and_then(|c| b.fields.get(c))
        .and_then(|v| crate::base::decimal::parse(v))
        .is_some_and(|x| x <= 0.0)
}

/// The rows of table `t` (document `table_doc`) that the question means.
pub fn query(
    bundle: &Bundle,
    values: &ValueIndex,
    asked: &Asked,
    table_doc: usize,
    t: &Table,
) -> RecordQuery {
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
    let comparisons = super::compare::read(asked, &bundle.config, t);
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

/// Every text value of every record table, by its normalized words, so a question finds the
/// values it names by looking up its own word runs: the cost follows the question's length, not
/// the number of records.
#[derive(Default)]
pub struct ValueIndex {
    by_words: HashMap<Vec<String>, Vec<Named>>,
    longest: usize,
    /// Each table document's rows (block indices, in block order), by document index: a
    /// question reads its table's rows, never every block of the bundle.
    rows: Vec<Vec<usize>>,
    /// Every field value, with where in `held` the tables whose rows hold it are. A table
    /// holds a dealer's key or a part when a lookup says so. (Every map here is of one type:
    /// each new type costs the page's wasm.)
    fields: HashMap<String, usize>,
    /// Per value of `fields`, where it is: `2 * document + 1` in a field after the key,
    /// `2 * document` in the key; sorted (plain numbers share the page's one sort of them).
    held: Vec<Vec<usize>>,
    /// How many tables have a column of each name.
    columns: HashMap<String, usize>,
    /// Per document, the first table document with the same about words, measures and columns:
    /// what is read from a table's words alone is read once per shape (a library holds many
    /// tables of one kind).
    shapes: Vec<usize>,
}

#[derive(Clone, Debug)]
pub struct Named {
    pub doc: usize,
    pub column: usize,
    pub value: String,
    /// The key of the row holding the value.
    pub key: String,
}

/// The documents of named values (sorted) and the keys of the rows holding them, each once.
pub struct Holders {
    docs: Vec<usize>,
    keys: Vec<String>,
}

impl Holders {
    pub fn of(named: &[Named]) -> Holders {
        let mut docs: Vec<usize> = named.iter().map(|v| v.doc).collect();
        crate::base::sort::sort(&mut docs);
        docs.dedup();
        // Few distinct keys, however many tables name them.
        let mut keys: Vec<String> = Vec::new();
        for v in named {
            if !keys.contains(&v.key) {
                keys.push(v.key.clone());
            }
        }
        Holders { docs, keys }
    }

    /// Whether table document `doc` holds one of the values (see `ValueIndex::holds`).
    pub fn hold(&self, values: &ValueIndex, doc: usize) -> bool {
        self.docs.binary_search(&doc).is_ok()
            || self.keys.iter().any(|k| values.has(k, 2 * doc + 1))
    }
}

/// Values longer than this many words are never matched (a question names a city, not a paragraph).
const MAX_VALUE_WORDS: usize = 6;

impl ValueIndex {
    pub fn build(bundle: &Bundle) -> ValueIndex {
        let n = &bundle.config.normalizer;
        let mut out = ValueIndex {
            rows: vec![Vec::new(); bundle.docs.len()],
            ..ValueIndex::default()
        };
        let mut first: HashMap<String, usize> = HashMap::new();
        for (i, d) in bundle.docs.iter().enumerate() {
            let Some(t) = d.table.as_ref() else {
                out.shapes.push(i);
                continue;
            };
            for c in &t.columns {
                *out.columns.entry(c.name.clone()).or_default() += 1;
            }
            // Words end with a unit separator and lists with a record separator, characters no
            // configuration word holds: no two words or lists run into one.
            let mut shape = String::new();
            let mut add = |list: &mut dyn Iterator<Item = &String>| {
                for w in list {
                    shape.push_str(w);
                    shape.push('\u{1f}');
                }
                shape.push('\u{1e}');
            };
            add(&mut t.about.iter());
            add(&mut t.columns.iter().map(|c| &c.name));
            for m in &t.measures {
                add(&mut std::iter::once(&m.field).chain(&m.words));
            }
            out.shapes.push(*first.entry(shape).or_insert(i));
        }
        let plurals = &bundle.config.questions.plurals;
        // By value, where its words and their singular are in `read`.
        let mut seen: HashMap<String, usize> = HashMap::new();
        let mut read: Vec<Option<(Vec<String>, Vec<String>)>> = Vec::new();
        let value_words = |v: &str| {
            let words = n.words(v);
            let letters: usize = words.iter().map(|w| w.chars().count()).sum();
            // A value that is only stopwords is not named by them: "par" is Paris's dealer code
            // and French for "by".
            if letters < 2 || words.len() > MAX_VALUE_WORDS || n.tokens(v).is_empty() {
                return None;
            }
            // "brake claims" names the value "brakes": a value is found in the singular too.
            let one = crate::ask::question::singular(&words, plurals);
            Some((words, one))
        };
        for (at, b) in bundle.blocks.iter().enumerate() {
            let Some(t) = bundle.docs.get(b.doc).and_then(|d| d.table.as_ref()) else {
                continue;
            };
            if let Some(rows) = out.rows.get_mut(b.doc) {
                rows.push(at);
            }
            for (c, v) in b.fields.iter().enumerate() {
                // A table's rows are one run of blocks: its entries are the last ones.
                // Looked up by the borrowed value first: a value is copied once, not per row.
                let at = match out.fields.get(v.as_str()) {
                    Some(&at) => at,
                    None => {
                        out.fields.insert(v.clone(), out.held.len());
                        out.held.push(Vec::new());
                        out.held.len() - 1
                    }
                };
                let place = 2 * b.doc + usize::from(c > 0);
                if let Some(held) = out.held.get_mut(at) {
                    if !held.iter().rev().take(2).any(|&e| e == place) {
                        held.push(place);
                    }
                }
            }
            for (c, (col, v)) in t.columns.iter().zip(&b.fields).enumerate() {
                if !matches!(col.kind, ColumnKind::Text | ColumnKind::Key)
                    || matches!(v.as_str(), "yes" | "no")
                {
                    continue;
                }
                // A library repeats its values (towns, statuses, parts): each is read once.
                let r = match seen.get(v.as_str()) {
                    Some(&r) => r,
                    None => {
                        seen.insert(v.clone(), read.len());
                        read.push(value_words(v));
                        read.len() - 1
                    }
                };
                let Some(Some((words, one))) = read.get(r) else {
                    continue;
                };
                out.longest = out.longest.max(words.len());
                let named = Named {
                    doc: b.doc,
                    column: c,
                    value: v.clone(),
                    key: field(b, 0).to_string(),
                };
                if one != words {
                    out.by_words
                        .entry(one.clone())
                        .or_default()
                        .push(named.clone());
                }
                out.by_words.entry(words.clone()).or_default().push(named);
            }
        }
        for held in &mut out.held {
            crate::base::sort::sort(held);
            held.dedup();
        }
        out
    }

    /// The values the question names as whole words, in tables the asker may read.
    pub fn named(&self, asked: &Asked, bundle: &Bundle) -> Vec<Named> {
        let mut out: Vec<Named> = Vec::new();
        let runs = |len| asked.words.windows(len).chain(asked.singular.windows(len));
        for len in 1..=self.longest.min(asked.words.len()) {
            for run in runs(len) {
                if let Some(found) = self.by_words.get(run) {
                    out.extend(
                        found
                            .iter()
                            .filter(|m| {
                                bundle
                                    .docs
                                    .get(m.doc)
                                    .is_some_and(|d| asked.filters.allows(d))
                            })
                            .cloned(),
                    );
                }
            }
        }
        out
    }

    /// The first table document of `doc`'s shape (see `shapes`).
    pub fn shape(&self, doc: usize) -> usize {
        self.shapes.get(doc).copied().unwrap_or(doc)
    }

    /// Table document `doc`'s rows, as block indices in block order.
    pub fn rows(&self, doc: usize) -> &[usize] {
        self.rows.get(doc).map_or(&[], Vec::as_slice)
    }

    /// Whether table document `doc` holds a named value: in its own rows, or through the key
    /// of the row that has it ("the Rabat dealer" is RBT in the claims' dealer column).
    pub fn holds(&self, doc: usize, v: &Named) -> bool {
        v.doc == doc || self.has(&v.key, 2 * doc + 1)
    }

    /// Whether another table refers to value `v` by its row's key.
    pub fn referred(&self, v: &Named) -> bool {
        self.held_by(&v.key)
            .iter()
            .any(|&place| place % 2 == 1 && place / 2 != v.doc)
    }

    /// Whether a row of table document `doc` has one of `parts` in a field.
    pub fn holds_part(&self, doc: usize, parts: &[String]) -> bool {
        parts
            .iter()
            .any(|p| self.has(p, 2 * doc) || self.has(p, 2 * doc + 1))
    }

    /// Whether `value` is at `place` (see `held`).
    fn has(&self, value: &str, place: usize) -> bool {
        self.held_by(value).binary_search(&place).is_ok()
    }

    fn held_by(&self, value: &str) -> &[usize] {
        self.fields
            .get(value)
            .and_then(|&at| self.held.get(at))
            .map_or(&[], Vec::as_slice)
    }

    /// How many of the bundle's tables have a column named `name`.
    pub fn tables_with_column(&self, name: &str) -> usize {
        self.columns.get(name).copied().unwrap_or(0)
    }

    /// Whether a field after the key of a row of table document `doc` is a part number: a
    /// table of parts, for which a part none of its rows is for gets no figure.
    pub fn has_parts(&self, bundle: &Bundle, doc: usize) -> bool {
        let n = &bundle.config.normalizer;
        let is_part = |v: &str| !v.is_empty() && n.question_parts(v).iter().any(|p| p == v);
        self.rows(doc).iter().any(|&r| {
            bundle
                .blocks
                .get(r)
                .is_some_and(|b| b.fields.iter().skip(1).any(|f| is_part(f)))
        })
    }
}

/// A flag column the question names ("battery certified", its words anywhere in the question,
/// or said through the glossary: "certification batterie"), as the value it asks for: "no"
/// when a negation comes right before one of its words or a glossary phrase for one ("not
/// battery certified", "battery not certified", "sans certification batterie"), else "yes".
/// None when it is not named.
pub fn flag_asked(config: &Config, words: &[String], column: &str) -> Option<&'static str> {
    let name = config.normalizer.name_words(column);
    if name.is_empty() || !name.iter().all(|w| words.contains(w)) {
        return None;
    }
    Some(match negated(config, words, &name) {
        Some(_) => "no",
        None => "yes",
    })
}

/// Where a negation comes right before one of `name`'s words, or before a glossary phrase that
/// stands for one of them.
pub fn negated(config: &Config, words: &[String], name: &[String]) -> Option<usize> {
    let negations = &config.questions.negations;
    let typed = words
        .iter()
        .enumerate()
        .filter(|(_, w)| name.contains(w))
        .map(|(at, _)| at);
    let glossed = config
        .glossary
        .iter()
        .filter(|(_, to)| to.iter().any(|t| name.contains(t)))
        .filter_map(|(from, _)| find_phrase(words, from));
    typed
        .chain(glossed)
        .filter_map(|at| at.checked_sub(1))
        .find(|&before| words.get(before).is_some_and(|w| negations.contains(w)))
}
