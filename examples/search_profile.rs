//! Native timing of the search route over a benchmark's queries, for profiling with perf:
//! `cargo run --release --example search_profile -- BUNDLE QUERIES.json [PASSES]`; MRR@10 per
//! kind from the queries' `answer` block ids (MISSES=1 prints each query not answered first).
//! The wasm build is what bench/run measures; this one shows where the time goes.

use atlas::ask::question::{Asked, Question};
use atlas::ask::router;
use atlas::ask::routes::search;
use atlas::base::config::Route;
use atlas::Engine;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: search_profile BUNDLE QUERIES.json [PASSES]");
        std::process::exit(2);
    }
    let passes: usize = args.get(3).and_then(|p| p.parse().ok()).unwrap_or(20);
    let bytes = std::fs::read(&args[1]).expect("bundle");
    let t = Instant::now();
    let engine = Engine::from_vec(bytes).expect("a bundle");
    eprintln!("load {:.2} ms", t.elapsed().as_secs_f64() * 1e3);
    let queries: Vec<serde_json::Value> =
        serde_json::from_slice(&std::fs::read(&args[2]).expect("queries")).expect("json");
    let texts: Vec<(String, String, String)> = queries
        .iter()
        .filter_map(|q| {
            let kind = q["kind"].as_str().unwrap_or("all").to_string();
            let answer = q["answer"].as_str().unwrap_or_default().to_string();
            q["q"].as_str().map(|t| (kind, t.to_string(), answer))
        })
        .collect();
    // MRR@10 per kind, from the first pass.
    let mut rr: std::collections::BTreeMap<String, (f64, usize)> = Default::default();
    let misses = std::env::var_os("MISSES").is_some();
    let b = &engine.bundle;
    let persona = b.config.personas[0].name.clone();
    let market = b.config.markets[0].code.clone();
    let today = atlas::base::date::Date::today();
    let mut times = Vec::new();
    let mut by_kind: std::collections::BTreeMap<String, Vec<f64>> = Default::default();
    for pass in 0..passes {
        for (kind, text, answer) in &texts {
            let s = Instant::now();
            let q = Question {
                text: text.clone(),
                persona: persona.clone(),
                market: market.clone(),
                date: None,
            };
            let Ok(asked) = Asked::check(
                &q,
                &b.config,
                &b.groups,
                today,
                |w, f| engine.read(w, f),
                |w, f| engine.knows(w, f),
            ) else {
                continue;
            };
            let reading = engine.reading(&asked, 10);
            let (route, _) = router::route(&reading);
            if route == Route::Search {
                let hits = search::hits(&reading);
                if pass == 0 {
                    let rank = hits
                        .hits
                        .iter()
                        .position(|(i, _)| b.blocks.get(*i).is_some_and(|x| *x.id == **answer));
                    let e = rr.entry(kind.clone()).or_default();
                    e.0 += rank.map_or(0.0, |r| 1.0 / (r + 1) as f64);
                    e.1 += 1;
                    if misses && rank.is_none_or(|r| r > 0) {
                        let top = hits.hits.first().and_then(|(i, _)| b.blocks.get(*i));
                        eprintln!(
                            "{kind} rank {:?}: {text:?} -> want {answer}, top {}",
                            rank.map(|r| r + 1),
                            top.map_or(String::new(), |x| format!("{} {:?}", &*x.id, &*x.heading))
                        );
                    }
                }
            }
            if pass > 0 {
                let us = s.elapsed().as_secs_f64() * 1e6;
                times.push(us);
                by_kind.entry(kind.clone()).or_default().push(us);
            }
        }
    }
    let pct_of = |t: &mut Vec<f64>, p: usize| {
        t.sort_by(|a, b| a.total_cmp(b));
        t.get(t.len() * p / 100).copied().unwrap_or(0.0)
    };
    for (kind, t) in by_kind.iter_mut() {
        let (sum, n) = rr.get(kind).copied().unwrap_or_default();
        eprintln!(
            "  {kind}: MRR@10 {:.3} ({n}), p50 {:.1} µs, p95 {:.1} µs",
            sum / n.max(1) as f64,
            pct_of(t, 50),
            pct_of(t, 95)
        );
    }
    let mut pct = |p: usize| pct_of(&mut times, p);
    eprintln!(
        "{} queries x {} passes: p50 {:.1} µs, p95 {:.1} µs",
        texts.len(),
        passes.saturating_sub(1),
        pct(50),
        pct(95),
    );
}
