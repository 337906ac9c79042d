//! What changed between builds of a bundle folder, in its head: a device that holds an earlier
//! build says how many documents the new one changed (the page's "updated: N documents") from
//! the new head alone, without the chunks or the documents' ids (which are in chunks).
//!
//! Each build made over an earlier one (`atlas build` into a folder holding one) is numbered one
//! more than it when it changed anything (`ingest::numbering`). The head gives the page, as a
//! line of JSON its worker parses, this build's number and per build how many documents it
//! added, changed or removed that no later build changed again: what a device holding build `s`
//! finds changed is the sum over the builds after `s` (`History::since`). The rest is the
//! builder's record (`History`: each document's last build, the removals, where the index's
//! tail starts), which the next build reads and the page keeps unread.

use crate::base::shared_text::{Payload, SharedBytes};
use crate::base::text::Joined;
use crate::base::wire::{Reader, Writer};

/// At most this many builds are counted (the oldest go): a device that many builds behind
/// hears of fewer changes than there were.
pub const MAX_BUILDS: usize = 512;

/// The head's section: the page's part and the builder's, in one run of bytes, read as a view
/// of the head: the page's part's length (u32 LE), that part, then the builder's.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Updates {
    pub bytes: SharedBytes,
}

impl Updates {
    pub fn write(&self, w: &mut Writer) {
        w.usize(self.bytes.as_bytes().len());
        w.buf.extend_from_slice(self.bytes.as_bytes());
    }

    pub fn read(r: &mut Payload) -> Result<Updates, String> {
        r.what = "updates";
        let n = r.count_once()?;
        Ok(Updates {
            bytes: r.take_shared(n)?,
        })
    }

    fn parts(&self) -> (&[u8], &[u8]) {
        let b = self.bytes.as_bytes();
        let n = b
            .get(..4)
            .map_or(0, |n| u32::from_le_bytes([n[0], n[1], n[2], n[3]]) as usize);
        let rest = b.get(4..).unwrap_or_default();
        rest.split_at(n.min(rest.len()))
    }

    /// `{"build":B,"counts":[[b,n],...]}`: this build's number and, for each build that
    /// changed any, the documents it added, changed or removed that no later build changed
    /// again (`History::updates`), for the page's worker; "" in a bundle no build numbered
    /// (tests make them) or a crafted one.
    pub fn page(&self) -> &str {
        std::str::from_utf8(self.parts().0).unwrap_or_default()
    }
}

/// The builder's record of a bundle's builds, which the next build over it reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// This build's number: one more than the build it was made over when it changed anything,
    /// 1 for a first build.
    pub build: u32,
    /// Per document, the build that added it or last changed it (never above `build`).
    pub changed: Vec<u32>,
    /// `(build, documents it removed)` for the builds that removed any, oldest first.
    pub removed: Vec<(u32, u32)>,
    /// The first block number of the index's tail (`Index::build_over`): blocks numbered from
    /// there have their postings in the tail's term chunks.
    pub tail_start: u32,
}

impl History {
    /// A first build's: every document new in build 1, no tail.
    pub fn first(docs: usize, numbers: usize) -> History {
        History {
            build: 1,
            changed: vec![1; docs],
            removed: Vec::new(),
            tail_start: u32::try_from(numbers).unwrap_or(u32::MAX),
        }
    }

    /// For each build that changed any document, how many it added, changed or removed that no
    /// later build changed again, oldest first (at most `MAX_BUILDS`, the latest).
    pub fn counts(&self) -> Vec<(u32, u32)> {
        let mut counts: Vec<(u32, u32)> = Vec::new();
        let mut add = |b: u32, n: u32| match counts.iter_mut().find(|(x, _)| *x == b) {
            Some((_, c)) => *c = c.saturating_add(n),
            None => counts.push((b, n)),
        };
        for &b in &self.changed {
            add(b, 1);
        }
        for &(b, n) in &self.removed {
            add(b, n);
        }
        counts.sort_unstable();
        let drop = counts.len().saturating_sub(MAX_BUILDS);
        counts.drain(..drop);
        counts
    }

