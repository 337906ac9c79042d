// Names the page shows come from corpus.conf in the page's language: personas ([labels], through
// the manifest), markets ([labels] KEY.fr, through the bundle) and record columns ([columns]) in
// the evidence cards and the scope line of a list or a figure, never the raw column name.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { WWW, ensureBuilt, startStaticServer, launch, openPage, ask } from './helpers.mjs';

const PHONE = { width: 390, height: 844 };
let site;
let browser;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  browser = await launch({ viewport: PHONE, contextOptions: { locale: 'fr-FR', hasTouch: true, isMobile: true } });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

const optionTexts = (page, id) => page.$$eval(`#${id} option`, (os) => os.map((o) => o.textContent));
const headers = (page) => page.$$eval('#evidence .card table.fields th', (ths) => [...new Set(ths.map((th) => th.textContent))]);

test('personas, markets and record columns are named in the page\'s language, from corpus.conf', async () => {
  const page = await openPage(browser.context, `${site.url}?sw=off`);
  assert.deepEqual(await optionTexts(page, 'persona'), ['Atelier (service)', 'Ventes', 'Responsable']);
  assert.deepEqual(await optionTexts(page, 'market'), ['MA · Maroc', 'FR · France']);

  await ask(page, 'Quels sont les concessionnaires certifiés batterie au Maroc ?', { persona: 'sales', market: 'MA' });
  assert.equal(await page.textContent('#route'), 'list');
  assert.equal(await page.textContent('#scope'), 'Enregistrements de DEALERS : Marché : MA · Batterie certifiée : oui');
  assert.deepEqual(await headers(page), ['Référence', 'Concessionnaire', 'Ville', 'Marché', 'Batterie certifiée']);
  assert.match(await page.textContent('#answer-context'), /^Ventes · Maroc · /);
  // The known facts are the prompt's own text (English, raw names); the cards and the scope are the page's.
  const text = `${await page.innerText('#scope')}\n${await page.innerText('#evidence')}`;
  assert.ok(!text.includes('battery_certified'), 'no raw column name in the scope or the cards');

  await ask(page, 'Combien de réclamations pour la K-1 ?', { persona: 'manager', market: 'FR', date: '2026-10-05' });
  // The question names no market: the scope says every market is counted, with a way to narrow.
  assert.equal(await page.textContent('#scope'), 'Enregistrements de CLAIMS-2026 : Produit : K-1 · tous les marchés (la question n\'en nomme aucun) Seulement France');
  assert.ok((await headers(page)).includes('Heures de réparation'));

  // The switch renames everything in English, the answer on screen included.
  await page.selectOption('#lang', 'en');
  assert.deepEqual(await optionTexts(page, 'persona'), ['Service staff', 'Sales desk', 'Service manager']);
  assert.deepEqual(await optionTexts(page, 'market'), ['MA · Morocco', 'FR · France']);
  assert.equal(await page.textContent('#scope'), 'Records of CLAIMS-2026: Product: K-1 · all markets (the question names none) Only France');
  assert.ok((await headers(page)).includes('Repair hours'));
  assert.match(await page.textContent('#answer-context'), /^Service manager · France · /);
  assert.deepEqual(browser.pageErrors, []);
});
