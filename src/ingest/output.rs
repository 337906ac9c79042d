//! `atlas build`: a corpus folder becomes one bundle per access group combination (a folder
//! of head and chunks, and the same packed in one file) and a manifest, written into a temporary folder and swapped into place in one step, so a failed or
//! killed build leaves the previous output whole.

use crate::base::date::Date;
use crate::base::wire::crc32;
use crate::bundle::Bundle;
use crate::ingest::sources::{Corpus, Progress};
use serde::Serialize;
use std::ffi::{OsStr, OsString};
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
    /// Persona -> its bundle file and label, in the configuration's order (the page lists them so).
    pub personas: Personas,
    pub bundles: Vec<BundleEntry>,
}

#[derive(Debug, Serialize)]
pub struct BundleEntry {
    /// The bundle packed in one file (what the page loads until it is switched to folders).
    pub file: String,
    /// The bundle's folder: `head.atlas` and the chunks it names (docs/progressive-bundles.md).
    pub folder: String,
    pub groups: Vec<String>,
    pub bytes: usize,
    pub crc32: String,
    /// The folder's `head.atlas`: what the page downloads first and checks against this.
    pub head: FileEntry,
    #[serde(skip)]
    pub documents: usize,
    #[serde(skip)]
    pub blocks: usize,
    #[serde(skip)]
    pub parts: usize,
}

#[derive(Debug, Serialize)]
pub struct FileEntry {
    pub bytes: usize,
    pub crc32: String,
    /// The checksum in its header (`bundle::frame_checksum`), which the engine checks its
    /// content against: the page compares these 8 bytes instead of hashing a first visit's head.
    pub checksum: String,
}

/// The personas as one JSON object whose keys keep the configuration's order.
#[derive(Debug, Default)]
pub struct Personas(pub Vec<(String, PersonaEntry)>);

#[derive(Debug, Serialize)]
pub struct PersonaEntry {
    pub file: String,
    pub label: String,
    /// `[labels]`' label in each language (`{"en": …, "fr": …}`), so the page names the persona
    /// in its language before any bundle is loaded.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub labels: std::collections::BTreeMap<String, String>,
}

impl Serialize for Personas {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (name, entry) in &self.0 {
            map.serialize_entry(name, entry)?;
        }
        map.end()
    }
}

/// The bundles of a corpus, one per distinct group set of its personas, in persona order.
pub fn bundles(corpus: &Corpus) -> Vec<Bundle> {
    bundles_over(corpus, &Over::fresh(), &mut |_| {})
}

/// How a build relates to an earlier one (`ingest::numbering`).
#[derive(Clone, Debug, Default)]
pub struct Over {
    /// The folder of the earlier build (its `manifest.json` and a folder per bundle), whose
    /// block numbers the build keeps; the output folder when None.
    pub previous: Option<PathBuf>,
    /// No earlier build: every block numbered afresh (`atlas build --compact`, and in memory).
    pub none: bool,
    /// Numbers every block afresh, and says so (`--compact`): every chunk is renamed.
    pub compact: bool,
}

impl Over {
    /// A build that reads no earlier one.
    pub fn fresh() -> Over {
        Over {
            none: true,
            ..Over::default()
        }
    }
}

/// `bundles`, each built over its earlier build in `over`'s folder when there is one (read
/// complete: head and every chunk), with a line to `progress` on what that kept.
fn bundles_over(corpus: &Corpus, over: &Over, progress: &mut dyn FnMut(String)) -> Vec<Bundle> {
    let mut out: Vec<Bundle> = Vec::new();
    for p in &corpus.config.personas {
        let name = corpus.config.bundle_name(&p.groups);
        if out.iter().any(|b| b.name() == name) {
            continue;
        }
        let previous = match (&over.previous, over.none) {
            (Some(dir), false) => earlier(dir, &name),
            _ => Ok(None),
        };
        let bundle = match previous {
            Ok(Some(previous)) => {
                let (b, r) = crate::ingest::carve_over(corpus, &p.groups, &previous, over.compact);
                say_numbers(&name, &r, over.compact, progress);
                b
            }
            Ok(None) => crate::ingest::carve(corpus, &p.groups),
            Err(e) => {
                progress(format!(
                    "numbers  {name}: the earlier build is not read ({e}): every block numbered afresh, every chunk renamed"
                ));
                crate::ingest::carve(corpus, &p.groups)
            }
        };
        out.push(bundle);
    }
    out
}

