//! Bundles with a valid checksum but inconsistent content: each test takes a valid bundle,
//! breaks one structural rule in its decoded form, re-encodes it (so the checksum is right) and
//! loads it. The loader must refuse it with a `Malformed` error that says what and where, or the
//! bundle must answer a question of every route without a panic (in the page, a wasm panic
//! kills the engine).

use crate::common;

use atlas::ask::engine::Engine;
use atlas::base::pattern::program::{self, Inst, Program};
use atlas::bundle::{Bundle, BundleError};
use common::*;
use std::sync::OnceLock;

/// The manager's bundle (service and sales): it has documents, record tables and links, so
/// every route has something to work on.
fn valid() -> Bundle {
    static BUNDLE: OnceLock<Bundle> = OnceLock::new();
    BUNDLE
        .get_or_init(|| {
            let corpus = atlas_corpus();
            let p = corpus.config.persona("manager").expect("manager persona");
            atlas::ingest::carve(&corpus, &p.groups)
        })
        .clone()
}

/// One question of every route.
const QUESTIONS: [&str; 4] = [
    "What tire pressure does the C-3 need?",
    "List all dealers in Morocco",
    "How many warranty claims were filed for the S-2 in 2026?",
    "Which products are affected by the battery recall?",
];

fn answer_everything(e: &Engine) {
    for q in QUESTIONS {
        ask(e, "manager", "MA", q);
    }
}

fn reload(b: &Bundle) -> Result<Engine, BundleError> {
    Engine::from_bytes(&b.to_bytes())
}

/// The bundle must be refused as malformed, with `what` in the message.
#[track_caller]
fn refused(b: Bundle, what: &str) {
    match reload(&b) {
        Ok(e) => {
            // What a page would do next: this is where an unchecked bundle panics.
            answer_everything(&e);
            panic!("the bundle loaded; expected a malformed-bundle error about '{what}'");
        }
        Err(BundleError::Malformed(m)) => {
            assert!(m.contains(what), "expected '{what}' in: {m}")
        }
        // The term dictionary and posting lists are in chunks: the error names the chunk.
        Err(e @ BundleError::Chunk { .. }) => {
            let m = e.to_string();
            assert!(
                m.contains(what) && m.contains("bundle chunk t-") && m.contains("malformed"),
                "expected '{what}' and the chunk's name in: {m}"
            )
        }
        Err(e) => panic!("expected a malformed-bundle error about '{what}', got: {e}"),
    }
}

/// A record row of the table `doc_id`, as a block index.
fn row_of(b: &Bundle, doc_id: &str) -> usize {
    b.blocks
        .iter()
        .position(|x| b.docs[x.doc].id == doc_id)
        .unwrap_or_else(|| panic!("{doc_id} has rows"))
}

fn doc(b: &Bundle, id: &str) -> usize {
    b.docs.iter().position(|d| d.id == id).expect("document")
}

#[test]
fn the_valid_bundle_answers_every_route() {
    let e = reload(&valid()).expect("a valid bundle loads");
    answer_everything(&e);
    let list = ask(&e, "manager", "MA", QUESTIONS[1]);
    assert!(ids(&list).contains(&"DEALERS#RBT".to_string()));
    let count = ask(&e, "manager", "MA", QUESTIONS[2]);
    assert_eq!(count.figure, Some(5.0));
}

#[test]
fn a_record_with_fewer_fields_than_columns_is_refused() {
    let mut b = valid();
    let r = row_of(&b, "DEALERS");
    b.blocks[r].fields.pop();
    refused(b, "fields");
}

/// The bundle must be refused as malformed, or load and answer every route.
fn survives(b: Bundle) {
    match reload(&b) {
        Ok(e) => answer_everything(&e),
        Err(BundleError::Malformed(_) | BundleError::Chunk { .. }) => {}
        Err(e) => panic!("expected an answer or a malformed-bundle error, got: {e}"),
    }
}

/// The bundle must load, and answer every route.
fn answers(b: Bundle) {
    answer_everything(&reload(&b).expect("the bundle loads"));
}

fn column<'a>(b: &'a mut Bundle, table: &str) -> &'a mut Vec<atlas::base::model::Column> {
    let d = doc(b, table);
    &mut b.docs[d].table.as_mut().expect("a table").columns
}

// Blocks.

#[test]
fn a_record_with_more_fields_than_columns_is_refused() {
    let mut b = valid();
    let r = row_of(&b, "CLAIMS-2026");
    b.blocks[r].fields.push("extra".into());
    refused(b, "fields where its document has 8 columns");
}

#[test]
fn a_record_without_fields_is_refused() {
    let mut b = valid();
    let r = row_of(&b, "DEALERS");
    b.blocks[r].fields.clear();
    refused(b, "0 fields");
}

