import { countriesIn } from '../../shared/domain/countries';
import type { Language } from '../../shared/domain/languages';
import { FormField } from '../../shared/ui/form-field/FormField';
import { translateCheckout, type CheckoutText } from './checkout-texts';
import { GUEST_SALUTATIONS, type ApartmentGuestDetails, type GuestField } from '../../shared/domain/booking/guest-details';
import { controlId } from './guest-details-state';

/** Arrival times offered: every hour (an optional field; the property plans the check-in with it). */
const ARRIVAL_TIMES = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

export interface ApartmentGuestFieldsProps {
  language: Language;
  apartmentNumber: number;
  /** "Apartment 2: Studio", the group's name. */
  title: string;
  values: ApartmentGuestDetails;
  /** The message shown now for each field that has one. */
  messages: ReadonlyMap<GuestField, string>;
  /** Apartments after the first: whether they take apartment 1's contact details (WCAG 3.3.7); undefined for the first. */
  sameAsFirst?: boolean;
  onSameAsFirst?: (same: boolean) => void;
  onChange: (field: GuestField, value: string) => void;
  onLeave: (field: GuestField) => void;
}

/**
 * One apartment's guest (issue 16 item 1): salutation, names, e-mail, phone with its country code,
 * country of residence, then the optional arrival time and requests, each with its autofill token.
 */
export function ApartmentGuestFields(props: ApartmentGuestFieldsProps) {
  const { language, apartmentNumber, title, values, messages, sameAsFirst, onSameAsFirst, onChange, onLeave } = props;
  const t = (key: CheckoutText) => translateCheckout(language, key);
  const id = (field: GuestField) => controlId(apartmentNumber, field);
  const bind = (field: GuestField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onLeave(field),
  });
  const input = (field: GuestField, autoComplete: string, extra: Record<string, string> = {}, hint?: string) => (
    <FormField id={id(field)} label={t(`field.${field}` as CheckoutText)} hint={hint} error={messages.get(field)}>
      {(control) => <input {...control} type="text" autoComplete={autoComplete} {...extra} {...bind(field)} />}
    </FormField>
  );
  const contact = sameAsFirst !== true;
  return (
    <fieldset className="stay-checkout__apartment">
      <legend className="stay-checkout__apartment-title">{title}</legend>
      {onSameAsFirst && (
        <div className="stay-checkout__check">
          <input
            id={controlId(apartmentNumber, 'sameAsFirst')}
            type="checkbox"
            checked={sameAsFirst === true}
            onChange={(event) => onSameAsFirst(event.target.checked)}
          />
          <label htmlFor={controlId(apartmentNumber, 'sameAsFirst')}>{t('sameAsFirst')}</label>
        </div>
      )}
      {contact && (
        <div className="stay-checkout__fields">
          <FormField id={id('salutation')} label={t('field.salutation')} error={messages.get('salutation')}>
            {(control) => (
              <select {...control} autoComplete="honorific-prefix" {...bind('salutation')}>
                <option value="">{t('salutation.choose')}</option>
                {GUEST_SALUTATIONS.map((salutation) => (
                  <option key={salutation} value={salutation}>
                    {t(`salutation.${salutation}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {input('firstName', 'given-name')}
          {input('lastName', 'family-name')}
          {input('email', 'email', { type: 'email', inputMode: 'email', spellCheck: 'false' }, t('hint.email'))}
          <div className="stay-checkout__phone">
            {input('phoneCountryCode', 'tel-country-code', { type: 'tel', inputMode: 'tel' }, t('hint.phoneCountryCode'))}
            {input('phone', 'tel-national', { type: 'tel', inputMode: 'tel' })}
          </div>
          <FormField id={id('countryOfResidence')} label={t('field.countryOfResidence')} error={messages.get('countryOfResidence')}>
            {(control) => (
              <select {...control} autoComplete="country" {...bind('countryOfResidence')}>
                <option value="">{t('country.choose')}</option>
                {countriesIn(language).map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}
      <div className="stay-checkout__fields">
        <FormField id={id('arrivalTime')} label={t('field.arrivalTime')} error={messages.get('arrivalTime')}>
          {(control) => (
            <select {...control} autoComplete="off" {...bind('arrivalTime')}>
              <option value="">{t('arrival.unknown')}</option>
              {ARRIVAL_TIMES.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={id('requests')} label={t('field.requests')} hint={t('hint.requests')} error={messages.get('requests')}>
          {(control) => <textarea {...control} autoComplete="off" rows={3} maxLength={500} {...bind('requests')} />}
        </FormField>
      </div>
    </fieldset>
  );
}
