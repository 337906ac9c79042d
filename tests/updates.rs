//! A build into a folder that holds an earlier build (`atlas build CORPUS --out DIR` run again)
//! keeps block numbers (`ingest::numbering`) and cuts chunks where their content says, so that a
//! change renames only the chunks it touches and a returning device downloads those alone; the
//! bundle it makes answers as a bundle built afresh from the same corpus.

use crate::common;

use atlas::ask::engine::{AskOptions, Engine};
use atlas::bundle::updates::History;
use atlas::bundle::{folder, Bundle};
use atlas::eval::read_cases;
use atlas::Question;
use common::*;
use std::collections::BTreeSet;
use std::path::Path;

/// The Atlas corpus with its documents `copies` times (each copy's ids renamed, as
/// bench/scale.mjs does), and its record tables once: a library of a few hundred blocks, whose
/// bundles have tens of chunks.
fn library(name: &str, copies: usize) -> Scratch {
    let dir = scratch(name);
    let src = root().join("corpus/atlas");
    std::fs::copy(src.join("corpus.conf"), dir.join("corpus.conf")).unwrap();
    std::fs::create_dir_all(dir.join("records")).unwrap();
    for e in std::fs::read_dir(src.join("records")).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), dir.join("records").join(e.file_name())).unwrap();
    }
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    let mut docs: Vec<_> = std::fs::read_dir(src.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    for c in 1..=copies {
        for p in &docs {
            let text = std::fs::read_to_string(p).unwrap();
            let renamed: Vec<String> = text
                .lines()
                .map(|l| match l.split_once(": ") {
                    Some((k @ ("id" | "superseded_by"), v)) if !v.trim().is_empty() => {
                        format!("{k}: {}-x{c}", v.trim())
                    }
                    _ => l.to_string(),
                })
                .collect();
            let stem = p.file_stem().unwrap().to_string_lossy();
            std::fs::write(
                dir.join("docs").join(format!("{stem}-x{c}.md")),
                renamed.join("\n") + "\n",
            )
            .unwrap();
        }
    }
    dir
}

/// A new document at `docs/NAME.md`, id NAME, of one block: a workshop notice that names no
/// part and repeats no other document, each one's text of another length (a tie between equal
/// scores, or the blocks a part links, come in block number order, which a build over earlier
/// ones does not give as one afresh).
fn add(corpus: &Path, name: &str) {
    static ADDED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(1);
    let again = " Again.".repeat(ADDED.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    let text = format!(
        "id: {name}\ntitle: Workshop notice {name}\nproducts:\ngroups: service, sales\nmarkets:\n\
         valid_from: 2026-01-01\nvalid_to:\nstatus: current\nsuperseded_by:\n---\n\
         ## 1. Stock count\nThe workshop closes early on the last Friday of each month for the \
         stock count of batteries, chargers and tyres.{again}\n"
    );
    std::fs::write(corpus.join("docs").join(format!("{name}.md")), text).unwrap();
}

/// The first document (in the order the build reads them) removed.
fn remove_first(corpus: &Path) -> String {
    let mut names: Vec<String> = std::fs::read_dir(corpus.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    std::fs::remove_file(corpus.join("docs").join(&names[0])).unwrap();
    names[0].trim_end_matches(".md").to_string()
}

/// One sentence added to the first paragraph of `docs/NAME.md`.
fn edit(corpus: &Path, name: &str) {
    let p = corpus.join("docs").join(format!("{name}.md"));
    let text = std::fs::read_to_string(&p).unwrap();
    let (head, body) = text.split_once("\n---\n").unwrap();
    let (first, rest) = body.split_once("\n\n").unwrap();
    let edited = format!("{head}\n---\n{first} Revised by bulletin 17.\n\n{rest}");
    std::fs::write(p, edited).unwrap();
}

fn build(corpus: &Path, out: &Path) -> Vec<String> {
    let mut said = Vec::new();
    atlas::ingest::output::build(corpus, out, &mut |l| said.push(l)).unwrap();
    said
}

/// The chunk files of a bundle folder, by kind: (term chunks, block chunks).
fn chunks(folder: &Path) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut t = BTreeSet::new();
    let mut b = BTreeSet::new();
    for e in std::fs::read_dir(folder).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        match name.as_bytes().first() {
            Some(b't') => t.insert(name),
            Some(b'b') => b.insert(name),
            _ => false,
        };
    }
    (t, b)
}