#[test]
fn a_document_block_with_fields_is_refused() {
    let mut b = valid();
    let r = row_of(&b, "SPEC-C3-R5");
    b.blocks[r].fields.push("RBT".into());
    refused(b, "1 fields where its document has 0 columns");
}

#[test]
fn a_record_moved_to_a_document_is_refused() {
    let mut b = valid();
    let r = row_of(&b, "DEALERS");
    b.blocks[r].doc = doc(&b, "SPEC-C3-R5");
    refused(b, "fields");
}

#[test]
fn a_record_moved_to_another_table_is_refused() {
    let mut b = valid();
    let r = row_of(&b, "DEALERS");
    b.blocks[r].doc = doc(&b, "CLAIMS-2026");
    refused(b, "5 fields where its document has 8 columns");
}

#[test]
fn a_block_of_a_missing_document_is_refused() {
    let mut b = valid();
    b.blocks[3].doc = 999;
    refused(b, "index 999 is out of range");
}

#[test]
fn blocks_without_their_index_entries_are_refused_or_harmless() {
    // Every DEALERS row removed, the index and links left as they were: postings and links now
    // point past the blocks or at other blocks.
    let mut b = valid();
    let d = doc(&b, "DEALERS");
    b.blocks.retain(|x| x.doc != d);
    survives(b.clone());
    b.links = Default::default();
    b.index.lengths.truncate(b.blocks.len());
    answers(b);
    // And a table without rows.
    let mut b = valid();
    let kept: Vec<_> = b.blocks.iter().filter(|x| x.doc != d).cloned().collect();
    let normalizer = b.config.normalizer.clone();
    b.index = atlas::index::Index::build(&kept, &b.docs, &normalizer);
    b.links = atlas::index::links::LinkGraph::build(&kept, &normalizer);
    b.blocks = kept;
    answers(b);
}

// Documents and tables.

#[test]
fn a_table_without_columns_is_refused() {
    let mut b = valid();
    column(&mut b, "DEALERS").clear();
    refused(
        b,
        "(DEALERS): the first column, and only it, must be the key",
    );
}

#[test]
fn a_table_whose_first_column_is_not_the_key_is_refused() {
    let mut b = valid();
    column(&mut b, "DEALERS")[0].kind = atlas::base::model::ColumnKind::Text;
    refused(
        b,
        "(DEALERS): the first column, and only it, must be the key",
    );
}

#[test]
fn a_table_with_a_second_key_is_refused() {
    let mut b = valid();
    column(&mut b, "DEALERS")[2].kind = atlas::base::model::ColumnKind::Key;
    refused(
        b,
        "(DEALERS): the first column, and only it, must be the key",
    );
}

#[test]
fn other_column_kinds_are_harmless() {
    use atlas::base::model::ColumnKind::*;
    for kind in [Text, Number, Date, Flag, Market, Product] {
        let mut b = valid();
        for d in &mut b.docs {
            if let Some(t) = &mut d.table {
                t.measures.clear();
            }
        }
        for c in column(&mut b, "CLAIMS-2026").iter_mut().skip(1) {
            c.kind = kind;
        }
        for c in column(&mut b, "DEALERS").iter_mut().skip(1) {
            c.kind = kind;
        }
        answers(b);
    }
}

#[test]
fn a_measure_naming_no_number_column_is_refused() {
    let mut b = valid();
    let d = doc(&b, "CLAIMS-2026");
    let t = b.docs[d].table.as_mut().unwrap();
    t.measures[0].field = "hours".into();
    refused(
        b.clone(),
        "(CLAIMS-2026): measure 'hours' names no number column",
    );
    let t = b.docs[d].table.as_mut().unwrap();
    t.measures[0].field = "component".into();
    refused(b, "measure 'component' names no number column");
}

#[test]
fn a_successor_that_is_not_in_the_bundle_is_refused() {
    let mut b = valid();
    let d = doc(&b, "SPEC-C3-R4");
    assert_eq!(b.docs[d].superseded_by.as_deref(), Some("SPEC-C3-R5"));
    b.docs[d].superseded_by = Some("SPEC-C3-R9".into());
    refused(b.clone(), "superseded_by names 'SPEC-C3-R9'");
    b.docs[d].superseded_by = Some("SPEC-C3-R4".into());
    refused(b.clone(), "superseded_by names 'SPEC-C3-R4'");
    b.docs[d].superseded_by = Some("SPEC-C3-R5".into());
    b.docs[d].superseded = false;
    refused(b, "superseded_by");
}

/// Ids the head holds (record tables, supersessions) are checked at load; a document block's id
/// is in its chunk, and ingestion refuses it twice.
#[test]
fn a_document_id_used_twice_is_refused() {
    let mut b = valid();
    let d = doc(&b, "STOCK");
    b.docs[d].id = "DEALERS".into();
    refused(b, "document DEALERS: the id is used twice");
}

