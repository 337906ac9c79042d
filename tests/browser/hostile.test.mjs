// A document whose text is HTML and script renders as text and runs nothing; so does a model
// answer that holds markup. And a new build (the manifest's head crc32 changed) replaces the stored
// bundle.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, WWW, ensureBuilt, buildBundles, startStaticServer, startFakeEndpoint, launch, openPage,
  configureEndpoint, ask, evidenceIds, foreignRequests,
} from './helpers.mjs';

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';

let site;
let endpoint;
let browser;
let hostileDir;

before(async () => {
  ensureBuilt();
  hostileDir = buildBundles(path.join(ROOT, 'tests/browser/fixtures/hostile'));
  // Start with the real bundles; the second test switches /bundles/ to the hostile build.
  site = await startStaticServer({ root: WWW, mounts: { '/bundles/': path.join(WWW, 'bundles') } });
  endpoint = await startFakeEndpoint();
  endpoint.set({
    type: 'stream',
    delayMs: 10,
    chunks: ['The label holds markup <img src=x onerror="window.__pwned=3"> ', 'and <b>no</b> advice [S1].'],
  });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await endpoint?.close();
  await site?.close();
  if (hostileDir) fs.rmSync(hostileDir, { recursive: true, force: true });
});

test('a new build of the bundle replaces the stored copy and the page says so', async () => {
  const page = await openPage(browser.context, site.url);
  assert.match(await page.textContent('#bundle-status'), /Atlas Bikes 2026\.11/);
  assert.equal(await page.$$eval('#notices .notice', (n) => n.length), 0);
  site.setMount('/bundles/', hostileDir);
  await page.reload();
  await page.waitForSelector('html[data-engine="ready"]');
  await page.waitForSelector('#notices .notice');
  const notice = await page.textContent('#notices');
  // Another corpus's build, no earlier build of this folder's: every document is new.
  assert.match(notice, /Updated: \d+ documents? changed in the new build of the .+ bundle \(service\/\)/);
  assert.match(await page.textContent('#bundle-status'), /Hostile Fixture/);
});

test('a hostile document renders as text and runs nothing', async () => {
  const page = await openPage(browser.context, site.url);
  assert.match(await page.textContent('#bundle-status'), /Hostile Fixture/);
  await configureEndpoint(page, { base: endpoint.base });
  await ask(page, 'What does the sticker label read?', { persona: 'service', market: 'MA' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  assert.equal((await evidenceIds(page))[0], 'NOTE-HOSTILE#1');

  const text = await page.textContent('#card-S1 .text');
  assert.ok(text.includes(IMG), `card shows the img tag literally: ${text}`);
  assert.ok(text.includes(SCRIPT), 'card shows the script tag literally');
  assert.ok((await page.textContent('#card-S1 h3')).includes('<i>markup</i>'), 'heading literal');
  assert.ok((await page.textContent('#card-S1 .doc-title')).includes('<b>bold</b>'), 'title literal');
  assert.ok((await page.textContent('#prompt-user')).includes(IMG), 'prompt shows it literally');
  const answer = await page.textContent('#answer');
  assert.ok(answer.includes('<img src=x onerror="window.__pwned=3">'), 'model answer literal');

  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'nothing ran');
  assert.equal(await page.$$eval('img', (i) => i.length), 0, 'no <img> element exists');
  assert.equal(await page.$$eval('#results i, #results b, #results script, #answer img', (n) => n.length), 0);
  const scripts = await page.$$eval('script', (s) => s.map((x) => x.getAttribute('src')));
  assert.deepEqual(scripts, ['app.min.js'], 'the only script is the app');
  assert.deepEqual(foreignRequests(browser.requests), []);
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], 'no CSP violations');
  assert.deepEqual(browser.pageErrors.map(String), []);
});