/// The earlier build of bundle `name` in `dir`: its folder (what devices downloaded), else its
/// packed file, read complete; None when `dir` holds neither.
fn earlier(dir: &Path, name: &str) -> Result<Option<Bundle>, String> {
    use crate::bundle::PREVIOUS_FORMAT;
    let folder = dir.join(name);
    if folder.join(crate::bundle::folder::HEAD).exists() {
        return crate::bundle::folder::load_all_since(&folder, PREVIOUS_FORMAT).map(Some);
    }
    let packed = dir.join(bundle_file(name));
    if packed.exists() {
        let b =
            crate::bundle::folder::load_file_since(&packed, u64::from(u32::MAX), PREVIOUS_FORMAT)?;
        return match b.is_complete() {
            true => Ok(Some(b)),
            false => Err(format!("{}: a head, not a packed bundle", packed.display())),
        };
    }
    Ok(None)
}

fn say_numbers(
    name: &str,
    r: &crate::ingest::numbering::Report,
    asked: bool,
    progress: &mut dyn FnMut(String),
) {
    match r.compacted {
        Some((holes, numbers)) => progress(match asked {
            true => format!("compact  {name}: every block numbered afresh (--compact): every chunk is renamed, devices download the whole bundle again"),
            false => format!(
                "compact  {name}: {holes} of {numbers} block numbers would be holes ({:.0} %, over {:.0} %): every block numbered afresh, so every chunk is renamed and devices download the whole bundle again",
                100.0 * holes as f64 / numbers.max(1) as f64,
                100.0 * crate::ingest::numbering::MAX_HOLES
            ),
        }),
        None => progress(format!(
            "numbers  {name}: {} blocks kept their numbers, {} added, {} removed; {} holes of {} numbers, {} blocks in the index's tail",
            r.kept,
            r.appended,
            r.removed,
            r.holes,
            r.kept + r.appended + r.holes,
            r.tail
        )),
    }
    if let Some((tail, blocks)) = r.folded {
        progress(format!(
            "fold     {name}: {tail} of {blocks} blocks would be in the index's tail ({:.1} %, over {:.0} %): the tail is folded into the base, so every term chunk holding one of their words is renamed (the block chunks are not) and devices download most of the index again",
            100.0 * tail as f64 / blocks.max(1) as f64,
            100.0 * crate::ingest::numbering::MAX_TAIL
        ));
    }
    progress(match r.unchanged {
        true => format!(
            "updated  {name}: nothing changed, the earlier build {} kept (every file the same)",
            r.build
        ),
        false => format!(
            "updated  {name}: build {}, {} documents added or changed, {} removed",
            r.build, r.docs_changed, r.docs_removed
        ),
    });
}

pub fn bundle_file(name: &str) -> String {
    format!("{name}.atlas")
}

/// Builds `corpus_dir` into `out_dir`, over the build `out_dir` holds, if any.
pub fn build(
    corpus_dir: &Path,
    out_dir: &Path,
    progress: &mut dyn FnMut(String),
) -> Result<Manifest, String> {
    build_with(
        corpus_dir,
        out_dir,
        Date::today(),
        &Over::default(),
        progress,
        &mut |_| {},
    )
}

