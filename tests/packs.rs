//! Language packs (`[corpus] languages`): a corpus.conf that names its questions' languages and
//! writes no operation, date or stop words gets each language's, and its staff's questions in
//! that language give the figure computed here from the rows; a key the corpus sets replaces the
//! pack's words for that key only.

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::config::{Config, Op};
use atlas::ingest::sources::Corpus;
use atlas::Question;

/// (date, units) of the table every language's corpus holds.
const ROWS: [(&str, u32); 9] = [
    ("2026-01-12", 4),
    ("2026-02-20", 7),
    ("2026-03-05", 3),
    ("2026-03-28", 9),
    ("2026-04-14", 5),
    ("2026-05-30", 11),
    ("2026-07-02", 6),
    ("2026-08-19", 8),
    ("2026-09-25", 2),
];

struct Language {
    code: &'static str,
    /// The table's about words and its measure's words, as that language's company writes them.
    about: &'static str,
    units: &'static str,
    /// Questions: (text, what is computed, months of 2026 it covers).
    asked: [(&'static str, Op, &'static [u32]); 4],
}

const LANGUAGES: [Language; 7] = [
    Language {
        code: "en",
        about: "sales, sale",
        units: "units, sold",
        asked: [
            (
                "how many sales in the second quarter of 2026?",
                Op::Count,
                &[4, 5, 6],
            ),
            (
                "total units sold in the third quarter of 2026",
                Op::Sum,
                &[7, 8, 9],
            ),
            ("average units in March 2026", Op::Average, &[3]),
            (
                "highest units since April 2026",
                Op::Max,
                &[4, 5, 6, 7, 8, 9, 10, 11, 12],
            ),
        ],
    },
    Language {
        code: "fr",
        about: "ventes, vente",
        units: "unités, vendues",
        asked: [
            (
                "combien de ventes au deuxième trimestre 2026 ?",
                Op::Count,
                &[4, 5, 6],
            ),
            (
                "total des unités vendues au troisième trimestre 2026",
                Op::Sum,
                &[7, 8, 9],
            ),
            ("moyenne des unités en mars 2026", Op::Average, &[3]),
            (
                "maximum d'unités depuis avril 2026",
                Op::Max,
                &[4, 5, 6, 7, 8, 9, 10, 11, 12],
            ),
        ],
    },
    Language {
        code: "es",
        about: "ventas, venta",
        units: "unidades, vendidas",
        asked: [
            (
                "¿cuántas ventas en el segundo trimestre de 2026?",
                Op::Count,
                &[4, 5, 6],
            ),
            (
                "total de unidades vendidas en el tercer trimestre de 2026",
                Op::Sum,
                &[7, 8, 9],
            ),
            ("promedio de unidades en marzo de 2026", Op::Average, &[3]),
            (
                "maximo de unidades desde abril de 2026",
                Op::Max,
                &[4, 5, 6, 7, 8, 9, 10, 11, 12],
            ),
        ],
    },
    Language {
        code: "de",
        about: "verkäufe, verkauf",
        units: "einheiten, stück",
        asked: [
            (
                "Wie viele Verkäufe im zweiten Quartal 2026?",
                Op::Count,
                &[4, 5, 6],
            ),
            (
                "Summe der Einheiten im dritten Quartal 2026",
                Op::Sum,
                &[7, 8, 9],
            ),
            (
                "Durchschnitt der Einheiten im Maerz 2026",
                Op::Average,
                &[3],
            ),
            (
                "Maximum der Einheiten seit April 2026",
                Op::Max,
                &[4, 5, 6, 7, 8, 9, 10, 11, 12],
            ),
        ],
    },
    Language {
        code: "it",
        about: "vendite, vendita",
        units: "unità, pezzi",
        asked: [
            (
                "quante vendite nel secondo trimestre 2026?",
                Op::Count,
                &[4, 5, 6],
            ),
            (
                "totale dei pezzi nel terzo trimestre 2026",
                Op::Sum,
                &[7, 8, 9],
            ),
            ("media dei pezzi a marzo 2026", Op::Average, &[3]),
            (
                "massimo dei pezzi dal aprile 2026",
                Op::Max,
                &[4, 5, 6, 7, 8, 9, 10, 11, 12],
            ),
        ],
    },
    Language {
        code: "pt",
        about: "vendas, venda",
        units: "unidades, vendidas",
        asked: [
            (
                "quantas vendas no segundo trimestre de 2026?",
                Op::Count,
                &[4, 5, 6],
            ),
            (
                "total de unidades no terceiro trimestre de 2026",
                Op::Sum,
                &[7, 8, 9],
            ),
            ("média de unidades em marco de 2026", Op::Average, &[3]),
            (
                "máximo de unidades desde abril de 2026",
                Op::Max,
                &[4, 5, 6, 7, 8, 9, 10, 11, 12],
            ),
        ],
    },
    Language {
        code: "nl",
        about: "verkopen, verkoop",
        units: "eenheden, stuks",
        asked: [
            (
                "hoeveel verkopen in het tweede kwartaal van 2026?",
                Op::Count,
                &[4, 5, 6],
            ),
            (
                "totaal eenheden in het derde kwartaal van 2026",
                Op::Sum,
                &[7, 8, 9],
            ),
            ("gemiddelde eenheden in maart 2026", Op::Average, &[3]),
            (
                "maximum eenheden sinds april 2026",
                Op::Max,
                &[4, 5, 6, 7, 8, 9, 10, 11, 12],
            ),
        ],
    },
];

