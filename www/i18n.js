// The page's two languages: the dictionaries (strings-en.js, strings-fr.js), the current language,
// looking a string up (t), and formatting dates, numbers, sizes and market names for it. Importable
// under Node (the unit tests): nothing here touches the document until a function is called.
//
// A dictionary value is a string with {name} slots, or a function of the slots (plurals). A key
// missing from French falls back to English; a key missing from both is returned as it is.

import en from './strings-en.js';
import fr from './strings-fr.js';

const DICTIONARIES = { en, fr };
export const LANGUAGES = Object.keys(DICTIONARIES);

let current = 'en';

export const lang = () => current;

/** The supported language a tag names ("fr-CA" -> "fr"), or null. */
export function supported(tag) {
  const base = String(tag || '').trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.includes(base) ? base : null;
}

/** The first supported language among the candidates (user choice, URL, site.json, browser), else English. */
export function chooseLanguage(...candidates) {
  for (const c of candidates.flat()) {
    const l = supported(c);
    if (l) return l;
  }
  return 'en';
}

export function setLanguage(l) {
  current = supported(l) || 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = current;
  return current;
}

export function has(key) {
  return Object.hasOwn(DICTIONARIES[current], key) || Object.hasOwn(en, key);
}

export function t(key, vars = {}) {
  const d = DICTIONARIES[current];
  const v = Object.hasOwn(d, key) ? d[key] : Object.hasOwn(en, key) ? en[key] : undefined;
  if (v === undefined) return key;
  if (typeof v === 'function') return v(vars, api);
  return v.replace(/\{(\w+)\}/g, (m, k) => (Object.hasOwn(vars, k) ? String(vars[k]) : m));
}

/** "2026-11-29" as a long date in the current language (29 November 2026 / 29 novembre 2026). */
export function formatDate(iso) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(iso || ''));
  if (!m) return String(iso || '');
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return formatter('date', () => new Intl.DateTimeFormat(current, { dateStyle: 'long', timeZone: 'UTC' })).format(d);
}

export function formatNumber(n) {
  return formatter('number', () => new Intl.NumberFormat(current, { maximumFractionDigits: 2 })).format(n);
}

// A formatter is made once per language: the first one of a kind costs tens of milliseconds
// (the browser loads its locale data), which an answer on screen used to wait for.
const formatters = new Map();
function formatter(kind, make) {
  const key = `${kind}:${current}`;
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key);
}

/** Makes the current language's formatters while the page waits for its bundle anyway. */
export function warmFormats() {
  formatDate('2026-01-01');
  formatNumber(1.5);
}

/** A byte count as KB or MB (ko / Mo in French). */
export function formatSize(n) {
  if (n >= 1024 * 1024) return t('unit.mb', { n: new Intl.NumberFormat(current, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(n / 1024 / 1024) });
  return t('unit.kb', { n: Math.max(1, Math.round(n / 1024)) });
}

/** A market's name: the country name for a region code (MA -> Morocco / Maroc), else the corpus's alias. */
export function marketName(code, aliases = []) {
  if (/^[A-Z]{2}$/.test(code)) {
    try {
      const name = new Intl.DisplayNames([current], { type: 'region' }).of(code);
      if (name && name !== code) return name;
    } catch {
      // no Intl.DisplayNames: the corpus's alias below
    }
  }
  return aliases && aliases.length ? aliases[0] : code;
}

/** Sets the text of every element marked data-i18n="key", and attributes marked data-i18n-ATTR="key". */
export function translateStatic(root = document) {
  for (const node of root.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const attr of ['placeholder', 'aria-label', 'title', 'content']) {
    const data = `data-i18n-${attr}`;
    for (const node of root.querySelectorAll(`[${data}]`)) node.setAttribute(attr, t(node.getAttribute(data)));
  }
}

const api = { formatNumber, formatDate, formatSize };
