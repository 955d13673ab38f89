import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest, type PageState } from '../../testing/page-state';
import { byRole, namesByRole, queryByRole } from '../../testing/roles';

/* <stay-offer-details> (issue 19 item 3) against the sandbox: the offer of the page address, its properties, the "Book this offer" search. */
await resetPageForTest({ language: 'en' });
await import('./element');
addWidgetStyles(widgetStyles);
afterEach(removeFixtures);

const details = (attributes = '') => `<main><stay-offer-details ${attributes}></stay-offer-details></main>`;
const propertiesShown = (root: HTMLElement) => root.querySelector('.stay-participating-properties li, .stay-participating-properties p');
const page = (query: Record<string, string>, extra: Partial<PageState> = {}) => resetPageForTest({ language: 'en', query, ...extra });

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('stay-offer-details (booking spec §2 "offer details", content spec §7)', () => {
  it('shows a busy skeleton, then the offer of the page address with its properties and a search limited to them', async () => {
    await page({ offer: 'offers/singapore-suites' }, { faults: [{ match: 'offers/asr-offers', kind: 'slow', delayMs: 800 }] });
    const root = addFixture(details());
    const busy = await waitFor(() => root.querySelector('section[aria-busy="true"]'), 'the loading state');
    expect(busy.textContent).to.contain('Loading the offer…');
    expect(await axeViolations(root)).to.deep.equal([]);
    await waitFor(() => byRole(root, 'link', { name: 'Book this offer' }), 'the offer and its booking link', 5000);
    expect(root.querySelector('h1')?.textContent).to.equal('Singapore suites: 20% off');
    expect(namesByRole(root.querySelector('.stay-participating-properties')!, 'link')).to.have.length(2);
    const href = byRole<HTMLAnchorElement>(root, 'link', { name: 'Book this offer' }).getAttribute('href')!;
    const [path, query] = href.split('?');
    expect(path).to.equal('/booking/property-listing');
    expect(Object.fromEntries(new URLSearchParams(query))).to.deep.equal({
      searchdest: 'Singapore',
      type: 'city',
      showAsrParticipatingOnly: 'true',
      offerPath: 'offers/singapore-suites',
    });
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('finds the offer by its id too, and pushes the offer-details page type once', async () => {
    await page({ offer: 'JP-AUTUMN' });
    window.dataLayer = [];
    const root = await renderFixture(details('data-listing-path="/en/booking/property-listing"'), (container) =>
      queryByRole(container, 'link', { name: 'Book this offer' }),
    );
    expect(root.querySelector('h1')?.textContent).to.equal('Autumn in Japan');
    const href = byRole<HTMLAnchorElement>(root, 'link', { name: 'Book this offer' }).getAttribute('href')!;
    expect(href).to.contain('/en/booking/property-listing?searchdest=JP&type=country&');
    expect(window.dataLayer).to.deep.equal([
      { event: 'pageType', pageType: 'offer-details', offerId: 'JP-AUTUMN', offerPath: 'offers/japan-autumn' },
    ]);
  });

  it('reads a voucher’s properties from its programme (voucher/bookable-properties)', async () => {
    await page({ source: 'vouchers', offer: 'vouchers/free-night' });
    const root = await renderFixture(details(), propertiesShown);
    await waitFor(
      () => namesByRole(root.querySelector('.stay-participating-properties')!, 'link').length === 3,
      'the three bookable properties',
    );
    // Singapore and Tokyo: no one search, so the page asks the visitor to choose a property.
    expect(queryByRole(root, 'link', { name: 'Book this offer' })).to.equal(null);
    expect(root.textContent).to.contain('choose a property below');
    const requests = (await (await fetch('/__sandbox/requests?match=bookable-properties')).json()) as {
      content: { query: Record<string, string> }[];
    };
    // Content spec §7: narrowed by the voucher's category and published date and the visitor's region (the sandbox's default, SG).
    const { programmeCode, category, publishedDate, clientRegion, lang } = requests.content.at(-1)!.query;
    expect({ programmeCode, category, clientRegion, lang }).to.deep.equal({
      programmeCode: 'VPFREE',
      category: 'free-stay',
      clientRegion: 'SG',
      lang: 'en',
    });
    expect(publishedDate).to.match(/^\d{4}-\d{2}-\d{2}$/);
    // One call serves the list and the booking link.
    expect(requests.content.filter((request) => request.query.programmeCode === 'VPFREE')).to.have.length(1);
  });

  it('says an unknown, ended or app-only offer is not available, with a link to the list', async () => {
    for (const offer of ['offers/nothing', 'offers/spring-sale', 'offers/app-weekend']) {
      await page({ offer });
      const root = await renderFixture(details('data-list-path="/en/offers"'), '.stay-offer-details__missing');
      expect(root.textContent).to.contain('This offer is not available');
      expect(byRole(root, 'link', { name: 'See all offers' }).getAttribute('href')).to.equal('/en/offers');
      expect(await axeViolations(root)).to.deep.equal([]);
      removeFixtures();
    }
  });

  it('offers no booking link when the properties cannot be read (content spec §8), nor an error box', async () => {
    await page({ offer: 'offers/singapore-suites' }, { faults: [{ match: 'participating-properties', kind: 'error', status: 500 }] });
    const root = await renderFixture(details(), propertiesShown);
    expect(root.textContent).to.contain('No property takes part yet.');
    expect(queryByRole(root, 'link', { name: 'Book this offer' })).to.equal(null);
    expect(queryByRole(root, 'alert')).to.equal(null);
  });

  it('speaks Arabic on an Arabic page', async () => {
    await resetPageForTest({ language: 'ar', query: { offer: 'offers/japan-autumn' } });
    const root = await renderFixture(details(), (container) => queryByRole(container, 'link', { name: 'احجز هذا العرض' }));
    expect(root.querySelector('h1')?.textContent).to.equal('الخريف في اليابان');
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
