//! A measure compared with a figure ("claims that took more than 2 hours", "plus de 50 C-3",
//! "3 ou plus"): the question's comparison phrases (`ask::comparisons`) as conditions on a
//! table's rows. A comparison whose measure the question does not make clear is said, and no
//! figure is given: counting every row instead would answer another question.

use super::comparisons::Span;
use crate::ask::question::{Asked, Said};
use crate::base::config::{Config, Order};
use crate::base::model::Table;
use crate::base::text::Joined;
use std::borrow::Cow;

/// One comparison read from the question, on column `column` of the table.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Compared {
    pub(crate) column: usize,
    pub(crate) order: Order,
    pub(crate) figure: f64,
}

impl Compared {
    /// Whether a field's value satisfies the comparison; a field that is no number does not.
    pub(crate) fn accepts(&self, field: &str) -> bool {
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

    /// The column compared, by name.
    pub(crate) fn field<'t>(&self, t: &'t Table) -> Option<&'t str> {
        t.columns.get(self.column).map(|c| c.name.as_str())
    }

    /// ">2", as a filter's value.
    pub(crate) fn said(&self) -> String {
        // Appended, not formatted (here and below): a `format!` is code of its own.
        self.order.sign().to_owned() + &crate::base::decimal::figure(self.figure)
    }

    /// "repair_hours>2", as the trace and the known facts show a filter.
    pub(crate) fn describe(&self, t: &Table) -> String {
        let name = self.field(t).unwrap_or("?");
        crate::ask::prompt::neutralize(name) + &self.said()
    }
}

/// What a question's comparisons read as on table `t`.
#[derive(Debug, Default)]
pub(crate) struct Comparisons {
    pub(crate) applied: Vec<Compared>,
    /// The words of a comparison whose measure is not clear ("more than 3"), as typed.
    pub(crate) unclear: Vec<String>,
}

impl Comparisons {
    /// The columns compared, by name: a measure compared is no figure asked for.
    pub(crate) fn fields<'t>(&self, t: &'t Table) -> Vec<&'t str> {
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = Vec::new();
        for c in &self.applied {
            if let Some(f) = c.field(t) {
                out.push(f);
            }
        }
        out
    }
}

/// The question's comparisons (`ask::comparisons`) on table `t`. A figure compares the measure named by the words
/// right after it ("2 hours"), else the measure the question names, else the table's only
/// measure.
pub(crate) fn read(spans: &[Span], asked: &Asked, config: &Config, t: &Table) -> Comparisons {
    let mut out = Comparisons::default();
    let words = &asked.words;
    let n = &config.normalizer;
    for span in spans {
        let end = span.end;
        // Loops, not a chain of adapters: each is code of its own in the page's wasm.
        let mut near = None;
        let next = words
            .get(end..(end + 4).min(words.len()))
            .unwrap_or_default();
        'words: for (k, word) in next.iter().enumerate() {
            let forms = [Some(word), asked.singular.get(end + k)];
            let names_it = |p: &String| {
                let first = n.name_words(p);
                first.first().is_some_and(|f| forms.contains(&Some(f)))
            };
            for m in &t.measures {
                if m.words.iter().any(names_it) || names_it(&m.field) {
                    near = Some(m);
                    break 'words;
                }
            }
        }
        let measure = match near {
            Some(m) => Some(m.field.clone()),
            None => measure_named(asked.said(), t, config).or_else(|| match &t.measures[..] {
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
                let said = words
                    .get(span.start..span.end)
                    .unwrap_or_default()
                    .joined(" ");
                if !out.unclear.contains(&said) {
                    out.unclear.push(said);
                }
            }
        }
    }
    out
}

/// A question's words and their singular with its comparisons' words blanked (see
/// `without_comparisons`), and the question for the rest.
pub(crate) struct Masked<'a> {
    pub(crate) asked: &'a Asked,
    words: Cow<'a, [String]>,
    singular: Cow<'a, [String]>,
}

impl Masked<'_> {
    pub(crate) fn said(&self) -> Said<'_> {
        Said {
            words: &self.words,
            singular: &self.singular,
        }
    }
}

/// `asked`'s words with its comparisons' words blanked: a comparison's words ("at least 2") are
/// its own, not an operation asked for ("how many claims needed at least 2 hours" counts
/// claims). Only the words and their singular are copied: the whole `Asked`'s clone was code of
/// its own in the page's wasm.
pub(crate) fn without_comparisons<'a>(asked: &'a Asked, spans: &[Span]) -> Masked<'a> {
    if spans.is_empty() {
        return Masked {
            asked,
            words: Cow::Borrowed(&asked.words),
            singular: Cow::Borrowed(&asked.singular),
        };
    }
    let mut words = asked.words.clone();
    let mut singular = asked.singular.clone();
    // Loops, not adapters: each is code of its own in the page's wasm.
    for s in spans {
        for i in s.start..s.end {
            if let Some(w) = words.get_mut(i) {
                w.clear();
            }
            if let Some(w) = singular.get_mut(i) {
                w.clear();
            }
        }
    }
    Masked {
        asked,
        words: Cow::Owned(words),
        singular: Cow::Owned(singular),
    }
}

/// The measure a question names: by one of its phrases ("repair time"), else by a word of one
/// that is no stopword ("the longest repair"), when only one measure has that word.
pub(crate) fn measure_named(said: Said, t: &Table, config: &Config) -> Option<String> {
    let n = &config.normalizer;
    let by_phrase = t
        .measures
        .iter()
        .find(|m| said.first_used(n, &m.words).is_some());
    if let Some(m) = by_phrase {
        return Some(m.field.clone());
    }
    // Loops, not a chain of adapters: each is code of its own in the page's wasm.
    let mut by_word: Vec<&str> = Vec::new();
    'measures: for m in &t.measures {
        for w in &m.words {
            // By reference: consuming the Vec was an IntoIter's code of its own.
            for token in &n.tokens(w) {
                if said.has_word(token) {
                    by_word.push(m.field.as_str());
                    continue 'measures;
                }
            }
        }
    }
    match by_word.as_slice() {
        [one] => Some(one.to_string()),
        _ => None,
    }
}
