import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-price',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: '<p>From <stay-price data-amount="200" data-currency="SGD">SGD 200</stay-price> a night.</p>',
  rendered: (price) => /200/.test(price.textContent ?? ''),
  change: { attribute: 'data-amount', value: '245', shows: (price) => /245/.test(price.textContent ?? '') },
});
