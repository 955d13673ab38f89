/**
 * The parts of the sandbox, by path:
 * - `api`: the backend service, `/api/...` (subscription key required);
 * - `content`: the content service, `/apis/{product}/...` (public reads);
 * - `gateway`: the service gateway, `/odx/...` (subscription key required);
 * - `chinaonline`: the China online social login service, `/chinaonline/...` (subscription key required);
 * - `admin`: the sandbox's own switches, `/__sandbox/...` (never in production).
 */
export type SandboxArea = 'api' | 'content' | 'gateway' | 'chinaonline' | 'admin';

const AREA_PREFIXES: readonly (readonly [RegExp, SandboxArea])[] = [
  [/^\/api(\/|$)/, 'api'],
  [/^\/apis\/[^/]+\//, 'content'],
  [/^\/odx(\/|$)/, 'gateway'],
  [/^\/chinaonline(\/|$)/, 'chinaonline'],
  [/^\/__sandbox(\/|$)/, 'admin'],
];

export function sandboxAreaOf(pathname: string): SandboxArea | null {
  return AREA_PREFIXES.find(([prefix]) => prefix.test(pathname))?.[1] ?? null;
}

export function requiresSubscriptionKey(area: SandboxArea): boolean {
  return area === 'api' || area === 'gateway' || area === 'chinaonline';
}

/** Faults are injected into service calls only, never into the sandbox's own switches. */
export function acceptsFaults(area: SandboxArea): boolean {
  return area !== 'admin';
}
