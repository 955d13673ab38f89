import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-member-programmes',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-member-programmes data-label="Offers"><p>Authored content, readable before the upgrade.</p></stay-member-programmes>`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
