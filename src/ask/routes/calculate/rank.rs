//! Rankings, a mode of calculate: "Which dealer filed the most claims?" groups the matching
//! records by a column the question names, computes per group (a count, or the sum of a measure
//! the question names), ranks the groups and supplies the rows of the top ones.

use crate::ask::facts::{Fact, RowsSaid, What};
use crate::ask::prompt::neutralize;
use crate::ask::reading::measures::measure_named;
use crate::ask::reading::record_query::RecordQuery;
use crate::ask::reading::Reading;
use crate::ask::routes::found::{Found, Supplied};
use crate::base::config::Op;
use crate::base::model::{ColumnKind, Table};

/// How many groups the known facts list.
const LISTED: usize = 10;

/// The ranking the question asks for, if it asks for one: a maximum or minimum word and a
/// column named as what to rank ("which dealer", "quel produit"); or each group's figure, when
/// `each` is the column a question asks it of ("claims per dealer", "cada mercado").
pub(crate) fn run(
    cx: &Reading,
    table_doc: usize,
    q: &RecordQuery,
    op: Op,
    each: Option<usize>,
    compared: bool,
) -> Option<Found> {
    // A time not applied, or a name not understood ("the most ZX-990" with no ZX-990), makes
    // no ranking: calculate says why there is no figure. Things compared ("compare the average
    // repair hours of the C-3 and the T-7") are each one's own average, not the groups'.
    let average = op == Op::Average && !compared;
    let listing = each.is_some() && (compared || matches!(op, Op::Count | Op::Sum));
    if !(listing || matches!(op, Op::Max | Op::Min | Op::Average)) || !q.understood() {
        return None;
    }
    let bundle = cx.bundle;
    let t = bundle.docs.get(table_doc)?.table.as_ref()?;
    // "average C-3 sales per market": the groups' average, only of a group the question names.
    let column = match each {
        Some(c) => c,
        None => group_column(cx, table_doc, t, average)?,
    };
    // "the lowest labour hours on claims of the Madrid dealer": the rows are one dealer's, so
    // there is nothing to rank; the minimum of its rows is asked.
    if q.filters.iter().any(|(c, v)| *c == column && v.len() == 1) {
        return None;
    }
    // "Which dealer has the most BP-36-3 in stock?": a part named is counted in the table's
    // measure, not in rows. "The highest sales" of a table of amounts (a row is how many, not
    // an event) is its one measure: counting its rows would count quarters.
    let measure = measure_named(cx.asked.said(), t, &bundle.config)
        .or_else(|| {
            (!cx.asked.parts.is_empty() || of_amounts(cx, table_doc, t))
                .then(|| t.measures.first().map(|m| m.field.clone()))
                .flatten()
        })
        .and_then(|m| t.columns.iter().position(|c| c.name == m));
    // "average DC-700 sales per market" of units and revenue by month: which measure is not
    // said, and counting the months would answer another question (calculate says which).
    if measure.is_none() && t.measures.len() > 1 && amounts(cx, table_doc, t) {
        return None;
    }
    // "longest repair time per dealer", "maximum units per market": each group's own maximum
    // of the measure, as asked, not its total (which "the most" without "per" ranks by).
    let extreme = each.is_some() && matches!(op, Op::Max | Op::Min) && measure.is_some();
    let own_average = compared && op == Op::Average && measure.is_some();
    let listing = listing || extreme;
    // (group value, figure, rows), in first-seen order.
    let mut groups: Vec<(String, f64, Vec<usize>)> = Vec::new();
    let via = column.checked_sub(t.columns.len());
    let mut via_name = None;
    for &r in &q.rows {
        let Some(fields) = bundle.blocks.get(r).map(|b| &b.fields) else {
            continue;
        };
        let value = match via {
            Some(c) => fields
                .get(c)
                .and_then(|v| referred_market(cx, v))
                .map(|(v, name)| {
                    via_name = Some(name);
                    v
                }),
            None => fields.get(column),
        };
        let Some(value) = value else {
            continue;
        };
        let add = match measure {
            Some(m) => match fields.get(m).and_then(|v| crate::base::decimal::parse(v)) {
                Some(x) => x,
                None => continue,
            },
            None => 1.0,
        };
        match groups.iter_mut().find(|g| &g.0 == value) {
            Some(g) => {
                g.1 = match (extreme, op) {
                    (false, _) => g.1 + add,
                    (true, Op::Min) => g.1.min(add),
                    (true, _) => g.1.max(add),
                };
                g.2.push(r);
            }
            None => groups.push((value.clone(), add, vec![r])),
        }
    }
    if own_average {
        for g in &mut groups {
            g.1 = super::round(g.1 / g.2.len() as f64);
        }
    }
    let best_first = op != Op::Min;
    crate::base::sort::sort_by(&mut groups, |a, b| {
        let by = if best_first {
            b.1.total_cmp(&a.1)
        } else {
            a.1.total_cmp(&b.1)
        };
        by.then_with(|| a.0.cmp(&b.0)).is_lt()
    });
    let id = neutralize(&bundle.docs.get(table_doc)?.id);
    let column_name = match via_name {
        Some(name) => neutralize(name),
        None => neutralize(&t.columns.get(column)?.name),
    };
    let mut what = group_what(t, measure);
    if extreme || own_average {
        what.op = op.key();
    }
    let mut out = Found::default();
    let Some(top) = groups.first().map(|g| g.1) else {
        out.trace.push(format!(
            "records {id}: {} -> 0 rows; no {column_name} to rank",
            q.describe(t)
        ));
        out.known_facts.push(Fact::NothingRanked {
            column: column_name.to_string(),
            rows: RowsSaid {
                count: 0,
                table: id.to_string(),
                filters: q.describe(t),
            },
        });
        out.note(&q.notes);
        return Some(out);
    };
    // The groups' average, or each group's figure: every group and row is what it is computed
    // from.
    let figure = match average {
        true => {
            let mut sum = 0.0;
            for g in &groups {
                sum += g.1;
            }
            super::round(sum / groups.len() as f64)
        }
        false => top,
    };
    // Plain loops, not chains of adapters: each adapter instance is code of its own in the
    // page's wasm.
    let mut names: Vec<String> = Vec::new();
    let mut rows: Vec<String> = Vec::new();
    for g in &groups {
        if g.1 != top && !average && !listing {
            continue;
        }
        for &r in &g.2 {
            out.evidence.push(Supplied::plain(r));
        }
        names.push(neutralize(&g.0));
        for &r in &g.2 {
            if let Some(b) = bundle.blocks.get(r) {
                rows.push(neutralize(&b.id));
            }
        }
    }
    let mut listed: Vec<(String, String)> = Vec::new();
    let mut ranked = String::new();
    for g in &groups[..groups.len().min(LISTED)] {
        let (name, figure) = (neutralize(&g.0), crate::base::decimal::figure(g.1));
        if !ranked.is_empty() {
            ranked.push_str(", ");
        }
        ranked.push_str(&name);
        ranked.push(' ');
        ranked.push_str(&figure);
        listed.push((name, figure));
    }
    let more = groups.len().saturating_sub(LISTED);
    out.trace.push(q.trace(
        t,
        &id,
        format_args!("; ranked by {column_name}, {what}: {ranked}"),
    ));
    out.known_facts.push(Fact::Ranking {
        rows: q.said(t, &id),
        column: column_name.to_string(),
        what: what.clone(),
        listed,
        more,
        best_first,
        average,
        each: listing,
        leaders: names,
        top: crate::base::decimal::figure(figure),
        from: rows,
    });
    // Each group's figure is no one figure.
    out.figure = (!listing).then_some(figure);
    out.note(&q.notes);
    Some(out)
}

