import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

export interface ConsoleMessages {
  warnings: string[];
  errors: string[];
}

/** Collects the page's console warnings and errors (and uncaught exceptions as errors). */
export function collectConsole(page: Page): ConsoleMessages {
  const messages: ConsoleMessages = { warnings: [], errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'warning') messages.warnings.push(message.text());
    if (message.type() === 'error') messages.errors.push(message.text());
  });
  page.on('pageerror', (error) => messages.errors.push(error.message));
  return messages;
}

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** Built chunk of each widget (`widgets/<name>/element.ts` → `chunks/<name>-hash.js`), from Vite's manifest. */
export function widgetChunkFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(`${process.env.STAY_OUT_DIR ?? 'dist'}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const chunks = new Map<string, string>();
  for (const entry of Object.values(manifest)) {
    const widget = entry.src?.match(/^widgets\/([^/]+)\/element\.tsx?$/)?.[1];
    if (widget && entry.isDynamicEntry) chunks.set(widget, `/${entry.file}`);
  }
  return chunks;
}

/** Paths of the JavaScript files the page requested. */
export function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Runs axe-core on the page (or a part of it) and returns its violations, summarised for readable failures. */
export async function accessibilityViolations(page: Page, include = 'body'): Promise<string[]> {
  // Evaluated, not added as an inline <script>: the demo site's CSP refuses inline scripts (test.ts).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: string) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(selector)).violations;
  }, include);
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Sums the page's layout-shift entries (those right after input excluded) into
 * `window.layoutShift`, from the first paint on; read it with `layoutShiftOf(page)`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Holds matching widget chunks back so the authored markup paints before the upgrade, as on a slow network. */
export async function delayChunks(page: Page, urlPattern: string, delayMs = 800): Promise<void> {
  await page.route(urlPattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * The page has settled, so a layout-shift total covers everything its load moves: no request for
 * 500 ms (Playwright's `networkidle`: late chunks, fonts, images), then two frames painted, after
 * which the browser has reported every shift of the frames before. A condition, not a fixed wait.
 */
/**
 * Holds the answers to requests matching `urlPattern` until `release()` is called: a test checks a
 * loading state (skeleton, axe) for as long as it needs, on any machine, instead of outlasting a
 * fixed delay (a slowed sandbox answer of 4 s came before the axe scan ended on a loaded CI machine).
 */
export async function holdResponses(page: Page, urlPattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(urlPattern, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Presses Tab until `target` has the focus: the keyboard alone, from wherever the focus is. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

/**
 * Chooses an option of the focused `<select>` by the keyboard: typing its name (the browser's
 * type-ahead), then Down until it is chosen. Playwright types Arabic as inserted text, which
 * Chromium's type-ahead ignores, and leaves the list in a state where Down no longer chooses: those
 * names are not typed.
 */
export async function chooseByKeyboard(page: Page, select: Locator, value: string, name: string): Promise<void> {
  if (/^[\x20-\x7e]+$/.test(name)) await page.keyboard.type(name);
  for (let presses = 0; presses < 300 && (await select.inputValue()) !== value; presses += 1) await page.keyboard.press('ArrowDown');
  if ((await select.inputValue()) !== value) throw new Error(`the keyboard never chose ${value}`);
}
