// Reading a photographed part label: what the page's camera button does with the photo (label.js)
// and what bench/labels.mjs measures in Node, the same code in both. Nothing here touches the
// network or the document: the photo comes in as pixels, the barcode reader, the OCR and the
// engine's reading of a text (`readCodes`: the corpus's own part and serial patterns) are given.
//
//   readLabel(rgba, {barcodes, ocr, readCodes, crop?}) ->
//     {part, serial, parts, serials, source: 'barcode' | 'ocr' | 'barcode+ocr' | null, text, crop, angle}
//
// A barcode first (its text read for parts and serials); else, or for what the barcode did not
// say, OCR of the photo after the usual preparation: grey, the label found (or the crop the
// technician drew), the text's skew measured and undone, the background's light divided out
// (glare, shadows), contrast stretched, small text enlarged.

/** The barcodes a label may carry (zxing-wasm's names; BarcodeDetector's are qr_code, data_matrix, code_128). */
export const BARCODE_FORMATS = ['QRCode', 'DataMatrix', 'Code128'];

/**
 * Tesseract's settings for each OCR pass: a block of text first (a label's lines), then sparse
 * text (words anywhere) when the first pass left the part or the serial unread.
 */
export const OCR_PASSES = [
  { tessedit_pageseg_mode: '6', user_defined_dpi: '300' },
  { tessedit_pageseg_mode: '11', user_defined_dpi: '300' },
];

/** Luma of an RGBA image: {width, height, data} -> {w, h, p: Uint8Array}. */
export function greyOf({ width, height, data }) {
  const p = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < p.length; i++, j += 4) {
    p[i] = (data[j] * 77 + data[j + 1] * 150 + data[j + 2] * 29) >> 8;
  }
  return { w: width, h: height, p };
}

/** Box-averaged copy at most `max` pixels on its longer side (the image itself if smaller). */
export function shrink(g, max) {
  const f = Math.max(g.w, g.h) / max;
  if (f <= 1) return { ...g, f: 1 };
  const w = Math.max(1, Math.round(g.w / f));
  const h = Math.max(1, Math.round(g.h / f));
  const p = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y * f);
    const y1 = Math.min(g.h, Math.max(y0 + 1, Math.floor((y + 1) * f)));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * f);
      const x1 = Math.min(g.w, Math.max(x0 + 1, Math.floor((x + 1) * f)));
      let s = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) s += g.p[yy * g.w + xx];
      p[y * w + x] = s / ((y1 - y0) * (x1 - x0));
    }
  }
  return { w, h, p, f };
}

/** Otsu's threshold of a grey image. */
export function otsu(g) {
  const hist = new Float64Array(256);
  for (const v of g.p) hist[v]++;
  const n = g.p.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let t = 128;
  for (let i = 0; i < 256; i++) {
    wB += hist[i];
    if (!wB) continue;
    const wF = n - wB;
    if (!wF) break;
    sumB += i * hist[i];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      t = i;
    }
  }
  return t;
}

/**
 * Where the label is: the largest bright region of the photo (a label is lighter than the pack
 * it is stuck on), as {x, y, w, h} in the photo's pixels with a margin; the whole photo when no
 * region stands out (a label filling the frame, or no label).
 */
export function findLabel(g) {
  const s = shrink(g, 320);
  const t = otsu(s);
  const seen = new Uint8Array(s.w * s.h);
  let best = null;
  const stack = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || s.p[start] <= t) continue;
    let n = 0;
    let x0 = s.w;
    let y0 = s.h;
    let x1 = 0;
    let y1 = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop();
      const x = i % s.w;
      const y = (i - x) / s.w;
      n++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const j of [x > 0 ? i - 1 : -1, x < s.w - 1 ? i + 1 : -1, y > 0 ? i - s.w : -1, y < s.h - 1 ? i + s.w : -1]) {
        if (j >= 0 && !seen[j] && s.p[j] > t) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (!best || n > best.n) best = { n, x0, y0, x1, y1 };
  }
  const whole = { x: 0, y: 0, w: g.w, h: g.h };
  if (!best) return whole;
  const boxArea = (best.x1 - best.x0 + 1) * (best.y1 - best.y0 + 1);
  // Too small to be a label, or the whole frame anyway.
  if (boxArea < s.w * s.h * 0.04 || boxArea > s.w * s.h * 0.92) return whole;
  const m = 0.03 * Math.max(s.w, s.h);
  const x = Math.max(0, (best.x0 - m) * s.f);
  const y = Math.max(0, (best.y0 - m) * s.f);
  return {
    x: Math.round(x),
    y: Math.round(y),
    w: Math.round(Math.min(g.w, (best.x1 + 1 + m) * s.f) - x),
    h: Math.round(Math.min(g.h, (best.y1 + 1 + m) * s.f) - y),
  };
}

