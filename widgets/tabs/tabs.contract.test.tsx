import widgetStyles from '../styles.css?inline';
import { allByRole, byRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-tabs',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-tabs>
    <section><h3>Overview</h3><p>Serviced apartments by the harbour.</p></section>
    <section><h3>Location</h3><p>Five minutes from the station.</p></section>
  </stay-tabs>`,
  rendered: (tabs) => allByRole(tabs, 'tab').length === 2,
  change: {
    attribute: 'data-label',
    value: 'About the property',
    shows: (tabs) => byRole(tabs, 'tablist', { name: 'About the property' }),
  },
});
