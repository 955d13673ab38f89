import { describe, expect, it } from 'vitest';
import { distributePointVoucher, fetchMilesProgrammes, fetchPointHistory, linkMilesMembership } from './gateway-service';
import type { ApiClient, ApiResult } from './types';

/** Loyalty spec §7: gateway calls are POST odx/… with a messageId (prefix, date, 8 random characters) and the language. */
/** The sandbox's odx-call-directly.json: the programme lists straight to the gateway, member writes through the proxy. */
const DIRECT_CALLS = { directCalls: ['getmilesprogram', 'tiermatchloyaltyprogram'] };

function recordingClient(answer: unknown, gatewayConfiguration: unknown = DIRECT_CALLS) {
  const calls: { method: string; path: string; body?: unknown; options: Record<string, unknown> }[] = [];
  const respond = <T>(options: { parse: (raw: unknown) => T | undefined }): Promise<ApiResult<T>> => {
    const data = options.parse(answer);
    return Promise.resolve(
      data === undefined ? { ok: false, error: { kind: 'invalid-response', message: 'invalid' } } : { ok: true, data },
    );
  };
  const client: ApiClient = {
    get: (path, options) => (calls.push({ method: 'GET', path, options: options as never }), respond(options)),
    post: (path, body, options) => (calls.push({ method: 'POST', path, body, options: options as never }), respond(options)),
    delete: (_path, options) => respond(options),
    content: <T>(path: string, options: { parse: (raw: unknown) => T | undefined }) => {
      calls.push({ method: 'CONTENT', path, options: options as never });
      const data = options.parse(gatewayConfiguration);
      return Promise.resolve<ApiResult<T>>(
        data === undefined ? { ok: false, error: { kind: 'http', message: '500' } } : { ok: true, data },
      );
    },
    contentPost: (_path, _body, options) => respond(options),
  };
  return { client, calls };
}

describe('gateway service', () => {
  it('posts odx/getmilesprogram with a fresh message id and the language; drops entries that do not parse', async () => {
    const { client, calls } = recordingClient({
      programmes: [{ code: 'SKYMILES', name: 'SkyMiles', linkedMembershipNo: null }, { name: 'no code' }],
    });
    const result = await fetchMilesProgrammes(client, 'ar');
    expect(result).toEqual({ ok: true, data: [{ code: 'SKYMILES', name: 'SkyMiles', linkedMembershipNo: null }] });
    expect(calls[1]).toMatchObject({ method: 'POST', path: 'odx/getmilesprogram', body: { language: 'ar' } });
    expect((calls[1]!.body as { messageId: string }).messageId).toMatch(/^STAYWEB\d{14}[A-Z0-9]{8}$/);
  });

  it('reads odx-call-directly.json (kept a day) before a gateway call; unreadable, the call goes to the gateway', async () => {
    const configured = recordingClient({ programmeCode: 'SKYMILES', membershipNo: '12345678' });
    await linkMilesMembership(
      configured.client,
      { programmeCode: 'SKYMILES', membershipNo: '12345678', firstName: 'Mei', lastName: 'Chen' },
      'en',
    );
    expect(configured.calls[0]).toMatchObject({ method: 'CONTENT', path: 'odx-call-directly.json', options: { cacheFor: 86_400_000 } });
    expect(configured.calls[1]?.path).toBe('/api/loyalty/odx/membermilesprogramme');

    const unreadable = recordingClient({ programmeCode: 'SKYMILES', membershipNo: '12345678' }, 'not a configuration');
    await linkMilesMembership(
      unreadable.client,
      { programmeCode: 'SKYMILES', membershipNo: '12345678', firstName: 'Mei', lastName: 'Chen' },
      'en',
    );
    expect(unreadable.calls[1]?.path).toBe('odx/membermilesprogramme');
  });

  it('two calls carry two message ids', async () => {
    const { client, calls } = recordingClient({ programmes: [] });
    await fetchMilesProgrammes(client, 'en');
    await fetchMilesProgrammes(client, 'en');
    const [first, second] = calls.filter((call) => call.method === 'POST').map((call) => (call.body as { messageId: string }).messageId);
    expect(first).not.toBe(second);
  });

  it('links with the normalised number and trimmed names', async () => {
    const { client, calls } = recordingClient({ programmeCode: 'SKYMILES', membershipNo: '12345678' });
    await linkMilesMembership(client, { programmeCode: 'SKYMILES', membershipNo: '1234 5678', firstName: ' Mei ', lastName: 'Chen' }, 'en');
    expect(calls[1]).toMatchObject({
      path: '/api/loyalty/odx/membermilesprogramme',
      body: { membershipNo: '12345678', firstName: 'Mei', lastName: 'Chen' },
    });
  });

  it('distributes to the member id in capitals', async () => {
    const { client, calls } = recordingClient({ distributionId: 'DV1', memberId: 'SM1000003', voucherCode: 'PV-1', points: 1000 });
    await distributePointVoucher(client, { memberId: ' sm1000003 ', voucherProgrammeCode: 'PV1000' }, 'en');
    expect(calls[1]).toMatchObject({
      path: '/api/loyalty/odx/distributepointsvouchers',
      body: { memberId: 'SM1000003', voucherProgrammeCode: 'PV1000' },
    });
  });

  it.each([
    ['ar', { language: 'en' }],
    ['en', {}],
  ])('point history on a %s page: spec §7, no lang ar for point history', async (language, expected) => {
    const { client, calls } = recordingClient({ movements: [] });
    await fetchPointHistory(client, language);
    expect(calls[0]?.path).toBe('/api/loyalty/point-history');
    expect(calls[0]?.options.language).toEqual((expected as { language?: string }).language);
  });
});
