import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-footer',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-footer>
    <a href="/en/" aria-label="Stay, home">Stay</a>
    <ul aria-label="Legal and help"><li><a href="/en/privacy/">Privacy policy</a></li></ul>
    <p>© 2026 Stay Group. All rights reserved.</p>
  </stay-footer>`,
  rendered: (footer) => queryByRole(footer, 'link', { name: 'Privacy policy' }),
});
