import widgetStyles from '../styles.css?inline';
import { byRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-password-reset',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-password-reset></stay-password-reset>`,
  rendered: (element) => byRole(element, 'button', { name: 'Send the link' }),
  change: {
    attribute: 'data-label',
    value: 'Forgotten password',
    shows: (element) => element.querySelector('section[aria-label="Forgotten password"]'),
  },
});
