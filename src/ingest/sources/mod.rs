//! Reading a corpus folder: configuration, documents and record tables become blocks.

mod document;
mod formats;
mod header;
#[cfg(not(target_arch = "wasm32"))]
pub mod html;
#[cfg(not(target_arch = "wasm32"))]
mod pdf;
pub(crate) mod records;

pub use records::flag_value;
mod sections;
#[cfg(not(target_arch = "wasm32"))]
mod sheets;

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
    /// The sources left out because they are embargoed on the day the corpus was read for:
    /// none of their text, ids or part numbers is in `docs` or `blocks`.
    pub embargoed: Vec<Embargoed>,
    /// What the readers guessed rather than were told (a table's separator, decimal mark or
    /// date order), for `atlas check`.
    pub notes: Vec<Note>,
}

/// A source left out of a corpus read before its `valid_from`, for the build's and the check's
/// reports: never in a bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Embargoed {
    pub id: String,
    /// The file holding its header, and the line of its `embargo: true`.
    pub file: String,
    pub line: usize,
    /// Its valid_from: the first day a build holds it.
    pub until: Date,
}

impl std::fmt::Display for Embargoed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}: {} left out of every bundle until {}",
            self.file, self.line, self.id, self.until
        )
    }
}

/// A source file as read: its name for errors, its path under its type's folder (`/`-separated)
/// and its bytes; text sources decode them with [`Source::text`], since a record table may
/// declare another encoding and a spreadsheet or PDF is no text at all.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    pub file: &'a str,
    pub rel: &'a str,
    pub bytes: &'a [u8],
    /// The header file beside a source that cannot hold one (`X.pdf.header`, `X.xlsx.header`),
    /// when there is one.
    pub sidecar: Option<Sidecar<'a>>,
}

/// A header file beside its source: its name for errors and its bytes.
#[derive(Clone, Copy, Debug)]
pub struct Sidecar<'a> {
    pub file: &'a str,
    pub bytes: &'a [u8],
}

impl<'a> Source<'a> {
    /// A source given as text (documents and tables built in memory).
    pub fn from_text(file: &'a str, rel: &'a str, text: &'a str) -> Source<'a> {
        Source {
            file,
            rel,
            bytes: text.as_bytes(),
            sidecar: None,
        }
    }

    /// The source as UTF-8 text, without a byte-order mark.
    pub fn text(&self) -> Result<&'a str, SourceError> {
        utf8(self.file, self.bytes)
    }

    /// The sidecar header's text, or the error that names the missing file and what it holds.
    pub fn sidecar_text(&self) -> Result<(&'a str, &'a str), SourceError> {
        match self.sidecar {
            Some(s) => Ok((s.file, utf8(s.file, s.bytes)?)),
            None => Err(SourceError::at(
                self.file,
                0,
                format!(
                    "no header file {}.header beside it: it holds the 'key: value' lines \
                     (id, groups, ...) that the source itself cannot",
                    self.file
                ),
            )),
        }
    }
}

/// `bytes` as UTF-8 text without a byte-order mark, or the error naming the first bad line.
pub fn utf8<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, SourceError> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let upto = &bytes[..e.valid_up_to()];
        let line = upto.iter().filter(|b| **b == b'\n').count() + 1;
        SourceError::at(file, line, "not valid UTF-8 text")
    })?;
    // Editors on Windows start UTF-8 files with a byte-order mark; it is no part of the text,
    // and left in it made the first header key unknown with an invisible character in the error.
    Ok(text.strip_prefix('\u{feff}').unwrap_or(text))
}

/// A source's id must be its file name without the extension (`docs/X.pdf` is `X`).
pub fn check_file_id(file: &str, id: &str, line: usize) -> Result<(), SourceError> {
    let name = Path::new(file)
        .file_name()
        .and_then(|s| s.to_str())
        .unwrap_or("");
    let stem = name.split('.').next().unwrap_or("");
    if stem == id {
        Ok(())
    } else {
        Err(SourceError::at(
            file,
            line,
            format!("the id '{id}' does not match the file name '{stem}'"),
        ))
    }
}

/// Runs a third-party reader on one file: should it panic on a damaged file, the build stops
/// with an error naming the file instead of crashing.
#[cfg(not(target_arch = "wasm32"))]
pub fn guarded<T>(file: &str, read: impl FnOnce() -> T) -> Result<T, SourceError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(read)).map_err(|panic| {
        let why = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        SourceError::at(
            file,
            0,
            format!("the file is damaged: its reader failed ({why})"),
        )
    })
}

