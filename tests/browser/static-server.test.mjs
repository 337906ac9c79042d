// scripts/static-server.mjs under Node without a browser: revalidation (ETag, Last-Modified,
// 304s for If-None-Match and If-Modified-Since), gzip when the request allows it (its own ETag,
// Vary: Accept-Encoding), HEAD, a changed file, and the protections it had before (paths outside
// the root, methods other than GET and HEAD).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startStaticServer, acceptsGzip } from '../../scripts/static-server.mjs';

const WWW = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../www');

let dir;
let outside;
let site;
const files = {};

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-static-'));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-static-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'not for the web\n');
  files['index.html'] = Buffer.from(`<!doctype html>\n<title>t</title>\n${'<p>hello</p>\n'.repeat(200)}`);
  files['app.js'] = Buffer.from(`export const x = ${JSON.stringify('y'.repeat(3000))};\n`);
  files['data.json'] = Buffer.from(JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => ({ i })) }));
  // Wasm-like: a repeated header and random bytes, 400 KB, so gzip helps but not to nothing.
  const random = crypto.randomBytes(200 * 1024);
  files['pkg/engine.wasm'] = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(200 * 1024 - 8, 7), random]);
  files['bundles/service.atlas'] = Buffer.concat([Buffer.from('ATLAS'), Buffer.alloc(50000, 1)]);
  files['icon.png'] = crypto.randomBytes(2000);
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  site = await startStaticServer({ root: dir, files: { '/site.json': '{"lang":"fr"}' } });
});

