//! calculate: count, sum, average, min or max over the matching records, computed here, not by
//! the model. The figure and the records it came from go into the prompt.

pub(crate) mod compare;
pub(crate) mod rank;

use super::found::{Found, Supplied};
use crate::ask::facts::{Fact, What};
use crate::ask::prompt::{neutralize, neutralize_all};
use crate::ask::question::{self, Asked};
use crate::ask::reading::measures::{measure_named, without_comparisons, Masked};
use crate::ask::reading::record_query::{query, RecordQuery};
use crate::ask::reading::tables::choose_table;
use crate::ask::reading::Reading;
use crate::base::call::Call;
use crate::base::config::{Config, Op};
use crate::base::model::{field, Measure};
use crate::base::model::{ColumnKind, Table};
use crate::base::text::Joined;
use crate::bundle::Bundle;

pub(crate) fn run(cx: &Reading) -> Found {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let Some((table_doc, doc, t)) = choose_table(bundle, cx.values(), asked, cx.named()) else {
        return no_readable_table(cx);
    };
    let mut q = query(cx, table_doc, t);
    // Every answer of the table says which rows it read: set once, here.
    let mut out = figure(cx, table_doc, &doc.id, t, &mut q);
    out.scope = Some(q.scope(t, &doc.id));
    out
}

