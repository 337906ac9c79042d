// The model's reply on screen, re-rendered as it streams: each [Sn] becomes a link to its card,
// and a label that was not supplied (or that the citation check rejects) is marked rejected.

import { $, el, clear, show } from './dom.js';
import { citeLink } from './evidence.js';

const LABEL = /^S0*(\d{1,4})$/;

/** `rejected` is the check's verdict once known; before that, any label not in `labels` is. */
export function renderModelText(text, labels, rejected) {
  const box = clear($('answer'));
  const re = /\[([^\[\]\n]{1,200})\]/g;
  let at = 0;
  for (const m of text.matchAll(re)) {
    const pieces = m[1].split(/([,;])/);
    if (!pieces.some((p) => LABEL.test(p.trim()))) continue;
    if (m.index > at) box.append(document.createTextNode(text.slice(at, m.index)));
    box.append('[');
    for (const piece of pieces) {
      const t = piece.trim();
      const lm = LABEL.exec(t);
      if (!lm) {
        box.append(piece);
        continue;
      }
      const label = `S${lm[1]}`;
      const lead = piece.slice(0, piece.indexOf(t));
      if (lead) box.append(lead);
      const bad = rejected ? rejected.has(label) : !labels.has(label);
      if (bad) {
        box.append(el('span', { class: 'cite rejected', 'data-label': label, title: `${label} was not among the supplied evidence: the citation check rejects it` },
          t, el('span', { class: 'sr-only' }, ' (rejected: not supplied)')));
      } else {
        box.append(citeLink(label, t));
      }
    }
    box.append(']');
    at = m.index + m[0].length;
  }
  if (at < text.length) box.append(document.createTextNode(text.slice(at)));
}

export function answerStatus(text, kind = '') {
  const s = $('answer-status');
  s.textContent = text;
  s.className = `answer-status ${kind}`.trim();
  s.setAttribute('role', kind === 'error' ? 'alert' : 'status');
}

export function citationSummary(check) {
  const p = clear($('citation-summary'));
  p.append('Citation check: ');
  if (check.cited.length) {
    p.append('cites ');
    check.cited.forEach(([label, id], i) => {
      if (i) p.append(', ');
      p.append(citeLink(label, label), ` (${id})`);
    });
  } else {
    p.append('cites no supplied evidence');
  }
  if (check.unknown.length) {
    p.append('. ', el('strong', { class: 'rejected-text' }, `Rejected: ${check.unknown.join(', ')}`),
      ' (not among the supplied evidence; treat those statements as unsupported)');
  }
  if (check.uncited.length) p.append(`. Not cited: ${check.uncited.map(([l]) => l).join(', ')}`);
  p.append('.');
  show(p, true);
  p.classList.toggle('bad', check.unknown.length > 0);
}
