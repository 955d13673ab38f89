import type { Dispatch } from 'react';
import type { DiscountCodeType } from '../../shared/domain/booking/search-criteria';
import { FormField } from '../../shared/ui/form-field/FormField';
import type { CodeError, SearchFormAction } from './search-form';
import type { SearchTexts } from './search-texts';

const CODE_TYPES: readonly Exclude<DiscountCodeType, 0>[] = [1, 2, 3, 4, 5, 6];

interface CodeFieldProps {
  id: string;
  code: string;
  codeType: DiscountCodeType;
  error: CodeError | undefined;
  dispatch: Dispatch<SearchFormAction>;
  t: SearchTexts;
}

/** The discount code and its type, checked on submit (booking spec §7; README "Fields": Code). */
export function CodeField({ id, code, codeType, error, dispatch, t }: CodeFieldProps) {
  return (
    <div className="stay-booking-search__field stay-booking-search__code">
      <FormField id={`${id}-type`} className="stay-booking-search__subfield" label={t('codeType')}>
        {(control) => (
          <select
            {...control}
            value={String(codeType === 0 ? 1 : codeType)}
            onChange={(event) => dispatch({ type: 'code-type-chosen', codeType: Number(event.target.value) as DiscountCodeType })}
          >
            {CODE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`codeType.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id} className="stay-booking-search__subfield" label={t('code')} error={error && t(`error.code.${error}`)}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => dispatch({ type: 'code-typed', code: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
