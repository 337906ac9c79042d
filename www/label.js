// The camera button's reader and its confirmation, loaded on the button's first use: app.js
// imports label/<version>/label.min.js (this module bundled with tesseract.js and zxing-wasm's
// reader by scripts/build-web) and nothing of it is in a first visit's bytes. The photo never
// leaves the device: it is decoded, read (label-read.js: a barcode first, else OCR after
// preparation) and shown here; only the question the technician confirms is asked, as any
// other. The reader's files (Tesseract's worker, engine and English model, zxing-wasm's reader
// when the browser has no BarcodeDetector) are fetched from this site once, with progress, and
// kept in Cache Storage ("atlas-label-v1"), which sw.js serves them from: after the first use
// the button works offline.

import { createWorker } from 'tesseract.js';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { readLabel, BARCODE_FORMATS, OCR_PASSES, pgm, ocrLines } from './label-read.js';
import { label as EN } from './strings-en.js';
import { label as FR } from './strings-fr.js';
import { label as ES } from './strings-es.js';
import { label as DE } from './strings-de.js';
import { label as IT } from './strings-it.js';
import { label as PT } from './strings-pt.js';
import { label as NL } from './strings-nl.js';

// This folder, label/<version>/: its files' names change with their content (scripts/build-web).
const KIT = new URL('./', import.meta.url);
// The kit's files and their sizes, written in by scripts/build-web (esbuild --define).
// eslint-disable-next-line no-undef
const FILES = typeof LABEL_FILES === 'object' ? LABEL_FILES : {};
export const CACHE = 'atlas-label-v1';
// A photo is read at this size at most (its longer side): a phone's 4000 px photo is slow to
// read and no better.
const MAX_SIDE = 1600;

const DICTIONARIES = { en: EN, fr: FR, es: ES, de: DE, it: IT, pt: PT, nl: NL };
let ctx = null;

/** A string of the confirmation in the page's language (`ctx.lang()`), its {slots} filled. */
function say(key, vars = {}) {
  const d = DICTIONARIES[ctx?.lang?.()] || EN;
  const v = Object.hasOwn(d, key) ? d[key] : EN[key];
  if (v === undefined) return key;
  return String(v).replace(/\{(\w+)\}/g, (m, k) => (Object.hasOwn(vars, k) ? String(vars[k]) : m));
}

// What this browser needs of the kit: Tesseract's engine in the variant it runs (relaxed SIMD,
// SIMD or neither), zxing-wasm's reader unless BarcodeDetector reads the label's formats.
const SIMD = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11];
const RELAXED = [0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15, 253, 128, 2, 11];
const valid = (bytes) => {
  try {
    return WebAssembly.validate(new Uint8Array(bytes));
  } catch {
    return false;
  }
};
const CORE = valid(RELAXED) ? 'tesseract-core-relaxedsimd-lstm' : valid(SIMD) ? 'tesseract-core-simd-lstm' : 'tesseract-core-lstm';
const DETECTOR_FORMATS = ['qr_code', 'data_matrix', 'code_128'];

let detector = undefined;
/** The browser's BarcodeDetector when it reads QR, DataMatrix and Code 128 (Chrome on Android), else null. */
async function nativeDetector() {
  if (detector !== undefined) return detector;
  detector = null;
  try {
    if (typeof BarcodeDetector === 'function') {
      const have = await BarcodeDetector.getSupportedFormats();
      if (DETECTOR_FORMATS.every((f) => have.includes(f))) detector = new BarcodeDetector({ formats: DETECTOR_FORMATS });
    }
  } catch {
    detector = null;
  }
  return detector;
}

async function neededFiles() {
  const files = ['label.min.js', 'label.css', 'tesseract-worker.min.js', `${CORE}.js`, `${CORE}.wasm`, 'eng.traineddata.gz'];
  if (!(await nativeDetector())) files.push('zxing_reader.wasm');
  return files;
}

let kitReady = null;

/**
 * Every file this browser needs of the kit in the offline store, fetched from the site once:
 * `onProgress({loaded, total})` in bytes. Kits of other versions are deleted once this one is
 * whole. Resolves to the zxing reader's bytes (or null: not needed).
 */
