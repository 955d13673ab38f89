import { cancellationPolicyOf } from '../../shared/domain/booking/cancellation-policy';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import type { Language } from '../../shared/domain/languages';
import { useFormField } from '../../shared/ui/form-field/use-form-field';
import { translateCheckout } from './checkout-texts';
import { controlId } from './guest-details-state';

export interface ConditionsFieldProps {
  language: Language;
  items: readonly CartItem[];
  accepted: boolean;
  error?: string | undefined;
  onChange: (accepted: boolean) => void;
}

/**
 * Acceptance of the conditions (issue 16 item 1; booking spec §3 hold request `acceptCondition`):
 * each apartment's cancellation policy in words (`cancellationPolicyOf`), read before the box,
 * which names the list as its description.
 */
export function ConditionsField({ language, items, accepted, error, onChange }: ConditionsFieldProps) {
  const field = useFormField({ id: controlId(0, 'acceptConditions'), hasHint: true, hasError: !!error });
  return (
    <div className="stay-form-field stay-checkout__conditions">
      <h3 className="stay-checkout__conditions-title">{translateCheckout(language, 'conditionsTitle')}</h3>
      <ul {...field.hintProps} className="stay-checkout__policies">
        {items.map((item) => (
          <li key={item.shoppingCartItemId}>
            {translateCheckout(language, `policy.${cancellationPolicyOf(item)}`, {
              apartment: translateCheckout(language, 'apartmentName', { number: item.apartmentNumber, name: item.roomRate.roomTypeName }),
              rate: item.roomRate.ratePlanName,
            })}
          </li>
        ))}
      </ul>
      <div className="stay-checkout__check">
        <input {...field.controlProps} type="checkbox" checked={accepted} onChange={(event) => onChange(event.target.checked)} />
        <label {...field.labelProps}>{translateCheckout(language, 'field.acceptConditions')}</label>
      </div>
      {error && (
        <p {...field.errorProps} className="stay-form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
