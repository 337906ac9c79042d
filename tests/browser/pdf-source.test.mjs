// A question the demo corpus answers from its PDF (docs/SERVICE-S2-DRIVE-R1.pdf, sections from
// its outline): the page shows the PDF's block as an evidence card whose citation names the
// outline's section, and the prompt labels it the same way. The manual is the workshop's only:
// the sales desk's bundle does not have it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WWW, ensureBuilt, startStaticServer, launch, openPage, ask, evidenceIds, foreignRequests } from './helpers.mjs';

const DOC = 'SERVICE-S2-DRIVE-R1';
const QUESTION = 'How do I update the firmware of the S-2 controller?';

let site;
let browser;
let page;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  browser = await launch();
  page = await openPage(browser.context, site.url);
});

after(async () => {
  await browser?.close();
  await site?.close();
});

test('an answer from the PDF shows its card with the outline section it cites', async () => {
  const docs = path.join(ROOT, 'corpus/atlas/docs');
  assert.ok(fs.existsSync(path.join(docs, `${DOC}.pdf`)) && !fs.existsSync(path.join(docs, `${DOC}.md`)), `${DOC} is a PDF`);

  await ask(page, QUESTION, { persona: 'service', market: 'MA' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence', await page.textContent('#answer-status'));
  const ids = await evidenceIds(page);
  assert.equal(ids[0], `${DOC}#6`, `the firmware section comes first: ${ids}`);

  const card = page.locator(`#evidence .card[data-id="${DOC}#6"]`);
  assert.ok(await card.isVisible());
  assert.equal(await card.locator('h3 .doc').textContent(), DOC);
  assert.equal(await card.locator('h3 .section').textContent(), 'section 6');
  assert.equal(await card.locator('h3 .heading').textContent(), ' · Firmware update');
  assert.equal(await card.locator('.doc-title').textContent(), 'S-2 E-Scooter Drive Unit Workshop Manual, Revision 1');
  assert.match(await card.locator('.text').textContent(), /recovery mode/);

  const user = await page.textContent('#prompt-user');
  assert.ok(user.includes(`[S1] ${DOC}, section 6 (Firmware update; product S-2)`), 'the prompt labels it by its section');

  await ask(page, QUESTION, { persona: 'sales', market: 'MA' });
  const sales = await evidenceIds(page);
  assert.ok(sales.length > 0 && !sales.some((id) => id.startsWith(DOC)), `sales does not get the workshop manual: ${sales}`);

  assert.deepEqual(foreignRequests(browser.requests), [], 'no request left 127.0.0.1');
  assert.deepEqual(browser.pageErrors.map(String), [], 'no page errors');
});
