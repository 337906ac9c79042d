//! Reading a corpus folder: configuration, documents and record tables become blocks.

mod document;
mod header;
pub mod html;
mod records;
mod sections;

use crate::base::config::Config;
use crate::base::date::Date;
use crate::base::error::SourceError;
use crate::base::model::{Block, Doc};
use std::collections::HashMap;
use std::path::Path;

/// Largest source file read; larger ones are refused before they are read into memory.
pub const MAX_SOURCE_BYTES: u64 = 64 << 20;

#[derive(Clone, Debug)]
pub struct Corpus {
    pub config: Config,
    pub docs: Vec<Doc>,
    pub blocks: Vec<Block>,
}

/// A source file as read: its name for errors, its path under its type's folder (`/`-separated)
/// and its text.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    pub file: &'a str,
    pub rel: &'a str,
    pub text: &'a str,
}

/// A source read: its document and blocks.
pub struct Read {
    pub doc: Doc,
    pub blocks: Vec<Block>,
    /// The line of the header's `superseded_by` (0 when there is none), for the error when
    /// the document it names is not in the corpus.
    pub successor_line: usize,
}

/// One kind of source: where it lives in a corpus folder and how a file becomes a document and
/// its blocks (`doc_index` is the index the document will have in the corpus). A new source type
/// is a module with a `read` function and one entry in `SOURCE_TYPES`.
pub struct SourceType {
    pub folder: &'static str,
    pub extensions: &'static [&'static str],
    /// Sub-folders are read too.
    pub nested: bool,
    /// The id is written in the file's header, and must be its file name.
    pub id_in_header: bool,
    pub read: fn(&Source, &Config, usize) -> Result<Read, SourceError>,
}

pub const DOCUMENTS: SourceType = SourceType {
    folder: "docs",
    extensions: &["md"],
    nested: false,
    id_in_header: true,
    read: document::read,
};
pub const RECORDS: SourceType = SourceType {
    folder: "records",
    extensions: &["csv"],
    nested: false,
    id_in_header: true,
    read: records::read,
};
pub const PAGES: SourceType = SourceType {
    folder: "html",
    extensions: &["html", "htm"],
    nested: true,
    id_in_header: false,
    read: html::read,
};

/// Every source type, in the order a corpus reads them.
pub const SOURCE_TYPES: [&SourceType; 3] = [&DOCUMENTS, &RECORDS, &PAGES];

impl Corpus {
    /// Reads `DIR/corpus.conf`, then each source type's folder (`docs/*.md`, `records/*.csv`,
    /// `html/**/*.html`), in file-name order.
    pub fn read(dir: &Path) -> Result<Corpus, SourceError> {
        let root = dir.canonicalize().map_err(|e| {
            SourceError::at(&dir.display().to_string(), 0, format!("cannot read: {e}"))
        })?;
        let conf_path = dir.join("corpus.conf");
        let conf_name = conf_path.display().to_string();
        let config = Config::parse(&read_text(&root, &conf_path)?, &conf_name)?;
        let mut files = Vec::new();
        for kind in SOURCE_TYPES {
            let folder = dir.join(kind.folder);
            if !folder.is_dir() {
                continue;
            }
            inside(&root, &folder)?;
            let mut found = Vec::new();
            list_files(kind, &root, &folder, "", 0, &mut found)?;
            found.sort();
            for (rel, path) in found {
                let text = read_text(&root, &path)?;
                files.push((kind, path.display().to_string(), rel, text));
            }
        }
        Corpus::from_files(
            config,
            files
                .iter()
                .map(|(kind, file, rel, text)| (*kind, Source { file, rel, text })),
        )
    }

