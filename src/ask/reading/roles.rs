//! The question's typed words, each given one role by one rule: the reading the trace shows
//! (`reading ...`). Every reader proposes spans for what it reads (a part's pattern, a
//! product's or market's name (or one an except word takes out), the time expressions, a comparison phrase, a table's about
//! words, a flag or measure column, the operation, except and negation words, the values named, the
//! names nothing readable holds); a span inside a longer one loses, and of two spans over the
//! same words the earlier reader in `Proposal`'s order wins. The proposals are the same calls
//! the router and the routes make, so the roles say what the answer was computed from.
//!
//! A new role or rule goes here: a `propose` call beside the reader it reports, with its
//! place in the order below. Only the asker's readable tables propose (`Reading::tables`), and
//! values and unknown names are reported only as the route read them (never read here for the
//! trace alone: a search-only question does not pay for the record values), for the routes that
//! read them for every question they take.

use crate::ask::question::named;
use crate::ask::reading::flags::flag_asked;
use crate::ask::reading::record_query::flag_names;
use crate::ask::reading::Reading;
use crate::base::config::Op;
use crate::base::text::Joined;

/// One span of the question's typed words (`start..end` in `Asked::words`), its role and the
/// rule that gave it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Role {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) role: &'static str,
    pub(crate) rule: String,
}

