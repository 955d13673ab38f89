import { describe, expect, it } from 'vitest';
import { readTranslation, translateBody } from './review-translation';

// Content spec §7: odx/translate {fromLanguage, toLanguage, messages, or oneLinkMessages for Arabic};
// the answer is read from translatedOneLinkMessages[0].content with status 200.
describe('translateBody (content spec §7)', () => {
  it.each([
    { from: 'ja', to: 'en', body: { fromLanguage: 'ja', toLanguage: 'en', messages: ['x'] } },
    { from: 'en', to: 'ar', body: { fromLanguage: 'en', toLanguage: 'ar', oneLinkMessages: [{ content: 'x' }] } },
    { from: 'ar', to: 'en', body: { fromLanguage: 'ar', toLanguage: 'en', oneLinkMessages: [{ content: 'x' }] } },
    { from: 'zh', to: 'fr', body: { fromLanguage: 'zh', toLanguage: 'fr', messages: ['x'] } },
  ])('$from -> $to', ({ from, to, body }) => {
    expect(translateBody(from, to, 'x')).toEqual(body);
  });
});

describe('readTranslation (content spec §7)', () => {
  const arabic = translateBody('en', 'ar', 'x');
  const japanese = translateBody('en', 'ja', 'x');
  it.each([
    { name: 'Arabic, 200', answer: { status: 200, translatedOneLinkMessages: [{ content: 'مرحبا' }] }, body: arabic, text: 'مرحبا' },
    { name: 'Arabic, not 200', answer: { status: 500, translatedOneLinkMessages: [{ content: 'مرحبا' }] }, body: arabic, text: undefined },
    { name: 'Arabic, empty list', answer: { status: 200, translatedOneLinkMessages: [] }, body: arabic, text: undefined },
    { name: 'Arabic reads only the one-link list', answer: { status: 200, translatedMessages: ['x'] }, body: arabic, text: undefined },
    { name: 'other language, 200', answer: { status: 200, translatedMessages: ['こんにちは'] }, body: japanese, text: 'こんにちは' },
    { name: 'blank text', answer: { status: 200, translatedMessages: ['  '] }, body: japanese, text: undefined },
    { name: 'not an object', answer: 'oops', body: japanese, text: undefined },
    { name: 'null', answer: null, body: arabic, text: undefined },
  ])('$name', ({ answer, body, text }) => {
    expect(readTranslation(answer, body)).toBe(text);
  });
});