/// A source read: its document and blocks.
pub struct Read {
    pub doc: Doc,
    pub blocks: Vec<Block>,
    /// The line of the header's `superseded_by` (0 when there is none), for the error when
    /// the document it names is not in the corpus.
    pub successor_line: usize,
    /// The line of the header's `embargo: true`, when the source is embargoed.
    pub embargo: Option<usize>,
    /// What was guessed rather than declared (a table's separator), for the build's output.
    pub notes: Vec<Note>,
}

/// Something a reader guessed rather than was told (a table's separator, its dates' order),
/// at the line that would declare it: the build prints it, `atlas check` reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for Note {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
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
    /// The metadata is in a header file beside each source, `X.EXT.header`.
    pub sidecar: bool,
    /// Reads one file into its documents (a spreadsheet has one per sheet, other sources one).
    pub read: fn(&Source, &Config, usize) -> Result<Vec<Read>, SourceError>,
}

pub const DOCUMENTS: SourceType = SourceType {
    folder: "docs",
    extensions: &["md"],
    nested: false,
    id_in_header: true,
    sidecar: false,
    read: |s, c, i| document::read(s, c, i).map(|r| vec![r]),
};
pub const RECORDS: SourceType = SourceType {
    folder: "records",
    extensions: &["csv"],
    nested: false,
    id_in_header: true,
    sidecar: false,
    read: |s, c, i| records::read(s, c, i).map(|r| vec![r]),
};
/// HTML pages, read by the native CLI only (the parser is no part of the browser engine).
#[cfg(not(target_arch = "wasm32"))]
pub const PAGES: SourceType = SourceType {
    folder: "html",
    extensions: &["html", "htm"],
    nested: true,
    id_in_header: false,
    sidecar: false,
    read: |s, c, i| html::read(s, c, i).map(|r| vec![r]),
};
/// Spreadsheets: one record table per sheet, the header lines in `records/ID.xlsx.header`.
#[cfg(not(target_arch = "wasm32"))]
pub const SHEETS: SourceType = SourceType {
    folder: "records",
    extensions: &["xlsx"],
    nested: false,
    // A workbook's tables are `ID` or `ID-SHEET`: sheets.rs checks the id itself.
    id_in_header: false,
    sidecar: true,
    read: sheets::read,
};
/// PDF documents, the header lines in `docs/ID.pdf.header`.
#[cfg(not(target_arch = "wasm32"))]
pub const PDFS: SourceType = SourceType {
    folder: "docs",
    extensions: &["pdf"],
    nested: false,
    id_in_header: true,
    sidecar: true,
    read: |s, c, i| pdf::read(s, c, i).map(|r| vec![r]),
};

/// Every source type, in the order a corpus reads them. The new ones come last: a corpus
/// without them keeps its document order, and so its bundles byte for byte. Pages, spreadsheets
/// and PDFs are read by the native CLI only; the browser engine never ingests.
#[cfg(not(target_arch = "wasm32"))]
pub const SOURCE_TYPES: &[&SourceType] = &[&DOCUMENTS, &RECORDS, &PAGES, &SHEETS, &PDFS];
#[cfg(target_arch = "wasm32")]
pub const SOURCE_TYPES: &[&SourceType] = &[&DOCUMENTS, &RECORDS];

/// What a corpus read reports as it goes: each source once read (for a progress bar), and what
/// was guessed about a source rather than declared (for the build's output).
#[derive(Clone, Debug)]
pub enum Progress<'a> {
    /// The number of source files found, before they are read.
    Found(usize),
    Read {
        file: &'a str,
        bytes: usize,
        blocks: usize,
    },
    Note(String),
}

impl Corpus {
    /// Reads `DIR/corpus.conf`, then each source type's folder (`docs/*.md`, `records/*.csv`,
    /// `html/**/*.html`), in file-name order, as a build today would.
    pub fn read(dir: &Path) -> Result<Corpus, SourceError> {
        Corpus::read_with(dir, &mut |_| {})
    }

