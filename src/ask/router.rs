//! The router: its vocabulary is the configuration's, tried route by route in `Route::routed()`
//! order; anything else takes the default route. Besides `[router]`'s patterns, a question that
//! uses an operation's words (`[operations]`, the same words calculate reads) and names a record
//! table of the bundle (its `about` words or a measure's words) asks for a figure: "What is the
//! mean repair time?" is a calculation, "What does E12 mean?" is not.

use crate::ask::prompt::neutralize;
use crate::ask::question::Asked;
use crate::ask::reading::explained::unexplained;
use crate::ask::reading::flags::flag_asked;
use crate::ask::reading::measures;
use crate::ask::reading::part_names;
use crate::ask::reading::periods;
use crate::ask::reading::product_use;
use crate::ask::reading::record_query::flag_names;
use crate::ask::reading::tables::{
    choose_table, flag_of_a_row_named, own_column_named, part_holder, table_named,
};
use crate::ask::reading::values::ValueIndex;
use crate::ask::reading::Reading;
use crate::ask::reason::Reason;
use crate::base::config::{Config, Op, Route};
use crate::base::model::{ColumnKind, Table};
use crate::base::text::Joined;
use crate::bundle::Bundle;

/// The route a reading takes, and why. The record value index is built on first use: only a
/// question that names a record table without picking its rows otherwise needs it. A table the
/// asker's filters do not allow is unknown to the router, so no reason names it.
pub fn route<'a>(r: &Reading<'a>) -> (Route, Reason) {
    let (bundle, asked) = (r.bundle, r.asked);
    // Three readings below ask whether a document says what a table leaves unexplained: each
    // answer is worked out once per table shape (tables with the same words leave the same
    // words unexplained), since it reads posting lists.
    let known: std::cell::RefCell<Vec<(usize, Option<Vec<String>>)>> = Default::default();
    let documents = |i: usize| -> Option<Vec<String>> {
        let shape = r.values().shape(i);
        // `try_borrow` and `try_borrow_mut`, which one reading at a time always gets: the
        // panics of `borrow` and `borrow_mut` were code of their own in the page's wasm.
        if let Ok(known) = known.try_borrow() {
            if let Some((_, words)) = known.iter().find(|(s, _)| *s == shape) {
                return words.clone();
            }
        }
        let words = unexplained(r, i, r.named());
        // "total repair hours spent": participles alone say what was done with the rows.
        let done = words.iter().all(|w| bundle.config.done(w));
        let said = (!done && a_document_says(bundle, asked, &words)).then_some(words);
        if let Ok(mut known) = known.try_borrow_mut() {
            known.push((shape, said.clone()));
        }
        said
    };
    // Returned by a guard, not a clone of the pattern's reason filtered: the clone was code of
    // its own in the page's wasm.
    let patterns = match by_patterns(&bundle.config, &asked.text) {
        Some(found) if found.0 == Route::Follow => return found,
        patterns => patterns,
    };
    if let Some(reason) = asks_what_applies(r) {
        return (Route::Follow, reason);
    }
    // "serial 2509-0912 recall??": only follow checks a serial against the stated ranges.
    if let Some(serial) = asked.serials.first() {
        return (
            Route::Follow,
            Reason::Serial {
                serial: neutralize(serial),
            },
        );
    }
    // "garantía en méxico cuántos meses": a count of a unit of time is a duration to look up.
    if let Some(said) = counts_time(r) {
        return (Route::Search, Reason::NoFigure { said });
    }
    // "Did Morocco sell more C-3 than France?": two things compared over a table's rows.
    if let Some(reason) = asks_to_compare(r) {
        return (Route::Calculate, reason);
    }
    // "¿cuál es el caudal máximo de la BS-40?": a property its data sheet states.
    if let Some(reason) = a_stated_property(r) {
        return (Route::Search, reason);
    }
    // An operation's word with a table named outranks the list patterns: "Which dealers filed
    // the most claims?" asks for a ranking, not a list.
    if let Some(reason) = asks_for_a_figure(r, &documents) {
        return (Route::Calculate, reason);
    }
    if let Some(found) = asks_who_holds(r, &documents) {
        return found;
    }
    if let Some(reason) = asks_who_ranks(r) {
        return (Route::Calculate, reason);
    }
    if let Some(reason) = asks_for_every_record(r) {
        return (Route::List, reason);
    }
    // "cuanto tiempo medio de reparación en las reclamaciones de la BS-75": the calculate
    // vocabulary matched, but no operation's word and no measure was understood; a count would
    // answer another question. The rows the question picks are listed instead.
    let config = &bundle.config;
    let count = || asked.first_used(&config.normalizer, config.operation_words(Op::Count));
    let bare_calculate = || {
        matches!(&patterns, Some((Route::Calculate, _)))
            && operation_asked(r).is_none()
            // A price asked ("combien coûte") is searched for (`asks_no_figure`).
            && !count().is_some_and(|c| asks_a_price(config, asked, c))
            && !r
                .tables()
                .any(|(_, _, t)| t.measure_word(&mut |w: &String| uses(bundle, asked, w)).is_some())
    };
    if patterns.is_none() || bare_calculate() {
        if let Some(found) = names_records(r, &documents) {
            return found;
        }
    }
    let document = || names_a_measure_only(r, &documents);
    if let Some(found) = patterns {
        if found.0 == Route::Calculate {
            let unit = || figure_in_a_unit(r);
            let said = match &found.1 {
                Reason::Pattern { said, .. } => said.as_str(),
                _ => "",
            };
            let no_figure = || asks_no_figure(r, said);
            if let Some(reason) = asks_for_a_property(r)
                .or_else(document)
                .or_else(unit)
                .or_else(no_figure)
            {
                return (Route::Search, reason);
            }
        }
        return found;
    }
    if let Some(reason) = document() {
        return (Route::Search, reason);
    }
    (Route::DEFAULT, Reason::Default)
}

