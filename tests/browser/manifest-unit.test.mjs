// The worker's reading of bundles/manifest.json, under Node without a browser: the personas in
// the manifest's order, their labels (derived from the name until the manifest carries them),
// and the bundle file of a persona.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personasOf, personaLabel, bundleFileOf } from '../../www/bundle-manifest.js';

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
