import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, describeDocumentedFaultRules, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/* Offers, vouchers and events (issue 19 item 3; content spec §7): the lists, the voucher categories, the properties of each entry. */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});

afterAll(async () => {
  await sandbox.close();
});

interface OfferAnswer {
  id: string;
  path: string;
  title: string;
  startDate: string;
  endDate: string;
  appOnly: boolean;
  category?: string;
  programmeCode?: string;
}

async function content<T>(path: string, language = 'en'): Promise<T> {
  const { status, body } = await sandbox.json<SuccessEnvelope<T>>(path, { headers: { ...KEY_HEADERS, lang: language } });
  expect(status).toBe(200);
  return body.content;
}

describe('the lists (content spec §7)', () => {
  it('answers every offer, app-only and ended ones too, with dates from the sandbox’s today', async () => {
    const offers = await content<OfferAnswer[]>('/apis/stay/offers/asr-offers.json');
    expect(offers.map((offer) => offer.id)).toEqual(['SG-SUITES', 'JP-AUTUMN', 'LONG-STAY', 'APP-WEEKEND', 'SPRING-ENDED']);
    expect(offers[0]).toMatchObject({ path: 'offers/singapore-suites', startDate: '2026-03-05', endDate: '2026-05-14', appOnly: false });
    expect(offers.find((offer) => offer.id === 'APP-WEEKEND')?.appOnly).toBe(true);
  });

  it('answers vouchers with their category and programme, events with their dates', async () => {
    const vouchers = await content<OfferAnswer[]>('/apis/stay/voucher/asr-vouchers.json');
    expect(vouchers.map((voucher) => [voucher.id, voucher.category, voucher.programmeCode])).toEqual([
      ['FREE-NIGHT', 'free-stay', 'VPFREE'],
      ['CASH-100', 'cash', 'VPCASH'],
      ['KYOTO-SEOUL', 'package', 'VPPKG'],
    ]);
    const events = await content<OfferAnswer[]>('/apis/stay/events/asr-events.json');
    expect(events.map((event) => [event.id, event.startDate])).toEqual([
      ['WINE-EVENING', '2026-03-25'],
      ['LANTERN-WALK', '2026-04-04'],
      ['SUMMER-PARTY', '2025-11-15'],
    ]);
  });

  it('answers in the language asked, English where a text has no translation', async () => {
    const offers = await content<OfferAnswer[]>('/apis/stay/offers/asr-offers.json', 'ar');
    expect(offers[0]?.title).toBe('أجنحة سنغافورة: خصم 20%');
    expect(offers.at(-1)?.title).toBe('Spring sale (ended)');
  });

  it('answers the categories of the voucher list in the path’s language, none for another list', async () => {
    expect(await content<{ code: string; name: string }[]>('/apis/stay/vouchers/categories/ja/asr-vouchers.json')).toEqual([
      { code: 'free-stay', name: '無料宿泊' },
      { code: 'package', name: 'パッケージ' },
      { code: 'cash', name: 'キャッシュ' },
    ]);
    expect(await content('/apis/stay/vouchers/categories/en/other.json')).toEqual([]);
  });

  it('answers the participating properties of each entry by its path', async () => {
    const codes = async (path: string) =>
      (
        await content<{ propertyCode: string; countryCode: string }[]>(
          `/apis/stay/participating-properties/p_entityPath/eq/${encodeURIComponent(path)}.json`,
        )
      ).map((property) => property.propertyCode);
    expect(await codes('offers/japan-autumn')).toEqual(['JPSHJK', 'JPKYTO']);
    expect(await codes('vouchers/free-night')).toEqual(['SGORCH', 'SGMARB', 'JPSHJK']);
    expect(await codes('events/tokyo-lantern-walk')).toEqual(['JPSHJK', 'JPGNZA']);
  });
});

const CALLS: Record<string, () => Promise<Response>> = {
  'offers/asr-offers': () => sandbox.call('/apis/stay/offers/asr-offers.json'),
  'voucher/asr-vouchers': () => sandbox.call('/apis/stay/voucher/asr-vouchers.json'),
  'vouchers/categories': () => sandbox.call('/apis/stay/vouchers/categories/en/asr-vouchers.json'),
  'events/asr-events': () => sandbox.call('/apis/stay/events/asr-events.json'),
  'participating-properties': () => sandbox.call('/apis/stay/participating-properties/p_entityPath/eq/offers%2Fjapan-autumn.json'),
  'voucher/bookable-properties': () => sandbox.call('/apis/stay/voucher/bookable-properties.json?programmeCode=VPFREE'),
};

describeDocumentedFaultRules('### Fault rules of the offers pages', CALLS, () => sandbox);