    /// Builds a corpus from documents and record tables already in memory: (file name, text, is
    /// a record table).
    pub fn from_sources<'a>(
        config: Config,
        sources: impl IntoIterator<Item = (&'a str, &'a str, bool)>,
    ) -> Result<Corpus, SourceError> {
        Corpus::from_files(
            config,
            sources.into_iter().map(|(file, text, is_table)| {
                let kind = if is_table { &RECORDS } else { &DOCUMENTS };
                let rel = Path::new(file)
                    .file_name()
                    .and_then(|n| n.to_str())
                    .unwrap_or(file);
                (kind, Source { file, rel, text })
            }),
        )
    }

    /// Builds a corpus from source files already in memory, each with its type.
    pub fn from_files<'a>(
        config: Config,
        files: impl IntoIterator<Item = (&'a SourceType, Source<'a>)>,
    ) -> Result<Corpus, SourceError> {
        let mut docs: Vec<Doc> = Vec::new();
        let mut blocks: Vec<Block> = Vec::new();
        let mut doc_files: HashMap<String, String> = HashMap::new();
        // (file, line, named document) of each superseded_by, checked once all ids are known.
        let mut successors: Vec<(String, usize, String)> = Vec::new();
        for (kind, source) in files {
            let Read {
                doc,
                blocks: doc_blocks,
                successor_line,
            } = (kind.read)(&source, &config, docs.len())?;
            let file = source.file;
            if kind.id_in_header {
                let stem = Path::new(file)
                    .file_stem()
                    .and_then(|s| s.to_str())
                    .unwrap_or("");
                if stem != doc.id {
                    return Err(SourceError::at(
                        file,
                        1,
                        format!("the id '{}' does not match the file name '{stem}'", doc.id),
                    ));
                }
            }
            if doc_blocks.is_empty() {
                // Only a page can be without text; it is left out, as a page that is not there.
                continue;
            }
            // Never a silent rename: the renamed id would tell every reader that the first
            // id exists, even when only another group may read its document.
            if let Some(first) = doc_files.get(&doc.id) {
                let line = if kind.id_in_header {
                    id_line(source.text)
                } else {
                    0
                };
                return Err(SourceError::at(
                    file,
                    line,
                    format!("id '{}' is also the id of {first}", doc.id),
                ));
            }
            doc_files.insert(doc.id.clone(), file.to_string());
            if let Some(next) = &doc.superseded_by {
                successors.push((file.to_string(), successor_line, next.clone()));
            }
            docs.push(doc);
            blocks.extend(doc_blocks);
        }
        for (file, line, next) in &successors {
            let problem = if doc_files.get(next) == Some(file) {
                "which is this document itself"
            } else if !doc_files.contains_key(next) {
                "which is not in the corpus"
            } else {
                continue;
            };
            return Err(SourceError::at(
                file,
                *line,
                format!("superseded_by names '{next}', {problem}"),
            ));
        }
        // A document stops applying the day its successor starts applying.
        let starts: HashMap<&str, Date> =
            docs.iter().map(|d| (d.id.as_str(), d.valid_from)).collect();
        let superseded_from: Vec<Option<Date>> = docs
            .iter()
            .map(|d| {
                d.superseded_by
                    .as_ref()
                    .and_then(|next| starts.get(next.as_str()).copied())
            })
            .collect();
        for (d, from) in docs.iter_mut().zip(superseded_from) {
            d.superseded_from = from;
        }
        if docs.is_empty() {
            let wanted: Vec<String> = SOURCE_TYPES
                .iter()
                .map(|k| format!("{}/*.{}", k.folder, k.extensions[0]))
                .collect();
            return Err(SourceError::at(
                "corpus",
                0,
                format!("no source with text (looked for {})", wanted.join(", ")),
            ));
        }
        Ok(Corpus {
            config,
            docs,
            blocks,
        })
    }
}

/// The line of the `id:` header entry of a document or record table (`# id:`); 0 if none.
fn id_line(text: &str) -> usize {
    text.lines()
        .position(|l| {
            l.trim_start_matches('#')
                .split_once(':')
                .is_some_and(|(k, _)| k.trim().eq_ignore_ascii_case("id"))
        })
        .map_or(0, |i| i + 1)
}

