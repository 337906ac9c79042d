// The engine as an npm package (scripts/npm-package.mjs): packed with `npm pack`, installed with
// `npm install --offline` into a fresh folder (it has no dependencies, so nothing is fetched),
// then used as a demo builder would, by its name: once from a plain `node` script and once from a
// page in Chromium, both answering Q21 from the service bundle in www/bundles. What each must and
// must not supply is dev.jsonl's Q21.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, WWW, ensureBuilt, tempDir, startStaticServer, launch, foreignRequests } from './helpers.mjs';
import { buildPackage, NAME } from '../../scripts/npm-package.mjs';

const Q21 = fs
  .readFileSync(path.join(ROOT, 'tests/cases/dev.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l))
  .find((c) => c.id === 'Q21-linked-products');
const SITUATION = { persona: Q21.persona, market: Q21.market, date: Q21.date ?? '2026-11-29' };
// The persona's bundle folder, as scripts/build-web leaves it: its head and chunks.
const BUNDLE = path.join(WWW, 'bundles', Q21.persona);

let tmp;
let app;
let tarball;

function checkEvidence(ids, where) {
  for (const id of Q21.must) assert.ok(ids.includes(id), `${where}: ${id} must be supplied, got ${ids}`);
  for (const id of Q21.must_not) assert.ok(!ids.includes(id), `${where}: ${id} must not be supplied, got ${ids}`);
}

before(() => {
  ensureBuilt();
  tmp = tempDir('npm');
  ({ tarball } = buildPackage(tmp));
  app = path.join(tmp, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  // Its own cache: an empty one proves nothing comes from earlier installs.
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--cache', path.join(tmp, 'cache'), tarball], {
    cwd: app,
    stdio: 'pipe',
  });
});

after(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the packed package has exports, types, the wasm and no dependencies', () => {
  const installed = path.join(app, 'node_modules', NAME);
  const pkg = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.equal(pkg.name, NAME);
  assert.equal(pkg.dependencies, undefined, 'no dependencies');
  assert.equal(pkg.exports['.'].default, './atlas-engine.js');
  assert.equal(pkg.exports['.'].types, pkg.types);
  for (const f of [pkg.types, pkg.exports['.'].default, pkg.exports['./atlas_bg.wasm']]) {
    assert.ok(fs.existsSync(path.join(installed, f)), `${f} is in the package`);
  }
  const wasm = fs.readFileSync(path.join(installed, pkg.exports['./atlas_bg.wasm']));
  assert.deepEqual([...wasm.subarray(0, 4)], [0, 0x61, 0x73, 0x6d], 'the wasm is a wasm module');
  assert.ok(fs.readFileSync(path.join(installed, pkg.types), 'utf8').includes('export function load('));
});

test('node: a script imports the package by name and answers Q21 from a bundle folder', () => {
  const script = path.join(app, 'ask.mjs');
  fs.writeFileSync(
    script,
    `import { load } from '${NAME}';
const [bundle, question, situation] = process.argv.slice(2);
const atlas = await load(bundle);
const atLoad = atlas.progress();
const answer = await atlas.ask(question, JSON.parse(situation));
const missingBytes = atlas.missing().reduce((n, c) => n + c.bytes, 0);
const afterAsk = atlas.progress();
// Once every chunk is held, ask answers without a Promise.
await atlas.prefetchAll();
const again = atlas.ask(question, JSON.parse(situation));
const done = atlas.progress();
console.log(JSON.stringify({ route: answer.route, ids: answer.evidence.map((e) => e.id), facts: answer.known_facts,
  sync: !(again instanceof Promise) && again.route === answer.route, left: atlas.missing().length,
  atLoad, afterAsk, missingBytes, done }));
`,
  );
  const out = execFileSync('node', [script, BUNDLE, Q21.question, JSON.stringify(SITUATION)], { cwd: app, encoding: 'utf8' });
  const got = JSON.parse(out);
  assert.equal(got.route, Q21.route);
  checkEvidence(got.ids, 'node');
  assert.ok(got.facts.some((f) => f.includes(Q21.must[1])), `known facts name the linked block: ${got.facts}`);
  assert.equal(got.sync, true, 'a fully held bundle answers synchronously');
  assert.equal(got.left, 0);
  // Progress is the bytes of the chunks fetched since load, of all the chunks not held then.
  assert.equal(got.atLoad.loaded, 0);
  assert.ok(got.atLoad.total > 0);
  assert.ok(got.afterAsk.loaded > 0 && got.afterAsk.loaded < got.atLoad.total, JSON.stringify(got.afterAsk));
  assert.equal(got.afterAsk.loaded, got.atLoad.total - got.missingBytes, 'the question\'s chunks, counted once each');
  assert.deepEqual(got.done, { loaded: got.atLoad.total, total: got.atLoad.total });
});

