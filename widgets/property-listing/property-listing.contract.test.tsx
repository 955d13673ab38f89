import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../shared/testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-property-listing',
  load: () => import('./element'),
  styles: widgetStyles,
});
