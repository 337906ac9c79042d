// Writes bench/scale's JSON lines as the section "## The dealer corpus at scale" of RESULTS.md,
// replacing the section if it is there (bench/run regenerates the rest of the file).
// Usage: node bench/scale-report.mjs bench/out/scale.jsonl bench/RESULTS.md
import fs from "node:fs";

const [jsonl, results] = process.argv.slice(2);
const rows = fs.readFileSync(jsonl, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const copies = [...new Set(rows.map((r) => r.copies))];
// A question's whole-process times (bench/scale runs each three times): their median.
const whole = (of, q) => {
  const s = of.filter((r) => r.process_q === q).map((r) => r.process_s);
  return s.length ? median(s).toFixed(2) : "-";
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const lines = [
  "## The dealer corpus at scale",
  "",
  "The demo corpus copied N times (`bench/scale`: `bench/scale.mjs` renames every copy's ids and keeps its",
  "text, so copies tie in score), the manager's bundle (`service+sales`), timed natively by",
  "`examples/scale_profile.rs` after load: each question's first answer, then p50 and p95 of the others.",
  `Measured ${new Date().toISOString().slice(0, 10)} (\`bench/scale\`); the last column is each question asked by a whole \`atlas ask --bundle\` process, the median of three.`,
  "",
];
for (const n of copies) {
  const of = rows.filter((r) => r.copies === n);
  const build = of.find((r) => r.build_s != null);
  const head = of.find((r) => r.blocks != null);
  const peak = of.find((r) => r.peak_mib != null);
  const asks = of.filter((r) => r.ask_process_s != null);
  lines.push(
    `### x${n}: ${head.blocks.toLocaleString("en")} blocks, bundle ${(build.bundle_bytes / 1e6).toFixed(1)} MB`,
    "",
    `- build: ${build.build_s} s, peak ${build.build_peak_mib} MiB`,
    `- load: ${head.load_ms.toFixed(1)} ms; peak memory after every question: ${peak.peak_mib} MiB`,
    `- \`atlas ask --bundle\` as a whole process (load and the 12-word question), median of ${asks.length}: ` +
      `${median(asks.map((a) => a.ask_process_s))} s, peak ${median(asks.map((a) => a.ask_peak_mib))} MiB`,
    "",
    "| question | route | words | first (ms) | p50 (ms) | p95 (ms) | `atlas ask --bundle`, load included (s) |",
    "|---|---|---|---|---|---|---|",
  );
  for (const q of of.filter((r) => r.q != null)) {
    lines.push(`| ${q.text} | ${q.route} | ${q.words} | ${q.first_ms.toFixed(2)} | ${q.p50_ms.toFixed(2)} | ${q.p95_ms.toFixed(2)} | ${whole(of, q.q)} |`);
  }
  lines.push("");
}
const section = lines.join("\n");
let text = fs.existsSync(results) ? fs.readFileSync(results, "utf8") : "";
const start = text.indexOf("## The dealer corpus at scale");
if (start >= 0) {
  const next = text.indexOf("\n## ", start + 3);
  text = text.slice(0, start) + section + (next >= 0 ? "\n" + text.slice(next + 1) : "");
} else {
  text = text.trimEnd() + "\n\n" + section;
}
fs.writeFileSync(results, text);
