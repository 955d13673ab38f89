import type { MouseEvent } from 'react';
import { trackLinkClick } from '../../shared/analytics/link-click';
import { fetchBenefitsConfiguration } from '../../shared/api/benefits-service';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import type { Language } from '../../shared/domain/languages';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import { defineServerRead } from '../../shared/store/server-read';
import { signedInAtom } from '../../shared/store/session-atoms';
import { useServerRead } from '../../shared/store/use-server-read';
import { MAX_BENEFIT_CARDS, membershipBenefits, type MembershipBenefits } from './benefits';
import type { MembershipBannerContent } from './authored-shell';
import english from './messages/en.json';
import { usePageValue } from '../../shared/store/use-page-value';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/membership-banner') });

export interface MembershipBannerProps extends MembershipBannerContent {
  /** Brand whose benefits configuration is read (content spec §7). */
  brand: string;
}

const LINK_COMPONENT = 'membership-banner';

/** The brand's benefits configuration (content spec §7), as the cards show it. */
const benefitsRead = defineServerRead({
  read: async ({ brand, language }: { brand: string; language: Language }, { client }) => {
    const result = await fetchBenefitsConfiguration(client, brand, language);
    return result.ok ? { ok: true as const, data: membershipBenefits(result.data) } : result;
  },
});

/** Link-click analytics (content spec §7) for the authored links and the buy-point link alike. */
function trackClickedLink(event: MouseEvent<HTMLElement>): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement) trackLinkClick(LINK_COMPONENT, link.textContent ?? '', link.getAttribute('href') ?? '');
}

function SkeletonCards() {
  return (
    <div className="stay-membership-banner__benefits" aria-hidden="true">
      {Array.from({ length: MAX_BENEFIT_CARDS }, (_, index) => (
        <div key={index} className="stay-membership-banner__benefit stay-membership-banner__benefit--skeleton" />
      ))}
    </div>
  );
}

function BenefitCards({ benefits, language }: { benefits: MembershipBenefits; language: Language }) {
  // Buy-point links are hidden where buying points is blocked (content spec §6); a failed lookup blocks nothing.
  const block = usePageValue(buyPointsBlockAtom);
  const buyPointUrl = block.state === 'hasData' && !block.data.blocked ? benefits.buyPointUrl : undefined;
  const hasFooter = Boolean(benefits.buyPointUrl || benefits.termCondition);
  return (
    <>
      {benefits.cards.length > 0 && (
        <ul className="stay-membership-banner__benefits" aria-label={translate(language, 'benefits')}>
          {benefits.cards.map((card, index) => (
            <li key={index} className="stay-membership-banner__benefit">
              {card.icon && <img className="stay-membership-banner__icon" src={card.icon} alt="" width={40} height={40} decoding="async" />}
              <span className="stay-membership-banner__label">{card.label}</span>
            </li>
          ))}
        </ul>
      )}
      {hasFooter && (
        <div className="stay-membership-banner__footer">
          {buyPointUrl && (
            <a className="stay-membership-banner__buy-points" href={buyPointUrl}>
              {translate(language, 'buyPoints')}
            </a>
          )}
          {benefits.termCondition && <p className="stay-membership-banner__terms">{benefits.termCondition}</p>}
        </div>
      )}
    </>
  );
}

function VisibleBanner({ brand, shell }: MembershipBannerProps) {
  const { language } = useWidgetEnvironment();
  // Content spec §8: a failed or malformed benefits configuration leaves the promo shell only, with no message.
  const { state: benefits } = useServerRead(benefitsRead, { brand, language });
  return (
    <>
      <AuthoredNodes className="stay-membership-banner__shell" nodes={shell} />
      {benefits.state === 'loading' && (
        <>
          <p className="stay-membership-banner__status stay-visually-hidden">{translate(language, 'loading')}</p>
          <SkeletonCards />
          <div className="stay-membership-banner__footer" aria-hidden="true" />
        </>
      )}
      {benefits.state === 'hasData' && <BenefitCards benefits={benefits.data} language={language} />}
    </>
  );
}

/**
 * The membership promo (content spec §2, §4): shown only to visitors who are not signed in, and
 * hidden or shown again at once when the session changes on the page. In author mode it stays
 * visible for a signed-in author, with a note, so it can be edited.
 */
export function MembershipBanner({ brand, shell }: MembershipBannerProps) {
  const { language, authorMode } = useWidgetEnvironment();
  const signedIn = usePageValue(signedInAtom);
  if (signedIn && !authorMode) return <div className="stay-membership-banner" hidden />;
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: tracks clicks on the authored links inside
    <div className="stay-membership-banner" onClick={trackClickedLink}>
      {signedIn && (
        <p className="stay-membership-banner__author-note" role="note">
          {translate(language, 'authorSignedIn')}
        </p>
      )}
      <VisibleBanner brand={brand} shell={shell} />
    </div>
  );
}
