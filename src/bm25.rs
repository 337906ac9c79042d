//! The BM25 index: postings with per-field term frequencies (title, heading, body), so field
//! weights and k1, b stay settings of the question side rather than baked into the bundle.

use crate::config::SearchSettings;
use crate::model::{Block, Doc};
use crate::text::Normalizer;
use std::collections::BTreeMap;

pub const TITLE: usize = 0;
pub const HEADING: usize = 1;
pub const BODY: usize = 2;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Posting {
    pub block: u32,
    /// Term frequency in the title, heading and body.
    pub tf: [u32; 3],
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Index {
    /// Sorted, so a term is found by binary search.
    pub terms: Vec<String>,
    pub postings: Vec<Vec<Posting>>,
    /// Token counts of each block's title, heading and body.
    pub lengths: Vec<[u32; 3]>,
    /// Length normalizations for the settings questions use, computed once when a bundle is
    /// made or loaded rather than on every question (see `prepare`).
    pub prepared: Option<Prepared>,
}

/// BM25's length normalization `1 - b + b·len/avglen` of every block, for one set of settings.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    settings: SearchSettings,
    norms: Vec<f64>,
}

impl Index {
    pub fn build(blocks: &[Block], docs: &[Doc], normalizer: &Normalizer) -> Index {
        let mut map: BTreeMap<String, Vec<Posting>> = BTreeMap::new();
        let mut lengths = Vec::with_capacity(blocks.len());
        for (i, b) in blocks.iter().enumerate() {
            let fields = [
                docs[b.doc].title.as_str(),
                b.heading.as_str(),
                b.text.as_str(),
            ];
            let mut len = [0u32; 3];
            for (f, text) in fields.iter().enumerate() {
                for t in normalizer.tokens(text) {
                    len[f] += 1;
                    let list = map.entry(t).or_default();
                    match list.last_mut() {
                        Some(p) if p.block == i as u32 => p.tf[f] += 1,
                        _ => {
                            let mut tf = [0; 3];
                            tf[f] = 1;
                            list.push(Posting {
                                block: i as u32,
                                tf,
                            });
                        }
                    }
                }
            }
            lengths.push(len);
        }
        let (terms, postings) = map.into_iter().unzip();
        Index {
            terms,
            postings,
            lengths,
            prepared: None,
        }
    }

    /// Computes the length normalizations for `settings` once; `Scorer::new` with the same
    /// settings then costs nothing per question.
    pub fn prepare(&mut self, settings: &SearchSettings) {
        self.prepared = Some(Prepared {
            settings: settings.clone(),
            norms: norms(&self.lengths, settings),
        });
    }

    pub fn term(&self, t: &str) -> Option<usize> {
        self.terms.binary_search_by(|x| x.as_str().cmp(t)).ok()
    }

    pub fn len(&self) -> usize {
        self.lengths.len()
    }

    pub fn is_empty(&self) -> bool {
        self.lengths.is_empty()
    }
}

fn norms(lengths: &[[u32; 3]], settings: &SearchSettings) -> Vec<f64> {
    let w = weights(settings);
    let weighted: Vec<f64> = lengths
        .iter()
        .map(|l| (0..3).map(|f| w[f] * f64::from(l[f])).sum())
        .collect();
    let avg = if weighted.is_empty() {
        0.0
    } else {
        weighted.iter().sum::<f64>() / weighted.len() as f64
    };
    let b = settings.b;
    weighted
        .iter()
        .map(|l| {
            if avg > 0.0 {
                1.0 - b + b * l / avg
            } else {
                1.0
            }
        })
        .collect()
}

/// Scores blocks for a query with the settings' k1, b and field weights.
pub struct Scorer<'a> {
    index: &'a Index,
    settings: SearchSettings,
    norms: std::borrow::Cow<'a, [f64]>,
}

