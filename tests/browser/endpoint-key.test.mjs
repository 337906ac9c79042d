// The endpoint API key. The page keeps it in localStorage ("atlas.endpoint", with the base URL,
// model and timeout: that is where it lives) and sends it only in the Authorization header of the
// requests to the endpoint. Through a test connection, an answer, a 401, a CORS refusal, a refused
// connection and a reload, the key never appears in a request URL, a request body, another
// header, a request to the page's own server, the console, a page error, the DOM, a cookie,
// session storage, IndexedDB or the Cache Storage the service worker and the engine keep. And
// before app.js runs, pressing Enter in the settings form cannot put the key in the URL
// (the CSP's form-action 'none' stops the browser's own form submission).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  WWW, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, configureEndpoint, ask,
  deadPort, foreignRequests, watchConsole, recordResponses, storageDump, storagePlaces, findNeedles, domText, swControls,
} from './helpers.mjs';

const KEY = 'sk-canary-9f3b';
const QUESTION = 'What tire pressure does the C-3 need?';

let site;
let endpoint;
let noCors;
let refusedPort;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  noCors = await startFakeEndpoint({ cors: false });
  refusedPort = await deadPort();
});

after(async () => {
  await endpoint?.close();
  await noCors?.close();
  await site?.close();
});

test('the key travels only in the Authorization header and is stored only in localStorage', async () => {
  const browser = await launch();
  try {
    const consoleLog = watchConsole(browser.context);
    const rec = recordResponses(browser.context);
    const page = await openPage(browser.context, site.url);
    const endpointOrigins = new Set([endpoint.base, noCors.base, `http://127.0.0.1:${refusedPort}/v1`].map((b) => new URL(b).origin));

    // Test connection (GET /models) and an answer (POST /chat/completions).
    await configureEndpoint(page, { base: endpoint.base, key: KEY });
    endpoint.set({ type: 'stream', chunks: ['Front 3.5 bar [S1].'], delayMs: 5 });
    await page.click('#test-connection');
    await page.waitForSelector('#settings-status:has-text("Connected")');
    await ask(page, QUESTION, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'done');

    // 401: the endpoint refuses the key.
    endpoint.set({ type: 'error', status: 401, message: 'Incorrect API key provided.' });
    await ask(page, QUESTION, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'error');
    assert.match(await page.textContent('#answer-status'), /HTTP 401 .*check the key in Settings/);
    await page.click('#test-connection');
    await page.waitForSelector('#settings-status.error');

    // CORS: the endpoint answers without CORS headers; then nothing listens at all.
    await configureEndpoint(page, { base: noCors.base, key: KEY });
    await ask(page, QUESTION, { persona: 'service' });
    assert.match(await page.textContent('#answer-status'), /CORS/);
    await configureEndpoint(page, { base: `http://127.0.0.1:${refusedPort}/v1`, key: KEY });
    await ask(page, QUESTION, { persona: 'service' });
    assert.match(await page.textContent('#answer-status'), /Cannot connect/);

    // A reload reads the key back from localStorage and uses it again.
    await configureEndpoint(page, { base: endpoint.base, key: KEY });
    endpoint.set({ type: 'stream', chunks: ['Front 3.5 bar [S1].'], delayMs: 5 });
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]');
    assert.equal(await page.inputValue('#endpoint-key'), KEY);
    assert.equal(await page.getAttribute('#endpoint-key', 'type'), 'password');
    await ask(page, QUESTION, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
    await swControls(page);

    // What the browser sent: the key only as "Authorization: Bearer KEY", only to an endpoint.
    const withKey = [];
    for (const r of browser.requests) {
      const at = `${r.method} ${r.url}`;
      assert.ok(!r.url.includes(KEY), `key in URL: ${at}`);
      assert.ok(!String(r.postData ?? '').includes(KEY), `key in body: ${at}`);
      for (const [h, v] of Object.entries(r.headers)) {
        if (!String(v).includes(KEY)) continue;
        assert.equal(h.toLowerCase(), 'authorization', `key in header ${h}: ${at}`);
        assert.equal(v, `Bearer ${KEY}`, at);
        assert.ok(endpointOrigins.has(new URL(r.url).origin), `key sent to ${at}`);
        withKey.push(at);
      }
    }
    const base = endpoint.base;
    for (const want of [`GET ${base}/models`, `POST ${base}/chat/completions`, `POST ${noCors.base}/chat/completions`]) {
      assert.ok(withKey.includes(want), `the key went with ${want}: ${withKey}`);
    }

    // What the endpoints got, and what the page's own server got.
    const got = [...endpoint.state.requests, ...noCors.state.requests];
    for (const r of got) {
      const at = `${r.method} ${r.path}`;
      assert.ok(!r.path.includes(KEY) && !r.raw.includes(KEY), `key in URL or body: ${at}`);
      for (const [h, v] of Object.entries(r.headers)) {
        if (h !== 'authorization') assert.ok(!String(v).includes(KEY), `key in header ${h}: ${at}`);
      }
    }
    const authorized = got.filter((r) => r.headers.authorization === `Bearer ${KEY}`).map((r) => `${r.method} ${r.path}`);
    assert.ok(authorized.filter((a) => a === 'POST /v1/chat/completions').length >= 3, `answers and the 401: ${authorized}`);
    assert.ok(authorized.includes('GET /v1/models'), 'test connection');
    // The CORS diagnosis probe (a no-cors GET) carries no key; the preflight neither.
    const probes = noCors.state.requests.filter((r) => r.method !== 'POST');
    assert.ok(probes.some((r) => r.method === 'GET'), 'the CORS diagnosis probed the endpoint');
    for (const r of probes) assert.equal(r.headers.authorization, undefined, `${r.method} ${r.path} has no key`);
    assert.deepEqual(site.requests.filter((r) => r.includes(KEY)), [], 'the page\'s server never saw the key');
    assert.ok(browser.requests.filter((r) => !endpointOrigins.has(new URL(r.url).origin))
      .every((r) => !('authorization' in r.headers)), 'no Authorization header to the page\'s own server');

    // Response bodies (no server echoes it), the console, page errors, the DOM.
    await rec.settle();
    assert.deepEqual(findNeedles(rec.responses.map((r) => ({ where: r.url, text: r.body ? r.body.toString('latin1') : '' })), [KEY]), []);
    assert.ok(consoleLog.some((m) => /CORS policy/.test(m)), 'the console (where the CORS refusal shows) is watched');
    assert.deepEqual(findNeedles(consoleLog.map((m, i) => ({ where: `console #${i}`, text: m })), [KEY]), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
    const dom = await domText(page, { skipValues: ['endpoint-key'] });
    assert.deepEqual(findNeedles(Object.entries(dom).map(([where, text]) => ({ where, text })), [KEY]), [], 'the key is not rendered');
    assert.ok(!page.url().includes(KEY));

    // Storage: Cache Storage (every cache, URL, header and body), IndexedDB, session storage and
    // cookies hold no key; localStorage holds it in the endpoint settings.
    const dump = await storageDump(page);
    const names = dump.caches.map((c) => c.name).sort();
    assert.deepEqual(names, ['atlas-bundles-v1', 'atlas-shell-v2'], 'the service worker and engine caches were looked at');
    assert.ok(dump.caches.every((c) => c.entries.length > 0));
    for (const c of dump.caches) {
      for (const e of c.entries) {
        assert.ok(!endpointOrigins.has(new URL(e.url).origin), `an endpoint reply was cached: ${e.url}`);
      }
    }
    const places = storagePlaces(dump).filter((p) => p.where !== 'localStorage');
    assert.deepEqual(findNeedles(places, [KEY]), [], 'no key in Cache Storage, IndexedDB, session storage or cookies');
    assert.deepEqual(Object.keys(dump.localStorage).filter((k) => dump.localStorage[k].includes(KEY)), ['atlas.endpoint']);
    assert.equal(JSON.parse(dump.localStorage['atlas.endpoint']).key, KEY);
    const cookies = await browser.context.cookies();
    assert.deepEqual(cookies.filter((c) => c.value.includes(KEY) || c.name.includes(KEY)), []);

    assert.deepEqual(foreignRequests(browser.requests), []);
  } finally {
    await browser.close();
  }
});

test('before app.js runs, Enter in the settings form puts the key in no URL and no console message', async () => {
  // With scripts off (or app.js not loaded yet) the settings form is a plain HTML form: Enter
  // submits it with GET to the page itself. The CSP's form-action 'none' refuses that, and the
  // fields carry no name, so the refused URL (which the browser prints on the console) holds no
  // key either.
  const browser = await launch({ contextOptions: { javaScriptEnabled: false } });
  try {
    const consoleLog = watchConsole(browser.context);
    const page = browser.context.pages()[0] || (await browser.context.newPage());
    await page.goto(site.url);
    const startUrl = page.url();
    const seen = site.requests.length;
    await page.click('#settings > summary');
    await page.fill('#endpoint-base', endpoint.base);
    await page.fill('#endpoint-key', KEY);
    await page.focus('#endpoint-key');
    const refused = page.waitForEvent('console', { predicate: (m) => /form-action/.test(m.text()), timeout: 10000 });
    // (Playwright then waits for a navigation that the CSP never lets start: no page actions after this.)
    await page.keyboard.press('Enter', { noWaitAfter: true });
    await refused;
    assert.equal(consoleLog.filter((m) => /violates the following Content Security Policy directive: "form-action 'none'"/.test(m)).length, 1,
      `the submission was refused: ${consoleLog}`);
    assert.deepEqual(findNeedles(consoleLog.map((m, i) => ({ where: `console #${i}: ${m}`, text: m })), [KEY]), [],
      'the refused form URL holds no key');
    assert.equal(page.url(), startUrl, 'no navigation');
    const after = site.requests.slice(seen);
    assert.deepEqual(after.filter((r) => r.includes('key=') || r.includes(KEY)), [], `the server got: ${after}`);
    assert.deepEqual(browser.requests.filter((r) => r.url.includes(KEY) || String(r.postData ?? '').includes(KEY)), []);
    assert.deepEqual(foreignRequests(browser.requests), []);
  } finally {
    await browser.close();
  }
});
