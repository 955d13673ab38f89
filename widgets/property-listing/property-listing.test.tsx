import { expect } from 'chai';
import { addDays } from '../../shared/domain/iso-date';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../shared/element/page-config';
import { fetchExchangeRates } from '../../shared/api/currency-service';
import { fetchPropertyListing } from '../../shared/api/content-service';
import { getApiClient } from '../../shared/api/page-client';
import { convertForDisplay, fractionDigitsOf } from '../../shared/domain/currency';
import { getPageConfig } from '../../shared/element/page-config';
import { loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import { formatCurrency } from '../../shared/i18n/format';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { pageStore } from '../../shared/store/page-store';
import { clientRegionRead } from '../../shared/store/region-atoms';
import { removeEntry, writeEntry } from '../../shared/storage';
import { bookingSearchCriteriaEntry } from '../../shared/store/booking-session-entries';
import { bookingSearchEntry } from '../../shared/store/search-entries';
import {
  addFixture,
  addWidgetStyles,
  captureWarnings,
  removeFixtures,
  renderFixture,
  nextFrame,
  recordShownTexts,
  setPageConfig,
  waitFor,
} from '../../testing/fixtures';
import { testDay } from '../../testing/clock';
import { interceptApi } from '../../testing/intercept';
import { resetPageForTest } from '../../testing/page-state';
import { bookablePropertiesIn, isSellable, sellableStay } from '../../testing/sellable-stays';
import { accessibleName, allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';
import { dayMonthYear, inWords, shownDates, visibleText } from '../../testing/shown-dates';
import widgetStyles from '../styles.css?inline';
import english from './messages/en.json';

/*
 * Every test sets the page's deep link with history.replaceState before it adds the element:
 * the element reads the search from the page address when it renders.
 */
// A stay every bookable Tokyo property sells, asked of the seed: the rate and currency tests read available rates.
const { arrive, depart } = sellableStay({ hotelCode: bookablePropertiesIn('Tokyo'), nights: 2 });
const PATH = location.pathname;
const setLink = (query: string) => history.replaceState(null, '', query ? `${PATH}?${query}` : PATH);

// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });
setLink(`searchdest=JP&type=country&dateType=3&arrive=${arrive}&depart=${depart}&currency=JPY`);
await import('./element');
await import('../currency-selector/element');
addWidgetStyles(widgetStyles);

interface SandboxRate {
  propertyCode: string;
  available: boolean;
  lowestRate?: number;
  currencyCode: string;
}

async function sandboxRates(body: Record<string, unknown>): Promise<SandboxRate[]> {
  const response = await fetch('/api/property/search-property-rate', {
    method: 'POST',
    headers: { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ apartmentList: [{ numberOfAdult: 1, numberOfChildren: 0 }], ...body }),
  });
  return ((await response.json()) as { content: SandboxRate[] }).content;
}

const { language } = getPageConfig();
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ').trim();

/** The listing once its search has loaded: the region its own heading names ("3 properties in JP"). */
const results = (root: ParentNode) =>
  allByRole(root, 'region').find((region) => namesByRole(region, 'heading').includes(accessibleName(region))) ?? null;
/** What the listing says instead of properties (no search, an unknown destination, a link it cannot search). */
const message = (root: ParentNode) => {
  const region = queryByRole(root, 'region', { name: 'Property search results' });
  return region && region.getAttribute('aria-busy') !== 'true' ? queryByRole(region, 'status') : null;
};
/**
 * The property cards a visitor hears: those listed under the results heading (open) or under the
 * "Coming soon" heading. Skeleton cards are hidden from everyone, so they are never among them.
 */
function cards(root: ParentNode, which: 'open' | 'coming soon' = 'open'): HTMLElement[] {
  const region = results(root);
  if (!region) return allByRole(root, 'listitem');
  const comingSoon = queryByRole(region, 'heading', { name: 'Coming soon' });
  const underComingSoon = (list: Element) =>
    Boolean(comingSoon && comingSoon.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
  return allByRole(region, 'list')
    .filter((list) => underComingSoon(list) === (which === 'coming soon'))
    .flatMap((list) => allByRole(list, 'listitem'));
}
/** `data-property-code` ties a card to the sandbox's property code (the service's key, not a class). */
const codes = (root: ParentNode, which: 'open' | 'coming soon' = 'open') => cards(root, which).map((card) => card.dataset.propertyCode);
const card = (root: ParentNode, code: string) => allByRole(root, 'listitem').find((item) => item.dataset.propertyCode === code)!;
/** The paragraphs of a card (or any element), as read. */
const paragraphs = (element: ParentNode) => allByRole(element, 'paragraph').map((paragraph) => plain(paragraph.textContent));
/** The card's one rate paragraph: a lowest rate ("From …") or unavailability. */
const rateParagraph = (element: ParentNode) => {
  const rates = allByRole(element, 'paragraph').filter((paragraph) =>
    /^(From |Unavailable for these dates$)/.test(plain(paragraph.textContent)),
  );
  if (rates.length !== 1) throw new Error(`Expected one rate, found ${rates.length}`);
  return rates[0]!;
};
const DISTANCE = / km from the city centre$/;
const distance = (element: ParentNode) => paragraphs(element).find((text) => DISTANCE.test(text));

beforeEach(() => {
  localStorage.clear();
  removeEntry(bookingSearchCriteriaEntry);
  removeEntry(bookingSearchEntry);
  document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
  window.dataLayer = [];
});
afterEach(removeFixtures);

describe('stay-property-listing', () => {
  it('shows the open properties of a country with the sandbox lowest rates, and its coming-soon ones', async () => {
    setLink(`searchdest=JP&type=country&dateType=3&arrive=${arrive}&depart=${depart}&currency=JPY`);
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    const expected = await sandboxRates({ destination: 'JP', type: 'country', startDate: arrive, endDate: depart });
    expect(codes(root).sort()).to.deep.equal(['JPGNZA', 'JPKYTO', 'JPSHJK']);
    for (const rate of expected) {
      const text = plain(rateParagraph(card(root, rate.propertyCode)).textContent);
      if (rate.available) expect(text).to.equal(`From ${formatCurrency(language, rate.lowestRate!, 'JPY', 0)} per night`);
      else expect(text).to.equal('Unavailable for these dates');
    }
    expect(codes(root, 'coming soon')).to.deep.equal(['JPOSKU']);
    // The coming-soon card reads its place, its description and its opening, and links nowhere.
    const entries = await fetchPropertyListing(getApiClient(), 'en');
    if (!entries.ok) throw new Error(entries.error.message);
    const entry = entries.data.find((listed) => listed.propertyCode === 'JPOSKU')!;
    expect(plain(entry.description)).to.not.equal('');
    const comingSoon = card(root, 'JPOSKU');
    expect(namesByRole(comingSoon, 'heading')).to.deep.equal([entry.propertyName]);
    const [place, description, opening, ...more] = paragraphs(comingSoon);
    expect([place, description, more]).to.deep.equal([
      [entry.cityName, entry.countryName].filter(Boolean).join(', '),
      plain(entry.description),
      [],
    ]);
    expect(opening).to.match(/^Opening .*\d{4}/);
    expect(queryByRole(comingSoon, 'link', { hidden: true })).to.equal(null);
    expect(comingSoon.querySelector('a')).to.equal(null);
    expect(namesByRole(root, 'heading')[0]).to.equal('3 properties in JP');
  });

  it("limits the search to an offer's participating properties with showAsrParticipatingOnly (booking spec §2)", async () => {
    const search = `searchdest=JP&type=country&dateType=3&arrive=${arrive}&depart=${depart}&currency=JPY`;
    setLink(`${search}&showAsrParticipatingOnly=true&offerPath=offers%2Fjapan-autumn`);
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    expect(codes(root).sort()).to.deep.equal(['JPKYTO', 'JPSHJK']);
    expect(codes(root, 'coming soon')).to.deep.equal([]);
    removeFixtures();
    // Content spec §8: a list that cannot be read limits nothing (it must not look like a sold-out country).
    document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'participating-properties', kind: 'error', status: 500 }]))}; path=/`;
    // Another offer than above: the client keeps an answer for 5 s (de-duplication).
    setLink(`${search}&adult=2&showAsrParticipatingOnly=true&offerPath=offers%2Flong-stay`);
    const unlimited = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    expect(codes(unlimited).sort()).to.deep.equal(['JPGNZA', 'JPKYTO', 'JPSHJK']);
  });

  it('links each open property to its select-rates page with the search, shows the distance, and tracks the step once and link clicks', async () => {
    setLink(`searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${depart}&rooms=2&adult=2,1&currency=JPY`);
    const root = await renderFixture('<stay-property-listing data-select-rates-path="/en/rates/"></stay-property-listing>', results);
    expect(codes(root).sort()).to.deep.equal(['JPGNZA', 'JPSHJK']);
    const shinjuku = card(root, 'JPSHJK');
    await waitFor(() => distance(shinjuku), 'the distance');
    expect(distance(shinjuku)).to.match(/^\d+(\.\d)? km from the city centre$/);
    const link = byRole<HTMLAnchorElement>(shinjuku, 'link', { name: /^Select rates at / });
    const url = new URL(link.href);
    expect(url.pathname).to.equal('/en/rates/');
    expect(url.searchParams.get('hotel')).to.equal('JPSHJK');
    expect(url.searchParams.get('type')).to.equal('property');
    expect(url.searchParams.get('arrive')).to.equal(arrive);
    expect(url.searchParams.get('depart')).to.equal(depart);
    expect(url.searchParams.get('adult')).to.equal('2,1');
    expect(url.searchParams.get('searchdest')).to.equal(null);
    expect(accessibleName(link)).to.equal(`Select rates at ${plain(byRole(shinjuku, 'heading').textContent)}`);

    const steps = () => (window.dataLayer ?? []).filter((event) => (event as { event: string }).event === 'booking-property-listing');
    expect(steps()).to.have.length(1);
    expect(steps()[0]).to.deep.include({
      bookingStep: 'booking-property-listing',
      destination: 'Tokyo',
      destinationType: 'city',
      rooms: 2,
    });
    // The dialog's "previous search" close action comes back to this results page (content spec §4).
    expect(JSON.parse(sessionStorage.getItem('stay:previous-search-url')!).value).to.equal(location.pathname);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    expect(window.dataLayer?.at(-1)).to.deep.include({
      event: 'linkClick',
      component: 'property-listing',
      linkUrl: link.getAttribute('href'),
    });
    expect(steps()).to.have.length(1);
  });

  it("shows each open card's guest review score from ONE guest-review call for the page (issue 19 item 2)", async () => {
    const reviewCalls = async () =>
      ((await (await fetch('/__sandbox/requests?match=v2%2Fguest-review')).json()) as { content: { note?: string }[] }).content;
    const before = (await reviewCalls()).length;
    setLink(`searchdest=CN&type=country&dateType=3&arrive=${arrive}&depart=${depart}`);
    const scoreOf = (code: string | undefined) => card(root, code!).querySelector('.stay-property-listing__score')?.textContent;
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    const listed = codes(root);
    expect(listed.length).to.be.greaterThan(1);
    await waitFor(() => listed.every((code) => scoreOf(code)), 'every card scored');
    const calls = (await reviewCalls()).slice(before);
    const asked = listed.map((code) => `RP-${code}`).sort();
    expect(calls.map((call) => call.note)).to.deep.equal([`productIds ${asked.join(',')} includeReviews false`]);
    const answer = await fetch(`/odx/${getPageConfig().product}/v2/guest-review`, {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messageId: 'TEST', productIds: [`RP-${listed[0]}`], includeReviews: false }),
    });
    const first = ((await answer.json()) as { content: { guestReviews: { averageRating: number; reviewCount: number }[] } }).content
      .guestReviews[0]!;
    expect(paragraphs(card(root, listed[0]!))).to.include(
      `Rated ${Math.round(first.averageRating * 10) / 10} out of 5 from ${first.reviewCount} reviews`,
    );
  });

  it('shows the booking banner of the search above the results, and none for a search it does not name (content spec §7)', async () => {
    setLink(`searchdest=Kyoto&type=city&dateType=3&arrive=${arrive}&depart=${depart}`);
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', (container) =>
      results(container)?.querySelector('.stay-property-listing__banner'),
    );
    const note = root.querySelector<HTMLElement>('.stay-property-listing__banner')!;
    expect(paragraphs(note)).to.deep.equal([
      'Long stays in Japan',
      'Stay 28 nights or more in Tokyo or Kyoto and ask for our long-stay rate.',
      'Ask about a long stay',
    ]);
    expect(byRole(note, 'link', { name: 'Ask about a long stay' }).getAttribute('href')).to.equal('/en/extended-stay/');
    // Above the results: before the first card.
    expect(note.compareDocumentPosition(cards(root)[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    removeFixtures();
    setLink(`searchdest=Singapore&type=city&dateType=3&arrive=${arrive}&depart=${depart}`);
    const singapore = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    expect(singapore.querySelector('.stay-property-listing__banner')).to.equal(null);
  });

  it('shows no score, and warns naming the element, when the guest-review call fails (content spec §8)', async () => {
    document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'v2/guest-review', kind: 'error', status: 500 }]))}; path=/`;
    const warnings = captureWarnings();
    try {
      setLink(`searchdest=AU&type=country&dateType=3&arrive=${arrive}&depart=${depart}`);
      const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
      await waitFor(
        () => warnings.messages.some((text) => text.includes('<stay-property-listing>') && text.includes('review')),
        'the warning',
        5000,
      );
      expect(cards(root).length).to.be.greaterThan(0);
      // The line kept for a score stays empty.
      expect([...root.querySelectorAll('.stay-property-listing__score')].map((score) => score.textContent)).to.satisfy((texts: string[]) =>
        texts.every((text) => text === ''),
      );
      expect(queryByRole(root, 'alert')).to.equal(null);
    } finally {
      warnings.restore();
    }
  });

  it('marks a property unavailable for the dates with the sandbox answer', async () => {
    // The first one-night stay from three weeks ahead on which the seed sells every Tokyo property but one: that one comes last.
    let stay: { start: string; end: string; code: string } | undefined;
    for (let offset = 20; offset < 80 && !stay; offset += 1) {
      const start = testDay(offset);
      const blocked = bookablePropertiesIn('Tokyo').filter((hotelCode) => !isSellable(hotelCode, start, 1));
      if (blocked.length === 1) stay = { start, end: addDays(start, 1), code: blocked[0]! };
    }
    expect(stay, 'a blocked stay in the seeded calendar').to.not.equal(undefined);
    setLink(`searchdest=Tokyo&type=city&dateType=3&arrive=${stay!.start}&depart=${stay!.end}&currency=JPY`);
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    expect(plain(rateParagraph(card(root, stay!.code)).textContent)).to.equal('Unavailable for these dates');
    // Unavailable properties come after the available ones.
    expect(codes(root).at(-1)).to.equal(stay!.code);
  });

  it('shows skeletons while loading, then a clear failure message with a retry that recovers', async () => {
    setLink(`searchdest=Singapore&type=city&dateType=3&arrive=${addDays(arrive, 3)}&depart=${addDays(depart, 3)}`);
    document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'search-property-rate', kind: 'error', status: 400 }]))}; path=/`;
    const container = addFixture('<stay-property-listing></stay-property-listing>');
    const loading = await waitFor(() => {
      const region = queryByRole(container, 'region', { name: 'Property search results' });
      return region?.getAttribute('aria-busy') === 'true' && region;
    }, 'the loading state');
    expect(plain(byRole(loading, 'status').textContent)).to.equal('Loading properties…');
    // Skeleton cards are looks only: hidden from assistive technology, three boxes in the list's place.
    expect(allByRole(loading, 'listitem', { hidden: true })).to.have.length(3);
    expect(allByRole(loading, 'listitem')).to.have.length(0);
    const alert = await waitFor(() => queryByRole(container, 'alert'), 'the failure message', 10_000);
    expect(plain(alert.textContent)).to.contain('We could not load the properties');
    document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    byRole(alert, 'button', { name: 'Try again' }).click();
    await waitFor(() => results(container), 'the list after retrying', 10_000);
    expect(codes(container).sort()).to.deep.equal(['SGMARB', 'SGORCH']);
  });

  it('re-renders the lowest rates in the currency the visitor picks', async () => {
    setLink(`searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${depart}`);
    const root = await renderFixture(
      '<stay-currency-selector></stay-currency-selector><stay-property-listing></stay-property-listing>',
      results,
    );
    const expected = (await sandboxRates({ destination: 'Tokyo', type: 'city', startDate: arrive, endDate: depart })).find(
      (rate) => rate.available,
    )!;
    // The price paragraph names the currency it shows in data-currency (looked at by the page's currency tests too).
    const shown = () => rateParagraph(card(root, expected.propertyCode));
    const select = byRole<HTMLSelectElement>(root, 'combobox', { name: 'Currency' });
    await waitFor(() => select.options.length > 3, 'the currency list');
    const rates = await fetchExchangeRates(getApiClient());
    if (!rates.ok) throw new Error(rates.error.message);
    for (const currency of ['SGD', 'KRW']) {
      select.value = currency;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => shown().dataset.currency === currency, `prices in ${currency}`);
      const amount = convertForDisplay(expected.lowestRate!, 'JPY', currency, rates.data)!;
      expect(plain(shown().textContent)).to.equal(
        plain(`From ${formatCurrency(language, amount, currency, fractionDigitsOf(currency))} per night`),
      );
    }
  });

  for (const path of ['data:text/html,<script>alert(1)</script>', 'https://evil.example/rates/', '//evil.example/rates/']) {
    it(`links to the default select-rates page, with a warning, for a select-rates path off this site: ${path}`, async () => {
      const warnings = captureWarnings();
      try {
        setLink(`searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${depart}`);
        const root = await renderFixture(
          `<stay-property-listing data-select-rates-path="${path.replace(/"/g, '&quot;')}"></stay-property-listing>`,
          results,
        );
        const links = cards(root).map((open) => byRole<HTMLAnchorElement>(open, 'link', { name: /^Select rates at / }));
        expect(links.length).to.be.greaterThan(0);
        for (const link of links) expect(link.getAttribute('href')!.startsWith('/en/booking/select-apartment-and-rates/?')).to.equal(true);
        expect(
          warnings.messages.filter((message) => message.includes('<stay-property-listing>') && message.includes('data-select-rates-path')),
        ).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });
  }

  for (const query of ['searchdest=Atlantis&type=city', 'hotel=XXNONE']) {
    it(`says a destination it does not know is unknown: ${query}`, async () => {
      setLink(`${query}&dateType=3&arrive=${arrive}&depart=${depart}`);
      const root = await renderFixture('<stay-property-listing></stay-property-listing>', message);
      expect(cards(root)).to.have.length(0);
      expect(plain(message(root)!.textContent)).to.match(/^We could not find a destination called “(Atlantis|XXNONE)”/);
    });
  }

  it('does not list a link it cannot search, and never asks for a destination that was given', async () => {
    setLink(`searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${depart}&child=6`);
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', message);
    expect(cards(root)).to.have.length(0);
    expect(plain(root.textContent)).to.equal('This search link cannot be used. Please start a new search.');
  });

  it('lists the stored search without a deep link, and asks for a search with neither', async () => {
    setLink('');
    const empty = await renderFixture('<stay-property-listing></stay-property-listing>', message);
    expect(plain(empty.textContent)).to.contain('Search for a destination');
    removeFixtures();
    writeEntry(bookingSearchEntry, `hotel=SGORCH&dateType=3&arrive=${arrive}&depart=${depart}`);
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    expect(codes(root)).to.deep.equal(['SGORCH']);
    expect(codes(root, 'coming soon')).to.deep.equal([]);
  });

  it("searches rates for a stored city search with its rooms, counting children at or above the city's age limit as adults", async () => {
    setLink('');
    const api = interceptApi();
    api.watch('search-property-rate');
    try {
      // Tokyo's limit is 6 (sandbox, Japan): the 7-year-old travels as an adult, the 3-year-old as a child.
      writeEntry(
        bookingSearchEntry,
        `searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${depart}&rooms=2&adult=1,2&child=2,0&childages=7|3`,
      );
      const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
      expect(codes(root).length).to.be.greaterThan(0);
      const sent = api.sent('search-property-rate');
      expect(sent).to.have.length(1);
      expect(sent[0]!.body).to.deep.include({
        destination: 'Tokyo',
        type: 'city',
        apartmentList: [
          { numberOfAdult: 2, numberOfChildren: 1 },
          { numberOfAdult: 2, numberOfChildren: 0 },
        ],
      });
    } finally {
      api.restore();
    }
  });

  it('stays list-only without a key for the region, without loading any map script', async () => {
    setLink(`searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${depart}`);
    // The default region (SG) is outside China: a Baidu key alone gives no map.
    const root = await renderFixture('<stay-property-listing data-baidu-map-key="demo-baidu"></stay-property-listing>', results);
    await waitFor(() => distance(root), 'the places');
    // Give the region lookup its answer, and the listing its render, before checking that nothing was offered.
    await waitFor(() => pageStore.get(clientRegionRead.state()).state !== 'loading', 'the region lookup');
    await nextFrame();
    expect(queryByRole(root, 'group', { name: 'View', hidden: true })).to.equal(null);
    expect(queryByRole(root, 'button', { name: 'Map', hidden: true })).to.equal(null);
    expect(queryByRole(root, 'region', { name: 'Map of the properties', hidden: true })).to.equal(null);
    expect(document.querySelector('script[src*="map"]')).to.equal(null);
    expect(codes(root).length).to.equal(2);
  });
});

