//! Serials asked against the notices that state their ranges, over every corpus with serials:
//! for each range a readable document states, a serial inside it and one just past its end,
//! typed as people type them (lower case, without the dash or with a space for it), in English and in each other
//! language the corpus is asked in, whatever the notice's language, and one of a series no
//! notice names. The notice of the serial's batch, or of its shape, must decide: "yes" inside
//! with the stating block supplied, "no" outside.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// (from, to, block id, market) for every range "A <words> B" of at most three words between
/// two serials the pattern reads, in the corpus's documents.
fn ranges(corpus: &Corpus) -> Vec<(String, String, String, String)> {
    let Some(p) = &corpus.config.serials.pattern else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for b in &corpus.blocks {
        let doc = &corpus.docs[b.doc];
        if doc.table.is_some() || doc.superseded {
            continue;
        }
        let found = p.find_all(&b.text);
        for pair in found.windows(2) {
            let between = &b.text[pair[0].end..pair[1].start];
            let words = between.split_whitespace().count();
            if (1..=3).contains(&words) && between.len() < 16 {
                let market = doc
                    .markets
                    .first()
                    .cloned()
                    .unwrap_or_else(|| corpus.config.markets[0].code.clone());
                out.push((
                    pair[0].canonical.clone(),
                    pair[1].canonical.clone(),
                    b.id.to_string(),
                    market,
                ));
            }
        }
    }
    out
}

/// The serial `n` past `from`'s number (its last run of digits), in `from`'s shape.
fn shifted(serial: &str, n: i64) -> String {
    let end = serial.len();
    let start = serial
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii_digit())
        .last()
        .map_or(end, |(i, _)| i);
    let digits = &serial[start..];
    let value: i64 = digits.parse::<i64>().unwrap() + n;
    format!(
        "{}{:0width$}",
        &serial[..start],
        value,
        width = digits.len()
    )
}

/// The serial with the last letter before its running number moved on one (K24A-03001 ->
/// K24B-03001, 25K01000 -> 25L01000): a series no notice names, unless the corpus has one or
/// the pattern reads no such serial (then None). None for a serial with no letter.
fn other_series(serial: &str, corpus: &Corpus) -> Option<String> {
    let digits_from = serial.len()
        - serial
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_digit() || !c.is_ascii_alphanumeric())
            .count();
    let at = serial[..digits_from].rfind(|c: char| c.is_ascii_alphabetic())?;
    let c = serial.as_bytes()[at];
    let next = if c == b'Z' { b'A' } else { c + 1 };
    let mut out = serial.as_bytes().to_vec();
    out[at] = next;
    let out = String::from_utf8(out).ok()?;
    let batch = &out[..=at];
    let named = corpus.blocks.iter().any(|b| b.text.contains(batch));
    // A pattern with a literal series ("BX" of `(bx\d{2})`) reads no other: nothing to ask.
    let read = corpus
        .config
        .serials
        .pattern
        .as_ref()
        .is_some_and(|p| !p.find_all(&out).is_empty());
    (!named && read).then_some(out)
}

/// A question per language the corpus is asked in.
fn templates(corpus: &Corpus) -> Vec<&'static str> {
    let mut out = vec!["does {} need the repair of the notice?"];
    for l in &corpus.config.languages {
        match l.as_str() {
            "es" => out.push("¿el número de serie {} está afectado?"),
            "fr" => out.push("le numéro de série {} est-il concerné ?"),
            "pt" => out.push("o número de série {} está abrangido?"),
            "nl" => out.push("valt serienummer {} onder de terugroepactie?"),
            _ => {}
        }
    }
    out
}

/// As a technician types it: lower case, no dash; or lower case, a space for each dash ("v90
/// 01990": the ninth company's vm-08, whose second piece was read as the year 1990).
fn loose(serial: &str) -> [String; 2] {
    let lower = serial.to_lowercase();
    [lower.replace('-', ""), lower.replace('-', " ")]
}

