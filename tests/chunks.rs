//! Bundles as a head and chunks (docs/progressive-bundles.md): the need/provide loop gives the
//! answers a complete bundle gives, a folder holds only its group's chunks, and a chunk that is
//! not the one the head names is refused by name, never used, never a panic.

use crate::common;

use atlas::ask::engine::{AskError, AskOptions, Engine, Step};
use atlas::ask::question::QuestionError;
use atlas::bundle::{folder, Bundle, BundleError, ChunkSizes, Chunked};
use atlas::Question;
use common::*;

fn question(text: &str) -> Question {
    Question {
        text: text.into(),
        persona: "service".into(),
        market: "MA".into(),
        date: None,
    }
}

fn opts() -> AskOptions {
    AskOptions {
        today: Some(today()),
        nonce: Some("feedc0de".into()),
        ..AskOptions::default()
    }
}

fn service(sizes: &ChunkSizes) -> Chunked {
    atlas::ingest::carve(&atlas_corpus(), &["service".into()]).chunked(sizes)
}

fn small() -> ChunkSizes {
    ChunkSizes {
        terms: 2048,
        blocks: 2048,
        min_terms: 1,
    }
}

const QUESTIONS: [&str; 4] = [
    "Which products are affected by the battery recall?",
    "What does error E-12 mean on the C-3?",
    "How many warranty claims are open?",
    "List the dealers in Morocco",
];

#[test]
fn a_head_answers_through_the_loop_as_the_whole_bundle_does() {
    let chunked = service(&small());
    let whole = Engine::from_bytes(&chunked.packed()).unwrap();
    let mut engine = Engine::from_vec(chunked.head.clone()).unwrap();
    let all = engine.missing().len();
    assert!(all > 10, "{all} chunks");
    let q = question(QUESTIONS[0]);
    // A head alone answers nothing by itself: it says which chunks, and ask_with refuses.
    match engine.ask_with(&q, &opts()) {
        Err(e @ QuestionError::ChunksMissing { .. }) => {
            assert!(e.to_string().contains(".chunk"), "{e}")
        }
        other => panic!("expected ChunksMissing, got {other:?}"),
    }
    let mut steps = 0;
    let answer = loop {
        steps += 1;
        match engine.ask_step(&q, &opts()).unwrap() {
            Step::Done(a) => break *a,
            Step::Needs(chunks) => {
                assert!(!chunks.is_empty());
                for c in chunks {
                    engine
                        .provide(c.slot, chunked.chunks[c.slot].1.clone())
                        .unwrap();
                }
            }
        }
    };
    assert!(
        steps >= 3,
        "terms, then texts, then the follow's targets: {steps} steps"
    );
    let expected = whole.ask_with(&q, &opts()).unwrap();
    assert_eq!(
        serde_json::to_string(&answer).unwrap(),
        serde_json::to_string(&expected).unwrap()
    );
    let fetched = all - engine.missing().len();
    assert!(
        fetched < all,
        "the first answer fetched {fetched} of {all} chunks"
    );
    // Every other question, on the same engine, fetches what it lacks and agrees too.
    for text in &QUESTIONS[1..] {
        let q = question(text);
        let a = engine
            .ask_driven(&q, &opts(), |c| Ok(chunked.chunks[c.slot].1.clone()))
            .unwrap();
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            serde_json::to_string(&whole.ask_with(&q, &opts()).unwrap()).unwrap(),
            "{text}"
        );
    }
}

