//! Chunks: the parts of a bundle a question fetches as it needs them (docs/progressive-bundles.md).
//!
//! A chunk is `ATLASCHK`, version (u16 LE), kind (u16 LE), then its payload: a term range's
//! dictionary slice and posting lists (`index::TermPart`), or a block range's strings
//! (`blocks`). The head's table gives each slot its kind, range, length and `checksum64`, which
//! is also its name: a chunk is used only when it is the one the head names, so a damaged,
//! foreign, stale or swapped chunk is refused by name and never answers. The chunk does not say
//! its slot (version 10's did): the head's checksum binds it to its slot already, and a slot in
//! the bytes renamed every chunk after a chunk added or removed by a new build.

use super::{blocks, Bundle, BundleError, CHUNK_VERSION, HEADER_LEN, PACKED};
use crate::base::decimal::Whole;
use crate::base::model::Block;
use crate::base::shared_text::{Payload, SharedText};
use crate::base::wire::{checksum64, hex, Reader, Writer};
use crate::index::{Index, TermPart};
use std::sync::Arc;

const MAGIC: &[u8; 8] = b"ATLASCHK";
const HEADER: usize = 12;

/// About how many bytes a chunk holds before it is cut (a block or term larger than that gets a
/// chunk of its own). A question reads a few terms and about ten blocks scattered over the
/// corpus, so what it fetches grows with the chunk size, and the head with the number of chunks
/// (about 11 bytes each). Measured on the Rust documentation (8 questions, bench/): at 32 KiB
/// each a question fetched 186 KB gzip of chunks (111 of them posting lists) after a 18 KB head;
/// at 8 KiB of terms and 16 KiB of blocks 79 KB after a 23 KB head, the head at 16 times that
/// corpus staying under Pagefind's own metadata.
#[derive(Clone, Debug)]
pub struct ChunkSizes {
    pub terms: usize,
    pub blocks: usize,
    /// The fewest terms a term chunk covers (`[bundle] min_terms_per_chunk`): a term range is
    /// cut only once it holds that many, whatever its bytes, and a last range with fewer joins
    /// the one before. 1 cuts by size alone, as before the setting: the common words of a large
    /// corpus then had a chunk each, whose name spelled the word a question read.
    pub min_terms: usize,
}

impl Default for ChunkSizes {
    fn default() -> ChunkSizes {
        ChunkSizes {
            terms: 8 * 1024,
            blocks: 16 * 1024,
            min_terms: crate::base::config::DEFAULT_MIN_TERMS_PER_CHUNK,
        }
    }
}

