import { readFile } from 'node:fs/promises';
import { extname, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect } from 'vite';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));
const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * The demo site's own assets under `/demo-assets/` (its theme, images). They are not part of
 * the widget bundle, so they are served from here instead of Vite's public folder.
 */
export function demoAssets(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (!pathname.startsWith('/demo-assets/')) return next();
    const file = normalize(`${PUBLIC_DIR}${decodeURIComponent(pathname)}`);
    if (!file.startsWith(`${PUBLIC_DIR}${sep}`)) return next();
    readFile(file).then(
      (body) => {
        // Set explicitly: behind the component-test runner (Koa) the default status is 404.
        res.statusCode = 200;
        res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
        res.end(body);
      },
      () => next(),
    );
  };
}
