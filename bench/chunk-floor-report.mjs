// Writes bench/chunk-floor's JSON lines (examples/chunk_floor.rs, one per corpus, bundle and
// floor) as the section "## Terms per term chunk" of RESULTS.md, replacing it if it is there.
// Usage: node bench/chunk-floor-report.mjs bench/out/chunk-floor.jsonl bench/RESULTS.md
import fs from "node:fs";

const HEADING = "## Terms per term chunk: what a host learns, what a floor costs";
const [jsonl, results] = process.argv.slice(2);
const rows = fs.readFileSync(jsonl, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const kb = (n) => (n / 1000).toFixed(1);
const pct = (a, b) => `${a >= b ? "+" : ""}${((a / b - 1) * 100).toFixed(1)} %`;
const lines = [
  HEADING,
  "",
  "A question fetches the term chunks of its words by name, and the head names each term chunk's first term: a",
  "chunk of one term spells the word. `bench/chunk-floor` (`examples/chunk_floor.rs`) cuts each corpus's bundles",
  "at each floor of terms per term chunk (`[bundle] min_terms_per_chunk`, default 16) and asks each question from a",
  "fresh head through the chunk loop, as a first visit does: the dealer corpus with the 17 questions of",
  "tests/cases/dev.jsonl (each from its persona's bundle), the Rust documentation with the 8 of",
  "bench/chunk-floor-rust.jsonl. Terms per term chunk (min / p10 / median) and the head are the service bundle's",
  "(the Rust documentation's one bundle); the first visit's bytes are the head and the chunks the question read,",
  "each file as it is and gzip level 6 (deploy/nginx-atlas.conf compresses them), the mean over the questions;",
  "terms covered, the terms the fetched term chunks hold, what a host learns the question's words are among.",
  "Every answer is the same at every floor.",
  "",
  "| corpus | floor | term chunks (of all) | terms per term chunk min / p10 / median | head KB (gzip) | first visit KB | first visit KB gzip | chunks fetched | terms covered | same answers |",
  "|---|---|---|---|---|---|---|---|---|---|",
];
for (const corpus of [...new Set(rows.map((r) => r.corpus))]) {
  const of = rows.filter((r) => r.corpus === corpus);
  const floors = [...new Set(of.map((r) => r.floor))];
  const sum = (f, key) => of.filter((r) => r.floor === f).reduce((s, r) => s + r[key] * r.questions, 0);
  const asked = (f) => of.filter((r) => r.floor === f).reduce((s, r) => s + r.questions, 0);
  const base = floors[0];
  for (const f of floors) {
    const shown = of.find((r) => r.floor === f && ["service", "public"].includes(r.bundle)) ?? of.find((r) => r.floor === f);
    const q = asked(f);
    const t = shown.terms_per_chunk;
    const same = of.filter((r) => r.floor === f).reduce((s, r) => s + r.answers_same, 0);
    lines.push(
      `| ${corpus} | ${f} | ${shown.term_chunks.toLocaleString("en")} of ${shown.chunks.toLocaleString("en")} | ${t.min} / ${t.p10} / ${t.median} | ` +
        `${kb(shown.head)} (${kb(shown.head_gz)}) | ${kb(sum(f, "first_visit") / q)} (${pct(sum(f, "first_visit"), sum(base, "first_visit"))}) | ` +
        `${kb(sum(f, "first_visit_gz") / q)} (${pct(sum(f, "first_visit_gz"), sum(base, "first_visit_gz"))}) | ` +
        `${(sum(f, "chunks_fetched") / q).toFixed(1)} | ${Math.round(sum(f, "terms_covered") / q)} | ${same}/${q} |`,
    );
  }
}
lines.push("");
const section = lines.join("\n");
let text = fs.existsSync(results) ? fs.readFileSync(results, "utf8") : "";
const start = text.indexOf(HEADING);
if (start >= 0) {
  const next = text.indexOf("\n## ", start + 3);
  text = text.slice(0, start) + section + (next >= 0 ? text.slice(next + 1) : "");
} else {
  text = text.trimEnd() + "\n\n" + section;
}
fs.writeFileSync(results, text);
