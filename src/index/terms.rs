//! The term dictionary and the little-endian u32 arrays it is made of.

use crate::base::decimal::Whole;
use crate::base::shared_text::SharedBytes;

/// The term dictionary: sorted terms in one string, and per term where it ends, its document
/// frequency and where its posting list ends, as arrays of little-endian u32 that a loaded
/// bundle reads in place (loading walks no term). Its order, the arrays' monotony and the
/// document frequencies are not re-checked on load: a crafted bundle that breaks them only makes
/// lookups miss or scores wrong (see `U32s::span`); the arrays' lengths and last offsets are.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Terms {
    pub text: SharedBytes,
    pub ends: U32s,
    pub df: U32s,
    pub list_ends: U32s,
}

/// A little-endian u32 array in shared bytes; out-of-range reads give 0.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct U32s(pub SharedBytes);

impl U32s {
    pub fn get(&self, i: usize) -> u32 {
        i.checked_mul(4)
            .and_then(|at| self.0.as_bytes().get(at..at + 4))
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map_or(0, u32::from_le_bytes)
    }

    pub fn len(&self) -> usize {
        self.0.as_bytes().len() / 4
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn last(&self) -> u32 {
        self.len().checked_sub(1).map_or(0, |i| self.get(i))
    }

    /// For an array of end offsets: where item i starts and ends. Offsets that go backwards
    /// (only in a crafted bundle: loading does not walk the arrays) give an empty item.
    pub fn span(&self, i: usize) -> std::ops::Range<usize> {
        let start = if i == 0 { 0 } else { self.get(i - 1) as usize };
        let end = self.get(i) as usize;
        start.min(end)..end
    }
}

impl From<Vec<u32>> for U32s {
    fn from(v: Vec<u32>) -> U32s {
        U32s(
            v.iter()
                .flat_map(|x| x.to_le_bytes())
                .collect::<Vec<u8>>()
                .into(),
        )
    }
}

impl Terms {
    /// Checks that the arrays agree with each other and with the text and lists they index.
    pub fn check(&self, lists: usize) -> Result<(), String> {
        let n = self.ends.len();
        if self.df.len() != n || self.list_ends.len() != n {
            return Err("the term arrays differ in length".to_string());
        }
        let held = self.text.as_bytes().len();
        if self.ends.last() as usize != held {
            return Err(format!(
                "the terms end at byte {} of {} bytes of term text",
                Whole(self.ends.last() as usize),
                Whole(held)
            ));
        }
        if self.list_ends.last() as usize != lists {
            return Err(format!(
                "the terms' posting lists end at byte {} of {}",
                Whole(self.list_ends.last() as usize),
                Whole(lists)
            ));
        }
        Ok(())
    }
}
