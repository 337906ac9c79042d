// The page on a phone (390 x 844): after asking, the answer is in view; the sources follow the
// answer directly and the rest (known facts, route, links, scores, prompt, trace) waits under a
// closed Details; a computed figure is part of the answer; citation links are at least 24 px
// tap targets; from a source one tap leads back to the answer. Plain words: the route is a
// sentence (the engine's regular expression stays under Details), scores are not on the cards,
// and query terms are never marked inside an id. Screenshots of the recall question in French
// and in English land in tests/browser/output/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  WWW, OUTPUT, Q21, Q21_IDS, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, ask,
  configureEndpoint, evidenceIds, foreignRequests,
} from './helpers.mjs';

const PHONE = { width: 390, height: 844 };
const Q21_FR = 'Quels produits sont concernés par le rappel des batteries ?';

let site;
let endpoint;
let browser;
let page;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  browser = await launch({ viewport: PHONE, contextOptions: { hasTouch: true, isMobile: true, deviceScaleFactor: 1 } });
  page = await openPage(browser.context, site.url);
  await configureEndpoint(page, { base: endpoint.base });
});

after(async () => {
  await browser?.close();
  await endpoint?.close();
  await site?.close();
});

const inView = (sel) => page.$eval(sel, (n) => {
  const r = n.getBoundingClientRect();
  return r.top >= -1 && r.top < window.innerHeight;
});

test('after asking, the answer is in view, the sources follow it, the rest is under Details', async () => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  assert.ok(await inView('#answer-section'), 'the answer is scrolled into view');
  const order = await page.$$eval('#results > *', (n) => n.map((x) => x.id));
  assert.deepEqual(order, ['answer-section', 'evidence-section', 'details']);
  assert.equal(await page.$eval('#details', (d) => d.open), false, 'Details start closed');
  for (const id of ['known-facts', 'route', 'route-reason', 'links-diagram', 'scores', 'prompt-user', 'trace']) {
    assert.ok(await page.$eval(`#${id}`, (n) => Boolean(n.closest('#details'))), `${id} under Details`);
  }
  assert.deepEqual(await evidenceIds(page), Q21_IDS);
  assert.ok(await page.isVisible('#evidence .card'), 'the sources are on screen, not folded away');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
});

test('citations are 24 px tap targets, and a source leads back to the answer in one tap', async () => {
  const sizes = await page.$$eval('#answer a.cite, #citation-summary a.cite', (a) => a.map((x) => {
    const r = x.getBoundingClientRect();
    return [x.textContent, Math.round(r.width), Math.round(r.height)];
  }));
  assert.ok(sizes.length >= 3);
  for (const [label, w, h] of sizes) assert.ok(w >= 24 && h >= 24, `${label} is ${w}x${h}`);
  await page.tap('#answer a.cite[data-label="S3"]');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'card-S3');
  await page.tap('#card-S3 button.back');
  await page.waitForFunction(() => document.activeElement && document.activeElement.matches('#answer a.cite[data-label="S3"]'));
  await page.waitForTimeout(600); // smooth scrolling
  assert.ok(await inView('#answer a.cite[data-label="S3"]'), 'back at the citation');
});

test('plain words: the route is a sentence, scores and the raw reason under Details, no mark inside an id', async () => {
  const plain = await page.textContent('#route-plain');
  assert.match(plain, /^The question asks which products are concerned/);
  assert.doesNotMatch(plain, /\(\?i\)|\\s|\/\(/, 'no regular expression in the sentence');
  assert.match(await page.textContent('#route-reason'), /matches the follow vocabulary/);
  assert.equal(await page.$$eval('#evidence .chip.score', (n) => n.length), 0, 'no scores on the cards');
  assert.match(await page.textContent('#scores'), /BULLETIN-2026-09#1 \d+\.\d{3}/);

  // "C-3" is a query term; SPEC-C3-R5#8 and SPEC-C3-R5 hold "C3" but are names.
  const marks = await page.evaluate(async () => {
    const { highlighter, appendHighlighted } = await import('/highlight.js');
    const hl = highlighter({
      terms: ['c-3', 'recall'],
      links: [{ part: 'BP-36-2', from: 'BULLETIN-2026-09#1', to: 'SPEC-C3-R5#8' }],
      evidence: [{ doc: 'SPEC-C3-R5', id: 'SPEC-C3-R5#8' }, { doc: 'RECALL-LOG', id: 'RECALL-LOG#1' }],
    });
    const p = document.createElement('p');
    appendHighlighted(p, 'The C-3 (see SPEC-C3-R5#8, SPEC-C3-R5 and RECALL-LOG) uses BP36-2; the recall names it.', hl);
    return [...p.querySelectorAll('mark')].map((m) => m.textContent);
  });
  assert.deepEqual(marks, ['C-3', 'BP36-2', 'recall']);
});

test('a computed figure is part of the answer', async () => {
  await ask(page, 'How many claims are open?', { persona: 'service' });
  assert.ok(await page.isVisible('#answer-section #figure'));
  assert.match(await page.textContent('#figure'), /^Computed from the records: \d/);
  assert.match(await page.textContent('#route-plain'), /asks for the number of the CLAIMS-2026 records/);
});

test('screenshots of the recall question on a phone, in English and in French', async () => {
  endpoint.set({ type: 'stream', chunks: ['The recall names battery pack BP-36-2 [S1]. ', 'The C-3 uses it [S2], and so does the S-2 [S3].'], delayMs: 5 });
  await page.selectOption('#lang', 'en');
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  const en = path.join(OUTPUT, 'recall-phone-en.png');
  await page.screenshot({ path: en });
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-en-full.png'), fullPage: true });

  await page.selectOption('#lang', 'fr');
  endpoint.set({ type: 'stream', chunks: ['Le rappel concerne le pack de batterie BP-36-2 [S1]. ', 'Voir les sources.'], delayMs: 5 });
  await ask(page, Q21_FR, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  assert.equal(await page.textContent('#answer-heading'), 'Réponse');
  const fr = path.join(OUTPUT, 'recall-phone-fr.png');
  await page.screenshot({ path: fr });
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-fr-full.png'), fullPage: true });
  console.log(`# phone screenshots: ${en} ${fr} (and -full.png)`);
  await page.selectOption('#lang', 'en');
  assert.deepEqual(foreignRequests(browser.requests), []);
  assert.deepEqual(browser.pageErrors.map(String), []);
});

test('copy answer: the question, the answer card and the sources by label and id, as text', async () => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  await page.tap('#copy-answer');
  await page.waitForFunction(() => document.getElementById('copy-answer-status').textContent !== '');
  assert.equal(await page.textContent('#copy-answer-status'), 'Copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith(`${Q21}\n\n`), copied.slice(0, 200));
  assert.ok(copied.includes(await page.$eval('#answer', (n) => n.innerText.trim())), 'the answer as shown');
  const [, sources] = copied.split('\nSources:\n');
  assert.deepEqual(sources.split('\n').map((l) => /\(([^()]+)\)$/.exec(l)?.[1]), Q21_IDS, sources);
  assert.ok(sources.split('\n').every((l, i) => l.startsWith(`[S${i + 1}] `)), sources);
  assert.doesNotMatch(copied, /<<evidence|route {3}|retrieved/, 'no prompt block and no trace line');
});
