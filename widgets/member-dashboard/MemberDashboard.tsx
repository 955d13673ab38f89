import { useRef } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import type { Language } from '../../shared/domain/languages';
import { memberProfileAtom, requestLogin } from '../../shared/store/member-atoms';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { Button } from '../../shared/ui/Button';
import { DashboardCard } from './DashboardCard';
import { membershipRead, pointsRead, preferenceRead, tierStandingRead, vouchersRead } from './dashboard-reads';
import { translate } from './dashboard-messages';
import { MembershipCard } from './MembershipCard';
import { PointsCard } from './PointsCard';
import { PreferenceCard } from './PreferenceCard';
import { TierProgressCard } from './TierProgressCard';
import { VouchersCard } from './VouchersCard';
import { VoucherActionsEntry } from './voucher-actions/VoucherActionsEntry';

export interface MemberDashboardProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The authored content (an introduction), moved into the widget (never copied). */
  nodes: readonly Node[];
}

/** For a visitor who is not signed in: what the page is for, and the way to log in (`<stay-login>` answers the request). */
function SignedOut({ language, onLogIn }: { language: Language; onLogIn: () => void }) {
  return (
    <div className="stay-member-dashboard__signed-out">
      <h2 className="stay-member-dashboard__title">{translate(language, 'signedOutTitle')}</h2>
      <p>{translate(language, 'signedOutText')}</p>
      <Button className="stay-member-dashboard__log-in" onClick={onLogIn}>
        {translate(language, 'logIn')}
      </Button>
    </div>
  );
}

/**
 * The signed-in member's cards, each on its own read. The name is the login's profile, kept by
 * the member session (shared/store/member-session.ts); until it is known the card shows no name.
 */
function Cards({ language }: { language: Language }) {
  const profile = usePageValue(memberProfileAtom);
  return (
    <div className="stay-member-dashboard__cards">
      <DashboardCard card="membership" title={translate(language, 'memberTitle')} read={membershipRead} lines={5}>
        {(facts) => <MembershipCard language={language} facts={facts} profile={profile} />}
      </DashboardCard>
      <DashboardCard card="points" title={translate(language, 'pointsTitle')} read={pointsRead} lines={3}>
        {(balance) => <PointsCard language={language} balance={balance} />}
      </DashboardCard>
      <DashboardCard card="tier-progress" title={translate(language, 'progressTitle')} read={tierStandingRead} lines={4}>
        {(standing) => <TierProgressCard language={language} standing={standing} />}
      </DashboardCard>
      <DashboardCard card="vouchers" title={translate(language, 'vouchersTitle')} read={vouchersRead} lines={4}>
        {(vouchers) => <VouchersCard language={language} vouchers={vouchers} />}
      </DashboardCard>
      <DashboardCard card="preference" title={translate(language, 'preferenceTitle')} read={preferenceRead} lines={1}>
        {(preference) => <PreferenceCard language={language} preference={preference} />}
      </DashboardCard>
    </div>
  );
}

/**
 * `<stay-member-dashboard>` (loyalty spec §2 "/member/user-profile"; issue 14 item 6): the
 * member's tier, points, tier progress, vouchers and preferred currency, one card each; for a
 * visitor who is not signed in, a way to log in. It follows the session on the page: a login
 * fills it and a logout empties it, without a reload.
 */
export function MemberDashboard({ label, nodes }: MemberDashboardProps) {
  const { language } = useWidgetEnvironment();
  const signedIn = usePageValue(signedInAtom);
  const region = useRef<HTMLElement>(null);
  // The login modal gives the focus back to the dashboard, not to the button: after a login the
  // button is gone (the cards replace it), and the focus would fall to the page's start.
  const logIn = () => requestLogin({ reason: 'member-feature', returnFocusTo: region.current });
  return (
    <section ref={region} className="stay-member-dashboard" aria-label={label || translate(language, 'label')} tabIndex={-1}>
      {nodes.length > 0 && <AuthoredNodes className="stay-member-dashboard__intro" nodes={nodes} />}
      {signedIn ? <Cards language={language} /> : <SignedOut language={language} onLogIn={logIn} />}
      <VoucherActionsEntry language={language} signedIn={signedIn} />
    </section>
  );
}
