// Shared pieces of the browser tests: the static server, a fake OpenAI-compatible endpoint,
// Debian's chromium through playwright-core, fixture bundles built with the atlas binary, and
// the steps a user takes on the page.

import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { load } from '../../www/atlas-engine.js';

export { startStaticServer };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WWW = path.join(ROOT, 'www');
export const OUTPUT = path.join(ROOT, 'tests/browser/output');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export const Q21 = 'Which products are affected by the battery recall?';
export const Q21_FACTS = 'links followed from BULLETIN-2026-09#1: BP-36-2 also appears in SPEC-C3-R5#8 (C-3); BP-36-2 also appears in WARR-S2-R1#2 (S-2).';
// The same fact as the answer card says it (fact.follow.links), in English and in French: each
// block id the answer supplied is its source's label, a tap target to its card.
export const Q21_FACTS_SAID = 'Links followed from [S1]: BP-36-2 → [S2] (C-3); BP-36-2 → [S3] (S-2).';
export const Q21_FACTS_FR = 'Liens suivis depuis [S1] : BP-36-2 → [S2] (C-3); BP-36-2 → [S3] (S-2).';
// The direct answer's verdict for Q21 (direct.products).
export const Q21_VERDICT = 'Products concerned: C-3, S-2 ([S1]).';
export const Q21_VERDICT_FR = 'Produits concernés : C-3, S-2 ([S1]).';
export const Q21_IDS = ['BULLETIN-2026-09#1', 'SPEC-C3-R5#8', 'WARR-S2-R1#2'];
export const Q21_ANSWER = [
  'The recall names battery pack BP-36-2 [S1]. ',
  'That pack is used by the C-3 city e-bike [S2] ',
  'and by the S-2 scooter, whose warranty writes it BP36-2 [S3]. ',
  'The K-1 is also affected [S7].',
];

/**
 * The chunk files a question reads from a fresh head of bundle folder `folder`, in the order read
 * (the engine's own answer, in Node, from the files on disk).
 */
export async function chunksRead(folder, question, situation) {
  const read = [];
  const atlas = await load(`${folder}/`, {
    fetchChunk: async (file) => {
      if (!read.includes(file)) read.push(file);
      return fs.readFileSync(path.join(folder, file));
    },
  });
  await atlas.ask(question, situation);
  atlas.free();
  return read;
}

export function ensureBuilt() {
  for (const f of ['www/pkg/atlas.js', 'www/pkg/atlas_bg.wasm', 'www/bundles/manifest.json']) {
    if (!fs.existsSync(path.join(ROOT, f))) {
      throw new Error(`${f} is missing: run scripts/build-web first (scripts/test-browser does).`);
    }
  }
  fs.mkdirSync(OUTPUT, { recursive: true });
}

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `atlas-${prefix}-`));
}

/** Builds a corpus folder into a temp dir with the release atlas binary; returns the dir. */
export function buildBundles(corpusDir) {
  const bin = path.join(ROOT, 'target/release/atlas');
  if (!fs.existsSync(bin)) {
    execFileSync('cargo', ['build', '--release', '--bin', 'atlas'], { cwd: ROOT, stdio: 'inherit' });
  }
  const out = tempDir('bundles');
  execFileSync(bin, ['build', corpusDir, '--out', out], { cwd: ROOT, stdio: 'pipe' });
  return out;
}

