import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../shared/testing/roles';
import { runWidgetContractTests } from '../../shared/testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-currency-selector',
  load: () => import('./element'),
  styles: widgetStyles,
  rendered: (selector) => queryByRole(selector, 'combobox'),
});