/// The figure over table `t`'s rows `q` picks, or why there is none.
fn figure(cx: &Reading, table_doc: usize, doc_id: &str, t: &Table, q: &mut RecordQuery) -> Found {
    let (bundle, asked) = (cx.bundle, cx.asked);
    // "C-3 sales growth from Q1 to Q2", "top 3 products by sales": a sum of the rows picked
    // would answer another question.
    beyond(cx, t, q);
    // "how many cargo bikes sold": a word saying which kind of product, read as nothing, would
    // leave every product's rows in the figure.
    // The words nothing explains, read once for the three readers below.
    let left = cx.unexplained(table_doc);
    if let Some(kind) = unread_kind(cx, t, &left) {
        q.unpicked_word(&kind, "names none of the products", "");
    } else if let Some((number, code)) = unread_number(cx, t) {
        match code {
            // "umsatz 610 dieses jahr": the FC-610's number, where no reader took it for the
            // product; the figure would be every product's.
            Some(code) => q.unpicked_word(&number, "may be the number of ", &neutralize(&code)),
            None => q.unpicked_word(&number, "no comparison reads", ""),
        }
    }
    if q.unpicked.is_empty() {
        if let Some((w, column)) = part_of_values(cx, table_doc, t, q, &left) {
            q.unpicked.push(format!(
                "\"{}\", a word of some {} values that picks none of them whole",
                neutralize(w),
                neutralize(column)
            ));
        }
    }
    // The table's id and its field names are source strings (see `neutralize`).
    let id = neutralize(doc_id);
    let part_picks = q.picked_by_part(&asked.parts, cx.values());
    // "at least 2 hours" asks for no minimum: the comparison's words are its own.
    let masked = without_comparisons(asked, cx.comparisons());
    let compared = q.comparisons.fields(t);
    let entities = counts_entities(cx, table_doc);
    // The measure the question names, read once for every reader below.
    let masked_words = masked.said();
    let named = measure_named(masked_words, t, &bundle.config);
    let (mut op, mut measure) = operation(
        &masked,
        t,
        &bundle.config,
        named.clone(),
        part_picks,
        &compared,
        entities,
    );
    // "¿Quién vendió más TR-260?": the most, by the measure it names.
    let asked_op = Op::ALL.iter().any(|o| {
        masked_words
            .first_used(&bundle.config.normalizer, bundle.config.operation_words(*o))
            .is_some()
    });
    // "how many claims on average", "no i mean the C-3, how many did we sell": a count's
    // words and an average's, no group asked: which figure is asked is not known (the average
    // given, of the table's first measure or of the units, answered another question; English
    // "mean" is a verb as often), unless a measure's words follow the count's and the average's
    // come after them or right before: "how many hours on average", "average number of repair
    // hours".
    let asked_group = rank::asked_group(cx, table_doc, t);
    let n = &bundle.config.normalizer;
    if op == Op::Average && asked_group.is_none() {
        let words = masked_words.words;
        let cfg = &bundle.config;
        if let (Some((c0, c1)), Some((o0, o1))) =
            (op_span(words, cfg, Op::Count), op_span(words, cfg, op))
        {
            let tail = words.get(c1..).unwrap_or_default();
            let named_next = t
                .measures
                .iter()
                .any(|m| m.words.iter().any(|p| tail.starts_with(&n.words(p))));
            if !named_next || (o0 < c1 && o1 != c0) {
                let w = words.get(o0).map_or("", |w| w.as_str());
                q.unpicked_word(w, "asks for another figure than the count's words", "");
            }
        }
    }
    let more = crate::ask::reading::comparisons::superlative(cx).filter(|_| !asked_op);
    if let Some((most, _)) = more {
        op = most;
        measure = measure.or_else(|| named.clone());
    }
    // A word another table counts is said so; else one nothing explains, when nothing else
    // was said.
    let said = match counted_elsewhere(cx, t, op, more.map(|m| m.1), &left) {
        Some(w) => Some((w, " does not count")),
        None if q.unpicked.is_empty() => {
            // "total sales revenue", "total dealer revenue": with no measure and no count
            // named, the word after the table's is what is summed, not the table's one measure
            // nor its rows.
            let field = named.as_ref();
            let defaulted =
                after_count_words(&asked.words, &bundle.config).is_none() && field.is_none();
            // "total sales revenue" with "sales" a measure's word: what follows it is summed.
            let named = field
                .filter(|_| !matches!(op, Op::Count))
                .and_then(|f| t.measures.iter().find(|m| &m.field == f));
            // "gem. reparatie uren" ("gem." for the Dutch average): with no operation's word,
            // the words are read from the question's start, as after one: a word nothing
            // explains may be the one that asks, and the sum a measure's name defaults to would
            // be another figure than the one asked.
            let from_start = !asked_op && more.is_none();
            unread_object(cx, &left, defaulted, named, from_start)
                .or_else(|| {
                    // A ranking's verb says what is ranked ("fails most often").
                    let rows = matches!(op, Op::Count | Op::Sum | Op::Average) && more.is_none();
                    rows.then(|| unread_predicate(cx, table_doc, t, q, &left))
                        .flatten()
                })
                .map(|w| (w, " does not hold"))
        }
        None => None,
    };
    if let Some((w, then)) = said {
        q.unpicked_word(w, &id, then);
    }
    // "compare the VM-90 sales of Bergen and Goteborg": each one's figure, not their sum. A
    // comparison of things no column picks two of ("compare 2025 and 2026") gets none.
    let comparing = asked.first_used(n, &bundle.config.questions.compare_words);
    let pair = q.filters.iter().find(|(_, v)| v.len() > 1).map(|(c, _)| *c);
    if let (Some(word), None) = (comparing, pair) {
        q.not_computed(word);
    }
    // One exit: the words, the id and the masked question read above are dropped once, not
    // again, inlined, at each return of an answer found early.
    'found: {
        if let Some(compared) = compare::run(cx, table_doc, q) {
            break 'found compared;
        }
        // "how many claims per dealer", "cada concesionario": each group's figure.
        let each = asked_group
            .filter(|g| g.1)
            .map(|g| g.0)
            .or(pair.filter(|_| comparing.is_some()));
        if let Some(ranked) = rank::run(cx, table_doc, q, op, each, comparing.is_some()) {
            break 'found ranked;
        }
        // "did bucuresti sell more than cluj" with "cluj" read as nothing: two things compared and
        // not two sides found, nor a ranking ("più alto ... di": the highest of). One side's
        // figure, or both added, would answer another question.
        // "Ankara bu yıl İzmir'den daha fazla EM-310 sattı mı" (the nineteenth company's
        // c09): two things of one column picked and a more word, with no than word between
        // them (a language saying "than" in an ending): which side is which is not known, and
        // their sum answers nothing asked.
        match crate::ask::reading::comparisons::two_things(cx) {
            Some(how) => q.apart(asked, how.than, &id),
            None if more.is_none() => _ = q.compared_apart(cx, &id),
            None => {}
        }
        // "total sales per dealer" of a table with no dealer column: its total would be every
        // dealer's, not each one's.
        if let Some(w) = each.is_none().then(|| per_unread(cx, t, op)).flatten() {
            q.unpicked_word(&w, &id, " has no column for");
        }
        // "Which city had the most claims?": a ranking by something the table has no column for.
        // The table's maximum would answer another question: say so, give no figure. A ranking
        // declined for what was not understood ("which market had the biggest growth") says that.
        if let Some(thing) = unranked(cx, t, op, q) {
            break 'found no_ranking(q, t, &id, &thing);
        }
        // "which market logged the fewest hours", with "fewest" not an operation word of this
        // corpus, or "which route had the greatest total weight": the question asks for a market,
        // and a figure over every market's rows answers another question. What was not
        // understood is said.
        if !matches!(op, Op::Min | Op::Max) && q.understood() {
            // Each group's figure asked ("per market") is no question of which.
            if let Some((c, false)) = asked_group {
                // A market through another table's rows (a group column past the table's own).
                let market = bundle.config.questions.market_words.first();
                let name = t.columns.get(c).map(|c| &c.name).or(market);
                let column = neutralize(name.map_or("", |n| n.as_str()));
                let then = format!("; no figure: the question asks which {column}, and no word asks for the most or the least");
                let fact = Fact::WhichGroup {
                    column,
                    count: q.rows.len(),
                    table: id.clone(),
                };
                break 'found shown(q, t, &id, &then, fact);
            }
        }
        let mut out = Found::default();
        // "How many dealers have BP-36-3 in stock", "... have no BP-36-3": the rows holding some
        // (or none) are counted, as a list would name them.
        // "How many dealers have battery claims", "combien de concessionnaires ont des ventes": the
        // dealers the rows name are counted, each once, whatever measure the other words name.
        let mut things = None;
        if matches!(op, Op::Count | Op::Sum) {
            let found = counted_things(cx, table_doc, t);
            if found.is_some() {
                (op, measure) = (Op::Count, None);
            }
            match found {
                Some(Ok(c)) => things = Some(c),
                // Said once: an unread word may have said it already.
                Some(Err(w)) if q.unpicked.is_empty() => q.unpicked_word(w, &id, " does not hold"),
                _ => {}
            }
        }
        // "quante vendite nel 2026" of sales by dealer, product and month: a row is an amount, not
        // a sale, and counting rows counts months. Its one measure is what is counted; of several,
        // which one is not known (`which`). A count of the rows' things ("how many dealers") or a
        // measure named is asked as it is, and so are rows of a day each (invoices, claims): events.
        let mut of_amounts = false;
        if op == Op::Count
            && things.is_none()
            && measure.is_none()
            && !t.measures.is_empty()
            && q.comparisons.applied.is_empty()
            && rank::amounts(cx, table_doc, t)
            && periodic(bundle, cx.values().rows(table_doc), t)
        {
            match t.measures.as_slice() {
                [one] => (op, measure) = (Op::Sum, Some(one.field.clone())),
                _ => of_amounts = true,
            }
        }
        if op == Op::Count {
            super::list::keep_holders(cx, table_doc, t, q, &mut out);
        }
        out.evidence = Supplied::plain_all(&q.rows);
        let unnamed = unnamed_measure(
            &masked,
            t,
            op,
            measure.is_some(),
            named.is_some(),
            &bundle.config,
        );
        // "total for the TR-260 claims" of a table with labour hours and boiler cycles: which one
        // is not known, and the first would be a guess.
        let which = of_amounts
            || unnamed.is_none() && op != Op::Count && t.measures.len() > 1 && named.is_none();
        let counted = things.and_then(|c| t.columns.get(c)).map(|c| &c.name);
        let what = What {
            op: op.key(),
            measure: measure.as_ref().or(counted).map(|m| neutralize(m)),
            of_records: false,
        };
        let column = measure
            .as_ref()
            .and_then(|m| t.columns.iter().position(|c| &c.name == m));
        // A figure over rows that ignore the question's time, or a comparison it makes, would
        // answer another question.
        let figure = match things {
            Some(c) => Some(distinct(bundle, &q.rows, c)),
            None => compute(bundle, &q.rows, op, column).map(round),
        };
        let figure = figure.filter(|_| {
            q.understood() && q.comparisons.unclear.is_empty() && unnamed.is_none() && !which
        });
        // A minimum or maximum is the rows that have it, not every row it was chosen from.
        if let (Op::Min | Op::Max, Some(c), Some(f)) = (op, column, figure) {
            out.keep_evidence(&mut |s: &Supplied| has_value(bundle, s.block, c, f));
        }
        out.trace.push(q.trace(
            t,
            &id,
            format_args!(
                "; {what} = {}",
                figure.map_or("no figure".into(), crate::base::decimal::figure)
            ),
        ));
        // "An electronics claim has no hour meter": the rows without a value are not in the
        // figure, and the answer says which they are rather than averaging them as zero.
        let mut blanks: Vec<String> = Vec::new();
        if let (Some(c), false) = (column, op == Op::Count) {
            for &r in &q.rows {
                if let Some(b) = bundle.blocks.get(r) {
                    if crate::base::decimal::parse(field(b, c)).is_none() {
                        blanks.push(neutralize(&b.id));
                    }
                }
            }
        }
        out.known_facts.push(match figure {
            Some(f) => {
                // A minimum or maximum names the rows that have it; other figures, every row counted.
                let mut ids: Vec<String> = Vec::new();
                for s in &out.evidence {
                    if let Some(b) = bundle.blocks.get(s.block) {
                        // A row with a blank measure is not what the figure was computed from.
                        let blank = op != Op::Count
                            && column.is_some_and(|c| {
                                crate::base::decimal::parse(field(b, c)).is_none()
                            });
                        if !blank {
                            ids.push(neutralize(&b.id));
                        }
                    }
                }
                figure_fact(q, t, &id, op, &what, f, ids)
            }
            None if which => Fact::WhichMeasure {
                op: op.key(),
                measures: {
                    let mut said = Vec::with_capacity(t.measures.len());
                    for m in &t.measures {
                        said.push(neutralize(&m.field));
                    }
                    said
                },
                count: q.rows.len(),
                table: id.clone(),
            },
            None => no_figure_fact(
                q,
                t,
                &id,
                op,
                &what,
                unnamed.as_deref(),
                column.map(|_| &mut blanks),
            ),
        });
        if figure.is_some() && !blanks.is_empty() {
            out.known_facts.push(blanks_fact(q, &id, &what, blanks));
        }
        if figure.is_some() && q.every_market(t, cx.bundle) {
            out.known_facts
                .push(Fact::EveryMarket { table: id.clone() });
        }
        out.figure = figure;
        // What the rows cannot pick is said once: by the fact of no figure when that is its reason.
        let said_unpicked = matches!(out.known_facts.last(), Some(Fact::Unpicked { .. }));
        out.note(match said_unpicked {
            true => q.notes_beside_unpicked(),
            false => &q.notes,
        });
        out
    }
}

/// Whether a table's rows are of periods, not days: no date column (a year or quarter column
/// says when), or every date the first of a month.
fn periodic(bundle: &crate::bundle::Bundle, rows: &[usize], t: &Table) -> bool {
    let Some(c) = t.column_of(ColumnKind::Date) else {
        return true;
    };
    for &r in rows {
        let Some(b) = bundle.blocks.get(r) else {
            continue;
        };
        if crate::base::date::Date::parse(field(b, c)).is_ok_and(|d| d.day != 1) {
            return false;
        }
    }
    true
}

/// The question's words asking for arithmetic beyond the five operations (`[questions]
/// beyond_words`), but those the table's own words or a value the question names also hold
/// ("failure rate" as a column, a "top case" in a cell): those are read as what they name.
/// Each is said not computed in `q`.
fn beyond(cx: &Reading, t: &Table, q: &mut RecordQuery) {
    let config = &cx.bundle.config;
    for phrase in &config.questions.beyond_words {
        let words = config.normalizer.words(phrase);
        if cx.asked.uses(&words) && !table_holds(cx, t, &words) {
            q.not_computed(phrase);
        }
    }
}

