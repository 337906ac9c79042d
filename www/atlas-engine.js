// The Atlas engine for JavaScript: load a bundle, ask questions, check a model's citations.
// Works in a page, a Web Worker, or Node 20+ (where bundles and the wasm may be files on disk);
// published as the `atlas-engine` npm package (scripts/npm-package.mjs).
//
//   import { load } from './atlas-engine.js';        // or from 'atlas-engine' once installed
//   const atlas = await load('bundles/service/');     // a bundle's folder: its head, chunks on demand
//   const answer = await atlas.ask('Which products are affected by the battery recall?',
//                                  { persona: 'service', market: 'MA', date: '2026-11-29' });
//   await atlas.prefetchAll({ onProgress: (p) => console.log(p.loaded, p.total) });  // all of it
//
// `ask` fetches the chunks a question reads (docs/progressive-bundles.md) and returns a Promise
// then; once they are held (a packed bundle, or after prefetchAll) it returns the answer itself.
//   answer.evidence, answer.known_facts, answer.prompt.system, answer.prompt.user, ...
//
// Everything returned is a plain object (structured-clone safe). Errors are Error objects whose
// message says what is wrong (a truncated or foreign bundle, an empty question, an unknown market).

import init, { Engine } from './pkg/atlas.js';
import { fetchBytes, readBody, oversized, MAX_HEAD_BYTES } from './fetch-bytes.js';
import { checkCitations } from './citations.js';

// Kept in a variable so that bundlers building for the browser do not try to resolve it: it is
// only imported in Node, for files on disk.
const NODE_FS = 'node:fs/promises';
const inNode = typeof process === 'object' && process !== null && !!process.versions?.node;

/**
 * In Node, where a string or URL names a file rather than something fetch can get: a file: URL,
 * or a string that is not an absolute URL (a path). Null anywhere else.
 */
function fileOf(where) {
  if (!inNode) return null;
  if (where instanceof URL) return where.protocol === 'file:' ? where : null;
  if (typeof where !== 'string') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(where) && !/^[a-z]:[\\/]/i.test(where)) {
    return where.startsWith('file:') ? new URL(where) : null;
  }
  return where;
}

async function readFile(file) {
  const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS);
  return new Uint8Array(await fs.readFile(file));
}

const HEADER_LEN = 24;
const BUNDLE_MAGIC = 'ATLASBDL';

/**
 * A bundle file on disk (Node), read as src/bundle/folder.rs reads one: only a regular file,
 * judged on the opened descriptor (a FIFO opened without O_NONBLOCK waits for a writer, maybe
 * forever; a symlink to /dev/zero never ends), and at most `limit` bytes (a chunk's length in the
 * head) or, for a head or packed file (`framed`), the length its header states: a longer file is
 * refused from its size, unread. `name` is the file in errors.
 */
async function readBundleFile(file, { limit = Infinity, framed = false, name = String(file) } = {}) {
  const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS);
  const { constants } = fs;
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
  const handle = await fs.open(file, flags);
  try {
    const st = await handle.stat();
    if (!st.isFile()) {
      const kind = st.isFIFO() ? 'a FIFO (named pipe)' : st.isSocket() ? 'a socket'
        : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : st.isDirectory() ? 'a folder' : 'not a file';
      throw new Error(`${name}: not a regular file but ${kind}; only regular files are read`);
    }
    let most = limit;
    if (framed) {
      const head = new Uint8Array(HEADER_LEN);
      const { bytesRead } = await handle.read(head, 0, HEADER_LEN, 0);
      if (bytesRead === HEADER_LEN && String.fromCharCode(...head.subarray(0, 8)) === BUNDLE_MAGIC) {
        const stated = HEADER_LEN + new DataView(head.buffer).getUint32(12, true);
        if (st.size > stated && stated <= limit) {
          throw new Error(`${name}: ${st.size} bytes where its header states ${stated}; refused unread`);
        }
        most = Math.min(most, stated);
      }
    }
    if (st.size > most) throw oversized(name, most, `${st.size} bytes on disk`);
    // One byte past the bound, to tell a file that grew while it was read.
    const cap = Math.min(st.size, most) + 1;
    const buf = new Uint8Array(cap);
    let at = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buf, at, cap - at, at);
      if (bytesRead === 0) break;
      at += bytesRead;
      if (at === cap) break;
    }
    if (at > most) throw oversized(name, most, `more than ${most} bytes on disk (it grew while read)`);
    return buf.subarray(0, at);
  } finally {
    await handle.close();
  }
}

