//! What changed between builds of a bundle folder, in its head: a device that holds an earlier
//! build says how many documents the new one changed (the page's "updated: N documents") from
//! the two heads alone, without the chunks or the documents' ids (which are in chunks).
//!
//! Each build built over an earlier one (`atlas build` into a folder holding one) is numbered one
//! more than it; each document carries the build in which it was added or last changed, and the
//! head lists how many documents each build removed. Written as runs (a library's documents mostly
//! share their build), so a head grows by a few bytes, not by one per document.

use crate::base::wire::{Reader, Writer};

/// At most this many builds' removals are kept (the oldest go): a device that many builds behind
/// hears of fewer removals than there were.
pub const MAX_REMOVALS: usize = 512;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Updates {
    /// This build's number: one more than the build it was built over, 1 for a first build.
    pub build: u32,
    /// Per document, the build that added it or last changed it (never above `build`).
    pub changed: Vec<u32>,
    /// `(build, documents it removed)` for the builds that removed any, oldest first.
    pub removed: Vec<(u32, u32)>,
}

impl Updates {
    /// A first build: every document new in it.
    pub fn first(docs: usize) -> Updates {
        Updates {
            build: 1,
            changed: vec![1; docs],
            removed: Vec::new(),
        }
    }

    /// The documents added, changed or removed after build `since`: what a device holding that
    /// build finds changed in this one. None when `since` is not an earlier build of this
    /// folder's (this build or a later number: the folder was built afresh since), for which
    /// every document is new.
    pub fn since(&self, since: u32) -> Option<u64> {
        if since >= self.build {
            return None;
        }
        let changed = self.changed.iter().filter(|&&b| b > since).count() as u64;
        let removed: u64 = self
            .removed
            .iter()
            .filter(|(b, _)| *b > since)
            .map(|(_, n)| u64::from(*n))
            .sum();
        Some(changed + removed)
    }

    pub fn write(&self, w: &mut Writer) {
        w.u64(u64::from(self.build));
        let mut runs: Vec<(u32, usize)> = Vec::new();
        for &b in &self.changed {
            match runs.last_mut() {
                Some((v, n)) if *v == b => *n += 1,
                _ => runs.push((b, 1)),
            }
        }
        w.usize(runs.len());
        for (b, n) in runs {
            w.u64(u64::from(b));
            w.usize(n);
        }
        w.usize(self.removed.len());
        for &(b, n) in &self.removed {
            w.u64(u64::from(b));
            w.u64(u64::from(n));
        }
    }

    /// Reads what `write` wrote for a head of `docs` documents.
    #[inline(never)] // see bundle::decode
    pub fn read(r: &mut Reader, docs: usize) -> Result<Updates, String> {
        r.what = "updates";
        let build = r.u32()?;
        let runs = r.count()?;
        let mut changed = Vec::with_capacity(docs);
        for _ in 0..runs {
            let b = r.u32()?;
            let n = r.u64()?;
            // Bounded before it is allocated: the runs must cover the documents exactly.
            let room = (docs - changed.len()) as u64;
            if b > build || n > room {
                return Err(
                    "updates: a document's build is past this one, or past the documents".into(),
                );
            }
            changed.resize(changed.len() + n as usize, b);
        }
        if changed.len() != docs {
            return Err(format!(
                "updates: {} of {docs} documents have a build",
                changed.len()
            ));
        }
        let n = r.count()?;
        let mut removed = Vec::with_capacity(n);
        for _ in 0..n {
            removed.push((r.u32()?, r.u32()?));
        }
        Ok(Updates {
            build,
            changed,
            removed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::shared_text::Payload;
    use std::sync::Arc;

    fn round_trip(u: &Updates) -> Result<Updates, String> {
        let mut w = Writer::new();
        u.write(&mut w);
        let file = Arc::new(w.buf);
        let mut p = Payload::new(&file, 0);
        Updates::read(&mut p, u.changed.len())
    }

    #[test]
    fn counts_what_changed_after_a_build() {
        let u = Updates {
            build: 5,
            changed: vec![1, 1, 3, 5, 1, 4],
            removed: vec![(2, 7), (5, 1)],
        };
        assert_eq!(round_trip(&u), Ok(u.clone()));
        assert_eq!(
            u.since(4),
            Some(1 + 1),
            "one changed in 5, one removed by 5"
        );
        assert_eq!(u.since(3), Some(2 + 1));
        assert_eq!(u.since(1), Some(3 + 8));
        assert_eq!(u.since(5), None, "the same build number: another lineage");
        assert_eq!(u.since(9), None);
    }

    #[test]
    fn refuses_runs_that_miss_the_documents() {
        let u = Updates {
            build: 2,
            changed: vec![1, 2, 2],
            removed: Vec::new(),
        };
        let mut w = Writer::new();
        u.write(&mut w);
        let file = Arc::new(w.buf);
        let mut p = Payload::new(&file, 0);
        assert!(
            Updates::read(&mut p, 2).is_err(),
            "three documents' runs for two"
        );
        let mut p = Payload::new(&file, 0);
        assert!(
            Updates::read(&mut p, 4).is_err(),
            "three documents' runs for four"
        );
        let past = Updates {
            build: 2,
            changed: vec![3],
            removed: Vec::new(),
        };
        assert!(
            round_trip(&past).is_err(),
            "a document changed after this build"
        );
    }
}
