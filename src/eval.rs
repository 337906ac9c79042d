//! `atlas eval`: runs evaluation cases through the bundles, as the browser would, and checks the
//! evidence present, the evidence absent, the route and the figure.

use crate::ask::answer::Answer;
use crate::ask::engine::{AskOptions, Engine};
use crate::ask::question::Question;
use crate::base::config::Route;
use crate::base::date::Date;
use crate::bundle::{BundleError, ChunkSizes};
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
    /// `yes` or `no`: the answer a yes/no question must give (`verdict` reads it from the
    /// facts); a case without it checks none.
    #[serde(default)]
    pub verdict: Option<String>,
    /// The kind of question (`count`, `time-range`, ...), for accuracy per kind.
    #[serde(default)]
    pub kind: Option<String>,
    /// `tune` or `heldout`: whether the case's phrasing may be looked at while tuning.
    #[serde(default)]
    pub split: Option<String>,
}

/// The verdicts a case may expect.
pub const VERDICTS: [&str; 2] = ["yes", "no"];

/// The yes or no an answer gives, read from its facts as the page's direct answer leads with it:
/// a serial inside or outside the ranges stated, a product the links reach or not, a comparison
/// of two figures, rows on follow's path holding the part or none, a list with rows or none.
/// None when the facts settle nothing (a serial no range names, a question not understood).
pub fn verdict(a: &Answer) -> Option<&'static str> {
    use crate::ask::facts::Fact;
    let mut rows = (false, false);
    // Products reached say yes or no only when no row says who holds the part: "what burrs does
    // the GR-75 use, and are they in stock in Madrid?" is answered by Madrid's row.
    let mut reached = None;
    for f in &a.facts {
        match f {
            Fact::SerialInside { .. } => return Some("yes"),
            Fact::SerialOutside { .. } | Fact::SerialElsewhere { .. } => return Some("no"),
            Fact::Reached { .. } => reached = reached.or(Some("yes")),
            Fact::NotReached { .. } => reached = reached.or(Some("no")),
            Fact::SerialUnknown { .. } => return None,
            Fact::Compared { verdict, .. } => return Some(verdict),
            Fact::Row { .. } => rows.0 = true,
            Fact::NoneHeld { .. } => rows.1 = true,
            // Rows listed that each hold none of the part asked ("is there FLT-40-1 in the
            // stock of sousse", a row of 0) are a no.
            Fact::Listed(r) => {
                let none = a.facts.iter().any(|f| matches!(f, Fact::NoneHeld { .. }));
                return Some(if r.count > 0 && !none { "yes" } else { "no" });
            }
            Fact::NoRecord(_) => return Some("no"),
            _ => {}
        }
    }
    match rows {
        (true, _) => Some("yes"),
        (false, true) => Some("no"),
        _ => reached,
    }
}

/// The splits a case may name.
pub const SPLITS: [&str; 2] = ["tune", "heldout"];

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
    /// One per case, in order, for `summary`.
    pub results: Vec<CaseResult>,
}

/// What one case expected and got.
#[derive(Clone, Debug)]
pub struct CaseResult {
    pub kind: Option<String>,
    pub split: Option<String>,
    pub expected: String,
    /// The route taken; None when the question was refused.
    pub taken: Option<String>,
    pub passed: bool,
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
        if let Some(v) = case.verdict.as_deref().filter(|v| !VERDICTS.contains(v)) {
            return Err(format!(
                "{file}:{}: verdict '{v}' is not {}",
                i + 1,
                VERDICTS.join(" or ")
            ));
        }
        if let Some(split) = case.split.as_deref().filter(|s| !SPLITS.contains(s)) {
            return Err(format!(
                "{file}:{}: split '{split}' is not {}",
                i + 1,
                SPLITS.join(" or ")
            ));
        }
        out.push(case);
    }
    Ok(out)
}

