import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadTranslations } from '../i18n/catalogue';
import { LANGUAGES, type Language } from '../domain/languages';
import { AuthorNotice } from './AuthorNotice';

const FSI = '\u2068';
const PDI = '\u2069';
const isolated = (code: string) => `${FSI}${code}${PDI}`;

/** What a notice says, as text (the markup's entities decoded). */
function noticeText(language: Language): string {
  const problems = [{ attribute: 'data-see-more', value: 'maybe', expected: 'true, false or empty', fallback: 'false' }];
  const html = renderToStaticMarkup(createElement(AuthorNotice, { tag: 'stay-tabs', problems, language }));
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Author notices name code (a tag, an attribute and its value, the expected values, the default)
 * inside a translated sentence; in Arabic the sentence runs right to left, so each piece of code
 * is isolated (FSI … PDI) and keeps its own order. The isolates sit in each language's catalogue.
 */
describe('author notices isolate the code they name', () => {
  it.each(LANGUAGES)('%s', async (language) => {
    await loadTranslations(language);
    const text = noticeText(language);
    for (const code of ['<stay-tabs>', 'data-see-more="maybe"', 'true, false or empty', 'false']) expect(text).toContain(isolated(code));
    expect(text.split(FSI).length, 'every isolate is closed').toBe(text.split(PDI).length);
  });

  it('in Arabic, the sentence itself is the translated one', async () => {
    await loadTranslations('ar');
    expect(noticeText('ar')).toMatch(/غير صالحة/);
  });
});

/** The banner's author badge names its time zone (an IANA name: code) inside a translated sentence. */
describe('the banner badge isolates its time zone in every language', () => {
  const catalogues = import.meta.glob<Record<string, MessageFormatElement[]>>('/widgets/banner/messages/*.json', {
    eager: true,
    import: 'default',
  });
  it.each(LANGUAGES)('%s', (language) => {
    const message = catalogues[`/widgets/banner/messages/${language}.json`]!.outsideWindow!;
    const at = message.findIndex((element) => element.type === TYPE.argument && element.value === 'timeZone');
    const before = message[at - 1];
    const after = message[at + 1];
    expect(before?.type === TYPE.literal && before.value.endsWith(FSI), 'FSI before {timeZone}').toBe(true);
    expect(after?.type === TYPE.literal && after.value.startsWith(PDI), 'PDI after {timeZone}').toBe(true);
  });
});