/// A number typed that no reader took (no year, no comparison's or unit's figure, no piece of a
/// code): right before a measure's word, the number and that word, with no code ("με πάνω από
/// 5 ώρες"); else, of a question naming no product over a table with a product column, one
/// product's number alone ("umsatz 610 dieses jahr": FC-610; "average repair hours of the 105
/// claims", of the VM-105's or of 105 claims), the number as typed and the product's code.
fn unread_number(cx: &Reading, t: &Table) -> Option<(String, Option<String>)> {
    let (asked, config) = (cx.asked, &cx.bundle.config);
    let q = &config.questions;
    let products = asked.products.is_empty()
        && t.column_of(crate::base::model::ColumnKind::Product)
            .is_some();
    let typed = asked.typed.min(asked.words.len());
    // Lowercased once, and only for a question with a number.
    let mut lowered: Option<String> = None;
    for i in 0..typed {
        let Some(w) = asked.words.get(i) else {
            continue;
        };
        let year = w.len() == 4 && question::year_like(w);
        if w.is_empty() || w.len() > 4 || year || !w.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        // A piece of a code ("CP-110 excepted": the product taken out) is no number alone.
        let text = lowered.get_or_insert_with(|| asked.text.to_ascii_lowercase());
        if !question::standalone(text, w) {
            continue;
        }
        if asked.when.used.contains(&i)
            || cx.comparisons().iter().any(|s| s.start <= i && i < s.end)
        {
            continue;
        }
        let next = asked.words.get(i + 1).map_or("", String::as_str);
        // "με πάνω από 5 ώρες" where "πάνω" (above) is no configured word: a number right
        // before a measure's word, that nothing else explains, bounds the rows by the measure
        // as surely as "over 5 hours" would; a figure over every row would answer another
        // question.
        let mut measured = false;
        for m in &t.measures {
            measured |= m.field == next;
            for p in &m.words {
                // The phrase's first word, by bytes: a split was code of its own.
                let rest = p.as_bytes().get(next.len()..);
                measured |= p.starts_with(next) && matches!(rest, Some([] | [b' ', ..]));
            }
        }
        // Not a product's number read as the product ("300 units" of the SN-300), nor a piece
        // of a part typed in pieces.
        let bound = measured && !next.is_empty() && asked.parts.is_empty();
        if bound
            && !question::numbered_product(config, w)
                .is_some_and(|p| asked.products.contains(&p.code))
        {
            let mut said = w.clone();
            said.push(' ');
            said.push_str(next);
            return Some((said, None));
        }
        // "24 kW", "2 hours": a unit's figure.
        let unit = asked.words.get(i + 1).is_some_and(|x| {
            q.units.contains(x) || !crate::ask::when::unit_words(&config.dates, x).is_empty()
        });
        if !products || unit {
            continue;
        }
        if let Some(p) = question::numbered_product(config, w) {
            return Some((w.clone(), Some(p.code.clone())));
        }
    }
    None
}

/// What the question says of which products its rows are that names none, when it names no
/// product and the table's rows are per product: a number no reader took ("how many 999
/// sold"), or a product word ("bikes", "vélos") beside a word the table and the question's
/// reading leave unexplained ("cargo bikes", "vélos pliants"). As typed.
fn unread_kind(cx: &Reading, t: &Table, left: &[String]) -> Option<String> {
    let (asked, config) = (cx.asked, &cx.bundle.config);
    let n = &config.normalizer;
    let per_product = t
        .column_of(crate::base::model::ColumnKind::Product)
        .is_some();
    if !asked.products.is_empty() || !per_product {
        return None;
    }
    // "how many 999 sold": a number where the thing counted goes, and no product has it.
    if let Some(mut at) = after_count_words(&asked.words, config) {
        while asked.words.get(at).is_some_and(|w| n.tokens(w).is_empty()) {
            at += 1;
        }
        if let Some(w) = asked.words.get(at) {
            if w.bytes().all(|b| b.is_ascii_digit()) && !asked.when.used.contains(&at) {
                return Some(w.clone());
            }
        }
    }
    let typed = asked.typed.min(asked.words.len());
    let kind_word = |l: &String| config.questions.product_words.contains(l);
    let alias = |o: &String| some_name(config, o);
    for i in 0..typed {
        let Some(w) = asked.words.get(i) else {
            continue;
        };
        let one = asked.singular.get(i).unwrap_or(w);
        // "velos" typed, read again as "vélos".
        if !kind_word(one) && !kind_word(w) && !respelled_as(asked, i, &mut { kind_word }) {
            continue;
        }
        for &j in &[i.wrapping_sub(1), i + 1] {
            // "produit s'est": a letter an apostrophe left is no word.
            let beside = match asked.words.get(j) {
                Some(b) if j < typed && !asked.when.used.contains(&j) => b,
                _ => continue,
            };
            // "bike models": two product words say one kind.
            if beside.chars().nth(1).is_none()
                || kind_word(beside)
                || asked.singular.get(j).is_some_and(kind_word)
            {
                continue;
            }
            let tokens = n.tokens(beside);
            // "cellules", "vélos pliants": a word of a product's name ("cellule de
            // refroidissement"), or one the glossary reads as such ("folding bike"), when the
            // question does not name it whole, is no kind read either.
            let mut unread = (!tokens.is_empty() && all_left(&tokens, left))
                || some_name(config, beside)
                || asked.singular.get(j).is_some_and(alias);
            unread |= respelled_as(asked, j, &mut { alias });
            if unread {
                let (a, b) = if j < i { (beside, w) } else { (w, beside) };
                return Some([a.as_str(), b.as_str()].joined(" "));
            }
        }
    }
    // "reclamações pendentes do controlador": a word of some products' names of several words
    // ("controlador de riego"), not all of them, alone and none of the table's own, would pick
    // those products' rows. Not with a negation or an except word: "not counting scooters",
    // "apart from scooter" leave a kind out.
    if asked.first_used(n, &config.questions.negations).is_some()
        || asked
            .first_used(n, &config.questions.except_words)
            .is_some()
    {
        return None;
    }
    for i in 0..typed {
        let Some(w) = asked.words.get(i) else {
            continue;
        };
        // A word typed again was judged where it was first typed: the cost follows the
        // question's distinct words, not its repeats.
        if asked
            .words
            .get(..i)
            .is_some_and(|before| before.contains(w))
        {
            continue;
        }
        let one = asked.singular.get(i).unwrap_or(w);
        let tokens = n.tokens(w);
        if w.chars().nth(3).is_some()
            && w.chars().all(char::is_alphabetic)
            && !tokens.is_empty()
            && !kind_word(w)
            && !kind_word(one)
            && (alias(w) || alias(one))
            && !table_holds(cx, t, &tokens)
        {
            return Some(w.clone());
        }
    }
    None
}

/// "per dealer" typed after a per word, when it names a kind of thing another readable table
/// holds, the markets or the products, and table `t` groups nothing by it. A per word
/// is also "by" ("sold by dealers"), so a plural after it asks a group only of an average.
fn per_unread(cx: &Reading, t: &Table, op: Op) -> Option<String> {
    let (asked, config) = (cx.asked, &cx.bundle.config);
    let q = &config.questions;
    let mut tried = Vec::new();
    // The typed words by `get`, not `take`: an adapter of its own in the page's wasm.
    let typed = asked.words.get(..asked.typed).unwrap_or(&asked.words);
    for (i, w) in typed.iter().enumerate() {
        // "per dealer", and "each dealer" (an every word before a singular: "all dealers" is
        // the total).
        let per = q.per_words.contains(w);
        if !per && !q.every_words.contains(w) {
            continue;
        }
        let (Some(next), Some(one)) = (asked.words.get(i + 1), asked.singular.get(i + 1)) else {
            continue;
        };
        let of = |l: &[String]| l.contains(next) || l.contains(one);
        // Another table's column named whole ("each status", which plurals read as
        // "statu"): as singular as its name. Its about words are read in the same walk (one
        // walk's code in the page's wasm, not two).
        let (mut column, mut about) = (false, false);
        for (_, _, other) in cx.tables() {
            for c in other.columns.iter().skip(1) {
                column |= &c.name == next;
            }
            about |= of(&other.about);
        }
        // A word repeated is tried once.
        if next != one && !column && (op != Op::Average || !per) || tried.contains(&next) {
            continue;
        }
        tried.push(next);
        // "per claim" of claims is each row: the plain figure.
        if of(&t.about) {
            return None;
        }
        // Another table's about word, or one of its columns ("each part" of sales by dealer
        // and product, where the claims and the stock name a part).
        if of(&q.market_words) || of(&q.product_words) || column || about {
            // Pushed, not formatted: a `format!` is code of its own at each call.
            let mut said = w.clone();
            said.push(' ');
            said.push_str(next);
            return Some(said);
        }
    }
    None
}

