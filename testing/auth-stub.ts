/**
 * For the component tests of the account widgets: answers the `/api/authen/` calls at the API
 * boundary (window.fetch, like the booking search's read tests), so a test chooses each answer
 * and sees each request; every other request goes to the dev server and its sandbox.
 */
export interface StubAnswer {
  status: number;
  body: unknown;
}

export interface AuthStub {
  /** The answer for a call (`'sign-up-with-email'`), until changed. */
  answer(call: string, answer: StubAnswer | ((body: Record<string, unknown>) => StubAnswer)): void;
  /** The bodies sent to a call, in order. */
  sent(call: string): Record<string, unknown>[];
  reset(): void;
  restore(): void;
}

export const ok = (content: unknown, status = 200): StubAnswer => ({ status, body: { status, content } });
export const refused = (errorCode: string, status = 400): StubAnswer => ({ status, body: { status, errorCode, message: errorCode } });

export function loginAnswer(firstName = 'Aiko'): StubAnswer {
  return ok({
    token: 'stub-token',
    tokenExpiry: new Date(Date.now() + 3_600_000).toISOString(),
    profileDto: {
      memberId: 'M900001',
      email: 'x@stay.example',
      salutation: 'Ms',
      firstName,
      lastName: 'Tanaka',
      tier: 'classic',
      tierCode: 1,
      points: 0,
      countryOfResidence: 'JP',
    },
  });
}

export function stubAuthCalls(): AuthStub {
  const realFetch = window.fetch;
  const answers = new Map<string, StubAnswer | ((body: Record<string, unknown>) => StubAnswer)>();
  const bodies = new Map<string, Record<string, unknown>[]>();
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const call = url.pathname.match(/\/api\/authen\/([\w-]+)$/)?.[1];
    const answer = call ? answers.get(call) : undefined;
    if (!call || !answer) return realFetch(input, init);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    bodies.set(call, [...(bodies.get(call) ?? []), body]);
    const { status, body: reply } = typeof answer === 'function' ? answer(body) : answer;
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  };
  return {
    answer: (call, answer) => void answers.set(call, answer),
    sent: (call) => bodies.get(call) ?? [],
    reset: () => {
      answers.clear();
      bodies.clear();
    },
    restore: () => {
      window.fetch = realFetch;
    },
  };
}
