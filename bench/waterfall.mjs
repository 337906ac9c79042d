// One first visit's waterfall: what the page asked of bench/browser.mjs's server and when, beside
// its atlas:engine/bundle/ready marks and the answer, in ms from the navigation's start, for
// finding where a first answer waits. Needs scripts/build-web and a browser benchmark run before
// it (the bundles of bench/out/browser-bundles-SCALEx). LOCAL=1: no shaping; WWW=DIR: another page.
//   node bench/waterfall.mjs [SCALE (16)] [VISITS (2)]
// Columns: asked, first byte sent, last byte sent, bytes, "new" for a new connection, path.
import { startServer, watchAnswer, launchChromium, NETWORKS, RUST_Q } from "./browser.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scale = process.argv[2] || "16";
const shaped = process.env.LOCAL ? null : NETWORKS.throttled;
const server = await startServer({ "/": process.env.WWW || path.join(root, "www"), "/bundles/": path.join(root, `bench/out/browser-bundles-${scale}x`) });
server.setShape(shaped);
const browser = await launchChromium();
for (let run = 0; run < Number(process.argv[3] || 2); run++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const { answer: onAnswer } = await watchAnswer(page);
  const before = server.served().length;
  await page.goto(`${server.url}/?q=${encodeURIComponent(RUST_Q)}`, { waitUntil: "commit" });
  await onAnswer;
  const r = await page.evaluate(() => { const m = (n) => performance.getEntriesByName(`atlas:${n}`, "mark")[0]?.startTime ?? null; return { origin: performance.timeOrigin, engine: m("engine"), bundle: m("bundle"), ready: m("ready"), enter: window.__enterAt, answer: window.__answerAt, marks: performance.getEntriesByType("mark").map((x) => [x.name, Math.round(x.startTime)]) }; });
  const t0 = r.origin;
  console.log(`run ${run}: engine ${r.engine|0} bundle ${r.bundle|0} ready ${r.ready|0} enter ${r.enter|0} answer ${r.answer|0}`, JSON.stringify(r.marks));
  for (const [p, bytes, start, arrived, first, end] of server.served().slice(before)) {
    if (arrived - t0 > r.answer + 50) continue;
    console.log(`  ${String(Math.round(arrived - t0)).padStart(5)} ${String(Math.round(start - t0)).padStart(5)} ${String(end ? Math.round(end - t0) : -1).padStart(5)} ${String(bytes).padStart(8)} ${first ? "new" : "   "} ${p.slice(0, 70)}`);
  }
  await ctx.close();
}
await browser.close(); await server.close();
