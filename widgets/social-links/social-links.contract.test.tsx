import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-social-links',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-social-links><section><h3>Connect with us</h3><ul>
    <li><a href="https://www.facebook.com/stay" aria-label="Stay on Facebook"><svg width="32" height="32" aria-hidden="true"></svg></a></li>
  </ul></section></stay-social-links>`,
  rendered: (links) => queryByRole(links, 'link', { name: /Facebook/ }),
});
