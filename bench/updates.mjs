// What a returning device downloads again after one change to the library: builds a corpus into a
// folder, changes one source (a page added whose path sorts first, one whose path sorts last, one
// page's text edited, the first page deleted), builds again into the same folder (as
// `atlas build CORPUS --out DIR` and scripts/build-web do), and counts the files of the new build
// whose names the old build did not have (the head included: it is always new) and their bytes,
// as they are and gzip level 6 (deploy/nginx-atlas.conf's level), against the whole new library.
// A chunk's name is its content's checksum, so a name the device holds is a file it keeps.
//
// With --weeks N it then runs N weeks of a library's life, each a build over the week before: one
// page published (one of N pages held back from the first build, spread over the corpus), one
// removed, one edited. It prints what a device that updates every week downloads each week, the
// weeks the build folded the index's tail or compacted (the deploys that cost most: they come
// with the weeks), and the mean over the weeks.
//
// Usage: node bench/updates.mjs --corpus DIR [--label NAME] [--atlas BIN] [--work DIR] [--json FILE] [--weeks N]
// Prints one JSON line per change and a Markdown table; the corpus is linked, never changed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const corpus = option("corpus");
if (!corpus) {
  console.error("usage: node bench/updates.mjs --corpus DIR [--label NAME] [--atlas BIN] [--work DIR] [--json FILE]");
  process.exit(2);
}
const label = option("label", path.basename(corpus));
const atlas = path.resolve(option("atlas", path.join(root, "target/release/atlas")));
const work = path.resolve(option("work", path.join(here, "out/updates")));
const jsonOut = option("json");
const weeks = Number(option("weeks", "0"));

/** The tree `from` again at `to`, its files hard links (a change replaces a file, never writes into it). */
function linkTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const [a, b] = [path.join(from, e.name), path.join(to, e.name)];
    if (e.isDirectory()) linkTree(a, b);
    else fs.linkSync(a, b);
  }
}

/** Every file under `dir`, relative, sorted. */
function files(dir, rel = "", out = []) {
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) files(dir, r, out);
    else out.push(r);
  }
  return out;
}

