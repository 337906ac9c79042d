// The browser benchmark: how long a user waits in headless Chromium (Debian's /usr/bin/chromium
// through playwright-core) for the Atlas page and for Pagefind on the same Rust documentation,
// first visit and return visit, at localhost speed and through a shaped network. Prints one JSON
// line; bench/report.mjs adds it to RESULTS.md. Run by bench/run --browser (after the Node
// harness and scripts/build-web), or alone:
//   node bench/browser.mjs [--runs 5] [--scales 1,4]
//
// Measured per visit, from the navigation's start: engine (Atlas: wasm instantiated; Pagefind:
// pagefind.js imported and init() done), bundle (Atlas: the bundle's bytes in hand; Pagefind: the
// search resolved, its index chunks loaded), ready (Atlas: the bundle parsed, questions
// answerable), enter (Atlas: when Enter was pressed, below), answer (the first question's results
// on screen), and the bytes the server sent (headers included) until the network is idle after the answer.
// Pagefind's page searches its ?q= at once; the Atlas page has the question in its box (?q=) and
// is asked as a user who presses Enter at once: a script in the page presses Enter (a keydown on
// the question box) the moment the page starts loading its bundle, the first moment it takes a
// question (it queues it). The press is in the page itself: pressing from here through the
// DevTools protocol arrived a few hundred milliseconds late on a busy machine, after the page
// was ready, and that wait was counted as the page's.
//
// The network: the server itself shapes every response (a round trip before the first byte, and
// one more on a new connection; every byte through one shared 20 Mbit/s link). DevTools network
// emulation is not used because it does not slow a service worker's own fetches, which the Atlas
// page's return visit goes through.
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const out = path.join(here, "out");
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const RUNS = Number(arg("--runs", "5"));
const SCALES = arg("--scales", "1,4").split(",").map(Number);
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
export const NETWORKS = {
  localhost: null,
  throttled: { rttMs: 40, bitsPerSecond: 20e6 },
};
// The dealer page's question (the design's Q21) and a Rust documentation section's heading.
const DEALER_Q = "Which products are affected by the battery recall?";
export const RUST_Q = "dangling references";

