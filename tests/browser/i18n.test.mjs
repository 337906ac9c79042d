// French and English: the dictionaries hold the same keys; the language comes from the browser
// (or site.json, or the switch, remembered), sets <html lang>, and covers the labels, personas,
// markets, dates, numbers and endpoint errors. In French the request tells the model to answer
// in French: one line appended to the system message, which the page shows as sent.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  WWW, Q21, Q21_FACTS, Q21_FACTS_FR, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, ask,
  foreignRequests,
} from './helpers.mjs';
import { readFileSync } from 'node:fs';
import en, { label as enLabel } from '../../www/strings-en.js';
import fr, { label as frLabel } from '../../www/strings-fr.js';
import { setLanguage, t, formatDate, chooseLanguage } from '../../www/i18n.js';
import { httpError } from '../../www/endpoint.js';

let site;
let endpoint;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  endpoint.set({ type: 'stream', chunks: ['Le pack BP-36-2 est rappelé [S1].'], delayMs: 5 });
});

after(async () => {
  await endpoint?.close();
  await site?.close();
});

test('every kind of known fact the engine gives has a sentence in both dictionaries', () => {
  const src = readFileSync(new URL('../../src/ask/facts.rs', import.meta.url), 'utf8');
  const list = src.match(/pub const CODES: \[&'static str; (\d+)\] = \[([^\]]*)\]/);
  assert.ok(list, 'Fact::CODES found in src/ask/facts.rs');
  const codes = [...list[2].matchAll(/"([a-z_.]+)"/g)].map((m) => m[1]);
  assert.equal(codes.length, Number(list[1]));
  for (const code of codes) {
    assert.ok(en[`fact.${code}`], `fact.${code} in strings-en.js`);
    assert.ok(fr[`fact.${code}`], `fact.${code} in strings-fr.js`);
  }
});

test('both dictionaries hold the same keys, and the slots match', () => {
  // The page's dictionary, and the camera button's confirmation's (loaded with the label reader).
  for (const [e, f] of [[en, fr], [enLabel, frLabel]]) {
    assert.deepEqual(Object.keys(f).sort(), Object.keys(e).sort());
    for (const [k, v] of Object.entries(e)) {
      if (typeof v !== 'string') continue;
      const slots = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      assert.deepEqual(slots(f[k]), slots(v), `slots of ${k}`);
    }
  }
  assert.equal(chooseLanguage(null, 'fr-CA', 'en'), 'fr');
  assert.equal(chooseLanguage(null, 'de-DE', undefined), 'en');
  setLanguage('fr');
  try {
    assert.equal(formatDate('2026-11-29'), '29 novembre 2026');
    assert.match(httpError(405, 'Method Not Allowed', '', 'u').message, /vérifiez l'URL de base/);
  } finally {
    setLanguage('en');
  }
  assert.equal(formatDate('2026-11-29'), 'November 29, 2026');
  assert.equal(t('no.such.key'), 'no.such.key');
});

test('a French browser gets the page in French, asks in French, and can switch to English', async () => {
  const browser = await launch({ contextOptions: { locale: 'fr-FR' } });
  try {
    const page = await openPage(browser.context, site.url);
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.equal(await page.textContent('label[for="question"]'), 'Question');
    assert.equal(await page.textContent('#ask'), 'Demander');
    assert.equal(await page.textContent('label[for="persona"]'), 'Profil');
    assert.equal(await page.$eval('#persona', (s) => s.selectedOptions[0].textContent), 'Atelier (service)');
    assert.match(await page.$eval('#market', (s) => s.selectedOptions[0].textContent), /^MA · Maroc$/);
    assert.match(await page.textContent('#bundle-status'), /paquet Atelier \(service\) prêt \(\d+ blocs/);
    assert.equal(await page.title(), 'Atlas · recherche de preuves pour l\'atelier');

    // Without a model: evidence only, in French.
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
    assert.match(await page.textContent('#evidence-only'), /Preuves seules/);
    assert.match(await page.textContent('#answer-context'), /Atelier \(service\) · Maroc · 29 novembre 2026/);
    assert.match(await page.textContent('#route-plain'), /La question demande quels produits/);
    // The answer card says the facts in French; Details keeps the prompt's English sentence.
    assert.equal(await page.textContent('#direct-facts .fact'), Q21_FACTS_FR);
    assert.equal(await page.textContent('#known-facts .fact'), Q21_FACTS);

    // With a model: the request asks for a French answer, and the page shows what it sent.
    await page.click('#settings > summary');
    await page.fill('#endpoint-base', endpoint.base);
    await page.fill('#endpoint-model', 'fake-model');
    await page.click('#save-settings');
    await page.waitForSelector('#settings-status.ok');
    assert.equal(await page.textContent('#settings-status'), 'Enregistré.');
    const before = endpoint.posts().length;
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
    const { messages } = endpoint.posts()[before].body;
    assert.match(messages[0].content, /\nWrite the answer in French \(français\)\. Keep the \[S1\]-style labels/);
    assert.equal(messages[0].content, await page.textContent('#prompt-system'));
    assert.equal(messages[1].content, await page.textContent('#prompt-user'));
    assert.equal(await page.textContent('#answer-status'), 'Réponse terminée.');

    // An endpoint error in French.
    endpoint.set({ type: 'error', status: 401, message: 'bad key' });
    await ask(page, Q21, { persona: 'service' });
    assert.match(await page.textContent('#answer-status'), /HTTP 401 de .*vérifiez la clé dans les réglages/);
    assert.match(await page.textContent('#answer-status a.to-settings'), /Ouvrir les réglages/);
    endpoint.set({ type: 'stream', chunks: ['Le pack BP-36-2 est rappelé [S1].'], delayMs: 5 });

    // The switch: English now, remembered over a reload.
    await page.selectOption('#lang', 'en');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.textContent('#ask'), 'Ask');
    assert.match(await page.textContent('#answer-context'), /Service staff · Morocco · November 29, 2026/);
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.inputValue('#lang'), 'en');
    const again = endpoint.posts().length;
    await ask(page, Q21, { persona: 'service' });
    assert.doesNotMatch(endpoint.posts()[again].body.messages[0].content, /French/, 'English: the engine\'s prompt as it is');
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
  }
});
