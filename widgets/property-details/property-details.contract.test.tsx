import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-property-details',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-property-details data-property-code="SGMARB"></stay-property-details>`,
  rendered: (element) => element.querySelector('.stay-property-details__name'),
  change: {
    attribute: 'data-property-code',
    value: 'JPSHJK',
    shows: (element) => element.querySelector('.stay-property-details__name')?.textContent?.includes('Shinjuku') && element,
  },
});
