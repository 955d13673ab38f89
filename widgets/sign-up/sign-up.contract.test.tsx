import widgetStyles from '../styles.css?inline';
import { byRole, queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-sign-up',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-sign-up><p>Join the programme.</p></stay-sign-up>`,
  rendered: (element) => byRole(element, 'textbox', { name: 'E-mail address' }) && element.textContent?.includes('Join the programme.'),
  change: {
    attribute: 'data-terms-path',
    value: '/en/faq/',
    shows: (element) => queryByRole(element, 'checkbox', { name: 'I accept the terms and conditions of the loyalty programme' }),
  },
});