/// "Did Morocco sell more C-3 than France?", "¿tiene Madrid más PV-2201-B que Viena?": a word
/// comparing (more or less, then than) and a readable table the question's words choose, whose
/// rows it picks by two things it names.
fn asks_to_compare(r: &Reading) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    if !bundle.has_tables() {
        return None;
    }
    let how = crate::ask::reading::comparisons::two_things(r)?;
    let (_, d, _) = choose_table(bundle, r.values(), asked, r.named())?;
    let word = asked.words.get(..how.than).and_then(|before| {
        let q = &bundle.config.questions;
        q.more
            .iter()
            .chain(&q.less)
            .find(|w| before.contains(w))
            .cloned()
    })?;
    Some(Reason::Compare {
        more: neutralize(&word),
        table: neutralize(&d.id),
    })
}

/// "How many km can the T-7 ride on one charge?", "Combien de watts fait le moteur du K-1 ?": a
/// figure asked in a unit of a product's properties (`[questions] units`) of a product or part,
/// with no readable table named nor holding the part: a property its documents state, not a
/// calculation (which would say there is nothing to compute from).
fn figure_in_a_unit(r: &Reading) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    let about = asked.products.first().or(asked.parts.first())?;
    let unit = used(bundle, asked, &bundle.config.questions.units)?;
    if choose_table(bundle, r.values(), asked, r.named()).is_some() {
        return None;
    }
    Some(Reason::Property {
        has: neutralize(unit),
        about: neutralize(about),
    })
}

/// "Does Casablanca have BP-36-3?", "Combien de BP-36-3 a-t-il en stock ?": a part named with a
/// word asking who has it, and a readable table holding the part (see `part_holder`) whose words
/// explain the question's others: its rows that hold it, or, with an operation's word, a figure
/// over them. "What voltage does BP-36-3 have?" leaves "voltage" to a document.
fn asks_who_holds(r: &Reading, documents: &Documents) -> Option<(Route, Reason)> {
    let (bundle, asked) = (r.bundle, r.asked);
    if asked.parts.is_empty() || !bundle.has_tables() {
        return None;
    }
    let named = r
        .tables()
        .find(|(_, _, t)| used(bundle, asked, &t.about).is_some())
        .map(|(i, _, _)| i);
    let (holder, word) = part_holder(bundle, r.values(), asked, named)?;
    let word = word?;
    if documents(holder).is_some() {
        return None;
    }
    let table = neutralize(&bundle.docs.get(holder)?.id);
    let op = operation_asked(r);
    let part = asked
        .parts
        .iter()
        .find(|p| r.values().holds_part(holder, std::slice::from_ref(p)));
    Some(match op {
        Some((op, op_word)) => (
            Route::Calculate,
            Reason::Figure {
                op,
                op_word: neutralize(op_word),
                table_word: neutralize(word),
                table,
            },
        ),
        None => (
            Route::List,
            Reason::Holds {
                part: neutralize(part?),
                asked: neutralize(word),
                table,
            },
        ),
    })
}

/// The words table `i` leaves unexplained (see `unexplained`), when one readable document holds
/// most of them (see `a_document_says`): the question is then that document's.
type Documents<'f> = dyn Fn(usize) -> Option<Vec<String>> + 'f;

/// A table named only by a measure's word, beside words a document holds (see `Documents`):
/// the question is a document's, whatever its operation words say.
fn names_a_measure_only(r: &Reading, documents: &Documents) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    r.tables().find_map(|(i, d, t)| {
        if named_beyond_measures(bundle, r.values(), asked, i, t) {
            return None;
        }
        let measure = t.measure_word(&mut |w: &String| uses(bundle, asked, w))?;
        let words = documents(i)?;
        Some(Reason::Document {
            measure: neutralize(measure),
            table: neutralize(&d.id),
            words: neutralize(&words.joined(" ")),
        })
    })
}