/// [`build`] on day `on` (a source embargoed until a later day is left out, one progress line
/// each), over the earlier build `over` names, with each source read and each guess about a
/// source (a table's separator) reported to `sources` as the corpus is read.
pub fn build_with(
    corpus_dir: &Path,
    out_dir: &Path,
    on: Date,
    over: &Over,
    progress: &mut dyn FnMut(String),
    sources: &mut dyn FnMut(Progress),
) -> Result<Manifest, String> {
    // First: even a build that then fails on its corpus puts right what a killed one left.
    recover(out_dir, progress)?;
    progress(format!("read     {}", corpus_dir.display()));
    let corpus = Corpus::read_on(corpus_dir, on, sources).map_err(|e| e.to_string())?;
    // What `atlas check` calls errors: a corpus that reads but would answer wrongly.
    let errors = crate::ingest::check::errors(&corpus, corpus_dir);
    if let Some(first) = errors.first() {
        let more = match errors.len() {
            1 => String::new(),
            n => format!(
                " ({} more: atlas check {} lists them)",
                n - 1,
                corpus_dir.display()
            ),
        };
        return Err(format!("{first}{more}"));
    }
    let tables = corpus.docs.iter().filter(|d| d.table.is_some()).count();
    progress(format!(
        "blocks   {} documents, {} record tables, {} blocks",
        corpus.docs.len() - tables,
        tables,
        corpus.blocks.len()
    ));
    // Its builder is told, and no file: manifest.json is read by every user.
    for e in &corpus.embargoed {
        progress(format!("embargo  {e}"));
    }
    let mut manifest = Manifest {
        corpus: corpus.config.name.clone(),
        version: corpus.config.version.clone(),
        format: crate::bundle::FORMAT_VERSION,
        personas: Default::default(),
        bundles: Vec::new(),
    };
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let over = Over {
        previous: Some(
            over.previous
                .clone()
                .unwrap_or_else(|| out_dir.to_path_buf()),
        ),
        ..over.clone()
    };
    for b in bundles_over(&corpus, &over, progress) {
        progress(format!(
            "index    {}: {} blocks, {} terms, {} parts",
            b.name(),
            b.block_count(),
            b.index.term_count(),
            b.links.parts.len()
        ));
        let chunked = b.chunked(&crate::bundle::ChunkSizes::of(&b.config));
        let bytes = chunked.packed();
        // Read back what was written: a bundle the engine cannot load is never shipped. The
        // packed file holds the head and every chunk, each checked against the head.
        Bundle::from_bytes(&bytes).map_err(|e| {
            format!(
                "internal error: bundle {} does not read back: {e}",
                b.name()
            )
        })?;
        let file = bundle_file(&b.name());
        let folder = b.name();
        for (f, chunk) in crate::bundle::folder::files(&chunked) {
            files.push((format!("{folder}/{f}"), chunk.to_vec()));
        }
        manifest.bundles.push(BundleEntry {
            folder,
            file: file.clone(),
            groups: b.groups.clone(),
            bytes: bytes.len(),
            crc32: format!("{:08x}", crc32(&bytes)),
            head: FileEntry {
                bytes: chunked.head.len(),
                crc32: format!("{:08x}", crc32(&chunked.head)),
                checksum: crate::bundle::frame_checksum(&chunked.head).unwrap_or_default(),
            },
            documents: b.docs.len(),
            blocks: b.block_count(),
            parts: b.links.parts.len(),
        });
        files.push((file, bytes));
    }
    for p in &corpus.config.personas {
        manifest.personas.0.push((
            p.name.clone(),
            PersonaEntry {
                file: bundle_file(&corpus.config.bundle_name(&p.groups)),
                label: p.label.clone().unwrap_or_else(|| p.name.clone()),
                labels: p.labels.iter().cloned().collect(),
            },
        ));
    }
    let json = serde_json::to_string_pretty(&manifest).map_err(|e| e.to_string())?;
    files.push(("manifest.json".into(), format!("{json}\n").into_bytes()));
    write_atomically(out_dir, &files)?;
    progress(format!("wrote    {}", out_dir.display()));
    Ok(manifest)
}

/// Exit code of a build stopped by `ATLAS_FAULT`.
const FAULT_EXIT: i32 = 99;

