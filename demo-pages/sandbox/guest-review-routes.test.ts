import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface ProductReviews {
  productId: string;
  averageRating: number;
  reviewCount: number;
  reviews?: { reviewId: string; language: string; text: string; date: string }[];
}

const messageId = 'STAYWEB20261125000000ABCDEFGH';

describe('GET reviewpro-configuration/{lang}.json (content §7)', () => {
  it('says where reviews show and how many', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<Record<string, unknown>>>('/apis/stay/reviewpro-configuration/en.json');
    expect(status).toBe(200);
    expect(body.content).toMatchObject({ showOnPropertyDetails: true, showOnListingCards: true, maxReviews: 5, allowTranslate: true });
  });
});

describe('POST odx/{product}/v2/guest-review (content §7)', () => {
  it('answers each known product, with reviews in several languages when asked', async () => {
    const { status, body } = await sandbox.post<SuccessEnvelope<{ guestReviews: ProductReviews[] }>>('/odx/stay/v2/guest-review', {
      messageId,
      productIds: ['RP-SGORCH', 'RP-UNKNOWN', 'RP-JPSHJK'],
      includeReviews: true,
    });
    expect(status).toBe(200);
    expect(body.content.guestReviews.map((entry) => entry.productId)).toEqual(['RP-SGORCH', 'RP-JPSHJK']);
    const orchard = body.content.guestReviews[0]!;
    expect(orchard).toMatchObject({ averageRating: 4.2, reviewCount: 5 });
    expect(new Set(orchard.reviews?.map((review) => review.language))).toEqual(new Set(['en', 'ja', 'ar', 'zh', 'de']));
    expect(orchard.reviews?.[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('leaves the reviews out without includeReviews (a summary score)', async () => {
    const { body } = await sandbox.post<SuccessEnvelope<{ guestReviews: ProductReviews[] }>>('/odx/stay/v2/guest-review', {
      messageId,
      productIds: ['RP-SGORCH'],
    });
    expect(body.content.guestReviews[0]?.reviews).toBeUndefined();
  });

  it.each([
    ['no messageId', { productIds: ['RP-SGORCH'] }],
    ['no ids', { messageId, productIds: [] }],
    ['11 ids (batches are of 10)', { messageId, productIds: Array.from({ length: 11 }, (_, index) => `RP-${index}`) }],
  ])('refuses %s with 400', async (_name, request) => {
    const answer = await sandbox.post<{ errorCode: string }>('/odx/stay/v2/guest-review', request);
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('BAD_REQUEST');
  });
});

describe('POST odx/translate (content §7)', () => {
  it('answers oneLinkMessages with translatedOneLinkMessages and status 200', async () => {
    const { status, body } = await sandbox.post<{ status: number; translatedOneLinkMessages: { content: string }[] }>('/odx/translate', {
      messageId,
      fromLanguage: 'ja',
      toLanguage: 'ar',
      oneLinkMessages: [{ content: '部屋は広くて清潔でした。駅にも近くて便利です。' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, translatedOneLinkMessages: [{ content: 'كانت الغرفة واسعة ونظيفة. قريبة من المحطة ومريحة.' }] });
  });

  it('answers messages with translatedMessages', async () => {
    const { body } = await sandbox.post<{ status: number; translatedMessages: string[] }>('/odx/translate', {
      messageId,
      fromLanguage: 'ja',
      toLanguage: 'en',
      messages: ['部屋は広くて清潔でした。駅にも近くて便利です。', 'unknown text'],
    });
    expect(body).toEqual({
      status: 200,
      translatedMessages: ['The room was spacious and clean. Close to the station and convenient.', '[en] unknown text'],
    });
  });

  it('refuses a request without texts', async () => {
    const answer = await sandbox.post<{ errorCode: string }>('/odx/translate', { messageId, fromLanguage: 'ja', toLanguage: 'en' });
    expect(answer.status).toBe(400);
  });
});
