import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../shared/testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-buy-points',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-buy-points data-label="Offers"><p>Authored content, readable before the upgrade.</p></stay-buy-points>`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
