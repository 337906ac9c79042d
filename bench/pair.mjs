// Two builds of the page, first visits in pairs (A then B, then B then A, ...), each on its own
// shaped server with the same bundles: the paired differences of the first answer's time, of
// ready -> answer and of bundle -> ready (the page's atlas: marks), with their standard errors.
// A change of 20-40 ms is below one visit's noise on a shared 2-core machine (its standard
// deviation is 70 ms or more) but shows in 20 to 30 pairs. Needs a browser benchmark run before
// it (bench/out/browser-bundles-SCALEx); copy www/ to a folder before a change to have A.
//   node bench/pair.mjs DIR_A DIR_B [SCALE (16)] [PAIRS (20)]
// Q=question (default the benchmark's first), LOCAL=1 for no shaping.
import { startServer, watchAnswer, launchChromium, NETWORKS, RUST_Q } from "./browser.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [dirA, dirB, scale = "16", pairs = "20"] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error("usage: node bench/pair.mjs DIR_A DIR_B [SCALE] [PAIRS]");
  process.exit(2);
}
const builds = { A: path.resolve(dirA), B: path.resolve(dirB) };
const servers = {};
for (const [k, dir] of Object.entries(builds)) {
  servers[k] = await startServer({ "/": dir, "/bundles/": path.join(root, `bench/out/browser-bundles-${scale}x`) });
  servers[k].setShape(process.env.LOCAL ? null : NETWORKS.throttled);
}
const question = encodeURIComponent(process.env.Q || RUST_Q);
const browser = await launchChromium();
// [answer, ready -> answer, bundle -> ready] per visit
const seen = { A: [], B: [] };
try {
  for (let i = 0; i < Number(pairs); i++) {
    for (const k of i % 2 ? ["B", "A"] : ["A", "B"]) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const { answer } = await watchAnswer(page);
      await page.goto(`${servers[k].url}/?q=${question}`, { waitUntil: "commit" });
      await answer;
      const t = await page.evaluate(() => {
        const mark = (n) => performance.getEntriesByName(`atlas:${n}`, "mark")[0]?.startTime ?? NaN;
        return { answer: window.__answerAt, ready: mark("ready"), bundle: mark("bundle") };
      });
      seen[k].push([t.answer, t.answer - t.ready, t.ready - t.bundle]);
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  for (const s of Object.values(servers)) await s.close();
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const what = ["first answer", "ready -> answer", "bundle -> ready"];
console.log(`${pairs} pairs, ${scale}x, ${process.env.LOCAL ? "localhost" : `shaped ${NETWORKS.throttled.bitsPerSecond / 1e6} Mbit/s, ${NETWORKS.throttled.rttMs} ms`}: A ${builds.A}, B ${builds.B}`);
what.forEach((name, j) => {
  const d = seen.B.map((b, i) => b[j] - seen.A[i][j]);
  const mean = d.reduce((s, x) => s + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, d.length - 1));
  const m = (k) => Math.round(median(seen[k].map((v) => v[j])));
  console.log(`${name.padEnd(16)} median A ${m("A")} ms, B ${m("B")} ms; B - A ${mean.toFixed(1)} ± ${(sd / Math.sqrt(d.length)).toFixed(1)} ms`);
});
