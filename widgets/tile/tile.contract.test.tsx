import widgetStyles from '../styles.css?inline';
import { byRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-tile',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-tile data-href="/en/long-stays/">
    <h3>Long stays</h3>
    <p>Stay a month or more and save on every night.</p>
    <p data-cta>Explore long stays</p>
  </stay-tile>`,
  rendered: (tile) => byRole(tile, 'link', { name: 'Long stays' }),
  change: {
    attribute: 'data-href',
    value: '/en/offers/',
    shows: (tile) => byRole<HTMLAnchorElement>(tile, 'link', { name: 'Long stays' }).getAttribute('href') === '/en/offers/',
  },
});
