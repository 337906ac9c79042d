//! Helpers shared by the integration tests: the Atlas corpus, engines loaded from bundle bytes
//! (as the browser loads them), and scratch folders.
#![allow(dead_code)]

use atlas::ask::answer::Answer;
use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::date::Date;
use atlas::ingest::sources::Corpus;
use atlas::Question;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn atlas_corpus() -> Corpus {
    Corpus::read(&root().join("corpus/atlas")).expect("the Atlas corpus reads")
}

/// A corpus read and the groups of a bundle carved from it, with that bundle's bytes.
type Carved = (Corpus, Vec<String>, Arc<Vec<u8>>);

/// The bundles this test process has carved: most tests carve the same corpora's bundles, and
/// carving each again was most of the suite's time. A corpus is found by its content, not its
/// folder, so a test's edited copy is carved afresh.
static CARVED: Mutex<Vec<Carved>> = Mutex::new(Vec::new());

/// The bytes of the bundle of `groups` carved from `corpus`, carved once per process.
pub fn carved(corpus: &Corpus, groups: &[String]) -> Arc<Vec<u8>> {
    let same = |(c, g, _): &&Carved| {
        g == groups
            && c.config == corpus.config
            && c.docs == corpus.docs
            && c.blocks == corpus.blocks
            && c.embargoed == corpus.embargoed
    };
    // A test that panicked holding the lock left the list as it was: still good.
    let done = CARVED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, bytes)) = done.iter().find(same) {
        return bytes.clone();
    }
    drop(done);
    let bytes = Arc::new(atlas::ingest::carve(corpus, groups).to_bytes());
    let mut done = CARVED.lock().unwrap_or_else(|e| e.into_inner());
    done.push((corpus.clone(), groups.to_vec(), bytes.clone()));
    bytes
}

/// The corpora of the project read in this test process, by folder: tests never write into
/// them (an edited corpus is a copy in a scratch folder).
static READ: Mutex<Vec<(String, Corpus)>> = Mutex::new(Vec::new());

/// The project's corpus in `dir` (`corpus/atlas`, `tests/corpora/NAME`), read once per process.
pub fn read_corpus(dir: &str) -> Corpus {
    let mut read = READ.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, c)) = read.iter().find(|(d, _)| d == dir) {
        return c.clone();
    }
    let corpus = Corpus::read(&root().join(dir)).unwrap_or_else(|e| panic!("{dir}: {e}"));
    read.push((dir.to_string(), corpus.clone()));
    corpus
}

/// The engine a persona's page would run: its bundle written to bytes and read back.
pub fn engine_for(corpus: &Corpus, persona: &str) -> Engine {
    let p = corpus.config.persona(persona).expect("persona exists");
    let bytes = carved(corpus, &p.groups);
    Engine::from_bytes(&bytes).expect("bundle loads")
}

/// The persona of `corpus` reading the most groups, and the engine of its bundle.
pub fn widest(corpus: &Corpus) -> (String, Engine) {
    let persona = corpus
        .config
        .personas
        .iter()
        .max_by_key(|p| p.groups.len())
        .expect("a corpus has personas")
        .name
        .clone();
    let engine = engine_for(corpus, &persona);
    (persona, engine)
}

pub fn today() -> Date {
    Date::parse("2026-11-29").unwrap()
}

pub fn ask(engine: &Engine, persona: &str, market: &str, text: &str) -> Answer {
    ask_on(engine, persona, market, None, text)
}

