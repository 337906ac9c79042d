// The engine's thread: reads the site's manifest, loads the persona's bundle (from the network
// or the offline copy) and answers questions, so the page never stalls while the engine works.
//
// Messages in:  {id, type: 'personas', bundlesBase, hint, manifestText}   (hint: the persona the
//                page will likely load; manifestText: manifest.json as the page read it, if it could)
//               {id, type: 'load', persona, bundlesBase}
//               {id, type: 'ask', question, options}
//               {id, type: 'check', text, evidence}
// Messages out: {id, type: 'progress', loaded, total, file}
//               {id, type: 'result', ok: true, value} | {id, type: 'result', ok: false, error, code?, params?}
//               {type: 'offline', persona, loaded, total}   (no id: the background store's progress)
// (code and params let the page say the error in its language; error is the English message:
// the engine's errors carry a code too, src/web/mod.rs).
//
// A bundle is a folder (docs/progressive-bundles.md): its head, which the page loads first, and
// content-addressed chunks, fetched as questions read them. The first answer costs the head and
// that question's chunks; every other chunk of the folder is then stored in the background
// (never while a question runs, resuming after a dropped connection), and the page shows how much
// of the persona's bundle is available offline.
//
// Offline copies live in Cache Storage ("atlas-bundles-v1"): manifest.json, each head that was
// loaded (stored with the crc32 it was checked against), and each chunk fetched, under its URL
// (a chunk's name is its content's hash: a stored chunk never goes stale). A manifest whose head
// crc32 differs from the stored copy's makes the head download again. Stored bytes are not checked
// here again: the engine refuses a damaged head at load and a damaged chunk when it is provided
// (by its checksum and length); a refused copy is deleted and fetched again (online) or reported
// (offline), never used.
//
// A return visit's load is built for time to the first answer: the wasm compiles from the
// worker's start, the manifest read for the persona list is reused by the load that follows it,
// and the stored head is read and parsed while the manifest is fetched; it answers only once the
// manifest confirms it (same folder, same crc32), or when the network is gone. A first visit's
// head starts downloading as soon as the manifest is read, for the persona the page hinted (or
// the only one), while the page fills its persona list.

import { fetchBundle, fromBytes, initEngine, crc32 } from './atlas-engine.js';
import { readManifest, personasOf, bundleOf, codedError } from './bundle-manifest.js';
// corpus/warm-up's bundle, built into worker.min.js by scripts/build-web (esbuild's alias).
import warmUpBundle from 'atlas-warm-up';

const BUNDLE_CACHE = 'atlas-bundles-v1';
const HEAD = 'head.atlas';
let engine = null;

// Wall-clock times (timeOrigin + now): the page marks them in its own Performance timeline,
// whose origin differs from this worker's.
const at = () => performance.timeOrigin + performance.now();

let engineAt = null;
// A failure here is reported by the load that needs the engine (initEngine tries again then).
initEngine().then(() => {
  engineAt = at();
  warmUp();
}, () => {});

/**
 * A question to the warm-up bundle, while the persona's head is on its way: the browser compiles
 * a wasm function on its first call, which cost the first real question about 30 ms. Skipped
 * when a bundle is already loaded; a failure only leaves that cost where it was.
 */
async function warmUp() {
  if (engine) return;
  try {
    const warm = await fromBytes(warmUpBundle);
    warm.ask('which passages answer a first question?', { persona: 'reader', market: 'ALL' });
    warm.free();
  } catch {
    // not worth a word: the real bundle's load reports its own errors
  }
}

// The manifest read that listed the personas, kept for the load that follows it: {base, read}.
let personasRead = null;

function reply(id, ok, valueOrError) {
  if (ok) self.postMessage({ id, type: 'result', ok: true, value: valueOrError });
  else {
    const e = valueOrError;
    const coded = e && typeof e.code === 'string' ? { code: e.code, params: e.params || {} } : {};
    self.postMessage({ id, type: 'result', ok: false, error: messageOf(e), ...coded });
  }
}

function messageOf(e) {
  if (e instanceof Error) return e.message;
  if (typeof e === 'string') return e;
  try {
    return JSON.stringify(e);
  } catch {
    return String(e);
  }
}

async function openCache() {
  try {
    return await caches.open(BUNDLE_CACHE);
  } catch {
    return null; // no Cache Storage (e.g. an insecure origin): work online only
  }
}

