// Atlas alone on one bundle, for tuning [search] without the peers: MRR@10 per query kind, the
// misses of one kind with what ranked above them, and latency.
// Usage: node bench/tune.mjs BUNDLE [--corpus rust|man] [--show KIND] [--queries FILE]
// --queries writes the generated queries as JSON, for the native examples/search_profile (the
// same search route without a wasm build: `cargo run --release --example search_profile --
// BUNDLE FILE 2`). Tune on paraphrase, never on paraphrase-heldout.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { initSync, BenchEngine } from "./pkg/atlas.js";
import { generate as rustQueries } from "./queries.mjs";
import { generate as manQueries } from "./man-queries.mjs";
const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (n, d) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : d; };
initSync({ module: fs.readFileSync(path.join(here, "pkg/atlas_bg.wasm")) });
const e = new BenchEngine(fs.readFileSync(process.argv[2]));
const blocks = JSON.parse(e.blocks());
const corpus = arg("--corpus", "rust");
const qs = (corpus === "man" ? manQueries : rustQueries)(blocks);
if (arg("--queries", "")) fs.writeFileSync(arg("--queries"), JSON.stringify(qs));
const show = arg("--show", "");
const kinds = {};
for (const q of qs) {
  let hits;
  try { hits = [...e.search(q.q, 10)].map((i) => blocks[i].id); } catch (err) { hits = []; }
  const r = hits.indexOf(q.answer);
  const rr = r >= 0 ? 1 / (r + 1) : 0;
  for (const k of [q.kind, "all"]) { kinds[k] ??= { n: 0, mrr: 0, recall: 0 }; kinds[k].n++; kinds[k].mrr += rr; kinds[k].recall += r >= 0 ? 1 : 0; }
  if (show && q.kind.startsWith(show) && rr < 1) {
    const a = blocks.find((b) => b.id === q.answer);
    console.log(`[${r}] ${q.q.slice(0, 120)}\n    want ${q.answer} | ${a?.heading}\n    got  ${hits.slice(0, 3).map((id) => id + " | " + blocks.find((b) => b.id === id).heading).join("\n         ")}`);
  }
}
console.log(Object.entries(kinds).map(([k, v]) => `${k} ${(v.mrr / v.n).toFixed(3)} / ${(v.recall / v.n).toFixed(3)} (${v.n})`).join("  "));
// Latency of this engine alone: three passes over every query.
const times = [];
for (let r = 0; r < 3; r++) for (const q of qs) { const t = process.hrtime.bigint(); try { e.search(q.q, 10); } catch {} times.push(Number(process.hrtime.bigint() - t) / 1e3); }
times.sort((a, b) => a - b);
console.log(`p50 ${times[Math.floor(times.length / 2)].toFixed(0)} µs  p95 ${times[Math.floor(times.length * 0.95)].toFixed(0)} µs`);
