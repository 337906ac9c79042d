//! Reading a file someone else may have put there (a corpus source, a bundle folder's head or
//! chunk), natively: only a regular file is read, and never past a limit. A FIFO under a
//! chunk's name hung a question forever, a symlink to /dev/zero ran it out of memory, and a 3 GB
//! sparse file took 3 GB and 12 seconds before it was found not to be a chunk.

use std::fs::File;
use std::io::Read;
use std::path::Path;

/// Why a file was not read. The caller names the file: each says what was wrong with it.
#[derive(Debug)]
pub enum FileError {
    /// Opening or reading it failed.
    Io(std::io::Error),
    /// It is not a regular file but this (`kind`'s words).
    NotRegular(&'static str),
    /// It holds `found` bytes, more than `limit`.
    TooLong { found: u64, limit: u64 },
    /// It grew past `limit` while it was read (its size said less when it was opened).
    Grew { limit: u64 },
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::Io(e) => write!(f, "cannot read: {e}"),
            FileError::NotRegular(kind) => {
                write!(
                    f,
                    "not a regular file but {kind}; only regular files are read"
                )
            }
            FileError::TooLong { found, limit } => {
                write!(f, "file is {found} bytes; the limit is {limit}")
            }
            FileError::Grew { limit } => {
                write!(f, "file grew past the limit of {limit} bytes while read")
            }
        }
    }
}

/// What a file is when it is not a regular file, for an error.
pub fn kind(t: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_block_device() || t.is_char_device() {
            return "a device";
        }
    }
    if t.is_dir() {
        "a folder"
    } else {
        "not a file"
    }
}

/// Opens `path` for reading when what it opens is a regular file (a symlink is followed), and
/// returns it with its length. The type is judged on the opened descriptor, not on the path
/// first: a path checked, then swapped for a FIFO or a device before the open, would pass a
/// check made by path. Opening a FIFO does not wait for a writer (`O_NONBLOCK`: a plain open
/// blocks until one comes, which may be never), and a terminal opened by mistake does not become
/// the process's (`O_NOCTTY`).
pub fn open_regular(path: &Path) -> Result<(File, u64), FileError> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        libc::O_NONBLOCK | libc::O_NOCTTY,
    );
    let file = options.open(path).map_err(FileError::Io)?;
    let meta = file.metadata().map_err(FileError::Io)?;
    if !meta.is_file() {
        return Err(FileError::NotRegular(kind(meta.file_type())));
    }
    Ok((file, meta.len()))
}

/// The bytes of the regular file at `path`, at most `limit` of them: a longer file is refused
/// from its size before anything is read, and one that grows while it is read stops one byte
/// past the limit.
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let (file, len) = open_regular(path)?;
    read_at_most(file, len, limit)
}

/// The bytes of `file` (whose size said `len`), at most `limit` of them.
pub fn read_at_most(file: File, len: u64, limit: u64) -> Result<Vec<u8>, FileError> {
    if len > limit {
        return Err(FileError::TooLong { found: len, limit });
    }
    // `len` is at most `limit`, which the caller chose: no capacity taken on a file's word alone.
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(FileError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(FileError::Grew { limit });
    }
    Ok(bytes)
}
