// The page's reader of a model's citations (www/citations.js), under Node: the shared cases of
// tests/citations.json, which the CLI's reader (src/ask/citations.rs) passes too, and the groups
// the reply is drawn from.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { checkCitations, citeGroups } from '../../www/citations.js';
import { ROOT } from './helpers.mjs';

const { cases } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/citations.json'), 'utf8'));

test('the shared cases: cited, unknown and uncited as the CLI reads them', () => {
  assert.ok(cases.length >= 10);
  for (const c of cases) {
    assert.deepEqual(checkCitations(c.text, c.evidence), { cited: c.cited, unknown: c.unknown, uncited: c.uncited }, c.text);
  }
});

test('a group is drawn from its pieces: the text between the brackets, separators kept', () => {
  for (const c of cases) {
    for (const g of citeGroups(c.text)) {
      assert.equal(c.text[g.start], '[');
      assert.equal(c.text[g.end - 1], ']');
      assert.equal(`[${g.pieces.map((p) => p.text).join('')}]`, c.text.slice(g.start, g.end), c.text);
      assert.ok(g.pieces.some((p) => p.label), c.text);
    }
  }
  const [g] = citeGroups('As stated [ S01 ; S9,x ].');
  assert.deepEqual(g.pieces.map((p) => [p.text, p.label]), [[' S01 ', 'S1'], [';', null], [' S9', 'S9'], [',', null], ['x ', null]]);
});

test('the evidence as the page holds it: extra fields are ignored, the first of a label wins', () => {
  const evidence = [{ label: 'S1', id: 'A#1', text: 'x' }, { label: 'S1', id: 'A#2' }];
  assert.deepEqual(checkCitations('[S1]', evidence), { cited: [['S1', 'A#1']], unknown: [], uncited: [] });
  assert.deepEqual(checkCitations(undefined, []), { cited: [], unknown: [], uncited: [] });
});
