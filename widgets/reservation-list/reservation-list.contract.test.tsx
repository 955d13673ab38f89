import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-reservation-list',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-reservation-list data-label="Offers"></stay-reservation-list>`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
