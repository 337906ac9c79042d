//! "compare the VM-90 sales of Bergen and Goteborg in 2026" (the ninth company, vindmar vm-17)
//! answered 28, the two dealers' sales added: a silent sum where each one's figure was asked.
//! `[questions] compare_words` (every pack) now lists each thing compared, and a comparison of
//! things no column picks two of gives no figure.
//!
//! Generated over the corpora and their languages: every table with a product column and a
//! measure, two of its products compared in each language's words, "<compare> the <measure>
//! of <A> and <B>", where "<sum> <measure> <A>" gives A's sum. Each product's sum must be listed, and no one figure given. The first
//! compare word of English and French was looked at while building; the other words and
//! languages are held out and reported apart.

use crate::common;

use atlas::ask::answer::Answer;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

/// Per language: its compare words, and the rest of the question around the measure's word
/// and the two products.
const WORDS: [(&str, &[&str], &str); 7] = [
    (
        "en",
        &["compare", "comparison of"],
        "the {m} of {a} and {b}",
    ),
    (
        "fr",
        &["comparer", "comparaison des"],
        "les {m} de {a} et {b}",
    ),
    ("es", &["comparar", "compara"], "las {m} de {a} y {b}"),
    (
        "de",
        &["vergleiche", "vergleich der"],
        "die {m} von {a} und {b}",
    ),
    (
        "it",
        &["confronta", "confronto delle"],
        "le {m} di {a} e {b}",
    ),
    ("pt", &["comparar", "compara"], "as {m} de {a} e {b}"),
    (
        "nl",
        &["vergelijk", "vergelijking van"],
        "de {m} van {a} en {b}",
    ),
];

fn each(f: impl FnMut(&str, &Corpus, &dyn Fn(&str) -> Answer)) {
    let mut all = CORPORA.to_vec();
    all.extend(["tests/corpora/compresso", "tests/corpora/vindmar"]);
    each_corpus_in(&all, f);
}

#[test]
fn things_compared_get_each_ones_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each(|dir, corpus, asking| {
        let mut seen: Vec<String> = Vec::new();
        for (d, t, word) in measured_tables_with(corpus, ColumnKind::Product) {
            let Some(pc) = t.columns.iter().position(|c| c.kind == ColumnKind::Product) else {
                continue;
            };
            let Some(m) = t.measures.first() else {
                continue;
            };
            let Some(vc) = t.columns.iter().position(|c| c.name == m.field) else {
                continue;
            };
            if seen.contains(word) {
                continue;
            }
            seen.push(word.clone());
            let sums = group_sums(corpus, d, pc, vc);
            let [a, b] = [sums.first(), sums.get(1)];
            let (Some(a), Some(b)) = (a, b) else {
                continue;
            };
            let want = vec![a.clone(), b.clone()];
            // A table the persona reads, and "<sum> <measure> <A>" is A's sum over it.
            let Some(sum) =
                atlas::base::config::packs::pack("en").and_then(|p| pack_sum(corpus, p))
            else {
                continue;
            };
            let control = asking(&format!("{sum} {word} {}", a.0));
            if control.figure.is_none_or(|f| (f - a.1).abs() > 0.01) {
                continue;
            }
            for language in &corpus.config.languages {
                let Some((_, words, rest)) = WORDS.iter().find(|w| w.0 == language) else {
                    continue;
                };
                let rest = rest.replace("{m}", word).replace("{a}", &a.0);
                let rest = rest.replace("{b}", &b.0);
                for (k, compare) in words.iter().enumerate() {
                    let tuned = k == 0 && (language == "en" || language == "fr");
                    let (asked, wrong) = &mut tallies[usize::from(!tuned)];
                    let q = format!("{compare} {rest}");
                    *asked += 1;
                    let a = asking(&q);
                    let (listed, right) = listed_as(&a, &want);
                    if a.figure.is_some() || !right {
                        wrong.push(format!(
                            "{dir}: {q:?} -> {:?}, listed {listed:?} (want {want:?}) {:?}",
                            a.figure, a.known_facts
                        ));
                    }
                }
            }
        }
    });
    judge_split(&tallies, 4);
}
