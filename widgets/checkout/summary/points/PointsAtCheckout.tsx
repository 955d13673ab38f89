import { useEffect, useState, type ComponentType } from 'react';
import type { CartItem } from '../../../../shared/domain/booking/cart-item';
import type { Language } from '../../../../shared/domain/languages';
import type { RedemptionConfiguration } from '../../../../shared/domain/loyalty/redemption-eligibility';
import { memberProfileAtom } from '../../../../shared/store/member-atoms';
import { usePageValue } from '../../../../shared/store/use-page-value';
import type { PointsSectionProps } from './PointsSection';

/**
 * The place of "Pay with points" in the summary step: nothing for a guest; for a signed-in member
 * the section's code loads on demand (a guest never needs it, and the checkout page's budget is
 * nearly spent: issue 17 contract "Budgets").
 */
export interface PointsAtCheckoutProps {
  language: Language;
  direction: 'ltr' | 'rtl';
  items: readonly CartItem[];
  currencyCode: string;
  configuration: RedemptionConfiguration;
  locked: boolean;
}

let loaded: ComponentType<PointsSectionProps> | undefined;

export function PointsAtCheckout(props: PointsAtCheckoutProps) {
  const profile = usePageValue(memberProfileAtom);
  const [Section, setSection] = useState(() => loaded);
  useEffect(() => {
    if (!profile || Section) return;
    let live = true;
    void import('./PointsSection').then((module) => {
      loaded = module.PointsSection;
      if (live) setSection(() => module.PointsSection);
    });
    return () => {
      live = false;
    };
  }, [profile, Section]);
  if (!profile || !Section) return null;
  return <Section {...props} balance={profile.points} />;
}
