// The situation pickers (persona, market) and loading the chosen persona's bundle: progress
// while it downloads, then the status line and the footer's bundle facts. Personas come from the
// engine worker in the order the site's manifest lists them, kept to those site.json offers;
// their names are site.json's labels, else the manifest's (corpus.conf's [labels], per language).
// Market and column names are the loaded bundle's configuration's, per language, too.

import { $, el, clear, show, setState, notice } from './dom.js';
import { listPersonas, loadBundle, onOfflineProgress } from './engine-client.js';
import { params, loadSituation, rememberBundleStored } from './settings.js';
import { siteConfig } from './site-config.js';
import { t, lang, formatSize, formatNumber, marketName } from './i18n.js';
import { errorContent } from './errors.js';
import { marketChoice } from './bundle-manifest.js';

let loaded = null; // the worker's load result, for the persona in `loadedPersona`
let loadedPersona = null;
let loadSeq = 0;
let status = { render: () => t('status.starting'), kind: '' };
const manifestLabels = new Map(); // persona name -> {label, labels: {en, fr, …}}, as the worker gave them

/** A label in the page's language from {en, fr, …}, else English, else null. */
function inLanguage(labels) {
  if (!labels) return null;
  return (Object.hasOwn(labels, lang()) && labels[lang()]) || (Object.hasOwn(labels, 'en') && labels.en) || null;
}

export const bundleLoaded = () => loaded !== null;
export const loading = () => document.documentElement.dataset.engine === 'loading';

export function personaLabelOf(name) {
  const site = (siteConfig().personas || []).find((p) => p.name === name);
  if (site && site.label) return site.label[lang()] || site.label.en || Object.values(site.label)[0];
  const m = manifestLabels.get(name);
  return (m && (inLanguage(m.labels) || m.label)) || name;
}

/**
 * A market's name: corpus.conf's label in the page's language, else the country's name in it (a
 * Spanish page says Marruecos where the corpus labels MA in English and French only), else the
 * English label, the alias or the code.
 */
export function marketLabelOf(code, aliases = []) {
  const labels = loaded && loaded.info.labels ? loaded.info.labels.markets : null;
  const own = labels && Object.hasOwn(labels, code) ? labels[code] : null;
  const mine = own && Object.hasOwn(own, lang()) && own[lang()];
  if (mine) return mine;
  const country = marketName(code);
  return country !== code ? country : inLanguage(own) || marketName(code, aliases);
}

/** A record column's name: corpus.conf's [columns] label in the page's language, else the raw name. */
export function columnLabelOf(name) {
  const labels = loaded && loaded.info.labels ? loaded.info.labels.columns : null;
  return inLanguage(labels && Object.hasOwn(labels, name) ? labels[name] : null) || name;
}

/**
 * The status line under the title; `render` makes its text (or nodes, an error's Details), again
 * after a language switch.
 */
export function setBundleStatus(render, kind = '') {
  status = { render: typeof render === 'function' ? render : () => render, kind };
  const s = $('bundle-status');
  s.replaceChildren(...[].concat(status.render()));
  s.className = `bundle-status ${kind}`.trim();
}

/** `listing`: the worker's persona list, asked for early (app.js asks while site.json is read). */
/** The persona the page loads unless the site lacks it: the URL's, the remembered one, or the default. */
export function wantedPersona() {
  return params.get('persona') || loadSituation().persona || $('persona').value;
}

/**
 * A question waiting for a load (`question`, or nothing: null), with the market and date it will
 * most likely be asked in once the bundle's markets are filled.
 */
export function waitingQuestion(question) {
  if (!question) return null;
  return { question, market: $('market').value || params.get('market') || loadSituation().market || '', date: $('date').value || null };
}

export async function fillPersonas(listing = listPersonas()) {
  // The selector lists what this site serves (a deployment may serve one), kept to the ones
  // site.json offers. With no choice in the URL or remembered, the first one is the default.
  const select = $('persona');
  const want = wantedPersona();
  let personas = null;
  try {
    personas = await listing;
  } catch {
    personas = null; // loading the bundle then says what is wrong
  }
  const offered = siteConfig().personas;
  if (personas && offered) {
    const kept = offered.map((o) => personas.find((p) => p.name === o.name)).filter(Boolean);
    if (kept.length) personas = kept;
  }
  if (personas && personas.length) {
    clear(select);
    for (const { name, label, labels } of personas) {
      manifestLabels.set(name, { label, labels });
      select.append(el('option', { value: name }, personaLabelOf(name)));
    }
  }
  if ([...select.options].some((o) => o.value === want)) select.value = want;
}

function fillMarkets(markets) {
  const select = $('market');
  const want = marketChoice(markets, select.value || loadSituation().market);
  clear(select);
  for (const [code, aliases] of markets) {
    const alias = aliases && aliases.length ? aliases[0] : '';
    select.append(el('option', { value: code, 'data-alias': alias }, `${code} · ${marketLabelOf(code, aliases)}`));
  }
  if (want) select.value = want;
}

/** The option labels and the status line again, in the current language. */
export function relabelSituation() {
  for (const o of $('persona').options) o.textContent = personaLabelOf(o.value);
  for (const o of $('market').options) {
    if (o.dataset.alias !== undefined) o.textContent = `${o.value} · ${marketLabelOf(o.value, [o.dataset.alias].filter(Boolean))}`;
  }
  setBundleStatus(status.render, status.kind);
  showOffline();
}

