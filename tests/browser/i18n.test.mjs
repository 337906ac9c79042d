// The page's languages: English and French on the demo site; Spanish, German, Italian, Portuguese
// and Dutch where the site offers them (corpus.conf's [corpus] page_languages, or site.json's
// "languages"). The seven dictionaries hold the same keys and the same slots; the language comes
// from the browser (or site.json, or the switch, remembered), sets <html lang>, and covers the
// labels, personas, markets, dates, numbers and endpoint errors. Outside English the request
// tells the model to answer in the page's language: one line appended to the system message,
// which the page shows as sent. A dictionary other than English is fetched only when chosen.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  ROOT, WWW, Q21, Q21_FACTS, Q21_FACTS_FR, ensureBuilt, startStaticServer, startFakeEndpoint, launch, openPage, ask,
  foreignRequests, pickLanguage, waitInPage,
} from './helpers.mjs';
import fs, { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  setLanguage, t, formatDate, formatNumber, chooseLanguage, loadLanguage, offerLanguages, LANGUAGES, LANGUAGE_NAMES,
} from '../../www/i18n.js';
import { label as enLabel } from '../../www/strings-en.js';
import { httpError } from '../../www/endpoint.js';

const DICTIONARIES = Object.fromEntries(await Promise.all(
  LANGUAGES.map(async (l) => [l, (await import(`../../www/strings-${l}.js`)).default]),
));
const { en } = DICTIONARIES;
const NAMES = { fr: 'French', es: 'Spanish', de: 'German', it: 'Italian', pt: 'Portuguese', nl: 'Dutch' };

let site;
let endpoint;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
  endpoint = await startFakeEndpoint();
  endpoint.set({ type: 'stream', chunks: ['Le pack BP-36-2 est rappelé [S1].'], delayMs: 5 });
});

after(async () => {
  await endpoint?.close();
  await site?.close();
});

