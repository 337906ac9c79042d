// The engine's thread: reads the site's manifest, loads the persona's bundle (from the network
// or the offline copy) and answers questions, so the page never stalls while the engine works.
//
// Messages in:  {type: 'wasm', module}   (the engine's WebAssembly.Module, compiled by the page, or
//                null: this worker fetches it; sent once, and no engine starts before it)
//               {id, type: 'personas', bundlesBase, hint, manifestText, fresh, head, pending}
//                (hint: the persona the page will likely load; manifestText: manifest.json as the
//                page read it, if it could; fresh: a first visit, as far as the page can tell, so
//                nothing is stored; head: {persona, folder} whose head the page downloads, which
//                this worker then loads at once, starting pending as 'load' does; or null)
//               {type: 'head', bytes}   (that head's bytes, or null when the page could not get them)
//               {id, type: 'load', persona, bundlesBase, pending}   (pending: {question, market,
//                date}, a question waiting for this load, or null; started once the bundle is parsed)
//               {id, type: 'ask', question, options}
//               {id, type: 'read', text}   (a label's text: {parts, serials}, read by the bundle's patterns)
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
// A new build of a folder whose head this device stored is an update: the new head answers at
// once, online, and its chunks come from the store when the device has them (a build over the
// earlier one keeps the names of every chunk it did not change: docs/progressive-bundles.md), else
// from the network, in the background. The stored head stays the earlier build's until every
// chunk of the new one is stored: an update cut off half-way (offline, the page closed) leaves
// the earlier build whole, which answers offline, and the next online visit goes on where it
// stopped. Then the new head is stored and the chunks no head names any more are dropped. The
// page says how many documents the update changed ({updated: {documents}}).
//
// Loads are built for time to the first answer. The wasm compiles in the page while this script
// downloads. On a return visit the manifest read for the persona list is reused by the load that
// follows it, and the stored head is read and parsed while the manifest is fetched; it answers
// only once the manifest confirms it (same folder, same crc32), or when the network is gone. On a
// first visit the page downloads the head of the persona it hinted (or the only one) as soon as
// it has read the manifest, and this worker loads it and starts the question waiting in the page
// at once (`prepare`), while the page fills its persona list; the page's load and ask then take
// that load and that answer.

import { fetchBundle, fromBytes, initEngine, crc32 } from './atlas-engine.js';
import { readBody, MAX_HEAD_BYTES } from './fetch-bytes.js';
import { readManifest, personasOf, bundleOf, codedError, marketChoice, HEAD, folderUrls, likelyPersona, headMatches, headMemory } from './bundle-manifest.js';
// corpus/warm-up's bundle, and the head of 5,000 blocks made from it, built into worker.min.js by
// scripts/build-web (esbuild's aliases).
import warmUpBundle from 'atlas-warm-up';
import warmUpHead from 'atlas-warm-up-head';
import { reserveMemory } from './pkg/atlas.js';

const BUNDLE_CACHE = 'atlas-bundles-v1';
let engine = null;

// Wall-clock times (timeOrigin + now): the page marks them in its own Performance timeline,
// whose origin differs from this worker's.
const at = () => performance.timeOrigin + performance.now();

let engineAt = null;
// The page compiles the wasm while this script downloads and posts it ({type: 'wasm', module},
// engine-client.js); the module is null when the page could not, and initEngine then fetches the
// wasm itself. Nothing builds an engine before that message: initEngine would fetch it twice.
let wasmGiven;
const engineStarted = new Promise((resolve) => {
  wasmGiven = resolve;
}).then((module) => initEngine(module || undefined));
// Whether a head's bytes are here: the warm-up question would then only hold its parse back.
let headArrived = false;
// The engine memory the warm-up reserves for the head on its way (headMemory), or null.
let headReserve = null;
// A failure here is reported by the load that needs the engine (initEngine tries again then).
engineStarted.then(() => {
  engineAt = at();
  if (!headArrived) warmUp();
}, () => {});

/** The engine, once the page's wasm message has come: initEngine's promise (which may retry). */
async function engineReady() {
  await engineStarted.catch(() => {});
  return initEngine();
}

