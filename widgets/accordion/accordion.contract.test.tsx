import widgetStyles from '../styles.css?inline';
import { allByRole, byRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-accordion',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-accordion>
    <details id="cancel"><summary>Can I cancel free of charge?</summary><p>Up to 48 hours before arrival.</p></details>
    <details><summary>When is check-in?</summary><p>From 3 pm.</p></details>
  </stay-accordion>`,
  rendered: (accordion) => allByRole(accordion, 'button').length === 2,
  change: {
    attribute: 'data-heading-level',
    value: '4',
    shows: (accordion) => byRole(accordion, 'heading', { name: 'Can I cancel free of charge?' }).localName === 'h4',
  },
});
