//! "combien coûte la batterie BP-36-2", "how much is the 390", "cuánto cuesta el RH-4010": a price
//! asked in any of a corpus's question languages finds the price list that states it, whatever
//! language the list is written in, and is never a count of records ("combien" is a count's word
//! in French) nor a figure. Generated from every corpus's price lists: each part or product code
//! a block naming a price states is asked in each phrasing of each of the corpus's languages.
//! The last phrasing of each language was written after the rule and is reported apart.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

const CORPORA: [&str; 6] = [
    "corpus/atlas",
    "tests/corpora/tramonta",
    "tests/corpora/calora",
    "tests/corpora/agrodrone",
    "tests/corpora/spanish-dealer",
    "tests/corpora/german-dealer",
];

/// Each language's words for a price, as price lists write them.
const PRICE_WORDS: [&str; 7] = [
    "price", "prix", "precio", "preis", "prezzo", "preço", "prijs",
];

/// How a dealer asks a price, per language; `{}` is the code.
fn phrasings(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &[
            "how much is the {}",
            "what does the {} cost",
            "how much does a {} cost",
            "{} price?",
            "whats the price of {}",
        ],
        "fr" => &[
            "combien coûte le {}",
            "combien coute {} ?",
            "prix du {}",
            "le {} ça coûte combien",
            "combien pour un {}",
            "quel est le prix de {}",
        ],
        "es" => &[
            "cuánto cuesta el {}",
            "cuanto cuesta {}",
            "precio del {}",
            "cuánto vale {}",
            "qué precio tiene el {}",
        ],
        "de" => &[
            "was kostet der {}",
            "wie viel kostet {}",
            "Preis {}",
            "was kostet ein {} bei uns",
        ],
        "it" => &["quanto costa il {}", "prezzo del {}", "quanto costa {}?"],
        "pt" => &["quanto custa o {}", "preço do {}", "quanto custa {}?"],
        "nl" => &["wat kost de {}", "prijs van {}", "hoeveel kost {}?"],
        _ => &[],
    }
}

/// Whether `text` has one of the price words as a word or inside one ("Händlerpreisliste"), in
/// any case.
fn names_a_price(text: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric()).any(|w| {
        let w = w.to_lowercase();
        PRICE_WORDS
            .iter()
            .any(|p| w == *p || (p.chars().count() >= 5 && w.contains(p)))
    })
}

/// Whether block `b` of `corpus` is a document's (not a record's) whose title, heading or text
/// names a price: a price list's.
fn in_a_price_list(corpus: &Corpus, b: &atlas::base::model::Block) -> bool {
    let doc = &corpus.docs[b.doc];
    let about = format!("{} {} {}", doc.title, b.heading.as_str(), b.text.as_str());
    doc.table.is_none() && names_a_price(&about)
}

#[test]
fn a_price_asked_in_any_language_finds_the_price_list() {
    let (mut asked, mut wrong) = ([0usize; 2], [Vec::new(), Vec::new()]);
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        let n = &corpus.config.normalizer;
        // The codes each price-naming document block states, with the blocks that state them.
        let mut codes: Vec<String> = Vec::new();
        for b in &corpus.blocks {
            if !in_a_price_list(&corpus, b) {
                continue;
            }
            let mut here = n.parts(b.text.as_str());
            for p in &corpus.config.products {
                if n.tokens(b.text.as_str()).contains(&p.code.to_lowercase()) {
                    here.push(p.code.clone());
                }
            }
            for c in here {
                if !codes.contains(&c) {
                    codes.push(c);
                }
            }
        }
        assert!(!codes.is_empty(), "{dir}: no price list found");
        for language in &corpus.config.languages {
            let all = phrasings(language);
            for (i, phrasing) in all.iter().enumerate() {
                let held_out = usize::from(i + 1 == all.len());
                for code in &codes {
                    let q = phrasing.replace("{}", code);
                    let a = ask(&engine, &persona, &market, &q);
                    asked[held_out] += 1;
                    let stated = a.evidence.iter().any(|e| {
                        corpus
                            .blocks
                            .iter()
                            .find(|x| x.id.as_str() == e.id)
                            .is_some_and(|x| {
                                in_a_price_list(&corpus, x)
                                    && (n.parts(x.text.as_str()).contains(code)
                                        || n.tokens(x.text.as_str()).contains(&code.to_lowercase()))
                            })
                    });
                    if a.figure.is_some() || !stated {
                        wrong[held_out].push(format!(
                            "{dir}: {q:?} -> {:?} {:?} figure {:?}",
                            a.route,
                            ids(&a),
                            a.figure
                        ));
                    }
                }
            }
        }
    }
    let [tuned, held] = &wrong;
    eprintln!(
        "{}\nprices: {} asked, {} wrong; held-out phrasings: {} asked, {} wrong",
        tuned
            .iter()
            .chain(held)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n"),
        asked[0],
        tuned.len(),
        asked[1],
        held.len()
    );
    assert!(asked[0] > 100 && asked[1] > 30, "{asked:?}");
    let (all, bad) = (asked[0] + asked[1], tuned.len() + held.len());
    assert!(bad * 10 <= all, "{bad} of {all} wrong");
}