/**
 * A question to the warm-up bundle, while the persona's head is on its way: the browser compiles
 * a wasm function on its first call, which cost the first real question 30 to 40 ms. Then, until
 * a head comes, the engine's memory for the head (`reserveMemory`: its first load no longer
 * waits for the system to map it) and loads of a 5,000-block head: the browser optimizes a wasm
 * function only after it has run a while, and a head's decoder runs once per load, so a large
 * head's first load ran in the baseline compiler's code (45-49 ms for the Rust documentation's
 * 16x head in Node, 28-35 after three such loads). Skipped when a head is already here or
 * loaded; a failure only leaves those costs where they were.
 */
async function warmUp() {
  if (engine) return;
  try {
    const warm = await fromBytes(warmUpBundle);
    warm.ask('which passages answer a first question?', { persona: 'reader', market: 'ALL' });
    warm.free();
    let reserved = false;
    for (let i = 0; i < 3; ) {
      // A task between steps: the page's message with the real head is read before the next.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (headArrived || engine) return;
      if (!reserved && headReserve) {
        reserved = true;
        reserveMemory(headReserve);
      } else {
        (await fromBytes(warmUpHead)).free();
        i++;
      }
    }
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

async function listPersonas(bundlesBase, hint, manifestText, fresh, pageHead, pending) {
  const base = new URL(bundlesBase, self.location.href);
  // A first visit holds nothing: the head is on its way before Cache Storage is opened and the
  // manifest written to it (on a first visit those took 20 to 60 ms, the head's wait), downloaded
  // by the page (pageHead: {persona, folder}) or else from here.
  // (When the page downloads none, the manifest names no likely persona: nothing to start here.)
  let early = false;
  if (fresh && pageHead && typeof manifestText === 'string') {
    try {
      expectPageHead(base, JSON.parse(manifestText), pageHead);
      early = true;
    } catch {
      // readManifest below says what is wrong with it
    }
  }
  const cache = await openCache();
  const read = readManifest(base, cache, manifestText);
  personasRead = { base: base.href, read };
  if (early && pageHead) prepare(bundlesBase, base, pageHead.persona, pending);
  const { manifest, online } = await read;
  const personas = personasOf(manifest);
  if (online && !early) fetchAhead(base, cache, manifest, hint);
  return personas;
}

// Loads in the order begun: a load that ends after a later one began is dropped (the page waits
// for the later one's reply only).
let loads = 0;

// A first visit's load of the page's likely persona, begun with the persona list rather than
// when the page asks for it: {base, persona, n, result}. The page's main thread is busiest then
// (its first layout, its language, the persona list), and the head and the waiting question
// need nothing from it.
let prepared = null;

function prepare(bundlesBase, base, persona, pending) {
  const result = loadPersona(null, persona, bundlesBase, pending);
  result.catch(() => {}); // the page's load of this persona takes the failure, or loads again
  prepared = { base: base.href, persona, n: loads, result };
}

/** The page's load: the prepared one when it is for the same persona and no load began since. */
function load(id, persona, bundlesBase, pending) {
  const mine = prepared;
  prepared = null;
  const base = new URL(bundlesBase, self.location.href).href;
  if (mine && mine.base === base && mine.persona === persona && mine.n === loads) return mine.result;
  return loadPersona(id, persona, bundlesBase, pending);
}

// A head downloaded before the page asked for it: {base, persona, folder, got}.
let ahead = null;

/**
 * Starts downloading the head the page will most likely load (its hint, or the only persona),
 * unless this device holds it as the manifest has it: the page's load then finds it on its way
 * instead of asking only once its persona list is filled.
 */
function fetchAhead(base, cache, manifest, hint) {
  const persona = likelyPersona(manifest, hint);
  if (!persona) return;
  let entry;
  try {
    entry = bundleOf(manifest, persona);
  } catch {
    return; // the load says what is wrong
  }
  const load = place(base, persona, entry.folder, cache);
  const expected = entry.head || null;
  headReserve = headMemory(expected);
  const got = (async () => {
    const stored = cache && (await cache.match(load.headUrl).catch(() => null));
    if (stored && expected && stored.headers.get('X-Atlas-Crc32') === expected.crc32) return null;
    return download(null, load, expected);
  })();
  got.catch(() => {}); // a failure is the load's to report, downloading again
  ahead = { base: base.href, persona, folder: entry.folder, got };
}

// The head the page is downloading ({type: 'head'} brings it): resolves with its bytes, or null.
let pageHeadArrived = null;

/**
 * A head the page downloads on a first visit (engine-client.js): it started before this worker
 * could, as soon as the page read the manifest. Its bytes are checked against the manifest as a
 * download here is; bytes that fail (or none) leave the load to download the head itself, which
 * then reports what is wrong.
 */
function expectPageHead(base, manifest, { persona, folder }) {
  const entry = bundleOf(manifest, persona);
  if (entry.folder !== folder) return;
  const expected = entry.head || null;
  headReserve = headMemory(expected);
  const got = new Promise((resolve) => {
    pageHeadArrived = resolve;
  }).then((bytes) => {
    if (!(bytes instanceof Uint8Array)) return null;
    const { crc, named } = checkHead(bytes, expected);
    return named ? { bytes, crc } : null;
  });
  ahead = { base: base.href, persona, folder, got };
}

/**
 * Whether a downloaded head is the one the manifest's entry (`expected`, or null) names, and its
 * crc32, stored with it for later visits: its length and header checksum when the manifest gives
 * one (the engine checks the content against that checksum), else its crc32, computed.
 */
function checkHead(bytes, expected) {
  if (headMatches(bytes, expected)) return { crc: expected.crc32, named: true };
  const crc = crc32(bytes);
  return { crc, named: !expected || crc === expected.crc32 };
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
// Questions in progress: the background store waits while there are any, and after the last
// one's answer until the page says it has drawn it ({type: 'drawn'}), or SETTLE_MS: the store's
// work (listing the chunks, writing them to Cache Storage) took the browser's time from the
// answer (16x, shaped first visits, bench/pair.mjs: the answer 41 ± 17 ms sooner, 30 pairs).
let asking = 0;
let idleWaiters = [];
let answeredAt = -Infinity;
let drawnWaiters = [];
const SETTLE_MS = 500;

async function idle() {
  for (;;) {
    if (asking > 0) await new Promise((r) => idleWaiters.push(r));
    const wait = answeredAt + SETTLE_MS - performance.now();
    if (asking === 0 && wait <= 0) return;
    if (wait > 0) {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, wait);
        drawnWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** The page drew the last answer: what waited for it goes on. */
function drawn() {
  answeredAt = -Infinity;
  const waiting = drawnWaiters;
  drawnWaiters = [];
  for (const r of waiting) r();
}

/**
 * Where a load's chunks come from: the stored copy, else the network (then stored). A fetch that
 * fails offline says the bundle is not on this device yet, naming the persona.
 */
function chunkFetcher(load, { awaitStore = false } = {}) {
  return async (file, { signal, bytes: stated } = {}) => {
    const url = new URL(file, load.folderUrl).href;
    // No more than the head's chunk table says the chunk holds is read, from the store or the
    // network: a host serving a huge file under a chunk's name is refused, not downloaded.
    const named = `${load.folder}/${file}`;
    // A folder whose head this device had not stored has no chunk stored either (its first
    // visit): no lookup, which Cache Storage answers one after another, 20 ms for the twelfth.
    const stored = load.cache && load.mayHold && (await load.cache.match(url).catch(() => null));
    if (stored) return readBody(stored, { limit: stated, file: named });
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
    const bytes = await readBody(res, { limit: stated, file: named });
    if (load.cache) {
      const store = () => load.cache.put(url, new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } })).catch(() => {});
      // The background store waits for the disk, so that "available offline" counts only what
      // is stored. A question waits for neither, and its chunks are written once the worker is
      // idle (see SETTLE_MS): writing them as they came took the browser's time from the answer.
      if (awaitStore) await store();
      else unstored(load, idle().then(store), bytes.length);
    }
    return bytes;
  };
}

/** Builds an engine from a head; the engine's refusal carries the file's name for the page. */
async function parse(bytes, file, load) {
  try {
    await engineReady();
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
  // mayHold: whether chunks of this folder may be stored here (loadPersona knows when not).
  // unstored: a question's chunks held but not written to the store yet (`unstored`).
  return { persona, folder, ...folderUrls(base, folder), cache, mayHold: true, unstored: new Map() };
}

async function download(id, load, expected) {
  const file = `${load.folder}/${HEAD}`;
  let bytes;
  try {
    bytes = await fetchBundle(load.headUrl, {
      fetchOptions: { cache: 'no-store' },
      // The manifest's length of the head: a longer response is refused as it passes it.
      limit: expected?.bytes ?? MAX_HEAD_BYTES,
      file,
      onProgress: (p) => self.postMessage({ id, type: 'progress', loaded: p.loaded, total: p.total ?? expected?.bytes ?? null, file }),
    });
  } catch (e) {
    const status = /HTTP (401|403)\b/.exec(e && e.message)?.[1];
    if (status) throw codedError('bundle-forbidden', { file, status }, e.message);
    throw e;
  }
  headArrived = true;
  const { crc: got, named } = checkHead(bytes, expected);
  if (!named) {
    throw codedError('crc-mismatch', { file, got, expected: expected.crc32 }, `The downloaded ${file} does not match manifest.json (crc32 ${got}, expected ${expected.crc32}). ` +
      'The site may be in the middle of a deploy: reload in a minute.');
  }
  return { bytes, crc: got };
}

async function loadPersona(id, persona, bundlesBase, pending) {
  const n = ++loads;
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
  let updated = null;
  let keepEarlier = false;
  let crc = expected ? expected.crc32 : null;
  let storeHead = null;
  if (vouched && copy.next) {
    ({ bytes, next } = copy);
    // The stored copy's engine fetches through copy.load: its unwritten chunks are this load's.
    load.unstored = copy.load.unstored;
    timing = { bundle: copy.bundleAt };
  } else {
    // The build the stored copy is, before it goes: what the update changed is counted from it.
    let earlier = null;
    try {
      earlier = copy?.next ? copy.next.builds()?.build ?? null : null;
    } catch {
      // no count then: every document is said to be new
    }
    keepEarlier = Boolean(copy?.next);
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
    // Stored once the first question is answered (see idle): the answer does not wait for the
    // disk (a 1 MB head's write took longer than its parse); the background store does.
    const headBytes = bytes;
    storeHead = cache && (() => cache.put(load.headUrl, new Response(headBytes, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'X-Atlas-Crc32': got.crc,
        'X-Atlas-Version': String(manifest.version ?? ''),
      },
    })).catch(() => {}));
    next = await parse(bytes, `${folder}/${HEAD}`, load);
    if (replaced) {
      updated = { documents: next.changedSince(earlier) };
    }
  }
  await engineReady();
  if (n !== loads) {
    next.free();
    throw codedError('load-superseded', { persona }, `The ${persona} bundle's load was overtaken by a later one.`);
  }
  timing.engine = engineAt ?? at();
  timing.ready = at();
  if (engine) engine.free();
  engine = next;
  current = { ...load, engine, storing: null, headStored: null, headLast: null, started: null };
  const info = engine.info();
  if (pending && typeof pending.question === 'string' && pending.question.trim()) {
    startWaiting(current, pending.question.trim(), { persona, market: marketChoice(info.markets, pending.market), date: pending.date || undefined });
  }
  // A first visit's head is stored after the waiting question, if any, is answered; an update's
  // once every chunk it names is stored (storeAll): until then the earlier head and its chunks
  // are the offline copy, whole.
  // (Only when the earlier copy still loads: one of an older format is no offline copy to keep.)
  if (storeHead && replaced && keepEarlier) current.headLast = storeHead;
  else if (storeHead) current.headStored = idle().then(storeHead);
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
    updated,
    stored: Boolean(cache),
    timing,
  };
}

