// Progressive bundles (docs/progressive-bundles.md): the page answers its first question from the
// persona's head and that question's chunks, then stores the rest of the folder in the background
// and says how much is available offline. After that first visit settles, a reload with the
// network gone answers a question that reads chunks the first question never used. A question
// given before the page's script runs (?q=) is asked as soon as the bundle is ready.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { WWW, Q21, Q21_IDS, ensureBuilt, startStaticServer, launch, openPage, ask, evidenceIds, foreignRequests, chunksRead, swControls } from './helpers.mjs';

const SITUATION = { persona: 'service', market: 'MA', date: '2026-11-29' };
const DEALERS = 'List all dealers in Morocco';
const DEALER_IDS = ['DEALERS#CAS', 'DEALERS#MRK', 'DEALERS#RBT', 'DEALERS#TNG'];
const FOLDER = path.join(WWW, 'bundles', 'service');

let site;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
});

after(async () => {
  await site?.close().catch(() => {});
});

test('after the first visit settles, an offline reload answers from chunks the first question never read', async () => {
  const first = new Set(await chunksRead(FOLDER, Q21, SITUATION));
  const fresh = [...(await chunksRead(FOLDER, DEALERS, SITUATION))].filter((f) => !first.has(f));
  assert.ok(fresh.length > 0, 'the second question reads a chunk the first does not');
  const all = fs.readdirSync(FOLDER).filter((f) => f.endsWith('.chunk'));

  const browser = await launch();
  try {
    const page = await openPage(browser.context, `${site.url}?persona=service`);
    await ask(page, Q21, SITUATION);
    assert.deepEqual(await evidenceIds(page), Q21_IDS);
    // The rest of the folder is stored in the background, and the page says how much.
    await page.waitForSelector('#offline-progress[data-percent="100"]', { timeout: 30000 });
    assert.match(await page.textContent('#offline-progress'), /^Available offline: 100 %$/);
    const got = site.requests.filter((r) => r.startsWith('GET /bundles/service/') && r.endsWith('.chunk'));
    assert.deepEqual(got.slice().sort(), all.map((f) => `GET /bundles/service/${f}`).sort(), 'each chunk fetched once');
    await swControls(page);

    await browser.context.setOffline(true);
    await site.close();
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
    assert.match(await page.textContent('#bundle-status'), /Offline: using the copy stored on this device/);
    await ask(page, DEALERS, SITUATION);
    assert.deepEqual(await evidenceIds(page), DEALER_IDS, `answered offline, reading ${fresh.join(', ')}`);
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.context.setOffline(false).catch(() => {});
    await browser.close();
  }
});

test('a question given before the page runs (?q=) is asked once the bundle is ready', async () => {
  site = await startStaticServer({ root: WWW });
  const browser = await launch();
  try {
    const q = new URLSearchParams({ persona: 'service', market: 'MA', date: '2026-11-29', q: Q21 });
    const page = await openPage(browser.context, `${site.url}?${q}`);
    await page.waitForSelector('html[data-answer="done"], html[data-answer="error"], html[data-answer="evidence"]', { timeout: 30000 });
    assert.deepEqual(await evidenceIds(page), Q21_IDS);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('a first visit downloads one head, the persona the page loads, started from the page\'s hint', async () => {
  // The worker starts the hinted persona's head as soon as it has the manifest (which the page
  // reads while the worker starts); the page's own load then takes that download. A hint the
  // manifest lacks starts nothing, and no head comes twice.
  const cases = [
    { query: '', persona: 'service', folder: 'service' }, // index.html's default persona
    { query: '?persona=sales', persona: 'sales', folder: 'sales' },
    { query: '?persona=manager', persona: 'manager', folder: 'service%2Bsales' },
    { query: '?persona=nobody', persona: 'service', folder: 'service' },
  ];
  for (const c of cases) {
    const own = await startStaticServer({ root: WWW });
    const browser = await launch();
    try {
      const page = await openPage(browser.context, `${own.url}${c.query}`);
      assert.equal(await page.inputValue('#persona'), c.persona, c.query);
      const heads = own.requests.filter((r) => r.endsWith('/head.atlas'));
      assert.deepEqual(heads, [`GET /bundles/${c.folder}/head.atlas`], `${c.query || 'no query'}: ${heads}`);
      // The page reads the manifest while the worker starts and hands it over: read once.
      const manifests = own.requests.filter((r) => r.startsWith('GET /bundles/manifest.json'));
      assert.equal(manifests.length, 1, `${c.query || 'no query'}: ${manifests}`);
      assert.deepEqual(browser.pageErrors.map(String), []);
    } finally {
      await browser.close();
      await own.close();
    }
  }
});

test('with no service worker (?sw=off), a visit after one that stored the head downloads no head', async () => {
  // No service worker is the sign of a first visit, for which the page downloads the head before
  // the worker could look for a stored copy; once a load here has stored one, it is not taken
  // for a first visit any more.
  const own = await startStaticServer({ root: WWW });
  const browser = await launch();
  try {
    const page = await openPage(browser.context, `${own.url}?sw=off&persona=service`);
    const stored = () => page.evaluate(async () => Boolean(await caches.match(new URL('bundles/service/head.atlas', location.href).href)));
    for (let i = 0; i < 100 && !(await stored()); i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await stored(), true, 'the head is stored');
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]');
    const heads = own.requests.filter((r) => r.endsWith('/head.atlas'));
    assert.deepEqual(heads, ['GET /bundles/service/head.atlas'], `${heads}`);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, 'no service worker');
    await ask(page, Q21, SITUATION);
    assert.notEqual(await page.getAttribute('html', 'data-answer'), 'error');
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
    await own.close();
  }
});

test('the address says the question asked: a copied link asks it again', async () => {
  const own = await startStaticServer({ root: WWW });
  const browser = await launch();
  try {
    const page = await openPage(browser.context, `${own.url}?lang=en`);
    await ask(page, Q21, SITUATION);
    const asked = new URL(page.url()).searchParams;
    assert.equal(asked.get('q'), Q21);
    assert.equal(asked.get('persona'), SITUATION.persona);
    assert.equal(asked.get('market'), SITUATION.market);
    assert.equal(asked.get('lang'), 'en', 'other parameters stay');
    assert.equal(asked.get('date'), null, 'a shared link asks as of the day it is opened');
    // A persona and market chosen afterwards: the address follows them, the question stays.
    await page.selectOption('#persona', 'sales');
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
    await page.selectOption('#market', 'FR');
    const moved = new URL(page.url()).searchParams;
    assert.deepEqual([moved.get('q'), moved.get('persona'), moved.get('market')], [Q21, 'sales', 'FR']);
    await ask(page, Q21, SITUATION);
    // The address, opened in another profile, asks the same question on load.
    const other = await launch();
    try {
      const copy = await other.context.newPage();
      await copy.goto(page.url());
      await copy.waitForSelector('html[data-answer="done"], html[data-answer="error"], html[data-answer="evidence"]', { timeout: 30000 });
      assert.equal(await copy.inputValue('#question'), Q21);
      assert.equal(await copy.inputValue('#persona'), SITUATION.persona);
      assert.deepEqual(await evidenceIds(copy), Q21_IDS);
    } finally {
      await other.close();
    }
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
    await own.close();
  }
});