/// The column the question names as what to rank: a text, product or market column (not the
/// key, a measure or a date) whose name the question uses; else the market column named by a
/// market word ("which market", "qué mercado"); else a column referring to the rows of a table
/// the question names by its about words ("which dealer", "qué distribuidor": the sales rows'
/// dealer column); else, for a question asking who ("who sold the most"), a column referring to
/// another table's rows, or the market column.
/// What a group's total is: the sum of measure column `measure`, or the count of its records.
pub(crate) fn group_what(t: &Table, measure: Option<usize>) -> What {
    match measure.and_then(|m| t.columns.get(m)) {
        Some(c) => What {
            op: Op::Sum.key(),
            measure: Some(neutralize(&c.name)),
            of_records: false,
        },
        None => What {
            op: Op::Count.key(),
            measure: None,
            of_records: true,
        },
    }
}

fn group_column(cx: &Reading, table_doc: usize, t: &Table, named_only: bool) -> Option<usize> {
    let config = &cx.bundle.config;
    let n = &config.normalizer;
    let groupable = |c: &crate::base::model::Column| {
        matches!(
            c.kind,
            ColumnKind::Text | ColumnKind::Product | ColumnKind::Market
        ) && !t.measures.iter().any(|m| m.field == c.name)
    };
    // The question's first_used, not an `any` closure: each is code of its own in the page's
    // wasm.
    let uses = |l: &[String]| cx.asked.first_used(n, l).is_some();
    // "who sold the most last quarter": a column named by the question's time ("quarter") is
    // the period the rows are picked by, not the group asked for.
    let asked = cx.asked;
    let mut time_words: Vec<&String> = Vec::new();
    for &i in &asked.when.used {
        if let Some(w) = asked.words.get(i) {
            time_words.push(w);
        }
    }
    // "Which model sold best?": a product word names the product column. Not beside the one
    // product named ("the most EM-310 machines"), nor after a word asking who ("who sold the
    // most machines"): it says what was sold, and who is the group.
    let what_sold = asked.products.len() == 1 || uses(&config.questions.who_words);
    let product_word = !what_sold && uses(&config.questions.product_words);
    let mut named = None;
    for (i, c) in t.columns.iter().enumerate() {
        // Past the key column, by a test, not `skip`: see `Table::past_key`.
        if i == 0 {
            continue;
        }
        let name = n.name_words(&c.name);
        let by_time = !name.is_empty() && name.iter().all(|w| time_words.contains(&w));
        let product = c.kind == ColumnKind::Product;
        let is_named = (cx.asked.uses(&name) && !by_time && !(product && what_sold))
            || (product && product_word);
        if groupable(c) && is_named {
            named = Some(i);
            break;
        }
    }
    if named.is_some() {
        return named;
    }
    let market = t.column_of(ColumnKind::Market);
    if uses(&config.questions.market_words) {
        if market.is_some() {
            return market;
        }
        // "which market sold the most" of sales rows naming a dealer, whose row has the market.
        if let Some(c) = market_via(cx, table_doc, t) {
            return Some(t.columns.len() + c);
        }
    }
    if named_only {
        return None;
    }
    let refers = |c: usize| refers(cx, table_doc, c);
    let about_named = |doc: usize| {
        cx.bundle
            .docs
            .get(doc)
            .and_then(|d| d.table.as_ref())
            .is_some_and(|other| uses(&other.about))
    };
    // The first column referring to another table, and the first whose table is named.
    let mut first_referring = None;
    for (i, c) in t.columns.iter().enumerate() {
        // Past the key column, by a test, not `skip`: see `Table::past_key`.
        if i == 0 {
            continue;
        }
        if !groupable(c) {
            continue;
        }
        let Some(doc) = refers(i) else { continue };
        if about_named(doc) {
            return Some(i);
        }
        first_referring = first_referring.or(Some(i));
    }
    if uses(&config.questions.who_words) {
        return first_referring.or(market);
    }
    None
}

