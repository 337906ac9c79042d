//! Four typings found by asking every case question with a figure in twenty-eight more ways
//! (2026-12-07), each a silent wrong figure:
//! - typed all in capitals, "TOTAL REVENUE AT 2025" summed every market (a market code that is
//!   a word, where capitals no longer tell the code from the word), and "WIE VIELE 610ER …"
//!   every product (the "610er" of the FC-610 not read in capitals);
//! - "@atlas hány db TD-350 …": "atlas" one letter from the Hungarian "átlag" (average) was read
//!   as it, beside the count's words typed, and an average was given for a count;
//! - "… sul 610 again", "umsatz der 610 dieses jahr": a word after a product's bare number that
//!   ends as a German plural ends was read as the thing the number counts, so the number named
//!   no product and the figure was every product's;
//! - "combien combien de BP-36-3 à Tanger": a word typed twice in a row, the second count word
//!   read as the thing counted.
//!
//! Every case question with a figure of every corpus, typed so: the same figure, or none.
//! Tuned: the typings found (all capitals; the last letter of an operation's word changed; a
//! made-up word ending in the corpus's plural ending). Held out, never asked while mending:
//! every word capitalised; a letter doubled inside an operation's word; a time word of the
//! corpus's own after the number.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// "Total Revenue At 2025": each word's first letter in capitals.
fn title_case(q: &str) -> String {
    q.split(' ')
        .map(|w| {
            let mut cs = w.chars();
            match cs.next() {
                Some(f) => f.to_uppercase().chain(cs).collect(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_question_typed_in_capitals_gives_its_figure_or_none() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut declined = [0usize; 2];
    for dir in every_corpus() {
        each_case(&dir, &mut |engine, c, figure| {
            let typings = [c.question.to_uppercase(), title_case(&c.question)];
            for (k, q) in typings.iter().enumerate() {
                if *q != c.question {
                    tally_one(
                        &dir,
                        engine,
                        c,
                        figure,
                        q,
                        &mut tallies[k],
                        &mut declined[k],
                    );
                }
            }
        });
    }
    eprintln!(
        "no figure: capitals {}, each word capitalised {}",
        declined[0], declined[1]
    );
    judge_split(&tallies, 300);
}

/// The words of every operation but count's of `corpus`, of five letters or more and one word.
fn operation_words(corpus: &Corpus) -> Vec<String> {
    let c = &corpus.config;
    let mut out: Vec<String> = Vec::new();
    for op in atlas::base::config::Op::ALL {
        for w in c.operation_words(op) {
            if !w.contains(' ') && w.chars().count() >= 5 && !out.contains(w) {
                out.push(w.clone());
            }
        }
    }
    out
}

/// `w` with one letter changed (the last, tuned) or one doubled (held out), into a word no
/// language of these corpora has.
fn slipped(w: &str, held: bool) -> String {
    let cs: Vec<char> = w.chars().collect();
    let n = cs.len();
    if held {
        // A letter doubled: a hyphen doubled ("rata--rata") is the same two words.
        let mid = (n / 2..n).find(|&i| cs[i].is_alphabetic()).unwrap_or(n / 2);
        cs[..=mid].iter().chain(cs[mid..].iter()).collect()
    } else {
        let last = if cs[n - 1] == 'q' { 'x' } else { 'q' };
        cs[..n - 1].iter().chain(std::iter::once(&last)).collect()
    }
}

#[test]
fn a_word_one_letter_from_an_operation_beside_one_typed_changes_no_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut declined = [0usize; 2];
    for dir in every_corpus() {
        let corpus = Corpus::read(&root().join(&dir)).unwrap();
        let words = operation_words(&corpus);
        let n = &corpus.config.normalizer;
        let mut turn = 0usize;
        each_case(&dir, &mut |engine, c, figure| {
            // Only a question that types an operation's word, with its accents or without
            // ("totala" of "totală"): one that types none may mean the slip.
            let typed = n.fold_all(&n.words(&c.question));
            let ops =
                atlas::base::config::Op::ALL.iter().any(|&op| {
                    corpus.config.operation_words(op).iter().any(|p| {
                        atlas::base::text::contains_phrase(&typed, &n.fold_all(&n.words(p)))
                    })
                });
            if !ops || words.is_empty() {
                return;
            }
            turn += 1;
            for (k, tally) in tallies.iter_mut().enumerate() {
                let w = &words[turn % words.len()];
                let q = format!("{} {}", slipped(w, k == 1), c.question);
                tally_one(&dir, engine, c, figure, &q, tally, &mut declined[k]);
            }
        });
    }
    eprintln!("no figure: tuned {}, held out {}", declined[0], declined[1]);
    judge_split(&tallies, 300);
}

/// Where in `q` a product is named by its number alone (a number of up to four digits, no year,
/// that ends one product's code only), the byte after the number.
fn after_bare_numbers(corpus: &Corpus, q: &str) -> Vec<usize> {
    let ends = |digits: &str| {
        corpus
            .config
            .products
            .iter()
            .filter(|p| {
                let code = p.code.as_str();
                code.ends_with(digits)
                    && !code[..code.len() - digits.len()].ends_with(|c: char| c.is_ascii_digit())
            })
            .count()
            == 1
    };
    let mut out = Vec::new();
    let mut at = 0;
    for t in q.split(' ') {
        let end = at + t.len();
        let year = t.len() == 4 && (t.starts_with("19") || t.starts_with("20"));
        if at > 0
            && !t.is_empty()
            && t.len() <= 4
            && t.bytes().all(|b| b.is_ascii_digit())
            && !year
            && ends(t)
        {
            out.push(end);
        }
        at = end + 1;
    }
    out
}

#[test]
fn a_word_after_a_bare_number_that_reads_as_no_plural_keeps_the_product() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut declined = [0usize; 2];
    for dir in every_corpus() {
        let corpus = Corpus::read(&root().join(&dir)).unwrap();
        let plurals: Vec<String> = corpus.config.questions.plurals.clone();
        // Words the corpus's time expressions read ("dieses", "last").
        let this = corpus.config.dates.this.first().cloned();
        let last = corpus.config.dates.last.first().cloned();
        each_case(&dir, &mut |engine, c, figure| {
            for at in after_bare_numbers(&corpus, &c.question) {
                let (head, tail) = c.question.split_at(at);
                for ending in &plurals {
                    let q = format!("{head} zorqu{ending}{tail}");
                    tally_one(
                        &dir,
                        engine,
                        c,
                        figure,
                        &q,
                        &mut tallies[0],
                        &mut declined[0],
                    );
                }
                for w in this.iter().chain(last.iter()) {
                    let q = format!("{head} {w}{tail}");
                    tally_one(
                        &dir,
                        engine,
                        c,
                        figure,
                        &q,
                        &mut tallies[1],
                        &mut declined[1],
                    );
                }
            }
        });
    }
    eprintln!("no figure: tuned {}, held out {}", declined[0], declined[1]);
    judge_split(&tallies, 20);
}

/// `q` with its `k`th word (from the end when `from_end`) typed twice, when it has letters.
fn stuttered(q: &str, from_end: bool) -> Option<String> {
    let mut words: Vec<&str> = q.split(' ').collect();
    let at = if from_end {
        words
            .iter()
            .rposition(|w| w.chars().all(char::is_alphabetic) && !w.is_empty())?
    } else {
        0
    };
    let w = words[at];
    if !w.chars().any(char::is_alphabetic) {
        return None;
    }
    words.insert(at, w);
    Some(words.join(" "))
}

/// "combien combien de BP-36-3 à Tanger" counted the rows (1 for 2): the second count word was
/// read as the thing counted. Tuned: the first word typed twice. Held out: the last word of
/// letters typed twice ("… au maroc maroc").
#[test]
fn a_word_typed_twice_in_a_row_changes_no_figure() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut declined = [0usize; 2];
    for dir in every_corpus() {
        each_case(&dir, &mut |engine, c, figure| {
            for (k, tally) in tallies.iter_mut().enumerate() {
                if let Some(q) = stuttered(c.question.trim(), k == 1) {
                    tally_one(&dir, engine, c, figure, &q, tally, &mut declined[k]);
                }
            }
        });
    }
    eprintln!("no figure: tuned {}, held out {}", declined[0], declined[1]);
    judge_split(&tallies, 300);
}
