// The worker's reading of bundles/manifest.json, under Node without a browser: the personas in
// the manifest's order, their labels (derived from the name until the manifest carries them),
// and the bundle file of a persona.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  personasOf, personaLabel, bundleFileOf, likelyPersona, marketChoice, folderUrls, headMatches,
} from '../../www/bundle-manifest.js';
import { WWW, ensureBuilt } from './helpers.mjs';

test('personas come in the manifest\'s order, labelled from the name', () => {
  const manifest = { personas: { service: 'service.atlas', sales: 'sales.atlas', manager: 'service+sales.atlas' }, bundles: [] };
  assert.deepEqual(personasOf(manifest), [
    { name: 'service', label: 'Service', labels: {} },
    { name: 'sales', label: 'Sales', labels: {} },
    { name: 'manager', label: 'Manager', labels: {} },
  ]);
});

test('a manifest entry with a label gives that label, and its file', () => {
  const manifest = { personas: { service: { file: 'service.atlas', label: 'Workshop technicians' }, sales: 'sales.atlas' }, bundles: [] };
  assert.deepEqual(personasOf(manifest).map((p) => p.label), ['Workshop technicians', 'Sales']);
  assert.equal(bundleFileOf(manifest, 'service'), 'service.atlas');
  assert.equal(bundleFileOf(manifest, 'sales'), 'sales.atlas');
  assert.equal(personaLabel('sales', { file: 'sales.atlas', label: '  ' }), 'Sales');
});

test('a manifest entry carries its labels per language, empty ones dropped', () => {
  const manifest = { personas: { service: { file: 'service.atlas', label: 'Service staff', labels: { en: 'Service staff', fr: 'Atelier', de: ' ', x: 3 } } }, bundles: [] };
  assert.deepEqual(personasOf(manifest), [{ name: 'service', label: 'Service staff', labels: { en: 'Service staff', fr: 'Atelier' } }]);
});

test('a persona the site does not serve is refused by name', () => {
  const manifest = { personas: { service: 'service.atlas' }, bundles: [] };
  assert.throws(() => bundleFileOf(manifest, 'sales'), /no bundle for the persona "sales" \(it serves: service\)/);
  assert.throws(() => bundleFileOf(manifest, 'constructor'), /no bundle for the persona "constructor"/);
});

test('the head worth downloading before the page asks: the hint the site serves, else the only persona', () => {
  const three = { personas: { service: 'service.atlas', sales: 'sales.atlas', manager: 'service+sales.atlas' }, bundles: [] };
  assert.equal(likelyPersona(three, 'sales'), 'sales');
  assert.equal(likelyPersona(three, 'nobody'), null, 'a hint the site lacks names nothing among several');
  assert.equal(likelyPersona(three, ''), null);
  const one = { personas: { reader: 'public.atlas' }, bundles: [] };
  assert.equal(likelyPersona(one, 'nobody'), 'reader');
  assert.equal(likelyPersona(one, undefined), 'reader');
});

test('the market a waiting question is started in is the one the page will select', () => {
  const markets = [['MA', ['Morocco']], ['FR', []]];
  assert.equal(marketChoice(markets, 'FR'), 'FR');
  assert.equal(marketChoice(markets, 'DE'), 'MA', 'a market the bundle lacks: its first, as a select shows');
  assert.equal(marketChoice(markets, ''), 'MA');
  assert.equal(marketChoice([], 'FR'), '');
});

test('a folder\'s URLs: its name encoded, its head inside it', () => {
  const base = 'https://example.test/site/bundles/';
  assert.deepEqual(folderUrls(base, 'service+sales'), {
    folderUrl: 'https://example.test/site/bundles/service%2Bsales/',
    headUrl: 'https://example.test/site/bundles/service%2Bsales/head.atlas',
  });
});


test('a head is the manifest\'s by its length and its header\'s checksum; any other is not', () => {
  ensureBuilt();
  const dir = path.join(WWW, 'bundles');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const heads = manifest.bundles.map((b) => ({ entry: b.head, bytes: new Uint8Array(fs.readFileSync(path.join(dir, b.folder, 'head.atlas'))) }));
  assert.ok(heads.length >= 2);
  for (const [i, { entry, bytes }] of heads.entries()) {
    assert.equal(headMatches(bytes, entry), true, `bundle ${i}'s own head`);
    for (const [j, other] of heads.entries()) {
      if (j !== i) assert.equal(headMatches(other.bytes, entry), false, `bundle ${j}'s head for bundle ${i}`);
    }
    // Every byte of the header's checksum, and the length, count.
    for (let at = 16; at < 24; at++) {
      const flipped = bytes.slice();
      flipped[at] ^= 1;
      assert.equal(headMatches(flipped, entry), false, `checksum byte ${at} changed`);
    }
    assert.equal(headMatches(bytes.subarray(0, bytes.length - 1), entry), false, 'one byte short');
    const longer = new Uint8Array(bytes.length + 1);
    longer.set(bytes);
    assert.equal(headMatches(longer, entry), false, 'one byte more');
    // A manifest naming no checksum, or a malformed one, leaves the check to the crc32.
    assert.equal(headMatches(bytes, { bytes: entry.bytes, crc32: entry.crc32 }), false);
    assert.equal(headMatches(bytes, { ...entry, checksum: entry.checksum.toUpperCase() }), entry.checksum === entry.checksum.toUpperCase());
    assert.equal(headMatches(bytes, { ...entry, checksum: entry.checksum.slice(1) }), false);
    assert.equal(headMatches(bytes, null), false);
  }
  assert.equal(headMatches(new Uint8Array(10), { bytes: 10, checksum: '0000000000000000' }), false, 'shorter than a header');
});
