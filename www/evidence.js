// The engine's answer on screen: route and why, the computed figure, known facts, the links
// followed as a diagram, the evidence cards [S1]…, the prompt and the trace. Citation links to
// the cards are made here too, for the diagram and for the model's reply (reply.js).

import { $, el, clear, show } from './dom.js';
import { highlighter, appendHighlighted } from './highlight.js';

function cardId(label) {
  return `card-${label}`;
}

function goToCard(label) {
  const card = $(cardId(label));
  if (!card) return;
  card.scrollIntoView({ behavior: 'smooth', block: 'center' });
  card.focus({ preventScroll: true });
  card.classList.remove('flash');
  void card.offsetWidth; // restarts the flash animation
  card.classList.add('flash');
}

export function citeLink(label, text = label) {
  const a = el('a', { class: 'cite', href: `#${cardId(label)}`, 'data-label': label, title: `Go to evidence ${label}` }, text);
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    goToCard(label);
  });
  return a;
}

function renderEvidence(answer, hl) {
  const list = clear($('evidence'));
  if (!answer.evidence.length) {
    list.append(el('li', { class: 'empty' }, 'No evidence was found for this question in this bundle and situation.'));
    return;
  }
  for (const e of answer.evidence) {
    const titleId = `${cardId(e.label)}-title`;
    const meta = el('p', { class: 'meta' });
    meta.append(el('code', { class: 'block-id', title: 'block id' }, e.id));
    for (const p of e.products || []) meta.append(' ', el('span', { class: 'chip product', title: 'product' }, p));
    if (e.via) meta.append(' ', el('span', { class: 'chip via', title: 'reached through this part number' }, `via ${e.via}`));
    if (typeof e.score === 'number') meta.append(' ', el('span', { class: 'chip score', title: 'search score' }, `score ${e.score.toFixed(2)}`));
    const body = el('div', { class: 'card-body' });
    if (e.fields && e.fields.length) {
      const table = el('table', { class: 'fields' });
      const tbody = el('tbody');
      for (const [k, v] of e.fields) {
        tbody.append(el('tr', {}, el('th', { scope: 'row' }, k), appendHighlighted(el('td'), String(v), hl)));
      }
      table.append(tbody);
      body.append(table);
    } else {
      body.append(appendHighlighted(el('p', { class: 'text' }), e.text, hl));
    }
    const heading = el('h3', { id: titleId },
      el('span', { class: 'label' }, `[${e.label}]`), ' ',
      el('span', { class: 'doc' }, e.doc), ' · ',
      el('span', { class: 'section' }, e.fields && e.fields.length ? `record ${e.section}` : `section ${e.section}`),
      e.heading ? el('span', { class: 'heading' }, ` · ${e.heading}`) : null);
    const card = el('li', { class: 'card', id: cardId(e.label), tabindex: '-1', 'aria-labelledby': titleId, 'data-id': e.id },
      heading,
      e.title ? el('p', { class: 'doc-title' }, e.title) : null,
      meta,
      body);
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
    const row = el('div', { class: 'diagram-row', role: 'group', 'aria-label': `${g.from} names part ${g.part}, which also appears in ${g.to.map((t) => `${t.to} (${(t.products || []).join(', ') || 'no product'})`).join(' and ')}` });
    const targets = el('ul', { class: 'targets' });
    for (const t of g.to) targets.append(el('li', {}, node(t.to, t.products, 'to')));
    row.append(
      node(g.from, fromEv ? fromEv.products : [], 'from'),
      el('span', { class: 'edge', 'aria-hidden': 'true' }),
      el('div', { class: 'node part' }, el('span', { class: 'part-label' }, 'part'), ' ', el('mark', { class: 'part' }, g.part)),
      el('span', { class: 'edge', 'aria-hidden': 'true' }),
      targets,
    );
    box.append(row);
  }
}

export function renderAnswer(answer) {
  const hl = highlighter(answer);
  show($('results'), true);
  $('route').textContent = answer.route;
  $('route').className = `route-badge route-${answer.route}`;
  $('route-reason').textContent = answer.reason;
  const fig = $('figure');
  if (typeof answer.figure === 'number') {
    fig.textContent = `Figure computed by the engine: ${answer.figure}`;
    show(fig, true);
  } else {
    show(fig, false);
  }
  const facts = clear($('known-facts'));
  if (answer.known_facts.length) {
    for (const f of answer.known_facts) facts.append(appendHighlighted(el('li', { class: 'fact' }), f, hl));
  } else {
    facts.append(el('li', { class: 'empty' }, 'None for this question.'));
  }
  renderLinks(answer);
  renderEvidence(answer, hl);
  $('prompt-system').textContent = answer.prompt.system;
  $('prompt-user').textContent = answer.prompt.user;
  $('prompt-tokens').textContent = `(~${answer.prompt.tokens} tokens)`;
  $('trace').textContent = answer.trace.join('\n');
  $('copy-status').textContent = '';
}
