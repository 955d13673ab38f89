import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-manage-reservation',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-manage-reservation data-label="Offers"></stay-manage-reservation>`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
