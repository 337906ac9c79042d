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
        let conf_path = dir.join("corpus.conf");
        let conf_name = conf_path.display().to_string();
        let config = Config::parse(&read_text(&conf_path)?, &conf_name)?;
        let mut sources = Vec::new();
        for (sub, ext) in [("docs", "md"), ("records", "csv")] {
            let folder = dir.join(sub);
            if !folder.is_dir() {
                continue;
            }
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
            texts.push((path.display().to_string(), read_text(path)?, *ext));
        }
        let mut pages = Vec::new();
        let html_dir = dir.join("html");
        if html_dir.is_dir() {
            let mut files = Vec::new();
            html_files(&html_dir, "", 0, &mut files)?;
            files.sort();
            for (rel, path) in files {
                pages.push((path.display().to_string(), rel, read_text(&path)?));
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
        for (file, text, is_table) in sources {
            let (doc, doc_blocks) = if is_table {
                records::read(file, text, &config, docs.len())?
            } else {
                document::read(file, text, &config, docs.len())?
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
            if let Some(first) = doc_files.get(&doc.id) {
                return Err(id_collision(file, id_line(text), &doc.id, first));
            }
            doc_files.insert(doc.id.clone(), file.to_string());
            docs.push(doc);
            blocks.extend(doc_blocks);
        }
        for (file, rel, text) in pages {
            // A page whose id is taken is refused, never renamed: the renamed id would tell
            // readers of this page that the other id exists, though they may not read it.
            // A page without text makes no document, and so takes no id.
            let id = html::page_id(rel);
            let (doc, doc_blocks) = html::read(file, &id, text, &config, docs.len())?;
            if doc_blocks.is_empty() {
                continue;
            }
            if let Some(first) = doc_files.get(&id) {
                return Err(id_collision(file, 0, &id, first));
            }
            doc_files.insert(id, file.to_string());
            docs.push(doc);
            blocks.extend(doc_blocks);
        }
        let starts: HashMap<&str, crate::date::Date> =
            docs.iter().map(|d| (d.id.as_str(), d.valid_from)).collect();
        let mut superseded_from = Vec::with_capacity(docs.len());
        for d in &docs {
            superseded_from.push(match &d.superseded_by {
                Some(next) => Some(*starts.get(next.as_str()).ok_or_else(|| {
                    SourceError::at(
                        &doc_files[&d.id],
                        0,
                        format!("superseded_by names '{next}', which is not in the corpus"),
                    )
                })?),
                None => None,
            });
        }
        for (d, from) in docs.iter_mut().zip(superseded_from) {
            d.superseded_from = from;
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

/// `FILE:LINE: id 'X' is also the id of FIRST`.
fn id_collision(file: &str, line: usize, id: &str, first: &str) -> SourceError {
    SourceError::at(file, line, format!("id '{id}' is also the id of {first}"))
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

/// HTML files under `dir`, with their paths relative to the html folder; symbolic links to
/// folders are followed at most 16 levels deep.
fn html_files(
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
            html_files(&path, &format!("{rel}/"), depth + 1, out)?;
        } else if name.ends_with(".html") || name.ends_with(".htm") {
            out.push((rel, path));
        }
    }
    Ok(())
}

fn read_text(path: &Path) -> Result<String, SourceError> {
    let name = path.display().to_string();
    let meta = std::fs::metadata(path)
        .map_err(|e| SourceError::at(&name, 0, format!("cannot read: {e}")))?;
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
    let bytes =
        std::fs::read(path).map_err(|e| SourceError::at(&name, 0, format!("cannot read: {e}")))?;
    String::from_utf8(bytes).map_err(|e| {
        let upto = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = upto.iter().filter(|b| **b == b'\n').count() + 1;
        SourceError::at(&name, line, "not valid UTF-8 text")
    })
}
