import type { CartItem } from '../../shared/domain/booking/cart-item';
import { itemTotals } from '../../shared/domain/booking/cart-totals';
import { fractionDigitsOf } from '../../shared/domain/currency';
import type { Language } from '../../shared/domain/languages';
import { sumLines } from '../../shared/domain/money';
import { formatCurrency } from '../../shared/i18n/format';
import { Button } from '../../shared/ui/Button';
import { textWithDates } from '../../shared/ui/shown-date';
import { translate } from './cart-messages';

export const money = (language: Language, amount: number, currency: string) =>
  formatCurrency(language, amount, currency, fractionDigitsOf(currency));

/** The rate's conditions in words (booking spec §3 room rate flags), only those that apply. */
function rateFlags(language: Language, item: CartItem): string[] {
  const flags: [boolean, Parameters<typeof translate>[1]][] = [
    [item.isNonRefundable, 'flagNonRefundable'],
    [item.roomRate.isOpg, 'flagPrepaid'],
    [item.roomRate.requiresLogin, 'flagMemberRate'],
    [item.isNonRedeemable, 'flagNoRedemption'],
    [item.ratePlanNotEarnPoints, 'flagNoEarning'],
  ];
  return flags.filter(([applies]) => applies).map(([, key]) => translate(language, key));
}

/** The apartment's name for headings and buttons: "Apartment 1: Studio". */
export function apartmentName(language: Language, item: CartItem): string {
  return translate(language, 'apartmentName', { number: item.apartmentNumber, name: item.roomRate.roomTypeName });
}

export interface CartItemCardProps {
  language: Language;
  item: CartItem;
  currencyCode: string;
  /** Absent in the summary: no remove button there. */
  onRemove?: (item: CartItem) => void;
  removing?: boolean;
  /** `summary`: dates, rate and price only. */
  compact?: boolean;
}

/** One apartment of the cart (booking spec §3 "Cart item"). Its heading takes the focus after an undo (`data-item-id`). */
export function CartItemCard({ language, item, currencyCode, onRemove, removing, compact }: CartItemCardProps) {
  const { apartmentGuest: guests } = item;
  const totals = itemTotals(item, currencyCode);
  const flags = rateFlags(language, item);
  const Heading = compact ? 'h3' : 'h2';
  return (
    <li className="stay-cart__item">
      <Heading className="stay-cart__item-title" tabIndex={-1} data-item-id={item.shoppingCartItemId}>
        {apartmentName(language, item)}
      </Heading>
      <p className="stay-cart__dates">
        {textWithDates(language, (dates) => translate(language, 'dates', dates), {
          from: item.startDate.slice(0, 10),
          to: item.endDate.slice(0, 10),
        })}
      </p>
      {!compact && (
        <p className="stay-cart__guests">
          {translate(language, 'guests', { adults: guests.actualNumberOfAdult, children: guests.actualNumberOfChildren })}
        </p>
      )}
      <p className="stay-cart__rate">
        {item.roomRate.ratePlanName}
        {flags.length > 0 && <span className="stay-cart__flags">{` (${flags.join(', ')})`}</span>}
      </p>
      <dl className="stay-cart__lines">
        {!compact && (
          <>
            <div className="stay-cart__line">
              <dt>{translate(language, 'stayBeforeTax')}</dt>
              <dd>{money(language, item.price, currencyCode)}</dd>
            </div>
            <div className="stay-cart__line">
              <dt>{translate(language, 'tax')}</dt>
              <dd>{money(language, item.tax, currencyCode)}</dd>
            </div>
            {item.addons.map((addon) => (
              <div className="stay-cart__line stay-cart__line--addon" key={addon.serviceInventoryCode}>
                <dt>{translate(language, 'addonLine', { title: addon.title || addon.category })}</dt>
                <dd>{money(language, sumLines([addon.priceWithoutTax, addon.tax], currencyCode), currencyCode)}</dd>
              </div>
            ))}
          </>
        )}
        <div className="stay-cart__line stay-cart__line--total">
          <dt>{translate(language, 'apartmentTotal')}</dt>
          <dd>{money(language, totals.total, currencyCode)}</dd>
        </div>
      </dl>
      {onRemove && (
        <Button className="stay-cart__remove" onClick={() => onRemove(item)} disabled={removing} aria-disabled={removing}>
          {translate(language, 'remove', { name: apartmentName(language, item) })}
        </Button>
      )}
    </li>
  );
}
