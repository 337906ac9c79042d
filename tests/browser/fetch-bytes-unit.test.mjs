// The bounded reader of www/fetch-bytes.js, under Node without a browser: a response longer than
// the length the head or manifest states for its file is refused, from its Content-Length before
// the body is read, or as the body passes the length (no Content-Length, a compressed response,
// one that lied), and the rest is never read. The page's chunk fetches (worker.js) and the npm
// package's (atlas-engine.js) read through it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readBody, fetchBytes } from '../../www/fetch-bytes.js';

/**
 * A body that never ends, 64 KiB a pull, counting what it gave and whether it was cancelled: what
 * a host serving /dev/zero under a chunk's name sends.
 */
function endless() {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream({
    pull(controller) {
      seen.pulled += 65536;
      controller.enqueue(new Uint8Array(65536));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

test('a Content-Length over the stated length is refused before the body is read', async () => {
  const { stream, seen } = endless();
  const res = new Response(stream, { headers: { 'Content-Length': '3221225472' } });
  await assert.rejects(readBody(res, { limit: 12906, file: 'service/t-d80fb676d913bdd0.chunk' }), (e) => {
    assert.equal(e.code, 'bundle-oversized');
    assert.deepEqual(e.params, { file: 'service/t-d80fb676d913bdd0.chunk', expected: '12906' });
    assert.match(e.message, /^service\/t-d80fb676d913bdd0\.chunk: 3221225472 bytes \(its Content-Length\) where 12906 are expected; refused, the rest unread/);
    return true;
  });
  // The stream starts one pull ahead of any reader; nothing past it was asked for.
  assert.ok(seen.pulled <= 65536, `${seen.pulled} bytes pulled`);
  assert.equal(seen.cancelled, true);
});

test('a body with no Content-Length is stopped once it passes the stated length', async () => {
  const { stream, seen } = endless();
  const res = new Response(stream);
  const started = Date.now();
  await assert.rejects(readBody(res, { limit: 100000, file: 'service/b-1.chunk' }), (e) => {
    assert.equal(e.code, 'bundle-oversized');
    assert.match(e.message, /^service\/b-1\.chunk: more than 100000 bytes arrived where 100000 are expected/);
    return true;
  });
  assert.ok(Date.now() - started < 1000, 'at once');
  assert.ok(seen.pulled <= 4 * 65536, `${seen.pulled} bytes pulled for a 100,000-byte chunk`);
  assert.equal(seen.cancelled, true);
});

test('a compressed response is held to the stated length of what it decodes to', async () => {
  // Its Content-Length counts the compressed bytes, so it says nothing of the file: the body is.
  const { stream, seen } = endless();
  const res = new Response(stream, { headers: { 'Content-Encoding': 'gzip', 'Content-Length': '10' } });
  await assert.rejects(readBody(res, { limit: 1000, file: 'x.chunk' }), { code: 'bundle-oversized' });
  assert.equal(seen.cancelled, true);
});

test('a body of the stated length, or shorter, is read whole; no limit reads anything', async () => {
  const bytes = new Uint8Array(5000).map((_, i) => i % 251);
  for (const limit of [5000, 6000, null]) {
    const got = await readBody(new Response(bytes), { limit, file: 'x.chunk' });
    assert.deepEqual(got, bytes, `limit ${limit}`);
  }
  // Shorter than stated: read, and left to the engine to say it is truncated.
  assert.equal((await readBody(new Response(bytes.subarray(0, 10)), { limit: 5000 })).length, 10);
  // One byte more than stated is refused.
  const more = new Uint8Array(5001);
  await assert.rejects(readBody(new Response(more), { limit: 5000, file: 'x.chunk' }), { code: 'bundle-oversized' });
});

test('fetchBytes passes its limit and file name to the reader', async () => {
  const { stream, seen } = endless();
  const real = globalThis.fetch;
  globalThis.fetch = async () => new Response(stream);
  try {
    await assert.rejects(fetchBytes('http://127.0.0.1/bundles/service/head.atlas', { limit: 2048, file: 'service/head.atlas' }),
      (e) => e.code === 'bundle-oversized' && e.message.startsWith('service/head.atlas: more than 2048 bytes'));
  } finally {
    globalThis.fetch = real;
  }
  assert.equal(seen.cancelled, true);
});
