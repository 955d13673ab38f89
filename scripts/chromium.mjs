import { existsSync } from 'node:fs';

/**
 * Tests drive Debian's Chromium: browsers cannot be downloaded here (STACK-NOTES.md).
 * `CHROME_PATH` overrides the default path.
 */
export function chromiumExecutable() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}. Run scripts/test (it installs Debian's chromium) or set CHROME_PATH.`);
  }
  return path;
}

/** Background networking off: this machine's closed network refuses those connections. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
