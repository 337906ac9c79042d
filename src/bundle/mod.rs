//! Bundles: everything one access group combination may read, and nothing else, in one file.
//!
//! Layout: magic `ATLASBDL`, format version (u16 LE), flags (u16 LE, zero: none is defined, and a
//! bundle with any set is refused as malformed), payload length
//! (u32 LE), the checksum of the payload (u64 LE, see `wire::checksum64`), then the payload (see `wire`).
//!
//! The payload is laid out for loading without decoding: a loaded bundle keeps the file's bytes
//! and reads block strings, the term dictionary and posting lists where they lie (block text is
//! checked as UTF-8 when read, a posting list decoded when its term is asked). Version 1
//! (CRC-32, every string and posting decoded on load) took five times as long to load natively.
//! Version 3 adds each document's `superseded_from` date after its `superseded_by`. Version 4
//! adds, after the configuration, each configured regex compiled to a program
//! (`base::pattern::program`), which the browser runs instead of compiling the regex.
//! Beyond the checksum, loading checks the structure (`check`): a crafted file with a correct
//! checksum is refused as malformed, not left to panic on a question.

use crate::base::config::Config;
use crate::base::error::Coded;
use crate::base::model::{Block, Doc};
use crate::base::pattern::program::Program;
use crate::base::shared_text::Payload;
use crate::base::wire::{checksum64, Writer};
use crate::index::links::LinkGraph;
use crate::index::Index;
use std::fmt;
use std::sync::Arc;

mod blocks;
mod check;
mod docs;

use blocks::{block_strings, read_block, Strings};
use docs::{read_doc, write_doc};

pub const MAGIC: &[u8; 8] = b"ATLASBDL";
pub const FORMAT_VERSION: u16 = 4;
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
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            BundleError::NewerVersion { found, supported }
            | BundleError::OlderVersion { found, supported } => vec![
                ("found", found.to_string()),
                ("supported", supported.to_string()),
            ],
            BundleError::Truncated { expected, found } => vec![
                ("expected", expected.to_string()),
                ("found", found.to_string()),
            ],
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
            groups,
            config,
            docs,
            block_docs: blocks.iter().map(|b| b.doc as u32).collect(),
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
        let regexps = self.config.regexps();
        w.usize(regexps.len());
        for r in regexps {
            r.program().write(&mut w);
        }
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
        self.index.write(&mut w);
        self.links.write(&mut w);
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
        let flags = u16_at(10);
        if flags != 0 {
            // No version defines a flag yet: one set is damage the payload's checksum does not
            // cover, or a writer this engine does not know, whose meaning it could not honour.
            return Err(BundleError::Malformed(format!(
                "header flags are {flags:#06x}; this format defines none, so they must be 0"
            )));
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

/// Decodes the payload of `file` (whose header is checked).
fn decode(file: Arc<Vec<u8>>) -> Result<Bundle, String> {
    let payload = &file[HEADER_LEN..];
    let mut r = Payload::new(&file, HEADER_LEN);
    r.what = "groups";
    let groups = r.strs()?;
    r.what = "configuration";
    let config_text = r.str()?;
    let mut config = Config::parse_with(
        &config_text,
        "corpus.conf (in the bundle)",
        crate::base::pattern::Compile::FROM_BUNDLE,
    )
    .map_err(|e| e.to_string())?;
    r.what = "pattern programs";
    let n = r.count()?;
    let mut regexps = config.regexps_mut();
    if n != regexps.len() {
        return Err(format!(
            "pattern programs: {n} for the configuration's {} patterns",
            regexps.len()
        ));
    }
    for (i, regexp) in regexps.iter_mut().enumerate() {
        let program = Program::read(&mut r)
            .map_err(|e| format!("pattern program {i} (/{}/): {e}", regexp.as_str()))?;
        regexp.set_program(program);
    }
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
    let index = Index::read(&mut r, blocks.len())?;
    let links = LinkGraph::read(&mut r, blocks.len())?;
    if !r.at_end() {
        return Err(format!(
            "{} bytes left over after the links",
            payload.len() - r.pos
        ));
    }
    check::check(&groups, &config, &docs, &blocks)?;
    Ok(Bundle::new(groups, config, docs, blocks, index, links))
}