/// How many of `after`'s names `before` did not have.
fn renamed(before: &BTreeSet<String>, after: &BTreeSet<String>) -> usize {
    after.difference(before).count()
}

/// Builds `corpus`, makes `change`, builds into the same folder again: for the service bundle,
/// (term chunks, of which new; block chunks, of which new), and what the second build said.
fn rebuilt(
    corpus: &Path,
    out: &Path,
    change: impl FnOnce(&Path),
) -> ((usize, usize), (usize, usize), Vec<String>) {
    build(corpus, out);
    let (t0, b0) = chunks(&out.join("service"));
    change(corpus);
    let said = build(corpus, out);
    let (t1, b1) = chunks(&out.join("service"));
    (
        (t1.len(), renamed(&t0, &t1)),
        (b1.len(), renamed(&b0, &b1)),
        said,
    )
}

#[test]
fn a_document_added_before_the_others_renames_only_the_chunks_it_touches() {
    let corpus = library("upd-add-corpus", 8);
    let out = scratch("upd-add-out");
    let ((terms, new_terms), (blocks, new_blocks), said) =
        rebuilt(&corpus, &out.join("b"), |c| add(c, "0-UPDATE"));
    // Its blocks go after the others': the last block chunk changes, and one or two new ones
    // hold the rest. Numbered by position, every block chunk after it was renamed.
    assert!(blocks > 20, "{blocks} block chunks");
    assert!(
        new_blocks <= 2,
        "{new_blocks} of {blocks} block chunks renamed: {said:?}"
    );
    // Its postings are the index's tail's: one term chunk, new. The base's chunks keep their
    // names (numbered by position, every term chunk with a later posting was renamed), but for
    // one: "tyres" is a second form of "tyre", whose stem term the base now has too.
    assert!(terms > 20);
    assert_eq!(new_terms, 2, "{new_terms} of {terms} term chunks renamed");
    let bundle = folder::load_all(&out.join("b/service")).unwrap();
    assert_eq!(bundle.index.tail_ranges().len(), 1);
    assert!(
        said.iter().any(|l| l.starts_with("numbers  service:")
            && l.contains("1 added, 0 removed; 0 holes")
            && l.ends_with(", 1 blocks in the index's tail")),
        "{said:?}"
    );
    assert!(
        said.iter()
            .any(|l| l == "updated  service: build 2, 1 documents added or changed, 0 removed"),
        "{said:?}"
    );
}

#[test]
fn the_first_document_removed_renames_only_the_chunks_it_touches() {
    let corpus = library("upd-del-corpus", 8);
    let out = scratch("upd-del-out");
    let ((terms, new_terms), (blocks, new_blocks), said) = rebuilt(&corpus, &out.join("b"), |c| {
        remove_first(c);
    });
    // Its numbers become holes: the chunk that held its blocks changes (and, where its end
    // was one of them, the next), no other; its postings stay in the lists, whose chunks keep
    // their names.
    assert!(
        new_blocks <= 2,
        "{new_blocks} of {blocks} block chunks renamed: {said:?}"
    );
    assert!(terms > 20);
    assert_eq!(new_terms, 0, "{new_terms} of {terms} term chunks renamed");
    assert!(
        said.iter()
            .any(|l| l == "updated  service: build 2, 0 documents added or changed, 1 removed"),
        "{said:?}"
    );
}

#[test]
fn an_edit_renames_its_block_chunk_and_the_lists_of_the_words_it_changed() {
    let corpus = library("upd-edit-corpus", 8);
    let out = scratch("upd-edit-out");
    let ((terms, new_terms), (blocks, new_blocks), said) =
        rebuilt(&corpus, &out.join("b"), |c| edit(c, "GUIDE-WORKSHOP-R3-x4"));
    assert!(
        new_blocks <= 2,
        "{new_blocks} of {blocks} block chunks renamed: {said:?}"
    );
    // Four words added to one block: their lists and their stems', a handful of chunks.
    assert!(new_terms <= 8, "{new_terms} of {terms} term chunks renamed");
    assert!(
        new_terms + new_blocks >= 1,
        "the edit changed nothing: {said:?}"
    );
}

