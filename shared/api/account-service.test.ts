// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { uniqueSuffix } from '../../testing/clock';
import { sandboxApi } from '../../testing/sandbox-api';
import type { ApiClient } from './types';
import {
  checkUserExists,
  parseEmailValid,
  parsePasswordReset,
  parseResetLinkSent,
  parseSignedUp,
  parseUserExists,
  requestPasswordReset,
  resetPassword,
  signUpWithEmail,
  validateEmail,
  type SignUpRequest,
} from './account-service';

const { client } = sandboxApi();

describe('parsers (issue 14 account contract)', () => {
  it.each([
    [parseUserExists, { exists: true }, true],
    [parseUserExists, { exists: false }, false],
    [parseUserExists, { exists: 'yes' }, undefined],
    [parseUserExists, null, undefined],
    [parseEmailValid, { valid: true }, true],
    [parseEmailValid, { valid: false }, undefined],
    [parseEmailValid, [], undefined],
    [parseSignedUp, { memberId: 'M1', activated: true }, { memberId: 'M1', activated: true }],
    [parseSignedUp, { memberId: '', activated: true }, undefined],
    [parseSignedUp, { memberId: 'M1' }, undefined],
    [parseResetLinkSent, { sent: true }, true],
    [parseResetLinkSent, { sent: 'true' }, undefined],
    [parsePasswordReset, { reset: true }, true],
    [parsePasswordReset, {}, undefined],
  ] as const)('%o(%j) -> %j', (parse, raw, expected) => {
    expect((parse as (raw: unknown) => unknown)(raw)).toEqual(expected);
  });
});

/** Counts the requests a client sends, to prove the writes are sent once. */
function countingClient(): { client: ApiClient; sent: () => number } {
  let count = 0;
  const counted = client({
    fetchImpl: (input, init) => {
      count += 1;
      return fetch(input, init);
    },
  });
  return { client: counted, sent: () => count };
}

const uniqueEmail = () => `sign-up-${uniqueSuffix()}@stay.example`;

const newMember = (email: string): SignUpRequest => ({
  email,
  password: 'Fresh!Pass9',
  confirmPassword: 'Fresh!Pass9',
  salutation: 'Mrs',
  firstName: ' Aiko ',
  lastName: 'Tanaka',
  countryOfResidence: 'JP',
  referralCode: ' ',
  langCode: 'en',
});

describe('account calls against the sandbox', () => {
  it('check-user-exist: a demo member exists, a new address does not', async () => {
    expect(await checkUserExists(client(), 'gold@demo.stay.example')).toEqual({ ok: true, data: true });
    expect(await checkUserExists(client(), uniqueEmail())).toEqual({ ok: true, data: false });
  });

  it('validate-email: valid, 560 malformed, 559 too long', async () => {
    expect(await validateEmail(client(), 'guest@stay.example')).toEqual({ ok: true, data: true });
    const malformed = await validateEmail(client(), 'guest@');
    expect(malformed.ok || malformed.error.code).toBe('560');
    const long = await validateEmail(client(), `${'a'.repeat(95)}@stay.example`);
    expect(long.ok || long.error.code).toBe('559');
  });

  it('sign-up: a new member (names trimmed, an empty referral code left out), then CPRV_1005 for the same address, each sent once', async () => {
    const email = uniqueEmail();
    const counting = countingClient();
    const created = await signUpWithEmail(counting.client, newMember(email));
    expect(created.ok && created.data.activated).toBe(true);
    const again = await signUpWithEmail(counting.client, newMember(email));
    expect(again.ok || again.error).toMatchObject({ code: 'CPRV_1005', status: 409 });
    expect(counting.sent()).toBe(2);
    expect(await checkUserExists(client(), email)).toEqual({ ok: true, data: true });
  });

  it('sign-up: 561 weak password, 552 unknown referral code, never retried', async () => {
    const counting = countingClient();
    const weak = await signUpWithEmail(counting.client, { ...newMember(uniqueEmail()), password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.ok || weak.error.code).toBe('561');
    const referral = await signUpWithEmail(counting.client, { ...newMember(uniqueEmail()), referralCode: 'NOT-A-CODE' });
    expect(referral.ok || referral.error.code).toBe('552');
    expect(counting.sent()).toBe(2);
  });

  it('forgot-password answers "sent" for anyone well-formed (never says who is a member); 560 malformed', async () => {
    expect(await requestPasswordReset(client(), 'gold@demo.stay.example', 'en')).toEqual({ ok: true, data: true });
    expect(await requestPasswordReset(client(), uniqueEmail(), 'en')).toEqual({ ok: true, data: true });
    const malformed = await requestPasswordReset(client(), 'gold@', 'en');
    expect(malformed.ok || malformed.error.code).toBe('560');
  });

  it('reset-password: 555 for an unknown token, sent once', async () => {
    const counting = countingClient();
    const reset = await resetPassword(counting.client, { token: 'made-up', password: 'Fresh!Pass9', confirmPassword: 'Fresh!Pass9' });
    expect(reset.ok || reset.error).toMatchObject({ code: '555', status: 401 });
    expect(counting.sent()).toBe(1);
  });
});
