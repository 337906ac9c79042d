//! `atlas build`: a corpus folder becomes one bundle per access group combination and a
//! manifest, written into a temporary folder and renamed into place, so a failed build leaves
//! the previous output whole.

use crate::bundle::Bundle;
use crate::source::Corpus;
use crate::wire::crc32;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// `manifest.json`, which every user may read, holds only what the page needs to pick a
/// persona's file and verify it. The skipped fields are the build's summary, for the builder:
/// counts per bundle would tell every user how much the other groups have (a loaded bundle
/// gives its own counts).
#[derive(Debug, Serialize)]
pub struct Manifest {
    #[serde(skip)]
    pub corpus: String,
    #[serde(skip)]
    pub version: String,
    #[serde(skip)]
    pub format: u16,
    /// Persona -> bundle file.
    pub personas: std::collections::BTreeMap<String, String>,
    pub bundles: Vec<BundleEntry>,
}

#[derive(Debug, Serialize)]
pub struct BundleEntry {
    pub file: String,
    pub groups: Vec<String>,
    pub bytes: usize,
    pub crc32: String,
    #[serde(skip)]
    pub documents: usize,
    #[serde(skip)]
    pub blocks: usize,
    #[serde(skip)]
    pub parts: usize,
}

/// The bundles of a corpus, one per distinct group set of its personas, in persona order.
pub fn bundles(corpus: &Corpus) -> Vec<Bundle> {
    let mut out: Vec<Bundle> = Vec::new();
    for p in &corpus.config.personas {
        let name = corpus.config.bundle_name(&p.groups);
        if !out.iter().any(|b| b.name() == name) {
            out.push(Bundle::from_corpus(corpus, &p.groups));
        }
    }
    out
}

pub fn bundle_file(name: &str) -> String {
    format!("{name}.atlas")
}

pub fn build(
    corpus_dir: &Path,
    out_dir: &Path,
    progress: &mut dyn FnMut(String),
) -> Result<Manifest, String> {
    progress(format!("read     {}", corpus_dir.display()));
    let corpus = Corpus::read(corpus_dir).map_err(|e| e.to_string())?;
    let tables = corpus.docs.iter().filter(|d| d.table.is_some()).count();
    progress(format!(
        "blocks   {} documents, {} record tables, {} blocks",
        corpus.docs.len() - tables,
        tables,
        corpus.blocks.len()
    ));
    let mut manifest = Manifest {
        corpus: corpus.config.name.clone(),
        version: corpus.config.version.clone(),
        format: crate::bundle::FORMAT_VERSION,
        personas: Default::default(),
        bundles: Vec::new(),
    };
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    for b in bundles(&corpus) {
        progress(format!(
            "index    {}: {} blocks, {} terms, {} parts",
            b.name(),
            b.blocks.len(),
            b.index.term_count(),
            b.links.parts.len()
        ));
        let bytes = b.to_bytes();
        // Read back what was written: a bundle the engine cannot load is never shipped.
        Bundle::from_bytes(&bytes).map_err(|e| {
            format!(
                "internal error: bundle {} does not read back: {e}",
                b.name()
            )
        })?;
        let file = bundle_file(&b.name());
        manifest.bundles.push(BundleEntry {
            file: file.clone(),
            groups: b.groups.clone(),
            bytes: bytes.len(),
            crc32: format!("{:08x}", crc32(&bytes)),
            documents: b.docs.len(),
            blocks: b.blocks.len(),
            parts: b.links.parts.len(),
        });
        files.push((file, bytes));
    }
    for p in &corpus.config.personas {
        manifest.personas.insert(
            p.name.clone(),
            bundle_file(&corpus.config.bundle_name(&p.groups)),
        );
    }
    let json = serde_json::to_string_pretty(&manifest).map_err(|e| e.to_string())?;
    files.push(("manifest.json".into(), format!("{json}\n").into_bytes()));
    write_atomically(out_dir, &files)?;
    progress(format!("wrote    {}", out_dir.display()));
    Ok(manifest)
}

/// Writes all files into a sibling temporary folder, then swaps it into place.
fn write_atomically(out_dir: &Path, files: &[(String, Vec<u8>)]) -> Result<(), String> {
    let parent = out_dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)
        .map_err(|e| format!("{}: cannot create: {e}", parent.display()))?;
    let name = out_dir
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| format!("{}: not a folder name", out_dir.display()))?;
    let tmp: PathBuf = parent.join(format!(".{name}.tmp-{}", std::process::id()));
    let old: PathBuf = parent.join(format!(".{name}.old-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir(&tmp).map_err(|e| format!("{}: cannot create: {e}", tmp.display()))?;
    let result = (|| {
        for (f, bytes) in files {
            std::fs::write(tmp.join(f), bytes)
                .map_err(|e| format!("{}: cannot write: {e}", tmp.join(f).display()))?;
        }
        if out_dir.exists() {
            if !out_dir.is_dir() {
                return Err(format!("{}: exists and is not a folder", out_dir.display()));
            }
            let empty = std::fs::read_dir(out_dir)
                .map(|mut d| d.next().is_none())
                .unwrap_or(false);
            if !empty && !out_dir.join("manifest.json").exists() {
                return Err(format!(
                    "{}: exists and is not a bundle folder (no manifest.json); choose a new or empty folder",
                    out_dir.display()
                ));
            }
            std::fs::rename(out_dir, &old)
                .map_err(|e| format!("{}: cannot replace: {e}", out_dir.display()))?;
        }
        std::fs::rename(&tmp, out_dir)
            .map_err(|e| format!("{}: cannot write: {e}", out_dir.display()))?;
        let _ = std::fs::remove_dir_all(&old);
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
        if old.exists() && !out_dir.exists() {
            let _ = std::fs::rename(&old, out_dir);
        }
    }
    result
}