#[test]
fn a_build_of_the_same_corpus_changes_no_file() {
    let corpus = library("upd-same-corpus", 2);
    let out = scratch("upd-same-out");
    let head = || std::fs::read(out.join("b/service/head.atlas")).unwrap();
    build(&corpus, &out.join("b"));
    let first = head();
    let ((_, new_terms), (_, new_blocks), said) = rebuilt(&corpus, &out.join("b"), |_| {});
    assert_eq!((new_terms, new_blocks), (0, 0), "{said:?}");
    // The head too: the same build, which no device downloads again.
    assert!(head() == first, "{said:?}");
    assert!(
        said.iter().any(|l| l
            == "updated  service: nothing changed, the earlier build 1 kept (every file the same)"),
        "{said:?}"
    );
    // A change after it is build 2.
    edit(&corpus, "GUIDE-WORKSHOP-R3-x1");
    let said = build(&corpus, &out.join("b"));
    assert!(
        said.iter()
            .any(|l| l == "updated  service: build 2, 1 documents added or changed, 0 removed"),
        "{said:?}"
    );
}

#[test]
fn a_configuration_change_alone_is_a_build_that_changed_no_document() {
    let corpus = library("upd-conf-corpus", 1);
    let out = scratch("upd-conf-out");
    build(&corpus, &out.join("b"));
    let conf = corpus.join("corpus.conf");
    let text = std::fs::read_to_string(&conf).unwrap();
    let changed = text.replacen("[corpus]\n", "[corpus]\n# a comment reaches no bundle\n", 1);
    std::fs::write(&conf, &changed).unwrap();
    let said = build(&corpus, &out.join("b"));
    assert!(
        said.iter().any(|l| l.contains("nothing changed")),
        "{said:?}"
    );
    // A setting every bundle carries: the heads differ, so it is the next build, no document
    // changed since the first.
    let k = changed.replacen("[search]\nk = 5\n", "[search]\nk = 6\n", 1);
    assert_ne!(k, changed, "corpus.conf's [search] k is 5");
    std::fs::write(&conf, k).unwrap();
    let said = build(&corpus, &out.join("b"));
    let b = folder::load_head(&out.join("b/service")).unwrap();
    let history = History::read(&b.updates, b.docs.len()).unwrap();
    assert_eq!(history.build, 2, "{said:?}");
    assert_eq!(history.since(1), Some(0));
}

/// A head of the format before this one (16 added `[questions] except_after`, the last of the
/// configuration), as the build before it wrote: a build over it keeps every block number and
/// every chunk, so a new head format costs a returning device the head alone, not the library.
#[test]
fn a_head_of_the_previous_format_is_built_over_and_renames_no_chunk() {
    let corpus = library("upd-format-corpus", 2);
    let out = scratch("upd-format-out");
    build(&corpus, &out.join("b"));
    let folder_of = out.join("b/service");
    let head_path = folder_of.join("head.atlas");
    let (t0, b0) = chunks(&folder_of);
    // The head as format 15 wrote it: its configuration without the empty list at its end.
    let now = std::fs::read(&head_path).unwrap();
    let b = folder::load_head(&folder_of).unwrap();
    let mut w = atlas::base::wire::Writer::new();
    b.config.write(&mut w);
    let payload = &now[atlas::bundle::HEADER_LEN..];
    let at = payload
        .windows(w.buf.len())
        .position(|x| x == w.buf.as_slice())
        .expect("the configuration's bytes are in the head");
    assert_eq!(w.buf.last(), Some(&0), "except_after empty, written last");
    let mut older = payload.to_vec();
    older.remove(at + w.buf.len() - 1);
    let mut older = atlas::bundle::frame(&older);
    older[8..10].copy_from_slice(&atlas::bundle::PREVIOUS_FORMAT.to_le_bytes());
    // The page reads this format alone; the builder reads the one before too.
    assert!(matches!(
        Bundle::from_bytes(&older),
        Err(atlas::bundle::BundleError::OlderVersion { found: 15, .. })
    ));
    std::fs::write(&head_path, &older).unwrap();
    let read = folder::load_all_since(&folder_of, atlas::bundle::PREVIOUS_FORMAT).unwrap();
    assert_eq!(read.config.questions, b.config.questions);
    let said = build(&corpus, &out.join("b"));
    let (t1, b1) = chunks(&folder_of);
    assert_eq!((renamed(&t0, &t1), renamed(&b0, &b1)), (0, 0), "{said:?}");
    assert!(
        said.iter()
            .any(|l| l.starts_with("numbers  service:") && l.contains(" 0 added")),
        "{said:?}"
    );
    assert!(folder::load_head(&folder_of).is_ok());
}