function ensureKit(onProgress) {
  if (!kitReady) {
    kitReady = (async () => {
      const files = await neededFiles();
      const cache = await caches.open(CACHE);
      const total = files.reduce((n, f) => n + (FILES[f] || 0), 0);
      let loaded = 0;
      const missing = [];
      for (const f of files) {
        if (await cache.match(new URL(f, KIT).href)) loaded += FILES[f] || 0;
        else missing.push(f);
      }
      onProgress({ loaded, total });
      for (const f of missing) {
        const url = new URL(f, KIT).href;
        const res = await fetch(url, { cache: 'no-cache' });
        if (!res.ok) throw new Error(`${f}: HTTP ${res.status}`);
        const chunks = [];
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          loaded += value.length;
          onProgress({ loaded: Math.min(loaded, total), total });
        }
        await cache.put(url, new Response(new Blob(chunks), {
          headers: { 'Content-Type': res.headers.get('Content-Type') || 'application/octet-stream' },
        }));
      }
      for (const req of await cache.keys()) if (!req.url.startsWith(KIT.href)) await cache.delete(req);
    })();
    kitReady.catch(() => {
      kitReady = null; // tried again on the next use
    });
  }
  return kitReady;
}

let ocrWorker = null;
function tesseract() {
  if (!ocrWorker) {
    ocrWorker = createWorker('eng', 1, {
      workerPath: new URL('tesseract-worker.min.js', KIT).href,
      corePath: new URL(`${CORE}.js`, KIT).href,
      langPath: KIT.href.replace(/\/$/, ''),
      // The Content-Security-Policy allows workers from this site only, not blob: URLs; and
      // the model is in the offline store already, not in Tesseract's own IndexedDB copy.
      workerBlobURL: false,
      cacheMethod: 'none',
      gzip: true,
    });
    ocrWorker.catch(() => {
      ocrWorker = null;
    });
  }
  return ocrWorker;
}

let zxingReady = false;
async function barcodes(rgba) {
  const native = await nativeDetector();
  if (native) {
    const found = await native.detect(new ImageData(rgba.data, rgba.width, rgba.height));
    return found.map((b) => b.rawValue);
  }
  if (!zxingReady) {
    const cache = await caches.open(CACHE);
    const res = (await cache.match(new URL('zxing_reader.wasm', KIT).href)) || (await fetch(new URL('zxing_reader.wasm', KIT)));
    // Its bytes given: the reader would otherwise fetch itself from a CDN.
    prepareZXingModule({ overrides: { wasmBinary: await res.arrayBuffer() }, fireImmediately: true });
    zxingReady = true;
  }
  const found = await readBarcodes(rgba, { formats: BARCODE_FORMATS, tryHarder: true, maxNumberOfSymbols: 4 });
  return found.filter((b) => b.isValid).map((b) => b.text);
}

async function ocr(image, pass) {
  const worker = await tesseract();
  await worker.setParameters(OCR_PASSES[pass]);
  const { data } = await worker.recognize(pgm(image), {}, { text: true, blocks: true });
  return ocrLines(data);
}

/** The photo's pixels, its longer side at most MAX_SIDE, upright as the camera took it. */
async function decode(file) {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const f = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const w = Math.max(1, Math.round(bitmap.width * f));
  const h = Math.max(1, Math.round(bitmap.height * f));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  g.drawImage(bitmap, 0, 0, w, h);
  bitmap.close?.();
  const img = g.getImageData(0, 0, w, h);
  return { width: w, height: h, data: img.data, canvas };
}

// The confirmation: one dialog, made on first use.
let ui = null;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  node.append(...children);
  return node;
}