/// A sum or an average of what a price word asks, over a table with no such measure, is not
/// understood and gives no figure: the cost words read as a price do not make the claims'
/// hours the cost.
#[test]
fn a_total_cost_of_records_without_a_price_measure_gives_no_figure() {
    let corpus = atlas_corpus();
    let engine = engine_for(&corpus, "service");
    for q in [
        "total cost of the warranty claims this year",
        "average cost of a warranty claim",
        "coût total des réclamations de garantie cette année",
    ] {
        let a = ask(&engine, "service", "FR", q);
        assert_eq!(a.figure, None, "{q}: {}", a.reason);
    }
}

/// "combien" before a cost word asks a price, even where a table is named beside it and the
/// corpus routes every "combien" to calculate: no count of stock rows is given for it.
#[test]
fn a_price_beside_a_table_is_no_count() {
    let corpus = atlas_corpus();
    let engine = engine_for(&corpus, "manager");
    // The second asks two things: the price, and how many Lyon holds (4), each side its own.
    for (q, figure) in [
        (
            "combien coute le pack du K-1 et est il en stock a paris",
            None,
        ),
        (
            "combien coûte une BP-36-3 et combien en stock à Lyon",
            Some(4.0),
        ),
        ("combien pour un chargeur CH-42 en stock", None),
    ] {
        let a = ask(&engine, "manager", "FR", q);
        assert_eq!(a.figure, figure, "{q}: {}", a.reason);
        assert!(
            ids(&a).iter().any(|id| id.starts_with("PRICE-PARTS-2026#")),
            "{q}: {:?}",
            ids(&a)
        );
    }
}

/// How a dealer asks a price naming the thing as the list does, per language: `{n}` the word the
/// price list writes before the code, `{c}` the code. The second of each language was written
/// after the rule and is reported apart.
fn named_phrasings(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &["how much does the {n} {c} cost", "what does a {n} {c} cost"],
        "fr" => &["combien coûte le {n} {c}", "le {n} {c} ça coûte combien"],
        "es" => &["cuánto cuesta el {n} {c}", "cuanto vale la {n} {c}"],
        "de" => &["was kostet der {n} {c}", "wie viel kostet die {n} {c}"],
        "it" => &["quanto costa il {n} {c}", "quanto costa la {n} {c}?"],
        "pt" => &["quanto custa o {n} {c}", "quanto custa a {n} {c}?"],
        "nl" => &["wat kost de {n} {c}", "hoeveel kost een {n} {c}"],
        _ => &[],
    }
}

/// "cuánto cuesta el programador PR-12": the code's own documents write its name and code many
/// times, the price list once; the price word a glossary line gives ("precio") is in the list
/// only as "Precios". The bundle carries the glossary's word as its documents write it
/// (`ingest::carve`), so the list ranks first, as it does for "precio del programador PR-12".
/// Generated from every price list of every corpus: each code with the word the list writes
/// just before it, asked with a cost word in each of the corpus's languages.
#[test]
fn a_price_asked_with_the_lists_name_for_the_thing_ranks_the_list_first() {
    let (mut asked, mut wrong) = ([0usize; 2], [Vec::new(), Vec::new()]);
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let market = corpus.config.markets[0].code.clone();
        let n = &corpus.config.normalizer;
        // Every persona's bundle: each carries its own glossary, carved from what it holds.
        let engines: Vec<(String, atlas::ask::engine::Engine)> = corpus
            .config
            .personas
            .iter()
            .map(|p| (p.name.clone(), engine_for(&corpus, &p.name)))
            .collect();
        for b in &corpus.blocks {
            if !in_a_price_list(&corpus, b) {
                continue;
            }
            let doc = &corpus.docs[b.doc];
            let text = b.text.as_str();
            // Its part numbers and the product codes it writes as they are.
            let mut codes = n.parts(text);
            for p in &corpus.config.products {
                if text.contains(p.code.as_str()) && !codes.contains(&p.code) {
                    codes.push(p.code.clone());
                }
            }
            for code in codes {
                // The word just before the code as the list writes it ("Programador PR-12").
                let Some(at) = text.find(code.as_str()) else {
                    continue;
                };
                let name = text[..at]
                    .split(|c: char| !c.is_alphabetic())
                    .rev()
                    .find(|w| !w.is_empty());
                let Some(name) =
                    name.filter(|w| w.chars().count() >= 4 && text[..at].trim_end().ends_with(*w))
                else {
                    continue;
                };
                let readers = engines.iter().filter(|(p, _)| {
                    let groups = &corpus.config.persona(p).unwrap().groups;
                    doc.groups.iter().any(|g| groups.contains(g))
                });
                for ((persona, engine), language) in
                    readers.flat_map(|e| corpus.config.languages.iter().map(move |l| (e, l)))
                {
                    for (i, phrasing) in named_phrasings(language).iter().enumerate() {
                        let q = phrasing
                            .replace("{n}", &name.to_lowercase())
                            .replace("{c}", &code);
                        let a = ask(engine, persona, &market, &q);
                        let held_out = usize::from(i == 1);
                        asked[held_out] += 1;
                        if a.evidence.first().map(|e| e.id.as_str()) != Some(b.id.as_str())
                            || a.figure.is_some()
                        {
                            wrong[held_out].push(format!(
                                "{dir} ({persona}): {q:?} -> {:?} (the list: {})",
                                ids(&a),
                                b.id.as_str()
                            ));
                        }
                    }
                }
            }
        }
    }
    let [tuned, held] = &wrong;
    eprintln!(
        "{}\nprices with the list's name: {} asked, {} wrong; held-out phrasings: {} asked, {} wrong",
        tuned.iter().chain(held).cloned().collect::<Vec<_>>().join("\n"),
        asked[0],
        tuned.len(),
        asked[1],
        held.len()
    );
    assert!(asked[0] >= 100 && asked[1] >= 100, "{asked:?}");
    // A floor, raised with the count it reaches: 48 and 48 of 124 were wrong before the bundle
    // respelled its glossary (Spanish 32, German 64). Left: German's spare parts list states no
    // price word but in its title's compound ("Händlerpreisliste") and another section's
    // "Preise", so the part's data sheet ranks above it (24 and 24, every one German).
    assert!(
        tuned.len() <= 24 && held.len() <= 24,
        "{} and {} wrong",
        tuned.len(),
        held.len()
    );
}

