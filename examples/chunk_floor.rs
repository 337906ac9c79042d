//! What a host learns from the term chunks a question fetches, and what a floor of terms per
//! term chunk (`[bundle] min_terms_per_chunk`) costs a first visit:
//! `cargo run --release --example chunk_floor -- CORPUS [FLOORS] [CASES]`
//! (FLOORS default 1,16,64,256; CASES default tests/cases/dev.jsonl).
//!
//! For each floor, one JSON line per persona bundle the cases use: its term chunks and the
//! terms per term chunk (min, p10, median, max), and over the cases asked of it, the bytes a
//! first visit downloads (the head and the chunks the question reads from a fresh head, raw and
//! each file gzip level 6, as deploy/nginx-atlas.conf sends them), the chunks fetched and the
//! terms the fetched term chunks cover. Each answer is compared with the first floor's: a floor
//! changes where chunks are cut, never an answer. bench/chunk-floor runs it and writes the
//! section "Terms per term chunk" of bench/RESULTS.md.

use atlas::ask::engine::AskOptions;
use atlas::base::date::Date;
use atlas::bundle::{ChunkKind, ChunkSizes, Chunked};
use atlas::eval::read_cases;
use atlas::ingest::sources::Corpus;
use atlas::{Engine, Question};
use std::collections::BTreeMap;
use std::io::Write;

fn gzip(bytes: &[u8]) -> usize {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
    e.write_all(bytes).expect("gzip in memory");
    e.finish().expect("gzip in memory").len()
}

/// The value at quantile `q` of sorted `v`.
fn at(v: &[usize], q: f64) -> usize {
    v.get(((v.len().saturating_sub(1)) as f64 * q).floor() as usize)
        .copied()
        .unwrap_or(0)
}

fn mean(v: &[usize]) -> f64 {
    v.iter().sum::<usize>() as f64 / v.len().max(1) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(dir) = args.get(1) else {
        eprintln!("usage: chunk_floor CORPUS [FLOORS] [CASES]");
        std::process::exit(2);
    };
    let floors: Vec<usize> = args
        .get(2)
        .map_or("1,16,64,256", |s| s.as_str())
        .split(',')
        .map(|f| f.trim().parse().expect("floors are whole numbers"))
        .collect();
    let cases_file = args.get(3).map_or("tests/cases/dev.jsonl", |s| s.as_str());
    let text = std::fs::read_to_string(cases_file).expect("a readable cases file");
    let cases = read_cases(&text, cases_file).expect("cases");
    let corpus = Corpus::read(std::path::Path::new(dir)).expect("a corpus");
    let opts = AskOptions {
        k: None,
        nonce: Some("k".into()),
        today: Some(Date::parse("2026-11-29").expect("a date")),
    };
    // The cases by the bundle their persona reads.
    let mut by_bundle: BTreeMap<String, (Vec<String>, Vec<&atlas::eval::Case>)> = BTreeMap::new();
    for c in &cases {
        let Some(p) = corpus.config.persona(&c.persona) else {
            continue;
        };
        let e = by_bundle
            .entry(corpus.config.bundle_name(&p.groups))
            .or_insert_with(|| (p.groups.clone(), Vec::new()));
        e.1.push(c);
    }
    let mut first_answers: BTreeMap<String, String> = BTreeMap::new();
    for (name, (groups, cases)) in &by_bundle {
        let bundle = atlas::ingest::carve(&corpus, groups);
        for &floor in &floors {
            let sizes = ChunkSizes {
                min_terms: floor,
                ..ChunkSizes::default()
            };
            let chunked: Chunked = bundle.chunked(&sizes);
            let head = Engine::from_vec(chunked.head.clone()).expect("a head");
            let mut per: Vec<usize> = head
                .bundle
                .chunks
                .iter()
                .filter(|c| c.kind == ChunkKind::Terms)
                .map(|c| (c.end - c.start) as usize)
                .collect();
            let term_chunks = per.len();
            per.sort_unstable();
            let gz: Vec<usize> = chunked.chunks.iter().map(|(_, b)| gzip(b)).collect();
            let head_gz = gzip(&chunked.head);
            let (mut raw, mut zipped, mut fetched, mut covered) = (vec![], vec![], vec![], vec![]);
            // Of the gzip bytes after the head: the term chunks' and the block chunks'.
            let (mut terms_gz, mut blocks_gz) = (vec![], vec![]);
            let mut same = 0;
            for c in cases {
                let mut engine = Engine::from_vec(chunked.head.clone()).expect("a head");
                let mut read = Vec::new();
                let q = Question {
                    text: c.question.clone(),
                    persona: c.persona.clone(),
                    market: c.market.clone(),
                    date: c.date.clone(),
                };
                let answer = engine.ask_driven(&q, &opts, |r| {
                    read.push(r.slot);
                    Ok(chunked.chunks[r.slot].1.clone())
                });
                let json = match answer {
                    Ok(a) => serde_json::to_string(&a).expect("an answer as JSON"),
                    Err(e) => format!("error: {e}"),
                };
                let key = format!("{name}\u{0}{}", c.id);
                match first_answers.get(&key) {
                    Some(first) => same += usize::from(*first == json),
                    None => {
                        first_answers.insert(key, json);
                        same += 1;
                    }
                }
                let chunks = &engine.bundle.chunks;
                raw.push(
                    chunked.head.len()
                        + read
                            .iter()
                            .map(|&s| chunked.chunks[s].1.len())
                            .sum::<usize>(),
                );
                zipped.push(head_gz + read.iter().map(|&s| gz[s]).sum::<usize>());
                let of = |kind: ChunkKind| -> usize {
                    read.iter()
                        .filter(|&&s| chunks[s].kind == kind)
                        .map(|&s| gz[s])
                        .sum()
                };
                terms_gz.push(of(ChunkKind::Terms));
                blocks_gz.push(of(ChunkKind::Blocks));
                fetched.push(read.len());
                covered.push(
                    read.iter()
                        .filter(|&&s| chunks[s].kind == ChunkKind::Terms)
                        .map(|&s| (chunks[s].end - chunks[s].start) as usize)
                        .sum(),
                );
            }
            println!(
                "{{\"bundle\":{name:?},\"floor\":{floor},\"terms\":{},\"term_chunks\":{term_chunks},\
                 \"chunks\":{},\"terms_per_chunk\":{{\"min\":{},\"p10\":{},\"median\":{},\"max\":{}}},\
                 \"head\":{},\"head_gz\":{head_gz},\"questions\":{},\"first_visit\":{:.0},\
                 \"first_visit_gz\":{:.0},\"first_visit_gz_median\":{},\"chunks_fetched\":{:.1},\
                 \"terms_covered\":{:.1},\"term_chunks_gz\":{:.0},\"block_chunks_gz\":{:.0},\
                 \"answers_same\":{same}}}",
                head.bundle.index.term_count(),
                chunked.chunks.len(),
                per.first().copied().unwrap_or(0),
                at(&per, 0.1),
                at(&per, 0.5),
                per.last().copied().unwrap_or(0),
                chunked.head.len(),
                cases.len(),
                mean(&raw),
                mean(&zipped),
                {
                    zipped.sort_unstable();
                    at(&zipped, 0.5)
                },
                fetched.iter().sum::<usize>() as f64 / fetched.len().max(1) as f64,
                mean(&covered),
                mean(&terms_gz),
                mean(&blocks_gz),
            );
        }
    }
}
