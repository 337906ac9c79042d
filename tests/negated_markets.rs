//! "how many dealers are not in France" answered 3, the French dealers; "list dealers not in
//! Morocco" listed the Moroccan ones: the negation had no role, and the market named after it
//! picked the rows it excluded. A negation, grammar words and a place word before a market's
//! name now take the market out, as an except word does.
//!
//! Every table with a market column, in seven corpora, in each corpus language, each market
//! named by its first alias: "<count> <about> <negation ...> <market>" must count the rows of
//! the other markets. One phrasing per language (with the verb) was looked at while building;
//! the other (a bare negation and place word) is held out and reported apart.

use crate::common;

use atlas::base::config::packs::pack;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

/// Per language: the phrasing looked at, and the one held out ("{m}" is the market's name).
const PHRASES: [(&str, [&str; 2]); 7] = [
    ("en", ["that are not in {m}", "not in {m}"]),
    ("fr", ["qui ne sont pas en {m}", "pas en {m}"]),
    ("es", ["que no están en {m}", "no en {m}"]),
    ("de", ["die nicht in {m} sind", "nicht in {m}"]),
    ("it", ["che non sono in {m}", "non in {m}"]),
    ("pt", ["que não estão em {m}", "não em {m}"]),
    ("nl", ["die niet in {m} zijn", "niet in {m}"]),
];

#[test]
fn a_market_after_a_negation_is_taken_out() {
    taken_out_after_a_negation(ColumnKind::Market, &PHRASES, &|c| {
        let name = c
            .aliases
            .iter()
            .find(|a| a.chars().all(char::is_alphabetic))?;
        Some(name.clone())
    });
}

/// Per language, a negation right before the market's name, no place word between: the way
/// languages that place by a case ending say it ("ne lietuvoje", "ei suomessa", "mitte eestis").
/// The first is tuned on, the second held out.
const BARE_PHRASES: [(&str, [&str; 2]); 7] = [
    ("en", ["not {m}", "no {m}"]),
    ("fr", ["pas {m}", "non {m}"]),
    ("es", ["no {m}", "nunca {m}"]),
    ("de", ["nicht {m}", "kein {m}"]),
    ("it", ["non {m}", "mai {m}"]),
    ("pt", ["não {m}", "nunca {m}"]),
    ("nl", ["niet {m}", "geen {m}"]),
];

/// "sertifikuoti dileriai ne lietuvoje" (the twenty-first company's E10) listed Lithuania's
/// dealers, for those of every other market: a market's name right after a negation, with no
/// place word, is taken out too. Each market by a name of three letters or more (a code right
/// after a negation is not: "no es" is Spanish).
#[test]
fn a_market_right_after_a_negation_is_taken_out() {
    let name = |c: &atlas::base::config::Alias| {
        let name = c
            .aliases
            .iter()
            .find(|a| a.chars().count() > 2 && a.chars().all(char::is_alphabetic))?;
        Some(name.clone())
    };
    taken_out_after(ColumnKind::Market, &BARE_PHRASES, &name, true);
}

/// Per language: the phrasing looked at, and the one held out ("{p}" is the product's code).
const PRODUCT_PHRASES: [(&str, [&str; 2]); 7] = [
    ("en", ["that are not for the {p}", "not on {p}"]),
    ("fr", ["qui ne sont pas pour le {p}", "pas sur le {p}"]),
    ("es", ["que no son para el {p}", "no del {p}"]),
    ("de", ["die nicht für den {p} sind", "nicht für {p}"]),
    ("it", ["che non sono per il {p}", "non per il {p}"]),
    ("pt", ["que não são para o {p}", "não do {p}"]),
    ("nl", ["die niet voor de {p} zijn", "niet voor {p}"]),
];

/// "how many claims were not on c3 bikes" counted the C-3's claims (5 for 11): a product after a
/// negation and a grammar word is taken out as an except word takes it; right after the
/// negation ("no water filter", "dealers with no C-3 in stock") it is still asked of.
///
/// Every table with a product column, each product by its code.
#[test]
fn a_product_after_a_negation_and_a_grammar_word_is_taken_out() {
    taken_out_after_a_negation(ColumnKind::Product, &PRODUCT_PHRASES, &|c| {
        Some(c.code.clone())
    });
}

/// Every table with a column of `kind`, in seven corpora, in each corpus language, each of the
/// corpus's markets or products (`kind`) by the name `name` gives it: "<count> <about>
/// <phrase>" must count the other codes' rows. The phrases' first is tuned on, the second held
/// out.
fn taken_out_after_a_negation(
    kind: ColumnKind,
    phrases_of: &[(&str, [&str; 2]); 7],
    name: &dyn Fn(&atlas::base::config::Alias) -> Option<String>,
) {
    taken_out_after(kind, phrases_of, name, false);
}

