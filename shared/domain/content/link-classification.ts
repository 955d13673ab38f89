/**
 * Internal versus external links (content spec §5), for analytics and `rel`:
 * - a link without a scheme (relative, root-relative, fragment, query) is internal;
 * - http(s) links are internal when the hosts are equal, when one is a subdomain of the other,
 *   or when both match the site's internal host patterns (e.g. `*.stay-group.com`);
 * - other schemes (mailto:, tel:, app schemes) leave the site: external.
 * Decision (spec silent): a protocol-relative `//host/path` has a host, so it is compared like http(s).
 */
export type LinkKind = 'internal' | 'external';

export interface SiteHosts {
  /** The page's host name without port, e.g. `www.stay-group.com` (`location.hostname`). */
  host: string;
  /** Glob patterns of hosts that belong to the operator; `*` matches any run of characters. */
  internalHostPatterns: readonly string[];
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function hostOf(href: string): string | undefined {
  try {
    return new URL(href.startsWith('//') ? `https:${href}` : href).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function isSameOrSubdomain(a: string, b: string): boolean {
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

function matchesPattern(host: string, pattern: string): boolean {
  const source = pattern
    .trim()
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(host);
}

export function classifyLink(href: string, site: SiteHosts): LinkKind {
  const trimmed = href.trim();
  const hasHost = trimmed.startsWith('//') || /^https?:/i.test(trimmed);
  if (!hasHost) return SCHEME.test(trimmed) ? 'external' : 'internal';
  const linkHost = hostOf(trimmed);
  const siteHost = site.host.toLowerCase();
  if (!linkHost) return 'external';
  if (isSameOrSubdomain(linkHost, siteHost)) return 'internal';
  const internal = (host: string) => site.internalHostPatterns.some((pattern) => matchesPattern(host, pattern));
  return internal(linkHost) && internal(siteHost) ? 'internal' : 'external';
}