/// The first column of table `t` (document `table_doc`) whose values are keys of another
/// table's rows that have a market column: a group by market goes through it, as a market
/// filter does (`record_query::market_by_reference`). A group column past the table's own
/// (`t.columns.len() + c`) stands for it.
pub(super) fn market_via(cx: &Reading, table_doc: usize, t: &Table) -> Option<usize> {
    for i in 1..t.columns.len() {
        let Some(other) = refers(cx, table_doc, i)
            .and_then(|d| cx.bundle.docs.get(d))
            .filter(|d| cx.asked.filters.allows(d))
            .and_then(|d| d.table.as_ref())
        else {
            continue;
        };
        if other.column_of(ColumnKind::Market).is_some() {
            return Some(i);
        }
    }
    None
}

/// The market of the row keyed `key` in a table the asker may read, and its column's name.
pub(super) fn referred_market<'b>(cx: &Reading<'b>, key: &str) -> Option<(&'b String, &'b String)> {
    let bundle = cx.bundle;
    let b = bundle.blocks.get(cx.values().row_keyed(key)?)?;
    let d = bundle
        .docs
        .get(b.doc)
        .filter(|d| cx.asked.filters.allows(d))?;
    let t = d.table.as_ref()?;
    let m = t.column_of(ColumnKind::Market)?;
    Some((b.fields.get(m)?, &t.columns.get(m)?.name))
}

/// The table column `c`'s values are keys of (another than `table_doc`), if they are.
pub(super) fn refers(cx: &Reading, table_doc: usize, c: usize) -> Option<usize> {
    let values = cx.values();
    let rows = values.rows(table_doc);
    for &r in &rows[..rows.len().min(8)] {
        let Some(b) = cx.bundle.blocks.get(r) else {
            continue;
        };
        let Some(row) = values.row_keyed(crate::base::model::field(b, c)) else {
            continue;
        };
        let Some(doc) = cx.bundle.blocks.get(row).map(|b| b.doc) else {
            continue;
        };
        if doc != table_doc {
            return Some(doc);
        }
    }
    None
}

/// Whether a table's rows are amounts rather than events: one measure, and every other column
/// says only when, what, where or whose (a date, number, product, market, or another table's
/// key). Units sold per dealer and quarter are such a table; claims, each with its fault and
/// status, are events, and "the most claims" counts them.
fn of_amounts(cx: &Reading, table_doc: usize, t: &Table) -> bool {
    t.measures.len() == 1 && amounts(cx, table_doc, t)
}

