// How well the camera button reads a label: every generated label photo (tests/labels, written by
// tests/labels/generate.mjs) read in Node exactly as the page reads it (www/label-read.js: a
// barcode first with zxing-wasm's reader, else Tesseract (tesseract.js, the page's English
// model) after the same preparation), its text read for part numbers and serials by the page's
// own engine (www/pkg, the service bundle in www/bundles: scripts/build-web first). A label
// counts as read when the first part and the first serial proposed are both exactly the truth's.
//
//   node bench/labels.mjs [--limit N] [--only easy|medium|hard] [--dump DIR] [--verbose] [--write]
//
// --write puts the table in bench/RESULTS.md (section "Reading part labels"); --dump writes each
// prepared image as a PGM for a look. The browser does the same work (label.js) except that
// Chrome on Android reads barcodes with its own BarcodeDetector.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createWorker, PSM } from 'tesseract.js';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { load } from '../www/atlas-engine.js';
import { readLabel, pgm, ocrLines, BARCODE_FORMATS, OCR_PASSES } from '../www/label-read.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const jpeg = require('jpeg-js');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const flag = (name) => args.includes(`--${name}`);
const LIMIT = Number(opt('limit', Infinity));
const ONLY = opt('only', null);
const DUMP = opt('dump', null);
const VERBOSE = flag('verbose');
const LABELS = path.resolve(opt('labels', path.join(ROOT, 'tests/labels')));

async function main() {
  const truth = fs.readFileSync(path.join(LABELS, 'truth.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
    .filter((t) => !ONLY || t.difficulty === ONLY).slice(0, LIMIT);
  const engine = await load(path.join(ROOT, 'www/bundles/service/'));
  prepareZXingModule({
    overrides: { wasmBinary: fs.readFileSync(path.join(ROOT, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  });
  const t0 = performance.now();
  const worker = await createWorker('eng', 1, {
    langPath: path.join(ROOT, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'),
    cacheMethod: 'none',
    gzip: true,
  });
  const ocrStart = performance.now() - t0;
  if (DUMP) fs.mkdirSync(DUMP, { recursive: true });
  const rows = [];
  for (const t of truth) {
    const img = jpeg.decode(fs.readFileSync(path.join(LABELS, t.file)), { useTArray: true, formatAsRGBA: true });
    const rgba = { width: img.width, height: img.height, data: img.data };
    const started = performance.now();
    let ocrCalls = 0;
    const r = await readLabel(rgba, {
      barcodes: async (image) => (await readBarcodes(image, { formats: BARCODE_FORMATS, tryHarder: true, maxNumberOfSymbols: 4 }))
        .filter((b) => b.isValid).map((b) => b.text),
      ocr: async (image, pass) => {
        ocrCalls++;
        if (DUMP) fs.writeFileSync(path.join(DUMP, `${path.basename(t.file, '.jpg')}-${pass}.pgm`), pgm(image));
        await worker.setParameters(OCR_PASSES[pass]);
        const { data } = await worker.recognize(pgm(image), {}, { text: true, blocks: true });
        return ocrLines(data);
      },
      readCodes: (text) => engine.readCodes(text),
    });
    const ms = performance.now() - started;
    const ok = r.part === t.part && r.serial === t.serial;
    rows.push({ t, r, ok, ms, ocrCalls });
    const mark = ok ? 'ok  ' : 'MISS';
    console.log(`${mark} ${t.file} ${t.difficulty.padEnd(6)} ${(t.barcode || '-').padEnd(7)} want ${t.part} ${t.serial}  got ${r.part || '-'} ${r.serial || '-'}  (${r.source || 'nothing'}, ${Math.round(ms)} ms, skew ${r.angle} for ${t.rotation})`);
    if (VERBOSE && !ok) console.log(`     text: ${JSON.stringify(r.text)}`);
  }
  await worker.terminate();
  const table = report(rows, ocrStart);
  console.log(`\n${table}`);
  if (flag('write')) write(table);
}

function report(rows, ocrStart) {
  const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-');
  const line = (name, rs) => {
    const parts = rs.filter((x) => x.r.part === x.t.part).length;
    const serials = rs.filter((x) => x.r.serial === x.t.serial).length;
    const both = rs.filter((x) => x.ok).length;
    const ms = rs.map((x) => x.ms).sort((a, b) => a - b);
    const median = ms.length ? Math.round(ms[Math.floor(ms.length / 2)]) : 0;
    return `| ${name} | ${rs.length} | ${pct(parts, rs.length)} | ${pct(serials, rs.length)} | **${pct(both, rs.length)}** (${both}) | ${median} ms |`;
  };
  const out = [
    '| labels | images | part exact | serial exact | both exact | median time |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const d of ['easy', 'medium', 'hard']) {
    const rs = rows.filter((x) => x.t.difficulty === d);
    if (rs.length) out.push(line(d, rs));
  }
  const coded = rows.filter((x) => x.t.barcode);
  if (coded.length) out.push(line('with a barcode (Code 128 or QR)', coded));
  const decoded = coded.filter((x) => x.r.source && x.r.source.startsWith('barcode'));
  const plainRows = rows.filter((x) => !x.t.barcode);
  if (plainRows.length) out.push(line('text only (OCR)', plainRows));
  out.push(line('all', rows));
  const misses = rows.filter((x) => !x.ok).map((x) => `${path.basename(x.t.file)} (${x.t.difficulty}: ${x.r.part || '-'} ${x.r.serial || '-'} for ${x.t.part} ${x.t.serial})`);
  out.push('');
  if (coded.length) {
    out.push(`Barcodes decoded: ${decoded.length} of ${coded.length} (QR ${decoded.filter((x) => x.t.barcode === 'QRCode').length} of ` +
      `${coded.filter((x) => x.t.barcode === 'QRCode').length}, Code 128 ${decoded.filter((x) => x.t.barcode === 'Code128').length} of ` +
      `${coded.filter((x) => x.t.barcode === 'Code128').length}); the labels whose code was not decoded were read by OCR.`);
  }
  out.push(`Tesseract's start in Node (the English model read, the engine compiled): ${Math.round(ocrStart)} ms. ` +
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() || 'unknown'}), shared; Node ${process.version}.`);
  if (misses.length) out.push(`Missed: ${misses.join('; ')}.`);
  return out.join('\n');
}

function write(table) {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const text = fs.readFileSync(file, 'utf8');
  const head = '## Reading part labels';
  const section = `${head}\n\n` +
    'Generated by `node bench/labels.mjs --write` on ' + new Date().toISOString().slice(0, 10) + ': the ' +
    'label photos of `tests/labels` (`tests/labels/generate.mjs`, seeded; easy, medium and hard in thirds, ' +
    'a barcode on every fourth) read as the page\'s camera button reads them (`www/label-read.js`: a barcode ' +
    'first, else Tesseract after preparation), the text read for parts and serials by the page\'s engine ' +
    '(`readCodes`, the service bundle). Exact: the first part and serial proposed are the label\'s, canonical.\n\n' +
    `${table}\n`;
  // Its own heading alone on its line ("## Reading part labels: ..." is another section).
  const start = text.indexOf(`${head}\n`);
  let next;
  if (start >= 0) {
    const after = text.indexOf('\n## ', start + head.length);
    next = text.slice(0, start) + section + (after >= 0 ? `\n${text.slice(after + 1)}` : '');
  } else {
    next = `${text.trimEnd()}\n\n${section}`;
  }
  fs.writeFileSync(file, next);
  console.log(`wrote the section "${head.slice(3)}" of bench/RESULTS.md`);
}

await main();
