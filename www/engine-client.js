// The page's side of the engine worker (worker.js): each request is a message with an id, and
// the worker's answer (or its progress reports) come back under that id. The worker alone reads
// bundles/manifest.json; the page learns the personas by asking it.

import { t } from './i18n.js';

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

function call(type, payload = {}, onProgress) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    worker.postMessage({ id, type, ...payload });
  });
}

/**
 * The personas this site serves, in the manifest's order: [{name, label}]. `hint`, the persona the
 * page will most likely load, lets the worker start downloading its head at once.
 */
export async function listPersonas(hint) {
  const manifestText = manifestRead ? await manifestRead : null;
  manifestRead = null; // a later listing reads the manifest afresh
  return call('personas', { bundlesBase: BUNDLES_BASE, hint, manifestText });
}

/** Loads the persona's bundle; `onProgress({loaded, total, file})` while it downloads. */
export function loadBundle(persona, onProgress) {
  return call('load', { persona, bundlesBase: BUNDLES_BASE }, onProgress);
}

export function askEngine(question, options) {
  return call('ask', { question, options });
}

export function checkCitations(text, evidence) {
  return call('check', { text, evidence });
}
