import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SUBSCRIPTION_KEY, createSandbox } from './server.ts';
import type { ErrorEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

describe('subscription key', () => {
  it('is required on /api and /odx, with the error envelope', async () => {
    for (const path of ['/api/configurations/client-country', '/odx/getmilesprogram']) {
      const response = await sandbox.call(path, { headers: {} });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({
        status: 401,
        errorCode: 'SUBSCRIPTION_KEY_INVALID',
        message: expect.any(String),
      });
    }
  });

  it('must be the sandbox key', async () => {
    const wrong = await sandbox.call('/api/configurations/client-country', { headers: { 'Ocp-Apim-Subscription-Key': 'other' } });
    expect(wrong.status).toBe(401);
    const right = await sandbox.call('/api/configurations/client-country', {
      headers: { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY },
    });
    expect(right.status).toBe(200);
  });

  it('is not needed for content-service reads', async () => {
    const response = await sandbox.call('/apis/stay/masterdata/booking/config.json?lang=en', { headers: {} });
    expect(response.status).toBe(200);
  });
});

describe('error envelope', () => {
  it('answers an unknown /api route with 404 NOT_FOUND', async () => {
    const { status, body } = await sandbox.json<ErrorEnvelope>('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(body.message).toContain('/api/no-such-thing');
  });

  it('answers unknown content paths and other products the same way', async () => {
    expect((await sandbox.call('/apis/stay/nothing-here.json')).status).toBe(404);
    expect((await sandbox.call('/apis/other-product/masterdata/booking/config.json')).status).toBe(200);
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await sandbox.call('/api/configurations/client-country', { method: 'POST', headers: KEY_HEADERS });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toMatchObject({ status: 405, errorCode: 'METHOD_NOT_ALLOWED' });
  });

  it('answers a body that is not JSON with 400 BAD_REQUEST', async () => {
    const { status, body } = await sandbox.json<ErrorEnvelope>('/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[{"match": ',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
  });

  it('wraps successes as { status: 200, content }', async () => {
    const response = await sandbox.call('/api/configurations/client-country');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 200, content: expect.any(Object) });
  });
});

describe('CORS', () => {
  it('answers a preflight without a key, allowing the caller and its headers', async () => {
    const response = await sandbox.call('/api/configurations/client-country', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://cms.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'ocp-apim-subscription-key, lang',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://cms.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe('ocp-apim-subscription-key, lang');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('allows the caller on ordinary answers, errors included', async () => {
    const response = await sandbox.call('/api/configurations/client-country', { headers: { Origin: 'http://cms.example' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://cms.example');
  });
});

describe('startSandbox', () => {
  it('answers other paths with a 404 envelope', async () => {
    const { status, body } = await sandbox.json<ErrorEnvelope>('/index.html');
    expect(status).toBe(404);
    expect(body.errorCode).toBe('NOT_FOUND');
  });
});

describe('createSandbox as middleware', () => {
  it('hands paths outside the sandbox to next and answers its own', async () => {
    const middleware = createSandbox();
    const server = createServer((req, res) => middleware(req, res, () => res.end('from the next middleware')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/', '/en/properties/sgorch', '/apis', '/apisx/stay/a.json', '/odxx']) {
        expect(await (await fetch(base + path)).text(), path).toBe('from the next middleware');
      }
      expect((await fetch(`${base}/apis/stay/masterdata/booking/config.json`)).status).toBe(200);
      expect((await fetch(`${base}/__sandbox/faults`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