/// A word of what the operation is asked of that the table and the question's reading leave
/// unexplained: "how many motorbikes did we sell", "how many cargo claims": the figure would
/// be of the rows without that word's say. The words right after the first operation word, up
/// to a grammar word, a common word or a time; as typed. Also the word right after the first
/// one explained: in "total sales revenue" the thing summed is the revenue; with a measure
/// named (not `defaulted`), unless it is a participle ("hours spent").
fn unread_object<'a>(
    cx: &Reading<'a>,
    left: &[String],
    defaulted: bool,
    measure: Option<&Measure>,
    from_start: bool,
) -> Option<&'a String> {
    let (asked, config) = (cx.asked, &cx.bundle.config);
    let n = &config.normalizer;
    // After the question's first operation word (from its start, `from_start`, when it has
    // none).
    let mut start: Option<usize> = None;
    for &op in &Op::ALL {
        if let Some(a) = after_op_words(&asked.words, config, op) {
            start = Some(start.map_or(a, |s| s.min(a)));
        }
    }
    // Read from the start, the words of politeness that open it go too ("please gem. reparatie
    // uren", "bonjour, moyenne …").
    let opening = start.is_none();
    let mut at = start.or(from_start.then_some(0))?;
    let per = &config.questions.per_words;
    let common = &config.questions.common_words;
    while asked.words.get(at).is_some_and(|w| {
        (n.tokens(w).is_empty() || opening && common.contains(w)) && !per.contains(w)
    }) {
        at += 1;
    }
    // The words before the first one something explains (the table's, a measure's, a
    // product's): "how many cargo claims", "how many motorbikes did we sell". Not after it:
    // what follows the thing asked of is a verb as often as not ("claims filed", "hours spent").
    let mut first = None;
    let (mut explained, mut before_measure) = (false, false);
    while at < asked.typed && !asked.when.used.contains(&at) {
        let w = asked.words.get(at)?;
        let tokens = n.tokens(w);
        if tokens.is_empty() || config.questions.common_words.contains(w) || per.contains(w) {
            break;
        }
        // "e-motorbikes": a letter a dash left is no word. Two letters are a grammar word in
        // every pack's language ("ne" of "quanti ne abbiamo"). A word read again ("réclamations"
        // as "claims") is the word it was read as.
        if w.chars().nth(2).is_some() {
            if !all_left(&tokens, left)
                || respelled_as(asked, at, &mut |r: &String| !all_left(&n.tokens(r), left))
            {
                let of_measure = |w: &String| {
                    measure.is_some_and(|m| m.words.iter().any(|x| n.words(x).contains(w)))
                };
                // Read from the start, only a word right before a measure's ("gem. reparatie
                // uren"): a verb or a word asking to compare opens a question as often.
                before_measure = first.is_some()
                    && (of_measure(w) || respelled_as(asked, at, &mut |r: &String| of_measure(r)));
                // Each word of a measure's phrase ("repair hours"); else one explained word.
                if first.is_some() || !(of_measure(w) || defaulted && !explained) {
                    break;
                }
                explained = true;
            } else if first.is_none() {
                // After a measure's word, a participle says what was done with it ("hours
                // spent"), a short form what it is ("repair hrs"), any other word what is
                // summed ("total sales revenue", "how many hours mtbf").
                if explained && measure.is_some_and(|m| config.done(w) || abbreviates(w, m)) {
                    break;
                }
                first = Some(w);
                if explained {
                    break;
                }
            }
        } else if w.chars().nth(1).is_some() {
            break;
        }
        at += 1;
    }
    first.filter(|_| !from_start || before_measure)
}

/// A word beside the thing counted that nothing explains and no list of the question's
/// grammar holds: "how many claims are pending", "pending claims", "réclamations en attente".
/// It says which rows are counted as surely as a value would, and counting every row would
/// answer another question. Only beside the table's own word (common words between): a word
/// elsewhere is a verb or a clause of its own as often ("took more than 2 hours to fix", "es
/// urgente"); a verb of the asking beside it ("claims did we get") is a common word of its
/// language's pack or of `[questions] common_words`, and a participle a done word ("filed").
fn unread_predicate<'a>(
    cx: &Reading<'a>,
    table_doc: usize,
    t: &Table,
    rq: &RecordQuery,
    left: &[String],
) -> Option<&'a String> {
    let (asked, config) = (cx.asked, &cx.bundle.config);
    let (n, q) = (&config.normalizer, &config.questions);
    let typed = asked.typed.min(asked.words.len());
    // A short word nothing explains is passed as a preposition of a language with no pack
    // ("zbog korozije", "dėl gedimo", "због вибрација"): the word it governs says which rows.
    let filler = |w: &String| {
        n.stopwords.contains(w)
            || q.place_words.contains(w)
            || config.asking_word(w)
            || (crate::base::text::char_count(w) <= 4
                && !w.bytes().any(|b| b.is_ascii_digit())
                && left.contains(w))
    };
    // "brake" of rows picked as "brakes": a word of a value the rows were picked by.
    let picked = |w: &str| {
        rq.filters.iter().any(|(_, values)| {
            values.iter().any(|v| {
                crate::base::text::find_text(&crate::base::case::lowercase(v), w).is_some()
            })
        })
    };
    let unread = |at: usize| -> bool {
        let Some(w) = asked.words.get(at) else {
            return false;
        };
        // The question's grammar: common, negation, comparison, asking and operation words,
        // and the phrases comparing, joining and bounding ("ainsi que", "under 2 hours").
        let mut grammar = config.asking_word(w);
        for l in [&q.compare_words, &q.and_words] {
            for p in l.iter() {
                grammar |= crate::base::text::split_ascii(p, b" ").contains(&w.as_str());
            }
        }
        for c in cx.comparisons() {
            grammar |= (c.start..c.end).contains(&at);
        }
        // A product named in a plural of another language ("cargadores").
        for p in &config.products {
            for a in &p.aliases {
                let a = crate::base::case::lowercase(a);
                grammar |= a.chars().nth(3).is_some() && w.starts_with(a.as_str());
            }
        }
        // A participle by its ending ("-ed") may be a status ("reopened", "annulées"): only
        // the done words listed whole are the asking's. From five letters: the grammar words
        // of a language with no pack are short ("bylo", "blev", "van"), and a corpus may list
        // none of them.
        w.chars().nth(4).is_some()
            && !grammar
            && !asked.when.used.contains(&at)
            && !q.done_words.contains(w)
            && !picked(w)
            && !t.measures.iter().any(|m| abbreviates(w, m))
            && all_left(&n.tokens(w), left)
    };
    for about in &t.about {
        let phrase = n.words(about);
        let found = crate::base::text::find_phrase(&asked.words, &phrase)
            .or_else(|| crate::base::text::find_phrase(&asked.singular, &phrase));
        let Some(start) = found.and_then(|at| asked.typed_at(at)) else {
            continue;
        };
        // A glossary's reading stands for the one typed word it was read from.
        let end = match found.is_some_and(|at| at >= asked.typed) {
            true => start + 1,
            false => start + phrase.len(),
        };
        // The first word after it and the last before it that is no common word.
        let mut after = end;
        while asked.words.get(after).is_some_and(&filler) {
            after += 1;
        }
        let mut before = start;
        while before > 0 && asked.words.get(before - 1).is_some_and(&filler) {
            before -= 1;
        }
        for at in [after, before.wrapping_sub(1)] {
            if at < typed && unread(at) {
                // Read once, at the first word it would stop: it walks the table's rows.
                return categorical(cx, table_doc, t, rq)
                    .then(|| asked.words.get(at))
                    .flatten();
            }
        }
    }
    None
}