    /// [`Corpus::read`], reporting each source read and each guess made.
    pub fn read_with(
        dir: &Path,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Corpus, SourceError> {
        Corpus::read_on(dir, Date::today(), progress)
    }

    /// [`Corpus::read_with`] for a build on day `on`: a source embargoed until a later day is
    /// left out (`Corpus::embargoed`).
    pub fn read_on(
        dir: &Path,
        on: Date,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Corpus, SourceError> {
        let root = dir.canonicalize().map_err(|e| {
            SourceError::at(&dir.display().to_string(), 0, format!("cannot read: {e}"))
        })?;
        let conf_path = dir.join("corpus.conf");
        let conf_name = conf_path.display().to_string();
        let config = Config::parse(
            utf8(&conf_name, &read_bytes(&root, &conf_path)?)?,
            &conf_name,
        )?;
        let mut files = Vec::new();
        for &kind in SOURCE_TYPES {
            let folder = dir.join(kind.folder);
            if !folder.is_dir() {
                continue;
            }
            inside(&root, &folder)?;
            let mut found = Vec::new();
            list_files(kind, &root, &folder, "", 0, &mut found)?;
            found.sort();
            for (rel, path) in found {
                let bytes = read_bytes(&root, &path)?;
                let sidecar = if kind.sidecar {
                    let mut name = path.clone().into_os_string();
                    name.push(".header");
                    let side = std::path::PathBuf::from(name);
                    // A missing header file is the reader's error, which says what it holds.
                    match std::fs::symlink_metadata(&side) {
                        Ok(_) => Some((side.display().to_string(), read_bytes(&root, &side)?)),
                        Err(_) => None,
                    }
                } else {
                    None
                };
                files.push((kind, path.display().to_string(), rel, bytes, sidecar));
            }
        }
        progress(Progress::Found(files.len()));
        Corpus::from_files_on(
            config,
            files.iter().map(|(kind, file, rel, bytes, sidecar)| {
                let sidecar = sidecar
                    .as_ref()
                    .map(|(file, bytes)| Sidecar { file, bytes });
                (
                    *kind,
                    Source {
                        file,
                        rel,
                        bytes,
                        sidecar,
                    },
                )
            }),
            on,
            progress,
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
                (kind, Source::from_text(file, rel, text))
            }),
        )
    }

