import { loadTranslations } from '../../shared/i18n/catalogue';
import type { Language } from '../../shared/i18n/languages';
import { useAsyncRead, type AsyncRead } from './async-read';

export type Picker = typeof import('../../shared/ui/date-range-picker/DateRangePicker').DateRangePicker;

/**
 * The calendar is loaded when the dates are first opened: the search sits on the home page and in
 * every page's navigation, where most visitors never open it (home page budget, scripts/size.mjs).
 * A plain dynamic import rather than React.lazy, which would grow the shared runtime chunk.
 */
let pickerLoad: Promise<Picker> | undefined;
function loadPicker(language: Language): Promise<Picker> {
  // Its texts too: the calendar then renders at once in the page language, and the focus can move into it.
  pickerLoad ??= import('../../shared/ui/date-range-picker/DateRangePicker').then(async (module) => {
    await loadTranslations(language);
    return module.DateRangePicker;
  });
  return pickerLoad;
}

/** The date range picker's component once `wanted` (the dates were opened); loaded once per page. */
export function useLazyDatePicker({ wanted, language }: { wanted: boolean; language: Language }): AsyncRead<Picker> {
  return useAsyncRead(() => (wanted ? loadPicker(language) : undefined), [wanted, language]);
}
