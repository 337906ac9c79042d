// Accessibility: axe-core (pinned in package-lock.json) run in the page finds no WCAG 2.1 A or AA
// violation in the main states: empty, answered, settings open, an endpoint error, French, an
// engine error with its English detail, and evidence only on a phone; with the developer details
// and the recent questions open; and again in dark mode (the system's colour scheme), where the
// contrast of every colour is its dark one. axe is evaluated through the DevTools protocol, so the
// page's Content Security Policy stays as it is.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, WWW, Q21, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, ask, configureEndpoint,
  deadPort, pickLanguage,
} from './helpers.mjs';

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

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

async function violations(page, state) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE);
  const result = await page.evaluate(() => window.axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  }));
  assert.ok(result.passes.length > 10, `axe ran its checks (${state})`);
  return result.violations.map((v) => `${state}: ${v.id} (${v.impact}) ${v.help}: ` +
    v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
}

test('no WCAG 2.1 A/AA violation: empty, answered, settings open, error, French, evidence only; light and dark', async () => {
  const page = await openPage(browser.context, site.url);
  const found = [];
  found.push(...await violations(page, 'empty'));

  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
  await page.click('#details > summary');
  found.push(...await violations(page, 'evidence only, details open'));

  await configureEndpoint(page, { base: endpoint.base });
  await page.check('#developer');
  found.push(...await violations(page, 'settings open'));
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  await page.click('#prompt-details > summary');
  await page.click('#trace-details > summary');
  await page.click('#recent > summary');
  found.push(...await violations(page, 'answered, developer details and recent questions open'));

  await configureEndpoint(page, { base: `http://127.0.0.1:${await deadPort()}/v1` });
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'error');
  found.push(...await violations(page, 'error'));

  await pickLanguage(page, 'fr');
  await page.fill('#endpoint-base', endpoint.base);
  await page.click('#save-settings');
  await page.waitForSelector('#settings-status.ok');
  await ask(page, 'Quels produits sont concernés par le rappel des batteries ?', { persona: 'service' });
  found.push(...await violations(page, 'French'));

  // An engine error: its French sentence, the engine's English message under Details, open.
  await page.fill('#question', '?!');
  await page.click('#ask');
  await page.waitForSelector('#ask-error:not([hidden]) details');
  await page.click('#ask-error details > summary');
  found.push(...await violations(page, 'French, engine error'));

  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...await violations(page, 'French, phone'));

  // Dark mode: the same states in the dark colours.
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true);
  found.push(...await violations(page, 'dark, French, phone, engine error'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.selectOption('#lang', 'en');
  // The answer with a citation the check rejects (S7), highlights, the links diagram, Details.
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  assert.ok(await page.isVisible('#answer .cite.rejected'));
  found.push(...await violations(page, 'dark, answered, developer details on'));
  await page.uncheck('#developer');
  found.push(...await violations(page, 'dark, answered, developer details off'));
  // Offline and back: the warning notice, then the information one.
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  assert.ok(await page.isVisible('#notices .notice.warn'));
  found.push(...await violations(page, 'dark, offline notice'));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  found.push(...await violations(page, 'dark, online notice'));
  await configureEndpoint(page, { base: `http://127.0.0.1:${await deadPort()}/v1` });
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'error');
  found.push(...await violations(page, 'dark, endpoint error'));
  await configureEndpoint(page, { base: '' });
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
  found.push(...await violations(page, 'dark, evidence only'));
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...await violations(page, 'dark, phone, evidence only'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  assert.deepEqual(found, []);
});
