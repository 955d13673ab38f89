import { test as base, type BrowserContext } from '@playwright/test';
import { installShiftedDate, testClockOffset } from '../../testing/test-clock.mjs';

/**
 * The run's test clock (DESIGN.md §6; playwright.config.ts starts it): this worker's own `Date`
 * (what a spec computes on the Node side) and every page of every context the fixtures make read
 * the same "today" as the sandbox. Timers, animation frames and `performance` keep real time; a
 * test that freezes or moves time installs Playwright's clock on top (`page.clock`), which starts
 * from this one.
 */
const TEST_CLOCK_OFFSET = testClockOffset();
installShiftedDate(TEST_CLOCK_OFFSET);

/** Puts a context the test makes itself (`browser.newContext()`) on the run's test clock. */
export async function installTestClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(installShiftedDate, TEST_CLOCK_OFFSET);
}

/**
 * Every spec imports `test` and `expect` from here, not from `@playwright/test` (csp.spec.ts checks
 * it): the demo site runs under a strict Content-Security-Policy (README "Content-Security-Policy"),
 * and any test whose pages violate it fails after its body, whatever it asserted.
 */
export * from '@playwright/test';

/** A violation as the page reported it: directive, what was blocked, and where. */
export interface CspViolation {
  source: 'event' | 'console';
  description: string;
}

const REPORT_BINDING = '__stayReportCspViolation';

/**
 * Records the context's violations from two sources: the `securitypolicyviolation` event of every
 * document (reported to the test at once, so a page that navigates away loses none) and Chromium's
 * console message for each refusal (which also covers what no script could listen to).
 */
export async function recordViolations(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, description: string) => {
    violations.push({ source: 'event', description });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (description: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
        );
      },
      true,
    );
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push({ source: 'console', description: message.text() });
  });
}

/** Fails with the list of violations, if there is any: what the fixture does after each test. */
export function expectNoViolations(violations: readonly CspViolation[]): void {
  if (violations.length === 0) return;
  throw new Error(
    `Content-Security-Policy violations:\n${violations.map((violation) => `- ${violation.source}: ${violation.description}`).join('\n')}`,
  );
}

export const test = base.extend<{ cspViolations: CspViolation[]; testClock: void }>({
  /** Auto fixture: the test's context reads the run's test clock (see installTestClock). */
  testClock: [async ({ context }, provide) => provide(await installTestClock(context)), { auto: true }],
  /**
   * Auto fixture: every test records the CSP violations of the pages of its context and fails when
   * there is any. A test that provokes one on purpose reads this list and empties it. A context the
   * test makes itself with `browser.newContext()` is not watched.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await recordViolations(context, violations);
      await use(violations);
      expectNoViolations(violations);
    },
    { auto: true },
  ],
});

/** The worker's browser context shared by read-only specs, and the CSP violations it records. */
interface SharedContext {
  context: BrowserContext;
  violations: CspViolation[];
}

/**
 * For specs whose tests only read pages (issue 13 §6: share browser contexts where safe). The
 * worker keeps one browser context for them, so its HTTP cache stays warm (the runtime, widget
 * chunks, styles, fonts and images load once per worker, not once per test); each test gets a new
 * page in it (sessionStorage is per page), the viewport it asks for, and, after it, a context
 * emptied of cookies, local storage and IndexedDB, so the next test starts as a new visitor. A
 * spec whose tests write cookies or storage (sign-in, a stored search, a chosen currency, the
 * sandbox's fault and region cookies), or that needs other context options, keeps `test`: a fresh
 * context per test. Routes and init scripts go on the page (`page.route`, `page.addInitScript`),
 * never on this context.
 */
export const readOnlyTest = test.extend<object, { sharedContext: SharedContext }>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await installTestClock(context);
      const violations: CspViolation[] = [];
      await recordViolations(context, violations);
      await use({ context, violations });
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The shared context is on the test clock from its start: no init script per test (they would pile up on it).
  testClock: async ({ sharedContext }, provide) => {
    void sharedContext; // made on the clock (and made first: this fixture depends on it)
    await provide();
  },
  // The fixture callback is named `provide`, not Playwright's usual `use`: the React hooks lint rule reads `use(…)` as a hook.
  context: async ({ sharedContext }, provide) => {
    await provide(sharedContext.context);
    await sharedContext.context.setStorageState({ cookies: [], origins: [] });
  },
  page: async ({ context, viewport }, provide) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await provide(page);
    await page.close();
  },
  // The shared context records its violations once; each test reads (and is judged on) its own.
  // (An override keeps the fixture automatic.)
  cspViolations: async ({ sharedContext }, provide) => {
    sharedContext.violations.splice(0);
    await provide(sharedContext.violations);
    expectNoViolations(sharedContext.violations.splice(0));
  },
});
