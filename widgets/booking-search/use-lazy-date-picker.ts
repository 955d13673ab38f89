import { useEffect, useState } from 'react';
import { loadTranslations } from '../../shared/i18n/catalogue';
import type { Language } from '../../shared/domain/languages';

export type Picker = typeof import('../../shared/ui/date-range-picker/DateRangePicker').DateRangePicker;

/**
 * The calendar is loaded when the dates are first opened: the search sits on the home page and in
 * every page's navigation, where most visitors never open it (home page budget, scripts/size.mjs).
 * A plain dynamic import rather than React.lazy, which would grow the shared runtime chunk.
 * Not a server read (README "Files"): a chunk of our own code, loaded once per page, with nothing
 * to key, reload or abort.
 */
let pickerLoad: Promise<Picker> | undefined;
let loadedPicker: Picker | undefined;
function loadPicker(language: Language): Promise<Picker> {
  // Its texts too: the calendar then renders at once in the page language, and the focus can move into it.
  pickerLoad ??= import('../../shared/ui/date-range-picker/DateRangePicker').then(async (module) => {
    await loadTranslations(language);
    loadedPicker = module.DateRangePicker;
    return module.DateRangePicker;
  });
  return pickerLoad;
}

/** The date range picker's component once `wanted` (the dates were opened); `undefined` while it loads. */
export function useLazyDatePicker({ wanted, language }: { wanted: boolean; language: Language }): Picker | undefined {
  const [picker, setPicker] = useState(() => loadedPicker);
  useEffect(() => {
    if (!wanted || picker) return;
    loadPicker(language).then(
      (loaded) => setPicker(() => loaded),
      // A chunk that failed to load (offline) is tried again when the dates are next opened.
      () => {
        pickerLoad = undefined;
      },
    );
  }, [wanted, language, picker]);
  return picker;
}
