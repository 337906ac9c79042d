// Canary leaks through the page, looked for as an attacker would. A copy of the Atlas corpus gets
// a canary word in every section of every restricted document, a canary `note` in every
// restricted record, a part number only restricted documents mention, and in corpus.conf a sales-only
// column's labels and a glossary entry only the price list's words need; it is built with the
// atlas binary and served as the page's bundles. For the service and the sales persona, a wide
// set of questions is asked on the page (the fake endpoint answers with citations) and no canary
// of the other group, no id of a document the persona may not read and no part number only such
// documents mention may appear in: the DOM (outerHTML with the collapsed prompt and trace, text,
// form values), any request URL, header or body (as the browser sent it and as the endpoint got
// it), any response body (the bundle included: the page downloads only its own bundle folder's
// head and chunks), the
// console, or what the page stores (Cache Storage, IndexedDB, local and session storage).
//
// The question the user typed is echoed back on purpose in two places: the prompt's
// "Question: ..." line and the trace's "terms=[...]". Those two echoes are blanked before
// looking; the question box itself is not looked at. Everywhere else, the typed canary must not
// appear. The recent questions list (and its copy in localStorage) holds typed questions on
// purpose: it must be exactly the persona's last questions as typed, newest first, and another
// persona's page must list none of them.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, WWW, ensureBuilt, tempDir, buildBundles, startStaticServer, startFakeEndpoint, launch, openPage,
  configureEndpoint, ask, foreignRequests, watchConsole, recordResponses, storageDump, storagePlaces,
  findNeedles, domText, allowClipboard, swActive,
} from './helpers.mjs';

const SERVICE_DOCS = ['SERVICE-C3-R2', 'SERVICE-S2-R1', 'SERVICE-T7-R1', 'SERVICE-K1-R1', 'GUIDE-WORKSHOP-R3'];
const SALES_DOCS = ['PRICE-PARTS-2026'];
const SERVICE_RECORDS = ['CLAIMS-2026'];
const SALES_RECORDS = ['SALES-2026'];
const SERVICE_ONLY = [...SERVICE_DOCS, ...SERVICE_RECORDS];
const SALES_ONLY = [...SALES_DOCS, ...SALES_RECORDS];
const SERVICE_PART = 'QW-88-8';
const SALES_PART = 'QX-99-9';

/** The canary word of a restricted source: lower case, one token, found nowhere else. */
const canary = (id) => `qzcanary${id.toLowerCase().replace(/-/g, '')}`;

/** What only the configuration says of the sales-only sources: the labels of a column only the
 * sales table has (`salesnote`, in two languages) and a glossary entry whose corpus term only the
 * price list uses. The service folder's head must not carry them. */
const SALES_CONFIG = ['salesnote', 'Qzsaleslabelen', 'Qzsaleslabelfr', 'qzglossfrom', 'qzglossto'];

const PERSONAS = {
  service: {
    folder: 'service',
    own: SERVICE_ONLY,
    // Another group's canaries, ids and part number (also written without its dash).
    forbidden: [...SALES_ONLY, ...SALES_ONLY.map(canary), SALES_PART, SALES_PART.replace('-', ''), ...SALES_CONFIG],
  },
  sales: {
    folder: 'sales',
    own: SALES_ONLY,
    // WC-10.. are the claim record keys.
    forbidden: [...SERVICE_ONLY, ...SERVICE_ONLY.map(canary), SERVICE_PART, SERVICE_PART.replace('-', ''), 'WC-10'],
  },
};

/** corpus/atlas copied to a temp folder with the canaries in place. */
function canaryCorpus() {
  const dir = tempDir('canary-corpus');
  fs.cpSync(path.join(ROOT, 'corpus/atlas'), dir, { recursive: true });
  for (const id of [...SERVICE_DOCS, ...SALES_DOCS]) {
    const file = path.join(dir, 'docs', `${id}.md`);
    const part = SALES_DOCS.includes(id) ? SALES_PART : SERVICE_PART;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const out = [];
    let sections = 0;
    for (const line of lines) {
      out.push(line);
      if (line.startsWith('## ')) {
        const gloss = SALES_DOCS.includes(id) ? ' under the qzglossto rule' : '';
        out.push(`Internal note ${canary(id)} for part ${part} only${gloss}.`, '');
        sections += 1;
      }
    }
    assert.ok(sections > 0, `${id} has sections`);
    fs.writeFileSync(file, out.join('\n'));
  }
  for (const id of [...SERVICE_RECORDS, ...SALES_RECORDS]) {
    const file = path.join(dir, 'records', `${id}.csv`);
    let header = false;
    const out = fs.readFileSync(file, 'utf8').split('\n').map((line) => {
      if (line.startsWith('#') || !line.trim()) return line;
      if (!header) {
        header = true;
        return `${line},${SALES_RECORDS.includes(id) ? 'salesnote' : 'note'}`;
      }
      return `${line},${canary(id)}-${line.split(',')[0].toLowerCase()}`;
    });
    fs.writeFileSync(file, out.join('\n'));
  }
  fs.appendFileSync(path.join(dir, 'corpus.conf'),
    '\n[columns]\nsalesnote = Qzsaleslabelen\nsalesnote.fr = Qzsaleslabelfr\n[glossary]\nqzglossfrom = qzglossto\n');
  return dir;
}

