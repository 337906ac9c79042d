//! Block numbers across builds. A block's number is where its postings point and which block
//! chunk holds it; numbered by position, a document added or removed before others moved every
//! later block, and a new build renamed almost every chunk of the library (one early page
//! deleted: 1,888 of 1,890 files of the Rust documentation at 4x), which every device then
//! downloaded again. A build over an earlier one (`carve::carve_over`) keeps each block's
//! number instead:
//!
//! - a block is the earlier build's block of the same id (`DOC#section`, `TABLE#KEY`), and keeps
//!   its number whether or not its text changed: an edited block's postings then change only
//!   for the words the edit added or removed, where a new number would have changed the list of
//!   every word of the block, and its chunk changes either way;
//! - a block the new build no longer has leaves its number empty, a hole: no document, no text,
//!   no lengths (`model::HOLE`); its postings stay in the base's lists, scoring nothing
//!   (`Index::build_over`), so that removing a document renames its block chunks and no term
//!   chunk;
//! - a new block takes a number past the end, in the index's tail (`Index::build_over`): its
//!   postings go to the tail's few term chunks, not to every chunk holding one of its words.
//!   A hole is never filled: the base's lists still name it;
//! - when the tail passes a twentieth of the blocks, the build folds it into the base (and
//!   drops the removed blocks' postings): every term chunk holding a word of the tail is
//!   renamed, the block chunks are not; when holes pass a quarter of the numbers, the build
//!   numbers every block afresh (compacts): every chunk is renamed. Either is said, the only
//!   deploys that cost a large download, chosen rather than accidental.
//!
//! A document's blocks are then one run of numbers only in a bundle built afresh, and questions
//! do not rely on it (`Bundle::siblings`). The statistics count blocks, not numbers (`Index::df`,
//! `Index::blocks`), so a bundle built over earlier ones scores as one built afresh from the
//! same blocks; only ties between equal scores, ordered by number, may differ.

use crate::base::hash::{Fnv, Map};
use crate::base::model::{Block, Doc};
use crate::bundle::updates::{History, MAX_BUILDS};
use crate::bundle::Bundle;
use std::hash::Hasher;

/// Past this share of holes among the numbers, a build compacts.
pub const MAX_HOLES: f64 = 0.25;

/// Past this share of the blocks in the index's tail, a build folds the tail into the base.
pub const MAX_TAIL: f64 = 0.05;

/// Where each block of a build goes, and what that took.
#[derive(Clone, Debug, PartialEq)]
pub struct Numbering {
    /// The number of each block, in the order the corpus gave them.
    pub number_of: Vec<usize>,
    /// How many numbers there are, holes included.
    pub numbers: usize,
    /// The first number of the index's tail: `numbers` when there is none (a first build, a
    /// fold, a compaction).
    pub tail_start: usize,
    /// What the report says.
    pub report: Report,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Blocks that kept their number.
    pub kept: usize,
    /// New blocks, past the earlier build's numbers.
    pub appended: usize,
    /// Blocks of the earlier build that this one does not have.
    pub removed: usize,
    /// Holes among the numbers of this build.
    pub holes: usize,
    /// Blocks in the index's tail.
    pub tail: usize,
    /// When this build compacted: the holes and numbers it would have had otherwise.
    pub compacted: Option<(usize, usize)>,
    /// When this build folded the tail into the base: the tail's blocks and all blocks.
    pub folded: Option<(usize, usize)>,
    /// Documents added or changed, and removed, since the earlier build.
    pub docs_changed: usize,
    pub docs_removed: usize,
    /// This build's number (`Updates::build`).
    pub build: u32,
    /// Its head is the earlier build's, byte for byte (no document changed, nor anything else):
    /// it keeps that build's number, and no device downloads anything.
    pub unchanged: bool,
}