/// Whether the table has a column of text whose values repeat (a status, a fault: at most a
/// third as many values as rows) that the question picks none of: what an unread word may
/// name. A key, a serial or a name per row is no such column.
fn categorical(cx: &Reading, table_doc: usize, t: &Table, rq: &RecordQuery) -> bool {
    let rows = cx.values().rows(table_doc);
    for (c, col) in t.columns.iter().enumerate() {
        if c == 0
            || col.kind != crate::base::model::ColumnKind::Text
            || rq.filters.iter().any(|(fc, _)| *fc == c)
        {
            continue;
        }
        let mut seen = crate::base::hash::Words::default();
        let mut distinct = 0;
        for &r in rows {
            let Some(v) = cx.bundle.blocks.get(r).and_then(|b| b.fields.get(c)) else {
                continue;
            };
            if !v.is_empty() && !seen.contains(v) {
                seen.insert(v.clone());
                distinct += 1;
            }
        }
        if distinct > 1 && distinct * 3 <= rows.len() {
            return true;
        }
    }
    false
}

/// Whether `word` is a short form of a word of `m`'s names or field ("hrs" of "hours"): its
/// letters in order in it, from its first, and fewer.
fn abbreviates(word: &str, m: &Measure) -> bool {
    m.words.iter().any(|x| short_of(word.as_bytes(), x)) || short_of(word.as_bytes(), &m.field)
}

/// Whether `word` is a short form of a word of `name` (see `abbreviates`). Bytes, not `split`
/// and `chars`: their instances cost the page's wasm 0.8 KB gzip.
#[inline(never)]
fn short_of(word: &[u8], name: &str) -> bool {
    let (mut at, mut len) = (0, 0);
    for b in name.bytes() {
        if !b.is_ascii_alphanumeric() {
            (at, len) = (0, 0);
            continue;
        }
        len += 1;
        if word.get(at) == Some(&b) && (at > 0 || len == 1) {
            at += 1;
        }
        if at == word.len() && len > at {
            return true;
        }
    }
    false
}

/// Whether each of `tokens` is one of `left`, the words nothing explains.
#[inline(never)]
/// "how many claims with motor faults", of faults written "mótor fer ekki í gang": a word the
/// question types that is one word of some values of a text column no filter picks, and
/// nothing else explains. Counting every row would answer another question; the rows holding
/// the word would be a guess at which values were meant (the other languages' "motorn startar
/// inte").
fn part_of_values<'a>(
    cx: &Reading<'a>,
    table_doc: usize,
    t: &'a Table,
    q: &RecordQuery,
    left: &[String],
) -> Option<(&'a String, &'a str)> {
    let (asked, bundle) = (cx.asked, cx.bundle);
    let n = &bundle.config.normalizer;
    let mut words: Vec<(&String, Vec<String>)> = Vec::new();
    for at in 0..asked.typed {
        let Some(w) = asked.words.get(at) else {
            continue;
        };
        // A negation is read by what it negates, a flag or a quantity ("ekki" of "mótor fer
        // ekki í gang" is no fault asked).
        let q = &bundle.config.questions;
        if asked.when.used.contains(&at)
            || w.chars().nth(2).is_none()
            || q.negations.contains(w)
            || q.none_words.contains(w)
        {
            continue;
        }
        let tokens = n.tokens(w);
        if !tokens.is_empty() && all_left(&tokens, left) {
            words.push((w, tokens));
        }
    }
    if words.is_empty() {
        return None;
    }
    // The tables its rows refer to as well: "prodao Jadran Nautika" of the dealer "Jadran
    // Nautika d.o.o." summed every dealer's sales.
    // Only those the asker may read in this situation: a wider bundle's other tables are not
    // the asker's, and a note naming their column would say what they hold.
    let mut tables: Vec<(usize, &'a Table)> = Vec::from([(table_doc, t)]);
    for (j, d) in bundle.docs.iter().enumerate() {
        if let Some(other) = d.table.as_ref() {
            if j != table_doc
                && asked.filters.allows(d)
                && cx.values().refers_to(bundle, table_doc, j)
            {
                tables.push((j, other));
            }
        }
    }
    // The words of the rows of those tables the question names otherwise ("velo antwerpen",
    // whose town names it) are meant of them. A table no value is named of is not walked.
    let mut own: Vec<String> = Vec::new();
    for &(doc, _) in tables.get(1..).unwrap_or_default() {
        if !cx.named().iter().any(|v| v.doc == doc) {
            continue;
        }
        for &r in cx.values().rows(doc) {
            let Some(b) = bundle.blocks.get(r) else {
                continue;
            };
            let key = b.fields.first();
            if cx
                .named()
                .iter()
                .any(|v| v.doc == doc && key.is_some_and(|k| *k == v.key))
            {
                for f in &b.fields {
                    for t in &n.tokens(f) {
                        own.push(n.fold(t).into_owned());
                    }
                }
            }
        }
    }
    // Without accents: "velo" typed is read as the vocabulary's "vélo". A loop, not `retain`:
    // its instance for these pairs was code of its own in the page's wasm.
    let mut kept = Vec::with_capacity(words.len());
    for (w, tokens) in words {
        let mut theirs = true;
        for t in &tokens {
            theirs &= own.contains(&n.fold(t).into_owned());
        }
        if !theirs {
            kept.push((w, tokens));
        }
    }
    let words = kept;
    for &(doc, t) in &tables {
        for (c, col) in t.columns.iter().enumerate() {
            if c == 0 || col.kind != crate::base::model::ColumnKind::Text {
                continue;
            }
            if doc == table_doc && q.filters.iter().any(|(fc, _)| *fc == c) {
                continue;
            }
            // Each value read once, by a set: a column of values all different (a serial, a
            // description) would make a list's lookup a walk of the rows for every row.
            let mut seen = crate::base::hash::Words::default();
            for &r in cx.values().rows(doc) {
                let Some(b) = bundle.blocks.get(r) else {
                    continue;
                };
                let Some(v) = b.fields.get(c) else {
                    continue;
                };
                if seen.contains(v) {
                    continue;
                }
                seen.insert(v.clone());
                let held = n.tokens(v);
                if held.len() < 2 {
                    continue;
                }
                for (w, tokens) in &words {
                    if tokens.iter().all(|x| held.contains(x)) {
                        return Some((w, &col.name));
                    }
                }
            }
        }
    }
    None
}

fn all_left(tokens: &[String], left: &[String]) -> bool {
    for t in tokens {
        if !left.contains(t) {
            return false;
        }
    }
    true
}

/// Whether the typed word at `at` was read again as a word `take` accepts (a respelling or a
/// glossary reading: "velos" as "vélos").
fn respelled_as(asked: &Asked, at: usize, take: &mut dyn Call<String, bool>) -> bool {
    crate::ask::question::read_again(&asked.read_from, &asked.words, asked.typed, at, take)
}

/// Whether `word` is a word of some products' names of several words, not of every product's
/// (a brand every name holds picks no product).
fn some_name(config: &Config, word: &str) -> bool {
    let mut named = 0;
    for p in &config.products {
        named += usize::from(p.aliases.iter().any(|a| {
            let words = config.normalizer.words(a);
            words.len() > 1 && words.iter().any(|w| w == word)
        }));
    }
    named > 0 && named < config.products.len()
}

/// Whether one phrase of the table's own (an about word, a column's name, a measure's word) or
/// a value the question names holds every word of `words`.
fn table_holds(cx: &Reading, t: &Table, words: &[String]) -> bool {
    let n = &cx.bundle.config.normalizer;
    let held = |text: &str| {
        let own = n.words(text);
        words.iter().all(|w| own.contains(w))
    };
    let mut theirs = t.about.iter().any(|a| held(a));
    for c in &t.columns {
        theirs |= held(&c.name);
    }
    for m in &t.measures {
        theirs |= m.words.iter().any(|w| held(w));
    }
    for v in cx.named() {
        theirs |= held(&v.value);
    }
    theirs
}

/// "Which dealer had the most claims?" asked of a table of dealers (the asker may not read the
/// claims): the most or the least counts what its word is followed by, and a count of this
/// table's rows by a word the table leaves unexplained (`reading::explained`) answers another
/// question (each dealer "1"). The word, when so.
#[inline(never)]
fn counted_elsewhere<'a>(
    cx: &Reading<'a>,
    t: &Table,
    op: Op,
    more: Option<&String>,
    left: &[String],
) -> Option<&'a String> {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let config = &bundle.config;
    let n = &config.normalizer;
    // A measure named is what is ranked by. "how many claims per dealer" asked of the dealers
    // (the asker may not read the claims) counts no dealer either.
    if !matches!(op, Op::Max | Op::Min | Op::Count)
        || !asked.parts.is_empty()
        || measure_named(asked.said(), t, config).is_some()
    {
        return None;
    }
    // After the most's own word, or the more word read as the most (`more`: "¿quién vendió
    // más?").
    let after = after_op_words(&asked.words, config, op).or_else(|| {
        let phrase = n.words(more?);
        crate::base::text::find_phrase(&asked.words, &phrase).map(|at| at + phrase.len())
    })?;
    let at = object_at(asked, config, after);
    let typed = asked.words.get(at)?;
    // "fails most often", "the lowest quarterly figure": a common word (often, souvent,
    // quarterly, trimestriel...) counts the rows themselves.
    if config.questions.common_words.contains(typed) {
        return None;
    }
    // A word the vocabulary or the glossary read is what it was read as, and that reading (or
    // the glossary's of it) must be the table's own: "reclamations" is "réclamations", the
    // claims; "premios" read as "precios" is no thing a table of dealers counts.
    let mut loose: Vec<&String> = Vec::new();
    asked.readings_at(at, &mut loose);
    // The table's unexplained words are read only for a word typed as it stands: they walk
    // the readable tables' about words.
    let unheld = match loose.is_empty() {
        true => n.tokens(typed).iter().any(|w| left.contains(w)),
        false => !loose.iter().any(|x| {
            let mut held = table_holds(cx, t, &n.words(x));
            for (from, to) in &config.glossary {
                held |= matches!(from.as_slice(), [one] if one == *x) && table_holds(cx, t, to);
            }
            held
        }),
    };
    unheld.then_some(typed)
}

