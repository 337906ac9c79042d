// The page on a phone (390 x 844): after asking, the answer is in view; the sources follow the
// answer directly and the rest (known facts, route, links, scores, prompt, trace) waits under a
// closed Details; a computed figure is part of the answer; citation links are at least 24 px
// tap targets; from a source one tap leads back to the answer. The question bar is sticky: Stop
// while an answer streams and the question box after it are on screen wherever the page is
// scrolled, and what the page scrolls to is not under the bar. Plain words: the route is a
// sentence, scores are not on the cards, query terms are never marked inside an id, and Details
// show no regular expression, route name, score, prompt or trace unless Settings' developer
// details are on. Recent questions are kept per persona, as typed. Screenshots of the recall
// question in French and in English, light and dark, land in tests/browser/output/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  WWW, OUTPUT, Q21, Q21_IDS, Q21_ANSWER, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, ask,
  configureEndpoint, evidenceIds, foreignRequests, pickLanguage,
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

/** The element is wholly on screen and a tap at its middle reaches it (nothing covers it). */
const reachable = (sel) => page.$eval(sel, (n) => {
  const r = n.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.top >= 0 && r.bottom <= window.innerHeight && Boolean(hit) && (hit === n || n.contains(hit));
});

/** How far `sel`'s top is below the question bar's bottom (negative: under the bar). */
const belowBar = (sel) => page.$eval(sel, (n) => n.getBoundingClientRect().top - document.getElementById('ask-bar').getBoundingClientRect().bottom);

test('after asking, the answer is in view, the sources follow it, the rest is under Details', async () => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  assert.ok(await inView('#answer-section'), 'the answer is scrolled into view');
  assert.ok(await belowBar('#answer-section') >= 0, 'its top is not under the question bar');
  assert.ok(await reachable('#question'), 'the question box is on screen without scrolling');
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
  await page.waitForTimeout(600); // smooth scrolling
  assert.ok(await belowBar('#card-S3') >= 0, 'the source is not under the question bar');
  await page.tap('#card-S3 button.back');
  await page.waitForFunction(() => document.activeElement && document.activeElement.matches('#answer a.cite[data-label="S3"]'));
  await page.waitForTimeout(600); // smooth scrolling
  assert.ok(await inView('#answer a.cite[data-label="S3"]'), 'back at the citation');
});

