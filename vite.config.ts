import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogueVersion, precompileMessages } from './scripts/build/precompile-messages';
import { noPreloadHelper } from './scripts/build/no-preload-helper';
import { REACT_FACADE, reactEsm } from './scripts/build/react-esm';
import { pureAnnotations } from './scripts/build/pure-annotations';
import { translationIndex } from './scripts/build/translation-index';
import { typingsBesideBuild } from './scripts/build/typings';
import { demoSite } from './demo-pages/site/server/demo-site-plugin';

/**
 * Modules of the shared runtime chunk (DESIGN.md §7): loaded once, by the first widget of a page.
 * Only what every widget needs: React, r2wc and the element contract (72 KB at most). Intl
 * (@formatjs), jotai and the page's store, storage, analytics, the API client and store atoms that
 * fetch form shared chunks of their own, loaded by the widgets that use them.
 */
const SHARED_RUNTIME = [
  /node_modules\/(react|react-dom|scheduler|@r2wc)\//,
  // Attribute kinds only some widgets use stay with them (site-path-attribute.ts: the listing's
  // path; publishing-window-attributes.ts: the banner's window, which the carousel reads too).
  /\/shared\/element\/(?!site-path-attribute\.ts$|publishing-window-attributes\.ts$)/,
  // Catalogue loading and plain messages; English shared texts only: the other languages are
  // chunks of their own, loaded on demand.
  /\/shared\/i18n\/(catalogue|languages|resolve-language)\.ts$|\/shared\/i18n\/messages\/en\.json$/,
  // Which languages have texts (a loader each); each language's index is a chunk of its own.
  /^\0virtual:stay-translations$/,
  // Domain modules by name, whichever spec-area folder of shared/domain holds them.
  /\/shared\/domain\/(?:[a-z-]+\/)*(safe-url|languages)\.ts$/,
  // Our modules' ESM view of React (scripts/build/react-esm.ts).
  REACT_FACADE,
];
/**
 * Small helpers most widgets use, in one chunk instead of a dozen tiny ones (each pays gzip and
 * request overhead). None of them may be imported by the runtime: chunks must not import each
 * other in a cycle (a cycle breaks module initialisation order in the browser). The GA4 ecommerce
 * items (`analytics/ga4-items.ts`) are not in it: only journey widgets use them.
 */
const SHARED_HELPERS =
  /\/shared\/(analytics\/(data-layer|link-click)\.ts$|ui\/(fragment|use-media-query|use-page-address|use-delayed-value|roving-focus)\.ts$|domain\/(?:[a-z-]+\/)*(link-classification|app-link|language-path|buy-points-block|json-guards)\.ts$)/;

/** `widgets/accordion/element.ts` → `accordion`, so a chunk's file says which widget it is. */
function widgetName(moduleId: string | null): string | undefined {
  return moduleId?.match(/\/widgets\/([^/]+)\/element\.tsx?$/)?.[1];
}

/** `widgets/tabs/messages/ja.json` → `tabs-ja`: a translation's chunk says whose texts it holds. */
function catalogueName(moduleId: string | null): string | undefined {
  const match = moduleId?.match(/\/([^/]+)\/messages\/([a-z]{2})\.json$/);
  return match ? `${match[1]}-${match[2]}` : undefined;
}
const CATALOGUE_VERSION = catalogueVersion(fileURLToPath(new URL('.', import.meta.url)));

function chunkFileName(moduleId: string | null): string {
  const index = moduleId?.match(/^\0virtual:stay-translations\/([a-z]{2})$/)?.[1];
  if (index) return `chunks/translations-${index}-${CATALOGUE_VERSION}.js`;
  const catalogue = catalogueName(moduleId);
  if (catalogue) return `chunks/${catalogue}-${CATALOGUE_VERSION}.js`;
  return `chunks/${widgetName(moduleId) ?? '[name]'}-[hash].js`;
}

