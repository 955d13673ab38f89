import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, FaultRule, RequestLogEntry, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

const CONFIG = '/apis/stay/masterdata/booking/config.json';
const CLIENT_COUNTRY = '/api/configurations/client-country';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});

afterAll(async () => {
  await sandbox.close();
});

beforeEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

function setGlobalFaults(rules: unknown): Promise<Response> {
  return sandbox.call('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rules),
  });
}

function faultCookie(rules: readonly FaultRule[]): Record<string, string> {
  return { ...KEY_HEADERS, Cookie: `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(rules))}` };
}

async function requests(match = ''): Promise<RequestLogEntry[]> {
  const { body } = await sandbox.json<SuccessEnvelope<RequestLogEntry[]>>(`/__sandbox/requests?match=${encodeURIComponent(match)}`);
  return body.content;
}

describe('fault kinds', () => {
  it('error: answers the status and errorCode with the envelope', async () => {
    await setGlobalFaults([{ match: 'client-country', kind: 'error', status: 503, errorCode: 'CPRV_1502' }]);
    const { status, body } = await sandbox.json<ErrorEnvelope>(CLIENT_COUNTRY);
    expect(status).toBe(503);
    expect(body).toEqual({ status: 503, errorCode: 'CPRV_1502', message: expect.any(String) });
  });

  it('error: defaults to 500 SANDBOX_FAULT', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'error' }]);
    const { status, body } = await sandbox.json<ErrorEnvelope>(CONFIG);
    expect(status).toBe(500);
    expect(body.errorCode).toBe('SANDBOX_FAULT');
  });

  it('slow: answers normally after the delay', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'slow', delayMs: 150 }]);
    const started = performance.now();
    const response = await sandbox.call(CONFIG);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SuccessEnvelope<{ maxRooms: number }>).content.maxRooms).toBe(5);
  });

  it('malformed: answers 200 with a body that is not JSON', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'malformed' }]);
    const response = await sandbox.call(CONFIG);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('timeout: never answers, until the client gives up', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'timeout' }]);
    await expect(sandbox.call(CONFIG, { signal: AbortSignal.timeout(200) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await sandbox.call(CLIENT_COUNTRY)).status).toBe(200);
  });

  it('network: drops the connection', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'network' }]);
    await expect(sandbox.call(CONFIG)).rejects.toThrow(TypeError);
  });

  it('comes before the subscription key check', async () => {
    await setGlobalFaults([{ match: CLIENT_COUNTRY, kind: 'error', status: 502 }]);
    expect((await sandbox.call(CLIENT_COUNTRY, { headers: {} })).status).toBe(502);
  });

  it('never touches the sandbox switches', async () => {
    await setGlobalFaults([{ match: '', kind: 'error' }]);
    expect((await sandbox.call('/__sandbox/faults')).status).toBe(200);
    expect((await sandbox.call(CONFIG)).status).toBe(500);
  });
});

describe('global faults', () => {
  it('are listed, replaced and cleared', async () => {
    const rules = [
      { match: 'a', kind: 'slow', delayMs: 10 },
      { match: 'b', kind: 'error', times: 2 },
    ];
    const set = await sandbox.json<SuccessEnvelope<FaultRule[]>>('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify(rules),
    });
    expect(set.body.content).toEqual(rules);
    await setGlobalFaults([{ match: 'c', kind: 'network' }]);
    expect((await sandbox.json<SuccessEnvelope<FaultRule[]>>('/__sandbox/faults')).body.content).toEqual([{ match: 'c', kind: 'network' }]);
    await sandbox.call('/__sandbox/faults', { method: 'DELETE' });
    expect((await sandbox.json<SuccessEnvelope<FaultRule[]>>('/__sandbox/faults')).body.content).toEqual([]);
  });

  it('hit `times` requests, then retire', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'error', status: 500, times: 2 }]);
    expect((await sandbox.call(CONFIG)).status).toBe(500);
    expect((await sandbox.json<SuccessEnvelope<FaultRule[]>>('/__sandbox/faults')).body.content).toEqual([
      { match: CONFIG, kind: 'error', status: 500, times: 1 },
    ]);
    expect((await sandbox.call(CONFIG)).status).toBe(500);
    expect((await sandbox.call(CONFIG)).status).toBe(200);
  });

  it('match a substring of the path and query only', async () => {
    await setGlobalFaults([{ match: 'lang=ja', kind: 'error' }]);
    expect((await sandbox.call(`${CONFIG}?lang=en`)).status).toBe(200);
    expect((await sandbox.call(`${CONFIG}?lang=ja`)).status).toBe(500);
  });

  it('reject rules that are not rules', async () => {
    for (const rules of [
      { match: 'a', kind: 'error' },
      [{ match: 'a', kind: 'explode' }],
      [{ match: 'a', kind: 'error', status: 200 }],
      [{ kind: 'slow' }],
      [{ match: 'a', kind: 'error', times: 0 }],
      [{ match: 'a', kind: 'error', details: 'old and new' }],
    ]) {
      const { status, body } = await sandbox.json<ErrorEnvelope>('/__sandbox/faults', { method: 'POST', body: JSON.stringify(rules) });
      expect(status, JSON.stringify(rules)).toBe(400);
      expect(body.errorCode).toBe('BAD_REQUEST');
    }
  });

  it('are cleared by reset', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'error' }]);
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect((await sandbox.call(CONFIG)).status).toBe(200);
  });
});

