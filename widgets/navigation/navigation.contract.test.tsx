import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';
import { AUTHORED_HEADER } from '../../testing/navigation-header';

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
