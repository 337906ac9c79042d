//! A year said as "last year" or "this year" rather than typed: every case question with a
//! figure of every corpus that types the year before its date's (tuned) or its date's own year
//! (held out), that year typed as the corpus's first last (this) word and first year word
//! ("in 2025" asked on 2026-11-20: "in last year"). The same figure, or none.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

/// `q` with the year `year` (a word of its own) typed as `phrase`; None when it has none.
fn said(q: &str, year: u16, phrase: &str) -> Option<String> {
    let y = year.to_string();
    let mut found = false;
    let out: Vec<String> = q
        .split(' ')
        .map(|w| {
            let bare = w.trim_end_matches(['?', '.', ',', '!']);
            if bare == y {
                found = true;
                format!("{phrase}{}", &w[bare.len()..])
            } else {
                w.to_string()
            }
        })
        .collect();
    found.then(|| out.join(" "))
}

#[test]
fn a_year_said_as_last_or_this_year_gives_its_figure_or_none() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut declined = [0usize; 2];
    for dir in every_corpus() {
        let corpus = Corpus::read(&root().join(&dir)).unwrap();
        let d = &corpus.config.dates;
        let (Some(last), Some(this), Some(unit)) = (d.last.first(), d.this.first(), d.year.first())
        else {
            continue;
        };
        each_case(&dir, &mut |engine, c, figure| {
            let on = c
                .date
                .as_deref()
                .map_or(today(), |s| atlas::base::date::Date::parse(s).unwrap());
            let asked = [(on.year - 1, last), (on.year, this)];
            for (k, (year, word)) in asked.iter().enumerate() {
                if let Some(q) = said(&c.question, *year, &format!("{word} {unit}")) {
                    tally_one(
                        &dir,
                        engine,
                        c,
                        figure,
                        &q,
                        &mut tallies[k],
                        &mut declined[k],
                    );
                }
            }
        });
    }
    eprintln!("no figure: tuned {}, held out {}", declined[0], declined[1]);
    judge_split(&tallies, 30);
}
