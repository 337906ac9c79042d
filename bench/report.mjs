// Turns the per-scale JSON lines of bench/harness.mjs into a markdown report (stdout).
import fs from "node:fs";
import os from "node:os";
import { execFileSync } from "node:child_process";

// Usage: node bench/report.mjs runs.jsonl extra.json [browser.json]
const all = fs.readFileSync(process.argv[2], "utf8").trim().split("\n").map((l) => JSON.parse(l));
const extra = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
const browser = process.argv[4] ? JSON.parse(fs.readFileSync(process.argv[4], "utf8")) : null;
// Runs before the manual pages corpus existed have no `corpus`: they are the Rust documentation.
const runs = all.filter((r) => (r.corpus || "rust") === "rust");
const man = all.find((r) => r.corpus === "man" && r.scale === 1);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : kb(n));
const ms = (n) => (n < 1 ? `${(n * 1000).toFixed(0)} µs` : `${n.toFixed(n < 10 ? 2 : 0)} ms`);
const f3 = (n) => n.toFixed(3);
const sh = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: "utf8" }).trim();
  } catch {
    return "?";
  }
};

const lines = [];
// The browser benchmark (bench/browser.mjs): one row per page and visit, localhost and shaped
// network side by side, with the Node harness's figures for the same corpus beside them.
function browserSection(b) {
  const net = b.networks.throttled;
  p(`## In the browser: first and return visits (headless Chromium, medians of ${b.runs} runs)`);
  p();
  p(`bench/browser.mjs serves each page from 127.0.0.1 (gzip as a static host does; every file revalidated by ETag, \`Cache-Control: no-cache\` as deploy/nginx-atlas.conf; Pagefind's index files are gzip already) and opens it in a fresh browser profile (first visit), then again in the same profile (return visit: service worker, Cache Storage and HTTP cache warm). Times are from the navigation's start. **engine**: Atlas's wasm instantiated (its worker instantiates it after the bundle's bytes are in hand); Pagefind's pagefind.js imported and init() done. **bundle**: Atlas's bundle bytes in hand (network or offline copy); Pagefind's search resolved (the index chunks the question needs loaded). **answer**: the first question's results on screen; the question is typed into the page as soon as it takes input (Atlas queues it while the bundle loads). **to answer**: bytes sent by the server (headers included, shaped network) until the answer was on screen. **in all**: until the network was idle (Atlas's first visit goes on storing its whole bundle folder for offline use, and its service worker installs the shell; not waited for at 16x). Shaped network: the server adds ${net.rttMs} ms before each response (${2 * net.rttMs} ms on a new connection) and sends every byte through one shared ${net.bitsPerSecond / 1e6} Mbit/s link; DevTools' network emulation is not used because it does not slow a service worker's own fetches. Questions: the dealer page "${b.questions.dealer}" (its own bundles); the Rust documentation "${b.questions.rust}". Node columns: the Node harness's load and query p50 for the same bundle (Pagefind has none: it runs in a browser only).`);
  p();
  const node = (r) => {
    if (r.kind !== "atlas" || r.scale == null) return ["–", "–"];
    const run = runs.find((x) => x.scale === r.scale);
    return run ? [ms(run.engines.atlas.loadMs), ms(run.engines.atlas.p50)] : ["–", "–"];
  };
  const fmt = (x) => (x == null ? "–" : ms(x));
  p("| page | visit | localhost: engine | bundle | answer | throttled: engine | bundle | answer | to answer | in all | Node load | Node p50 |");
  p("|---|---|---|---|---|---|---|---|---|---|---|---|");
  const seen = new Set();
  for (const r of b.results) {
    const key = `${r.site}|${r.visit}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const l = b.results.find((x) => x.site === r.site && x.visit === r.visit && x.network === "localhost");
    const t = b.results.find((x) => x.site === r.site && x.visit === r.visit && x.network === "throttled");
    p(`| ${r.site} | ${r.visit} | ${fmt(l?.engine)} | ${fmt(l?.bundle)} | **${fmt(l?.answer)}** | ${fmt(t?.engine)} | ${fmt(t?.bundle)} | **${fmt(t?.answer)}** | **${mb(t?.bytesToAnswer ?? l?.bytesToAnswer)}** | ${mb(t?.bytes ?? l?.bytes)} | ${node(r).join(" | ")} |`);
  }
  p();
  p(`Files on the server: ${Object.entries(b.sizes).map(([s, z]) => `${s}x Atlas bundle folder ${mb(z.atlasBundle)} (head ${mb(z.atlasHead)} and ${z.atlasChunks} chunks${z.atlasHeadMemory ? `; the worker's engine memory after loading the head ${mb(z.atlasHeadMemory)}` : ""}), Pagefind index ${mb(z.pagefindFiles)}`).join("; ")}; both download only the chunks a question needs before its answer. The engine memory is the wasm memory once the head is loaded (Node, the page's wasm: the worker runs the same code).`);
  p();
}
const p = (s = "") => lines.push(s);
const one = runs.find((r) => r.scale === 1);
p("# Atlas benchmark: the engine (wasm, in Node) against in-browser search libraries");
p();
p(`Generated by \`bench/run\` on ${new Date().toISOString().slice(0, 10)}.`);
p();
p(`- Machine: ${os.cpus()[0].model}, ${os.cpus().length} cores (shared with other work: latency is the median and 95th percentile of ${extra.runs} timed passes over every third query, after a warm-up pass over all queries that also gives the quality figures), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`);
p(`- Node ${process.version}; ${sh("rustc", ["--version"])}; Atlas wasm (the page's build, without the benchmark exports) ${kb(extra.wasmBytes)} (${kb(extra.wasmGzip)} gzip)${extra.wasmOpt ? ", after scripts/wasm-opt (-Oz --converge -ocimfs 20 --low-memory-unused, as scripts/build-web)" : ""}, instantiated in ${ms(one.wasmInitMs)}`);
p(`- Peers (bench/package-lock.json): ${Object.entries(one.engines).filter(([n]) => n !== "atlas").map(([n, e]) => `${n} ${e.version}`).join(", ")}`);
p(`- Corpus: the Rust documentation of the toolchain (book, reference, cargo, rustc, edition guide, nomicon, error codes), ${one.blocks} blocks, ${mb(one.textBytes)} of text (${mb(one.textGzip)} gzip); 2x and 4x duplicate every block under new ids`);
p(`- Queries: ${one.queries} with one known answer each (${Object.entries(one.engines.atlas.quality).filter(([k]) => k !== "all").map(([k, v]) => `${v.n} ${k}`).join(", ")}); top ${10}`);
if (man) p(`- Second corpus: Debian's manual pages (sections 1 and 8 of the packages listed in bench/assemble-man.mjs, as installed here), ${man.blocks} blocks, ${mb(man.textBytes)} of text; ${man.queries} queries (see its section)`);
if (browser) p(`- Browser: ${browser.browser} headless through playwright-core; Pagefind ${browser.pagefind} (bench/package-lock.json); medians of ${browser.runs} runs per case`);
p();
p("Sizes: Atlas is the whole bundle, **block text included** (plus configuration, documents, index and link graph); the peers' figures are their serialized index only (ids, no stored text). Build: Atlas is the native CLI from the HTML pages (parsing included); the peers index the extracted blocks in Node. Load: bytes in memory to ready to search, the median of 11 fresh processes, each with the library imported (Atlas: its wasm instantiated) and nothing else run (cold code; `coldLoad` in bench/peers.mjs). First query: the first search after load, which pays for work an engine defers to it (Atlas compiles its configured patterns then). Memory: JS heap + external (wasm memory included) after load, after GC.");
p();
function engineTable(r) {
  p("| engine | build | bytes | gzip | gzip / text gzip | load | first query | memory | p50 | p95 | MRR@10 | recall@10 |");
  p("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [n, e] of Object.entries(r.engines)) {
    p(`| ${n} | ${ms(e.buildMs)} | ${mb(e.bytes)} | ${mb(e.gzip)} | ${(e.gzip / r.textGzip).toFixed(2)} | ${ms(e.loadMs)} | ${ms(e.firstMs)} | ${mb(e.memBytes)} | ${ms(e.p50)} | ${ms(e.p95)} | ${f3(e.quality.all.mrr)} | ${f3(e.quality.all.recall)} |`);
  }
  p();
}
for (const r of runs) {
  p(`## ${r.scale}x: ${r.blocks} blocks, text ${mb(r.textBytes)} (${mb(r.textGzip)} gzip)`);
  p();
  engineTable(r);
  const a = r.engines.atlas;
  if (a?.headBytes) {
    p(`Atlas's load is its head alone (${mb(a.headBytes)}, ${mb(a.headGzip)} gzip), as the page loads it; memory after it ${mb(a.headMemBytes)}. Every chunk was then provided from the bundle folder in ${ms(a.provideAllMs)} (what the page does in the background for offline use); the memory column is after that.`);
    p();
  }
}
function kindTable(r) {
  const kinds = Object.keys(r.engines.atlas.quality).filter((k) => k !== "all");
  p(`| engine | ${kinds.map((k) => `${k} (${r.engines.atlas.quality[k].n})`).join(" | ")} |`);
  p(`|---|${kinds.map(() => "---").join("|")}|`);
  for (const [n, e] of Object.entries(r.engines)) {
    p(`| ${n} | ${kinds.map((k) => `${f3(e.quality[k].mrr)} / ${f3(e.quality[k].recall)}`).join(" | ")} |`);
  }
  p();
}
p("## Quality per query kind (1x): MRR@10 / recall@10");
p();
kindTable(one);
p("## Growth from 1x to 4x (query p50 ratio; the corpus grows 4x)");
p();
const four = runs.find((r) => r.scale === 4);
if (four) {
  p(`| engine | p50 1x | p50 4x | ratio | load ratio | bytes ratio |`);
  p("|---|---|---|---|---|---|");
  for (const [n, e] of Object.entries(one.engines)) {
    const g = four.engines[n];
    p(`| ${n} | ${ms(e.p50)} | ${ms(g.p50)} | ${(g.p50 / e.p50).toFixed(2)} | ${(g.loadMs / e.loadMs).toFixed(2)} | ${(g.bytes / e.bytes).toFixed(2)} |`);
  }
  p();
}
if (one.agreement) {
  const a = one.agreement;
  p("## BM25 agreement (1x)");
  p();
  p(`Atlas with title and heading weights 1 and no stopwords (bench/out/corpus-1x-flat) against a plain BM25 computed in the harness (k1 1.2, b 0.75, idf ln(1 + (N - df + 0.5)/(df + 0.5)), lowercase letter/digit tokens of title + heading + text, no stemming): mean top-10 overlap **${f3(a.meanOverlap)}** over ${a.queries} queries; identical top-10 order in ${(a.sameOrder * 100).toFixed(1)}%.`);
  p();
}
if (man) {
  p(`## Second corpus: Debian's manual pages, ${man.blocks} blocks, text ${mb(man.textBytes)} (${mb(man.textGzip)} gzip)`);
  p();
  p("bench/assemble-man.mjs renders each page with man(1) (no hyphenation, no justification) and writes it as HTML: the page's sections (NAME, DESCRIPTION, ...) are h2, its subsections h3, and each option of an option list (`-f, --force` and its description) an h3 of its own. Atlas reads it with bench/manpages.conf (the same search settings as the Rust documentation, and one code pattern: a long option such as `--no-preserve-root` is one token). Queries (bench/man-queries.mjs; none uses Atlas's tokenizer or stemmer): **description** a page's NAME line without the command's name; **paraphrase** the same line with the generator's own stop words dropped, the first word found in its fixed synonym list swapped, and the words reversed; **heading** a subsection heading of two or more words unique in the corpus; **code** a long option that heads one block (`--equal-width`), or, when several pages have it, the option with its command (`tar --extract`); **handwritten** rewordings written by hand (bench/man-paraphrases.json), mostly of options.");
  p();
  engineTable(man);
  kindTable(man);
}
if (browser) browserSection(browser);
p("## Targets (1x unless stated)");
p();
const at = one.engines.atlas;
const peers = Object.entries(one.engines).filter(([n]) => n !== "atlas");
const fx = one.engines.flexsearch;
const mini = one.engines.minisearch;
const row = (t, v, ok) => p(`| ${t} | ${v} | ${ok ? "met" : "**not met**"} |`);
p("| target | measured | |");
p("|---|---|---|");
// Issue 13's targets: a fifth of FlexSearch's p50 and load.
if (fx) row("query p50 ≤ ⅕ FlexSearch's", `${ms(at.p50)} vs ${ms(fx.p50)} (${(at.p50 / fx.p50).toFixed(2)}x)`, at.p50 <= fx.p50 / 5);
if (mini) row("query p50 ≤ ⅒ MiniSearch's", `${ms(at.p50)} vs ${ms(mini.p50)} (${(at.p50 / mini.p50).toFixed(3)}x)`, at.p50 <= mini.p50 / 10);
if (four) {
  const g = four.engines.atlas.p50 / at.p50;
  row("p50 grows no faster than the corpus (1x→4x)", `${g.toFixed(2)}x for 4x`, g <= 4);
}
const best = peers.reduce((a, b) => (b[1].quality.all.mrr > a[1].quality.all.mrr ? b : a));
row("MRR@10 ≥ 0.95 on the Rust documentation", f3(at.quality.all.mrr), at.quality.all.mrr >= 0.95);
for (const [kind, goal] of [["heading", 0.95], ["short-heldout", 0.7], ["paraphrase", 0.7], ["paraphrase-heldout", 0.72]]) {
  const q = at.quality[kind];
  if (q) row(`${kind} MRR@10 ≥ ${goal}`, f3(q.mrr), q.mrr >= goal);
}
row("MRR@10 above every peer's", `${f3(at.quality.all.mrr)} vs best peer ${best[0]} ${f3(best[1].quality.all.mrr)}`, peers.every(([, e]) => at.quality.all.mrr > e.quality.all.mrr));
if (man) {
  const mp = Object.entries(man.engines).filter(([n]) => n !== "atlas");
  const mb_ = mp.reduce((a, b) => (b[1].quality.all.mrr > a[1].quality.all.mrr ? b : a));
  row("MRR@10 above every peer's on the manual pages", `${f3(man.engines.atlas.quality.all.mrr)} vs best peer ${mb_[0]} ${f3(mb_[1].quality.all.mrr)}`, mp.every(([, e]) => man.engines.atlas.quality.all.mrr > e.quality.all.mrr));
}
if (browser) {
  // Issue 25: a first visit costs at most 1.5x Pagefind's bytes and no more time, at every scale.
  for (const s of Object.keys(browser.sizes).map(Number)) {
    const at = (kind, net) => browser.results.find((x) => x.kind === kind && x.scale === s && x.network === net && x.visit === "first");
    const [a, pf] = [at("atlas", "throttled"), at("pagefind", "throttled")];
    if (a && pf) {
      row(`first visit's bytes to the answer ≤ 1.5x Pagefind's (browser, throttled, ${s}x)`, `${mb(a.bytesToAnswer)} vs ${mb(pf.bytesToAnswer)} (${(a.bytesToAnswer / pf.bytesToAnswer).toFixed(2)}x)`, a.bytesToAnswer <= 1.5 * pf.bytesToAnswer);
    }
    for (const net of ["localhost", "throttled"]) {
      const [a, pf] = [at("atlas", net), at("pagefind", net)];
      if (a && pf) row(`first visit's answer ≤ Pagefind's (browser, ${net}, ${s}x)`, `${ms(a.answer)} vs ${ms(pf.answer)}`, a.answer <= pf.answer);
    }
  }
  const find = (kind, net, visit) => browser.results.find((x) => x.kind === kind && x.scale === 1 && x.network === net && x.visit === visit);
  for (const net of ["localhost", "throttled"]) {
    const a = find("atlas", net, "return");
    const pf = find("pagefind", net, "return");
    if (a && pf) row(`return visit's first answer ≤ Pagefind's (browser, ${net}, 1x)`, `${ms(a.answer)} vs ${ms(pf.answer)}`, a.answer <= pf.answer);
  }
}
row("bundle gzip ≤ 1.5x text gzip", `${mb(at.gzip)} / ${mb(one.textGzip)} = ${(at.gzip / one.textGzip).toFixed(2)}x`, at.gzip <= 1.5 * one.textGzip);
if (fx) row("load (Atlas: the head) ≤ ⅕ FlexSearch's import", `${ms(at.loadMs)} vs ${ms(fx.loadMs)} (${(at.loadMs / fx.loadMs).toFixed(2)}x)`, at.loadMs <= fx.loadMs / 5);
row("wasm ≤ 150 KB gzip (150,000 bytes, as scripts/build-web warns), regex kept", `${extra.wasmGzip} bytes`, extra.wasmGzip <= 150000);
p();
console.log(lines.join("\n"));
