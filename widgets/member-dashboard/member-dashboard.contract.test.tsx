import widgetStyles from '../styles.css?inline';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-member-dashboard',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-member-dashboard data-label="My account"><p>Your membership at a glance.</p></stay-member-dashboard>`,
  rendered: (element) => element.querySelector('section[aria-label="My account"] .stay-member-dashboard__log-in'),
  change: { attribute: 'data-label', value: 'Membership', shows: (element) => element.querySelector('section[aria-label="Membership"]') },
});