/// Whether every column of a table but its key and measures says only when, what, where or
/// whose: its rows are amounts, whatever the number of measures.
pub(super) fn amounts(cx: &Reading, table_doc: usize, t: &Table) -> bool {
    for (i, c) in t.columns.iter().enumerate() {
        // Past the key column, by a test, not `skip`: see `Table::past_key`.
        if i == 0 {
            continue;
        }
        if t.measures.iter().any(|m| m.field == c.name) {
            continue;
        }
        let plain = matches!(
            c.kind,
            ColumnKind::Date | ColumnKind::Number | ColumnKind::Market | ColumnKind::Product
        );
        if !plain && refers(cx, table_doc, i).is_none() {
            return false;
        }
    }
    true
}

/// The group column a question asks which of ("which market", "quel installateur", "who"),
/// if it asks: the column a ranking would group by, named by the question's asked-for word (the
/// column's name, a market word, the about word of the table its values are keys of) or asked
/// by a who word.
/// And whether it asks each group's figure (an every or per word before the group's name)
/// rather than which group.
pub(crate) fn asked_group(cx: &Reading, table_doc: usize, t: &Table) -> Option<(usize, bool)> {
    let column = group_column(cx, table_doc, t, false)?;
    let config = &cx.bundle.config;
    let n = &config.normalizer;
    let asked = cx.asked;
    // A who word after the count's words is a relative ("combien de réclamations qui ne sont
    // pas...", "how many dealers who..."): it asks who only before them.
    let who = asked
        .words
        .iter()
        .position(|w| config.questions.who_words.contains(w));
    let counted = Op::ALL.iter().any(|o| {
        config.operation_words(*o).iter().any(|p| {
            let p = n.words(p);
            crate::base::text::find_phrase(&asked.words, &p).is_some_and(|at| Some(at) < who)
        })
    });
    if who.is_some() && !counted {
        return Some((column, false));
    }
    // "how many C-3 did each market sell", "cada concesionario": an every word before a
    // group's name in the singular asks each group's figure ("all dealers" asks the total).
    // A market word whose singular is none ("pays", "país" end as plurals do) is singular.
    // After a per word ("per dealer", "par concessionnaires"), either.
    let markets = &config.questions.market_words;
    let q = &config.questions;
    let each = || {
        let mut at = None;
        for (i, w) in asked.words.iter().enumerate() {
            let per = q.per_words.contains(w);
            if per || q.every_words.contains(w) {
                at = Some((i + 1, per));
                break;
            }
        }
        let (at, per) = at?;
        let (typed, one) = (asked.words.get(at)?, asked.singular.get(at)?);
        // "dealer" read as "deal" by an ending of another language ("-er"): the column's own
        // name, typed whole, is singular.
        let own = t
            .columns
            .get(column)
            .is_some_and(|c| n.name_words(&c.name).contains(typed));
        let singular = one == typed || own;
        (per || singular || (markets.contains(typed) && !markets.contains(one))).then_some(at)
    };
    // The group named by the thing asked for ("which dealer"), else after an every or per
    // word: "how many EM-220 did each dealer sell" asks for EM-220s, each dealer's.
    let names_group = |at: usize| -> bool {
        // As typed, in the singular, and as the glossary or the vocabulary read it
        // ("concessionnaire": dealer).
        // Extended, not collected: a collect of an Option was code of its own in the wasm.
        let mut said: Vec<&String> = Vec::new();
        said.extend(asked.words.get(at));
        said.extend(asked.singular.get(at));
        for (k, from) in asked.read_from.iter().enumerate() {
            if from.is_some_and(|(s, e)| s <= at && at < e) {
                said.extend(asked.words.get(asked.typed + k));
                said.extend(asked.singular.get(asked.typed + k));
            }
        }
        let names = |w: &String| n.words(w).first().is_some_and(|f| said.contains(&f));
        // A market through the rows another column refers to is named by a market word.
        let Some(c) = t.columns.get(column) else {
            return markets.iter().any(names);
        };
        n.name_words(&c.name).iter().any(|w| said.contains(&w))
            || (c.kind == ColumnKind::Market && markets.iter().any(names))
            || refers(cx, table_doc, column)
                .and_then(|d| cx.bundle.docs.get(d))
                .and_then(|d| d.table.as_ref())
                .is_some_and(|other| other.about.iter().any(names))
    };
    if asked.asked_for(config).is_some_and(names_group) {
        return Some((column, false));
    }
    each().filter(|&at| names_group(at)).map(|_| (column, true))
}