test('plain words: the route is a sentence; Details show the engine\'s own words only with developer details on', async () => {
  const plain = await page.textContent('#route-plain');
  assert.match(plain, /^The question asks which products are concerned/);
  const ENGINE_WORDS = /\(\?i\)|\\[sbdw]|\/\(|\b(FOLLOW|SEARCH|LIST|CALCULATE)\b|\b\d+\.\d{3}\b|<<evidence|retrieved/;
  assert.doesNotMatch(plain, ENGINE_WORDS, 'no regular expression in the sentence');
  assert.equal(await page.$$eval('#evidence .chip.score', (n) => n.length), 0, 'no scores on the cards');

  // Off (the default): Details open show the known facts and the links, in plain words.
  assert.equal(await page.getAttribute('html', 'data-developer'), 'off');
  assert.equal(await page.isChecked('#developer'), false);
  await page.tap('#details > summary');
  await page.$$eval('#details details', (d) => d.forEach((x) => { x.open = true; }));
  const details = await page.$eval('#details', (d) => d.innerText);
  assert.match(details, /Known facts/);
  assert.match(details, /Links followed/);
  assert.doesNotMatch(details, ENGINE_WORDS, details);
  for (const id of ['route', 'route-reason', 'scores', 'prompt-user', 'trace', 'copy-prompt']) {
    assert.equal(await page.isVisible(`#${id}`), false, `#${id} hidden`);
  }
  // Hidden, not gone: the leak tests read them in the DOM either way.
  assert.match(await page.textContent('#route-reason'), /matches the follow vocabulary/);

  // On: the route's name, the engine's reason, the scores, the prompt and the trace, as they were.
  await page.$eval('#settings', (d) => { d.open = true; });
  await page.check('#developer');
  for (const id of ['route', 'route-reason', 'scores', 'prompt-user', 'trace', 'copy-prompt']) {
    assert.equal(await page.isVisible(`#${id}`), true, `#${id} shown`);
  }
  assert.match(await page.textContent('#route-reason'), /matches the follow vocabulary/);
  assert.match(await page.textContent('#scores'), /BULLETIN-2026-09#1 \d+\.\d{3}/);
  assert.match(await page.$eval('#details', (d) => d.innerText), /\bFOLLOW\b/, 'the route\'s name, as the badge shows it');
  // Kept on this device: a reload (which asks the address's question again) keeps it on.
  await page.reload();
  await page.waitForSelector('html[data-answer="done"]');
  assert.equal(await page.getAttribute('html', 'data-developer'), 'on');
  assert.equal(await page.isChecked('#developer'), true);
  await page.$eval('#settings', (d) => { d.open = true; });
  await page.uncheck('#developer');
  assert.equal(await page.getAttribute('html', 'data-developer'), 'off');
  await page.$eval('#settings', (d) => { d.open = false; });

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
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky bar in its place
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-en-full.png'), fullPage: true });

  await pickLanguage(page, 'fr');
  endpoint.set({ type: 'stream', chunks: ['Le rappel concerne le pack de batterie BP-36-2 [S1]. ', 'Voir les sources.'], delayMs: 5 });
  await ask(page, Q21_FR, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  assert.equal(await page.textContent('#answer-heading'), 'Réponse');
  const fr = path.join(OUTPUT, 'recall-phone-fr.png');
  await page.screenshot({ path: fr });
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky bar in its place
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-fr-full.png'), fullPage: true });

  // Dark, as the system says: the page's own colours, not the light ones.
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await page.$eval('body', (b) => getComputedStyle(b).backgroundColor), 'rgb(11, 18, 32)');
  assert.equal(await page.$eval('#evidence .card', (c) => getComputedStyle(c).backgroundColor), 'rgb(17, 26, 43)');
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-fr-dark.png') });
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky bar in its place
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-fr-dark-full.png'), fullPage: true });
  await page.selectOption('#lang', 'en');
  endpoint.set({ type: 'stream', chunks: ['The recall names battery pack BP-36-2 [S1]. ', 'The C-3 uses it [S2], and so does the S-2 [S3]; not the K-1 [S7].'], delayMs: 5 });
  await ask(page, Q21, { persona: 'service' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-en-dark.png') });
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky bar in its place
  await page.screenshot({ path: path.join(OUTPUT, 'recall-phone-en-dark-full.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  console.log(`# phone screenshots: ${en} ${fr} (and -full.png, -dark.png, -dark-full.png)`);
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

test('the question bar: Stop on screen while an answer streams, the question box after it, wherever the page is scrolled', async () => {
  endpoint.set({ type: 'stream', chunks: Q21_ANSWER, delayMs: 1500 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await ask(page, Q21, { persona: 'service', wait: 'none' });
  await page.waitForSelector('html[data-answer="streaming"]');
  assert.ok(await reachable('#stop'), 'Stop on screen while the answer streams');
  assert.ok(await belowBar('#answer-section') >= 0, 'the answer\'s top is not under the bar');
  assert.ok(await reachable('#answer-heading'));
  for (const where of ['middle', 'end']) {
    await page.evaluate((w) => {
      const h = document.documentElement.scrollHeight;
      window.scrollTo(0, w === 'end' ? h : h / 2);
    }, where);
    assert.ok(await page.evaluate(() => window.scrollY > 600), 'scrolled well past the form');
    assert.ok(await reachable('#stop'), `Stop on screen (${where} of the page)`);
    assert.ok(await reachable('#question'), `the question box on screen (${where} of the page)`);
  }
  await page.tap('#stop');
  await page.waitForSelector('html[data-answer="stopped"]');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'question');
  assert.ok(await reachable('#question'));
  // A wide screen keeps the bar too, and it still covers nothing the page scrolls to.
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    assert.ok(await reachable('#question') && await reachable('#stop'), 'on a wide screen');
    await page.evaluate(() => document.getElementById('answer-section').scrollIntoView({ block: 'start' }));
    assert.ok(await belowBar('#answer-section') >= 0, 'wide: the answer\'s top is not under the bar');
  } finally {
    await page.setViewportSize(PHONE);
  }
});

test('recent questions: per persona, as typed, newest first, once each, at most eight; a tap asks again', async () => {
  const listed = () => page.$$eval('#recent-list .recent-question', (b) => b.map((x) => x.textContent));
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('atlas.recent') || '{}'));
  // This page asked before: start from an empty list.
  assert.ok(await page.isVisible('#recent'), 'the questions asked above are listed');
  await page.tap('#recent > summary');
  await page.tap('#recent-clear');
  assert.equal(await page.isVisible('#recent'), false, 'cleared');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'question');

  endpoint.set({ type: 'stream', chunks: ['See [S1].'], delayMs: 0 });
  // Misspelt: the engine reads it as corpus words; the list keeps the words as typed.
  const typo = 'wich prodcts are afected by the batery recal?';
  const claims = 'how many  CLAIMS are open?';
  await ask(page, `  ${typo}  `, { persona: 'service' });
  await ask(page, 'How many claims are open?', { persona: 'service' });
  await ask(page, claims, { persona: 'service' });
  assert.deepEqual(await listed(), [claims, typo], 'newest first, a question asked again listed once');
  assert.equal(await page.textContent('#recent-count'), '(2)');
  assert.equal(await page.$eval('#recent', (d) => d.open), false, 'folded under the question box');

  // One tap puts it back in the box and asks it.
  await page.tap('#recent > summary');
  await page.evaluate(() => { delete document.documentElement.dataset.answer; });
  await page.tap('#recent-list .recent-question >> nth=1');
  await page.waitForSelector('html[data-answer="done"]');
  assert.equal(await page.inputValue('#question'), typo);
  assert.equal(new URL(page.url()).searchParams.get('q'), typo);
  assert.deepEqual(await listed(), [typo, claims]);

  // Another persona has its own list: none of these.
  await page.selectOption('#persona', 'sales');
  assert.equal(await page.isVisible('#recent'), false, 'the sales persona lists none of service\'s questions');
  assert.deepEqual(await listed(), []);
  await page.waitForSelector('html[data-engine="ready"]');
  await ask(page, 'How many units did we sell in total?', { persona: 'sales' });
  assert.deepEqual(await listed(), ['How many units did we sell in total?']);
  await page.selectOption('#persona', 'service');
  await page.waitForSelector('html[data-engine="ready"]');
  assert.deepEqual(await listed(), [typo, claims]);
  assert.deepEqual(await stored(), { service: [typo, claims], sales: ['How many units did we sell in total?'] });

  // In French too.
  await pickLanguage(page, 'fr');
  assert.equal(await page.textContent('#recent > summary > span'), 'Questions récentes');
  assert.equal(await page.textContent('#recent-clear'), 'Effacer cette liste');
  await page.selectOption('#lang', 'en');

  // Eight at most, the same question (spacing and case aside) once.
  const capped = await page.evaluate(async () => {
    const { remember, recentOf } = await import('/recent.js');
    for (let i = 1; i <= 10; i += 1) remember('service', `question ${i}`);
    remember('service', 'QUESTION  3');
    return recentOf('service');
  });
  assert.deepEqual(capped, ['QUESTION  3', 'question 10', 'question 9', 'question 8', 'question 7', 'question 6', 'question 5', 'question 4']);

  // Clearing clears this persona's list only.
  await page.tap('#recent > summary');
  await page.tap('#recent-clear');
  assert.equal(await page.isVisible('#recent'), false);
  assert.deepEqual(await stored(), { sales: ['How many units did we sell in total?'] });
  assert.deepEqual(browser.pageErrors.map(String), []);
});
