//! A block chunk's payload: in one region, each block's four strings, then for a block that is
//! the first of its document in the chunk, when that document's id and title are not in the head
//! (`docs::in_chunks`), that id and title, read back as views of the chunk (see `SharedText`);
//! then per block the lengths of its six strings (the document's two are empty for any other
//! block). A document spread over several chunks is in each of them. The rest of a block
//! (document, products, record fields) is in the head. A hole (a block number no block holds)
//! has nothing here: a chunk lists the blocks of its range, holes left out.

use crate::base::decimal::Whole;
use crate::base::model::{Block, Doc};
use crate::base::shared_text::{Payload, SharedText};
use crate::base::wire::Writer;
use std::sync::Arc;

/// A block's strings in the order a chunk stores them.
pub fn block_strings(b: &Block) -> [&str; 4] {
    [&b.id, &b.section, &b.heading, &b.text]
}

/// `docs[i]`: the id and title of the document whose first block in this chunk is `blocks[i]`,
/// when the head does not hold them.
pub fn write(blocks: &[&Block], docs: &[Option<[&str; 2]>], w: &mut Writer) {
    fn six<'a>((b, d): (&&'a Block, &Option<[&'a str; 2]>)) -> [&'a str; 6] {
        let [id, section, heading, text] = block_strings(b);
        let [doc_id, title] = d.unwrap_or(["", ""]);
        [id, section, heading, text, doc_id, title]
    }
    let all = || blocks.iter().zip(docs).flat_map(six);
    // The region comes first so that each block is made in one pass.
    w.usize(all().map(str::len).sum());
    for part in all() {
        w.buf.extend_from_slice(part.as_bytes());
    }
    w.usize(blocks.len());
    for part in all() {
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

/// Reads what `write` wrote for the blocks of `range` (its holes left out), then gives them
/// their strings, all or none: a block given its strings no longer counts as absent, so a chunk
/// that fails half-way must change nothing.
pub fn read(p: &mut Payload, range: &mut [Block], docs: &mut [Doc]) -> Result<(), String> {
    let held = range.iter().filter(|b| !b.is_hole()).count();
    p.what = "block strings";
    let n = p.count_once()?;
    let region = p.file_pos();
    p.bytes(n)?;
    let mut strings = Strings {
        file: p.file(),
        at: region,
        end: region + n,
    };
    p.what = "blocks";
    let count = p.count_once()?;
    if count != held {
        return Err(format!(
            "{} blocks where its range has {}",
            Whole(count),
            Whole(held)
        ));
    }
    let mut read = Vec::with_capacity(count);
    for i in 0..count {
        // Lengths in the region before, not counts of what follows: `Strings` bounds them.
        // Loops, not six inlined reads and six strings' clean-up on each error path.
        let mut lens = [0usize; 6];
        for l in &mut lens {
            *l = p.u32()? as usize;
        }
        let mut six: [SharedText; 6] = Default::default();
        for (s, l) in six.iter_mut().zip(lens) {
            *s = strings.next(l).ok_or_else(|| {
                format!(
                    "block strings: block {} runs past the {} bytes",
                    Whole(i),
                    Whole(n)
                )
            })?;
        }
        read.push(six);
    }
    if strings.at != strings.end {
        return Err(format!(
            "block strings: the blocks hold {} of {} bytes",
            Whole(strings.at - region),
            Whole(n)
        ));
    }
    if !p.at_end() {
        return Err(format!(
            "{} bytes left over after the blocks",
            Whole(p.remaining())
        ));
    }
    let blocks = range.iter_mut().filter(|b| !b.is_hole());
    // The read strings taken out by reference, not by consuming `read`: its IntoIter was code
    // of its own in the page's wasm.
    for (b, six) in blocks.zip(read.iter_mut()) {
        // Swapped in by one loop, the absent strings left in `read` to be dropped with it (and
        // the document's two, when it has them already, swapped into spares): six moves and a
        // drop of each old string, written out, were 12 copies and six drops in the page's wasm.
        let mut none = [SharedText::default(), SharedText::default()];
        let [id, title] = &mut none;
        // A document not in the head gets its strings from the first of its blocks here, even
        // empty ones (only in a crafted chunk): none stays absent in a chunk that is held. The
        // first here is the first to find them absent (a document's blocks need not be one run).
        let (id, title) = match docs.get_mut(b.doc) {
            Some(d) if d.id.absent_slot().is_some() => (&mut d.id, &mut d.title),
            _ => (id, title),
        };
        let to = [
            &mut b.id,
            &mut b.section,
            &mut b.heading,
            &mut b.text,
            id,
            title,
        ];
        for (to, from) in to.into_iter().zip(six.iter_mut()) {
            std::mem::swap(to, from);
        }
    }
    Ok(())
}
