// Writes the label photos the camera button is measured on (bench/labels.mjs) and tested with
// (tests/browser/label.test.mjs): battery pack labels with a known part number and serial, drawn
// in Debian's chromium (playwright-core, as the browser tests drive it) and degraded as a phone's
// photo of a workshop's pack is: fonts, sizes, rotation up to 15 degrees, blur, noise, low
// contrast, glare, a dirty patch, and on some a barcode (Code 128 or QR, drawn from zxing-wasm's
// writer) carrying the same part and serial.
//
//   node tests/labels/generate.mjs [--count 72] [--seed 20261204] [--out tests/labels]
//
// Seeded: the same seed draws the same labels (the JPEG bytes may differ between chromium
// versions; the ground truth does not). Writes OUT/images/label-NNN.jpg and OUT/truth.jsonl, one
// line per image: {file, part, serial, difficulty, barcode, ...the drawing's parameters}. The
// part is the corpus's canonical spelling (corpus/atlas: BP-36-2 ...), whatever the label
// prints (BP36-2); serials are YYMM-NNNN as the corpus's [serials] pattern reads them.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const COUNT = Number(opt('count', 72));
const SEED = Number(opt('seed', 20261204));
const OUT = path.resolve(opt('out', path.join(ROOT, 'tests/labels')));
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(SEED);
const between = (lo, hi) => lo + (hi - lo) * rand();
const int = (lo, hi) => Math.floor(between(lo, hi + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const chance = (p) => rand() < p;

// The corpus's battery packs (corpus/atlas: the only part numbers it has) and what they print.
const PACKS = [
  { part: 'BP-36-2', volts: 36, wh: 504, ah: 14 },
  { part: 'BP-36-3', volts: 36, wh: 540, ah: 15 },
  { part: 'BP-48-1', volts: 48, wh: 720, ah: 15 },
  { part: 'BP-24-1', volts: 24, wh: 250, ah: 10.4 },
];
const FONTS = [
  'DejaVu Sans', 'DejaVu Sans Mono', 'DejaVu Serif', 'DejaVu Sans Condensed',
  'Liberation Sans', 'Liberation Mono', 'Liberation Serif', 'Liberation Sans Narrow',
];
const PART_LABELS = ['PART NO.', 'P/N', 'Part No:', 'REF', 'Part number'];
const SERIAL_LABELS = ['S/N', 'SERIAL NO.', 'SN:', 'Serial', 'Serial number'];
const BRANDS = ['ATLAS BIKES', 'Atlas Bikes', 'ATLAS e-Mobility'];
const LABEL_COLOURS = ['#ffffff', '#f7f3e8', '#eceff1', '#fff8d6', '#dfe3e6'];
const BACKGROUNDS = ['#1f2327', '#2b2f36', '#123047', '#3a3f2a', '#101010', '#4a4e55'];

// Difficulty: how far each degradation goes. A third of the labels each.
const LEVELS = {
  easy: { rot: 4, blur: [0, 0.5], noise: [0, 6], contrast: [0.85, 1], glare: 0, dirt: 0, fill: [0.7, 0.9] },
  medium: { rot: 9, blur: [0.4, 1.1], noise: [5, 12], contrast: [0.55, 0.85], glare: 0.5, dirt: 0.4, fill: [0.55, 0.8] },
  hard: { rot: 15, blur: [0.9, 1.7], noise: [10, 18], contrast: [0.38, 0.6], glare: 0.75, dirt: 0.7, fill: [0.45, 0.7] },
};

function serial() {
  const yy = int(24, 26);
  const mm = int(1, 12);
  // A third of them in the recall's range (2509-0001 to 2509-0800), so that both verdicts occur.
  if (chance(0.33)) return `2509-${String(int(1, 800)).padStart(4, '0')}`;
  return `${yy}${String(mm).padStart(2, '0')}-${String(int(1, 9999)).padStart(4, '0')}`;
}

function spec(i) {
  const difficulty = ['easy', 'medium', 'hard'][i % 3];
  const L = LEVELS[difficulty];
  const pack = pick(PACKS);
  const s = serial();
  // BP36-2 as the S-2's warranty writes it: the engine's pattern reads it as BP-36-2.
  const printedPart = chance(0.25) ? pack.part.replace('-', '') : pack.part;
  // Every fourth label carries a barcode, Code 128 and QR in turn.
  const barcode = i % 4 === 1 ? (Math.floor(i / 4) % 2 === 0 ? 'Code128' : 'QRCode') : null;
  const rotMag = difficulty === 'easy' ? between(0, L.rot) : between(L.rot - 6, L.rot);
  const mfg = `${2000 + Number(s.slice(0, 2))}-${s.slice(2, 4)}`;
  return {
    file: `images/label-${String(i).padStart(3, '0')}.jpg`,
    part: pack.part,
    serial: s,
    difficulty,
    barcode,
    barcodeText: barcode ? (barcode === 'QRCode' ? `P:${pack.part};S:${s}` : `${pack.part} ${s}`) : null,
    printedPart,
    font: pick(FONTS),
    bold: chance(0.4),
    fill: Number(between(...L.fill).toFixed(2)),
    textPx: null,
    rotation: Number(((chance(0.5) ? -1 : 1) * rotMag).toFixed(2)),
    blur: Number(between(...L.blur).toFixed(2)),
    noise: Number(between(...L.noise).toFixed(1)),
    contrast: Number(between(...L.contrast).toFixed(2)),
    glare: chance(L.glare),
    dirt: chance(L.dirt),
    layout: pick(['stacked', 'stacked', 'serial-first', 'one-line']),
    partLabel: pick(PART_LABELS),
    serialLabel: pick(SERIAL_LABELS),
    brand: pick(BRANDS),
    labelColour: pick(LABEL_COLOURS),
    background: pick(BACKGROUNDS),
    lines: {
      spec: `Li-ion ${pack.volts}V  ${pack.wh}Wh  ${pack.ah}Ah`,
      mfg: `MFG ${mfg}   UN3480`,
      warn: pick(['Do not short-circuit. Keep dry.', 'Charge with CH-25B only', 'Recycle: Li-ion', 'Class 9 - handle with care']),
    },
    noiseSeed: int(1, 2 ** 31 - 1),
    placement: { dx: between(-0.05, 0.05), dy: between(-0.05, 0.05) },
    glareSpot: { x: between(0.2, 0.8), y: between(0.2, 0.8), r: between(0.15, 0.3), a: between(0.45, 0.7) },
    dirtSpot: { x: between(0.15, 0.85), y: pick([between(0.02, 0.12), between(0.88, 0.98)]), r: between(0.06, 0.12), a: between(0.35, 0.6), blobs: int(4, 8), seed: int(1, 1e9) },
  };
}

/** Drawn in the page: one label as the phone's photo, a JPEG data URL. */
function draw({ s, symbol }) {
  const W = 1024;
  const H = 768;
  let seed = s.noiseSeed >>> 0;
  const rnd = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const scene = document.createElement('canvas');
  scene.width = W;
  scene.height = H;
  const g = scene.getContext('2d');
  // The pack's surface: a gradient and a little texture.
  const bg = g.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, s.background);
  bg.addColorStop(1, '#000000');
  g.fillStyle = s.background;
  g.fillRect(0, 0, W, H);
  g.globalAlpha = 0.45;
  g.fillStyle = bg;
  g.fillRect(0, 0, W, H);
  g.globalAlpha = 1;

  // The label's lines, measured in its font: the label is as large as its text and barcode.
  const hex = (c) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16));
  // Drawn at 100 px a line and scaled so that the label fills its share of the photo.
  const px = 100;
  const font = (size, bold) => `${bold ? 'bold ' : ''}${Math.round(size)}px "${s.font}"`;
  const part = `${s.partLabel} ${s.printedPart}`;
  const ser = `${s.serialLabel} ${s.serial}`;
  const body = s.layout === 'one-line' ? [`${part}   ${ser}`] : s.layout === 'serial-first' ? [ser, part] : [part, ser];
  const lines = [
    [s.brand, px * 1.3, true],
    [s.lines.spec, px * 0.8, false],
    ...body.map((t) => [t, px, s.bold]),
    [s.lines.mfg, px * 0.75, false],
    [s.lines.warn, px * 0.65, false],
  ];
  let textW = 0;
  let textH = 0;
  for (const [t, size, bold] of lines) {
    g.font = font(size, bold);
    textW = Math.max(textW, g.measureText(t).width);
    textH += size * 1.45;
  }
  const margin = px * 1.1;
  const isQr = s.barcode === 'QRCode';
  let module = 0;
  let bw = 0;
  let bh = 0;
  if (symbol) {
    module = isQr ? (px * 5) / symbol.height : px * 0.06;
    bw = symbol.width * module;
    bh = isQr ? symbol.height * module : px * 2.4;
  }
  const quiet = symbol ? (isQr ? 4 : 10) * module : 0;
  // A QR stands right of the text, a margin apart; a Code 128 under it.
  const lw = isQr ? textW + margin + bw + 2 * quiet + 2 * margin : Math.max(textW, bw + 2 * quiet) + 2 * margin;
  const lh = isQr ? Math.max(textH, bh + 2 * quiet) + 2 * margin : textH + (symbol ? bh + 2 * quiet : 0) + 2 * margin;

  // The label, rotated about its centre, somewhere near the middle of the photo.
  g.save();
  g.translate(W / 2 + s.placement.dx * W, H / 2 + s.placement.dy * H);
  g.rotate((s.rotation * Math.PI) / 180);
  const scale = Math.min((s.fill * W) / lw, (0.9 * H) / lh);
  g.scale(scale, scale);
  g.fillStyle = s.labelColour;
  g.beginPath();
  g.roundRect(-lw / 2, -lh / 2, lw, lh, 18);
  g.fill();
  g.strokeStyle = 'rgba(0,0,0,0.35)';
  g.lineWidth = 2;
  g.stroke();

  // Text colour: near black, pulled toward the label's colour for low contrast.
  const paper = hex(s.labelColour);
  const ink = [20, 20, 24].map((v, k) => Math.round(paper[k] + (v - paper[k]) * s.contrast));
  const inkCss = `rgb(${ink.join(',')})`;
  g.fillStyle = inkCss;
  g.textBaseline = 'alphabetic';
  const left = -lw / 2 + margin;
  let y = -lh / 2 + margin;
  for (const [t, size, bold] of lines) {
    g.font = font(size, bold);
    g.fillText(t, left, y + size);
    y += size * 1.45;
  }

  // The barcode: right of the text (QR) or under it (Code 128), in its quiet zone.
  if (symbol) {
    const bx = lw / 2 - margin - quiet - bw;
    const by = isQr ? -bh / 2 : lh / 2 - margin - quiet - bh;
    g.fillStyle = '#ffffff';
    g.fillRect(bx - quiet, by - quiet, bw + 2 * quiet, bh + 2 * quiet);
    g.fillStyle = inkCss;
    for (let r = 0; r < symbol.height; r++) {
      for (let c = 0; c < symbol.width; c++) {
        if (symbol.data[r * symbol.width + c] < 128) {
          if (isQr) g.fillRect(bx + c * module, by + r * module, module, module);
          else if (r === 0) g.fillRect(bx + c * module, by, module, bh);
        }
      }
    }
  }

  // A dirty patch on the label: overlapping grey-brown blobs, near its top or bottom edge.
  if (s.dirt) {
    const d = s.dirtSpot;
    let ds = d.seed >>> 0;
    const dr = () => {
      ds = (Math.imul(ds, 1664525) + 1013904223) >>> 0;
      return ds / 4294967296;
    };
    g.fillStyle = `rgba(92, 74, 52, ${d.a})`;
    const cx = (d.x - 0.5) * lw;
    const cy = (d.y - 0.5) * lh;
    const r = d.r * Math.max(lw, lh);
    for (let k = 0; k < d.blobs; k++) {
      g.beginPath();
      g.ellipse(cx + (dr() - 0.5) * r * 2, cy + (dr() - 0.5) * r, r * (0.3 + dr() * 0.7), r * (0.2 + dr() * 0.4), dr() * Math.PI, 0, Math.PI * 2);
      g.fill();
    }
  }
  // Glare: a soft white spot on the label, as a lamp on glossy plastic.
  if (s.glare) {
    const gl = s.glareSpot;
    const cx = (gl.x - 0.5) * lw;
    const cy = (gl.y - 0.5) * lh;
    const r = gl.r * Math.max(lw, lh);
    const rg = g.createRadialGradient(cx, cy, 0, cx, cy, r);
    rg.addColorStop(0, `rgba(255,255,255,${gl.a})`);
    rg.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = rg;
    g.fillRect(-W, -H, 2 * W, 2 * H);
  }
  g.restore();

  // The camera: blur, then sensor noise.
  const out = document.createElement('canvas');
  out.width = W;
  out.height = H;
  const o = out.getContext('2d');
  o.filter = s.blur > 0.05 ? `blur(${s.blur}px)` : 'none';
  o.drawImage(scene, 0, 0);
  o.filter = 'none';
  if (s.noise > 0) {
    const img = o.getImageData(0, 0, W, H);
    const p = img.data;
    for (let k = 0; k < p.length; k += 4) {
      // Box-Muller from two uniform draws; the same noise on all three channels (luma noise).
      const n = Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd()) * s.noise;
      p[k] += n;
      p[k + 1] += n;
      p[k + 2] += n;
    }
    o.putImageData(img, 0, 0);
  }
  return { url: out.toDataURL('image/jpeg', 0.82), textPx: Math.round(px * scale) };
}