/// Fault injection, for tests only (tests/cli_hardening.rs): `ATLAS_FAULT` lists, comma
/// separated, steps of the output replacement at which the process exits at once, as if killed
/// there (`mid-write`, `after-write`, `after-exchange`, `after-first-rename`,
/// `after-second-rename`); `rename-pair` makes it take the two-rename path used where an atomic
/// exchange is not supported. Nothing sets it outside the tests.
fn fault(step: &str) -> bool {
    let set = std::env::var_os("ATLAS_FAULT");
    let hit = set
        .as_ref()
        .and_then(|v| v.to_str())
        .is_some_and(|v| v.split(',').any(|s| s.trim() == step));
    if hit && step != "rename-pair" {
        std::process::exit(FAULT_EXIT);
    }
    hit
}

/// The folder the output goes in and the output's name.
fn output_names(out_dir: &Path) -> Result<(&Path, &OsStr), String> {
    let parent = out_dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = out_dir
        .file_name()
        .ok_or_else(|| format!("{}: not a folder name", out_dir.display()))?;
    Ok((parent, name))
}

/// `.OUT.tmp-PID` (a build's new output while written) or `.OUT.old-PID` (an output being
/// replaced).
fn temporary(parent: &Path, name: &OsStr, kind: &str, pid: u32) -> PathBuf {
    let mut n = OsString::from(".");
    n.push(name);
    n.push(format!(".{kind}-{pid}"));
    parent.join(n)
}

/// The kind and process id of a temporary named like `temporary` makes them for `name`.
fn parse_temporary(file: &OsStr, name: &OsStr) -> Option<(&'static str, u32)> {
    let rest = file
        .as_encoded_bytes()
        .strip_prefix(b".")?
        .strip_prefix(name.as_encoded_bytes())?;
    let (kind, pid) = if let Some(pid) = rest.strip_prefix(b".tmp-") {
        ("tmp", pid)
    } else {
        ("old", rest.strip_prefix(b".old-")?)
    };
    if pid.is_empty() || !pid.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some((kind, std::str::from_utf8(pid).ok()?.parse().ok()?))
}

/// Whether a process with this id exists, so that its temporaries are another build's, in
/// progress, and not stale.
#[cfg(unix)]
fn running(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    if pid <= 0 {
        return false;
    }
    // SAFETY: signal 0 sends nothing; kill only checks that the process exists.
    let r = unsafe { libc::kill(pid, 0) };
    r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// Without a way to ask, every temporary not this process's counts as stale: two builds into
/// one output folder at the same time are not supported there.
#[cfg(not(unix))]
fn running(_pid: u32) -> bool {
    false
}

/// Puts right what earlier killed builds left next to `out_dir`. Temporaries whose process is
/// still running belong to a build in progress and are left alone (a process id reused since
/// only delays their removal); the others are stale. When the output folder itself is missing
/// and a stale `.OUT.old-PID` exists, a build was killed between the two renames of the
/// replacement (this version's fallback, or any earlier version): that is the last complete
/// output, and it is put back. Then the stale temporaries are removed.
fn recover(out_dir: &Path, progress: &mut dyn FnMut(String)) -> Result<(), String> {
    let (parent, name) = output_names(out_dir)?;
    let Ok(entries) = std::fs::read_dir(parent) else {
        return Ok(());
    };
    let me = std::process::id();
    let mut stale: Vec<(PathBuf, &str)> = Vec::new();
    for e in entries.filter_map(|e| e.ok()) {
        let file = e.file_name();
        let Some((kind, pid)) = parse_temporary(&file, name) else {
            continue;
        };
        if pid == me || !running(pid) {
            stale.push((e.path(), kind));
        }
    }
    let missing =
        std::fs::symlink_metadata(out_dir).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound);
    if missing {
        let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
        let newest_old = stale
            .iter()
            .enumerate()
            .filter(|(_, (_, kind))| *kind == "old")
            .max_by_key(|(_, (p, _))| modified(p))
            .map(|(i, _)| i);
        if let Some(i) = newest_old {
            let (old, _) = stale.remove(i);
            std::fs::rename(&old, out_dir).map_err(|e| {
                format!(
                    "{}: cannot put back the previous output from {}: {e}",
                    out_dir.display(),
                    old.display()
                )
            })?;
            progress(format!(
                "recover  {} from {}, left by a build that was stopped",
                out_dir.display(),
                old.display()
            ));
        }
    }
    for (p, _) in stale {
        match std::fs::remove_dir_all(&p) {
            Ok(()) => progress(format!(
                "clean    {}, left by a build that was stopped",
                p.display()
            )),
            // Not fatal: it is in nobody's way, and the next build tries again.
            Err(e) => progress(format!("clean    {}: cannot remove: {e}", p.display())),
        }
    }
    Ok(())
}