describe('cookie faults', () => {
  it('apply only to requests carrying the cookie, every time', async () => {
    const headers = faultCookie([{ match: 'client-country', kind: 'error', status: 504, errorCode: 'GATEWAY', times: 1 }]);
    expect((await sandbox.call(CLIENT_COUNTRY, { headers })).status).toBe(504);
    expect((await sandbox.call(CLIENT_COUNTRY, { headers })).status).toBe(504);
    expect((await sandbox.call(CLIENT_COUNTRY)).status).toBe(200);
  });

  it('win over global rules and leave their counts alone', async () => {
    await setGlobalFaults([{ match: CONFIG, kind: 'error', status: 500, times: 1 }]);
    const headers = faultCookie([{ match: CONFIG, kind: 'error', status: 418 }]);
    expect((await sandbox.call(CONFIG, { headers })).status).toBe(418);
    expect((await sandbox.call(CONFIG)).status).toBe(500);
  });

  it('are ignored when the cookie does not parse', async () => {
    const headers = { ...KEY_HEADERS, Cookie: 'stay-sandbox-faults=%5B%7Bnot-json' };
    expect((await sandbox.call(CONFIG, { headers })).status).toBe(200);
  });
});

describe('request log', () => {
  it('records service calls with method, path, query, the listed headers and time', async () => {
    await sandbox.call(`${CLIENT_COUNTRY}?x=1`, {
      headers: { ...KEY_HEADERS, lang: 'ja', langCode: 'ja-JP', Authorization: 'Bearer abc' },
    });
    await sandbox.call(CONFIG, { headers: {} });
    expect(await requests()).toEqual([
      {
        method: 'GET',
        path: CLIENT_COUNTRY,
        query: { x: '1' },
        headers: { 'ocp-apim-subscription-key': 'sandbox-subscription-key', lang: 'ja', langcode: 'ja-JP', authorization: 'Bearer abc' },
        time: '2026-03-15T08:00:00.000Z',
        fault: null,
      },
      {
        method: 'GET',
        path: CONFIG,
        query: {},
        headers: { 'ocp-apim-subscription-key': null, lang: null, langcode: null, authorization: null },
        time: '2026-03-15T08:00:00.000Z',
        fault: null,
      },
    ]);
  });

  it('filters by a substring of path and query, and notes injected faults', async () => {
    await setGlobalFaults([{ match: 'lang=ko', kind: 'error' }]);
    await sandbox.call(`${CONFIG}?lang=ko`);
    await sandbox.call(CLIENT_COUNTRY);
    const matching = await requests('lang=ko');
    expect(matching).toHaveLength(1);
    expect(matching[0]).toMatchObject({ path: CONFIG, query: { lang: 'ko' }, fault: 'error' });
    expect(await requests('client-country')).toHaveLength(1);
  });

  it('keeps the last 200 calls and leaves out the sandbox switches', async () => {
    await Promise.all(Array.from({ length: 205 }, (_, index) => sandbox.call(`${CLIENT_COUNTRY}?n=${index}`)));
    const entries = await requests();
    expect(entries).toHaveLength(200);
    expect(entries.every((entry) => entry.path === CLIENT_COUNTRY)).toBe(true);
    await sandbox.call('/__sandbox/requests', { method: 'DELETE' });
    expect(await requests()).toEqual([]);
  });
});
