import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-property-listing',
  load: () => import('./element'),
  styles: widgetStyles,
});
