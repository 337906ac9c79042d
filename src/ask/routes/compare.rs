//! A measure compared with a figure ("claims that took more than 2 hours", "plus de 50 C-3",
//! "3 ou plus"): a condition on rows, read from the `[questions]` comparison phrases. A
//! comparison whose measure the question does not make clear is said, and no figure is given:
//! counting every row instead would answer another question.

use super::calculate::measure_named;
use crate::ask::question::Asked;
use crate::base::config::{Config, Order};
use crate::base::model::Table;

/// One comparison read from the question, on column `column` of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Compared {
    pub column: usize,
    pub order: Order,
    pub figure: f64,
}

impl Compared {
    /// Whether a field's value satisfies the comparison; a field that is no number does not.
    pub fn accepts(&self, field: &str) -> bool {
        let Some(v) = crate::base::decimal::parse(field) else {
            return false;
        };
        match self.order {
            Order::Above => v > self.figure,
            Order::AtLeast => v >= self.figure,
            Order::Below => v < self.figure,
            Order::AtMost => v <= self.figure,
        }
    }

    /// "repair_hours>2", as the trace and the known facts show a filter.
    pub fn describe(&self, t: &Table) -> String {
        let name = t.columns.get(self.column).map_or("?", |c| c.name.as_str());
        format!(
            "{}{}{}",
            crate::ask::prompt::neutralize(name),
            self.order.sign(),
            crate::base::decimal::figure(self.figure)
        )
    }
}

/// What a question's comparisons read as on table `t`.
#[derive(Debug, Default)]
pub struct Comparisons {
    pub applied: Vec<Compared>,
    /// The words of a comparison whose measure is not clear ("more than 3"), as typed.
    pub unclear: Vec<String>,
    /// Word positions the comparisons used: their phrase and figure.
    pub used: Vec<usize>,
}

/// A comparison phrase with its figure, where the question has it (word positions).
pub struct Span {
    pub order: Order,
    pub figure: f64,
    pub start: usize,
    pub end: usize,
}

/// The comparison phrases of `asked` with their figures, whatever the table: the longest
/// phrase first ("no more than 3" is not "more than 3"), each word read once.
pub fn spans(asked: &Asked, config: &Config) -> Vec<Span> {
    let words = &asked.words;
    let n = &config.normalizer;
    let mut phrases: Vec<(Order, Vec<String>, Vec<String>)> = config
        .questions
        .comparisons
        .iter()
        .flat_map(|(o, list)| list.iter().map(move |(b, a)| (*o, n.words(b), n.words(a))))
        // A phrase of no words would compare every figure of the question.
        .filter(|(_, b, a)| !b.is_empty() || !a.is_empty())
        .collect();
    crate::base::sort::sort_by(&mut phrases, |x, y| {
        x.1.len() + x.2.len() > y.1.len() + y.2.len()
    });
    let mut out: Vec<Span> = Vec::new();
    for (order, before, after) in &phrases {
        for at in 0..words.len() {
            let Some((figure, len)) = number_at(asked, at) else {
                continue;
            };
            let Some(start) = at.checked_sub(before.len()) else {
                continue;
            };
            let end = at + len + after.len();
            let fits = words[start..at] == before[..]
                && words.get(at + len..end) == Some(&after[..])
                && !asked.when.used.contains(&at)
                && !out.iter().any(|s| start < s.end && s.start < end);
            if fits {
                out.push(Span {
                    order: *order,
                    figure,
                    start,
                    end,
                });
            }
        }
    }
    out
}

/// The word positions of the question's comparisons.
pub fn positions(asked: &Asked, config: &Config) -> Vec<usize> {
    spans(asked, config)
        .into_iter()
        .flat_map(|s| s.start..s.end)
        .collect()
}

/// The comparisons of `asked` on table `t`. A figure compares the measure named by the words
/// right after it ("2 hours"), else the measure the question names, else the table's only
/// measure.
pub fn read(asked: &Asked, config: &Config, t: &Table) -> Comparisons {
    let mut out = Comparisons::default();
    let words = &asked.words;
    let n = &config.normalizer;
    for span in spans(asked, config) {
        out.used.extend(span.start..span.end);
        let end = span.end;
        let near = (end..(end + 4).min(words.len())).find_map(|i| {
            let forms = [Some(&words[i]), asked.singular.get(i)];
            t.measures.iter().find(|m| {
                m.words.iter().chain([&m.field]).any(|p| {
                    let first = n.words(&p.replace('_', " ")).into_iter().next();
                    first.is_some_and(|f| forms.contains(&Some(&f)))
                })
            })
        });
        let measure = match near {
            Some(m) => Some(m.field.clone()),
            None => measure_named(asked, t, config).or_else(|| match &t.measures[..] {
                [one] => Some(one.field.clone()),
                _ => None,
            }),
        };
        // A question read twice (its loosely typed words read as the corpus's) has its
        // comparisons twice.
        match measure.and_then(|m| t.columns.iter().position(|c| c.name == m)) {
            Some(column) => {
                let c = Compared {
                    column,
                    order: span.order,
                    figure: span.figure,
                };
                if !out.applied.contains(&c) {
                    out.applied.push(c);
                }
            }
            None => {
                let said = words[span.start..span.end].join(" ");
                if !out.unclear.contains(&said) {
                    out.unclear.push(said);
                }
            }
        }
    }
    out
}

/// The figure the question has at word `at`, and how many words it takes: "2", "2h", or "1.5"
/// and "2,5" (split in two words, the question's text joins them with a point or a comma).
fn number_at(asked: &Asked, at: usize) -> Option<(f64, usize)> {
    let digits = |w: &String| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    let word = asked.words.get(at)?;
    if let Some(f) = glued(word) {
        return Some((f, 1));
    }
    let whole = Some(word).filter(|w| digits(w))?;
    if let Some(part) = asked.words.get(at + 1).filter(|w| digits(w)) {
        for sep in ['.', ','] {
            let typed = format!("{whole}{sep}{part}");
            if asked.text.contains(&typed) {
                return crate::base::decimal::parse(&format!("{whole}.{part}")).map(|f| (f, 2));
            }
        }
    }
    crate::base::decimal::parse(whole).map(|f| (f, 1))
}

/// "2h", "50pcs": a figure glued to a unit, as a whole word.
fn glued(word: &str) -> Option<f64> {
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let unit = &word[digits..];
    (digits > 0 && !unit.is_empty() && unit.bytes().all(|b| b.is_ascii_alphabetic()))
        .then(|| crate::base::decimal::parse(&word[..digits]))
        .flatten()
}

/// `asked` with the words at `used` blanked: a comparison's words ("at least", "hours") are
/// its own, not an operation or a measure asked for ("how many claims took more than 2 hours"
/// counts claims).
pub fn without<'a>(asked: &'a Asked, used: &[usize]) -> std::borrow::Cow<'a, Asked> {
    if used.is_empty() {
        return std::borrow::Cow::Borrowed(asked);
    }
    let mut out = asked.clone();
    for &i in used {
        for w in [out.words.get_mut(i), out.singular.get_mut(i)]
            .into_iter()
            .flatten()
        {
            w.clear();
        }
    }
    std::borrow::Cow::Owned(out)
}
