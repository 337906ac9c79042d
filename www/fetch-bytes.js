// A bundle file's bytes from the network, with progress: atlas-engine.js's fetchBundle (over the
// network) and the page's engine-client.js (the head it downloads on a first visit) both use it,
// the page without the wasm glue that atlas-engine.js imports.

/**
 * `onProgress({loaded, total})` is called as bytes arrive; `total` is the Content-Length, or null
 * when the server does not send one or the response is compressed (Content-Encoding: its length
 * is not the bundle's).
 */
export async function fetchBytes(url, { onProgress, signal, fetchOptions } = {}) {
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
  // A compressed response's Content-Length counts the compressed bytes, not the bundle's.
  const encoded = (res.headers.get('Content-Encoding') || 'identity').trim().toLowerCase() !== 'identity';
  const header = encoded ? null : res.headers.get('Content-Length');
  const total = header && /^\d+$/.test(header) ? Number(header) : null;
  if (!res.body || typeof res.body.getReader !== 'function') {
    const buf = new Uint8Array(await res.arrayBuffer());
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
    chunks.push(value);
    loaded += value.length;
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
