// The engine's answer on screen: the context line, the computed figure, the route in plain words,
// the sources (evidence cards [S1]…, each with a way back to the answer), and under Details the
// known facts, the engine's own reason, the links followed as a diagram, the scores, the prompt
// and the trace. Citation links to the cards are made here too, for the diagram and for the
// model's reply (reply.js).

import { $, el, clear, show } from './dom.js';
import { highlighter, appendHighlighted } from './highlight.js';
import { t, has, formatNumber } from './i18n.js';
import { columnLabelOf } from './situation.js';

const cardId = (label) => `card-${label}`;

let cameFrom = null; // the citation link that last led to a card: where "Back to the answer" returns

function goToCard(label, from) {
  const card = $(cardId(label));
  if (!card) return;
  cameFrom = from || null;
  card.scrollIntoView({ behavior: 'smooth', block: 'center' });
  card.focus({ preventScroll: true });
  card.classList.remove('flash');
  void card.offsetWidth; // restarts the flash animation
  card.classList.add('flash');
}

/** Back from a source to the answer: to the citation that led there, else the answer's heading. */
export function backToAnswer() {
  const target = cameFrom && cameFrom.isConnected && $('answer-section').contains(cameFrom) ? cameFrom : $('answer-section');
  target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  target.focus({ preventScroll: true });
}

export function citeLink(label, text = label) {
  const a = el('a', { class: 'cite', href: `#${cardId(label)}`, 'data-label': label, title: t('cite.goTo', { label }) }, text);
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    goToCard(label, a);
  });
  return a;
}

function renderEvidence(answer, hl) {
  const list = clear($('evidence'));
  if (!answer.evidence.length) {
    list.append(el('li', { class: 'empty' }, t('card.none')));
    return;
  }
  for (const e of answer.evidence) {
    const titleId = `${cardId(e.label)}-title`;
    const meta = el('p', { class: 'meta' });
    meta.append(el('code', { class: 'block-id', title: t('card.blockId') }, e.id));
    for (const p of e.products || []) meta.append(' ', el('span', { class: 'chip product', title: t('card.product') }, p));
    if (e.via) meta.append(' ', el('span', { class: 'chip via', title: t('card.viaTitle') }, t('card.via', { part: e.via })));
    const body = el('div', { class: 'card-body' });
    if (e.fields && e.fields.length) {
      const table = el('table', { class: 'fields' });
      const tbody = el('tbody');
      for (const [k, v] of e.fields) {
        tbody.append(el('tr', {}, el('th', { scope: 'row', 'data-column': k }, columnLabelOf(k)), appendHighlighted(el('td'), String(v), hl)));
      }
      table.append(tbody);
      body.append(table);
    } else {
      body.append(appendHighlighted(el('p', { class: 'text' }), e.text, hl));
    }
    const heading = el('h3', { id: titleId },
      el('span', { class: 'label' }, `[${e.label}]`), ' ',
      el('span', { class: 'doc' }, e.doc), ' · ',
      el('span', { class: 'section' }, e.fields && e.fields.length ? t('card.record', { n: e.section }) : t('card.section', { n: e.section })),
      e.heading ? el('span', { class: 'heading' }, ` · ${e.heading}`) : null);
    const back = el('button', { type: 'button', class: 'back' }, t('card.back'));
    back.addEventListener('click', backToAnswer);
    const card = el('li', { class: 'card', id: cardId(e.label), tabindex: '-1', 'aria-labelledby': titleId, 'data-id': e.id },
      heading,
      e.title ? el('p', { class: 'doc-title' }, e.title) : null,
      meta,
      body,
      el('p', { class: 'card-foot' }, back));
    list.append(card);
  }
}

function renderLinks(answer) {
  const box = clear($('links-diagram'));
  const links = answer.links || [];
  show($('links-section'), links.length > 0);
  if (!links.length) return;
  const byId = new Map(answer.evidence.map((e) => [e.id, e]));
  const groups = new Map();
  for (const l of links) {
    const key = `${l.from}\u0000${l.part}`;
    if (!groups.has(key)) groups.set(key, { from: l.from, part: l.part, to: [] });
    groups.get(key).to.push(l);
  }
  const node = (id, products, cls) => {
    const e = byId.get(id);
    const n = el('div', { class: `node ${cls}` });
    if (e) n.append(citeLink(e.label, `[${e.label}]`), ' ');
    n.append(el('code', {}, id));
    for (const p of products || []) n.append(' ', el('span', { class: 'chip product' }, p));
    return n;
  };
  for (const g of groups.values()) {
    const fromEv = byId.get(g.from);
    const to = g.to.map((x) => `${x.to} (${(x.products || []).join(', ') || t('links.noProduct')})`);
    const row = el('div', { class: 'diagram-row', role: 'group', 'aria-label': t('links.aria', { from: g.from, part: g.part, to }) });
    const targets = el('ul', { class: 'targets' });
    for (const x of g.to) targets.append(el('li', {}, node(x.to, x.products, 'to')));
    row.append(
      node(g.from, fromEv ? fromEv.products : [], 'from'),
      el('span', { class: 'edge', 'aria-hidden': 'true' }),
      el('div', { class: 'node part' }, el('span', { class: 'part-label' }, t('links.part')), ' ', el('mark', { class: 'part' }, g.part)),
      el('span', { class: 'edge', 'aria-hidden': 'true' }),
      targets,
    );
    box.append(row);
  }
}

