//! What a route returns: the blocks it supplies, with how each got there, and what it learned on
//! the way (known facts, links followed, a figure, trace lines, the record scope).

use crate::ask::answer::Link;
use crate::ask::facts::Fact;
use crate::base::call::Call;

/// A block a route supplies, with how it got there.
#[derive(Clone, Debug, PartialEq)]
pub struct Supplied {
    pub(crate) block: usize,
    pub(crate) score: Option<f64>,
    pub(crate) via: Option<String>,
}

impl Supplied {
    pub(crate) fn scored(block: usize, score: f64) -> Supplied {
        Supplied {
            block,
            score: Some(score),
            via: None,
        }
    }

    pub(crate) fn plain(block: usize) -> Supplied {
        Supplied {
            block,
            score: None,
            via: None,
        }
    }

    /// Each of `blocks`, plain: one loop for every route that supplies rows as they are.
    pub(crate) fn plain_all(blocks: &[usize]) -> Vec<Supplied> {
        let mut out = Vec::with_capacity(blocks.len());
        for &b in blocks {
            out.push(Supplied::plain(b));
        }
        out
    }
}

#[derive(Clone, Debug)]
pub struct Found {
    pub(crate) evidence: Vec<Supplied>,
    pub(crate) known_facts: Vec<Fact>,
    pub(crate) links: Vec<Link>,
    pub(crate) figure: Option<f64>,
    pub(crate) trace: Vec<String>,
    /// The best evidence matches the question weakly (see `search::weak_match`).
    pub(crate) weak: bool,
    /// The record table and filters of list and calculate.
    pub(crate) scope: Option<crate::ask::answer::Scope>,
    /// Record rows a fact names that are not supplied (rows a list leaves out, rows on follow's
    /// path holding none): the answer names them as it names the supplied ones (`names`).
    pub(crate) said: Vec<usize>,
}

/// Out of line: each route's `..Found::default()` wrote every empty field again.
impl Default for Found {
    #[inline(never)]
    fn default() -> Found {
        Found {
            evidence: Vec::new(),
            known_facts: Vec::new(),
            links: Vec::new(),
            figure: None,
            trace: Vec::new(),
            weak: false,
            scope: None,
            said: Vec::new(),
        }
    }
}

impl Found {
    /// Two sides' findings as one answer's (`split`): the first side's blocks, then the
    /// second's not already supplied (each side's rows of a table the other chose rows of left
    /// out, `leave_rows_chosen`); both sides' facts, links and rows said; the first figure.
    pub(crate) fn joined(mut self, mut other: Found, bundle: &crate::bundle::Bundle) -> Found {
        self.leave_rows_chosen(&other, bundle);
        other.leave_rows_chosen(&self, bundle);
        // Taken out by reference (a plain one left in its place), not by consuming the Vec:
        // its IntoIter was code of its own in the page's wasm.
        for s in &mut other.evidence {
            if !self.evidence.iter().any(|e| e.block == s.block) {
                let plain = Supplied::plain(s.block);
                self.evidence.push(std::mem::replace(s, plain));
            }
        }
        // Appended, not extended: `extend` with a Vec was an iterator's code for each kind.
        self.known_facts.append(&mut other.known_facts);
        self.links.append(&mut other.links);
        self.figure = self.figure.or(other.figure);
        self.trace.append(&mut other.trace);
        self.weak = self.weak && other.weak;
        self.scope = self.scope.or(other.scope);
        self.said.append(&mut other.said);
        self
    }

    /// The other side of a split read a table and chose its rows (a period, a dealer): this
    /// side's rows of that table, found by their words alone ("how much does the GT-92 weigh"
    /// finds its sales rows by the product's name), are left out unless the other side chose
    /// them too: a row the question's period excludes is not evidence of either side.
    fn leave_rows_chosen(&mut self, other: &Found, bundle: &crate::bundle::Bundle) {
        let (Some(scope), None) = (&other.scope, &self.scope) else {
            return;
        };
        self.keep_evidence(&mut |s: &Supplied| {
            other.evidence.iter().any(|o| o.block == s.block)
                || bundle
                    .blocks
                    .get(s.block)
                    .and_then(|b| bundle.docs.get(b.doc))
                    .is_none_or(|d| d.id != scope.table)
        });
    }

    /// The evidence `keep` accepts, in its order: one instance of `retain` for every caller.
    pub(crate) fn keep_evidence(&mut self, keep: &mut dyn Call<Supplied, bool>) {
        self.evidence.retain(|s| keep.call(s));
    }

    /// What a record query says of the question's words it read loosely or could not read:
    /// in the known facts and the trace alike.
    pub(crate) fn note(&mut self, notes: &[String]) {
        for n in notes {
            self.trace.push(format!("records {n}"));
            self.known_facts.push(Fact::RecordNote(n.clone()));
        }
    }
}
