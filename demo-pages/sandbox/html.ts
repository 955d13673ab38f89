import type { ServerResponse } from 'node:http';

/**
 * The policy of the sandbox's own pages (the social provider stand-ins): as strict as the demo
 * site's (`demo-pages/site/server/content-security-policy.ts`) and stricter: no script at all,
 * styles only from the sandbox's own origin, forms only to it, never framed.
 */
export const SANDBOX_PAGE_POLICY = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function sendHtml(res: ServerResponse, httpStatus: number, html: string): void {
  res.statusCode = httpStatus;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.setHeader('Content-Security-Policy', SANDBOX_PAGE_POLICY);
  res.end(html);
}

export function sendCss(res: ServerResponse, css: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/css; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(css));
  res.end(css);
}

/** 302 to a path of this origin. */
export function redirectTo(res: ServerResponse, location: string): void {
  res.statusCode = 302;
  res.setHeader('Location', location);
  res.setHeader('Content-Length', 0);
  res.end();
}
