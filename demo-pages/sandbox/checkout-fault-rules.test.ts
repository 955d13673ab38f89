import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_CODE_STATUS } from './checkout/checkout-common.ts';
import { FAULTS_COOKIE } from './server.ts';
import type { ErrorEnvelope, FaultRule } from './server.ts';
import { KEY_HEADERS, readmeTableRows, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface DocumentedRule {
  method: string;
  path: string;
  code: string;
  real: boolean;
  rule: FaultRule;
}

/** The README's "One rule per error code of the checkout calls" table, read as written, so the documentation cannot drift. */
function documentedRules(): DocumentedRule[] {
  return readmeTableRows('### One rule per error code of the checkout calls', '| call | code | answered | rule |').map((row) => {
    const [, method = '', path = '', code = '', answered = '', rule = ''] =
      /^\| (GET|POST|DELETE) `([^`]+)` \| (\S+) \| (for real|rule only) \| `(\{.*?\})`/.exec(row) ?? [];
    return { method, path: path.replace('{product}', 'stay'), code, real: answered === 'for real', rule: JSON.parse(rule) as FaultRule };
  });
}

const RULES = documentedRules();

/**
 * What each call answers for real (the route tests prove each one: checkout-routes.test.ts,
 * checkout-reads.test.ts, checkout-payment-routes.test.ts for the amounts of issue 28), plus the generic 500 of the content reads.
 */
const REAL_CODES_BY_CALL: Record<string, string[]> = {
  '/api/pre-booking-validate': ['BAD_REQUEST', 'E52', 'E82'],
  '/api/property/get-card-type': ['BAD_REQUEST', 'E52', 'E144'],
  '/api/property/payment-by-reddot': ['BAD_REQUEST', 'E52'],
  '/api/v2/get-payment-type': ['BAD_REQUEST', 'E52'],
  '/apis/stay/properties/suppressCC/p_lang/eq/en/p_propertyCodes/eq/SGMARB.json': ['500'],
  '/apis/stay/properties/optionalCC/p_lang/eq/en/p_propertyCodes/eq/JPGNZA.json': ['500'],
  '/apis/stay/miscellaneous/reddot/en.json': ['500'],
  '/api/v2/checkout/hold': ['E107', 'E52', 'E82', 'E106', 'E51', 'SABRE_322', 'SABRE_378', 'CPRV_1502', 'E143'],
  '/api/checkout/create-token-url': ['E107', 'E72', 'CPRV_1502', 'E108', 'E145', 'E97', 'E51'],
  '/api/v2/checkout/commit': ['E107', 'E72', 'CPRV_1502', 'SABRE_242', 'E61', 'E99'],
  '/api/cancel-reserved-reservation': ['E91', 'E108'],
  '/api/statusReservation': ['BAD_REQUEST', 'E91'],
  '/api/reservation/sharewithfriend': ['BAD_REQUEST', 'E91'],
  '/api/reservation/print-confirmation': ['BAD_REQUEST', 'E91'],
  '/api/v2/calculate/MRP': ['BAD_REQUEST', 'E52'],
};

/** Booking spec §8: every booking, voucher and distribution code; E150 (a buy-points package) belongs to the loyalty calls. */
const BOOKING_CODES = [
  'E97',
  'CPRV_1501',
  'E98',
  'E99',
  'E82',
  'SABRE_242',
  'SABRE_322',
  'E38',
  'CPRV_1502',
  'E107',
  'E108',
  'E110',
  'E111',
  'E115',
  'E123',
  'E106',
  'E143',
  'E144',
  'E145',
  'E146',
  'E147',
  'SABRE_378',
  'SABRE_324',
  'SABRE_323',
  'E72',
  'E91',
  'E163',
  'E164',
  'E52',
  'E51',
  'E118',
  'E60',
  'E61',
  'E64',
  '329',
  '330',
  '331',
  '332',
  '333',
  '335',
  '10121',
  '10122',
  '10123',
  '10124',
  '10125',
  '10126',
  '10127',
];

describe('README fault rules for the checkout calls', () => {
  it('documents one rule for every code each call answers for real', () => {
    const documented: Record<string, string[]> = {};
    for (const { path, code, real } of RULES) if (real) (documented[path] ??= []).push(code);
    expect(documented).toEqual(REAL_CODES_BY_CALL);
  });

  it('makes every booking §8 code reachable by a rule', () => {
    const documented = new Set(RULES.map((rule) => rule.code));
    expect(BOOKING_CODES.filter((code) => !documented.has(code))).toEqual([]);
  });

  it('gives a real code the HTTP status its route answers', () => {
    const statuses: Record<string, number> = { ...CHECKOUT_CODE_STATUS, 500: 500 };
    for (const { code, real, rule } of RULES) if (real) expect([code, rule.status]).toEqual([code, statuses[code]]);
  });

  it.each(RULES)('$method $path $code: the documented rule answers its status and errorCode', async ({ method, path, rule }) => {
    const response = await sandbox.call(path, {
      method,
      headers: { ...KEY_HEADERS, Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify([rule]))}` },
    });
    const body = (await response.json()) as ErrorEnvelope;
    expect([response.status, body.status, body.errorCode]).toEqual([rule.status, rule.status, rule.errorCode]);
  });

  it('a rule may add details to the envelope: E51 with the old and new totals', async () => {
    const rule = {
      match: '/api/v2/checkout/hold',
      kind: 'error',
      status: 409,
      errorCode: 'E51',
      details: { previousTotal: 812.5, total: 845 },
    };
    const response = await sandbox.call('/api/v2/checkout/hold', {
      method: 'POST',
      headers: { ...KEY_HEADERS, Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify([rule]))}` },
    });
    expect(await response.json()).toMatchObject({ status: 409, errorCode: 'E51', details: { previousTotal: 812.5, total: 845 } });
  });
});
