import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});

afterAll(async () => {
  await sandbox.close();
});

type Answer<T> = SuccessEnvelope<T> & ErrorEnvelope;

const LONG_EMAIL = `${'a'.repeat(90)}@example.com`; // 102 characters

const NEW_MEMBER = {
  email: 'new.member@example.com',
  password: 'Fresh!Pass9',
  confirmPassword: 'Fresh!Pass9',
  salutation: 'Ms',
  firstName: 'Nora',
  lastName: 'Quinn',
  countryOfResidence: 'jp',
  langCode: 'en',
} as const;

describe('check-user-exist', () => {
  it.each([
    { email: 'gold@demo.stay.example', exists: true },
    { email: ' GOLD@demo.stay.example ', exists: true },
    { email: 'someone.else@example.com', exists: false },
  ])('answers $exists for $email', async ({ email, exists }) => {
    const { status, body } = await sandbox.post<Answer<{ exists: boolean }>>('/api/authen/check-user-exist', { email });
    expect(status).toBe(200);
    expect(body.content).toEqual({ exists });
  });

  it.each([
    { body: {}, code: '552' },
    { body: { email: 'no-at-sign' }, code: '560' },
  ])('refuses $body with $code', async ({ body, code }) => {
    const answer = await sandbox.post<ErrorEnvelope>('/api/authen/check-user-exist', body);
    expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
  });
});

describe('validate-email', () => {
  it('accepts a well-formed address of at most 100 characters', async () => {
    const { status, body } = await sandbox.post<Answer<{ valid: boolean }>>('/api/authen/validate-email', {
      email: `${'a'.repeat(88)}@example.com`,
    });
    expect(status).toBe(200);
    expect(body.content).toEqual({ valid: true });
  });

  it.each([
    { body: { email: LONG_EMAIL }, code: '559' },
    { body: { email: 'two@@example.com' }, code: '560' },
    { body: { email: 'spaces in@example.com' }, code: '560' },
    { body: { email: 'nodot@example' }, code: '560' },
    { body: {}, code: '552' },
  ])('refuses $body.email with $code', async ({ body, code }) => {
    const answer = await sandbox.post<ErrorEnvelope>('/api/authen/validate-email', body);
    expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
  });
});

