// The answer without a model, on the answer card in the page's language: the verdict first (yes
// or no for a serial or a product the question names, the figure and what it counts, the
// products reached, the rows by name), then the facts behind it. Block ids never show: a source
// the answer supplied is a tap target to its card ([S1]), a record row is named as people name it
// (the engine's `names`: a stock row by its dealer), else by its key. When the engine cannot
// answer (nothing readable, no good match, a part of the question not understood), that sentence
// alone is the verdict.

import { $, el, clear, show } from './dom.js';
import { citeLink, factSentence } from './evidence.js';
import { appendHighlighted } from './highlight.js';
import { t, has } from './i18n.js';
import { columnLabelOf } from './situation.js';

/** Facts that say the engine could not answer what was asked: the verdict is that, alone. */
const CANNOT = new Set([
  'figure.none_readable', 'search.weak', 'figure.unnamed_measure', 'figure.which_measure', 'figure.which_group',
  'figure.unpicked',
  'figure.unclear_comparison', 'figure.time_unapplied', 'figure.no_field', 'figure.unranked',
]);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** What the answer's ids stand for: evidence by id, record names by id. */
function lookups(answer) {
  const tables = new Set(answer.evidence.filter((e) => e.fields && e.fields.length).map((e) => e.doc));
  if (answer.scope) tables.add(answer.scope.table);
  const evidence = new Map(answer.evidence.map((e) => [e.id, e]));
  const names = new Map((answer.names || []).map(([id, name]) => [id, name]));
  return {
    evidence,
    names,
    ids: idPattern([...evidence.keys(), ...names.keys()]),
    tables,
    titles: new Map(answer.evidence.filter((e) => e.title).map((e) => [e.doc, e.title])),
  };
}

/** A record row as people name it: the engine's name, else a field that reads as a name (a dealer's), else its key. */
function rowName(id, look) {
  const named = look.names.get(id);
  if (named) return named;
  const e = look.evidence.get(id);
  if (e && e.fields) {
    const own = e.fields.slice(1).map(([, v]) => String(v)).find((v) => /\p{L}/u.test(v) && / /.test(v) && !DATE.test(v));
    if (own) return own;
  }
  const hash = id.indexOf('#');
  return hash >= 0 ? id.slice(hash + 1) : id;
}

/** A row's figures (its number fields after the key, dates aside), each with its column's label. */
function heldBy(id, look) {
  const e = look.evidence.get(id);
  if (!e || !e.fields) return '';
  return e.fields.slice(1).filter(([, v]) => NUMBER.test(String(v)))
    .map(([c, v]) => `${columnLabelOf(c)} ${v}`).join(', ');
}

