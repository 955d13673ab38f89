import { useId, type FormEvent } from 'react';
import type { Language } from '../../shared/domain/languages';
import { fractionDigitsOf } from '../../shared/domain/currency';
import {
  pointPurchaseTypesFor,
  purchaseTotal,
  type PointPackage,
  type PointPurchaseType,
} from '../../shared/domain/loyalty/points-purchase';
import { formatCurrency, formatNumber } from '../../shared/i18n/format';
import { Button } from '../../shared/ui/Button';
import { FormField } from '../../shared/ui/form-field/FormField';
import { translate } from './buy-points-messages';

export interface PurchaseChoice {
  packageId: string;
  pointsType: PointPurchaseType;
  recipient: string;
}

export interface PurchaseFormProps {
  language: Language;
  packages: readonly PointPackage[];
  choice: PurchaseChoice;
  onChoice: (choice: PurchaseChoice) => void;
  /** The recipient's message now (the form decides when: after a Buy). */
  recipientError: string | undefined;
  busy: boolean;
  onBuy: () => void;
}

const price = (language: Language, amount: number, currency: string, digits?: number) => formatCurrency(language, amount, currency, digits);

/**
 * The packages (one radio group: arrow keys move and choose), what the purchase is for (the
 * package's point purchase types, loyalty spec §3), the gift's recipient and the price summary.
 */
export function PurchaseForm({ language, packages, choice, onChoice, recipientError, busy, onBuy }: PurchaseFormProps) {
  const id = `stay-buy-points${useId().replace(/:/g, '')}`;
  const chosen = packages.find(({ packageId }) => packageId === choice.packageId) ?? packages[0]!;
  const types = pointPurchaseTypesFor(chosen.purchaseType);
  const pick = (pack: PointPackage) => {
    const offered = pointPurchaseTypesFor(pack.purchaseType);
    onChoice({ ...choice, packageId: pack.packageId, pointsType: offered.includes(choice.pointsType) ? choice.pointsType : offered[0]! });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onBuy();
  };
  // Price per point to four decimals at most: it is a fraction of the currency's unit.
  const perPoint = price(language, chosen.pricePerPoint, chosen.currency, Math.max(fractionDigitsOf(chosen.currency), 4));
  return (
    <form className="stay-buy-points__form" onSubmit={submit} noValidate>
      <fieldset className="stay-buy-points__packages">
        <legend>{translate(language, 'packagesLegend')}</legend>
        {packages.map((pack) => (
          <label key={pack.packageId} className="stay-buy-points__package">
            <input type="radio" name={`${id}-package`} value={pack.packageId} checked={pack === chosen} onChange={() => pick(pack)} />
            <span>
              {translate(language, 'packageOption', {
                points: formatNumber(language, pack.points),
                price: price(language, purchaseTotal(pack.points, pack.pricePerPoint, pack.currency), pack.currency),
              })}
            </span>
            <span className="stay-buy-points__kind">{translate(language, `kind_${pack.purchaseType}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="stay-buy-points__types">
        <legend>{translate(language, 'typeLegend')}</legend>
        {types.map((type) => (
          <label key={type} className="stay-buy-points__type">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={type === choice.pointsType}
              onChange={() => onChoice({ ...choice, pointsType: type })}
            />
            <span>{translate(language, `type_${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {choice.pointsType === 'gifting' && (
        <FormField
          id={`${id}-recipient`}
          label={translate(language, 'recipientLabel')}
          hint={translate(language, 'recipientHint')}
          error={recipientError}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={choice.recipient}
              onChange={(event) => onChoice({ ...choice, recipient: event.target.value })}
            />
          )}
        </FormField>
      )}
      <section className="stay-buy-points__summary" aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`}>{translate(language, 'summaryTitle')}</h3>
        <dl>
          <dt>{translate(language, 'summaryPoints')}</dt>
          <dd>{formatNumber(language, chosen.points)}</dd>
          <dt>{translate(language, 'summaryPricePerPoint')}</dt>
          <dd>{perPoint}</dd>
          <dt>{translate(language, 'summaryTotal')}</dt>
          <dd className="stay-buy-points__total">
            {price(language, purchaseTotal(chosen.points, chosen.pricePerPoint, chosen.currency), chosen.currency)}
          </dd>
        </dl>
      </section>
      <Button type="submit" className="stay-buy-points__buy" aria-disabled={busy || undefined}>
        {translate(language, busy ? 'redirecting' : 'buy')}
      </Button>
    </form>
  );
}
