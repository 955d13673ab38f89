import { useRef, useState } from 'react';
import { checkUserExists, validateEmail } from '../../shared/api/account-service';
import { getApiClient } from '../../shared/api/page-client';
import { authErrorOf, type AuthError } from '../../shared/domain/loyalty/auth-errors';
import { emailProblem } from '../../shared/domain/loyalty/email-rules';

export type EmailCheck =
  | { status: 'idle' }
  | { status: 'checking'; email: string }
  | { status: 'available'; email: string }
  | { status: 'registered'; email: string }
  | { status: 'failed'; email: string; error: AuthError };

/**
 * E-mail first (issue 14 item 4): once the visitor leaves the field with a well-formed address,
 * the service validates it (validate-email: 559, 560), then says whether a member has it
 * (check-user-exist), so "already registered" shows before the rest is filled in. An answer for
 * an address the visitor has since changed is dropped.
 */
export function useEmailCheck(): { checkEmail: (email: string) => void; currentFor: (email: string) => EmailCheck } {
  const [check, setCheck] = useState<EmailCheck>({ status: 'idle' });
  const latest = useRef('');

  const checkEmail = async (typed: string) => {
    const email = typed.trim();
    if (emailProblem(email) || (check.status !== 'idle' && check.status !== 'failed' && check.email === email)) return;
    latest.current = email;
    setCheck({ status: 'checking', email });
    const settle = (next: EmailCheck) => {
      if (latest.current === email) setCheck(next);
    };
    const client = getApiClient();
    const valid = await validateEmail(client, email);
    if (!valid.ok) return settle({ status: 'failed', email, error: authErrorOf(valid.error) });
    const exists = await checkUserExists(client, email);
    if (!exists.ok) return settle({ status: 'failed', email, error: authErrorOf(exists.error) });
    settle({ status: exists.data ? 'registered' : 'available', email });
  };

  /** The check as it applies to what the field holds now (idle for another address). */
  const currentFor = (email: string): EmailCheck => (check.status !== 'idle' && check.email === email.trim() ? check : { status: 'idle' });

  return { checkEmail: (email) => void checkEmail(email), currentFor };
}
