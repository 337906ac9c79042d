// bundles/manifest.json, read in this one place: the engine worker imports this module, and the
// page learns the personas by asking the worker. The manifest maps each persona to its bundle
// file, in the order the manifest lists them, and gives each bundle's size and crc32.
//
// Errors carry a `code` and `params` besides their English message, so the page can say them in
// its own language (the err.CODE strings of i18n.js).

/** An Error with a code and the values its message was made of. */
export function codedError(code, params, message) {
  const e = new Error(message);
  e.code = code;
  e.params = params;
  return e;
}

/**
 * The site's manifest: from the network (then stored in `cache` for offline use), else the
 * stored copy. `fetched`, when given, is the network's text already read (the page reads it
 * while the worker starts). Returns {manifest, online, url}; throws a message that says what to
 * do.
 */
export async function readManifest(bundlesBase, cache, fetched = null) {
  const url = new URL('manifest.json', bundlesBase).href;
  let manifest;
  let online = true;
  try {
    if (typeof fetched === 'string') {
      manifest = JSON.parse(fetched);
    } else {
      const res = await fetch(url, { cache: 'no-store' });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
      manifest = await res.json();
    }
    if (cache) {
      await cache.put(url, new Response(JSON.stringify(manifest), {
        headers: { 'Content-Type': 'application/json' },
      }));
    }
  } catch (e) {
    online = false;
    const stored = cache && (await cache.match(url));
    if (!stored) {
      const reason = e instanceof Error ? e.message : String(e);
      throw codedError('manifest-unreadable', { url, reason }, `Cannot read ${url} (${reason}) and no copy is stored on ` +
        'this device. Connect to the network and reload once; after that the page works offline.');
    }
    manifest = await stored.json();
  }
  if (!manifest || typeof manifest.personas !== 'object' || !Array.isArray(manifest.bundles)) {
    throw codedError('manifest-invalid', { url }, `${url} is not an Atlas bundle manifest: rebuild it with scripts/build-web.`);
  }
  return { manifest, online, url };
}

// PERSONA LABELS: the one place a persona's display label is decided: the manifest's label from
// the corpus configuration ({"service": {"file": …, "label": …, "labels": {"en": …, "fr": …}}}),
// else the name, capitalized (a manifest that maps a persona to a file name only).
export function personaLabel(name, entry) {
  if (entry && typeof entry === 'object' && typeof entry.label === 'string' && entry.label.trim()) {
    return entry.label.trim();
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The labels per language of a manifest entry ({en, fr, …}), keeping only non-empty strings. */
export function personaLabels(entry) {
  const out = {};
  const given = entry && typeof entry === 'object' && entry.labels && typeof entry.labels === 'object' ? entry.labels : {};
  for (const [l, v] of Object.entries(given)) if (typeof v === 'string' && v.trim()) out[l] = v.trim();
  return out;
}

/** The personas, in the manifest's order: [{name, label, labels}]. */
export function personasOf(manifest) {
  return Object.entries(manifest.personas).map(([name, entry]) => ({ name, label: personaLabel(name, entry), labels: personaLabels(entry) }));
}

/** The bundle file that serves `persona`; throws when this site serves no such persona. */
export function bundleFileOf(manifest, persona) {
  const entry = Object.hasOwn(manifest.personas, persona) ? manifest.personas[persona] : null;
  const file = entry && typeof entry === 'object' ? entry.file : entry;
  if (!file || typeof file !== 'string') {
    const known = Object.keys(manifest.personas).join(', ');
    throw codedError('no-persona', { persona, known }, `This site has no bundle for the persona "${persona}" (it serves: ${known}).`);
  }
  return file;
}

/**
 * The bundle that serves `persona`: its manifest entry ({file, folder, head: {bytes, crc32,
 * checksum}}),
 * whose folder holds its head and chunks. Throws when the site serves no such persona, or names
 * no folder for it (a manifest from before bundles were folders: rebuild it).
 */
export function bundleOf(manifest, persona) {
  const file = bundleFileOf(manifest, persona);
  const entry = manifest.bundles.find((b) => b && b.file === file);
  if (!entry || typeof entry.folder !== 'string' || !entry.folder || /[/\\]|^\.\.?$/.test(entry.folder)) {
    throw codedError('manifest-invalid', { url: 'manifest.json' }, `manifest.json names no bundle folder for ${file}: rebuild it with scripts/build-web.`);
  }
  return entry;
}

/**
 * The market a page selects among a bundle's markets ([[code, aliases]]): the one wanted (the URL's
 * or the remembered one) when the bundle has it, else the first; '' for a bundle with none. The
 * worker starts a waiting question in the market the page will then ask it in.
 */
export function marketChoice(markets, want) {
  if (!Array.isArray(markets) || !markets.length) return '';
  return markets.some(([code]) => code === want) ? want : markets[0][0];
}

/** A bundle folder's head file (docs/progressive-bundles.md). */
export const HEAD = 'head.atlas';

/**
 * Whether `bytes` are the head the manifest's entry names ({bytes, checksum}): its length, and
 * the checksum its header gives its content, which the engine then checks that content against.
 * Eight bytes compared where a crc32 read the whole head (8-20 ms of a first visit at 16x). False
 * when the manifest names no checksum (one built before it did): the caller hashes then.
 */
export function headMatches(bytes, expected) {
  const want = expected && expected.checksum;
  if (typeof want !== 'string' || !/^[0-9a-f]{16}$/.test(want) || bytes.length !== expected.bytes || bytes.length < 24) return false;
  const u32 = (at) => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
  const hex = (n) => n.toString(16).padStart(8, '0');
  return hex(u32(20)) + hex(u32(16)) === want;
}

/**
 * The engine memory worth reserving for the head the manifest's entry names ({bytes}), or null
 * when it gives no size: a loaded head takes about 16 times its size (1x to 16x of the Rust
 * documentation, and the dealer corpus's heads), at most 64 MiB, a phone's share.
 */
export function headMemory(expected) {
  const bytes = Number(expected?.bytes);
  return Number.isSafeInteger(bytes) && bytes > 0 ? Math.min(16 * bytes, 64 * 1024 * 1024) : null;
}

/** The URLs of a bundle's folder and of its head, under the bundles' base URL. */
export function folderUrls(base, folder) {
  const folderUrl = new URL(`${encodeURIComponent(folder)}/`, base).href;
  return { folderUrl, headUrl: new URL(HEAD, folderUrl).href };
}

/**
 * The persona whose head is worth downloading before the page asks for it: the page's hint when
 * the site serves it, else the only persona; null when neither tells.
 */
export function likelyPersona(manifest, hint) {
  const names = Object.keys(manifest.personas);
  return names.includes(hint) ? hint : names.length === 1 ? names[0] : null;
}
