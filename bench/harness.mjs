// The benchmark: Atlas (wasm) against minisearch, flexsearch, lunr and @orama/orama, in one Node
// process per corpus and scale (node --expose-gc bench/harness.mjs [--corpus rust|man] --scale N
// [--runs R] [--only atlas,...] [--top FILE]),
// on the same blocks and queries. Prints one JSON line of results; bench/report.mjs turns the runs into RESULTS.md.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { makePeers, coldLoad } from "./peers.mjs";
import { initSync, BenchEngine } from "./pkg/atlas.js";
import { generate as rustQueries } from "./queries.mjs";
import { generate as manQueries } from "./man-queries.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "out");
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const scale = Number(arg("--scale", "1"));
const K = 10;
const RUNS = Number(arg("--runs", "3"));
const only = arg("--only", "");
// rust: the Rust documentation (bench/assemble.mjs); man: the manual pages (bench/assemble-man.mjs).
const corpus = arg("--corpus", "rust");
if (!["rust", "man"].includes(corpus)) throw new Error(`--corpus ${corpus}: expected rust or man`);
const generate = corpus === "man" ? manQueries : rustQueries;

const now = () => Number(process.hrtime.bigint()) / 1e6; // ms
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const mem = () => {
  global.gc();
  global.gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};
const original = (id) => id.replace(/^copy\d+-/, "");

// --- our engine ---------------------------------------------------------------------------------
const t0 = now();
initSync({ module: fs.readFileSync(path.join(here, "pkg/atlas_bg.wasm")) });
const wasmInit = now() - t0;

function atlasBuild(corpus, bundles) {
  const bin = path.join(here, "../target/release/atlas");
  fs.rmSync(bundles, { recursive: true, force: true });
  const t = now();
  execFileSync(bin, ["build", corpus, "--out", bundles], { stdio: "ignore" });
  return now() - t;
}

const corpusDir = path.join(out, corpus === "man" ? `man-${scale}x` : `corpus-${scale}x`);
const bundleDir = path.join(out, corpus === "man" ? `man-bundles-${scale}x` : `bundles-${scale}x`);
const atlasBuildMs = atlasBuild(corpusDir, bundleDir);
// Load is the head alone (bundle folder public/), as the page loads it; then every chunk is
// provided from the folder before any query, as the page stores them for offline use (timed
// apart: the page does it in the background after its first answer).
const folder = path.join(bundleDir, "public");
const bundle = fs.readFileSync(path.join(bundleDir, "public.atlas"));
const head = fs.readFileSync(path.join(folder, "head.atlas"));

let memBefore = mem();
const atlas = new BenchEngine(head);
const atlasHeadMem = mem() - memBefore;
let t = now();
for (const [slot, file] of JSON.parse(atlas.missing())) atlas.provide(slot, fs.readFileSync(path.join(folder, file)));
const atlasProvideAll = now() - t;
const atlasMem = mem() - memBefore;
const blocks = JSON.parse(atlas.blocks());
const ids = blocks.map((b) => b.id);
const textBytes = Buffer.from(blocks.map((b) => `${b.title}\n${b.heading}\n${b.text}`).join("\n"));

// Queries come from the 1x corpus; at Nx a copy of the answer counts as the answer.
let queries;
const qfile = path.join(out, corpus === "man" ? "man-queries.json" : "queries.json");
if (scale === 1) {
  queries = generate(blocks);
  fs.writeFileSync(qfile, JSON.stringify(queries, null, 1));
} else {
  queries = JSON.parse(fs.readFileSync(qfile, "utf8"));
}

// --- peers --------------------------------------------------------------------------------------
const docs = blocks.map((b) => ({ id: b.id, title: b.title, heading: b.heading, text: b.text }));

const engines = {
  atlas: {
    version: "this repository",
    async build() {
      return { ms: atlasBuildMs, note: "native CLI from HTML" };
    },
    async serialize() {
      return bundle;
    },
    async load() {
      return atlas;
    },
    search: (e, q) => {
      const hits = e.search(q, K);
      const r = new Array(hits.length);
      for (let i = 0; i < hits.length; i++) r[i] = ids[hits[i]];
      return r;
    },
  },
  ...makePeers({ docs, ids, K }),
};