/// Runs every case against the engine loaded from its persona's bundle bytes. Cases without a
/// date are asked on `today`.
pub fn run(corpus: &Corpus, cases: &[Case], today: Date) -> Outcome {
    // Each engine starts from its bundle's head alone and answers through the chunk loop, as
    // the page does: every case also checks that the chunks a question fetches give the answer
    // a complete bundle gives.
    let mut engines: HashMap<String, (Engine, Vec<Vec<u8>>)> = HashMap::new();
    for b in bundles(corpus) {
        let chunked = b.chunked(&ChunkSizes::of(&b.config));
        let engine = Engine::from_vec(chunked.head).expect("a bundle just built reads back");
        let chunks = chunked.chunks.into_iter().map(|(_, bytes)| bytes).collect();
        engines.insert(b.name(), (engine, chunks));
    }
    let mut out = Outcome {
        lines: Vec::new(),
        passed: 0,
        failed: 0,
        must_total: 0,
        must_found: 0,
        results: Vec::new(),
    };
    let width = cases.iter().map(|c| c.id.len()).max().unwrap_or(0);
    for c in cases {
        out.must_total += c.must.len();
        let verdict = run_case(corpus, &mut engines, c, today);
        let (ok, detail, found, taken) = match verdict {
            Ok(v) => v,
            Err(e) => (false, e, 0, None),
        };
        out.results.push(CaseResult {
            kind: c.kind.clone(),
            split: c.split.clone(),
            expected: c.route.clone(),
            taken: taken.map(String::from),
            passed: ok,
        });
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
    engines: &mut HashMap<String, (Engine, Vec<Vec<u8>>)>,
    c: &Case,
    today: Date,
) -> Result<(bool, String, usize, Option<&'static str>), String> {
    let persona = corpus
        .config
        .persona(&c.persona)
        .ok_or_else(|| format!("unknown persona '{}'", c.persona))?;
    let (engine, chunks) = engines
        .get_mut(&corpus.config.bundle_name(&persona.groups))
        .ok_or_else(|| format!("no bundle for persona '{}'", c.persona))?;
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
        .ask_driven(&q, &opts, |c| {
            chunks.get(c.slot).cloned().ok_or(BundleError::Chunk {
                file: c.file.clone(),
                problem: "not written".into(),
            })
        })
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
            // Compared at the expected figure's own precision: 1.167 expects 1.1667 rounded.
            let decimals = v
                .to_string()
                .split_once('.')
                .map_or(0, |(_, d)| d.len() as i32);
            let at = |x: f64| (x * 10f64.powi(decimals)).round();
            match got {
                Some(f) if (f - want).abs() < 1e-6 || at(f) == at(want) => {}
                Some(f) => problems.push(format!("figure: {f} (expected {want})")),
                None => problems.push(format!("figure: none (expected {want})")),
            }
        }
    }
    if let Some(want) = c.verdict.as_deref() {
        match verdict(&a) {
            Some(got) if got == want => {}
            // Search supplies passages to read, and the model (or the reader) says yes or no
            // from them: the case's must and must_not judge it. A verdict search gave would be
            // judged like any other.
            None if a.route == Route::Search => {}
            got => problems.push(format!(
                "verdict: {} (expected {want})",
                got.unwrap_or("none")
            )),
        }
    }
    let found = c.must.len() - missing.len();
    if problems.is_empty() {
        let mut detail = "all present; none supplied".to_string();
        if let Some(f) = a.figure {
            detail.push_str(&format!("; figure {}", crate::base::decimal::figure(f)));
        }
        Ok((true, detail, found, Some(a.route.name())))
    } else {
        Ok((false, problems.join("; "), found, Some(a.route.name())))
    }
}

/// The results at a glance: the routes expected × taken, and, when the cases name them, the
/// pass rate per kind and per split (tune, heldout), each split with its own route table.
pub fn summary(results: &[CaseResult]) -> Vec<String> {
    let mut out = Vec::new();
    out.extend(confusion("routes", results));
    let has_split = results.iter().any(|r| r.split.is_some());
    if has_split {
        for split in SPLITS {
            let these: Vec<CaseResult> = results
                .iter()
                .filter(|r| r.split.as_deref() == Some(split))
                .cloned()
                .collect();
            if !these.is_empty() {
                out.extend(confusion(&format!("routes, {split}"), &these));
            }
        }
    }
    if results.iter().any(|r| r.kind.is_some()) {
        out.extend(by_kind(results, has_split));
    }
    out
}

fn rate(part: usize, all: usize) -> String {
    if all == 0 {
        return "-".into();
    }
    format!("{part}/{all} {:.0}%", 100.0 * part as f64 / all as f64)
}

/// Expected routes down, taken routes across (`refused`: the question was refused).
fn confusion(title: &str, results: &[CaseResult]) -> Vec<String> {
    let mut routes: Vec<String> = Route::ALL.iter().map(|r| r.name().to_string()).collect();
    for r in results {
        for name in std::iter::once(&r.expected).chain(&r.taken) {
            if !routes.contains(name) {
                routes.push(name.clone());
            }
        }
    }
    let refused = results.iter().any(|r| r.taken.is_none());
    let mut columns: Vec<&str> = routes.iter().map(String::as_str).collect();
    if refused {
        columns.push("refused");
    }
    let width = routes.iter().map(String::len).max().unwrap_or(0).max(8);
    let mut lines = vec![format!("{title} (expected down, taken across):")];
    let mut head = format!("  {:width$}", "");
    for c in &columns {
        head.push_str(&format!(" {c:>w$}", w = c.len().max(5)));
    }
    lines.push(head);
    for expected in &routes {
        let row: Vec<&CaseResult> = results.iter().filter(|r| &r.expected == expected).collect();
        if row.is_empty() {
            continue;
        }
        let mut line = format!("  {expected:width$}");
        for c in &columns {
            let n = row
                .iter()
                .filter(|r| r.taken.as_deref().unwrap_or("refused") == *c)
                .count();
            line.push_str(&format!(" {n:>w$}", w = c.len().max(5)));
        }
        lines.push(line);
    }
    let right = results
        .iter()
        .filter(|r| r.taken.as_deref() == Some(r.expected.as_str()))
        .count();
    let passed = results.iter().filter(|r| r.passed).count();
    lines.push(format!(
        "  route right {}; cases passed {}",
        rate(right, results.len()),
        rate(passed, results.len())
    ));
    lines
}