/// The numbers of `blocks` (in corpus order) in a build over `previous`, the blocks of the
/// earlier build by number, strings held (a complete bundle's: its blocks' ids are in its
/// chunks), whose tail started at `tail_start`. `compact` numbers them afresh whatever the holes.
pub fn assign(previous: &[Block], tail_start: usize, blocks: &[Block], compact: bool) -> Numbering {
    // Each id's numbers in the earlier build, lowest first (an id twice keeps both, in order).
    let mut by_id: Map<&str, std::collections::VecDeque<usize>> = Map::default();
    for (n, b) in previous.iter().enumerate() {
        if !b.is_hole() {
            by_id.entry(b.id.as_str()).or_default().push_back(n);
        }
    }
    let mut number_of: Vec<Option<usize>> = blocks
        .iter()
        .map(|b| by_id.get_mut(b.id.as_str())?.pop_front())
        .collect();
    let mut report = Report {
        kept: number_of.iter().flatten().count(),
        ..Report::default()
    };
    report.removed = previous.iter().filter(|b| !b.is_hole()).count() - report.kept;
    let mut end = previous.len();
    for n in number_of.iter_mut().filter(|n| n.is_none()) {
        report.appended += 1;
        *n = Some(end);
        end += 1;
    }
    let number_of: Vec<usize> = number_of.into_iter().flatten().collect();
    let numbers = end;
    let holes = numbers - blocks.len();
    if compact || holes as f64 > MAX_HOLES * numbers as f64 {
        report.compacted = Some((holes, numbers));
        return Numbering {
            number_of: (0..blocks.len()).collect(),
            numbers: blocks.len(),
            tail_start: blocks.len(),
            report,
        };
    }
    report.holes = holes;
    let tail_start = tail_start.min(previous.len());
    let tail = number_of.iter().filter(|&&n| n >= tail_start).count();
    if tail as f64 > MAX_TAIL * blocks.len() as f64 {
        report.folded = Some((tail, blocks.len()));
        return Numbering {
            number_of,
            numbers,
            tail_start: numbers,
            report,
        };
    }
    report.tail = tail;
    Numbering {
        number_of,
        numbers,
        tail_start,
        report,
    }
}

/// `blocks` at their numbers, holes between.
pub fn place(blocks: Vec<Block>, numbering: &Numbering) -> Vec<Block> {
    let mut out = vec![Block::hole(); numbering.numbers];
    for (b, &n) in blocks.into_iter().zip(&numbering.number_of) {
        if let Some(slot) = out.get_mut(n) {
            *slot = b;
        }
    }
    out
}

/// The history of a build over `previous` (whose own is `before`), of `docs` (with `blocks`, in
/// any order), numbered `build`: for each document the build that last changed it, kept from
/// `before` for a document whose content is the same (by id; a document is its metadata and
/// its blocks' content), and the removals.
pub fn history(
    previous: &Bundle,
    before: &History,
    docs: &[Doc],
    blocks: &[Block],
    build: u32,
    tail_start: usize,
    report: &mut Report,
) -> History {
    let was: Map<&str, (u64, u32)> = signatures(&previous.docs, &previous.blocks)
        .into_iter()
        .zip(&previous.docs)
        .zip(&before.changed)
        .map(|((sig, d), &changed)| (d.id.as_str(), (sig, changed)))
        .collect();
    let now = signatures(docs, blocks);
    let changed: Vec<u32> = docs
        .iter()
        .zip(&now)
        .map(|(d, sig)| match was.get(d.id.as_str()) {
            Some((sig_was, changed)) if sig_was == sig => *changed,
            _ => build,
        })
        .collect();
    let ids: crate::base::hash::Set<&str> = docs.iter().map(|d| d.id.as_str()).collect();
    let removed = was.keys().filter(|id| !ids.contains(*id)).count();
    let mut removals = before.removed.clone();
    if removed > 0 {
        removals.push((build, u32::try_from(removed).unwrap_or(u32::MAX)));
    }
    let drop = removals.len().saturating_sub(MAX_BUILDS);
    removals.drain(..drop);
    report.build = build;
    report.docs_changed = changed.iter().filter(|&&b| b == build).count();
    report.docs_removed = removed;
    History {
        build,
        changed,
        removed: removals,
        tail_start: u32::try_from(tail_start).unwrap_or(u32::MAX),
    }
}

/// A hash of each document's content: its metadata and its blocks' (their sum, so that the
/// order the blocks are numbered in does not count).
fn signatures(docs: &[Doc], blocks: &[Block]) -> Vec<u64> {
    let mut sums = vec![0u64; docs.len()];
    for b in blocks {
        if let Some(s) = sums.get_mut(b.doc) {
            let mut h = Fnv::default();
            for part in [&*b.id, &*b.section, &*b.heading, &*b.text]
                .into_iter()
                .chain(b.products.iter().map(String::as_str))
                .chain(b.fields.iter().map(String::as_str))
            {
                write(&mut h, part);
            }
            *s = s.wrapping_add(h.finish());
        }
    }
    docs.iter()
        .zip(sums)
        .map(|(d, blocks)| {
            // A document is plain data: its Debug form is its content, every field of it.
            let mut h = Fnv::default();
            write(&mut h, &format!("{d:?}"));
            h.write_u64(blocks);
            h.finish()
        })
        .collect()
}