test('every kind of known fact the engine gives has a sentence in every dictionary', () => {
  const src = readFileSync(new URL('../../src/ask/facts.rs', import.meta.url), 'utf8');
  const list = src.match(/pub const CODES: \[&'static str; (\d+)\] = \[([^\]]*)\]/);
  assert.ok(list, 'Fact::CODES found in src/ask/facts.rs');
  const codes = [...list[2].matchAll(/"([a-z_.]+)"/g)].map((m) => m[1]);
  assert.equal(codes.length, Number(list[1]));
  for (const code of codes) {
    for (const [l, d] of Object.entries(DICTIONARIES)) assert.ok(d[`fact.${code}`], `fact.${code} in strings-${l}.js`);
  }
});

/** The slots a function value reads, and what it says, given sample values. */
function called(fn) {
  const sample = {
    count: 2, shown: 'a, b', model: 'm', listed: false, corpus: 'C', version: '1', persona: 'P', blocks: 3,
    cached: true, offline: true, n: 2, from: 'F', part: 'BP-36-2', to: ['X', 'Y'], rows: 'r1, r2', file: 'f.atlas',
  };
  const read = new Set();
  const vars = new Proxy(sample, { get: (o, k) => (read.add(k), o[k]) });
  const text = fn(vars, { formatNumber, formatDate, formatSize: String });
  return { read: [...read].sort(), text };
}

test('the seven dictionaries hold the same keys, and each translation the English slots', () => {
  assert.deepEqual(LANGUAGES, ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl']);
  const slots = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const [l, d] of Object.entries(DICTIONARIES)) {
    assert.deepEqual(Object.keys(d).sort(), Object.keys(en).sort(), `strings-${l}.js has every key of strings-en.js, and no other`);
    for (const [k, v] of Object.entries(en)) {
      assert.equal(typeof d[k], typeof v, `${l} ${k}: a ${typeof v}, as in English`);
      if (typeof v === 'string') {
        assert.deepEqual(slots(d[k]), slots(v), `${l} ${k}: the slots of the English`);
      } else {
        const [mine, english] = [called(d[k]), called(v)];
        assert.deepEqual(mine.read, english.read, `${l} ${k}: reads the values the English reads`);
        assert.ok(typeof mine.text === 'string' && mine.text && !/undefined|\{\w+\}/.test(mine.text), `${l} ${k}: ${mine.text}`);
      }
    }
    // The line asking the model for an answer in the page's language (none in English).
    if (l === 'en') assert.equal(d['model.answerIn'], '');
    else assert.match(d['model.answerIn'], new RegExp(`^Write the answer in ${NAMES[l]} \\(${LANGUAGE_NAMES[l]}\\)\\. Keep the \\[S1\\]-style labels`, 'i'));
  }
});

test('languages: chosen among those offered, dates and numbers by Intl in the page\'s language', async () => {
  assert.equal(chooseLanguage(null, 'fr-CA', 'en'), 'fr');
  assert.equal(chooseLanguage(null, 'de-DE', undefined), 'en', 'German is not offered by default');
  try {
    assert.deepEqual(offerLanguages(['ES', 'de-AT', 'pl', 'es']), ['es', 'de']);
    assert.equal(chooseLanguage(null, 'de-DE'), 'de');
    assert.equal(chooseLanguage('fr', 'pl'), 'es', 'neither offered: the first offered, English being none');
    assert.deepEqual(offerLanguages(['pl']), ['es', 'de'], 'no known language: the offer stands');
  } finally {
    offerLanguages(['en', 'fr']);
  }
  assert.equal(setLanguage('de'), 'en', 'a language whose dictionary is not loaded yet is English');
  const expected = {
    fr: ['29 novembre 2026', '12\u202f345,5'],
    es: ['29 de noviembre de 2026', '12.345,5'],
    de: ['29. November 2026', '12.345,5'],
    it: ['29 novembre 2026', '12.345,5'],
    pt: ['29 de novembro de 2026', '12.345,5'],
    nl: ['29 november 2026', '12.345,5'],
  };
  try {
    for (const [l, [date, number]] of Object.entries(expected)) {
      assert.equal(setLanguage(await loadLanguage(l)), l);
      assert.equal(formatDate('2026-11-29'), date, `${l} date`);
      assert.equal(formatNumber(12345.5), number, `${l} number`);
      assert.equal(t('direct.products', { products: 'C-3, S-2', start: '[S1]' }), DICTIONARIES[l]['direct.products'].replace('{products}', 'C-3, S-2').replace('{start}', '[S1]'));
    }
    setLanguage('fr');
    assert.match(httpError(405, 'Method Not Allowed', '', 'u').message, /vérifiez l'URL de base/);
    setLanguage('de');
    assert.match(httpError(405, 'Method Not Allowed', '', 'u').message, /Prüfen Sie die Basis-URL/);
  } finally {
    setLanguage('en');
  }
  assert.equal(formatDate('2026-11-29'), 'November 29, 2026');
  assert.equal(t('no.such.key'), 'no.such.key');
  await assert.rejects(loadLanguage('pl'), /no dictionary for 'pl'/);
});

test('the page offers the languages corpus.conf names; the demo page carries English and French, no other', () => {
  const read = (conf, ...flags) => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'target/page-languages-'));
    try {
      fs.writeFileSync(path.join(dir, 'corpus.conf'), conf);
      return JSON.parse(execFileSync(path.join(ROOT, 'scripts/page-languages'), [...flags, path.join(dir, 'corpus.conf')], { encoding: 'utf8' }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  assert.deepEqual(read('[corpus]\nname = x\n'), ['en', 'fr']);
  assert.deepEqual(read('[corpus]\npage_languages = ES, de , es   # the workshop\'s\n[search]\npage_languages = it\n'), ['es', 'de']);
  // What build-web builds in: the languages the line names. French offered by default only is
  // fetched when chosen, so an English first visit of such a corpus carries no French sentence.
  assert.deepEqual(read('[corpus]\nname = x\n', '--named'), []);
  assert.deepEqual(read('[corpus]\npage_languages = FR, en\n', '--named'), ['fr', 'en']);
  assert.deepEqual(read(fs.readFileSync(path.join(ROOT, 'corpus/atlas/corpus.conf'), 'utf8'), '--named'), ['en', 'fr']);
  // esbuild writes a non-ASCII character as an escape (\xE9, \u2019): read back as the character.
  const app = readFileSync(path.join(WWW, 'app.min.js'), 'utf8')
    .replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (m, a, b, c) => String.fromCodePoint(parseInt(a || b || c, 16)));
  for (const l of ['es', 'de', 'it', 'pt', 'nl']) {
    assert.ok(!app.includes(DICTIONARIES[l]['direct.products']), `app.min.js holds no ${l} sentence`);
  }
  for (const l of ['fr', 'es', 'de', 'it', 'pt', 'nl']) {
    const min = path.join(WWW, `strings-${l}.min.js`);
    assert.ok(fs.existsSync(min), `scripts/build-web made ${min}`);
  }
  assert.ok(app.includes(en['direct.products']) && app.includes(DICTIONARIES.fr['direct.products']), 'English and French are built in');
});

test('a French browser gets the page in French, asks in French, and can switch to English', async () => {
  const browser = await launch({ contextOptions: { locale: 'fr-FR' } });
  try {
    const page = await openPage(browser.context, site.url);
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.equal(await page.textContent('label[for="question"]'), 'Question');
    assert.equal(await page.textContent('#ask'), 'Demander');
    assert.equal(await page.textContent('label[for="persona"]'), 'Profil');
    assert.equal(await page.$eval('#persona', (s) => s.selectedOptions[0].textContent), 'Atelier (service)');
    assert.match(await page.$eval('#market', (s) => s.selectedOptions[0].textContent), /^MA · Maroc$/);
    assert.match(await page.textContent('#bundle-status'), /paquet Atelier \(service\) prêt \(\d+ blocs/);
    assert.match(await page.textContent('#engine-info'), / · \d+ documents, \d+ blocs · liens : BP-36-2 \(\d+\), /);
    assert.equal(await page.title(), 'Atlas · recherche de preuves pour l\'atelier');

    // Without a model: evidence only, in French.
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
    assert.match(await page.textContent('#evidence-only'), /Preuves seules/);
    assert.match(await page.textContent('#answer-context'), /Atelier \(service\) · Maroc · 29 novembre 2026/);
    assert.match(await page.textContent('#route-plain'), /La question demande quels produits/);
    // The answer card says the facts in French; Details keeps the prompt's English sentence.
    assert.equal(await page.textContent('#direct-facts .fact'), Q21_FACTS_FR);
    assert.equal(await page.textContent('#known-facts .fact'), Q21_FACTS);

    // With a model: the request asks for a French answer, and the page shows what it sent.
    await page.click('#settings > summary');
    await page.fill('#endpoint-base', endpoint.base);
    await page.fill('#endpoint-model', 'fake-model');
    await page.click('#save-settings');
    await page.waitForSelector('#settings-status.ok');
    assert.equal(await page.textContent('#settings-status'), 'Enregistré.');
    const before = endpoint.posts().length;
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
    const { messages } = endpoint.posts()[before].body;
    assert.match(messages[0].content, /\nWrite the answer in French \(français\)\. Keep the \[S1\]-style labels/);
    assert.equal(messages[0].content, await page.textContent('#prompt-system'));
    assert.equal(messages[1].content, await page.textContent('#prompt-user'));
    assert.equal(await page.textContent('#answer-status'), 'Réponse terminée.');

    // An endpoint error in French.
    endpoint.set({ type: 'error', status: 401, message: 'bad key' });
    await ask(page, Q21, { persona: 'service' });
    assert.match(await page.textContent('#answer-status'), /HTTP 401 de .*vérifiez la clé dans les réglages/);
    assert.match(await page.textContent('#answer-status a.to-settings'), /Ouvrir les réglages/);
    endpoint.set({ type: 'stream', chunks: ['Le pack BP-36-2 est rappelé [S1].'], delayMs: 5 });

    // The switch: English now, remembered over a reload.
    await page.selectOption('#lang', 'en');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.textContent('#ask'), 'Ask');
    assert.match(await page.textContent('#answer-context'), /Service staff · Morocco · November 29, 2026/);
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"]');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.inputValue('#lang'), 'en');
    const again = endpoint.posts().length;
    await ask(page, Q21, { persona: 'service' });
    assert.doesNotMatch(endpoint.posts()[again].body.messages[0].content, /French/, 'English: the engine\'s prompt as it is');
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
  }
});

test('a site offering Spanish and German: the page switched to each answers in its words, fetching only its dictionary', async () => {
  const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const axe = async (page) => {
    if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE);
    const result = await page.evaluate(() => window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }));
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  };
  const options = (page) => page.$$eval('#lang option', (os) => os.map((o) => [o.value, o.lang, o.textContent]));
  const dictionaries = (requests) => requests.map((r) => new URL(r.url).pathname).filter((p) => /strings-/.test(p));
  const offering = await startStaticServer({ root: WWW, files: { '/site.json': JSON.stringify({ languages: ['en', 'fr', 'es', 'de'] }) } });
  const browser = await launch({ contextOptions: { locale: 'en-US' } });
  try {
    // The demo site: English and French (both in app.min.js): no dictionary is fetched.
    let page = await openPage(browser.context, site.url);
    assert.deepEqual(await options(page), [['en', 'en', 'English'], ['fr', 'fr', 'Français']]);
    assert.deepEqual(dictionaries(browser.requests), []);

    page = await openPage(browser.context, offering.url);
    assert.deepEqual(await options(page), [['en', 'en', 'English'], ['fr', 'fr', 'Français'], ['es', 'es', 'Español'], ['de', 'de', 'Deutsch']]);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.deepEqual(dictionaries(browser.requests), [], 'a dictionary is fetched only when chosen');

    // Spanish, evidence only: the direct answer's words, the date and the market in Spanish.
    await pickLanguage(page, 'es');
    assert.equal(await page.textContent('#ask'), 'Preguntar');
    assert.equal(await page.title(), 'Atlas · búsqueda de pruebas para el taller');
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
    assert.equal(await page.textContent('#verdict'), 'Productos afectados: C-3, S-2 ([S1]).');
    assert.equal(await page.textContent('#direct-facts .fact'), 'Enlaces seguidos desde [S1]: BP-36-2 → [S2] (C-3); BP-36-2 → [S3] (S-2).');
    assert.match(await page.textContent('#answer-context'), /^Service staff · Marruecos · 29 de noviembre de 2026$/);
    assert.match(await page.textContent('#evidence-only'), /Solo pruebas/);
    assert.match(await page.textContent('#route-plain'), /^La pregunta pide qué productos están afectados/);
    assert.deepEqual(await axe(page), [], 'no WCAG 2.1 A/AA violation in Spanish');

    // German: the answer on screen is said again in German, and a new one too.
    await pickLanguage(page, 'de');
    assert.equal(await page.textContent('#verdict'), 'Betroffene Produkte: C-3, S-2 ([S1]).');
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.textContent('#verdict'), 'Betroffene Produkte: C-3, S-2 ([S1]).');
    assert.equal(await page.textContent('#direct-facts .fact'), 'Verfolgte Verknüpfungen ab [S1]: BP-36-2 → [S2] (C-3); BP-36-2 → [S3] (S-2).');
    assert.match(await page.textContent('#answer-context'), /^Service staff · Marokko · 29\. November 2026$/);
    assert.match(await page.textContent('#evidence-only'), /Nur Belege/);
    assert.deepEqual(await axe(page), [], 'no WCAG 2.1 A/AA violation in German');

    // With a model: the system message asks for an answer in the page's language.
    await page.click('#settings > summary');
    await page.fill('#endpoint-base', endpoint.base);
    await page.fill('#endpoint-model', 'fake-model');
    await page.click('#save-settings');
    await page.waitForSelector('#settings-status:has-text("Gespeichert.")');
    const posted = endpoint.posts().length;
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'done');
    assert.match(endpoint.posts()[posted].body.messages[0].content, /\nWrite the answer in German \(Deutsch\)\. Keep the \[S1\]-style labels/);
    assert.equal(endpoint.posts()[posted].body.messages[0].content, await page.textContent('#prompt-system'));
    assert.equal(await page.textContent('#answer-status'), 'Antwort vollständig.');
    await page.selectOption('#lang', 'es'); // fetched once already: at once
    assert.equal(await page.getAttribute('html', 'lang'), 'es');
    await ask(page, Q21, { persona: 'service' });
    assert.match(endpoint.posts()[posted + 1].body.messages[0].content, /\nWrite the answer in Spanish \(español\)\./);
    assert.equal(await page.textContent('#answer-status'), 'Respuesta completa.');

    // The dictionaries chosen were fetched (by the page, and by the service worker, which keeps
    // them for offline use); the others never.
    assert.deepEqual([...new Set(dictionaries(browser.requests))].sort(), ['/strings-de.min.js', '/strings-es.min.js']);
    // Kept for offline use by the service worker: with the network gone, a reload is still in
    // Spanish, the language remembered.
    // Should the worker not keep them, or the reload below come up in English, what the page
    // said, the languages it offered and what the worker kept are named.
    const why = async () => JSON.stringify(await page.evaluate(async () => ({
      notices: document.getElementById('notices')?.textContent,
      offered: [...document.querySelectorAll('#lang option')].map((o) => o.value),
      stored: localStorage.getItem('atlas.language') ?? Object.entries(localStorage).filter(([k]) => /lang/.test(k)),
      controlled: Boolean(navigator.serviceWorker.controller),
      kept: (await (await caches.open('atlas-shell-v2')).keys()).map((r) => new URL(r.url).pathname),
    })));
    await waitInPage(page, async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!reg.active || !navigator.serviceWorker.controller) return false;
      const kept = (await (await caches.open('atlas-shell-v2')).keys()).map((r) => new URL(r.url).pathname);
      // site.json too: offline, the languages offered come from the kept copy.
      return kept.includes('/strings-es.min.js') && kept.includes('/strings-de.min.js') && kept.includes('/site.json');
    }, null, { what: 'the service worker keeping site.json and both dictionaries' }).catch(async (e) => {
      throw new Error(`${e.message}: ${await why()}`);
    });
    await browser.context.setOffline(true);
    await offering.close();
    await page.reload();
    await page.waitForSelector('html[data-engine="ready"][data-language="ready"]', { timeout: 30000 });
    assert.equal(await page.getAttribute('html', 'lang'), 'es', await why());
    assert.equal(await page.inputValue('#lang'), 'es');
    assert.equal(await page.textContent('#ask'), 'Preguntar');
    await ask(page, Q21, { persona: 'service' });
    assert.equal(await page.textContent('#verdict'), 'Productos afectados: C-3, S-2 ([S1]).');
    assert.deepEqual(foreignRequests(browser.requests), []);
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.context.setOffline(false).catch(() => {});
    await browser.close();
    await offering.close();
  }
});