#[test]
fn a_built_folder_holds_its_head_and_its_chunks_only_and_answers() {
    let out = scratch("chunk-folders");
    let dir = out.join("bundles");
    atlas::ingest::output::build(&root().join("corpus/atlas"), &dir, &mut |_| {}).unwrap();
    let c = atlas_corpus();
    for persona in ["service", "sales", "manager"] {
        let groups = &c.config.persona(persona).unwrap().groups;
        let name = c.config.bundle_name(groups);
        let here = dir.join(&name);
        let head = folder::load_head(&here).unwrap();
        assert_eq!(head.groups, *groups);
        let mut named: Vec<String> = head.missing().into_iter().map(|c| c.file).collect();
        named.push(folder::HEAD.into());
        named.sort();
        let mut files: Vec<String> = std::fs::read_dir(&here)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        assert_eq!(
            files, named,
            "{name}/ holds its head and the chunks it names"
        );
        // Each chunk's file is named by 12 hex digits, the 48 bits of its content's checksum
        // the head keeps (bundle::chunks::NAME_BYTES).
        for f in files.iter().filter(|f| f.ends_with(".chunk")) {
            let hex = &f[2..f.len() - ".chunk".len()];
            assert_eq!(hex.len(), 12, "{f}");
            let content = std::fs::read(here.join(f)).unwrap();
            let name = atlas::bundle::chunks::name_of(&content);
            assert_eq!(format!("{name:012x}"), hex, "{f}");
            assert_eq!(name >> 48, 0, "{f}");
        }
        // Chunks are named by their content: a rebuild writes the same names.
        let whole = folder::load_all(&here).unwrap();
        assert_eq!(
            whole.to_bytes(),
            std::fs::read(dir.join(format!("{name}.atlas"))).unwrap()
        );
        let mut engine = Engine::new(head);
        let q = Question {
            persona: persona.into(),
            ..question(QUESTIONS[0])
        };
        let a = engine
            .ask_driven(&q, &opts(), |r| folder::read_chunk(&here, r))
            .unwrap();
        assert_eq!(a.route.name(), "follow");
    }
    // The service folder holds none of the sales desk's chunks: no file name in common with
    // chunks only the sales bundle has (the price list).
    let sales = folder::load_all(&dir.join("sales")).unwrap();
    let price = sales
        .blocks
        .iter()
        .position(|b| b.id.starts_with("PRICE-PARTS-2026"))
        .expect("the sales bundle has the price list");
    let price_chunk = sales
        .chunks
        .iter()
        .find(|c| {
            c.kind == atlas::bundle::ChunkKind::Blocks
                && (c.start as usize..c.end as usize).contains(&price)
        })
        .unwrap()
        .file();
    assert!(!dir.join("service").join(&price_chunk).exists());
    assert!(dir.join("sales").join(&price_chunk).exists());
}

/// Provides `bytes` as chunk `slot` of a fresh head, and returns the error's message.
fn refused(chunked: &Chunked, slot: usize, bytes: Vec<u8>) -> String {
    let mut b = Bundle::from_vec(chunked.head.clone()).unwrap();
    let file = b.chunk_ref(slot).unwrap().file;
    let e = b.provide(slot, bytes).expect_err("a bad chunk is refused");
    let msg = e.to_string();
    assert!(matches!(e, BundleError::Chunk { .. }), "{msg}");
    assert!(msg.contains(&file), "the message names {file}: {msg}");
    assert!(!b.chunks[slot].held);
    // The right chunk is still taken after a refused one.
    b.provide(slot, chunked.chunks[slot].1.clone()).unwrap();
    msg
}

#[test]
fn a_damaged_missing_foreign_stale_or_swapped_chunk_is_refused_by_name() {
    let chunked = service(&small());
    let n = chunked.chunks.len();
    let text = n - 1;
    let good = chunked.chunks[text].1.clone();
    assert!(refused(&chunked, text, Vec::new()).contains("empty"));
    assert!(refused(
        &chunked,
        text,
        b"<!doctype html><title>404</title>".to_vec()
    )
    .contains("not an Atlas chunk"));
    assert!(refused(&chunked, text, good[..good.len() / 2].to_vec()).contains("truncated"));
    let mut longer = good.clone();
    longer.push(0);
    assert!(refused(&chunked, text, longer).contains("where the head says"));
    // Past the magic (a flip there reads as a foreign file).
    for at in (8..good.len()).step_by(97) {
        let mut damaged = good.clone();
        damaged[at] ^= 0x20;
        assert!(
            refused(&chunked, text, damaged).contains("checksum"),
            "flip at {at}"
        );
    }
    // Another slot's chunk, of the same size or not.
    for other in [0, 1, text - 1] {
        refused(&chunked, text, chunked.chunks[other].1.clone());
    }
    // The same slot of another build (a stale chunk): another group's bundle, other sizes.
    let stale = atlas::ingest::carve(&atlas_corpus(), &["sales".into()]).chunked(&small());
    refused(
        &chunked,
        text,
        stale.chunks[text.min(stale.chunks.len() - 1)].1.clone(),
    );
    refused(&chunked, 0, stale.chunks[0].1.clone());
    // A slot the head does not have.
    let mut b = Bundle::from_vec(chunked.head.clone()).unwrap();
    let e = b.provide(n, good).unwrap_err();
    assert!(e.to_string().contains(&format!("number {n}")), "{e}");
}

