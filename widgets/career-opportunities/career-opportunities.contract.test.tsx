import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-career-opportunities',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-career-opportunities data-label="Offers"><p>Authored content, readable before the upgrade.</p></stay-career-opportunities>`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
