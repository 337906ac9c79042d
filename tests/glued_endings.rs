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
