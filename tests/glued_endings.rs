//! "mennyi WX-250-et adott el a debreceni kereskedő", "az árbevétel Bulgáriában 2025-ben" (the
//! twentieth company's h14, h08, h10): Hungarian glues its case endings to a code or a number
//! with a hyphen (Finnish with a colon), and "WX-250-et", "2025-ben" were names no table holds:
//! no figure. A case ending glued to a product's name, a part number or a year is read off.
//!
//! Generated over every corpus with a measured table of a product and a date column: "<sum>
//! <measure> <product><ending> <year><ending>" gives the figure "<sum> <measure> <product> in
//! <year>" gives. Hungarian's "-et"/"-ben" were looked at while building; the other endings
//! (Hungarian, Finnish, Estonian) are held out and reported apart.

use crate::common;

use atlas::base::model::ColumnKind;
use common::*;

/// (the product's ending, the year's ending): the first looked at, the others held out.
const ENDINGS: [(&str, &str); 5] = [
    ("-et", "-ben"),
    ("-öt", "-ban"),
    ("-nak", "-ig"),
    (":n", ":ssä"),
    (":ta", ":st"),
];

#[test]
fn a_case_ending_glued_to_a_name_or_a_year_is_read_off() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_of_every_corpus(|dir, corpus, asking| {
        let Some(sum) = atlas::base::config::packs::pack("en").and_then(|p| pack_sum(corpus, p))
        else {
            return;
        };
        for (_, t, word) in measured_tables_with(corpus, ColumnKind::Product) {
            if t.column_of(ColumnKind::Date).is_none() {
                continue;
            }
            // Two products by their codes: one that ends in a digit, as the names endings are
            // glued to do.
            let products: Vec<&String> = corpus
                .config
                .products
                .iter()
                .map(|p| &p.code)
                .filter(|c| c.ends_with(|ch: char| ch.is_ascii_digit()))
                .take(2)
                .collect();
            for p in products {
                let control = asking(&format!("{sum} {word} {p} in 2025"));
                if control.figure.is_none() {
                    continue;
                }
                for (i, (after_name, after_year)) in ENDINGS.iter().enumerate() {
                    let question = format!("{sum} {word} {p}{after_name} 2025{after_year}");
                    let a = asking(&question);
                    let (asked, wrong) = &mut tallies[usize::from(i > 0)];
                    *asked += 1;
                    if a.figure != control.figure {
                        wrong.push(format!(
                            "{dir}: {question:?} -> {:?}, not {:?}",
                            a.figure, control.figure
                        ));
                    }
                }
            }
        }
    });
    judge_split(&tallies, 5);
}

/// "is HP-210-A in stock in Ankara" (the twenty-fourth company's p167, p168) read HP-21-0: the
/// part's last letters after a hyphen were read off as a case ending, and what was left matched
/// the pattern as another part. A part the pattern reads whole, with the letters after its last
/// hyphen, is that part.
///
/// Every corpus, every part of its widest bundle's link graph ending in a hyphen and one to four
/// letters: "is <part> in stock" reads the part as itself. The twenty-fourth company's were
/// looked at while building; the others are held out.
#[test]
fn a_part_ending_in_letters_after_a_hyphen_is_no_case_ending() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_of_every_corpus(|dir, corpus, asking| {
        let groups = &corpus.config.personas.last().expect("a persona").groups;
        let bundle = atlas::ingest::carve(corpus, groups);
        for (part, _) in &bundle.links.parts {
            let Some((_, last)) = part.rsplit_once('-') else {
                continue;
            };
            if !(1..=4).contains(&last.chars().count()) || !last.chars().all(char::is_alphabetic) {
                continue;
            }
            let question = format!("is {part} in stock");
            let a = asking(&question);
            let lower = part.to_lowercase();
            let read = a
                .trace
                .iter()
                .any(|l| l.starts_with("asked") && l.contains(&lower));
            let (asked, wrong) = &mut tallies[usize::from(!dir.ends_with("karpaty"))];
            *asked += 1;
            if !read {
                let line = a.trace.iter().find(|l| l.starts_with("asked"));
                wrong.push(format!("{dir}: {question:?} -> {line:?}"));
            }
        }
    });
    judge_split(&tallies, 1);
}
