// A new build of the library on a device that stored the earlier one (docs/progressive-bundles.md,
// "Updates"): `atlas build` into the folder that holds the earlier build keeps the name of every
// chunk a change did not touch, and the device fetches the new names alone, in the background;
// the page says how many documents changed. Once fetched, an offline reload answers from the new
// build; an update cut off half-way leaves the earlier build whole, which answers offline.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, WWW, ensureBuilt, tempDir, startStaticServer, launch, openPage, ask, evidenceIds, foreignRequests, waitInPage, swControls } from './helpers.mjs';

const SITUATION = { persona: 'service', market: 'MA', date: '2026-11-29' };
// The earlier build's bulletin, removed by the new build, and the new build's own.
const REMOVED_Q = 'Which chargers does the CH-25A recall concern?';
const REMOVED_ID = 'BULLETIN-2026-02#1';
const ADDED_Q = 'Which torque wrenches are recalled?';
const ADDED_ID = 'BULLETIN-2026-11#1';
const ADDED = `id: BULLETIN-2026-11
title: Dealer Bulletin 2026-11: Torque wrench recall, TW-90
products:
groups: service, sales
markets:
valid_from: 2026-11-02
valid_to:
status: current
superseded_by:
---
## 1. Torque wrench recall
Workshop torque wrenches TW-90 delivered in 2026 read fifteen percent low. Stop using them for crank and axle bolts, send them back for calibration, and use a TW-120 meanwhile.
`;

let earlier; // the first build's output folder, as it was
let later; // the second build, made into a copy of the first (as a deploy's build folder is)
let corpus;

/** `atlas build CORPUS --out DIR` with the release binary: DIR may hold an earlier build. */
function build(dir) {
  execFileSync(path.join(ROOT, 'target/release/atlas'), ['build', corpus, '--out', dir], { cwd: ROOT, stdio: 'pipe' });
}

before(() => {
  ensureBuilt();
  corpus = tempDir('update-corpus');
  fs.cpSync(path.join(ROOT, 'corpus/atlas'), corpus, { recursive: true });
  earlier = path.join(tempDir('update-earlier'), 'bundles');
  build(earlier);
  later = path.join(tempDir('update-later'), 'bundles');
  fs.cpSync(earlier, later, { recursive: true });
  // The week's changes: a bulletin withdrawn, one published, a section of a guide edited.
  fs.rmSync(path.join(corpus, 'docs/BULLETIN-2026-02.md'));
  fs.writeFileSync(path.join(corpus, 'docs/BULLETIN-2026-11.md'), ADDED);
  const guide = path.join(corpus, 'docs/GUIDE-WORKSHOP-R3.md');
  fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace('## 1. Purpose of this guide\n', '## 1. Purpose of this guide\nRevised in November 2026. '));
  build(later);
  for (const d of [earlier, later]) fs.rmSync(path.join(d, 'service.atlas'), { force: true });
});

after(() => {
  for (const d of [corpus, earlier && path.dirname(earlier), later && path.dirname(later)]) {
    if (d) fs.rmSync(d, { recursive: true, force: true });
  }
});

const chunkFiles = (dir) => fs.readdirSync(path.join(dir, 'service')).filter((f) => f.endsWith('.chunk'));

/** A first visit to the earlier build, stored whole for offline use, under a service worker. */
async function storedEarlier(site, browser) {
  const page = await openPage(browser.context, `${site.url}?persona=service`);
  await ask(page, REMOVED_Q, SITUATION);
  assert.equal((await evidenceIds(page))[0], REMOVED_ID);
  await page.waitForSelector('#offline-progress[data-percent="100"]', { timeout: 30000 });
  await swControls(page);
  return page;
}

const chunkRequests = (site, from) => site.requests.slice(from).filter((r) => r.startsWith('GET /bundles/service/') && r.endsWith('.chunk'));

/** The chunk files of the service folder in the page's Cache Storage. */
async function storedChunks(page) {
  return page.evaluate(async () => {
    const cache = await caches.open('atlas-bundles-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/bundles/service/') && p.endsWith('.chunk')).map((p) => p.slice('/bundles/service/'.length)).sort();
  });
}

