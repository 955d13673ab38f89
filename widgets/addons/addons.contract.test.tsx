import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-addons',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-addons data-label="Extras"></stay-addons>`,
  rendered: (element) => element.querySelector('section[aria-label="Extras"]'),
  change: { attribute: 'data-label', value: 'Add-ons', shows: (element) => element.querySelector('section[aria-label="Add-ons"]') },
});