/// `taken_out_after_a_negation`; with `configured`, a phrase is asked only of a corpus whose
/// negations hold its first word (a corpus may list its own).
fn taken_out_after(
    kind: ColumnKind,
    phrases_of: &[(&str, [&str; 2]); 7],
    name: &dyn Fn(&atlas::base::config::Alias) -> Option<String>,
    configured: bool,
) {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_corpus(|dir, corpus, asking| {
        for language in &corpus.config.languages {
            let Some(p) = pack(language) else { continue };
            let Some((_, phrases)) = phrases_of.iter().find(|(l, _)| l == language) else {
                continue;
            };
            let Some(count) = pack_count(corpus, p) else {
                continue;
            };
            let mut seen: Vec<String> = Vec::new();
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                let Some(col) = t.columns.iter().position(|c| c.kind == kind) else {
                    continue;
                };
                let Some(about) = t.about.first() else {
                    continue;
                };
                let whole = format!("{count} {about}");
                if seen.contains(&whole) {
                    continue;
                }
                seen.push(whole.clone());
                let rows: Vec<&String> = corpus
                    .blocks
                    .iter()
                    .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                    .map(|b| &b.fields[col])
                    .collect();
                if asking(&whole).figure != Some(rows.len() as f64) {
                    continue;
                }
                let codes = match kind {
                    ColumnKind::Market => &corpus.config.markets,
                    _ => &corpus.config.products,
                };
                for c in codes {
                    let Some(named) = name(c) else { continue };
                    if kind == ColumnKind::Product && !rows.iter().any(|r| **r == c.code) {
                        continue;
                    }
                    let want = rows.iter().filter(|r| ***r != c.code).count() as f64;
                    for (i, phrase) in phrases.iter().enumerate() {
                        let first = phrase.split(' ').next().unwrap_or_default();
                        if configured
                            && !corpus.config.questions.negations.iter().any(|n| n == first)
                        {
                            continue;
                        }
                        let q = format!(
                            "{whole} {}",
                            phrase.replace("{m}", &named).replace("{p}", &named)
                        );
                        let (asked, wrong) = &mut tallies[i];
                        *asked += 1;
                        let a = asking(&q);
                        if a.figure != Some(want) {
                            wrong.push(format!(
                                "{dir}: {q:?} -> {:?} (want {want}) {:?}",
                                a.figure, a.known_facts
                            ));
                        }
                    }
                }
            }
        }
    });
    judge_split(&tallies, 10);
}

/// "how many gx-210 did we sell in the us last quarter" (the eighth company's cx-31) summed every
/// market's units, 250: "us" in lower case was read as the pronoun. After a place word and an
/// article no pronoun or preposition stands: the word is the market. Every market of nine
/// corpora whose code is a common word of its languages, in a sum of each table with a market
/// column: "in the <code>" (looked at) and "from the <code>" (held out) give the figure its
/// name gives ("in <name>").
#[test]
fn a_market_code_after_a_place_word_and_an_article_is_the_market() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut dirs = CORPORA.to_vec();
    dirs.extend(["tests/corpora/compresso", "tests/corpora/vindmar"]);
    each_corpus_in(&dirs, |dir, corpus, asking| {
        let Some(sum) = atlas::base::config::packs::pack("en").and_then(|p| pack_sum(corpus, p))
        else {
            return;
        };
        for (_, _, word) in measured_tables_with(corpus, ColumnKind::Market) {
            for (code, name) in common_coded(corpus) {
                let control = asking(&format!("{sum} {word} in {name}"));
                if control.figure.is_none() {
                    continue;
                }
                for (i, place) in ["in the", "from the"].iter().enumerate() {
                    let question = format!("{sum} {word} {place} {code}");
                    same_figure(
                        &mut tallies[i],
                        dir,
                        &question,
                        &asking(&question),
                        &control,
                    );
                }
            }
        }
    });
    judge_split(&tallies, 3);
}

/// The markets whose code is a common word of the corpus's languages: the code in lower case
/// and the market's first name.
fn common_coded(corpus: &Corpus) -> Vec<(String, String)> {
    let q = &corpus.config.questions;
    let mut out = Vec::new();
    for m in &corpus.config.markets {
        let code = m.code.to_lowercase();
        let common =
            corpus.config.normalizer.stopwords.contains(&code) || q.common_words.contains(&code);
        if let (true, Some(name)) = (common, m.aliases.first()) {
            out.push((code, name.clone()));
        }
    }
    out
}