/** Sums over a grey image (an integral image), for box means in constant time. */
function integral(g) {
  const W = g.w + 1;
  const s = new Float64Array(W * (g.h + 1));
  for (let y = 0; y < g.h; y++) {
    let row = 0;
    for (let x = 0; x < g.w; x++) {
      row += g.p[y * g.w + x];
      s[(y + 1) * W + x + 1] = s[y * W + x + 1] + row;
    }
  }
  return (x0, y0, x1, y1) => {
    // Clamped box [x0, x1) x [y0, y1): its mean.
    const a = Math.max(0, x0);
    const b = Math.max(0, y0);
    const c = Math.min(g.w, x1);
    const d = Math.min(g.h, y1);
    return (s[d * W + c] - s[b * W + c] - s[d * W + a] + s[b * W + a]) / ((c - a) * (d - b));
  }
}

/**
 * The text's skew and size in a crop `box` of `g`: `angle` in degrees (positive: lines rising to
 * the left, as a label turned clockwise), the angle at which the dark pixels' projection onto the
 * vertical is sharpest (its lines falling into the fewest rows), searched to ±`range` degrees;
 * `line`, the median height of those rows in the photo's pixels (0 when no lines stand out).
 */
export function textLayout(g, box = { x: 0, y: 0, w: g.w, h: g.h }, range = 20) {
  const crop = extract(g, box, 0, 1);
  const s = shrink(crop, 600);
  const mean = integral(s);
  const r = Math.max(4, Math.round(Math.max(s.w, s.h) / 30));
  // Only the label's own ink counts, not the dark pack around it nor the label's edges (a
  // label turned in its upright box leaves dark corners, whose edges would be read as lines).
  const mask = labelMask(s);
  const inside = mask ? integral({ w: s.w, h: s.h, p: mask }) : null;
  const xs = [];
  const ys = [];
  for (let y = 0; y < s.h; y++) {
    for (let x = 0; x < s.w; x++) {
      if (inside && inside(x - r, y - r, x + r + 1, y + r + 1) < 1) continue;
      const v = s.p[y * s.w + x];
      // Ink: clearly darker than its neighbourhood.
      if (v < mean(x - r, y - r, x + r + 1, y + r + 1) * 0.85) {
        xs.push(x - s.w / 2);
        ys.push(y - s.h / 2);
      }
    }
  }
  if (xs.length < 50) return { angle: 0, line: 0 };
  const diag = Math.ceil(Math.hypot(s.w, s.h));
  const bins = new Float64Array(diag + 2);
  const project = (deg) => {
    const a = (deg * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const v = ys[i] * cos - xs[i] * sin + diag / 2;
      bins[Math.max(0, Math.min(diag + 1, Math.round(v)))]++;
    }
  };
  const score = (deg) => {
    project(deg);
    let sq = 0;
    for (const b of bins) sq += b * b;
    return sq;
  };
  let best = 0;
  let bestScore = -1;
  for (let d = -range; d <= range; d += 1) {
    const v = score(d);
    if (v > bestScore) {
      bestScore = v;
      best = d;
    }
  }
  for (let d = best - 0.9; d <= best + 0.9; d += 0.1) {
    const v = score(d);
    if (v > bestScore) {
      bestScore = v;
      best = d;
    }
  }
  // The rows of text at that angle: runs of rows holding a fifth of the fullest row's ink.
  project(best);
  let top = 0;
  for (const b of bins) top = Math.max(top, b);
  const runs = [];
  let run = 0;
  for (const b of bins) {
    if (b >= top * 0.2) run++;
    else {
      if (run >= 2) runs.push(run);
      run = 0;
    }
  }
  runs.sort((x, y) => x - y);
  const line = runs.length ? runs[Math.floor(runs.length / 2)] * s.f : 0;
  return { angle: Math.round(best * 10) / 10, line };
}

