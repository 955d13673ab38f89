import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, PreviewServer, ViteDevServer } from 'vite';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoSite } from './demo-site-plugin';

type Hook = (server: ViteDevServer & PreviewServer) => void;

/** Mounts the plugin's middlewares as the named server would and serves one GET through them. */
function serve(
  hook: 'configureServer' | 'configurePreviewServer',
  path: string,
  httpServer: object | null = null,
  requestHeaders: Record<string, string> = {},
  sent: { body?: unknown } = {},
): Record<string, unknown> {
  const middlewares: Connect.NextHandleFunction[] = [];
  const server = { httpServer, middlewares: { use: (middleware: Connect.NextHandleFunction) => middlewares.push(middleware) } };
  (demoSite()[hook] as Hook)(server as unknown as ViteDevServer & PreviewServer);
  const headers: Record<string, unknown> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
    end: (body?: unknown) => (sent.body = body),
  } as unknown as ServerResponse;
  const req = { method: 'GET', url: path, headers: requestHeaders } as unknown as IncomingMessage;
  const run = (index: number): void => middlewares[index]?.(req, res, () => run(index + 1));
  run(0);
  return headers;
}

describe('demo site server', () => {
  it.each(['configureServer', 'configurePreviewServer'] as const)('%s sends the strict Content-Security-Policy with every page', (hook) => {
    for (const path of ['/', '/en/', '/ar/accordion/', '/en/booking/search/']) {
      expect(serve(hook, path)['content-security-policy']).toBe("script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'");
    }
  });

  it('sends a page gzip-compressed to a browser that accepts it, and plain to one that does not', () => {
    const compressed: { body?: unknown } = {};
    const headers = serve('configurePreviewServer', '/en/catalogue/', null, { 'accept-encoding': 'gzip, deflate, br' }, compressed);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['vary']).toBe('Accept-Encoding');
    const html = gunzipSync(compressed.body as Buffer).toString('utf8');
    expect(html).toContain('<h1>Widget catalogue</h1>');
    expect((compressed.body as Buffer).length).toBeLessThan(html.length / 4);
    const plain: { body?: unknown } = {};
    expect(serve('configurePreviewServer', '/en/catalogue/', null, {}, plain)['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it("the preview server keeps idle keep-alive sockets longer than a client does (an e2e call met ECONNRESET at Node's 5 s)", () => {
    const httpServer = { keepAliveTimeout: 5_000, headersTimeout: 60_000 };
    serve('configurePreviewServer', '/', httpServer);
    expect(httpServer).toEqual({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  });
});
