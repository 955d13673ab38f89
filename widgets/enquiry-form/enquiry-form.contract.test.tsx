import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-enquiry-form',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-enquiry-form data-property-code="SGORCH"><p>Tell us about your stay.</p></stay-enquiry-form>`,
  rendered: (element) =>
    queryByRole(element, 'button', { name: 'Send enquiry' }) && element.textContent?.includes('Tell us about your stay.'),
  change: {
    attribute: 'data-code-type',
    value: 'referral',
    shows: (element) => queryByRole(element, 'textbox', { name: 'Referral code (optional)' }),
  },
});
