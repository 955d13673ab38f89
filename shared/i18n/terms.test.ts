import { describe, expect, it } from 'vitest';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * One word for one thing in each language, across every catalogue of the journey (a review of the
 * translations, issue 12): a form that names a guest or a date two ways reads as two things.
 */
type CompiledCatalogue = Record<string, MessageFormatElement[]>;
const files = import.meta.glob<CompiledCatalogue>(['/{shared,widgets}/**/messages/*.json', '!**/test-fixtures/**'], {
  eager: true,
  import: 'default',
});

/** The literal text of a message, with every branch of its plurals and selects. */
function literals(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => literals(option.value))
          .join(' | ');
      if (element.type === TYPE.tag) return literals(element.children);
      return ' ';
    })
    .join('');
}

/** Every text of a language, as `folder key: text`. */
function textsOf(language: string): string[] {
  return Object.entries(files)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .flatMap(([path, messages]) => Object.entries(messages).map(([key, message]) => `${path} ${key}: ${literals(message)}`));
}

const picker = (language: string) => files[`/shared/ui/date-range-picker/messages/${language}.json`]!;

describe('Japanese names a child one way', () => {
  it('お子様 everywhere, never 子供 or 子ども', () => {
    const texts = textsOf('ja');
    expect(texts.filter((text) => /子供|子ども/.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes('お子様')).length).toBeGreaterThan(3);
  });
});

/**
 * Arrival and departure are the days a stay starts and ends: in Vietnamese and Indonesian the
 * words of hotel sites are check-in and check-out ("Nhận phòng"/"Trả phòng", "Check-in"/"Check-out");
 * "ngày đi" and "keberangkatan" read as the day a trip starts.
 */
describe.each([
  { language: 'vi', arrival: 'Nhận phòng', departure: 'Trả phòng', tripWords: /ngày đi\b|ngày đến|khởi hành|khách đến/i },
  { language: 'id', arrival: 'Check-in', departure: 'Check-out', tripWords: /berangkat|kedatangan/i },
])('$language: check-in and check-out', ({ language, arrival, departure, tripWords }) => {
  it(`labels the fields ${arrival} and ${departure}`, () => {
    expect(literals(picker(language).arrival!)).toBe(arrival);
    expect(literals(picker(language).departure!)).toBe(departure);
  });

  it('uses no word of a trip for a stay, in any catalogue', () => {
    expect(textsOf(language).filter((text) => tripWords.test(text))).toEqual([]);
  });
});
