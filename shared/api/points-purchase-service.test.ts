import { describe, expect, it } from 'vitest';
import { parsePointPackages, requestTransactionUrl } from './points-purchase-service';
import type { ApiClient, PostOptions } from './types';

describe('parsePointPackages (loyalty spec §7 point-packages)', () => {
  it('keeps the packages that parse and drops the others; no list is malformed', () => {
    const good = { packageId: 'P1000', points: 1000, pricePerPoint: 0.0125, currency: 'SGD', purchaseType: 'points' };
    expect(parsePointPackages({ packages: [good, { ...good, purchaseType: 'bonus' }, { ...good, points: 0 }, null] })).toEqual([good]);
    expect(parsePointPackages({})).toBeUndefined();
    expect(parsePointPackages([])).toBeUndefined();
  });
});

describe('requestTransactionUrl: only a path of the service or an https page is followed', () => {
  const clientAnswering = (content: unknown): ApiClient =>
    ({
      post: async <T>(_path: string, _body: unknown, options: PostOptions<T>) => {
        const data = options.parse ? options.parse(content) : (content as T);
        return data === undefined ? { ok: false, error: { kind: 'malformed', message: 'malformed' } } : { ok: true, data };
      },
    }) as unknown as ApiClient;
  it.each([
    ['/__sandbox/points-payment/PT1', true],
    ['https://pay.example/checkout/1', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['http://pay.example/1', false],
  ])('%s → followed %s', async (transactionUrl, followed) => {
    const result = await requestTransactionUrl(clientAnswering({ transactionId: 'PT1', transactionUrl }), 'PH1', '/en/');
    expect(result.ok).toBe(followed);
  });
});
