//! "how many battery claims in morrocco this year" gave no figure: the vocabulary read
//! "morrocco" as Morocco, and the rule for names nothing holds still called the typed word not
//! understood (a configured word read with a letter changed is refused there: "a nantes" is no
//! "jantes"). A market's or product's name read loosely is now understood as what it was read
//! as.
//!
//! Every market name of five letters or more of eight corpora, in a count of each table with a
//! market column: the name with two neighbouring letters swapped, or a letter doubled, gives
//! the figure the name gives. The swap of the first two letters after the first and the
//! doubling of the second letter were looked at; the other places are held out, where a slip
//! that is not read (no figure) is counted apart and kept under 1%; a wrong figure fails.

use crate::common;

use atlas::base::model::ColumnKind;
use common::*;

/// The name's misspellings: (looked at, held out), each a swap of neighbours or a letter
/// doubled, none the name itself.
fn misspelt(name: &str) -> [Vec<String>; 2] {
    let chars: Vec<char> = name.chars().collect();
    let mut out = [Vec::new(), Vec::new()];
    for i in 1..chars.len() - 1 {
        let mut swapped = chars.clone();
        swapped.swap(i, i + 1);
        let mut doubled = chars.clone();
        doubled.insert(i, chars[i]);
        for (v, tuned) in [(swapped, i == 1), (doubled, i == 1)] {
            let v: String = v.into_iter().collect();
            if v != name && !out[0].contains(&v) && !out[1].contains(&v) {
                out[usize::from(!tuned)].push(v);
            }
        }
    }
    out
}

/// Whether `a` becomes `b` by one slip: the same but at one place, or at two neighbours crossed,
/// or one letter more. The test's own reckoning, by the words' common start and end.
fn one_slip(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let start = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let end = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (ra, rb) = (
        a.len().saturating_sub(start + end),
        b.len().saturating_sub(start + end),
    );
    let crossed = ra == 2 && rb == 2 && a[start] == b[start + 1] && a[start + 1] == b[start];
    a != b
        && (crossed
            || (ra <= 1 && rb <= 1)
            || a.len().abs_diff(b.len()) == 1 && start + end >= a.len().min(b.len()))
}