function quality(results) {
  const kinds = {};
  const add = (kind, rr, hit) => {
    for (const k of [kind, "all"]) {
      kinds[k] ??= { n: 0, mrr: 0, recall: 0 };
      kinds[k].n += 1;
      kinds[k].mrr += rr;
      kinds[k].recall += hit;
    }
  };
  queries.forEach((q, i) => {
    const rank = results[i].findIndex((id) => original(id) === q.answer);
    add(q.kind, rank >= 0 ? 1 / (rank + 1) : 0, rank >= 0 ? 1 : 0);
  });
  for (const k of Object.values(kinds)) {
    k.mrr /= k.n;
    k.recall /= k.n;
  }
  return kinds;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const results = { corpus, scale, blocks: blocks.length, textBytes: textBytes.length, textGzip: gz(textBytes), queries: queries.length, wasmInitMs: wasmInit, engines: {} };

for (const [name, e] of Object.entries(engines)) {
  if (only && !only.split(",").includes(name)) continue;
  let tb = now();
  const built = await e.build();
  const buildMs = name === "atlas" ? built.ms : now() - tb;
  const bytes = await e.serialize(built);
  let loaded;
  let loadMs;
  let memBytes;
  if (name === "atlas") {
    loaded = atlas;
    loadMs = coldLoad("atlas", path.join(folder, "head.atlas"));
    memBytes = atlasMem;
  } else {
    // Drop the built index before measuring the loaded one.
    const copy = Buffer.from(bytes);
    memBefore = mem();
    loaded = await e.load(copy);
    memBytes = mem() - memBefore;
    const file = path.join(out, `load-${name}.bin`);
    fs.writeFileSync(file, bytes);
    loadMs = coldLoad(name, file);
    fs.rmSync(file, { force: true });
  }
  // The first query after load (it pays for anything the engine defers, such as Atlas compiling
  // its configured patterns), then the warm-up pass over every query.
  const tf = now();
  const first = e.search(loaded, queries[0].q);
  const firstMs = now() - tf;
  const top = [first, ...queries.slice(1).map((q) => e.search(loaded, q.q))];
  // --top FILE: every query's top 10 (ids) as JSON lines, to compare two builds' rankings.
  const topFile = arg("--top", "");
  if (topFile && name === "atlas") {
    fs.writeFileSync(topFile, top.map((t, i) => JSON.stringify({ q: queries[i].q, top: t })).join("\n") + "\n");
  }
  // Latency: RUNS timed passes over every third query (the same ones for every engine).
  const timed = queries.filter((_, i) => i % 3 === 0);
  const times = [];
  for (let r = 0; r < RUNS; r++) {
    for (const q of timed) {
      const s = now();
      e.search(loaded, q.q);
      times.push(now() - s);
    }
  }
  times.sort((a, b) => a - b);
  results.engines[name] = {
    version: e.version,
    buildMs,
    bytes: bytes.length,
    gzip: gz(bytes),
    loadMs,
    firstMs,
    memBytes,
    ...(name === "atlas" ? { headBytes: head.length, headGzip: gz(head), headMemBytes: atlasHeadMem, provideAllMs: atlasProvideAll } : {}),
    p50: pct(times, 50),
    p95: pct(times, 95),
    quality: quality(top),
  };
  process.stderr.write(`  ${corpus} ${scale}x ${name}: p50 ${pct(times, 50).toFixed(4)} ms, MRR ${results.engines[name].quality.all.mrr.toFixed(3)}\n`);
}

// BM25 agreement (1x): our engine with field weights 1 and no stopwords vs a plain BM25 here.
const flatBundle = path.join(out, "bundles-1x-flat", "public.atlas");
const agreement = corpus === "rust" && scale === 1 && (!only || only.includes("atlas"));
if (agreement && !fs.existsSync(flatBundle)) {
  process.stderr.write(`  BM25 agreement skipped: ${path.relative(process.cwd(), flatBundle)} is missing (bench/run builds it)\n`);
} else if (agreement) {
  const flatDir = path.join(out, "corpus-1x-flat");
  const flat = new BenchEngine(fs.readFileSync(flatBundle));
  const tok = (s) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
  const postings = new Map();
  const lens = [];
  blocks.forEach((b, i) => {
    const toks = tok(`${b.title} ${b.heading} ${b.text}`);
    lens.push(toks.length);
    const tf = new Map();
    for (const w of toks) tf.set(w, (tf.get(w) || 0) + 1);
    for (const [w, n] of tf) {
      if (!postings.has(w)) postings.set(w, []);
      postings.get(w).push([i, n]);
    }
  });
  const N = blocks.length;
  const avg = lens.reduce((a, b) => a + b, 0) / N;
  const bm25 = (q) => {
    const acc = new Map();
    for (const w of new Set(tok(q))) {
      const list = postings.get(w);
      if (!list) continue;
      const idf = Math.log(1 + (N - list.length + 0.5) / (list.length + 0.5));
      for (const [i, n] of list) {
        const s = (idf * n * 2.2) / (n + 1.2 * (0.25 + (0.75 * lens[i]) / avg));
        acc.set(i, (acc.get(i) || 0) + s);
      }
    }
    return [...acc].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, K).map((x) => x[0]);
  };
  let sum = 0;
  let n = 0;
  let exact = 0;
  for (const q of queries) {
    const ref = bm25(q.q);
    const ours = [...flat.search(q.q, K)];
    if (ref.length === 0 && ours.length === 0) continue;
    const set = new Set(ref);
    const common = ours.filter((i) => set.has(i)).length;
    sum += common / Math.max(ref.length, ours.length);
    exact += ours.length === ref.length && ours.every((x, j) => x === ref[j]) ? 1 : 0;
    n += 1;
  }
  results.agreement = { queries: n, meanOverlap: sum / n, sameOrder: exact / n };
  void flatDir;
}

console.log(JSON.stringify(results));
