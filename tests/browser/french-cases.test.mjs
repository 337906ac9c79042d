// The French questions of the development set (tests/cases/generated.jsonl, kind "french"),
// asked through the page as a technician does on a phone: a French browser, the persona, market
// and date each case names set in the pickers, no model (evidence only). Each case passes when
// the route badge is the case's route, every `must` block is among the cards shown and no
// `must_not` block is, and a figure case shows its figure (in French notation), a no-figure
// case none. `atlas eval` runs the same cases natively; this shows the page agrees.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, WWW, ensureBuilt, startStaticServer, launch, openPage, ask, evidenceIds, foreignRequests,
} from './helpers.mjs';

const PHONE = { width: 390, height: 844 };
// Personas in corpus.conf's order, so the page loads each bundle once.
const PERSONAS = ['service', 'sales', 'manager'];

const CASES = fs.readFileSync(path.join(ROOT, 'tests/cases/generated.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l))
  .filter((c) => c.kind === 'french')
  .sort((a, b) => PERSONAS.indexOf(a.persona) - PERSONAS.indexOf(b.persona));

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

/** "Calculé à partir des enregistrements : 1,5" -> 1.5; null when no figure is shown. */
async function shownFigure(page) {
  const fig = await page.$eval('#figure', (p) => (p.hidden ? null : p.textContent));
  if (fig === null) return null;
  const m = /:\s*([-\d\s\u00a0\u202f]+(?:,\d+)?)\s*$/.exec(fig);
  assert.ok(m, `figure text ${JSON.stringify(fig)} ends with a number in French notation`);
  return Number(m[1].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
}

test('the French development cases pass through the page in French, on a phone', async () => {
  assert.ok(CASES.length >= 30, `at least 30 French cases in generated.jsonl, found ${CASES.length}`);
  const page = await openPage(browser.context, `${site.url}?sw=off`);
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  const failures = [];
  for (const c of CASES) {
    await ask(page, c.question, { persona: c.persona, market: c.market, date: c.date });
    const why = [];
    const state = await page.getAttribute('html', 'data-answer');
    if (state !== 'evidence') why.push(`page state ${state}`);
    const route = await page.textContent('#route');
    if (route !== c.route) why.push(`route ${route} (expected ${c.route})`);
    const shown = new Set(await evidenceIds(page));
    const missing = c.must.filter((id) => !shown.has(id));
    const forbidden = c.must_not.filter((id) => shown.has(id));
    if (missing.length) why.push(`missing ${missing.join(', ')}`);
    if (forbidden.length) why.push(`shown but must not be: ${forbidden.join(', ')}`);
    if ('figure' in c) {
      const fig = await shownFigure(page);
      const ok = c.figure === null ? fig === null : fig !== null && Math.abs(fig - c.figure) < 1e-9;
      if (!ok) why.push(`figure ${fig} (expected ${c.figure})`);
    }
    if (why.length) failures.push(`${c.id} "${c.question}" (${c.persona}, ${c.market}, ${c.date}): ${why.join('; ')}`);
  }
  const passed = CASES.length - failures.length;
  console.log(`French cases through the page: ${passed}/${CASES.length} passed`);
  assert.deepEqual(failures, [], `${passed}/${CASES.length} French cases passed through the page`);
  assert.deepEqual(foreignRequests(browser.requests), []);
  assert.deepEqual(browser.pageErrors, []);
});
