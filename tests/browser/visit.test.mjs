// Return visits: the page comes from the service worker's copy without waiting for the network,
// and a new deploy of the page is what the next visit gets; a stored bundle copy that is damaged
// is never used: a damaged head is downloaded again online, and offline the page says it is
// damaged; a damaged stored chunk is refused by the engine and fetched again.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { WWW, Q21, Q21_IDS, ensureBuilt, tempDir, startStaticServer, launch, openPage, ask, evidenceIds, chunksRead, swControls } from './helpers.mjs';

let deployDir;

before(() => {
  ensureBuilt();
  deployDir = tempDir('deploy');
  fs.cpSync(WWW, deployDir, { recursive: true });
});

after(() => {
  if (deployDir) fs.rmSync(deployDir, { recursive: true, force: true });
});

const controlled = (page) => swControls(page);

async function reload(page) {
  await page.reload();
  await page.waitForSelector('html[data-engine="ready"], html[data-engine="error"]', { timeout: 30000 });
}

test('a new deploy of the page is served from the next visit on, never half of it', async () => {
  const site = await startStaticServer({ root: deployDir });
  const browser = await launch();
  try {
    const page = await openPage(browser.context, site.url);
    await controlled(page);
    await reload(page);
    const deployed = (p) => p.$eval('meta[name="atlas-test-deploy"]', (m) => m.content).catch(() => null);
    assert.equal(await deployed(page), null);

    const index = path.join(deployDir, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<head>', '<head>\n  <meta name="atlas-test-deploy" content="2">'));
    const asked = site.requests.length;
    await reload(page);
    // This visit ran from the stored copy; the check for a new deploy followed the page's load.
    assert.equal(await deployed(page), null, 'the stored page answers at once');
    const stored = () => page.evaluate(async () => {
      const res = await caches.match(new URL('index.html', location.href).href);
      return Boolean(res) && (await res.text()).includes('atlas-test-deploy');
    });
    for (let waited = 0; !(await stored()); waited += 100) {
      assert.ok(waited < 15000, 'the new deploy was stored within 15 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const checked = site.requests.slice(asked).filter((r) => /^GET \/(app\.min\.js|pkg\/atlas_bg\.wasm|index\.html)$/.test(r));
    assert.equal(new Set(checked).size, 3, `every shell file was checked: ${checked}`);

    await reload(page);
    assert.equal(await deployed(page), '2', 'the next visit has the new deploy');
    assert.equal(await page.getAttribute('html', 'data-engine'), 'ready');
  } finally {
    await browser.close();
    await site.close();
  }
});

/** Changes one byte of a stored file (a bundle's head or chunk) in the page's Cache Storage. */
const damage = (page, file) => page.evaluate(async (f) => {
  // One byte of the payload changed; the stored headers (a head's crc32) are kept.
  const cache = await caches.open('atlas-bundles-v1');
  const url = new URL(`bundles/${f}`, location.href).href;
  const stored = await cache.match(url);
  if (!stored) throw new Error(`${f} is not stored`);
  const bytes = new Uint8Array(await stored.arrayBuffer());
  bytes[bytes.length - 100] ^= 0xff;
  await cache.put(url, new Response(bytes, { headers: stored.headers }));
}, file);

test('a damaged stored head is never used: downloaded again online, refused offline', async () => {
  const site = await startStaticServer({ root: WWW });
  const browser = await launch();
  try {
    const page = await openPage(browser.context, `${site.url}?persona=service`);
    await controlled(page);
    const downloads = () => site.requests.filter((r) => r === 'GET /bundles/service/head.atlas').length;
    assert.equal(downloads(), 1);

    await damage(page, 'service/head.atlas');
    await reload(page);
    assert.equal(await page.getAttribute('html', 'data-engine'), 'ready');
    assert.equal(downloads(), 2, 'the damaged copy was downloaded again');
    assert.equal(await page.$$eval('#notices .notice', (n) => n.length), 0, 'the same build again: no "new build" notice');

    await damage(page, 'service/head.atlas');
    await browser.context.setOffline(true);
    await site.close();
    await reload(page);
    assert.equal(await page.getAttribute('html', 'data-engine'), 'error');
    assert.match(await page.textContent('#bundle-status'), /service\/head\.atlas is damaged \(its checksum does not match\)/);
  } finally {
    await browser.context.setOffline(false).catch(() => {});
    await browser.close();
    await site.close().catch(() => {});
  }
});

test('a damaged stored chunk is refused by the engine and fetched again; the answer is unchanged', async () => {
  // A chunk Q21 reads from a fresh head (the engine's own answer, in Node).
  const folder = path.join(WWW, 'bundles', 'service');
  const read = await chunksRead(folder, Q21, { persona: 'service', market: 'MA', date: '2026-11-29' });
  assert.ok(read.length > 0, 'Q21 reads chunks');
  const chunk = read[0];
  const site = await startStaticServer({ root: WWW });
  const browser = await launch();
  try {
    const page = await openPage(browser.context, `${site.url}?persona=service`);
    await ask(page, Q21, { persona: 'service' });
    assert.deepEqual(await evidenceIds(page), Q21_IDS);
    // Every chunk stored (the background store), the one Q21 read among them.
    await page.waitForSelector('#offline-progress[data-percent="100"]', { timeout: 30000 });
    await controlled(page);
    const fetched = () => site.requests.filter((r) => r === `GET /bundles/service/${chunk}`).length;
    assert.equal(fetched(), 1);

    await damage(page, `service/${chunk}`);
    await reload(page);
    assert.equal(await page.getAttribute('html', 'data-engine'), 'ready');
    await ask(page, Q21, { persona: 'service' });
    assert.deepEqual(await evidenceIds(page), Q21_IDS, 'the same answer, from the chunk fetched again');
    assert.equal(fetched(), 2, `the damaged ${chunk} was fetched again`);
    // A question's chunks are written once the page has drawn its answer: waited for.
    const right = fs.readFileSync(path.join(folder, chunk));
    let restored = null;
    for (let i = 0; i < 50 && !(restored && Buffer.from(restored).equals(right)); i++) {
      if (i) await page.waitForTimeout(100);
      restored = await page.evaluate(async (f) => {
        const stored = await (await caches.open('atlas-bundles-v1')).match(new URL(`bundles/service/${f}`, location.href).href);
        return stored ? Array.from(new Uint8Array(await stored.arrayBuffer())) : null;
      }, chunk);
    }
    assert.ok(restored && Buffer.from(restored).equals(right), 'the stored copy is the right one again');
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
    await site.close().catch(() => {});
  }
});