/// Whether the question names table `i` by more than its measures' words: an about word, or a
/// column no other table has.
fn named_beyond_measures(
    bundle: &Bundle,
    values: &ValueIndex,
    asked: &Asked,
    i: usize,
    t: &Table,
) -> bool {
    used(bundle, asked, &t.about).is_some() || own_column_named(bundle, values, asked, i).is_some()
}

/// The first `[router]` pattern, in route order, that the question matches.
pub(crate) fn by_patterns(config: &Config, question: &str) -> Option<(Route, Reason)> {
    // "¿Combien de BP-36-3 à Lyon ?": a pattern anchored at the start reads past an opening
    // mark it does not write (a French or English one writes none, a Spanish one "¿?").
    // By bytes: "¿" and "¡" are C2 BF and C2 A1.
    let b = question.as_bytes();
    let mut from = 0;
    loop {
        match (b.get(from), b.get(from + 1)) {
            (Some(b' '), _) => from += 1,
            (Some(0xC2), Some(0xBF | 0xA1)) => from += 2,
            _ => break,
        }
    }
    let bare = question.get(from..).unwrap_or(question);
    for route in Route::routed() {
        // By a loop, not a filter (an iterator's code of its own in the page's wasm).
        for rule in &config.router {
            if rule.route != route {
                continue;
            }
            let found = match rule.regex.find(question.as_bytes()) {
                Some(at) => Some((question, at)),
                None => rule.regex.find(bare.as_bytes()).map(|at| (bare, at)),
            };
            if let Some((question, (start, end))) = found {
                let said = question.get(start..end).unwrap_or("");
                let said = crate::base::text::clip(crate::base::text::trim(said), 60).to_string();
                // The pattern is the corpus configuration's, a source string like any other.
                return Some((
                    route,
                    Reason::Pattern {
                        route,
                        said,
                        pattern: neutralize(rule.regex.as_str()),
                    },
                ));
            }
        }
    }
    None
}

/// Whether the question uses `phrase` (configured words, read as the question's words are).
fn uses(bundle: &Bundle, asked: &Asked, phrase: &str) -> bool {
    asked.uses(&bundle.config.normalizer.words(phrase))
}

/// The first of `phrases` the question uses: one shared search, where each `find` or `any`
/// closure was code of its own in the page's wasm.
fn used<'w>(bundle: &Bundle, asked: &Asked, phrases: &'w [String]) -> Option<&'w String> {
    asked.first_used(&bundle.config.normalizer, phrases)
}

/// "What models does the recall concern?", "Is my scooter part of the recall?": a word asking
/// what something applies to, and the products as what is asked about (a product word, or a
/// product named), in a question that names no record table.
fn asks_what_applies(r: &Reading) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    let q = &bundle.config.questions;
    let classes = product_use::classes(bundle);
    let things = used(bundle, asked, &classes)
        .cloned()
        .or_else(|| asked.products.first().cloned());
    let applies =
        used(bundle, asked, &q.applies_words).or_else(|| split_phrase(r, &q.applies_words));
    // "What do I fit instead, and does Casablanca have one?": a relation between parts asked
    // for, about a part or a product, is a question for follow even when it names a table.
    let relation = bundle.config.relations.iter().find_map(|r| {
        let word = crate::ask::reading::relations::asked_word(&bundle.config, asked, &r.asked_by)?;
        Some((r, word))
    });
    if let Some((r, word)) = relation {
        // "What replaces the recalled pack?": no part or product named, the recall is what it is
        // about; follow starts from the best evidence that names a part.
        let about = asked
            .parts
            .first()
            .cloned()
            .or(things.clone())
            .or_else(|| applies.cloned());
        // "What replaces the C-3's battery pack?": a product named is what it is about too when
        // the question opens by asking what ("s2 controller replacement steps" asks a
        // procedure); follow starts from the product's own block that names a part.
        let of_product = !asked.products.is_empty() && asked.opens_asking(&bundle.config);
        let named = applies.is_some() || !asked.parts.is_empty() || of_product;
        if let Some(about) = about.filter(|_| named) {
            return Some(Reason::Relation {
                asked: neutralize(word),
                relation: neutralize(&r.kind),
                about: neutralize(&about),
            });
        }
        // "The replacement pack for the battery recall: who has it in stock?": a relation and
        // what is available, about the part the best evidence names.
        let available = used(bundle, asked, &bundle.config.follow.available);
        if let Some(available) = available {
            return Some(Reason::Available {
                asked: neutralize(word),
                relation: neutralize(&r.kind),
                available: neutralize(available),
            });
        }
    }
    if relation.is_none() {
        if let Some(reason) = asks_what_a_product_uses(r, &classes) {
            return Some(reason);
        }
    }
    // "What uses BP-36-2?", "qu'est-ce qui utilise le BP-36-2 ?": a verb of use right after the
    // asking word, and a part named, ask which products use the part; so does one after the
    // part when the part is what the question asks about ("where is BP-36-2 used?", "what is
    // BP-36-2 used in?").
    if let (Some(part), Some(at)) = (asked.parts.first(), asked.asked_for(&bundle.config)) {
        let n = &bundle.config.normalizer;
        // The part's spelling starts at the asked-for word ("bp 36 2", "bp36-2", "BP-36-2").
        // By `get`, here and below, not indexing: each index's panic was code of its own in
        // the page's wasm.
        let rest = asked.words.get(at..).unwrap_or_default();
        let about_part = n.question_parts(&rest.joined(" ")).first() == Some(part)
            && asked
                .words
                .get(at)
                .is_some_and(|w| crate::base::case::lowercase(part).starts_with(w.as_str()));
        let used = bundle.config.questions.use_words.iter().find(|w| {
            let words = n.words(w);
            // After the part, a verb of use must end the question or be a phrase of its own:
            // "where is BP-36-2 used", "what is it used in", not "what is BP-36-2 used for".
            asked.words.get(at..at + words.len()) == Some(words.as_slice())
                || (about_part
                    && (words.len() > 1 || asked.words.last() == words.first())
                    && crate::base::text::find_phrase(rest.get(1..).unwrap_or_default(), &words)
                        .is_some())
        });
        if let Some(used) = used.filter(|_| table_named(bundle, asked, &r.allowed).is_none()) {
            return Some(Reason::Applies {
                things: neutralize(used),
                applies: neutralize(part),
            });
        }
    }
    // "bp 36 2 ca va sur quel modele ?", "BP-48-1 fits which bike?": a part number named and a
    // kind of product asked for say what the part applies to without a word for it.
    let class = used(bundle, asked, &classes);
    let (applies, things) = match (applies, things, asked.parts.first(), class) {
        (Some(applies), Some(things), _, _) => (applies.clone(), things),
        (None, _, Some(part), Some(class)) => (part.clone(), class.clone()),
        _ => return None,
    };
    if !asks_for_products(bundle, asked, &classes) {
        return None;
    }
    if table_named(bundle, asked, &r.allowed).is_some() {
        return None;
    }
    Some(Reason::Applies {
        things: neutralize(&things),
        applies: neutralize(&applies),
    })
}