/// No record table this persona may read matches the question: what search finds, and why
/// there is no figure.
fn no_readable_table(cx: &Reading) -> Found {
    let mut out = Found::search_fallback(
        cx,
        "records no table named: no record table this persona may read is named by the question's words"
            .into(),
    );
    out.known_facts.push(Fact::NoneReadable);
    out
}

/// A ranking by `thing`, which table `id` has no column for: its matching records as they are,
/// and no figure.
fn no_ranking(q: &RecordQuery, t: &Table, id: &str, thing: &str) -> Found {
    let thing = neutralize(thing);
    let then = format!("; no ranking by \"{thing}\": {id} has no such column");
    let fact = Fact::Unranked {
        thing,
        count: q.rows.len(),
        table: id.to_string(),
    };
    shown(q, t, id, &then, fact)
}

/// Table `id`'s rows `q` picks, supplied as they are, with the trace line of them (then
/// `then`), `fact` and the notes: the answer of no figure. Out of line: each such answer built
/// its `Found` field by field.
#[inline(never)]
fn shown(q: &RecordQuery, t: &Table, id: &str, then: &str, fact: Fact) -> Found {
    let mut out = Found::default();
    out.trace.push(q.trace(t, id, format_args!("{then}")));
    out.evidence = Supplied::plain_all(&q.rows);
    out.known_facts.push(fact);
    out.note(&q.notes);
    out
}

/// The word the figure is asked of (see `asked_of`) when `op` is of a measure the question does
/// not name, so that the table's first measure stands in for it.
fn unnamed_measure(
    masked: &Masked,
    t: &Table,
    op: Op,
    has_measure: bool,
    named: bool,
    config: &Config,
) -> Option<String> {
    // "total cost in EUR of the claims": a figure of a measure the question does not name, of
    // a thing none of the table's words is, would be the first measure's, silently. Said.
    let defaulted = !matches!(op, Op::Count) && has_measure && !named;
    defaulted.then(|| asked_of(masked, t, op, config)).flatten()
}

/// `op` over `rows`: their count, or of the numbers in `column`. None without a column or with
/// no number in it.
fn compute(bundle: &Bundle, rows: &[usize], op: Op, column: Option<usize>) -> Option<f64> {
    let mut values: Vec<f64> = Vec::new();
    if let Some(c) = column {
        for &r in rows {
            if let Some(v) = bundle
                .blocks
                .get(r)
                .and_then(|b| crate::base::decimal::parse(field(b, c)))
            {
                values.push(v);
            }
        }
    }
    match (op, column) {
        (Op::Count, _) => Some(rows.len() as f64),
        (_, None) => None,
        (_, Some(_)) if values.is_empty() => None,
        (Op::Sum, _) => Some(values.iter().sum()),
        (Op::Average, _) => Some(values.iter().sum::<f64>() / values.len() as f64),
        // One loop for both, not a `reduce` with each: an iterator's code apiece in the page's
        // wasm.
        (Op::Min | Op::Max, _) => {
            let mut best = *values.first()?;
            for &v in values.get(1..).unwrap_or_default() {
                best = if op == Op::Min {
                    best.min(v)
                } else {
                    best.max(v)
                };
            }
            Some(best)
        }
    }
}

/// How many distinct values `rows` hold in `column`, blanks aside.
fn distinct(bundle: &Bundle, rows: &[usize], column: usize) -> f64 {
    // Sorted, not hashed: the page's wasm carries no hash table of strings.
    let mut seen: Vec<&str> = Vec::new();
    for b in rows.iter().filter_map(|&r| bundle.blocks.get(r)) {
        let v = field(b, column);
        if !v.is_empty() {
            seen.push(v);
        }
    }
    // `sort`, whose instance for `&str` the record query's values share.
    crate::base::sort::sort(&mut seen);
    let mut count = 0;
    let mut last = None;
    // By reference: consuming the Vec was an IntoIter's code of its own in the page's wasm.
    for &v in &seen {
        if last != Some(v) {
            count += 1;
            last = Some(v);
        }
    }
    count as f64
}

/// Whether `block`'s field `column` is the (rounded) `figure`.
fn has_value(bundle: &Bundle, block: usize, column: usize, figure: f64) -> bool {
    bundle
        .blocks
        .get(block)
        .and_then(|b| b.fields.get(column))
        .and_then(|v| crate::base::decimal::parse(v))
        .is_some_and(|v| round(v) == figure)
}

/// The known fact of a figure computed: `what` over table `id`'s matching records, and the
/// records (`ids`) it was computed from or found in.
fn figure_fact(
    q: &RecordQuery,
    t: &Table,
    id: &str,
    op: Op,
    what: &What,
    figure: f64,
    ids: Vec<String>,
) -> Fact {
    Fact::Figure {
        what: what.clone(),
        rows: q.said(t, id),
        figure: crate::base::decimal::figure(figure),
        in_rows: matches!(op, Op::Min | Op::Max),
        ids,
    }
}

/// The known fact of no figure: the first reason none was computed, of a measure the table
/// does not have (`unnamed`, see `unnamed_measure`), words not read, a comparison not read, a
/// time not applied, no column, no matching record.
fn no_figure_fact(
    q: &RecordQuery,
    t: &Table,
    id: &str,
    op: Op,
    what: &What,
    unnamed: Option<&str>,
    blanks: Option<&mut Vec<String>>,
) -> Fact {
    let (what, count, table) = (what.clone(), q.rows.len(), id.to_string());
    match unnamed {
        Some(word) => Fact::UnnamedMeasure {
            op: op.key(),
            word: neutralize(word),
            count,
            table,
        },
        None if !q.unpicked.is_empty() => Fact::Unpicked {
            what,
            unpicked: q.unpicked.clone(),
            count,
            table,
        },
        None if !q.comparisons.unclear.is_empty() => Fact::UnclearComparison {
            what,
            compared: neutralize_all(&q.comparisons.unclear),
            count,
            table,
        },
        None if q.time_unapplied.is_some() => Fact::TimeUnapplied {
            what,
            why: q.time_unapplied.clone().unwrap_or_default(),
            count,
            table,
        },
        None => match blanks {
            None => Fact::NoField { what, table },
            // Every matched row leaves the measure blank: the rows are there, with no value.
            Some(ids) if !ids.is_empty() && ids.len() == count => {
                blanks_fact(q, id, &what, std::mem::take(ids))
            }
            Some(_) => Fact::NoMatch {
                what,
                rows: q.said(t, id),
            },
        },
    }
}

