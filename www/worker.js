// The engine's thread: reads the site's manifest, loads the persona's bundle (from the network
// or the offline copy) and answers questions, so the page never stalls while the engine works.
//
// Messages in:  {id, type: 'personas', bundlesBase}
//               {id, type: 'load', persona, bundlesBase}
//               {id, type: 'ask', question, options}
//               {id, type: 'check', text, evidence}
// Messages out: {id, type: 'progress', loaded, total, file}
//               {id, type: 'result', ok: true, value} | {id, type: 'result', ok: false, error, code?, params?}
// (code and params let the page say the error in its language; error is the English message:
// the engine's errors carry a code too, src/web/mod.rs).
//
// Offline copies live in Cache Storage ("atlas-bundles-v1"): manifest.json and each bundle that
// was loaded, stored with the crc32 it was checked against when downloaded. A manifest whose
// crc32 differs from the stored copy's makes the bundle download again and replace the stored
// one. A stored copy's bytes are not checked here again: the engine refuses a damaged bundle at
// load (its own checksum and length), and a refused copy is downloaded again (online) or
// reported (offline), never used.
//
// A return visit's load is built for time to the first answer: the wasm compiles from the
// worker's start, the manifest read for the persona list is reused by the load that follows it,
// and the stored copy is read and parsed while the manifest is fetched; it answers only once the
// manifest confirms it (same file, same crc32), or when the network is gone.

import { fetchBundle, fromBytes, initEngine, crc32 } from './atlas-engine.js';
import { readManifest, personasOf, bundleFileOf, codedError } from './bundle-manifest.js';

const BUNDLE_CACHE = 'atlas-bundles-v1';
let engine = null;

// Wall-clock times (timeOrigin + now): the page marks them in its own Performance timeline,
// whose origin differs from this worker's.
const at = () => performance.timeOrigin + performance.now();

let engineAt = null;
// A failure here is reported by the load that needs the engine (initEngine tries again then).
initEngine().then(() => {
  engineAt = at();
}, () => {});

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

async function listPersonas(bundlesBase) {
  const base = new URL(bundlesBase, self.location.href);
  const read = readManifest(base, await openCache());
  personasRead = { base: base.href, read };
  const { manifest } = await read;
  return personasOf(manifest);
}

/** The manifest for a load: the one the persona list was read from, if that read just succeeded. */
async function manifestFor(base, cache) {
  const shared = personasRead && personasRead.base === base.href ? personasRead.read : null;
  personasRead = null;
  const got = shared && (await shared.catch(() => null));
  return got || readManifest(base, cache);
}

/** Builds an engine from bundle bytes; the engine's refusal carries the file's name for the page. */
async function parse(bytes, file) {
  try {
    return await fromBytes(bytes);
  } catch (e) {
    // The engine's refusal (bundle-truncated, ...) names no file; the page's sentence does.
    if (e && typeof e.code === 'string') e.params = { ...e.params, file };
    throw e;
  }
}

/**
 * The copy this device stored for `persona`, found through the stored manifest, read and parsed:
 * {file, crc, bytes, bundleAt, next | error}, or null when there is none. Run while the live
 * manifest is fetched; the caller decides whether it may answer.
 */
async function storedCopy(cache, base, persona) {
  if (!cache) return null;
  const kept = await cache.match(new URL('manifest.json', base).href);
  if (!kept) return null;
  const file = bundleFileOf(await kept.json(), persona);
  const stored = await cache.match(new URL(encodeURIComponent(file), base).href);
  if (!stored) return null;
  const copy = { file, crc: stored.headers.get('X-Atlas-Crc32'), bytes: new Uint8Array(await stored.arrayBuffer()) };
  copy.bundleAt = at();
  try {
    copy.next = await parse(copy.bytes, file);
  } catch (e) {
    copy.error = e;
  }
  return copy;
}

