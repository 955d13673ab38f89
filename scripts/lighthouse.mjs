import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { get } from 'node:https';
import { cpus, loadavg, tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { chromiumExecutable, CHROMIUM_ARGS } from './chromium.mjs';

/**
 * Lighthouse (mobile, its default) on every demo page against DESIGN.md §7's targets: performance
 * 98 or more, accessibility 100, cumulative layout shift under 0.01. Every page of
 * demo-pages/site/pages in English, and in Arabic where the page has a right-to-left version. A benchmark, not a test: the
 * performance score depends on the machine's load, so scripts/test does not run it; run it on a
 * quiet machine after `npm run build` (`node scripts/lighthouse.mjs`, or `npm run lighthouse`).
 * It serves the build in STAY_OUT_DIR (default dist) with `vite preview` on PORT (default 4620),
 * over HTTP/2 as a CDN would (see `tlsPair` below), and exits 1 when a page misses a target.
 *
 * Arguments narrow the pages (`node scripts/lighthouse.mjs /en/ /ar/tabs/`: each argument a
 * page's address without its query). RUNS (default 1) audits each page that many times and reports the
 * median run by performance score: the score moves by several points between two runs on a busy
 * machine, more than between two builds. LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report
 * there (its long-tasks, bootup-time and largest-contentful-paint-element audits say where the
 * time goes). Each line also gives total blocking time (TBT, the
 * metric the long tasks of an upgrade cost) and largest contentful paint (LCP).
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
const wanted = process.argv.slice(2);
const AUDITED = wanted.length ? PAGES.filter((path) => wanted.includes(path.split('?')[0])) : PAGES;
const RUNS = Number(process.env.RUNS ?? 1);
const TARGETS = { performance: 0.98, accessibility: 1, cumulativeLayoutShift: 0.01 };
const port = Number(process.env.PORT ?? 4620);
const run = promisify(execFile);

/**
 * HTTP/2, as a CDN serves the kit: `vite preview` speaks it over TLS (vite.config.ts `preview`),
 * with a throwaway self-signed certificate made here by openssl, which Chromium is told to accept.
 * Over HTTP/1.1, vite preview's default, the 20–30 chunk and service requests of a widget page
 * queue on the browser's six connections per origin, and Lighthouse's simulation puts the largest
 * paint of a widget page at 2.8–3.5 s instead of about 1.9 s (README, "Lighthouse"), which measures
 * the demo server, not the kit. LIGHTHOUSE_HTTP1=1 measures over HTTP/1.1 all the same.
 */
async function tlsPair() {
  if (process.env.LIGHTHOUSE_HTTP1) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'stay-lighthouse-'));
  const key = join(folder, 'key.pem');
  const cert = join(folder, 'cert.pem');
  try {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]);
    return { key, cert };
  } catch (error) {
    console.warn(`No openssl to make a certificate (${error.message}): measuring over HTTP/1.1.`);
    return undefined;
  }
}
const tls = await tlsPair();
const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;

/** Whether `url` answers 200; the throwaway certificate is accepted (this machine made it). */
function answers(url) {
  if (!url.startsWith('https:')) return fetch(url).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', reject);
  });
}

async function waitForServer(url, attempts = 60) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if (await answers(url)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The demo site did not start at ${url}`);
}

async function audit(path) {
  const flags = [...CHROMIUM_ARGS, '--headless=new', '--no-sandbox', ...(tls ? ['--ignore-certificate-errors'] : [])].join(' ');
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      `${origin}${path}`,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumExecutable() }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(`${process.env.LIGHTHOUSE_REPORTS}/${path.split('?')[0].replaceAll('/', '_')}${Date.now()}.json`, stdout);
  }
  const failedAccessibility = report.categories.accessibility.auditRefs
    .filter((ref) => report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    path,
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    cumulativeLayoutShift: report.audits['cumulative-layout-shift'].numericValue,
    largestContentfulPaint: report.audits['largest-contentful-paint'].numericValue,
    totalBlockingTime: report.audits['total-blocking-time'].numericValue,
    failedAccessibility,
  };
}

/** The run with the median performance score of RUNS audits of `path`, and every run's score. */
async function medianAudit(path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(path));
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[Math.floor(runs.length / 2)], scores: runs.map((run) => Math.round(run.performance * 100)) };
}

const outDir = process.env.STAY_OUT_DIR ?? 'dist';
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
  stdio: 'ignore',
  env: {
    ...process.env,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    ...(tls ? { STAY_TLS_KEY: tls.key, STAY_TLS_CERT: tls.cert } : {}),
  },
  detached: true,
});
let missed = 0;
try {
  await waitForServer(`${origin}/en/`);
  console.log(
    `load average: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')} (${cpus().length} cores)`,
  );
  for (const path of AUDITED) {
    const result = await medianAudit(path);
    const misses = [
      result.performance < TARGETS.performance && 'performance',
      result.accessibility < TARGETS.accessibility && `accessibility (${result.failedAccessibility.join(', ')})`,
      result.cumulativeLayoutShift >= TARGETS.cumulativeLayoutShift && 'layout shift',
    ].filter(Boolean);
    if (misses.length) missed += 1;
    console.log(
      `${misses.length ? 'MISS' : '  ok'}  performance ${Math.round(result.performance * 100)}  accessibility ${Math.round(result.accessibility * 100)}  CLS ${result.cumulativeLayoutShift.toFixed(3)}  TBT ${Math.round(result.totalBlockingTime)} ms  LCP ${Math.round(result.largestContentfulPaint)} ms  ${path}${RUNS > 1 ? `  (runs ${result.scores.join(', ')})` : ''}${misses.length ? `  (${misses.join('; ')})` : ''}`,
    );
  }
} finally {
  process.kill(-server.pid);
}
if (missed) {
  console.error(
    `${missed} of ${AUDITED.length} pages miss a target (performance ≥ ${TARGETS.performance * 100}, accessibility ${TARGETS.accessibility * 100}, CLS < ${TARGETS.cumulativeLayoutShift})`,
  );
  process.exit(1);
}