/** The development cases, paraphrases, part numbers, canary words and restricted ids. */
function questions() {
  const dev = fs.readFileSync(path.join(ROOT, 'tests/cases/dev.jsonl'), 'utf8').split('\n').filter(Boolean)
    .map((l) => JSON.parse(l)).map((c) => ({ q: c.question, market: c.market }));
  const qs = [
    ...dev,
    'What do we charge dealers for a C-3 battery pack?',
    'price list battery packs EUR',
    'How many units did we sell in total?',
    'List all sales records',
    'How many claims are open?',
    'List all claims records',
    'What is the average repair time?',
    'Internal note for part only',
    'hall sensor cable motor connector',
    'Which models are affected by the charger recall?',
    `Which products use ${SALES_PART}?`,
    `Which bikes use ${SERVICE_PART.replace('-', '')}?`,
    `What is ${SALES_PART.replace('-', '')}?`,
    `Which scooters use ${SERVICE_PART}?`,
    ...[...SERVICE_ONLY, ...SALES_ONLY].map(canary),
    ...[...SERVICE_ONLY, ...SALES_ONLY],
    'PRICE-PARTS-2026#1',
    'CLAIMS-2026#WC-1002',
    'Which products does SALES-2026 apply to?',
  ].map((x) => (typeof x === 'string' ? { q: x, market: 'MA' } : x));
  const seen = new Set();
  return qs.filter(({ q }) => {
    assert.ok(!/[<>&"]/.test(q), `keep questions free of characters HTML or JSON escapes: ${q}`);
    if (seen.has(q)) return false;
    seen.add(q);
    return true;
  });
}

/** Blanks the two places that echo the typed question on purpose (prompt line, trace terms), and
 * the part numbers it types in their canonical spelling (the engine reads "QW88-8" as QW-88-8:
 * the question's own words, not a restricted block's). */
function scrub(text, q) {
  let out = String(text ?? '');
  for (const m of q.matchAll(/\b([A-Za-z]{2})-?(\d{2})-(\d)\b/g)) {
    out = out.replace(new RegExp(`${m[1]}-${m[2]}-${m[3]}`, 'gi'), '<typed part>');
  }
  return out
    .split(`Question: ${q}`).join('Question: <typed>')
    .split(`Question: ${JSON.stringify(q).slice(1, -1)}`).join('Question: <typed>')
    .replace(/terms=\[[^\]\n]*\]/g, 'terms=[<typed>]');
}

const ANSWER = ['The evidence says so [S1], ', 'see also [S2] and [S3]; ', 'and [S9].'];

/** What the recent questions list should hold after `typed` were asked: the last eight, as typed,
 * newest first, a question asked again (spacing and case aside) listed once. */
function recentAfter(typed) {
  const same = (s) => s.replace(/\s+/g, ' ').toLowerCase();
  const out = [];
  for (const q of [...typed].reverse().map((x) => x.trim())) if (!out.some((o) => same(o) === same(q))) out.push(q);
  return out.slice(0, 8);
}

let corpusDir;
let bundlesDir;
let site;
let endpoint;

before(async () => {
  ensureBuilt();
  corpusDir = canaryCorpus();
  bundlesDir = buildBundles(corpusDir);
  // Precondition: the canaries are in the bytes of the bundles that may hold them, so looking for
  // them in what the page downloads and stores means something.
  // The page loads a persona's folder (head and chunks): each file is looked at.
  for (const [persona, p] of Object.entries(PERSONAS)) {
    const dir = path.join(bundlesDir, p.folder);
    const files = fs.readdirSync(dir).map((f) => ({ where: `${p.folder}/${f}`, text: fs.readFileSync(path.join(dir, f)).toString('latin1') }));
    assert.ok(files.some((f) => f.where.endsWith('/head.atlas')) && files.length > 2, `${persona} folder: head and chunks`);
    for (const id of p.own) assert.ok(files.some((f) => f.text.includes(canary(id))), `${persona} folder holds ${canary(id)}`);
    assert.deepEqual(findNeedles(files, p.forbidden), [], `${p.folder}/ files`);
    if (persona === 'sales') {
      for (const c of SALES_CONFIG) assert.ok(files.some((f) => f.text.includes(c)), `sales folder holds ${c}`);
    }
  }
  site = await startStaticServer({ root: WWW, mounts: { '/bundles/': bundlesDir } });
  endpoint = await startFakeEndpoint();
  endpoint.set({ type: 'stream', chunks: ANSWER, delayMs: 0 });
});

after(async () => {
  await endpoint?.close();
  await site?.close();
  for (const d of [corpusDir, bundlesDir]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

for (const [persona, p] of Object.entries(PERSONAS)) {
  test(`${persona}: no other group's canary, id or part number reaches the page, its traffic or its storage`, async () => {
    const browser = await launch();
    try {
      const consoleLog = watchConsole(browser.context);
      const rec = recordResponses(browser.context);
      const siteStart = site.requests.length;
      const endpointStart = endpoint.state.requests.length;
      await allowClipboard(browser.context, site.url);
      const page = await openPage(browser.context, `${site.url}?persona=${persona}`);
      assert.equal(await page.inputValue('#persona'), persona);
      await configureEndpoint(page, { base: endpoint.base });

      const ownSeen = new Set();
      const ownSent = new Set();
      const ownCopied = new Set();
      const hits = [];
      let browserAt = browser.requests.length;
      let endpointAt = endpoint.state.requests.length;
      const asked = questions();
      const typed = [];
      for (const { q, market } of asked) {
        await ask(page, q, { persona, market });
        typed.push(q);
        assert.equal(await page.getAttribute('html', 'data-answer'), 'done', `answered: ${q}`);
        const { recent, ...dom } = await domText(page, { skipValues: ['question'], copy: true });
        // Typed on purpose, and only what was typed (never the engine's reading of it).
        assert.deepEqual(recent, recentAfter(typed), `recent questions after "${q}"`);
        if (typed.length === 1) {
          // Developer details are off (the default), so the prompt and the trace are hidden: the
          // looking reads them all the same.
          assert.equal(await page.isVisible('#prompt-user'), false);
          for (const id of ['prompt-user', 'trace']) {
            const hidden = await page.textContent(`#${id}`);
            assert.ok(hidden && dom.textContent.includes(hidden), `#${id} is looked at`);
          }
        }
        const places = Object.entries(dom).map(([k, v]) => ({ where: `DOM ${k}`, text: scrub(v, q) }));
        for (const r of browser.requests.slice(browserAt)) {
          places.push({ where: `request URL ${r.method} ${r.url}`, text: r.url });
          places.push({ where: `request body ${r.method} ${r.url}`, text: scrub(r.postData, q) });
          places.push({ where: `request headers ${r.method} ${r.url}`, text: JSON.stringify(r.headers) });
        }
        for (const r of endpoint.state.requests.slice(endpointAt)) {
          places.push({ where: `endpoint got ${r.method} ${r.path}`, text: `${r.path}\n${JSON.stringify(r.headers)}\n${scrub(r.raw, q)}` });
          for (const id of p.own) if (scrub(r.raw, q).includes(canary(id))) ownSent.add(id);
        }
        browserAt = browser.requests.length;
        endpointAt = endpoint.state.requests.length;
        for (const h of findNeedles(places, p.forbidden)) hits.push(`"${q}": ${h}`);
        const text = scrub(dom.textContent, q);
        for (const id of p.own) if (text.includes(canary(id))) ownSeen.add(id);
        for (const id of p.own) if (scrub(dom.copied, q).includes(id)) ownCopied.add(id);
      }
      // The copied answers name the persona's own documents among their sources: the looking
      // sees what "Copy answer" copies.
      assert.ok(ownCopied.size > 0, `${persona}'s copied answers name its own documents`);
      assert.deepEqual(hits, [], 'nothing restricted reached the DOM or the traffic');
      // The canaries the persona may read do show up, so the looking above can see them.
      assert.deepEqual([...ownSeen].sort(), [...p.own].sort(), `${persona} sees its own canaries`);
      assert.deepEqual([...ownSent].sort(), [...p.own].sort(), `${persona}'s prompts carry its own canaries`);
      const posts = endpoint.state.requests.slice(endpointStart).filter((r) => r.method === 'POST');
      assert.equal(posts.length, asked.length, 'one POST per question');

      // Response bodies the browser received (page and engine worker), and every file the
      // static server sent (service worker precache included).
      await rec.settle();
      const bodies = rec.responses.map((r) => ({
        where: `response ${r.status} ${r.url}`, text: `${r.url}\n${r.body ? r.body.toString('latin1') : ''}`,
      }));
      assert.deepEqual(findNeedles(bodies, p.forbidden), [], 'no response body holds anything restricted');
      const folderUrl = new URL(`bundles/${p.folder}/`, site.url).href;
      const bundleUrl = new URL('head.atlas', folderUrl).href;
      const manifestUrl = new URL('bundles/manifest.json', site.url).href;
      const got = rec.responses.filter((r) => r.url.includes('/bundles/') && r.url !== manifestUrl);
      assert.deepEqual(got.filter((r) => !r.url.startsWith(folderUrl)).map((r) => r.url), [],
        'the browser downloaded only files of its own bundle folder');
      assert.ok(got.some((r) => r.url === bundleUrl), 'its head among them');
      assert.ok(got.some((r) => /\/[tb]-[0-9a-f]{12}\.chunk$/.test(r.url)), 'and its chunks');
      assert.ok(got.some((r) => r.body && r.body.toString('latin1').includes(canary(p.own[0]))), 'and looked inside them');

      const served = site.requests.slice(siteStart);
      const bundleFiles = served.filter((r) => r.startsWith('GET /bundles/') && r !== 'GET /bundles/manifest.json');
      assert.deepEqual(bundleFiles.filter((r) => !r.startsWith(`GET /bundles/${p.folder}/`)), [],
        'the server sent only files of the persona\'s folder');
      assert.ok(bundleFiles.includes(`GET /bundles/${p.folder}/head.atlas`), 'its head among them');
      const files = [];
      for (const line of new Set(served)) {
        const urlPath = decodeURIComponent(new URL(line.split(' ')[1], site.url).pathname);
        const file = urlPath.startsWith('/bundles/')
          ? path.join(bundlesDir, urlPath.slice('/bundles/'.length))
          : path.join(WWW, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
        if (fs.existsSync(file) && fs.statSync(file).isFile()) {
          files.push({ where: `served ${line}`, text: `${line}\n${fs.readFileSync(file).toString('latin1')}` });
        }
      }
      assert.ok(files.length >= 8, `the server's files were looked at (${files.length})`);
      assert.deepEqual(findNeedles(files, p.forbidden), [], 'nothing the server sent holds anything restricted');

      // What the page keeps on the device.
      await swActive(page);
      const dump = await storageDump(page);
      // The stored recent questions are the typed ones, this persona's only; looked at above.
      assert.deepEqual(JSON.parse(dump.localStorage['atlas.recent']), { [persona]: recentAfter(typed) });
      delete dump.localStorage['atlas.recent'];
      const stored = storagePlaces(dump);
      assert.deepEqual(findNeedles(stored, p.forbidden), [], 'nothing restricted is stored');
      assert.ok(dump.caches.some((c) => c.entries.some((e) => e.url === bundleUrl)), 'its bundle is stored');
      assert.ok(findNeedles(stored, [canary(p.own[0])]).length > 0, 'the storage search sees the stored bundle');
      assert.deepEqual(dump.indexedDB, [], 'the page keeps nothing in IndexedDB');

      // The console: the watcher works, and nothing restricted was logged.
      await page.evaluate(() => console.log('console-probe'));
      await page.waitForFunction(() => true);
      assert.ok(consoleLog.some((m) => m.includes('console-probe')), 'console messages are collected');
      assert.deepEqual(findNeedles(consoleLog.map((m, i) => ({ where: `console #${i}`, text: m })), p.forbidden), []);

      assert.deepEqual(foreignRequests(browser.requests), []);
      assert.deepEqual(browser.pageErrors.map(String), []);
      assert.ok(endpoint.state.requests.length > endpointStart);

      // Last, as it loads another bundle: on the same device, the other persona's page lists none
      // of the questions asked as this one (typed canaries of that persona's group among them).
      const other = Object.keys(PERSONAS).find((x) => x !== persona);
      await page.selectOption('#persona', other);
      await page.waitForSelector('html[data-engine="ready"]');
      const { recent: otherRecent } = await domText(page, { skipValues: ['question'] });
      assert.deepEqual(otherRecent, [], `${other} lists none of ${persona}'s questions`);
      assert.equal(await page.isVisible('#recent'), false);
      await page.selectOption('#persona', persona);
      await page.waitForSelector('html[data-engine="ready"]');
      assert.deepEqual((await domText(page, { skipValues: ['question'] })).recent, recentAfter(typed), `back to ${persona}: its list`);
    } finally {
      await browser.close();
    }
  });
}
