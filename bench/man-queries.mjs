// Queries with known answers for the manual pages corpus (bench/assemble-man.mjs), generated from
// the 1x bundle's blocks by rules that use nothing of Atlas's tokenizer or stemmer:
//  description  a page's one-line NAME description, the command's name removed -> the NAME block
//  paraphrase   the same description reworded by rule: this file's stop words dropped, the first
//               word found in this file's synonym list swapped, the words in reverse order
//  heading      a subsection heading (not an option, not an all-capitals section name) of two or
//               more words that is unique in the corpus -> its block
//  code         a long option (--no-preserve-root) that heads one block in the corpus -> that
//               block; an option that heads blocks in several pages is asked with its command
//               (`tar --extract`)
//  handwritten  rewordings written by hand (bench/man-paraphrases.json)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rng, shuffle, tally, words } from "./seeded.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));


// This generator's own stop words (not the corpus's [search] stopwords).
const STOP = new Set(["a", "an", "the", "of", "to", "for", "and", "or", "in", "on", "with", "from", "by", "into", "about", "its", "their", "as", "at", "that", "which", "is", "are", "be"]);
// Words a user might type instead of the page's: a fixed list, one replacement each.
export const SYNONYMS = {
  remove: "delete", delete: "erase", display: "show", show: "display", print: "show", list: "enumerate",
  directory: "folder", directories: "folders", create: "make", make: "build", change: "modify",
  modify: "alter", manage: "administer", control: "manage", information: "details", info: "details",
  compress: "shrink", decompress: "unpack", uncompress: "unpack", expand: "unpack", copy: "duplicate",
  move: "relocate", rename: "relocate", find: "locate", search: "look", locate: "find", user: "account",
  users: "accounts", system: "machine", network: "net", report: "summarize", output: "print",
  read: "load", write: "save", kill: "terminate", send: "deliver", process: "program",
  processes: "programs", query: "ask", check: "verify", verify: "check", set: "configure",
  get: "obtain", convert: "translate", run: "execute", execute: "run", start: "launch", stop: "halt",
  filesystem: "volume", terminal: "console", text: "content", lines: "rows", compare: "diff",
  archive: "bundle", package: "bundle", packages: "bundles", install: "setup", service: "daemon",
  daemon: "service", partition: "slice", disk: "drive", memory: "ram", current: "present", new: "fresh",
  command: "program", commands: "programs", password: "passphrase", file: "document", files: "documents",
  tool: "utility", utility: "tool", program: "application", status: "state", shell: "interpreter",
  edit: "modify", view: "inspect", generate: "produce", format: "layout", transfer: "send",
  connection: "link", manager: "supervisor", configuration: "settings",
};

const isOption = (h) => /^[-+]/.test(h);
const longOptions = (h) => (h.match(/(?<![\w-])--[A-Za-z0-9][A-Za-z0-9_-]*[A-Za-z0-9]/g) || []);
// `man1-rm-1#3` and its passages `man1-rm-1-3-p0` belong to the page `man1-rm-1`.
const pageOf = (id) => id.replace(/#\d+$/, "").replace(/-\d+-p\d+$/, "");
const commandOf = (title) => title.replace(/\([^)]*\)$/, "");
// A section's answer is its first block (a long section is split into passages).
const firstOfSection = (b) => b.id.includes("#") || /-p0$/.test(b.id);

export function generate(blocks) {
  const rand = rng(20261130);
  const out = [];
  const sections = blocks.filter(firstOfSection);

  // NAME blocks: "rm - remove files or directories".
  const descs = [];
  for (const b of sections) {
    if (b.heading !== "NAME") continue;
    const m = /^(.*?)\s+[-\u2013\u2014]+\s+(.+)$/.exec(b.text.split("\n")[0].trim());
    if (!m) continue;
    const d = m[2].replace(/\s+/g, " ").trim();
    if (words(d).length >= 3 && d.length <= 200) descs.push({ d, block: b });
  }
  const descCount = tally(descs, ({ d }) => d.toLowerCase());
  const unique = shuffle(descs.filter(({ d }) => descCount.get(d.toLowerCase()) === 1), rand);
  for (const { d, block } of unique.slice(0, 250)) out.push({ kind: "description", q: d, answer: block.id });
  let para = 0;
  for (const { d, block } of unique) {
    if (para >= 150) break;
    const ws = words(d).filter((w) => !STOP.has(w));
    const i = ws.findIndex((w) => Object.hasOwn(SYNONYMS, w));
    if (i < 0 || ws.length < 2) continue;
    ws[i] = SYNONYMS[ws[i]];
    out.push({ kind: "paraphrase", q: ws.reverse().join(" "), answer: block.id });
    para += 1;
  }

  // Subsection headings unique in the corpus.
  const count = tally(sections, (b) => words(b.heading).join(" "));
  const headings = sections.filter((b) => {
    const w = words(b.heading);
    return !isOption(b.heading) && b.heading !== b.heading.toUpperCase() && w.length >= 2 && count.get(w.join(" ")) === 1;
  });
  for (const b of shuffle(headings, rand).slice(0, 300)) out.push({ kind: "heading", q: b.heading, answer: b.id });

  // Long options: where each heads a block.
  const where = new Map();
  for (const b of sections) {
    if (!isOption(b.heading)) continue;
    for (const o of new Set(longOptions(b.heading))) {
      if (!where.has(o)) where.set(o, []);
      where.get(o).push(b);
    }
  }
  const single = [];
  const shared = [];
  for (const [o, list] of where) {
    if (list.length === 1) single.push({ q: o, block: list[0] });
    else {
      // Asked with the command: only where the option heads one block of that page.
      const perPage = new Map();
      for (const b of list) perPage.set(pageOf(b.id), [...(perPage.get(pageOf(b.id)) || []), b]);
      for (const bs of perPage.values()) {
        if (bs.length === 1) shared.push({ q: `${commandOf(bs[0].title)} ${o}`, block: bs[0] });
      }
    }
  }
  for (const { q, block } of shuffle(single, rand).slice(0, 150)) out.push({ kind: "code", q, answer: block.id });
  for (const { q, block } of shuffle(shared, rand).slice(0, 100)) out.push({ kind: "code", q, answer: block.id });

  // Hand-written: the target named by page id and heading, resolved to a block here.
  for (const p of JSON.parse(fs.readFileSync(path.join(here, "man-paraphrases.json"), "utf8"))) {
    const target = sections.find((b) => pageOf(b.id) === p.page && b.heading === p.heading);
    if (target) out.push({ kind: "handwritten", q: p.q, answer: target.id });
    else console.error(`bench: hand-written query target not found: ${p.page} / ${p.heading}`);
  }
  return out;
}
