// DOM helpers shared by the page's modules. Document and model text only ever enters the page
// through textContent or text nodes (el() appends strings as text nodes); nothing is parsed as
// HTML, so a hostile document or answer cannot add markup or script.

import { t } from './i18n.js';

export const $ = (id) => document.getElementById(id);

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

export function clear(node) {
  node.replaceChildren();
  return node;
}

export function show(node, visible) {
  node.hidden = !visible;
}

// States on <html data-…> are what the tests (and CSS) wait on: engine, answer, sw.
export function setState(name, value) {
  document.documentElement.dataset[name] = value;
}

/**
 * Adds a notice above the results. A notice with a `topic` replaces the one on the same topic
 * (going offline and back online flips one notice, it does not stack them).
 */
export function notice(text, kind = 'info', topic = null) {
  const box = $('notices');
  const item = el('p', { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : null, 'data-topic': topic });
  const close = el('button', { type: 'button', class: 'dismiss', 'aria-label': t('notice.dismiss') }, '×');
  close.addEventListener('click', () => item.remove());
  item.append(el('span', {}, text), ' ', close);
  const old = topic ? [...box.children].find((n) => n.dataset.topic === topic) : null;
  if (old) old.replaceWith(item);
  else box.append(item);
}
