/**
 * The sandbox's accounts as the member widgets' component tests use them (sandbox README "Demo
 * logins", "Account error codes"): a demo member signed in the way `<stay-login>` signs in, a new
 * member of the test's own for anything that changes an account (a demo member's password, points
 * or requests are shared by every test of the run), a reset link as the e-mail would bring it, and
 * the fault switch changed in the middle of a test (a failure, then a retry that works).
 */
import { SANDBOX_SUBSCRIPTION_KEY } from '../shared/element/page-config';
import { signIn } from '../shared/store/member-session';
import { uniqueSuffix } from './clock';
import type { SandboxFault } from './page-state';

/** Every demo member's password. */
export const DEMO_PASSWORD = 'StayDemo!1';

export interface NewMember {
  email: string;
  password: string;
  memberId: string;
  firstName: string;
  lastName: string;
}

async function sandboxCall<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { content?: T; errorCode?: string; message?: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.errorCode ?? ''} ${answer.message ?? ''}`);
  return answer.content as T;
}

/** Signs a member in through the page's API client as `<stay-login>` does: cookie, stored profile and expiry, `stay:session-change`. */
export async function signInAs(email: string, password = DEMO_PASSWORD): Promise<void> {
  const result = await signIn({ email, password });
  if (!result.ok) throw new Error(`The sandbox refused the login of ${email}: ${result.error.message}`);
}

/** What a new member tells the sign-up form about themselves. */
export interface MemberProfile {
  salutation: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
}

/** A new classic member with no points, no history and no vouchers (by default Ms Noor Rahman, living in Singapore). */
export async function signUpMember(profile: Partial<MemberProfile> = {}): Promise<NewMember> {
  const { salutation = 'Ms', firstName = 'Noor', lastName = 'Rahman', countryOfResidence = 'SG' } = profile;
  const member = { email: `member-${uniqueSuffix()}@stay.example`, password: 'Member!Pass1', firstName, lastName };
  const { memberId } = await sandboxCall<{ memberId: string }>('/api/authen/sign-up-with-email', {
    ...member,
    confirmPassword: member.password,
    salutation,
    countryOfResidence,
    langCode: 'en',
  });
  return { ...member, memberId };
}

/** The token of the reset link the sandbox would e-mail to `email` (README "Request log"). */
export async function resetLinkToken(email: string): Promise<string> {
  await sandboxCall('/api/authen/forgot-password', { email, langCode: 'en' });
  const [newest] = await sandboxCall<{ token: string }[]>(`/__sandbox/reset-links?email=${encodeURIComponent(email)}`);
  if (!newest) throw new Error(`The sandbox made no reset link for ${email}`);
  return newest.token;
}

/** Gives `memberId` a movement in the points ledger (`/__sandbox/points-movement`): a history without a stay. */
export async function movePoints(memberId: string, kind: 'earn' | 'redeem', points: number, reference: string): Promise<void> {
  await sandboxCall('/__sandbox/points-movement', { memberId, kind, points, reference });
}

/** Replaces this page's fault rules within a test (`resetPageForTest({ faults })` sets them between tests); none clears them. */
export function setSandboxFaults(faults: SandboxFault[]): void {
  document.cookie = faults.length
    ? `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(faults))}; path=/`
    : 'stay-sandbox-faults=; path=/; max-age=0';
}
