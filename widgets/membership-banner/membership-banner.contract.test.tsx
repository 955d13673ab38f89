import widgetStyles from '../styles.css?inline';
import { queryByRole } from '../../testing/roles';
import { runWidgetContractTests } from '../../testing/widget-contract';

runWidgetContractTests({
  tag: 'stay-membership-banner',
  load: () => import('./element'),
  styles: widgetStyles,
  markup: `<stay-membership-banner data-brand="stay">
    <h3>Become a Stay member</h3>
    <p>Join for free and enjoy member benefits from your first stay.</p>
    <a href="/en/member/sign-up/">Join now</a>
  </stay-membership-banner>`,
  rendered: (banner) => queryByRole(banner, 'link', { name: 'Join now' }),
});