#[test]
fn a_market_name_typed_with_a_slip_counts_as_the_name() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut unread: Vec<String> = Vec::new();
    let mut dirs = CORPORA.to_vec();
    dirs.push("tests/corpora/compresso");
    for dir in dirs {
        let corpus = atlas::ingest::sources::Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let home = corpus.config.markets[0].code.clone();
        let asking = |q: &str| ask_on(&engine, &persona, &home, Some("2026-11-20"), q);
        let Some(language) = corpus.config.languages.first() else {
            continue;
        };
        let Some(p) = atlas::base::config::packs::pack(language) else {
            continue;
        };
        let Some(count) = pack_count(&corpus, p) else {
            continue;
        };
        let place = p.places.split(", ").next().unwrap_or("in");
        // The configuration's other words a slip could be one of ("marco" is a slip of "maroc"
        // and of "march"): such a slip is not read, rightly, and is not asked.
        let mut words: Vec<String> = Vec::new();
        for a in corpus.config.markets.iter().chain(&corpus.config.products) {
            words.push(a.code.to_lowercase());
            words.extend(a.aliases.iter().map(|x| x.to_lowercase()));
        }
        for list in &corpus.config.dates.months {
            words.extend(list.iter().cloned());
        }
        for (from, _) in &corpus.config.glossary {
            words.extend(from.iter().cloned());
        }
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            if !t.columns.iter().any(|c| c.kind == ColumnKind::Market) {
                continue;
            }
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            for m in &corpus.config.markets {
                for name in m
                    .aliases
                    .iter()
                    .filter(|a| a.chars().count() >= 5 && !a.contains(' '))
                {
                    let name = name.to_lowercase();
                    let control = asking(&format!("{count} {about} {place} {name}"));
                    let Some(want) = control.figure else { continue };
                    if control.scope.as_ref().is_none_or(|s| s.table != d.id) {
                        continue;
                    }
                    for (i, variants) in misspelt(&name).iter().enumerate() {
                        let other = |v: &str| {
                            words.iter().any(|w| {
                                !m.aliases.iter().any(|a| a.to_lowercase() == *w)
                                    && *w != m.code.to_lowercase()
                                    && one_slip(v, w)
                            })
                        };
                        for v in variants.iter().filter(|v| !other(v)) {
                            let q = format!("{count} {about} {place} {v}");
                            let (asked, wrong) = &mut tallies[i];
                            *asked += 1;
                            let a = asking(&q);
                            // A slip of several of one market's names ("italina": "italia",
                            // "italian", "italiana") is not read, a figure withheld: counted
                            // apart. A figure is the name's or wrong.
                            match a.figure {
                                None if i == 1 => unread.push(q),
                                f if f != Some(want) => wrong.push(format!(
                                    "{dir}: {q:?} -> {:?} (want {want}) {:?}",
                                    a.figure, a.known_facts
                                )),
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "held out, not read (no figure): {} {unread:?}",
        unread.len()
    );
    assert!(
        unread.len() * 100 <= tallies[1].0,
        "{} held-out slips not read",
        unread.len()
    );
    judge_split(&tallies, 10);
}

/// "how many claims for teh VM-150?" (the ninth company, vm-19) gave no figure: "teh" after the
/// place word "for" was taken for a name nothing holds. A grammar word typed with two
/// neighbouring letters swapped is the word. Every product of every table with a product
/// column, in eight corpora: "<count> <about> for the <product>" against the same with "the"
/// swapped ("teh", looked at) and "hte" (held out); and a control: a made-up name there
/// ("for the Zorblax") still gives no figure.
#[test]
fn a_grammar_word_typed_with_a_slip_is_the_word() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut dirs = CORPORA.to_vec();
    dirs.push("tests/corpora/vindmar");
    each_corpus_in(&dirs, |dir, corpus, asking| {
        let Some(count) = english_count(corpus) else {
            return;
        };
        for (_, t, _) in measured_tables_with(corpus, ColumnKind::Product) {
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            for p in corpus.config.products.iter().take(3) {
                let control = asking(&format!("{count} {about} for the {}", p.code));
                if control.figure.is_none() {
                    continue;
                }
                for (i, typo) in ["teh", "hte"].iter().enumerate() {
                    let q = format!("{count} {about} for {typo} {}", p.code);
                    let (asked, wrong) = &mut tallies[i];
                    *asked += 1;
                    let a = asking(&q);
                    if a.figure != control.figure {
                        wrong.push(format!(
                            "{dir}: {q:?} -> {:?}, not {:?}",
                            a.figure, control.figure
                        ));
                    }
                }
                let made_up = asking(&format!("{count} {about} for the Zorblax"));
                assert!(
                    made_up.figure.is_none(),
                    "{dir}: a made-up name gave {:?}",
                    made_up.figure
                );
            }
        }
    });
    judge_split(&tallies, 6);
}

/// "combien de reclamatoins garantie pour le k1" (exam6 f01) gave no figure: the vocabulary
/// read "reclamatoins" as "réclamations", but a configured word read loosely counted only
/// without its accents or cut short. Two neighbouring letters swapped change no letter: every
/// table's about words of six letters or more, in eight corpora, counted with "<count>
/// <about>" as written and swapped in its middle (looked at) or one place later (held out),
/// where a name is looked for: after "de" in the languages that place with it, else typed
/// with a capital.
#[test]
fn a_configured_word_typed_with_neighbours_swapped_is_the_word() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut dirs = CORPORA.to_vec();
    dirs.push("tests/corpora/compresso");
    each_corpus_in(&dirs, |dir, corpus, asking| {
        for language in &corpus.config.languages {
            let Some(p) = atlas::base::config::packs::pack(language) else {
                continue;
            };
            let Some(count) = pack_count(corpus, p) else {
                continue;
            };
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                for about in t.about.iter().filter(|a| a.is_ascii() && a.len() >= 6) {
                    if about.contains(' ') {
                        continue;
                    }
                    let control = asking(&format!("{count} {about}"));
                    if control.figure.is_none() {
                        continue;
                    }
                    for (i, at) in [about.len() / 2, about.len() / 2 + 1]
                        .into_iter()
                        .enumerate()
                    {
                        let mut b = about.clone().into_bytes();
                        if at + 1 >= b.len() || b[at] == b[at + 1] {
                            continue;
                        }
                        b.swap(at, at + 1);
                        // Where a name is looked for: after a place word ("combien de"), or
                        // typed with a capital inside the question.
                        let typed = String::from_utf8(b).unwrap();
                        // A German corpus reads "ae", "oe", "ue" typed as ä, ö, ü: a swap that
                        // makes one writes another word.
                        if ["ae", "oe", "ue"]
                            .iter()
                            .any(|g| typed.contains(g) && !about.contains(g))
                        {
                            continue;
                        }
                        let q = match p.places.split(", ").any(|w| w == "de") {
                            true if count.ends_with(" de") => format!("{count} {typed}"),
                            true => format!("{count} de {typed}"),
                            false => {
                                format!("{count} {}{}", typed[..1].to_uppercase(), &typed[1..])
                            }
                        };
                        let (asked, wrong) = &mut tallies[i];
                        *asked += 1;
                        let a = asking(&q);
                        if a.figure != control.figure {
                            wrong.push(format!(
                                "{dir}: {q:?} -> {:?}, not {:?}",
                                a.figure, control.figure
                            ));
                        }
                    }
                }
            }
        }
    });
    judge_split(&tallies, 6);
}

/// "wie viele 610er haben wir 2025 in der schweiz verkauft" (the twelfth company's k33): German
/// names a model by its number and "er", and "610er" was a name nothing holds, so no figure.
/// Every product of three German-reading corpora whose code ends in a number no other product's
/// does, counted in its sales as "{number}er": the figure its code gives. Fornara was looked at;
/// the others are held out.
#[test]
fn a_german_number_with_er_is_the_product() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in [
        "tests/corpora/fornara",
        "tests/corpora/german-dealer",
        "tests/corpora/compresso",
    ] {
        let held_out = dir != "tests/corpora/fornara";
        let corpus = atlas::ingest::sources::Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let home = corpus.config.markets[0].code.clone();
        let number = |code: &str| {
            let at = code.trim_end_matches(|c: char| c.is_ascii_digit()).len();
            code[at..].to_string()
        };
        let products = &corpus.config.products;
        for p in products {
            let n = number(&p.code);
            if n.is_empty() || products.iter().filter(|o| number(&o.code) == n).count() > 1 {
                continue;
            }
            let date = Some("2026-11-20");
            let by_code = format!("wie viele {} haben wir verkauft", p.code);
            let Some(want) = ask_on(&engine, &persona, &home, date, &by_code).figure else {
                continue;
            };
            let q = format!("wie viele {n}er haben wir verkauft");
            let a = ask_on(&engine, &persona, &home, date, &q);
            let tally = &mut tallies[usize::from(held_out)];
            tally.0 += 1;
            if a.figure != Some(want) {
                tally.1.push(format!(
                    "{dir}: {q:?} -> {:?}, by its code {want} ({:?})",
                    a.figure, a.known_facts
                ));
            }
        }
    }
    judge_split(&tallies, 2);
}

