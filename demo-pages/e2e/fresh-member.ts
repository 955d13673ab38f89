import { uniqueSuffix } from '../../testing/clock';
import { expect, type APIRequestContext } from './test';
import { DEMO_PASSWORD } from './account';

const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };

/**
 * A member of this test alone: signed up in the sandbox (classic, Singapore, so the member's
 * currency is SGD) and given `points` through the points ledger (`POST /__sandbox/points-movement`).
 * E2e workers share one sandbox: tests that move a member's points (buying, redeeming) on a seeded
 * demo member saw each other's movements (expected 24,000 points, got 29,000).
 */
export async function freshMember(
  request: APIRequestContext,
  { points = 0 }: { points?: number } = {},
): Promise<{ email: string; memberId: string }> {
  const email = `e2e-${uniqueSuffix()}@e2e.stay.example`;
  const signUp = await request.post('/api/authen/sign-up-with-email', {
    headers: API_HEADERS,
    data: {
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      salutation: 'Ms',
      firstName: 'Eve',
      lastName: 'Tester',
      countryOfResidence: 'sg',
      langCode: 'en',
    },
  });
  expect(signUp.status()).toBe(201);
  const { memberId } = ((await signUp.json()) as { content: { memberId: string } }).content;
  if (points > 0) {
    const moved = await request.post('/__sandbox/points-movement', { data: { memberId, kind: 'adjust', points, reference: 'E2E' } });
    expect(moved.ok()).toBe(true);
  }
  return { email, memberId };
}
