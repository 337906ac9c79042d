// site.json, the deployment's own settings, read once at start from beside the page (optional):
//
//   {
//     "endpoint": { "base": "https://llm.dealer.example/v1", "model": "llama3.2", "timeout": 120 },
//     "personas": ["service", { "name": "manager", "label": { "en": "Workshop manager", "fr": "Chef d'atelier" } }],
//     "language": "fr",
//     "languages": ["en", "fr", "es"]
//   }
//
// Every field is optional. A key is never taken from it (anyone who can load the page can read
// the file): one found there is ignored and the console says so, without its value. A missing
// or unreadable file means "no site settings": no default endpoint (evidence only until the user
// sets one), every persona the manifest lists, the languages the page was built to offer
// (corpus.conf's [corpus] page_languages), the browser's language among them.

const EMPTY = Object.freeze({ endpoint: { base: '', model: '', timeout: null }, personas: null, language: null, languages: null });

const str = (v) => (typeof v === 'string' ? v.trim() : '');

/** The usable part of a parsed site.json; anything malformed is dropped, not fatal. */
export function cleanSiteConfig(raw) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return EMPTY;
  const e = raw.endpoint && typeof raw.endpoint === 'object' ? raw.endpoint : {};
  if ('key' in e || 'apiKey' in e || 'api_key' in e) {
    console.warn('site.json: an API key in site.json is ignored (anyone who loads the page can read the file); remove it.');
  }
  const timeout = Number(e.timeout);
  let personas = null;
  if (Array.isArray(raw.personas)) {
    personas = raw.personas.map((p) => {
      if (typeof p === 'string') return { name: p.trim(), label: null };
      if (!p || typeof p !== 'object' || !str(p.name)) return null;
      let label = null;
      if (typeof p.label === 'string' && p.label.trim()) label = { en: p.label.trim() };
      else if (p.label && typeof p.label === 'object') {
        label = Object.fromEntries(Object.entries(p.label).filter(([, v]) => str(v)).map(([k, v]) => [k.toLowerCase(), v.trim()]));
      }
      return { name: p.name.trim(), label };
    }).filter((p) => p && p.name);
    if (!personas.length) personas = null;
  }
  return {
    endpoint: { base: str(e.base), model: str(e.model), timeout: Number.isFinite(timeout) && timeout > 0 ? timeout : null },
    personas,
    language: str(raw.language) || null,
    // The languages the header's switch offers, in this order (i18n.js keeps those it has a
    // dictionary for).
    languages: Array.isArray(raw.languages) ? raw.languages.map(str).filter(Boolean) : null,
  };
}

let site = EMPTY;
let found = false;

export const siteConfig = () => site;

/** site.json's address when the page read one (the service worker keeps it for offline use). */
export const siteConfigUrl = () => (found ? new URL('site.json', location.href).href : null);

/** Reads site.json from the page's own origin (through the service worker when offline). */
export async function loadSiteConfig() {
  try {
    const res = await fetch(new URL('site.json', location.href), { cache: 'no-store', credentials: 'same-origin', redirect: 'error' });
    if (res.ok) {
      site = cleanSiteConfig(await res.json());
      found = true;
    }
  } catch {
    site = EMPTY; // no file, or not JSON: no site settings
  }
  return site;
}
