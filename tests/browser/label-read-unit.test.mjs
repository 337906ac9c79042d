// Reading a label's photo (www/label-read.js) under Node, without OCR (bench/labels.mjs measures
// that on all 72 photos): OCR's confusions repaired only where the neighbours say so, a text read
// line by line by the page's engine (readCodes, the service bundle's patterns), the label found
// and its skew measured on the generated photos, and a barcode label read whole without OCR.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { load } from '../../www/atlas-engine.js';
import {
  confusions, plain, codesIn, greyOf, findLabel, skewAngle, readLabel, BARCODE_FORMATS,
} from '../../www/label-read.js';
import { ROOT, WWW, ensureBuilt } from './helpers.mjs';

const jpeg = createRequire(import.meta.url)('jpeg-js');
const LABELS = path.join(ROOT, 'tests/labels');
const truth = fs.readFileSync(path.join(LABELS, 'truth.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const photo = (t) => {
  const img = jpeg.decode(fs.readFileSync(path.join(LABELS, t.file)), { useTArray: true, formatAsRGBA: true });
  return { width: img.width, height: img.height, data: img.data };
};

let engine;

before(async () => {
  ensureBuilt();
  engine = await load(path.join(WWW, 'bundles/service/'));
  prepareZXingModule({
    overrides: { wasmBinary: fs.readFileSync(path.join(ROOT, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  });
});

test('OCR confusions: letters among digits are digits, digits among capitals letters; words stay', () => {
  assert.equal(confusions('S/N 25O9-O42O'), 'S/N 2509-0420');
  assert.equal(confusions('P/N 8P-36-2'), 'P/N BP-36-2');
  assert.equal(confusions('Serial 25l1 O007'), 'Serial 2511 0007');
  assert.equal(confusions('BP-36-2 Part No: SOLD'), 'BP-36-2 Part No: SOLD');
  assert.equal(plain('S/N 2509 — 0420 BP36–2'), 'S/N 2509-0420 BP36-2');
});

test('a text is read line by line by the engine\'s own patterns, repaired only to find more', async () => {
  const read = (text) => codesIn(text, (t) => engine.readCodes(t));
  assert.deepEqual(await read('ATLAS BIKES\nPart No: BP36-2\nS/N 25O9-O42O\nMFG 2025-09 UN3480'),
    { parts: ['BP-36-2'], serials: ['2509-0420'] });
  // Pieces on two lines never join into one code ("BP 36" over "2").
  assert.deepEqual(await read('BP 36\n2\nCH-25B 2025'), { parts: [], serials: [] });
  assert.deepEqual(await read('bp 48 1  sn 2511 0007'), { parts: ['BP-48-1'], serials: ['2511-0007'] });
});

test('the label is found and its skew measured within a degree, on every generated photo', () => {
  const off = [];
  for (const t of truth.filter((_, i) => i % 6 === 0)) {
    const g = greyOf(photo(t));
    const box = findLabel(g);
    assert.ok(box.w > g.w * 0.2 && box.h > g.h * 0.15 && box.w <= g.w && box.h <= g.h, `${t.file}: ${JSON.stringify(box)}`);
    const angle = skewAngle(g, box);
    if (Math.abs(angle - t.rotation) > 1) off.push(`${t.file}: ${angle} for ${t.rotation}`);
  }
  assert.deepEqual(off, []);
});

test('a barcode label is read whole from its code, with no OCR', async () => {
  for (const t of truth.filter((x) => x.barcode).slice(0, 4)) {
    const r = await readLabel(photo(t), {
      barcodes: async (image) => (await readBarcodes(image, { formats: BARCODE_FORMATS, tryHarder: true })).map((b) => b.text),
      ocr: () => assert.fail('no OCR for a barcode label'),
      readCodes: (text) => engine.readCodes(text),
    });
    assert.deepEqual([r.part, r.serial, r.source], [t.part, t.serial, 'barcode'], t.file);
  }
});