/// "what burrs does the GR-75 use, and are they in stock in Madrid?" (see
/// `reading::product_use`): follow, from the product's block to the rows holding the part.
fn asks_what_a_product_uses(r: &Reading, classes: &[String]) -> Option<Reason> {
    let asked = product_use::asked(r, classes)?;
    Some(Reason::Uses {
        product: neutralize(asked.product),
        used: neutralize(asked.used),
        available: neutralize(asked.available),
    })
}

/// Whether the question, if it asks for a kind of thing ("which …", "what …"), asks for
/// products: the first word after the asking word that is not a stopword is a product word, a
/// product's code or the first word of one of its aliases. A question that asks no kind of
/// thing ("Does the recall affect the T-7?") may ask about products.
fn asks_for_products(bundle: &Bundle, asked: &Asked, classes: &[String]) -> bool {
    let config = &bundle.config;
    let n = &config.normalizer;
    if !asked.opens_asking(config) {
        return true;
    }
    let Some(at) = asked.asked_for(config) else {
        return false;
    };
    let (Some(typed), Some(singular)) = (asked.words.get(at), asked.singular.get(at)) else {
        return false;
    };
    let said = [typed, singular];
    let product_start = |name: &String| n.words(name).first().is_some_and(|f| said.contains(&f));
    said.iter().any(|w| classes.contains(w))
        || config
            .products
            .iter()
            .any(|p| product_start(&p.code) || p.aliases.iter().any(product_start))
}

/// "Show me every dealer in France", "toutes les réclamations du S-2": a word asking for every
/// record and a table named by its about words.
fn asks_for_every_record(r: &Reading) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    if !bundle.has_tables() {
        return None;
    }
    let every = used(bundle, asked, &bundle.config.questions.every_words)?;
    let (table, word) = table_named(bundle, asked, &r.allowed)?;
    Some(Reason::Every {
        every: neutralize(every),
        word: neutralize(word),
        table: neutralize(table),
    })
}

