#!/usr/bin/env node
// A small static file server for the dealer page: no dependencies, binds 127.0.0.1 only.
// Used by scripts/serve and by the browser tests (import { startStaticServer }).
//
//   node scripts/static-server.mjs [--root www] [--port 8080] [--mount /bundles/=DIR ...]
//
// Every response carries Cache-Control: no-cache (the service worker and the page decide what is
// kept offline, not the HTTP cache), so every file is revalidated as a static host does it: a
// strong ETag (the file's size and modification time, nanoseconds) and Last-Modified, and a 304
// with no body for a matching If-None-Match (or, without one, an If-Modified-Since not older than
// the file). Compressible types (COMPRESSIBLE: html, js, css, json, svg, wasm, webmanifest, .atlas
// bundles, text) are sent gzip when the request's Accept-Encoding allows it, with
// Vary: Accept-Encoding and the ETag's gzip variant ("...-gz"); the gzip of a file version is made
// once and kept in memory. No ranges. Paths are resolved inside their root; anything else is a 404.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.atlas': 'application/octet-stream',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The extensions sent gzip when the client accepts it (PNG and ICO are compressed already). */
export const COMPRESSIBLE = new Set([
  '.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.atlas', '.svg', '.txt', '.md',
  '.ts', '.map',
]);

// Files larger than this are sent as they are (their gzip would be made and held in memory).
const GZIP_MAX_FILE = 64 * 1024 * 1024;
// The gzip copies kept in memory, all files together; the oldest are dropped first.
const GZIP_CACHE_BYTES = 128 * 1024 * 1024;

/** True when an Accept-Encoding header value allows gzip (q-values honoured, `*` included). */
export function acceptsGzip(header) {
  if (!header) return false;
  let gzip = null;
  let star = null;
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    const coding = name.trim();
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
    else if (coding === '*') star = q;
  }
  if (gzip !== null) return gzip > 0;
  return star !== null && star > 0;
}

