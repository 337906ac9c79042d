// Queries with known answers, generated from the corpus's blocks (the 1x bundle):
//  description  an error code's one-line description, the code removed  -> the code's first block
//  heading      a section heading that is unique in the corpus (single-block sections)
//  paraphrase   hand-written rewordings of sections (bench/paraphrases.json)
//  paraphrase-heldout  more of them, written later and never tuned on (bench/paraphrases-heldout.json)
//  short        a short paraphrase of a unique heading not asked as a heading: 2 to 4 of its
//               words (this file's stop words dropped), each put in another inflection by this
//               file's own rules (borrowing -> borrowed, references -> reference), in another
//               order; split by a fixed seed into "short" (the half settings were tuned on) and
//               "short-heldout" (the half they were not)
//  code         an error code in a variant spelling (E382, e0382, E 0382) -> the code's first block
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rng, shuffle, tally, words } from "./seeded.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));


// The short paraphrases' own stop words and inflection rules: plain English morphology written
// here, never Atlas's stemmer. A word no rule fits is kept as it is.
const STOP = new Set(["a", "an", "the", "of", "to", "for", "and", "or", "in", "on", "with", "from", "by", "into", "about", "its", "as", "at", "that", "which", "is", "are", "be", "not", "no", "vs", "how", "what", "when", "why", "your", "you", "it", "does", "using"]);
// Irregular verbs: their -ing and -ed forms are not made by adding letters.
const IRREGULAR = new Set(["bring", "build", "buy", "catch", "choose", "do", "get", "give", "go", "hold", "keep", "know", "lead", "let", "make", "put", "read", "run", "say", "see", "send", "set", "spend", "take", "tell", "think", "write"]);
const vowel = (c) => "aeiou".includes(c);
// Another form of a word, or the word itself when no rule fits.
function inflect(w) {
  if (w.length < 4) return w;
  const ing = /^(.*[aeiou].*?)ing$/.exec(w);
  if (ing && w.length > 5) {
    const stem = ing[1];
    const base = /([^aeiou])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem) ? stem.slice(0, -1) : stem;
    if (IRREGULAR.has(base) || IRREGULAR.has(`${stem}e`) || /thing$|^during$/.test(w)) return w;
    return `${stem}ed`; // borrowing -> borrowed, defining -> defined, stopping -> stopped
  }
  const ed = /^(.*[aeiou].*)ed$/.exec(w);
  if (ed && w.length > 5 && !w.endsWith("eed")) return `${ed[1]}ing`; // borrowed -> borrowing, used -> using
  if (w.endsWith("mentation")) return `${w.slice(0, -6)}ing`; // implementation -> implementing
  if (w.endsWith("ization")) return `${w.slice(0, -5)}ing`; // initialization -> initializing
  if (w.endsWith("ability")) return `${w.slice(0, -5)}le`; // mutability -> mutable
  if (w.endsWith("able") && w.length > 6) return `${w.slice(0, -4)}ability`; // mutable -> mutability
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`; // libraries -> library
  if (/(ss|sh|ch|x)es$/.test(w)) return w.slice(0, -2); // matches -> match
  if (w.endsWith("s") && !/(ss|us|is|ways)$/.test(w)) return w.slice(0, -1); // references -> reference
  return w;
}
// The plural of a noun: used on the heading's last word (most often its head noun) when no
// other rule changed a word.
function plural(w) {
  if (w.length < 4 || /(s|a|ic|al|ous|ive|ful|less|ible|able|ing|ed|ly)$/.test(w)) return w;
  if (w.endsWith("y") && !vowel(w[w.length - 2])) return `${w.slice(0, -1)}ies`; // dependency -> dependencies
  if (/(sh|ch|x)$/.test(w)) return `${w}es`;
  return `${w}s`; // reference -> references
}

/** A short paraphrase of a heading, or null when it has fewer than two plain words or no rule changes any. */
export function shortParaphrase(heading, rand) {
  // Words of letters only: identifiers (default-run, Cargo.toml, format_args) are code, not prose.
  const plain = heading
    .split(/\s+/)
    .map((t) => t.replace(/^[("'\u201c]+|[)"'\u201d:?!,.]+$/g, "").toLowerCase())
    .filter((t) => /^[a-z]+$/.test(t) && !STOP.has(t));
  const content = [...new Set(plain)];
  if (content.length < 2) return null;
  const n = Math.min(content.length, 2 + Math.floor(rand() * 3));
  const picked = shuffle(content, rand).slice(0, n);
  let changed = picked.map(inflect);
  if (changed.every((w, i) => w === picked[i])) {
    const head = content[content.length - 1];
    changed = picked.map((w) => (w === head ? plural(w) : w));
    if (changed.every((w, i) => w === picked[i])) return null;
  }
  // Another order than the heading's: the shuffle's, or reversed when it kept the heading's.
  const order = (ws) => ws.map((w) => content.indexOf(w)).join(",");
  const same = order(picked) === order([...picked].sort((a, b) => content.indexOf(a) - content.indexOf(b)));
  return (same ? changed.reverse() : changed).join(" ");
}

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
  const count = tally(blocks, (b) => words(b.heading).join(" "));
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
  const shuffled = shuffle(headings, rand);
  for (const b of shuffled.slice(0, 400)) out.push({ kind: "heading", q: b.heading, answer: b.id });
  // Short paraphrases of the headings not asked above, with their own generator so the other
  // kinds stay the same queries; every other one is held out.
  const prand = rng(20261201);
  let made = 0;
  for (const b of shuffle(shuffled.slice(400), prand)) {
    if (made >= 200) break;
    const q = shortParaphrase(b.heading, prand);
    if (!q) continue;
    out.push({ kind: made % 2 === 0 ? "short" : "short-heldout", q, answer: b.id });
    made += 1;
  }
  // Paraphrases: the target is named by page and heading words, resolved to a block here.
  // paraphrases.json is the set settings may be tuned on; paraphrases-heldout.json was written
  // before any tuning on paraphrases and is never tuned on.
  for (const [file, kind] of [["paraphrases.json", "paraphrase"], ["paraphrases-heldout.json", "paraphrase-heldout"]]) {
    const para = JSON.parse(fs.readFileSync(path.join(here, file), "utf8"));
    for (const p of para) {
      const target = blocks.find(
        (b) => b.id.startsWith(`${p.page}#`) || b.id.startsWith(`${p.page}-`)
          ? b.heading.toLowerCase().includes(p.heading.toLowerCase())
          : false,
      );
      if (target) out.push({ kind, q: p.q, answer: target.id });
      else console.error(`bench: ${kind} target not found: ${p.page} / ${p.heading}`);
    }
  }
  return out;
}
