import type { CartTotals } from '../../shared/domain/booking/cart-totals';
import type { Language } from '../../shared/domain/languages';
import { Skeleton } from '../../shared/ui/Skeleton';
import { money } from './CartItemCard';
import { translate } from './cart-messages';
import type { DisplayEquivalent } from './use-display-equivalent';

/** The cart's totals in its own currency, and the total's equivalent in the display currency when it differs (call 7). */
export function CartTotalsView({
  language,
  totals,
  equivalent,
}: {
  language: Language;
  totals: CartTotals;
  equivalent: DisplayEquivalent;
}) {
  const { currencyCode } = totals;
  return (
    <dl className="stay-cart__totals">
      <div className="stay-cart__line">
        <dt>{translate(language, 'totalBeforeTax')}</dt>
        <dd>{money(language, totals.totalBeforeTax, currencyCode)}</dd>
      </div>
      <div className="stay-cart__line">
        <dt>{translate(language, 'totalTax')}</dt>
        <dd>{money(language, totals.totalTax, currencyCode)}</dd>
      </div>
      <div className="stay-cart__line stay-cart__line--grand-total">
        <dt>{translate(language, 'total')}</dt>
        <dd data-total={totals.total}>{money(language, totals.total, currencyCode)}</dd>
      </div>
      {equivalent.state !== 'none' && (
        <div className="stay-cart__line stay-cart__line--equivalent">
          <dt>{translate(language, 'displayEquivalent', { currency: equivalent.currency })}</dt>
          <dd>
            {equivalent.state === 'loading' ? (
              <Skeleton label={translate(language, 'loadingEquivalent')} />
            ) : (
              money(language, equivalent.amount, equivalent.currency)
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
