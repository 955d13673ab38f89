import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

// Shows nothing in a supported browser with storage and cookies on (README); the notices: site-notices.test.tsx.
runWidgetContractTests({
  tag: 'stay-site-notices',
  load: () => import('./element'),
  styles: widgetStyles,
});