/** True when an If-None-Match header value names `etag` (weak comparison, as RFC 9110 asks). */
function etagMatches(header, etag) {
  const plain = (t) => t.trim().replace(/^W\//, '');
  const want = plain(etag);
  return String(header).split(',').some((t) => t.trim() === '*' || plain(t) === want);
}

/** Reads `size` bytes of an open file from its start. */
function readAll(fd, size) {
  return new Promise((ok, fail) => {
    const buf = Buffer.alloc(size);
    const step = (at) => {
      if (at >= size) return ok(buf);
      fs.read(fd, buf, at, size - at, at, (e, n) => {
        if (e) return fail(e);
        if (n === 0) return fail(new Error('the file is shorter than when it was opened'));
        step(at + n);
      });
    };
    step(0);
  });
}

/**
 * Starts the server. `mounts` maps a URL prefix ending in "/" to a directory that replaces the
 * root for that prefix (the tests serve a fixture corpus as /bundles/); `files` maps a URL path
 * to text served in place of any file there (the tests' site.json). Returns
 * { server, port, url, close(), setMount(prefix, dir|null), setFile(urlPath, text|null),
 * setLatency(fn|null), requests, gzipRuns } where `requests` lists "METHOD /path" of every
 * request served. `setLatency((urlPath) => ms)` holds each response that long before it is
 * answered: a slow link, for the tests of what a page does while its files are on their way.
 */
export function startStaticServer({ root, port = 0, host = '127.0.0.1', mounts = {}, files = {}, quiet = true } = {}) {
  const rootDir = path.resolve(root);
  const table = new Map(Object.entries(mounts).map(([p, d]) => [p, path.resolve(d)]));
  const texts = new Map(Object.entries(files));
  const requests = [];

  function resolve(urlPath) {
    let base = rootDir;
    let rest = urlPath;
    // Longest matching mount wins.
    const prefixes = [...table.keys()].sort((a, b) => b.length - a.length);
    for (const prefix of prefixes) {
      if (urlPath.startsWith(prefix)) {
        base = table.get(prefix);
        rest = urlPath.slice(prefix.length - 1);
        break;
      }
    }
    const file = path.resolve(base, '.' + rest);
    if (file !== base && !file.startsWith(base + path.sep)) return null;
    return file;
  }

  // One gzip per file: id -> { version, promise of the gzip Buffer, bytes }. Keyed by the file (or
  // in-memory text) and its version, so a changed file is compressed again and the old copy goes.
  const gzipped = new Map();
  let gzippedBytes = 0;
  let gzipRuns = 0;

  function gzipOf(id, version, read) {
    const hit = gzipped.get(id);
    if (hit && hit.version === version) {
      // Most recently used last: Map order is the eviction order.
      gzipped.delete(id);
      gzipped.set(id, hit);
      return hit.promise;
    }
    if (hit) forget(id);
    const entry = { version, bytes: 0, promise: null };
    gzipRuns += 1;
    entry.promise = read()
      .then((buf) => new Promise((ok, fail) => {
        zlib.gzip(buf, { level: zlib.constants.Z_BEST_COMPRESSION }, (e, out) => (e ? fail(e) : ok(out)));
      }))
      .then((out) => {
        if (gzipped.get(id) === entry) {
          entry.bytes = out.length;
          gzippedBytes += out.length;
          for (const [other] of gzipped) {
            if (gzippedBytes <= GZIP_CACHE_BYTES || other === id) break;
            forget(other);
          }
        }
        return out;
      }, (e) => {
        if (gzipped.get(id) === entry) gzipped.delete(id);
        throw e;
      });
    gzipped.set(id, entry);
    return entry.promise;
  }

  function forget(id) {
    const entry = gzipped.get(id);
    if (!entry) return;
    gzippedBytes -= entry.bytes;
    gzipped.delete(id);
  }

  let latency = null;
  // Responses held back by `latency`, cleared by close(): a held response must not keep the
  // process alive.
  const held = new Set();
  const server = http.createServer((req, res) => {
    let wait = 0;
    try {
      wait = latency ? Number(latency(decodeURIComponent(new URL(req.url, 'http://x').pathname))) || 0 : 0;
    } catch {
      wait = 0; // a malformed path: answered at once, with its 400
    }
    if (wait > 0) {
      const timer = setTimeout(() => {
        held.delete(timer);
        handle(req, res);
      }, wait);
      held.add(timer);
    } else handle(req, res);
  });

  function handle(req, res) {
    requests.push(`${req.method} ${req.url}`);
    const base = {
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    const send = (status, body, headers = {}) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        ...base,
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(405, 'method not allowed\n', { Allow: 'GET, HEAD' });
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return send(400, 'bad request\n');
    }
    if (urlPath.includes('\0')) return send(400, 'bad request\n');
    if (texts.has(urlPath)) {
      const body = Buffer.from(String(texts.get(urlPath)), 'utf8');
      const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22);
      return respond({
        id: `text:${urlPath}`,
        type: MIME[path.extname(urlPath).toLowerCase()] || 'application/octet-stream',
        compressible: COMPRESSIBLE.has(path.extname(urlPath).toLowerCase()),
        etag: `"t-${hash}`,
        version: hash,
        lastModified: null,
        size: body.length,
        read: () => Promise.resolve(body),
        stream: () => res.end(body),
        done: () => {},
      });
    }
    let file = resolve(urlPath);
    if (!file) return send(404, 'not found\n');
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!urlPath.endsWith('/')) {
          return send(301, '', { Location: urlPath + '/' });
        }
        file = path.join(file, 'index.html');
      } else if (err || !st.isFile()) {
        return send(404, 'not found\n');
      }
      openFile();
    });

    // The file is opened first and its version read from the open descriptor, so the headers,
    // the ETag and the bytes sent (or gzipped) are those of one file even if it is replaced
    // meanwhile.
    function openFile() {
      fs.open(file, 'r', (err, fd) => {
        if (err) return send(404, 'not found\n');
        let closed = false;
        const done = () => {
          if (closed) return;
          closed = true;
          fs.close(fd, () => {});
        };
        fs.fstat(fd, { bigint: true }, (e2, st) => {
          if (e2 || !st.isFile()) {
            done();
            return send(404, 'not found\n');
          }
          const size = Number(st.size);
          const version = `${st.size.toString(16)}-${st.mtimeNs.toString(16)}-${st.ino.toString(16)}`;
          const ext = path.extname(file).toLowerCase();
          respond({
            id: `file:${file}`,
            type: MIME[ext] || 'application/octet-stream',
            compressible: COMPRESSIBLE.has(ext) && size <= GZIP_MAX_FILE,
            etag: `"${st.size.toString(16)}-${st.mtimeNs.toString(16)}`,
            version,
            lastModified: new Date(Number(st.mtimeMs)),
            size,
            read: () => readAll(fd, size),
            stream: () => {
              if (size === 0) {
                done();
                return res.end();
              }
              const stream = fs.createReadStream(null, { fd, autoClose: false, start: 0, end: size - 1 });
              stream.on('error', () => {
                done();
                res.destroy();
              });
              stream.on('end', done);
              res.on('close', done);
              stream.pipe(res);
            },
            done,
          });
        });
      });
    }

    // `etag` is the identity variant's ETag without its closing quote.
    function respond(rep) {
      const gzip = rep.compressible && acceptsGzip(req.headers['accept-encoding']);
      const etag = gzip ? `${rep.etag}-gz"` : `${rep.etag}"`;
      const headers = { ...base, 'Content-Type': rep.type, ETag: etag };
      if (rep.lastModified) headers['Last-Modified'] = rep.lastModified.toUTCString();
      if (rep.compressible) headers.Vary = 'Accept-Encoding';
      if (notModified(rep, etag)) {
        rep.done();
        res.writeHead(304, headers);
        return res.end();
      }
      if (!gzip) {
        res.writeHead(200, { ...headers, 'Content-Length': rep.size });
        if (req.method === 'HEAD') {
          rep.done();
          return res.end();
        }
        return rep.stream();
      }
      gzipOf(rep.id, rep.version, rep.read).then((body) => {
        rep.done();
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      }, (e) => {
        rep.done();
        send(500, `cannot read ${urlPath}: ${e && e.message ? e.message : e}\n`);
      });
    }

    // If-None-Match decides when present; If-Modified-Since only without it (RFC 9110 13.2.2).
    function notModified(rep, etag) {
      const inm = req.headers['if-none-match'];
      if (inm !== undefined) return etagMatches(inm, etag);
      const ims = req.headers['if-modified-since'];
      if (ims === undefined || !rep.lastModified) return false;
      const since = Date.parse(ims);
      if (Number.isNaN(since)) return false;
      // HTTP dates have whole seconds.
      return Math.floor(rep.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
    }
  }
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      const api = {
        server,
        port: actual,
        url: `http://${host}:${actual}/`,
        requests,
        /** How many times a gzip was made (a file version served gzip again is not counted). */
        get gzipRuns() {
          return gzipRuns;
        },
        setFile(urlPath, text) {
          if (text == null) texts.delete(urlPath);
          else texts.set(urlPath, text);
        },
        setLatency(fn) {
          latency = typeof fn === 'function' ? fn : null;
        },
        setMount(prefix, dir) {
          if (dir == null) table.delete(prefix);
          else table.set(prefix, path.resolve(dir));
        },
        close() {
          for (const timer of held) clearTimeout(timer);
          held.clear();
          return new Promise((r) => {
            server.close(() => r());
            for (const s of sockets) s.destroy();
          });
        },
      };
      if (!quiet) process.stdout.write(`serving ${rootDir} on ${api.url}\n`);
      resolvePromise(api);
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  let root = 'www';
  let port = Number(process.env.PORT || 8080);
  const mounts = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--root') root = args[++i];
    else if (a === '--port') port = Number(args[++i]);
    else if (a === '--mount') {
      const [prefix, dir] = args[++i].split('=');
      mounts[prefix.endsWith('/') ? prefix : prefix + '/'] = dir;
    } else if (a === '-h' || a === '--help') {
      process.stdout.write('usage: static-server.mjs [--root DIR] [--port N] [--mount /prefix/=DIR]\n');
      return;
    } else {
      process.stderr.write(`static-server: unknown argument ${a}\n`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`static-server: bad port ${port}\n`);
    process.exit(2);
  }
  if (!fs.existsSync(root)) {
    process.stderr.write(`static-server: ${root} does not exist\n`);
    process.exit(2);
  }
  try {
    const s = await startStaticServer({ root, port, mounts });
    process.stdout.write(`Atlas dealer page: ${s.url}  (serving ${path.resolve(root)}, Ctrl-C stops)\n`);
    const stop = () => s.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (e) {
    if (e.code === 'EADDRINUSE') {
      process.stderr.write(`static-server: port ${port} on 127.0.0.1 is in use; set PORT=another port\n`);
    } else {
      process.stderr.write(`static-server: ${e.message}\n`);
    }
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  main();
}
