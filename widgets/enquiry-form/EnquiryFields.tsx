import type { Language } from '../../shared/domain/languages';
import { MAX_ENQUIRY_GUESTS, type EnquiryField, type EnquiryValues } from '../../shared/domain/content/enquiry-form';
import type { MarketingConsent } from '../../shared/api/enquiry-service';
import { FormField } from '../../shared/ui/form-field/FormField';
import type { AvailabilityStatus, CodeCheck } from './enquiry-calls';
import { translateEnquiry, type EnquiryMessage } from './enquiry-texts';

export interface EnquiryFieldsProps {
  language: Language;
  values: EnquiryValues;
  /** The message shown now for each field that has one. */
  messages: ReadonlyMap<EnquiryField, string>;
  codeType: 'corporate' | 'referral' | 'none';
  codeCheck: CodeCheck | undefined;
  availability: AvailabilityStatus;
  consent: MarketingConsent | undefined;
  today: string;
  onChange: (update: Partial<EnquiryValues>, field: EnquiryField) => void;
  onLeave: (field: EnquiryField) => void;
}

export const enquiryFieldId = (field: EnquiryField) => `stay-enquiry-form-${field}`;

type TextField = 'arrivalDate' | 'departureDate' | 'firstName' | 'lastName' | 'email' | 'phone' | 'accessCode';

/** The fields of an enquiry, stay first (availability shows as soon as the stay is known). */
export function EnquiryFields(props: EnquiryFieldsProps) {
  const { language, values, messages, codeType, codeCheck, availability, consent, today, onChange, onLeave } = props;
  const t = (key: EnquiryMessage, values?: Record<string, string | number>) => translateEnquiry(language, key, values);
  const input = (field: TextField, type: string, autoComplete: string, label: string, extra: { min?: string; hint?: string } = {}) => (
    <FormField
      id={enquiryFieldId(field)}
      label={label}
      hint={extra.hint}
      error={messages.get(field)}
      className={`stay-enquiry-form__${field}`}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          min={extra.min}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value }, field)}
          onBlur={() => onLeave(field)}
        />
      )}
    </FormField>
  );
  return (
    <>
      <fieldset className="stay-enquiry-form__stay">
        {input('arrivalDate', 'date', 'off', t('field.arrivalDate'), { min: today })}
        {input('departureDate', 'date', 'off', t('field.departureDate'), { min: values.arrivalDate || today })}
        <FormField id={enquiryFieldId('guests')} label={t('field.guests')} error={messages.get('guests')}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ENQUIRY_GUESTS}
              value={Number.isFinite(values.guests) ? values.guests : ''}
              onChange={(event) => onChange({ guests: event.target.valueAsNumber }, 'guests')}
              onBlur={() => onLeave('guests')}
            />
          )}
        </FormField>
        <p className="stay-enquiry-form__availability" role="status" data-availability={availability}>
          {availability === 'idle' ? '' : t(`availability.${availability}`)}
        </p>
      </fieldset>
      {input('firstName', 'text', 'given-name', t('field.firstName'))}
      {input('lastName', 'text', 'family-name', t('field.lastName'))}
      {input('email', 'email', 'email', t('field.email'))}
      {input('phone', 'tel', 'tel', t('field.phone'))}
      <FormField id={enquiryFieldId('message')} label={t('field.message')}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={2000}
            value={values.message}
            onChange={(event) => onChange({ message: event.target.value }, 'message')}
          />
        )}
      </FormField>
      {codeType !== 'none' &&
        input('accessCode', 'text', 'off', t(`field.accessCode.${codeType}`), { hint: codeHint(codeCheck, values.accessCode, t) })}
      {consent && (
        <div className="stay-enquiry-form__consent">
          <input
            id={enquiryFieldId('marketingConsent')}
            type="checkbox"
            checked={values.marketingConsent}
            onChange={(event) => onChange({ marketingConsent: event.target.checked }, 'marketingConsent')}
          />
          <label htmlFor={enquiryFieldId('marketingConsent')}>{consent.text}</label>
        </div>
      )}
    </>
  );
}

function codeHint(
  check: CodeCheck | undefined,
  code: string,
  t: (key: EnquiryMessage, values?: Record<string, string>) => string,
): string | undefined {
  if (!check || check.code !== code.trim()) return undefined;
  if (check.status === 'checking') return t('accessCode.checking');
  if (check.status !== 'valid') return undefined;
  return check.companyName ? t('accessCode.validFor', { company: check.companyName }) : t('accessCode.valid');
}
