//! The blocks section of a bundle: every block's strings in one region, read back as views of
//! the file (see `SharedText`), then per block its document, string lengths, products and fields.

use crate::base::model::Block;
use crate::base::shared_text::SharedText;
use crate::base::wire::Reader;
use std::sync::Arc;

/// A block's strings in the order the bundle stores them.
pub fn block_strings(b: &Block) -> [&str; 4] {
    [&b.id, &b.section, &b.heading, &b.text]
}

/// The block strings region, handed out block by block.
pub struct Strings<'a> {
    pub file: &'a Arc<Vec<u8>>,
    pub at: usize,
    pub end: usize,
}

impl Strings<'_> {
    pub fn next(&mut self, len: usize) -> Option<SharedText> {
        let end = self.at.checked_add(len).filter(|e| *e <= self.end)?;
        let s = SharedText::slice(self.file, self.at, end);
        self.at = end;
        s
    }
}

/// One block: its document, strings, products and fields; None when its strings run past the
/// region. A function of its own so that a browser optimizes it after the first blocks instead
/// of running the whole loop as baseline code.
#[inline(never)]
pub fn read_block(
    r: &mut Reader,
    docs: usize,
    strings: &mut Strings,
) -> Result<Option<Block>, String> {
    let doc = r.index(docs)?;
    let lens = [r.count()?, r.count()?, r.count()?, r.count()?];
    let products = r.strs()?;
    let fields = r.strs()?;
    let [Some(id), Some(section), Some(heading), Some(text)] = lens.map(|l| strings.next(l)) else {
        return Ok(None);
    };
    Ok(Some(Block {
        id,
        doc,
        section,
        heading,
        text,
        products,
        fields,
    }))
}
