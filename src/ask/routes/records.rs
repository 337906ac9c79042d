//! Reading a record question: which table it is about, and which rows it means (market by code or
//! country, product by code or alias, a dealer by code, name or city, flags such as
//! battery-certified, a year, any field value it names). Shared by list and calculate.

use crate::ask::prompt::{neutralize, neutralize_all};
use crate::ask::question::Asked;
use crate::base::model::{ColumnKind, Table};
use crate::base::text::{contains_phrase, find_phrase};
use crate::bundle::Bundle;
use std::collections::HashMap;

pub struct RecordQuery {
    /// The table's document index.
    pub table: usize,
    /// (column, accepted values) pairs; a row must satisfy all.
    pub filters: Vec<(usize, Vec<String>)>,
    /// Rows (block indices) that match, readable and applicable, in key order.
    pub rows: Vec<usize>,
}

impl RecordQuery {
    /// The filters as the trace and the known facts show them; field names and values are
    /// source strings, neutralized.
    pub fn describe(&self, bundle: &Bundle) -> String {
        let t = table(bundle, self.table);
        if self.filters.is_empty() {
            return "no filter".into();
        }
        self.filters
            .iter()
            .map(|(c, v)| {
                format!(
                    "{}={}",
                    neutralize(&t.columns[*c].name),
                    neutralize_all(v).join("|")
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn table(bundle: &Bundle, doc: usize) -> &Table {
    bundle.docs[doc]
        .table
        .as_ref()
        .expect("record queries only name tables")
}

/// The readable, applicable table whose `about` words the question uses most; None if no table
/// is named. Tables the asker may not read are never candidates.
pub fn choose_table(bundle: &Bundle, asked: &Asked) -> Option<usize> {
    let n = &bundle.config.normalizer;
    let mut best: Option<(usize, usize)> = None;
    for (i, d) in bundle.docs.iter().enumerate() {
        let Some(t) = &d.table else { continue };
        if !asked.filters.allows(d) {
            continue;
        }
        let about = t
            .about
            .iter()
            .filter(|w| contains_phrase(&asked.words, &n.words(w)))
            .count();
        // A measure's words name the table too ("the longest repair"), less surely than its
        // about words.
        let measure = t
            .measures
            .iter()
            .flat_map(|m| &m.words)
            .flat_map(|w| n.tokens(w))
            .any(|w| asked.words.contains(&w));
        let score = about * 2 + usize::from(measure);
        if score > 0 && best.is_none_or(|(_, s)| score > s) {
            best = Some((i, score));
        }
    }
    best.map(|(i, _)| i)
}

pub fn query(bundle: &Bundle, values: &ValueIndex, asked: &Asked, table_doc: usize) -> RecordQuery {
    let n = &bundle.config.normalizer;
    let t = table(bundle, table_doc);
    let rows: Vec<usize> = (0..bundle.blocks.len())
        .filter(|&i| bundle.blocks[i].doc == table_doc)
        .collect();
    let words = &asked.words;
    let named = values.named(asked, bundle);
    // Keys of rows in any readable table that the question names by a text value (a dealer's
    // city or name), so another table's dealer column can be filtered by them.
    // Only another table's values: a value of this table filters its own column already.
    let named_keys: Vec<&str> = named
        .iter()
        .filter(|n| n.doc != table_doc)
        .map(|n| n.key.as_str())
        .collect();
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
    let negations = &bundle.config.questions.negations;
    let measures: Vec<&str> = t.measures.iter().map(|m| m.field.as_str()).collect();

    let mut filters: Vec<(usize, Vec<String>)> = Vec::new();
    for (c, col) in t.columns.iter().enumerate() {
        let col_values: Vec<&str> = rows
            .iter()
            .map(|&r| bundle.blocks[r].fields[c].as_str())
            .collect();
        let mut accepted: Vec<String> = match col.kind {
            ColumnKind::Market => asked.markets.clone(),
            ColumnKind::Product => asked.products.clone(),
            ColumnKind::Flag => {
                let name = n.words(&col.name.replace('_', " "));
                match find_phrase(words, &name) {
                    Some(at) if at > 0 && negations.contains(&words[at - 1]) => {
                        vec!["no".into()]
                    }
                    Some(_) => vec!["yes".into()],
                    None => vec![],
                }
            }
            ColumnKind::Date => years
                .iter()
                .filter(|y| col_values.iter().any(|v| v.starts_with(y.as_str())))
                .cloned()
                .collect(),
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
                v
            }
        };
        accepted.sort_unstable();
        accepted.dedup();
        if !accepted.is_empty() {
            filters.push((c, accepted));
        }
    }
    let kind_of = |c: usize| t.columns[c].kind;
    let mut matching: Vec<usize> = rows
        .into_iter()
        .filter(|&r| {
            let b = &bundle.blocks[r];
            asked.filters.allows(&bundle.docs[b.doc])
                && filters.iter().all(|(c, acc)| {
                    let v = &b.fields[*c];
                    match kind_of(*c) {
                        ColumnKind::Date => acc.iter().any(|y| v.starts_with(y.as_str())),
                        _ => acc.contains(v),
                    }
                })
        })
        .collect();
    matching.sort_unstable_by(|a, b| {
        bundle.blocks[*a].fields[0]
            .cmp(&bundle.blocks[*b].fields[0])
            .then(a.cmp(b))
    });
    RecordQuery {
        table: table_doc,
        filters,
        rows: matching,
    }
}

/// Every text value of every record table, by its normalized words, so a question finds the
/// values it names by looking up its own word runs: the cost follows the question's length, not
/// the number of records.
#[derive(Default)]
pub struct ValueIndex {
    by_words: HashMap<Vec<String>, Vec<Named>>,
    longest: usize,
}

#[derive(Clone, Debug)]
pub struct Named {
    pub doc: usize,
    pub column: usize,
    pub value: String,
    /// The key of the row holding the value.
    pub key: String,
}

/// Values longer than this many words are never matched (a question names a city, not a paragraph).
const MAX_VALUE_WORDS: usize = 6;

impl ValueIndex {
    pub fn build(bundle: &Bundle) -> ValueIndex {
        let n = &bundle.config.normalizer;
        let mut out = ValueIndex::default();
        for b in &bundle.blocks {
            let Some(t) = &bundle.docs[b.doc].table else {
                continue;
            };
            for (c, (col, v)) in t.columns.iter().zip(&b.fields).enumerate() {
                if !matches!(col.kind, ColumnKind::Text | ColumnKind::Key)
                    || matches!(v.as_str(), "yes" | "no")
                {
                    continue;
                }
                let words = n.words(v);
                let letters: usize = words.iter().map(|w| w.chars().count()).sum();
                if letters < 2 || words.len() > MAX_VALUE_WORDS {
                    continue;
                }
                out.longest = out.longest.max(words.len());
                out.by_words.entry(words).or_default().push(Named {
                    doc: b.doc,
                    column: c,
                    value: v.clone(),
                    key: b.fields[0].clone(),
                });
            }
        }
        out
    }

    /// The values the question names as whole words, in tables the asker may read.
    pub fn named(&self, asked: &Asked, bundle: &Bundle) -> Vec<Named> {
        let mut out: Vec<Named> = Vec::new();
        for len in 1..=self.longest.min(asked.words.len()) {
            for run in asked.words.windows(len) {
                if let Some(found) = self.by_words.get(run) {
                    out.extend(
                        found
                            .iter()
                            .filter(|m| asked.filters.allows(&bundle.docs[m.doc]))
                            .cloned(),
                    );
                }
            }
        }
        out
    }
}
