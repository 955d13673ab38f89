import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-participating-properties',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-participating-properties data-offer="offers/city-break"><h2>Where the offer applies</h2></stay-participating-properties>`,
  rendered: (element) => queryByRole(element, 'link', { name: 'Aster Residences Ginza' }),
  change: {
    attribute: 'data-offer',
    value: 'offers/long-stay',
    shows: (element) => [...element.querySelectorAll('li')].some((item) => item.textContent?.includes('Aster Residences Orchard')),
  },
});
