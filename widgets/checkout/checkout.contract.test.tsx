import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-checkout',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-checkout data-label="Offers" data-rates-url="/en/booking/select-apartment-and-rates/"><p>Tell us who is staying.</p></stay-checkout>`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