#[test]
fn groups_outside_the_bundle_or_configuration_are_refused() {
    let mut b = valid();
    b.docs[0].groups = vec!["owners".to_string()].into();
    refused(b.clone(), "its groups are not among the bundle's");
    b.docs[0].groups = Vec::new().into();
    refused(b, "its groups are not among the bundle's");
    let mut b = valid();
    b.groups.push("owners".into());
    refused(b, "groups: 'owners' is unknown or named twice");
    let mut b = valid();
    b.groups.push("service".into());
    refused(b, "groups: 'service' is unknown or named twice");
}

#[test]
fn a_validity_that_ends_before_it_starts_is_refused() {
    let mut b = valid();
    b.docs[1].valid_to = Some(atlas::base::date::Date::new(2000, 1, 1).unwrap());
    refused(b, "valid_to is before valid_from");
}

#[test]
fn documents_the_asker_may_not_apply_are_harmless() {
    // Consistent but unusual: no document applies in MA, or all are superseded.
    let mut b = valid();
    for d in &mut b.docs {
        d.markets = vec!["FR".to_string()].into();
    }
    answers(b);
    let mut b = valid();
    for d in &mut b.docs {
        d.superseded = true;
    }
    answers(b);
}

// The link graph.

#[test]
fn a_link_to_a_missing_block_is_refused() {
    let mut b = valid();
    b.links.parts[0].1.push(999);
    refused(b, "links at byte");
}

#[test]
fn odd_link_lists_are_harmless() {
    let mut b = valid();
    let n = b.blocks.len() as u32;
    for (part, list) in &mut b.links.parts {
        list.reverse();
        list.extend([0, 0, n - 1]);
        part.push('X');
    }
    b.links.parts.push((String::new(), (0..n).collect()));
    b.links.parts.push(("BP-36-2".into(), vec![n - 1]));
    answers(b);
}

// The index.

use atlas::index::{Index, Terms, U32s};

fn array(a: &U32s) -> Vec<u32> {
    (0..a.len()).map(|i| a.get(i)).collect()
}

/// The bundle with its term dictionary and posting lists changed by `f`, as given.
fn with_terms(b: &mut Bundle, f: impl FnOnce(&mut [Vec<u32>; 3], &mut Vec<u8>, &mut Vec<u8>)) {
    let (t, lists) = b.index.whole();
    let mut arrays = [array(&t.ends), array(&t.df), array(&t.list_ends)];
    let mut text = t.text.as_bytes().to_vec();
    let mut lists = lists.as_bytes().to_vec();
    f(&mut arrays, &mut text, &mut lists);
    let [ends, df, list_ends] = arrays;
    let terms = Terms {
        text: text.into(),
        ends: ends.into(),
        df: df.into(),
        list_ends: list_ends.into(),
    };
    b.index = Index::from_terms(terms, lists.into(), b.index.lengths.clone());
}

#[test]
fn term_offsets_that_go_backwards_are_harmless() {
    let mut b = valid();
    with_terms(&mut b, |[ends, _, list_ends], _, _| {
        let n = ends.len();
        ends.swap(1, n / 2);
        ends[n / 3] = 0;
        list_ends.swap(2, n / 2);
        list_ends[n / 4] = 0;
    });
    answers(b);
    let mut b = valid();
    with_terms(&mut b, |[ends, _, list_ends], _, _| {
        let (text, lists) = (*ends.last().unwrap(), *list_ends.last().unwrap());
        ends.iter_mut().rev().skip(1).for_each(|e| *e = text);
        list_ends.iter_mut().rev().skip(1).for_each(|e| *e = lists);
    });
    answers(b);
}

#[test]
fn document_frequencies_and_term_order_are_harmless() {
    for df in [0, 1, u32::MAX] {
        let mut b = valid();
        with_terms(&mut b, |[_, dfs, _], _, _| {
            dfs.iter_mut().for_each(|x| *x = df)
        });
        answers(b);
    }
    // Reversed text is still UTF-8 only where every term is ASCII, as in this corpus.
    let mut b = valid();
    with_terms(&mut b, |_, text, _| text.reverse());
    answers(b);
}

#[test]
fn term_arrays_that_miss_their_text_or_lists_are_refused() {
    let mut b = valid();
    with_terms(&mut b, |_, text, _| text.extend_from_slice(b"zz"));
    refused(b, "the terms end at byte");
    let mut b = valid();
    with_terms(&mut b, |_, _, lists| lists.push(0));
    refused(b, "the terms' posting lists end at byte");
    let mut b = valid();
    with_terms(&mut b, |[ends, ..], _, _| {
        *ends.last_mut().unwrap() += 1;
    });
    refused(b, "the terms end at byte");
    let mut b = valid();
    with_terms(&mut b, |_, text, _| text[0] = 0xff);
    refused(b, "terms are not UTF-8");
}

