import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-carousel',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-carousel data-label="Featured stays">
    <article><h3>Harbourfront</h3><p>By the water.</p></article>
    <article><h3>Orchard</h3><p>In the city.</p></article>
  </stay-carousel>`,
  rendered: (carousel) =>
    queryByRole(carousel, 'region', { name: 'Featured stays' }) ?? carousel.querySelector('[aria-roledescription="carousel"]'),
  change: {
    attribute: 'data-label',
    value: 'Offers',
    shows: (carousel) => carousel.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label') === 'Offers',
  },
});