impl ChunkSizes {
    /// The default sizes with the floor `config` sets.
    pub fn of(config: &crate::base::config::Config) -> ChunkSizes {
        ChunkSizes {
            min_terms: config.bundle.min_terms_per_chunk,
            ..ChunkSizes::default()
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChunkKind {
    Terms,
    Blocks,
}

impl ChunkKind {
    fn code(self) -> u16 {
        match self {
            ChunkKind::Terms => 0,
            ChunkKind::Blocks => 1,
        }
    }

    fn letter(self) -> char {
        match self {
            ChunkKind::Terms => 't',
            ChunkKind::Blocks => 'b',
        }
    }
}

/// An entry of the head's chunk table.
#[derive(Clone, Debug, PartialEq)]
pub struct Chunk {
    pub kind: ChunkKind,
    /// Its range: term ids or block numbers, `start..end`.
    pub start: u32,
    pub end: u32,
    pub len: u32,
    /// Its `name_of`, which names its file: 6 bytes a chunk in the head, where a separate
    /// SHA-256 name cost 16 more per chunk (a tenth of a large corpus's head), and the page's
    /// wasm could only check the checksum anyway.
    pub checksum: u64,
    /// Whether its content is in the bundle.
    pub held: bool,
}

impl Chunk {
    /// Its file name in the bundle's folder: `t-` or `b-`, then its checksum in 12 hex digits.
    pub fn file(&self) -> String {
        let mut f = String::with_capacity(20);
        f.push(self.kind.letter());
        f.push('-');
        f.push_str(&crate::base::wire::hex(self.checksum, NAME_BYTES * 2));
        f.push_str(".chunk");
        f
    }
}

/// The bytes of a chunk's checksum the head keeps, which name its file. 48 bits: the head's
/// chunk table is most of a large corpus's first download (a 16x corpus's 7,943 chunks took
/// 16 KB gzip more at 8 bytes, incompressible), and two chunks named alike by chance would take
/// about 16 million chunks in one deploy; a damaged chunk still fails the check but for 1 in 2^48.
pub const NAME_BYTES: usize = 6;

/// A chunk's name: the low `NAME_BYTES` of its `checksum64`.
pub fn name_of(content: &[u8]) -> u64 {
    checksum64(content) & (u64::MAX >> (64 - 8 * NAME_BYTES))
}

/// A chunk a question needs: its slot (what `provide` takes), its file, its size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChunkRef {
    pub slot: usize,
    pub file: String,
    pub bytes: usize,
}

/// A bundle written as a head and chunks.
pub struct Chunked {
    /// `head.atlas`.
    pub head: Vec<u8>,
    /// Each chunk's file name and bytes, in slot order.
    pub chunks: Vec<(String, Vec<u8>)>,
}

impl Chunked {
    /// Head and chunks in one file (flag `PACKED`), one checksum over all.
    pub fn packed(&self) -> Vec<u8> {
        let head = self.head.get(HEADER_LEN..).unwrap_or_default();
        let mut w = Writer::new();
        w.usize(head.len());
        w.buf.extend_from_slice(head);
        for (_, bytes) in &self.chunks {
            w.buf.extend_from_slice(bytes);
        }
        super::frame_with(&w.buf, PACKED)
    }
}

fn chunk_writer(kind: ChunkKind) -> Writer {
    let mut w = Writer::new();
    w.buf.extend_from_slice(MAGIC);
    w.buf.extend_from_slice(&CHUNK_VERSION.to_le_bytes());
    w.buf.extend_from_slice(&kind.code().to_le_bytes());
    w
}

/// Block ranges of about `target` bytes of strings, each ending after a block (the holes after
/// it go to the next range). Where a range ends depends on the blocks there, as for term ranges
/// (`index::Cuts`, keyed by the block's id), so a block added, edited or removed renames its own
/// range and seldom the next (a size-greedy cut moved every later end); also before a block of
/// `target` bytes or more (which then has a chunk of its own) and where document blocks and
/// records meet (a records question then fetches no document text, nor a search its records).
fn block_ranges(blocks: &[Block], target: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut ends = crate::index::Cuts::new(target);
    let mut last: Option<&Block> = None;
    for (i, b) in blocks.iter().enumerate() {
        if b.is_hole() {
            continue;
        }
        let n: usize = blocks::block_strings(b).iter().map(|s| s.len() + 2).sum();
        if let Some(prev) = last {
            if prev.is_record() != b.is_record() || ends.before(n) {
                // Ends after the last block: the holes between go with this one.
                out.push((start, end_after(blocks, i)));
                start = out.last().map_or(0, |r| r.1);
                ends.start();
            }
        }
        last = Some(b);
        if ends.after(b.id.as_bytes(), n) {
            out.push((start, i + 1));
            start = i + 1;
            ends.start();
            last = None;
        }
    }
    if last.is_some() {
        out.push((start, end_after(blocks, blocks.len())));
    }
    // The table covers every number: holes after the last block (a build never leaves any) go
    // with the last range.
    match out.last_mut() {
        Some(r) => r.1 = blocks.len(),
        None if !blocks.is_empty() => out.push((0, blocks.len())),
        None => {}
    }
    out
}

/// One past the last block (not hole) before `i`.
fn end_after(blocks: &[Block], i: usize) -> usize {
    blocks
        .get(..i)
        .and_then(|before| before.iter().rposition(|b| !b.is_hole()))
        .map_or(0, |j| j + 1)
}

/// Writes `bundle`'s chunks, then its head with `head` (given the index cut into term ranges and
/// the chunk table).
pub(super) fn write(
    bundle: &Bundle,
    sizes: &ChunkSizes,
    head: impl FnOnce(&mut Writer, &Index, &[Chunk], &[bool]),
) -> Chunked {
    let in_chunks = super::docs::in_chunks(&bundle.docs, &bundle.blocks);
    let index = bundle.index.split(sizes.terms, sizes.min_terms);
    let mut table = Vec::new();
    let mut files = Vec::new();
    let mut add = |kind, start: usize, end: usize, w: Writer| {
        let chunk = Chunk {
            kind,
            start: start as u32,
            end: end as u32,
            len: w.buf.len() as u32,
            checksum: name_of(&w.buf),
            held: true,
        };
        files.push((chunk.file(), w.buf));
        table.push(chunk);
    };
    for range in index.ranges() {
        let mut w = chunk_writer(ChunkKind::Terms);
        if let Some(part) = &range.part {
            part.write(&mut w);
        }
        let start = range.base as usize;
        add(ChunkKind::Terms, start, start + range.count as usize, w);
    }
    for (start, end) in block_ranges(&bundle.blocks, sizes.blocks) {
        let mut w = chunk_writer(ChunkKind::Blocks);
        // Every chunk holding blocks of a document whose strings are not in the head carries
        // them, at its first block of that document: a block's chunk is all a question needs to
        // show the block with its document's title (`Bundle::doc_of_held`). A hole has no
        // strings at all, not even empty ones.
        let held: Vec<&Block> = bundle.blocks[start..end]
            .iter()
            .filter(|b| !b.is_hole())
            .collect();
        let mut seen = crate::base::hash::Set::default();
        let docs: Vec<Option<[&str; 2]>> = held
            .iter()
            .map(|b| {
                let doc = bundle.docs.get(b.doc)?;
                (seen.insert(b.doc) && in_chunks.get(b.doc) == Some(&true))
                    .then(|| [doc.id.as_str(), doc.title.as_str()])
            })
            .collect();
        blocks::write(&held, &docs, &mut w);
        add(ChunkKind::Blocks, start, end, w);
    }
    let mut w = Writer::new();
    head(&mut w, &index, &table, &in_chunks);
    Chunked {
        head: super::frame(&w.buf),
        chunks: files,
    }
}

/// The head's chunk table: per chunk its length and checksum, and a block range's number of
/// blocks. The rest follows from the order: a term range per slot of the term directory, then
/// block ranges, each starting where the one before ended. A large corpus has thousands of
/// chunks, so each byte here is kilobytes of every head.
pub(super) fn write_table(w: &mut Writer, table: &[Chunk]) {
    w.usize(table.len());
    for c in table {
        if c.kind == ChunkKind::Blocks {
            w.u64(u64::from(c.end - c.start));
        }
        w.u64(u64::from(c.len));
        w.buf
            .extend_from_slice(&c.checksum.to_le_bytes()[..NAME_BYTES]);
    }
}

/// Reads the chunk table and checks it against the head: slot r is term range r, then block
/// ranges cover the blocks in order. Each block's strings are marked absent in its chunk.
#[inline(never)] // see bundle::decode
pub(super) fn read_table(
    r: &mut Reader,
    index: &Index,
    blocks: &mut [Block],
) -> Result<Vec<Chunk>, String> {
    r.what = "chunk table";
    let n = r.count_once()?;
    let mut table = Vec::with_capacity(n);
    let terms = index.ranges().len();
    let mut next_block = 0usize;
    for slot in 0..n {
        let (kind, start, end) = match index.ranges().get(slot) {
            Some(range) => (
                ChunkKind::Terms,
                range.base,
                range.base.saturating_add(range.count),
            ),
            None => {
                let count = r.u32()?;
                let start = next_block as u32;
                match start.checked_add(count).filter(|_| count > 0) {
                    Some(end) => (ChunkKind::Blocks, start, end),
                    None => {
                        return Err(
                            "chunk table: an empty block range, or one past the blocks".into()
                        )
                    }
                }
            }
        };
        let len = r.u32()?;
        let mut name = [0u8; 8];
        // Copied byte by byte, not by `copy_from_slice`: its length check's panic was code of
        // its own in the page's wasm.
        for (to, from) in name.iter_mut().zip(r.bytes(NAME_BYTES)?) {
            *to = *from;
        }
        let checksum = u64::from_le_bytes(name);
        if (len as usize) < HEADER {
            return Err("chunk table: a chunk shorter than a chunk's header".into());
        }
        if kind == ChunkKind::Blocks {
            let range = blocks
                .get_mut(start as usize..end as usize)
                .ok_or_else(|| {
                    format!(
                        "chunk table: slot {} names blocks {}..{} of {}",
                        Whole(slot),
                        Whole(start as usize),
                        Whole(end as usize),
                        Whole(next_block.max(start as usize))
                    )
                })?;
            mark_absent(range, slot as u32);
            next_block = end as usize;
        }
        table.push(Chunk {
            kind,
            start,
            end,
            len,
            checksum,
            held: false,
        });
    }
    if table.len() < terms || next_block != blocks.len() {
        return Err(format!(
            "chunk table: {} chunks cover {} of {} term ranges and {} of {} blocks",
            Whole(n),
            Whole(table.len().min(terms)),
            Whole(terms),
            Whole(next_block),
            Whole(blocks.len())
        ));
    }
    Ok(table)
}

/// Marks the strings of `blocks` absent, in chunk `slot` (a hole's stay empty: it has none): a
/// loop of its own, out of the table's reader (see bundle::decode).
#[inline(never)]
fn mark_absent(blocks: &mut [Block], slot: u32) {
    for b in blocks.iter_mut().filter(|b| !b.is_hole()) {
        // Each made afresh, not cloned (see bundle::read_block).
        b.id = SharedText::absent(slot);
        b.section = SharedText::absent(slot);
        b.heading = SharedText::absent(slot);
        b.text = SharedText::absent(slot);
    }
}

/// Checks `file[start..end]` against chunk `slot` of the head, then holds its content.
pub(super) fn read(
    bundle: &mut Bundle,
    slot: usize,
    file: &Arc<Vec<u8>>,
    start: usize,
    end: usize,
) -> Result<(), BundleError> {
    if slot >= bundle.chunks.len() {
        return Err(BundleError::Chunk {
            file: format!("number {}", Whole(slot)),
            problem: format!("the head lists {} chunks", Whole(bundle.chunks.len())),
        });
    }
    // The problem is named once, here, not at each of its returns below.
    hold(bundle, slot, file, start, end).map_err(|problem| BundleError::Chunk {
        file: bundle.chunks.get(slot).map(Chunk::file).unwrap_or_default(),
        problem,
    })
}

/// `read`'s checks and reading of chunk `slot`, which is in the table: the problem, if any.
fn hold(
    bundle: &mut Bundle,
    slot: usize,
    file: &Arc<Vec<u8>>,
    start: usize,
    end: usize,
) -> Result<(), String> {
    let Some(c) = bundle.chunks.get(slot) else {
        return Err(String::new());
    };
    let bytes = file.get(start..end).unwrap_or_default();
    let expected = c.len as usize;
    if bytes.is_empty() {
        return Err("empty: 0 bytes (was the download cut off?)".into());
    }
    if !bytes.starts_with(&MAGIC[..bytes.len().min(MAGIC.len())]) {
        return Err("not an Atlas chunk (an error page, or the wrong URL?)".into());
    }
    if bytes.len() < expected {
        return Err(format!(
            "truncated: {} of {} bytes (was the download cut off?)",
            Whole(bytes.len()),
            Whole(expected)
        ));
    }
    if bytes.len() > expected {
        return Err(format!(
            "{} bytes where the head says {} (from another build?)",
            Whole(bytes.len()),
            Whole(expected)
        ));
    }
    let found = name_of(bytes);
    if found != c.checksum {
        return Err(format!(
            "checksum {} does not match the head's {}: damaged, or another chunk or build's",
            hex(found, NAME_BYTES * 2),
            hex(c.checksum, NAME_BYTES * 2)
        ));
    }
    let header = |at: usize| {
        bytes
            .get(at..at + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
    };
    if header(8) != Some(CHUNK_VERSION) || header(10) != Some(c.kind.code()) {
        // No figures in the message: Debug formatting of the header's options costs the page's
        // wasm more than the message is worth (the checksum already matched, so only a crafted
        // head gets here).
        return Err("its header's version or kind is not this chunk's".into());
    }
    if c.held {
        return Ok(());
    }
    let (kind, range) = (c.kind, c.start as usize..c.end as usize);
    let mut p = Payload::within(file, start + HEADER, end);
    // Nothing of a chunk is held unless all of it reads: a part held no longer counts as absent.
    let read = match kind {
        ChunkKind::Terms => TermPart::read(&mut p).and_then(|part| {
            if !p.at_end() {
                return Err(format!(
                    "{} bytes left over after the lists",
                    Whole(p.remaining())
                ));
            }
            bundle.index.hold(slot, part)
        }),
        ChunkKind::Blocks => match bundle.blocks.get_mut(range) {
            Some(blocks) => blocks::read(&mut p, blocks, &mut bundle.docs),
            None => Err("its blocks are not in the bundle".into()),
        },
    };
    read.map_err(|e| format!("malformed: {e}"))?;
    if let Some(c) = bundle.chunks.get_mut(slot) {
        c.held = true;
    }
    Ok(())
}
