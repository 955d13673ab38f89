import widgetStyles from '../styles.css?inline';
import { allByRole, queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

const items = Array.from({ length: 5 }, (_, index) => `<li>Attraction ${index + 1}</li>`).join('');

runWidgetContractTests({
  tag: 'stay-see-more-list',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-see-more-list><ul aria-label="Nearby attractions">${items}</ul></stay-see-more-list>`,
  rendered: (list) => queryByRole(list, 'button'),
  change: { attribute: 'data-visible-items', value: '4', shows: (list) => allByRole(list, 'listitem').length === 4 },
});
