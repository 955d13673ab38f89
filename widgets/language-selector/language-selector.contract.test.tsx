import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-language-selector',
  load: () => import('./element'),
  styles: widgetStyles,
  rendered: (selector) => queryByRole(selector, 'button'),
});
