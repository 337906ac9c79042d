//! Native timing of whole answers on a large bundle, one question per route and a long one:
//! `cargo run --release --example scale_profile -- BUNDLE [PASSES] [QUESTION]`. Prints the load, each
//! question's first answer (the lazily built indexes included) and its p50 and p95 over the
//! passes, and the process's peak memory: the figures bench/run writes for the scaled corpus.

use atlas::ask::engine::AskOptions;
use atlas::ask::question::Question;
use atlas::base::date::Date;
use atlas::Engine;
use std::time::Instant;

/// (persona, market, question): one per route, and the thirteen words the attacker's run timed.
const QUESTIONS: [(&str, &str, &str); 6] = [
    ("service", "FR", "How do I store the C-3 battery over winter?"),
    ("service", "MA", "List the open warranty claims"),
    ("service", "MA", "How many BP-36-3 are in stock in Casablanca?"),
    ("service", "MA", "Which products are affected by the battery recall?"),
    ("manager", "FR", "Which dealers filed the most claims?"),
    (
        "service",
        "FR",
        "battery pack charge storage temperature warranty recall serial number label dealer workshop",
    ),
];

fn ms(d: std::time::Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: scale_profile BUNDLE [PASSES]");
        std::process::exit(2);
    };
    let passes: usize = args.get(2).and_then(|p| p.parse().ok()).unwrap_or(20);
    let t = Instant::now();
    let bytes = std::fs::read(path).expect("a readable bundle file");
    let engine = Engine::from_vec(bytes).expect("a bundle");
    let load = ms(t.elapsed());
    let b = &engine.bundle;
    println!(
        "{{\"bundle\":{:?},\"blocks\":{},\"load_ms\":{load:.2}}}",
        path,
        b.blocks.len()
    );
    let opts = AskOptions {
        k: None,
        nonce: Some("k".into()),
        today: Some(Date::parse("2026-11-29").expect("a date")),
    };
    // A third argument asks that question alone (for a profiler).
    let only: Option<usize> = args.get(3).and_then(|o| o.parse().ok());
    for (i, (persona, market, text)) in QUESTIONS.iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        let persona = if b
            .config
            .persona(persona)
            .is_some_and(|p| p.groups.iter().all(|g| b.groups.contains(g)))
        {
            persona.to_string()
        } else {
            // A bundle narrower than the persona: its own first persona asks.
            match b
                .config
                .personas
                .iter()
                .find(|p| p.groups.iter().all(|g| b.groups.contains(g)))
            {
                Some(p) => p.name.clone(),
                None => continue,
            }
        };
        let q = Question {
            text: text.to_string(),
            persona,
            market: market.to_string(),
            date: None,
        };
        let mut times = Vec::with_capacity(passes);
        let mut route = String::new();
        for _ in 0..passes.max(1) {
            let s = Instant::now();
            let answer = engine.ask_with(&q, &opts);
            times.push(ms(s.elapsed()));
            route = match answer {
                Ok(a) => a.route.name().to_string(),
                Err(e) => format!("error: {e}"),
            };
        }
        let first = times[0];
        let mut rest: Vec<f64> = times.iter().skip(1).copied().collect();
        rest.sort_by(|a, b| a.total_cmp(b));
        let pick = |p: f64| {
            rest.get(((rest.len() as f64 - 1.0) * p).round() as usize)
                .copied()
                .unwrap_or(first)
        };
        println!(
            "{{\"q\":{i},\"text\":{text:?},\"persona\":{:?},\"market\":{market:?},\"route\":{route:?},\"words\":{},\"first_ms\":{first:.2},\"p50_ms\":{:.2},\"p95_ms\":{:.2}}}",
            q.persona,
            text.split_whitespace().count(),
            pick(0.5),
            pick(0.95)
        );
    }
    if let Some(kib) = peak_kib() {
        println!("{{\"peak_mib\":{:.1}}}", kib as f64 / 1024.0);
    }
}