    /// The documents added, changed or removed after build `since`: what a device holding that
    /// build finds changed in this one (the page's worker sums the same counts). None when
    /// `since` is not an earlier build of this folder's (this build or a later number: the
    /// folder was built afresh since), for which every document is new.
    pub fn since(&self, since: u32) -> Option<u64> {
        (since < self.build).then(|| {
            self.counts()
                .iter()
                .filter(|(b, _)| *b > since)
                .map(|(_, n)| u64::from(*n))
                .sum()
        })
    }

    /// The head's `Updates` of this history.
    pub fn updates(&self) -> Updates {
        let counts: Vec<String> = self
            .counts()
            .iter()
            .map(|(b, n)| format!("[{b},{n}]"))
            .collect();
        let page = format!(
            r#"{{"build":{},"counts":[{}]}}"#,
            self.build,
            counts.joined(",")
        );
        let mut w = Writer::new();
        w.u64(u64::from(self.build));
        w.u64(u64::from(self.tail_start));
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
        let mut bytes = (page.len() as u32).to_le_bytes().to_vec();
        bytes.extend_from_slice(page.as_bytes());
        bytes.extend_from_slice(&w.buf);
        Updates {
            bytes: bytes.into(),
        }
    }

    /// The history in `updates`, of a head of `docs` documents: an error when it has none that
    /// fits (a bundle no build numbered, or a crafted one).
    pub fn read(updates: &Updates, docs: usize) -> Result<History, String> {
        let mut r = Reader::new(updates.parts().1);
        r.what = "history";
        let build = r.u32()?;
        let tail_start = r.u32()?;
        let runs = r.count_once()?;
        let mut changed = Vec::with_capacity(docs);
        for _ in 0..runs {
            let b = r.u32()?;
            let n = r.u64()?;
            // Bounded before it is allocated: the runs must cover the documents exactly.
            let room = (docs - changed.len()) as u64;
            if b > build || n > room {
                return Err(
                    "history: a document's build is past this one, or past the documents".into(),
                );
            }
            changed.resize(changed.len() + n as usize, b);
        }
        if changed.len() != docs {
            return Err(format!(
                "history: {} of {docs} documents have a build",
                changed.len()
            ));
        }
        let n = r.count_once()?;
        let mut removed = Vec::with_capacity(n);
        for _ in 0..n {
            removed.push((r.u32()?, r.u32()?));
        }
        Ok(History {
            build,
            changed,
            removed,
            tail_start,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn round_trip(u: &Updates) -> Updates {
        let mut w = Writer::new();
        u.write(&mut w);
        let file = Arc::new(w.buf);
        let mut p = Payload::new(&file, 0);
        Updates::read(&mut p).unwrap()
    }

    #[test]
    fn counts_what_changed_after_a_build() {
        let h = History {
            build: 5,
            changed: vec![1, 1, 3, 5, 1, 4],
            removed: vec![(2, 7), (5, 1)],
            tail_start: 40,
        };
        assert_eq!(h.counts(), [(1, 3), (2, 7), (3, 1), (4, 1), (5, 2)]);
        let back = round_trip(&h.updates());
        assert_eq!(
            back.page(),
            r#"{"build":5,"counts":[[1,3],[2,7],[3,1],[4,1],[5,2]]}"#
        );
        assert_eq!(History::read(&back, 6), Ok(h.clone()));
        assert_eq!(
            h.since(4),
            Some(1 + 1),
            "one changed in 5, one removed by 5"
        );
        assert_eq!(h.since(3), Some(2 + 1));
        assert_eq!(h.since(1), Some(3 + 8));
        assert_eq!(h.since(5), None, "the same build number: another lineage");
        assert_eq!(h.since(9), None);
    }

    #[test]
    fn refuses_a_history_that_misses_the_documents() {
        let h = History {
            build: 2,
            changed: vec![1, 2, 2],
            removed: Vec::new(),
            tail_start: 0,
        };
        let u = round_trip(&h.updates());
        assert!(
            History::read(&u, 2).is_err(),
            "three documents' runs for two"
        );
        assert!(
            History::read(&u, 4).is_err(),
            "three documents' runs for four"
        );
        let past = History {
            build: 2,
            changed: vec![3],
            ..History::default()
        };
        assert!(
            History::read(&past.updates(), 1).is_err(),
            "a document changed after this build"
        );
        assert!(History::read(&Updates::default(), 0).is_err(), "no history");
    }
}
