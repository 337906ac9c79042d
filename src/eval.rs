//! `atlas eval`: runs evaluation cases through the bundles, as the browser would, and checks the
//! evidence present, the evidence absent, the route and the figure.

use crate::ask::engine::{AskOptions, Engine};
use crate::ask::question::Question;
use crate::base::config::Route;
use crate::base::date::Date;
use crate::ingest::output::bundles;
use crate::ingest::sources::Corpus;
use serde::Deserialize;
use std::collections::HashMap;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub id: String,
    pub question: String,
    pub persona: String,
    pub market: String,
    #[serde(default)]
    pub date: Option<String>,
    pub route: String,
    #[serde(default)]
    pub must: Vec<String>,
    #[serde(default)]
    pub must_not: Vec<String>,
    /// Absent: not checked. `null`: no figure may be given. A number: the figure.
    #[serde(default, deserialize_with = "some_value")]
    pub figure: Option<serde_json::Value>,
    #[serde(default)]
    pub note: Option<String>,
}

fn some_value<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<serde_json::Value>, D::Error> {
    serde_json::Value::deserialize(d).map(Some)
}

pub struct Outcome {
    pub lines: Vec<String>,
    pub passed: usize,
    pub failed: usize,
    pub must_total: usize,
    pub must_found: usize,
}

pub fn read_cases(text: &str, file: &str) -> Result<Vec<Case>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let case: Case =
            serde_json::from_str(line).map_err(|e| format!("{file}:{}: {e}", i + 1))?;
        if Route::parse(&case.route).is_none() {
            return Err(format!(
                "{file}:{}: route '{}' is not {}",
                i + 1,
                case.route,
                Route::names(Route::ALL)
            ));
        }
        out.push(case);
    }
    Ok(out)
}

/// Runs every case against the engine loaded from its persona's bundle bytes. Cases without a
/// date are asked on `today`.
pub fn run(corpus: &Corpus, cases: &[Case], today: Date) -> Outcome {
    let mut engines: HashMap<String, Engine> = HashMap::new();
    for b in bundles(corpus) {
        let bytes = b.to_bytes();
        let engine = Engine::from_bytes(&bytes).expect("a bundle just built reads back");
        engines.insert(b.name(), engine);
    }
    let mut out = Outcome {
        lines: Vec::new(),
        passed: 0,
        failed: 0,
        must_total: 0,
        must_found: 0,
    };
    let width = cases.iter().map(|c| c.id.len()).max().unwrap_or(0);
    for c in cases {
        out.must_total += c.must.len();
        let verdict = run_case(corpus, &engines, c, today);
        let (ok, detail, found) = match verdict {
            Ok(v) => v,
            Err(e) => (false, e, 0),
        };
        out.must_found += found;
        if ok {
            out.passed += 1;
        } else {
            out.failed += 1;
        }
        out.lines.push(format!(
            "{} {:<width$}  {detail}",
            if ok { "PASS" } else { "FAIL" },
            c.id
        ));
    }
    out
}

fn run_case(
    corpus: &Corpus,
    engines: &HashMap<String, Engine>,
    c: &Case,
    today: Date,
) -> Result<(bool, String, usize), String> {
    let persona = corpus
        .config
        .persona(&c.persona)
        .ok_or_else(|| format!("unknown persona '{}'", c.persona))?;
    let engine = &engines[&corpus.config.bundle_name(&persona.groups)];
    let q = Question {
        text: c.question.clone(),
        persona: c.persona.clone(),
        market: c.market.clone(),
        date: c.date.clone(),
    };
    let opts = AskOptions {
        today: Some(today),
        nonce: Some("0000000000000000".into()),
        ..AskOptions::default()
    };
    let a = engine
        .ask_with(&q, &opts)
        .map_err(|e| format!("error: {e}"))?;
    let supplied = |id: &str| a.evidence.iter().any(|e| e.id == id || e.cite == id);
    let missing: Vec<&str> = c
        .must
        .iter()
        .map(String::as_str)
        .filter(|id| !supplied(id))
        .collect();
    let leaked: Vec<&str> = c
        .must_not
        .iter()
        .map(String::as_str)
        .filter(|id| supplied(id))
        .collect();
    let mut problems = Vec::new();
    if a.route.name() != c.route {
        problems.push(format!("route: {} (expected {})", a.route.name(), c.route));
    }
    if !missing.is_empty() {
        problems.push(format!("missing: {}", missing.join(", ")));
    }
    if !leaked.is_empty() {
        problems.push(format!("supplied: {}", leaked.join(", ")));
    }
    match (&c.figure, a.figure) {
        (None, _) => {}
        (Some(serde_json::Value::Null), None) => {}
        (Some(serde_json::Value::Null), Some(f)) => {
            problems.push(format!("figure: {f} (expected none)"))
        }
        (Some(v), got) => {
            let want = v
                .as_f64()
                .ok_or_else(|| format!("figure {v} is not a number or null"))?;
            match got {
                Some(f) if (f - want).abs() < 1e-6 => {}
                Some(f) => problems.push(format!("figure: {f} (expected {want})")),
                None => problems.push(format!("figure: none (expected {want})")),
            }
        }
    }
    let found = c.must.len() - missing.len();
    if problems.is_empty() {
        let mut detail = "all present; none supplied".to_string();
        if let Some(f) = a.figure {
            detail.push_str(&format!(
                "; figure {}",
                crate::ask::routes::calculate::format_figure(f)
            ));
        }
        Ok((true, detail, found))
    } else {
        Ok((false, problems.join("; "), found))
    }
}
