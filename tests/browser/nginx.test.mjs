// The host's access rules, tested for real: deploy/nginx-atlas.conf (the file the README points
// deployers to) runs in Debian's nginx, a foreground process on 127.0.0.1 and a free port, with
// password files made here: tech (all + service), desk (all + sales), boss (all + manager). The
// test changes only the lines a deployment changes (listen, the certificate lines, root, the
// password folder) and serves the built www/ as it is. Checked: who gets which file over plain
// HTTP, including paths written to slip past a rule; in Chromium (HTTP basic credentials), the
// workshop account loads only the service/ folder and answers, is refused sales/ and the managers'
// folder, and the page says so; the manager loads service+sales/. Chunks are served immutable,
// heads and the manifest revalidated.
// Skipped only when nginx is not installed and CI is not set (scripts/setup installs it).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, execFileSync } from 'node:child_process';
import {
  ROOT, WWW, Q21, Q21_IDS, ensureBuilt, tempDir, deadPort, launch, openPage, ask, evidenceIds,
  foreignRequests, recordResponses,
} from './helpers.mjs';

const CONF = path.join(ROOT, 'deploy/nginx-atlas.conf');

function findNginx() {
  const dirs = [...(process.env.PATH || '').split(path.delimiter), '/usr/sbin', '/sbin'];
  for (const d of dirs) {
    const p = path.join(d, 'nginx');
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return null;
}

const NGINX = process.env.NGINX || findNginx();
const SKIP = !NGINX && !process.env.CI
  ? 'nginx is not installed: scripts/setup installs it (apt-get install nginx); under CI this test fails instead'
  : false;

// Accounts and the password files they are in.
const PASSWORD = crypto.randomBytes(12).toString('base64url');
const USERS = { tech: ['all', 'service'], desk: ['all', 'sales'], boss: ['all', 'manager'] };
const FILES = ['all', 'service', 'sales', 'manager'];

/** One htpasswd line: SHA-512 crypt from `openssl passwd -6` (as the config's comment says), or {SHA}. */
function htpasswdLine(user, password) {
  try {
    const hash = execFileSync('openssl', ['passwd', '-6', '-stdin'], { input: `${password}\n`, stdio: ['pipe', 'pipe', 'pipe'] })
      .toString().trim();
    if (hash.startsWith('$6$')) return `${user}:${hash}`;
  } catch {
    // no openssl: nginx also reads {SHA} entries
  }
  return `${user}:{SHA}${crypto.createHash('sha1').update(password).digest('base64')}`;
}

/** The deploy file with the deployment's lines replaced; each must be there exactly once. */
function testConfig(text, { port, root, passwords }) {
  const swaps = [
    [/^[ \t]*listen [^\n]*$/m, `    listen 127.0.0.1:${port};`],
    [/^[ \t]*ssl_certificate [^\n]*\n/m, ''],
    [/^[ \t]*ssl_certificate_key [^\n]*\n/m, ''],
    [/^[ \t]*root [^\n]*$/m, `    root "${root}";`],
    [/^[ \t]*set \$atlas_passwords [^\n]*$/m, `    set $atlas_passwords "${passwords}";`],
  ];
  let out = text;
  for (const [re, by] of swaps) {
    const all = new RegExp(re.source, 'gm');
    assert.equal((text.match(all) || []).length, 1, `deploy/nginx-atlas.conf has exactly one line matching ${re}`);
    out = out.replace(re, by);
  }
  // A whole-word 443: the test's own random port (44395) is not TLS.
  assert.doesNotMatch(out, /\bssl\b|\b443\b/, 'no TLS left in the test copy');
  return out;
}

let tmp;
let nginx;
let base;
let stderr = '';

function errorLog() {
  try {
    return fs.readFileSync(path.join(tmp, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

/** A GET with the path sent byte for byte (no URL normalising), as `user` or anonymous. */
function get(urlPath, user, password = PASSWORD, extra = {}) {
  const headers = { ...(user ? { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` } : {}), ...extra };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: new URL(base).port, path: urlPath, method: 'GET', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitUntilServing() {
  const until = Date.now() + 15000;
  for (;;) {
    if (nginx.exitCode !== null) {
      throw new Error(`nginx exited with ${nginx.exitCode}:\n${stderr}\n${errorLog()}`);
    }
    try {
      const res = await get('/');
      if (res.status === 401) return;
      throw new Error(`GET / without credentials answered ${res.status}, expected 401`);
    } catch (e) {
      if (e.code !== 'ECONNREFUSED' || Date.now() > until) throw e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopNginx() {
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
}

before(async () => {
  if (SKIP) return;
  if (!NGINX) throw new Error('nginx is not installed and CI is set: run scripts/setup (it installs Debian\'s nginx)');
  ensureBuilt();
  tmp = tempDir('nginx');
  const passwords = path.join(tmp, 'passwords');
  fs.mkdirSync(passwords);
  for (const f of FILES) {
    const lines = Object.entries(USERS).filter(([, files]) => files.includes(f)).map(([u]) => htpasswdLine(u, PASSWORD));
    fs.writeFileSync(path.join(passwords, `${f}.htpasswd`), `${lines.join('\n')}\n`);
  }
  const port = await deadPort();
  base = `http://127.0.0.1:${port}/`;
  fs.writeFileSync(path.join(tmp, 'atlas.conf'), testConfig(fs.readFileSync(CONF, 'utf8'), { port, root: WWW, passwords }));
  const t = (p) => `"${path.join(tmp, p)}"`;
  fs.mkdirSync(path.join(tmp, 'temp'));
  fs.writeFileSync(path.join(tmp, 'nginx.conf'), [
    // As root, nginx's workers would run as nobody and could not read the temp folder.
    process.getuid && process.getuid() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${t('nginx.pid')};`,
    `error_log ${t('error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    `    access_log ${t('access.log')};`,
    `    client_body_temp_path ${t('temp/body')};`,
    `    proxy_temp_path ${t('temp/proxy')};`,
    `    fastcgi_temp_path ${t('temp/fastcgi')};`,
    `    uwsgi_temp_path ${t('temp/uwsgi')};`,
    `    scgi_temp_path ${t('temp/scgi')};`,
    `    include ${t('atlas.conf')};`,
    '}',
    '',
  ].join('\n'));
  nginx = spawn(NGINX, ['-p', `${tmp}/`, '-c', path.join(tmp, 'nginx.conf'), '-e', path.join(tmp, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr.on('data', (d) => {
    stderr += d;
  });
  process.on('exit', stopNginx);
  await waitUntilServing();
});

after(async () => {
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r));
    stopNginx();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL');
  }
  process.off('exit', stopNginx);
  if (tmp) {
    const log = errorLog();
    fs.rmSync(tmp, { recursive: true, force: true });
    // nginx logs each refused password as an error; anything at [emerg]/[crit]/[alert] is not expected.
    assert.doesNotMatch(log, /\[(emerg|alert|crit)\]/, `nginx error.log:\n${log}`);
  }
});

const manifest = () => JSON.parse(fs.readFileSync(path.join(WWW, 'bundles/manifest.json'), 'utf8'));

test('every bundle folder in manifest.json has its own rule in deploy/nginx-atlas.conf', { skip: SKIP }, () => {
  const conf = fs.readFileSync(CONF, 'utf8');
  const folders = manifest().bundles.map((b) => b.folder);
  assert.deepEqual(folders.slice().sort(), ['sales', 'service', 'service+sales']);
  for (const f of folders) {
    assert.ok(conf.includes(`location ^~ /bundles/${f}/ {`) || conf.includes(`location ^~ "/bundles/${f}/" {`), `a location for ${f}/`);
  }
});

/** A chunk file of a built folder. */
const chunkOf = (folder) => fs.readdirSync(path.join(WWW, 'bundles', folder)).find((f) => f.endsWith('.chunk'));

test('over HTTP: the page for any account, each bundle for its own group only', { skip: SKIP }, async () => {
  const page = ['/', '/index.html', '/app.min.js', '/worker.min.js', '/sw.js', '/pkg/atlas_bg.wasm', '/bundles/manifest.json'];
  const bundles = {};
  for (const [folder, asked, user] of [['service', 'service', 'tech'], ['sales', 'sales', 'desk'],
    ['service+sales', 'service%2Bsales', 'boss'], // as the page asks for it
    ['service+sales', 'service+sales', 'boss']]) {
    bundles[`/bundles/${asked}/head.atlas`] = [user];
    bundles[`/bundles/${asked}/${chunkOf(folder)}`] = [user];
  }
  const seen = [];
  const expect = async (p, user, status, password) => {
    const res = await get(p, user, password);
    seen.push(`${user || 'anonymous'}${password ? ' (wrong password)' : ''} GET ${p} -> ${res.status}`);
    assert.equal(res.status, status, `${user || 'anonymous'} GET ${p}`);
    return res;
  };
  for (const p of [...page, ...Object.keys(bundles)]) {
    await expect(p, null, 401);
    await expect(p, 'tech', 401, 'not-the-password');
  }
  for (const user of Object.keys(USERS)) {
    for (const p of page) await expect(p, user, 200);
    for (const [p, allowed] of Object.entries(bundles)) {
      const res = await expect(p, user, allowed.includes(user) ? 200 : 401);
      if (res.status === 200) {
        const file = decodeURIComponent(p.slice('/bundles/'.length));
        assert.ok(res.body.equals(fs.readFileSync(path.join(WWW, 'bundles', file))), `${p} is the built ${file}`);
        assert.equal(res.headers['content-type'], 'application/octet-stream');
        // A chunk's name is its content's hash: cached for good. A head changes with each build.
        assert.equal(res.headers['cache-control'], p.endsWith('.chunk') ? 'public, max-age=31536000, immutable' : 'no-cache', p);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
      } else {
        assert.match(res.headers['www-authenticate'] || '', /^Basic realm="Atlas /, `${p} asks for its own realm`);
        assert.ok(res.body.length < 2000, 'a refusal is a short error page, none of the bundle');
      }
    }
  }
  // Paths written to slip past the exact-match rules land on them or are refused.
  const salesChunk = chunkOf('sales');
  for (const p of ['//bundles/sales/head.atlas', '/bundles//sales/head.atlas', '/bundles/./sales/head.atlas',
    '/pkg/../bundles/sales/head.atlas', '/bundles/%73ales/head.atlas', '/bundles/sales/head.atlas?x=1',
    '/%62undles/sales/head.atlas', `/bundles/service/../sales/${salesChunk}`, `/bundles/sales//${salesChunk}`]) {
    await expect(p, 'tech', 401);
  }
  // A bundle with no rule of its own is refused to everyone, existing or not.
  for (const p of ['/bundles/SALES/head.atlas', '/bundles/other/head.atlas', `/bundles/${salesChunk}`,
    '/bundles/service.atlas', '/bundles/sales/../other/head.atlas']) {
    await expect(p, 'boss', 403);
  }
  // The types the page needs.
  assert.equal((await get('/pkg/atlas_bg.wasm', 'tech')).headers['content-type'], 'application/wasm');
  assert.equal((await get('/manifest.webmanifest', 'tech')).headers['content-type'], 'application/manifest+json');
  assert.match((await get('/app.min.js', 'tech')).headers['content-type'], /javascript/);
  assert.match((await get('/bundles/manifest.json', 'tech')).headers['content-type'], /^application\/json/);
  const r = await get('/bundles/manifest.json', 'tech');
  assert.equal(r.headers['cache-control'], 'no-cache');
  assert.equal(r.headers['x-content-type-options'], 'nosniff');
  // What a first visit downloads comes compressed to a browser that asks, and is the built file.
  for (const [p, file] of [['/pkg/atlas_bg.wasm', 'pkg/atlas_bg.wasm'], ['/app.min.js', 'app.min.js'],
    ['/worker.min.js', 'worker.min.js'], ['/bundles/service/head.atlas', 'bundles/service/head.atlas'],
    [`/bundles/service/${chunkOf('service')}`, `bundles/service/${chunkOf('service')}`]]) {
    const z = await get(p, 'tech', PASSWORD, { 'Accept-Encoding': 'gzip' });
    assert.equal(z.status, 200, p);
    assert.equal(z.headers['content-encoding'], 'gzip', p);
    assert.match(z.headers.vary || '', /Accept-Encoding/, p);
    assert.ok(zlib.gunzipSync(z.body).equals(fs.readFileSync(path.join(WWW, file))), `${p} unzips to the built file`);
  }
});

/** Bundle responses a context saw, as "folder status" once per folder and status (decoded: service+sales). */
function bundleResponses(responses) {
  const seen = responses
    .map((r) => [/^\/bundles\/([^/]+)\/[^/]+$/.exec(new URL(r.url).pathname), r.status])
    .filter(([m]) => m)
    .map(([m, status]) => `${decodeURIComponent(m[1])} ${status}`);
  return [...new Set(seen)];
}

/** The folders of the heads and chunks stored on the device. */
async function storedBundles(page) {
  return page.evaluate(async () => {
    const cache = await caches.open('atlas-bundles-v1');
    const folders = (await cache.keys()).map((r) => /^\/bundles\/([^/]+)\//.exec(new URL(r.url).pathname)?.[1])
      .filter(Boolean).map(decodeURIComponent);
    return [...new Set(folders)];
  });
}

test('in Chromium: the workshop account gets service/ only, answers, and is told when a bundle is refused', { skip: SKIP }, async () => {
  const browser = await launch({ contextOptions: { httpCredentials: { username: 'tech', password: PASSWORD } } });
  const rec = recordResponses(browser.context);
  try {
    const page = await openPage(browser.context, `${base}?persona=service`);
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
    assert.deepEqual(await evidenceIds(page), Q21_IDS, 'the workshop\'s evidence, no sales document');
    assert.match(await page.textContent('#engine-info'), /service\//);
    assert.deepEqual(bundleResponses(rec.responses), ['service 200'], 'only the workshop bundle was asked for');

    // Picking the sales desk: the host refuses sales.atlas and the page says so.
    await page.selectOption('#persona', 'sales');
    await page.waitForSelector('html[data-engine="error"]', { timeout: 30000 });
    const status = await page.textContent('#bundle-status');
    assert.match(status, /Cannot download sales\/head\.atlas: this bundle is behind the host's access rules \(HTTP 401\)\. Sign in or ask for access\./);
    assert.ok(await page.isVisible('#bundle-status'));
    assert.equal(await page.isDisabled('#ask'), true, 'no question without a bundle');

    // The managers' bundle, asked for from the page itself, is refused too.
    const statuses = await page.evaluate(async () => {
      const out = {};
      for (const f of ['sales/head.atlas', 'service%2Bsales/head.atlas', 'service+sales/head.atlas']) {
        out[f] = (await fetch(`bundles/${f}`, { cache: 'no-store' })).status;
      }
      return out;
    });
    assert.deepEqual(statuses, { 'sales/head.atlas': 401, 'service%2Bsales/head.atlas': 401, 'service+sales/head.atlas': 401 });

    await rec.settle();
    const seen = bundleResponses(rec.responses);
    assert.deepEqual(seen.filter((s) => s.endsWith(' 200')), ['service 200'], `bundle responses: ${seen.join(', ')}`);
    assert.ok(seen.includes('sales 401'), `bundle responses: ${seen.join(', ')}`);
    assert.deepEqual(await storedBundles(page), ['service'], 'only the workshop bundle is kept on the device');

    // Back to the workshop: it loads again (from the device) and answers.
    await ask(page, Q21, { persona: 'service' });
    assert.deepEqual(await evidenceIds(page), Q21_IDS);
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('in Chromium: the manager gets the combined bundle service+sales/', { skip: SKIP }, async () => {
  const browser = await launch({ contextOptions: { httpCredentials: { username: 'boss', password: PASSWORD } } });
  const rec = recordResponses(browser.context);
  try {
    const page = await openPage(browser.context, `${base}?persona=manager`);
    const info = await page.textContent('#engine-info');
    assert.match(info, /service\+sales\//);
    assert.match(info, /service, sales/);
    await ask(page, Q21, { persona: 'manager' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
    const ids = await evidenceIds(page);
    for (const id of Q21_IDS) assert.ok(ids.includes(id), `${id} in ${ids.join(', ')}`);
    assert.ok(ids.includes('PRICE-PARTS-2026#1'), `the sales desk's price list reaches the manager: ${ids.join(', ')}`);
    await rec.settle();
    assert.deepEqual(bundleResponses(rec.responses), ['service+sales 200']);
    assert.deepEqual(await storedBundles(page), ['service+sales']);
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
  }
});
