import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

// Closed until something opens it (README): the contract covers the element; dialog.test.tsx the dialog.
runWidgetContractTests({
  tag: 'stay-dialog',
  load: () => import('./element'),
  styles: widgetStyles,
});
