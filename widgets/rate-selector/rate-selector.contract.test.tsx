import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-rate-selector',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-rate-selector data-label="Rates"></stay-rate-selector>`,
  rendered: (element) => element.querySelector('section[aria-label="Rates"]'),
  change: { attribute: 'data-label', value: 'Offers', shows: (element) => element.querySelector('section[aria-label="Offers"]') },
});
