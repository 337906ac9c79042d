//! A question naming a code of `[codes]` (a fault code on a display: F23, E-12, AL05) is about
//! that code: search leaves out a block that names codes of the same kind but not it, as a
//! product named leaves out other products' blocks ("was bedeutet Fehlercode F23" is not
//! answered by the section on F41, though both say "Fehlercode"). Generated over every corpus
//! with codes, each code any of its blocks names, asked in the corpus's languages.

use crate::common;

use atlas::base::pattern::Pattern;
use atlas::ingest::sources::Corpus;
use common::*;
use std::collections::BTreeSet;

struct Setting {
    corpus: &'static str,
    persona: &'static str,
    market: &'static str,
    /// `{C}` is the code.
    questions: &'static [&'static str],
}

const SETTINGS: &[Setting] = &[
    Setting {
        corpus: "corpus/atlas",
        persona: "service",
        market: "MA",
        questions: &["What does {C} mean?", "que signifie l'erreur {C} ?"],
    },
    Setting {
        corpus: "tests/corpora/calora",
        persona: "installer",
        market: "PL",
        questions: &["What does fault {C} mean?", "Que signifie le défaut {C} ?"],
    },
    Setting {
        corpus: "tests/corpora/tramonta",
        persona: "service",
        market: "IT",
        questions: &["what does error {C} mean", "¿qué significa el error {C}?"],
    },
    Setting {
        corpus: "tests/corpora/german-dealer",
        persona: "haendler",
        market: "DE",
        questions: &["was bedeutet Fehlercode {C}", "Fehlercode {C} was tun"],
    },
    Setting {
        corpus: "tests/corpora/spanish-dealer",
        persona: "distribuidor",
        market: "ES",
        questions: &["¿qué significa la alarma {C}?", "alarma {C} qué hacer"],
    },
];

/// The codes of `pattern` a block's heading and text name, canonical.
fn codes_in(corpus: &Corpus, id: &str, pattern: &Pattern) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for b in corpus.blocks.iter().filter(|b| b.id == id) {
        for f in pattern
            .find_all(&b.heading)
            .into_iter()
            .chain(pattern.find_all(&b.text))
        {
            out.insert(f.canonical);
        }
    }
    out
}

#[test]
fn a_code_named_leaves_out_the_blocks_about_other_codes() {
    let mut asked = 0;
    let mut other_codes_seen = 0;
    for s in SETTINGS {
        let corpus = Corpus::read(&root().join(s.corpus)).expect("corpus reads");
        let e = engine_for(&corpus, s.persona);
        let products: Vec<&String> = corpus.config.products.iter().map(|p| &p.code).collect();
        for pattern in &corpus.config.normalizer.codes {
            let mut codes = BTreeSet::new();
            for b in &corpus.blocks {
                codes.extend(codes_in(&corpus, &b.id, pattern));
            }
            // A product's code is the product filter's (its own rule).
            if codes.iter().any(|c| products.contains(&c)) {
                continue;
            }
            if codes.len() > 1 {
                other_codes_seen += 1;
            }
            for code in &codes {
                for template in s.questions {
                    let q = template.replace("{C}", code);
                    let a = ask(&e, s.persona, s.market, &q);
                    asked += 1;
                    for id in ids(&a) {
                        let named = codes_in(&corpus, &id, pattern);
                        assert!(
                            named.is_empty() || named.contains(code),
                            "{}: {q:?} supplied {id}, which names {named:?} and not {code}",
                            s.corpus
                        );
                    }
                }
            }
        }
    }
    // Every corpus above has codes, and some of several codes of one kind.
    assert!(asked >= 20, "{asked} questions asked");
    assert!(other_codes_seen >= 3, "{other_codes_seen}");
}
