//! A serial asked about in a market where the notice stating its range does not apply: "no, not
//! affected here" (the notice for Spain does not cover a machine in Mexico), the notice named in
//! the fact and never supplied as evidence; asked in the notice's market, "yes". Generated from
//! every market-scoped notice stating a serial range in two corpora, in English and Spanish.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

#[test]
fn a_serial_in_a_range_of_another_markets_notice_is_not_affected_here() {
    // (corpus, persona, questions: {S} the serial)
    let settings = [
        (
            "tests/corpora/tramonta",
            "service",
            [
                "is serial {S} affected?",
                "¿el número de serie {S} está afectado?",
            ],
        ),
        (
            "tests/corpora/spanish-dealer",
            "distribuidor",
            [
                "is serial {S} affected?",
                "¿el número de serie {S} está afectado?",
            ],
        ),
    ];
    let mut checked = 0;
    for (path, persona, questions) in settings {
        let corpus = Corpus::read(&root().join(path)).unwrap();
        let e = engine_for(&corpus, persona);
        let pattern = corpus.config.serials.pattern.clone().unwrap();
        let markets: Vec<String> = corpus
            .config
            .markets
            .iter()
            .map(|m| m.code.clone())
            .collect();
        for b in &corpus.blocks {
            let d = &corpus.docs[b.doc];
            if d.markets.is_empty() || d.table.is_some() {
                continue;
            }
            let found = pattern.find_all(&b.text);
            for pair in found.windows(2) {
                let serial = &pair[0].canonical;
                for template in questions {
                    let q = template.replace("{S}", serial);
                    let date = Some("2026-11-20");
                    // In the notice's market: inside its range (a pair that is no range is
                    // left).
                    let here = ask_on(&e, persona, &d.markets[0], date, &q);
                    if atlas::eval::verdict(&here) != Some("yes") {
                        continue;
                    }
                    for m in markets.iter().filter(|m| !d.markets.contains(m)) {
                        let a = ask_on(&e, persona, m, date, &q);
                        assert_eq!(atlas::eval::verdict(&a), Some("no"), "{path} {m}: {q}");
                        assert!(
                            !ids(&a).contains(&b.id.to_string()),
                            "{path} {m}: {q} supplied {}",
                            b.id
                        );
                        let codes: Vec<&str> = a.facts.iter().map(|f| f.code()).collect();
                        assert!(
                            codes.contains(&"serial.elsewhere"),
                            "{path} {m}: {q}: {codes:?}"
                        );
                        // Nothing of a notice that does not apply here: not its id, not in
                        // a fact, the prompt or the trace.
                        let seen = serde_json::to_string(&a).unwrap();
                        assert!(!seen.contains(&*d.id), "{path} {m}: {q} names {}", d.id);
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked >= 4, "{checked}");
}
