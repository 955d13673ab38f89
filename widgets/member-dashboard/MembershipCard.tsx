import type { ReactNode } from 'react';
import type { Language } from '../../shared/domain/languages';
import type { MemberProfile, TierName } from '../../shared/domain/loyalty/member-profile';
import { ShownDate } from '../../shared/ui/shown-date';
import type { MembershipFacts } from './dashboard-reads';
import { translate } from './dashboard-messages';
import { TIER_NAME_KEYS } from './tier-names';

/** A label and its value, in the cards' description lists. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="stay-member-dashboard__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The tier's name on its badge: each tier has its own colour and medal (member-dashboard.css). */
export function TierBadge({ language, tier }: { language: Language; tier: TierName }) {
  return (
    <span className={`stay-member-dashboard__badge stay-member-dashboard__badge--${tier}`}>
      <svg className="stay-member-dashboard__medal" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" />
        <path d="M10 4.5l1.6 3.4 3.7.4-2.8 2.5.8 3.7L10 12.6l-3.3 1.9.8-3.7-2.8-2.5 3.7-.4z" />
      </svg>
      {translate(language, TIER_NAME_KEYS[tier])}
    </span>
  );
}

const fullName = (profile: MemberProfile) =>
  [profile.firstName, profile.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export interface MembershipCardProps {
  language: Language;
  facts: MembershipFacts;
  /** The signed-in member's profile, for the name; undefined until the login's profile is known. */
  profile: MemberProfile | undefined;
}

/** Who the member is: name, member id, tier (classic to diamond, or representative), status and dates (issue 14 item 6). */
export function MembershipCard({ language, facts, profile }: MembershipCardProps) {
  const name = profile && fullName(profile);
  return (
    <dl className="stay-member-dashboard__facts">
      {name && <Fact term={translate(language, 'memberName')}>{name}</Fact>}
      <Fact term={translate(language, 'memberId')}>{facts.memberId}</Fact>
      <Fact term={translate(language, 'tier')}>
        <TierBadge language={language} tier={facts.tier} />
      </Fact>
      <Fact term={translate(language, 'status')}>
        <span className={`stay-member-dashboard__status stay-member-dashboard__status--${facts.status}`}>
          {translate(language, facts.status === 'active' ? 'statusActive' : 'statusSuspended')}
        </span>
      </Fact>
      <Fact term={translate(language, 'memberSince')}>
        <ShownDate language={language} date={facts.memberSince} />
      </Fact>
      <Fact term={translate(language, 'tierValidUntil')}>
        <ShownDate language={language} date={facts.tierValidUntil} />
      </Fact>
    </dl>
  );
}