function build(into) {
  const t = process.hrtime.bigint();
  const r = spawnSync(atlas, ["build", path.join(work, "corpus"), "--out", into], { encoding: "utf8", maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`atlas build failed (${r.status}): ${r.stderr}`);
  // The stage lines (numbers, compact, updated) are on stderr, the summary on stdout.
  return { said: `${r.stderr}\n${r.stdout}`, ms: Number(process.hrtime.bigint() - t) / 1e6 };
}

// gzip sizes by content: a build's files are mostly the same bytes as the last one's.
const gzipped = new Map();
function gz(file) {
  const bytes = fs.readFileSync(file);
  const key = `${bytes.length}:${zlib.crc32 ? zlib.crc32(bytes) : bytes.subarray(0, 64).toString("hex")}:${path.basename(file)}`;
  if (!gzipped.has(key)) gzipped.set(key, { raw: bytes.length, gz: zlib.gzipSync(bytes, { level: 6 }).length });
  return gzipped.get(key);
}

/** The bundle folders of a build: {folder: Map(name -> {raw, gz})}. */
function folders(out) {
  const manifest = JSON.parse(fs.readFileSync(path.join(out, "manifest.json"), "utf8"));
  const by = {};
  for (const b of manifest.bundles) {
    const dir = path.join(out, b.folder);
    by[b.folder] = new Map(files(dir).map((f) => [f, gz(path.join(dir, f))]));
  }
  return by;
}

// The sources a change picks from: the largest source folder (html/ for the Rust
// documentation, docs/ for the dealer corpus), its files in the order the build reads them.
const sourceDirs = ["html", "docs"].filter((d) => fs.existsSync(path.join(corpus, d)));
const sourceDir = sourceDirs.sort((a, b) => files(path.join(corpus, b)).length - files(path.join(corpus, a)).length)[0];
const pages = files(path.join(corpus, sourceDir)).filter((f) => /\.(html|md)$/.test(f));
const bySize = [...pages].sort((a, b) => fs.statSync(path.join(corpus, sourceDir, a)).size - fs.statSync(path.join(corpus, sourceDir, b)).size);
const median = bySize[Math.floor(bySize.length / 2)];
const ext = path.extname(median);

/** A new page: the median page again under a new name (its id from it), its title marked. */
function newPage(name) {
  let text = fs.readFileSync(path.join(corpus, sourceDir, median), "utf8");
  const id = name.replace(/\.(html|md)$/, "");
  if (ext === ".md") {
    text = text.replace(/^id:.*$/m, `id: ${id}`).replace(/^title:\s*/m, "title: Bulletin update: ");
  } else {
    text = text.replace(/<title>/i, "<title>Bulletin update: ").replace(/<h1([^>]*)>/i, "<h1$1>Bulletin update: ");
  }
  return text;
}

/** A page's text edited: one sentence added to its first paragraph. */
function edited(text) {
  const sentence = " This paragraph was revised by bulletin 17.";
  if (ext === ".md") {
    const [head, ...rest] = text.split("\n---\n");
    const body = rest.join("\n---\n").replace(/^([^#\n|].*\S)$/m, `$1${sentence}`);
    return [head, body].join("\n---\n");
  }
  // The first paragraph of the page's main content (a help overlay's come before it).
  const main = Math.max(0, text.search(/<main\b/i));
  return text.slice(0, main) + text.slice(main).replace(/(<p[^>]*>)/i, `$1${sentence}`);
}

const src = (f) => path.join(work, "corpus", sourceDir, f);
const middle = pages[Math.floor(pages.length / 2)];
const changes = [
  { change: "one page added, sorting first", path: `0-bulletin${ext}`, apply: (f) => fs.writeFileSync(src(f), newPage(f)), undo: (f) => fs.rmSync(src(f)) },
  { change: "one page added, sorting last", path: `zz-bulletin${ext}`, apply: (f) => fs.writeFileSync(src(f), newPage(f)), undo: (f) => fs.rmSync(src(f)) },
  {
    change: "one page's text edited",
    path: middle,
    apply: (f) => {
      const text = fs.readFileSync(src(f), "utf8");
      fs.rmSync(src(f)); // a new file: the corpus's hard link keeps the original
      fs.writeFileSync(src(f), edited(text));
    },
    undo: (f) => {
      fs.rmSync(src(f));
      fs.linkSync(path.join(corpus, sourceDir, f), src(f));
    },
  },
  { change: "the first page deleted", path: pages[0], apply: (f) => fs.rmSync(src(f)), undo: (f) => fs.linkSync(path.join(corpus, sourceDir, f), src(f)) },
];

fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });
linkTree(corpus, path.join(work, "corpus"));
const first = path.join(work, "first");
const firstBuild = build(first);
const before = folders(first);
const rows = [];
for (const c of changes) {
  const out = path.join(work, "out");
  fs.rmSync(out, { recursive: true, force: true });
  linkTree(first, out);
  c.apply(c.path);
  const again = build(out);
  c.undo(c.path);
  const after = folders(out);
  let newFiles = 0;
  let files_ = 0;
  let newGz = 0;
  let allGz = 0;
  let newRaw = 0;
  let allRaw = 0;
  for (const [folder, names] of Object.entries(after)) {
    const old = before[folder] ?? new Map();
    for (const [name, size] of names) {
      files_++;
      allGz += size.gz;
      allRaw += size.raw;
      if (!old.has(name) || name === "head.atlas") {
        newFiles++;
        newGz += size.gz;
        newRaw += size.raw;
      }
    }
  }
  const notes = again.said.split("\n").filter((l) => /^(numbers|compact|updated)/.test(l)).map((l) => l.replace(/\s+/g, " ").trim());
  const row = {
    corpus: label,
    change: c.change,
    source: `${sourceDir}/${c.path}`,
    files: files_,
    new_files: newFiles,
    new_bytes: newRaw,
    new_gzip: newGz,
    library_bytes: allRaw,
    library_gzip: allGz,
    share_gzip: newGz / allGz,
    build_ms: Math.round(again.ms),
    first_build_ms: Math.round(firstBuild.ms),
    notes,
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}
if (jsonOut) fs.appendFileSync(jsonOut, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
const kb = (n) => (n / 1000).toLocaleString("en", { maximumFractionDigits: 1 });
console.log(`\n| corpus | change | files with new names | of files | gzip KB fetched again | of library gzip KB | share |`);
console.log(`|---|---|---|---|---|---|---|`);
for (const r of rows) {
  console.log(`| ${r.corpus} | ${r.change} | ${r.new_files.toLocaleString("en")} | ${r.files.toLocaleString("en")} | ${kb(r.new_gzip)} | ${kb(r.library_gzip)} | ${(r.share_gzip * 100).toFixed(1)} % |`);
}

if (weeks > 0) {
  // Held back from the first build: every k-th page, published one a week.
  const step = Math.max(1, Math.floor(pages.length / (weeks + 1)));
  const held = pages.filter((_, i) => i % step === step - 1).slice(0, weeks);
  const heldSet = new Set(held);
  const others = pages.filter((f) => !heldSet.has(f));
  const seq = path.join(work, "weeks");
  fs.rmSync(seq, { recursive: true, force: true });
  linkTree(corpus, path.join(seq, "corpus"));
  const at = (f) => path.join(seq, "corpus", sourceDir, f);
  for (const f of held) fs.rmSync(at(f));
  const out = path.join(seq, "out");
  const run = () => {
    const r = spawnSync(atlas, ["build", path.join(seq, "corpus"), "--out", out], { encoding: "utf8", maxBuffer: 1 << 26 });
    if (r.status !== 0) throw new Error(`atlas build failed (${r.status}): ${r.stderr}`);
    return r.stderr.split("\n").filter((l) => /^(fold|compact)/.test(l)).map((l) => l.split(":")[0].replace(/\s+/g, " ").trim());
  };
  run();
  let last = folders(out);
  const series = [];
  for (let w = 0; w < weeks; w++) {
    fs.linkSync(path.join(corpus, sourceDir, held[w]), at(held[w]));
    // Removed: pages from the start of the corpus, one a week; edited: from the middle.
    fs.rmSync(at(others[w]));
    const e = others[Math.floor(others.length / 2) + w];
    const text = fs.readFileSync(at(e), "utf8");
    fs.rmSync(at(e));
    fs.writeFileSync(at(e), edited(text));
    const events = run();
    const now = folders(out);
    let newGz = 0;
    let allGz = 0;
    let newFiles = 0;
    // Of the bytes fetched again: the term chunks' and the block chunks' (the rest is heads).
    const kinds = { t: 0, b: 0 };
    for (const [folder, names] of Object.entries(now)) {
      const old = last[folder] ?? new Map();
      for (const [name, size] of names) {
        allGz += size.gz;
        if (!old.has(name) || name === "head.atlas") {
          newGz += size.gz;
          newFiles++;
          if (name[0] in kinds) kinds[name[0]] += size.gz;
        }
      }
    }
    series.push({ week: w + 1, new_files: newFiles, new_gzip: newGz, term_chunks_gzip: kinds.t, block_chunks_gzip: kinds.b, library_gzip: allGz, share_gzip: newGz / allGz, events });
    last = now;
  }
  const shares = series.map((r) => r.share_gzip);
  const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
  const sorted = [...shares].sort((a, b) => a - b);
  const quiet = series.filter((r) => r.events.length === 0).map((r) => r.share_gzip);
  const summary = {
    corpus: label,
    weeks,
    change: "each week: one page published, one removed, one edited",
    mean_share_gzip: mean,
    median_share_gzip: sorted[Math.floor(sorted.length / 2)],
    max_quiet_share_gzip: Math.max(...quiet),
    events: series.filter((r) => r.events.length).map((r) => ({ week: r.week, events: r.events, share_gzip: r.share_gzip })),
    series,
  };
  console.log(JSON.stringify(summary));
  if (jsonOut) fs.appendFileSync(jsonOut, JSON.stringify(summary) + "\n");
  const pc = (x) => `${(x * 100).toFixed(1)} %`;
  console.log(`\n${label}, ${weeks} weeks (one page published, one removed, one edited each week): a device updating weekly downloads ${pc(mean)} of the library's gzip bytes a week on average (median ${pc(summary.median_share_gzip)}, at most ${pc(summary.max_quiet_share_gzip)} in a week without a fold or compaction)`);
  for (const e of summary.events) console.log(`  week ${e.week}: ${e.events.join(", ")}: ${pc(e.share_gzip)}`);
}
