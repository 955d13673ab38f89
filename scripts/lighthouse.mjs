import { execFile, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.mjs';

/**
 * Lighthouse (mobile, its default) on every demo page against DESIGN.md §7's targets: performance
 * 98 or more, accessibility 100, cumulative layout shift under 0.01. Every page of
 * demo-pages/site/pages in English, and in Arabic where the page has a right-to-left version. A benchmark, not a test: the
 * performance score depends on the machine's load, so scripts/test does not run it; run it on a
 * quiet machine after `npm run build` (`node scripts/lighthouse.mjs`, or `npm run lighthouse`).
 * It serves the build with `vite preview` on PORT (default 4620) and exits 1 when a page misses a
 * target.
 *
 * Lighthouse is fetched by npx on first use, not a dependency of the project: 12.8.2 is the last
 * release for Node 20, and its tree depends on packages by the `latest` tag, which makes `npm ci`
 * reject the lock file each time one of them publishes (CI installs with `npm ci`).
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
/** What a page needs in its address to show its content (a deep link), as the demo site links it. */
const QUERIES = {
  'booking/property-listing': '?searchdest=Tokyo&type=city',
  'booking/select-apartment-and-rates': '?hotelCode=SGORCH',
};
const PAGES_DIR = new URL('../demo-pages/site/pages/', import.meta.url);
const pageFiles = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !file.split('/').pop().startsWith('_'))
  .sort();
const PAGES = pageFiles.flatMap((file) => {
  const [, page, language] = file.match(/^(.+?)(?:\.(ar))?\.html$/) ?? [];
  if (!page) return [];
  const path = page === 'home' ? '' : `${page}/`;
  return [`/${language ?? 'en'}/${path}${QUERIES[page] ?? ''}`];
});
const TARGETS = { performance: 0.98, accessibility: 1, cumulativeLayoutShift: 0.01 };
const port = Number(process.env.PORT ?? 4620);
const origin = `http://127.0.0.1:${port}`;
const run = promisify(execFile);

async function waitForServer(url, attempts = 60) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The demo site did not start at ${url}`);
}

async function audit(path) {
  const flags = [...CHROMIUM_ARGS, '--headless=new', '--no-sandbox'].join(' ');
  const { stdout } = await run(
    'npx',
    ['--yes', LIGHTHOUSE, `${origin}${path}`, '--quiet', '--only-categories=performance,accessibility', '--output=json', '--output-path=stdout', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH: chromiumExecutable() }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  const failedAccessibility = report.categories.accessibility.auditRefs
    .filter((ref) => report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    path,
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    cumulativeLayoutShift: report.audits['cumulative-layout-shift'].numericValue,
    largestContentfulPaint: report.audits['largest-contentful-paint'].numericValue,
    failedAccessibility,
  };
}

const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  stdio: 'ignore',
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  detached: true,
});
let missed = 0;
try {
  await waitForServer(`${origin}/en/`);
  for (const path of PAGES) {
    const result = await audit(path);
    const misses = [
      result.performance < TARGETS.performance && 'performance',
      result.accessibility < TARGETS.accessibility && `accessibility (${result.failedAccessibility.join(', ')})`,
      result.cumulativeLayoutShift >= TARGETS.cumulativeLayoutShift && 'layout shift',
    ].filter(Boolean);
    if (misses.length) missed += 1;
    console.log(
      `${misses.length ? 'MISS' : '  ok'}  performance ${Math.round(result.performance * 100)}  accessibility ${Math.round(result.accessibility * 100)}  CLS ${result.cumulativeLayoutShift.toFixed(3)}  LCP ${Math.round(result.largestContentfulPaint)} ms  ${path}${misses.length ? `  (${misses.join('; ')})` : ''}`,
    );
  }
} finally {
  process.kill(-server.pid);
}
if (missed) {
  console.error(`${missed} of ${PAGES.length} pages miss a target (performance ≥ ${TARGETS.performance * 100}, accessibility ${TARGETS.accessibility * 100}, CLS < ${TARGETS.cumulativeLayoutShift})`);
  process.exit(1);
}