/// Which of the rows computed over leave the measure blank (`ids`, of `q`'s rows).
fn blanks_fact(q: &RecordQuery, id: &str, what: &What, ids: Vec<String>) -> Fact {
    Fact::Blanks {
        measure: what.measure.clone().unwrap_or_default(),
        count: ids.len(),
        of: q.rows.len(),
        table: id.to_string(),
        ids,
    }
}

/// The operation and the measure column the question asks for: the first operation whose
/// configured words the question uses. "How many" counts rows unless it names a measure ("How
/// many C-3 did we sell" sums units) other than one it compares.
fn operation(
    masked: &Masked,
    t: &Table,
    config: &Config,
    named: Option<String>,
    part_picks: bool,
    compared: &[&str],
    entities: bool,
) -> (Op, Option<String>) {
    let n = &config.normalizer;
    // A measure named to compare ("claims that took more than 2 hours") is no figure asked for.
    let named_measure = named.filter(|m| !compared.contains(&m.as_str()));
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut asked_for = None;
    for &op in &Op::ALL {
        if op != Op::Count
            && masked
                .said()
                .first_used(n, config.operation_words(op))
                .is_some()
        {
            asked_for = Some(op);
            break;
        }
    }
    match asked_for {
        // "How many battery certified dealers in total?": a sum over a table without measures
        // counts its rows.
        Some(Op::Sum) if t.measures.is_empty() => (Op::Count, None),
        // "Total number of C-3 claims", "nombre total de réclamations": a count's words with
        // the total's, and no measure named, count the rows.
        Some(Op::Sum)
            if named_measure.is_none()
                && counts_with_total(masked.said().words, config)
                && !counts_items(masked, t, config, part_picks) =>
        {
            (Op::Count, None)
        }
        Some(op) => {
            let measure = named_measure.or_else(|| t.measures.first().map(|m| m.field.clone()));
            (op, measure)
        }
        None if entities => (Op::Count, None),
        None if named_measure.is_some() => (Op::Sum, named_measure),
        None if counts_items(masked, t, config, part_picks) => {
            (Op::Sum, t.measures.first().map(|m| m.field.clone()))
        }
        None => (Op::Count, None),
    }
}

/// The word an operation's word asks the figure of ("total cost", "average margin of"), when it
/// is none of the table's words (its about words, measures, columns), a product, a market, a
/// part, an every-record or operation word, or a word the glossary read: the figure is of
/// something the table does not hold.
fn asked_of(masked: &Masked, t: &Table, op: Op, config: &Config) -> Option<String> {
    let n = &config.normalizer;
    let (asked, said) = (masked.asked, masked.said());
    let words = said.words;
    let after = after_op_words(words, config, op)?;
    // Plain loops over the named lists, not one chain of adapters: each adapter of a chain is
    // code of its own in the page's wasm.
    let mut names: Vec<&String> = Vec::new();
    for p in &t.about {
        names.push(p);
    }
    for m in &t.measures {
        for p in &m.words {
            names.push(p);
        }
        names.push(&m.field);
    }
    for c in &t.columns {
        names.push(&c.name);
    }
    // Lists walked by a slice of them: a chain was an iterator's code of its own.
    for aliases in &[&config.products, &config.markets] {
        for a in aliases.iter() {
            names.push(&a.code);
            for p in &a.aliases {
                names.push(p);
            }
        }
    }
    for p in &config.questions.every_words {
        names.push(p);
    }
    for &o in &Op::ALL {
        for p in config.operation_words(o) {
            names.push(p);
        }
    }
    let mut name_words: Vec<String> = Vec::new();
    for &p in &names {
        name_words.append(&mut n.name_words(p));
    }
    for list in &[&asked.parts, &asked.markets, &asked.products] {
        for p in list.iter() {
            name_words.append(&mut n.words(p));
        }
    }
    let cost_words = &config.questions.cost_words;
    let known = |at: usize| {
        let forms = [words.get(at), said.singular.get(at)];
        let is_form = |k: &String| forms.contains(&Some(k));
        // A cost word's reading is the packs' word for a price, not a term the customer tied
        // to this table: "total cost of the claims" sums no hours.
        // (Each list searched with the one closure: each closure's search is code of its own in
        // the page's wasm.)
        let cost = cost_words.iter().any(is_form);
        name_words.iter().any(is_form) || (!cost && asked.glossed.iter().any(is_form))
    };
    // By `get`: an index's panic was code of its own in the page's wasm (here and below).
    let at =
        (after..words.len()).find(|&i| words.get(i).is_some_and(|w| !n.tokens(w).is_empty()))?;
    if !known(at) {
        return words.get(at).cloned();
    }
    // A price asked anywhere ("coût total des réclamations", "total claims cost") is of
    // something the table must name as a measure.
    let typed = words.get(..asked.typed).unwrap_or(words);
    let priced = typed.iter().position(|w| cost_words.contains(w))?;
    words.get(priced).filter(|_| !known(priced)).cloned()
}

/// The kind of thing a minimum or maximum question asks for ("which city …") when it is not
/// what the table's rows are (its about words), a measure, an operation's word or a product:
/// a ranking calculate cannot make. None when the question asks for a row or a value.
fn unranked(cx: &Reading, t: &Table, op: Op, q: &RecordQuery) -> Option<String> {
    if !matches!(op, Op::Min | Op::Max) || !q.understood() {
        return None;
    }
    let config = &cx.bundle.config;
    let n = &config.normalizer;
    let asked = cx.asked;
    let at = asked.asked_for(config)?;
    let said = [asked.words.get(at)?, asked.singular.get(at)?];
    // Plain loops, not chains of adapters (see `asked_of`).
    let mut phrases: Vec<&String> = Vec::new();
    for p in &t.about {
        phrases.push(p);
    }
    for m in &t.measures {
        for p in &m.words {
            phrases.push(p);
        }
    }
    for &o in &Op::ALL {
        for p in config.operation_words(o) {
            phrases.push(p);
        }
    }
    for p in &config.questions.product_words {
        phrases.push(p);
    }
    let mut known: Vec<String> = Vec::new();
    // By reference, the list too.
    for p in &phrases {
        // The first by reference: into_iter was an IntoIter's code of its own.
        if let Some(w) = n.words(p).first() {
            known.push(w.clone());
        }
    }
    for m in &t.measures {
        known.push(crate::base::case::lowercase(&m.field));
    }
    // Glossed words stand for corpus terms: "quelle réparation" asks for a repair.
    let mut read: Vec<&String> = said.to_vec();
    for (from, to) in &config.glossary {
        if said
            .iter()
            .any(|s| from.as_slice() == std::slice::from_ref(*s))
        {
            if let Some(w) = to.first() {
                read.push(w);
            }
        }
    }
    let understood = read.iter().any(|w| {
        known.contains(w)
            || asked
                .products
                .iter()
                .any(|p| crate::base::case::lowercase(p) == **w)
    });
    said.first().filter(|_| !understood).map(|w| (*w).clone())
}

/// "How many BP-36-3 are in stock?", "Combien de C-3 …": what is counted is a part or product
/// (the word after the count's words), not the table's records, so a table with a measure
/// sums it. "How many C-3 claims?" still counts claims: the table's word follows the product.
/// With nothing after the count's words ("stock BP-36-3 au maroc combien"), what is counted is
/// the part that picked the table's rows (`part_picks`), if one did.
/// Whether the question uses a count's words, the total's single words aside: "number of" in
/// "total number of", "nombre de" in "nombre total de".
fn counts_with_total(asked: &[String], config: &Config) -> bool {
    let n = &config.normalizer;
    let total = config.operation_words(Op::Sum);
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut words: Vec<String> = Vec::new();
    for w in asked {
        if !total.contains(w) {
            words.push(w.clone());
        }
    }
    config
        .operation_words(Op::Count)
        .iter()
        .any(|c| crate::base::text::find_phrase(&words, &n.words(c)).is_some())
}

