// The page's pure pieces, under Node without a browser: the server-sent events parser, the
// endpoint's error messages, base URL checks, and the CRC-32 the bundle store compares.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SSEParser, httpError, normalizeBase } from '../../www/endpoint.js';
import { ROOT, ensureBuilt } from './helpers.mjs';

test('SSE parser: events split anywhere, CRLF, comments, multi-line data', () => {
  const stream = ': keep-alive\r\n\r\ndata: {"a":1}\r\n\r\ndata: line one\ndata: line two\n\nevent: x\ndata: [DONE]\n\n';
  for (let cut = 1; cut < stream.length; cut++) {
    const p = new SSEParser();
    const got = [...p.push(stream.slice(0, cut)), ...p.push(stream.slice(cut)), ...p.end()];
    assert.deepEqual(got, ['{"a":1}', 'line one\nline two', '[DONE]'], `cut at ${cut}`);
  }
  const p = new SSEParser();
  assert.deepEqual([...p.push('data: tail without blank line'), ...p.end()], ['tail without blank line']);
});

test('HTTP errors keep the server message and say what to do', () => {
  const e = httpError(429, 'Too Many Requests', 'slow down', 'http://h/v1/chat/completions');
  assert.equal(e.kind, 'http');
  assert.equal(e.status, 429);
  assert.match(e.message, /^HTTP 429 from http:\/\/h\/v1\/chat\/completions: "slow down"\. .*wait a moment/);
  assert.match(httpError(401, '', '', 'u').message, /check the key/);
  assert.match(httpError(404, 'Not Found', '', 'u').message, /HTTP 404 from u Not Found\. Check the base URL/);
  assert.match(httpError(502, '', 'bad gateway', 'u').message, /model server failed/);
});

test('base URL: normalized, and refused with a reason', () => {
  assert.equal(normalizeBase(' http://127.0.0.1:11434/v1/ '), 'http://127.0.0.1:11434/v1');
  assert.throws(() => normalizeBase(''), /No model endpoint is set/);
  assert.throws(() => normalizeBase('localhost:11434'), /must start with http/);
  assert.throws(() => normalizeBase('not a url'), /not a valid URL/);
  assert.throws(() => normalizeBase('https://user:sk-1@host/v1'), /not in the base URL/);
});

test('crc32 matches manifest.json', async () => {
  ensureBuilt();
  const { crc32 } = await import('../../www/atlas-engine.js');
  assert.equal(crc32(new TextEncoder().encode('123456789')), 'cbf43926');
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/bundles/manifest.json'), 'utf8'));
  for (const b of manifest.bundles) {
    // The page downloads each folder's head and checks it against the manifest.
    const head = fs.readFileSync(path.join(ROOT, 'www/bundles', b.folder, 'head.atlas'));
    assert.equal(crc32(head), b.head.crc32, b.folder);
    assert.equal(head.length, b.head.bytes, b.folder);
  }
});
