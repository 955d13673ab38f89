import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';
import { AUTHORED_HEADER, configurePage, topLevelNames } from './test-support';

// The menu answers slowly: the authored links must hold the place meanwhile, without a flash.
const faults = [{ match: '/navigation/p_lang/', kind: 'slow', delayMs: 1200 }];
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(faults))}; path=/`;
configurePage();
addWidgetStyles(widgetStyles);
await import('./element');

afterEach(removeFixtures);

describe('stay-navigation while the menu loads', () => {
  it('shows the authored top-level links at once, then the content service menu', async () => {
    await setViewport({ width: 1280, height: 800 });
    const root = await renderFixture(AUTHORED_HEADER, '.stay-navigation__bar');
    expect(topLevelNames(root)).to.deep.equal(['button:Destinations', 'link:Offers', 'link:Long stays']);
    expect(root.querySelector('.stay-navigation__link')!.getBoundingClientRect().width).to.be.greaterThan(0);
    await waitFor(() => root.querySelector('.stay-navigation__cards'), 'menu from the content service', 5000);
    expect(topLevelNames(root).slice(0, 4)).to.deep.equal(['button:Destinations', 'button:Offers', 'button:Our brands', 'button:Rewards']);
  });
});