async function listPersonas(bundlesBase, hint, manifestText) {
  const base = new URL(bundlesBase, self.location.href);
  const cache = await openCache();
  const read = readManifest(base, cache, manifestText);
  personasRead = { base: base.href, read };
  const { manifest, online } = await read;
  const personas = personasOf(manifest);
  if (online) fetchAhead(base, cache, manifest, personas, hint);
  return personas;
}

// A head downloaded before the page asked for it: {base, persona, folder, got}.
let ahead = null;

/**
 * Starts downloading the head the page will most likely load (its hint, or the only persona),
 * unless this device holds it as the manifest has it: the page's load then finds it on its way
 * instead of asking only once its persona list is filled.
 */
function fetchAhead(base, cache, manifest, personas, hint) {
  const names = personas.map((p) => p.name);
  const persona = names.includes(hint) ? hint : names.length === 1 ? names[0] : null;
  if (!persona) return;
  let entry;
  try {
    entry = bundleOf(manifest, persona);
  } catch {
    return; // the load says what is wrong
  }
  const load = place(base, persona, entry.folder, cache);
  const expected = entry.head || null;
  const got = (async () => {
    const stored = cache && (await cache.match(load.headUrl).catch(() => null));
    if (stored && expected && stored.headers.get('X-Atlas-Crc32') === expected.crc32) return null;
    return download(null, load, expected);
  })();
  got.catch(() => {}); // a failure is the load's to report, downloading again
  ahead = { base: base.href, persona, folder: entry.folder, got };
}

/** The head downloaded ahead for this persona's folder, once: null when there is none. */
async function takeAhead(base, persona, folder) {
  const mine = ahead && ahead.base === base.href && ahead.persona === persona && ahead.folder === folder ? ahead : null;
  ahead = null;
  return mine ? mine.got.catch(() => null) : null;
}

/** The manifest for a load: the one the persona list was read from, if that read just succeeded. */
async function manifestFor(base, cache) {
  const shared = personasRead && personasRead.base === base.href ? personasRead.read : null;
  personasRead = null;
  const got = shared && (await shared.catch(() => null));
  return got || readManifest(base, cache);
}

// The load in force: its persona, folder URL, cache and the background store's state.
let current = null;
// Questions in progress: the background store waits while there are any.
let asking = 0;
let idleWaiters = [];

function idle() {
  return asking === 0 ? Promise.resolve() : new Promise((r) => idleWaiters.push(r));
}

/**
 * Where a load's chunks come from: the stored copy, else the network (then stored). A fetch that
 * fails offline says the bundle is not on this device yet, naming the persona.
 */
function chunkFetcher(load, { awaitStore = false } = {}) {
  return async (file, { signal } = {}) => {
    const url = new URL(file, load.folderUrl).href;
    // A folder whose head this device had not stored has no chunk stored either (its first
    // visit): no lookup, which Cache Storage answers one after another, 20 ms for the twelfth.
    const stored = load.cache && load.mayHold && (await load.cache.match(url).catch(() => null));
    if (stored) return new Uint8Array(await stored.arrayBuffer());
    let res;
    try {
      res = await fetch(url, { signal });
    } catch (e) {
      if (e && e.name === 'AbortError') throw e;
      throw codedError('not-downloaded-offline', { persona: load.persona, file: `${load.folder}/${file}` },
        `Part ${file} of the ${load.persona} bundle is not on this device yet and the network is unreachable (${messageOf(e)}).`);
    }
    if (res.status === 401 || res.status === 403) {
      throw codedError('bundle-forbidden', { file: `${load.folder}/${file}`, status: String(res.status) },
        `Cannot download ${load.folder}/${file}: HTTP ${res.status}`);
    }
    if (!res.ok) throw new Error(`Cannot download ${load.folder}/${file}: HTTP ${res.status} ${res.statusText}`.trim());
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (load.cache) {
      const put = load.cache.put(url, new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } })).catch(() => {});
      // A question waits for the bytes, not for the disk; the background store waits for both,
      // so that "available offline" counts only what is stored.
      if (awaitStore) await put;
    }
    return bytes;
  };
}

/** Builds an engine from a head; the engine's refusal carries the file's name for the page. */
async function parse(bytes, file, load) {
  try {
    return await fromBytes(bytes, { fetchChunk: chunkFetcher(load) });
  } catch (e) {
    // The engine's refusal (bundle-truncated, ...) names no file; the page's sentence does.
    if (e && typeof e.code === 'string') e.params = { ...e.params, file };
    throw e;
  }
}

