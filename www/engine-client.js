// The page's side of the engine worker (worker.js): each request is a message with an id, and
// the worker's answer (or its progress reports) come back under that id. The worker alone reads
// bundles/manifest.json; the page learns the personas by asking it.

import { t } from './i18n.js';
import { bundleStored } from './settings.js';
import { fetchBytes, MAX_HEAD_BYTES } from './fetch-bytes.js';
import { bundleOf, folderUrls, likelyPersona, HEAD } from './bundle-manifest.js';

const BUNDLES_BASE = new URL('bundles/', location.href).href;

let worker = null;
let offlineListener = null;

/** `listener({persona, loaded, total})` hears how much of the loaded bundle is stored for offline use. */
export function onOfflineProgress(listener) {
  offlineListener = listener;
}
let nextId = 1;
const pending = new Map();

// manifest.json as read by the page while the worker starts: the worker would ask for it only
// once its own script has arrived and run, and on a first visit its answer then queued behind
// the wasm on a slow link; with it at hand the worker starts the head's download at once.
let manifestRead = null;

/** Starts the worker; `onFail(message)` hears when it cannot start (requests in flight fail too). */
export function startEngine({ onFail }) {
  manifestRead = fetch(new URL('manifest.json', BUNDLES_BASE), { cache: 'no-store' })
    .then((res) => (res.ok ? res.text() : null))
    .catch(() => null); // offline: the worker reads its stored copy
  // worker.js bundled with its imports (scripts/build-web), as the page loads app.js bundled.
  worker = new Worker(new URL('./worker.min.js', import.meta.url), { type: 'module', name: 'atlas-engine' });
  // The wasm is fetched and compiled here, beside the worker's script rather than after it: on a
  // first visit that started it about 90 ms sooner; the worker instantiates the module it is given
  // (or, given none, fetches the wasm itself and reports what went wrong).
  compileWasm(new URL('./pkg/atlas_bg.wasm', import.meta.url)).then(
    (module) => worker.postMessage({ type: 'wasm', module }),
    () => worker.postMessage({ type: 'wasm', module: null }),
  );
  worker.addEventListener('message', (event) => {
    const msg = event.data || {};
    if (msg.type === 'offline') {
      offlineListener?.(msg);
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') {
      p.onProgress?.(msg);
      return;
    }
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.value);
    else p.reject(Object.assign(new Error(msg.error), msg.code ? { code: msg.code, params: msg.params } : {}));
  });
  worker.addEventListener('error', (event) => {
    const message = t('engine.fail', { error: event.message || 'worker error' });
    for (const p of pending.values()) p.reject(new Error(message));
    pending.clear();
    onFail(message);
  });
}

/**
 * The engine's wasm, compiled while it downloads when the host serves it as application/wasm (a
 * host that does not gets it compiled from its bytes).
 */
async function compileWasm(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const streaming = (res.headers.get('Content-Type') || '').split(';')[0].trim() === 'application/wasm';
  return streaming ? WebAssembly.compileStreaming(res) : WebAssembly.compile(await res.arrayBuffer());
}

function call(type, payload = {}, onProgress) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    worker.postMessage({ id, type, ...payload });
  });
}

/**
 * The personas this site serves, in the manifest's order: [{name, label}]. `hint`, the persona the
 * page will most likely load, lets the worker start downloading its head at once; on a first
 * visit the worker also loads it and starts `pending` ({question, market, date}, as loadBundle's).
 */
export async function listPersonas(hint, pending = null) {
  const manifestText = manifestRead ? await manifestRead : null;
  manifestRead = null; // a later listing reads the manifest afresh
  // No service worker controls the page on a first visit (sw.js is registered after its first
  // answer), nor on a reload that bypasses it or with ?sw=off: unless a load here stored a head
  // before, the head is downloaded without first looking for a stored copy. A wrong guess costs
  // one head's download, never a stale answer.
  const fresh = !(navigator.serviceWorker && navigator.serviceWorker.controller) && !bundleStored();
  const head = fresh ? downloadHead(manifestText, hint) : null;
  return call('personas', { bundlesBase: BUNDLES_BASE, hint, manifestText, fresh, head, pending });
}

// The head this page downloads on a first visit: {persona, listeners, last} (last: the latest
// progress, for a load that starts listening late).
let headDownload = null;

/**
 * On a first visit the page downloads the likely persona's head itself, as soon as it has read
 * the manifest, rather than leaving it to the worker, whose script is still on its way then:
 * the head arrived 60 to 120 ms sooner. Its bytes go to the worker (which checks them against
 * the manifest) or, when the download fails, null: the worker downloads it again and says what
 * is wrong. Returns {persona, folder} for the worker, or null when the manifest names no likely
 * persona.
 */
function downloadHead(manifestText, hint) {
  let persona;
  let entry;
  try {
    const manifest = JSON.parse(manifestText);
    persona = likelyPersona(manifest, hint);
    if (!persona) return null;
    entry = bundleOf(manifest, persona);
  } catch {
    return null; // no manifest, or one the worker will say is wrong
  }
  const { folder } = entry;
  const mine = { persona, listeners: new Set(), last: null };
  headDownload = mine;
  const file = `${folder}/${HEAD}`;
  // A compressed response has no usable length: the manifest's size of the head stands in.
  const onProgress = (p) => {
    mine.last = { loaded: p.loaded, total: p.total ?? entry.head?.bytes ?? null, file };
    for (const l of mine.listeners) l(mine.last);
  };
  const limit = entry.head?.bytes ?? MAX_HEAD_BYTES; // more than the manifest's length is never read
  fetchBytes(folderUrls(BUNDLES_BASE, folder).headUrl, { fetchOptions: { cache: 'no-store' }, onProgress, limit, file }).then(
    (bytes) => worker.postMessage({ type: 'head', bytes }, [bytes.buffer]),
    () => worker.postMessage({ type: 'head', bytes: null }),
  ).finally(() => {
    if (headDownload === mine) headDownload = null;
  });
  return { persona, folder };
}

/**
 * Loads the persona's bundle; `onProgress({loaded, total, file})` while it downloads. `pending`
 * ({question, market, date}, or null) is a question waiting for the load: the worker starts it
 * once the bundle is parsed, and answers the ask that follows with it when the ask matches.
 */
export function loadBundle(persona, pending, onProgress) {
  // The head the page downloads for this persona reports its progress here as the worker's would.
  if (onProgress && headDownload && headDownload.persona === persona) {
    headDownload.listeners.add(onProgress);
    if (headDownload.last) onProgress(headDownload.last);
  }
  return call('load', { persona, bundlesBase: BUNDLES_BASE, pending }, onProgress);
}

export function askEngine(question, options) {
  return call('ask', { question, options });
}

/**
 * The answer is on screen: the worker's background work (storing chunks for offline use), which
 * waits so as not to take the browser's time from drawing it, goes on after the next frame.
 */
export function answerDrawn() {
  requestAnimationFrame(() => setTimeout(() => worker?.postMessage({ type: 'drawn' }), 0));
}

/** The part numbers and serials a text names, read with the loaded bundle's patterns: {parts, serials}. */
export function readCodes(text) {
  return call('read', { text });
}
