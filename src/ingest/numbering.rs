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
//!   no lengths, no postings (`model::HOLE`);
//! - a new block takes a number freed by a block removed in this same build (whose chunk
//!   changes anyway), the lowest first, else one past the end. Holes left by earlier builds
//!   stay holes: filling one would change a chunk no other change touched;
//! - when holes pass a quarter of the numbers, the build numbers every block afresh (compacts)
//!   and says so: the one deploy that renames every chunk, chosen rather than accidental.
//!
//! A document's blocks are then one run of numbers only in a bundle built afresh, and questions
//! do not rely on it (`Bundle::siblings`). The statistics count blocks, not numbers
//! (`Index::holes`), so a bundle built over earlier ones scores as one built afresh from the
//! same blocks; only ties between equal scores, ordered by number, may differ.

use crate::base::hash::{Fnv, Map};
use crate::base::model::{Block, Doc};
use crate::bundle::updates::{Updates, MAX_REMOVALS};
use crate::bundle::Bundle;
use std::hash::Hasher;

/// Past this share of holes among the numbers, a build compacts.
pub const MAX_HOLES: f64 = 0.25;

/// Where each block of a build goes, and what that took.
#[derive(Clone, Debug, PartialEq)]
pub struct Numbering {
    /// The number of each block, in the order the corpus gave them.
    pub number_of: Vec<usize>,
    /// How many numbers there are, holes included.
    pub numbers: usize,
    /// What the report says.
    pub report: Report,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// Blocks that kept their number.
    pub kept: usize,
    /// New blocks in numbers freed by blocks this build removed.
    pub refilled: usize,
    /// New blocks past the earlier build's numbers.
    pub appended: usize,
    /// Blocks of the earlier build that this one does not have.
    pub removed: usize,
    /// Holes among the numbers of this build.
    pub holes: usize,
    /// When this build compacted: the holes and numbers it would have had otherwise.
    pub compacted: Option<(usize, usize)>,
    /// Documents added or changed, and removed, since the earlier build.
    pub docs_changed: usize,
    pub docs_removed: usize,
    /// This build's number (`Updates::build`).
    pub build: u32,
}

/// The numbers of `blocks` (in corpus order) in a build over `previous`, the blocks of the
/// earlier build by number, strings held (a complete bundle's: its blocks' ids are in its
/// chunks). `compact` numbers them afresh whatever the holes.
pub fn assign(previous: &[Block], blocks: &[Block], compact: bool) -> Numbering {
    // Each id's numbers in the earlier build, lowest first (an id twice keeps both, in order).
    let mut by_id: Map<&str, std::collections::VecDeque<usize>> = Map::default();
    for (n, b) in previous.iter().enumerate() {
        if !b.is_hole() {
            by_id.entry(b.id.as_str()).or_default().push_back(n);
        }
    }
    let mut taken = vec![false; previous.len()];
    let mut number_of: Vec<Option<usize>> = blocks
        .iter()
        .map(|b| {
            let n = by_id.get_mut(b.id.as_str())?.pop_front()?;
            taken[n] = true;
            Some(n)
        })
        .collect();
    let mut report = Report {
        kept: number_of.iter().flatten().count(),
        ..Report::default()
    };
    // Numbers freed by this build: blocks of the earlier one not kept.
    let mut freed = previous
        .iter()
        .enumerate()
        .filter(|(n, b)| !b.is_hole() && !taken[*n])
        .map(|(n, _)| n);
    report.removed = previous.iter().filter(|b| !b.is_hole()).count() - report.kept;
    let mut end = previous.len();
    for n in number_of.iter_mut().filter(|n| n.is_none()) {
        *n = Some(match freed.next() {
            Some(f) => {
                report.refilled += 1;
                f
            }
            None => {
                report.appended += 1;
                end += 1;
                end - 1
            }
        });
    }
    let number_of: Vec<usize> = number_of.into_iter().flatten().collect();
    let numbers = number_of.iter().max().map_or(0, |m| m + 1);
    let holes = numbers - blocks.len();
    if compact || holes as f64 > MAX_HOLES * numbers as f64 {
        report.compacted = Some((holes, numbers));
        return Numbering {
            number_of: (0..blocks.len()).collect(),
            numbers: blocks.len(),
            report,
        };
    }
    report.holes = holes;
    Numbering {
        number_of,
        numbers,
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

/// The updates of a build over `previous`: its number, and for each of `docs` (with `blocks`,
/// in any order) the build that last changed it, kept from `previous` for a document whose
/// content is the same (by id; a document is its metadata and its blocks' content).
pub fn updates(previous: &Bundle, docs: &[Doc], blocks: &[Block], report: &mut Report) -> Updates {
    let build = previous.updates.build.saturating_add(1);
    let before: Map<&str, (u64, u32)> = signatures(&previous.docs, &previous.blocks)
        .into_iter()
        .zip(&previous.docs)
        .zip(&previous.updates.changed)
        .map(|((sig, d), &changed)| (d.id.as_str(), (sig, changed)))
        .collect();
    let now = signatures(docs, blocks);
    let changed: Vec<u32> = docs
        .iter()
        .zip(&now)
        .map(|(d, sig)| match before.get(d.id.as_str()) {
            Some((was, changed)) if was == sig => *changed,
            _ => build,
        })
        .collect();
    let ids: crate::base::hash::Set<&str> = docs.iter().map(|d| d.id.as_str()).collect();
    let removed = before.keys().filter(|id| !ids.contains(*id)).count();
    let mut removals = previous.updates.removed.clone();
    if removed > 0 {
        removals.push((build, u32::try_from(removed).unwrap_or(u32::MAX)));
    }
    let drop = removals.len().saturating_sub(MAX_REMOVALS);
    removals.drain(..drop);
    report.build = build;
    report.docs_changed = changed.iter().filter(|&&b| b == build).count();
    report.docs_removed = removed;
    Updates {
        build,
        changed,
        removed: removals,
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
            let mut h = Fnv::default();
            let lists = [&d.products, &d.groups, &d.markets];
            for part in [&*d.id, &*d.title]
                .into_iter()
                .chain(lists.into_iter().flat_map(|l| l.iter().map(String::as_str)))
            {
                write(&mut h, part);
            }
            // The rest is small and plain data: its Debug form is its content.
            let rest = format!(
                "{:?}{:?}{:?}{:?}{:?}{:?}",
                d.valid_from, d.valid_to, d.superseded, d.superseded_by, d.superseded_from, d.table
            );
            write(&mut h, &rest);
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
        let prev: Vec<Block> = prev
            .iter()
            .map(|i| i.map_or_else(Block::hole, block))
            .collect();
        let blocks: Vec<Block> = now.iter().map(|i| block(i)).collect();
        assign(&prev, &blocks, false)
    }

    #[test]
    fn keeps_numbers_and_refills_what_this_build_freed() {
        fn ids(s: &str) -> Vec<Option<&str>> {
            s.split(' ').map(Some).collect()
        }
        // One block added before the others: the others keep their numbers, it goes last.
        let n = numbers(&ids("a b c d"), &["new", "a", "b", "c", "d"]);
        assert_eq!(n.number_of, [4, 0, 1, 2, 3]);
        assert_eq!((n.report.kept, n.report.appended, n.numbers), (4, 1, 5));
        // b removed, x added: x takes b's number.
        let n = numbers(&ids("a b c d"), &["a", "x", "c", "d"]);
        assert_eq!(n.number_of, [0, 1, 2, 3]);
        assert_eq!((n.report.refilled, n.report.removed), (1, 1));
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
