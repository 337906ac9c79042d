// The page's languages: the dictionaries (strings-LL.js), the languages the site offers, the
// current language, looking a string up (t), and formatting dates, numbers, sizes and market
// names for it. Importable under Node (the unit tests): nothing here touches the document until a
// function is called.
//
// English is built into the page, and French where corpus.conf's page_languages names it (the
// demo site's does: its visitors, in English or French, download what they did before the other
// languages came); every other dictionary is a file of its own, fetched only when its language is chosen (loadLanguage):
// scripts/build-web makes strings-LL.min.js of each, and the module sources (Node, the unbundled
// page) import strings-LL.js. A dictionary value is a string with {name} slots, or a function of
// the slots (plurals). A key missing from a dictionary falls back to English; a key missing from
// both is returned as it is.

import en from './strings-en.js';
import fr from './strings-fr.js';

/** Every language the page has a dictionary for, by its name in itself (the header's switch). */
export const LANGUAGE_NAMES = {
  en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch', it: 'Italiano', pt: 'Português', nl: 'Nederlands',
};
export const LANGUAGES = Object.keys(LANGUAGE_NAMES);

// scripts/build-web defines ATLAS_PAGE_LANGUAGES (corpus.conf's [corpus] page_languages) when it
// bundles the page; the module sources offer English and French, as the demo site does.
const BUILT = typeof ATLAS_PAGE_LANGUAGES === 'undefined' ? null : ATLAS_PAGE_LANGUAGES;

/** Known page languages from a list of tags, each once, in order; null when none is. */
function pageLanguages(list) {
  if (!Array.isArray(list)) return null;
  const out = [];
  for (const tag of list) {
    const base = String(tag || '').trim().toLowerCase().split(/[-_]/)[0];
    if (LANGUAGES.includes(base) && !out.includes(base)) out.push(base);
  }
  return out.length ? out : null;
}

let offered = pageLanguages(BUILT) || ['en', 'fr'];

/** The languages the header's switch offers: site.json's, else the build's, else English and French. */
export const offeredLanguages = () => offered;

/** site.json's `languages`: the languages offered, when it names any the page has. */
export function offerLanguages(list) {
  offered = pageLanguages(list) || offered;
  return offered;
}

// ATLAS_FRENCH_BUILT_IN (scripts/build-web): whether the build's languages hold French. When not,
// the bundler leaves strings-fr.js out of app.min.js.
const DICTIONARIES = {
  en,
  ...(typeof ATLAS_FRENCH_BUILT_IN === 'undefined' || ATLAS_FRENCH_BUILT_IN ? { fr } : {}),
};
const BUILT_IN = Object.keys(DICTIONARIES);
const loading = new Map();

let current = 'en';

export const lang = () => current;

export const languageLoaded = (l) => Object.hasOwn(DICTIONARIES, l);

// A URL, not a literal path: the bundler leaves the dictionaries out of app.min.js.
const dictionaryUrl = (l) => new URL(`strings-${l}${BUILT ? '.min' : ''}.js`, import.meta.url).href;

/** The fetched dictionaries' addresses (the service worker keeps them for offline use). */
export const dictionaryUrls = () => Object.keys(DICTIONARIES).filter((l) => !BUILT_IN.includes(l)).map(dictionaryUrl);

/** Fetches a language's dictionary (once); resolves to the language. */
export function loadLanguage(l) {
  if (languageLoaded(l)) return Promise.resolve(l);
  if (!LANGUAGES.includes(l)) return Promise.reject(new Error(`the page has no dictionary for '${l}'`));
  if (!loading.has(l)) {
    const url = dictionaryUrl(l);
    loading.set(l, import(url).then((m) => {
      DICTIONARIES[l] = m.default;
      return l;
    }, (e) => {
      loading.delete(l); // offline now: tried again on the next choice
      throw e;
    }));
  }
  return loading.get(l);
}

/** The offered language a tag names ("fr-CA" -> "fr"), or null. */
export function supported(tag) {
  const base = String(tag || '').trim().toLowerCase().split(/[-_]/)[0];
  return offered.includes(base) ? base : null;
}

/**
 * The first offered language among the candidates (user choice, URL, site.json, browser), else
 * English when offered, else the first offered.
 */
export function chooseLanguage(...candidates) {
  for (const c of candidates.flat()) {
    const l = supported(c);
    if (l) return l;
  }
  return offered.includes('en') ? 'en' : offered[0];
}

/** Makes `l` the page's language; a language whose dictionary is not loaded yet is English. */
export function setLanguage(l) {
  current = languageLoaded(l) ? l : 'en';
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

/** A byte count as KB or MB (ko / Mo in French), as the dictionary's unit.kb and unit.mb say. */
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
