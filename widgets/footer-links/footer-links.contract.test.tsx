import widgetStyles from '../styles.css?inline';
import { allByRole, byRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-footer-links',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-footer-links>
    <details><summary><h3>Members</h3></summary><ul>
      <li data-mobile><a href="/en/rewards/">Rewards</a></li>
      <li><a href="/en/points/statements/">Points statements</a></li>
    </ul></details>
  </stay-footer-links>`,
  rendered: (links) => allByRole(links, 'button', { name: 'Members' }).length === 1,
  change: {
    attribute: 'data-label',
    value: 'Members links',
    shows: (links) => byRole(links, 'navigation', { name: 'Members links' }),
  },
});
