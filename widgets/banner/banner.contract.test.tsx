import widgetStyles from '../styles.css?inline';
import { byRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="navy"/></svg>')}`;

runWidgetContractTests({
  tag: 'stay-banner',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-banner>
    <img src="${IMAGE}" alt="The harbour at dusk" width="300" height="120">
    <div><h2><a href="/en/properties/harbourfront/">Harbourfront Residences</a></h2><p>From SGD 280 a night.</p></div>
  </stay-banner>`,
  rendered: (banner) => byRole(banner, 'link', { name: 'Harbourfront Residences' }),
  change: {
    attribute: 'data-new-tab',
    value: '',
    shows: (banner) => byRole(banner, 'link', { name: /Harbourfront Residences/ }).getAttribute('target') === '_blank',
  },
});
