import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, sleep, waitFor } from '../../shared/testing/fixtures';
import { AUTHORED_HEADER, configurePage, preventNavigation, topLevelNames } from './test-support';

// The content service fails for the menu (content spec §8: content failures are swallowed). A 404
// is not retried, so the one failed call below is the end of it.
const faults = [{ match: '/navigation/p_lang/', kind: 'error', status: 404 }];
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(faults))}; path=/`;
configurePage();
addWidgetStyles(widgetStyles);
preventNavigation();
await import('./element');

afterEach(removeFixtures);

describe('stay-navigation when the menu cannot be fetched', () => {
  it('keeps the authored links, with authored sub-lists as working disclosures, and no error shown', async () => {
    await setViewport({ width: 1280, height: 800 });
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const root = await renderFixture(AUTHORED_HEADER, '.stay-navigation__bar');
      await waitFor(
        () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/navigation/p_lang/')),
        'the failed navigation call',
      );
      await sleep(100);
      expect(topLevelNames(root)).to.deep.equal(['button:Destinations', 'link:Offers', 'link:Long stays']);
      expect(root.querySelector('[role="alert"]')).to.equal(null);
      expect(errors).to.deep.equal([]);

      const destinations = root.querySelector<HTMLButtonElement>('.stay-navigation__toggle')!;
      destinations.focus();
      await sendKeys({ press: 'Enter' });
      const panel = document.getElementById(destinations.getAttribute('aria-controls')!)!;
      await waitFor(() => !panel.hidden, 'authored sub-list open');
      expect(Array.from(panel.querySelectorAll('.stay-navigation__sub-link'), (link) => link.getAttribute('href'))).to.deep.equal([
        '/en/destinations/singapore/',
        '/en/destinations/tokyo/',
      ]);
      expect(panel.querySelector('.stay-navigation__overview')?.getAttribute('href')).to.equal('/en/destinations/');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => panel.hidden, 'closed by Escape');
      expect(document.activeElement).to.equal(destinations);
    } finally {
      console.error = originalError;
    }
  });
});
