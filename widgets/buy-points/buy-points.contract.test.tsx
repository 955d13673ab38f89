import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

const titled = (element: HTMLElement, text: string) =>
  Array.from(element.querySelectorAll('h2')).find((heading) => heading.textContent === text) ?? null;

runWidgetContractTests({
  tag: 'stay-buy-points',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-buy-points data-label="Offers"><p>Authored content, readable before the upgrade.</p></stay-buy-points>`,
  rendered: (element) => titled(element, 'Offers'),
  change: { attribute: 'data-label', value: 'Deals', shows: (element) => titled(element, 'Deals') },
});
