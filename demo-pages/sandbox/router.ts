import type { RouteHandler } from './route-context.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteMatch =
  | { readonly kind: 'found'; readonly handler: RouteHandler; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly HttpMethod[] }
  | { readonly kind: 'not-found' };

interface CompiledRoute {
  readonly method: HttpMethod;
  readonly pattern: RegExp;
  readonly handler: RouteHandler;
}

const PARAMETER = /:([A-Za-z][A-Za-z0-9]*)/g;

/**
 * A path pattern is the path with `:name` for a variable part; a variable takes the characters
 * up to the next `/` or the literal text that follows it, so `/eq/:lang.json` reads `lang` from
 * `/eq/ja.json`.
 */
export function compilePattern(pattern: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of pattern.matchAll(PARAMETER)) {
    source += escapeRegExp(pattern.slice(last, match.index)) + `(?<${match[1]}>[^/]+?)`;
    last = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escapeRegExp(pattern.slice(last))}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function decodeParams(groups: Record<string, string> | undefined): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    for (const [name, value] of Object.entries(groups ?? {})) params[name] = decodeURIComponent(value);
  } catch {
    return null;
  }
  return params;
}

/** Method and path pattern to handler; HEAD is answered by the GET route. */
export class Router {
  readonly #routes: CompiledRoute[] = [];

  add(method: HttpMethod, pattern: string, handler: RouteHandler): this {
    this.#routes.push({ method, pattern: compilePattern(pattern), handler });
    return this;
  }

  match(method: string, pathname: string): RouteMatch {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allowed: HttpMethod[] = [];
    for (const route of this.#routes) {
      const found = route.pattern.exec(pathname);
      const params = found ? decodeParams(found.groups) : null;
      if (!params) continue;
      if (route.method === wanted) return { kind: 'found', handler: route.handler, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  }
}
