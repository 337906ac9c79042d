//! Posting lists: per posting, the block's distance from the previous posting's block (varint),
//! then `body_tf << 1`, with the low bit set when title and heading frequencies follow. The
//! writer and the reader of that encoding.

use crate::base::wire::Writer;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Posting {
    pub block: u32,
    /// Term frequency in the title, heading and body.
    pub tf: [u32; 3],
}

pub fn encode(postings: &[Posting], w: &mut Writer) {
    let mut last = 0u32;
    for p in postings {
        w.u64(u64::from(p.block - last));
        last = p.block;
        // The common case, a body-only occurrence, takes one byte.
        if p.tf[0] == 0 && p.tf[1] == 0 && p.tf[2] < 64 {
            w.u64(u64::from(p.tf[2]) << 1);
        } else {
            w.u64((u64::from(p.tf[2]) << 1) | 1);
            w.u64(u64::from(p.tf[0]));
            w.u64(u64::from(p.tf[1]));
        }
    }
}

/// Decodes one posting list. A damaged list (a bundle with a valid checksum but crafted
/// content) ends at the damage: a block out of range, a repeated block or a broken number.
/// Its own varint reader: a question decodes thousands of postings, and the bundle `Reader`'s
/// error messages (formatted where a list ends) cost more than the postings around them.
pub struct Postings<'a> {
    pub(super) data: &'a [u8],
    pub(super) pos: usize,
    pub(super) block: Option<u64>,
    pub(super) blocks: u64,
    /// A second list read after this one ends (the index's tail's, `Index::postings`).
    pub(super) rest: &'a [u8],
}

impl Postings<'_> {
    #[inline(always)]
    fn varint(&mut self) -> Option<u64> {
        let &byte = self.data.get(self.pos)?;
        if byte & 0x80 == 0 {
            self.pos += 1;
            return Some(u64::from(byte));
        }
        self.varint_long()
    }

    /// A number of more than one byte: apart, as `wire::Reader::u64_long` is, so that each
    /// decoder inlined in the page's wasm (a question's postings are read in several places)
    /// carries only the one-byte case.
    #[inline(never)]
    fn varint_long(&mut self) -> Option<u64> {
        let &byte = self.data.get(self.pos)?;
        self.pos += 1;
        let mut v = u64::from(byte & 0x7f);
        let mut shift = 7;
        loop {
            let &byte = self.data.get(self.pos)?;
            self.pos += 1;
            v |= u64::from(byte & 0x7f).checked_shl(shift)?;
            if byte & 0x80 == 0 {
                return Some(v);
            }
            shift += 7;
            if shift >= 64 {
                return None;
            }
        }
    }

    #[inline(always)]
    fn small(&mut self) -> Option<u32> {
        u32::try_from(self.varint()?).ok()
    }

    /// At the end of the list, goes on with the second one (whether there is one); damage ends
    /// both: no posting after it is read.
    #[inline(never)]
    fn then_rest(&mut self) -> bool {
        if self.pos < self.data.len() || self.rest.is_empty() {
            self.blocks = 0;
            return false;
        }
        self.data = std::mem::take(&mut self.rest);
        (self.pos, self.block) = (0, None);
        true
    }

    #[inline(always)]
    fn next_posting(&mut self) -> Option<Posting> {
        let delta = self.varint()?;
        let block = match self.block {
            None => delta,
            Some(_) if delta == 0 => return None,
            Some(b) => b.checked_add(delta)?,
        };
        if block >= self.blocks {
            return None;
        }
        self.block = Some(block);
        let head = self.small()?;
        let tf = if head & 1 == 0 {
            [0, 0, head >> 1]
        } else {
            [self.small()?, self.small()?, head >> 1]
        };
        Some(Posting {
            block: block as u32,
            tf,
        })
    }
}

impl Iterator for Postings<'_> {
    type Item = Posting;

    #[inline(always)]
    fn next(&mut self) -> Option<Posting> {
        loop {
            if let Some(p) = self.next_posting() {
                return Some(p);
            }
            if !self.then_rest() {
                return None;
            }
        }
    }
}