/** Content spec §9, booking spec §9: dates shown as DD-MM-YYYY, read in words by screen readers. */
describe('stay-property-listing dates', () => {
  it('shows the searched dates and the opening dates as DD-MM-YYYY, each a <time> with the date in words', async () => {
    setLink(`searchdest=JP&type=country&dateType=3&arrive=${arrive}&depart=${depart}&currency=JPY`);
    const root = await renderFixture('<stay-property-listing></stay-property-listing>', results);
    // The one paragraph of the results outside the cards (and the booking banner): the searched dates, under the heading.
    const outsideCards = allByRole(results(root)!, 'paragraph').filter(
      (paragraph) => !paragraph.closest('li, .stay-property-listing__banner'),
    );
    expect(outsideCards).to.have.length(1);
    const dates = outsideCards[0]!;
    expect(visibleText(dates)).to.equal(`${dayMonthYear(arrive)} to ${dayMonthYear(depart)}`);
    expect(shownDates(dates)).to.deep.equal([
      { datetime: arrive, shown: dayMonthYear(arrive), words: inWords(arrive) },
      { datetime: depart, shown: dayMonthYear(depart), words: inWords(depart) },
    ]);
    const openings = allByRole(card(root, 'JPOSKU'), 'paragraph').filter((paragraph) => shownDates(paragraph).length > 0);
    expect(openings).to.have.length(1);
    const opening = openings[0]!;
    const [openingDate] = shownDates(opening);
    expect(openingDate?.datetime).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(openingDate).to.deep.equal({
      datetime: openingDate!.datetime,
      shown: dayMonthYear(openingDate!.datetime),
      words: inWords(openingDate!.datetime),
    });
    expect(visibleText(opening)).to.equal(`Opening ${dayMonthYear(openingDate!.datetime)}`);
  });
});

