import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-news',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-news data-label="Offers"><h2>News</h2></stay-news>`,
  rendered: (element) => element.querySelector('section[aria-label="Offers"]'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => element.querySelector('section[aria-label="Deals"]') },
});
