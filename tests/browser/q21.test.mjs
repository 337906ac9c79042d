// Q21 end to end as service staff in Morocco: evidence, known facts, the links diagram, the
// streamed answer with its citations linked and the bogus one rejected; and what leaves the page.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  WWW, OUTPUT, Q21, Q21_FACTS, Q21_IDS, ensureBuilt, startStaticServer, startFakeEndpoint, launch,
  openPage, configureEndpoint, ask, evidenceIds, foreignRequests,
} from './helpers.mjs';

let site;
let endpoint;
let browser;
let page;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  browser = await launch();
  page = await openPage(browser.context, site.url);
  await configureEndpoint(page, { base: endpoint.base, key: 'sk-test-secret-123' });
});

after(async () => {
  await browser?.close();
  await endpoint?.close();
  await site?.close();
});

test('Q21 as service staff: evidence, known facts, links, streamed answer with citations', async () => {
  await ask(page, Q21, { persona: 'service', market: 'MA', date: '2026-11-29' });
  assert.equal(await page.getAttribute('html', 'data-answer'), 'done', await page.textContent('#answer-status'));

  assert.deepEqual(await evidenceIds(page), Q21_IDS);
  for (const id of Q21_IDS) {
    assert.ok(await page.isVisible(`#evidence .card[data-id="${id}"] .block-id`), `${id} visible`);
  }
  assert.equal(await page.textContent('#known-facts .fact'), Q21_FACTS);
  assert.equal(await page.textContent('#route'), 'follow');

  // Part numbers and query terms are highlighted in the cards.
  const parts = await page.$$eval('#evidence mark.part', (m) => m.map((x) => x.textContent));
  assert.ok(parts.includes('BP-36-2') && parts.includes('BP36-2'), `parts highlighted: ${parts}`);
  const terms = await page.$$eval('#evidence mark.term', (m) => m.map((x) => x.textContent.toLowerCase()));
  assert.ok(terms.includes('battery') && terms.includes('affected'), `terms highlighted: ${terms}`);

  // The links diagram: evidence -> part -> the two linked blocks with their products.
  const diagram = await page.textContent('#links-diagram');
  for (const s of ['BULLETIN-2026-09#1', 'BP-36-2', 'SPEC-C3-R5#8', 'C-3', 'WARR-S2-R1#2', 'S-2']) {
    assert.ok(diagram.includes(s), `diagram shows ${s}`);
  }

  // The answer: streamed, each supplied [Sn] a link to its card, [S7] rejected.
  const answer = await page.textContent('#answer');
  assert.match(answer, /The recall names battery pack BP-36-2 \[S1\]/);
  for (const label of ['S1', 'S2', 'S3']) {
    assert.equal(await page.getAttribute(`#answer a.cite[data-label="${label}"]`, 'href'), `#card-${label}`);
  }
  assert.equal(await page.$('#answer a.cite[data-label="S7"]'), null, 'S7 is not a link');
  assert.ok(await page.isVisible('#answer .cite.rejected[data-label="S7"]'), 'S7 marked rejected');
  assert.match(await page.textContent('#citation-summary'), /Rejected: S7/);

  // A citation link takes the user to its card.
  await page.click('#answer a.cite[data-label="S2"]');
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'card-S2');

  // The prompt is shown with its token count.
  assert.match(await page.textContent('#prompt-tokens'), /~\d+ tokens/);
  assert.ok((await page.textContent('#prompt-user')).startsWith(`Known facts: ${Q21_FACTS}`));

  const shot = path.join(OUTPUT, 'q21.png');
  await page.screenshot({ path: shot, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = path.join(OUTPUT, 'q21-phone.png');
  await page.screenshot({ path: phone, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  console.log(`# screenshot of the Q21 answer: ${shot} (phone size: ${phone})`);
});

test('per question exactly one request leaves the page, to the endpoint, with only the prompt', async () => {
  const questions = [
    { q: Q21, unsupplied: ['shipped with CH-25A chargers', 'BULLETIN-2026-02', 'SPEC-K1-R1', 'BP-24-1'] },
    { q: 'What tire pressure does the C-3 need?', unsupplied: ['BULLETIN-2026-09', 'swell after a deep discharge'] },
  ];
  for (const { q, unsupplied } of questions) {
    const postsBefore = endpoint.posts().length;
    const from = browser.requests.length;
    await ask(page, q, { persona: 'service', market: 'MA', date: '2026-11-29' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
    // The chunks a question reads come from the persona's own folder on the page's host (and
    // the rest of the folder is stored in the background): everything else is what leaves.
    const folder = new URL('bundles/service/', site.url).href;
    const ownChunk = (r) => r.method === 'GET' && r.url.startsWith(folder) && /^[tb]-[0-9a-f]{12}\.chunk$/.test(r.url.slice(folder.length));
    const sent = browser.requests.slice(from).filter((r) => !ownChunk(r));
    assert.equal(sent.length, 1, `one request per question, saw: ${sent.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    assert.equal(sent[0].method, 'POST');
    assert.equal(sent[0].url, `${endpoint.base}/chat/completions`);
    const posts = endpoint.posts().slice(postsBefore);
    assert.equal(posts.length, 1, 'the endpoint saw one POST');
    const { body, raw, headers, path: reqPath } = posts[0];

    // Exactly the prompt the page shows, as two messages; nothing else but model and stream.
    assert.deepEqual(Object.keys(body).sort(), ['messages', 'model', 'stream']);
    assert.equal(body.stream, true);
    assert.equal(body.model, 'fake-model');
    const shown = {
      system: await page.textContent('#prompt-system'),
      user: await page.textContent('#prompt-user'),
    };
    assert.deepEqual(body.messages, [
      { role: 'system', content: shown.system },
      { role: 'user', content: shown.user },
    ]);

    // The key only in the Authorization header; no referrer, no cookies.
    assert.equal(headers.authorization, 'Bearer sk-test-secret-123');
    assert.ok(!reqPath.includes('sk-test'), 'key not in the URL');
    assert.ok(!raw.includes('sk-test'), 'key not in the body');
    assert.equal(headers.referer, undefined, 'no referrer');
    assert.equal(headers.cookie, undefined, 'no cookies');

    // Nothing from the bundle beyond the supplied blocks; no persona or other metadata.
    for (const s of ['410 EUR', '"persona"', '"market"', ...unsupplied]) {
      assert.ok(!raw.includes(s), `request body must not hold ${s}`);
    }
    const suppliedTexts = await page.$$eval('#evidence .card .text', (ps) => ps.map((p) => p.textContent));
    for (const t of suppliedTexts) assert.ok(body.messages[1].content.includes(t), 'supplied block text is in the prompt');
  }

  // The page's prompt is the engine's prompt: ask the engine directly through the JS API.
  const direct = await page.evaluate(async (question) => {
    const atlas = await import('/atlas-engine.js');
    const engine = await atlas.load('/bundles/service/');
    const a = await engine.askAsync(question, { persona: 'service', market: 'MA', date: '2026-11-29' });
    const check = engine.checkCitations('See [S1] and [S9].', a);
    return { prompt: a.prompt, ids: a.evidence.map((e) => e.id), check, info: engine.info() };
  }, Q21);
  assert.deepEqual(direct.ids, Q21_IDS);
  assert.deepEqual(direct.check.unknown, ['S9']);
  assert.equal(direct.info.corpus, 'Atlas Bikes');
  assert.ok(direct.info.personas.includes('service'));
  // The link graph as [part, blocks] pairs: the page says them in its own words.
  assert.ok(direct.info.links.every(([p, n]) => typeof p === 'string' && Number.isInteger(n) && n > 0), JSON.stringify(direct.info.links));
  assert.equal(direct.info.links[0][0], 'BP-36-2');
  assert.ok(direct.info.links.some(([p]) => p === 'BP-36-3'));
  const q21Body = endpoint.posts().find((p) => p.body.messages[1].content.includes(`Question: ${Q21}`)).body;
  const unkey = (s) => s.replace(/\b[0-9a-f]{16}\b/g, 'KEY');
  assert.equal(q21Body.messages[0].content, direct.prompt.system);
  assert.equal(unkey(q21Body.messages[1].content), unkey(direct.prompt.user));

  assert.deepEqual(foreignRequests(browser.requests), [], 'no request left 127.0.0.1');
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], 'no CSP violations');
  assert.deepEqual(browser.pageErrors.map(String), [], 'no page errors');
});

test('labelled controls, keyboard use, and phone and tablet widths without sideways scrolling', async () => {
  const unlabelled = await page.$$eval('input, select, textarea, progress', (els) =>
    els.filter((e) => !e.labels || e.labels.length === 0).map((e) => e.id));
  assert.deepEqual(unlabelled, [], 'every control has a label');

  // Ask with the keyboard only: focus the question, type, Enter.
  await page.focus('#question');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(Q21);
  await page.evaluate(() => {
    delete document.documentElement.dataset.answer;
  });
  await page.keyboard.press('Enter');
  await page.waitForSelector('html[data-answer="done"]');
  assert.deepEqual(await evidenceIds(page), Q21_IDS);
  // Tab from the question reaches Ask (Stop is disabled), the folded recent questions, then the
  // situation controls, in order.
  const order = [];
  await page.focus('#question');
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement.id));
  }
  assert.deepEqual(order, ['ask', 'recent-summary', 'persona', 'market', 'date'], `tab order ${order}`);

  for (const viewport of [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at ${viewport.width}px (overflow ${overflow}px)`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('switching persona loads that persona\'s bundle with progress (manager: Q22)', async () => {
  await page.selectOption('#persona', 'manager');
  await page.waitForSelector('html[data-engine="ready"]');
  assert.match(await page.textContent('#progress-label'), /Downloading service\+sales\/head\.atlas: \d+ KB of \d+ KB/);
  assert.match(await page.textContent('#engine-info'), /service\+sales\/ · groups: service, sales · \d+ documents, \d+ blocks · links: BP-36-2 \(\d+\), BP-/);
  await ask(page, Q21, { persona: 'manager', market: 'MA', date: '2026-11-29' });
  const ids = await evidenceIds(page);
  for (const id of [...Q21_IDS, 'PRICE-PARTS-2026#1']) assert.ok(ids.includes(id), `${id} in ${ids}`);
  assert.ok((await page.textContent('#evidence')).includes('410 EUR'));
  await page.selectOption('#persona', 'service');
  await page.waitForSelector('html[data-engine="ready"]');
});
