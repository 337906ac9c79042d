//! Corpora in other languages (`[search] stemmer`, a document's `language:`): Spanish plurals,
//! German spellings and compounds, a corpus in two languages, built and asked as the page would
//! (bundle bytes read back).

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::config::Config;
use atlas::ingest::sources::Corpus;
use atlas::Question;

fn config(stemmer: &str) -> String {
    format!(
        "[corpus]\nname = Test\nversion = 1\n[groups]\nservice = Service\n[personas]\ntech = service\n\
         [markets]\nES = Spain\n[search]\nstemmer = {stemmer}\n"
    )
}

fn doc(id: &str, header: &str, body: &str) -> String {
    format!("id: {id}\ntitle: {id}\ngroups: service\nvalid_from: 2026-01-01\n{header}---\n{body}\n")
}

fn corpus(stemmer: &str, docs: &[(&str, String)]) -> Result<Corpus, String> {
    let config = Config::parse(&config(stemmer), "corpus.conf").map_err(|e| e.to_string())?;
    let names: Vec<String> = docs.iter().map(|(id, _)| format!("docs/{id}.md")).collect();
    Corpus::from_sources(
        config,
        names
            .iter()
            .zip(docs)
            .map(|(name, (_, text))| (name.as_str(), text.as_str(), false)),
    )
    .map_err(|e| e.to_string())
}

fn engine(corpus: &Corpus) -> Engine {
    let bytes = atlas::ingest::carve(corpus, &["service".to_string()]).to_bytes();
    Engine::from_bytes(&bytes).expect("bundle loads")
}

/// The blocks a question is answered from.
fn found(e: &Engine, text: &str) -> Vec<String> {
    let q = Question {
        text: text.into(),
        persona: "tech".into(),
        market: "ES".into(),
        date: Some("2026-06-01".into()),
    };
    let a = e.ask_with(&q, &AskOptions::default()).unwrap();
    a.evidence.iter().map(|s| s.id.clone()).collect()
}

fn spanish() -> Vec<(&'static str, String)> {
    vec![
        (
            "ES-BOMBAS",
            doc(
                "ES-BOMBAS",
                "",
                "## 1. Bombas hidráulicas\nLas bombas hidráulicas se revisan cada 500 horas.",
            ),
        ),
        (
            "ES-BOMBA",
            doc(
                "ES-BOMBA",
                "",
                "## 1. Bomba de agua\nLa bomba de agua tiene una placa.",
            ),
        ),
        (
            "ES-FRENOS",
            doc(
                "ES-FRENOS",
                "",
                "## 1. Frenos\nLos frenos delanteros se cambian en el taller.",
            ),
        ),
    ]
}

#[test]
fn spanish_plurals_and_accents_meet() {
    let e = engine(&corpus("spanish", &spanish()).unwrap());
    for q in ["bomba", "bombas", "Bombas"] {
        let got = found(&e, q);
        assert!(got.contains(&"ES-BOMBAS#1".to_string()), "{q}: {got:?}");
        assert!(got.contains(&"ES-BOMBA#1".to_string()), "{q}: {got:?}");
        assert!(!got.contains(&"ES-FRENOS#1".to_string()), "{q}: {got:?}");
    }
    // Typed without its accent, and in the singular.
    assert_eq!(found(&e, "hidraulica"), ["ES-BOMBAS#1"]);
    // Without the stemmer, only the form asked (accents still folded).
    let plain = engine(&corpus("none", &spanish()).unwrap());
    assert_eq!(found(&plain, "bomba"), ["ES-BOMBA#1"]);
    assert_eq!(found(&plain, "hidraulicas"), ["ES-BOMBAS#1"]);
}

fn german() -> Vec<(&'static str, String)> {
    let d = |id: &'static str, body: &str| (id, doc(id, "", body));
    vec![
        d(
            "DE-HYD",
            "## 1. Wartung\nDie Hydraulikpumpe wird alle 500 Stunden geprüft.",
        ),
        d(
            "DE-PUMPE",
            "## 1. Typenschild\nJede Pumpe hat ein Typenschild.",
        ),
        d(
            "DE-OEL",
            "## 1. Öl\nDas Öl der Hydraulik wird jährlich gewechselt.",
        ),
        d(
            "DE-RUECK",
            "## 1. Bremsleitung\nDer Sicherheitsrückruf betrifft die Bremsleitung.",
        ),
        d(
            "DE-BRIEF",
            "## 1. Brief\nDie Sicherheit geht vor: ein Rückruf wird per Brief gemeldet.",
        ),
        d(
            "DE-FEUER",
            "## 1. Brandschutz\nDer Feuerlöscher hängt neben der Tür der Werkstatt.",
        ),
    ]
}