fn config(language: &str, extra: &str) -> String {
    format!(
        "[corpus]\nname = Test\nversion = 1\nlanguages = {language}\n[groups]\nservice = Service\n\
         [personas]\ntech = service\n[markets]\nES = Spain\n{extra}"
    )
}

fn engine(l: &Language) -> Engine {
    engine_with(l, "")
}

/// The language's engine with `extra` lines at the end of its corpus.conf.
fn engine_with(l: &Language, extra: &str) -> Engine {
    let config = Config::parse(&config(l.code, extra), "corpus.conf").unwrap();
    let mut table = format!(
        "# id: SALES\n# groups: service\n# about: {}\n# measures: units = {}\nkey,date,units\n",
        l.about, l.units
    );
    for (i, (date, units)) in ROWS.iter().enumerate() {
        table.push_str(&format!("S{i},{date},{units}\n"));
    }
    let corpus = Corpus::from_sources(config, [("records/SALES.csv", table.as_str(), true)])
        .unwrap_or_else(|e| panic!("{}: {e}", l.code));
    let bytes = atlas::ingest::carve(&corpus, &["service".to_string()]).to_bytes();
    Engine::from_bytes(&bytes).expect("bundle loads")
}

fn expected(op: Op, months: &[u32]) -> f64 {
    let units: Vec<f64> = ROWS
        .iter()
        .filter(|(date, _)| months.contains(&date[5..7].parse().unwrap()))
        .map(|(_, u)| f64::from(*u))
        .collect();
    match op {
        Op::Count => units.len() as f64,
        Op::Sum => units.iter().sum(),
        Op::Average => units.iter().sum::<f64>() / units.len() as f64,
        Op::Max => units.iter().cloned().fold(f64::MIN, f64::max),
        Op::Min => units.iter().cloned().fold(f64::MAX, f64::min),
    }
}

