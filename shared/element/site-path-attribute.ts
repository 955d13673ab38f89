import { isSitePath } from '../domain/site-path';
import type { AttributeType } from './attribute-schema';

/**
 * The attribute kind of a `-path` attribute (a page of this site, e.g. `data-select-rates-path`):
 * an `attr.url` narrowed to the page's origin (`shared/domain/site-path.ts`); anything else warns
 * and falls back to the default like every invalid attribute. A module of its own, loaded only by
 * the widgets that have such an attribute, so the shared runtime does not grow (DESIGN.md §7;
 * vite.config.ts keeps it out of the runtime chunk).
 */
export function sitePathAttribute(defaultValue = ''): AttributeType<string> {
  return {
    defaultValue,
    expected: 'a path on this site, such as /en/booking/select-apartment-and-rates/',
    parse: (raw) => (isSitePath(raw.trim()) ? { valid: true, value: raw.trim() } : { valid: false }),
  };
}