impl<'a> Scorer<'a> {
    pub fn new(index: &'a Index, settings: &SearchSettings) -> Scorer<'a> {
        let norms = match &index.prepared {
            Some(p) if p.settings == *settings => std::borrow::Cow::Borrowed(p.norms.as_slice()),
            _ => std::borrow::Cow::Owned(norms(&index.lengths, settings)),
        };
        Scorer {
            index,
            settings: settings.clone(),
            norms,
        }
    }

    /// idf = ln(1 + (N - df + 0.5) / (df + 0.5)): never negative, even for a term in every block.
    pub fn idf(&self, df: usize) -> f64 {
        let n = self.index.len() as f64;
        let df = df as f64;
        (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
    }

    /// BM25 over the weighted term frequency tf = Σ weight(field)·tf(field). Each distinct query
    /// term counts once. Returns (block, score) for every block with a positive score.
    pub fn score(&self, terms: &[String]) -> Vec<(usize, f64)> {
        let mut seen: Vec<&str> = Vec::new();
        let mut acc = vec![0.0f64; self.index.len()];
        let mut touched: Vec<usize> = Vec::new();
        let w = weights(&self.settings);
        let k1 = self.settings.k1;
        let body_only = w[2] == 1.0;
        for t in terms {
            if seen.contains(&t.as_str()) {
                continue;
            }
            seen.push(t);
            let Some(id) = self.index.term(t) else {
                continue;
            };
            let postings = &self.index.postings[id];
            let idf = self.idf(postings.len());
            let scale = idf * (k1 + 1.0);
            for p in postings {
                let i = p.block as usize;
                let tf: f64 = if body_only && p.tf[0] == 0 && p.tf[1] == 0 {
                    f64::from(p.tf[2])
                } else {
                    (0..3).map(|f| w[f] * f64::from(p.tf[f])).sum()
                };
                if tf <= 0.0 {
                    continue;
                }
                let Some(slot) = acc.get_mut(i) else { continue };
                if *slot == 0.0 {
                    touched.push(i);
                }
                *slot += scale * tf / (tf + k1 * self.norms[i]);
            }
        }
        touched
            .into_iter()
            .map(|i| (i, acc[i]))
            .filter(|(_, s)| *s > 0.0)
            .collect()
    }
}

fn weights(s: &SearchSettings) -> [f64; 3] {
    [s.title_weight, s.heading_weight, 1.0]
}

/// The best `k` of scored items, highest first; ties go to the lower block index so results
/// are the same on every run.
pub fn top_k(mut scored: Vec<(usize, f64)>, k: usize) -> Vec<(usize, f64)> {
    let order = |a: &(usize, f64), b: &(usize, f64)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
    if scored.len() > k && k > 0 {
        scored.select_nth_unstable_by(k - 1, order);
        scored.truncate(k);
    }
    scored.sort_by(order);
    scored.truncate(k);
    scored
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::date::Date;

    fn doc() -> Doc {
        Doc {
            id: "D".into(),
            title: "".into(),
            products: vec![],
            groups: vec!["g".into()],
            markets: vec![],
            valid_from: Date::new(2020, 1, 1).unwrap(),
            valid_to: None,
            superseded: false,
            superseded_by: None,
            table: None,
        }
    }

    fn block(i: usize, text: &str) -> Block {
        Block {
            id: format!("D#{i}"),
            doc: 0,
            section: i.to_string(),
            heading: String::new(),
            text: text.into(),
            products: vec![],
            fields: vec![],
        }
    }

    #[test]
    fn scores_match_a_hand_computed_example() {
        // Three blocks of lengths 4, 2 and 3 (avgdl = 3); query "brake pad".
        let blocks = [
            block(1, "brake pad brake cable"),
            block(2, "brake lever"),
            block(3, "tire tube valve"),
        ];
        let idx = Index::build(&blocks, &[doc()], &Normalizer::default());
        let s = Scorer::new(&idx, &SearchSettings::default());
        let got = s.score(&["brake".into(), "pad".into()]);
        // brake: df=2, idf = ln(1 + (3-2+0.5)/(2+0.5)) = ln(1.6) = 0.470004
        // pad:   df=1, idf = ln(1 + 2.5/1.5) = ln(2.666667) = 0.980829
        // block 1, brake tf=2: 0.470004 * 2*2.2 / (2 + 1.2*(0.25 + 0.75*4/3)) = 2.068016/3.5 = 0.590862
        //          pad tf=1:   0.980829 * 2.2 / (1 + 1.5) = 0.863130            -> 1.453992
        // block 2, brake tf=1: 0.470004 * 2.2 / (1 + 1.2*(0.25 + 0.75*2/3)) = 1.034008/1.9 = 0.544215
        let score = |b: usize| got.iter().find(|(i, _)| *i == b).map(|x| x.1).unwrap();
        assert!((score(0) - 1.453992).abs() < 1e-5, "{}", score(0));
        assert!((score(1) - 0.544215).abs() < 1e-5, "{}", score(1));
        assert!(got.iter().all(|(i, _)| *i != 2));
    }

    #[test]
    fn fields_are_weighted() {
        // Same lengths, so only where "brake" stands decides.
        let mut b1 = block(1, "lever cable");
        b1.heading = "brake".into();
        let mut b2 = block(2, "brake cable");
        b2.heading = "lever".into();
        let idx = Index::build(&[b1, b2], &[doc()], &Normalizer::default());
        let mut settings = SearchSettings::default();
        let s = Scorer::new(&idx, &settings);
        let got = top_k(s.score(&["brake".into()]), 2);
        assert_eq!(got[0].0, 0, "a heading match outranks a body match");
        settings.heading_weight = 1.0;
        let s = Scorer::new(&idx, &settings);
        let got = s.score(&["brake".into()]);
        assert!(
            (got[0].1 - got[1].1).abs() < 1e-12,
            "with weights off both score alike"
        );
    }

    #[test]
    fn top_k_orders_and_cuts() {
        let got = top_k(vec![(0, 1.0), (1, 3.0), (2, 2.0), (3, 3.0)], 3);
        assert_eq!(got, [(1, 3.0), (3, 3.0), (2, 2.0)]);
    }
}
