// A bundle file's bytes from the network, with progress: atlas-engine.js's fetchBundle and its
// chunk fetches, the worker's chunk fetches and the page's engine-client.js (the head it downloads
// on a first visit) all use it, the page without the wasm glue that atlas-engine.js imports.

/**
 * The most a head may hold, as the native reader's bound (src/bundle/folder.rs MAX_HEAD_BYTES):
 * the page's wasm memory is at most 4 GiB and a loaded head takes 16 to 19 times its bytes, so a
 * longer one could not be loaded anyway. For a head the manifest gives no length.
 */
export const MAX_HEAD_BYTES = 256 * 1024 * 1024;

/** An Error with a code and the values its message was made of, as the engine's errors have. */
function coded(code, params, message) {
  return Object.assign(new Error(message), { code, params });
}

/**
 * A file longer than the head or manifest says it is (`limit` bytes): `what` says how much was
 * found, and where ("3221225472 bytes (its Content-Length)", "more than 8192 bytes arrived").
 */
export function oversized(file, limit, what) {
  return coded('bundle-oversized', { file, expected: String(limit) },
    `${file}: ${what} where ${limit} are expected; refused, the rest unread (the site may be in the middle of a deploy, or serves another file under this name).`);
}

/**
 * The body of `res` as bytes, at most `limit` of them (the length the head's chunk table or the
 * manifest states for the file; null: no limit). A Content-Length over the limit is refused
 * before the body is read, and a body that passes it (no Content-Length, a compressed response,
 * or one that lied) is cancelled there: a host serving a huge file under a chunk's name costs
 * the page `limit` bytes, not the file. `file` names the file in the error (`bundle-oversized`).
 * `onProgress({loaded, total})` is called as bytes arrive; `total` is the Content-Length, or null
 * when the server does not send one or the response is compressed (Content-Encoding: its length
 * is not the file's).
 */
export async function readBody(res, { limit = null, file = res.url, onProgress } = {}) {
  const bounded = typeof limit === 'number' && Number.isFinite(limit) && limit >= 0;
  // A compressed response's Content-Length counts the compressed bytes, not the file's.
  const encoded = (res.headers.get('Content-Encoding') || 'identity').trim().toLowerCase() !== 'identity';
  const header = encoded ? null : res.headers.get('Content-Length');
  const total = header && /^\d+$/.test(header) ? Number(header) : null;
  if (bounded && total !== null && total > limit) {
    res.body?.cancel().catch(() => {});
    throw oversized(file, limit, `${total} bytes (its Content-Length)`);
  }
  if (!res.body || typeof res.body.getReader !== 'function') {
    // No stream to stop (an old runtime): the length is still checked before the bytes are used.
    const buf = new Uint8Array(await res.arrayBuffer());
    if (bounded && buf.length > limit) throw oversized(file, limit, `${buf.length} bytes arrived`);
    onProgress?.({ loaded: buf.length, total: total ?? buf.length });
    return buf;
  }
  const reader = res.body.getReader();
  const chunks = [];
  let loaded = 0;
  onProgress?.({ loaded: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.length;
    if (bounded && loaded > limit) {
      reader.cancel().catch(() => {});
      throw oversized(file, limit, `more than ${limit} bytes arrived`);
    }
    chunks.push(value);
    onProgress?.({ loaded, total });
  }
  const out = new Uint8Array(loaded);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Downloads `url`: `limit`, `file` and `onProgress` are readBody's (`file` defaults to the URL).
 */
export async function fetchBytes(url, { onProgress, signal, fetchOptions, limit = null, file = String(url) } = {}) {
  let res;
  try {
    res = await fetch(url, { signal, ...fetchOptions });
  } catch (e) {
    if (e && e.name === 'AbortError') throw e;
    throw new Error(`Cannot download the bundle ${url}: the network request failed (${e && e.message ? e.message : e}).`);
  }
  if (!res.ok) {
    throw new Error(`Cannot download the bundle ${url}: HTTP ${res.status} ${res.statusText}`.trim() +
      (res.status === 401 || res.status === 403 ? ' (this bundle is behind the host\'s access rules: sign in or ask for access).' : '.'));
  }
  return readBody(res, { limit, file, onProgress });
}
