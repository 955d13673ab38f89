// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fetchGuestReviews, translateReview } from './guest-review-service';
import type { ApiClient, ApiResult } from './types';

/** A gateway stand-in: records each POST body and answers every asked id it knows. */
function fakeGateway(known: readonly string[], fail = false) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const client = {
    post: async (path: string, body: unknown, options: { parse: (raw: unknown) => unknown }): Promise<ApiResult<unknown>> => {
      posts.push({ path, body: body as Record<string, unknown> });
      if (fail) return { ok: false, error: { kind: 'http', status: 500, message: 'down' } };
      const ids = (body as { productIds: string[] }).productIds;
      const raw = {
        guestReviews: ids.filter((id) => known.includes(id)).map((productId) => ({ productId, averageRating: 4.5, reviewCount: 2 })),
      };
      return { ok: true, data: options.parse(raw) };
    },
  } as unknown as ApiClient;
  return { client, posts };
}

const ids = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('fetchGuestReviews (content spec §7 batches of 10, §9 one day per productId)', () => {
  it('asks 23 ids in batches of 10, 10 and 3 with includeReviews and a messageId', async () => {
    const { client, posts } = fakeGateway(ids(23, 'A'));
    const result = await fetchGuestReviews(client, { product: 'stay', productIds: ids(23, 'A'), includeReviews: true }, 'en', () => 1_000);
    expect(posts.map((post) => (post.body.productIds as string[]).length)).toEqual([10, 10, 3]);
    expect(posts[0]?.path).toBe('odx/stay/v2/guest-review');
    expect(posts[0]?.body).toMatchObject({ includeReviews: true, language: 'en' });
    expect(String(posts[0]?.body.messageId)).toMatch(/^STAYWEB\d{14}[A-Z0-9]{8}$/);
    expect(result.ok && result.data.size).toBe(23);
  });

  it('answers a known id from storage for a day, then asks again', async () => {
    const { client, posts } = fakeGateway(['B1', 'B2']);
    const query = { product: 'stay', productIds: ['B1', 'B2'], includeReviews: false };
    await fetchGuestReviews(client, query, 'en', () => 0);
    await fetchGuestReviews(client, { ...query, productIds: ['B1', 'B2', 'B3'] }, 'en', () => 86_399_999);
    expect(posts.map((post) => post.body.productIds)).toEqual([['B1', 'B2'], ['B3']]);
    await fetchGuestReviews(client, query, 'en', () => 86_400_000);
    expect(posts.at(-1)?.body.productIds).toEqual(['B1', 'B2']);
  });

  it('remembers an unknown id as null, and keeps summary and full answers apart', async () => {
    const { client, posts } = fakeGateway([]);
    const first = await fetchGuestReviews(client, { product: 'stay', productIds: ['C1'], includeReviews: false }, 'en', () => 0);
    expect(first.ok && first.data.get('C1')).toBe(null);
    await fetchGuestReviews(client, { product: 'stay', productIds: ['C1'], includeReviews: false }, 'en', () => 5);
    await fetchGuestReviews(client, { product: 'stay', productIds: ['C1'], includeReviews: true }, 'en', () => 5);
    expect(posts).toHaveLength(2);
  });

  it('fails the read when a batch fails, and stores nothing', async () => {
    const failing = fakeGateway([], true);
    const result = await fetchGuestReviews(failing.client, { product: 'stay', productIds: ['D1'], includeReviews: true }, 'en', () => 0);
    expect(result.ok).toBe(false);
    const working = fakeGateway(['D1']);
    await fetchGuestReviews(working.client, { product: 'stay', productIds: ['D1'], includeReviews: true }, 'en', () => 1);
    expect(working.posts).toHaveLength(1);
  });
});

describe('translateReview (content spec §7)', () => {
  it('sends oneLinkMessages to Arabic and reads translatedOneLinkMessages[0].content', async () => {
    let sent: unknown;
    const client = {
      post: async (_path: string, body: unknown, options: { parse: (raw: unknown) => unknown }) => {
        sent = body;
        return { ok: true, data: options.parse({ status: 200, translatedOneLinkMessages: [{ content: 'مرحبا' }] }) };
      },
    } as unknown as ApiClient;
    const result = await translateReview(client, 'en', 'ar', 'Hello');
    expect(sent).toMatchObject({ fromLanguage: 'en', toLanguage: 'ar', oneLinkMessages: [{ content: 'Hello' }] });
    expect(result).toEqual({ ok: true, data: 'مرحبا' });
  });
});
