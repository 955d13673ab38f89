import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';

/* <stay-property-list> (issue 19 item 5) against the sandbox's destination reads (routes/destinations.ts). */
await resetPageForTest({ language: 'en' });
await import('./element');
addWidgetStyles(widgetStyles);
afterEach(removeFixtures);

const listOf = (attributes: string) => `<main><stay-property-list ${attributes}></stay-property-list></main>`;
const cards = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.stay-property-list__card')];
const codes = (root: ParentNode) => cards(root).map((card) => card.dataset.propertyCode);
const loaded = (root: HTMLElement) => cards(root).length > 0 || root.querySelector('.stay-property-list__empty');

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('stay-property-list (content spec §7 property lists, §8, §9)', () => {
  beforeEach(() => resetPageForTest({ language: 'en' }));

  it('shows busy skeletons while loading, then a city’s properties as cards linked to the property details page', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'property-list/', kind: 'slow', delayMs: 800 }] });
    const root = addFixture(listOf('data-source="city" data-value="Tokyo"'));
    const busy = await waitFor(() => root.querySelector('[aria-busy="true"]'), 'the loading state');
    expect(busy.textContent).to.contain('Loading properties');
    expect(await axeViolations(root)).to.deep.equal([]);
    await waitFor(() => cards(root).length > 0, 'the cards', 5000);
    expect(codes(root)).to.deep.equal(['JPSHJK', 'JPGNZA']);
    const link = byRole<HTMLAnchorElement>(root, 'link', { name: 'Aster Residences Ginza' });
    expect(link.getAttribute('href')).to.equal('/en/booking/property-details/?hotelCode=JPGNZA');
    expect(link.closest('h3')).to.not.equal(null);
    expect(cards(root)[1]!.textContent).to.contain('Tokyo, Japan');
    // The first card's picture (often the page's largest paint) loads at once, the others lazily.
    const pictures = [...root.querySelectorAll<HTMLImageElement>('img.stay-property-list__image')];
    expect(pictures.map((picture) => [picture.getAttribute('loading'), picture.getAttribute('fetchpriority')])).to.deep.equal([
      ['eager', 'high'],
      ['lazy', null],
    ]);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('with a point of interest shows each distance in km and miles, nearest first', async () => {
    const root = await renderFixture(listOf('data-source="city" data-value="Singapore" data-poi="1.2834,103.8607"'), loaded);
    expect(codes(root)[0]).to.equal('SGMARB');
    const orchard = cards(root).find((card) => card.dataset.propertyCode === 'SGORCH')!;
    expect(orchard.querySelector('.stay-property-list__distance')?.textContent).to.equal('4 km (2.48 mi) away');
  });

  it('lists a country, a brand and an offer’s properties, coming-soon ones marked', async () => {
    const country = await renderFixture(listOf('data-source="country" data-value="JP"'), loaded);
    expect(codes(country)).to.deep.equal(['JPSHJK', 'JPGNZA', 'JPKYTO', 'JPOSKU']);
    const osaka = cards(country).find((card) => card.dataset.propertyCode === 'JPOSKU')!;
    expect(osaka.querySelector('.stay-property-list__badge')?.textContent).to.equal('Coming soon');
    expect(osaka.querySelector('time')).to.not.equal(null);
    const offer = await renderFixture(listOf('data-source="country" data-value="JP" data-offer="offers/long-stay"'), loaded);
    expect(codes(offer)).to.deep.equal(['JPSHJK']);
    const brand = await renderFixture(listOf('data-source="brand" data-value="KIR"'), loaded);
    expect(codes(brand)).to.deep.equal(['JPSHJK', 'JPKYTO', 'KRSLGN', 'FRPARM']);
  });

  it('shows the featured properties in the configuration’s order, and the upcoming ones', async () => {
    const featured = await renderFixture(listOf('data-source="featured"'), loaded);
    expect(codes(featured)).to.deep.equal(['JPGNZA', 'SGMARB', 'AEDXMR', 'FRPARM']);
    const upcoming = await renderFixture(listOf('data-source="upcoming"'), loaded);
    expect(codes(upcoming)).to.deep.equal(['SGSNTS', 'JPOSKU', 'CNSZNS', 'VNHNHK']);
  });

  it('shows the cards only with the introduction above them, never before it (no layout shift)', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'destinations/p_type', kind: 'slow', delayMs: 800 }] });
    const root = addFixture(listOf('data-source="city" data-value="Tokyo" data-intro'));
    await waitFor(() => root.querySelector('.stay-property-list__card'), 'the cards, read beside the introduction');
    expect(root.querySelector('.stay-property-list__intro')).to.equal(null);
    expect(
      cards(root).every((card) => !card.checkVisibility()),
      'cards hidden while the introduction loads',
    ).to.equal(true);
    expect(root.querySelector('[aria-busy="true"]')?.textContent).to.contain('Loading properties');
    const intro = await waitFor(() => root.querySelector('.stay-property-list__intro'), 'the introduction', 5000);
    expect(cards(root).every((card) => card.checkVisibility())).to.equal(true);
    expect(intro.compareDocumentPosition(cards(root)[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('shows a destination’s introduction above its list', async () => {
    const root = await renderFixture(listOf('data-source="city" data-value="Tokyo" data-intro'), (found) =>
      found.querySelector('.stay-property-list__intro'),
    );
    expect(root.querySelector('h2')?.textContent).to.equal('Tokyo');
    expect(root.querySelector('.stay-property-list__intro')?.textContent).to.contain('Ginza');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('shows the awards listing and the property counts', async () => {
    const awards = await renderFixture(listOf('data-source="awards"'), loaded);
    expect(codes(awards)).to.deep.equal(['SGORCH', 'JPGNZA', 'AEDXMR']);
    expect(cards(awards)[0]!.textContent).to.contain('Best Serviced Residence, Singapore');
    expect(cards(awards)[0]!.textContent).to.contain('Asia Stay Awards, 2025');
    expect(await axeViolations(awards)).to.deep.equal([]);
    removeFixtures();
    const counts = await renderFixture(listOf('data-source="counts"'), (found) => found.querySelector('.stay-property-list__counts'));
    const japan = allByRole(counts, 'listitem').find((item) => item.dataset.countryCode === 'JP')!;
    expect(japan.firstElementChild?.textContent).to.equal('Japan: 3 properties');
    expect(allByRole(japan, 'listitem').map((city) => city.textContent)).to.deep.equal(['Tokyo: 2 properties', 'Kyoto: 1 property']);
    expect(await axeViolations(counts)).to.deep.equal([]);
  });

  it('the map view links each located property to the region’s map (Google, Baidu in China)', async () => {
    const root = await renderFixture(listOf('data-source="city" data-value="Tokyo" data-view="map"'), (found) =>
      found.querySelector('.stay-property-list__map-links a'),
    );
    const link = byRole<HTMLAnchorElement>(root, 'link', { name: 'Aster Residences Ginza on the map' });
    expect(link.href).to.contain('https://www.google.com/maps/search/');
    expect(await axeViolations(root)).to.deep.equal([]);
    removeFixtures();
    await resetPageForTest({ language: 'en', region: 'CN' });
    const china = await renderFixture(listOf('data-source="city" data-value="Tokyo" data-view="map"'), (found) =>
      found.querySelector('.stay-property-list__map-links a'),
    );
    expect(china.querySelector<HTMLAnchorElement>('.stay-property-list__map-links a')!.href).to.contain('https://api.map.baidu.com/marker');
  });

  it('shows the empty state, not an error, and warns naming the element when a read fails', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'property-list/', kind: 'error', status: 500 }] });
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(listOf('data-source="city" data-value="Tokyo"'), loaded);
      expect(root.querySelector('.stay-property-list__empty')?.textContent).to.equal('No properties to show here yet.');
      expect(queryByRole(root, 'alert')).to.equal(null);
      expect(warnings.messages.some((message) => message.includes('<stay-property-list>'))).to.equal(true);
      expect(await axeViolations(root)).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  it('warns and shows no distances for a malformed point; warns and lists nothing without a value', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(listOf('data-source="city" data-value="Singapore" data-poi="north"'), loaded);
      expect(root.querySelector('.stay-property-list__distance')).to.equal(null);
      expect(warnings.messages.some((message) => message.includes('stay-property-list') && message.includes('data-poi'))).to.equal(true);
      const empty = await renderFixture(listOf('data-source="country"'), loaded);
      expect(empty.querySelector('.stay-property-list__empty')).to.not.equal(null);
      expect(warnings.messages.some((message) => message.includes('needs data-value'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });

  it('shows Arabic texts right to left', async () => {
    await resetPageForTest({ language: 'ar' });
    const root = await renderFixture(
      listOf('data-source="city" data-value="Tokyo" data-intro'),
      (found) => found.querySelector('.stay-property-list__intro') && cards(found).length > 0,
    );
    expect(byRole(root, 'heading', { name: 'طوكيو' })).to.not.equal(null);
    expect(byRole<HTMLAnchorElement>(root, 'link', { name: 'Aster Residences Ginza' }).getAttribute('href')).to.equal(
      '/ar/booking/property-details/?hotelCode=JPGNZA',
    );
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('pushes the link-click event (content spec §7) when a visitor follows a card or a map link', async () => {
    window.dataLayer = [];
    const root = await renderFixture(listOf('data-source="featured"'), loaded);
    const stay = (event: Event) => event.preventDefault();
    root.addEventListener('click', stay);
    byRole(root, 'link', { name: 'Aster Residences Ginza' }).click();
    expect(window.dataLayer).to.deep.equal([
      {
        event: 'linkClick',
        component: 'property-list',
        linkText: 'Aster Residences Ginza',
        linkUrl: '/en/booking/property-details/?hotelCode=JPGNZA',
        linkType: 'internal',
      },
    ]);
    root.removeEventListener('click', stay);
  });
});