/** Any of `known` (the answer's ids) in a text, longest first, so that one id inside another is not cut. */
function idPattern(known) {
  const ids = [...new Set(known)].sort((a, b) => b.length - a.length);
  if (!ids.length) return null;
  return new RegExp(ids.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
}

/**
 * `text` into `node`: a supplied block's id becomes its citation ([S1], one tap to its card), a
 * named record's id its name, a table row's id (`TABLE#KEY`) its key.
 */
function appendSaid(node, text, look, hl) {
  const re = look.ids;
  let at = 0;
  const plain = (s) => {
    // Ids of a table's rows the answer neither supplied nor named: their key, which people use.
    const s2 = s.replace(/([^\s,;:()]+)#([^\s,;:()]+)/g, (m, doc, key) => (look.tables.has(doc) ? key : m));
    if (hl) appendHighlighted(node, s2, hl); else node.append(s2);
  };
  if (re) {
    for (const m of text.matchAll(re)) {
      plain(text.slice(at, m.index));
      const e = look.evidence.get(m[0]);
      const name = look.names.get(m[0]);
      if (e) node.append(citeLink(e.label, `[${e.label}]`));
      else if (name) node.append(el('span', { class: 'row-name' }, name));
      else node.append(m[0]);
      at = m.index + m[0].length;
    }
  }
  plain(text.slice(at));
  return node;
}

/** A relation (`replaced by`) in the page's words; a relation this page has no words for, as configured. */
const relationLabel = (r) => (has(`relation.${r}`) ? t(`relation.${r}`) : r);
const listOf = (items) => items.join(t('direct.and'));

/** A fact as the answer card says it: the dictionary's sentence, with slots the page words itself. */
function plainFact(fact, look, answer) {
  const w = fact.words || {};
  switch (fact.code) {
    case 'record.row':
      return t('direct.row', { who: rowName(w.block, look), held: heldBy(w.block, look) || w.fields, part: w.part, block: w.block });
    case 'record.none_held':
      return t('direct.none_held', { who: rowName(w.block, look), measure: columnLabelOf(w.measure || ''), part: w.part });
    case 'follow.relation':
      return t('direct.relation', { relation: relationLabel(w.relation), to: w.to, part: w.part, block: w.block });
    case 'list.left_out_some':
    case 'list.left_out_none': {
      const rows = w.rows.split(', ').map((id) => rowName(id, look));
      return t(`direct.${fact.code}`, { rows: listOf(rows), field: columnLabelOf(w.field) });
    }
    default:
      return factSentence(withScope(fact, answer), '');
  }
}

/** A list's or a figure's filters as the scope line says them (columns in the page's language). */
function withScope(fact, answer) {
  if (!answer.scope || fact.words === undefined || fact.words.filters === undefined) return fact;
  const filters = answer.scope.filters.map(([c, v]) => `${columnLabelOf(c)} ${v.join(t('scope.or'))}`).join(', ');
  return { ...fact, words: { ...fact.words, filters: filters || t('direct.noFilter') } };
}

/** The verdict: the sentence the answer leads with, and the fact it comes from (said once). */
function verdictOf(answer, look) {
  const facts = answer.facts || [];
  const find = (...codes) => facts.find((f) => codes.includes(f.code));
  const cannot = facts.find((f) => CANNOT.has(f.code));
  if (cannot) return { fact: cannot, text: plainFact(cannot, look, answer), cannot: true };
  const serial = find('serial.inside', 'serial.outside', 'serial.elsewhere', 'serial.unknown');
  if (serial) {
    return { fact: serial, text: t(`direct.${serial.code}`, serial.words) };
  }
  // A row holding the part, or none, answers who has it ("what burrs does the GR-75 use, and
  // are they in stock in Madrid?"): the products the links reached are the way there.
  const held = find('record.row', 'record.none_held');
  const reached = find('follow.reached', 'follow.not_reached', 'follow.reached_none');
  if (held && reached) return { fact: held, text: plainFact(held, look, answer) };
  if (reached) return { fact: reached, text: t(`direct.${reached.code}`, reached.words) };
  const figure = find('figure.value', 'figure.extreme');
  if (figure) {
    const w = withScope(figure, answer).words;
    const key = w.op === 'count' && !w.measure ? 'direct.figure.count' : 'direct.figure';
    return { fact: figure, text: t(key, { ...w, what: whatOf(w), table: look.titles.get(w.table) || w.table }) };
  }
  const compared = find('compare.value');
  if (compared) {
    const w = compared.words;
    const name = (v) => look.titles.get(v) || v;
    return { fact: compared, text: t(`direct.compare.${w.verdict}`, { ...w, first: name(w.first), second: name(w.second) }) };
  }
  // Each group's figure ("claims per dealer"): the fact is the answer.
  const each = find('rank.each');
  if (each) return { fact: each, text: plainFact(each, look, answer) };
  const rank = find('rank.value');
  if (rank) return { fact: rank, text: t('direct.rank', rank.words) };
  const listed = find('list.all');
  if (listed) {
    const rows = answer.evidence.map((e) => rowName(e.id, look));
    const shown = rows.slice(0, 12);
    const more = rows.length - shown.length;
    return { fact: listed, text: t('direct.list', { count: listed.words.count, rows: listOf(shown) + (more > 0 ? t('direct.more', { n: more }) : '') }) };
  }
  const none = find('list.none', 'figure.no_match', 'rank.none');
  if (none) return { fact: none, text: plainFact(none, look, answer), cannot: true };
  const links = find('follow.links');
  if (links) {
    const products = [...new Set((answer.links || []).flatMap((l) => l.products || []))];
    if (products.length) return { fact: null, text: t('direct.products', { products: listOf(products), start: links.words.from }) };
  }
  if (answer.route === 'search' && answer.evidence.length) {
    const top = answer.evidence[0];
    return { fact: null, text: t('direct.search', { block: top.id, title: top.title || top.doc }) };
  }
  return null;
}

/** What a figure counts: its operation and measure in the page's words. */
function whatOf(words) {
  const op = has(`why.op.${words.op}`) ? t(`why.op.${words.op}`) : words.op;
  return words.measure ? t('fact.what', { op, measure: columnLabelOf(words.measure) }) : op;
}

/**
 * Renders the direct answer into #direct: the verdict, then the facts behind it. Returns whether
 * the engine could answer (false: the sources are only the closest passages, and say so).
 */
export function renderDirect(answer, hl) {
  const look = lookups(answer);
  const verdict = verdictOf(answer, look);
  const box = clear($('verdict'));
  const list = clear($('direct-facts'));
  if (verdict) appendSaid(box, verdict.text, look, null);
  show(box, Boolean(verdict));
  box.classList.toggle('cannot', Boolean(verdict && verdict.cannot));
  // The facts behind the verdict; none when the engine could not answer (the verdict says why).
  if (!(verdict && verdict.cannot)) {
    for (const f of answer.facts || []) {
      if (verdict && f === verdict.fact) continue;
      if (f.code === 'scope.all_markets') continue; // the scope line says it, with a way to narrow
      const text = plainFact(f, look, answer);
      if (text) list.append(appendSaid(el('li', { class: 'fact' }), text.charAt(0).toUpperCase() + text.slice(1), look, hl));
    }
  }
  show(list, list.childElementCount > 0);
  show($('direct'), Boolean(verdict) || list.childElementCount > 0);
  return !(verdict && verdict.cannot);
}
