import type { AccountPreference } from '../../shared/api/loyalty-service';
import { intlLocale, type Language } from '../../shared/domain/languages';
import { translate } from './dashboard-messages';
import { Fact } from './MembershipCard';

/** The currency's name in the page language ("Chinese Yuan", "人民币"), or its code where the browser has none. */
function currencyName(language: Language, code: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The account preference (loyalty spec §3): the member's preferred currency. */
export function PreferenceCard({ language, preference }: { language: Language; preference: AccountPreference }) {
  const { currency } = preference;
  return (
    <dl className="stay-member-dashboard__facts">
      <Fact term={translate(language, 'preferredCurrency')}>
        {currency ? `${currencyName(language, currency)} (${currency})` : translate(language, 'noCurrency')}
      </Fact>
    </dl>
  );
}
