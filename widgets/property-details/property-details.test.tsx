import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../styles.css?inline';
import { testNowMs } from '../../testing/clock';
import { addFixture, addWidgetStyles, captureWarnings, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../shared/element/page-config';
import { allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';

await resetPageForTest({ language: 'en' });
await import('./element');
addWidgetStyles(widgetStyles);

const details = (code: string, extra = '') =>
  `<main><stay-property-details data-property-code="${code}" ${extra}></stay-property-details></main>`;
const loaded = (root: HTMLElement) => root.querySelector('.stay-property-details__name');

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('stay-property-details (content spec §2, §3, §6, §7; booking spec §3)', () => {
  beforeEach(() => resetPageForTest({ language: 'en' }));

  it('shows the property: gallery, announcements, booking panel, offers, facilities, contact, map and reviews', async () => {
    const root = await renderFixture(
      details('SGORCH', 'data-heading-level="1"'),
      (container) => container.querySelector('.stay-property-details__offer') && container.querySelector('.stay-guest-reviews__review'),
    );
    expect(byRole(root, 'heading', { name: 'Aster Residences Orchard' }).tagName).to.equal('H1');
    expect(namesByRole(root, 'heading')).to.include.members([
      'Announcements',
      'Book a stay',
      'Offers',
      'Facilities',
      'Address and contact',
    ]);
    const pictures = [...root.querySelectorAll<HTMLImageElement>('.stay-property-details__pictures img')];
    expect(pictures.length).to.be.within(2, 5);
    // The first picture (the page's largest paint) loads at once with priority, the others lazily.
    expect(pictures.map((picture) => picture.getAttribute('loading'))).to.deep.equal(['eager', ...pictures.slice(1).map(() => 'lazy')]);
    expect(pictures[0]!.getAttribute('fetchpriority')).to.equal('high');
    const announcements = root.querySelector('.stay-property-details__announcements')!;
    expect(allByRole(announcements, 'listitem').map((item) => item.textContent)).to.deep.equal([
      'The pool is closed for maintenance until the end of the month.',
      'Members earn double points on stays booked this week.',
    ]);
    const book = byRole<HTMLAnchorElement>(root, 'link', { name: 'Check rates and book' });
    expect(book.getAttribute('href')).to.equal('/en/booking/select-apartment-and-rates/?hotel=SGORCH&type=property');
    expect(namesByRole(root.querySelector('.stay-property-details__offers')!, 'heading')).to.deep.equal([
      'Offers',
      'Stay 3 nights, save 15%',
      'Breakfast on us at Orchard',
    ]);
    const facilities = root.querySelector('.stay-property-details__facilities')!;
    expect(allByRole(facilities, 'listitem').length).to.equal(5);
    expect(byRole<HTMLAnchorElement>(root, 'link', { name: 'Phone: +65 6000 1001' }).getAttribute('href')).to.equal('tel:+6560001001');
    expect(byRole<HTMLAnchorElement>(root, 'link', { name: 'E-mail: sgorch@aster-residences.example' }).getAttribute('href')).to.equal(
      'mailto:sgorch@aster-residences.example',
    );
    const map = await waitFor(() => root.querySelector<HTMLAnchorElement>('.stay-property-details__map'), 'the map link');
    expect(map.dataset.mapProvider).to.equal('google');
    expect(map.href).to.contain('https://www.google.com/maps/search/');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('gives the Baidu map to the China region (content spec §6)', async () => {
    await resetPageForTest({ language: 'en', region: 'CN' });
    const root = await renderFixture(details('CNSHJA'), (container) => container.querySelector('.stay-property-details__map'));
    expect(root.querySelector<HTMLAnchorElement>('.stay-property-details__map')!.dataset.mapProvider).to.equal('baidu');
  });

  it('carries the current search to the rate selector', async () => {
    await resetPageForTest({ language: 'en' });
    sessionStorage.setItem(
      'stay:booking-search',
      JSON.stringify({ value: 'searchdest=JP&type=country&arrive=01-12-2030&depart=04-12-2030&rooms=1&adult=2', storedAt: testNowMs() }),
    );
    const root = await renderFixture(details('SGMARB', 'data-rates-path="/en/rates/"'), loaded);
    expect(byRole(root, 'link', { name: 'Check rates and book' }).getAttribute('href')).to.equal(
      '/en/rates/?type=property&arrive=01-12-2030&depart=04-12-2030&rooms=1&adult=2&hotel=SGMARB',
    );
  });

  it('shows a signed-in member the points of a typical stay (get-estimated-point on the base rate), and guests none', async () => {
    const guest = await renderFixture(details('SGMARB'), loaded);
    await waitFor(() => queryByRole(guest, 'link', { name: 'Check rates and book' }), 'the booking panel');
    expect(guest.querySelector('.stay-property-details__points')).to.equal(null);
    await resetPageForTest({ language: 'en' });
    const response = await fetch('/api/authen/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY },
      body: JSON.stringify({ email: 'silver@demo.stay.example', password: 'StayDemo!1' }),
    });
    const token = ((await response.json()) as { content: { token: string } }).content.token;
    document.cookie = `stay-member-token=${encodeURIComponent(token)}; path=/`;
    window.dispatchEvent(new CustomEvent('stay:session-change'));
    try {
      const root = await renderFixture(details('SGORCH'), (container) => container.querySelector('.stay-property-details__points'));
      expect(root.querySelector('.stay-property-details__points')?.textContent).to.match(
        /^Members earn about [\d,]+ points on a 3-night stay\.$/,
      );
      // The base rate of the reservation variant is kept in session storage (content spec §7).
      expect(sessionStorage.getItem('stay:property-base-rate:en:SGORCH')).to.contain('"ratePlanCode":"BAR"');
      const log = (await (await fetch('/__sandbox/requests?match=get-estimated-point')).json()) as {
        content: { query: Record<string, string> }[];
      };
      expect(log.content.at(-1)?.query).to.deep.include({ hotelCode: 'SGORCH', ratePlanCode: 'BAR', amount: '870', currencyCode: 'SGD' });
      expect(await axeViolations(root)).to.deep.equal([]);
    } finally {
      document.cookie = 'stay-member-token=; path=/; max-age=0';
      window.dispatchEvent(new CustomEvent('stay:session-change'));
    }
  });

  it('shows a busy skeleton while loading', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'p_propertyCodes', kind: 'slow', delayMs: 800 }] });
    const root = addFixture(details('SGTJPG'));
    const skeleton = await waitFor(() => root.querySelector('[aria-busy="true"]'), 'the skeleton');
    expect(skeleton.textContent).to.equal('Loading the property');
    expect(await axeViolations(root)).to.deep.equal([]);
    await waitFor(() => loaded(root), 'the property', 5000);
  });

  it('says so with a retry when the property cannot load, and loads on retry', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'p_lang/eq/en/p_propertyCodes', kind: 'error', status: 500 }] });
    const root = await renderFixture(details('JPGNZA'), (container) => queryByRole(container, 'alert'));
    expect(byRole(root, 'alert').textContent).to.contain('The property could not be loaded. Please try again.');
    expect(await axeViolations(root)).to.deep.equal([]);
    document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    byRole(root, 'button', { name: 'Try again' }).click();
    await waitFor(() => loaded(root), 'the property after the retry', 5000);
  });

  it('offers the phone instead of the rate selector when the property is not bookable online', async () => {
    const root = await renderFixture(details('SGTJPG'), loaded);
    expect(queryByRole(root, 'link', { name: 'Check rates and book' })).to.equal(null);
    expect(root.querySelector('.stay-property-details__booking')?.textContent).to.match(
      /Online booking is not available\. Please call \+65/,
    );
  });

  it('shows an empty state for an unknown code, and for a bad attribute with a warning', async () => {
    const root = await renderFixture(details('NOPE42'), (container) => container.querySelector('.stay-property-details__empty'));
    expect(root.querySelector('.stay-property-details__empty')?.textContent).to.equal('This property could not be found.');
    expect(await axeViolations(root)).to.deep.equal([]);
    const warnings = captureWarnings();
    try {
      const bad = await renderFixture(details('<script>'), (container) => container.querySelector('.stay-property-details__empty'));
      expect(bad.querySelector('.stay-property-details__empty')).to.be.instanceOf(HTMLElement);
      expect(warnings.messages.some((message) => message.includes('data-property-code'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });

  it('takes the property code from the page address when the attribute is absent (booking spec §2 hotel, hotelCode)', async () => {
    const address = location.pathname + location.search;
    const warnings = captureWarnings();
    try {
      history.replaceState(null, '', `${location.pathname}?hotelCode=jposku`);
      const fromAddress = await renderFixture('<main><stay-property-details></stay-property-details></main>', loaded);
      expect(byRole(fromAddress, 'heading', { name: 'Harbourline Suites Osaka Umeda' })).to.be.instanceOf(HTMLElement);
      const attributeWins = await renderFixture(details('SGORCH'), loaded);
      expect(byRole(attributeWins, 'heading', { name: 'Aster Residences Orchard' })).to.be.instanceOf(HTMLElement);
      history.replaceState(null, '', `${location.pathname}?hotel=${encodeURIComponent('<b>')}`);
      const bad = await renderFixture('<main><stay-property-details></stay-property-details></main>', (container) =>
        container.querySelector('.stay-property-details__empty'),
      );
      expect(bad.querySelector('.stay-property-details__empty')?.textContent).to.equal('This property could not be found.');
      expect(warnings.messages.some((message) => message.includes('<stay-property-details>') && message.includes('<b>'))).to.equal(true);
    } finally {
      warnings.restore();
      history.replaceState(null, '', address);
    }
  });

  it('leaves offers and site announcements out when their calls fail, and keeps the rest', async () => {
    await resetPageForTest({
      language: 'en',
      faults: [
        { match: 'get-property-offer', kind: 'error', status: 500 },
        { match: 'announcement.json', kind: 'error', status: 500 },
      ],
    });
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(details('JPKYTO'), (container) => container.querySelector('.stay-guest-reviews__review'));
      expect(root.querySelector('.stay-property-details__offers')).to.equal(null);
      expect(root.querySelector('.stay-property-details__announcements')?.textContent ?? null).to.equal(null);
      expect(byRole(root, 'link', { name: 'Check rates and book' })).to.be.instanceOf(HTMLElement);
    } finally {
      warnings.restore();
    }
  });
});
