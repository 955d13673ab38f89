import { describe, expect, it } from 'vitest';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { intlLocale, isLanguage, type Language } from '../domain/languages';

/**
 * Every translation of every catalogue against its English original: the same keys, the same ICU
 * arguments used the same way, and plural branches the language actually has. A translation that
 * drifts from English fails here instead of showing a raw ICU error or an English text on a page.
 * The catalogues come through the build's precompile plugin, as ASTs: a message that is not valid
 * ICU fails the import with its id.
 */
type CompiledCatalogue = Record<string, MessageFormatElement[]>;
const files = import.meta.glob<CompiledCatalogue>(['/{shared,widgets}/**/messages/*.json', '!**/test-fixtures/**'], {
  eager: true,
  import: 'default',
});

/** `/widgets/tabs/messages/ja.json` (from the project root) → folder `widgets/tabs/messages`, language `ja`. */
const catalogueFiles = Object.entries(files).map(([path, messages]) => {
  const [, folder = '', language = ''] = path.match(/^\/(.+)\/([^/]+)\.json$/) ?? [];
  return { folder, language, path: `${folder}/${language}.json`, messages };
});
const englishOf = new Map(catalogueFiles.filter((file) => file.language === 'en').map((file) => [file.folder, file.messages]));
const folders = [...englishOf.keys()].sort();

/**
 * How a message uses its arguments, e.g. `count:plural[=0]`, `destination:select[none,other]`,
 * `name:argument`. Plural categories other than exact `=n` matches differ by language and are
 * checked separately; `other` is required by ICU anyway.
 */
function argumentUses(
  elements: MessageFormatElement[],
  uses = new Set<string>(),
  plurals: string[][] = [],
): { uses: Set<string>; plurals: string[][] } {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        uses.add(`${element.value}:argument`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        uses.add(`${element.value}:${TYPE[element.type]}:${JSON.stringify(element.style ?? null)}`);
        break;
      case TYPE.select:
        uses.add(`${element.value}:select[${Object.keys(element.options).sort().join(',')}]`);
        for (const option of Object.values(element.options)) argumentUses(option.value, uses, plurals);
        break;
      case TYPE.plural: {
        const keys = Object.keys(element.options);
        const exact = keys.filter((key) => key.startsWith('=')).sort();
        uses.add(`${element.value}:${element.pluralType ?? 'cardinal'}[${exact.join(',')}]offset${element.offset}`);
        plurals.push(keys.filter((key) => !key.startsWith('=')));
        for (const option of Object.values(element.options)) argumentUses(option.value, uses, plurals);
        break;
      }
      case TYPE.tag:
        uses.add(`<${element.value}>`);
        argumentUses(element.children, uses, plurals);
        break;
      default:
        break;
    }
  }
  return { uses, plurals };
}

it('finds the catalogues', () => {
  expect(folders).toContain('shared/i18n/messages');
  expect(folders.length).toBeGreaterThan(10);
});

describe.each(folders)('%s', (folder) => {
  const english = englishOf.get(folder) ?? {};
  const translations = catalogueFiles
    .filter((file) => file.folder === folder && file.language !== 'en')
    .sort((a, b) => a.language.localeCompare(b.language));

  it.each(translations)('$path has the keys and arguments of English', ({ language, messages }) => {
    expect(isLanguage(language), `${language} is one of the site's languages`).toBe(true);
    expect(Object.keys(messages).sort(), 'keys').toEqual(Object.keys(english).sort());
    const categories = new Intl.PluralRules(intlLocale(language as Language)).resolvedOptions().pluralCategories;
    for (const [id, message] of Object.entries(messages)) {
      const translated = argumentUses(message);
      const original = argumentUses(english[id] ?? []);
      expect([...translated.uses].sort(), `arguments of "${id}"`).toEqual([...original.uses].sort());
      for (const keys of translated.plurals) {
        expect(keys, `plural branches of "${id}"`).toContain('other');
        for (const key of keys) expect(categories, `plural branch "${key}" of "${id}" in ${language}`).toContain(key);
      }
    }
  });
});

/**
 * Widgets name the folder of their catalogue (`translationsOf('widgets/tabs')`) for the build's
 * translation index: a wrong name would silently show English on every translated page.
 */
describe('translation folders named in the code', () => {
  const sources = import.meta.glob<string>(['/{shared,widgets}/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/*.d.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });
  const named = Object.entries(sources).flatMap(([path, source]) =>
    [...source.matchAll(/translationsOf\('([^']+)'\)/g)].map((match) => ({ path, folder: match[1]! })),
  );

  it('each names the folder it lives in, which has a catalogue', () => {
    expect(named.length).toBeGreaterThan(10);
    for (const { path, folder } of named) {
      expect(path.slice(1, path.lastIndexOf('/')), path).toBe(folder);
      expect(englishOf.has(`${folder}/messages`), `${folder} has messages/en.json`).toBe(true);
    }
  });

  it('every translated catalogue is named by its code, so its translations load', () => {
    const translated = new Set(
      catalogueFiles.filter((file) => file.language !== 'en').map((file) => file.folder.replace(/\/messages$/, '')),
    );
    expect([...translated].sort()).toEqual([...new Set(named.map(({ folder }) => folder))].sort());
  });
});

/**
 * Catalogues defined with `defineMessages` (shared/i18n/catalogue.ts, in the runtime every page
 * loads) are formatted without @formatjs: every message of every language must be text and
 * `{argument}` placeholders only. A plural, select, number/date format or tag needs
 * `defineIcuMessages` (shared/i18n/intl.ts), so that its formatter loads with the widget (DESIGN.md §7).
 */
describe('plain catalogues, formatted by the runtime', () => {
  const sources = import.meta.glob<string>(['/{shared,widgets}/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/*.d.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });
  const defined = Object.values(sources).flatMap((source) =>
    [...source.matchAll(/(defineMessages|defineIcuMessages)\(\{\s*en:\s*\w+,\s*translations:\s*translationsOf\('([^']+)'\)/g)].map(
      (match) => ({
        formatter: match[1]!,
        folder: `${match[2]!}/messages`,
      }),
    ),
  );
  const plain = defined.filter(({ formatter }) => formatter === 'defineMessages').map(({ folder }) => folder);
  const isPlain = (message: MessageFormatElement[]) =>
    message.every((element) => element.type === TYPE.literal || element.type === TYPE.argument);

  it('every catalogue says how it is formatted', () => {
    expect(defined.map(({ folder }) => folder).sort()).toEqual(folders);
    expect(plain).toContain('widgets/tabs/messages');
  });

  it.each(plain)('%s has plain messages only, in every language', (folder) => {
    for (const file of catalogueFiles.filter((candidate) => candidate.folder === folder)) {
      const notPlain = Object.entries(file.messages)
        .filter(([, message]) => !isPlain(message))
        .map(([id]) => id);
      expect(notPlain, `${file.path}: messages that need defineIcuMessages`).toEqual([]);
    }
  });
});
