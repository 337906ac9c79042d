//! Bundles with a valid checksum but inconsistent content. Byte fuzzing (`bundle_load`) mostly
//! breaks the encoding; this target breaks the structure instead: it takes a valid bundle of the
//! Atlas corpus, changes its decoded documents, tables, blocks, links and index as the input
//! says, re-encodes it (the checksum is then right) and loads it. A bundle that loads must read
//! back to the same bytes and answer a question of every route without a panic.
#![no_main]

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::date::Date;
use atlas::base::model::{Column, ColumnKind, Measure, Names};
use atlas::bundle::Bundle;
use atlas::index::{Index, Terms, U32s};
use atlas::Question;
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// The Atlas corpus's bundles: service, sales, service+sales.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/atlas");
        let corpus = atlas::ingest::sources::Corpus::read(&dir).expect("corpus");
        atlas::ingest::output::bundles(&corpus)
    })
}

/// One question of every route: search, list, calculate, follow.
const QUESTIONS: [&str; 4] = [
    "What tire pressure does the C-3 need?",
    "List all dealers in Morocco",
    "How many warranty claims were filed for the S-2 in 2026?",
    "Which products are affected by the battery recall?",
];

/// And one of these, which filter records by flag, product and year, and compute over measures.
/// (A question costs milliseconds in a fuzzing build: asking them all halved the runs.)
const MORE: [&str; 3] = [
    "List the battery-certified dealers in France",
    "What is the average repair time for K-1 claims?",
    "How many C-3 did we sell in Morocco in Q3 2026?",
];

/// Small numbers mostly, sometimes anything: indices near the real ones find the edges.
fn number(u: &mut Unstructured) -> Result<u32> {
    Ok(match u.int_in_range(0..=3)? {
        0 => u.arbitrary()?,
        _ => u.int_in_range(0..=300)?,
    })
}

fn text(u: &mut Unstructured, b: &Bundle) -> Result<String> {
    Ok(match u.int_in_range(0..=3)? {
        0 => u.arbitrary()?,
        1 => u.choose(&b.docs)?.id.to_string(),
        2 => u.choose(&b.config.groups).cloned().unwrap_or_default(),
        _ => [
            "",
            "key",
            "repair_hours",
            "units",
            "MA",
            "FR",
            "C-3",
            "BP-36-2",
            "yes",
        ][u.int_in_range(0..=8)?]
        .to_string(),
    })
}

fn array(a: &U32s) -> Vec<u32> {
    (0..a.len()).map(|i| a.get(i)).collect()
}

/// Changes `v` where the input says: sets, inserts or removes an item, swaps two, or clears it.
/// `edit` of a document's shared list.
fn edit_names(u: &mut Unstructured, v: &mut Names, new: String) -> Result<()> {
    let mut list = v.to_vec();
    edit(u, &mut list, new)?;
    *v = list.into();
    Ok(())
}

fn edit<T: Clone>(u: &mut Unstructured, v: &mut Vec<T>, new: T) -> Result<()> {
    let at = |u: &mut Unstructured, n: usize| u.int_in_range(0..=n);
    match u.int_in_range(0..=4)? {
        0 if !v.is_empty() => {
            let i = at(u, v.len() - 1)?;
            v[i] = new;
        }
        1 => {
            let i = at(u, v.len())?;
            v.insert(i, new);
        }
        2 if !v.is_empty() => {
            let i = at(u, v.len() - 1)?;
            v.remove(i);
        }
        3 if v.len() > 1 => {
            let (i, j) = (at(u, v.len() - 1)?, at(u, v.len() - 1)?);
            v.swap(i, j);
        }
        4 => v.clear(),
        _ => {}
    }
    Ok(())
}