function reportOffline(load) {
  if (load !== current || !load.cache) return;
  const { loaded, total } = load.engine.progress();
  // A question's chunks are held before they are stored: "available offline" counts them once
  // they are written.
  let writing = 0;
  for (const bytes of load.unstored.values()) writing += bytes;
  self.postMessage({ type: 'offline', persona: load.persona, loaded: Math.max(0, loaded - writing), total });
}

/** `bytes` of a question's chunk, being written to the store (`written` settles when done). */
function unstored(load, written, bytes) {
  load.unstored.set(written, bytes);
  written.finally(() => {
    load.unstored.delete(written);
    // `load` is the one the chunks were fetched for; `current` shares its list when it is that load.
    if (current && current.unstored === load.unstored) reportOffline(current);
  });
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
    await idle();
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
    if (load === current && load.headLast && !left()) {
      // An update, stored whole: now its head is the offline copy, and the earlier build's
      // chunks that it does not name go.
      await load.headLast();
      load.headLast = null;
      await idle();
      await sweep(load);
    }
    reportOffline(load);
  })();
}

/**
 * Deletes the stored chunks of the load's folder that its head does not name: an earlier
 * build's, kept while the update was stored so that the earlier build answered offline whole.
 */
async function sweep(load) {
  const named = new Set(load.engine.files());
  const keys = await load.cache.keys().catch(() => []);
  for (const request of keys) {
    const url = request.url;
    if (!url.startsWith(load.folderUrl)) continue;
    const file = url.slice(load.folderUrl.length);
    if (file === HEAD || named.has(file)) continue;
    await load.cache.delete(request).catch(() => {});
  }
}

