import { isSafeUrl } from '../domain/safe-url';
import { text, type Json } from '../domain/json-guards';

/**
 * A link or image address from the service (an `href` or `src` to be): trimmed, and only when it
 * passes the one safe-URL check (http(s), relative, mailto, tel: DESIGN.md §3). An unsafe one is
 * dropped with a warning naming the field, and the caller shows the entry without it. Every
 * response parser that reads an address uses this (table: url-fields.test.ts). Not in guards.ts,
 * which most widgets load: only the parsers with addresses need it (DESIGN.md §7).
 */
export function safeUrl(record: Json, field: string): string | undefined {
  const value = text(record, field)?.trim();
  if (!value) return undefined;
  if (isSafeUrl(value)) return value;
  console.warn(`[stay-widgets] Unsafe ${field} from the service ignored:`, value);
  return undefined;
}
