import { expect } from 'chai';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import { removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';
import { accessibleName, allByRole, byRole, namesByRole, queryByRole } from '../../shared/testing/roles';
import english from './messages/en.json';

/*
 * A visitor in the China region (the sandbox reads the region from this cookie; each test file has
 * its own browser context). The map is offered with a Baidu key and never with a Google key alone;
 * no test opens it, so no external script is ever loaded.
 */
document.cookie = 'stay-sandbox-country=CN; path=/';
const arrive = addDays(todayIn('Asia/Singapore', new Date()), 30);
history.replaceState(
  null,
  '',
  `${location.pathname}?searchdest=Shanghai&type=city&dateType=3&arrive=${arrive}&depart=${addDays(arrive, 2)}`,
);
await import('./element');

// The test page's path names no language: a Chinese page, the default, as a visitor in China sees.
const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/property-listing') });
await loadTranslations('zh');

afterEach(removeFixtures);

const regionLookedUp = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/configurations/client-country'));
/** The listing once its search has loaded: the region its own heading names. */
const results = (root: ParentNode) =>
  allByRole(root, 'region').find((region) => namesByRole(region, 'heading').includes(accessibleName(region))) ?? null;
/** A distance in the page's language: the message with its figure as a pattern. */
const [beforeFigure, afterFigure] = translate('zh', 'distance', { distance: '#' }).split('#') as [string, string];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DISTANCE = new RegExp(`^${escape(beforeFigure)}[\\d.]+${escape(afterFigure)}$`);
const distances = (root: ParentNode) =>
  allByRole(root, 'paragraph').filter((paragraph) => DISTANCE.test((paragraph.textContent ?? '').replace(/\s+/g, ' ').trim()));
const views = (root: ParentNode) => queryByRole(root, 'group', { name: translate('zh', 'viewLabel'), hidden: true });

describe('stay-property-listing map provider in the China region', () => {
  it('offers the map view with a Baidu key, without loading the script before the map is opened', async () => {
    const root = await renderFixture(
      '<stay-property-listing data-baidu-map-key="demo-baidu" data-google-map-key="demo-google"></stay-property-listing>',
      views,
    );
    const buttons = allByRole(byRole(root, 'group', { name: translate('zh', 'viewLabel') }), 'button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).to.deep.equal([
      [translate('zh', 'viewList'), 'true'],
      [translate('zh', 'viewMap'), 'false'],
    ]);
    expect(queryByRole(root, 'region', { name: translate('zh', 'mapLabel'), hidden: true })).to.equal(null);
    expect(document.querySelector('script[src*="map"]')).to.equal(null);
  });

  it('stays list-only with a Google key alone', async () => {
    const root = await renderFixture('<stay-property-listing data-google-map-key="demo-google"></stay-property-listing>', results);
    await waitFor(regionLookedUp, 'the region lookup');
    await waitFor(() => distances(root).length > 0, 'the places');
    expect(views(root)).to.equal(null);
    expect(allByRole(root, 'listitem').some((card) => card.dataset.propertyCode === 'CNSHJA')).to.equal(true);
  });
});
