// The engine's reasons and errors in the page's language: the route's reason comes as a code
// with its words (answer.why) and the page words it per code; an engine error comes with a code
// and params, the page says it in English or French and keeps the engine's English message under
// Details. A truncated bundle, served with a manifest that matches it, reaches the engine's own
// check.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  WWW, Q21, ensureBuilt, tempDir, startStaticServer, launch, openPage, ask, foreignRequests, pickLanguage,
} from './helpers.mjs';
import { crc32 } from '../../www/atlas-engine.js';

const REGEX = /\(\?i\)|\\s|\\b|\/\(/;

let site;
let broken;
let brokenDir;
let stale;
let staleDir;
let browser;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  // The service folder's head cut to half its bytes, and a manifest that says so: the download
  // is accepted and the engine refuses the head as truncated.
  brokenDir = tempDir('truncated');
  const bundles = path.join(WWW, 'bundles');
  fs.cpSync(path.join(bundles, 'service'), path.join(brokenDir, 'service'), { recursive: true });
  const head = path.join(brokenDir, 'service', 'head.atlas');
  const bytes = fs.readFileSync(head);
  const cut = bytes.subarray(0, Math.floor(bytes.length / 2));
  fs.writeFileSync(head, cut);
  const manifest = JSON.parse(fs.readFileSync(path.join(bundles, 'manifest.json'), 'utf8'));
  const entry = manifest.bundles.find((b) => b.folder === 'service');
  assert.equal(entry.head.bytes, bytes.length);
  Object.assign(entry.head, { bytes: cut.length, crc32: crc32(cut) });
  fs.writeFileSync(path.join(brokenDir, 'manifest.json'), JSON.stringify(manifest));
  broken = await startStaticServer({ root: WWW, mounts: { '/bundles/': brokenDir } });
  // The same head as built, and a manifest that names another (a deploy half done): on a first
  // visit the page downloads the head and the worker must refuse those bytes, as its own.
  staleDir = tempDir('stale');
  fs.cpSync(path.join(bundles, 'service'), path.join(staleDir, 'service'), { recursive: true });
  const other = JSON.parse(fs.readFileSync(path.join(bundles, 'manifest.json'), 'utf8'));
  const named = other.bundles.find((b) => b.folder === 'service');
  named.head.crc32 = named.head.crc32 === '00000000' ? '00000001' : '00000000';
  // Another head has another header checksum too (which the page compares first).
  named.head.checksum = named.head.checksum.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  fs.writeFileSync(path.join(staleDir, 'manifest.json'), JSON.stringify(other));
  stale = await startStaticServer({ root: WWW, mounts: { '/bundles/': staleDir } });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.close();
  await broken?.close();
  await stale?.close();
  if (brokenDir) fs.rmSync(brokenDir, { recursive: true, force: true });
  if (staleDir) fs.rmSync(staleDir, { recursive: true, force: true });
});

const plain = (page) => page.textContent('#route-plain');

test('the route\'s reason is worded from its code and words, in English and in French', async () => {
  const page = await openPage(browser.context, `${site.url}?lang=en`);
  await ask(page, Q21, { persona: 'service' });
  const q21 = await plain(page);
  assert.match(q21, /^The question asks which products are concerned \(it says "Which products"\)\. Atlas took the best matching document/);
  assert.doesNotMatch(q21, REGEX, 'no regular expression in the sentence');
  assert.match(await page.textContent('#route-reason'), /"Which products" matches the follow vocabulary/, 'the English reason under Details');

  await ask(page, 'How many claims are open?', { persona: 'service' });
  assert.match(await plain(page), /^The question asks for the number of the CLAIMS-2026 records \(it says "how many" and "claim"\)\. Atlas computed/);
  await ask(page, 'What do I fit instead of BP-36-2?', { persona: 'service' });
  assert.match(await plain(page), /^The question asks for the "replaced by" link of BP-36-2 \(it says "instead"\)\./);

  // The shown answer is worded again in French; the engine's English reason stays as it is.
  await pickLanguage(page, 'fr');
  // The relation in the page's words (relation.replaced by), not as corpus.conf names it.
  assert.match(await plain(page), /^La question demande le lien « remplacé par » de BP-36-2 \(elle dit « instead »\)\. Atlas a pris/);
  assert.match(await page.textContent('#route-reason'), /"instead" asks what replaced by "BP-36-2" leads to/);
  await ask(page, 'Montrer tous les concessionnaires', { persona: 'service' });
  assert.match(await plain(page), /^La question demande tous les enregistrements de DEALERS \(elle dit « tous » et « dealer »\)\. Atlas montre/);
  await ask(page, 'Combien de réclamations sont ouvertes ?', { persona: 'service' });
  assert.match(await plain(page), /^La question demande le nombre des enregistrements de CLAIMS-2026 \(elle dit « combien » et « claim »\)\./);
  await ask(page, 'Que veut dire E-12 sur le C-3 ?', { persona: 'service' });
  const search = await plain(page);
  assert.match(search, /^La question ne demande ni liste, ni chiffre, ni produits concernés\. Atlas a cherché/);
  assert.doesNotMatch(search, /vocabulary/);

  // A code this page does not know is said by the engine's English reason.
  const fallback = await page.evaluate(async () => {
    // The module sources (the page runs them bundled, in its own copy): French set here too.
    const { setLanguage, loadLanguage } = await import('/i18n.js');
    setLanguage(await loadLanguage('fr'));
    const { routeSentence } = await import('/evidence.js');
    return routeSentence({ route: 'search', reason: 'a reason from a newer engine', why: { code: 'search.newer', words: {} } });
  });
  assert.match(fallback, /^a reason from a newer engine Atlas a cherché/);
  await page.selectOption('#lang', 'en');
  assert.deepEqual(foreignRequests(browser.requests), []);
});

