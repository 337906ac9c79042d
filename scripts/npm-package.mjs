#!/usr/bin/env node
// Makes the engine an npm package for demo builders: the JS facade (www/atlas-engine.js and its
// types) with the built wasm (www/pkg), no dependencies and nothing for its user to build, then
// packs it with `npm pack`. scripts/build-web runs it after building www/pkg; the package test
// (tests/browser/npm-package.test.mjs) runs it into a folder of its own.
//
//   node scripts/npm-package.mjs [--out DIR]     (default target/npm)
//
// Writes DIR/atlas-engine/ (the package folder) and DIR/atlas-engine-VERSION.tgz, and prints the
// tarball's path as its last line.

import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NAME = 'atlas-engine';

// What the package holds, from where in www/, as it is laid out there: the facade imports
// ./pkg/atlas.js, which finds ./atlas_bg.wasm next to itself.
const FILES = [
  'atlas-engine.js',
  'atlas-engine.d.ts',
  'fetch-bytes.js',
  'citations.js',
  'pkg/atlas.js',
  'pkg/atlas.d.ts',
  'pkg/atlas_bg.wasm',
  'pkg/atlas_bg.wasm.d.ts',
];

function fail(message) {
  console.error(`npm-package: ${message}`);
  process.exit(1);
}

/** The crate's version and license, so that the package and the engine say the same. */
function crate() {
  const toml = fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  const pkg = toml.split(/^\[/m).find((s) => s.startsWith('package]')) ?? '';
  const field = (k) => pkg.match(new RegExp(`^${k}\\s*=\\s*"([^"]*)"`, 'm'))?.[1];
  const version = field('version');
  if (!version) fail('Cargo.toml: no version in [package]');
  return { version, license: field('license') ?? 'UNLICENSED' };
}

function manifest({ version, license }) {
  return {
    name: NAME,
    version,
    description:
      'Atlas evidence search as WebAssembly: load a bundle, ask a question, get the evidence, ' +
      'the known facts and the prompt to send to a model, then check its citations.',
    license,
    type: 'module',
    main: './atlas-engine.js',
    types: './atlas-engine.d.ts',
    exports: {
      '.': { types: './atlas-engine.d.ts', default: './atlas-engine.js' },
      // For bundlers that hand out asset URLs (Vite: 'atlas-engine/atlas_bg.wasm?url').
      './atlas_bg.wasm': './pkg/atlas_bg.wasm',
      './package.json': './package.json',
    },
    files: FILES,
    sideEffects: false,
    engines: { node: '>=20' },
  };
}

const README = `# atlas-engine

The Atlas engine compiled to WebAssembly, with its JavaScript API: load a bundle built by the
\`atlas\` CLI, ask a question in a situation (persona, market, date), get the route, the evidence,
the known facts and the exact prompt to send to a model, then check the model's citations.
No dependencies; works in a page, a Web Worker and Node 20+.

\`\`\`js
import { load } from 'atlas-engine';
const atlas = await load('bundles/service/');   // a bundle's folder (a URL; in Node also a path)
const answer = await atlas.ask('Which products are affected by the battery recall?', { persona: 'service', market: 'MA' });
await atlas.prefetchAll({ onProgress: ({ loaded, total }) => console.log(loaded, total) });
\`\`\`

A folder's head is loaded first and each question fetches the chunks it reads (\`ask\` returns a
Promise then); once every chunk is held (after \`prefetchAll\`, or a packed \`NAME.atlas\` file)
\`ask\` returns the answer itself. A chunk is never read past the length the head states for it:
a longer response or file is refused (\`bundle-oversized\`, naming it), and in Node only regular
files are read (a FIFO or a device under a chunk's name is refused at once).

Types are in \`atlas-engine.d.ts\`. In a page the wasm is fetched from \`pkg/atlas_bg.wasm\` next to
\`atlas-engine.js\` (serve it as \`application/wasm\`); give \`load(url, { wasm })\` another URL or
the bytes when a bundler moves it.
`;

export function buildPackage(outDir) {
  const www = path.join(ROOT, 'www');
  for (const f of FILES) {
    if (!fs.existsSync(path.join(www, f))) fail(`www/${f} is missing: run scripts/build-web first`);
  }
  const info = crate();
  const dir = path.join(outDir, NAME);
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const f of FILES) {
    fs.mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
    fs.copyFileSync(path.join(www, f), path.join(tmp, f));
  }
  fs.writeFileSync(path.join(tmp, 'package.json'), `${JSON.stringify(manifest(info), null, 2)}\n`);
  fs.writeFileSync(path.join(tmp, 'README.md'), README);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmp, dir);

  const tarball = path.join(outDir, `${NAME}-${info.version}.tgz`);
  fs.rmSync(tarball, { force: true });
  execFileSync('npm', ['pack', dir, '--pack-destination', outDir, '--silent', '--offline'], {
    cwd: outDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!fs.existsSync(tarball)) fail(`npm pack did not write ${tarball}`);
  return { dir, tarball, version: info.version };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let out = path.join(ROOT, 'target/npm');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) out = path.resolve(args[++i]);
    else fail(`unknown argument '${args[i]}' (usage: node scripts/npm-package.mjs [--out DIR])`);
  }
  fs.mkdirSync(out, { recursive: true });
  const { dir, tarball } = buildPackage(out);
  console.log(`package folder ${path.relative(process.cwd(), dir) || dir}`);
  console.log(tarball);
}
