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
// was loaded, stored with its crc32. A manifest whose crc32 differs from the stored copy's makes
// the bundle download again and replace the stored one.

import { fetchBundle, fromBytes, initEngine, crc32 } from './atlas-engine.js';
import { readManifest, personasOf, bundleFileOf, codedError } from './bundle-manifest.js';

const BUNDLE_CACHE = 'atlas-bundles-v1';
let engine = null;

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
  const { manifest } = await readManifest(new URL(bundlesBase, self.location.href), await openCache());
  return personasOf(manifest);
}

async function loadPersona(id, persona, bundlesBase) {
  const base = new URL(bundlesBase, self.location.href);
  const cache = await openCache();
  const notes = [];
  const { manifest, online } = await readManifest(base, cache);
  const file = bundleFileOf(manifest, persona);
  const entry = manifest.bundles.find((b) => b.file === file) || null;
  const bundleUrl = new URL(encodeURIComponent(file), base).href;

  let bytes = null;
  let source = 'network';
  let replaced = null;
  const stored = cache && (await cache.match(bundleUrl));
  const storedCrc = stored ? stored.headers.get('X-Atlas-Crc32') : null;
  if (stored && (!entry || storedCrc === entry.crc32)) {
    const b = new Uint8Array(await stored.arrayBuffer());
    if (crc32(b) === storedCrc) {
      bytes = b;
      source = 'cache';
    }
  }
  if (!bytes) {
    if (!online && stored) {
      // Offline with a copy we cannot check against a manifest: use it, the engine verifies it.
      bytes = new Uint8Array(await stored.arrayBuffer());
      source = 'cache';
    } else if (!online) {
      throw codedError('not-downloaded-offline', { persona, file }, `The ${persona} bundle (${file}) has not been downloaded on this device yet, and the network ` +
        'is unreachable. Connect once with this persona selected; after that it works offline.');
    } else {
      const total = entry ? entry.bytes : null;
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
      if (stored && storedCrc && storedCrc !== got) {
        replaced = { from: storedCrc, to: got };
      }
      if (cache) {
        await cache.put(bundleUrl, new Response(bytes, {
          headers: {
            'Content-Type': 'application/octet-stream',
            'X-Atlas-Crc32': got,
            'X-Atlas-Version': String(manifest.version ?? ''),
          },
        }));
      }
    }
  }
  if (!online) notes.push('offline');
  // Wall-clock times (timeOrigin + now) of the load's phases: the page marks them in its own
  // Performance timeline, whose origin differs from this worker's.
  const at = () => performance.timeOrigin + performance.now();
  const timing = { bundle: at() };
  await initEngine();
  timing.engine = at();
  let next;
  try {
    next = await fromBytes(bytes);
  } catch (e) {
    // The engine's refusal (bundle-truncated, ...) names no file; the page's sentence does.
    if (e && typeof e.code === 'string') e.params = { ...e.params, file };
    throw e;
  }
  timing.ready = at();
  if (engine) engine.free();
  engine = next;
  const info = engine.info();
  return {
    info,
    file,
    bytes: bytes.length,
    crc32: entry ? entry.crc32 : crc32(bytes),
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