// How much of the loaded persona's bundle the worker has stored for offline use: {persona, percent}.
let offline = null;

function showOffline() {
  const el = $('offline-progress');
  const live = offline && loadedPersona === offline.persona;
  show(el, Boolean(live));
  if (live) {
    el.textContent = t('bundle.offline', { percent: offline.percent });
    el.dataset.percent = String(offline.percent);
  }
}

onOfflineProgress(({ persona, loaded: held, total }) => {
  // A bundle whose chunks are all in its head (or a packed one) is whole: 100 %.
  offline = { persona, percent: total > 0 ? Math.floor((100 * held) / total) : 100 };
  showOffline();
});

/** Offline: can this persona still answer (its bundle is loaded), or does it need a connection once? */
export function offlineNotice() {
  const persona = personaLabelOf($('persona').value);
  if (loaded && loadedPersona === $('persona').value) notice(t('net.offlineReady', { persona }), 'warn', 'network');
  else notice(t('net.offlineMissing', { persona }), 'warn', 'network');
}

/**
 * The load's phases in the Performance timeline (DevTools, and bench/browser.mjs, read them):
 * atlas:bundle (its bytes in hand, from the network or the offline copy), atlas:engine (the
 * wasm instantiated), atlas:ready (the bundle parsed, questions answerable).
 */
function markLoad(timing) {
  if (!timing || typeof performance.mark !== 'function') return;
  for (const phase of ['bundle', 'engine', 'ready']) {
    const startTime = timing[phase] - performance.timeOrigin;
    try {
      if (Number.isFinite(startTime) && startTime >= 0) performance.mark(`atlas:${phase}`, { startTime });
    } catch {
      // A browser without mark options: the timeline is a diagnostic, the page goes on.
    }
  }
}

/**
 * A bundle newer than this page's engine: the site was deployed since the service worker stored
 * this page. It checks the network for the new page at once; when it stored one, one reload
 * (the check stores nothing when nothing changed, so this cannot loop).
 */
function reloadIfNewerPage() {
  const sw = navigator.serviceWorker;
  if (!sw || !sw.controller) return;
  sw.addEventListener('message', (ev) => {
    if (ev.data && ev.data.type === 'deploy-checked' && ev.data.updated) location.reload();
  });
  sw.controller.postMessage({ type: 'check-deploy' });
}

/** Resolves true when the persona's bundle is loaded and this load was not overtaken by another. */
export async function loadPersona(persona, question = null) {
  const seq = ++loadSeq;
  loaded = null;
  loadedPersona = null;
  showOffline();
  setState('engine', 'loading');
  // Ask stays enabled while a bundle loads: a question asked then is queued (app.js).
  $('ask').disabled = false;
  setBundleStatus(() => t('bundle.loading', { persona: personaLabelOf(persona) }));
  const wrap = $('progress-wrap');
  const bar = $('bundle-progress');
  try {
    const result = await loadBundle(persona, waitingQuestion(question), (p) => {
      if (seq !== loadSeq) return;
      show(wrap, true);
      if (p.total) {
        bar.max = p.total;
        bar.value = p.loaded;
        $('progress-label').textContent = t('bundle.progress', { file: p.file, loaded: formatSize(p.loaded), total: formatSize(p.total) });
      } else {
        bar.removeAttribute('value');
        $('progress-label').textContent = t('bundle.progressNoTotal', { file: p.file, loaded: formatSize(p.loaded) });
      }
    });
    if (seq !== loadSeq) return false;
    show(wrap, false);
    loaded = result;
    loadedPersona = persona;
    showOffline();
    markLoad(result.timing);
    fillMarkets(result.info.markets);
    const info = result.info;
    setBundleStatus(() => t('bundle.ready', {
      corpus: info.corpus, version: result.version, persona: personaLabelOf(persona), blocks: info.blocks,
      cached: result.source === 'cache', offline: !result.online,
    }), result.online ? 'ok' : 'offline');
    $('engine-info').textContent = t('bundle.info', {
      corpus: info.corpus, version: result.version, file: result.file, groups: info.groups.join(', '),
      documents: info.documents, blocks: info.blocks,
      // [part, blocks] pairs in the order ingestion met them (the engine says no words).
      links: info.links.map(([part, blocks]) => `${part} (${formatNumber(blocks)})`).join(', ') || '–',
    });
    if (result.updated && result.updated.documents > 0) {
      // A new build of a folder this device stored: how many documents it changed, in the
      // reader's language (the worker fetches only the chunks it renamed, in the background).
      notice(t('bundle.updated', { count: result.updated.documents, persona: personaLabelOf(persona), file: result.file }), 'info', 'updated');
    }
    if (!result.stored) notice(t('bundle.noStorage'), 'warn', 'storage');
    else rememberBundleStored();
    setState('engine', 'ready');
    return true;
  } catch (e) {
    if (seq !== loadSeq) return false;
    if (e && e.code === 'bundle-newer') reloadIfNewerPage();
    show(wrap, false);
    setBundleStatus(() => errorContent(e), 'error');
    setState('engine', 'error');
    // No bundle, no question: nothing would answer it (another persona's load enables it again).
    $('ask').disabled = true;
    if (navigator.onLine === false) offlineNotice();
    return false;
  }
}
