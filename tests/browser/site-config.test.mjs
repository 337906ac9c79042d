// site.json and the page without a model. With no site.json and no user setting there is no
// endpoint: a question shows the evidence and the known facts as the result, with one quiet line
// on how to add a model, and nothing leaves the page. site.json beside the page gives the default
// endpoint and model (never a key), the personas offered and the language. Every endpoint error
// links to Settings and puts the cursor in the field to fix.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  WWW, Q21, Q21_FACTS, Q21_FACTS_SAID, Q21_IDS, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, ask,
  evidenceIds, foreignRequests, configureEndpoint, deadPort,
} from './helpers.mjs';
import { cleanSiteConfig } from '../../www/site-config.js';

let site;
let endpoint;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
});

after(async () => {
  await endpoint?.close();
  await site?.close();
});

test('site.json is cleaned: no key, personas as names or labelled, bad parts dropped', () => {
  const warn = console.warn;
  const warned = [];
  console.warn = (m) => warned.push(m);
  try {
    const c = cleanSiteConfig({
      endpoint: { base: ' https://llm.example/v1 ', model: 'm', key: 'sk-nope', timeout: '30' },
      personas: ['service', { name: 'manager', label: { en: 'Boss', fr: 'Chef' } }, { label: 'x' }, 7],
      language: 'fr',
      languages: [' es', 'en', 7],
    });
    assert.deepEqual(c, {
      endpoint: { base: 'https://llm.example/v1', model: 'm', timeout: 30 },
      personas: [{ name: 'service', label: null }, { name: 'manager', label: { en: 'Boss', fr: 'Chef' } }],
      language: 'fr',
      languages: ['es', 'en'],
    });
    assert.ok(!JSON.stringify(c).includes('sk-nope'));
    assert.equal(warned.length, 1);
    assert.ok(!warned[0].includes('sk-nope'), 'the warning does not repeat the key');
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(cleanSiteConfig(null).personas, null);
  assert.equal(cleanSiteConfig([1]).endpoint.base, '');
});

test('no endpoint anywhere: evidence only, not an error, and nothing leaves the page', async () => {
  const browser = await launch();
  try {
    const page = await openPage(browser.context, site.url);
    assert.equal(await page.inputValue('#endpoint-base'), '', 'no default base URL');
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
    assert.ok(await page.isVisible('#evidence-only'));
    assert.equal(await page.textContent('#direct-facts .fact'), Q21_FACTS_SAID, 'the known facts are the result');
    assert.equal(await page.textContent('#known-facts .fact'), Q21_FACTS, 'Details: as the prompt states them');
    assert.match(await page.textContent('#evidence-only-sources'), /3 sources follow/);
    assert.deepEqual(await evidenceIds(page), Q21_IDS);
    assert.equal(await page.$$eval('[role="alert"]:not([hidden])', (n) => n.filter((x) => x.textContent.trim()).length), 0, 'no alert');
    assert.doesNotMatch(await page.textContent('#results'), /Cannot connect|11434/);
    // The quiet line leads to Settings, cursor in the base URL.
    await page.click('#evidence-only-how a.to-settings');
    assert.equal(await page.$eval('#settings', (d) => d.open), true);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'endpoint-base');
    const served = new Set(site.requests.map((r) => r.split('?')[0]));
    assert.ok(served.has('GET /site.json'), 'site.json was looked for');
    assert.deepEqual(browser.requests.filter((r) => new URL(r.url).origin !== new URL(site.url).origin), [], 'only the page\'s own origin');
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('site.json gives the endpoint, the model, the personas and the language; never a key', async () => {
  const json = {
    endpoint: { base: endpoint.base, model: 'site-model', key: 'sk-site-canary' },
    personas: ['manager', { name: 'service', label: { en: 'Workshop', fr: 'Atelier' } }],
    language: 'fr',
  };
  const siteWith = await startStaticServer({ root: WWW, files: { '/site.json': JSON.stringify(json) } });
  const browser = await launch();
  try {
    endpoint.set({ type: 'stream', chunks: ['Le pack BP-36-2 [S1].'], delayMs: 5 });
    const page = await openPage(browser.context, `${siteWith.url}?persona=service`);
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    const options = await page.$$eval('#persona option', (o) => o.map((x) => [x.value, x.textContent]));
    assert.deepEqual(options, [['manager', 'Responsable'], ['service', 'Atelier']], 'the offered personas, in site.json\'s order');
    assert.equal(await page.inputValue('#endpoint-base'), '', 'the field holds only what the user saved');
    assert.equal(await page.getAttribute('#endpoint-base', 'placeholder'), endpoint.base);
    assert.match(await page.textContent('#endpoint-default'), /site-model/);
    const before = endpoint.posts().length;
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
    const post = endpoint.posts().slice(before);
    assert.equal(post.length, 1);
    assert.equal(post[0].body.model, 'site-model');
    assert.equal(post[0].headers.authorization, undefined, 'a key in site.json is never sent');
    assert.ok(!JSON.stringify(await page.evaluate(() => ({ ...localStorage }))).includes('sk-site-canary'));
    assert.deepEqual(foreignRequests(browser.requests), []);
  } finally {
    await browser.close();
    await siteWith.close();
  }
});

test('an endpoint error links to Settings and focuses the field to fix', async () => {
  const browser = await launch();
  try {
    const page = await openPage(browser.context, site.url);
    await configureEndpoint(page, { base: `http://127.0.0.1:${await deadPort()}/v1` });
    await page.click('#settings > summary'); // closed again
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'error');
    await page.click('#answer-status a.to-settings');
    assert.equal(await page.$eval('#settings', (d) => d.open), true);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'endpoint-base');

    endpoint.set({ type: 'error', status: 401, message: 'bad key' });
    await configureEndpoint(page, { base: endpoint.base, key: 'sk-wrong' });
    await page.click('#settings > summary');
    await ask(page, Q21, { persona: 'service' });
    await page.click('#answer-status a.to-settings');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'endpoint-key', 'a refused key: the key field');
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
  }
});
