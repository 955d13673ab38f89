import { useEffect, useState } from 'react';
import { loadTranslations } from '../../shared/i18n/catalogue';
import type { Language } from '../../shared/i18n/languages';

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

export function usePicker(wanted: boolean, language: Language): Picker | undefined {
  const [picker, setPicker] = useState<Picker>();
  useEffect(() => {
    if (!wanted || picker) return;
    let live = true;
    void loadPicker(language).then((loaded) => live && setPicker(() => loaded));
    return () => {
      live = false;
    };
  }, [wanted, picker, language]);
  return picker;
}