test('a build over the earlier one renames few chunks, and a returning device fetches those alone', async () => {
  const before = new Set(chunkFiles(earlier));
  const now = chunkFiles(later);
  const renamed = now.filter((f) => !before.has(f));
  // A small library and three changes: most of its few term chunks hold a changed word (the
  // share on larger libraries is tests/updates.rs's and bench/updates.mjs's); some chunks keep
  // their names, and those the device must not fetch again.
  assert.ok(renamed.length > 0 && renamed.length < now.length, `${renamed.length} of ${now.length} chunks renamed`);

  const site = await startStaticServer({ root: WWW, mounts: { '/bundles/': earlier } });
  const browser = await launch();
  try {
    const page = await storedEarlier(site, browser);
    site.setMount('/bundles/', later);
    const from = site.requests.length;
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
    // The page says the update in the reader's language: one removed, one added, one edited.
    await page.waitForSelector('#notices .notice[data-topic="updated"]');
    assert.match(await page.textContent('#notices .notice[data-topic="updated"]'), /^Updated: 3 documents changed in the new build of the .+ bundle \(service\/\)/);
    await ask(page, ADDED_Q, SITUATION);
    assert.equal((await evidenceIds(page))[0], ADDED_ID);
    await page.waitForSelector('#offline-progress[data-percent="100"]', { timeout: 30000 });
    // Every new name once, and no chunk the earlier build had: those came from the store.
    const got = chunkRequests(site, from).map((r) => r.slice('GET /bundles/service/'.length));
    assert.deepEqual(got.slice().sort(), renamed.slice().sort(), 'only the new names, each once');
    // Once stored whole, the new head is the offline copy and the earlier build's chunks that
    // no head names are gone.
    await waitInPage(page, async (expected) => {
      const cache = await caches.open('atlas-bundles-v1');
      const keys = (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/bundles/service/') && p.endsWith('.chunk'));
      return keys.length === expected;
    }, now.length, { what: 'the earlier build\'s chunks dropped from the store' });
    assert.deepEqual(await storedChunks(page), now.slice().sort());

    await browser.context.setOffline(true);
    await site.close();
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
    assert.match(await page.textContent('#bundle-status'), /Offline: using the copy stored on this device/);
    await ask(page, ADDED_Q, SITUATION);
    assert.equal((await evidenceIds(page))[0], ADDED_ID, 'offline, from the new build');
    await ask(page, REMOVED_Q, SITUATION);
    assert.ok(!(await evidenceIds(page)).includes(REMOVED_ID), 'the withdrawn bulletin is gone');
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.context.setOffline(false).catch(() => {});
    await browser.close();
    await site.close().catch(() => {});
  }
});

test('an update cut off half-way leaves the earlier build, which answers offline', async () => {
  const before = new Set(chunkFiles(earlier));
  const renamed = chunkFiles(later).filter((f) => !before.has(f)).sort();
  assert.ok(renamed.length >= 2, `${renamed.length} chunks renamed`);
  const site = await startStaticServer({ root: WWW, mounts: { '/bundles/': earlier } });
  const browser = await launch();
  try {
    const page = await storedEarlier(site, browser);
    site.setMount('/bundles/', later);
    // Half the new chunks come; the requests after them are never answered (the connection is
    // then cut). Only new names reach the network: the rest come from the store.
    const half = Math.ceil(renamed.length / 2);
    let served = 0;
    site.setLatency((p) => (p.startsWith('/bundles/service/') && p.endsWith('.chunk') && served++ >= half ? 10 * 60 * 1000 : 0));
    const from = site.requests.length;
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
    await page.waitForSelector('#notices .notice[data-topic="updated"]');
    // The background store has taken what came, and waits for the rest.
    const settled = async () => chunkRequests(site, from).length >= half;
    for (let i = 0; i < 400 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await settled(), true, `${chunkRequests(site, from).length} of the ${half} chunks served were fetched`);
    assert.notEqual(await page.getAttribute('#offline-progress', 'data-percent'), '100');

    await browser.context.setOffline(true);
    await site.close();
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
    assert.match(await page.textContent('#bundle-status'), /Offline: using the copy stored on this device/);
    // The earlier build, whole: its withdrawn bulletin still answers, the new one is not there.
    await ask(page, REMOVED_Q, SITUATION);
    assert.equal((await evidenceIds(page))[0], REMOVED_ID, 'offline, from the earlier build');
    await ask(page, ADDED_Q, SITUATION);
    assert.ok(!(await evidenceIds(page)).includes(ADDED_ID));
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.context.setOffline(false).catch(() => {});
    await browser.close();
    await site.close().catch(() => {});
  }
});
