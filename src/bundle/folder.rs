//! A bundle folder on disk, as `atlas build` writes it: `head.atlas` and the chunk files it
//! names. Native only: the page fetches the same files by URL.

use super::{Bundle, BundleError, ChunkRef, Chunked, HEADER_LEN, MAGIC};
use crate::base::file::{open_regular, read_at_most, FileError};
use std::io::Read;
use std::path::Path;

/// The head's file name in a bundle folder.
pub const HEAD: &str = "head.atlas";

/// The files of a bundle folder, relative to it: the head, then every chunk.
pub fn files(chunked: &Chunked) -> Vec<(String, &[u8])> {
    let mut out = vec![(HEAD.to_string(), chunked.head.as_slice())];
    out.extend(
        chunked
            .chunks
            .iter()
            .map(|(f, b)| (f.clone(), b.as_slice())),
    );
    out
}

/// Whether `dir` is read as a bundle folder: any folder, whose head is then read (or refused,
/// when it is missing or no regular file) as its chunks are. Asking whether the head is a file
/// took a FIFO there for a packed bundle, and the error named the folder.
pub fn is_folder(dir: &Path) -> bool {
    dir.is_dir()
}

/// The most a head may hold: 256 MiB. The page's wasm memory is at most 4 GiB, and a loaded
/// head takes 16 to 19 times its bytes (docs/progressive-bundles.md), so a longer head could not
/// be loaded there anyway; the largest measured, the manager's at the dealer corpus x1000
/// (218,000 blocks), is 5.8 MB, a 46th of it. Natively it bounds what a file under the head's
/// name can make the CLI read.
pub const MAX_HEAD_BYTES: u64 = 256 << 20;

/// Loads a folder's head: a bundle holding no chunk yet. The file is read only when it is a
/// regular file, and at most the length its header states and `MAX_HEAD_BYTES`.
pub fn load_head(dir: &Path) -> Result<Bundle, String> {
    load_file(&dir.join(HEAD), MAX_HEAD_BYTES)
}

/// Loads a bundle file (a head, or a packed bundle: `NAME.atlas`) of at most `limit` bytes. Its
/// header's length is read first, so that a file longer than it says (a sparse file, another
/// file's tail) is refused before its bytes are; the longest a header can state is 4 GiB.
pub fn load_file(path: &Path, limit: u64) -> Result<Bundle, String> {
    load_file_since(path, limit, super::FORMAT_VERSION)
}

/// `load_file`, of any head format from `oldest` on (`Bundle::from_vec_since`).
pub fn load_file_since(path: &Path, limit: u64, oldest: u16) -> Result<Bundle, String> {
    let at = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
    let (mut file, len) = open_regular(path).map_err(|e| at(&e))?;
    let mut bytes = Vec::with_capacity(HEADER_LEN);
    (&mut file)
        .take(HEADER_LEN as u64)
        .read_to_end(&mut bytes)
        .map_err(|e| at(&FileError::Io(e)))?;
    // A header that is no bundle's (too short, another magic) is left to `from_vec` to say so.
    let stated = bytes
        .get(12..16)
        .filter(|_| bytes.starts_with(MAGIC))
        .and_then(|b| <[u8; 4]>::try_from(b).ok())
        .map(|b| HEADER_LEN as u64 + u64::from(u32::from_le_bytes(b)));
    if let Some(stated) = stated {
        if len > stated.min(limit) {
            return Err(at(&if stated > limit {
                format!("its header states {stated} bytes, more than a bundle file's limit of {limit}; refused unread")
            } else {
                format!("{len} bytes where its header states {stated}; refused unread")
            }));
        }
        let rest = len.saturating_sub(bytes.len() as u64);
        let most = stated.min(limit).saturating_sub(bytes.len() as u64);
        bytes.extend(read_at_most(file, rest, most).map_err(|e| at(&e))?);
    }
    Bundle::from_vec_since(bytes, oldest).map_err(|e| at(&e))
}

/// A chunk's bytes from the folder: a regular file, at most the length the head states for it
/// (one byte more is read, to tell a file that grew). A missing, unreadable, irregular or longer
/// file is an error naming it.
pub fn read_chunk(dir: &Path, chunk: &ChunkRef) -> Result<Vec<u8>, BundleError> {
    let fail = |problem: String| BundleError::Chunk {
        file: chunk.file.clone(),
        problem,
    };
    let expected = chunk.bytes as u64;
    let read = open_regular(&dir.join(&chunk.file))
        .and_then(|(file, len)| read_at_most(file, len, expected));
    read.map_err(|e| match e {
        FileError::Io(e) if e.kind() == std::io::ErrorKind::NotFound => fail(format!(
            "missing from {} (an incomplete copy of the bundle folder?)",
            dir.display()
        )),
        FileError::TooLong { found, .. } => fail(format!(
            "{found} bytes in {} where the head says {expected} (another build's, or no chunk); refused unread",
            dir.display()
        )),
        FileError::Grew { .. } => fail(format!(
            "more than {expected} bytes in {} where the head says {expected}: it grew while read",
            dir.display()
        )),
        e => fail(format!("in {}: {e}", dir.display())),
    })
}

/// Loads a folder's head and provides every chunk: a complete bundle.
pub fn load_all(dir: &Path) -> Result<Bundle, String> {
    load_all_since(dir, super::FORMAT_VERSION)
}

/// `load_all`, of any head format from `oldest` on (`Bundle::from_vec_since`): what `atlas
/// build` reads of the build it builds over.
pub fn load_all_since(dir: &Path, oldest: u16) -> Result<Bundle, String> {
    let mut b = load_file_since(&dir.join(HEAD), MAX_HEAD_BYTES, oldest)?;
    for c in b.missing() {
        let bytes = read_chunk(dir, &c).map_err(|e| e.to_string())?;
        b.provide(c.slot, bytes).map_err(|e| e.to_string())?;
    }
    Ok(b)
}