#[test]
fn a_chunk_missing_from_a_folder_is_an_error_naming_it() {
    let out = scratch("chunk-missing");
    let dir = out.join("service");
    std::fs::create_dir_all(&dir).unwrap();
    let chunked = service(&small());
    for (f, bytes) in folder::files(&chunked) {
        std::fs::write(dir.join(f), bytes).unwrap();
    }
    let mut engine = Engine::new(folder::load_head(&dir).unwrap());
    let q = question(QUESTIONS[0]);
    let needed = match engine.ask_step(&q, &opts()).unwrap() {
        Step::Needs(c) => c,
        Step::Done(_) => panic!("a head alone needs chunks"),
    };
    std::fs::remove_file(dir.join(&needed[0].file)).unwrap();
    match engine.ask_driven(&q, &opts(), |r| folder::read_chunk(&dir, r)) {
        Err(AskError::Bundle(e)) => {
            let msg = e.to_string();
            assert!(
                msg.contains(&needed[0].file) && msg.contains("missing"),
                "{msg}"
            );
        }
        other => panic!("expected a missing-chunk error, got {other:?}"),
    }
    // A swapped file: another chunk's bytes under the needed chunk's name.
    std::fs::write(
        dir.join(&needed[0].file),
        &chunked.chunks[needed[0].slot + 1].1,
    )
    .unwrap();
    let e = engine
        .ask_driven(&q, &opts(), |r| folder::read_chunk(&dir, r))
        .unwrap_err();
    assert!(e.to_string().contains(&needed[0].file), "{e}");
}

/// Chunks whose content is damaged but whose checksum and name the head is made to agree with
/// (a crafted chunk, as tests/bundle_structure.rs crafts bundles): loading them is refused or
/// harmless, and asking after never panics.
#[test]
fn crafted_chunks_with_valid_checksums_are_refused_or_harmless() {
    let chunked = service(&small());
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for round in 0..400 {
        let slot = next() as usize % chunked.chunks.len();
        let mut bytes = chunked.chunks[slot].1.clone();
        for _ in 0..(1 + round % 6) {
            // Past the chunk's own header: the payload's decoder has to cope.
            let at = 16 + next() as usize % (bytes.len() - 16);
            bytes[at] = next() as u8;
        }
        if round % 7 == 0 {
            bytes.truncate(16 + next() as usize % (bytes.len() - 16));
        }
        let mut b = Bundle::from_vec(chunked.head.clone()).unwrap();
        b.chunks[slot].len = bytes.len() as u32;
        b.chunks[slot].checksum = atlas::bundle::chunks::name_of(&bytes);
        match b.provide(slot, bytes) {
            Ok(()) => {}
            Err(e @ BundleError::Chunk { .. }) => {
                assert!(e.to_string().contains("malformed"), "round {round}: {e}");
                assert!(!b.chunks[slot].held);
            }
            Err(e) => panic!("round {round}: {e}"),
        }
        let mut engine = Engine::new(b);
        for text in QUESTIONS {
            let _ = engine.ask_driven(&question(text), &opts(), |c| {
                Ok(chunked.chunks[c.slot].1.clone())
            });
        }
    }
}

