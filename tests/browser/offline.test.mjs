// Offline: after one online load and question, the network goes away (the browser is set
// offline and the static server is stopped); a reload still answers Q21 from the stored copies
// and explains that the model cannot be reached.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  WWW, Q21, Q21_FACTS, Q21_IDS, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage,
  configureEndpoint, ask, evidenceIds, foreignRequests, swControls,
} from './helpers.mjs';

let site;
let endpoint;
let browser;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await endpoint?.close();
  await site?.close();
});

test('offline reload answers Q21 from the cache and explains the missing model', async () => {
  const page = await openPage(browser.context, site.url);
  await configureEndpoint(page, { base: endpoint.base });
  await ask(page, Q21, { persona: 'service', market: 'MA', date: '2026-11-29' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  // The service worker has installed (shell precached) and controls the page.
  await swControls(page);

  // The network is gone: the browser is offline and the site itself is down.
  await browser.context.setOffline(true);
  await site.close();
  const postsBefore = endpoint.posts().length;

  await page.reload();
  await page.waitForSelector('html[data-engine="ready"]', { timeout: 30000 });
  assert.match(await page.textContent('#bundle-status'), /Offline: using the copy stored on this device/);

  await ask(page, Q21, { persona: 'service', market: 'MA', date: '2026-11-29' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'error');
  assert.deepEqual(await evidenceIds(page), Q21_IDS);
  assert.equal(await page.textContent('#known-facts .fact'), Q21_FACTS);
  assert.match(await page.textContent('#trace'), /links\s+start=\['BULLETIN-2026-09#1'\]/);
  assert.ok((await page.textContent('#prompt-user')).includes('Known facts:'));
  const status = await page.textContent('#answer-status');
  assert.match(status, /You are offline: the model at .* cannot be reached/);
  assert.equal(endpoint.posts().length, postsBefore, 'nothing reached the endpoint while offline');
  assert.deepEqual(foreignRequests(browser.requests), []);

  await browser.context.setOffline(false);
});