/// "claims from rabat agdal", "c3 sold in morocco first half", "repair hours in q4": no operation
/// word, but a record table named by its about words or a measure, and rows picked out by a
/// time, a product, a market or a value of the table. A measure named asks for its sum
/// (calculate); else the rows are asked for (list).
fn names_records(r: &Reading, documents: &Documents) -> Option<(Route, Reason)> {
    let (bundle, asked) = (r.bundle, r.asked);
    let config = &bundle.config;
    let (i, d, t) = r.tables().find_map(|(i, d, t)| {
        let about = used(bundle, asked, &t.about).is_some();
        let measure = t
            .measure_word(&mut |w: &String| uses(bundle, asked, w))
            .is_some();
        // Named by a measure alone, the table must explain every other word too
        // ("warranty labour time for a charger swap" asks the warranty terms).
        let fits = about
            || (measure && documents(i).is_none())
            || flag_of_a_row_named(bundle, asked, r.named(), i, t);
        fits.then_some((i, d, t))
    })?;
    // Only what this table's columns can pick: "the dealer price of the C-3 battery" names
    // dealers, but the dealers table has no product column.
    let has = |kind: ColumnKind| t.column_of(kind).is_some();
    let rows = r.values().rows(i);
    let column = |c: usize| -> Vec<&str> {
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = Vec::with_capacity(rows.len());
        for &r in rows {
            let b = bundle.blocks.get(r);
            out.push(b.and_then(|b| b.fields.get(c)).map_or("", String::as_str));
        }
        out
    };
    let periods = || periods::columns(t, &column, config.questions.years).is_some();
    let picked = (asked.when.range.is_some() && (has(ColumnKind::Date) || periods()))
        || (!asked.products.is_empty() && has(ColumnKind::Product))
        || (!asked.markets.is_empty() && has(ColumnKind::Market))
        || r.values().holds_part(i, &asked.parts)
        // "dealers not battery certified": a flag column's value.
        || t.columns.iter().any(|c| {
            c.kind == ColumnKind::Flag
                && flag_asked(config, &asked.words, &c.name, &flag_names(t)).is_some()
        });
    // "claims with more than 1.5 hours of repair": a comparison picks rows, and the measure
    // it compares is no figure asked for.
    let comparisons = measures::read(r.comparisons(), asked, config, t);
    let compared = comparisons.fields(t);
    let picked = picked || !comparisons.applied.is_empty();
    // "claims from rabat agdal", "open warranty claims": a value of its rows. Picked by a
    // value alone, the table must explain the question's subject: "pressure vessel inspection
    // at the vienna dealer" asks a document, not the Vienna dealer's row.
    let picked = picked
        || (r.named().iter().any(|v| r.values().holds(i, v))
            && documents(i).is_none_or(|w| w.len() < 2));
    let measure = t
        .measures
        .iter()
        .find(|m| !compared.contains(&m.field.as_str()) && used(bundle, asked, &m.words).is_some());
    if !picked {
        return None;
    }
    let table = neutralize(&d.id);
    Some(match measure {
        Some(m) => (
            Route::Calculate,
            Reason::Measure {
                measure: neutralize(&m.field),
                table,
            },
        ),
        // "compare cb-450 sales nl and be 2026": two things named to compare over the rows,
        // with no measure named, get each one's figure (the rows' count, or the table's
        // measure), not a list of both.
        None => match asked.first_used(&config.normalizer, &config.questions.compare_words) {
            Some(word) if two_named(r, i) => (
                Route::Calculate,
                Reason::Compare {
                    more: neutralize(word),
                    table,
                },
            ),
            _ => (Route::List, Reason::Rows { table }),
        },
    })
}

/// Whether the question names two markets, two products or two values of table `i`: what a
/// compare word may compare (calculate says when no column holds two of them).
fn two_named(r: &Reading, i: usize) -> bool {
    let asked = r.asked;
    let mut values = 0;
    for v in r.named() {
        values += usize::from(v.doc == i);
    }
    asked.markets.len() > 1 || asked.products.len() > 1 || values > 1
}

/// "¿cuál es el caudal máximo de la BS-40?", "what is the maximum flow of the BS-40?": an
/// operation's word right beside a measure's word of a table the question names by nothing
/// else, about a product whose own documents say those two words together ("Caudal máximo:
/// 9 m3/h"): the product's property, which its documents state, not the maximum of the flows
/// measured on its claims. A question naming the table's rows otherwise ("of the claims") or a
/// phrase no document of the product says is a figure still.
fn a_stated_property(r: &Reading) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    if asked.products.is_empty() || !bundle.has_tables() {
        return None;
    }
    let (_, op_word) = operation_asked(r)?;
    let n = &bundle.config.normalizer;
    let op = n.words(op_word);
    for (i, d, t) in r.tables() {
        if named_beyond_measures(bundle, r.values(), asked, i, t) {
            continue;
        }
        let Some(measure) = t
            .measure_word(&mut |w: &String| uses(bundle, asked, w))
            .cloned()
        else {
            continue;
        };
        let words = n.words(&measure);
        // The two phrases side by side as typed, in either order.
        let typed = asked.words.get(..asked.typed).unwrap_or(&asked.words);
        let Some(said) = beside(typed, &op, &words) else {
            continue;
        };
        if product_states(r, &said) {
            return Some(Reason::Document {
                measure: neutralize(&measure),
                table: neutralize(&d.id),
                words: neutralize(&said.joined(" ")),
            });
        }
    }
    None
}

