// The dealer page, wired together. The engine runs in worker.js (engine-client.js talks to it);
// the other modules each hold one job: dom.js, i18n.js (+ strings-LL.js, one per language),
// site-config.js (site.json), settings.js, situation.js (persona, market, the bundle), recent.js
// (recent questions), ask.js, model-messages.js, evidence.js, highlight.js, reply.js and
// errors.js. Every piece of document or model text is put in the page as text, never parsed as
// HTML.

import { $, setState, notice, show } from './dom.js';
import { startEngine, listPersonas, readCodes } from './engine-client.js';
import { loadSiteConfig, siteConfigUrl } from './site-config.js';
import {
  params, initSettingsForm, fillSettingsForm, loadSituation, saveSituation, storedLanguage, saveLanguage, closeSettings,
} from './settings.js';
import {
  fillPersonas, loadPersona, setBundleStatus, relabelSituation, offlineNotice, loading, bundleLoaded, wantedPersona,
  waitingQuestion,
} from './situation.js';
import { initRecent, remember, showRecent } from './recent.js';
import { ask, stop, stopIfStreaming, copyPrompt, copyAnswer, forgetAnswer, relabelAnswer, keepAddressSituation } from './ask.js';
import {
  chooseLanguage, setLanguage, translateStatic, t, warmFormats, lang, languageLoaded, loadLanguage, offerLanguages,
  offeredLanguages, dictionaryUrls, LANGUAGE_NAMES, formatSize,
} from './i18n.js';

function today() {
  const d = new Date();
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || params.get('sw') === 'off') return;
  navigator.serviceWorker.register('sw.js').then(() => {
    setState('sw', 'registered');
    return navigator.serviceWorker.ready;
  }).then((registration) => {
    keepForOffline(registration);
    setState('sw', 'ready');
  }).catch((e) => {
    setState('sw', 'error');
    notice(t('notice.swFailed', { error: e.message }), 'warn', 'sw');
  });
}

/**
 * site.json and the dictionaries this visit fetched, kept by the service worker for offline use
 * (it stores those it lacks): asked once it runs, and after each dictionary fetched since. One
 * fetched after the worker ran but before it took control of the page (its activation still
 * finishing) went to the network, not through it, and was never kept: the next offline visit
 * came up in English.
 */
function keepForOffline(registration) {
  registration?.active?.postMessage({ type: 'keep', urls: [siteConfigUrl(), ...dictionaryUrls()].filter(Boolean) });
}

/** keepForOffline, once a dictionary is here, when a service worker runs (none on ?sw=off). */
function keepDictionaries() {
  if (!('serviceWorker' in navigator) || params.get('sw') === 'off') return;
  navigator.serviceWorker.getRegistration().then(keepForOffline, () => {});
}

const situation = () => ({ persona: $('persona').value, market: $('market').value });

/** Asks the question in the box, kept first in the persona's recent questions as it was typed. */
function askNow() {
  const question = $('question').value.trim();
  if (question && bundleLoaded()) {
    remember($('persona').value, question);
    showRecent();
  }
  return ask();
}

/**
 * The question bar is sticky: the page scrolls an answer, a source or Settings into view below
 * it, not under it (scroll-padding-top in app.css), however tall the bar grows (a resized box, an
 * error under it).
 */
function keepBarClear() {
  const bar = $('ask-bar');
  const set = () => document.documentElement.style.setProperty('--ask-bar-height', `${Math.ceil(bar.offsetHeight)}px`);
  set();
  if (typeof ResizeObserver === 'function') new ResizeObserver(set).observe(bar);
}

// A question asked (Enter, or a tap on Ask) before the persona's bundle is ready is kept and
// asked once it is, the box saying so: never dropped. The page takes it from its script's first
// line, not only once it has loaded: an Enter pressed as soon as the box was there, while the
// page read site.json and the personas, became a new line in the box and nothing was asked (29
// of 30 typed first visits, measured before this). An Enter pressed before the script ran at all
// is the line break it left in the box (`takeEarlyQuestion`).
let queued = false;

function queueAsk() {
  queued = true;
  const box = $('ask-error');
  box.textContent = t('bundle.queued');
  box.className = 'queued';
  show(box, true);
}

async function load(persona) {
  // A question waiting for this load goes with it: the worker starts answering it (fetching
  // its chunks) as soon as the bundle is parsed, without the round trip through this page.
  const ok = await loadPersona(persona, queued ? $('question').value.trim() : null);
  if (!ok && queued && document.documentElement.dataset.engine === 'error') {
    // The load failed (its status says why): nothing will answer the question, which stays in
    // the box for the next load.
    queued = false;
    show($('ask-error'), false);
  }
  if (ok && queued) {
    queued = false;
    show($('ask-error'), false);
    // Awaited: the service worker's check for a new deploy (after the load) waits for this
    // first answer rather than competing with it.
    await askNow();
  }
}

