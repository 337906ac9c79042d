//! Checking a model's answer against the evidence it was given.
#![warn(missing_docs)]

use crate::ask::answer::Evidence;
use serde::Serialize;

/// What a model's answer cites, against the labels of the evidence it was given: the page shows
/// it under the reply.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct CitationCheck {
    /// Labels cited that were supplied, in order of first citation, with their block ids.
    pub cited: Vec<(String, String)>,
    /// Labels cited that the prompt never defined.
    pub unknown: Vec<String>,
    /// Supplied blocks the answer never cites (label, block id).
    pub uncited: Vec<(String, String)>,
}

impl CitationCheck {
    /// Whether every label cited was supplied; blocks left uncited are no fault.
    pub fn ok(&self) -> bool {
        self.unknown.is_empty()
    }
}

/// Finds `[S1]`, `[S1, S3]` and `[S1][S2]` in `answer`.
pub fn check(answer: &str, evidence: &[Evidence]) -> CitationCheck {
    let mut out = CitationCheck::default();
    // By reference, each label taken out: consuming the Vec was an IntoIter's code of its own.
    for label in &mut labels(answer) {
        match evidence.iter().find(|e| e.label == *label) {
            Some(e) => {
                if !out.cited.iter().any(|(l, _)| l == label) {
                    out.cited.push((std::mem::take(label), e.id.clone()));
                }
            }
            None => {
                if !out.unknown.contains(label) {
                    out.unknown.push(std::mem::take(label));
                }
            }
        }
    }
    for e in evidence {
        if !out.cited.iter().any(|(l, _)| *l == e.label) {
            out.uncited.push((e.label.clone(), e.id.clone()));
        }
    }
    out
}

/// Every `Sn` inside square brackets, in order: a group of 1 to 200 characters with no bracket
/// or line break inside, its pieces between commas and semicolons, each an `S` and digits with at
/// most 4 after its leading zeros (`S012` is S12). The page reads replies by the same rule
/// (www/citations.js), and tests/citations.json holds both to it. Native only: the page checks
/// in JavaScript, where it draws the reply from the same groups.
pub fn labels(answer: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = answer;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let end = after.find(['[', ']', '\n']);
        rest = after;
        let Some(close) = end.filter(|&c| c > 0 && after[c..].starts_with(']')) else {
            continue;
        };
        let inside = &after[..close];
        rest = &after[close + 1..];
        if inside.chars().count() > 200 {
            continue;
        }
        for piece in inside.split([',', ';']) {
            if let Some(label) = label(piece.trim()) {
                out.push(label);
            }
        }
    }
    out
}

/// `S` and digits, canonical (`S007` is S7, `S0` stays S0); None for anything else.
fn label(piece: &str) -> Option<String> {
    let digits = piece.strip_prefix('S')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let kept = match digits.trim_start_matches('0') {
        "" => "0",
        kept => kept,
    };
    (kept.len() <= 4).then(|| format!("S{kept}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(label: &str, id: &str) -> Evidence {
        Evidence::label_only(label.into(), id.into())
    }

    /// The cases the page's reader (www/citations.js) is held to as well
    /// (tests/browser/citations-unit.test.mjs).
    #[test]
    fn reads_the_shared_cases_as_the_page_does() {
        let cases: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/citations.json")).unwrap();
        let pairs = |v: &serde_json::Value| -> Vec<(String, String)> {
            let mut out = Vec::new();
            for p in v.as_array().unwrap() {
                out.push((p[0].as_str().unwrap().into(), p[1].as_str().unwrap().into()));
            }
            out
        };
        let cases = cases["cases"].as_array().unwrap();
        assert!(cases.len() >= 10);
        for c in cases {
            let mut evidence = Vec::new();
            for e in c["evidence"].as_array().unwrap() {
                evidence.push(ev(e["label"].as_str().unwrap(), e["id"].as_str().unwrap()));
            }
            let got = check(c["text"].as_str().unwrap(), &evidence);
            let text = &c["text"];
            assert_eq!(got.cited, pairs(&c["cited"]), "{text}");
            assert_eq!(got.uncited, pairs(&c["uncited"]), "{text}");
            let unknown: Vec<String> = serde_json::from_value(c["unknown"].clone()).unwrap();
            assert_eq!(got.unknown, unknown, "{text}");
            assert_eq!(got.ok(), unknown.is_empty());
        }
    }
}