pub fn ask_on(
    engine: &Engine,
    persona: &str,
    market: &str,
    date: Option<&str>,
    text: &str,
) -> Answer {
    let q = Question {
        text: text.into(),
        persona: persona.into(),
        market: market.into(),
        date: date.map(String::from),
    };
    let opts = AskOptions {
        today: Some(today()),
        nonce: Some("feedc0de".into()),
        ..AskOptions::default()
    };
    engine
        .ask_with(&q, &opts)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

pub fn ids(a: &Answer) -> Vec<String> {
    a.evidence.iter().map(|e| e.id.clone()).collect()
}

/// A scratch folder, removed when dropped: the huge-input tests write tens of megabytes, and
/// test runs used to leave every folder behind.
pub struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for Scratch {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A fresh, empty scratch folder under the system temp folder.
pub fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("atlas-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// Copies the Atlas corpus into a scratch folder, so a test can spoil one file of it.
pub fn corpus_copy(name: &str) -> Scratch {
    let dir = scratch(name);
    copy_dir(&root().join("corpus/atlas"), &dir);
    dir
}

/// Copies folder `from` into `to`, whole (a corpus, so a test can change one file of its copy).
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

/// A record file's rows (`corpus/records/file`): its header's names, then each row's fields by
/// name, in the file's order.
pub fn record_rows(corpus: &str, file: &str) -> Vec<Vec<(String, String)>> {
    let text = std::fs::read_to_string(root().join(corpus).join("records").join(file)).unwrap();
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let names: Vec<String> = lines.next().unwrap().split(',').map(String::from).collect();
    lines
        .map(|l| {
            names
                .iter()
                .cloned()
                .zip(l.split(',').map(String::from))
                .collect()
        })
        .collect()
}

pub fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

/// Words of the corpus's documents (not its tables) of six letters or more, most frequent
/// first, that are no date word, stopword or value a table holds.
pub fn document_words(corpus: &Corpus) -> Vec<String> {
    let d = &corpus.config.dates;
    let date_words: Vec<&String> = [
        &d.year, &d.half, &d.quarter, &d.month, &d.week, &d.day, &d.this, &d.last, &d.next,
        &d.since, &d.after, &d.before, &d.until, &d.from, &d.to, &d.between, &d.and, &d.during,
        &d.of, &d.start,
    ]
    .into_iter()
    .flatten()
    .collect();
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    let mut in_tables: std::collections::BTreeSet<String> = Default::default();
    for b in &corpus.blocks {
        let words: Vec<String> = b
            .text
            .split(|c: char| !c.is_alphabetic())
            .map(str::to_lowercase)
            .collect();
        if corpus.docs[b.doc].table.is_some() {
            in_tables.extend(words);
            continue;
        }
        for w in words {
            if w.len() >= 6 && w.is_ascii() {
                *counts.entry(w).or_default() += 1;
            }
        }
    }
    let stop = &corpus.config.normalizer.stopwords;
    let mut words: Vec<(usize, String)> = counts
        .into_iter()
        .filter(|(w, _)| !in_tables.contains(w) && !stop.contains(w))
        .filter(|(w, _)| !date_words.contains(&w))
        .map(|(w, n)| (n, w))
        .collect();
    words.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    words.into_iter().map(|(_, w)| w).collect()
}

/// The demo corpus and the test corpora whose tables the generated kinds ask of, in their
/// languages.
pub const CORPORA: [&str; 7] = [
    "corpus/atlas",
    "tests/corpora/tramonta",
    "tests/corpora/calora",
    "tests/corpora/spanish-dealer",
    "tests/corpora/german-dealer",
    "tests/corpora/verdemoto",
    "tests/corpora/quaipro",
];

/// The demo corpus and every corpus of tests/corpora, sorted: the generated kinds asked of every
/// company.
pub fn every_corpus() -> Vec<String> {
    let mut dirs: Vec<String> = vec!["corpus/atlas".into()];
    for e in std::fs::read_dir(root().join("tests/corpora")).unwrap() {
        let e = e.unwrap();
        if e.path().join("corpus.conf").exists() {
            dirs.push(format!("tests/corpora/{}", e.file_name().to_string_lossy()));
        }
    }
    dirs.sort();
    dirs
}

/// Says how a generated kind went (`kind`: its name and what else to say), then fails when
/// fewer than `at_least` questions were asked or any answer was wrong.
pub fn judge(kind: &str, asked: usize, wrong: &[String], at_least: usize) {
    eprintln!(
        "{}\n{kind}: {asked} asked, {} wrong",
        wrong.join("\n"),
        wrong.len()
    );
    assert!(asked >= at_least, "{kind}: {asked} asked");
    assert!(wrong.is_empty(), "{kind}: {} of {asked} wrong", wrong.len());
}

/// The engine of `persona`'s bundle of `corpus`, built on its first use by a file's cases.
pub fn persona_engine<'e>(
    engines: &'e mut Vec<(String, Engine)>,
    corpus: &Corpus,
    persona: &str,
) -> &'e Engine {
    let at = match engines.iter().position(|(p, _)| p == persona) {
        Some(at) => at,
        None => {
            engines.push((persona.to_string(), engine_for(corpus, persona)));
            engines.len() - 1
        }
    };
    &engines[at].1
}

/// Each corpus of `CORPORA`, read, with a function asking its widest persona in its first market
/// on 2026-11-20: the generated kinds' common start.
pub fn each_corpus(f: impl FnMut(&str, &Corpus, &dyn Fn(&str) -> Answer)) {
    each_corpus_in(&CORPORA, f);
}

/// Writes `key = words` into the `[questions]` of `dir/corpus.conf` in place of any line of
/// `key` (a key set replaces the packs' words: the list is written whole), in a section of its
/// own at the end when there is none; whether the file had a `[questions]`.
pub fn set_question_words(dir: &Path, key: &str, words: &[&str]) -> bool {
    let conf = std::fs::read_to_string(dir.join("corpus.conf")).unwrap();
    let line = format!("{key} = {}", words.join(", "));
    let mut lines: Vec<String> = Vec::new();
    let mut had = false;
    for l in conf.lines() {
        if l.trim_start().starts_with(key) {
            continue;
        }
        lines.push(l.to_string());
        if l.trim() == "[questions]" {
            lines.push(line.clone());
            had = true;
        }
    }
    if !had {
        lines.push(format!("[questions]\n{line}"));
    }
    std::fs::write(dir.join("corpus.conf"), lines.join("\n") + "\n").unwrap();
    had
}

/// `each_corpus` over `every_corpus()`.
pub fn each_of_every_corpus(f: impl FnMut(&str, &Corpus, &dyn Fn(&str) -> Answer)) {
    let dirs = every_corpus();
    let dirs: Vec<&str> = dirs.iter().map(String::as_str).collect();
    each_corpus_in(&dirs, f);
}

/// `each_corpus` over `dirs`.
pub fn each_corpus_in(dirs: &[&str], mut f: impl FnMut(&str, &Corpus, &dyn Fn(&str) -> Answer)) {
    for &dir in dirs {
        let corpus = read_corpus(dir);
        let (persona, engine) = widest(&corpus);
        let home = corpus.config.markets[0].code.clone();
        let asking = |q: &str| ask_on(&engine, &persona, &home, Some("2026-11-20"), q);
        f(dir, &corpus, &asking);
    }
}

/// The first of a language pack's sum words that the corpus reads as a sum ("total").
pub fn pack_sum(corpus: &Corpus, p: &atlas::base::config::packs::Pack) -> Option<&'static str> {
    let sums = corpus.config.operation_words(atlas::base::config::Op::Sum);
    p.operations[1]
        .split(", ")
        .find(|w| sums.iter().any(|s| s == w))
}

