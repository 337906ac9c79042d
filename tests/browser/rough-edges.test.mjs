// Rough edges, each on the page: a 405 from a wrong base URL says to check the base URL (not the
// model name); Escape stops a streaming answer and closes Settings; after Stop the focus is back
// in the question; arrow keys on the persona selector do not download each persona they pass;
// Enter while a bundle loads is kept and asked once it is ready; going offline and online flips
// one notice; a persona switch clears the previous persona's evidence; offline, a persona never
// downloaded says it needs a connection once.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  WWW, Q21, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, ask, configureEndpoint,
  foreignRequests, swActive,
} from './helpers.mjs';

let site;
let endpoint;
let browser;
let page;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  browser = await launch();
  page = await openPage(browser.context, `${site.url}?persona=service`);
  await configureEndpoint(page, { base: endpoint.base });
});

after(async () => {
  await browser?.close();
  await endpoint?.close();
  await site?.close();
});

// What a persona's bundle costs: its folder's head and chunks (manifest.json is everyone's).
const bundleRequests = () => site.requests.filter((r) => /^GET \/bundles\/[^/]+\/(head\.atlas|[tb]-[0-9a-f]{12}\.chunk)$/.test(r));
// The service folder's own chunks may still be stored in the background after its answer.
const notService = (rs) => rs.filter((r) => !r.startsWith('GET /bundles/service/'));

test('HTTP 405 (a wrong base URL) says to check the base URL, not the model name', async () => {
  endpoint.set({ type: 'error', status: 405, message: 'Method Not Allowed' });
  await ask(page, Q21, { persona: 'service' });
  const status = await page.textContent('#answer-status');
  assert.match(status, /HTTP 405/);
  assert.match(status, /check the base URL in Settings/);
  assert.doesNotMatch(status, /model name/);
});

