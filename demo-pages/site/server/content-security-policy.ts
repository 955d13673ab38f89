/**
 * The demo site's Content-Security-Policy, sent with every page by the dev and preview servers:
 * scripts and styles only from files on the site's own origin, no inline `<script>`, no `style`
 * attribute or `<style>` element, no eval, no plugins, no `<base>`. It proves that a CMS page can
 * host the widgets under a strict policy (README "Using the widgets on a page", "Content-Security-Policy"); the
 * end-to-end suite fails on any violation (`demo-pages/e2e/test.ts`).
 *
 * `<script type="application/json">` (the page configuration) is data, not script: CSP does not
 * apply to it. `connect-src`, `img-src` and `media-src` stay open: the sandbox is on the same origin,
 * and a host page restricts them to its own API and asset origins.
 */
export const CONTENT_SECURITY_POLICY = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";