/// The corpus's sum word from the English pack, for a corpus asked in English.
pub fn english_sum(corpus: &Corpus) -> Option<&'static str> {
    english(corpus).and_then(|p| pack_sum(corpus, p))
}

/// The corpus's count word from the English pack, for a corpus asked in English.
pub fn english_count(corpus: &Corpus) -> Option<&'static str> {
    english(corpus).and_then(|p| pack_count(corpus, p))
}

fn english(corpus: &Corpus) -> Option<&'static atlas::base::config::packs::Pack> {
    let asked = corpus.config.languages.iter().any(|l| l == "en");
    atlas::base::config::packs::pack("en").filter(|_| asked)
}

/// The first of a language pack's count words that the corpus reads as a count ("how many").
pub fn pack_count(corpus: &Corpus, p: &atlas::base::config::packs::Pack) -> Option<&'static str> {
    let counts = corpus
        .config
        .operation_words(atlas::base::config::Op::Count);
    p.operations[0]
        .split(", ")
        .find(|w| counts.iter().any(|c| c == w))
}

/// The corpus's tables with a column of `kind` and a measure: each with its document and the
/// measure's first word.
pub fn measured_tables_with(
    corpus: &Corpus,
    kind: atlas::base::model::ColumnKind,
) -> Vec<(
    &atlas::base::model::Doc,
    &atlas::base::model::Table,
    &String,
)> {
    let mut out = Vec::new();
    for d in &corpus.docs {
        let Some(t) = &d.table else { continue };
        if !t.columns.iter().any(|c| c.kind == kind) {
            continue;
        }
        if let Some(word) = t.measures.first().and_then(|m| m.words.first()) {
            out.push((d, t, word));
        }
    }
    out
}

/// Document `d`'s rows grouped by column `group`: each group's sum of column `value`, over the
/// rows with a number there, in first-seen order.
pub fn group_sums(
    corpus: &Corpus,
    d: &atlas::base::model::Doc,
    group: usize,
    value: usize,
) -> Vec<(String, f64)> {
    let mut sums: Vec<(String, f64)> = Vec::new();
    for b in corpus
        .blocks
        .iter()
        .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
    {
        let Ok(v) = b.fields[value].trim().parse::<f64>() else {
            continue;
        };
        match sums.iter_mut().find(|s| s.0 == b.fields[group]) {
            Some(s) => s.1 += v,
            None => sums.push((b.fields[group].clone(), v)),
        }
    }
    sums
}

/// The cases a generated kind asks again typed another way, of corpus `dir`: the demo's
/// exam3, else the corpus's own; none when it has no case file.
pub fn own_cases(dir: &str) -> Option<Vec<atlas::eval::Case>> {
    let file = match dir {
        "corpus/atlas" => "tests/cases/exam3.jsonl".to_string(),
        _ => format!("{dir}/cases.jsonl"),
    };
    let text = std::fs::read_to_string(root().join(&file)).ok()?;
    Some(atlas::eval::read_cases(&text, &file).unwrap())
}

