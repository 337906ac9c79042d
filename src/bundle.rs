//! Bundles: everything one access group combination may read, and nothing else, in one file.
//!
//! Layout: magic `ATLASBDL`, format version (u16 LE), flags (u16 LE, zero), payload length
//! (u32 LE), the checksum of the payload (u64 LE, see `wire::checksum64`), then the payload (see `wire`).
//!
//! The payload is laid out for loading without decoding: a loaded bundle keeps the file's bytes
//! and reads block strings, the term dictionary and posting lists where they lie (block text is
//! checked as UTF-8 when read, a posting list decoded when its term is asked). Version 1
//! (CRC-32, every string and posting decoded on load) took five times as long to load natively.
//! Version 3 adds each document's `superseded_from` date after its `superseded_by`.

use crate::bm25::{Index, Terms, U32s};
use crate::config::Config;
use crate::date::Date;
use crate::filters::Verdicts;
use crate::links::LinkGraph;
use crate::model::{Block, Column, ColumnKind, Doc, Measure, Table};
use crate::shared_text::{SharedBytes, SharedText};
use crate::source::Corpus;
use crate::wire::{checksum64, Reader, Writer};
use std::fmt;
use std::sync::Arc;

pub const MAGIC: &[u8; 8] = b"ATLASBDL";
pub const FORMAT_VERSION: u16 = 3;
pub const HEADER_LEN: usize = 24;

#[derive(Clone, Debug)]
pub struct Bundle {
    /// The groups whose readers this bundle serves, in configuration order.
    pub groups: Vec<String>,
    pub config: Config,
    pub docs: Vec<Doc>,
    pub blocks: Vec<Block>,
    /// Each block's document, compact: search reads it for thousands of blocks a question,
    /// where reading `blocks[i].doc` would touch a cache line per block.
    pub block_docs: Vec<u32>,
    /// The documents the last question's filters allow (see `Verdicts`).
    pub verdicts: Verdicts,
    pub index: Index,
    pub links: LinkGraph,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BundleError {
    Empty,
    Foreign,
    NewerVersion { found: u16, supported: u16 },
    OlderVersion { found: u16, supported: u16 },
    Truncated { expected: usize, found: usize },
    Corrupted { expected: u64, found: u64 },
    TrailingBytes { extra: usize },
    Malformed(String),
}

impl fmt::Display for BundleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BundleError::Empty => write!(f, "empty bundle: the file has 0 bytes (was the download cut off?)"),
            BundleError::Foreign => write!(f, "foreign file: it does not start with the Atlas bundle magic number (is this the right URL?)"),
            BundleError::NewerVersion { found, supported } => write!(
                f,
                "newer bundle format: version {found}, this engine reads version {supported}; update the page or rebuild the bundle"
            ),
            BundleError::OlderVersion { found, supported } => write!(
                f,
                "older bundle format: version {found}, this engine reads version {supported}; rebuild the bundle with `atlas build`"
            ),
            BundleError::Truncated { expected, found } => {
                write!(f, "truncated bundle: {found} of {expected} bytes (was the download cut off?)")
            }
            BundleError::Corrupted { expected, found } => write!(
                f,
                "corrupted bundle: checksum {found:016x} does not match the recorded {expected:016x}"
            ),
            BundleError::TrailingBytes { extra } => write!(f, "corrupted bundle: {extra} unexpected bytes after the payload"),
            BundleError::Malformed(m) => write!(f, "malformed bundle: {m}"),
        }
    }
}

impl std::error::Error for BundleError {}