#[test]
fn questions_in_each_packs_language_give_the_rows_figure_without_configured_words() {
    let mut wrong = Vec::new();
    for l in &LANGUAGES {
        let e = engine(l);
        for (text, op, months) in l.asked {
            let q = Question {
                text: text.into(),
                persona: "tech".into(),
                market: "ES".into(),
                date: Some("2026-11-20".into()),
            };
            let a = e.ask_with(&q, &AskOptions::default()).unwrap();
            let want = expected(op, months);
            if a.figure.map(|f| (f - want).abs() < 1e-6) != Some(true) {
                wrong.push(format!(
                    "{}: {text}: {:?} (expected {want}) {:?}",
                    l.code, a.figure, a.known_facts
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_key_the_corpus_sets_replaces_that_keys_pack_words_only() {
    let c = Config::parse(
        &config(
            "de",
            "[operations]\ncount = zähl\n[dates]\nquarter = vierteljahr\n",
        ),
        "corpus.conf",
    )
    .unwrap();
    assert_eq!(c.operation_words(Op::Count), ["zähl".to_string()]);
    assert!(c.operation_words(Op::Sum).contains(&"summe".to_string()));
    // English is a pack like the others: with `[operations]` set, not named, not given.
    assert!(!c.operation_words(Op::Sum).contains(&"total".to_string()));
    assert_eq!(c.dates.quarter, ["vierteljahr".to_string()]);
    assert!(c.dates.year.contains(&"jahr".to_string()));
    assert!(c.dates.months[2].contains(&"märz".to_string()));
    assert!(c.normalizer.stopwords.contains("der"));
    // A language not named gives nothing: Spanish words stay out of a German corpus.
    assert!(!c
        .operation_words(Op::Count)
        .contains(&"cuántos".to_string()));
    assert!(!c.normalizer.stopwords.contains("los"));
    let own = Config::parse(&config("de", "[search]\nstopwords = und\n"), "corpus.conf").unwrap();
    assert_eq!(own.normalizer.stopwords.len(), 1);
}

/// quaipro's `common_words = ca, be, lu` (its market codes that are words, as FORMAT.md's
/// example writes them) replaced every pack's common word: "j'ai", "the", "qui" became words
/// a question's best block must hold, and a count's "who" was a relative no more. The common
/// words a company lists are added to the packs', in every pack language.
#[test]
fn common_words_set_are_added_to_the_packs() {
    for (language, theirs) in [
        ("fr", "le"),
        ("en", "the"),
        ("es", "los"),
        ("de", "der"),
        ("it", "il"),
        ("pt", "os"),
        ("nl", "het"),
    ] {
        let c = Config::parse(
            &config(language, "[questions]\ncommon_words = ca, be, lu\n"),
            "corpus.conf",
        )
        .unwrap();
        let common = &c.questions.common_words;
        for w in ["ca", "be", "lu", theirs] {
            assert!(
                common.contains(&w.to_string()),
                "{language}: {w} is not a common word ({common:?})"
            );
        }
    }
}

/// `key += words` adds to the packs' words where `key = words` replaces them: a company's
/// phone abbreviation ("qtas" for "cuántas") is one line, not every pack word of its
/// languages listed again. In each pack language, the count question asked with a word of
/// its own added to `count` gives the rows' figure, and so does the pack's own word.
#[test]
fn a_word_added_to_a_key_is_read_beside_the_packs_words() {
    let mut wrong = Vec::new();
    for l in &LANGUAGES {
        let (text, op, months) = l.asked[0];
        assert_eq!(op, Op::Count, "{}: the first question counts", l.code);
        let c = Config::parse(&config(l.code, ""), "corpus.conf").unwrap();
        let lower = text.to_lowercase();
        let start = lower.trim_start_matches('¿');
        let pack_word = c
            .operation_words(Op::Count)
            .iter()
            .filter(|w| start.starts_with(w.as_str()))
            .max_by_key(|w| w.len())
            .unwrap_or_else(|| panic!("{}: '{text}' starts with a count word", l.code))
            .clone();
        let own = format!("zqx{}", &start[pack_word.len()..]);
        let e = engine_with(l, "[operations]\ncount += zqx\n");
        let want = expected(op, months);
        for q in [own.as_str(), text] {
            let a = e
                .ask_with(
                    &Question {
                        text: q.into(),
                        persona: "tech".into(),
                        market: "ES".into(),
                        date: Some("2026-11-20".into()),
                    },
                    &AskOptions::default(),
                )
                .unwrap();
            if a.figure != Some(want) {
                wrong.push(format!("{}: {q}: {:?} (expected {want})", l.code, a.figure));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_line_adding_words_keeps_every_packs_words_of_its_key() {
    let c = Config::parse(
        &config(
            "es, pt",
            "[operations]\ncount += Qtas, qnts\n[questions]\nnegations += sin nada\n\
             [dates]\nquarter += trim\n[search]\nstopwords += porfa\n\
             [follow]\navailable += hay\n",
        ),
        "corpus.conf",
    )
    .unwrap();
    let count = c.operation_words(Op::Count);
    for w in ["qtas", "qnts", "cuántos", "quantos"] {
        assert!(count.contains(&w.to_string()), "{w} in {count:?}");
    }
    // Only the key added to: every other operation keeps its packs' words too.
    assert!(c.operation_words(Op::Sum).contains(&"suma".to_string()));
    assert!(c.questions.negations.contains(&"sin nada".to_string()));
    assert!(c.questions.negations.contains(&"sem".to_string()));
    assert!(c.dates.quarter.contains(&"trim".to_string()));
    assert!(c.dates.quarter.contains(&"trimestre".to_string()));
    assert!(c.normalizer.stopwords.contains("porfa"));
    assert!(c.normalizer.stopwords.contains("los"));
    assert!(c.follow.available.contains(&"hay".to_string()));
    // Set and added: the line setting it replaces, the line adding to it adds.
    let both = Config::parse(
        &config("es", "[operations]\ncount = contar\ncount += qtas\n"),
        "corpus.conf",
    )
    .unwrap();
    assert_eq!(both.operation_words(Op::Count), ["contar", "qtas"]);
    // Only a list of words is added to, and the error says where.
    for (extra, line, says) in [
        (
            "[dates]\nmonths += x\n",
            12,
            "'months +=' adds words to a list of words; [dates] months is none",
        ),
        (
            "[questions]\nyears += 2020..2021\n",
            12,
            "[questions] years is none",
        ),
        (
            "[operations]\ntally += x\n",
            12,
            "[operations] tally is none",
        ),
    ] {
        let e = Config::parse(&config("es", extra), "corpus.conf")
            .err()
            .unwrap_or_else(|| panic!("{extra} is refused"))
            .to_string();
        assert!(
            e.contains(&format!("corpus.conf:{line}: ")) && e.contains(says),
            "{e}"
        );
    }
}