test('Escape stops a streaming answer, the focus returns to the question; Escape closes Settings', async () => {
  endpoint.set({ type: 'stream', chunks: ['Front 3.5 bar [S1]. ', ...Array(200).fill('more ')], delayMs: 50 });
  await page.click('#settings > summary'); // closed
  await ask(page, Q21, { persona: 'service', wait: 'none' });
  await page.waitForSelector('html[data-answer="streaming"]');
  await page.focus('#stop');
  await page.keyboard.press('Escape');
  await page.waitForSelector('html[data-answer="stopped"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'question');

  // The Stop button too.
  await ask(page, Q21, { persona: 'service', wait: 'none' });
  await page.waitForSelector('html[data-answer="streaming"]');
  await page.click('#stop');
  await page.waitForSelector('html[data-answer="stopped"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'question', 'focus back after Stop');

  await page.click('#settings > summary');
  await page.focus('#endpoint-model');
  await page.keyboard.press('Escape');
  assert.equal(await page.$eval('#settings', (d) => d.open), false, 'Settings closed');
  assert.equal(await page.evaluate(() => document.activeElement.matches('#settings > summary')), true);
  endpoint.set({ type: 'stream', chunks: ['Front 3.5 bar [S1].'], delayMs: 5 });
});

// Headless chromium opens the select's popup on ArrowDown instead of stepping the value as
// desktop Chrome on Linux and Windows does (keydown, then input and change at each step); the
// test plays those events as that browser sends them.
async function arrowDown(select) {
  await page.$eval(select, (s) => {
    s.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    s.selectedIndex = Math.min(s.selectedIndex + 1, s.options.length - 1);
    s.dispatchEvent(new Event('input', { bubbles: true }));
    s.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

test('arrow keys on the persona selector load only the persona committed', async () => {
  await ask(page, Q21, { persona: 'service' });
  assert.ok((await page.$$('#evidence .card')).length > 0);
  const before = bundleRequests().length;
  await page.focus('#persona');
  // The manifest lists service, sales, manager (corpus.conf's order): from service, down is
  // sales, then manager.
  await arrowDown('#persona'); // sales
  await page.waitForTimeout(300);
  assert.equal(await page.inputValue('#persona'), 'sales');
  assert.deepEqual(notService(bundleRequests().slice(before)), [], 'passing over sales downloads nothing');
  assert.equal((await page.$$('#evidence .card')).length, 0, 'the previous persona\'s evidence is gone');
  assert.equal(await page.isVisible('#results'), false);
  await arrowDown('#persona'); // manager
  await page.$eval('#persona', (s) => s.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
  await page.waitForSelector('html[data-engine="ready"]');
  const loaded = notService(bundleRequests().slice(before));
  assert.equal(loaded[0], 'GET /bundles/service%2Bsales/head.atlas', 'the committed one\'s head');
  assert.deepEqual(loaded.filter((r) => !r.startsWith('GET /bundles/service%2Bsales/')), [], 'only the committed one');
  assert.match(await page.textContent('#engine-info'), /service\+sales\//);

  // Stepping on and pausing commits too (a keyboard user who stops on a persona).
  await page.$eval('#persona', (s) => {
    s.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    s.value = 'service';
    s.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.waitForSelector('html[data-engine="ready"]', { timeout: 5000 });
  assert.match(await page.textContent('#engine-info'), /· service\/ ·/);
});

test('Enter while the bundle loads is queued, then asked', async () => {
  await page.selectOption('#persona', 'service');
  // The selection commits at once (not a key press); type and press Enter before it is ready.
  await page.fill('#question', Q21);
  await page.evaluate(() => {
    delete document.documentElement.dataset.answer;
  });
  await page.selectOption('#persona', 'sales');
  await page.focus('#question');
  const wasLoading = await page.evaluate(() => document.documentElement.dataset.engine === 'loading');
  await page.keyboard.press('Enter');
  // The bundle may finish loading between the key press and this read: wait for the queued
  // note or the question's own state, whichever the page shows first, never neither.
  const queuedNote = await page.evaluate(() => new Promise((resolve) => {
    const read = () => {
      const box = document.getElementById('ask-error');
      if (box.classList.contains('queued') && !box.hidden) return box.textContent;
      return document.documentElement.dataset.answer || '';
    };
    const poll = () => (read() ? resolve(read()) : requestAnimationFrame(poll));
    poll();
  }));
  if (wasLoading) assert.match(queuedNote, /will be asked as soon as the bundle is loaded|sending|streaming|done|evidence/);
  await page.waitForSelector('html[data-answer="done"], html[data-answer="error"], html[data-answer="evidence"]');
  console.log(`# Enter pressed while loading: ${wasLoading} (${queuedNote})`);
  assert.equal(await page.inputValue('#persona'), 'sales');
  assert.ok((await page.$$('#evidence .card, #evidence .empty')).length > 0, 'the queued question was answered');
  await page.selectOption('#persona', 'service');
  await page.waitForSelector('html[data-engine="ready"]');
});

test('offline and online flip one notice; offline, a persona never downloaded needs a connection once', async () => {
  await browser.context.setOffline(true);
  await page.waitForSelector('#notices .notice[data-topic="network"]');
  assert.match(await page.textContent('#notices'), /questions still work/);
  await browser.context.setOffline(false);
  await page.waitForFunction(() => /Back online/.test(document.getElementById('notices').textContent));
  await browser.context.setOffline(true);
  await page.waitForFunction(() => /Offline/.test(document.getElementById('notices').textContent));
  await browser.context.setOffline(false);
  await page.waitForFunction(() => /Back online/.test(document.getElementById('notices').textContent));
  assert.equal(await page.$$eval('#notices .notice', (n) => n.length), 1, 'one notice, replaced each time');

  // A fresh browser: service downloaded once, then offline, then a persona never downloaded.
  const fresh = await launch();
  try {
    const p = await openPage(fresh.context, `${site.url}?persona=service`);
    await swActive(p);
    await fresh.context.setOffline(true);
    await p.waitForSelector('#notices .notice[data-topic="network"]');
    await p.selectOption('#persona', 'sales');
    await p.waitForSelector('html[data-engine="error"]');
    assert.match(await p.textContent('#bundle-status'), /not on this device yet.*needs a connection once/);
    const notices = await p.textContent('#notices');
    assert.match(notices, /needs a connection once/);
    assert.doesNotMatch(notices, /questions still work/);
    assert.equal(await p.$$eval('#notices .notice', (n) => n.length), 1);
    await fresh.context.setOffline(false);
  } finally {
    await fresh.close();
  }
  assert.deepEqual(foreignRequests(browser.requests), []);
  assert.deepEqual(browser.pageErrors.map(String), []);
});