async function download(id, bundleUrl, file, entry) {
  const total = entry ? entry.bytes : null;
  let bytes;
  try {
    bytes = await fetchBundle(bundleUrl, {
      fetchOptions: { cache: 'no-store' },
      onProgress: (p) => self.postMessage({ id, type: 'progress', loaded: p.loaded, total: p.total ?? total, file }),
    });
  } catch (e) {
    const status = /HTTP (401|403)\b/.exec(e && e.message)?.[1];
    if (status) throw codedError('bundle-forbidden', { file, status }, e.message);
    throw e;
  }
  const got = crc32(bytes);
  if (entry && got !== entry.crc32) {
    throw codedError('crc-mismatch', { file, got, expected: entry.crc32 }, `The downloaded ${file} does not match manifest.json (crc32 ${got}, expected ${entry.crc32}). ` +
      'The site may be in the middle of a deploy: reload in a minute.');
  }
  return { bytes, crc: got };
}

async function loadPersona(id, persona, bundlesBase) {
  const base = new URL(bundlesBase, self.location.href);
  const cache = await openCache();
  const early = storedCopy(cache, base, persona).catch(() => null);
  const { manifest, online } = await manifestFor(base, cache);
  const file = bundleFileOf(manifest, persona);
  const entry = manifest.bundles.find((b) => b.file === file) || null;
  const bundleUrl = new URL(encodeURIComponent(file), base).href;

  let copy = await early;
  // An engine that cannot start is no fault of the copy: downloading again would not help.
  if (copy && copy.error && typeof copy.error.code !== 'string') throw copy.error;
  if (copy && copy.file !== file) {
    // The stored manifest named another file for this persona: a new deploy moved it.
    copy.next?.free();
    copy = null;
  }
  // The stored copy answers when the manifest vouches for it, or offline (unvouched: the engine
  // checked it), and only when the engine accepted it.
  const current = copy && (!online || !entry || copy.crc === entry.crc32);
  let timing;
  let next;
  let bytes;
  let source = 'cache';
  let replaced = null;
  let crc = entry ? entry.crc32 : null;
  if (current && copy.next) {
    ({ bytes, next } = copy);
    timing = { bundle: copy.bundleAt };
  } else {
    copy?.next?.free();
    if (!online) {
      if (copy) throw copy.error;
      throw codedError('not-downloaded-offline', { persona, file }, `The ${persona} bundle (${file}) has not been downloaded on this device yet, and the network ` +
        'is unreachable. Connect once with this persona selected; after that it works offline.');
    }
    const got = await download(id, bundleUrl, file, entry);
    bytes = got.bytes;
    crc = got.crc;
    source = 'network';
    timing = { bundle: at() };
    // A copy refused as damaged is replaced by the same build: that is no new build to announce.
    if (copy && copy.crc && copy.crc !== got.crc) replaced = { from: copy.crc, to: got.crc };
    if (cache) {
      await cache.put(bundleUrl, new Response(bytes, {
        headers: {
          'Content-Type': 'application/octet-stream',
          'X-Atlas-Crc32': got.crc,
          'X-Atlas-Version': String(manifest.version ?? ''),
        },
      }));
    }
    next = await parse(bytes, file);
  }
  await initEngine();
  timing.engine = engineAt ?? at();
  timing.ready = at();
  if (engine) engine.free();
  engine = next;
  const info = engine.info();
  return {
    info,
    file,
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

self.addEventListener('message', async (event) => {
  const msg = event.data || {};
  const { id } = msg;
  try {
    switch (msg.type) {
      case 'personas':
        reply(id, true, await listPersonas(msg.bundlesBase || 'bundles/'));
        break;
      case 'load':
        reply(id, true, await loadPersona(id, msg.persona, msg.bundlesBase || 'bundles/'));
        break;
      case 'ask':
        if (!engine) throw codedError('not-loaded', {}, 'No bundle is loaded yet.');
        reply(id, true, engine.ask(msg.question, msg.options));
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
