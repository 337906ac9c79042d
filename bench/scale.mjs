// The demo corpus copied N times, as near-identical manuals of sibling models are in a real
// library: every copy's documents and tables get their own ids (ID-xN), their text stays the same,
// so copies tie in score. `node bench/scale.mjs N [OUT]` writes the corpus folder (default
// bench/out/scale-N/corpus); bench/run builds and times it (examples/scale_profile.rs).
import fs from "node:fs";
import path from "node:path";

const n = Number(process.argv[2]);
if (!Number.isInteger(n) || n < 1) {
  console.error("usage: node bench/scale.mjs COPIES [OUT_DIR]");
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const src = path.join(root, "corpus/atlas");
const out = path.resolve(process.argv[3] ?? path.join(root, `bench/out/scale-${n}/corpus`));
fs.rmSync(out, { recursive: true, force: true });
for (const d of ["docs", "records"]) fs.mkdirSync(path.join(out, d), { recursive: true });
fs.copyFileSync(path.join(src, "corpus.conf"), path.join(out, "corpus.conf"));

// A copy's id: the first copy keeps the corpus's own ids, so its cases still name them.
const rename = (id, c) => (c === 0 || !id ? id : `${id}-x${c}`);
const header = (line, c, prefix) => {
  const m = line.match(new RegExp(`^(${prefix}(?:id|superseded_by):\\s*)(\\S*)\\s*$`));
  return m ? m[1] + rename(m[2], c) : line;
};
const sources = (dir) => fs.readdirSync(path.join(src, dir)).sort();
for (let c = 0; c < n; c++) {
  for (const f of sources("docs")) {
    const from = path.join(src, "docs", f);
    if (f.endsWith(".md") || f.endsWith(".pdf.header")) {
      const [head, ...rest] = fs.readFileSync(from, "utf8").split("\n---\n");
      const lines = head.split("\n").map((l) => header(l, c, ""));
      const id = rename(f.replace(/\.(md|pdf\.header)$/, ""), c);
      const name = f.endsWith(".md") ? `${id}.md` : `${id}.pdf.header`;
      fs.writeFileSync(path.join(out, "docs", name), [lines.join("\n"), ...rest].join("\n---\n"));
    } else if (f.endsWith(".pdf")) {
      fs.copyFileSync(from, path.join(out, "docs", `${rename(f.slice(0, -4), c)}.pdf`));
    }
  }
  for (const f of sources("records")) {
    const text = fs.readFileSync(path.join(src, "records", f), "utf8");
    const lines = text.split("\n").map((l) => header(l, c, "# "));
    fs.writeFileSync(path.join(out, "records", `${rename(f.replace(/\.csv$/, ""), c)}.csv`), lines.join("\n"));
  }
}
console.log(`${out}: the demo corpus ${n} times`);