/**
 * What the content widgets with panels and lists share (accordion, tabs, see-more list): findable
 * panels, the see-more rule, the panel focus rule and the heading that names a
 * composite (WAI-ARIA APG). One chunk instead of two tiny ones (each costs a request and its
 * import line in every widget chunk that needs it). The Button primitive is not in it: the journey
 * widgets (rates, cart, add-ons, checkout, login) render it too, and with it here every journey page
 * loaded these 1.3 KB of panel helpers for one button (the rates page was over its 160 KB); alone
 * it is a small chunk of its own (in the shared helpers it would cost the home page, which does not
 * render it). The arrow-key rule (roving-focus) is in the shared helpers: the carousel uses it too.
 */
const CONTENT_HELPERS = /\/shared\/ui\/(until-found-panels|SeeMoreButton|reveal|collapse|preceding-heading)\.tsx?$/;

/**
 * @formatjs/intl with our ICU catalogues and number/date formatting: one chunk, loaded with the
 * first widget that formats plurals, numbers or dates (shared/i18n/intl.ts), never up front. The
 * shown date (DD-MM-YYYY with the date in words) is part of it: every widget that shows dates
 * formats them, and a chunk of its own cost the home page its request and import lines.
 */
const INTL = /node_modules\/(@formatjs|intl-messageformat)\/|\/shared\/i18n\/(intl|format)\.ts$|\/shared\/ui\/shown-date\.tsx$/;

/**
 * Chunks are grouped by what pages load together (DESIGN.md §7): each chunk a page loads costs its
 * import and export lines and starts gzip's dictionary afresh (the home page loaded 22 chunks; the
 * five that the two groups below replace cost it about 0.7 KB more). A group joins modules that the
 * same widgets load, so no page loads code it does not use (check with the manifest's import
 * closure of each widget, as `scripts/size.mjs` measures pages). Parts a visitor opens (the
 * calendar, the guests panel, the menu's sidebar) are loaded on demand by their widgets instead.
 */

/**
 * The page's one store: jotai (vanilla and utils), the store, `usePageValue` / `usePageAtom`, and
 * the typed storage entries with the atom built on them (`atom-with-entry.ts`): every widget with
 * atoms loads all of it, and a page has one copy of jotai and one store whichever widget loads
 * first (STACK-NOTES.md "jotai"). The element contract needs no store: pages whose widgets use no
 * atoms (accordion, tabs) never load it. Server reads are not in it: they need the API client,
 * which pages with atoms but no server data (the dialog, the site notices) do not load.
 */
const STORE =
  /node_modules\/jotai\/|\/shared\/store\/(page-store|use-page-value|atom-with-entry)\.ts$|\/shared\/storage\/(index|entry|change-events|storage-area|forbidden-fields)\.ts$|\/shared\/domain\/freshness\.ts$/;

/**
 * The API client (ofetch and what it needs, our retry, de-duplication and envelope rules, the login
 * token it sends) with the server-read idiom on it (`server-read.ts`, `use-server-read.ts`,
 * `request-context.ts`): loaded together by every widget that reads the server. `useServerRead`
 * (0.1 KB) rides along for the widgets that read through the currency or content reads instead:
 * a chunk of its own cost more than that on every page with the navigation.
 */
const API_CLIENT =
  /node_modules\/(ofetch|destr|ufo)\/|\/shared\/api\/(client|page-client|send-request|shared-requests|response-envelope|request-policy|cache-lifetimes|request-context)\.ts$|\/shared\/store\/(server-read|use-server-read)\.ts$|\/shared\/storage\/cookies\.ts$|\/shared\/session\/login-session\.ts$|\/shared\/domain\/(?:[a-z-]+\/)*(header-value|backend-error-code)\.ts$/;

/**
 * The content reads (configuration, suggestions, properties, region) with the region atoms built
 * on them: one chunk, loaded by the navigation, the searches and the listing, instead of two.
 */
