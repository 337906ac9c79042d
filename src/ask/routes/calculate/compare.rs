//! Comparisons, a mode of calculate: "Did Morocco sell more C-3 than France this year?", "Does
//! Casablanca have more BP-36-3 than Marrakech?", "¿vendió Austria más FX-12 que España?". The
//! question names two things of one column (two markets, two dealers by their city) around a
//! word comparing them (`[questions] more` or `less`, then `than`): the figure of each is
//! computed over its own rows, and the answer is whether the first has more (or less) than the
//! second. Adding both together would answer nothing that was asked.

use crate::ask::facts::{Fact, RowsSaid};
use crate::ask::prompt::neutralize;
use crate::ask::reading::comparisons::two_things;
use crate::ask::reading::measures::measure_named;
use crate::ask::reading::record_query::RecordQuery;
use crate::ask::reading::Reading;
use crate::ask::routes::found::{Found, Supplied};
use crate::base::model::{field, ColumnKind, Table};
use crate::base::text::find_phrase;

/// The comparison the question asks for over `q`'s rows of table document `table_doc`, if it
/// names one thing of a column before its than word and another after it.
pub(crate) fn run<'a>(cx: &Reading<'a>, table_doc: usize, q: &mut RecordQuery) -> Option<Found> {
    // A time or a name not understood ("in the current year", "before the recall") would
    // compare every period's rows: the yes or no could be the opposite. Calculate says why
    // there is none.
    if !q.understood() {
        return None;
    }
    let how = two_things(cx)?;
    let bundle = cx.bundle;
    let t = bundle.docs.get(table_doc)?.table.as_ref()?;
    // The column whose filter accepts two or more things the question names, one before the
    // than word and one after (the nearest on each side).
    let mut picked: Option<(usize, &String, &String)> = None;
    for (c, values) in &q.filters {
        let mut before: Option<(usize, &String)> = None;
        let mut after: Option<(usize, &String)> = None;
        for v in values {
            let Some(p) = position(cx, t, *c, v) else {
                continue;
            };
            if p < how.than && before.is_none_or(|(b, _)| p > b) {
                before = Some((p, v));
            }
            if p > how.than && after.is_none_or(|(a, _)| p < a) {
                after = Some((p, v));
            }
        }
        if let (Some((_, a)), Some((_, b))) = (before, after) {
            picked = Some((*c, a, b));
            break;
        }
    }
    // "did romania sell more IM-45 than bulgaria" of sales rows naming a dealer: each side is
    // the rows whose dealer is of that market (`rank::market_via`), as a market filter picks.
    let via = match picked {
        Some(_) => None,
        None => market_sides(cx, table_doc, t, how.than),
    };
    let (column, first, second) = match (picked, &via) {
        (Some(p), _) => p,
        (None, Some((c, a, b))) => (*c, *a, *b),
        _ => return None,
    };
    let side_of = |v: &'a str| match via {
        Some(_) => super::rank::referred_market(cx, v).map(|m| m.0.as_str()),
        None => Some(v),
    };
    let measure = measure_named(cx.asked.said(), t, &bundle.config)
        .or_else(|| {
            // "more BP-36-3", "more C-3": a part or product counted in the table's measure;
            // not the products compared ("did the C-3 get more claims than the S-2" counts).
            let by_product = t.columns.get(column).map(|c| c.kind) == Some(ColumnKind::Product);
            let items =
                !cx.asked.parts.is_empty() || (!cx.asked.products.is_empty() && !by_product);
            items.then(|| t.measures.first().map(|m| m.field.clone()))?
        })
        .and_then(|m| t.columns.iter().position(|c| c.name == m));
    // A side whose rows all leave the measure blank has no figure to compare ("DEB -0, GYR
    // -0: no" of claims with no hours): no verdict, and calculate says which rows are blank.
    let mut blank = false;
    let mut figure_of = |value: &str| -> (f64, Vec<usize>) {
        let mut rows: Vec<usize> = Vec::new();
        for &r in &q.rows {
            if bundle
                .blocks
                .get(r)
                .is_some_and(|b| side_of(field(b, column)) == Some(value))
            {
                rows.push(r);
            }
        }
        let total = match measure {
            // A loop, not adapters (each is code of its own in the page's wasm), from -0.0 as
            // `sum` starts.
            Some(m) => {
                let (mut total, mut valued) = (-0.0, rows.is_empty());
                for &r in &rows {
                    let value = bundle.blocks.get(r).map(|b| field(b, m));
                    if let Some(x) = value.and_then(crate::base::decimal::parse) {
                        total += x;
                        valued = true;
                    }
                }
                blank |= !valued;
                total
            }
            None => rows.len() as f64,
        };
        (total, rows)
    };
    let (a, a_rows) = figure_of(first);
    let (b, b_rows) = figure_of(second);
    if blank {
        let m = measure
            .and_then(|m| t.columns.get(m))
            .map_or("", |c| c.name.as_str());
        q.unpicked.push(format!(
            "the {} of {} and {}, which their rows leave blank",
            neutralize(m),
            neutralize(first),
            neutralize(second)
        ));
        return None;
    }
    let holds = if how.more { a > b } else { a < b };
    let verdict = if holds { "yes" } else { "no" };
    let id = neutralize(&bundle.docs.get(table_doc)?.id);
    let column_name = match via {
        Some(_) => a_rows
            .first()
            .and_then(|&r| bundle.blocks.get(r))
            .and_then(|b| super::rank::referred_market(cx, field(b, column)))
            .map_or(String::new(), |m| neutralize(m.1)),
        None => neutralize(&t.columns.get(column)?.name),
    };
    let what = super::rank::group_what(t, measure);
    let figure = crate::base::decimal::figure;
    // Said once, for the trace and the fact alike.
    let (first, second) = (
        (neutralize(first), figure(a)),
        (neutralize(second), figure(b)),
    );
    let mut out = Found::default();
    out.trace.push(q.trace(
        t,
        &id,
        format_args!(
            "; compared by {column_name}, {what}: {} {}, {} {}: {verdict}",
            first.0, first.1, second.0, second.1
        ),
    ));
    out.known_facts.push(Fact::Compared {
        rows: RowsSaid {
            count: a_rows.len() + b_rows.len(),
            table: id,
            filters: q.describe(t),
        },
        column: column_name,
        what,
        first,
        second,
        more: how.more,
        verdict,
    });
    for &r in a_rows.iter().chain(&b_rows) {
        out.evidence.push(Supplied::plain(r));
    }
    out.note(&q.notes);
    Some(out)
}

