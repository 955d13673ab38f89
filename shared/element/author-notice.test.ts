import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isolate } from './isolate';
import { loadTranslations } from '../i18n/intl';
import { LANGUAGES, type Language } from '../i18n/languages';
import { AuthorNotice } from './AuthorNotice';

const FSI = '\u2068';
const PDI = '\u2069';

describe('isolate', () => {
  it.each([
    ['data-see-more="maybe"', `${FSI}data-see-more="maybe"${PDI}`],
    ['<stay-tabs>', `${FSI}<stay-tabs>${PDI}`],
    // An authored value cannot close the isolate early, nor open an override that outlives it.
    [`x${PDI}y\u202ez`, `${FSI}xyz${PDI}`],
  ])('%s', (code, isolated) => expect(isolate(code)).toBe(isolated));
});

/** What a notice says, as text (the markup's entities decoded). */
function noticeText(language: Language): string {
  const problems = [{ attribute: 'data-see-more', value: 'maybe', expected: 'true, false or empty', fallback: 'false' }];
  const html = renderToStaticMarkup(createElement(AuthorNotice, { tag: 'stay-tabs', problems, language }));
  return html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

/**
 * Author notices name code (a tag, an attribute and its value, the expected values, the default)
 * inside a translated sentence; in Arabic the sentence runs right to left, so each piece of code
 * is isolated (FSI … PDI) and keeps its own order.
 */
describe('author notices isolate the code they name', () => {
  it.each(LANGUAGES)('%s', async (language) => {
    await loadTranslations(language);
    const text = noticeText(language);
    for (const code of ['<stay-tabs>', 'data-see-more="maybe"', 'true, false or empty', 'false']) expect(text).toContain(isolate(code));
    expect(text.split(FSI).length, 'every isolate is closed').toBe(text.split(PDI).length);
  });

  it('in Arabic, the sentence itself is the translated one', async () => {
    await loadTranslations('ar');
    expect(noticeText('ar')).toMatch(/غير صالحة/);
  });
});