/// The words of `a` and `b` side by side in `typed` (either first), as typed.
fn beside(typed: &[String], a: &[String], b: &[String]) -> Option<Vec<String>> {
    if a.is_empty() || b.is_empty() {
        return None;
    }
    let len = a.len() + b.len();
    typed.windows(len).find_map(|w| {
        // Split by `split_at_checked`, not sliced: each slice's panic was code of its own.
        let ab = w
            .split_at_checked(a.len())
            .is_some_and(|(x, y)| x == a && y == b);
        let ba = w
            .split_at_checked(b.len())
            .is_some_and(|(x, y)| x == b && y == a);
        (ab || ba).then(|| w.to_vec())
    })
}

/// Whether a readable, applicable document block of a product the question names (not a
/// record) says `phrase`, its words in that order, accents folded.
fn product_states(r: &Reading, phrase: &[String]) -> bool {
    let bundle = r.bundle;
    let n = &bundle.config.normalizer;
    let folded = n.fold_all(phrase);
    let Some(first) = folded.first() else {
        return false;
    };
    let Some(term) = bundle.index.term(first) else {
        return false;
    };
    bundle.index.any_block(term, &mut |&at: &usize| {
        let Some(b) = bundle.blocks.get(at) else {
            return false;
        };
        let readable = bundle
            .block_docs
            .get(at)
            .and_then(|&d| r.allowed.get(d as usize))
            .copied()
            .unwrap_or(false);
        if !readable || b.is_record() || !b.products.iter().any(|x| r.asked.products.contains(x)) {
            return false;
        }
        let words = n.fold_all(&n.words(&b.text));
        crate::base::text::contains_phrase(&words, &folded)
    })
}

/// "cuanto cuesta el kit de membranas BM-0305", "cuanto tiempo aguanta la motobomba": a
/// calculate pattern matched words no operation's word reads (`[operations]`: "cuánto" is no
/// "cuántos", how much is not how many), and no readable table is named by its own words (its
/// about words, a measure's, a column of its own): no figure of records is asked, whichever
/// table holds the part named, and a count of its rows would answer another question.
fn asks_no_figure(r: &Reading, said: &str) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    // "how many drinks a day is the 390 rated for": a count of what no readable table holds,
    // asked of a product, is a number its documents state.
    match operation_asked(r) {
        None => {}
        Some((Op::Count, count))
            if !asked.products.is_empty()
                && choose_table(bundle, r.values(), asked, r.named()).is_none()
                && counted_at(&bundle.config, asked, count)
                    .is_some_and(|(_, at)| counted_is_stated(bundle, asked, at)) => {}
        Some(_) => return None,
    }
    // "combien coûte le pack du K-1 et est-il en stock": a price asked is no count of the
    // table named beside it.
    let n = &bundle.config.normalizer;
    let count = asked.first_used(n, bundle.config.operation_words(Op::Count));
    if count.is_some_and(|c| asks_a_price(&bundle.config, asked, c)) {
        return Some(Reason::NoFigure {
            said: said.to_string(),
        });
    }
    for (i, _, t) in r.tables() {
        if named_beyond_measures(bundle, r.values(), asked, i, t)
            || t.measure_word(&mut |w: &String| uses(bundle, asked, w))
                .is_some()
        {
            return None;
        }
    }
    Some(Reason::NoFigure {
        said: said.to_string(),
    })
}

/// How many readable blocks holding a count's word are read for a number before it.
const STATED_READ: usize = 4;

/// Whether the word a count (`count`, its phrase) asks of ("how many drinks", "cuántas bebidas") is one a readable
/// document states a number of ("up to 400 drinks a day"): the count is then a property the
/// documents give. What no document numbers ("how many warranty claims") is records' to count,
/// readable or not. The first `STATED_READ` readable blocks of the product's documents holding
/// the word are read: another product's manual would cost the page a chunk and state another
/// product's number, and which documents are a product's the head says before any text is
/// fetched.
fn counted_is_stated(bundle: &Bundle, asked: &Asked, at: usize) -> bool {
    let config = &bundle.config;
    let n = &config.normalizer;
    let q = &config.questions;
    let typed = asked.words.get(..asked.typed).unwrap_or(&asked.words);
    let Some(word) = typed.get(at) else {
        return false;
    };
    // A code counts records of it ("how many C-3", "how many TR 260"), not a property.
    let code = |w: &String| w.bytes().any(|b| b.is_ascii_digit());
    if code(word) || typed.get(at + 1).is_some_and(code) {
        return false;
    }
    // The word as typed, or as the glossary reads it ("bebidas = drinks").
    let mut found = None;
    for (i, w) in asked.words.iter().enumerate() {
        if i == at || (i >= asked.typed && asked.typed_at(i) == Some(at)) {
            let f = n.fold(w).into_owned();
            if let Some(t) = bundle.index.term(&f) {
                found = Some((t, f));
                break;
            }
        }
    }
    let Some((term, folded)) = found else {
        return false;
    };
    let (mut read, mut stated) = (0, false);
    bundle.index.any_block(term, &mut |&b: &usize| {
        let readable = bundle
            .block_docs
            .get(b)
            .and_then(|&d| bundle.docs.get(d as usize))
            .is_some_and(|d| {
                let of_product = d.products.iter().any(|x| asked.products.contains(x));
                d.table.is_none() && of_product && asked.filters.allows(d)
            });
        let Some(block) = bundle.blocks.get(b).filter(|_| readable) else {
            return false;
        };
        crate::base::work::add(1);
        // "400 drinks", "4 programmable doses"; a year ("2026 specification") counts nothing.
        // `near`: how many words more a number just read still stands before.
        let mut near = 0u8;
        let words = n.words(block.text.as_str());
        for w in &words {
            if near > 0 && n.fold(w) == folded.as_str() {
                stated = true;
                return true;
            }
            near = if is_count(w, q.years) {
                2
            } else {
                near.saturating_sub(1)
            };
        }
        read += 1;
        read == STATED_READ
    });
    stated
}

