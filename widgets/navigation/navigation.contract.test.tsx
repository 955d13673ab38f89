import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../shared/testing/roles';
import { runWidgetContractTests } from '../../shared/testing/widget-contract';
import { AUTHORED_HEADER } from './test-support';

runWidgetContractTests({
  tag: 'stay-navigation',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<header>${AUTHORED_HEADER}</header>`,
  viewport: { width: 1280, height: 800 },
  rendered: (navigation) => queryByRole(navigation, 'button', { name: 'Destinations' }),
  change: {
    attribute: 'data-label',
    value: 'Site menu',
    shows: (navigation) => queryByRole(navigation, 'navigation', { name: 'Site menu' }),
  },
});