#[test]
fn a_serial_is_decided_by_its_batchs_notice_in_any_language() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for dir in [
        "corpus/atlas",
        "tests/corpora/tramonta",
        "tests/corpora/calora",
        "tests/corpora/agrodrone",
        "tests/corpora/vindmar",
    ] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let engine = engine_for(&corpus, "manager");
        let found = ranges(&corpus);
        assert!(
            !found.is_empty(),
            "{dir}: no range found: the test reads nothing"
        );
        for (from, to, block, market) in found {
            let inside = shifted(&from, 1);
            let past = shifted(&to, 1);
            let mut serials = vec![(inside, true), (past, false)];
            // A series no notice names is not affected: the notices of the serials' shape
            // are read (a technician's "k24b" beside the "K24A" recall), and none holds it.
            serials.extend(other_series(&from, &corpus).map(|s| (s, false)));
            for (serial, is_inside) in serials {
                for (template, typed) in templates(&corpus)
                    .into_iter()
                    .flat_map(|t| loose(&serial).map(|l| (t, l)))
                {
                    let q = template.replace("{}", &typed);
                    let a = ask_on(&engine, "manager", &market, Some("2026-11-20"), &q);
                    asked += 1;
                    let verdict = atlas::eval::verdict(&a);
                    let supplied = ids(&a).contains(&block);
                    let right = if is_inside {
                        verdict == Some("yes") && supplied
                    } else {
                        verdict == Some("no")
                    };
                    if !right {
                        wrong.push(format!(
                            "{dir} {market}: '{q}' ({from}..{to} in {block}) -> {verdict:?}, supplied {:?}",
                            ids(&a)
                        ));
                    }
                }
            }
        }
    }
    assert!(asked >= 16, "only {asked} questions");
    assert!(
        wrong.is_empty(),
        "{} of {asked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// A serial's last piece of five digits or more whose value is a year ("v90 01990"): typed
/// apart, it is still the serial, decided by the notices (a year is typed in four digits).
#[test]
fn a_serials_piece_that_reads_as_a_year_is_still_the_serial() {
    let mut asked = 0;
    for dir in ["tests/corpora/vindmar", "tests/corpora/calora"] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let engine = engine_for(&corpus, "manager");
        for (from, _, _, market) in ranges(&corpus) {
            let Some((head, last)) = from.rsplit_once('-') else {
                continue;
            };
            if last.len() < 5 || !last.bytes().all(|b| b.is_ascii_digit()) {
                continue;
            }
            let year = format!("{:0>width$}", 1990, width = last.len());
            for typed in [format!("{head} {year}"), format!("{head}{year}")] {
                let q = format!("is {} affected by the notice?", typed.to_lowercase());
                let a = ask_on(&engine, "manager", &market, Some("2026-11-20"), &q);
                asked += 1;
                assert!(
                    atlas::eval::verdict(&a).is_some(),
                    "{dir}: '{q}' -> no verdict: {:?}",
                    a.trace
                );
            }
        }
    }
    assert!(asked >= 2, "only {asked} questions");
}

/// "je li serijski broj Rd25k1999 obuhvaćen opozivom" (the sixteenth company) was searched,
/// not checked: its serial pattern writes "RD25K-1999", and FORMAT.md says a serial is read
/// typed without its separators. Every serial the documents of seven corpora state, typed
/// without its "-" or spaces in capitals (looked at) and in lower case (held out): the
/// question reads it as the serial.
#[test]
fn a_serial_typed_without_its_separators_is_read() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in [
        "corpus/atlas",
        "tests/corpora/frigodan",
        "tests/corpora/elevira",
        "tests/corpora/pralmont",
        "tests/corpora/dentara",
        "tests/corpora/skogsberg",
        "tests/corpora/tramonta",
    ] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let mut stated: Vec<String> = Vec::new();
        for b in &corpus.blocks {
            for s in atlas::ask::question::serials(&corpus.config, &b.text) {
                if s.contains('-') && !stated.contains(&s) {
                    stated.push(s);
                }
            }
        }
        for s in stated.iter().take(20) {
            let bare: String = s.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
            for (k, typed) in [bare.clone(), bare.to_lowercase()].iter().enumerate() {
                let read =
                    atlas::ask::question::serials(&corpus.config, &format!("is {typed} affected"));
                tallies[k].0 += 1;
                if !read.contains(s) {
                    tallies[k]
                        .1
                        .push(format!("{dir}: {typed:?} -> {read:?}, not {s}"));
                }
            }
        }
    }
    judge_split(&tallies, 10);
}
