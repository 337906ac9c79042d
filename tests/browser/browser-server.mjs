// The chromium every browser test file opens its contexts in (helpers.mjs, launch), started once
// by scripts/test-browser: it prints the address to connect to, then serves until its standard
// input closes or it is stopped (SIGTERM, SIGINT), and closes the browser then.

import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './helpers.mjs';

const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
process.stdout.write(`${server.wsEndpoint()}\n`);
let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await server.close().catch(() => {});
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