/// "hvað kostar FB-620" (the seventeenth company, whose Icelandic price list writes "verð" and
/// whose corpus.conf says `price = verð`) found the product's spec sheet, not the price list:
/// the cost words were read as the languages' words for a price ("price", "prix", ...), and a
/// glossary line is read once, never through another, so "verð" was not asked. A cost word
/// now reads the customer's own price words too. Over the corpora whose glossary gives a price
/// word outside the language packs, every code a price list writing that word states, asked
/// with each configured cost word or phrase: the even ones looked at, the odd ones held out.
#[test]
fn a_cost_word_reads_the_customers_own_price_words() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in ["tests/corpora/norfisk", "tests/corpora/frigodan"] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let n = &corpus.config.normalizer;
        let price = n.words("price");
        let own: Vec<String> = corpus
            .config
            .glossary
            .iter()
            .filter(|(from, to)| *from == price && to.len() == 1 && !names_a_price(&to[0]))
            .map(|(_, to)| to[0].clone())
            .collect();
        assert!(!own.is_empty(), "{dir}: no price word of its own");
        let stated = |b: &atlas::base::model::Block| {
            let mut codes = n.parts(b.text.as_str());
            for p in &corpus.config.products {
                if b.text.as_str().contains(p.code.as_str()) {
                    codes.push(p.code.clone());
                }
            }
            codes
        };
        let holds = |b: &atlas::base::model::Block, code: &str| {
            let words: Vec<String> = n
                .words(b.text.as_str())
                .iter()
                .map(|w| n.fold(w).into_owned())
                .collect();
            corpus.docs[b.doc].table.is_none()
                && own.iter().any(|w| words.contains(&n.fold(w).into_owned()))
                && stated(b).iter().any(|p| p == code)
        };
        let phrasings: Vec<&String> = corpus
            .config
            .questions
            .cost_words
            .iter()
            .filter(|c| !names_a_price(c) && !own.contains(c) && c.as_str() != "cost")
            .collect();
        for b in &corpus.blocks {
            let codes: Vec<String> = stated(b).into_iter().filter(|c| holds(b, c)).collect();
            let market = corpus.docs[b.doc]
                .markets
                .first()
                .cloned()
                .unwrap_or_else(|| corpus.config.markets[0].code.clone());
            for code in codes.iter().take(2) {
                for (i, cost) in phrasings.iter().enumerate() {
                    let q = format!("{cost} {code}");
                    let a = ask(&engine, &persona, &market, &q);
                    let found = a.evidence.iter().take(3).any(|e| {
                        corpus
                            .blocks
                            .iter()
                            .find(|x| x.id.as_str() == e.id)
                            .is_some_and(|x| holds(x, code))
                    });
                    // The first block writing one of the price words the cost word was read
                    // as is no weak match: those readings are one word asked.
                    let first = a
                        .evidence
                        .first()
                        .and_then(|e| corpus.blocks.iter().find(|x| x.id.as_str() == e.id));
                    let weak = a
                        .facts
                        .iter()
                        .any(|f| matches!(f, atlas::ask::facts::Fact::Weak { .. }));
                    let cried = weak && first.is_some_and(|x| holds(x, code));
                    tallies[i % 2].0 += 1;
                    if !found || a.figure.is_some() || cried {
                        tallies[i % 2]
                            .1
                            .push(format!("{dir}: {q:?} -> {:?}", ids(&a)));
                    }
                }
            }
        }
    }
    judge_split(&tallies, 10);
}