/** A stored chunk the engine refused (damaged on this device) is deleted: the next fetch is the network's. */
async function forget(load, e) {
  const file = e && e.params && e.params.chunk;
  if (load.cache && file) await load.cache.delete(new URL(file, load.folderUrl).href).catch(() => {});
}

/** What makes two asks the same question: its text and the situation it is asked in. */
const askKey = (question, options) => JSON.stringify([question, options?.persona ?? null, options?.market ?? null, options?.date || null]);

/**
 * The question the page sent with the load, started before the page asks it: the page hears the
 * load's reply, fills its markets and only then asks, a round trip this answer's chunks no longer
 * wait for. The ask that matches it (same text and situation) takes its answer; any other ask
 * runs as usual, sharing the chunks already on their way.
 */
function startWaiting(load, question, options) {
  const answer = askQuestion(question, options);
  answer.catch(() => {}); // the ask that takes it hears the failure, and asks again
  load.started = { key: askKey(question, options), answer };
}

/** The answer to the page's ask: the one started with the load when it is the same question. */
async function answerAsk(question, options) {
  const started = current && current.started;
  if (started) current.started = null;
  if (started && started.key === askKey(question, options)) {
    try {
      return await started.answer;
    } catch {
      // asked again below, as any ask after a failure would be
    }
  }
  return askQuestion(question, options);
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
    answeredAt = performance.now();
    if (asking === 0) {
      const waiting = idleWaiters;
      idleWaiters = [];
      for (const r of waiting) r();
    }
    // After the answer is posted (and drawn: storeAll waits until idle): starting the store
    // lists the chunks still missing, which at thousands of chunks held the answer back by a
    // tenth of a second.
    if (load) setTimeout(() => storeAll(load), 0);
  }
}

