// The model's reply on screen, re-rendered as it streams: each [Sn] becomes a link to its card,
// and a label that was not supplied (or that the citation check rejects) is marked rejected.
// Also the answer's status line (an endpoint failure there links straight to Settings) and the
// citation check's summary.

import { $, el, clear, show } from './dom.js';
import { citeLink } from './evidence.js';
import { t } from './i18n.js';
import { citeGroups } from './citations.js';
import { openSettings } from './settings.js';

/** `rejected` is the check's verdict once known; before that, any label not in `labels` is. */
export function renderModelText(text, labels, rejected) {
  const box = clear($('answer'));
  let at = 0;
  for (const g of citeGroups(text)) {
    if (g.start > at) box.append(document.createTextNode(text.slice(at, g.start)));
    box.append('[');
    for (const piece of g.pieces) {
      if (!piece.label) {
        box.append(piece.text);
        continue;
      }
      const s = piece.text.trim();
      const lead = piece.text.slice(0, piece.text.indexOf(s));
      if (lead) box.append(lead);
      const bad = rejected ? rejected.has(piece.label) : !labels.has(piece.label);
      if (bad) {
        box.append(el('span', { class: 'cite rejected', 'data-label': piece.label, title: t('cite.rejectedTitle', { label: piece.label }) },
          s, el('span', { class: 'sr-only' }, t('cite.rejectedSr'))));
      } else {
        box.append(citeLink(piece.label, s));
      }
      const tail = piece.text.slice(lead.length + s.length);
      if (tail) box.append(tail);
    }
    box.append(']');
    at = g.end;
  }
  if (at < text.length) box.append(document.createTextNode(text.slice(at)));
}

/** A link that opens Settings with the cursor in `field`. */
export function settingsLink(text, field) {
  const a = el('a', { class: 'to-settings', href: '#settings' }, text);
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    openSettings(field);
  });
  return a;
}

/** The status line; with `settingsField` (an endpoint error), a link to that Settings field follows. */
export function answerStatus(text, kind = '', { settingsField } = {}) {
  const s = clear($('answer-status'));
  s.append(text);
  if (settingsField) s.append(' ', settingsLink(t('answer.openSettings'), settingsField));
  s.className = `answer-status ${kind}`.trim();
  s.setAttribute('role', kind === 'error' ? 'alert' : 'status');
}

export function citationSummary(check) {
  const p = clear($('citation-summary'));
  p.append(t('cite.check'));
  if (check.cited.length) {
    p.append(t('cite.cites'));
    check.cited.forEach(([label, id], i) => {
      if (i) p.append(', ');
      p.append(citeLink(label, label), ` (${id})`);
    });
  } else {
    p.append(t('cite.none'));
  }
  if (check.unknown.length) {
    p.append('. ', el('strong', { class: 'rejected-text' }, t('cite.rejected', { labels: check.unknown.join(', ') })),
      t('cite.rejectedWhy'));
  }
  if (check.uncited.length) p.append(t('cite.notCited', { labels: check.uncited.map(([l]) => l).join(', ') }));
  p.append('.');
  show(p, true);
  p.classList.toggle('bad', check.unknown.length > 0);
}