/// A made-up word: syllables from `n` (no two numbers give the same word).
fn word(mut n: usize) -> String {
    const SYLLABLES: [&str; 16] = [
        "ka", "lo", "mi", "ne", "pu", "ra", "si", "to", "vu", "be", "do", "fi", "gu", "ha", "je",
        "wo",
    ];
    let mut w = String::new();
    loop {
        w.push_str(SYLLABLES[n % 16]);
        n /= 16;
        if n == 0 {
            return w;
        }
    }
}

/// A document of `sections` sections of `words` made-up words each, drawn from `vocabulary`,
/// each section also naming the library's three common words.
fn generated_doc(id: &str, vocabulary: &[String], seed: usize) -> String {
    let mut text = format!(
        "id: {id}\ntitle: Notice {id}\nproducts:\ngroups: service\nmarkets:\nvalid_from: 2025-01-01\nvalid_to:\nstatus: current\nsuperseded_by:\n---\n"
    );
    let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    for s in 1..=4 {
        text.push_str(&format!("## {s}. Section\nbrake wheel battery"));
        for _ in 0..60 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            text.push(' ');
            text.push_str(&vocabulary[(x >> 33) % vocabulary.len()]);
        }
        text.push_str(".\n\n");
    }
    text
}

/// A library of 200 made-up documents, each with its own words (spread over the whole
/// dictionary) and three common ones: a change to one document touches the posting lists of
/// its words alone, so which term chunks it renames can be told from which it touched.
fn vocabulary_library(name: &str) -> Scratch {
    let dir = scratch(name);
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    std::fs::write(
        dir.join("corpus.conf"),
        "[corpus]\nname = Generated\nversion = 1\n[groups]\nservice = Workshop\n[personas]\nservice = service\n",
    )
    .unwrap();
    for d in 0..200 {
        let vocabulary: Vec<String> = (0..80).map(|j| word(1000 + d * 80 + j)).collect();
        let id = format!("N{d:03}");
        std::fs::write(
            dir.join("docs").join(format!("{id}.md")),
            generated_doc(&id, &vocabulary, d),
        )
        .unwrap();
    }
    dir
}

/// A document whose file sorts before the others', whose own words all begin with "zq": the
/// lists it touches are its words' (one region of the dictionary) and the three common words'.
fn zq_doc(corpus: &Path) {
    let vocabulary: Vec<String> = (0..40).map(|j| format!("zq{}", word(j))).collect();
    std::fs::write(
        corpus.join("docs/0-ZQ.md"),
        generated_doc("0-ZQ", &vocabulary, 7),
    )
    .unwrap();
}

/// The terms with a posting in a block of document `id` of `bundle` (complete).
fn words_of(bundle: &Bundle, id: &str) -> BTreeSet<String> {
    let ix = &bundle.index;
    (0..ix.term_count())
        .filter(|&t| {
            ix.postings(t).any(|p| {
                let b = &bundle.blocks[p.block as usize];
                !b.is_hole() && bundle.docs[b.doc].id.as_str() == id
            })
        })
        .map(|t| ix.term_str(t).to_string())
        .collect()
}

/// The term chunks of `after` renamed though they hold none of `touched` and do not follow
/// one that does (whose end, moved, may move theirs): what a change should never rename.
fn renamed_untouched(before: &Path, after: &Bundle, touched: &BTreeSet<String>) -> Vec<String> {
    let (old, _) = chunks(before);
    let mut out = Vec::new();
    let mut previous_touched = false;
    for c in after
        .chunks
        .iter()
        .filter(|c| c.kind == atlas::bundle::ChunkKind::Terms)
    {
        let holds = (c.start..c.end).any(|t| touched.contains(after.index.term_str(t as usize)));
        if !holds && !previous_touched && !old.contains(&c.file()) {
            out.push(c.file());
        }
        previous_touched = holds;
    }
    out
}