self.addEventListener('message', async (event) => {
  const msg = event.data || {};
  const { id } = msg;
  try {
    switch (msg.type) {
      case 'wasm':
        wasmGiven(msg.module);
        return;
      case 'drawn':
        drawn();
        return;
      case 'head':
        if (msg.bytes) headArrived = true;
        pageHeadArrived?.(msg.bytes);
        pageHeadArrived = null;
        return;
      case 'personas':
        reply(id, true, await listPersonas(msg.bundlesBase || 'bundles/', msg.hint, msg.manifestText, msg.fresh === true, msg.head || null, msg.pending || null));
        break;
      case 'load':
        reply(id, true, await load(id, msg.persona, msg.bundlesBase || 'bundles/', msg.pending || null));
        break;
      case 'ask':
        if (!engine) throw codedError('not-loaded', {}, 'No bundle is loaded yet.');
        reply(id, true, await answerAsk(msg.question, msg.options));
        break;
      case 'read':
        // A photographed label's text (label.js): its part numbers and serials, by the bundle's patterns.
        if (!engine) throw codedError('not-loaded', {}, 'No bundle is loaded yet.');
        reply(id, true, engine.readCodes(String(msg.text ?? '')));
        break;
      default:
        throw new Error(`unknown message ${msg.type}`);
    }
  } catch (e) {
    reply(id, false, e);
  }
});