/// A document block's id and title are in the chunk of its first block, not in the head: a head
/// stays small as a corpus grows by documents. A record table's stay in the head (the record
/// routes read them with no text), and a question reads the others through the loop. Every
/// other chunk holding blocks of the document carries them too, so that showing a block costs
/// its own chunk only.
#[test]
fn document_ids_and_titles_live_in_their_blocks_chunks() {
    let bundle = atlas::ingest::carve(&atlas_corpus(), &["service".into()]);
    let chunked = bundle.chunked(&small());
    let contains = |hay: &[u8], s: &str| hay.windows(s.len()).any(|w| w == s.as_bytes());
    let head = Bundle::from_vec(chunked.head.clone()).unwrap();
    let mut in_chunks = 0;
    for (i, d) in bundle.docs.iter().enumerate() {
        let first = bundle.blocks.iter().position(|b| b.doc == i).unwrap();
        let slot = head.blocks[first].id.absent_slot().unwrap() as usize;
        let title = d.title.as_str();
        if d.table.is_some() || d.superseded {
            assert!(contains(&chunked.head, title), "{title} in the head");
            assert!(!head.docs[i].title.is_absent());
        } else if !bundle
            .docs
            .iter()
            .any(|o| o.superseded_by.as_deref() == Some(&d.id))
        {
            in_chunks += 1;
            assert!(!contains(&chunked.head, title), "{title} not in the head");
            assert!(
                contains(&chunked.chunks[slot].1, title),
                "{title} in its chunk"
            );
            assert_eq!(head.docs[i].title.absent_slot(), Some(slot as u32));
        }
    }
    assert!(in_chunks > 5, "{in_chunks} documents' strings in chunks");
    // A document spread over chunks: its last block's chunk alone gives its strings.
    let mut spread = 0;
    for (i, d) in bundle.docs.iter().enumerate() {
        let blocks: Vec<usize> = (0..bundle.blocks.len())
            .filter(|&b| bundle.blocks[b].doc == i)
            .collect();
        let fresh = Bundle::from_vec(chunked.head.clone()).unwrap();
        let slot_of = |b: usize| fresh.blocks[b].id.absent_slot().unwrap();
        let (first, last) = (slot_of(blocks[0]), slot_of(*blocks.last().unwrap()));
        if first == last || !fresh.docs[i].title.is_absent() {
            continue;
        }
        spread += 1;
        let mut fresh = fresh;
        assert!(
            fresh.doc_of_held(*blocks.last().unwrap()).is_none(),
            "not held yet"
        );
        fresh
            .provide(last as usize, chunked.chunks[last as usize].1.clone())
            .unwrap();
        let doc = fresh.doc_of_held(*blocks.last().unwrap()).unwrap();
        assert_eq!(
            (doc.id.as_str(), doc.title.as_str()),
            (d.id.as_str(), d.title.as_str())
        );
        assert!(
            contains(&chunked.chunks[last as usize].1, d.title.as_str()),
            "{} in chunk {last}",
            d.title
        );
    }
    assert!(spread > 0, "no document spreads over chunks at these sizes");
    // Provided, the chunk gives them back as ingestion read them.
    let mut head = Bundle::from_vec(chunked.head.clone()).unwrap();
    for c in head.missing() {
        head.provide(c.slot, chunked.chunks[c.slot].1.clone())
            .unwrap();
    }
    for (a, b) in head.docs.iter().zip(&bundle.docs) {
        assert_eq!(
            (a.id.as_str(), a.title.as_str()),
            (b.id.as_str(), b.title.as_str())
        );
    }
}

// A bundle folder's files are read only when they are regular files, and never past the length
// the head states for a chunk (or a head's own bound): a FIFO under a chunk's name hung the
// reader, a symlink to /dev/zero ran it out of memory, a 3 GB sparse file took 3 GB and 12 s.

/// `read` run in a thread, its result if it comes within a few seconds: a reader that blocks on
/// a FIFO or reads a device without end fails the test instead of hanging it (the thread is left
/// behind, and ends with the test process).
fn within_seconds<T: Send + 'static>(what: &str, read: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    let started = std::time::Instant::now();
    std::thread::spawn(move || {
        let _ = tx.send(read());
    });
    let got = rx
        .recv_timeout(std::time::Duration::from_secs(5))
        .unwrap_or_else(|_| panic!("{what}: still reading after 5 s"));
    assert!(
        started.elapsed() < std::time::Duration::from_secs(1),
        "{what}: took {:?}",
        started.elapsed()
    );
    got
}