let ready = null;

/**
 * Loads and instantiates the wasm module once. `wasm` is where pkg/atlas_bg.wasm is (a URL, or in
 * Node a path) or the module itself (its bytes, a WebAssembly.Module or a fetch Response); it
 * defaults to pkg/atlas_bg.wasm next to this file, read from disk when this file is on disk.
 */
export function initEngine(wasm) {
  if (!ready) {
    const source = wasm ?? new URL('./pkg/atlas_bg.wasm', import.meta.url);
    const named = typeof source === 'string' || source instanceof URL;
    const file = named ? fileOf(source) : null;
    ready = (async () => {
      const module = file !== null ? await readFile(file) : source;
      return init({ module_or_path: module });
    })().catch((e) => {
      ready = null;
      const what = named ? String(source) : 'the wasm module given';
      throw new Error(`Cannot load the engine (${what}): ${e && e.message ? e.message : e}`);
    });
  }
  return ready;
}

/**
 * Downloads a bundle with progress. `onProgress({loaded, total})` is called as bytes arrive;
 * `total` is the Content-Length, or null when the server does not send one or the response is
 * compressed (Content-Encoding: its length is not the bundle's). In Node, a path or a
 * file: URL is read from disk (one progress call).
 */
export async function fetchBundle(url, { onProgress, signal, fetchOptions, limit = null, file: name = String(url) } = {}) {
  const file = fileOf(url);
  if (file !== null) {
    signal?.throwIfAborted();
    let buf;
    try {
      buf = await readBundleFile(file, { limit: limit ?? Infinity, framed: true, name });
    } catch (e) {
      if (e && e.code === 'bundle-oversized') throw e;
      throw new Error(`Cannot read the bundle ${url}: ${e && e.message ? e.message : e}`);
    }
    onProgress?.({ loaded: buf.length, total: buf.length });
    return buf;
  }
  return fetchBytes(url, { onProgress, signal, fetchOptions, limit, file: name });
}

function cleanOptions({ persona, market, date, k } = {}) {
  const o = { persona, market };
  if (date !== undefined && date !== null && date !== '') o.date = String(date);
  if (k !== undefined && k !== null) o.k = Number(k);
  return o;
}

/** An Error with a code and the values its sentence names, as the engine's own errors have. */
function coded(code, params, message) {
  return Object.assign(new Error(message), { code, params });
}

const HEAD = 'head.atlas';

/**
 * Where a bundle's chunks come from: `fetchChunk(file, {signal, bytes})` resolving to its bytes
 * (`bytes`: its length in the head's chunk table, more than which is never read), the files
 * next to the head (`base`, a URL or in Node a folder), or none (a packed bundle, whole).
 */
function chunkSource(base, { fetchChunk, fetchOptions } = {}) {
  if (fetchChunk) return fetchChunk;
  if (base === null || base === undefined) return null;
  const folder = fileOf(base);
  if (folder !== null) {
    return async (file, { bytes } = {}) => {
      const path = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:path');
      // `base` is the head, or its folder when it ends with a slash.
      const dir = folder instanceof URL ? new URL('.', folder).pathname
        : /[\\/]$/.test(folder) ? folder : path.dirname(folder);
      return readBundleFile(path.join(dir, file), { limit: bytes, name: file });
    };
  }
  return async (file, { signal, bytes } = {}) => {
    const url = new URL(file, base).href;
    let res;
    try {
      res = await fetch(url, { signal, ...fetchOptions });
    } catch (e) {
      if (e && e.name === 'AbortError') throw e;
      throw new Error(`Cannot download the bundle chunk ${file}: the network request failed (${e && e.message ? e.message : e}).`);
    }
    if (!res.ok) throw new Error(`Cannot download the bundle chunk ${file}: HTTP ${res.status} ${res.statusText}`.trim() + '.');
    return readBody(res, { limit: bytes, file });
  };
}

/**
 * A head's record of its folder's builds (src/bundle/updates.rs, `info().updates`): {build,
 * counts: [[build, documents], ...]}, or null for a bundle no build numbered.
 */
