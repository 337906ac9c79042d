// The offline copy of the page. The shell (HTML, JS, CSS, the wasm engine) is precached at
// install and served from that copy at once, online or not: a return visit waits for no network
// before the page runs. Each visit then checks the network for a new deploy, once the page says
// it has loaded (or a few seconds after the navigation, should it never say so), and a new
// deploy is what the next visit gets (a page that finds its bundle too new for its engine asks
// for the check at once and reloads). The check revalidates every file (no-cache: an unchanged
// file is a 304 against the HTTP cache) and stores nothing unless every file came back, so a
// visit never runs files of two deploys. Bundles (each folder's head and chunks) and manifest.json
// are stored by the engine worker in its own cache ("atlas-bundles-v1": heads checked against the
// manifest's crc32, chunks named by their content's hash, so a stored chunk is never stale); this
// worker leaves those requests alone. Requests to other origins (the model endpoint) and non-GET
// requests are never touched and never cached. site.json (optional: a site may have none) is not
// precached but kept once seen and checked with the shell, so the site's language and endpoint
// hold offline too (the page names it, and the dictionaries it fetched, when this worker is
// ready, and again after each dictionary it fetches: a first visit fetched some before this
// worker controlled it). So are the page's dictionaries
// (strings-LL.min.js, fetched only when their language is chosen): kept once seen, checked with
// the shell, dropped when a deploy no longer has them.

