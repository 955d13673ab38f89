import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-guest-reviews',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-guest-reviews data-label="Reviews" data-product-ids="RP-SGTJPG"></stay-guest-reviews>`,
  rendered: (element) => element.querySelector('section[aria-label="Reviews"]'),
  change: { attribute: 'data-label', value: 'Opinions', shows: (element) => element.querySelector('section[aria-label="Opinions"]') },
});