#[test]
fn a_document_added_renames_only_the_term_chunks_of_its_words() {
    let corpus = vocabulary_library("upd-terms-add-corpus");
    let out = scratch("upd-terms-add-out");
    build(&corpus, &out.join("b"));
    std::fs::create_dir_all(out.join("before")).unwrap();
    let before = out.join("b/service");
    let kept = out.join("before");
    for e in std::fs::read_dir(&before).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), kept.join(e.file_name())).unwrap();
    }
    zq_doc(&corpus);
    build(&corpus, &out.join("b"));
    let after = folder::load_all(&before).unwrap();
    let touched = words_of(&after, "0-ZQ");
    let terms = after.index.ranges().len();
    assert!(terms > 20, "{terms} term chunks");
    let wrong = renamed_untouched(&kept, &after, &touched);
    // Numbered by position, the new document's blocks came first and every other block's
    // number moved: every list changed, every term chunk was renamed. Now the base keeps every
    // name, and the new names are the tail's.
    let (old, _) = chunks(&kept);
    let base_renamed = after
        .index
        .base_ranges()
        .iter()
        .filter(|r| !old.contains(&after.chunks[r.slot as usize].file()))
        .count();
    assert_eq!(base_renamed, 0, "base term chunks renamed");
    assert!(
        wrong.is_empty(),
        "{} of {terms} term chunks renamed untouched",
        wrong.len()
    );
}

#[test]
fn a_document_removed_renames_no_term_chunk_and_its_words_are_gone() {
    let corpus = vocabulary_library("upd-terms-del-corpus");
    zq_doc(&corpus);
    let out = scratch("upd-terms-del-out");
    build(&corpus, &out.join("b"));
    let before = folder::load_all(&out.join("b/service")).unwrap();
    let touched = words_of(&before, "0-ZQ");
    let kept = out.join("before");
    std::fs::create_dir_all(&kept).unwrap();
    for e in std::fs::read_dir(out.join("b/service")).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), kept.join(e.file_name())).unwrap();
    }
    std::fs::remove_file(corpus.join("docs/0-ZQ.md")).unwrap();
    build(&corpus, &out.join("b"));
    let after = folder::load_all(&out.join("b/service")).unwrap();
    let terms = after.index.ranges().len();
    assert!(terms > 20, "{terms} term chunks");
    let (old, _) = chunks(&kept);
    let (now, _) = chunks(&out.join("b/service"));
    assert!(
        now.is_subset(&old),
        "{} of {terms} term chunks renamed",
        now.difference(&old).count()
    );
    // Its postings are still in the lists, and count for nothing: a word only it had is no
    // term, a word every document has is in as many blocks as there are.
    let ix = &after.index;
    assert!(touched.iter().any(|w| w.starts_with("zq")));
    for w in touched.iter().filter(|w| w.starts_with("zq")) {
        assert_eq!(ix.term(w), None, "{w}");
    }
    assert_eq!(
        before.index.df(before.index.term("brake").unwrap()),
        4 * 201
    );
    assert_eq!(ix.df(ix.term("brake").unwrap()), 4 * 200);
    assert_eq!(ix.postings(ix.term("brake").unwrap()).count(), 4 * 201);
}