async function main() {
  prepareZXingModule({
    overrides: { wasmBinary: fs.readFileSync(path.join(ROOT, 'node_modules/zxing-wasm/dist/writer/zxing_writer.wasm')).buffer },
    fireImmediately: true,
  });
  const specs = Array.from({ length: COUNT }, (_, i) => spec(i));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
    fs.mkdirSync(path.join(OUT, 'images'), { recursive: true });
    const lines = [];
    for (const s of specs) {
      let symbol = null;
      if (s.barcode) {
        const w = await writeBarcode(s.barcodeText, { format: s.barcode, scale: 1, withQuietZones: false });
        if (w.error) throw new Error(`barcode ${s.barcodeText}: ${w.error}`);
        symbol = { width: w.symbol.width, height: w.symbol.height, data: Array.from(w.symbol.data) };
      }
      const { url, textPx } = await page.evaluate(draw, { s, symbol });
      s.textPx = textPx;
      fs.writeFileSync(path.join(OUT, s.file), Buffer.from(url.split(',')[1], 'base64'));
      const { noiseSeed, placement, glareSpot, dirtSpot, lines: _l, ...truth } = s;
      lines.push(JSON.stringify(truth));
    }
    fs.writeFileSync(path.join(OUT, 'truth.jsonl'), `${lines.join('\n')}\n`);
    console.log(`wrote ${specs.length} labels to ${path.relative(ROOT, OUT)}/images and truth.jsonl`);
  } finally {
    await browser.close();
  }
}

await main();
