//! A bundle folder on disk, as `atlas build` writes it: `head.atlas` and the chunk files it
//! names. Native only: the page fetches the same files by URL.

use super::{Bundle, BundleError, ChunkRef, Chunked};
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

/// Whether `dir` is a bundle folder (it holds a head).
pub fn is_folder(dir: &Path) -> bool {
    dir.join(HEAD).is_file()
}

/// Loads a folder's head: a bundle holding no chunk yet.
pub fn load_head(dir: &Path) -> Result<Bundle, String> {
    let path = dir.join(HEAD);
    let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Bundle::from_vec(bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// A chunk's bytes from the folder; a missing or unreadable file is an error naming it.
pub fn read_chunk(dir: &Path, chunk: &ChunkRef) -> Result<Vec<u8>, BundleError> {
    std::fs::read(dir.join(&chunk.file)).map_err(|e| BundleError::Chunk {
        file: chunk.file.clone(),
        problem: match e.kind() {
            std::io::ErrorKind::NotFound => {
                format!(
                    "missing from {} (an incomplete copy of the bundle folder?)",
                    dir.display()
                )
            }
            _ => format!("cannot be read: {e}"),
        },
    })
}

/// Loads a folder's head and provides every chunk: a complete bundle.
pub fn load_all(dir: &Path) -> Result<Bundle, String> {
    let mut b = load_head(dir)?;
    for c in b.missing() {
        let bytes = read_chunk(dir, &c).map_err(|e| e.to_string())?;
        b.provide(c.slot, bytes).map_err(|e| e.to_string())?;
    }
    Ok(b)
}