/// Where the count's words (`count`, the phrase the question used) end among the typed words,
/// and where the thing it asks of is: the first word after them that is no grammar word.
fn counted_at(config: &Config, asked: &Asked, count: &str) -> Option<(usize, usize)> {
    let n = &config.normalizer;
    let q = &config.questions;
    let typed = asked.words.get(..asked.typed).unwrap_or(&asked.words);
    let phrase = n.words(count);
    let end = crate::base::text::find_phrase(typed, &phrase)? + phrase.len();
    let mut at = end;
    while typed
        .get(at)
        .is_some_and(|w| q.common_words.contains(w) || n.stopwords.contains(w))
    {
        at += 1;
    }
    Some((end, at))
}

/// A number of things: digits only, and not a year of `years`.
fn is_count(w: &str, years: (u16, u16)) -> bool {
    let digits = !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    digits && crate::ask::reading::periods::year_of(w, years).is_none()
}

/// "How many Wh does the C-3 battery have?": a figure asked of a product or part that names
/// no record table (`asks_for_a_figure` came first) is one of its properties, to look up. Not
/// when the question names the value of a row other tables refer to ("wie viele EH-20 hat Graz
/// 2026 verkauft": a dealer's town): a product's property is the same at every dealer, so the
/// has word is who has or a verb's auxiliary there, and the figure is records'.
fn asks_for_a_property(r: &Reading) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    let has = used(bundle, asked, &bundle.config.questions.has_words)?;
    let about = asked.products.first().or(asked.parts.first())?;
    if bundle.has_tables() {
        let values = r.values();
        if r.named()
            .iter()
            .any(|v| values.referred(v) && !asked.parts.contains(&v.value))
        {
            return None;
        }
    }
    Some(Reason::Property {
        has: neutralize(has),
        about: neutralize(about),
    })
}

/// The operation the question asks for and the word that asks it; "at least 2 hours" asks for
/// no minimum: a comparison's words are its own.
fn operation_asked<'b>(r: &Reading<'b>) -> Option<(Op, &'b String)> {
    let config = &r.bundle.config;
    let n = &config.normalizer;
    let masked = measures::without_comparisons(r.asked, r.comparisons());
    for &op in &Op::ALL {
        if let Some(w) = masked.said().first_used(n, config.operation_words(op)) {
            if op == Op::Count && asks_a_price(config, r.asked, w) {
                continue;
            }
            return Some((op, w));
        }
    }
    crate::ask::reading::comparisons::superlative(r)
}

/// "combien coûte la C-3", "combien pour un CH-42": a count's word (`count`) before a cost word,
/// or making a cost phrase with the word after it, asks a price, not a count.
fn asks_a_price(config: &Config, asked: &Asked, count: &str) -> bool {
    let cost = &config.questions.cost_words;
    let Some((end, at)) = counted_at(config, asked, count) else {
        return false;
    };
    let next = asked.words.get(end).map(|w| spaced(count, w));
    asked.words.get(at).is_some_and(|w| cost.contains(w)) || next.is_some_and(|p| cost.contains(&p))
}

/// "garantía en méxico cuántos meses", "how many years of warranty": the count's words before
/// a unit of time (`[dates]` year, month, week, day) that no readable table measures ask a
/// duration a document states, not a count of records. The count's words and the unit.
fn counts_time(r: &Reading) -> Option<String> {
    let config = &r.bundle.config;
    let (n, d) = (&config.normalizer, &config.dates);
    let count = r.asked.first_used(n, config.operation_words(Op::Count))?;
    let (_, at) = counted_at(config, r.asked, count)?;
    // "hoeveel hebben we dit jaar verkocht": a unit of a period the question names is when,
    // not what is counted.
    if r.asked.when.used.contains(&at) {
        return None;
    }
    let w = r.asked.words.get(at)?;
    // In any form: "meses" where the configuration lists "mes", "años" for "año": the unit
    // and an ending of at most two letters.
    let mut unit = false;
    for &list in &[&d.year, &d.month, &d.week, &d.day] {
        for u in list {
            unit |= w.starts_with(u.as_str()) && w.len() <= u.len() + 2;
        }
    }
    let measured = r.tables().any(|(_, _, t)| {
        t.measure_word(&mut |m: &String| n.words(m).contains(w))
            .is_some()
    });
    (unit && !measured).then(|| neutralize(&spaced(count, w)))
}

