#!/usr/bin/env node
// A small static file server for the dealer page: no dependencies, binds 127.0.0.1 only.
// Used by scripts/serve and by the browser tests (import { startStaticServer }).
//
//   node scripts/static-server.mjs [--root www] [--port 8080] [--mount /bundles/=DIR ...]
//
// Every response carries Cache-Control: no-cache (the service worker and the page decide what is
// kept offline, not the HTTP cache). Paths are resolved inside their root; anything else is a 404.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * Starts the server. `mounts` maps a URL prefix ending in "/" to a directory that replaces the
 * root for that prefix (the tests serve a fixture corpus as /bundles/); `files` maps a URL path
 * to text served in place of any file there (the tests' site.json). Returns
 * { server, port, url, close(), setMount(prefix, dir|null), setFile(urlPath, text|null), requests }
 * where `requests` lists "METHOD /path" of every request served.
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

  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const send = (status, body, headers = {}) => {
      res.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
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
      const type = MIME[path.extname(urlPath).toLowerCase()] || 'application/octet-stream';
      return send(200, texts.get(urlPath), { 'Content-Type': type });
    }
    let file = resolve(urlPath);
    if (!file) return send(404, 'not found\n');
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        if (!urlPath.endsWith('/')) {
          return send(301, '', { Location: urlPath + '/' });
        }
        file = path.join(file, 'index.html');
        return fs.stat(file, (e2, st2) => serveFile(e2, st2));
      }
      serveFile(err, st);
    });
    function serveFile(err, st) {
      if (err || !st.isFile()) return send(404, 'not found\n');
      const type = MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': st.size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') return res.end();
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    }
  });
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
        setFile(urlPath, text) {
          if (text == null) texts.delete(urlPath);
          else texts.set(urlPath, text);
        },
        setMount(prefix, dir) {
          if (dir == null) table.delete(prefix);
          else table.set(prefix, path.resolve(dir));
        },
        close() {
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
