import { useEffect, useId, useRef, useState } from 'react';
import { hasRateFilters, NO_RATE_FILTERS, type NumberRange, type RateFilters } from '../../shared/domain/booking/rate-filters';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { FormField } from '../../shared/ui/form-field/FormField';
import { translate } from './texts';

interface RateFiltersFormProps {
  /** The currency the nightly prices are shown in (the display currency): the price band is typed and read in it. */
  priceCurrency: string;
  choices: { code: string; name: string }[];
  filters: RateFilters;
  onChange: (filters: RateFilters) => void;
}

/** A typed amount: empty or not a number is no limit (the rule's reading of a bad value: rate-filters.ts). */
function typedAmount(value: string): number | undefined {
  const trimmed = value.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * Room type, price per night and apartment size (booking spec §2). Each change applies at once
 * (no submit button: the list below is the result, and the address keeps it).
 */
export function RateFiltersForm({ priceCurrency, choices, filters, onChange }: RateFiltersFormProps) {
  const { language } = useWidgetEnvironment();
  const id = useId();
  // "Clear filters" empties the typed fields too: they are remounted with the cleared values.
  const [generation, setGeneration] = useState(0);
  const group = useRef<HTMLDivElement>(null);
  // The clear button goes with the filters it cleared: the focus moves to the first filter, not to the page's start.
  useEffect(() => {
    if (generation > 0) group.current?.querySelector<HTMLElement>('input')?.focus();
  }, [generation]);
  const toggleType = (code: string, checked: boolean) =>
    onChange({
      ...filters,
      roomTypeCodes: checked ? [...filters.roomTypeCodes, code] : filters.roomTypeCodes.filter((chosen) => chosen !== code),
    });
  const rangeField = (name: 'price' | 'size', end: keyof NumberRange, label: string) => (
    <FormField id={`${id}-${name}-${end}`} label={label} className="stay-rate-selector__filter">
      {(controlProps) => (
        <input
          {...controlProps}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={filters[name][end] ?? ''}
          onChange={(event) => onChange({ ...filters, [name]: { ...filters[name], [end]: typedAmount(event.currentTarget.value) } })}
        />
      )}
    </FormField>
  );
  return (
    <div ref={group} className="stay-rate-selector__filters" role="group" aria-label={translate(language, 'filtersLabel')} key={generation}>
      {choices.length > 1 ? (
        <fieldset className="stay-rate-selector__room-types">
          <legend>{translate(language, 'roomTypeFilter')}</legend>
          {choices.map((choice) => (
            <span key={choice.code} className="stay-rate-selector__room-type">
              <input
                id={`${id}-type-${choice.code}`}
                type="checkbox"
                checked={filters.roomTypeCodes.includes(choice.code)}
                onChange={(event) => toggleType(choice.code, event.currentTarget.checked)}
              />
              <label htmlFor={`${id}-type-${choice.code}`}>{choice.name}</label>
            </span>
          ))}
        </fieldset>
      ) : null}
      {rangeField('price', 'from', translate(language, 'priceFrom', { currency: priceCurrency }))}
      {rangeField('price', 'to', translate(language, 'priceTo', { currency: priceCurrency }))}
      {rangeField('size', 'from', translate(language, 'sizeFrom'))}
      {rangeField('size', 'to', translate(language, 'sizeTo'))}
      {hasRateFilters(filters) ? (
        <button
          type="button"
          className="stay-rate-selector__clear"
          onClick={() => {
            onChange(NO_RATE_FILTERS);
            setGeneration((count) => count + 1);
          }}
        >
          {translate(language, 'clearFilters')}
        </button>
      ) : null}
    </div>
  );
}
