//! Reading a corpus folder: configuration, documents and record tables become blocks.

mod document;
mod header;
pub mod html;
mod records;

use crate::config::Config;
use crate::error::SourceError;
use crate::model::{Block, Doc};
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

impl Corpus {
    /// Reads `DIR/corpus.conf`, `DIR/docs/*.md`, `DIR/records/*.csv` and `DIR/html/**/*.html`,
    /// in file-name order.
    pub fn read(dir: &Path) -> Result<Corpus, SourceError> {
        let root = dir.canonicalize().map_err(|e| {
            SourceError::at(&dir.display().to_string(), 0, format!("cannot read: {e}"))
        })?;
        let conf_path = dir.join("corpus.conf");
        let conf_name = conf_path.display().to_string();
        let config = Config::parse(&read_text(&root, &conf_path)?, &conf_name)?;
        let mut sources = Vec::new();
        for (sub, ext) in [("docs", "md"), ("records", "csv")] {
            let folder = dir.join(sub);
            if !folder.is_dir() {
                continue;
            }
            inside(&root, &folder)?;
            let entries = std::fs::read_dir(&folder)
                .map_err(|e| SourceError::at(&folder.display().to_string(), 0, e.to_string()))?;
            let mut files: Vec<_> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect();
            files.sort();
            for f in files {
                sources.push((f, ext));
            }
        }
        let mut texts = Vec::new();
        for (path, ext) in &sources {
            texts.push((path.display().to_string(), read_text(&root, path)?, *ext));
        }
        let mut pages = Vec::new();
        let html_dir = dir.join("html");
        if html_dir.is_dir() {
            inside(&root, &html_dir)?;
            let mut files = Vec::new();
            html_files(&root, &html_dir, "", 0, &mut files)?;
            files.sort();
            for (rel, path) in files {
                pages.push((path.display().to_string(), rel, read_text(&root, &path)?));
            }
        }
        Corpus::assemble(
            config,
            texts
                .iter()
                .map(|(n, t, e)| (n.as_str(), t.as_str(), *e == "csv")),
            pages
                .iter()
                .map(|(n, r, t)| (n.as_str(), r.as_str(), t.as_str())),
        )
    }

    /// Builds a corpus from sources already in memory: (file name, text, is a record table).
    pub fn from_sources<'a>(
        config: Config,
        sources: impl IntoIterator<Item = (&'a str, &'a str, bool)>,
    ) -> Result<Corpus, SourceError> {
        Corpus::assemble(config, sources, std::iter::empty())
    }

    /// Like `from_sources`, with HTML pages: (file name, path under `html/` with `/`, text).
    pub fn assemble<'a>(
        config: Config,
        sources: impl IntoIterator<Item = (&'a str, &'a str, bool)>,
        pages: impl IntoIterator<Item = (&'a str, &'a str, &'a str)>,
    ) -> Result<Corpus, SourceError> {
        let mut docs: Vec<Doc> = Vec::new();
        let mut blocks: Vec<Block> = Vec::new();
        let mut doc_files: HashMap<String, String> = HashMap::new();
        // (file, line, named document) of each superseded_by, checked once all ids are known.
        let mut successors: Vec<(String, usize, String)> = Vec::new();
        for (file, text, is_table) in sources {
            let (doc, doc_blocks) = if is_table {
                records::read(file, text, &config, docs.len())?
            } else {
                let (doc, blocks, line) = document::read(file, text, &config, docs.len())?;
                if let Some(next) = &doc.superseded_by {
                    successors.push((file.to_string(), line, next.clone()));
                }
                (doc, blocks)
            };
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
            if let Some(first) = doc_files.insert(doc.id.clone(), file.to_string()) {
                return Err(SourceError::at(
                    file,
                    1,
                    format!("duplicate id {} (also in {first})", doc.id),
                ));
            }
            docs.push(doc);
            blocks.extend(doc_blocks);
        }
        for (file, rel, text) in pages {
            // Page ids come from paths; a second page whose path reads the same gets a suffix.
            let base = html::page_id(rel);
            let mut id = base.clone();
            let mut n = 1;
            while doc_files.contains_key(&id) {
                n += 1;
                id = format!("{base}-{n}");
            }
            let (doc, doc_blocks) = html::read(file, &id, text, &config, docs.len())?;
            if doc_blocks.is_empty() {
                continue;
            }
            doc_files.insert(id, file.to_string());
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
        if docs.is_empty() {
            return Err(SourceError::at(
                "corpus",
                0,
                "no documents (docs/*.md), no record tables (records/*.csv) and no pages with text (html/**/*.html)",
            ));
        }
        Ok(Corpus {
            config,
            docs,
            blocks,
        })
    }
}

/// HTML files under `dir`, with their paths relative to the html folder; symbolic links to
/// folders are followed at most 16 levels deep, and only while they stay inside `root`.
fn html_files(
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
            if e.file_type().is_ok_and(|t| t.is_symlink()) {
                inside(root, &path)?;
            }
            html_files(root, &path, &format!("{rel}/"), depth + 1, out)?;
        } else if name.ends_with(".html") || name.ends_with(".htm") {
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
