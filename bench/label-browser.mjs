// The camera button's cost in the browser: Debian's chromium (playwright-core, as the browser
// tests drive it) on a phone viewport opens the dealer page (www/, scripts/build-web first),
// counts what a first visit downloaded, then gives the button a label photo (tests/labels) and
// times the first use (the reader's files downloaded and stored, Tesseract started, the photo
// read) and a second photo, at localhost speed (the reader's files are fetched by the service
// worker and Tesseract's own worker, which DevTools' network shaping of the page does not slow:
// the time on a slower link is this plus the bytes' transfer, which the table states).
//
//   node bench/label-browser.mjs [--runs 3]
//
// Prints one table (medians); the figures in README and bench/RESULTS.md come from it.

import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, openPage, startStaticServer } from '../tests/browser/helpers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const OCR_PHOTO = path.join(ROOT, 'tests/labels/images/label-027.jpg'); // text only
const SECOND_PHOTO = path.join(ROOT, 'tests/labels/images/label-006.jpg'); // text only
const COMPRESSIBLE = /\.(js|css|wasm|json|html)$/;

/** Bytes a file of www/ is sent as (gzip when the static server compresses its type). */
function served(urlPath) {
  const body = fs.readFileSync(path.join(ROOT, 'www', decodeURIComponent(urlPath)));
  return COMPRESSIBLE.test(urlPath) ? zlib.gzipSync(body, { level: 9 }).length : body.length;
}

async function read(page, file) {
  await page.evaluate(() => delete document.documentElement.dataset.label);
  const t0 = Date.now();
  await page.setInputFiles('#label-file', file);
  await page.waitForSelector('html[data-label="read"], html[data-label="unread"], html[data-label="failed"]', { timeout: 300000 });
  const ms = Date.now() - t0;
  const state = await page.getAttribute('html', 'data-label');
  await page.click('#label-cancel');
  return { ms, state };
}

async function once() {
  const site = await startStaticServer({ root: path.join(ROOT, 'www') });
  const browser = await launch({ viewport: { width: 390, height: 844 }, contextOptions: { hasTouch: true, isMobile: true } });
  try {
    const page = await openPage(browser.context, site.url);
    await page.waitForTimeout(1500); // the background store of the bundle settles
    const visit = new Set(browser.requests.map((r) => new URL(r.url).pathname));
    const first = await read(page, OCR_PHOTO);
    const second = await read(page, SECOND_PHOTO);
    const label = [...new Set(browser.requests.map((r) => new URL(r.url).pathname))].filter((p) => p.includes('/label/'));
    return { first, second, visitLabel: [...visit].filter((p) => p.includes('/label/')), files: label.map((p) => path.basename(p)), bytes: label.reduce((n, p) => n + served(p.slice(1)), 0) };
  } finally {
    await browser.close();
    await site.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await once());
if (runs.some((r) => r.first.state !== 'read' || r.second.state !== 'read')) console.error('a photo was not read:', JSON.stringify(runs));
if (runs.some((r) => r.visitLabel.length)) console.error('a first visit fetched the label reader:', runs.map((r) => r.visitLabel));
const bytes = runs[0].bytes;
console.log(`files of the first use: ${runs[0].files.join(', ')}`);
console.log('| first use: files fetched and stored, Tesseract started, photo read (localhost) | a second photo | bytes of the first use (as sent) | their transfer at 20 Mbit/s |');
console.log('|---:|---:|---:|---:|');
console.log(`| ${median(runs.map((r) => r.first.ms))} ms | ${median(runs.map((r) => r.second.ms))} ms | ${bytes.toLocaleString('en')} | ${((bytes * 8) / 20e6).toFixed(1)} s |`);