impl Bundle {
    /// The part of `corpus` that readers in `groups` may read, indexed on its own: document
    /// frequencies and lengths of hidden blocks never reach the bundle.
    pub fn from_corpus(corpus: &Corpus, groups: &[String]) -> Bundle {
        let mut doc_map = vec![None; corpus.docs.len()];
        let mut docs = Vec::new();
        for (i, d) in corpus.docs.iter().enumerate() {
            if d.readable_by(groups) {
                doc_map[i] = Some(docs.len());
                let mut d = d.clone();
                d.groups.retain(|g| groups.contains(g));
                docs.push(d);
            }
        }
        let blocks: Vec<Block> = corpus
            .blocks
            .iter()
            .filter_map(|b| {
                doc_map[b.doc].map(|d| Block {
                    doc: d,
                    ..b.clone()
                })
            })
            .collect();
        // A superseded_by naming a document this group cannot read would leak its id. Its
        // superseded_from stays: the document still stops applying the day its successor starts.
        for d in &mut docs {
            if let Some(next) = &d.superseded_by {
                if !corpus
                    .docs
                    .iter()
                    .any(|o| &o.id == next && o.readable_by(groups))
                {
                    d.superseded_by = None;
                }
            }
        }
        let groups: Vec<String> = corpus
            .config
            .groups
            .iter()
            .filter(|g| groups.contains(g))
            .cloned()
            .collect();
        let index = Index::build(&blocks, &docs, &corpus.config.normalizer);
        let links = LinkGraph::build(&blocks, &corpus.config.normalizer);
        Bundle::new(groups, corpus.config.clone(), docs, blocks, index, links)
    }

    /// A bundle from its parts, with what questions derive from them made once: the length
    /// normalizations for the configured settings and the compact block-to-document array.
    fn new(
        groups: Vec<String>,
        config: Config,
        docs: Vec<Doc>,
        blocks: Vec<Block>,
        mut index: Index,
        links: LinkGraph,
    ) -> Bundle {
        index.prepare(&config.search);
        Bundle {
            groups,
            config,
            docs,
            block_docs: blocks.iter().map(|b| b.doc as u32).collect(),
            verdicts: Verdicts::default(),
            blocks,
            index,
            links,
        }
    }