/** The page address's query parameters of a deep link. */
const queryOf = (link: string) => Object.fromEntries(new URLSearchParams(link));

// A euro page (?currency=EUR) listing Tokyo, whose rates come in yen, while the exchange rates answer late.
describe('stay-property-listing while the exchange rates load', () => {
  beforeEach(() =>
    resetPageForTest({
      language: 'en',
      query: queryOf(`searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${depart}&currency=EUR`),
      faults: [{ match: 'exchangerate', kind: 'slow', delayMs: 1500 }],
    }),
  );
  after(() => resetPageForTest({ language: 'en' }));

  it('shows no yen at any moment: a busy skeleton per price until the rate arrives, then euros (content spec §9)', async () => {
    const container = addFixture('');
    // What each card's paragraphs show: its place, its distance and its price (or the price's skeleton).
    const cardParagraphs = (root: ParentNode) => allByRole(root, 'listitem').flatMap((card) => allByRole(card, 'paragraph'));
    const record = recordShownTexts(container, cardParagraphs);
    container.innerHTML = '<stay-property-listing></stay-property-listing>';
    const skeleton = await waitFor(
      () =>
        cardParagraphs(container)
          .find((paragraph) => paragraph.querySelector('[aria-busy="true"]'))
          ?.querySelector('[aria-busy="true"]'),
      'a price skeleton',
      5000,
    );
    expect(skeleton.textContent).to.equal('Loading the price…');
    await waitFor(() => cardParagraphs(container).some((paragraph) => paragraph.dataset.currency === 'EUR'), 'a price in euros', 8000);
    record.stop();
    // Every figure shown but the distances (kilometres, not money).
    const figures = [...record.texts].filter(
      (text) => /\d/.test(text) && !text.endsWith(' km from the city centre') && !text.startsWith('Rated '),
    );
    expect(figures.length).to.be.greaterThan(0);
    expect(figures.filter((text) => !text.includes('€'))).to.deep.equal([]);
    expect(record.busy).to.include(true);
  });
});

