//! A block chunk's payload: the strings of a range of blocks in one region, read back as views
//! of the chunk (see `SharedText`), then per block the lengths of its four strings. The rest of
//! a block (document, products, record fields) is in the head.

use crate::base::model::Block;
use crate::base::shared_text::{Payload, SharedText};
use crate::base::wire::Writer;
use std::sync::Arc;

/// A block's strings in the order a chunk stores them.
pub fn block_strings(b: &Block) -> [&str; 4] {
    [&b.id, &b.section, &b.heading, &b.text]
}

pub fn write(blocks: &[Block], w: &mut Writer) {
    // The region comes first so that each block is made in one pass.
    w.usize(blocks.iter().flat_map(block_strings).map(str::len).sum());
    for b in blocks {
        for part in block_strings(b) {
            w.buf.extend_from_slice(part.as_bytes());
        }
    }
    w.usize(blocks.len());
    for b in blocks {
        for part in block_strings(b) {
            w.usize(part.len());
        }
    }
}

/// The strings region, handed out block by block.
struct Strings<'a> {
    file: &'a Arc<Vec<u8>>,
    at: usize,
    end: usize,
}

impl Strings<'_> {
    fn next(&mut self, len: usize) -> Option<SharedText> {
        let end = self.at.checked_add(len).filter(|e| *e <= self.end)?;
        let s = SharedText::slice(self.file, self.at, end);
        self.at = end;
        s
    }
}

/// Reads what `write` wrote for `blocks`, then gives them their strings, all or none: a block
/// given its strings no longer counts as absent, so a chunk that fails half-way must change
/// nothing.
pub fn read(p: &mut Payload, blocks: &mut [Block]) -> Result<(), String> {
    p.what = "block strings";
    let n = p.count()?;
    let region = p.file_pos();
    p.bytes(n)?;
    let mut strings = Strings {
        file: p.file(),
        at: region,
        end: region + n,
    };
    p.what = "blocks";
    let count = p.count()?;
    if count != blocks.len() {
        return Err(format!(
            "{count} blocks where its range has {}",
            blocks.len()
        ));
    }
    let mut read = Vec::with_capacity(count);
    for i in 0..count {
        // Lengths in the region before, not counts of what follows: `Strings` bounds them.
        let lens = [p.u32()?, p.u32()?, p.u32()?, p.u32()?].map(|l| l as usize);
        let [Some(id), Some(section), Some(heading), Some(text)] = lens.map(|l| strings.next(l))
        else {
            return Err(format!("block strings: block {i} runs past the {n} bytes"));
        };
        read.push([id, section, heading, text]);
    }
    if strings.at != strings.end {
        return Err(format!(
            "block strings: the blocks hold {} of {n} bytes",
            strings.at - region
        ));
    }
    if !p.at_end() {
        return Err(format!(
            "{} bytes left over after the blocks",
            p.remaining()
        ));
    }
    for (b, [id, section, heading, text]) in blocks.iter_mut().zip(read) {
        b.id = id;
        b.section = section;
        b.heading = heading;
        b.text = text;
    }
    Ok(())
}
