import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { availableParallelism } from 'node:os';
import { createServer } from 'vite';
import { chromiumExecutable, CHROMIUM_ARGS } from './scripts/chromium.mjs';
import { countingReporter } from './scripts/lib/test-counts.mjs';
import { installShiftedDate, shareTestClock } from './testing/test-clock.mjs';

/**
 * The run's test clock (DESIGN.md §6): the sandbox the Vite server below serves reads it from the
 * environment this sets, and every test page installs it before any module.
 */
const testClockOffset = shareTestClock(process.env);

/**
 * Component tests in real Chromium (DESIGN.md §6). React ships CommonJS only, so modules are
 * transformed by a Vite dev server in middleware mode (STACK-NOTES.md): the runner serves its
 * own pages (`/`, `/__web…`) and hands every other request to Vite, which also serves the
 * sandbox backend on the same origin.
 */
let vite;

/** The runner's own browser modules (`/__web…`, used by sendKeys) are served by the runner, not Vite. */
const runnerUrlsStayExternal = {
  name: 'stay:runner-urls-external',
  enforce: 'pre',
  resolveId: (id) => (id.startsWith('/__web') ? { id, external: true } : undefined),
};

const viteTransform = {
  name: 'stay:vite-transform',
  async serverStart() {
    vite = await createServer({
      configFile: 'vite.config.ts',
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      clearScreen: false,
      logLevel: 'warn',
      plugins: [runnerUrlsStayExternal],
      optimizeDeps: {
        // Every dependency up front: a re-optimisation mid-run would load a second React.
        include: [
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          '@r2wc/react-to-web-component',
          'jotai/vanilla',
          'jotai/react',
          'jotai/vanilla/utils',
          'jotai/vanilla/internals',
          'focus-trap-react',
          'embla-carousel-react',
          'dayjs/plugin/utc',
          'dayjs/plugin/timezone',
          '@formatjs/intl',
          'ofetch',
          'dayjs',
          'chai',
          'axe-core',
        ],
        exclude: ['@web/test-runner-commands'],
      },
    });
  },
  async serverStop() {
    await vite?.close();
  },
};

function toVite(context, next) {
  if (context.path === '/' || context.path.startsWith('/__web')) return next();
  return new Promise((resolve, reject) => {
    // 'close' also comes when the browser drops the request (a page that moved on): the middleware must not wait for ever.
    context.res.on('close', resolve);
    context.respond = false;
    vite.middlewares(context.req, context.res, () => {
      context.respond = true;
      next().then(resolve, reject);
    });
  });
}

/**
 * The test page installs the test clock first (a classic script runs before any module), then
 * loads testing/resettable-store.ts before the test file, so the page store jotai creates is one
 * that resetPageForTest can empty (one file, several page states).
 */
const testRunnerHtml = (testFramework) =>
  `<!DOCTYPE html><html><head><script>(${installShiftedDate.toString()})(${testClockOffset});</script></head><body><script type="module" src="/testing/resettable-store.ts"></script><script type="module" src="${testFramework}"></script></body></html>`;

export default {
  files: ['widgets/**/*.test.tsx', 'shared/**/*.browser.test.tsx', 'testing/**/*.browser.test.tsx'],
  nodeResolve: false,
  plugins: [viteTransform],
  middleware: [toVite],
  testRunnerHtml,
  // One page per core, at least 2: on the 2-core machines 4 was slower and made timing tests fail (README "Tests").
  concurrency: Math.max(2, availableParallelism()),
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};
