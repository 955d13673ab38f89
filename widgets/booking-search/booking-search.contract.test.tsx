import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-booking-search',
  load: () => import('./element'),
  styles: widgetStyles,
  rendered: (search) => queryByRole(search, 'button', { name: /search/i }),
});