/// Counts `question` asked and, when its figure is not `control`'s, wrong.
fn same_figure(
    tally: &mut (usize, Vec<String>),
    dir: &str,
    question: &str,
    a: &atlas::ask::answer::Answer,
    control: &atlas::ask::answer::Answer,
) {
    tally.0 += 1;
    if a.figure != control.figure {
        tally.1.push(format!(
            "{dir}: {question:?} -> {:?}, not {:?}",
            a.figure, control.figure
        ));
    }
}

/// "hoeveel klachten in be dit jaar" (the thirteenth company) counted every market's claims:
/// "be" in lower case, not last in the question, was read as the verb. Before a time no article
/// takes ("dit jaar", "this year", "2026") the word after a place word is the market. Every
/// market whose code is a common word of its corpus's languages, in eleven corpora, in a sum
/// of each table with a market column: "in <code> <this> <year>" (looked at) and "in <code>
/// 2026" (held out) give the figure "in <name>" gives with the same time.
#[test]
fn a_market_code_after_a_place_word_before_a_time_is_the_market() {
    code_before_times(&|d| {
        let (this, year) = (d.this.first()?, d.year.first()?);
        Some(vec![(0, format!("{this} {year}")), (1, "2026".to_string())])
    });
}

/// "how many chairs sold in be in 2025" (the thirteenth company) summed every market's sales:
/// "be" was read as the verb where a place word stood between it and the time. Every market
/// whose code is a common word of its corpus's languages, in eleven corpora, in a sum of each
/// table with a market column: "in <code> in 2025" (looked at), "in <code> <last> <year>" and
/// "in <code> in <the third month's name>" (held out; "march" is also a verb) give the figure
/// "in <name>" gives with the same time.
#[test]
fn a_market_code_after_a_place_word_before_a_placed_time_is_the_market() {
    code_before_times(&|d| {
        let (last, year) = (d.last.first()?, d.year.first()?);
        let march = d.months.get(2).and_then(|m| m.first())?;
        Some(vec![
            (0, "in 2025".to_string()),
            (1, format!("{last} {year}")),
            (1, format!("in {march}")),
        ])
    });
}

/// "how many EM-220 did we sell in at in q3 2026" (the nineteenth company's c07) summed every
/// market's sales: a quarter or a half written short ("q3", "h1") was no time after the place
/// word, and "at" was read as the word. Every market whose code is a common word of its
/// corpus's languages, in eleven corpora, in a sum of each table with a market column: "in
/// <code> in <q>3 2026" (looked at), "in <code> <during> <h>1 2026" and "in <code> in <q>-2"
/// (held out) give the figure "in <name>" gives with the same time.
#[test]
fn a_market_code_after_a_place_word_before_a_short_quarter_is_the_market() {
    code_before_times(&|d| {
        let (q, h) = (d.quarter_short.first()?, d.half_short.first()?);
        let during = d.during.first()?;
        Some(vec![
            (0, format!("in {q}3 2026")),
            (1, format!("{during} {h}1 2026")),
            (1, format!("in {q}-2")),
        ])
    });
}

/// The times a test asks after a code, made of a corpus's date words, each with its split.
type Times = dyn Fn(&atlas::base::config::DateWords) -> Option<Vec<(usize, String)>>;

/// Every market whose code is a common word of its corpus's languages, in eleven corpora, in a
/// sum of each table with a market column: "in <code> <time>" gives the figure "in <name>
/// <time>" gives, for each time `times` makes of the corpus's date words (0: looked at, 1: held
/// out).
fn code_before_times(times: &Times) {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut dirs = CORPORA.to_vec();
    dirs.extend([
        "tests/corpora/compresso",
        "tests/corpora/vindmar",
        "tests/corpora/dentara",
        "tests/corpora/fornara",
    ]);
    each_corpus_in(&dirs, |dir, corpus, asking| {
        let Some(sum) = atlas::base::config::packs::pack("en").and_then(|p| pack_sum(corpus, p))
        else {
            return;
        };
        let Some(times) = times(&corpus.config.dates) else {
            return;
        };
        for (_, _, word) in measured_tables_with(corpus, ColumnKind::Market) {
            for (code, name) in common_coded(corpus) {
                for (i, time) in &times {
                    let control = asking(&format!("{sum} {word} in {name} {time}"));
                    if control.figure.is_none() {
                        continue;
                    }
                    let question = format!("{sum} {word} in {code} {time}");
                    same_figure(
                        &mut tallies[*i],
                        dir,
                        &question,
                        &asking(&question),
                        &control,
                    );
                }
            }
        }
    });
    judge_split(&tallies, 3);
}
