//! Checking a model's answer against the evidence it was given.
#![warn(missing_docs)]

use crate::ask::answer::Evidence;
use crate::base::text::{find_text, split_ascii, trim_ascii_byte};
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

/// Every `Sn` inside square brackets, in order.
pub fn labels(answer: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = answer;
    // Bytes and plain loops, not `find` and `split` of characters: each brought a character
    // searcher into the page's wasm.
    while let Some(open) = find_text(rest, "[") {
        // `get`, not indexing: see `text::Normalizer::each_token`.
        let after = rest.get(open + 1..).unwrap_or_default();
        let Some(close) = find_text(after, "]") else {
            break;
        };
        let inside = after.get(..close).unwrap_or_default();
        if inside.len() <= 200 {
            for &piece in &split_ascii(inside, b",;") {
                let p = crate::base::text::trim(piece);
                if let Some(num) = p.strip_prefix('S') {
                    if !num.is_empty() && num.len() <= 4 && num.bytes().all(|b| b.is_ascii_digit())
                    {
                        out.push(format!(
                            "S{}",
                            trim_ascii_byte(num, b'0', true, false).max("0")
                        ));
                    }
                }
            }
        }
        rest = after.get(close..).unwrap_or_default();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(label: &str, id: &str) -> Evidence {
        Evidence::label_only(label.into(), id.into())
    }

    #[test]
    fn maps_labels_and_reports_unknown_and_uncited() {
        let evidence = [ev("S1", "A#1"), ev("S2", "B#2"), ev("S3", "C#3")];
        let c = check(
            "The C-3 [S1] and the S-2 [S1, S3]; not the K-1 [S9].",
            &evidence,
        );
        assert_eq!(
            c.cited,
            [
                ("S1".to_string(), "A#1".to_string()),
                ("S3".to_string(), "C#3".to_string())
            ]
        );
        assert_eq!(c.unknown, ["S9"]);
        assert_eq!(c.uncited, [("S2".to_string(), "B#2".to_string())]);
        assert!(!c.ok());
        assert!(check("No citations at all.", &evidence).ok());
    }
}
