// The situation filters on the page, looked for as an attacker would: record tables restricted by
// market and by date carry canary words (ids, about words, a column, values), and the service
// persona types them misspelled, cut short and exact in a market or on a date where the table
// does not apply. The bundle holds those tables (the bundle's boundary is the groups; market and
// date are filtered by the engine at every step), so the page must not show them: not as a
// correction ("read as"), not as the table a reason names, not anywhere in the DOM (trace, why,
// prompt included) or in what the page keeps outside the stored bundle. The same misspellings in a
// situation where the table applies are corrected, so the looking can see them.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, WWW, ensureBuilt, tempDir, buildBundles, startStaticServer, launch, openPage, ask, domText, allowClipboard,
  storageDump, storagePlaces, findNeedles,
} from './helpers.mjs';

const TABLES = [
  { id: 'PARCELS-MA', markets: 'MA', from: '', about: 'parcel, parcels, shipped', column: 'okapiroute', values: ['civetcarrier', 'ibexharbour'] },
  { id: 'FUTURE-2027', markets: '', from: '2027-06-01', about: 'quetzalfutur', column: 'tapircolumn', values: ['quetzalfuture', 'tapirvaluez'] },
];

/** Where each table applies, and where it does not: (market, date). */
const APPLIES = { 'PARCELS-MA': ['MA', '2026-11-29'], 'FUTURE-2027': ['MA', '2027-07-01'] };
const HIDDEN = { 'PARCELS-MA': ['FR', '2026-11-29'], 'FUTURE-2027': ['MA', '2026-11-29'] };

const words = (t) => [t.id, t.id.toLowerCase(), t.column, ...t.values];

/** Cut short, a letter dropped, two swapped. */
function misspellings(w) {
  const m = Math.floor(w.length / 2);
  return [w.slice(0, -1), w.slice(0, m) + w.slice(m + 1), w.slice(0, m) + w[m + 1] + w[m] + w.slice(m + 2)];
}

function corpus() {
  const dir = tempDir('situation-corpus');
  fs.cpSync(path.join(ROOT, 'corpus/atlas'), dir, { recursive: true });
  for (const t of TABLES) {
    const rows = t.values.map((v, i) => `K${i},${v},${i + 3}`).join('\n');
    fs.writeFileSync(path.join(dir, 'records', `${t.id}.csv`), [
      `# id: ${t.id}`, '# title: Canary table', '# groups: service', `# markets: ${t.markets}`,
      ...(t.from ? [`# valid_from: ${t.from}`] : []), `# about: ${t.about}`, '# measures: quantity = quantity',
      `key,${t.column},quantity`, rows, '',
    ].join('\n'));
  }
  return dir;
}

let corpusDir;
let bundlesDir;
let site;

before(async () => {
  ensureBuilt();
  corpusDir = corpus();
  bundlesDir = buildBundles(corpusDir);
  // The page loads the service folder: its head and chunks hold the tables.
  const folder = path.join(bundlesDir, 'service');
  const bytes = fs.readdirSync(folder).map((f) => fs.readFileSync(path.join(folder, f)).toString('latin1')).join('\n');
  for (const t of TABLES) assert.ok(bytes.includes(t.values[0]), `service/ holds ${t.id}`);
  site = await startStaticServer({ root: WWW, mounts: { '/bundles/': bundlesDir } });
});

after(async () => {
  await site?.close();
  for (const d of [corpusDir, bundlesDir]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

test('a table that does not apply in the asker\'s market or on their date shows none of its words on the page', async () => {
  const browser = await launch();
  try {
    await allowClipboard(browser.context, site.url);
    const page = await openPage(browser.context, `${site.url}?persona=service`);
    const hits = [];
    let asks = 0;
    let corrected = 0;
    for (const t of TABLES) {
      const typed = [...t.values.flatMap(misspellings), t.column.slice(0, -1)];
      const questions = [
        ...typed.map((w, i) => [`List ${w} records`, `How many ${w}?`, `combien de ${w} ?`][i % 3]),
        `How many ${t.about.split(', ').at(-1)}?`,
      ];
      for (const [situation, hidden] of [[HIDDEN[t.id], true], [APPLIES[t.id], false]]) {
        const [market, date] = situation;
        for (const q of questions) {
          await ask(page, q, { persona: 'service', market, date });
          // No model endpoint is configured: the known facts and the evidence are the answer.
          assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence', `answered: ${q}`);
          asks += 1;
          const dom = await domText(page, { skipValues: ['question'], copy: true });
          // The typed question is echoed in the prompt and the trace's terms: only what the
          // engine added counts, and no canary word is typed whole in these questions.
          const places = Object.entries(dom).map(([k, v]) => ({ where: `DOM ${k}`, text: String(v ?? '') }));
          const found = findNeedles(places, words(t).filter((w) => !q.includes(w)));
          if (hidden) for (const h of found) hits.push(`${market} ${date} "${q}": ${h}`);
          else if (found.length) corrected += 1;
        }
      }
    }
    assert.deepEqual(hits, [], 'no word of a table that does not apply reached the page');
    assert.ok(corrected >= 4, `the same misspellings where the table applies are read as its words (${corrected} of ${asks} asks)`);
    const dump = await storageDump(page);
    const kept = storagePlaces(dump).filter((p) => !/^cache /i.test(p.where));
    assert.deepEqual(findNeedles(kept, TABLES.flatMap(words)), [], 'nothing of them is kept outside the stored bundle');
  } finally {
    await browser.close();
  }
});