/// A built service folder (small chunks) in a scratch folder, and the chunk its first question
/// needs first.
fn folder_and_needed(name: &str) -> (Scratch, std::path::PathBuf, atlas::bundle::ChunkRef) {
    let out = scratch(name);
    let dir = out.join("service");
    std::fs::create_dir_all(&dir).unwrap();
    for (f, bytes) in folder::files(&service(&small())) {
        std::fs::write(dir.join(f), bytes).unwrap();
    }
    let mut engine = Engine::new(folder::load_head(&dir).unwrap());
    let needed = match engine.ask_step(&question(QUESTIONS[0]), &opts()).unwrap() {
        Step::Needs(c) => c[0].clone(),
        Step::Done(_) => panic!("a head alone needs chunks"),
    };
    (out, dir, needed)
}

/// What a test puts in place of a folder's file: a FIFO, a device, a sparse file...
type Make<'a> = &'a dyn Fn(&std::path::Path);

/// Puts what `make` makes at `path`, in place of the file there.
fn replace(path: &std::path::Path, make: impl FnOnce(&std::path::Path)) {
    std::fs::remove_file(path).unwrap();
    make(path);
}

fn fifo(path: &std::path::Path) {
    let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a NUL-terminated path and a mode; mkfifo touches nothing else.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0, "mkfifo");
}

fn zero_device(path: &std::path::Path) {
    std::os::unix::fs::symlink("/dev/zero", path).unwrap();
}

/// A 3 GB sparse file: no disk taken, 3 GB of zeros to whoever reads it whole.
fn sparse(path: &std::path::Path) {
    std::fs::File::create(path)
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
}

#[test]
fn a_fifo_a_device_or_an_oversized_file_under_a_chunks_name_is_refused_at_once() {
    let (_out, dir, needed) = folder_and_needed("chunk-irregular");
    let path = dir.join(&needed.file);
    let too_long = format!(
        "3221225472 bytes in {} where the head says {}",
        dir.display(),
        needed.bytes
    );
    let cases: [(&str, Make, &str); 3] = [
        ("a FIFO", &fifo, "a FIFO (named pipe)"),
        ("a symlink to /dev/zero", &zero_device, "a device"),
        ("a 3 GB sparse file", &sparse, &too_long),
    ];
    for (what, make, says) in cases {
        replace(&path, make);
        let (d, c) = (dir.clone(), needed.clone());
        let e = within_seconds(what, move || folder::read_chunk(&d, &c))
            .expect_err(what)
            .to_string();
        assert!(
            e.contains(&needed.file) && e.contains(says),
            "{what}: expected the file and '{says}' in: {e}"
        );
        // Through the question loop too: the error names the chunk, the question stops.
        let d = dir.clone();
        let e = within_seconds(what, move || {
            let mut engine = Engine::new(folder::load_head(&d).unwrap());
            engine
                .ask_driven(&question(QUESTIONS[0]), &opts(), |r| {
                    folder::read_chunk(&d, r)
                })
                .map(|_| ())
        })
        .expect_err(what)
        .to_string();
        assert!(e.contains(&needed.file), "{what}: {e}");
    }
    // A file that is one byte longer than the head says is refused with both lengths, unread.
    let mut longer = service(&small()).chunks[needed.slot].1.clone();
    longer.push(0);
    replace(&path, |p| std::fs::write(p, &longer).unwrap());
    let e = folder::read_chunk(&dir, &needed).unwrap_err().to_string();
    assert!(
        e.contains(&format!("{} bytes in", needed.bytes + 1))
            && e.contains(&format!("where the head says {}", needed.bytes)),
        "{e}"
    );
    // The right chunk, reached through a symlink, is read.
    let right = dir.join("right");
    std::fs::write(&right, &longer[..needed.bytes]).unwrap();
    replace(&path, |p| std::os::unix::fs::symlink(&right, p).unwrap());
    assert_eq!(
        folder::read_chunk(&dir, &needed).unwrap().len(),
        needed.bytes
    );
}

