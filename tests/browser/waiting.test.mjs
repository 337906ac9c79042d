// The tests' own waits. page.waitForFunction takes the Promise an async function returns as
// truthy and passes at once: eleven waits on a service worker or a cache waited for nothing, and
// the offline reload in Spanish (i18n.test.mjs) failed on a loaded machine. waitInPage awaits the
// condition in the page; these tests hold that it waits, and that no test goes back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, launch, waitInPage } from './helpers.mjs';

test('waitInPage waits for an async condition, names it when it never holds, and outlives a navigation', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await page.setContent('<p>waiting</p>');
    await page.evaluate(() => setTimeout(() => { window.ready = true; }, 600));
    const started = Date.now();
    await waitInPage(page, async () => {
      await new Promise((r) => setTimeout(r, 10));
      return window.ready === true;
    });
    assert.ok(Date.now() - started >= 500, 'resolved only once the condition held');
    assert.equal(await page.evaluate(() => window.ready), true);

    await assert.rejects(
      waitInPage(page, async () => false, null, { timeout: 400, what: 'a condition that never holds' }),
      /waited 400 ms for a condition that never holds/,
    );

    // A reload between polls: the next poll asks the new document.
    await page.goto('data:text/html,<p>one</p>');
    const reloading = page.goto('data:text/html,<p>two</p>');
    await waitInPage(page, async (text) => document.body?.textContent === text, 'two');
    await reloading;
  } finally {
    await browser.close();
  }
});

test('no browser test waits with page.waitForFunction on an async function', () => {
  const dir = path.join(ROOT, 'tests/browser');
  const found = [];
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.mjs'))) {
    fs.readFileSync(path.join(dir, f), 'utf8').split('\n').forEach((line, i) => {
      if (/waitForFunction\(\s*async\b/.test(line)) found.push(`${f}:${i + 1}`);
    });
  }
  assert.deepEqual(found, [], 'use waitInPage (helpers.mjs): waitForFunction does not await an async condition');
});