/// "cine a vandut cele mai multe VX-900" (the sixteenth company, Romanian: who sold the most)
/// ranked one dealer's rows: "cele" without the customer's plural ending "e" is the dealer key
/// CEL. A row's key is an identifier, which no plural ending makes of a word. Every key of
/// three or four letters that another table's rows name, in six corpora, typed in lower case
/// with each plural ending of the corpus after it, after the referring table's about word: no
/// filter picks that key (a word that is a record's value, "krkow" for Kraków, picks by it).
/// The first ending was looked at; the others are held out.
#[test]
fn a_key_is_not_read_from_a_word_with_a_plural_ending() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let dirs = [
        "corpus/atlas",
        "tests/corpora/elevira",
        "tests/corpora/pralmont",
        "tests/corpora/frigodan",
        "tests/corpora/dentara",
        "tests/corpora/skogsberg",
    ];
    each_corpus_in(&dirs, |dir, corpus, asking| {
        let plurals: Vec<&String> = corpus
            .config
            .questions
            .plurals
            .iter()
            .filter(|p| !p.contains(' ') && p.chars().all(char::is_alphabetic))
            .collect();
        let mut keys: Vec<String> = Vec::new();
        for b in &corpus.blocks {
            let Some(k) = b.fields.first() else { continue };
            let short = (3..=4).contains(&k.chars().count()) && k.chars().all(char::is_alphabetic);
            if short && corpus.docs[b.doc].table.is_some() && !keys.contains(k) {
                keys.push(k.clone());
            }
        }
        // Keys another table's rows name, and that table's about word.
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t.about.first() else {
                continue;
            };
            let rows: Vec<_> = corpus
                .blocks
                .iter()
                .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                .collect();
            for key in &keys {
                if !rows
                    .iter()
                    .any(|b| b.fields.iter().skip(1).any(|f| f == key))
                {
                    continue;
                }
                for (i, p) in plurals.iter().enumerate() {
                    let question = format!("{about} {}{p}", key.to_lowercase());
                    let a = asking(&question);
                    let picked = a.trace.iter().any(|l| {
                        l.starts_with("records")
                            && [format!("={key} "), format!("={key},"), format!("|{key}")]
                                .iter()
                                .any(|s| l.contains(s.as_str()))
                    });
                    // A word that is a record's value read as typed or loosely ("krkow" for
                    // Kraków, "sofi" for Sofia) picks its row by that value, rightly.
                    let a_value = a
                        .trace
                        .iter()
                        .any(|l| l.starts_with("reading") && l.contains("=value("));
                    if a_value {
                        continue;
                    }
                    let k = usize::from(i > 0);
                    tallies[k].0 += 1;
                    if picked {
                        tallies[k]
                            .1
                            .push(format!("{dir}: {question:?}: {:?}", a.trace));
                    }
                }
            }
        }
    });
    judge_split(&tallies, 5);
}
