//! Serials asked against the notices that state their ranges, over every corpus with serials:
//! for each range a readable document states, a serial inside it and one just past its end,
//! typed as people type them (lower case, without the dash), in English and in each other
//! language the corpus is asked in, whatever the notice's language. The notice of the serial's batch must decide: "yes" inside, never
//! "yes" outside, and the stating block is supplied when inside.

mod common;

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

/// A question per language the corpus is asked in.
fn templates(corpus: &Corpus) -> Vec<&'static str> {
    let mut out = vec!["does {} need the repair of the notice?"];
    for l in &corpus.config.languages {
        match l.as_str() {
            "es" => out.push("¿el número de serie {} está afectado?"),
            "fr" => out.push("le numéro de série {} est-il concerné ?"),
            _ => {}
        }
    }
    out
}

/// As a technician types it: lower case, no dash.
fn loose(serial: &str) -> String {
    serial.to_lowercase().replace('-', "")
}

#[test]
fn a_serial_is_decided_by_its_batchs_notice_in_any_language() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for dir in [
        "corpus/atlas",
        "tests/corpora/tramonta",
        "tests/corpora/calora",
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
            for (serial, is_inside) in [(inside, true), (past, false)] {
                for template in templates(&corpus) {
                    let q = template.replace("{}", &loose(&serial));
                    let a = ask_on(&engine, "manager", &market, Some("2026-11-20"), &q);
                    asked += 1;
                    let verdict = atlas::eval::verdict(&a);
                    let supplied = ids(&a).contains(&block);
                    let right = if is_inside {
                        verdict == Some("yes") && supplied
                    } else {
                        verdict != Some("yes")
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
