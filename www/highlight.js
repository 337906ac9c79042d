// Marking an answer's query terms and part numbers in document text. A part number matches
// however a document spells it (BP-36-2, BP36-2, bp362), as the engine's link normalizer does.
// Nothing is marked inside an id (a block id such as SPEC-C3-R5#8, or a document id the answer
// names): "C-3" in SPEC-C3-R5 is part of a name, not the product.

import { el } from './dom.js';
import { t } from './i18n.js';

function termPattern(term) {
  let out = '';
  const chars = [...term];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === '-') {
      out += '-?';
      continue;
    }
    out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const n = chars[i + 1];
    if (n && n !== '-' && ((/\p{L}/u.test(c) && /\p{N}/u.test(n)) || (/\p{N}/u.test(c) && /\p{L}/u.test(n)))) {
      out += '-?';
    }
  }
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function squash(s) {
  return s.toUpperCase().replace(/-/g, '');
}

/**
 * Ids in text: anything of the form NAME#PART, and the document and block ids the answer names.
 * Returns the pattern and the named ids: a text holding neither a '#' nor one of them holds no id,
 * and most texts are ruled out so without running the pattern (whose look-behind, tried at every
 * character, took the first answer's render 15 ms on ten cards).
 */
function idPattern(answer) {
  const ids = new Set();
  for (const e of answer.evidence || []) {
    if (e.doc) ids.add(e.doc);
    if (e.id) ids.add(e.id);
  }
  for (const l of answer.links || []) {
    for (const id of [l.from, l.to]) if (id) ids.add(id);
  }
  const named = [...ids].filter((id) => id.length > 2).sort((a, b) => b.length - a.length);
  const alts = named.map(escape);
  const generic = '[\\p{L}\\p{N}][\\p{L}\\p{N}._-]*#[\\p{L}\\p{N}._-]+';
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${generic}${alts.length ? `|${alts.join('|')}` : ''})(?![\\p{L}\\p{N}])`, 'gu');
  return { re, named };
}

/** The highlighter for an engine answer, or null when it has nothing to mark. */
export function highlighter(answer) {
  const parts = new Set();
  for (const l of answer.links || []) parts.add(l.part);
  for (const e of answer.evidence || []) if (e.via) parts.add(e.via);
  const words = new Set([...(answer.terms || []), ...parts].filter((w) => w && w.length > 1));
  if (!words.size) return null;
  const alts = [...words].sort((a, b) => b.length - a.length).map(termPattern);
  let re;
  let ids;
  try {
    re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
    ids = idPattern(answer);
  } catch {
    return null;
  }
  return { re, ids, parts: new Set([...parts].map(squash)) };
}

/** The [start, end) spans of ids in `text`. */
function idSpans(text, hl) {
  if (!text.includes('#') && !hl.ids.named.some((id) => text.includes(id))) return [];
  return [...text.matchAll(hl.ids.re)].map((m) => [m.index, m.index + m[0].length]);
}

/** Appends `text` to `node` as text nodes, matches wrapped in <mark> (never inside an id). */
export function appendHighlighted(node, text, hl) {
  if (!hl) {
    node.append(document.createTextNode(text));
    return node;
  }
  const spans = idSpans(text, hl);
  const inId = (a, b) => spans.some(([s, e]) => a < e && b > s);
  let at = 0;
  for (const m of text.matchAll(hl.re)) {
    const end = m.index + m[0].length;
    if (inId(m.index, end)) continue;
    if (m.index > at) node.append(document.createTextNode(text.slice(at, m.index)));
    const isPart = hl.parts.has(squash(m[0]));
    node.append(el('mark', { class: isPart ? 'part' : 'term', title: t(isPart ? 'mark.part' : 'mark.term') }, m[0]));
    at = end;
  }
  if (at < text.length) node.append(document.createTextNode(text.slice(at)));
  return node;
}
