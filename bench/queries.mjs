// Queries with known answers, generated from the corpus's blocks (the 1x bundle):
//  description  an error code's one-line description, the code removed  -> the code's first block
//  heading      a section heading that is unique in the corpus (single-block sections)
//  paraphrase   hand-written rewordings of sections (bench/paraphrases.json)
//  code         an error code in a variant spelling (E382, e0382, E 0382) -> the code's first block
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

// A small deterministic generator, so the queries are the same on every run.
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function shuffle(list, rand) {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const words = (s) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];

export function generate(blocks) {
  const rand = rng(20261129);
  const out = [];
  // Error codes: the first block of each error code page.
  const codes = [];
  const seen = new Set();
  for (const b of blocks) {
    const m = /^error_codes-E(\d{4})[#-]/.exec(b.id);
    if (!m || seen.has(m[1])) continue;
    seen.add(m[1]);
    codes.push({ code: m[1], block: b });
  }
  for (const { code, block } of codes) {
    const first = block.text.split("\n\n")[0].trim();
    if (/no longer emitted|#### Note|^Note:/i.test(first)) continue;
    const q = first
      .replace(/\bE\s?0?\d{3,4}\b/gi, "")
      .replace(/\s+/g, " ")
      .trim();
    if (words(q).length < 4 || q.length > 300) continue;
    out.push({ kind: "description", q, answer: block.id });
  }
  const spellings = [(c) => `E${String(Number(c))}`, (c) => `e${c}`, (c) => `E ${c}`];
  shuffle(codes, rand)
    .slice(0, 150)
    .forEach(({ code, block }, i) => out.push({ kind: "code", q: spellings[i % 3](code), answer: block.id }));
  // Headings unique in the corpus, of sections that are one block.
  const count = new Map();
  for (const b of blocks) {
    const k = words(b.heading).join(" ");
    count.set(k, (count.get(k) || 0) + 1);
  }
  const headings = blocks.filter((b) => {
    const w = words(b.heading);
    return (
      b.id.includes("#") &&
      !b.id.startsWith("error_codes-") &&
      w.length >= 2 &&
      count.get(w.join(" ")) === 1 &&
      b.heading !== b.title
    );
  });
  for (const b of shuffle(headings, rand).slice(0, 400)) out.push({ kind: "heading", q: b.heading, answer: b.id });
  // Paraphrases: the target is named by page and heading words, resolved to a block here.
  const para = JSON.parse(fs.readFileSync(path.join(here, "paraphrases.json"), "utf8"));
  for (const p of para) {
    const target = blocks.find(
      (b) => b.id.startsWith(`${p.page}#`) || b.id.startsWith(`${p.page}-`)
        ? b.heading.toLowerCase().includes(p.heading.toLowerCase())
        : false,
    );
    if (target) out.push({ kind: "paraphrase", q: p.q, answer: target.id });
    else console.error(`bench: paraphrase target not found: ${p.page} / ${p.heading}`);
  }
  return out;
}