test('an engine error is said in the page\'s language, its English message under Details', async () => {
  const page = await openPage(browser.context, `${site.url}?lang=fr`);
  await pickLanguage(page, 'fr');
  await page.fill('#question', '?!');
  await page.click('#ask');
  await page.waitForSelector('#ask-error:not([hidden])');
  const box = '#ask-error';
  assert.match(await page.textContent(`${box}`), /^La question est vide : saisissez une question\./);
  assert.equal(await page.textContent(`${box} details summary`), 'Détails');
  assert.equal(await page.textContent(`${box} details [lang="en"]`), 'the question is empty: type a question');
  assert.equal(await page.$eval(`${box} details`, (d) => d.open), false, 'the detail is folded');

  await page.selectOption('#lang', 'en');
  await page.click('#ask');
  await page.waitForFunction(() => /^The question is empty/.test(document.getElementById('ask-error').textContent));
  assert.equal(await page.textContent(`${box} details summary`), 'Details');
});

test('a truncated bundle is refused by the engine, and the page says so in French and in English', async () => {
  const page = browser.context.pages()[0];
  await page.goto(`${broken.url}?persona=service&lang=en`);
  await page.waitForSelector('html[data-engine="error"]', { timeout: 30000 });
  const status = '#bundle-status';
  assert.match(await page.textContent(status), /^service\/head\.atlas is incomplete \(\d+ of \d+ bytes\): the download was probably cut off/);
  const english = await page.textContent(`${status} details [lang="en"]`);
  assert.match(english, /^truncated bundle: \d+ of \d+ bytes/);
  assert.equal(await page.isDisabled('#ask'), true);

  await pickLanguage(page, 'fr');
  assert.match(await page.textContent(status), /^service\/head\.atlas est incomplet \(\d+ octets sur \d+\) : le téléchargement a sans doute été interrompu/);
  assert.equal(await page.textContent(`${status} details summary`), 'Détails');
  assert.equal(await page.textContent(`${status} details [lang="en"]`), english, 'the detail stays the engine\'s English');
  assert.deepEqual(browser.pageErrors.map(String), []);
});

test('a head that is not the one manifest.json names is never used, though the page downloaded it', async () => {
  const page = await browser.context.newPage();
  const before = stale.requests.length;
  await page.goto(`${stale.url}?persona=service&lang=en&q=${encodeURIComponent(Q21)}`);
  await page.waitForSelector('html[data-engine="error"]', { timeout: 30000 });
  assert.match(await page.textContent('#bundle-status'), /^The downloaded service\/head\.atlas does not match manifest\.json \(crc32 [0-9a-f]{8}, expected 0000000[01]\)/);
  assert.equal(await page.isDisabled('#ask'), true);
  // The page's download, refused, then the worker's own: the same bytes again, refused again.
  const heads = stale.requests.slice(before).filter((r) => r === 'GET /bundles/service/head.atlas');
  assert.equal(heads.length, 2, stale.requests.slice(before).join('\n'));
  assert.equal(stale.requests.slice(before).some((r) => /\.chunk$/.test(r)), false, 'no chunk of that head was read');
  assert.equal(await page.getAttribute('html', 'data-answer'), null, 'no answer');
  await page.close();
});