function renderScores(answer) {
  const list = clear($('scores'));
  const scored = answer.evidence.filter((e) => typeof e.score === 'number');
  if (!scored.length) {
    list.append(el('li', { class: 'empty' }, t('scores.none')));
    return;
  }
  for (const e of scored) {
    list.append(el('li', {}, citeLink(e.label, `[${e.label}]`), ' ', el('code', {}, e.id), ` ${e.score.toFixed(3)}`));
  }
}

/** A list's or a figure's records: the table and each filter, its column named in the page's language. */
function renderScope(answer) {
  const box = $('scope');
  const s = answer.scope;
  if (!s) {
    box.textContent = '';
    show(box, false);
    return;
  }
  const value = (v) => (v === 'yes' || v === 'no' ? t(`value.${v}`) : v);
  const filters = s.filters.map(([column, values]) => t('scope.filter', { column: columnLabelOf(column), values: values.map(value).join(t('scope.or')) }));
  box.textContent = filters.length ? t('scope', { table: s.table, filters: filters.join(' · ') }) : t('scope.all', { table: s.table });
  show(box, true);
}

/**
 * The route in words a technician reads: why (the engine's reason code, its words in the slots),
 * then what the route did. A code this page does not know is said by the engine's English reason,
 * which also stays under Details.
 */
export function routeSentence(answer) {
  const why = answer.why || {};
  const words = { ...why.words };
  if (words.op && has(`why.op.${words.op}`)) words.op = t(`why.op.${words.op}`);
  if (words.relation && has(`relation.${words.relation}`)) words.relation = t(`relation.${words.relation}`);
  const reason = why.code && has(`why.${why.code}`) ? t(`why.${why.code}`, words) : answer.reason || '';
  const key = `route.${answer.route}`;
  const route = has(key) ? t(key) : t('route.other', { route: answer.route });
  return reason ? `${reason} ${route}` : route;
}

/**
 * A known fact in the page's language, from its code and words (`fact.CODE`); the engine's
 * English sentence for a code this page does not know. An operation is said by its word
 * (`why.op.KEY`), with its measure where it has one.
 */
export function factSentence(fact, english) {
  if (!fact || !has(`fact.${fact.code}`)) return english;
  const words = { ...fact.words };
  if (words.op && has(`why.op.${words.op}`)) words.op = t(`why.op.${words.op}`);
  if (words.relation && has(`relation.${words.relation}`)) words.relation = t(`relation.${words.relation}`);
  // A record column is said by its label ([columns] in corpus.conf), never by its name.
  for (const slot of ['column', 'field', 'measure']) if (words[slot]) words[slot] = columnLabelOf(words[slot]);
  if (words.op !== undefined) {
    words.what = words.measure ? t('fact.what', { op: words.op, measure: words.measure }) : words.op;
  }
  const s = t(`fact.${fact.code}`, words);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The known facts as a list. `said` (the answer card) says each in the page's language; without
 * it (Details) they are the engine's English sentences, as the prompt states them.
 */
export function renderFacts(list, answer, hl, said = false) {
  clear(list);
  const facts = answer.facts || [];
  answer.known_facts.forEach((english, i) => {
    const text = said ? factSentence(facts[i], english) : english;
    list.append(appendHighlighted(el('li', { class: 'fact' }), text, hl));
  });
  if (!answer.known_facts.length) list.append(el('li', { class: 'empty' }, t('facts.none')));
}

/** Renders everything but the model's reply. `messages` are the ones sent (or to be sent). */
export function renderAnswer(answer, { messages, context }) {
  const hl = highlighter(answer);
  show($('results'), true);
  $('answer-context').textContent = context;
  $('route').textContent = answer.route;
  $('route').className = `route-badge route-${answer.route}`;
  $('route-reason').textContent = t('route.raw', { reason: answer.reason });
  $('route-plain').textContent = routeSentence(answer);
  const fig = $('figure');
  if (typeof answer.figure === 'number') {
    fig.textContent = t('figure', { n: formatNumber(answer.figure) });
    show(fig, true);
  } else {
    show(fig, false);
  }
  renderScope(answer);
  // The engine found nothing that answers well: the sources below are candidates, and say so.
  const weak = $('no-good-match');
  weak.textContent = answer.no_good_match ? t('noGoodMatch') : '';
  show(weak, Boolean(answer.no_good_match));
  renderFacts($('known-facts'), answer, hl);
  renderLinks(answer);
  renderScores(answer);
  renderEvidence(answer, hl);
  $('prompt-system').textContent = messages[0].content;
  $('prompt-user').textContent = messages[1].content;
  $('prompt-tokens').textContent = t('prompt.tokens', { n: answer.prompt.tokens });
  $('trace').textContent = answer.trace.join('\n');
  $('copy-status').textContent = '';
  $('copy-answer-status').textContent = '';
  return hl;
}

/** Empties the results (another persona was chosen: its evidence is not this one's). */
export function clearResults() {
  show($('results'), false);
  for (const id of ['evidence', 'known-facts', 'verdict', 'direct-facts', 'links-diagram', 'scores', 'answer']) clear($(id));
  show($('direct'), false);
  for (const id of ['prompt-system', 'prompt-user', 'trace', 'answer-status', 'route-plain', 'route-reason', 'route', 'answer-context', 'figure', 'scope', 'no-good-match']) {
    $(id).textContent = '';
  }
  show($('evidence-only'), false);
  show($('citation-summary'), false);
  cameFrom = null;
}