#[test]
fn builds_over_builds_answer_as_one_built_afresh_and_the_tail_folds_when_large() {
    let corpus = corpus_copy("upd-steps-corpus");
    let out = scratch("upd-steps-out");
    let dir = out.join("b");
    build(&corpus, &dir);
    // Week by week: a bulletin added, one removed, a section edited.
    let mut said = Vec::new();
    changed(&corpus);
    said.extend(build(&corpus, &dir));
    add(&corpus, "NOTICE-2");
    std::fs::remove_file(corpus.join("docs/BULLETIN-2026-09.md")).unwrap();
    said.extend(build(&corpus, &dir));
    edit(&corpus, "SPEC-C3-R5");
    said.extend(build(&corpus, &dir));
    let fresh = atlas::ingest::sources::Corpus::read(&corpus).unwrap();
    let over = folder::load_all(&dir.join("service")).unwrap();
    assert!(!over.index.tail_ranges().is_empty(), "{said:?}");
    let history = History::read(&over.updates, over.docs.len()).unwrap();
    assert_eq!(history.build, 4);
    let (a, b) = (
        answers(&Engine::from_bytes(&over.to_bytes()).unwrap(), "service"),
        answers(&engine_for(&fresh, "service"), "service"),
    );
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x, y, "built over three earlier builds vs afresh");
    }
    // Ten notices more: past a twentieth of the blocks in the tail, which folds.
    for i in 0..10 {
        let name = format!("NOTICE-1{i}");
        add(&corpus, &name);
        let p = corpus.join("docs").join(format!("{name}.md"));
        let text = std::fs::read_to_string(&p).unwrap();
        let more: String = (0..8)
            .map(|s| {
                format!(
                    "\n## {}. Part {s}\nThe count of part {s} is kept in the ledger {name}.\n",
                    s + 2
                )
            })
            .collect();
        std::fs::write(&p, text + &more).unwrap();
    }
    let said = build(&corpus, &dir);
    assert!(
        said.iter().any(|l| l.starts_with("fold     service: ")
            && l.contains("every term chunk holding one of their words is renamed")),
        "{said:?}"
    );
    let folded = folder::load_all(&dir.join("service")).unwrap();
    assert!(folded.index.tail_ranges().is_empty());
    let fresh = atlas::ingest::sources::Corpus::read(&corpus).unwrap();
    let (a, b) = (
        answers(&Engine::from_bytes(&folded.to_bytes()).unwrap(), "service"),
        answers(&engine_for(&fresh, "service"), "service"),
    );
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x, y, "folded vs afresh");
    }
}

/// Every case question of tests/cases/ in its persona's market, asked of `engine`, as JSON.
fn answers(engine: &Engine, persona: &str) -> Vec<String> {
    let opts = AskOptions {
        today: Some(today()),
        nonce: Some("feedc0de".into()),
        ..AskOptions::default()
    };
    let mut out = Vec::new();
    for file in ["dev", "multihop", "generated"] {
        let path = root().join(format!("tests/cases/{file}.jsonl"));
        let text = std::fs::read_to_string(&path).unwrap();
        for c in read_cases(&text, file).unwrap() {
            let q = Question {
                text: c.question.clone(),
                persona: persona.into(),
                market: c.market.clone(),
                date: c.date.clone(),
            };
            let a = engine.ask_with(&q, &opts);
            out.push(match a {
                Ok(a) => serde_json::to_string(&a).unwrap(),
                Err(e) => format!("{}: {e}", c.id),
            });
        }
    }
    out
}

/// The demo corpus changed three ways: its first document removed, a new one added whose file
/// sorts first, a paragraph of another edited, and a section added to a third (whose blocks are
/// then no longer one run of numbers).
fn changed(corpus: &Path) -> String {
    let removed = remove_first(corpus);
    add(corpus, "0-UPDATE");
    edit(corpus, "GUIDE-WORKSHOP-R3");
    let p = corpus.join("docs/SERVICE-C3-R2.md");
    let text = std::fs::read_to_string(&p).unwrap();
    std::fs::write(
        p,
        format!("{text}\n## 99. Torque check\nCheck the crank bolt torque after the first 50 km of every C-3 handed over.\n"),
    )
    .unwrap();
    removed
}

#[test]
fn a_bundle_built_over_an_earlier_one_answers_as_one_built_afresh() {
    let corpus = corpus_copy("upd-answers-corpus");
    let out = scratch("upd-answers-out");
    build(&corpus, &out.join("b"));
    let removed = changed(&corpus);
    let said = build(&corpus, &out.join("b"));
    let fresh = atlas::ingest::sources::Corpus::read(&corpus).unwrap();
    let mut holes = 0;
    for persona in ["service", "sales", "manager"] {
        let p = fresh.config.persona(persona).unwrap();
        let name = fresh.config.bundle_name(&p.groups);
        let over: Bundle = folder::load_all(&out.join("b").join(&name)).unwrap();
        holes += over.blocks.iter().filter(|b| b.is_hole()).count();
        assert!(over
            .blocks
            .iter()
            .all(|b| b.is_hole() || !b.id.starts_with(&removed)));
        let afresh = engine_for(&fresh, persona);
        let over = Engine::from_bytes(&over.to_bytes()).unwrap();
        let (a, b) = (answers(&over, persona), answers(&afresh, persona));
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(&b) {
            assert_eq!(x, y, "{persona}: built over the earlier build vs afresh");
        }
    }
    // The removed document's blocks left holes, which the bundles keep (under a quarter).
    assert!(holes > 0, "{said:?}");
    assert!(said.iter().all(|l| !l.starts_with("compact")), "{said:?}");
}

