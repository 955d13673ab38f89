import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

// Without a confirmNo in the address the widget shows its message and the ways forward (no service call).
runWidgetContractTests({
  tag: 'stay-reservation-confirmation',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: '<stay-reservation-confirmation data-label="Your stay" data-home-path="/en/"></stay-reservation-confirmation>',
  rendered: (element) => element.querySelector('section[aria-label="Your stay"] a[href="/en/"]'),
  change: { attribute: 'data-home-path', value: '/ar/', shows: (element) => element.querySelector('a[href="/ar/"]') },
});
