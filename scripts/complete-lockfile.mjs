import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The npm registry reachable here lacks most non-Linux builds of packages like rollup
 * (`@rollup/rollup-darwin-arm64` answers 404), so `npm install` leaves those optional
 * dependencies out of package-lock.json, and `npm ci` then rejects the lock file as out of sync.
 * This adds an entry for every missing optional dependency; `npm ci` skips optional packages it
 * cannot fetch. Run it after every `npm install` that changes package-lock.json (`npm run lock`).
 */
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional dependencies recorded`);