/** A port with nothing listening on 127.0.0.1. */
export async function deadPort() {
  const s = http.createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * A fake OpenAI-compatible endpoint on 127.0.0.1. `behavior` (settable) decides what
 * POST /v1/chat/completions does:
 *   {type: 'stream', chunks: [..], delayMs}   SSE, one chunk per event, then [DONE]
 *   {type: 'error', status, message}           OpenAI-style error JSON
 *   {type: 'hang'}                             never answers
 * `cors: false` sends no CORS headers at all (the browser then refuses to read the reply).
 * Every request is recorded in `requests` ({method, path, headers, body}).
 */
export async function startFakeEndpoint({ cors = true } = {}) {
  const state = {
    cors,
    behavior: { type: 'stream', chunks: Q21_ANSWER, delayMs: 30 },
    requests: [],
  };
  const sockets = new Set();
  const hung = new Set();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d) => {
      raw += d;
    });
    req.on('end', () => {
      let body = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      state.requests.push({ method: req.method, path: req.url, headers: req.headers, body, raw });
      const corsHeaders = state.cors ? {
        'Access-Control-Allow-Origin': req.headers.origin || '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        Vary: 'Origin',
      } : {};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, corsHeaders);
        return res.end();
      }
      const b = state.behavior;
      const fail = () => {
        res.writeHead(b.status, { ...corsHeaders, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: b.message, type: 'fake_error', code: b.status } }));
      };
      if (req.method === 'GET' && req.url === '/v1/models') {
        if (b.type === 'error') return fail();
        res.writeHead(200, { ...corsHeaders, 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { ...corsHeaders, 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}` } }));
      }
      if (b.type === 'hang') {
        hung.add(res);
        return undefined;
      }
      if (b.type === 'error') return fail();
      res.writeHead(200, { ...corsHeaders, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      const chunks = [...b.chunks];
      const send = () => {
        if (res.destroyed) return;
        if (!chunks.length) {
          res.write('data: [DONE]\n\n');
          return res.end();
        }
        const piece = chunks.shift();
        res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model: 'fake-model', choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
        setTimeout(send, b.delayMs ?? 30);
      };
      res.write(': fake endpoint\n\n');
      send();
      return undefined;
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    port,
    base: `http://127.0.0.1:${port}/v1`,
    state,
    posts: () => state.requests.filter((r) => r.method === 'POST'),
    set(behavior) {
      state.behavior = behavior;
    },
    close() {
      for (const r of hung) r.destroy();
      for (const s of sockets) s.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

/** Debian's chromium's flags in every test: headless, no network but 127.0.0.1. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Nothing but 127.0.0.1 resolves: a test can never reach another host.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * A fresh browser context (its own storage, cache, service workers and cookies, nothing kept on
 * disk) with one blank page, in Debian's chromium, headless, no network but 127.0.0.1.
 * `contextOptions` go to newContext as they are (e.g. {javaScriptEnabled: false}).
 *
 * The chromium is the one scripts/test-browser starts for every test file (tests/browser/
 * browser-server.mjs, its address in ATLAS_BROWSER_WS): starting a chromium took about 0.85
 * CPU-seconds, and the tests opened 47. Without that variable (a test file run on its own), a
 * chromium of its own is started for each launch and closed with it.
 */
export async function launch({ viewport = { width: 1280, height: 900 }, contextOptions = {} } = {}) {
  let browser;
  if (process.env.ATLAS_BROWSER_WS) {
    browser = await chromium.connect(process.env.ATLAS_BROWSER_WS);
  } else {
    if (!fs.existsSync(CHROMIUM)) {
      throw new Error(`${CHROMIUM} not found: install Debian's chromium (apt-get install chromium) or set CHROMIUM=path.`);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  }
  const context = await browser.newContext({ viewport, ...contextOptions });
  // Content-Security-Policy violations, collected in the page for the tests to assert on.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const requests = [];
  const record = (req) => requests.push({ url: req.url(), method: req.method(), postData: req.postData(), headers: req.headers() });
  context.on('request', record);
  const pageErrors = [];
  const watch = (p) => p.on('pageerror', (e) => pageErrors.push(e));
  context.on('page', watch);
  // The blank page a browser opens with: tests take context.pages()[0].
  await context.newPage();
  return {
    context,
    requests,
    pageErrors,
    async close() {
      await context.close().catch(() => {});
      // A connected browser is only disconnected; one of our own is closed.
      await browser.close().catch(() => {});
    },
  };
}

/** Hosts every recorded request went to; the tests assert it is only 127.0.0.1. */
export function foreignRequests(requests) {
  return requests.filter((r) => {
    const u = new URL(r.url);
    return !['data:', 'blob:', 'about:', 'chrome-extension:'].includes(u.protocol) && u.hostname !== '127.0.0.1';
  });
}

/**
 * Resolves once `fn(arg)`, run in the page and awaited there, is truthy; polls every 100 ms. Not
 * page.waitForFunction: that takes the Promise an async function returns as truthy and passes at
 * once, so a wait on a service worker or a cache waited for nothing (the offline reload in
 * Spanish failed on a loaded machine that way). A navigation between polls is waited out.
 */
export async function waitInPage(page, fn, arg, { timeout = 30000, what = 'the condition' } = {}) {
  const end = Date.now() + timeout;
  let last = null;
  for (;;) {
    try {
      if (await page.evaluate(fn, arg)) return;
    } catch (e) {
      last = e; // the page navigated meanwhile: asked again in the new document
    }
    if (Date.now() > end) throw new Error(`waited ${timeout} ms for ${what}${last ? ` (last error: ${last.message})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once a service worker is active and controls the page. */
export const swControls = (page) => waitInPage(page, async () => {
  const reg = await navigator.serviceWorker.ready;
  return Boolean(reg.active && navigator.serviceWorker.controller);
}, null, { what: 'an active service worker controlling the page' });

/** Resolves once a service worker is active (the page need not be controlled yet). */
export const swActive = (page) => waitInPage(page, async () => Boolean((await navigator.serviceWorker.ready).active), null, {
  what: 'an active service worker',
});

export async function openPage(context, url) {
  const page = context.pages()[0] || (await context.newPage());
  await page.goto(url);
  await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
  // And the page's language: a dictionary other than English is fetched when chosen.
  await page.waitForSelector('html:not([data-language="loading"])');
  return page;
}

/** Chooses a language in the header's switch; resolves once the page speaks it. */
export async function pickLanguage(page, l) {
  await page.selectOption('#lang', l);
  await page.waitForSelector(`html[lang="${l}"][data-language="ready"]`);
}

/** `saved`: the status Settings says once saved, in the page's language. */
export async function configureEndpoint(page, { base, model = 'fake-model', key = '', timeout = 30, saved = 'Saved.' }) {
  const open = await page.$eval('#settings', (d) => d.open);
  if (!open) await page.click('#settings > summary');
  await page.fill('#endpoint-base', base);
  await page.fill('#endpoint-model', model);
  await page.fill('#endpoint-key', key);
  await page.fill('#endpoint-timeout', String(timeout));
  await page.click('#save-settings');
  await page.waitForSelector(`#settings-status:has-text("${saved}")`);
}

/**
 * Types a question, sets the situation, asks; resolves when the answer reached a final state
 * (done, error, stopped, or "evidence": no endpoint configured, the evidence is the result).
 */
export async function ask(page, question, { persona, market = 'MA', date = '2026-11-29', wait = 'final' } = {}) {
  if (persona && (await page.inputValue('#persona')) !== persona) {
    await page.selectOption('#persona', persona);
    await page.waitForSelector('html[data-engine="ready"]');
  }
  await page.selectOption('#market', market);
  await page.fill('#date', date);
  await page.fill('#question', question);
  await page.evaluate(() => {
    delete document.documentElement.dataset.answer;
  });
  await page.click('#ask');
  if (wait === 'final') {
    await page.waitForSelector('html[data-answer="done"], html[data-answer="error"], html[data-answer="stopped"], html[data-answer="evidence"]', { timeout: 30000 });
  }
}

export async function evidenceIds(page) {
  return page.$$eval('#evidence .card', (cards) => cards.map((c) => c.dataset.id));
}

// ---------------------------------------------------------------------------------------------
// What the page lets out: console messages, response bodies, storage. Used by the leak tests.

/**
 * Collects every console message and uncaught error of a context as text: its pages, their
 * dedicated workers (the engine) and its service workers. Returns the live array.
 */
export function watchConsole(context) {
  const messages = [];
  const onMessage = (where) => (m) => messages.push(`${where} ${m.type()}: ${m.text()}`);
  const watchWorker = (where) => (w) => w.on('console', onMessage(`${where} ${w.url()}`));
  const watchPage = (p) => {
    p.on('console', onMessage(`page ${p.url()}`));
    p.on('pageerror', (e) => messages.push(`pageerror: ${e && e.stack ? e.stack : e}`));
    p.on('worker', watchWorker('worker'));
    p.workers().forEach(watchWorker('worker'));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.on('serviceworker', watchWorker('serviceworker'));
  context.serviceWorkers().forEach(watchWorker('serviceworker'));
  return messages;
}

/**
 * Records every response the context sees (pages and their workers) with its body:
 * [{url, status, fromServiceWorker, body: Buffer|null}]. Call `settle()` before reading, so
 * bodies still streaming are in.
 */
export function recordResponses(context) {
  const responses = [];
  const pending = [];
  context.on('response', (res) => {
    const entry = { url: res.url(), status: res.status(), fromServiceWorker: res.fromServiceWorker(), body: null };
    responses.push(entry);
    pending.push(res.body().then((b) => {
      entry.body = b;
    }, () => {
      // redirects, preflights and aborted requests have no body
    }));
  });
  return {
    responses,
    async settle() {
      await Promise.all(pending);
    },
  };
}

/**
 * Everything the page's origin keeps on the device: Cache Storage (every cache, every stored
 * request with the headers a script can see, the response's status, headers and body, base64),
 * IndexedDB (every database, store, key and value), localStorage, sessionStorage and cookies
 * visible to document.cookie.
 */
export async function storageDump(page) {
  return page.evaluate(async () => {
    const b64 = (buf) => {
      const bytes = new Uint8Array(buf);
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    };
    const out = { caches: [], indexedDB: [], localStorage: {}, sessionStorage: {}, cookie: document.cookie };
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const entries = [];
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        entries.push({
          url: req.url,
          method: req.method,
          requestHeaders: [...req.headers],
          status: res ? res.status : null,
          responseHeaders: res ? [...res.headers] : [],
          body: res ? b64(await res.arrayBuffer()) : '',
        });
      }
      out.caches.push({ name, entries });
    }
    const dbs = indexedDB.databases ? await indexedDB.databases() : [];
    for (const { name, version } of dbs) {
      const db = await new Promise((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      const stores = [];
      for (const storeName of db.objectStoreNames) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const all = (req) => new Promise((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        const keys = await all(store.getAllKeys());
        const values = await all(store.getAll());
        const text = (v) => {
          if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return atob(b64(v.buffer || v));
          if (v instanceof Blob) return `[blob ${v.size}]`;
          try {
            return JSON.stringify(v);
          } catch {
            return String(v);
          }
        };
        stores.push({ name: storeName, keys: keys.map(text), values: values.map(text) });
      }
      db.close();
      out.indexedDB.push({ name, version, stores });
    }
    for (const [k, v] of Object.entries(localStorage)) out.localStorage[k] = v;
    for (const [k, v] of Object.entries(sessionStorage)) out.sessionStorage[k] = v;
    return out;
  });
}

/** A storageDump as [{where, text}] places to search (cache bodies decoded byte for byte). */
export function storagePlaces(dump) {
  const places = [];
  for (const c of dump.caches) {
    places.push({ where: `cache name ${c.name}`, text: c.name });
    for (const e of c.entries) {
      const at = `cache ${c.name} ${e.url}`;
      places.push({ where: `${at} (request URL)`, text: e.url });
      places.push({ where: `${at} (request headers)`, text: JSON.stringify(e.requestHeaders) });
      places.push({ where: `${at} (response headers)`, text: JSON.stringify(e.responseHeaders) });
      places.push({ where: `${at} (response body)`, text: Buffer.from(e.body, 'base64').toString('latin1') });
    }
  }
  for (const db of dump.indexedDB) {
    for (const s of db.stores) {
      places.push({ where: `indexedDB ${db.name}/${s.name}`, text: JSON.stringify(s) });
    }
  }
  places.push({ where: 'localStorage', text: JSON.stringify(dump.localStorage) });
  places.push({ where: 'sessionStorage', text: JSON.stringify(dump.sessionStorage) });
  places.push({ where: 'document.cookie', text: dump.cookie });
  return places;
}

/** Which needles (case-insensitive) occur in which places: ["needle in where", ...]. */
export function findNeedles(places, needles) {
  const hits = [];
  for (const { where, text } of places) {
    if (text == null) continue;
    const hay = String(text).toLowerCase();
    for (const n of needles) {
      if (hay.includes(String(n).toLowerCase())) hits.push(`${n} in ${where}`);
    }
  }
  return hits;
}

/**
 * The page's DOM as text: outerHTML (which holds the collapsed prompt and trace, the developer
 * details hidden unless Settings shows them, and every attribute), textContent, innerText, and the
 * current value of every form control except those whose id is in `skipValues` (the question box
 * holds what the user typed). The recent questions are the asker's own words too: they come apart,
 * as `recent` (the list's questions, in order), and are left out of the other texts; a test checks
 * them against what was typed.
 */
export async function domText(page, { skipValues = [], copy = false } = {}) {
  const out = await page.evaluate((skip) => {
    const values = [...document.querySelectorAll('input, textarea, select')]
      .filter((c) => !skip.includes(c.id))
      .map((c) => `${c.id}=${c.value}`);
    // The address the page writes after a question; its q is the asker's own question.
    const address = new URL(location.href);
    address.searchParams.delete('q');
    const list = document.getElementById('recent-list');
    const recent = list ? [...list.querySelectorAll('.recent-question')].map((b) => b.textContent) : [];
    const items = list ? [...list.childNodes] : [];
    list?.replaceChildren();
    try {
      return {
        outerHTML: document.documentElement.outerHTML,
        textContent: document.documentElement.textContent,
        innerText: document.body.innerText,
        values: values.join('\n'),
        address: address.href,
        recent,
      };
    } finally {
      list?.replaceChildren(...items);
    }
  }, skipValues);
  if (copy) {
    // What "Copy answer" puts on the clipboard (the context must allow clipboard-read), without
    // the typed question it starts with.
    await page.click('#copy-answer');
    await page.waitForFunction(() => document.getElementById('copy-answer-status').textContent !== '');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const q = await page.inputValue('#question');
    out.copied = copied.startsWith(q) ? copied.slice(q.length) : copied;
    await page.evaluate(() => { document.getElementById('copy-answer-status').textContent = ''; });
  }
  return out;
}

/** Lets `context`'s pages write and read the clipboard (for domText's `copy`). */
export async function allowClipboard(context, url) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
}
