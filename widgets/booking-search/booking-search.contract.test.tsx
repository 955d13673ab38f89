import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../shared/testing/roles';
import { runWidgetContractTests } from '../../shared/testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-booking-search',
  load: () => import('./element'),
  styles: widgetStyles,
  rendered: (search) => queryByRole(search, 'button', { name: /search/i }),
});
