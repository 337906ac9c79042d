//! Bundles: everything one access group combination may read, and nothing else, as a head and
//! content-addressed chunks (see docs/progressive-bundles.md).
//!
//! Layout of a head: magic `ATLASBDL`, format version (u16 LE), flags (u16 LE: `PACKED` when the
//! chunks follow in the same file; a bundle with any other flag set is refused as malformed),
//! payload length (u32 LE), the checksum of the payload (u64 LE, see `wire::checksum64`), then
//! the payload (see `wire`). A packed file's payload is the head's payload (length first), then
//! every chunk in slot order. `chunks` is a chunk's layout.
//!
//! The payload is laid out for loading without decoding: a loaded bundle keeps the file's bytes
//! and reads block strings, the term dictionary and posting lists where they lie (block text is
//! checked as UTF-8 when read, a posting list decoded when its term is asked). Version 1
//! (CRC-32, every string and posting decoded on load) took five times as long to load natively.
//! Version 3 adds each document's `superseded_from` date after its `superseded_by`. Version 4
//! adds, after the configuration, each configured regex compiled to a program
//! (`base::pattern::program`), which the browser runs instead of compiling the regex.
//! Version 5 splits the bundle into a head (what every question reads: configuration, documents,
//! per-block metadata, block lengths, the term ranges' directory, links, the chunk table) and
//! chunks: term ranges with their posting lists, block ranges with their strings.
//! Version 6 stores the configuration as what ingestion parsed (`Config::write`), each regex
//! with its program, instead of its text and the programs after it: the page carries no parser.
//! Version 7 keeps a document block's id and title in the chunk of its first block, names a
//! chunk by its checksum alone, stores each block's document as a step from the one before, and
//! keeps in the chunk table only what the order does not tell (a block range's count, each
//! chunk's length and checksum). Version 8 gives every block of a block chunk six lengths, its
//! four strings' and the id and title of the document it starts (empty for any other block).
//! Version 9 puts a document's id and title in every block chunk that holds blocks of it (at its
//! first block there), not only in its first block's, and ends a stem term with its mark
//! (`index::STEM_MARK`) instead of starting it. Version 10 adds `[bundle] min_terms_per_chunk`
//! to the configuration section. Version 11 numbers blocks across builds (a block keeps its
//! number in a build over an earlier one, a removed block leaves a hole: the head lists the
//! holes' runs, and a hole has no document, lengths or strings), adds the builds' updates
//! (`updates`), cuts chunks where their content says (`index::cut_after`) and leaves the slot
//! out of a chunk's header, so that a change renames only the chunks whose bytes it changes.
//! Version 15 keeps 6 bytes of a chunk's checksum in the chunk table, not 8 (`chunks::NAME_BYTES`:
//! a chunk's file is named by 12 hex digits), so the first deploy of it renames every chunk once.
//! Beyond the checksum, loading checks the structure (`check`): a crafted file with a correct
//! checksum is refused as malformed, not left to panic on a question.

use crate::base::config::Config;
use crate::base::decimal::{whole, Whole};
use crate::base::error::Coded;
use crate::base::model::{Block, Doc, HOLE};
use crate::base::shared_text::{Payload, SharedText};
use crate::base::stem::Stemmer;
use crate::base::wire::{checksum64, hex};
use crate::index::links::LinkGraph;
use crate::index::Index;
use std::fmt;
use std::sync::Arc;

mod blocks;
mod check;
pub mod chunks;
mod docs;
#[cfg(not(target_arch = "wasm32"))]
pub mod folder;
pub mod updates;

use crate::base::text::Joined;
pub use chunks::{Chunk, ChunkKind, ChunkRef, ChunkSizes, Chunked};
use docs::{read_doc, write_doc};
pub use updates::Updates;

pub const MAGIC: &[u8; 8] = b"ATLASBDL";
/// The head's format (its configuration section included). A change to what the head holds
/// bumps this alone: the chunks keep their bytes and names, so a device fetches the new head,
/// not the library again.
pub const FORMAT_VERSION: u16 = 16;
/// The head format before this one, which `atlas build` still reads in the folder it builds
/// over (`Bundle::from_vec_since`): its block numbers are kept, so a new head format costs
/// devices the head, not every chunk renamed. The page reads `FORMAT_VERSION` alone.
pub const PREVIOUS_FORMAT: u16 = 15;
/// The chunks' format, apart from the head's: bumped only when what a chunk holds changes,
/// since every chunk gets a new name then.
pub const CHUNK_VERSION: u16 = 11;
pub const HEADER_LEN: usize = 24;
/// Flag: the chunks follow the head in the same file.
pub const PACKED: u16 = 1;