/// Per kind: cases passed and routes right, over all cases and per split.
fn by_kind(results: &[CaseResult], splits: bool) -> Vec<String> {
    let mut kinds: Vec<&str> = results
        .iter()
        .map(|r| r.kind.as_deref().unwrap_or("-"))
        .collect();
    kinds.sort_unstable();
    kinds.dedup();
    let width = kinds.iter().map(|k| k.len()).max().unwrap_or(0).max(4);
    let mut head = format!(
        "  {:width$}  {:>13}  {:>13}",
        "kind", "passed", "route right"
    );
    if splits {
        head.push_str(&format!(
            "  {:>13}  {:>13}",
            "tune passed", "heldout passed"
        ));
    }
    let mut lines = vec!["by kind:".to_string(), head];
    for kind in kinds {
        let of = |split: Option<&str>| -> Vec<&CaseResult> {
            results
                .iter()
                .filter(|r| r.kind.as_deref().unwrap_or("-") == kind)
                .filter(|r| split.is_none() || r.split.as_deref() == split)
                .collect()
        };
        let passed = |rs: &[&CaseResult]| rate(rs.iter().filter(|r| r.passed).count(), rs.len());
        let all = of(None);
        let right = all
            .iter()
            .filter(|r| r.taken.as_deref() == Some(r.expected.as_str()))
            .count();
        let mut line = format!(
            "  {kind:width$}  {:>13}  {:>13}",
            passed(&all),
            rate(right, all.len())
        );
        if splits {
            line.push_str(&format!(
                "  {:>13}  {:>13}",
                passed(&of(Some("tune"))),
                passed(&of(Some("heldout")))
            ));
        }
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(
        kind: &str,
        split: &str,
        expected: &str,
        taken: Option<&str>,
        passed: bool,
    ) -> CaseResult {
        CaseResult {
            kind: Some(kind.into()),
            split: Some(split.into()),
            expected: expected.into(),
            taken: taken.map(String::from),
            passed,
        }
    }

    #[test]
    fn cases_may_name_a_kind_and_a_known_split() {
        let line = r#"{"id":"a","question":"q","persona":"service","market":"MA","route":"search","kind":"count","split":"heldout"}"#;
        let cases = read_cases(line, "c.jsonl").unwrap();
        assert_eq!(cases[0].kind.as_deref(), Some("count"));
        assert_eq!(cases[0].split.as_deref(), Some("heldout"));
        let bad = line.replace("heldout", "later");
        assert_eq!(
            read_cases(&bad, "c.jsonl").unwrap_err(),
            "c.jsonl:1: split 'later' is not tune or heldout"
        );
        let bad = line.replace("\"search\"", "\"rank\"");
        assert!(read_cases(&bad, "c.jsonl")
            .unwrap_err()
            .contains("route 'rank' is not"));
    }

    #[test]
    fn the_summary_has_the_route_table_and_the_rates_per_kind_and_split() {
        let results = [
            result("count", "tune", "calculate", Some("calculate"), true),
            result("count", "heldout", "calculate", Some("search"), false),
            result("follow", "tune", "follow", Some("search"), false),
            result("follow", "tune", "follow", None, false),
        ];
        let text = summary(&results).join("\n");
        assert!(
            text.contains("routes (expected down, taken across):"),
            "{text}"
        );
        assert!(
            text.contains("  calculate      0     0         1      0       0"),
            "{text}"
        );
        assert!(
            text.contains("  follow         1     0         0      0       1"),
            "{text}"
        );
        assert!(
            text.contains("route right 1/4 25%; cases passed 1/4 25%"),
            "{text}"
        );
        assert!(
            text.contains("routes, heldout (expected down, taken across):"),
            "{text}"
        );
        let count = text
            .lines()
            .find(|l| l.trim_start().starts_with("count"))
            .unwrap();
        let cells: Vec<&str> = count.split_whitespace().collect();
        assert_eq!(
            cells,
            ["count", "1/2", "50%", "1/2", "50%", "1/1", "100%", "0/1", "0%"]
        );
    }
}