const CONTENT_READS = /\/shared\/api\/(content-service|url-field)\.ts$|\/shared\/store\/region-atoms\.ts$/;

/**
 * The visitor's search in the store with the rules it needs to be written and read back (dates,
 * criteria, the deep-link query side): the booking widgets load them together. The deep-link
 * parser (deep-link.ts) is not in it: pages load it only with a link or a stored search to read
 * (shared/ui/page-search), and without this group its shared modules became two more chunks.
 */
const SEARCH_ATOMS =
  /\/shared\/(domain\/(?:[a-z-]+\/)*(iso-date|search-criteria|deep-link-query)|store\/(search-entries|search-atoms))\.ts$/;

/**
 * Who is signed in and as whom (issue 14): the login cookie's atoms, the stored profile and
 * expiry, the login request. The header and <stay-login> on every page load them together; one
 * chunk instead of three small ones (each cost the home page its overhead).
 */
const SESSION =
  /\/shared\/store\/(session-atoms|member-atoms|member-entries|token-expiry-entry|cart\/cart-count-entry)\.ts$|\/shared\/domain\/loyalty\/member-profile\.ts$/;

/**
 * The form primitives (shared/ui/form-field, combobox, form-state): the booking search on the home
 * page renders them, and so do the account forms (sign-up, password reset). Shared by widgets of
 * several pages they would split into a chunk each, every one a request and import lines on the
 * home page (DESIGN.md §7): one chunk instead. The error summary is not in it: the search has none.
 * The stepper's state rules too: the search's guest rules read them up front, the add-ons share
 * them, and a chunk of their own cost the home page 0.24 KB plus a request.
 */
const FORM_PRIMITIVES =
  /\/shared\/ui\/(form-field\/(FormField|use-form-field|field-description)|combobox\/[\w-]+|form-state\/(form-state|use-form-reducer)|number-stepper\/number-stepper-state)\.tsx?$/;

/**
 * The cart store with the money rules and GA4 items it prices and reports with (issue 15): the
 * cart, rates and add-ons pages load them together. The reservation confirmation (issue 16) reports
 * its purchase with the same GA4 items but needs no cart; without this group its import split the
 * chunk in two and cost the rates page 0.23 KB of chunk overhead (160.11 KB), which its budget did not have
 * (159.49 of 160 KB). Decision: the confirmation page loads the cart store too (it has room).
 * The booking configuration's point rules (issue 17: the rates page's estimate, the checkout's hold
 * and points section) join it for the same reason: a chunk of their own cost the rates page 0.55 KB.
 */
const CART_AND_ANALYTICS =
  /\/shared\/(store\/cart\/(?!cart-count-entry)[\w-]+|api\/(cart|point-rules)-service|analytics\/ga4-items|domain\/money|domain\/booking\/(cart-totals|device-type|guest-cart-life|cart-changed|cart-merge))\.ts$/;

/**
 * The currency rules (long currencies, rounding, conversion) with the page's currency atoms: every
 * page with the header loads them together. The confirmation (issue 16) rounds with the rules but
 * shows no display currency; split off, the rules cost every page with the header 0.18 KB of chunk
 * overhead. Decision: the confirmation loads the currency atoms too.
 */
/* The currency read and the login fingerprint rode in that chunk too (the header loads them all). */
const CURRENCY = /\/shared\/(store\/currency-atoms|domain\/currency|api\/currency-service|domain\/loyalty\/login-fingerprint)\.ts$/;

const LOADER = /\/shared\/element\/(loader|arrival-fragment|early-dialog-requests)\.ts$|\/widgets\/registry\.ts$/;