/** The text's skew in degrees in a crop `box` of `g` (textLayout's angle). */
export function skewAngle(g, box, range = 20) {
  return textLayout(g, box, range).angle;
}

/**
 * The crop `box` of `g`, turned by `deg` about its centre (sampling the photo around it, so the
 * corners are the photo's, not blank) and scaled by `scale`: bilinear.
 */
export function extract(g, box, deg, scale) {
  const w = Math.max(1, Math.round(box.w * scale));
  const h = Math.max(1, Math.round(box.h * scale));
  const p = new Uint8Array(w * h);
  const a = (deg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  for (let v = 0; v < h; v++) {
    const dy = (v + 0.5) / scale - box.h / 2;
    for (let u = 0; u < w; u++) {
      const dx = (u + 0.5) / scale - box.w / 2;
      const sx = cx + dx * cos - dy * sin - 0.5;
      const sy = cy + dx * sin + dy * cos - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const at = (x, y) => g.p[Math.min(g.h - 1, Math.max(0, y)) * g.w + Math.min(g.w - 1, Math.max(0, x))];
      p[v * w + u] = (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
    }
  }
  return { w, h, p };
}

/**
 * What of a crop is the label: everything but the dark surroundings reached from the crop's edge
 * (the pack around the label). Null when there are hardly any (the crop is all label): ink that
 * the technician's crop cut through must not go.
 */
export function labelMask(g) {
  const t = otsu(g);
  const out = new Uint8Array(g.p.length).fill(1);
  const stack = [];
  const push = (i) => {
    if (out[i] && g.p[i] <= t) {
      out[i] = 0;
      stack.push(i);
    }
  };
  for (let x = 0; x < g.w; x++) {
    push(x);
    push((g.h - 1) * g.w + x);
  }
  for (let y = 0; y < g.h; y++) {
    push(y * g.w);
    push(y * g.w + g.w - 1);
  }
  let outside = 0;
  while (stack.length) {
    const i = stack.pop();
    outside++;
    const x = i % g.w;
    if (x > 0) push(i - 1);
    if (x < g.w - 1) push(i + 1);
    if (i >= g.w) push(i - g.w);
    if (i + g.w < out.length) push(i + g.w);
  }
  return outside > out.length * 0.1 ? out : null;
}

/**
 * Even light and full contrast: each pixel divided by its neighbourhood's brightness (a glare
 * spot or a shadow is divided out), then the result stretched so that the darkest ink is black
 * and paper white; outside the label (`mask`) everything is white. `smooth` first averages each
 * pixel with its neighbours up to that many pixels away (sensor noise; 0: not at all).
 */
export function flatten(g, { mask = null, smooth = 1 } = {}) {
  let src = g;
  if (smooth) {
    const m = integral(g);
    const p = new Uint8Array(g.p.length);
    const k = smooth;
    for (let y = 0; y < g.h; y++) for (let x = 0; x < g.w; x++) p[y * g.w + x] = m(x - k, y - k, x + k + 1, y + k + 1);
    src = { w: g.w, h: g.h, p };
  }
  // The neighbourhood's brightness is the label's own: the pack around it counts as paper.
  let lit = src;
  if (mask) {
    const inside = [];
    for (let i = 0; i < mask.length; i += 7) if (mask[i]) inside.push(src.p[i]);
    inside.sort((x, y) => x - y);
    const paper = inside.length ? inside[Math.floor(inside.length * 0.75)] : 255;
    lit = { w: src.w, h: src.h, p: src.p.map((v, i) => (mask[i] ? v : paper)) };
  }
  const r = Math.max(8, Math.round(Math.min(g.w, g.h) / 12));
  const mean = integral(lit);
  const ratio = new Float32Array(src.p.length);
  for (let y = 0; y < src.h; y++) {
    for (let x = 0; x < src.w; x++) {
      const i = y * src.w + x;
      ratio[i] = lit.p[i] / Math.max(1, mean(x - r, y - r, x + r + 1, y + r + 1));
    }
  }
  // Paper is at or above its neighbourhood's mean (a ratio of about 1), ink well below: the
  // darkest percent of the label maps to black, paper to white.
  const sample = [];
  for (let i = 0; i < ratio.length; i += 3) if (!mask || mask[i]) sample.push(ratio[i]);
  sample.sort((x, y) => x - y);
  const lo = sample.length ? sample[Math.floor(sample.length * 0.01)] : 0;
  const hi = Math.max(lo + 0.05, Math.min(1, sample.length ? sample[Math.floor(sample.length * 0.6)] : 1));
  const p = new Uint8Array(ratio.length);
  for (let i = 0; i < p.length; i++) {
    p[i] = mask && !mask[i] ? 255 : Math.max(0, Math.min(255, ((ratio[i] - lo) / (hi - lo)) * 255));
  }
  return { w: src.w, h: src.h, p };
}

// The height of a line of text in the image given to OCR (ascenders to descenders; chosen among
// 32, 40, 48 and 56 on tests/labels, bench/RESULTS.md), and the widest image made.
const LINE = 40;
// An OCR line read at least this sure (Tesseract's confidence, 0 to 100) is not read again.
const SURE = 0; // 80 and 90 measured: no label read better, some slower (bench/RESULTS.md)
const MAX_OUT = 2600;

/** The prepared label, ready for OCR: {image, turned, mask, crop, angle, scale}. */
export function prepare(g, { crop, layout = null, width = 1600 } = {}) {
  const box = crop || findLabel(g);
  // `layout`: the crop's textLayout when it was measured already.
  const { angle, line } = layout || textLayout(g, box);
  // Lines of text made about LINE pixels high, where Tesseract reads best (small text enlarged,
  // large text reduced); without lines to measure, the crop made about `width` pixels wide.
  const scale = Math.max(0.5, Math.min(3, MAX_OUT / box.w, line ? LINE / line : width / box.w));
  const turned = extract(g, box, angle, scale);
  const mask = labelMask(turned);
  // Sensor noise averaged out over about a pixel of the photo, whatever the enlargement (a box
  // of 0.7 photo pixels each side: on the hard labels 22 of 24 read, against 20 with 3x3 at any
  // scale; bench/labels.mjs).
  const image = flatten(turned, { mask, smooth: Math.max(1, Math.round(scale * 0.7)) });
  return { image, turned, mask, crop: box, angle, scale };
}

/** A grey image's contrast stretched: its darkest percent black, its lightest percent white. */
export function stretch(g) {
  const hist = new Uint32Array(256);
  for (const v of g.p) hist[v]++;
  const at = (share) => {
    let n = 0;
    for (let v = 0; v < 256; v++) {
      n += hist[v];
      if (n >= g.p.length * share) return v;
    }
    return 255;
  };
  const lo = at(0.01);
  const hi = Math.max(lo + 1, at(0.99));
  return { w: g.w, h: g.h, p: g.p.map((v) => Math.max(0, Math.min(255, ((v - lo) * 255) / (hi - lo)))) };
}

/** Each pixel averaged with the `k` above and below it: a straightened bar code's bars, smoothed along their length. */
export function alongBars(g, k) {
  const p = new Uint8Array(g.p.length);
  for (let x = 0; x < g.w; x++) {
    let sum = 0;
    let n = 0;
    for (let y = 0; y < Math.min(g.h, k); y++) {
      sum += g.p[y * g.w + x];
      n++;
    }
    for (let y = 0; y < g.h; y++) {
      if (y + k < g.h) {
        sum += g.p[(y + k) * g.w + x];
        n++;
      }
      if (y - k - 1 >= 0) {
        sum -= g.p[(y - k - 1) * g.w + x];
        n--;
      }
      p[y * g.w + x] = sum / n;
    }
  }
  return { w: g.w, h: g.h, p };
}

/** A grey image as RGBA pixels ({width, height, data}), as barcode readers take them. */
export function rgbaOf(g) {
  const data = new Uint8ClampedArray(g.p.length * 4);
  for (let i = 0; i < g.p.length; i++) {
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = g.p[i];
    data[i * 4 + 3] = 255;
  }
  return { width: g.w, height: g.h, data };
}

/** Tesseract's result ({text, blocks}) as readLabel takes it: {text, lines: [{text, confidence}]}. */
export function ocrLines(data) {
  const lines = [];
  for (const b of data.blocks || []) for (const p of b.paragraphs || []) for (const l of p.lines || []) lines.push({ text: l.text, confidence: l.confidence });
  return { text: data.text, lines: lines.length ? lines : String(data.text).split('\n').map((t) => ({ text: t, confidence: 0 })) };
}

/** A grey image as a binary PGM file (P5), which Tesseract's image reader takes as it is. */
export function pgm(g) {
  const head = new TextEncoder().encode(`P5\n${g.w} ${g.h}\n255\n`);
  const out = new Uint8Array(head.length + g.p.length);
  out.set(head);
  out.set(g.p, head.length);
  return out;
}

// OCR's usual confusions between digits and letters, undone only where the rest of a piece of
// a code says which was meant: "25O9" and "O42O" are numbers, the "8P" before "36" letters.
const AS_DIGIT = { O: '0', o: '0', Q: '0', D: '0', I: '1', l: '1', i: '1', '|': '1', '!': '1', S: '5', s: '5', B: '8', Z: '2', z: '2', G: '6', g: '9', T: '7' };
const AS_LETTER = { 0: 'O', 1: 'I', 5: 'S', 8: 'B', 2: 'Z', 6: 'G' };
const isDigit = (c) => c >= '0' && c <= '9';
const isUpper = (c) => c >= 'A' && c <= 'Z';

/** Dashes and separators OCR reads in many forms, as the plain ones the patterns are written with. */
export function plain(text) {
  return String(text)
    .replace(/[\u2010-\u2015\u2212\u2043~_=]/g, '-')
    .replace(/(\w) ?- ?(\w)/g, '$1-$2')
    .replace(/[\u00a0\t]/g, ' ');
}

/** The text with OCR's digit/letter confusions undone where the neighbours say which was meant. */
export function confusions(text) {
  // A piece: a run of letters, digits and the marks OCR reads for a 1, between separators.
  return String(text).replace(/[A-Za-z0-9|!]+/g, (piece) => {
    const c = [...piece];
    const digits = c.filter(isDigit).length;
    const lookalikes = c.filter((x) => !isDigit(x) && AS_DIGIT[x]).length;
    // A number with a few letters in it: all of them digits.
    if (digits >= 2 && digits >= lookalikes && digits + lookalikes === c.length) return c.map((x) => AS_DIGIT[x] || x).join('');
    // Capitals with a digit among them, then digits ("8P36"): the capitals' digits are letters.
    const m = /^([A-Z0-9]{1,3}?)([0-9]+)$/.exec(piece);
    if (m && [...m[1]].some(isUpper) && [...m[1]].every((x) => isUpper(x) || AS_LETTER[x])) {
      return [...m[1]].map((x) => AS_LETTER[x] || x).join('') + m[2];
    }
    if (/^[A-Z0-9]{2,3}$/.test(piece) && [...piece].some(isUpper) && [...piece].every((x) => isUpper(x) || AS_LETTER[x])) {
      return [...piece].map((x) => AS_LETTER[x] || x).join('');
    }
    return piece;
  });
}

/**
 * What the engine reads in a text (`readCodes`, which may answer by a promise: the page's engine
 * is in its worker): line by line (OCR's stray marks on two lines never join into one code),
 * the text as read first, then with separators and confusions repaired.
 */
export async function codesIn(text, readCodes) {
  const parts = [];
  const serials = [];
  const add = (list, found) => {
    for (const f of found || []) if (!list.includes(f)) list.push(f);
  };
  const lines = String(text).split(/\n/).map((l) => l.trim()).filter(Boolean);
  for (const repair of [(l) => l, plain, (l) => confusions(plain(l))]) {
    for (const line of lines) {
      const r = await readCodes(repair(line));
      add(parts, r.parts);
      add(serials, r.serials);
    }
  }
  return { parts, serials };
}

/**
 * Reads a label's photo: `barcodes(rgba)` -> [text] (may be absent or fail), `ocr(image, pass)` ->
 * {text, lines: [{text, confidence}]} or the text alone (`image` a grey {w, h, p}; pass 0, then 1
 * with other settings when the first left the part or serial unread or unsure),
 * `readCodes(text)` -> {parts, serials} (the engine). `crop` is the technician's, else the label
 * found in the photo. A code a barcode gave is taken as it is; of OCR's, the one read on the
 * line Tesseract was surest of.
 */
export async function readLabel(rgba, { barcodes, ocr, readCodes, crop = null, onStage = () => {} }) {
  // Each value found, with how sure its reading is (a barcode's: 101, above any OCR line's).
  const found = { parts: new Map(), serials: new Map() };
  const note = (codes, sure) => {
    for (const kind of ['parts', 'serials']) {
      for (const v of codes[kind]) found[kind].set(v, Math.max(found[kind].get(v) ?? -1, sure));
    }
  };
  const best = (kind) => {
    let top = null;
    for (const [v, sure] of found[kind]) if (!top || sure > top[1]) top = [v, sure];
    return top;
  };
  // Both read, and surely enough that another OCR pass would not be trusted over them.
  const settled = () => ['parts', 'serials'].every((k) => (best(k)?.[1] ?? -1) >= SURE);
  let source = null;
  const texts = [];
  const g = greyOf(rgba);
  let layout = null;
  if (barcodes) {
    onStage('barcode');
    let codes = [];
    try {
      codes = await barcodes(rgba);
      // None found in the photo: again in the label alone, enlarged and at full contrast (a
      // small or faint code); then straightened (a bar code's bars are skewed as the text is)
      // with its bars averaged along their length, so that noise and blur no longer break them.
      if (!codes.length) {
        const box = crop || findLabel(g);
        codes = await barcodes(rgbaOf(stretch(extract(g, box, 0, Math.max(1, Math.min(3, 1400 / box.w))))));
        if (!codes.length) {
          layout = textLayout(g, box);
          codes = await barcodes(rgbaOf(stretch(alongBars(extract(g, box, layout.angle, 1), 6))));
        }
      }
    } catch {
      // no barcode reader here: OCR reads the text
    }
    for (const text of codes) {
      texts.push(text);
      note(await codesIn(text, readCodes), 101);
    }
    if (found.parts.size || found.serials.size) source = 'barcode';
  }
  let box = crop;
  let angle = 0;
  if (!settled() && ocr) {
    onStage('ocr');
    const prepared = prepare(g, { crop, layout });
    box = prepared.crop;
    angle = prepared.angle;
    for (let pass = 0; pass < OCR_PASSES.length && !settled(); pass++) {
      const image = pass === 0 ? prepared.image : flatten(prepared.turned, { mask: prepared.mask, smooth: 0 });
      const out = await ocr(image, pass);
      const text = typeof out === 'string' ? out : out.text;
      const lines = typeof out === 'string' ? text.split('\n').map((l) => ({ text: l, confidence: 0 })) : out.lines;
      texts.push(text);
      const before = found.parts.size + found.serials.size;
      for (const line of lines) note(await codesIn(line.text, readCodes), line.confidence);
      if (found.parts.size + found.serials.size > before) source = source === 'barcode' ? 'barcode+ocr' : source || 'ocr';
    }
  }
  const order = (kind) => [...found[kind]].sort((x, y) => y[1] - x[1]).map(([v]) => v);
  const parts = order('parts');
  const serials = order('serials');
  return {
    part: parts[0] || '',
    serial: serials[0] || '',
    parts,
    serials,
    source,
    text: texts.join('\n'),
    crop: box || findLabel(g),
    angle,
  };
}
