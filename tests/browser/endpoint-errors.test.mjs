// Every way the model endpoint can fail shows a message that says what to do, and the evidence,
// known facts and prompt stay on the page. Also: "Test connection", and the Stop button.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  WWW, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, configureEndpoint, ask,
  deadPort, foreignRequests,
} from './helpers.mjs';

const QUESTION = 'What tire pressure does the C-3 need?';

let site;
let endpoint;
let noCors;
let browser;
let page;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  noCors = await startFakeEndpoint({ cors: false });
  browser = await launch();
  page = await openPage(browser.context, site.url);
});

after(async () => {
  await browser?.close();
  await endpoint?.close();
  await noCors?.close();
  await site?.close();
});

async function failsWith(settings, expected) {
  await configureEndpoint(page, settings);
  await ask(page, QUESTION, { persona: 'service', market: 'MA' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'error');
  const status = await page.textContent('#answer-status');
  for (const re of expected) assert.match(status, re);
  assert.equal(await page.getAttribute('#answer-status', 'role'), 'alert');
  // Without a model the rest of the answer is still there.
  assert.ok((await page.$$('#evidence .card')).length > 0, 'evidence shown');
  assert.ok((await page.textContent('#prompt-user')).includes(`Question: ${QUESTION}`), 'prompt shown');
  assert.ok((await page.$$('#known-facts li')).length > 0, 'known facts section shown');
  return status;
}

test('CORS: the endpoint answers without CORS headers', async () => {
  const origin = new URL(site.url).origin;
  const s = await failsWith({ base: noCors.base }, [/CORS/, new RegExp(`OLLAMA_ORIGINS=${origin.replace(/[.]/g, '\\.')}`)]);
  assert.match(s, /does not allow requests from/);
});

test('connection refused: nothing listens on the port', async () => {
  const port = await deadPort();
  await failsWith({ base: `http://127.0.0.1:${port}/v1` }, [/Cannot connect to http:\/\/127\.0\.0\.1:\d+\/v1/, /refused/, /ollama serve/]);
});

test('timeout: the endpoint never answers', async () => {
  endpoint.set({ type: 'hang' });
  const started = Date.now();
  await failsWith({ base: endpoint.base, timeout: 1 }, [/within 1 s \(timeout\)/, /raise the timeout in Settings/]);
  assert.ok(Date.now() - started < 15000, 'the timeout came quickly');
});

for (const [status, message, todo] of [
  [401, 'Incorrect API key provided: sk-bad.', /check the key in Settings/],
  [404, "model 'nope' not found, try pulling it first", /Check the base URL .* and the model name/],
  [429, 'Rate limit reached for requests', /wait a moment and ask again/],
  [500, 'CUDA error: out of memory', /check its log/],
  [503, 'model is loading', /The model server failed/],
]) {
  test(`HTTP ${status} shows the server's message`, async () => {
    endpoint.set({ type: 'error', status, message });
    const esc = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await failsWith({ base: endpoint.base, key: 'sk-bad', timeout: 30 }, [new RegExp(`HTTP ${status}`), new RegExp(esc), todo]);
  });
}

test('Test connection lists the models, and reports a failure', async () => {
  endpoint.set({ type: 'stream', chunks: ['ok [S1]'], delayMs: 5 });
  await configureEndpoint(page, { base: endpoint.base, model: 'fake-model' });
  await page.click('#test-connection');
  await page.waitForSelector('#settings-status:has-text("Connected")');
  assert.match(await page.textContent('#settings-status'), /lists 1 model \(fake-model\)\. "fake-model" is among them/);

  endpoint.set({ type: 'error', status: 401, message: 'Invalid token' });
  await page.click('#test-connection');
  await page.waitForSelector('#settings-status.error');
  assert.match(await page.textContent('#settings-status'), /HTTP 401 .*"Invalid token".*check the key/);
});

test('Stop cuts the answer off', async () => {
  endpoint.set({ type: 'stream', chunks: ['Front 3.5 bar [S1]. ', ...Array(200).fill('more ')], delayMs: 50 });
  await configureEndpoint(page, { base: endpoint.base, timeout: 30 });
  await ask(page, QUESTION, { persona: 'service', market: 'MA', wait: 'none' });
  await page.waitForSelector('html[data-answer="streaming"]');
  await page.waitForSelector('#answer a.cite[data-label="S1"]');
  await page.click('#stop');
  await page.waitForSelector('html[data-answer="stopped"]');
  assert.match(await page.textContent('#answer-status'), /Stopped/);
  // Disabled once the stopped reply's citations are checked (ask.js awaits that first): waited
  // for, as a busy machine can run the assertion in between.
  await page.waitForSelector('#stop:disabled');
  assert.deepEqual(foreignRequests(browser.requests), []);
  assert.deepEqual(browser.pageErrors.map(String), []);
});