    pub fn name(&self) -> String {
        self.groups.join("+")
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new();
        w.strs(&self.groups);
        w.str(&self.config.text);
        w.usize(self.docs.len());
        for d in &self.docs {
            write_doc(&mut w, d);
        }
        // Block strings go into one region, read back as views (see SharedText); the region
        // comes first so that each block is made in one pass.
        w.usize(
            self.blocks
                .iter()
                .flat_map(block_strings)
                .map(str::len)
                .sum(),
        );
        for b in &self.blocks {
            for part in block_strings(b) {
                w.buf.extend_from_slice(part.as_bytes());
            }
        }
        w.usize(self.blocks.len());
        for b in &self.blocks {
            w.usize(b.doc);
            for part in block_strings(b) {
                w.usize(part.len());
            }
            w.strs(&b.products);
            w.strs(&b.fields);
        }
        // The dictionary: three u32 arrays read in place on load (see bm25::Terms), then the
        // terms as one text.
        let index = &self.index;
        let t = index.terms();
        w.usize(index.term_count());
        for array in [&t.ends, &t.df, &t.list_ends] {
            w.buf.extend_from_slice(array.0.as_bytes());
        }
        w.usize(t.text.as_bytes().len());
        w.buf.extend_from_slice(t.text.as_bytes());
        w.usize(index.lists().len());
        w.buf.extend_from_slice(index.lists());
        for l in &self.index.lengths {
            for v in l {
                w.u64(u64::from(*v));
            }
        }
        w.usize(self.links.parts.len());
        for (part, list) in &self.links.parts {
            w.str(part);
            w.usize(list.len());
            for b in list {
                w.u64(u64::from(*b));
            }
        }
        frame(&w.buf)
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<Bundle, BundleError> {
        Bundle::from_vec(bytes.to_vec())
    }

    /// Loads a bundle, keeping `bytes` as the storage of its block strings and posting lists.
    pub fn from_vec(bytes: Vec<u8>) -> Result<Bundle, BundleError> {
        if bytes.is_empty() {
            return Err(BundleError::Empty);
        }
        let magic_len = bytes.len().min(MAGIC.len());
        if bytes[..magic_len] != MAGIC[..magic_len] {
            return Err(BundleError::Foreign);
        }
        if bytes.len() < HEADER_LEN {
            return Err(BundleError::Truncated {
                expected: HEADER_LEN,
                found: bytes.len(),
            });
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let u64_at = |i: usize| u64::from(u32_at(i)) | (u64::from(u32_at(i + 4)) << 32);
        let version = u16_at(8);
        if version > FORMAT_VERSION {
            return Err(BundleError::NewerVersion {
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        if version < FORMAT_VERSION {
            return Err(BundleError::OlderVersion {
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        let len = u32_at(12) as usize;
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
        let found = checksum64(&bytes[HEADER_LEN..]);
        if found != u64_at(16) {
            return Err(BundleError::Corrupted {
                expected: u64_at(16),
                found,
            });
        }
        decode(Arc::new(bytes)).map_err(BundleError::Malformed)
    }
}

/// `payload` behind this format's header (magic, version, flags, length, checksum).
pub fn frame(payload: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(&checksum64(payload).to_le_bytes());
    out.extend_from_slice(payload);
    out
}

/// A block's strings in the order the bundle stores them.
fn block_strings(b: &Block) -> [&str; 4] {
    [&b.id, &b.section, &b.heading, &b.text]
}

fn write_doc(w: &mut Writer, d: &Doc) {
    w.str(&d.id);
    w.str(&d.title);
    w.strs(&d.products);
    w.strs(&d.groups);
    w.strs(&d.markets);
    write_date(w, d.valid_from);
    write_opt_date(w, d.valid_to);
    w.u64(u64::from(d.superseded));
    w.opt_str(d.superseded_by.as_deref());
    write_opt_date(w, d.superseded_from);
    match &d.table {
        None => w.u64(0),
        Some(t) => {
            w.u64(1);
            w.usize(t.columns.len());
            for c in &t.columns {
                w.str(&c.name);
                w.u64(u64::from(c.kind.code()));
            }
            w.strs(&t.about);
            w.usize(t.measures.len());
            for m in &t.measures {
                w.str(&m.field);
                w.strs(&m.words);
            }
        }
    }
}

fn write_date(w: &mut Writer, d: Date) {
    w.u64(u64::from(d.year));
    w.u64(u64::from(d.month));
    w.u64(u64::from(d.day));
}

fn write_opt_date(w: &mut Writer, d: Option<Date>) {
    match d {
        None => w.u64(0),
        Some(d) => {
            w.u64(1);
            write_date(w, d);
        }
    }
}

fn read_opt_date(r: &mut Reader) -> Result<Option<Date>, String> {
    match r.u64()? {
        0 => Ok(None),
        1 => Ok(Some(read_date(r)?)),
        _ => Err(format!("bad tag at byte {}", r.pos)),
    }
}

fn read_date(r: &mut Reader) -> Result<Date, String> {
    let (y, m, d) = (r.u32()?, r.u32()?, r.u32()?);
    if y > 9999 || m > 12 || d > 31 {
        return Err(format!("bad date at byte {}", r.pos));
    }
    Date::new(y as u16, m as u8, d as u8).ok_or_else(|| format!("bad date at byte {}", r.pos))
}

fn read_doc(r: &mut Reader) -> Result<Doc, String> {
    let id = r.str()?;
    let title = r.str()?;
    let products = r.strs()?;
    let groups = r.strs()?;
    let markets = r.strs()?;
    let valid_from = read_date(r)?;
    let valid_to = read_opt_date(r)?;
    let superseded = r.u64()? != 0;
    let superseded_by = r.opt_str()?;
    let superseded_from = read_opt_date(r)?;
    let table = match r.u64()? {
        0 => None,
        1 => {
            let n = r.count()?;
            let mut columns = Vec::with_capacity(n);
            for _ in 0..n {
                let name = r.str()?;
                let code = r.u32()?;
                let kind = u8::try_from(code)
                    .ok()
                    .and_then(ColumnKind::from_code)
                    .ok_or_else(|| format!("unknown column kind {code} at byte {}", r.pos))?;
                columns.push(Column { name, kind });
            }
            let about = r.strs()?;
            let n = r.count()?;
            let mut measures = Vec::with_capacity(n);
            for _ in 0..n {
                measures.push(Measure {
                    field: r.str()?,
                    words: r.strs()?,
                });
            }
            Some(Table {
                columns,
                about,
                measures,
            })
        }
        _ => return Err(format!("bad tag at byte {}", r.pos)),
    };
    Ok(Doc {
        id,
        title,
        products,
        groups,
        markets,
        valid_from,
        valid_to,
        superseded,
        superseded_by,
        superseded_from,
        table,
    })
}

/// The block strings region, handed out block by block.
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

/// One block: its document, strings, products and fields; None when its strings run past the
/// region. A function of its own so that a browser optimizes it after the first blocks instead
/// of running the whole loop as baseline code.
#[inline(never)]
fn read_block(r: &mut Reader, docs: usize, strings: &mut Strings) -> Result<Option<Block>, String> {
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

/// The next `n` bytes of the payload as a view into `file`, which holds the payload.
fn take_shared(r: &mut Reader, file: &Arc<Vec<u8>>, n: usize) -> Result<SharedBytes, String> {
    let start = HEADER_LEN + r.pos;
    r.bytes(n)?;
    Ok(SharedBytes::slice(file, start, start + n).unwrap_or_default())
}

/// Decodes the payload of `file` (whose header is checked).
fn decode(file: Arc<Vec<u8>>) -> Result<Bundle, String> {
    let payload = &file[HEADER_LEN..];
    let mut r = Reader::new(payload);
    r.what = "groups";
    let groups = r.strs()?;
    r.what = "configuration";
    let config_text = r.str()?;
    let config = Config::parse_with(
        &config_text,
        "corpus.conf (in the bundle)",
        crate::pattern::Compile::OnFirstUse,
    )
    .map_err(|e| e.to_string())?;
    r.what = "documents";
    let n = r.count()?;
    let mut docs = Vec::with_capacity(n);
    for _ in 0..n {
        docs.push(read_doc(&mut r)?);
    }
    r.what = "block strings";
    let n = r.count()?;
    let region = HEADER_LEN + r.pos;
    r.bytes(n)?;
    let mut strings = Strings {
        file: &file,
        at: region,
        end: region + n,
    };
    r.what = "blocks";
    let count = r.count()?;
    let mut blocks = Vec::with_capacity(count);
    for i in 0..count {
        blocks.push(
            read_block(&mut r, docs.len(), &mut strings)?
                .ok_or_else(|| format!("block strings: block {i} runs past the {n} bytes"))?,
        );
    }
    if strings.at != strings.end {
        return Err(format!(
            "block strings: the blocks hold {} of {n} bytes",
            strings.at - region
        ));
    }
    r.what = "index";
    let n = r.count()?;
    let array_len = n.checked_mul(4).ok_or("index: a term count out of range")?;
    let ends = U32s(take_shared(&mut r, &file, array_len)?);
    let df = U32s(take_shared(&mut r, &file, array_len)?);
    let list_ends = U32s(take_shared(&mut r, &file, array_len)?);
    let n = r.count()?;
    let text = take_shared(&mut r, &file, n)?;
    std::str::from_utf8(text.as_bytes())
        .map_err(|_| format!("index at byte {}: terms are not UTF-8", r.pos))?;
    let terms = Terms {
        text,
        ends,
        df,
        list_ends,
    };
    r.what = "postings";
    let n = r.count()?;
    let lists = take_shared(&mut r, &file, n)?;
    r.what = "lengths";
    let mut lengths = Vec::with_capacity(blocks.len());
    for _ in 0..blocks.len() {
        lengths.push([r.u32()?, r.u32()?, r.u32()?]);
    }
    let index = Index::from_terms(terms, lists, lengths).map_err(|e| format!("index: {e}"))?;
    r.what = "links";
    let n = r.count()?;
    let mut parts = Vec::with_capacity(n);
    for _ in 0..n {
        let part = r.str()?;
        let m = r.count()?;
        let list = (0..m)
            .map(|_| r.index(blocks.len()).map(|i| i as u32))
            .collect::<Result<Vec<_>, _>>()?;
        parts.push((part, list));
    }
    if !r.at_end() {
        return Err(format!(
            "{} bytes left over after the links",
            payload.len() - r.pos
        ));
    }
    Ok(Bundle::new(
        groups,
        config,
        docs,
        blocks,
        index,
        LinkGraph { parts },
    ))
}
