//! calculate: count, sum, average, min or max over the matching records, computed here, not by
//! the model. The figure and the records it came from go into the prompt.

use super::records::{choose_table, field, query};
use super::{Context, Found, Supplied};
use crate::ask::prompt::neutralize;
use crate::ask::question::Asked;
use crate::base::config::{Config, Op};
use crate::base::model::Table;
use crate::base::text::contains_phrase;

pub fn run(cx: &Context) -> Found {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let Some((table_doc, doc, t)) = choose_table(bundle, asked) else {
        let mut out = Found::search_fallback(
            cx,
            "records no readable records: no record table this persona may read matches the question".into(),
        );
        out.known_facts.push("no readable records: there is nothing this persona may read to compute the figure from.".into());
        return out;
    };
    let q = query(bundle, cx.values(), asked, table_doc, t);
    // The table's id and its field names are source strings (see `neutralize`).
    let id = neutralize(&doc.id);
    let (op, measure) = operation(asked, t, &bundle.config);
    if let Some(ranked) = super::rank::run(cx, table_doc, &q, op) {
        return ranked;
    }
    let mut out = Found {
        evidence: q.rows.iter().map(|&r| Supplied::plain(r)).collect(),
        ..Found::default()
    };
    let what = match &measure {
        Some(m) => format!("{} of {}", op.key(), neutralize(m)),
        None => op.key().to_string(),
    };
    let column = measure
        .as_ref()
        .and_then(|m| t.columns.iter().position(|c| &c.name == m));
    let values: Vec<f64> = match column {
        Some(c) => q
            .rows
            .iter()
            .filter_map(|&r| field(bundle.blocks.get(r)?, c).parse::<f64>().ok())
            .collect(),
        None => vec![],
    };
    let figure = match (op, column) {
        (Op::Count, _) => Some(q.rows.len() as f64),
        (_, None) => None,
        (_, Some(_)) if values.is_empty() => None,
        (Op::Sum, _) => Some(values.iter().sum()),
        (Op::Average, _) => Some(values.iter().sum::<f64>() / values.len() as f64),
        (Op::Min, _) => values.iter().copied().reduce(f64::min),
        (Op::Max, _) => values.iter().copied().reduce(f64::max),
    };
    let figure = figure.map(round);
    // A minimum or maximum is the rows that have it, not every row it was chosen from.
    if let (Op::Min | Op::Max, Some(c), Some(f)) = (op, column, figure) {
        out.evidence.retain(|s| {
            bundle
                .blocks
                .get(s.block)
                .and_then(|b| b.fields.get(c))
                .and_then(|v| v.parse::<f64>().ok())
                .is_some_and(|v| round(v) == f)
        });
    }
    out.trace.push(format!(
        "records {id}: {} -> {} rows; {what} = {}",
        q.describe(t),
        q.rows.len(),
        figure.map_or("no figure".into(), format_figure)
    ));
    // A minimum or maximum names the rows that have it; other figures, every row counted.
    let ids: Vec<String> = out
        .evidence
        .iter()
        .filter_map(|s| bundle.blocks.get(s.block))
        .map(|b| neutralize(&b.id))
        .collect();
    out.known_facts.push(match figure {
        Some(f) => format!(
            "{what} over {} {id} records ({}) = {}, {} {}.",
            q.rows.len(),
            q.describe(t),
            format_figure(f),
            if matches!(op, Op::Min | Op::Max) {
                "in"
            } else {
                "computed from"
            },
            if ids.is_empty() {
                "no records".to_string()
            } else {
                ids.join(", ")
            }
        ),
        None if column.is_none() => format!(
            "{what}: {id} has no numeric field the question names, so no figure was computed."
        ),
        None => format!(
            "{what}: no {id} record matches ({}), so no figure was computed.",
            q.describe(t)
        ),
    });
    out.figure = figure;
    out.note(&q.notes);
    out
}

/// The operation and the measure column the question asks for: the first operation whose
/// configured words the question uses. "How many" counts rows unless it names a measure ("How
/// many C-3 did we sell" sums units).
fn operation(asked: &Asked, t: &Table, config: &Config) -> (Op, Option<String>) {
    let n = &config.normalizer;
    let uses = |w: &String| contains_phrase(&asked.words, &n.words(w));
    let named_measure = measure_named(asked, t, config);
    let asked_for = Op::ALL
        .into_iter()
        .filter(|op| *op != Op::Count)
        .find(|op| config.operation_words(*op).iter().any(uses));
    match asked_for {
        Some(op) => {
            let measure = named_measure.or_else(|| t.measures.first().map(|m| m.field.clone()));
            (op, measure)
        }
        None if named_measure.is_some() => (Op::Sum, named_measure),
        None => (Op::Count, None),
    }
}

/// The measure a question names: by one of its phrases ("repair time"), else by a word of one
/// that is no stopword ("the longest repair"), when only one measure has that word.
pub fn measure_named(asked: &Asked, t: &Table, config: &Config) -> Option<String> {
    let n = &config.normalizer;
    let by_phrase = t.measures.iter().find(|m| {
        m.words
            .iter()
            .any(|w| contains_phrase(&asked.words, &n.words(w)))
    });
    if let Some(m) = by_phrase {
        return Some(m.field.clone());
    }
    let by_word: Vec<&str> = t
        .measures
        .iter()
        .filter(|m| {
            m.words
                .iter()
                .flat_map(|w| n.tokens(w))
                .any(|w| asked.words.contains(&w))
        })
        .map(|m| m.field.as_str())
        .collect();
    match by_word.as_slice() {
        [one] => Some(one.to_string()),
        _ => None,
    }
}

fn round(f: f64) -> f64 {
    (f * 1000.0).round() / 1000.0
}

pub fn format_figure(f: f64) -> String {
    crate::base::decimal::figure(f)
}
