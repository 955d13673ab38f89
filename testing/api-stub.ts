/**
 * For component tests: answers chosen API calls at the API boundary (window.fetch), keyed by the
 * path after `/api/` (`'statusReservation'`, `'reservation/sharewithfriend'`); every other request
 * goes to the dev server and its sandbox. A test sets an answer per call and reads what was sent.
 */
export interface ApiAnswer {
  /** 0: the request fails as a network failure does (fetch rejects). */
  status: number;
  body: unknown;
  /** Answer after this long, to see a loading state. */
  delayMs?: number;
}

export interface ApiStub {
  readonly answers: Map<string, (body: Record<string, unknown>) => ApiAnswer>;
  /** Every stubbed request, in order. */
  readonly sent: { call: string; body: Record<string, unknown> }[];
  /** Forgets answers and requests (between tests). */
  reset(): void;
  /** Gives window.fetch back. */
  restore(): void;
}

export const ok = (content: unknown, status = 200): ApiAnswer => ({ status, body: { status, content } });
export const refused = (errorCode: string, status = 404): ApiAnswer => ({ status, body: { status, errorCode, message: errorCode } });

export function stubApiAnswers(): ApiStub {
  const realFetch = window.fetch;
  const answers = new Map<string, (body: Record<string, unknown>) => ApiAnswer>();
  const sent: { call: string; body: Record<string, unknown> }[] = [];
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const call = url.pathname.replace(/^\/api\//, '');
    const answer = answers.get(call);
    if (!answer) return realFetch(input, init);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ call, body });
    const { status, body: reply, delayMs } = answer(body);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  };
  return {
    answers,
    sent,
    reset() {
      answers.clear();
      sent.length = 0;
    },
    restore() {
      window.fetch = realFetch;
    },
  };
}