    /// Builds a corpus from source files already in memory, each with its type, as a build
    /// today would.
    pub fn from_files<'a>(
        config: Config,
        files: impl IntoIterator<Item = (&'a SourceType, Source<'a>)>,
    ) -> Result<Corpus, SourceError> {
        Corpus::from_files_on(config, files, Date::today(), &mut |_| {})
    }

    /// [`Corpus::from_files`] for a build on day `on`, reporting each source read and each
    /// guess made.
    pub fn from_files_on<'a>(
        config: Config,
        files: impl IntoIterator<Item = (&'a SourceType, Source<'a>)>,
        on: Date,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<Corpus, SourceError> {
        let mut docs: Vec<Doc> = Vec::new();
        let mut blocks: Vec<Block> = Vec::new();
        // (header file, line) of each document's `embargo: true`, in document order.
        let mut embargoes: Vec<Option<(String, usize)>> = Vec::new();
        let mut doc_files: HashMap<String, String> = HashMap::new();
        // (file, line, named document) of each superseded_by, checked once all ids are known.
        let mut successors: Vec<(String, usize, String)> = Vec::new();
        let mut guesses: Vec<Note> = Vec::new();
        for (kind, source) in files {
            let reads = (kind.read)(&source, &config, docs.len())?;
            let file = source.file;
            let mut read_blocks = 0;
            for read in reads {
                let Read {
                    doc,
                    blocks: mut doc_blocks,
                    successor_line,
                    embargo,
                    notes,
                } = read;
                for note in notes {
                    progress(Progress::Note(note.to_string()));
                    guesses.push(note);
                }
                if kind.id_in_header {
                    // The line of the id in its header file is not known here; line 1 is where
                    // the header starts.
                    let header_file = source.sidecar.map_or(file, |s| s.file);
                    let stem = Path::new(file)
                        .file_stem()
                        .and_then(|s| s.to_str())
                        .unwrap_or("");
                    if stem != doc.id.as_str() {
                        return Err(SourceError::at(
                            header_file,
                            1,
                            format!("the id '{}' does not match the file name '{stem}'", doc.id),
                        ));
                    }
                }
                if doc_blocks.is_empty() {
                    // Only a page or a sheet can be without text; it is left out, as if not there.
                    continue;
                }
                // A reader numbers its documents from the index it was given; one it left out
                // (an empty sheet) must not shift the next.
                for b in &mut doc_blocks {
                    b.doc = docs.len();
                }
                read_blocks += doc_blocks.len();
                // Never a silent rename: the renamed id would tell every reader that the first
                // id exists, even when only another group may read its document.
                if let Some(first) = doc_files.get(doc.id.as_str()) {
                    let line = if kind.id_in_header {
                        id_line(source.text().unwrap_or_default())
                    } else {
                        0
                    };
                    return Err(SourceError::at(
                        file,
                        line,
                        format!("id '{}' is also the id of {first}", doc.id),
                    ));
                }
                doc_files.insert(doc.id.to_string(), file.to_string());
                if let Some(next) = &doc.superseded_by {
                    successors.push((file.to_string(), successor_line, next.clone()));
                }
                let header_file = source.sidecar.map_or(file, |s| s.file);
                embargoes.push(embargo.map(|line| (header_file.to_string(), line)));
                docs.push(doc);
                blocks.extend(doc_blocks);
            }
            progress(Progress::Read {
                file,
                bytes: source.bytes.len() + source.sidecar.map_or(0, |s| s.bytes.len()),
                blocks: read_blocks,
            });
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
        // A column label for a column no table has is a typo the page would never show.
        for l in &config.column_labels {
            let known = docs
                .iter()
                .filter_map(|d| d.table.as_ref())
                .any(|t| t.columns.iter().any(|c| c.name == l.column));
            if !known {
                let mut columns: Vec<&str> = docs
                    .iter()
                    .filter_map(|d| d.table.as_ref())
                    .flat_map(|t| t.columns.iter().map(|c| c.name.as_str()))
                    .collect();
                columns.sort_unstable();
                columns.dedup();
                return Err(SourceError::at(
                    &config.file,
                    l.line,
                    format!(
                        "[columns] names '{}', which is no column of any record table (columns: {})",
                        l.column,
                        columns.join(", ")
                    ),
                ));
            }
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
        let embargoed = leave_out(&mut docs, &mut blocks, embargoes, on);
        Ok(Corpus {
            config,
            docs,
            blocks,
            embargoed,
            notes: guesses,
        })
    }
}

/// Takes out of the corpus the documents embargoed on day `on` (those applying from a later
/// day) with their blocks, once every check that needs the whole corpus is done (a `[columns]`
/// label of an embargoed table's column is no typo, a successor's id exists) and each
/// supersession's day is known: a document superseded by an embargoed one still stops applying
/// the day its successor starts, but no longer names it.
fn leave_out(
    docs: &mut Vec<Doc>,
    blocks: &mut Vec<Block>,
    embargoes: Vec<Option<(String, usize)>>,
    on: Date,
) -> Vec<Embargoed> {
    let mut left = Vec::new();
    let mut kept = Vec::with_capacity(docs.len());
    let mut map = Vec::with_capacity(docs.len());
    for (d, embargo) in std::mem::take(docs).into_iter().zip(embargoes) {
        match embargo {
            Some((file, line)) if on < d.valid_from => {
                map.push(None);
                left.push(Embargoed {
                    id: d.id.to_string(),
                    file,
                    line,
                    until: d.valid_from,
                });
            }
            _ => {
                map.push(Some(kept.len()));
                kept.push(d);
            }
        }
    }
    *docs = kept;
    if left.is_empty() {
        return left;
    }
    blocks.retain_mut(|b| match map[b.doc] {
        Some(i) => {
            b.doc = i;
            true
        }
        None => false,
    });
    for d in docs.iter_mut() {
        if d.superseded_by
            .as_ref()
            .is_some_and(|next| left.iter().any(|e| &e.id == next))
        {
            d.superseded_by = None;
        }
    }
    left
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
        let source = path
            .extension()
            .and_then(|x| x.to_str())
            .is_some_and(|x| kind.extensions.contains(&x));
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            if source || (kind.nested && path.is_dir()) {
                // Its id and the errors in it could not be written: refused, never skipped.
                return Err(SourceError::at(
                    &path.display().to_string(),
                    0,
                    "the name is not UTF-8 text; rename it",
                ));
            }
            continue;
        };
        let rel = format!("{prefix}{name}");
        if path.is_dir() && kind.nested {
            if e.file_type().is_ok_and(|t| t.is_symlink()) {
                inside(root, &path)?;
            }
            list_files(kind, root, &path, &format!("{rel}/"), depth + 1, out)?;
        } else if source {
            // Whatever it is: `read_bytes` refuses a folder (or a link to one) named as a
            // source by name, as it refuses a FIFO, rather than the source going missing
            // without a word.
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

/// A source file's bytes. Only regular files inside the corpus folder are read: the type is
/// checked before the file is opened, since opening some devices does something (a tape
/// rewinds), and again on what was opened (`base::file`), should the file be swapped for a FIFO
/// or a device between the two.
fn read_bytes(root: &Path, path: &Path) -> Result<Vec<u8>, SourceError> {
    use crate::base::file::{self, FileError};
    let name = path.display().to_string();
    inside(root, path)?;
    let refused = |e: FileError| SourceError::at(&name, 0, e.to_string());
    let meta = std::fs::metadata(path).map_err(|e| refused(FileError::Io(e)))?;
    if !meta.is_file() {
        return Err(refused(FileError::NotRegular(file::kind(meta.file_type()))));
    }
    file::read_regular(path, MAX_SOURCE_BYTES).map_err(refused)
}