/**
 * The head this device stored for `persona`, found through the stored manifest, read and parsed:
 * {folder, crc, bytes, bundleAt, next | error}, or null when there is none. Run while the live
 * manifest is fetched; the caller decides whether it may answer.
 */
async function storedCopy(cache, base, persona) {
  if (!cache) return null;
  const kept = await cache.match(new URL('manifest.json', base).href);
  if (!kept) return null;
  const { folder } = bundleOf(await kept.json(), persona);
  const load = place(base, persona, folder, cache);
  const stored = await cache.match(load.headUrl);
  if (!stored) return null;
  const copy = { folder, load, crc: stored.headers.get('X-Atlas-Crc32'), bytes: new Uint8Array(await stored.arrayBuffer()) };
  copy.bundleAt = at();
  try {
    copy.next = await parse(copy.bytes, `${folder}/${HEAD}`, load);
  } catch (e) {
    copy.error = e;
  }
  return copy;
}

function place(base, persona, folder, cache) {
  const folderUrl = new URL(`${encodeURIComponent(folder)}/`, base).href;
  // mayHold: whether chunks of this folder may be stored here (loadPersona knows when not).
  return { persona, folder, folderUrl, headUrl: new URL(HEAD, folderUrl).href, cache, mayHold: true };
}

async function download(id, load, expected) {
  const file = `${load.folder}/${HEAD}`;
  let bytes;
  try {
    bytes = await fetchBundle(load.headUrl, {
      fetchOptions: { cache: 'no-store' },
      onProgress: (p) => self.postMessage({ id, type: 'progress', loaded: p.loaded, total: p.total ?? expected?.bytes ?? null, file }),
    });
  } catch (e) {
    const status = /HTTP (401|403)\b/.exec(e && e.message)?.[1];
    if (status) throw codedError('bundle-forbidden', { file, status }, e.message);
    throw e;
  }
  const got = crc32(bytes);
  if (expected && got !== expected.crc32) {
    throw codedError('crc-mismatch', { file, got, expected: expected.crc32 }, `The downloaded ${file} does not match manifest.json (crc32 ${got}, expected ${expected.crc32}). ` +
      'The site may be in the middle of a deploy: reload in a minute.');
  }
  return { bytes, crc: got };
}

async function loadPersona(id, persona, bundlesBase) {
  const base = new URL(bundlesBase, self.location.href);
  const cache = await openCache();
  const early = storedCopy(cache, base, persona).catch(() => null);
  const { manifest, online } = await manifestFor(base, cache);
  const entry = bundleOf(manifest, persona);
  const { folder } = entry;
  const expected = entry.head || null;
  const load = place(base, persona, folder, cache);

  let copy = await early;
  // An engine that cannot start is no fault of the copy: downloading again would not help.
  if (copy && copy.error && typeof copy.error.code !== 'string') throw copy.error;
  if (copy && copy.folder !== folder) {
    // The stored manifest named another folder for this persona: a new deploy moved it.
    copy.next?.free();
    copy = null;
  }
  load.mayHold = Boolean(copy);
  // The stored head answers when the manifest vouches for it, or offline (unvouched: the engine
  // checked it), and only when the engine accepted it.
  const vouched = copy && (!online || !expected || copy.crc === expected.crc32);
  let timing;
  let next;
  let bytes;
  let source = 'cache';
  let replaced = null;
  let crc = expected ? expected.crc32 : null;
  let headStored = null;
  if (vouched && copy.next) {
    ({ bytes, next } = copy);
    timing = { bundle: copy.bundleAt };
  } else {
    copy?.next?.free();
    if (!online) {
      if (copy) throw copy.error;
      throw codedError('not-downloaded-offline', { persona, file: `${folder}/` }, `The ${persona} bundle (${folder}/) has not been downloaded on this device yet, and the network ` +
        'is unreachable. Connect once with this persona selected; after that it works offline.');
    }
    const got = (await takeAhead(base, persona, folder)) || (await download(id, load, expected));
    bytes = got.bytes;
    crc = got.crc;
    source = 'network';
    timing = { bundle: at() };
    // A copy refused as damaged is replaced by the same build: that is no new build to announce.
    if (copy && copy.crc && copy.crc !== got.crc) replaced = { from: copy.crc, to: got.crc };
    // Stored while the engine parses it and the first question runs: the answer does not wait
    // for the disk (a 1 MB head's write took longer than its parse); the background store does.
    headStored = cache && cache.put(load.headUrl, new Response(bytes, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'X-Atlas-Crc32': got.crc,
        'X-Atlas-Version': String(manifest.version ?? ''),
      },
    })).catch(() => {});
    next = await parse(bytes, `${folder}/${HEAD}`, load);
  }
  await initEngine();
  timing.engine = engineAt ?? at();
  timing.ready = at();
  if (engine) engine.free();
  engine = next;
  current = { ...load, engine, storing: null, asked: false, headStored };
  const info = engine.info();
  // With no question within a few seconds, the background store starts anyway.
  const mine = current;
  setTimeout(() => storeAll(mine), 3000);
  reportOffline(current);
  return {
    info,
    file: `${folder}/`,
    bytes: bytes.length,
    crc32: crc ?? crc32(bytes),
    version: manifest.version ?? info.version,
    source,
    online,
    replaced,
    stored: Boolean(cache),
    timing,
  };
}