#[test]
fn a_fifo_a_device_or_an_oversized_file_as_the_head_is_refused_at_once() {
    let (_out, dir, _) = folder_and_needed("head-irregular");
    let path = dir.join(folder::HEAD);
    let head = std::fs::read(&path).unwrap();
    let limit = folder::MAX_HEAD_BYTES;
    let grow = |p: &std::path::Path| {
        std::fs::File::options()
            .write(true)
            .open(p)
            .unwrap()
            .set_len(3 << 30)
            .unwrap()
    };
    let cases: [(&str, Make, String); 4] = [
        (
            "a FIFO",
            &|p| replace(p, fifo),
            "a FIFO (named pipe)".into(),
        ),
        (
            "a symlink to /dev/zero",
            &|p| replace(p, zero_device),
            "a device".into(),
        ),
        // A head's header states its length: a file longer than that is refused unread.
        (
            "a head grown to 3 GB",
            &grow,
            format!("3221225472 bytes where its header states {}", head.len()),
        ),
        // And a header stating more than a head may hold, too.
        (
            "a head stating 3 GB",
            &|p| {
                let mut h = head.clone();
                h[12..16].copy_from_slice(&(3u32 << 30).to_le_bytes());
                std::fs::write(p, &h).unwrap();
                grow(p);
            },
            format!("more than a bundle file's limit of {limit}"),
        ),
    ];
    for (what, make, says) in cases {
        std::fs::write(&path, &head).unwrap();
        make(&path);
        let d = dir.clone();
        let e = within_seconds(what, move || folder::load_head(&d).map(|_| ())).expect_err(what);
        assert!(
            e.contains(&path.display().to_string()) && e.contains(&says),
            "{what}: expected the file and '{says}' in: {e}"
        );
        let _ = std::fs::remove_file(&path);
    }
}