#[test]
fn german_compounds_are_found_by_their_parts() {
    let e = engine(&corpus("german", &german()).unwrap());
    for q in ["Pumpe", "Pumpen"] {
        let got = found(&e, q);
        assert!(got.contains(&"DE-HYD#1".to_string()), "{q}: {got:?}");
        assert!(got.contains(&"DE-PUMPE#1".to_string()), "{q}: {got:?}");
    }
    let got = found(&e, "Rückruf");
    assert!(got.contains(&"DE-RUECK#1".to_string()), "{got:?}");
    assert!(got.contains(&"DE-BRIEF#1".to_string()), "{got:?}");
    // The compound itself still finds its block first.
    assert_eq!(
        found(&e, "Hydraulikpumpe").first().map(String::as_str),
        Some("DE-HYD#1")
    );
    // Without German, compounds are whole words.
    let plain = engine(&corpus("none", &german()).unwrap());
    assert_eq!(found(&plain, "Pumpe"), ["DE-PUMPE#1"]);
}

#[test]
fn german_spellings_without_umlauts_find_the_words_with_them() {
    let e = engine(&corpus("german", &german()).unwrap());
    for (q, want) in [
        ("Rueckruf", "DE-BRIEF#1"),
        ("Sicherheitsrueckruf", "DE-RUECK#1"),
        ("Oel", "DE-OEL#1"),
        // The ue of Feuer is a letter of its own on both sides; the oe is an ö.
        ("Feuerloescher", "DE-FEUER#1"),
        ("Feuerlöscher", "DE-FEUER#1"),
        ("geprueft", "DE-HYD#1"),
    ] {
        let got = found(&e, q);
        assert!(got.contains(&want.to_string()), "{q}: {got:?}");
    }
    // Typed ue stays ue where German is no language of the corpus: folded accents only.
    let plain = engine(&corpus("english", &german()).unwrap());
    assert!(found(&plain, "Rueckruf").is_empty());
    assert_eq!(found(&plain, "Ruckruf"), ["DE-BRIEF#1"]);
}

#[test]
fn a_corpus_in_two_languages_stems_each_document_in_its_own() {
    let docs = vec![
        (
            "EN-PUMP",
            doc(
                "EN-PUMP",
                "",
                "## 1. Pump service\nThe pumps are serviced every 500 hours.",
            ),
        ),
        (
            "ES-BOMBA",
            doc(
                "ES-BOMBA",
                "language: spanish\n",
                "## 1. Servicio\nLas bombas se revisan cada 500 horas.",
            ),
        ),
    ];
    let c = corpus("english, spanish", &docs).unwrap();
    assert_eq!(c.docs[0].language, 0);
    assert_eq!(c.docs[1].language, 1);
    let e = engine(&c);
    // Each question word is stemmed in both languages: "revisar" meets the Spanish "revisan",
    // and "pumping" the English "pumps".
    assert_eq!(found(&e, "revisar"), ["ES-BOMBA#1"]);
    assert_eq!(found(&e, "pumping"), ["EN-PUMP#1"]);
    // Read in English, "revisan" is no form of "revisar".
    let english = engine(
        &corpus(
            "english, spanish",
            &[(
                "ES-BOMBA",
                doc(
                    "ES-BOMBA",
                    "language: english\n",
                    "## 1. Servicio\nLas bombas se revisan cada 500 horas.",
                ),
            )],
        )
        .unwrap(),
    );
    assert!(found(&english, "revisar").is_empty());
}