test('a site offering Italian, Portuguese and Dutch only: the browser\'s language first, each answering in its words, no WCAG violation', async () => {
  const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const offering = await startStaticServer({ root: WWW, files: { '/site.json': JSON.stringify({ languages: ['it', 'pt', 'nl'] }) } });
  const browser = await launch({ contextOptions: { locale: 'pt-PT' } });
  try {
    const page = await openPage(browser.context, offering.url);
    assert.deepEqual(await page.$$eval('#lang option', (os) => os.map((o) => o.value)), ['it', 'pt', 'nl']);
    assert.equal(await page.getAttribute('html', 'lang'), 'pt', 'the browser\'s language, offered');
    const expected = {
      pt: ['Produtos abrangidos: C-3, S-2 ([S1]).', /· Marrocos · 29 de novembro de 2026$/],
      it: ['Prodotti interessati: C-3, S-2 ([S1]).', /· Marocco · 29 novembre 2026$/],
      nl: ['Getroffen producten: C-3, S-2 ([S1]).', /· Marokko · 29 november 2026$/],
    };
    for (const [l, [verdict, context]] of Object.entries(expected)) {
      if (l !== 'pt') await pickLanguage(page, l);
      await ask(page, Q21, { persona: 'service' });
      assert.equal(await page.textContent('#verdict'), verdict);
      assert.match(await page.textContent('#answer-context'), context);
      assert.equal(await page.textContent('#ask'), DICTIONARIES[l].ask);
      if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE);
      const result = await page.evaluate(() => window.axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }));
      assert.deepEqual(result.violations.map((v) => v.id), [], `no WCAG 2.1 A/AA violation in ${l}`);
    }
    assert.deepEqual(browser.pageErrors.map(String), []);
  } finally {
    await browser.close();
    await offering.close();
  }
});

test("the camera button's confirmation strings: every page language holds English's keys and slots", async () => {
  const slots = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const l of LANGUAGES) {
    const { label } = await import(`../../www/strings-${l}.js`);
    assert.ok(label, `strings-${l}.js exports the camera button's strings`);
    assert.deepEqual(Object.keys(label).sort(), Object.keys(enLabel).sort(), `keys of ${l}`);
    for (const [k, v] of Object.entries(enLabel)) {
      if (typeof v === 'string') assert.deepEqual(slots(label[k]), slots(v), `slots of ${k} in ${l}`);
    }
  }
});
