import { useId } from 'react';
import { pushUserInteraction } from '../../analytics/data-layer';
import { useWidgetEnvironment } from '../../element/widget-environment';
import { defineMessages, translationsOf } from '../../i18n/catalogue';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('shared/ui/currency-selector') });
import { currencyOptionsLoadable, displayCurrencyAtom } from '../../store/currency-atoms';
import { usePageAtom, usePageValue } from '../../store/use-page-value';

/**
 * The display-currency picker (content spec §2 top navigation, §9). A native select: it is
 * accessible and fits every device, including the app's web views. While the list loads, or if it
 * cannot be fetched, only the current currency is offered.
 */
export function CurrencySelector() {
  const { language } = useWidgetEnvironment();
  const selectId = useId();
  const [displayCurrency, setDisplayCurrency] = usePageAtom(displayCurrencyAtom);
  const options = usePageValue(currencyOptionsLoadable);
  const list = options.state === 'hasData' && options.data ? options.data : [{ code: displayCurrency, name: displayCurrency, symbol: '' }];
  return (
    <div className="stay-currency-selector">
      <label className="stay-currency-selector__label" htmlFor={selectId}>
        {translate(language, 'label')}
      </label>
      <select
        id={selectId}
        className="stay-currency-selector__select"
        value={displayCurrency}
        aria-busy={options.state === 'loading'}
        onChange={(event) => {
          setDisplayCurrency(event.target.value);
          pushUserInteraction({
            Category: 'header',
            Component: 'currency-selector',
            Element: 'select',
            Action: 'change',
            Parameter1: event.target.value,
          });
        }}
      >
        {list.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name === option.code ? option.code : translate(language, 'option', { code: option.code, name: option.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