const SHELL_CACHE = 'atlas-shell-v2';
// The page's scripts are app.min.js and worker.min.js (scripts/build-web bundles the modules).
const SHELL = [
  './',
  './index.html',
  './app.min.js',
  './worker.min.js',
  './app.css',
  './pkg/atlas_bg.wasm',
  './manifest.webmanifest',
  './icon.svg',
];
const SITE_CONFIG = './site.json';
const DICTIONARY = /^strings-[a-z]{2}\.min\.js$/;
// The camera button's label reader (label/<version>/: its script, Tesseract's worker, engine and
// English model, the barcode reader), stored by the page on the button's first use (label.js)
// in this cache and served from it, so that the button works offline after that. Its folder's
// name changes with its content: a stored file is never stale, and the page deletes other
// versions' files once a new version is whole.
const LABEL_CACHE = 'atlas-label-v1';
// When the page never says it has loaded, the check for a new deploy starts this long after the
// navigation (it would compete with the page's own requests before).
const REFRESH_DELAY_MS = 5000;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE);
    // no-cache: the files the page itself just loaded come back as 304s from the HTTP cache.
    await cache.addAll(SHELL.map((u) => new Request(u, { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('atlas-shell-') && name !== SHELL_CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// Only the shell's own files are handled: anything else on this origin (bundles, or a model
// endpoint proxied under the same host) goes to the network untouched.
function isShellRequest(request, url) {
  if (url.origin !== self.location.origin) return false;
  const scope = new URL(self.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return false;
  const rest = url.pathname.slice(scope.pathname.length);
  if (request.mode === 'navigate') return rest === '' || rest === 'index.html';
  return SHELL.includes(`./${rest}`) || `./${rest}` === SITE_CONFIG || DICTIONARY.test(rest);
}

/** The file an address names beside this worker ('strings-es.min.js'), or null for another origin or place. */
function besideMe(href) {
  const url = new URL(href, self.location.href);
  const scope = new URL(self.registration.scope);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(scope.pathname)) return null;
  return url.pathname.slice(scope.pathname.length);
}

/** Whether an address is one of the page's dictionaries. */
const isDictionary = (href) => DICTIONARY.test(besideMe(href) || '');
function isLabelRequest(url) {
  if (url.origin !== self.location.origin) return false;
  const scope = new URL(self.registration.scope);
  return url.pathname.startsWith(`${scope.pathname}label/`);
}

/** A file of the label reader: the stored copy, else the network (the page stores what it needs). */
async function labelFile(request, url) {
  const cache = await caches.open(LABEL_CACHE);
  const stored = await cache.match(url.origin + url.pathname);
  return stored || fetch(request);
}

function cacheKey(request, url) {
  // Navigations (with or without a query string) share the cached index.html.
  if (request.mode === 'navigate') return new URL('./index.html', self.registration.scope).href;
  return url.origin + url.pathname;
}

const usable = (res) => res.ok && res.type === 'basic' && !res.redirected;

async function fromCopy(request, url) {
  const cache = await caches.open(SHELL_CACHE);
  const key = cacheKey(request, url);
  const stored = await cache.match(key);
  if (stored) return stored;
  // Not stored (site.json seen for the first time, or the copy was evicted): the network, kept.
  const res = await fetch(request, { cache: 'no-cache' });
  if (usable(res)) await cache.put(key, res.clone());
  return res;
}

// One check at a time; resolves true when a new deploy was stored.
let refreshing = null;

function refreshShell() {
  if (!refreshing) refreshing = checkDeploy().finally(() => { refreshing = null; });
  return refreshing;
}

async function checkDeploy() {
  const cache = await caches.open(SHELL_CACHE);
  const shell = SHELL.map((u) => new URL(u, self.location.href).href);
  // The dictionaries kept: checked with the shell, so that a visit's words are its deploy's.
  const dictionaries = (await cache.keys()).map((r) => r.url).filter(isDictionary);
  const urls = [...shell, ...dictionaries];
  let fresh;
  try {
    fresh = await Promise.all(urls.map((u) => fetch(u, { cache: 'no-cache' })));
  } catch {
    return false; // offline, or the site is down: keep the copy
  }
  // A dictionary the deploy no longer has (its language no longer offered) is dropped.
  const gone = urls.filter((u, i) => i >= shell.length && fresh[i].status === 404);
  if (!fresh.every((res, i) => usable(res) || gone.includes(urls[i]))) return false; // a deploy in progress, or a file refused: keep the copy
  const changed = [];
  for (const [i, res] of fresh.entries()) {
    if (gone.includes(urls[i])) continue;
    const stored = await cache.match(urls[i]);
    const tag = res.headers.get('ETag');
    if (stored && tag && stored.headers.get('ETag') === tag) continue;
    const body = await res.arrayBuffer();
    if (stored && equal(body, await stored.arrayBuffer())) continue;
    changed.push([urls[i], new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })]);
  }
  // Stored back to back, after every file came back: a visit gets one deploy or the other.
  for (const [u, res] of changed) await cache.put(u, res);
  for (const u of gone) await cache.delete(u);
  await refreshSiteConfig(cache);
  return changed.length > 0 || gone.length > 0;
}

/** site.json and the dictionaries the page fetched before this worker ran: stored, unless they already are. */
async function keep(urls) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = (x) => typeof x === 'string' && (isDictionary(x) || `./${besideMe(x)}` === SITE_CONFIG);
  for (const u of (Array.isArray(urls) ? urls : []).filter(kept)) {
    const key = new URL(u, self.location.href);
    const href = key.origin + key.pathname;
    if (await cache.match(href)) continue;
    try {
      const res = await fetch(href, { cache: 'no-cache' });
      if (usable(res)) await cache.put(href, res);
    } catch {
      // offline: the next choice of the language fetches it through this worker
    }
  }
}

async function refreshSiteConfig(cache) {
  const key = new URL(SITE_CONFIG, self.location.href).href;
  if (!(await cache.match(key))) return; // never seen: the page asks the network each visit
  try {
    const res = await fetch(key, { cache: 'no-cache' });
    if (usable(res)) await cache.put(key, res);
    else if (res.status === 404) await cache.delete(key); // the site no longer has one
  } catch {
    // offline: keep it
  }
}

function equal(a, b) {
  if (a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

// The page's word that it has loaded ends the wait of the navigation's check.
let pageLoaded = null;

function checkAfterVisit() {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, REFRESH_DELAY_MS);
    pageLoaded = () => {
      clearTimeout(timer);
      resolve();
    };
  }).then(refreshShell);
}

self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'refresh-shell') {
    if (pageLoaded) {
      pageLoaded();
      pageLoaded = null;
    } else {
      event.waitUntil(refreshShell());
    }
  } else if (type === 'keep') {
    event.waitUntil(keep(event.data.urls));
  } else if (type === 'check-deploy') {
    // The page found its engine too old for the site's bundles: is there a newer page?
    event.waitUntil(refreshShell().then((updated) => event.source?.postMessage({ type: 'deploy-checked', updated })));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isLabelRequest(url)) {
    event.respondWith(labelFile(request, url));
    return;
  }
  if (!isShellRequest(request, url)) return;
  event.respondWith(fromCopy(request, url));
  if (request.mode === 'navigate') event.waitUntil(checkAfterVisit());
});
