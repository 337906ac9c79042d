// The answer without a model, on a 390x844 phone, in French and in English: the verdict first
// in the page's language, with the facts behind it, and no block id and no sentence of the other
// language on the answer card. For each kind of answer (a serial and a replacement in stock, a
// list, a figure, the products a recall reaches, nothing readable), in several phrasings, and for
// the first kind also after a dead endpoint's error. A list over every market narrows to the
// asker's market in one tap.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  WWW, ensureBuilt, startStaticServer, launch, openPage, ask, configureEndpoint, deadPort,
} from './helpers.mjs';

const PHONE = { width: 390, height: 844 };
// A block id: DOC#section or TABLE#KEY.
const BLOCK_ID = /[A-Z][A-Z0-9-]*#[\w.-]+/;

// What the other language's sentences are made of: none may be on a card in this language.
const FOREIGN = {
  fr: [/\bYes\b/, /\bNo\b:/, /[Ll]inks followed/, /also appears/, /replaced by/, /\bQuantity\b/, /\brecords\b/, /is concerned/, /The question/],
  en: [/\bOui\b/, /\bNon\b/, /Liens suivis/, /remplacé par/, /\bQuantité\b/, /enregistrements/, /est concerné/, /La question/],
};

const KINDS = {
  fr: {
    serialStock: [
      "le pack 2509-0456 d'un C-3 est-il rappelé, et Casablanca en a-t-il un de remplacement ?",
      'C-3 numéro 2509-0456 rappelé ? Casablanca a-t-il le remplacement en stock ?',
      'mon C3 n° 2509-0456 est concerné ? remplacement dispo à Casablanca ?',
    ],
    list: ["Quels concessionnaires n'ont pas de BP-36-3 en stock ?", 'quels concessionnaires sans BP-36-3 en stock'],
    figure: ['Combien de réclamations ouvertes ?', 'combien de réclamations sont ouvertes'],
    follow: ['Quels produits sont concernés par le rappel des batteries ?', 'quels vélos sont touchés par le rappel batterie'],
    yes: /^Oui : /,
    products: /^Produits concernés : C-3, S-2 /,
    noneReadable: 'Aucune table ne correspond : aucune table que vous pouvez lire n\'est nommée par les mots de la question, donc aucun chiffre n\'a été calculé.',
    candidates: 'Passages les plus proches (ils ne répondent pas à la question)',
    narrow: 'Seulement France',
    saved: 'Enregistré.',
  },
  en: {
    serialStock: [
      'Is serial 2509-0456 of a C-3 recalled, and does Casablanca have a replacement?',
      'C-3 serial 2509-0456 recalled? replacement in stock in Casablanca?',
      'my C3 no. 2509-0456 affected? does Casablanca have the replacement?',
    ],
    list: ['Which dealers have no BP-36-3 in stock?', 'which dealers without BP-36-3 in stock'],
    figure: ['How many open claims?', 'how many claims are open'],
    follow: ['Which products are affected by the battery recall?', 'which bikes are hit by the battery recall'],
    yes: /^Yes: /,
    products: /^Products concerned: C-3, S-2 /,
    noneReadable: 'No record table matches: no table you may read is named by the question\'s words, so no figure was computed.',
    candidates: 'Closest passages (they do not answer the question)',
    narrow: 'Only France',
    saved: 'Saved.',
  },
};

let site;
let browser;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** The answer card's direct answer: verdict, facts, and whether each sits on the first screen. */
const direct = (page) => page.evaluate(() => {
  const onScreen = (n) => {
    const r = n.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  };
  const verdict = document.getElementById('verdict');
  const facts = [...document.querySelectorAll('#direct-facts li')];
  return {
    shown: !document.getElementById('direct').hidden,
    verdict: verdict.hidden ? '' : verdict.innerText.trim(),
    facts: facts.map((li) => li.innerText.trim()),
    factsOnScreen: facts.map(onScreen),
    verdictOnScreen: onScreen(verdict),
    card: document.getElementById('answer-section').innerText,
    sources: document.getElementById('evidence-heading').textContent,
    routeShown: !document.getElementById('route-plain').hidden,
  };
});

function plainWords(d, lang, what) {
  const text = [d.verdict, ...d.facts].join('\n');
  assert.doesNotMatch(text, BLOCK_ID, `${what}: no block id in the direct answer:\n${text}`);
  for (const f of FOREIGN[lang]) assert.doesNotMatch(d.card, f, `${what}: nothing of the other language on the card (${f}):\n${d.card}`);
}

