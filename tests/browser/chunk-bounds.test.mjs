// A chunk is never read past the length the head's chunk table states for it. In the page: a host
// serving a huge file under a chunk's name (a 3 GB Content-Length, or a body with no length that
// never ends) is refused with the file named, the download stopped, the chunk neither used nor
// stored. In Node (the npm package reading a folder on disk): a FIFO, a symlink to /dev/zero or a
// 3 GB sparse file under a chunk's name is refused at once, named.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { WWW, Q21, ensureBuilt, startStaticServer, launch, openPage, ask, tempDir } from './helpers.mjs';
import { load } from '../../www/atlas-engine.js';

const SITUATION = { persona: 'service', market: 'MA', date: '2026-11-29' };
const FOLDER = path.join(WWW, 'bundles', 'service');

/** The first chunk Q21 reads from a fresh head, with its stated length (the engine's own, in Node). */
async function firstChunk() {
  let first = null;
  const atlas = await load(`${FOLDER}/`, {
    fetchChunk: async (file) => {
      first ??= file;
      return fs.readFileSync(path.join(FOLDER, file));
    },
  });
  const stated = new Map(atlas.missing().map((c) => [c.file, c.bytes]));
  await atlas.ask(Q21, SITUATION);
  atlas.free();
  return { file: first, bytes: stated.get(first) };
}

/**
 * A server in front of the static one: `/bundles/service/<chunk>` is answered with zeros, 64 KiB a
 * write, until the client goes (or 256 MB, so that a page without the bound cannot take the
 * machine's memory), with a Content-Length of 3 GB (`mode: 'length'`) or none (`'endless'`).
 * Everything else is passed to the static server. `sent` counts the zeros written.
 */
async function frontServer(target, chunk) {
  const state = { mode: 'length', sent: 0, closed: false };
  const zeros = Buffer.alloc(65536);
  const server = http.createServer((req, res) => {
    if (req.url === `/bundles/service/${chunk}`) {
      state.sent = 0;
      state.closed = false;
      const headers = { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-cache' };
      if (state.mode === 'length') headers['Content-Length'] = String(3 * 1024 ** 3);
      res.writeHead(200, headers);
      res.on('close', () => {
        state.closed = true;
      });
      const pump = () => {
        while (!res.destroyed && state.sent < 256 * 1024 * 1024) {
          state.sent += zeros.length;
          if (!res.write(zeros)) return res.once('drain', pump);
        }
        if (!res.destroyed) res.destroy();
        return undefined;
      };
      pump();
      return;
    }
    const up = http.request({ host: '127.0.0.1', port: target.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    state,
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => {
      server.closeAllConnections?.();
      server.close(() => r());
    }),
  };
}

let site;

before(async () => {
  ensureBuilt();
  site = await startStaticServer({ root: WWW });
});

after(async () => {
  await site?.close().catch(() => {});
});

test('the page refuses a chunk longer than its head says, stops its download and never uses it', async () => {
  const chunk = await firstChunk();
  assert.ok(chunk && chunk.bytes > 0, 'Q21 reads a chunk');
  const front = await frontServer(site, chunk.file);
  try {
    for (const mode of ['length', 'endless']) {
      front.state.mode = mode;
      const browser = await launch();
      try {
        const page = await openPage(browser.context, `${front.url}?persona=service&lang=en`);
        await ask(page, Q21, { ...SITUATION, wait: 'none' });
        await page.waitForSelector('#ask-error:not([hidden])', { timeout: 30000 });
        const said = await page.textContent('#ask-error');
        assert.match(said, new RegExp(`service/${chunk.file} is larger than the site says it is \\(more than ${chunk.bytes} bytes\\): it was refused unread`), `${mode}: ${said}`);
        // The English message under Details states how it was found.
        const detail = await page.textContent('#ask-error details span');
        assert.match(detail, mode === 'length'
          ? new RegExp(`${3 * 1024 ** 3} bytes \\(its Content-Length\\) where ${chunk.bytes} are expected`)
          : new RegExp(`more than ${chunk.bytes} bytes arrived where ${chunk.bytes} are expected`), `${mode}: ${detail}`);
        assert.deepEqual(await page.$$eval('#evidence .card', (c) => c.length), 0, `${mode}: no answer from it`);
        // The download was stopped: a few socket buffers' worth written, not the 256 MB on offer.
        for (let i = 0; i < 50 && !front.state.closed; i++) await page.waitForTimeout(100);
        assert.ok(front.state.closed, `${mode}: the connection was closed`);
        assert.ok(front.state.sent < 32 * 1024 * 1024, `${mode}: ${front.state.sent} bytes sent before the page stopped`);
        const stored = await page.evaluate(async (f) => {
          const cache = await caches.open('atlas-bundles-v1');
          return Boolean(await cache.match(new URL(`bundles/service/${f}`, location.href).href));
        }, chunk.file);
        assert.equal(stored, false, `${mode}: the refused chunk is not stored`);
        assert.deepEqual(browser.pageErrors.map(String), []);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await front.close();
  }
});

test('in Node, a FIFO, a symlink to /dev/zero or a sparse 3 GB file under a chunk\'s name is refused at once, named', async () => {
  const chunk = await firstChunk();
  const dir = tempDir('chunk-files');
  try {
    for (const f of fs.readdirSync(FOLDER)) fs.copyFileSync(path.join(FOLDER, f), path.join(dir, f));
    const target = path.join(dir, chunk.file);
    const cases = [
      ['a FIFO', () => execFileSync('mkfifo', [target]), /not a regular file but a FIFO \(named pipe\)/],
      ['a symlink to /dev/zero', () => fs.symlinkSync('/dev/zero', target), /not a regular file but a device/],
      ['a 3 GB sparse file', () => {
        fs.writeFileSync(target, '');
        fs.truncateSync(target, 3 * 1024 ** 3);
      }, new RegExp(`${3 * 1024 ** 3} bytes on disk where ${chunk.bytes} are expected`)],
    ];
    for (const [what, make, says] of cases) {
      fs.rmSync(target, { force: true });
      make();
      const atlas = await load(`${dir}/`);
      const started = Date.now();
      // A read that blocks (a FIFO opened without O_NONBLOCK) would never settle: raced with a timer.
      let timer;
      const outcome = await Promise.race([
        Promise.resolve(atlas.ask(Q21, SITUATION)).then(() => 'answered', (e) => e),
        new Promise((r) => {
          timer = setTimeout(() => r('still reading after 5 s'), 5000);
        }),
      ]);
      clearTimeout(timer);
      assert.ok(outcome instanceof Error, `${what}: ${outcome}`);
      assert.ok(outcome.message.includes(chunk.file), `${what}: the file is named: ${outcome.message}`);
      assert.match(outcome.message, says, what);
      assert.ok(Date.now() - started < 1000, `${what}: ${Date.now() - started} ms`);
      atlas.free();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