function buildsOf(info) {
  try {
    const u = JSON.parse(info.updates);
    return Number.isInteger(u.build) && Array.isArray(u.counts) ? u : null;
  } catch {
    return null;
  }
}

/**
 * The documents added, changed or removed since build `since` of the same folder: the counts of
 * the builds after it. Every document when `since` is not an earlier build of this folder's (the
 * folder was built afresh since, or either head has no record).
 */
function changedSince(info, since) {
  const u = buildsOf(info);
  if (!u || !Number.isInteger(since) || since >= u.build) return info.documents;
  let n = 0;
  for (const [b, count] of u.counts) if (b > since) n += count;
  return n;
}

function wrap(engine, source) {
  // One fetch per chunk at a time, shared by a question and prefetchAll.
  const inflight = new Map();
  // Progress counts the bytes not held at load (0 of 0 for a packed bundle). The engine sums its
  // chunk table once, here; each chunk provided since adds its bytes: summing the table at every
  // progress report cost the background store of thousands of chunks a table walk per chunk.
  // A bundle is loaded with no chunk held (a head) or every one (a packed file, whose total is 0),
  // so a chunk counts once, the first time it is provided.
  const heldAtLoad = engine.chunkBytes(false);
  const total = engine.chunkBytes(true) - heldAtLoad;
  const counted = new Set();
  let provided = 0;
  const count = (slot, bytes) => {
    if (total > 0 && !counted.has(slot)) {
      counted.add(slot);
      provided += bytes;
    }
  };
  const progress = () => ({ loaded: provided, total });

  function obtain(c, fetchChunk = source, signal) {
    let p = inflight.get(c.slot);
    if (!p) {
      if (!fetchChunk) {
        return Promise.reject(coded('bundle-incomplete', { chunks: c.file },
          `the bundle is loaded without chunks this question reads (${c.file}): load it from its folder, or give fetchChunk`));
      }
      p = (async () => {
        const got = await fetchChunk(c.file, { signal, bytes: c.bytes });
        const bytes = got instanceof Uint8Array ? got : new Uint8Array(got);
        // Throws bundle-chunk (naming the file) for bytes that are not this chunk: never used.
        engine.provide(c.slot, bytes);
        count(c.slot, c.bytes);
      })().finally(() => inflight.delete(c.slot));
      inflight.set(c.slot, p);
    }
    return p;
  }

  async function drive(text, opts, step) {
    while (!step.done) {
      await Promise.all(step.needs.map((c) => obtain(c)));
      step = engine.askStep(text, opts);
    }
    return step.done;
  }

  // Composed (NFC), as the bundle's text is: a letter typed with its mark apart ("I" and a
  // combining dot for "İ") is the one letter. Here, not in the wasm: the browser has the tables.
  const composed = (text) => String(text ?? '').normalize('NFC');

  function ask(question, options) {
    const text = composed(question);
    const opts = cleanOptions(options);
    const step = engine.askStep(text, opts);
    return step.done ?? drive(text, opts, step);
  }

  return Object.freeze({
    ask,
    async askAsync(question, options) {
      return ask(question, options);
    },
    /** Chunks not held yet: [{slot, file, bytes}]. */
    missing() {
      return engine.chunks(false);
    },
    /** Every chunk file the head names. */
    files() {
      return engine.chunks(true).map((c) => c.file);
    },
    /** This build's number and what each build changed ({build, counts}), or null. */
    builds() {
      return buildsOf(engine.info());
    },
    /** Documents added, changed or removed since build `build` (builds().build) of this folder. */
    changedSince(build) {
      return changedSince(engine.info(), build);
    },
    /** Bytes of chunks held, of all the bundle's chunks (0 of 0 for a packed bundle). */
    progress,
    provide(slot, bytes) {
      const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
      // Refused bytes throw here; accepted ones are exactly the chunk's length in the table.
      engine.provide(slot, view);
      count(slot, view.length);
    },
    async prefetchAll({ onProgress, signal, concurrency = 4, fetchChunk } = {}) {
      const todo = engine.chunks(false);
      onProgress?.(progress());
      let next = 0;
      const worker = async () => {
        while (next < todo.length) {
          signal?.throwIfAborted();
          const c = todo[next++];
          await obtain(c, fetchChunk ?? source, signal);
          onProgress?.({ ...progress(), file: c.file });
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, todo.length)) }, worker));
    },
    checkCitations(text, answer) {
      return checkCitations(String(text ?? ''), (answer && answer.evidence) || []);
    },
    /**
     * The part numbers and serials a text names, {parts, serials}, canonical and in its order,
     * read with the bundle's own patterns as a question's are (a photographed label's text).
     */
    readCodes(text) {
      return engine.readCodes(composed(text));
    },
    info() {
      return engine.info();
    },
    free() {
      engine.free();
    },
  });
}