#[test]
fn a_language_the_corpus_does_not_declare_is_an_error_at_its_line() {
    let docs = vec![(
        "IT-POMPA",
        doc("IT-POMPA", "language: italian\n", "## 1. Pompa\nLa pompa."),
    )];
    let e = corpus("english, spanish", &docs).unwrap_err();
    assert!(
        e.contains("IT-POMPA.md:5: language 'italian' is not one of the corpus's languages ([search] stemmer = english, spanish)"),
        "{e}"
    );
    let e = corpus("english, klingon", &[]).unwrap_err();
    assert!(
        e.contains("stemmer must be english, french, spanish"),
        "{e}"
    );
    let e = corpus("english, en", &[]).unwrap_err();
    assert!(e.contains("'en' is named twice"), "{e}");
}

#[test]
fn dutch_compounds_are_found_by_their_parts() {
    let d = |id: &'static str, body: &str| (id, doc(id, "", body));
    let docs = vec![
        d(
            "NL-A",
            "## 1. Onderhoud\nDe waterpomp wordt elk jaar gecontroleerd.",
        ),
        d(
            "NL-B",
            "## 1. Typeplaatje\nElke pomp heeft een typeplaatje.",
        ),
        d(
            "NL-C",
            "## 1. Koeling\nHet water van de koeling wordt ververst.",
        ),
    ];
    let e = engine(&corpus("dutch", &docs).unwrap());
    let got = found(&e, "pompen");
    assert!(got.contains(&"NL-A#1".to_string()), "{got:?}");
    assert!(got.contains(&"NL-B#1".to_string()), "{got:?}");
    let plain = engine(&corpus("english", &docs).unwrap());
    assert_eq!(found(&plain, "pomp"), ["NL-B#1"]);
}

/// A last part the bundle never writes alone is a word when it ends compounds of two different
/// first words ("Ölwechselintervall", "Wartungsintervalle": "Intervall"), so the compound is
/// found by its first word; a last part of one compound only stays unsplit, as do suffixes.
#[test]
fn a_last_part_ending_compounds_of_two_first_words_splits_them() {
    let d = |id: &'static str, body: &str| (id, doc(id, "", body));
    let german = vec![
        d(
            "DE-1",
            "## 1. Wartungsintervalle\nÖlwechselintervall: alle 500 Stunden.",
        ),
        d(
            "DE-2",
            "## 1. Wartung\nDer Ölwechsel und die Wartung gehören zusammen.",
        ),
        d("DE-3", "## 1. Werkzeug\nDie Ölwechselkanne steht im Regal."),
    ];
    let e = engine(&corpus("german", &german).unwrap());
    let got = found(&e, "Ölwechsel");
    assert!(got.contains(&"DE-1#1".to_string()), "{got:?}");
    assert!(got.contains(&"DE-2#1".to_string()), "{got:?}");
    // "Kanne" ends one compound: no part of its own, and the compound is not split (the ids,
    // which are titles too, are no words).
    assert!(!got.contains(&"DE-3#1".to_string()), "{got:?}");
    assert!(found(&e, "Kanne").is_empty());
    let dutch = vec![
        d(
            "NL-1",
            "## 1. Onderhoudsinterval\nOlieverversingsinterval: elke 500 uur.",
        ),
        d(
            "NL-2",
            "## 1. Onderhoud\nDe olieverversing en het onderhoud horen samen.",
        ),
    ];
    let e = engine(&corpus("dutch", &dutch).unwrap());
    let got = found(&e, "olieverversing");
    assert!(got.contains(&"NL-1#1".to_string()), "{got:?}");
}

/// A CSV table's `# language:` header (FORMAT.md, "Record tables") is read, as a document's is:
/// its text values are stemmed in it.
#[test]
fn a_tables_language_header_is_read() {
    let conf = Config::parse(&config("english, spanish"), "corpus.conf").unwrap();
    let table = "# id: PIEZAS\n# groups: service\n# language: spanish\n# about: pieza, piezas\n\
                 key,descripcion,cantidad\nP1,bombas hidráulicas,3\n";
    let c = Corpus::from_sources(conf, [("records/PIEZAS.csv", table, true)])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.docs[0].language, 1);
    let conf = Config::parse(&config("english"), "corpus.conf").unwrap();
    let err = Corpus::from_sources(conf, [("records/PIEZAS.csv", table, true)]).unwrap_err();
    assert!(
        err.to_string().contains("PIEZAS.csv:3") && err.to_string().contains("spanish"),
        "{err}"
    );
}
