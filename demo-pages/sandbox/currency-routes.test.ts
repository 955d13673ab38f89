import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const post = (path: string, body: unknown) =>
  sandbox.json<SuccessEnvelope<unknown> & ErrorEnvelope>(path, {
    method: 'POST',
    headers: { ...KEY_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('currency routes', () => {
  it('gives exchange rates keyed USD + currency', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<{ rates: Record<string, number> }>>('/api/currency/exchangerate');
    expect(status).toBe(200);
    expect(body.content.rates).toMatchObject({ USDUSD: 1, USDSGD: 1.35, USDJPY: 150 });
  });

  it('gives treasury rates with their 6-hour cache hint', async () => {
    const response = await sandbox.call('/api/currency/treasury-rate');
    expect(response.headers.get('cache-control')).toBe('max-age=21600');
    const body = (await response.json()) as SuccessEnvelope<{ rates: Record<string, number> }>;
    expect(body.content.rates.USDSGD).toBeCloseTo(1.3635, 4);
  });

  it('converts a list of prices into the display currency, rounding long currencies to whole units', async () => {
    const { status, body } = await post('/api/currency/convert-currencies?displayCurrency=JPY', [
      { currency: 'SGD', price: 200 },
      { currency: 'USD', price: 10.5 },
    ]);
    expect(status).toBe(200);
    expect(body.content).toEqual([
      { currency: 'SGD', price: 200, displayCurrency: 'JPY', convertedPrice: 22222 },
      { currency: 'USD', price: 10.5, displayCurrency: 'JPY', convertedPrice: 1575 },
    ]);
  });

  it('rejects unknown currencies and malformed bodies with 400', async () => {
    expect((await post('/api/currency/convert-currencies?displayCurrency=XXX', [])).status).toBe(400);
    const malformed = await post('/api/currency/convert-currencies?displayCurrency=JPY', [{ currency: 'SGD' }]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('BAD_REQUEST');
  });

  it('needs the subscription key', async () => {
    expect((await sandbox.call('/api/currency/exchangerate', { headers: {} })).status).toBe(401);
  });
});
