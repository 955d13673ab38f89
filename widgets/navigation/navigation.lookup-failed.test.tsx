import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';
import { AUTHORED_HEADER, configurePage, topLevelNames } from './test-support';

// A blocked region whose lookup fails: status -1 blocks nothing (content spec §4). The block list
// answers slowly, so the loading state can be seen first.
const faults = [
  { match: '/api/configurations/client-country', kind: 'error', status: 503 },
  { match: 'buy-points-block-list', kind: 'slow', delayMs: 1000 },
];
document.cookie = 'stay-sandbox-country=CN; path=/';
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(faults))}; path=/`;
configurePage();
addWidgetStyles(widgetStyles);
await import('./element');

afterEach(removeFixtures);

describe('stay-navigation when the region lookup fails', () => {
  it('hides buy-point entries while the lookup runs, then shows them (status -1 blocks nothing)', async () => {
    await setViewport({ width: 1280, height: 800 });
    const root = await renderFixture(AUTHORED_HEADER, '.stay-navigation__cards');
    expect(pageStore.get(buyPointsBlockAtom).state).to.equal('loading');
    expect(topLevelNames(root)).not.to.include('link:Buy pointsNew');
    await waitFor(() => topLevelNames(root).includes('link:Buy pointsNew'), 'buy-point link after the failed lookup');
    expect(pageStore.get(buyPointsBlockAtom)).to.deep.equal({ state: 'hasData', data: { status: -1, blocked: false } });
  });
});
