//! BM25 scoring over the index: length normalizations prepared once per settings, the scorer,
//! and the top k.

use super::Index;
use crate::base::config::SearchSettings;

/// BM25's length normalization `1 - b + b·len/avglen` of every block, for one set of settings.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    pub(super) settings: SearchSettings,
    pub(super) norms: Vec<f64>,
}

pub(super) fn norms(lengths: &[[u32; 3]], settings: &SearchSettings) -> Vec<f64> {
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
            let idf = self.idf(self.index.df(id) as usize);
            let scale = idf * (k1 + 1.0);
            for p in self.index.postings(id) {
                let i = p.block as usize;
                let tf: f64 = if body_only && p.tf[0] == 0 && p.tf[1] == 0 {
                    f64::from(p.tf[2])
                } else {
                    (0..3).map(|f| w[f] * f64::from(p.tf[f])).sum()
                };
                if tf <= 0.0 {
                    continue;
                }
                let (Some(slot), Some(norm)) = (acc.get_mut(i), self.norms.get(i)) else {
                    continue;
                };
                if *slot == 0.0 {
                    touched.push(i);
                }
                *slot += scale * tf / (tf + k1 * norm);
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
/// are the same on every run. Kept in a sorted list of at most `k` while the items stream by:
/// a question scores thousands of blocks and keeps ten, and most are refused by one comparison.
pub fn top_k(scored: impl IntoIterator<Item = (usize, f64)>, k: usize) -> Vec<(usize, f64)> {
    let order = |a: &(usize, f64), b: &(usize, f64)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
    let mut best: Vec<(usize, f64)> = Vec::with_capacity(k.min(128) + 1);
    if k == 0 {
        return best;
    }
    for item in scored {
        if best.len() == k && best.last().is_some_and(|w| order(&item, w).is_ge()) {
            continue;
        }
        let at = best.partition_point(|x| order(x, &item).is_lt());
        best.insert(at, item);
        best.truncate(k);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::date::Date;
    use crate::base::model::{Block, Doc};
    use crate::base::shared_text::SharedText;
    use crate::base::text::Normalizer;

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
            id: format!("D#{i}").into(),
            doc: 0,
            section: i.to_string().into(),
            heading: SharedText::default(),
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
        assert!(top_k(vec![(0, 1.0)], 0).is_empty());
        // The same as sorting everything, for many items with many ties.
        let items: Vec<(usize, f64)> = (0..500).map(|i| (i, ((i * 37) % 11) as f64)).collect();
        let mut all = items.clone();
        all.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        for k in [1, 5, 10, 499, 500, 900] {
            assert_eq!(top_k(items.clone(), k), all[..k.min(500)], "k = {k}");
        }
    }
}
