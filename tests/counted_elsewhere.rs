//! "Which dealer had the most claims?", asked by a persona who may not read the claims, ranked
//! the dealers table by a count of its own rows: every dealer "1", the first one named the
//! most (a wrong figure, nothing said). "which dealer has the most employees" likewise. The
//! most or the least counts what its word is followed by; a thing none of the table's own
//! phrases, products, parts or times explain is now said not understood, with no figure.
//!
//! Every table of six corpora, by its own about word, in each corpus language, asked which of
//! it has the most of a thing no corpus holds (employees, visitors...): no figure and no
//! ranking may come back (an about word that is also a measure's word or a word of having in
//! stock, "auf Lager", names the measure, and is left out). The first two nouns of each language were looked at while building;
//! the rest are held out and reported apart.

use crate::common;

use atlas::ask::facts::Fact;
use common::*;

/// Per language: how "which X has the most Y" is asked, and things no dealer corpus counts.
const ASKED: [(&str, &str, [&str; 5]); 7] = [
    (
        "en",
        "which {g} has the most {y}",
        [
            "employees",
            "visitors",
            "windows",
            "awards",
            "parking spaces",
        ],
    ),
    (
        "fr",
        "quel {g} a le plus de {y}",
        [
            "employés",
            "visiteurs",
            "fenêtres",
            "trophées",
            "places de parking",
        ],
    ),
    (
        "es",
        "qué {g} tiene más {y}",
        [
            "empleados",
            "visitantes",
            "ventanas",
            "premios",
            "plazas de aparcamiento",
        ],
    ),
    (
        "de",
        "welcher {g} hat die meisten {y}",
        [
            "mitarbeiter",
            "besucher",
            "fenster",
            "auszeichnungen",
            "parkplätze",
        ],
    ),
    (
        "it",
        "quale {g} ha più {y}",
        [
            "dipendenti",
            "visitatori",
            "finestre",
            "premi",
            "posti auto",
        ],
    ),
    (
        "pt",
        "qual {g} tem mais {y}",
        [
            "funcionários",
            "visitantes",
            "janelas",
            "prémios",
            "lugares de estacionamento",
        ],
    ),
    (
        "nl",
        "welke {g} heeft de meeste {y}",
        [
            "medewerkers",
            "bezoekers",
            "ramen",
            "prijzen",
            "parkeerplaatsen",
        ],
    ),
];

#[test]
fn the_most_of_a_thing_the_table_does_not_hold_is_no_ranking() {
    // (asked, wrong), tuned and held out.
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_corpus(|dir, corpus, asking| {
        for language in &corpus.config.languages {
            let Some((_, template, nouns)) = ASKED.iter().find(|(l, _, _)| l == language) else {
                continue;
            };
            let mut seen: Vec<&String> = Vec::new();
            for d in &corpus.docs {
                let Some(t) = &d.table else { continue };
                let Some(g) = t.about.first() else { continue };
                // An about word that is a measure's word too ("vendite", "auf Lager") names
                // the measure: "which lager has the most" is its maximum, and left out here.
                let available = corpus
                    .config
                    .follow
                    .available
                    .iter()
                    .any(|a| a.to_lowercase().split(' ').any(|w| w == g.as_str()));
                if seen.contains(&g) || available || t.measures.iter().any(|m| m.words.contains(g))
                {
                    continue;
                }
                seen.push(g);
                for (i, y) in nouns.iter().enumerate() {
                    let q = template.replace("{g}", g).replace("{y}", y);
                    let a = asking(&q);
                    let ranked = a.facts.iter().any(|f| matches!(f, Fact::Ranking { .. }));
                    let (asked, wrong) = &mut tallies[usize::from(i >= 2)];
                    *asked += 1;
                    if a.figure.is_some() || ranked {
                        wrong.push(format!(
                            "{dir}: {q:?} -> figure {:?}, {:?}",
                            a.figure, a.known_facts
                        ));
                    }
                }
            }
        }
    });
    judge_split(&tallies, 40);
}