const say = (s) => process.stderr.write(`bench browser: ${s}\n`);
const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// --- what is served -------------------------------------------------------------------------------
function need(file, how) {
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: ${how}`);
}

function atlasBundles(scale) {
  // Built again here: a bundle left by an older run would measure an older engine.
  const dir = path.join(out, `browser-bundles-${scale}x`);
  need(path.join(out, `corpus-${scale}x`), `run node bench/assemble.mjs --scales ${SCALES.join(",")}`);
  need(path.join(root, "target/release/atlas"), "run cargo build --release --bin atlas");
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync(path.join(root, "target/release/atlas"), ["build", path.join(out, `corpus-${scale}x`), "--out", dir], { stdio: "ignore" });
  return dir;
}

function pagefindIndex(scale) {
  const dir = path.join(out, `pagefind-${scale}x`);
  const corpus = path.join(out, `corpus-${scale}x`, "html");
  need(corpus, `run node bench/assemble.mjs --scales ${SCALES.join(",")}`);
  const stamp = path.join(dir, "pagefind", "pagefind-entry.json");
  if (!fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < fs.statSync(corpus).mtimeMs) {
    fs.rmSync(dir, { recursive: true, force: true });
    say(`indexing the ${scale}x corpus with Pagefind`);
    execFileSync(path.join(here, "node_modules/.bin/pagefind"), ["--site", corpus, "--output-path", path.join(dir, "pagefind")], { stdio: "ignore" });
  }
  fs.copyFileSync(path.join(here, "browser/pagefind.html"), path.join(dir, "index.html"));
  return dir;
}

// --- the server -----------------------------------------------------------------------------------
const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8", ".webmanifest": "application/manifest+json",
  ".wasm": "application/wasm", ".atlas": "application/octet-stream", ".svg": "image/svg+xml", ".pagefind": "application/octet-stream",
};
// Pagefind's index files are gzip already (it reads them so); everything else is compressed as a
// static host would, once per file.
const precompressed = (file) => /\.pf_(meta|index|fragment)$/.test(file);

/**
 * A static server on 127.0.0.1: `mounts` maps URL prefixes to folders (longest first). Every
 * response has an ETag and Cache-Control: no-cache (as deploy/nginx-atlas.conf), so a return visit
 * revalidates; gzip when asked. Counts the bytes it writes; `shape` sets the network.
 */
export async function startServer(mounts) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const gzCache = new Map();
  let shape = null;
  let sent = 0;
  // [path, bytes of body, when sending began, when the request came, first on its connection,
  // when the last byte left], for a look at what a visit fetched and when
  const served = [];
  let linkFree = 0; // when the shared link finishes sending what it was given
  const sockets = new Set();
  const server = http.createServer(async (req, res) => {
    const arrived = Date.now();
    const url = new URL(req.url, "http://x");
    const p = decodeURIComponent(url.pathname);
    const prefix = prefixes.find((x) => p.startsWith(x));
    let file = prefix != null ? path.join(mounts[prefix], p.slice(prefix.length)) : null;
    if (file && file.endsWith("/")) file += "index.html";
    if (file && fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    const first = !req.socket.__served;
    req.socket.__served = true;
    if (shape) await sleep(shape.rttMs * (first ? 2 : 1));
    if (!file || !fs.existsSync(file)) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      return res.end("not found\n");
    }
    const st = fs.statSync(file);
    const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    const headers = { "Cache-Control": "no-cache", ETag: etag, "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" };
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body = fs.readFileSync(file);
    if (!precompressed(file) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      if (!gzCache.has(etag + file)) gzCache.set(etag + file, zlib.gzipSync(body, { level: 6 }));
      body = gzCache.get(etag + file);
      headers["Content-Encoding"] = "gzip";
      headers.Vary = "Accept-Encoding";
    }
    headers["Content-Length"] = body.length;
    // A HEAD is answered with the headers alone, as a static host does.
    const entry = [p, req.method === "HEAD" ? 0 : body.length, Date.now(), arrived, first, null];
    served.push(entry);
    res.writeHead(200, headers);
    if (req.method === "HEAD") {
      entry[5] = Date.now();
      return res.end();
    }
    if (!shape) {
      entry[5] = Date.now();
      return res.end(body);
    }
    // The shared link: each 16 KB chunk leaves when the link has sent what was queued before it.
    const bytesPerMs = shape.bitsPerSecond / 8 / 1000;
    for (let i = 0; i < body.length; i += 16384) {
      const chunk = body.subarray(i, i + 16384);
      const start = Math.max(Date.now(), linkFree);
      linkFree = start + chunk.length / bytesPerMs;
      await sleep(linkFree - Date.now());
      if (res.destroyed) return;
      res.write(chunk);
    }
    entry[5] = Date.now();
    res.end();
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => {
      sent += s.bytesWritten;
      sockets.delete(s);
    });
  });
  server.keepAliveTimeout = 60000;
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    bytes: () => sent + [...sockets].reduce((a, s) => a + s.bytesWritten, 0),
    served: () => served.slice(),
    setShape(s) {
      shape = s;
      linkFree = 0;
    },
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(r);
      }),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

// --- one visit ------------------------------------------------------------------------------------
async function waitIdle(server, quietMs = 500, maxMs = 20000) {
  const start = Date.now();
  let last = server.bytes();
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await sleep(100);
    const now = server.bytes();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

/**
 * Sets the page up (await it before the navigation) and gives `{answer}`: a promise of `value()`
 * at the moment the page's answer is on screen, as the page says so. Also presses Enter in the
 * Atlas page's question box the moment the page takes a question. The page tells this script:
 * polling it from here (every 20 ms through the DevTools protocol) cost the page's main thread
 * about 100 ms of a visit.
 */
export async function watchAnswer(page, value = () => undefined) {
  let answered;
  const onAnswer = new Promise((resolve) => {
    answered = resolve;
  });
  await page.exposeBinding("__benchAnswered", () => answered(value()));
  await page.addInitScript(() => {
    // The moment the answer is on screen, in the page's own clock.
    // (The document, not its root element: an init script may run before the root exists.)
    new MutationObserver(() => {
      const a = document.documentElement?.dataset.answer;
      if (["evidence", "done", "empty", "error"].includes(a) && window.__answerAt == null) {
        window.__answerAt = performance.now();
        window.__benchAnswered();
      }
      // The Atlas page takes a question once it loads its bundle (it queues it until ready).
      const engine = document.documentElement?.dataset.engine;
      const box = document.getElementById("question");
      if ((engine === "loading" || engine === "ready") && box && window.__enterAt == null) {
        window.__enterAt = performance.now();
        box.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, cancelable: true }));
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-answer", "data-engine"] });
  });
  return { answer: onAnswer };
}

/** Debian's chromium, headless, reaching no host but 127.0.0.1. */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
}

async function visit(context, server, site) {
  const page = await context.newPage();
  const before = server.bytes();
  const { answer: onAnswer } = await watchAnswer(page, () => server.bytes());
  await page.goto(`${server.url}${site.path}?q=${encodeURIComponent(site.q)}`, { waitUntil: "commit" });
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${site.name}: no answer within 120 s`)), 120000);
  });
  // What the first answer cost: the bytes sent until it was on screen (as the page said so).
  // Atlas goes on storing the rest of its bundle folder for offline use after it.
  const bytesToAnswer = (await Promise.race([onAnswer, late]).finally(() => clearTimeout(timer))) - before;
  const r = await page.evaluate((prefix) => {
    const mark = (n) => performance.getEntriesByName(`${prefix}:${n}`, "mark")[0]?.startTime ?? null;
    return {
      engine: mark("engine"),
      bundle: mark("bundle"),
      ready: mark("ready"),
      answer: window.__answerAt,
      enter: window.__enterAt ?? null,
      state: document.documentElement.dataset.answer,
      hits: document.querySelectorAll("#evidence .card, #results li").length,
      sw: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
    };
  }, site.kind);
  if (r.state === "error" || r.hits === 0) throw new Error(`${site.name}: the question got no results (${r.state})`);
  if (site.kind === "atlas") {
    // The first visit's service worker installs the shell: wait for it, its bytes count.
    await page.waitForSelector('html[data-sw="ready"], html[data-sw="error"]', { timeout: 60000 }).catch(() => {});
  }
  // Not at 16x and up: the offline store of a large folder would not settle in any wait here.
  if (site.scale == null || site.scale < 16) await waitIdle(server);
  r.bytes = server.bytes() - before;
  r.bytesToAnswer = bytesToAnswer;
  await page.close();
  return r;
}

