import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * One version for all translation chunks of a build, from the contents of every catalogue.
 * Translation chunks are named `<catalogue>-<language>-<version>.js` instead of a hash each: the
 * loader map in every widget then repeats one suffix, which gzip nearly erases (a hash per chunk
 * costs about 75 bytes per catalogue, budgets in scripts/size.mjs), and changed texts still get
 * new URLs.
 */
export function catalogueVersion(root: string): string {
  const hash = createHash('sha256');
  for (const folder of ['shared', 'widgets']) {
    const paths = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).sort();
    for (const path of paths.filter((file) => CATALOGUE.test(`/${folder}/${file}`)))
      hash.update(path).update(readFileSync(join(root, folder, path)));
  }
  return hash.digest('base64url').slice(0, 8);
}
