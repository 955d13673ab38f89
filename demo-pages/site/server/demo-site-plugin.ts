import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';
import { createSandbox } from '../../sandbox/server';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';
import { renderPage, type PageAssets } from './render-page';
import { demoAssets } from './static-assets';

/** In development the loader and styles come from source; the preview serves the production build. */
const DEV_ASSETS: PageAssets = { loaderSrc: '/demo-pages/site/dev-loader.ts', stylesHref: '/widgets/styles.css' };
const BUILT_ASSETS: PageAssets = { loaderSrc: '/stay-widgets.js', stylesHref: '/stay-widgets.css' };

function pageMiddleware(assets: PageAssets): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return next();
    const html = renderPage(pathname, assets);
    if (html === undefined) return next();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    res.setHeader('Vary', 'Accept-Encoding');
    // Compressed as a site's server would (and as Vite sends the scripts): the widget catalogue is
    // 135 KB of HTML, 0.7 s on Lighthouse's phone network uncompressed (DESIGN.md §7).
    if (acceptsGzip(req)) {
      res.setHeader('Content-Encoding', 'gzip');
      res.end(gzipSync(html));
      return;
    }
    res.end(html);
  };
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = req.headers['accept-encoding'];
  return /\bgzip\b/.test(Array.isArray(accepted) ? accepted.join(',') : (accepted ?? ''));
}

/**
 * Serves the demo site (CMS-like pages) and the sandbox backend on the same origin from the
 * Vite dev server (also the one behind component tests) and from `vite preview` (DESIGN.md §5).
 */
export function demoSite(): Plugin {
  return {
    name: 'stay:demo-site',
    configureServer(server) {
      server.middlewares.use(createSandbox());
      server.middlewares.use(demoAssets());
      server.middlewares.use(pageMiddleware(DEV_ASSETS));
    },
    configurePreviewServer(server) {
      // Node closes an idle keep-alive socket after 5 s; a client reusing it just then gets ECONNRESET
      // (an e2e API call failed so). Idle sockets stay open longer than any client keeps them.
      // (A preview server in middleware mode has no HTTP server of its own.)
      const httpServer: unknown = server.httpServer;
      if (httpServer && typeof httpServer === 'object' && 'keepAliveTimeout' in server.httpServer) {
        server.httpServer.keepAliveTimeout = 65_000;
        server.httpServer.headersTimeout = 66_000;
      }
      server.middlewares.use(createSandbox());
      server.middlewares.use(demoAssets());
      server.middlewares.use(pageMiddleware(BUILT_ASSETS));
    },
  };
}