/**
 * The engine's wasm memory once `head` is loaded, in a fresh Node process with the page's wasm:
 * what the page's worker holds for the engine after its load (the same code and allocator, and
 * the same reserve before it: worker.js's warm-up; the warm-up bundle's few pages aside).
 */
function engineMemory(head) {
  const script = `
    import fs from "node:fs";
    const pkg = await import(${JSON.stringify(path.join(root, "www/pkg/atlas.js"))});
    const { headMemory } = await import(${JSON.stringify(path.join(root, "www/bundle-manifest.js"))});
    const wasm = pkg.initSync({ module: fs.readFileSync(${JSON.stringify(path.join(root, "www/pkg/atlas_bg.wasm"))}) });
    const bytes = new Uint8Array(fs.readFileSync(process.argv[1]));
    pkg.reserveMemory(headMemory({ bytes: bytes.length }));
    const engine = new pkg.Engine(bytes);
    console.log(wasm.memory.buffer.byteLength);
    engine.free();`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script, head], { encoding: "utf8" }).trim());
}

// --- the runs -------------------------------------------------------------------------------------
async function main() {
  need(CHROMIUM, "install Debian's chromium (apt-get install chromium) or set CHROMIUM=path");
  need(path.join(root, "www/pkg/atlas_bg.wasm"), "run scripts/build-web");
  need(path.join(here, "node_modules/.bin/pagefind"), "run npm ci in bench/");
  const www = path.join(root, "www");
  const sites = [{ name: "atlas dealer page", kind: "atlas", scale: null, mounts: { "/": www }, q: DEALER_Q }];
  for (const s of SCALES) {
    sites.push({ name: `atlas rust docs ${s}x`, kind: "atlas", scale: s, mounts: { "/": www, "/bundles/": atlasBundles(s) }, q: RUST_Q });
    const pf = pagefindIndex(s);
    sites.push({ name: `pagefind rust docs ${s}x`, kind: "pagefind", scale: s, mounts: { "/": pf }, q: RUST_Q });
  }
  const sizes = {};
  for (const s of SCALES) {
    const pf = path.join(out, `pagefind-${s}x`, "pagefind");
    let total = 0;
    const walk = (d) => {
      for (const e of fs.readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name));
        else total += fs.statSync(path.join(d, e.name)).size;
      }
    };
    walk(pf);
    const folder = path.join(out, `browser-bundles-${s}x`, "public");
    const files = fs.readdirSync(folder);
    sizes[s] = {
      atlasBundle: files.reduce((a, f) => a + fs.statSync(path.join(folder, f)).size, 0),
      atlasHead: fs.statSync(path.join(folder, "head.atlas")).size,
      atlasChunks: files.length - 1,
      atlasHeadMemory: engineMemory(path.join(folder, "head.atlas")),
      pagefindFiles: total,
    };
  }
  const browser = await launchChromium();
  const results = [];
  try {
    for (const site of sites) {
      site.path = "/";
      const server = await startServer(site.mounts);
      try {
        for (const [net, shape] of Object.entries(NETWORKS)) {
          const visits = { first: [], return: [] };
          for (let run = 0; run < RUNS; run++) {
            server.setShape(shape);
            // A fresh profile per run: no cache, no service worker, no storage.
            const context = await browser.newContext();
            try {
              visits.first.push(await visit(context, server, site));
              visits.return.push(await visit(context, server, site));
            } finally {
              await context.close();
            }
          }
          for (const [v, list] of Object.entries(visits)) {
            const row = { site: site.name, kind: site.kind, scale: site.scale, network: net, visit: v, runs: list.length };
            for (const k of ["engine", "bundle", "ready", "enter", "answer", "bytes", "bytesToAnswer"]) row[k] = median(list.map((x) => x[k]));
            row.sw = list.every((x) => x.sw);
            results.push(row);
            say(`${site.name}, ${net}, ${v} visit: engine ${row.engine?.toFixed(0)}, bundle ${row.bundle?.toFixed(0)}, ready ${row.ready?.toFixed(0)}, enter ${row.enter?.toFixed(0)}, answer ${row.answer?.toFixed(0)} ms, ${(row.bytesToAnswer / 1024).toFixed(0)} KB to the answer, ${(row.bytes / 1024).toFixed(0)} KB in all`);
          }
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const version = execFileSync(CHROMIUM, ["--version"], { encoding: "utf8" }).trim();
  const pagefindVersion = JSON.parse(fs.readFileSync(path.join(here, "node_modules/pagefind/package.json"), "utf8")).version;
  console.log(JSON.stringify({ browser: version, pagefind: pagefindVersion, runs: RUNS, cpus: os.cpus().length, networks: NETWORKS, questions: { dealer: DEALER_Q, rust: RUST_Q }, sizes, results }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`bench browser: ${e.message}`);
    process.exit(1);
  });
}