/** Enter, a tap on Ask, a recent question: asked now, or queued until the bundle is ready. */
function requestAsk() {
  // A load that failed says so in its status: the question is not queued for it (ask says no
  // bundle is loaded).
  const failed = document.documentElement.dataset.engine === 'error';
  if (!failed && (loading() || !bundleLoaded())) {
    if ($('question').value.trim()) queueAsk();
    else askNow(); // says the box is empty
    return;
  }
  $('ask-error').className = 'error';
  askNow();
}

/**
 * The question in the box before this script ran, or given as ?q=, is asked as soon as the
 * bundle is ready: the first answer does not wait for a second Enter. An Enter pressed then left
 * a line break in the box (the page had no key handler yet): it goes, as the question's end.
 */
function takeEarlyQuestion() {
  const box = $('question');
  const q = params.get('q');
  if (q && !box.value.trim()) box.value = q;
  if (/[\r\n]\s*$/.test(box.value)) box.value = box.value.replace(/\s+$/, '');
  if (box.value.trim()) queueAsk();
}

/** The question box's keys and the Ask button, wired first thing: see `queued`. */
function wireAsk() {
  $('ask-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    requestAsk();
  });
  $('question').addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.isComposing) {
      ev.preventDefault();
      requestAsk();
    }
  });
  // Enabled from the start: a tap while the bundle loads is queued like an Enter.
  $('ask').disabled = false;
}

// The persona selector: a pick with the mouse or a finger loads at once; arrow keys only move the
// choice, which loads when committed (Enter, leaving the selector, or a pause), so stepping past
// a persona does not download its bundle.
let personaTimer = null;
let keyedAt = -Infinity;
let committed = null;

function commitPersona() {
  clearTimeout(personaTimer);
  personaTimer = null;
  const persona = $('persona').value;
  if (persona === committed) {
    // Stepped away and back: the loaded bundle is still this persona's.
    if (bundleLoaded()) setState('engine', 'ready');
    return;
  }
  committed = persona;
  saveSituation(situation());
  keepAddressSituation(situation());
  load(persona);
}

function wirePersona() {
  const select = $('persona');
  select.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter') {
      if (personaTimer) commitPersona();
      return;
    }
    keyedAt = performance.now();
  });
  select.addEventListener('change', () => {
    forgetAnswer();
    showRecent();
    setState('engine', 'loading');
    clearTimeout(personaTimer);
    if (performance.now() - keyedAt < 250) personaTimer = setTimeout(commitPersona, 900);
    else commitPersona();
  });
  select.addEventListener('blur', () => {
    if (personaTimer) commitPersona();
  });
}

// The camera button. Its reader (label.js with Tesseract and a barcode reader, some 4 MB) is
// label/<version>/label.min.js, built by scripts/build-web (LABEL_KIT is its folder), and loaded
// only when the button is first used: a first visit's bytes do not include it.
// eslint-disable-next-line no-undef
const LABEL_KIT = typeof ATLAS_LABEL_KIT === 'string' ? ATLAS_LABEL_KIT : 'label/';
let labelReader = null;

function loadLabelReader() {
  if (!labelReader) {
    labelReader = import(new URL(`${LABEL_KIT}label.min.js`, document.baseURI).href);
    labelReader.catch(() => {
      labelReader = null;
    });
  }
  return labelReader;
}

const labelContext = {
  lang,
  formatSize,
  readCodes,
  // The one way a photo asks anything: the technician's tap on the confirmation's Ask.
  ask(question) {
    $('question').value = question;
    requestAsk();
  },
  closed({ asked }) {
    // Cancelled: back to the button. Asked: the answer takes the focus when it is drawn.
    if (!asked) $('camera').focus();
  },
};

function wireCamera() {
  const input = $('label-file');
  $('camera').addEventListener('click', () => {
    input.click();
    // The reader's files come while the photo is taken (stored for offline use).
    loadLabelReader().then((m) => m.prefetch(labelContext), () => {});
  });
  input.addEventListener('change', async () => {
    const file = input.files && input.files[0];
    input.value = ''; // the same photo may be chosen again
    if (!file) return;
    try {
      (await loadLabelReader()).open(file, labelContext);
    } catch {
      notice(t(navigator.onLine === false ? 'label.offline' : 'label.unavailable'), 'warn', 'label');
    }
  });
}

function applyLanguage(l) {
  setLanguage(l);
  if (queued) $('ask-error').textContent = t('bundle.queued');
  document.title = t('doc.title');
  translateStatic();
  fillSettingsForm();
  relabelSituation();
  relabelAnswer();
  showRecent();
  $('lang').value = l;
  labelReader?.then((m) => m.relabel(), () => {});
}

