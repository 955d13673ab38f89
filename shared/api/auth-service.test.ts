import { describe, expect, it } from 'vitest';
import { socialLogin, socialRegister, unreachable } from './auth-service';
import type { ApiClient, ApiError, ApiResult } from './types';

/*
 * Social login and register through the service, and through the China online gateway only when
 * the service cannot be reached (loyalty spec §7; the decision is in auth-service.ts).
 */
const LOGIN = {
  token: 't',
  tokenExpiry: '2026-12-01T00:00:00Z',
  profileDto: { memberId: 'SM1', tier: 'classic', firstName: 'A', lastName: 'B' },
};

function recordingClient(answers: Record<string, ApiResult<unknown>>): { client: ApiClient; calls: { path: string; body: unknown }[] } {
  const calls: { path: string; body: unknown }[] = [];
  const client = {
    post: async (path: string, body: unknown, options: { parse: (raw: unknown) => unknown }) => {
      calls.push({ path, body });
      const answer = answers[path] ?? { ok: false, error: { kind: 'http', status: 404, message: 'no answer' } };
      return answer.ok ? { ok: true, data: options.parse(answer.data) } : answer;
    },
  } as unknown as ApiClient;
  return { client, calls };
}

const failure = (error: Partial<ApiError>): ApiResult<unknown> => ({ ok: false, error: { kind: 'http', message: 'x', ...error } });

describe('unreachable: when the China online gateway is tried', () => {
  it.each<[Partial<ApiError>, boolean]>([
    [{ kind: 'network' }, true],
    [{ kind: 'timeout' }, true],
    [{ kind: 'http', status: 502 }, true],
    [{ kind: 'http', status: 503 }, true],
    [{ kind: 'http', status: 504 }, true],
    [{ kind: 'http', status: 500 }, false],
    [{ kind: 'backend', status: 404, code: '554' }, false],
    [{ kind: 'backend', status: 400, code: '563' }, false],
    [{ kind: 'invalid-response' }, false],
    [{ kind: 'aborted' }, false],
  ])('%j -> %s', (error, expected) => {
    expect(unreachable({ message: 'x', kind: 'http', ...error })).toBe(expected);
  });
});

describe('socialLogin / socialRegister', () => {
  it('log in through the service with the provider and its code; the gateway is not asked', async () => {
    const { client, calls } = recordingClient({ '/api/authen/login-with-social-network': { ok: true, data: LOGIN } });
    const answer = await socialLogin(client, 'wechat', 'CODE1');
    expect(answer.ok && answer.data.token).toBe('t');
    expect(calls).toEqual([{ path: '/api/authen/login-with-social-network', body: { provider: 'wechat', code: 'CODE1' } }]);
  });

  it('the service unreachable: the same code through the China online gateway, whose `profile` is read as the profile', async () => {
    const { client, calls } = recordingClient({
      '/api/authen/login-with-social-network': failure({ kind: 'network' }),
      'chinaonline/v1/sociallogin': { ok: true, data: { token: 't', tokenExpiry: LOGIN.tokenExpiry, profile: LOGIN.profileDto } },
    });
    const answer = await socialLogin(client, 'alipay', 'CODE2');
    expect(answer.ok && answer.data.token).toBe('t');
    expect(calls.map((call) => call.path)).toEqual(['/api/authen/login-with-social-network', 'chinaonline/v1/sociallogin']);
    expect(calls[1]?.body).toEqual({ provider: 'alipay', authCode: 'CODE2' });
  });

  it('an answer of the service (554: no member linked) is the answer: the code is not spent twice', async () => {
    const { client, calls } = recordingClient({
      '/api/authen/login-with-social-network': failure({ kind: 'backend', status: 404, code: '554' }),
    });
    const answer = await socialLogin(client, 'wechat', 'CODE3');
    expect(!answer.ok && answer.error.code).toBe('554');
    expect(calls).toHaveLength(1);
  });

  it('register through the service with the registration, and through the gateway on a 503', async () => {
    const registration = { email: 'mei@example.com', salutation: 'Ms', firstName: 'Mei', lastName: 'Lim', countryOfResidence: 'CN' };
    const { client, calls } = recordingClient({
      '/api/authen/sign-up-with-social-network': failure({ kind: 'http', status: 503 }),
      'chinaonline/v1/socialregister': { ok: true, data: { token: 't', tokenExpiry: LOGIN.tokenExpiry, profile: LOGIN.profileDto } },
    });
    const answer = await socialRegister(client, 'wechat', 'CODE4', registration);
    expect(answer.ok).toBe(true);
    expect(calls).toEqual([
      { path: '/api/authen/sign-up-with-social-network', body: { provider: 'wechat', code: 'CODE4', ...registration } },
      { path: 'chinaonline/v1/socialregister', body: { provider: 'wechat', authCode: 'CODE4', ...registration } },
    ]);
  });
});
