import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Any `messages/<lang>.json` under shared/ or widgets/: shared texts, each widget's, each UI primitive's. */
const CATALOGUE = /\/(shared|widgets)\/.+\/messages\/[a-z]{2}\.json$/;

/**
 * Turns message catalogues (JSON of ICU strings) into JSON of precompiled ASTs before Vite's
 * JSON plugin sees them, so the browser bundle needs only the parser-free runtime
 * (DESIGN.md §7). A malformed message fails the build with its id.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'stay:precompile-messages',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(source) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([messageId, message]) => {
          try {
            return [messageId, parse(message)];
          } catch (error) {
            throw new Error(`Message "${messageId}" in ${id} is not valid ICU: ${(error as Error).message}`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
