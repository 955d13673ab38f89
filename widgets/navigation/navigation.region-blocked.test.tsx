import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';
import { AUTHORED_HEADER, buttonNamed, configurePage, linkNamed, topLevelNames } from './test-support';

// The region is looked up once per page, so each region gets a test file (a page) of its own.
document.cookie = 'stay-sandbox-country=CN; path=/';
configurePage();
addWidgetStyles(widgetStyles);
await import('./element');

afterEach(removeFixtures);

describe('stay-navigation where buying points is blocked (region CN)', () => {
  it('never shows buy-point entries, at the top level nor inside sub-menus, on desktop and mobile', async () => {
    await setViewport({ width: 1280, height: 800 });
    const root = await renderFixture(AUTHORED_HEADER, '.stay-navigation__cards');
    const lookup = await waitFor(() => {
      const state = pageStore.get(buyPointsBlockAtom);
      return state.state === 'hasData' && state.data;
    }, 'buy-points lookup');
    expect(lookup).to.deep.equal({ status: 'ok', blocked: true });
    expect(topLevelNames(root)).to.deep.equal(['button:Destinations', 'button:Offers', 'button:Our brands', 'button:Rewards', 'link:Long stays']);
    const rewards = buttonNamed(root, 'Rewards')!;
    const panel = document.getElementById(rewards.getAttribute('aria-controls')!)!;
    const titles = Array.from(panel.querySelectorAll('.stay-navigation__section'), (section) => section.textContent);
    expect(titles).to.deep.equal(['MembershipJoin for freeMember tiers', 'PointsEarn points']);

    await setViewport({ width: 800, height: 700 });
    root.querySelector<HTMLButtonElement>('.stay-navigation__menu-button')!.click();
    const sidebar = await waitFor(() => document.querySelector<HTMLElement>('.stay-navigation-sidebar__panel'), 'sidebar');
    expect(linkNamed(sidebar, 'Buy points')).to.equal(undefined);
    expect(linkNamed(sidebar, 'Earn points')).to.not.equal(undefined);
    sidebar.querySelector<HTMLButtonElement>('.stay-navigation-sidebar__close')!.click();
    await waitFor(() => !document.querySelector('.stay-navigation-sidebar'), 'sidebar closed');
  });
});
