import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-property-list',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-property-list data-label="Featured properties"><h2>Where to stay</h2></stay-property-list>`,
  rendered: (element) => element.querySelector('section[aria-label="Featured properties"] [data-property-code="JPGNZA"]'),
  change: {
    attribute: 'data-source',
    value: 'upcoming',
    shows: (element) => element.querySelector('[data-property-code="VNHNHK"]'),
  },
});