/// Case `c`'s engine (its persona's bundle, built on first use) and the figure its question
/// gives as typed; none without one: what a kind asking the case again typed another way
/// compares with.
pub fn figure_as_typed<'e>(
    engines: &'e mut Vec<(String, Engine)>,
    corpus: &Corpus,
    c: &atlas::eval::Case,
) -> Option<(&'e Engine, f64)> {
    let engine = persona_engine(engines, corpus, &c.persona);
    let typed = ask_on(
        engine,
        &c.persona,
        &c.market,
        c.date.as_deref(),
        &c.question,
    );
    Some((engine, typed.figure?))
}

/// Says how the tuned and the held-out questions of a kind went (`judge` for each).
pub fn judge_split(tallies: &[(usize, Vec<String>); 2], at_least: usize) {
    for ((asked, wrong), which) in tallies.iter().zip(["tuned", "held out"]) {
        judge(which, *asked, wrong, at_least);
    }
}

/// A corpus's document words that no reader takes for something: no word of a product's name,
/// of an operation's phrase, of a table's value (in the plural too) or a product word's plural.
/// Most frequent first (`document_words`).
pub fn qualifier_words(corpus: &Corpus) -> Vec<String> {
    let n = &corpus.config.normalizer;
    // Words of no product's name: a document word that is one names a product.
    let mut alias_words: Vec<String> = Vec::new();
    for p in &corpus.config.products {
        alias_words.extend(n.words(&p.code));
        for a in &p.aliases {
            alias_words.extend(n.words(a));
        }
    }
    document_words(corpus)
        .into_iter()
        .filter(|w| !alias_words.contains(w))
        // Nor a word of an operation's phrase ("numero" of "numero di").
        .filter(|w| {
            !atlas::base::config::Op::ALL.iter().any(|op| {
                corpus
                    .config
                    .operation_words(*op)
                    .iter()
                    .any(|p| n.words(p).contains(w))
            })
        })
        // Nor a value of a table in the plural ("membranas", a claim's "membrana"): such a
        // word is read as the value, and a table that cannot pick it leaves it out by design
        // (see `unpicked_named`).
        .filter(|w| {
            let one = [w.strip_suffix("es"), w.strip_suffix('s')];
            !corpus.blocks.iter().any(|b| {
                corpus.docs[b.doc].table.is_some()
                    && b.fields.iter().any(|f| {
                        let f = f.to_lowercase();
                        one.iter().flatten().any(|o| f == *o)
                    })
            })
        })
        // Nor a product word's plural ("machines").
        .filter(|w| {
            !corpus
                .config
                .questions
                .product_words
                .iter()
                .any(|p| w.starts_with(p.as_str()))
        })
        .collect()
}

/// Each group's figure an answer lists (`rank.each`), and whether it is `want`'s: every group
/// once, each within 0.01.
pub fn listed_as(a: &Answer, want: &[(String, f64)]) -> (Option<Vec<(String, String)>>, bool) {
    let listed = a.facts.iter().find_map(|f| match f {
        atlas::ask::facts::Fact::Ranking {
            each: true, listed, ..
        } => Some(listed.clone()),
        _ => None,
    });
    let right = listed.as_ref().is_some_and(|l| {
        l.len() == want.len()
            && want.iter().all(|(g, x)| {
                l.iter()
                    .any(|(n, f)| n == g && f.parse::<f64>().is_ok_and(|f| (f - x).abs() < 0.01))
            })
    });
    (listed, right)
}

/// Each case of `dir` with a figure, its engine and its figure as typed.
pub fn each_case(dir: &str, ask: &mut dyn FnMut(&atlas::Engine, &atlas::eval::Case, f64)) {
    let corpus = read_corpus(dir);
    let Some(cases) = own_cases(dir) else {
        return;
    };
    let mut engines: Vec<(String, atlas::Engine)> = Vec::new();
    for c in cases.iter().filter(|c| c.figure.is_some()) {
        if let Some((engine, figure)) = figure_as_typed(&mut engines, &corpus, c) {
            ask(engine, c, figure);
        }
    }
}

/// Asks `q` as case `c` of corpus `dir` and notes it in `tally` (wrong when it gives a figure other than
/// `figure`); counts a refusal in `declined`.
pub fn tally_one(
    dir: &str,
    engine: &atlas::Engine,
    c: &atlas::eval::Case,
    figure: f64,
    q: &str,
    tally: &mut (usize, Vec<String>),
    declined: &mut usize,
) {
    let a = ask_on(engine, &c.persona, &c.market, c.date.as_deref(), q);
    tally.0 += 1;
    match a.figure {
        Some(f) if f != figure => tally
            .1
            .push(format!("{dir} {}: {q:?} {f}, typed {figure}", c.id)),
        None => *declined += 1,
        _ => {}
    }
}