/// A string and its end: no two strings run into one.
fn write(h: &mut Fnv, s: &str) {
    h.write(s.as_bytes());
    h.write(&[0xff]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(id: &str) -> Block {
        Block {
            id: id.into(),
            doc: 0,
            section: "".into(),
            heading: "".into(),
            text: "".into(),
            products: Vec::new(),
            fields: Vec::new(),
        }
    }

    fn numbers(prev: &[Option<&str>], now: &[&str]) -> Numbering {
        numbers_from(prev, prev.len(), now)
    }

    fn numbers_from(prev: &[Option<&str>], tail_start: usize, now: &[&str]) -> Numbering {
        let prev: Vec<Block> = prev
            .iter()
            .map(|i| i.map_or_else(Block::hole, block))
            .collect();
        let blocks: Vec<Block> = now.iter().map(|i| block(i)).collect();
        assign(&prev, tail_start, &blocks, false)
    }

    #[test]
    fn keeps_numbers_and_never_fills_a_hole() {
        fn ids(s: &str) -> Vec<Option<&str>> {
            s.split(' ').map(Some).collect()
        }
        // One block added before the others: the others keep their numbers, it goes last.
        let n = numbers(&ids("a b c d"), &["new", "a", "b", "c", "d"]);
        assert_eq!(n.number_of, [4, 0, 1, 2, 3]);
        assert_eq!((n.report.kept, n.report.appended, n.numbers), (4, 1, 5));
        // b removed, x added: x goes last, b's number is a hole (the base's lists name it).
        let n = numbers(&ids("a b c d"), &["a", "x", "c", "d"]);
        assert_eq!(n.number_of, [0, 4, 2, 3]);
        assert_eq!((n.report.removed, n.report.holes, n.numbers), (1, 1, 5));
        // a removed: a hole at 0.
        let n = numbers(&ids("a b c d"), &["b", "c", "d"]);
        assert_eq!(
            (n.number_of.clone(), n.numbers, n.report.holes),
            (vec![1, 2, 3], 4, 1)
        );
        // An earlier hole stays one: y goes last.
        let n = numbers(
            &[None, Some("b"), Some("c"), Some("d")],
            &["y", "b", "c", "d"],
        );
        assert_eq!(n.number_of, [4, 1, 2, 3]);
    }

    #[test]
    fn the_tail_holds_the_new_blocks_until_a_twentieth_then_folds() {
        let names: Vec<String> = (0..40).map(|i| format!("b{i}")).collect();
        let prev: Vec<Option<&str>> = names.iter().map(|n| Some(n.as_str())).collect();
        let with = |extra: &[&'static str]| -> Vec<&str> {
            names
                .iter()
                .map(String::as_str)
                .chain(extra.iter().copied())
                .collect()
        };
        // Two of 42 blocks added: in the tail, which starts where the earlier build's did.
        let n = numbers_from(&prev, 40, &with(&["x", "y"]));
        assert_eq!(
            (n.tail_start, n.report.tail, n.report.folded),
            (40, 2, None)
        );
        // The tail began at 38 (two added by an earlier build), three more: 5 of 43, folded.
        let n = numbers_from(&prev, 38, &with(&["x", "y", "z"]));
        assert_eq!((n.tail_start, n.report.folded), (43, Some((5, 43))));
    }

    #[test]
    fn compacts_past_a_quarter_of_holes() {
        let prev: Vec<Option<&str>> = ["a", "b", "c", "d", "e", "f", "g", "h"].map(Some).to_vec();
        // Two of eight removed: a quarter, kept.
        let n = numbers(&prev, &["c", "d", "e", "f", "g", "h"]);
        assert_eq!((n.report.compacted, n.report.holes), (None, 2));
        // Three of eight: compacted, numbered in corpus order.
        let n = numbers(&prev, &["d", "e", "f", "g", "h"]);
        assert_eq!(n.report.compacted, Some((3, 8)));
        assert_eq!((n.number_of, n.numbers), (vec![0, 1, 2, 3, 4], 5));
    }

    #[test]
    fn places_blocks_at_their_numbers() {
        let prev = ["a", "b", "c", "d", "e"].map(Some);
        let n = numbers(&prev, &["c", "a", "d", "e"]);
        let placed = place(["c", "a", "d", "e"].map(block).to_vec(), &n);
        let ids: Vec<String> = placed
            .iter()
            .map(|b| {
                if b.is_hole() {
                    "-".into()
                } else {
                    b.id.to_string()
                }
            })
            .collect();
        assert_eq!(ids, ["a", "-", "c", "d", "e"]);
    }
}