// A phone or a paste may give letters decomposed (NFD: "e" and U+0301 for "é", "I" and U+0307
// for "İ"); the bundle's text is composed. The package composes the question before the engine
// reads it, so the two spellings are one question: the same reading, figure and evidence.
test('node: a question typed decomposed (NFD) is read as the composed one', () => {
  const script = path.join(app, 'nfd.mjs');
  fs.writeFileSync(
    script,
    `import { load } from '${NAME}';
const [bundle, question, situation] = process.argv.slice(2);
const atlas = await load(bundle);
const said = async (q) => {
  const a = await atlas.ask(q, JSON.parse(situation));
  return { route: a.route, figure: a.figure ?? null, ids: a.evidence.map((e) => e.id),
    reading: a.trace.filter((l) => l.startsWith('reading') || l.startsWith('records')) };
};
console.log(JSON.stringify({ composed: await said(question.normalize('NFC')), decomposed: await said(question.normalize('NFD')) }));
`,
  );
  const question = 'Combien de réclamations de garantie ont été déposées pour la C-3 ?';
  assert.notEqual(question.normalize('NFD'), question, 'the question has letters NFD spells apart');
  const out = execFileSync('node', [script, BUNDLE, question, JSON.stringify({ ...SITUATION, market: 'FR' })], { cwd: app, encoding: 'utf8' });
  const { composed, decomposed } = JSON.parse(out);
  assert.equal(composed.route, 'calculate', JSON.stringify(composed));
  assert.ok(composed.figure !== null, JSON.stringify(composed));
  assert.deepEqual(decomposed, composed);
});

test('chromium: a page imports the installed package files and answers Q21', async () => {
  fs.mkdirSync(path.join(app, 'bundles'));
  fs.cpSync(BUNDLE, path.join(app, 'bundles', path.basename(BUNDLE)), { recursive: true });
  // An import map gives the page the package's name, as a bundler would.
  fs.writeFileSync(
    path.join(app, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>demo</title>
<script type="importmap">{"imports": {"${NAME}": "./node_modules/${NAME}/atlas-engine.js"}}</script>
<script type="module" src="demo.js"></script>
`,
  );
  fs.writeFileSync(
    path.join(app, 'demo.js'),
    `import { load } from '${NAME}';
const params = new URLSearchParams(location.search);
try {
  const atlas = await load('bundles/' + params.get('bundle') + '/');
  const answer = await atlas.ask(params.get('q'), JSON.parse(params.get('situation')));
  window.result = { route: answer.route, ids: answer.evidence.map((e) => e.id) };
} catch (e) {
  window.result = { error: String(e && e.message ? e.message : e) };
}
document.documentElement.dataset.done = '1';
`,
  );
  const site = await startStaticServer({ root: app });
  const browser = await launch();
  try {
    const page = browser.context.pages()[0] || (await browser.context.newPage());
    const query = new URLSearchParams({ bundle: path.basename(BUNDLE), q: Q21.question, situation: JSON.stringify(SITUATION) });
    await page.goto(new URL(`index.html?${query}`, site.url).href);
    await page.waitForSelector('html[data-done]', { state: 'attached', timeout: 30000 });
    const got = await page.evaluate(() => window.result);
    assert.equal(got.error, undefined, got.error);
    assert.equal(got.route, Q21.route);
    checkEvidence(got.ids, 'chromium');
    assert.ok(
      site.requests.includes(`GET /node_modules/${NAME}/pkg/atlas_bg.wasm`),
      `the wasm came from the installed package: ${site.requests}`,
    );
    assert.deepEqual(foreignRequests(browser.requests), [], 'no request left 127.0.0.1');
    assert.deepEqual(browser.pageErrors.map(String), [], 'no page errors');
  } finally {
    await browser.close();
    await site.close();
  }
});