export default defineConfig({
  plugins: [
    noPreloadHelper(),
    reactEsm(),
    pureAnnotations(),
    precompileMessages(),
    translationIndex(fileURLToPath(new URL('.', import.meta.url))),
    react(),
    demoSite(),
    typingsBesideBuild(fileURLToPath(new URL('.', import.meta.url))),
  ],
  define: {
    // React's production build; the library output would otherwise reference `process`.
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
  },
  resolve: {
    alias: {
      // Catalogues are precompiled, so the runtime never parses ICU (DESIGN.md §7). One file for
      // every importer: @formatjs/intl and intl-messageformat each have a copy of the parser in
      // their own node_modules, and a bare alias kept both in the intl chunk. The copy the build's
      // precompiler uses (scripts/build/precompile-messages.ts), so AST and runtime agree.
      '@formatjs/icu-messageformat-parser': fileURLToPath(
        new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
      ),
    },
  },
  appType: 'custom',
  // STAY_TLS_KEY and STAY_TLS_CERT (PEM files): `vite preview` serves over HTTPS, and so HTTP/2, as a
  // CDN serves the kit (scripts/lighthouse.mjs makes a throwaway pair). Over HTTP/1.1 a widget page's
  // chunks queue on the browser's six connections per origin.
  preview:
    process.env.STAY_TLS_KEY && process.env.STAY_TLS_CERT
      ? { https: { key: readFileSync(process.env.STAY_TLS_KEY), cert: readFileSync(process.env.STAY_TLS_CERT) } }
      : undefined,
  // Chunks are found relative to the loader, wherever the CMS serves it from.
  base: './',
  publicDir: false,
  build: {
    target: 'es2022',
    // STAY_OUT_DIR lets parallel builds (and their previews) use folders of their own.
    outDir: process.env.STAY_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    minify: true,
    cssMinify: true,
    modulePreload: false,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: { 'stay-widgets': 'shared/element/loader.ts', 'stay-widgets-styles': 'widgets/styles.css' },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => chunkFileName(chunk.facadeModuleId),
        assetFileNames: (asset) => (asset.names[0]?.endsWith('.css') ? 'stay-widgets.css' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          // A group holds the modules its test names, not their imports (page-config stays in the runtime).
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'shared-helpers',
              test: (id: string) => SHARED_HELPERS.test(id),
            },
            {
              name: 'content-helpers',
              test: (id: string) => CONTENT_HELPERS.test(id),
            },
            {
              name: 'content-service',
              test: (id: string) => CONTENT_READS.test(id),
            },
            {
              name: 'store',
              test: (id: string) => STORE.test(id),
            },
            {
              name: 'session',
              test: (id: string) => SESSION.test(id),
            },
            {
              name: 'api-client',
              test: (id: string) => API_CLIENT.test(id),
            },
            {
              name: 'form-primitives',
              test: (id: string) => FORM_PRIMITIVES.test(id),
            },
            {
              name: 'search-atoms',
              test: (id: string) => SEARCH_ATOMS.test(id),
            },
            {
              name: 'currency-atoms',
              test: (id: string) => CURRENCY.test(id),
            },
            {
              name: 'cart-and-analytics',
              test: (id: string) => CART_AND_ANALYTICS.test(id),
            },
            {
              name: 'intl',
              test: (id: string) => INTL.test(id),
            },
            {
              name: 'runtime',
              test: (id: string) => !LOADER.test(id) && SHARED_RUNTIME.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
  test: {
    include: [
      'shared/**/*.test.ts',
      'testing/**/*.test.ts',
      'demo-pages/sandbox/**/*.test.ts',
      'demo-pages/site/**/*.test.ts',
      'scripts/**/*.test.ts',
      'widgets/**/*.unit.test.ts',
    ],
    environment: 'node',
    // Every unit test reads the run's test clock, never the real date (DESIGN.md §6).
    setupFiles: ['testing/vitest-clock.ts'],
    // Many unit tests talk to the in-process sandbox (a demo login hashes its password): on the
    // 2-core CI machines under a full run, vitest's 5 s default timed such tests out that take well
    // under a second alone. A limit, not a speed check (speed is benchmarked under scripts/).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
