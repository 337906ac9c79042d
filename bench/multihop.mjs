// Multi-hop questions against one-hop follow and plain search, in the page's wasm under Node:
// time per answer (p50, p95) for each kind, on the demo corpus's bundles as the page loads them.
// No in-browser peer follows links, so the comparison is with the engine's own one-hop route.
//
// Usage (after scripts/build-web): node bench/multihop.mjs [--runs 200]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { initSync, Engine } from "../www/pkg/atlas.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const www = path.join(here, "..", "www");
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 200;
initSync({ module: fs.readFileSync(path.join(www, "pkg/atlas_bg.wasm")) });

const SETS = {
  "search": [
    "What tire pressure does the C-3 need?",
    "What does error E12 mean on the C-3?",
    "How must battery packs be shipped between dealers?",
  ],
  "follow, one hop": [
    "Which products are affected by the battery recall?",
    "Which bikes use the BP-48-1 battery pack?",
    "Does the recall affect the T-7?",
  ],
  "follow, multi-hop": [
    "Pack 2509-0456 from a C-3 — is it recalled, what do I fit instead, and does Casablanca have one?",
    "What replaces the recalled C-3 battery pack, and does Rabat have one in stock?",
    "Is pack 2509-0956 of my S-2 recalled, and what do I fit instead at Lyon?",
  ],
};

const quantile = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

for (const [persona, file] of [["service", "service.atlas"], ["sales", "sales.atlas"]]) {
  const engine = new Engine(fs.readFileSync(path.join(www, "bundles", file)));
  console.log(`\n${persona} (${file}), ${runs} runs per question`);
  console.log("| kind | p50 | p95 | route | blocks |");
  console.log("|---|---|---|---|---|");
  for (const [kind, questions] of Object.entries(SETS)) {
    const times = [];
    let last;
    for (let r = 0; r < runs; r++) {
      for (const q of questions) {
        const t0 = performance.now();
        last = engine.ask(q, { persona, market: "MA" });
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    console.log(`| ${kind} | ${fmt(quantile(times, 0.5))} | ${fmt(quantile(times, 0.95))} | ${last.route} | ${last.evidence.length} |`);
  }
}