function build() {
  const css = el('link', { rel: 'stylesheet', href: new URL('label.css', KIT).href });
  document.head.append(css);
  const d = {};
  d.dialog = el('dialog', { id: 'label-dialog', class: 'label-dialog', 'aria-labelledby': 'label-title' });
  d.title = el('h2', { id: 'label-title', tabindex: '-1' });
  d.status = el('p', { id: 'label-status', class: 'label-status', role: 'status', 'aria-live': 'polite' });
  d.progress = el('progress', { id: 'label-progress', max: '1', value: '0', 'aria-labelledby': 'label-status', hidden: true });
  d.canvas = el('canvas', { id: 'label-photo', class: 'label-photo', role: 'img', width: '320', height: '240' });
  d.hint = el('p', { id: 'label-crop-hint', class: 'hint' });
  d.partLabel = el('label', { for: 'label-part' });
  d.part = el('input', { id: 'label-part', type: 'text', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false' });
  d.serialLabel = el('label', { for: 'label-serial' });
  d.serial = el('input', { id: 'label-serial', type: 'text', autocomplete: 'off', inputmode: 'text', spellcheck: 'false' });
  d.questionLabel = el('p', { id: 'label-question-label', class: 'label-question-label' });
  d.question = el('p', { id: 'label-question', class: 'label-question', 'aria-labelledby': 'label-question-label' });
  d.ask = el('button', { id: 'label-ask', type: 'button', class: 'primary' });
  d.whole = el('button', { id: 'label-whole', type: 'button' });
  d.cancel = el('button', { id: 'label-cancel', type: 'button' });
  d.dialog.append(
    d.title,
    d.status,
    d.progress,
    el('div', { class: 'label-body' },
      el('figure', { class: 'label-figure' }, d.canvas, el('figcaption', {}, d.hint)),
      el('div', { class: 'label-fields' },
        el('div', { class: 'field' }, d.partLabel, d.part),
        el('div', { class: 'field' }, d.serialLabel, d.serial),
        d.questionLabel,
        d.question)),
    el('div', { class: 'label-actions' }, d.ask, d.whole, d.cancel),
  );
  document.body.append(d.dialog);
  d.part.addEventListener('input', () => propose());
  d.serial.addEventListener('input', () => propose());
  d.ask.addEventListener('click', () => {
    const q = question();
    if (!q) return;
    asked = true;
    d.dialog.close();
    ctx.ask(q);
  });
  d.cancel.addEventListener('click', () => d.dialog.close());
  d.whole.addEventListener('click', () => read(null));
  d.dialog.addEventListener('close', () => {
    current = null;
    ctx?.closed?.({ asked });
  });
  dragCrop(d);
  return d;
}

/** Words the dialog shows, in the page's language (again when the language changes). */
function words() {
  ui.title.textContent = say('label.title');
  ui.hint.textContent = say('label.cropHint');
  ui.canvas.setAttribute('aria-label', say('label.photo'));
  ui.partLabel.textContent = say('label.part');
  ui.serialLabel.textContent = say('label.serial');
  ui.questionLabel.textContent = say('label.proposed');
  ui.ask.textContent = say('label.ask');
  ui.whole.textContent = say('label.whole');
  ui.cancel.textContent = say('label.cancel');
}

function question() {
  const part = ui.part.value.trim();
  const serial = ui.serial.value.trim();
  if (part && serial) return say('label.q.both', { part, serial });
  if (part) return say('label.q.part', { part });
  if (serial) return say('label.q.serial', { serial });
  return '';
}

function propose() {
  const q = question();
  ui.question.textContent = q || say('label.q.none');
  ui.ask.disabled = !q || current?.reading === true;
}

function status(text, progress = null) {
  ui.status.textContent = text;
  ui.progress.hidden = progress === null;
  if (progress !== null) ui.progress.value = progress;
}

// The photo being confirmed: {rgba, crop, reading, drag}; whether its question was asked.
let current = null;
let asked = false;

/** The photo with the crop read, drawn small in the dialog. */
function drawPhoto() {
  if (!current) return;
  const { rgba, crop } = current;
  const c = ui.canvas;
  const f = Math.min(640 / rgba.width, 480 / rgba.height, 1);
  c.width = Math.round(rgba.width * f);
  c.height = Math.round(rgba.height * f);
  const g = c.getContext('2d');
  g.drawImage(rgba.canvas, 0, 0, c.width, c.height);
  const box = current.drag || crop;
  if (box) {
    g.lineWidth = Math.max(2, c.width / 160);
    g.strokeStyle = '#f59e0b';
    g.setLineDash([8, 5]);
    g.strokeRect(box.x * f, box.y * f, box.w * f, box.h * f);
  }
}

/** A drag over the photo chooses the part of it to read; read when the finger lifts. */
function dragCrop(d) {
  let start = null;
  const at = (ev) => {
    const r = d.canvas.getBoundingClientRect();
    const f = current.rgba.width / r.width;
    return { x: Math.max(0, Math.min(current.rgba.width, (ev.clientX - r.left) * f)), y: Math.max(0, Math.min(current.rgba.height, (ev.clientY - r.top) * (current.rgba.height / r.height))) };
  };
  const box = (a, b) => ({ x: Math.round(Math.min(a.x, b.x)), y: Math.round(Math.min(a.y, b.y)), w: Math.round(Math.abs(a.x - b.x)), h: Math.round(Math.abs(a.y - b.y)) });
  d.canvas.addEventListener('pointerdown', (ev) => {
    if (!current || current.reading) return;
    start = at(ev);
    d.canvas.setPointerCapture(ev.pointerId);
    ev.preventDefault();
  });
  d.canvas.addEventListener('pointermove', (ev) => {
    if (!start) return;
    current.drag = box(start, at(ev));
    drawPhoto();
  });
  const end = (ev) => {
    if (!start) return;
    const b = box(start, at(ev));
    start = null;
    current.drag = null;
    // A tap, or a sliver, is no crop.
    if (b.w > current.rgba.width * 0.05 && b.h > current.rgba.height * 0.04) read(b);
    else drawPhoto();
  };
  d.canvas.addEventListener('pointerup', end);
  d.canvas.addEventListener('pointercancel', () => {
    start = null;
    if (current) current.drag = null;
    drawPhoto();
  });
}

/** Reads the current photo (its `crop`, or the label found in it) and fills the fields. */
async function read(crop) {
  const mine = current;
  if (!mine) return;
  mine.reading = true;
  mine.crop = crop;
  ui.ask.disabled = true;
  ui.whole.disabled = true;
  drawPhoto();
  try {
    await ensureKit(({ loaded, total }) => {
      if (mine !== current) return;
      if (loaded < total) {
        status(say('label.status.kit', { loaded: ctx.formatSize(loaded), total: ctx.formatSize(total) }), total ? loaded / total : 0);
      }
    });
    if (mine !== current) return;
    const r = await readLabel(mine.rgba, {
      barcodes,
      ocr,
      readCodes: (text) => ctx.readCodes(text),
      crop,
      onStage: (stage) => {
        if (mine === current) status(say(`label.status.${stage}`));
      },
    });
    if (mine !== current) return;
    mine.crop = r.crop;
    // What was read replaces the fields, unless nothing was read (then what was typed stays).
    if (r.part) ui.part.value = r.part;
    if (r.serial) ui.serial.value = r.serial;
    const found = r.part || r.serial;
    status(say(found ? `label.status.read.${r.source && r.source.startsWith('barcode') ? 'barcode' : 'ocr'}` : 'label.status.nothing'));
    document.documentElement.dataset.label = found ? 'read' : 'unread';
  } catch (e) {
    if (mine !== current) return;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    status(say(offline ? 'label.status.offline' : 'label.status.failed', { error: (e && e.message) || String(e) }));
    document.documentElement.dataset.label = 'failed';
  } finally {
    if (mine === current) {
      mine.reading = false;
      ui.whole.disabled = false;
      drawPhoto();
      propose();
    }
  }
}

/**
 * Opens the confirmation for a photo `file`. `context`: {lang() -> 'en'|'fr', formatSize(n),
 * readCodes(text) -> Promise<{parts, serials}> (the engine), ask(question), closed()}.
 */
export async function open(file, context) {
  ctx = context;
  if (!ui) ui = build();
  words();
  document.documentElement.dataset.label = 'reading';
  ui.part.value = '';
  ui.serial.value = '';
  current = { rgba: null, crop: null, reading: true };
  const mine = current;
  status(say('label.status.decode'));
  propose();
  asked = false;
  if (!ui.dialog.open) ui.dialog.showModal();
  // The title, not the first field: a phone would open its keyboard over the photo.
  ui.title.focus();
  try {
    mine.rgba = await decode(file);
  } catch (e) {
    if (mine !== current) return;
    mine.reading = false;
    status(say('label.status.notImage', { error: (e && e.message) || String(e) }));
    document.documentElement.dataset.label = 'failed';
    propose();
    return;
  }
  if (mine !== current) return;
  await read(null);
}

/** The kit's files, stored for offline use ahead of the photo (the button was pressed). */
export function prefetch(context) {
  ctx = ctx || context;
  return ensureKit(() => {}).catch(() => {});
}

/** The page's language changed: the dialog's words follow. */
export function relabel() {
  if (ui) {
    words();
    propose();
  }
}
