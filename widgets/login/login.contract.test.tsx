import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

// Shows nothing in place until something opens the modal (README): the contract covers the element; login.test.tsx the modal.
runWidgetContractTests({
  tag: 'stay-login',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: '<stay-login></stay-login>',
  rendered: (element) => element.querySelector('p[role="status"]'),
});
