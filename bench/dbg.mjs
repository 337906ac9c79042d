import fs from "node:fs";
import { initSync, BenchEngine } from "./pkg/atlas.js";
initSync({ module: fs.readFileSync("pkg/atlas_bg.wasm") });
const bytes = fs.readFileSync("out/bundles-1x/public.atlas");
let e;
for (let i = 0; i < 4; i++) { const t = performance.now(); e = new BenchEngine(bytes); console.log("load", (performance.now() - t).toFixed(1)); }
const qs = JSON.parse(fs.readFileSync("out/queries.json", "utf8"));
for (let r = 0; r < 3; r++) {
  const ts = [];
  for (const q of qs) { const t = performance.now(); e.search(q.q, 10); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log("p50", ts[ts.length >> 1].toFixed(3), "p95", ts[Math.floor(ts.length * 0.95)].toFixed(3));
}
