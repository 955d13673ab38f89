import { resolveLanguage } from './seed/index.ts';
import type { Language } from './seed/index.ts';
import type { RouteContext } from './route-context.ts';

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The language of a call: the `:lang` path segment of content-service paths, else the `lang`
 * query parameter, else the `lang` or `langCode` header of service calls (booking spec §7).
 */
export function requestLanguage(context: RouteContext): Language {
  return resolveLanguage(
    context.params.lang ??
      context.url.searchParams.get('lang') ??
      headerText(context.req.headers.lang) ??
      headerText(context.req.headers.langcode),
  );
}
