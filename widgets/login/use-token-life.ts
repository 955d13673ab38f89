import { useEffect, useState } from 'react';
import { msUntilNextTokenLife, tokenLifeAt, type TokenLife } from '../../shared/domain/loyalty/token-life';
import { askToLogInAgain, memberProfileAtom, tokenExpiryAtom } from '../../shared/store/member-atoms';
import { pushDataLayer } from '../../shared/analytics/data-layer';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';

/** Signing in and out loads when first needed: most visitors never do either on a page. */
const session = () => import('../../shared/store/member-session');

/** Loyalty spec §6: tier and member id go to analytics for members; never the token, e-mail or name. */
function pushMemberAnalytics(tier: string, memberId: string): void {
  pushDataLayer({ event: 'memberInfo', user: { loyaltyTier: tier, loyaltyId: memberId } });
}

/** Timers further away than this are set again later (setTimeout cannot wait longer than about 24.8 days). */
const LONGEST_TIMER_MS = 24 * 60 * 60 * 1000;

/**
 * The login's life on this page (loyalty spec §4; issue 14 item 2; WCAG 2.2.1): `ending` in the
 * last minutes (the warning offers to stay signed in), and at the stored expiry the visitor is
 * signed out here and asked to log in again, with whatever they were doing kept. A login made
 * elsewhere (no stored profile or expiry) is completed by fetching the profile, which also
 * refreshes the token. Members' tier and id go to the data layer once per page (loyalty spec §6).
 */
export function useTokenLife(): { life: TokenLife; expiry: number | undefined } {
  const signedIn = usePageValue(signedInAtom);
  const expiry = usePageValue(tokenExpiryAtom);
  const profile = usePageValue(memberProfileAtom);
  const [now, setNow] = useState(() => Date.now());
  const life = signedIn ? tokenLifeAt(now, expiry) : 'unknown';

  useEffect(() => {
    if (!signedIn) return undefined;
    const wait = msUntilNextTokenLife(Date.now(), expiry);
    setNow(Date.now());
    if (wait === undefined) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait, LONGEST_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [signedIn, expiry, now]);

  useEffect(() => {
    if (life !== 'expired') return;
    askToLogInAgain();
    void session().then(({ signOutLocally }) => signOutLocally());
  }, [life]);

  const needsProfile = signedIn && (profile === undefined || expiry === undefined);
  useEffect(() => {
    if (needsProfile) void session().then(({ refreshMemberProfile }) => refreshMemberProfile());
  }, [needsProfile]);

  const memberId = profile?.memberId;
  useEffect(() => {
    if (profile) pushMemberAnalytics(profile.tier, profile.memberId);
    // oxlint-disable-next-line react/exhaustive-deps -- once per member and page: a profile refresh of the same member is no new visit
  }, [memberId]);

  return { life, expiry };
}