#[derive(Clone, Debug)]
pub struct Bundle {
    /// The groups whose readers this bundle serves, in configuration order.
    pub groups: Vec<String>,
    pub config: Config,
    pub docs: Vec<Doc>,
    /// By number: a bundle built over an earlier build keeps each block's number, and a number
    /// whose block was removed is a hole (`Block::is_hole`) until the numbers are compacted.
    pub blocks: Vec<Block>,
    /// What changed since earlier builds of this bundle (`updates`).
    pub updates: Updates,
    /// Each block's document, compact: search reads it for thousands of blocks a question,
    /// where reading `blocks[i].doc` would touch a cache line per block.
    pub block_docs: Vec<u32>,
    pub index: Index,
    pub links: LinkGraph,
    /// The chunk table of a loaded bundle: term ranges first (slot r is term range r), then
    /// block ranges. Empty for a bundle made by ingestion, which holds everything.
    pub chunks: Vec<Chunk>,
    /// Whether a document is a record table, found once in `new`: the router asks it on every
    /// question, and a walk of the documents is 18,880 steps at the benchmark's 16x scale.
    tables: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BundleError {
    Empty,
    Foreign,
    NewerVersion {
        found: u16,
        supported: u16,
    },
    OlderVersion {
        found: u16,
        supported: u16,
    },
    Truncated {
        expected: usize,
        found: usize,
    },
    Corrupted {
        expected: u64,
        found: u64,
    },
    TrailingBytes {
        extra: usize,
    },
    Malformed(String),
    /// A chunk that is not the one its head names: the file and what is wrong with it.
    Chunk {
        file: String,
        problem: String,
    },
    /// A corpus language whose stemmer this build of the engine lacks (`Stemmer::compiled`):
    /// its questions would go unstemmed against a stemmed index, so it is not loaded at all.
    Stemmer(Stemmer),
}

/// The sentence is `params` in a template where they say it all, as a fact's is
/// (`base::text::fill`).
impl fmt::Display for BundleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let template = match self {
            BundleError::Empty => "empty bundle: the file has 0 bytes (was the download cut off?)",
            BundleError::Foreign => "foreign file: it does not start with the Atlas bundle magic number (is this the right URL?)",
            BundleError::NewerVersion { .. } => "newer bundle format: version {found}, this engine reads version {supported}; update the page or rebuild the bundle",
            BundleError::OlderVersion { .. } => "older bundle format: version {found}, this engine reads version {supported}; rebuild the bundle with `atlas build`",
            BundleError::Truncated { .. } => "truncated bundle: {found} of {expected} bytes (was the download cut off?)",
            BundleError::Corrupted { expected, found } => {
                return write!(
                    f,
                    "corrupted bundle: checksum {} does not match the recorded {}",
                    hex(*found, 16),
                    hex(*expected, 16)
                )
            }
            BundleError::TrailingBytes { extra } => return write!(f, "corrupted bundle: {} unexpected bytes after the payload", Whole(*extra)),
            BundleError::Malformed(m) => return write!(f, "malformed bundle: {m}"),
            BundleError::Chunk { file, problem } => return write!(f, "bundle chunk {file}: {problem}"),
            BundleError::Stemmer(_) => "this engine was built without the {language} stemmer its corpus uses: rebuild the page for that corpus with scripts/build-web (cargo feature {feature})",
        };
        crate::base::text::fill_owned(f, template, &self.params())
    }
}

impl std::error::Error for BundleError {}

impl Coded for BundleError {
    fn code(&self) -> &'static str {
        match self {
            BundleError::Empty => "bundle-empty",
            BundleError::Foreign => "bundle-foreign",
            BundleError::NewerVersion { .. } => "bundle-newer",
            BundleError::OlderVersion { .. } => "bundle-older",
            BundleError::Truncated { .. } => "bundle-truncated",
            BundleError::Corrupted { .. } | BundleError::TrailingBytes { .. } => "bundle-corrupted",
            BundleError::Malformed(_) => "bundle-malformed",
            BundleError::Chunk { .. } => "bundle-chunk",
            BundleError::Stemmer(_) => "bundle-stemmer",
        }
    }

    // Arrays moved into their Vec, not `vec!`: see `QuestionError::params`.
    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            BundleError::NewerVersion { found, supported }
            | BundleError::OlderVersion { found, supported } => Vec::from([
                ("found", whole(usize::from(*found))),
                ("supported", whole(usize::from(*supported))),
            ]),
            BundleError::Truncated { expected, found } => {
                Vec::from([("expected", whole(*expected)), ("found", whole(*found))])
            }
            BundleError::Chunk { file, .. } => vec![("chunk", file.clone())],
            BundleError::Stemmer(s) => Vec::from([
                ("language", s.name().to_string()),
                ("feature", s.feature().to_string()),
            ]),
            _ => vec![],
        }
    }
}