/// The roles of the question's typed words, in their order; a word no reader took is a search
/// word (`word`), or `filler` when it is a stopword or a common word of the questions'
/// languages.
pub(crate) fn read(cx: &Reading, route: crate::base::config::Route) -> Vec<Role> {
    let asked = cx.asked;
    let config = &cx.bundle.config;
    let n = &config.normalizer;
    let q = &config.questions;
    // Every word the question was read as: the typed ones, then the readings of loose words
    // and glossary terms (`Asked::read_from`), which give their role to the words they read.
    let typed_len = asked.typed.min(asked.words.len());
    let typed = &asked.words[..];
    // (start, end, role, rule), in the order that wins a tie.
    let mut proposals: Vec<(usize, usize, &'static str, String)> = Vec::new();
    // A span proposed again loses to its first proposal whatever happens (ties go to the
    // earlier), so it is not kept: a question repeating a word proposes each span once.
    let mut spans = crate::base::hash::Set::<(usize, usize)>::default();
    let mut propose = |start: usize, end: usize, role: &'static str, rule: String| {
        let one_side = end <= typed_len || start >= typed_len;
        if start < end && end <= typed.len() && one_side && spans.insert((start, end)) {
            proposals.push((start, end, role, rule));
        }
    };
    let every = |phrase: &[String], f: &mut dyn FnMut(usize)| {
        if phrase.is_empty() {
            return;
        }
        for (at, run) in typed.windows(phrase.len()).enumerate() {
            if run == phrase {
                f(at);
            }
        }
    };
    // Codes: the smallest windows of up to three words read as a part or serial the question
    // names ("bp 36 3" is one part; "stock of bp-36-3" holds it and is none).
    for (kind, found, read) in [("part", &asked.parts, 0u8), ("serial", &asked.serials, 1u8)] {
        if found.is_empty() {
            continue;
        }
        let mut windows: Vec<(usize, usize)> = Vec::new();
        // Each distinct window is read once: a part typed 150 times costs one reading.
        let mut read_before = crate::base::hash::Map::<String, bool>::default();
        for start in 0..typed.len() {
            for len in 1..=3.min(typed.len() - start) {
                let text = typed[start..start + len].joined(" ");
                let names = *read_before.entry(text).or_insert_with_key(|text| {
                    let got = match read {
                        0 => n.question_parts(text),
                        _ => crate::ask::question::serials(config, text),
                    };
                    got.iter().any(|g| found.contains(g))
                });
                if names {
                    windows.push((start, start + len));
                    break;
                }
            }
        }
        for &(s, e) in &windows {
            let holds_one = windows
                .iter()
                .any(|&(s2, e2)| (s2, e2) != (s, e) && s <= s2 && e2 <= e);
            if !holds_one {
                propose(s, e, kind, "pattern".into());
            }
        }
    }
    // Products and markets by their names, as `named` reads them; a name it did not take (a
    // common word typed in lower case) proposes nothing, so the word keeps its own role.
    // And those an except word takes out ("excluding the TR-260", "Türkiye hariç"), named as
    // the others are.
    let out = &asked.taken_out.0;
    for (role, aliases, taken) in [
        ("product", &config.products, &asked.products),
        ("market", &config.markets, &asked.markets),
        ("taken-out", &config.products, out),
        ("taken-out", &config.markets, out),
    ] {
        for a in aliases.iter().filter(|a| taken.contains(&a.code)) {
            let mut by_name = false;
            for name in std::iter::once(&a.code).chain(&a.aliases) {
                let phrase = n.words(name);
                let one = std::slice::from_ref(a);
                if named(one, &asked.text, &phrase, &phrase, config).is_empty() {
                    continue;
                }
                every(&phrase, &mut |at| {
                    by_name = true;
                    propose(at, at + phrase.len(), role, format!("name {}", a.code))
                });
                if let [one] = phrase.as_slice() {
                    for (at, w) in typed.iter().enumerate() {
                        if q.plurals
                            .iter()
                            .any(|p| w.strip_suffix(p.as_str()) == Some(one))
                        {
                            by_name = true;
                            propose(at, at + 1, role, format!("name {}", a.code));
                        }
                    }
                }
            }
            // "the 390": a product named by its number alone.
            if role == "product" && !by_name {
                let number = a
                    .code
                    .rsplit(|c: char| !c.is_ascii_alphanumeric())
                    .find(|p| !p.is_empty())
                    .map(|p| p.trim_start_matches(|c: char| c.is_ascii_alphabetic()));
                for (at, w) in typed.iter().enumerate() {
                    if !w.is_empty() && number == Some(w.as_str()) {
                        propose(at, at + 1, role, format!("bare number {}", a.code));
                    }
                }
            }
        }
    }
    // "quién vendió más": a more word with no than word, asking who, is the most.
    if let Some((op, word)) = crate::ask::reading::comparisons::superlative(cx) {
        let phrase = n.words(word);
        let rule = format!("{}, a more or less word with no than", op_name(op));
        every(&phrase, &mut |at| {
            propose(at, at + phrase.len(), "operation", rule.clone())
        });
    }
    for &at in &asked.when.used {
        propose(at, at + 1, "period", "dates".into());
    }
    if let Some(spans) = cx.comparisons.get() {
        for s in spans {
            propose(s.start, s.end, "comparison", "comparison phrase".into());
        }
    }
    // The except word that took something out, before a negation's reading of the same word
    // ("fără" excepts a name after it, else negates).
    if !asked.taken_out.1.is_empty() {
        for w in &q.except_words {
            let phrase = n.words(w);
            every(&phrase, &mut |at| {
                propose(at, at + phrase.len(), "except", "except words".into())
            });
        }
    }
    for (at, w) in typed.iter().enumerate() {
        let one = asked.singular.get(at);
        let listed = |l: &[String]| l.iter().any(|x| x == w || Some(x) == one);
        if listed(&q.negations) || listed(&q.none_words) {
            propose(at, at + 1, "negation", "negation words".into());
        }
        if listed(&q.more) || listed(&q.less) || listed(&q.than) {
            propose(at, at + 1, "comparison", "more, less, than".into());
        }
        if listed(&q.who_words) || listed(&q.market_words) {
            propose(at, at + 1, "group-by", "who or market words".into());
        }
        if listed(&q.and_words) {
            propose(at, at + 1, "conjunction", "and words".into());
        }
        if listed(&q.product_words) {
            propose(at, at + 1, "products-asked", "product words".into());
        }
        if listed(&q.applies_words) || listed(&q.use_words) {
            propose(at, at + 1, "applies", "applies or use words".into());
        }
        if listed(&q.units) {
            propose(at, at + 1, "unit", "units".into());
        }
        if listed(&q.every_words) {
            propose(at, at + 1, "every", "every words".into());
        }
        for r in &config.relations {
            // As `relations::asked_word` reads it: listed, or another form of a listed word.
            let form = super::flags::other_forms(config, std::slice::from_ref(w), &r.asked_by)
                .iter()
                .any(|(x, t)| t.len() <= x.len() + 3);
            if listed(&r.asked_by) || form {
                propose(at, at + 1, "relation", format!("relation {}", r.kind));
            }
        }
    }
    for (op, words) in &config.operations {
        for w in words {
            let phrase = n.words(w);
            every(&phrase, &mut |at| {
                propose(at, at + phrase.len(), "operation", op_name(*op).into())
            });
        }
    }
    // Tables of one shape (the same columns and about words) read the same: the first of each
    // shape proposes, so the work follows the shapes and the question's distinct words, not
    // how many tables a corpus holds.
    let mut distinct = crate::base::hash::Set::<String>::default();
    distinct.extend(typed.iter().cloned());
    let mut shapes = crate::base::hash::Set::<String>::default();
    for (_, d, t) in cx.tables() {
        let mut shape = t.about.joined("\u{1f}");
        for c in &t.columns {
            shape.push('\u{1e}');
            shape.push_str(&c.name);
        }
        if !shapes.insert(shape) {
            continue;
        }
        let flags = flag_names(t);
        for col in &t.columns {
            let name = n.name_words(&col.name);
            let measure: Vec<String> = t
                .measures
                .iter()
                .filter(|m| m.field == col.name)
                .flat_map(|m| m.words.iter().flat_map(|x| n.tokens(x)))
                .collect();
            if !name.iter().chain(&measure).any(|w| distinct.contains(w)) {
                continue;
            }
            let is_flag = col.kind == crate::base::model::ColumnKind::Flag;
            let flag = is_flag && flag_asked(config, typed, &col.name, &flags).is_some();
            let rule = format!("column {}.{}", d.id, col.name);
            let forms = match flag {
                true => crate::ask::reading::flags::other_forms(config, typed, &name),
                false => Vec::new(),
            };
            for (at, w) in typed.iter().enumerate() {
                let in_name = name.contains(w) || forms.iter().any(|(_, x)| x == w);
                let role = if flag && in_name {
                    "flag"
                } else if measure.contains(w) {
                    "measure"
                } else if !is_flag && name.contains(w) && !n.stopwords.contains(w) {
                    "column"
                } else {
                    continue;
                };
                propose(at, at + 1, role, rule.clone());
            }
        }
        for about in &t.about {
            let phrase = n.words(about);
            let rule = format!("about {}", d.id);
            every(&phrase, &mut |at| {
                propose(at, at + phrase.len(), "table", rule.clone())
            });
            if let [one] = phrase.as_slice() {
                for (at, w) in typed.iter().enumerate() {
                    if q.plurals
                        .iter()
                        .any(|p| w.strip_suffix(p.as_str()) == Some(one))
                    {
                        propose(at, at + 1, "table", rule.clone());
                    }
                }
            }
        }
    }
    // List and calculate read the values and names of every question they take; other routes
    // read them only as their evidence leads (a wider bundle's follow meets other records), so
    // the roles say them only for these two, the same in every bundle the asker may load.
    let records = matches!(
        route,
        crate::base::config::Route::List | crate::base::config::Route::Calculate
    );
    if let Some(values) = cx.named.get().filter(|_| records) {
        for v in values {
            // An agreement form is said as typed ("ouvertes" for "ouvert").
            let (phrase, rule) = match v.said.is_empty() {
                true => (n.words(&v.value), "record value"),
                false => (n.words(&v.said), "record value's form"),
            };
            let rule = match v.negated {
                true => format!("{rule}, negated"),
                false => rule.to_string(),
            };
            every(&phrase, &mut |at| {
                propose(at, at + phrase.len(), "value", rule.clone())
            });
        }
    }
    if let Some(unknown) = cx.unknown.get().filter(|_| records) {
        for name in unknown {
            let phrase = n.words(name);
            every(&phrase, &mut |at| {
                propose(
                    at,
                    at + phrase.len(),
                    "unknown",
                    "held by nothing readable".into(),
                )
            });
        }
    }
    for (at, w) in typed.iter().enumerate() {
        if q.asking_words.iter().any(|x| x == w) {
            propose(at, at + 1, "asking", "asking words".into());
        }
    }
    // Longer spans first; of equal ones, the earlier proposal (the order above).
    let mut order: Vec<(usize, usize)> = proposals
        .iter()
        .enumerate()
        .map(|(i, (s, e, _, _))| (usize::MAX - (e - s), i))
        .collect();
    crate::base::sort::sort(&mut order);
    let mut owner: Vec<Option<usize>> = vec![None; typed.len()];
    for (_, i) in order {
        let (s, e, _, _) = &proposals[i];
        if owner[*s..*e].iter().all(Option::is_none) {
            owner[*s..*e].iter_mut().for_each(|o| *o = Some(i));
        }
    }
    let mut out: Vec<Role> = Vec::new();
    let mut at = 0;
    while at < typed_len {
        let role_of = |i: usize, rule: String| {
            let (s, e, role, own) = &proposals[i];
            Role {
                start: *s,
                end: *e,
                role,
                rule: if own.is_empty() {
                    rule
                } else {
                    format!("{rule}{own}")
                },
            }
        };
        // A typed word no reader took, read as another word that one did.
        let reading = || {
            asked.read_from.iter().enumerate().find_map(|(j, from)| {
                let (s, e) = (*from)?;
                let i = owner.get(typed_len + j).copied().flatten()?;
                (s <= at && at < e).then(|| {
                    let said = typed.get(typed_len + j).map_or("", String::as_str);
                    let mut r = role_of(i, format!("read as {said}: "));
                    (r.start, r.end) = (s, e);
                    r
                })
            })
        };
        match owner[at]
            .map(|i| role_of(i, String::new()))
            .or_else(reading)
        {
            Some(r) => {
                at = r.end.max(at + 1);
                out.push(r);
            }
            None => {
                let w = &typed[at];
                let filler = n.tokens(w).is_empty() || q.common_words.contains(w);
                out.push(Role {
                    start: at,
                    end: at + 1,
                    role: if filler { "filler" } else { "word" },
                    rule: String::new(),
                });
                at += 1;
            }
        }
    }
    out
}

/// The trace's line: each span's words, its role and its rule (`words=role(rule)`), spans
/// apart by ` | `.
pub(crate) fn describe(roles: &[Role], words: &[String]) -> String {
    let mut out = String::from("reading");
    for (i, r) in roles.iter().enumerate() {
        let said = words.get(r.start..r.end).unwrap_or_default().joined(" ");
        out.push_str(if i == 0 { " " } else { " | " });
        out.push_str(&crate::ask::prompt::neutralize(&said));
        out.push('=');
        out.push_str(r.role);
        if !r.rule.is_empty() {
            out.push('(');
            out.push_str(&crate::ask::prompt::neutralize(&r.rule));
            out.push(')');
        }
    }
    out
}

fn op_name(op: Op) -> &'static str {
    match op {
        Op::Count => "count",
        Op::Sum => "sum",
        Op::Average => "average",
        Op::Min => "min",
        Op::Max => "max",
    }
}
