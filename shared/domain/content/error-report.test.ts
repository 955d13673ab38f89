import { describe, expect, it } from 'vitest';
import {
  admitErrorReport,
  isReportableApiFailure,
  nextBatch,
  redactText,
  toErrorReport,
  ERROR_REPORT_LIMITS,
  type ErrorReportQueue,
} from './error-report';

// Content spec §7: POST /api/log/errors/web-support; issue 19 item 7: batched, rate-limited, never with personal data.
describe('redactText: no e-mail, token, card number or name leaves the browser', () => {
  it.each([
    ['an e-mail', 'No member ada.lee+x@example.co.uk found', 'No member [email] found'],
    ['a bearer token', 'GET failed with Authorization: Bearer abc.DEF-123_xyz', 'GET failed with Authorization: Bearer [token]'],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-nature_1 expired', 'token [token] expired'],
    ['a token query parameter', 'at /reset?token=3q2-abcdef&lang=en', 'at /reset?token=[redacted]&lang=en'],
    ['a card number with spaces', 'card 4111 1111 1111 1111 declined', 'card [card] declined'],
    ['a card number with dashes', 'card 5500-0000-0000-0004', 'card [card]'],
    [
      'a JSON name field',
      '{"firstName":"Ada","lastName":"Lee","tier":"gold"}',
      '{"firstName":"[redacted]","lastName":"[redacted]","tier":"gold"}',
    ],
    ['a name query parameter', '?firstName=Ada&lastName=Lee&x=1', '?firstName=[redacted]&lastName=[redacted]&x=1'],
    ['a password field', '{"password":"hunter2"}', '{"password":"[redacted]"}'],
    ['a phone number', 'call +65 6123 4567 now', 'call [phone] now'],
    ['nothing personal', 'Cannot read properties of undefined (reading "map")', 'Cannot read properties of undefined (reading "map")'],
    ['a short number (kept)', 'HTTP 503 after 2 tries', 'HTTP 503 after 2 tries'],
  ])('%s', (_, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });

  it('cuts long texts to 500 characters', () => {
    expect(redactText('x'.repeat(600))).toHaveLength(500);
  });
});

describe('toErrorReport: only allowed fields, redacted, URLs without query or fragment', () => {
  it('keeps the widget, the kind and the page path only', () => {
    const report = toErrorReport(
      {
        source: 'api',
        tag: 'stay-enquiry-form',
        message: 'POST https://x.example/odx/leads?email=ada@example.com: HTTP 503 for ada@example.com',
        status: 503,
        code: 'E1',
        stack: 'Error: x\n at send (https://x.example/a.js?token=abc:1:2)\n at b\n at c\n at d\n at e\n at f\n at g',
      },
      { pageUrl: 'https://x.example/en/dr-enquiry?email=ada@example.com#step', language: 'en', at: 1_000 },
    );
    expect(report).toEqual({
      source: 'api',
      tag: 'stay-enquiry-form',
      message: 'POST https://x.example/odx/leads?email=[redacted]: HTTP 503 for [email]',
      status: 503,
      code: 'E1',
      stack: 'Error: x\n at send (https://x.example/a.js?token=[redacted]:1:2)\n at b\n at c\n at d\n at e',
      page: '/en/dr-enquiry',
      language: 'en',
      at: new Date(1_000).toISOString(),
    });
  });
});

const empty: ErrorReportQueue = { pending: [], sentAt: [], lastMessageAt: {} };
const report = (message: string, at: number) =>
  toErrorReport({ source: 'boundary', message }, { pageUrl: 'https://x/p', language: 'en', at });

describe('admitErrorReport: rate limit and repeats', () => {
  it('admits a report into the queue', () => {
    expect(admitErrorReport(empty, report('a', 0), 0).pending).toHaveLength(1);
  });

  it('drops the same message within a minute, admits it after', () => {
    const once = admitErrorReport(empty, report('a', 0), 0);
    expect(admitErrorReport(once, report('a', 59_999), 59_999).pending).toHaveLength(1);
    expect(admitErrorReport(once, report('a', 60_000), 60_000).pending).toHaveLength(2);
  });

  it(`keeps at most ${ERROR_REPORT_LIMITS.perMinute} reports a minute (sent and pending)`, () => {
    let queue = empty;
    for (let i = 0; i < ERROR_REPORT_LIMITS.perMinute + 5; i += 1) queue = admitErrorReport(queue, report(`m${i}`, i), i);
    expect(queue.pending).toHaveLength(ERROR_REPORT_LIMITS.perMinute);
    const later = admitErrorReport({ ...queue, pending: [], sentAt: queue.pending.map(() => 0) }, report('new', 60_001), 60_001);
    expect(later.pending).toHaveLength(1);
  });
});

describe('nextBatch: at most 10 reports a request', () => {
  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [10, 10, 0],
    [14, 10, 4],
  ])('%i pending: sends %i, keeps %i', (pending, sent, kept) => {
    let queue = empty;
    for (let i = 0; i < pending; i += 1) queue = admitErrorReport(queue, report(`m${i}`, i), i);
    const { batch, queue: rest } = nextBatch(queue, 100);
    expect([batch.length, rest.pending.length, rest.sentAt.length]).toEqual([sent, kept, sent]);
  });
});

describe('isReportableApiFailure: the client reports what is broken, not business answers', () => {
  it.each([
    [{ kind: 'network' }, true],
    [{ kind: 'timeout' }, true],
    [{ kind: 'invalid-response' }, true],
    [{ kind: 'http', status: 500 }, true],
    [{ kind: 'backend', status: 503 }, true],
    [{ kind: 'http', status: 404 }, false],
    [{ kind: 'backend', status: 400 }, false],
    [{ kind: 'aborted' }, false],
  ] as const)('%o -> %s', (failure, expected) => {
    expect(isReportableApiFailure(failure)).toBe(expected);
  });
});