/// The files of source type `kind` under `dir`, with their paths relative to its folder;
/// sub-folders (for a nested type) are followed at most 16 levels deep, and only while they
/// stay inside `root`.
fn list_files(
    kind: &SourceType,
    root: &Path,
    dir: &Path,
    prefix: &str,
    depth: usize,
    out: &mut Vec<(String, std::path::PathBuf)>,
) -> Result<(), SourceError> {
    if depth > 16 {
        return Err(SourceError::at(
            &dir.display().to_string(),
            0,
            "folders nest more than 16 levels deep (a link loop?)",
        ));
    }
    let entries = std::fs::read_dir(dir)
        .map_err(|e| SourceError::at(&dir.display().to_string(), 0, e.to_string()))?;
    for e in entries.filter_map(|e| e.ok()) {
        let path = e.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let rel = format!("{prefix}{name}");
        if path.is_dir() {
            if kind.nested {
                if e.file_type().is_ok_and(|t| t.is_symlink()) {
                    inside(root, &path)?;
                }
                list_files(kind, root, &path, &format!("{rel}/"), depth + 1, out)?;
            }
        } else if path
            .extension()
            .and_then(|x| x.to_str())
            .is_some_and(|x| kind.extensions.contains(&x))
        {
            out.push((rel, path));
        }
    }
    Ok(())
}

/// Symbolic links are followed only while they stay inside the corpus folder (`root`,
/// canonical): a link must not pull files from elsewhere on the machine into bundles that are
/// then served to others.
fn inside(root: &Path, path: &Path) -> Result<(), SourceError> {
    let name = || path.display().to_string();
    let real = path
        .canonicalize()
        .map_err(|e| SourceError::at(&name(), 0, format!("cannot read: {e}")))?;
    if real.starts_with(root) {
        Ok(())
    } else {
        Err(SourceError::at(
            &name(),
            0,
            format!(
                "a symbolic link leads to {}, outside the corpus folder {}",
                real.display(),
                root.display()
            ),
        ))
    }
}

/// What a path is when it is not a regular file, for the error.
fn kind(t: std::fs::FileType) -> &'static str {
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

/// A source file's text. Only regular files inside the corpus folder are read: the type is
/// checked before the file is opened, since opening a FIFO blocks until someone writes to it
/// and a device can be endless.
fn read_text(root: &Path, path: &Path) -> Result<String, SourceError> {
    use std::io::Read;
    let name = path.display().to_string();
    let cannot = |e: std::io::Error| SourceError::at(&name, 0, format!("cannot read: {e}"));
    inside(root, path)?;
    let not_regular = |t| {
        SourceError::at(
            &name,
            0,
            format!(
                "not a regular file but {}; only regular files are read",
                kind(t)
            ),
        )
    };
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(not_regular(meta.file_type()));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    // Should the file be replaced by a FIFO after the check, opening does not wait for a
    // writer, and the type is checked again on what was opened.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(path).map_err(cannot)?;
    let meta = file.metadata().map_err(cannot)?;
    if !meta.is_file() {
        return Err(not_regular(meta.file_type()));
    }
    if meta.len() > MAX_SOURCE_BYTES {
        return Err(SourceError::at(
            &name,
            0,
            format!(
                "file is {} bytes; the limit is {MAX_SOURCE_BYTES}",
                meta.len()
            ),
        ));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // A file that grows while it is read stops at the limit too.
    file.take(MAX_SOURCE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_SOURCE_BYTES {
        return Err(SourceError::at(
            &name,
            0,
            format!("file grew past the limit of {MAX_SOURCE_BYTES} bytes while read"),
        ));
    }
    let mut text = String::from_utf8(bytes).map_err(|e| {
        let upto = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = upto.iter().filter(|b| **b == b'\n').count() + 1;
        SourceError::at(&name, line, "not valid UTF-8 text")
    })?;
    // Editors on Windows start UTF-8 files with a byte-order mark; it is no part of the text,
    // and left in it made the first header key unknown with an invisible character in the error.
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok(text)
}
