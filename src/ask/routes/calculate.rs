//! calculate: count, sum, average, min or max over the matching records, computed here, not by
//! the model. The figure and the records it came from go into the prompt.

use super::records::{choose_table, field, query};
use super::{Context, Found, Supplied};
use crate::ask::question::Asked;
use crate::base::model::Table;
use crate::base::text::contains_phrase;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Count,
    Sum,
    Average,
    Min,
    Max,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Count => "count",
            Op::Sum => "sum",
            Op::Average => "average",
            Op::Min => "minimum",
            Op::Max => "maximum",
        }
    }
}

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
    let id = &doc.id;
    let (op, measure) = operation(asked, t, &bundle.config.normalizer);
    let mut out = Found {
        evidence: q.rows.iter().map(|&r| Supplied::plain(r)).collect(),
        ..Found::default()
    };
    let what = match &measure {
        Some(m) => format!("{} of {m}", op.name()),
        None => op.name().to_string(),
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
    out.trace.push(format!(
        "records {id}: {} -> {} rows; {what} = {}",
        q.describe(t),
        q.rows.len(),
        figure.map_or("no figure".into(), format_figure)
    ));
    let ids: Vec<&str> = q
        .rows
        .iter()
        .filter_map(|&r| Some(bundle.blocks.get(r)?.id.as_str()))
        .collect();
    out.known_facts.push(match figure {
        Some(f) => format!(
            "{what} over {} {id} records ({}) = {}, computed from {}.",
            q.rows.len(),
            q.describe(t),
            format_figure(f),
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
    out
}

/// The operation and the measure column the question asks for. "How many" counts rows unless
/// it names a measure ("How many C-3 did we sell" sums units).
fn operation(asked: &Asked, t: &Table, n: &crate::base::text::Normalizer) -> (Op, Option<String>) {
    let has = |w: &str| asked.words.iter().any(|x| x == w);
    let named_measure = t
        .measures
        .iter()
        .find(|m| {
            m.words
                .iter()
                .any(|w| contains_phrase(&asked.words, &n.words(w)))
        })
        .map(|m| m.field.clone());
    let default_measure = || {
        named_measure
            .clone()
            .or_else(|| t.measures.first().map(|m| m.field.clone()))
    };
    if has("average") || has("mean") {
        (Op::Average, default_measure())
    } else if has("minimum") || has("lowest") || has("shortest") || has("least") || has("min") {
        (Op::Min, default_measure())
    } else if has("maximum") || has("highest") || has("longest") || has("most") || has("max") {
        (Op::Max, default_measure())
    } else if has("total") || has("sum") {
        (Op::Sum, default_measure())
    } else if named_measure.is_some() {
        (Op::Sum, named_measure)
    } else {
        (Op::Count, None)
    }
}

fn round(f: f64) -> f64 {
    (f * 1000.0).round() / 1000.0
}

pub fn format_figure(f: f64) -> String {
    let s = format!("{f:.3}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}