/// "How many dealers have no BP-36-3 on the shelf": the word right after the count's words is an
/// about word of another readable table whose rows table document `table_doc`'s rows name (the
/// dealers stock rows refer to): the rows are counted, not the quantity they hold.
fn counts_entities(cx: &Reading, table_doc: usize) -> bool {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let n = &bundle.config.normalizer;
    let words = &asked.singular;
    let Some(after) = after_count_words(&asked.words, &bundle.config) else {
        return false;
    };
    let content = |i: &usize| words.get(*i).is_some_and(|w| !n.tokens(w).is_empty());
    let Some(next) = (after..words.len()).find(content) else {
        return false;
    };
    cx.tables().any(|(i, _, other)| {
        i != table_doc
            && other.about.iter().any(|a| {
                crate::ask::question::singular(&n.words(a), &bundle.config.questions.plurals)
                    .first()
                    == words.get(next)
            })
            && cx.values().refers_to(bundle, table_doc, i)
    })
}

/// Where the question's words go on after its count's words ("how many" ends at 2), if it has
/// them.
fn after_count_words(words: &[String], config: &Config) -> Option<usize> {
    after_op_words(words, config, Op::Count)
}

/// Where the question's words go on after the first of `op`'s words it has, or after the
/// longest of those starting where it does: "kaç tane" (Turkish, how many pieces) goes on past
/// "tane", which is no thing counted, though "kaç" is listed first.
fn after_op_words(words: &[String], config: &Config, op: Op) -> Option<usize> {
    op_span(words, config, op).map(|(_, after)| after)
}

/// Where the first of `op`'s words the question has starts, and where they end (the longest
/// of those starting there).
fn op_span(words: &[String], config: &Config, op: Op) -> Option<(usize, usize)> {
    let n = &config.normalizer;
    let mut found: Option<(usize, usize)> = None;
    for w in config.operation_words(op) {
        let phrase = n.words(w);
        if let Some(at) = crate::base::text::find_phrase(words, &phrase) {
            let end = at + phrase.len();
            if found.is_none_or(|(start, after)| start == at && end > after) {
                found = Some((at, end));
            }
        }
    }
    found
}

fn counts_items(masked: &Masked, t: &Table, config: &Config, part_picks: bool) -> bool {
    let n = &config.normalizer;
    if t.measures.is_empty() {
        return false;
    }
    let (asked, said) = (masked.asked, masked.said());
    let words = said.words;
    let Some(after) = after_count_words(words, config) else {
        return false;
    };
    let content = |i: &usize| words.get(*i).is_some_and(|w| !n.tokens(w).is_empty());
    let Some(thing) = (after..words.len()).find(content) else {
        return part_picks;
    };
    // Nothing but common words after it ("stock BP-36-3 au maroc combien merci") is nothing
    // after it: the quantity, not a count of rows; nor is a total's word ("combien au total":
    // 4 rows were counted where the stock was 11).
    let common = &config.questions.common_words;
    let total = config.operation_words(Op::Sum);
    if words
        .get(thing..)
        .unwrap_or_default()
        .iter()
        .all(|w| n.tokens(w).is_empty() || common.contains(w) || total.contains(w))
    {
        return part_picks;
    }
    // "combien en stock à Lyon BP-36-3", "how many in stock": the quantity on hand of the part
    // that picked the rows, not how many rows hold it.
    for a in &config.follow.available {
        let phrase = n.words(a);
        let at = |i: usize| words.get(i..).is_some_and(|w| w.starts_with(&phrase));
        if part_picks && !phrase.is_empty() && (at(after) || at(thing)) {
            return true;
        }
    }
    // By `get`, here and below, not indexing: each index's panic was code of its own in the
    // page's wasm.
    let rest = words.get(thing..).unwrap_or_default();
    let Some(thing_word) = rest.first() else {
        return false;
    };
    // A part typed with spaces ("bp 36 3") starts with its first piece.
    let is_item = asked
        .parts
        .iter()
        .any(|p| crate::base::case::lowercase(p).starts_with(thing_word.as_str()))
        || crate::ask::question::starts_a_product(config, thing_word);
    if !is_item {
        return false;
    }
    // Where the item ends: "tr 260" and "bp 36 3" are one item of several words.
    let mut longest: Option<usize> = None;
    for p in &config.products {
        p.any_name(&mut |name: &String| {
            let phrase = n.words(name);
            if !phrase.is_empty() && rest.starts_with(&phrase) {
                longest = longest.max(Some(phrase.len()));
            }
            false
        });
    }
    for len in 1..=4.min(rest.len()) {
        let text = rest.get(..len).unwrap_or_default().joined(" ");
        if n.question_parts(&text)
            .iter()
            .any(|p| asked.parts.contains(p))
        {
            longest = longest.max(Some(len));
            break;
        }
    }
    let after = thing + longest.unwrap_or(1);
    // The table's own word right after the item ("C-3 claims"): its records are counted. An
    // about phrase's first word that carries meaning: "in stock" is "stock", never "in".
    let mut about_first: Vec<String> = Vec::new();
    for a in &t.about {
        // By reference, the word taken out (see `distinct`).
        for w in &mut n.tokens(a) {
            if !config.questions.common_words.contains(w) {
                about_first.push(std::mem::take(w));
                break;
            }
        }
    }
    let Some(w) = words.get(after) else {
        return true;
    };
    let singular = said.singular.get(after).unwrap_or(w);
    if about_first.contains(w) || about_first.contains(singular) {
        return false;
    }
    for (from, to) in &config.glossary {
        if from.as_slice() == std::slice::from_ref(w)
            && to.first().is_some_and(|x| about_first.contains(x))
        {
            return false;
        }
    }
    true
}

/// Four decimals: an average of hours quarter-hours apart is exact there (1.4375), and a third is
/// 0.3333, not 0.333 taken for exact.
pub(crate) fn round(f: f64) -> f64 {
    (f * 10000.0).round() / 10000.0
}

/// "How many dealers have battery claims", "combien de concessionnaires ont des ventes": the
/// count's object, right after its words, names what the rows name (a column of the table, or
/// another readable table whose rows the table's rows name by key) rather than the rows: the
/// figure counts those, each once. `Err` with the typed word when it names a column of another
/// table or another table's things, and this table names none (the sales name no dealer).
#[inline(never)]
fn counted_things<'a>(
    cx: &Reading<'a>,
    table_doc: usize,
    t: &Table,
) -> Option<Result<usize, &'a String>> {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let config = &bundle.config;
    let n = &config.normalizer;
    let at = object_at(asked, config, after_count_words(&asked.words, config)?);
    if at >= asked.typed {
        return None;
    }
    let typed = asked.words.get(at)?;
    // The word as typed, without its plural ending, and as the glossary or the vocabulary read
    // it ("concessionnaires": dealer).
    let mut names: Vec<&String> = vec![typed, asked.singular.get(at)?];
    asked.readings_at(at, &mut names);
    let is = |phrase: &String| match n.name_words(phrase).as_slice() {
        [one] => names.contains(&one),
        _ => false,
    };
    // The table's own word counts its rows ("how many claims"), as do its measures' words.
    if t.about.iter().any(is) || t.measure_word(&mut |w: &String| is(w)).is_some() {
        return None;
    }
    let countable = |c: &crate::base::model::Column| {
        matches!(
            c.kind,
            ColumnKind::Text | ColumnKind::Market | ColumnKind::Product
        ) && is(&c.name)
    };
    if let Some(c) = t.columns.iter().position(countable) {
        return Some(Ok(c));
    }
    for (i, _, other) in cx.tables() {
        if i == table_doc || !(other.columns.iter().any(countable) || other.about.iter().any(is)) {
            continue;
        }
        // The column whose values are that table's keys.
        for c in 1..t.columns.len() {
            if rank::refers(cx, table_doc, c) == Some(i) {
                return Some(Ok(c));
            }
        }
        return Some(Err(typed));
    }
    None
}

/// Where the thing an operation is asked of is typed: the first word from `at` on that carries
/// meaning and is no time's ("how many of the dealers", "the most in q3 claims").
fn object_at(asked: &Asked, config: &Config, mut at: usize) -> usize {
    while let Some(w) = asked.words.get(at) {
        if !config.normalizer.tokens(w).is_empty() && !asked.when.used.contains(&at) {
            break;
        }
        at += 1;
    }
    at
}
