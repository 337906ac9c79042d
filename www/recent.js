// Recent questions, kept on this device, one list per persona: a question is put back in the box
// and asked in one tap. A list holds only what was typed in the question box (or came as ?q=),
// never a question as the engine read it: the engine corrects typos towards its own corpus's
// words, so a corrected question could hold a word of a restricted document, and one list shared
// by every persona would carry a persona's words to another.

import { $, el, clear, show } from './dom.js';
import { t } from './i18n.js';
import { readJson, writeJson } from './settings.js';

const KEY = 'atlas.recent';
const MAX = 8;

// Storage that refuses writes (private mode, full): the lists last for this page.
let unstored = null;

/** Every persona's list, as stored: {persona: [question, …]}, kept to what is well formed. */
function readAll() {
  if (unstored) return unstored;
  const raw = readJson(KEY);
  const all = new Map();
  if (Array.isArray(raw)) return all;
  for (const [persona, list] of Object.entries(raw)) {
    if (Array.isArray(list)) all.set(persona, list.filter((q) => typeof q === 'string' && q.trim()).slice(0, MAX));
  }
  return all;
}

function writeAll(all) {
  // fromEntries, not assignment: a persona named "__proto__" stays a plain key.
  unstored = writeJson(KEY, Object.fromEntries(all)) ? null : all;
}

/** The persona's recent questions, newest first. */
export const recentOf = (persona) => readAll().get(persona) || [];

// The same question typed again moves up rather than twice: spacing and case aside.
const sameQuestion = (a, b) => a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();

/** `question` as typed, asked as `persona`: first in its list, at most MAX kept. */
export function remember(persona, question) {
  const q = String(question).trim();
  if (!q || !persona) return;
  const all = readAll();
  const list = (all.get(persona) || []).filter((old) => !sameQuestion(old, q));
  all.set(persona, [q, ...list].slice(0, MAX));
  writeAll(all);
}

export function forget(persona) {
  const all = readAll();
  all.delete(persona);
  writeAll(all);
}

let picked = () => {};
let personaNow = () => '';

/** Shows the chosen persona's list (after a question, a persona change, a language switch). */
export function showRecent() {
  const list = recentOf(personaNow());
  show($('recent'), list.length > 0);
  if (!list.length) $('recent').open = false;
  $('recent-count').textContent = list.length ? t('recent.count', { n: list.length }) : '';
  const ul = clear($('recent-list'));
  for (const q of list) {
    const button = el('button', { type: 'button', class: 'recent-question' }, q);
    button.addEventListener('click', () => {
      $('recent').open = false;
      picked(q);
    });
    ul.append(el('li', {}, button));
  }
}

/** `persona()`: the persona the page asks as; `onPick(question)`: a recent question tapped. */
export function initRecent({ persona, onPick }) {
  personaNow = persona;
  picked = onPick;
  $('recent-clear').addEventListener('click', () => {
    forget(personaNow());
    showRecent();
    $('question').focus();
  });
  showRecent();
}
