// The offline copy of the page. The shell (HTML, JS, CSS, the wasm engine) is precached at
// install and served network-first, so an online load always gets the current build and an
// offline one the last build seen. Bundles and manifest.json are stored by the engine worker in
// its own cache ("atlas-bundles-v1", checked against the manifest's crc32); this worker leaves
// those requests alone. Requests to other origins (the model endpoint) and non-GET requests are
// never touched and never cached. site.json (optional: a site may have none) is not precached
// but handled network-first like the shell once it was seen, so the site's language and
// endpoint hold offline too.

const SHELL_CACHE = 'atlas-shell-v1';
const SHELL = [
  './',
  './index.html',
  './app.js',
  './ask.js',
  './dom.js',
  './engine-client.js',
  './errors.js',
  './evidence.js',
  './highlight.js',
  './i18n.js',
  './strings-en.js',
  './strings-fr.js',
  './model-messages.js',
  './reply.js',
  './settings.js',
  './site-config.js',
  './situation.js',
  './app.css',
  './endpoint.js',
  './worker.js',
  './bundle-manifest.js',
  './atlas-engine.js',
  './pkg/atlas.js',
  './pkg/atlas_bg.wasm',
  './manifest.webmanifest',
  './icon.svg',
];
const SITE_CONFIG = './site.json';
const NETWORK_WAIT_MS = 4000;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL_CACHE);
    await cache.addAll(SHELL.map((u) => new Request(u, { cache: 'no-store' })));
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
  return SHELL.includes(`./${rest}`) || `./${rest}` === SITE_CONFIG;
}

function cacheKey(request, url) {
  // Navigations (with or without a query string) share the cached index.html.
  if (request.mode === 'navigate') return new URL('./index.html', self.registration.scope).href;
  return url.origin + url.pathname;
}

async function networkFirst(request, url) {
  const cache = await caches.open(SHELL_CACHE);
  const key = cacheKey(request, url);
  const stored = await cache.match(key);
  const network = fetch(request, { cache: 'no-store' }).then(async (res) => {
    if (res.ok && res.type === 'basic') await cache.put(key, res.clone());
    return res;
  });
  network.catch(() => {}); // when the stored copy answered first
  if (!stored) return network;
  // A poor connection must not hold the page hostage: after a few seconds, the stored copy.
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve(stored), NETWORK_WAIT_MS);
  });
  try {
    return await Promise.race([network, slow]);
  } catch {
    return stored;
  } finally {
    clearTimeout(timer);
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isShellRequest(request, url)) return;
  event.respondWith(networkFirst(request, url));
});