describe('sign-up-with-email', () => {
  it('signs up a new member (201), who can then log in: classic, no points, currency of the country, a second sign-up answers CPRV_1005', async () => {
    const signUp = await sandbox.post<Answer<{ memberId: string; activated: boolean }>>('/api/authen/sign-up-with-email', NEW_MEMBER);
    expect(signUp.status).toBe(201);
    expect(signUp.body.content).toEqual({ memberId: 'SM2000001', activated: true });

    const login = await sandbox.post<Answer<{ token: string; profileDto: Record<string, unknown> }>>('/api/authen/login', {
      email: 'New.Member@example.com',
      password: NEW_MEMBER.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.content.profileDto).toEqual({
      memberId: 'SM2000001',
      email: 'new.member@example.com',
      salutation: 'Ms',
      firstName: 'Nora',
      lastName: 'Quinn',
      tier: 'classic',
      tierCode: 1,
      accountType: 'member',
      points: 0,
      countryOfResidence: 'JP',
    });
    const preference = await sandbox.json<SuccessEnvelope<{ currency: string }>>('/api/loyalty/account-preference', {
      headers: { ...KEY_HEADERS, Authorization: `Bearer ${login.body.content.token}` },
    });
    expect(preference.body.content).toEqual({ currency: 'JPY' });

    const again = await sandbox.post<ErrorEnvelope>('/api/authen/sign-up-with-email', { ...NEW_MEMBER, email: 'NEW.MEMBER@example.com' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 409, errorCode: 'CPRV_1005', message: 'Email address is already registered!' });
  });

  it.each([
    { case: 'a seeded referral code', referralCode: 'friend2026', country: 'SG', currency: 'SGD' },
    { case: "a demo member's id as referral code", referralCode: 'SM1000003', country: 'BR', currency: 'SGD' },
  ])('signs up with $case (preferred currency $currency for $country)', async ({ referralCode, country, currency }) => {
    const email = `ref.${referralCode.toLowerCase()}@example.com`;
    const signUp = await sandbox.post<Answer<{ memberId: string }>>('/api/authen/sign-up-with-email', {
      ...NEW_MEMBER,
      email,
      referralCode,
      countryOfResidence: country,
    });
    expect(signUp.status).toBe(201);
    const login = await sandbox.post<Answer<{ token: string }>>('/api/authen/login', { email, password: NEW_MEMBER.password });
    const preference = await sandbox.json<SuccessEnvelope<{ currency: string }>>('/api/loyalty/account-preference', {
      headers: { ...KEY_HEADERS, Authorization: `Bearer ${login.body.content.token}` },
    });
    expect(preference.body.content.currency).toBe(currency);
  });

  it.each([
    { case: 'no e-mail', change: { email: undefined }, status: 400, code: '552' },
    { case: 'no first name', change: { firstName: ' ' }, status: 400, code: '552' },
    { case: 'no country', change: { countryOfResidence: undefined }, status: 400, code: '552' },
    { case: 'no langCode', change: { langCode: undefined }, status: 400, code: '552' },
    { case: 'an unknown salutation', change: { salutation: 'Dr' }, status: 400, code: '552' },
    { case: 'a country that is not two letters', change: { countryOfResidence: 'Japan' }, status: 400, code: '552' },
    { case: 'an unknown referral code', change: { referralCode: 'NOPE' }, status: 400, code: '552' },
    { case: 'no password', change: { password: undefined }, status: 400, code: '551' },
    { case: 'an e-mail over 100 characters', change: { email: LONG_EMAIL }, status: 400, code: '559' },
    { case: 'a malformed e-mail', change: { email: 'nora@' }, status: 400, code: '560' },
    { case: 'a password under 8 characters', change: { password: 'Ab!1', confirmPassword: 'Ab!1' }, status: 400, code: '561' },
    {
      case: 'a password over 16 characters',
      change: { password: 'Abcdefghijklmn!12', confirmPassword: 'Abcdefghijklmn!12' },
      status: 400,
      code: '561',
    },
    { case: 'a password without a digit', change: { password: 'Fresh!Pass', confirmPassword: 'Fresh!Pass' }, status: 400, code: '561' },
    { case: 'a password without a symbol', change: { password: 'FreshPass9', confirmPassword: 'FreshPass9' }, status: 400, code: '561' },
    {
      case: 'a password without upper case',
      change: { password: 'fresh!pass9', confirmPassword: 'fresh!pass9' },
      status: 400,
      code: '561',
    },
    { case: 'a password with a space', change: { password: 'Fresh! Pass9', confirmPassword: 'Fresh! Pass9' }, status: 400, code: '561' },
    { case: 'a confirmation that differs', change: { confirmPassword: 'Fresh!Pass8' }, status: 400, code: '564' },
    { case: 'an empty confirmation', change: { confirmPassword: '' }, status: 400, code: '564' },
    { case: 'an e-mail already registered', change: { email: 'silver@demo.stay.example' }, status: 409, code: 'CPRV_1005' },
  ])('refuses $case with $code', async ({ change, status, code }) => {
    const answer = await sandbox.post<ErrorEnvelope>('/api/authen/sign-up-with-email', {
      ...NEW_MEMBER,
      email: 'refused@example.com',
      ...change,
    });
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
  });

  it('signs up without a confirmation (it is optional)', async () => {
    const { confirmPassword: _, ...withoutConfirmation } = NEW_MEMBER;
    const answer = await sandbox.post<Answer<{ memberId: string }>>('/api/authen/sign-up-with-email', {
      ...withoutConfirmation,
      email: 'no.confirm@example.com',
    });
    expect(answer.status).toBe(201);
  });
});
