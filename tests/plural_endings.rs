//! "cuantos cargadores se vendieron en suecia": the Spanish plural of the alias "cargador" takes
//! "-es", and only the first configured ending a word carries was taken off ("cargadore"), so
//! no product was named and the sum was every product's. A word is now read without each
//! ending it carries, and a corpus's languages give their plural endings (Spanish and
//! Portuguese "-es", Dutch "-en") when `[questions] plurals` is not set.
//!
//! Every one-word product alias ending in a consonant, in a count of each table with a product
//! column, in every corpus whose languages have such endings: the alias with each ending of its
//! languages gives the figure the alias gives. The Spanish corpora were looked at; the others
//! are held out.

use crate::common;

use atlas::base::model::ColumnKind;
use common::*;

#[test]
fn a_product_named_in_a_plural_of_its_language_counts_as_the_product() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let dirs = [
        "tests/corpora/vindmar",
        "tests/corpora/spanish-dealer",
        "tests/corpora/tramonta",
        "tests/corpora/agrodrone",
        "tests/corpora/noordwerk",
        "tests/corpora/german-dealer",
        "corpus/atlas",
    ];
    each_corpus_in(&dirs, |dir, corpus, asking| {
        let held_out = !matches!(
            dir,
            "tests/corpora/vindmar" | "tests/corpora/spanish-dealer"
        );
        let Some(count) = corpus
            .config
            .languages
            .iter()
            .filter_map(|l| atlas::base::config::packs::pack(l))
            .find_map(|p| pack_count(corpus, p))
        else {
            return;
        };
        // The endings a word adds to its end (no "s": that one was always read).
        let mut endings: Vec<&str> = Vec::new();
        for l in &corpus.config.languages {
            let Some(p) = atlas::base::config::packs::pack(l) else {
                continue;
            };
            for e in p.plurals.split(", ").filter(|e| e.len() > 1) {
                if corpus.config.questions.plurals.iter().any(|p| p == e) && !endings.contains(&e) {
                    endings.push(e);
                }
            }
        }
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            if !t.columns.iter().any(|c| c.kind == ColumnKind::Product) {
                continue;
            }
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            for p in &corpus.config.products {
                for alias in p.aliases.iter().filter(|a| {
                    a.len() >= 4
                        && a.chars().all(|c| c.is_alphabetic())
                        && !a.ends_with(|c: char| "aeiouAEIOUs".contains(c))
                }) {
                    let alias = alias.to_lowercase();
                    let control = asking(&format!("{count} {about} {alias}"));
                    let Some(want) = control.figure else { continue };
                    if control.scope.as_ref().is_none_or(|s| s.table != d.id) {
                        continue;
                    }
                    for e in &endings {
                        let q = format!("{count} {about} {alias}{e}");
                        let (asked, wrong) = &mut tallies[usize::from(held_out)];
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
    judge_split(&tallies, 3);
}