/** The serial-and-stock question: yes, the replacement, the Casablanca dealer and its 6, on the first screen. */
function assertSerialStock(d, lang, q) {
  const k = KINDS[lang];
  assert.ok(d.shown, `${q}: a direct answer`);
  assert.match(d.verdict, k.yes, `${q}: the verdict first`);
  assert.ok(d.verdictOnScreen, `${q}: the verdict on the first screen`);
  const all = [d.verdict, ...d.facts];
  const line = (re) => all.findIndex((s) => re.test(s));
  const replacement = line(/BP-36-3/);
  const stock = line(/Casablanca.*\b6\b/);
  assert.ok(replacement >= 0, `${q}: the replacement BP-36-3 is said:\n${all.join('\n')}`);
  assert.ok(stock >= 0, `${q}: the Casablanca dealer and its 6 are said:\n${all.join('\n')}`);
  for (const i of [replacement, stock]) {
    assert.ok(i === 0 ? d.verdictOnScreen : d.factsOnScreen[i - 1], `${q}: "${all[i]}" on the first screen`);
  }
  plainWords(d, lang, q);
}

for (const lang of ['fr', 'en']) {
  test(`${lang}: each kind of answer leads with its verdict, in plain words`, async () => {
    await browser?.close();
    browser = await launch({ viewport: PHONE, contextOptions: { locale: lang === 'fr' ? 'fr-FR' : 'en-US', hasTouch: true, isMobile: true } });
    const page = await openPage(browser.context, site.url);
    const k = KINDS[lang];
    for (const q of k.serialStock) {
      await ask(page, q, { persona: 'service', market: 'MA' });
      assert.equal(await page.getAttribute('html', 'data-answer'), 'evidence');
      assertSerialStock(await direct(page), lang, q);
    }
    for (const q of k.list) {
      await ask(page, q, { persona: 'sales', market: 'FR' });
      const d = await direct(page);
      assert.match(d.verdict, /^2 \S+ ?: Atlas Paris Bastille, Atlas Rabat Agdal\.$/, `${q}: the rows by name`);
      plainWords(d, lang, q);
    }
    // Every market was counted: one tap asks again for the asker's.
    // The previous answer's state is cleared first, or the wait below would see it and read the
    // card before the narrowed answer replaced it.
    await page.evaluate(() => { delete document.documentElement.dataset.answer; });
    await page.click(`#scope button.narrow:has-text("${k.narrow}")`);
    await page.waitForSelector('html[data-answer="evidence"]');
    assert.match(await page.inputValue('#question'), /\(France\)$/);
    assert.match((await direct(page)).verdict, /^1 \S+ ?: Atlas Paris Bastille\.$/, 'narrowed to France');
    for (const q of k.figure) {
      await ask(page, q, { persona: 'service', market: 'MA' });
      const d = await direct(page);
      assert.match(d.verdict, /^4 /, `${q}: the figure first`);
      plainWords(d, lang, q);
    }
    for (const q of k.follow) {
      await ask(page, q, { persona: 'service', market: 'MA' });
      const d = await direct(page);
      assert.match(d.verdict, k.products, `${q}: the products reached`);
      plainWords(d, lang, q);
    }
    // Nothing readable: that alone, no route sentence saying what was computed, and the
    // sources are only the closest passages.
    for (const q of k.figure) {
      await ask(page, q, { persona: 'sales', market: 'FR' });
      const d = await direct(page);
      assert.equal(d.verdict, k.noneReadable, `${q} as sales`);
      assert.deepEqual(d.facts, [], `${q} as sales: no fact beside it`);
      assert.equal(d.sources, k.candidates);
      assert.equal(d.routeShown, false, 'no route sentence');
    }

    // A dead endpoint: its error, and the direct answer stays in place.
    await configureEndpoint(page, { base: `http://127.0.0.1:${await deadPort()}/v1`, saved: k.saved });
    await ask(page, k.serialStock[0], { persona: 'service', market: 'MA' });
    assert.equal(await page.getAttribute('html', 'data-answer'), 'error');
    assertSerialStock(await direct(page), lang, `${k.serialStock[0]} (dead endpoint)`);
    await browser.close();
    browser = null;
  });
}