/// A phrase of two words of `phrases` said with the thing it is about between them, as Dutch
/// and German separable verbs put it ("valt de cb300 onder de recall", "fällt die EG-16 unter
/// den Rückruf"): its first word, then one to three words, then its second, in a question that
/// names a product or part.
fn split_phrase<'a>(r: &Reading, phrases: &'a [String]) -> Option<&'a String> {
    let (asked, n) = (r.asked, &r.bundle.config.normalizer);
    if asked.products.is_empty() && asked.parts.is_empty() {
        return None;
    }
    let words = asked.words.get(..asked.typed)?;
    for p in phrases {
        if let [a, b] = n.words(p).as_slice() {
            for (i, w) in words.iter().enumerate() {
                let gap = words
                    .get(i + 2..(i + 5).min(words.len()))
                    .unwrap_or_default();
                if w == a && gap.contains(b) {
                    return Some(p);
                }
            }
        }
    }
    None
}

/// `a` and `b` with a space between, as `[a, b].joined(" ")` says: a join of `&str` pieces is an
/// instance of the standard library's join of its own (1 KB) in the page's wasm.
fn spaced(a: &str, b: &str) -> String {
    let mut out = String::with_capacity(a.len() + 1 + b.len());
    out.push_str(a);
    out.push(' ');
    out.push_str(b);
    out
}

/// "who sold the most TR-390 this year": a word asking who and one asking for the most or the
/// least ask for a ranking of records, whatever table names it. Asked by someone who may read
/// no such table, the answer says nothing readable computes it, rather than offering the
/// documents that happen to share a word (a descaling manual for "sold").
fn asks_who_ranks(r: &Reading) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    let (op, op_word) = operation_asked(r)?;
    if !matches!(op, Op::Max | Op::Min) {
        return None;
    }
    let who = used(bundle, asked, &bundle.config.questions.who_words)?;
    Some(Reason::Ranking {
        op_word: neutralize(op_word),
        who: neutralize(who),
    })
}

/// An operation's word and a table's word in one question: the reason, or None. A table named
/// only through a measure's word ("hours", "labour") must also explain the question's other
/// words: "c3 full charge how many hours" asks the specification, not the claims' repair hours.
fn asks_for_a_figure(r: &Reading, documents: &Documents) -> Option<Reason> {
    let (bundle, asked) = (r.bundle, r.asked);
    // Without a record table no figure is asked: the operation words are not read.
    if !bundle.has_tables() {
        return None;
    }
    let config = &bundle.config;
    let n = &config.normalizer;
    let uses = |w: &String| asked.uses(&n.words(w));
    let (op, op_word) = operation_asked(r)?;
    let (table, table_word) = r.tables().find_map(|(i, d, t)| {
        let found = asked
            .first_used(n, &t.about)
            .or_else(|| t.measure_word(&mut |w: &String| uses(w)))
            .cloned()
            .or_else(|| own_column_named(bundle, r.values(), asked, i).map(str::to_string))
            .or_else(|| {
                // A word of a measure's phrase names it too ("the longest repair"), as
                // calculate reads it.
                let mut token = None;
                t.measure_word(&mut |w: &String| {
                    token = None;
                    // A loop, not a find: each is code of its own in the page's wasm.
                    for w in &mut n.tokens(w) {
                        if asked.has_word(w) {
                            token = Some(std::mem::take(w));
                            break;
                        }
                    }
                    token.is_some()
                });
                token
            })?;
        if !named_beyond_measures(bundle, r.values(), asked, i, t) && documents(i).is_some() {
            return None;
        }
        Some((&d.id, found))
    })?;
    Some(Reason::Figure {
        op,
        op_word: neutralize(op_word),
        table_word: neutralize(&table_word),
        table: neutralize(table),
    })
}

/// Whether one readable document block (not a record) holds most of `words` (more than half):
/// the words a table leaves unexplained are then a document's subject ("full charge"), not
/// noise around a figure ("so far", a dealer's town).
fn a_document_says(bundle: &Bundle, asked: &Asked, words: &[String]) -> bool {
    if words.is_empty() {
        return false;
    }
    let index = &bundle.index;
    // The blocks the postings name, each once per word, sorted: a block's run is how many of
    // the words it holds. The work follows the postings read, not the bundle's size.
    let mut held: Vec<usize> = Vec::new();
    for w in words {
        if let Some(id) = index.term(&bundle.config.normalizer.fold(w)) {
            part_names::document_blocks(bundle, asked, id, &mut held);
        }
    }
    crate::base::sort::sort(&mut held);
    held.chunk_by(|a, b| a == b)
        .any(|run| 2 * run.len() > words.len())
}