#[test]
fn holes_are_no_blocks_and_a_document_need_not_be_one_run() {
    let corpus = corpus_copy("upd-holes-corpus");
    let out = scratch("upd-holes-out");
    build(&corpus, &out.join("b"));
    let removed = changed(&corpus);
    build(&corpus, &out.join("b"));
    let bundle = folder::load_all(&out.join("b/service")).unwrap();
    let holes: Vec<usize> = (0..bundle.blocks.len())
        .filter(|&i| bundle.blocks[i].is_hole())
        .collect();
    assert!(!holes.is_empty());
    for &h in &holes {
        assert!(bundle.doc_of_held(h).is_none());
        assert!(bundle.siblings(h).is_empty());
        assert_eq!(bundle.index.lengths[h], [0; 3]);
    }
    assert_eq!(bundle.block_count() + holes.len(), bundle.blocks.len());
    // The removed bulletin's words find none of its blocks, and no hole.
    let engine = Engine::from_bytes(&bundle.to_bytes()).unwrap();
    let a = ask(
        &engine,
        "service",
        "MA",
        "CH-25A charger recall DC plug overheat",
    );
    assert!(!a.evidence.is_empty());
    assert!(
        ids(&a).iter().all(|id| !id.starts_with(&removed)),
        "{:?}",
        ids(&a)
    );
    // The section added to SERVICE-C3-R2 took a number after the others: its document's
    // blocks are two runs, and each block's siblings are all the others.
    let of = |id: &str| {
        (0..bundle.blocks.len())
            .filter(|&i| !bundle.blocks[i].is_hole())
            .filter(|&i| {
                let d = &bundle.docs[bundle.blocks[i].doc];
                d.id.as_str() == id
            })
            .collect::<Vec<usize>>()
    };
    let c3 = of("SERVICE-C3-R2");
    let runs = c3.windows(2).filter(|w| w[1] != w[0] + 1).count() + 1;
    assert!(runs >= 2, "{c3:?}");
    let mut siblings = bundle.siblings(c3[0]);
    siblings.sort();
    assert_eq!(siblings, c3[1..], "the first block's siblings");
    // Nearest first: below in descending order, then above.
    let last = *c3.last().unwrap();
    assert_eq!(bundle.siblings(last).first(), c3.iter().rev().nth(1));
    // Updates since the first build: one removed, one added, two edited.
    let history = History::read(&bundle.updates, bundle.docs.len()).unwrap();
    assert_eq!(history.build, 2);
    assert_eq!(history.since(1), Some(4));
}

#[test]
fn past_a_quarter_of_holes_the_build_compacts_and_says_so() {
    let corpus = library("upd-compact-corpus", 4);
    let out = scratch("upd-compact-out");
    build(&corpus, &out.join("b"));
    // Three of the four copies removed: three quarters of the numbers would be holes.
    for e in std::fs::read_dir(corpus.join("docs")).unwrap() {
        let p = e.unwrap().path();
        if !p.to_string_lossy().ends_with("-x1.md") {
            std::fs::remove_file(p).unwrap();
        }
    }
    let said = build(&corpus, &out.join("b"));
    assert!(
        said.iter()
            .any(|l| l.starts_with("compact  service: ") && l.contains("every chunk is renamed")),
        "{said:?}"
    );
    let bundle = folder::load_head(&out.join("b/service")).unwrap();
    assert!(bundle.blocks.iter().all(|b| !b.is_hole()));
    let history = History::read(&bundle.updates, bundle.docs.len()).unwrap();
    assert_eq!(history.build, 2, "a compaction keeps the builds' count");
}