/// Two markets the question names, one before its than word (`than`) and one after, of a table
/// with no market column whose column `c` keys rows that have one: (c, first, second).
fn market_sides<'r>(
    cx: &Reading<'r>,
    table_doc: usize,
    t: &Table,
    than: usize,
) -> Option<(usize, &'r String, &'r String)> {
    if t.column_of(ColumnKind::Market).is_some() {
        return None;
    }
    let c = super::rank::market_via(cx, table_doc, t)?;
    let (mut before, mut after) = (None, None);
    for code in &cx.asked.markets {
        match alias_at(cx, &cx.bundle.config.markets, code) {
            Some(p) if p < than => before = before.or(Some(code)),
            Some(p) if p > than => after = after.or(Some(code)),
            _ => {}
        }
    }
    Some((c, before?, after?))
}

/// Where the question names `code` of `aliases`, by the code or an alias: the first place.
fn alias_at(cx: &Reading, aliases: &[crate::base::config::Alias], code: &str) -> Option<usize> {
    let alias = aliases.iter().find(|a| a.code == code)?;
    let mut best = phrase_at(cx, &alias.code);
    for name in &alias.aliases {
        if let Some(p) = phrase_at(cx, name) {
            best = Some(best.map_or(p, |b| b.min(p)));
        }
    }
    best
}

/// Where the question's words (or their singulars) hold `name`'s words, as typed. A value read
/// through the glossary ("vienna" for Wien) is where its typed word is.
fn phrase_at(cx: &Reading, name: &str) -> Option<usize> {
    let phrase = cx.bundle.config.normalizer.words(name);
    find_phrase(&cx.asked.words, &phrase)
        .or_else(|| find_phrase(&cx.asked.singular, &phrase))
        .and_then(|p| cx.asked.typed_at(p))
}

/// Where the question names `value` of column `c` of table `t`: a market or product by its code
/// or an alias, any other value by its own words or by a value of another table whose row's key
/// it is (a dealer named by its city). None when the question does not name it.
fn position(cx: &Reading, t: &Table, c: usize, value: &str) -> Option<usize> {
    let config = &cx.bundle.config;
    let aliases = match t.columns.get(c)?.kind {
        ColumnKind::Market => &config.markets,
        ColumnKind::Product => &config.products,
        _ => {
            let mut best = phrase_at(cx, value);
            for v in cx.named() {
                if v.value == value || v.key == value {
                    if let Some(p) = phrase_at(cx, &v.value) {
                        best = Some(best.map_or(p, |b| b.min(p)));
                    }
                }
            }
            return best;
        }
    };
    alias_at(cx, aliases, value)
}