/**
 * Builds an engine from a bundle's bytes (a Uint8Array or ArrayBuffer): a packed bundle, whole,
 * or a head, whose chunks come from `base` (the head's URL or folder) or `fetchChunk(file)`.
 */
export async function fromBytes(bytes, { wasm, wasmUrl, base, fetchChunk, fetchOptions } = {}) {
  await initEngine(wasm ?? wasmUrl);
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return wrap(new Engine(view), chunkSource(base, { fetchChunk, fetchOptions }));
}

/** A folder's head: `where` ends with a slash (or, in Node, is a folder on disk). */
async function headOf(where) {
  const file = fileOf(where);
  const text = String(where);
  if (file !== null && !text.endsWith('/')) {
    const fs = await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS);
    const dir = await fs.stat(file).then((s) => s.isDirectory(), () => false);
    if (!dir) return where;
    const path = await import(/* webpackIgnore: true */ /* @vite-ignore */ 'node:path');
    return path.join(file instanceof URL ? file.pathname : file, HEAD);
  }
  if (!text.endsWith('/')) return where;
  return file !== null && !(file instanceof URL) ? `${text}${HEAD}` : new URL(HEAD, new URL(where, globalThis.location?.href)).href;
}

/**
 * Loads a bundle and returns an engine: { ask, askAsync, prefetchAll, missing, progress,
 * provide, checkCitations, info, free }. `bundleUrl` is a bundle's folder (ending with a slash:
 * its head is loaded, its chunks fetched as questions need them), a head, or a packed file (in
 * Node, also a path). `wasm` (or its older name `wasmUrl`) is initEngine's.
 */
export async function load(bundleUrl, { onProgress, signal, wasm, wasmUrl, fetchOptions, fetchChunk } = {}) {
  const head = await headOf(bundleUrl);
  // A folder's head is held to a head's bound; a file named as it is (a head or a packed bundle)
  // to the length its header states.
  const limit = head !== bundleUrl ? MAX_HEAD_BYTES : null;
  const [bytes] = await Promise.all([
    fetchBundle(head, { onProgress, signal, fetchOptions, limit }),
    initEngine(wasm ?? wasmUrl),
  ]);
  const file = fileOf(head);
  const base = file !== null ? file : new URL(head, globalThis.location?.href).href;
  return fromBytes(bytes, { base, fetchChunk, fetchOptions });
}

// Slicing by 8 (eight bytes a step, through eight tables): a 7 MB bundle's crc32 is on the first
// visit's path to the first answer, and byte at a time took about four times as long.
const CRC_TABLES = (() => {
  const t = new Uint32Array(256 * 8);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  for (let k = 1; k < 8; k++) {
    for (let n = 0; n < 256; n++) {
      const prev = t[(k - 1) * 256 + n];
      t[k * 256 + n] = (prev >>> 8) ^ t[prev & 0xff];
    }
  }
  return t;
})();

/** CRC-32 (IEEE) of bytes as 8 lowercase hex digits, the form manifest.json uses. */
export function crc32(bytes) {
  const t = CRC_TABLES;
  const b = bytes;
  const end = b.length - (b.length % 8);
  let c = 0xffffffff;
  let i = 0;
  for (; i < end; i += 8) {
    const a = c ^ (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24));
    c = t[1792 + (a & 0xff)] ^ t[1536 + ((a >>> 8) & 0xff)] ^ t[1280 + ((a >>> 16) & 0xff)] ^ t[1024 + (a >>> 24)] ^
      t[768 + b[i + 4]] ^ t[512 + b[i + 5]] ^ t[256 + b[i + 6]] ^ t[b[i + 7]];
  }
  for (; i < b.length; i++) c = t[(c ^ b[i]) & 0xff] ^ (c >>> 8);
  return ((c ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}