/// Swaps two paths in one step. `Ok(false)` where that is not supported (another OS, an old
/// kernel, a file system without it).
#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> std::io::Result<bool> {
    use std::os::unix::ffi::OsStrExt;
    let a = std::ffi::CString::new(a.as_os_str().as_bytes())?;
    let b = std::ffi::CString::new(b.as_os_str().as_bytes())?;
    // SAFETY: both are NUL-terminated strings that live across the call.
    let r = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if r == 0 {
        return Ok(true);
    }
    let e = std::io::Error::last_os_error();
    match e.raw_os_error() {
        Some(libc::EINVAL | libc::ENOSYS | libc::EOPNOTSUPP) => Ok(false),
        _ => Err(e),
    }
}

#[cfg(not(target_os = "linux"))]
fn exchange(_a: &Path, _b: &Path) -> std::io::Result<bool> {
    Ok(false)
}

/// Writes all files into a sibling temporary folder, then makes it the output in one step:
/// an exchange of the two folders where the OS has one, else two renames (old output aside, new
/// one in), whose gap `recover` closes on the next build. Every moment leaves either the
/// complete previous output or the complete new one in `out_dir`.
fn write_atomically(out_dir: &Path, files: &[(String, Vec<u8>)]) -> Result<(), String> {
    let (parent, name) = output_names(out_dir)?;
    std::fs::create_dir_all(parent)
        .map_err(|e| format!("{}: cannot create: {e}", parent.display()))?;
    let replacing = out_dir.exists();
    if replacing {
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
    }
    let tmp = temporary(parent, name, "tmp", std::process::id());
    let old = temporary(parent, name, "old", std::process::id());
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir(&tmp).map_err(|e| format!("{}: cannot create: {e}", tmp.display()))?;
    let mut moved_aside = false;
    let result = (|| {
        for (f, bytes) in files {
            if let Some(dir) = Path::new(f).parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(tmp.join(dir))
                    .map_err(|e| format!("{}: cannot create: {e}", tmp.join(dir).display()))?;
            }
            std::fs::write(tmp.join(f), bytes)
                .map_err(|e| format!("{}: cannot write: {e}", tmp.join(f).display()))?;
            fault("mid-write");
        }
        fault("after-write");
        if !replacing {
            return std::fs::rename(&tmp, out_dir)
                .map_err(|e| format!("{}: cannot write: {e}", out_dir.display()));
        }
        let exchanged = !fault("rename-pair")
            && exchange(&tmp, out_dir)
                .map_err(|e| format!("{}: cannot replace: {e}", out_dir.display()))?;
        if exchanged {
            fault("after-exchange");
            // The temporary name now holds the previous output.
            let _ = std::fs::remove_dir_all(&tmp);
            return Ok(());
        }
        std::fs::rename(out_dir, &old)
            .map_err(|e| format!("{}: cannot replace: {e}", out_dir.display()))?;
        moved_aside = true;
        fault("after-first-rename");
        std::fs::rename(&tmp, out_dir)
            .map_err(|e| format!("{}: cannot write: {e}", out_dir.display()))?;
        moved_aside = false;
        fault("after-second-rename");
        let _ = std::fs::remove_dir_all(&old);
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
        if moved_aside {
            let _ = std::fs::rename(&old, out_dir);
        }
    }
    result
}