after(async () => {
  await site?.close();
  for (const d of [dir, outside]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

/** One raw request (no decoding): { status, headers, body: Buffer }. */
function get(urlPath, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: site.port, path: urlPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };

test('a file: 200 with a strong ETag, Last-Modified, no-cache and its bytes as they are', async () => {
  const r = await get('/index.html');
  assert.equal(r.status, 200);
  assert.match(r.headers.etag, /^"[0-9a-f]+-[0-9a-f]+"$/, 'strong (no W/), quoted');
  assert.equal(r.headers['last-modified'], new Date(fs.statSync(path.join(dir, 'index.html')).mtimeMs).toUTCString());
  assert.equal(r.headers['cache-control'], 'no-cache');
  assert.equal(r.headers['x-content-type-options'], 'nosniff');
  assert.equal(r.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(r.headers.vary, 'Accept-Encoding');
  assert.equal(r.headers['content-encoding'], undefined);
  assert.equal(Number(r.headers['content-length']), files['index.html'].length);
  assert.ok(r.body.equals(files['index.html']));
  // The directory serves its index.html, the same version.
  const root = await get('/');
  assert.equal(root.status, 200);
  assert.equal(root.headers.etag, r.headers.etag);
});

test('gzip when Accept-Encoding allows it, for every compressible type; identity otherwise', async () => {
  for (const name of ['index.html', 'app.js', 'data.json', 'pkg/engine.wasm', 'bundles/service.atlas']) {
    const plain = await get(`/${name}`);
    const gz = await get(`/${name}`, GZIP);
    assert.equal(gz.status, 200, name);
    assert.equal(gz.headers['content-encoding'], 'gzip', name);
    assert.equal(gz.headers.vary, 'Accept-Encoding', name);
    assert.equal(gz.headers['content-type'], plain.headers['content-type'], name);
    assert.equal(gz.headers.etag, plain.headers.etag.replace(/"$/, '-gz"'), `${name}: the gzip variant has its own ETag`);
    assert.equal(Number(gz.headers['content-length']), gz.body.length, name);
    assert.ok(gz.body.length < files[name].length, `${name}: ${gz.body.length} < ${files[name].length}`);
    assert.ok(zlib.gunzipSync(gz.body).equals(files[name]), `${name} gunzips to the file`);
    assert.ok(plain.body.equals(files[name]), name);
  }
  assert.equal((await get('/pkg/engine.wasm')).headers['content-type'], 'application/wasm');
  // Refused by its q-value, or not named at all: identity.
  for (const ae of ['gzip;q=0', 'br', 'identity', 'gzip;q=0, *']) {
    const r = await get('/app.js', { 'Accept-Encoding': ae });
    assert.equal(r.headers['content-encoding'], undefined, ae);
    assert.ok(r.body.equals(files['app.js']), ae);
  }
  assert.equal((await get('/app.js', { 'Accept-Encoding': '*' })).headers['content-encoding'], 'gzip');
  // A PNG is compressed already: never gzip, no Vary.
  const png = await get('/icon.png', GZIP);
  assert.equal(png.headers['content-encoding'], undefined);
  assert.equal(png.headers.vary, undefined);
  assert.equal(png.headers['content-type'], 'image/png');
  assert.ok(png.body.equals(files['icon.png']));
});

test('the gzip of a file version is made once and served again from memory', async () => {
  const file = path.join(dir, 'once.css');
  const css = Buffer.from('body { color: black; }\n'.repeat(300));
  fs.writeFileSync(file, css);
  const runs = site.gzipRuns;
  const [a, b] = await Promise.all([get('/once.css', GZIP), get('/once.css', GZIP)]);
  const c = await get('/once.css', GZIP);
  const d = await get('/once.css', GZIP, 'HEAD');
  assert.equal(site.gzipRuns - runs, 1, 'two requests at once, one more after, a HEAD: one gzip');
  assert.ok(zlib.gunzipSync(a.body).equals(css));
  assert.ok(a.body.equals(b.body) && a.body.equals(c.body));
  assert.equal(a.headers.etag, c.headers.etag);
  assert.equal(d.headers['content-length'], c.headers['content-length']);
  assert.equal(a.headers['content-type'], 'text/css; charset=utf-8');
  // A new version is compressed again.
  const changed = Buffer.from('p { margin: 0; }\n'.repeat(300));
  fs.writeFileSync(file, changed);
  const e = await get('/once.css', GZIP);
  assert.ok(zlib.gunzipSync(e.body).equals(changed));
  assert.equal(site.gzipRuns - runs, 2);
  fs.rmSync(file);
});

test('304 with no body for a matching If-None-Match, each variant with its own ETag', async () => {
  for (const name of ['index.html', 'pkg/engine.wasm', 'bundles/service.atlas']) {
    const plain = await get(`/${name}`);
    const gz = await get(`/${name}`, GZIP);
    const r1 = await get(`/${name}`, { 'If-None-Match': plain.headers.etag });
    assert.equal(r1.status, 304, name);
    assert.equal(r1.body.length, 0, name);
    assert.equal(r1.headers.etag, plain.headers.etag);
    assert.equal(r1.headers['cache-control'], 'no-cache');
    assert.equal(r1.headers.vary, 'Accept-Encoding');
    const r2 = await get(`/${name}`, { ...GZIP, 'If-None-Match': gz.headers.etag });
    assert.equal(r2.status, 304, name);
    assert.equal(r2.body.length, 0, name);
    assert.equal(r2.headers.etag, gz.headers.etag);
    assert.equal(r2.headers['content-encoding'], undefined, 'a 304 sends no body to encode');
    // The other variant's ETag does not match: the full response.
    const r3 = await get(`/${name}`, { ...GZIP, 'If-None-Match': plain.headers.etag });
    assert.equal(r3.status, 200, name);
    assert.ok(zlib.gunzipSync(r3.body).equals(files[name]));
    // A list, a weak form, and *.
    assert.equal((await get(`/${name}`, { 'If-None-Match': `"nope", W/${plain.headers.etag}` })).status, 304);
    assert.equal((await get(`/${name}`, { 'If-None-Match': '*' })).status, 304);
    assert.equal((await get(`/${name}`, { 'If-None-Match': '"nope"' })).status, 200);
  }
});

test('If-Modified-Since: 304 when the file is not newer; If-None-Match decides when both are sent', async () => {
  const r = await get('/app.js');
  const lm = r.headers['last-modified'];
  const same = await get('/app.js', { 'If-Modified-Since': lm });
  assert.equal(same.status, 304);
  assert.equal(same.body.length, 0);
  assert.equal((await get('/app.js', { 'If-Modified-Since': new Date(Date.now() + 60000).toUTCString() })).status, 304);
  const older = await get('/app.js', { 'If-Modified-Since': new Date(Date.parse(lm) - 60000).toUTCString() });
  assert.equal(older.status, 200);
  assert.ok(older.body.equals(files['app.js']));
  assert.equal((await get('/app.js', { 'If-Modified-Since': 'not a date' })).status, 200);
  assert.equal((await get('/app.js', { 'If-Modified-Since': lm, 'If-None-Match': '"other"' })).status, 200);
});

test('a changed file gets a new ETag and a 200, gzip made again', async () => {
  const file = path.join(dir, 'app.js');
  const before1 = await get('/app.js');
  const before2 = await get('/app.js', GZIP);
  const changed = Buffer.from(`export const x = ${JSON.stringify('z'.repeat(3000))};\n`); // same size
  fs.writeFileSync(file, changed);
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later); // a later second, as a deploy some time after would be
  try {
    const r1 = await get('/app.js', { 'If-None-Match': before1.headers.etag, 'If-Modified-Since': before1.headers['last-modified'] });
    assert.equal(r1.status, 200);
    assert.notEqual(r1.headers.etag, before1.headers.etag);
    assert.ok(r1.body.equals(changed));
    const r2 = await get('/app.js', { ...GZIP, 'If-None-Match': before2.headers.etag });
    assert.equal(r2.status, 200);
    assert.notEqual(r2.headers.etag, before2.headers.etag);
    assert.ok(zlib.gunzipSync(r2.body).equals(changed));
    assert.equal((await get('/app.js', { 'If-Modified-Since': before1.headers['last-modified'] })).status, 200);
    assert.equal((await get('/app.js', { 'If-None-Match': r1.headers.etag })).status, 304);
  } finally {
    fs.writeFileSync(file, files['app.js']);
  }
});

test('HEAD: the headers of the GET, no body', async () => {
  for (const headers of [{}, GZIP]) {
    const g = await get('/pkg/engine.wasm', headers);
    const h = await get('/pkg/engine.wasm', headers, 'HEAD');
    assert.equal(h.status, 200);
    assert.equal(h.body.length, 0);
    for (const k of ['etag', 'last-modified', 'content-length', 'content-type', 'content-encoding', 'vary', 'cache-control']) {
      assert.equal(h.headers[k], g.headers[k], k);
    }
    const h304 = await get('/pkg/engine.wasm', { ...headers, 'If-None-Match': g.headers.etag }, 'HEAD');
    assert.equal(h304.status, 304);
    assert.equal(h304.body.length, 0);
  }
});

test('text served in place of a file (the tests\' site.json) revalidates and compresses too', async () => {
  const r = await get('/site.json');
  assert.equal(r.status, 200);
  assert.equal(r.body.toString(), '{"lang":"fr"}');
  assert.equal(r.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal((await get('/site.json', { 'If-None-Match': r.headers.etag })).status, 304);
  const gz = await get('/site.json', GZIP);
  assert.equal(zlib.gunzipSync(gz.body).toString(), '{"lang":"fr"}');
  site.setFile('/site.json', '{"lang":"en"}');
  try {
    const changed = await get('/site.json', { 'If-None-Match': r.headers.etag });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.toString(), '{"lang":"en"}');
  } finally {
    site.setFile('/site.json', '{"lang":"fr"}');
  }
});

test('what it refused before it still refuses: paths outside the root, other methods, bad paths', async () => {
  const rel = path.relative(dir, path.join(outside, 'secret.txt')).split(path.sep).join('/');
  for (const p of [`/../${rel}`, `/%2e%2e/${rel}`, `/..%2f${rel.replace(/\//g, '%2f')}`, '/nope.html', '/pkg/missing.wasm']) {
    const r = await get(p, GZIP);
    assert.equal(r.status, 404, p);
    assert.equal(r.body.toString(), 'not found\n', p);
    assert.equal(r.headers.etag, undefined, p);
  }
  assert.equal((await get('/%00index.html')).status, 400);
  assert.equal((await get('/%E0%A4%A')).status, 400);
  const post = await get('/index.html', {}, 'POST');
  assert.equal(post.status, 405);
  assert.equal(post.headers.allow, 'GET, HEAD');
  const dirNoSlash = await get('/pkg');
  assert.equal(dirNoSlash.status, 301);
  assert.equal(dirNoSlash.headers.location, '/pkg/');
  assert.equal((await get('/pkg/')).status, 404, 'a folder without index.html');
});

test('Accept-Encoding parsing', () => {
  assert.equal(acceptsGzip(undefined), false);
  assert.equal(acceptsGzip(''), false);
  assert.equal(acceptsGzip('gzip'), true);
  assert.equal(acceptsGzip('GZIP;q=0.5'), true);
  assert.equal(acceptsGzip('x-gzip'), true);
  assert.equal(acceptsGzip('gzip;q=0'), false);
  assert.equal(acceptsGzip('gzip; q=0.000'), false);
  assert.equal(acceptsGzip('deflate, br'), false);
  assert.equal(acceptsGzip('*'), true);
  assert.equal(acceptsGzip('*;q=0'), false);
  assert.equal(acceptsGzip('gzip;q=0, *;q=1'), false);
});

test('a return visit to an unchanged deploy: every shell file sw.js revalidates is a 304 with no body', async () => {
  // What the service worker's check does (fetch with cache: 'no-cache' against a warm HTTP
  // cache), against the page's own www/: the files sw.js lists that are there (pkg/ only once
  // built), asked for as a browser asks (gzip allowed), then again with their ETags.
  const www = WWW;
  const shell = [...fs.readFileSync(path.join(www, 'sw.js'), 'utf8').match(/const SHELL = \[([\s\S]*?)\];/)[1]
    .matchAll(/'\.\/([^']*)'/g)].map((m) => `/${m[1]}`);
  assert.ok(shell.includes('/pkg/atlas_bg.wasm') && shell.includes('/index.html'), 'the shell list was read from sw.js');
  const www1 = await startStaticServer({ root: www });
  const ask = (p, headers) => new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: www1.port, path: p, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
  try {
    const present = shell.filter((p) => p === '/' || fs.existsSync(path.join(www, p)));
    assert.ok(present.length >= 8, `${present.length} shell files in www/`);
    const first = await Promise.all(present.map((p) => ask(p, GZIP)));
    for (const [i, r] of first.entries()) {
      assert.equal(r.status, 200, present[i]);
      assert.ok(r.headers.etag, present[i]);
    }
    const again = await Promise.all(present.map((p, i) => ask(p, { ...GZIP, 'If-None-Match': first[i].headers.etag })));
    for (const [i, r] of again.entries()) {
      assert.equal(r.status, 304, present[i]);
      assert.equal(r.body.length, 0, present[i]);
    }
  } finally {
    await www1.close();
  }
});

test('fetchBundle: a gzip response gives the bundle\'s bytes and no compressed total', {
  skip: fs.existsSync(path.join(WWW, 'pkg/atlas.js')) ? false : 'www/pkg/ is not built',
}, async () => {
  const { fetchBundle } = await import('../../www/atlas-engine.js');
  const url = `${site.url}bundles/service.atlas`;
  const seen = [];
  const bytes = await fetchBundle(url, { onProgress: (p) => seen.push(p) });
  assert.ok(Buffer.from(bytes).equals(files['bundles/service.atlas']));
  const raw = await get('/bundles/service.atlas', { 'Accept-Encoding': 'gzip, deflate' });
  assert.equal(raw.headers['content-encoding'], 'gzip', 'served gzip to a client that asks as fetch does');
  assert.ok(seen.every((p) => p.total === null), JSON.stringify(seen.slice(-1)));
  assert.equal(seen.at(-1).loaded, files['bundles/service.atlas'].length);
});
