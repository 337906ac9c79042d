// Marking an answer's query terms and part numbers in document text. A part number matches
// however a document spells it (BP-36-2, BP36-2, bp362), as the engine's link normalizer does.

import { el } from './dom.js';

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

function squash(s) {
  return s.toUpperCase().replace(/-/g, '');
}

/** The highlighter for an engine answer, or null when it has nothing to mark. */
export function highlighter(answer) {
  const parts = new Set();
  for (const l of answer.links || []) parts.add(l.part);
  for (const e of answer.evidence || []) if (e.via) parts.add(e.via);
  const words = new Set([...(answer.terms || []), ...parts].filter((t) => t && t.length > 1));
  if (!words.size) return null;
  const alts = [...words].sort((a, b) => b.length - a.length).map(termPattern);
  let re;
  try {
    re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  } catch {
    return null;
  }
  return { re, parts: new Set([...parts].map(squash)) };
}

/** Appends `text` to `node` as text nodes, matches wrapped in <mark>. */
export function appendHighlighted(node, text, hl) {
  if (!hl) {
    node.append(document.createTextNode(text));
    return node;
  }
  let at = 0;
  for (const m of text.matchAll(hl.re)) {
    if (m.index > at) node.append(document.createTextNode(text.slice(at, m.index)));
    const isPart = hl.parts.has(squash(m[0]));
    node.append(el('mark', { class: isPart ? 'part' : 'term', title: isPart ? 'part number' : 'query term' }, m[0]));
    at = m.index + m[0].length;
  }
  if (at < text.length) node.append(document.createTextNode(text.slice(at)));
  return node;
}
