//! "what burrs does the GR-75 use, and are they in stock in Madrid?": a product's part asked for
//! by what it is, and who has it. Over every corpus with a table of parts per dealer: each row
//! (a part at a dealer, its quantity), a product whose own documents name the part, and the
//! dealer's town, asked in each language the corpus is asked in. Follow answers
//! (`follow.uses`), and the yes or no is that row's (held or none), never the dealer's other
//! rows.

use crate::common;

use atlas::base::config::Route;
use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

/// (corpus, templates: `{P}` the product, `{T}` the dealer's town).
/// calora's corpus.conf configures no verb of use: its questions of this kind are lists of the
/// dealer's stock, as they were.
const SETTINGS: [(&str, &[&str]); 4] = [
    (
        "corpus/atlas",
        &[
            "what spare does the {P} use, and is it in stock in {T}?",
            "quelle pièce utilise le {P}, et est-elle en stock à {T} ?",
        ],
    ),
    (
        "tests/corpora/tramonta",
        &[
            "what spare does the {P} use and is it in stock in {T}?",
            "¿qué repuesto lleva la {P} y está en stock en {T}?",
        ],
    ),
    (
        "tests/corpora/spanish-dealer",
        &["¿qué repuesto lleva el {P} y hay existencias en {T}?"],
    ),
    (
        "tests/corpora/german-dealer",
        &["welches Ersatzteil verwendet der {P} und ist es in {T} auf Lager?"],
    ),
];

#[test]
fn the_part_a_product_uses_is_followed_to_the_row_of_the_dealer_named() {
    let (mut asked, mut wrong) = (0, Vec::new());
    let mut per_corpus = Vec::new();
    for (dir, templates) in SETTINGS {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let n = &corpus.config.normalizer;
        let market = corpus.config.markets[0].code.clone();
        let before = asked;
        // A table of parts per dealer: a column of part numbers, one of another table's keys
        // (the dealers), and a measure (the quantity).
        for (ti, d) in corpus.docs.iter().enumerate() {
            let Some(t) = &d.table else { continue };
            let Some(measure) = t.measures.first() else {
                continue;
            };
            let Some(q_col) = t.columns.iter().position(|c| c.name == measure.field) else {
                continue;
            };
            let rows: Vec<_> = corpus.blocks.iter().filter(|b| b.doc == ti).collect();
            let part_col = (0..t.columns.len()).find(|&c| {
                rows.iter()
                    .all(|r| n.question_parts(&r.fields[c]).first() == Some(&r.fields[c]))
            });
            let Some(part_col) = part_col else { continue };
            for r in &rows {
                let part = &r.fields[part_col];
                // The dealer the row is of, by the town of the row its key names.
                let town = r.fields.iter().enumerate().find_map(|(c, v)| {
                    if t.columns[c].kind == ColumnKind::Number || c == part_col {
                        return None;
                    }
                    corpus.blocks.iter().find_map(|o| {
                        let od = &corpus.docs[o.doc];
                        let ot = od.table.as_ref()?;
                        if o.doc == ti || o.fields.first() != Some(v) {
                            return None;
                        }
                        let city = ot
                            .columns
                            .iter()
                            .rposition(|c| c.kind == ColumnKind::Text)?;
                        Some(o.fields[city].clone())
                    })
                });
                let Some(town) = town else { continue };
                // A product whose own documents (one product each) name the part, and no other
                // part of the table: the question's yes or no is then this row's.
                let names = |product: &str, p: &str| {
                    corpus.blocks.iter().any(|b| {
                        let doc = &corpus.docs[b.doc];
                        doc.table.is_none()
                            && !doc.superseded
                            && doc.products.len() == 1
                            && doc.products[0] == product
                            && b.text.as_str().contains(p)
                    })
                };
                let product = corpus.config.products.iter().find(|x| {
                    names(&x.code, part)
                        && rows.iter().all(|o| {
                            o.fields[part_col] == *part || !names(&x.code, &o.fields[part_col])
                        })
                });
                let Some(product) = product.map(|x| x.code.clone()) else {
                    continue;
                };
                let held = r.fields[q_col].trim().parse::<f64>().is_ok_and(|q| q > 0.0);
                for template in templates.iter() {
                    let q = template.replace("{P}", &product).replace("{T}", &town);
                    let a = ask(&engine, &persona, &market, &q);
                    asked += 1;
                    let verdict = atlas::eval::verdict(&a);
                    let want = if held { "yes" } else { "no" };
                    if a.route != Route::Follow
                        || a.why.code() != "follow.uses"
                        || verdict != Some(want)
                    {
                        wrong.push(format!(
                            "{dir}: {q:?} ({} at {}: {}) -> {:?} {} {verdict:?}",
                            part,
                            r.id.as_str(),
                            r.fields[q_col],
                            a.route,
                            a.why.code()
                        ));
                    }
                }
            }
        }
        per_corpus.push(format!("{dir} {}", asked - before));
    }
    eprintln!(
        "{asked} asked ({}), {} wrong:\n{}",
        per_corpus.join(", "),
        wrong.len(),
        wrong.join("\n")
    );
    assert!(asked > 20, "{asked}: {}", per_corpus.join(", "));
    assert!(
        wrong.len() * 20 <= asked,
        "{} of {asked}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