impl Bundle {
    /// A bundle from its parts, with what questions derive from them made once: the length
    /// normalizations for the configured settings and the compact block-to-document array.
    pub fn new(
        groups: Vec<String>,
        config: Config,
        docs: Vec<Doc>,
        blocks: Vec<Block>,
        mut index: Index,
        links: LinkGraph,
    ) -> Bundle {
        index.prepare(&config.search);
        Bundle {
            tables: docs.iter().any(|d| d.table.is_some()),
            updates: Updates::default(),
            groups,
            config,
            docs,
            block_docs: {
                let mut d = Vec::with_capacity(blocks.len());
                for b in &blocks {
                    d.push(b.doc as u32);
                }
                d
            },
            blocks,
            index,
            links,
            chunks: Vec::new(),
        }
    }

    pub fn name(&self) -> String {
        self.groups.joined("+")
    }

    /// The bundle packed in one file: the head, then every chunk (the sizes its configuration
    /// gives: the packed file `atlas build` writes is its folder's head and chunks).
    pub fn to_bytes(&self) -> Vec<u8> {
        self.chunked(&ChunkSizes::of(&self.config)).packed()
    }

    /// The head and chunks of this bundle, which must hold every chunk (one made by ingestion).
    pub fn chunked(&self, sizes: &ChunkSizes) -> Chunked {
        chunks::write(self, sizes, |w, index, table, in_chunks| {
            w.strs(&self.groups);
            self.config.write(w);
            w.usize(self.docs.len());
            for (d, &in_chunk) in self.docs.iter().zip(in_chunks) {
                write_doc(w, d, in_chunk);
            }
            self.updates.write(w);
            w.usize(self.blocks.len());
            // Each block's document as the step from the block before's, zigzag-coded, plus one
            // (0 is a hole, which has nothing more): a document's blocks come together, so most
            // steps are 0 or 1 and compress to almost nothing, where the document numbers
            // themselves took two or three bytes a block.
            let mut prev = 0i64;
            for b in &self.blocks {
                if b.is_hole() {
                    w.u64(0);
                    continue;
                }
                let step = b.doc as i64 - prev;
                prev = b.doc as i64;
                w.u64((((step << 1) ^ (step >> 63)) as u64).wrapping_add(1));
                w.strs(&b.products);
                w.strs(&b.fields);
            }
            index.write_head(w);
            self.links.write(w);
            chunks::write_table(w, table);
        })
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Bundle, BundleError> {
        Bundle::from_vec(bytes.to_vec())
    }

    /// Loads a head, or a packed bundle with all its chunks, keeping `bytes` as the storage of
    /// block strings and posting lists.
    pub fn from_vec(bytes: Vec<u8>) -> Result<Bundle, BundleError> {
        Bundle::from_vec_since(bytes, FORMAT_VERSION)
    }

    /// `from_vec`, reading a head of any format from `oldest` (at least `PREVIOUS_FORMAT`) on.
    pub fn from_vec_since(bytes: Vec<u8>, oldest: u16) -> Result<Bundle, BundleError> {
        if bytes.is_empty() {
            return Err(BundleError::Empty);
        }
        // The magic by `starts_with`, the header as an array and its fields at fixed places:
        // each index and slice of the bytes was a panic of its own in the page's wasm.
        if !MAGIC.starts_with(bytes.get(..MAGIC.len()).unwrap_or(&bytes)) {
            return Err(BundleError::Foreign);
        }
        let Some(h) = bytes.first_chunk::<HEADER_LEN>() else {
            return Err(BundleError::Truncated {
                expected: HEADER_LEN,
                found: bytes.len(),
            });
        };
        let version = u16::from_le_bytes([h[8], h[9]]);
        let flags = u16::from_le_bytes([h[10], h[11]]);
        let len = u32::from_le_bytes([h[12], h[13], h[14], h[15]]) as usize;
        let stated = u64::from_le_bytes([h[16], h[17], h[18], h[19], h[20], h[21], h[22], h[23]]);
        if version > FORMAT_VERSION {
            return Err(BundleError::NewerVersion {
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        if version < oldest.max(PREVIOUS_FORMAT) {
            return Err(BundleError::OlderVersion {
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        if flags & !PACKED != 0 {
            // Only PACKED is defined: another set is damage the payload's checksum does not
            // cover, or a writer this engine does not know, whose meaning it could not honour.
            return Err(BundleError::Malformed(format!(
                "header flags are 0x{}; this format defines only 0x{} (packed)",
                hex(u64::from(flags), 4),
                hex(u64::from(PACKED), 4)
            )));
        }
        let packed = flags & PACKED != 0;
        let expected = HEADER_LEN.saturating_add(len);
        if bytes.len() < expected {
            return Err(BundleError::Truncated {
                expected,
                found: bytes.len(),
            });
        }
        if bytes.len() > expected {
            return Err(BundleError::TrailingBytes {
                extra: bytes.len() - expected,
            });
        }
        let found = checksum64(bytes.get(HEADER_LEN..).unwrap_or_default());
        if found != stated {
            return Err(BundleError::Corrupted {
                expected: stated,
                found,
            });
        }
        let file = Arc::new(bytes);
        // A head's payload is the file's; a packed payload is the head's payload length, the
        // head's payload, then the chunks. One decode for both: each call site was the decode's
        // result handled again, in the page's wasm.
        let (mut head_at, mut head_end) = (HEADER_LEN, file.len());
        if packed {
            let mut r = Payload::new(&file, HEADER_LEN);
            r.what = "packed bundle";
            let head_len = r.count_once().map_err(BundleError::Malformed)?;
            head_at = r.file_pos();
            head_end = head_at + head_len;
        }
        let mut bundle = decode(&file, head_at, head_end, version)
            .map_err(BundleError::Malformed)
            .and_then(stemmed_here)?;
        if !packed {
            return Ok(bundle);
        }
        let mut at = head_end;
        for slot in 0..bundle.chunks.len() {
            let len = bundle.chunks[slot].len as usize;
            let end = at
                .checked_add(len)
                .filter(|e| *e <= file.len())
                .ok_or_else(|| {
                    BundleError::Malformed(format!(
                        "packed bundle: chunk {} runs past the file's end",
                        Whole(slot)
                    ))
                })?;
            bundle.provide_at(slot, &file, at, end)?;
            at = end;
        }
        if at != file.len() {
            return Err(BundleError::Malformed(format!(
                "packed bundle: {} bytes after the last chunk",
                Whole(file.len() - at)
            )));
        }
        Ok(bundle)
    }

    /// Holds chunk `slot` from its bytes, after checking them against the head (see
    /// `chunks::read`): an error names the chunk's file and what is wrong.
    pub fn provide(&mut self, slot: usize, bytes: Vec<u8>) -> Result<(), BundleError> {
        let len = bytes.len();
        self.provide_at(slot, &Arc::new(bytes), 0, len)
    }

    fn provide_at(
        &mut self,
        slot: usize,
        file: &Arc<Vec<u8>>,
        start: usize,
        end: usize,
    ) -> Result<(), BundleError> {
        chunks::read(self, slot, file, start, end)
    }

    /// Every chunk not held yet, in slot order (term ranges first).
    pub fn missing(&self) -> Vec<ChunkRef> {
        self.chunks_of(false)
    }

    /// Every chunk (`all`), or those not held yet, in slot order.
    pub fn chunks_of(&self, all: bool) -> Vec<ChunkRef> {
        let mut out = Vec::new();
        for (s, c) in self.chunks.iter().enumerate() {
            if c.held && !all {
                continue;
            }
            if let Some(r) = self.chunk_ref(s) {
                out.push(r);
            }
        }
        out
    }

    /// The chunks of these slots (those the table has), in their order: a loop, not adapters
    /// at each caller.
    pub fn chunk_refs(&self, slots: &[u32]) -> Vec<ChunkRef> {
        let mut out = Vec::with_capacity(slots.len());
        for &s in slots {
            // Pushed, not extended with the Option: `extend` was an instance of its own.
            if let Some(c) = self.chunk_ref(s as usize) {
                out.push(c);
            }
        }
        out
    }

    /// Bytes of the chunks held, of all the chunks: how far an offline store has come, without
    /// listing every chunk as `missing` does (tens of milliseconds at thousands of chunks).
    pub fn chunk_bytes(&self) -> (u64, u64) {
        self.chunks.iter().fold((0, 0), |(held, all), c| {
            let n = u64::from(c.len);
            (held + if c.held { n } else { 0 }, all + n)
        })
    }

    /// The number of blocks, holes left out (`blocks.len()` counts numbers).
    pub fn block_count(&self) -> usize {
        self.index.blocks()
    }

    /// The other blocks of block `i`'s document, nearest number first: those below it
    /// (descending), then those above it. A document's blocks are one run of numbers in a bundle
    /// built afresh; in one built over an earlier build, a section added since took a free
    /// number past the others, so they are found by document, not by walking the neighbouring
    /// numbers. One pass over the compact document array.
    pub fn siblings(&self, i: usize) -> Vec<usize> {
        // A hole is no document's.
        let Some(&doc) = self.block_docs.get(i).filter(|&&d| d != HOLE as u32) else {
            return Vec::new();
        };
        let docs = &self.block_docs;
        let mut out = Vec::new();
        for j in (0..i).rev().chain(i + 1..docs.len()) {
            if docs.get(j) == Some(&doc) {
                out.push(j);
            }
        }
        out
    }

    /// Whether any document is a record table: a corpus of documents only (the benchmark's) then
    /// skips the table routes' word matching on every question.
    pub fn has_tables(&self) -> bool {
        self.tables
    }

    /// The blocks a pass over record fields walks: every block when the bundle has a table, none
    /// otherwise (a library of documents alone is not walked block by block: 98,000 blocks at the
    /// benchmark's largest scale).
    pub fn record_walk(&self) -> &[Block] {
        match self.has_tables() {
            true => &self.blocks,
            false => &[],
        }
    }

    /// Whether every chunk is held: questions then read nothing absent.
    pub fn is_complete(&self) -> bool {
        self.chunks.iter().all(|c| c.held)
    }

    /// The document of block `i`, to read its id and title: None while the block's chunk is not
    /// held (which is noted). That chunk carries the document's strings, so a question showing
    /// the block fetches it alone; reading the document first would also fetch the chunk of the
    /// document's first block, which the head names for it.
    pub fn doc_of_held(&self, i: usize) -> Option<&Doc> {
        let b = self.blocks.get(i)?;
        if let Some(slot) = b.id.absent_slot() {
            crate::base::need::note(slot);
            return None;
        }
        self.docs.get(b.doc)
    }

    pub fn chunk_ref(&self, slot: usize) -> Option<ChunkRef> {
        let c = self.chunks.get(slot)?;
        Some(ChunkRef {
            slot,
            file: c.file(),
            bytes: c.len as usize,
        })
    }
}

/// The checksum a framed file's header gives its payload (which loading it checks), as
/// manifest.json names a head: 16 hex digits. None for bytes shorter than a header.
pub fn frame_checksum(file: &[u8]) -> Option<String> {
    let b: [u8; 8] = file.get(16..HEADER_LEN)?.try_into().ok()?;
    Some(hex(u64::from_le_bytes(b), 16))
}

/// `payload` behind this format's header (magic, version, flags, length, checksum).
pub fn frame(payload: &[u8]) -> Vec<u8> {
    frame_with(payload, 0)
}

pub(crate) fn frame_with(payload: &[u8], flags: u16) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&flags.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(&checksum64(payload).to_le_bytes());
    out.extend_from_slice(payload);
    out
}

/// `bundle`, unless its corpus uses a stemmer this build lacks: the page's wasm carries the
/// stemmers of the corpus it was built for (scripts/build-web).
#[inline(never)]
fn stemmed_here(bundle: Bundle) -> Result<Bundle, BundleError> {
    match bundle
        .config
        .normalizer
        .stemmers
        .iter()
        .find(|s| !s.compiled())
    {
        Some(s) => Err(BundleError::Stemmer(*s)),
        None => Ok(bundle),
    }
}

/// Decodes the head payload `file[start..end]` (whose frame is checked): every chunk absent.
fn decode(file: &Arc<Vec<u8>>, start: usize, end: usize, version: u16) -> Result<Bundle, String> {
    // Read where it is, not copied out: a 16x head is a megabyte, and wasm memory never shrinks.
    let len = file
        .get(start..end)
        .ok_or("the head runs past the file")?
        .len();
    let mut r = Payload::within(file, start, end);
    r.what = "groups";
    let groups = r.strs()?;
    r.what = "configuration";
    let config = Config::read(&mut r, version)?;
    let (mut docs, in_chunk) = read_docs(&mut r)?;
    check::check(&groups, &config, &docs)?;
    let updates = Updates::read(&mut r)?;
    let mut blocks = read_blocks(&mut r, &docs)?;
    let mut index = Index::read_head(&mut r, blocks.len(), 0)?;
    index.holes = blocks.iter().filter(|b| b.is_hole()).count();
    let links = LinkGraph::read(&mut r, blocks.len())?;
    let table = chunks::read_table(&mut r, &index, &mut blocks)?;
    docs::place_in_chunks(&mut docs, &in_chunk, &blocks)?;
    if !r.at_end() {
        return Err(format!(
            "{} bytes left over after the chunk table",
            Whole(len - r.pos)
        ));
    }
    let mut bundle = Bundle::new(groups, config, docs, blocks, index, links);
    bundle.chunks = table;
    bundle.updates = updates;
    Ok(bundle)
}

// The head's loops over documents and blocks are functions of their own, and each item is read
// by a function the loop calls: the browser compiles a wasm function in a fast tier first and
// optimizes it in the background once it has run a while. A loop inside `decode` made all of
// `decode` (configuration reader included) that hot function: its optimization ran for 35-50 ms
// on the second core during the first load, and a load it never served, as the running call
// stays in the first tier. Kept apart, the optimized code is the per-item functions', small, and
// serves the rest of a large head's blocks. (scripts/wasm-opt keeps them apart too.)

/// The documents of the head, and for each whether its id and title are in a block chunk.
#[inline(never)]
fn read_docs(r: &mut Payload) -> Result<(Vec<Doc>, Vec<bool>), String> {
    r.what = "documents";
    let n = r.count_once()?;
    let mut docs = Vec::with_capacity(n);
    let mut in_chunk = Vec::with_capacity(n);
    let mut last = docs::DocLists::default();
    for _ in 0..n {
        // Matched in place: taken apart by `?`, each document was copied out first.
        match read_doc(r, &mut last) {
            Ok((doc, lazy)) => {
                docs.push(doc);
                in_chunk.push(lazy);
            }
            Err(e) => return Err(e),
        }
    }
    Ok((docs, in_chunk))
}

/// The head's blocks, of `docs`: their strings absent until the block range's chunk is provided
/// (`chunks::read_table` points each at its slot). A document block has no fields and a record
/// one per column (routes index by column): checked here, in the one pass over the blocks.
#[inline(never)]
fn read_blocks(r: &mut Payload, docs: &[Doc]) -> Result<Vec<Block>, String> {
    r.what = "blocks";
    let count = r.count_once()?;
    let mut blocks = Vec::with_capacity(count);
    let mut prev = 0usize;
    for i in 0..count {
        let block = read_block(r, prev, docs.len())?;
        if block.is_hole() {
            blocks.push(block);
            continue;
        }
        let want = docs
            .get(block.doc)
            .and_then(|d| d.table.as_ref())
            .map_or(0, |t| t.columns.len());
        if block.fields.len() != want {
            return Err(format!(
                "block {}: {} fields where its document has {} columns",
                Whole(i),
                Whole(block.fields.len()),
                Whole(want)
            ));
        }
        prev = block.doc;
        blocks.push(block);
    }
    Ok(blocks)
}

/// One block of the head, whose document is a step from `prev`'s (zigzag-coded, plus one), or
/// a hole (0).
#[inline(never)]
fn read_block(r: &mut Payload, prev: usize, docs: usize) -> Result<Block, String> {
    let Some(z) = r.u64()?.checked_sub(1) else {
        return Ok(Block::hole());
    };
    let step = (z >> 1) as i64 ^ -((z & 1) as i64);
    let at = (prev as i64).checked_add(step).unwrap_or(-1);
    let doc = usize::try_from(at)
        .ok()
        .filter(|d| *d < docs)
        .ok_or_else(|| r.out_of_range(u64::try_from(at).unwrap_or(u64::MAX), docs))?;
    Ok(Block {
        doc,
        products: r.strs()?,
        fields: r.strs()?,
        // Each made afresh, not cloned: a clone's code does not know there is no text to share.
        id: SharedText::absent(u32::MAX),
        section: SharedText::absent(u32::MAX),
        heading: SharedText::absent(u32::MAX),
        text: SharedText::absent(u32::MAX),
    })
}
