import { expect } from 'chai';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import { removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';
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

describe('stay-property-listing map provider in the China region', () => {
  it('offers the map view with a Baidu key, without loading the script before the map is opened', async () => {
    const root = await renderFixture(
      '<stay-property-listing data-baidu-map-key="demo-baidu" data-google-map-key="demo-google"></stay-property-listing>',
      '.stay-property-listing__views',
    );
    const buttons = Array.from(root.querySelectorAll('.stay-property-listing__views button'));
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).to.deep.equal([
      [translate('zh', 'viewList'), 'true'],
      [translate('zh', 'viewMap'), 'false'],
    ]);
    expect(root.querySelector('.stay-property-listing__map')).to.equal(null);
    expect(document.querySelector('script[src*="map"]')).to.equal(null);
  });

  it('stays list-only with a Google key alone', async () => {
    const root = await renderFixture(
      '<stay-property-listing data-google-map-key="demo-google"></stay-property-listing>',
      '.stay-property-listing[aria-labelledby]',
    );
    await waitFor(regionLookedUp, 'the region lookup');
    await waitFor(() => root.querySelector('.stay-property-listing__distance'), 'the places');
    expect(root.querySelector('.stay-property-listing__views')).to.equal(null);
    expect(root.querySelector('[data-property-code="CNSHJA"]')).to.not.equal(null);
  });
});
