import type { AddonSelection } from '../../shared/domain/booking/addons/addon-selection';
import type { TransferFieldError } from '../../shared/domain/booking/addons/airport-transfer';
import type { Language } from '../../shared/domain/languages';
import { FormField } from '../../shared/ui/form-field/FormField';
import { translate } from './addon-texts';

export type TransferField = 'flightNo' | 'arrivalTime';

export interface TransferFieldsProps {
  id: string;
  language: Language;
  selection: AddonSelection;
  errors: Partial<Record<TransferField, TransferFieldError>>;
  onChange: (field: TransferField, value: string) => void;
  onLeave: (field: TransferField) => void;
}

export const transferFieldId = (id: string, field: TransferField) => `${id}-${field}`;

const ERROR_TEXTS = {
  flightNo: { required: 'flightNumberRequired', invalid: 'flightNumberInvalid' },
  arrivalTime: { required: 'arrivalTimeRequired', invalid: 'arrivalTimeInvalid' },
} as const;

export function transferErrorText(language: Language, field: TransferField, error: TransferFieldError): string {
  return translate(language, ERROR_TEXTS[field][error]);
}

/**
 * Flight number and arrival time of a chosen airport transfer (booking spec §3), with the form
 * primitives: each message shows once the field was left or the form submitted (DESIGN.md §8).
 */
export function TransferFields({ id, language, selection, errors, onChange, onLeave }: TransferFieldsProps) {
  const errorOf = (field: TransferField) => {
    const error = errors[field];
    return error ? transferErrorText(language, field, error) : undefined;
  };
  return (
    <div className="stay-addons__transfer">
      <FormField
        id={transferFieldId(id, 'flightNo')}
        label={translate(language, 'flightNumber')}
        hint={translate(language, 'flightNumberHint')}
        error={errorOf('flightNo')}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={selection.flightNo}
            onChange={(event) => onChange('flightNo', event.target.value)}
            onBlur={() => onLeave('flightNo')}
          />
        )}
      </FormField>
      <FormField id={transferFieldId(id, 'arrivalTime')} label={translate(language, 'arrivalTime')} error={errorOf('arrivalTime')}>
        {(control) => (
          <input
            {...control}
            type="time"
            value={selection.arrivalTime}
            onChange={(event) => onChange('arrivalTime', event.target.value)}
            onBlur={() => onLeave('arrivalTime')}
          />
        )}
      </FormField>
    </div>
  );
}