// The language last asked for: a dictionary arriving after another choice is not applied.
let wantedLanguage = null;

/**
 * The page in `l`: at once when its dictionary is at hand (English always is), else once it has
 * been fetched, the page staying in its language meanwhile. Resolves when done.
 */
function switchLanguage(l) {
  wantedLanguage = l;
  if (languageLoaded(l)) {
    applyLanguage(l);
    setState('language', 'ready');
    return Promise.resolve();
  }
  // <html data-language="loading"> until the dictionary is here (the tests wait for "ready").
  setState('language', 'loading');
  return loadLanguage(l).then(() => {
    keepDictionaries();
    if (wantedLanguage !== l) return;
    applyLanguage(l);
    setState('language', 'ready');
  }, (e) => {
    if (wantedLanguage !== l) return;
    $('lang').value = lang();
    setState('language', 'ready');
    notice(t('lang.failed', { language: LANGUAGE_NAMES[l], error: e.message }), 'warn', 'lang');
  });
}

/** The header's switch: the languages the site offers, each in its own words; none for one language. */
function fillLanguageSwitch() {
  const offered = offeredLanguages();
  $('lang').replaceChildren(...offered.map((l) => {
    const option = document.createElement('option');
    option.value = l;
    option.lang = l;
    option.textContent = LANGUAGE_NAMES[l];
    return option;
  }));
  show($('lang').closest('.lang-field'), offered.length > 1);
}

async function main() {
  // First: on a first visit the engine's downloads wait for nothing else (keepBarClear's layout
  // came first once, 10 to 30 ms).
  startEngine({
    onFail: (message) => {
      setBundleStatus(message, 'error');
      setState('engine', 'error');
      $('ask').disabled = true;
    },
  });
  wireAsk();
  takeEarlyQuestion();
  keepBarClear();
  setState('engine', 'starting');
  $('date').value = params.get('date') || today();
  // The manifest (through the worker) and site.json are read side by side; the personas wait
  // for both, since site.json may narrow them. The persona fillPersonas will most likely choose:
  // its head downloads while the page starts, and on a first visit the worker loads it and
  // starts the waiting question without waiting for this page.
  const listing = listPersonas(wantedPersona(), queued ? waitingQuestion($('question').value.trim()) : null);
  listing.catch(() => {}); // fillPersonas hears the failure
  // The likely language's dictionary downloads beside site.json (English is in this script).
  const browserLanguages = navigator.languages || navigator.language;
  const likely = chooseLanguage(storedLanguage(), params.get('lang'), browserLanguages);
  if (!languageLoaded(likely)) loadLanguage(likely).then(keepDictionaries, () => {}); // switchLanguage says what failed
  const site = await loadSiteConfig();
  offerLanguages(site.languages);
  fillLanguageSwitch();
  // Not awaited: the personas and the bundle do not wait for a dictionary; what they show is
  // relabelled when it comes.
  switchLanguage(chooseLanguage(storedLanguage(), params.get('lang'), site.language, browserLanguages));
  $('lang').addEventListener('change', () => {
    saveLanguage($('lang').value);
    switchLanguage($('lang').value);
  });
  initSettingsForm({});
  await fillPersonas(listing);
  const sit = loadSituation();
  const market = params.get('market') || sit.market;
  if (market) {
    // Put the remembered market in place before the bundle's list arrives.
    const option = document.createElement('option');
    option.value = market;
    option.textContent = market;
    $('market').replaceChildren(option);
  }
  wirePersona();
  // The bundle loads in the worker meanwhile: the first answer's date line is ready when it is.
  setTimeout(warmFormats, 0);
  $('market').addEventListener('change', () => {
    saveSituation(situation());
    keepAddressSituation(situation());
  });
  initRecent({
    persona: () => $('persona').value,
    onPick: (question) => {
      $('question').value = question;
      requestAsk();
    },
  });
  $('stop').addEventListener('click', stop);
  wireCamera();
  $('copy-prompt').addEventListener('click', copyPrompt);
  $('copy-answer').addEventListener('click', copyAnswer);
  document.addEventListener('keydown', (ev) => {
    if (ev.key !== 'Escape' || ev.defaultPrevented) return;
    if (stopIfStreaming() || closeSettings()) ev.preventDefault();
  });
  window.addEventListener('online', () => notice(t('net.online'), 'info', 'network'));
  window.addEventListener('offline', offlineNotice);
  committed = $('persona').value;
  await load(committed);
  // Registered after the first load (and the question queued for it): installing it revalidates
  // every file of the shell, requests that would compete with the first answer's.
  registerServiceWorker();
  // The page has what it needs: the service worker may now check the network for a new deploy
  // of the page without slowing this load (it would check a few seconds after the visit anyway).
  navigator.serviceWorker?.controller?.postMessage({ type: 'refresh-shell' });
}

main();