/*
 * A visitor in the China region (the sandbox reads the region from a cookie) on a page that names
 * no language (Chinese, the default). The map is offered with a Baidu key and never with a Google
 * key alone; no test opens it, so no external script is ever loaded.
 */
describe('stay-property-listing map provider in the China region', () => {
  beforeEach(async () => {
    await resetPageForTest({
      region: 'CN',
      query: queryOf(`searchdest=Shanghai&type=city&dateType=3&arrive=${arrive}&depart=${depart}`),
    });
    await loadTranslations('zh');
  });
  after(() => resetPageForTest({ language: 'en' }));

  const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/property-listing') });
  /** A distance in Chinese: the message with its figure as a pattern. */
  const distances = (root: ParentNode) => {
    const [before, after] = translate('zh', 'distance', { distance: '#' }).split('#') as [string, string];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${escape(before)}[\\d.]+${escape(after)}$`);
    return allByRole(root, 'paragraph').filter((paragraph) => pattern.test(plain(paragraph.textContent)));
  };
  const views = (root: ParentNode) => queryByRole(root, 'group', { name: translate('zh', 'viewLabel'), hidden: true });

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
    await waitFor(() => pageStore.get(clientRegionRead.state()).state !== 'loading', 'the region lookup');
    await waitFor(() => distances(root).length > 0, 'the places');
    expect(views(root)).to.equal(null);
    expect(allByRole(root, 'listitem').some((item) => item.dataset.propertyCode === 'CNSHJA')).to.equal(true);
  });
});