function reportOffline(load) {
  if (load !== current || !load.cache) return;
  const { loaded, total } = load.engine.progress();
  self.postMessage({ type: 'offline', persona: load.persona, loaded, total });
}

/**
 * Every chunk of the load's folder not held yet, fetched (from the stored copy or the network,
 * which stores it) and provided, one or two at a time and only while no question runs. A failed
 * fetch (the connection dropped) is tried again later; what was stored stays stored.
 */
function storeAll(load) {
  if (load !== current || load.storing || !load.cache) return;
  const fetchChunk = chunkFetcher(load, { awaitStore: true });
  let wait = 1000;
  // progress(), not missing(): missing() lists every chunk, tens of ms at thousands of chunks.
  const left = () => {
    const { loaded, total } = load.engine.progress();
    return loaded < total;
  };
  load.storing = (async () => {
    // The head first: "available offline" counts only what a reload without network can use.
    await load.headStored;
    while (load === current && left()) {
      try {
        await load.engine.prefetchAll({
          concurrency: 2,
          fetchChunk: async (file, o) => {
            await idle();
            return fetchChunk(file, o);
          },
          onProgress: () => reportOffline(load),
        });
      } catch (e) {
        if (e && e.code === 'bundle-chunk') await forget(load, e);
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(wait * 2, 30000);
      }
    }
    reportOffline(load);
  })();
}

/** A stored chunk the engine refused (damaged on this device) is deleted: the next fetch is the network's. */
async function forget(load, e) {
  const file = e && e.params && e.params.chunk;
  if (load.cache && file) await load.cache.delete(new URL(file, load.folderUrl).href).catch(() => {});
}

async function askQuestion(question, options) {
  const load = current;
  asking++;
  try {
    try {
      return await engine.ask(question, options);
    } catch (e) {
      if (!(e && e.code === 'bundle-chunk' && load)) throw e;
      // A damaged stored chunk: deleted, and asked once more from the network.
      await forget(load, e);
      return await engine.ask(question, options);
    }
  } finally {
    asking--;
    if (asking === 0) {
      const waiting = idleWaiters;
      idleWaiters = [];
      for (const r of waiting) r();
    }
    // After the answer is posted: starting the store lists the chunks still missing, which at
    // thousands of chunks held the answer back by a tenth of a second.
    if (load) setTimeout(() => storeAll(load), 0);
  }
}

self.addEventListener('message', async (event) => {
  const msg = event.data || {};
  const { id } = msg;
  try {
    switch (msg.type) {
      case 'personas':
        reply(id, true, await listPersonas(msg.bundlesBase || 'bundles/', msg.hint, msg.manifestText));
        break;
      case 'load':
        reply(id, true, await loadPersona(id, msg.persona, msg.bundlesBase || 'bundles/'));
        break;
      case 'ask':
        if (!engine) throw codedError('not-loaded', {}, 'No bundle is loaded yet.');
        reply(id, true, await askQuestion(msg.question, msg.options));
        break;
      case 'check':
        if (!engine) throw codedError('not-loaded', {}, 'No bundle is loaded yet.');
        reply(id, true, engine.checkCitations(msg.text, { evidence: msg.evidence }));
        break;
      default:
        throw new Error(`unknown message ${msg.type}`);
    }
  } catch (e) {
    reply(id, false, e);
  }
});