#[test]
fn term_arrays_of_different_lengths_are_refused_or_harmless() {
    // The bundle stores one term count: shorter arrays shift everything after them.
    let mut b = valid();
    with_terms(&mut b, |[_, df, _], _, _| {
        df.pop();
    });
    survives(b);
    let mut b = valid();
    with_terms(&mut b, |[ends, _, _], _, _| {
        ends.pop();
    });
    survives(b);
}

#[test]
fn postings_of_missing_blocks_are_harmless() {
    let mut b = valid();
    with_terms(&mut b, |[_, _, list_ends], _, lists| {
        // Each list starts with block 999, then repeats its first block (delta 0).
        let old = std::mem::take(lists);
        let mut start = 0;
        for end in list_ends.iter_mut() {
            let e = *end as usize;
            lists.extend_from_slice(&[0xe7, 0x07, 2]);
            lists.extend_from_slice(&old[start..e]);
            lists.extend_from_slice(&[0, 2]);
            start = e;
            *end = lists.len() as u32;
        }
    });
    answers(b);
}

#[test]
fn block_lengths_of_the_wrong_count_or_size_are_refused_or_harmless() {
    let mut b = valid();
    b.index.lengths.pop();
    survives(b);
    let mut b = valid();
    b.index.lengths.truncate(3);
    survives(b);
    let mut b = valid();
    b.index.lengths.push([1, 2, 3]);
    survives(b);
    let mut b = valid();
    b.index.lengths.iter_mut().for_each(|l| *l = [u32::MAX; 3]);
    survives(b);
    let mut b = valid();
    b.index.lengths.iter_mut().for_each(|l| *l = [0; 3]);
    survives(b);
}

// Pattern programs (the browser runs configured regexes as the programs the bundle carries).

fn with_program(insts: Vec<Inst>, slots: usize) -> Bundle {
    let mut b = valid();
    b.config.regexps_mut()[0].set_program(Program { insts, slots });
    b
}

#[test]
fn pattern_programs_that_leave_the_program_or_their_slots_are_refused() {
    use Inst::*;
    let bytes = || Bytes(Box::new([(b'A', b'Z')]));
    refused(with_program(vec![Jump(7), Match], 2), "pattern program (/");
    refused(with_program(vec![Split(0, 9), Match], 2), "out of range");
    refused(with_program(vec![Save(4), Match], 4), "out of range");
    refused(with_program(vec![Match, bytes()], 2), "runs off the end");
    refused(
        with_program(vec![Save(0), Save(1), Match], 3),
        "capture slots",
    );
    refused(
        with_program(vec![Bytes(Box::new([(b'Z', b'A')])), Match], 2),
        "backwards",
    );
    refused(with_program(Vec::new(), 2), "instructions");
}

/// The configuration is stored as parsed values: settings the parser refuses are refused when
/// read, where question time would otherwise meet them.
#[test]
fn configuration_settings_the_parser_refuses_are_refused() {
    let mut b = valid();
    b.config.search.k = 0;
    refused(b, "configuration: [search] k is out of range");
    let mut b = valid();
    b.config.search.match_floor = f64::NAN;
    refused(b, "configuration: a [search] number is out of range");
    let mut b = valid();
    b.config.follow.max_hops = 1000;
    refused(b, "configuration: [follow] max_hops is out of range");
    let mut b = valid();
    b.config.dates.months.pop();
    refused(b, "configuration: [dates] months is out of range");
    let mut b = valid();
    b.config.questions.years = (2030, 2020);
    refused(b, "configuration: [questions] years is out of range");
    // What question time does not lean on loads, and answers.
    let mut b = valid();
    b.config.router.clear();
    b.config.glossary.push((Vec::new(), Vec::new()));
    b.config.questions.comparisons.clear();
    b.config.relations[0].phrases.clear();
    answers(b);
}

#[test]
fn pattern_programs_that_loop_or_never_match_are_harmless() {
    use Inst::*;
    // Loops that read nothing, a match without its whole-match slots, slots saved backwards.
    answers(with_program(vec![Jump(0), Match], 2));
    answers(with_program(vec![Split(0, 1), Split(1, 0)], 2));
    answers(with_program(vec![Match], 2));
    answers(with_program(vec![Save(1), Save(0), Match], 2));
    answers(with_program(
        vec![
            Save(0),
            Split(2, 4),
            Look(program::Look::End),
            Jump(1),
            Save(1),
            Match,
        ],
        4,
    ));
}