fn mutate(u: &mut Unstructured, b: &mut Bundle) -> Result<()> {
    let kinds = [
        ColumnKind::Key,
        ColumnKind::Text,
        ColumnKind::Number,
        ColumnKind::Date,
        ColumnKind::Flag,
        ColumnKind::Market,
        ColumnKind::Product,
    ];
    let (nd, nb) = (b.docs.len(), b.blocks.len());
    match u.int_in_range(0..=15)? {
        0 if nb > 0 => {
            let i = u.int_in_range(0..=nb - 1)?;
            b.blocks[i].doc = number(u)? as usize;
        }
        1 if nb > 0 => {
            let i = u.int_in_range(0..=nb - 1)?;
            let s = text(u, b)?;
            edit(u, &mut b.blocks[i].fields, s)?;
        }
        2 if nb > 0 => {
            let i = u.int_in_range(0..=nb - 1)?;
            let s = text(u, b)?;
            match u.int_in_range(0..=3)? {
                0 => edit(u, &mut b.blocks[i].products, s)?,
                1 => b.blocks[i].id = s.into(),
                2 => b.blocks[i].section = s.into(),
                _ => b.blocks[i].text = format!("{} {s}", b.blocks[i].text).into(),
            }
        }
        3 => {
            // Blocks removed, repeated or reordered, the index and links left as they were.
            let new = b.blocks.get(number(u)? as usize).cloned();
            match new {
                Some(x) => edit(u, &mut b.blocks, x)?,
                None => {
                    b.blocks.pop();
                }
            }
        }
        4 if nd > 0 => {
            let d = u.int_in_range(0..=nd - 1)?;
            let name = text(u, b)?;
            let kind = *u.choose(&kinds)?;
            if let Some(t) = &mut b.docs[d].table {
                match u.int_in_range(0..=2)? {
                    0 => edit(u, &mut t.columns, Column { name, kind })?,
                    1 => edit(
                        u,
                        &mut t.measures,
                        Measure {
                            field: name,
                            words: vec!["hours".into(), "units".into()],
                        },
                    )?,
                    _ => edit(u, &mut t.about, name)?,
                }
            } else if u.arbitrary()? {
                b.docs[d].table = Some(atlas::base::model::Table {
                    columns: vec![Column { name, kind }],
                    about: vec!["dealers".into(), "claims".into()],
                    measures: vec![],
                });
            }
        }
        5 if nd > 0 => {
            let d = u.int_in_range(0..=nd - 1)?;
            if let Some(t) = &mut b.docs[d].table {
                if !t.columns.is_empty() {
                    let c = u.int_in_range(0..=t.columns.len() - 1)?;
                    t.columns[c].kind = *u.choose(&kinds)?;
                }
            }
        }
        6 if nd > 0 => {
            let d = u.int_in_range(0..=nd - 1)?;
            let s = text(u, b)?;
            let doc = &mut b.docs[d];
            match u.int_in_range(0..=5)? {
                0 => doc.superseded_by = u.arbitrary::<bool>()?.then_some(s),
                1 => doc.superseded = !doc.superseded,
                2 => doc.id = s.into(),
                3 => edit_names(u, &mut doc.groups, s)?,
                4 => edit_names(u, &mut doc.markets, s)?,
                _ => edit_names(u, &mut doc.products, s)?,
            }
        }
        7 if nd > 0 => {
            let d = u.int_in_range(0..=nd - 1)?;
            let date = Date::new(
                u.int_in_range(1990..=2030)?,
                u.int_in_range(1..=12)?,
                u.int_in_range(1..=28)?,
            );
            match u.arbitrary()? {
                true => b.docs[d].valid_to = date,
                false => b.docs[d].valid_from = date.unwrap_or(b.docs[d].valid_from),
            }
        }
        8 => {
            // Documents removed, repeated or reordered, the blocks left pointing where they did.
            let new = b.docs.get(number(u)? as usize).cloned();
            if let Some(x) = new {
                edit(u, &mut b.docs, x)?;
            }
        }
        9 => {
            let s = text(u, b)?;
            edit(u, &mut b.groups, s)?;
        }
        10 => {
            let p = b.links.parts.len();
            if p > 0 && u.arbitrary()? {
                let i = u.int_in_range(0..=p - 1)?;
                let block = number(u)?;
                edit(u, &mut b.links.parts[i].1, block)?;
            } else {
                let part = text(u, b)?;
                let blocks = (0..u.int_in_range(0..=4)?)
                    .map(|_| number(u))
                    .collect::<Result<_>>()?;
                edit(u, &mut b.links.parts, (part, blocks))?;
            }
        }
        11 => {
            let len = [number(u)?, number(u)?, number(u)?];
            edit(u, &mut b.index.lengths, len)?;
        }
        12..=15 => {
            // The term dictionary and posting lists, changed and rebuilt as given.
            let (t, lists) = b.index.whole();
            let mut arrays = [array(&t.ends), array(&t.df), array(&t.list_ends)];
            let mut bytes = [t.text.as_bytes().to_vec(), lists.as_bytes().to_vec()];
            let which = u.int_in_range(0..=4)?;
            if which < 3 {
                let v = number(u)?;
                edit(u, &mut arrays[which], v)?;
            } else {
                let v = u.arbitrary::<u8>()?;
                edit(u, &mut bytes[which - 3], v)?;
            }
            let [ends, df, list_ends] = arrays;
            let [text, lists] = bytes;
            let terms = Terms {
                text: text.into(),
                ends: ends.into(),
                df: df.into(),
                list_ends: list_ends.into(),
            };
            b.index = Index::from_terms(terms, lists.into(), b.index.lengths.clone());
        }
        _ => {}
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(base) = u.choose(bundles()) else {
        return;
    };
    let mut b = base.clone();
    for _ in 0..u.int_in_range(1..=4).unwrap_or(1) {
        if mutate(&mut u, &mut b).is_err() {
            break;
        }
    }
    let bytes = b.to_bytes();
    let Ok(loaded) = Bundle::from_bytes(&bytes) else {
        return;
    };
    // What loads, re-encoded, loads again: no rule depends on how the bytes were laid out (a
    // bundle that loads only because a section was misread, say, would fail here).
    let again = loaded.to_bytes();
    if again != bytes {
        if let Err(e) = Bundle::from_bytes(&again) {
            panic!("a loaded bundle, re-encoded, does not load: {e}");
        }
    }
    // An unchanged configuration is swapped for the base's, as it was when the bundle held the
    // configuration's text: its patterns run on the regex crate, compiled once.
    let mut loaded = loaded;
    let mut same = base.config.clone();
    same.file.clone_from(&loaded.config.file);
    if loaded.config == same {
        loaded.config = base.config.clone();
    }
    let engine = Engine::new(loaded);
    let b = &engine.bundle;
    let persona = b
        .config
        .personas
        .iter()
        .find(|p| p.groups.iter().all(|g| b.groups.contains(g)))
        .map_or("service", |p| p.name.as_str());
    let market = if data.first().is_some_and(|x| x % 2 == 0) {
        "MA"
    } else {
        "FR"
    };
    let opts = AskOptions {
        nonce: Some("fuzz".into()),
        today: Date::new(2026, 11, 29),
        ..AskOptions::default()
    };
    let more = MORE[data.len() % MORE.len()];
    for text in QUESTIONS.into_iter().chain([more]) {
        let q = Question {
            text: text.into(),
            persona: persona.into(),
            market: market.into(),
            date: None,
        };
        let _ = engine.ask_with(&q, &opts);
    }
});
