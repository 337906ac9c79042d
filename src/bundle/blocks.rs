//! A block chunk's payload: the strings of a range of blocks, then the id and title of each
//! document whose first block is among them and whose strings are not in the head
//! (`docs::in_chunks`), in one region, read back as views of the chunk (see `SharedText`); then
//! per block the lengths of its four strings, per document of its two. The rest of a block
//! (document, products, record fields) is in the head.

use crate::base::model::{Block, Doc};
use crate::base::shared_text::{Payload, SharedText};
use crate::base::wire::Writer;
use std::sync::Arc;

/// A block's strings in the order a chunk stores them.
pub fn block_strings(b: &Block) -> [&str; 4] {
    [&b.id, &b.section, &b.heading, &b.text]
}

pub fn write(blocks: &[Block], docs: &[[&str; 2]], w: &mut Writer) {
    let all = || {
        blocks
            .iter()
            .flat_map(block_strings)
            .chain(docs.iter().flatten().copied())
    };
    // The region comes first so that each block is made in one pass.
    w.usize(all().map(str::len).sum());
    for part in all() {
        w.buf.extend_from_slice(part.as_bytes());
    }
    w.usize(blocks.len());
    for b in blocks {
        for part in block_strings(b) {
            w.usize(part.len());
        }
    }
    w.usize(docs.len());
    for part in docs.iter().flatten() {
        w.usize(part.len());
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
pub fn read(
    p: &mut Payload,
    blocks: &mut [Block],
    docs: &mut [Doc],
    slot: u32,
) -> Result<(), String> {
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
    // The documents whose strings the head placed in this chunk, in the order of their first
    // blocks (the order `write` was given them).
    let mut own: Vec<usize> = Vec::new();
    for b in blocks.iter() {
        let lazy = docs.get(b.doc).and_then(|d| d.id.absent_slot()) == Some(slot);
        if lazy && own.last() != Some(&b.doc) && !own.contains(&b.doc) {
            own.push(b.doc);
        }
    }
    p.what = "documents";
    if p.count()? != own.len() {
        return Err("document strings: not the documents that start in this chunk".into());
    }
    let mut doc_strings = Vec::with_capacity(own.len());
    for &d in &own {
        let lens = [p.u32()?, p.u32()?].map(|l| l as usize);
        let [Some(id), Some(title)] = lens.map(|l| strings.next(l)) else {
            return Err("document strings: a document runs past the strings".into());
        };
        doc_strings.push((d, id, title));
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
    for (d, id, title) in doc_strings {
        if let Some(doc) = docs.get_mut(d) {
            doc.id = id;
            doc.title = title;
        }
    }
    Ok(())
}