/// `atlas ask --bundle DIR`: its exit code and stderr, failing the test when it runs over 10 s.
fn ask_folder(dir: &std::path::Path) -> (Option<i32>, String) {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_atlas"))
        .args(["ask", "--persona", "service", "--market", "MA", "--bundle"])
        .arg(dir)
        .arg(QUESTIONS[0])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > std::time::Duration::from_secs(10) {
            let _ = child.kill();
            panic!("atlas ask still running after 10 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `atlas ask --bundle DIR` with the question's first chunk, then the head, a FIFO: the process
/// ends at once with one error naming the file (it hung forever on the chunk; on the head it
/// took the folder for a packed file and named the folder).
#[test]
fn the_cli_refuses_a_fifo_in_a_bundle_folder_at_once() {
    let (_out, dir, needed) = folder_and_needed("cli-fifo");
    replace(&dir.join(&needed.file), fifo);
    let (code, err) = ask_folder(&dir);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(&needed.file) && err.contains("not a regular file but a FIFO"),
        "{err}"
    );
    replace(&dir.join(folder::HEAD), fifo);
    let (code, err) = ask_folder(&dir);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(&dir.join(folder::HEAD).display().to_string())
            && err.contains("not a regular file but a FIFO"),
        "{err}"
    );
}

// A floor of terms per term chunk (`[bundle] min_terms_per_chunk`): a question's term chunks are
// fetched by name, and the head names each chunk's first term, so a chunk of one term spells the
// word asked to whoever logs the requests.

/// The number of terms in each term chunk a head names, in slot order.
fn terms_per_chunk(head: &[u8]) -> Vec<u32> {
    Bundle::from_vec(head.to_vec())
        .unwrap()
        .chunks
        .iter()
        .filter(|c| c.kind == atlas::bundle::ChunkKind::Terms)
        .map(|c| c.end - c.start)
        .collect()
}

#[test]
fn a_floor_of_terms_per_chunk_leaves_no_term_chunk_under_it_and_the_same_answers() {
    let corpus = atlas_corpus();
    let text = std::fs::read_to_string(root().join("tests/cases/dev.jsonl")).unwrap();
    let cases = atlas::eval::read_cases(&text, "dev.jsonl").unwrap();
    for persona in ["service", "sales", "manager"] {
        let groups = &corpus.config.persona(persona).unwrap().groups;
        let bundle = atlas::ingest::carve(&corpus, groups);
        // Term chunks of 256 bytes: without a floor, most hold a few terms, many a single one.
        let cut = |min_terms| {
            bundle.chunked(&ChunkSizes {
                terms: 256,
                blocks: 2048,
                min_terms,
            })
        };
        let unfloored = cut(1);
        let sizes = terms_per_chunk(&unfloored.head);
        assert!(sizes.contains(&1), "{persona}: no one-term chunk to floor");
        let answers = |chunked: &Chunked| -> Vec<String> {
            let mut engine = Engine::from_vec(chunked.head.clone()).unwrap();
            cases
                .iter()
                .filter(|c| c.persona == persona)
                .map(|c| {
                    let q = Question {
                        text: c.question.clone(),
                        persona: c.persona.clone(),
                        market: c.market.clone(),
                        date: c.date.clone(),
                    };
                    let a = engine
                        .ask_driven(&q, &opts(), |r| Ok(chunked.chunks[r.slot].1.clone()))
                        .unwrap();
                    serde_json::to_string(&a).unwrap()
                })
                .collect()
        };
        let expected = answers(&unfloored);
        assert!(!expected.is_empty(), "{persona} asks dev.jsonl questions");
        for floor in [16, 64] {
            let floored = cut(floor);
            let sizes = terms_per_chunk(&floored.head);
            // Every chunk, the last too: a tail shorter than the floor joins the chunk before.
            assert!(
                sizes.iter().all(|&n| n >= floor as u32),
                "{persona}, floor {floor}: {sizes:?}"
            );
            assert_eq!(
                sizes.iter().sum::<u32>(),
                terms_per_chunk(&unfloored.head).iter().sum::<u32>()
            );
            assert_eq!(answers(&floored), expected, "{persona}, floor {floor}");
        }
    }
}

#[test]
fn atlas_build_cuts_term_chunks_at_the_floor_corpus_conf_sets() {
    // At the default sizes the demo corpus's term chunks hold 245 to 631 terms: a floor of 500
    // moves the cuts of every bundle.
    let dir = corpus_copy("chunk-floor");
    let conf = dir.join("corpus.conf");
    let mut text = std::fs::read_to_string(&conf).unwrap();
    text.push_str("\n[bundle]\nmin_terms_per_chunk = 500\n");
    std::fs::write(&conf, text).unwrap();
    let out = scratch("chunk-floor-out");
    atlas::ingest::output::build(&dir, &out.join("b"), &mut |_| {}).unwrap();
    let plain = scratch("chunk-floor-plain");
    atlas::ingest::output::build(&root().join("corpus/atlas"), &plain.join("b"), &mut |_| {})
        .unwrap();
    for name in ["service", "sales", "service+sales"] {
        let head = |at: &std::path::Path| std::fs::read(at.join("b").join(name).join(folder::HEAD));
        let floored = terms_per_chunk(&head(&out).unwrap());
        let unfloored = terms_per_chunk(&head(&plain).unwrap());
        assert!(unfloored.iter().any(|&n| n < 500), "{name}: {unfloored:?}");
        assert!(floored.iter().all(|&n| n >= 500), "{name}: {floored:?}");
        // The packed file is the folder's head and chunks.
        let packed =
            Bundle::from_vec(std::fs::read(out.join("b").join(format!("{name}.atlas"))).unwrap())
                .unwrap();
        let packed_terms: Vec<u32> = packed
            .chunks
            .iter()
            .filter(|c| c.kind == atlas::bundle::ChunkKind::Terms)
            .map(|c| c.end - c.start)
            .collect();
        assert_eq!(packed_terms, floored, "{name}.atlas");
        let engine = folder::load_head(&out.join("b").join(name)).unwrap();
        assert_eq!(engine.config.bundle.min_terms_per_chunk, 500);
    }
}
