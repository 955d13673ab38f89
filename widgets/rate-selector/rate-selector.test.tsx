import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { fractionDigitsOf } from '../../shared/domain/currency';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../shared/element/page-config';
import { formatCurrency } from '../../shared/i18n/format';
import { pageStore } from '../../shared/store/page-store';
import { loginRequestAtom } from '../../shared/store/member-atoms';
import { testNow } from '../../testing/clock';
import { isSellable, sellableStay } from '../../testing/sellable-stays';
import { addFixture, addWidgetStyles, recordShownTexts, removeFixtures, waitFor } from '../../testing/fixtures';
import { displayCurrencyAtom } from '../../shared/store/currency-atoms';
import { resetPageForTest } from '../../testing/page-state';
import { accessibleName, allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';
import widgetStyles from '../styles.css?inline';
import { translate } from './texts';

const t = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate('en', id, values);

addWidgetStyles(widgetStyles);
await import('./element');

const HOTEL = 'SGORCH';
const today = todayIn('Asia/Singapore', testNow());

interface SandboxRoomRate {
  rateBreakDown: { price: number }[];
  numberOfUnits: number;
  isNonRefundable: boolean;
  policies: { code: string; value: string }[];
  ratePlanCode: string;
  ratePlanName: string;
  roomTypeCode: string;
  roomTypeName: string;
  displayTotalBeforeTax: number;
  totalTax: number;
}
type SandboxGroup = { roomRates: SandboxRoomRate[] };
interface SandboxApartment {
  apartmentTypeCode: string;
  apartmentSize: number;
  imageGalleryItems: unknown[];
  roomInformation: { bedType: string; maxPersonInRoom: number };
}
interface SandboxRates {
  available: boolean;
  currencyCode: string;
  reasons?: string[];
  standardRates: SandboxGroup;
  memberExclusives: SandboxGroup;
  corporateRates: SandboxGroup;
}

/** The sandbox's own v2 answer for a stay: what the page must agree with. */
async function sandboxRates(startDate: string, endDate: string, extra: Record<string, unknown> = {}): Promise<SandboxRates> {
  const response = await fetch('/api/v2/property/search-property-rate', {
    method: 'POST',
    headers: { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ hotelCode: HOTEL, startDate, endDate, apartmentList: [{ numberOfAdult: 1, numberOfChildren: 0 }], ...extra }),
  });
  return ((await response.json()) as { content: SandboxRates }).content;
}

/** A stay and the sandbox's answer for it: what the page must agree with. */
async function stayWithAnswer(arrive: string, nights: number): Promise<{ arrive: string; depart: string; answer: SandboxRates }> {
  const depart = addDays(arrive, nights);
  return { arrive, depart, answer: await sandboxRates(arrive, depart) };
}

/** The sandbox's base rate (sabre feed) of one apartment for a stay, per room type: what "Usually" is worked out from. */
async function sabreFeed(stay: { arrive: string; depart: string }, currency: string) {
  const response = await fetch(
    `/api/property/get-sabre-rate-feed?hotelCode=${HOTEL}&startDate=${stay.arrive}&endDate=${stay.depart}&currencyCode=${currency}`,
    { headers: { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY } },
  );
  return ((await response.json()) as { content: { roomTypes: { roomTypeCode: string; totalBeforeTax: number }[] } }).content;
}

const ONE_ADULT = [{ numberOfAdult: 1, numberOfChildren: 0 }];

/** Whether the seed sells a later night of the same month: the calendar shows the stay's month alone, so it has other dates to offer. */
function laterNightInMonth(arrive: string): boolean {
  const month = arrive.slice(0, 7);
  for (let night = addDays(arrive, 1); addDays(night, 1).startsWith(month); night = addDays(night, 1)) {
    if (isSellable(HOTEL, night, 1, { rooms: ONE_ADULT })) return true;
  }
  return false;
}

/** The first one-night stay from 30 days ahead that the seed does not sell, with a later night of its month it does. */
function closedNight(): string {
  for (let offset = 30; offset < 120; offset += 1) {
    const arrive = addDays(today, offset);
    if (!isSellable(HOTEL, arrive, 1, { rooms: ONE_ADULT }) && laterNightInMonth(arrive)) return arrive;
  }
  throw new Error('the seed sells every night from 30 to 120 days ahead');
}

// Both stays asked of the seed (testing/sellable-stays.ts), then of the sandbox for its answer.
const open = await stayWithAnswer(sellableStay({ hotelCode: HOTEL, nights: 2, rooms: ONE_ADULT }).arrive, 2);
const closed = await stayWithAnswer(closedNight(), 1);
if (!open.answer.available || closed.answer.available) {
  throw new Error(`The seed and the sandbox disagree on ${open.arrive} (sells) or ${closed.arrive} (does not sell)`);
}
const link = (stay: { arrive: string; depart: string }, extra: Record<string, string> = {}) => ({
  hotel: HOTEL,
  dateType: '3',
  arrive: stay.arrive,
  depart: stay.depart,
  ...extra,
});

const regionOf = () => byRole(document, 'region', { name: t('label') });
/** The apartments listed once the rates have loaded: their headings. */
const apartmentNames = (root: ParentNode) => namesByRole(root, 'heading').filter((name) => name !== t('unavailable'));
const loaded = async () => {
  await waitFor(() => queryByRole(document, 'tabpanel'), 'the rates loaded');
  return byRole(document, 'tabpanel');
};
const dataLayer = () => (window.dataLayer ?? []) as Record<string, unknown>[];

afterEach(() => removeFixtures());

describe('<stay-rate-selector> from a deep link', () => {
  beforeEach(() => resetPageForTest({ language: 'en', query: link(open) }));

  it('shows skeletons while loading, then every apartment type and rate of the sandbox answer, and announces the step', async () => {
    await resetPageForTest({
      language: 'en',
      query: link(open),
      faults: [{ match: 'v2/property/search-property-rate', kind: 'slow', delayMs: 800 }],
    });
    window.dataLayer = [];
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const busy = await waitFor(() => document.querySelector('section[aria-busy="true"]'), 'the loading state');
    expect(queryByRole(busy, 'status')?.textContent).to.equal(t('loading'));
    expect(busy.querySelector('ul[aria-hidden="true"] li')).to.not.equal(null);
    const panel = await loaded();
    const rates = open.answer.standardRates.roomRates;
    const types = [...new Set(rates.map((rate) => rate.roomTypeName))];
    expect(apartmentNames(panel)).to.have.members(types);
    expect(namesByRole(panel, 'button').filter((name) => name.startsWith('Select '))).to.have.length(rates.length);
    const step = dataLayer().find((entry) => entry.event === 'booking-select-apartment-and-rates');
    expect(step).to.include({
      bookingStep: 'booking-select-apartment-and-rates',
      hotelCode: HOTEL,
      startDate: open.arrive,
      endDate: open.depart,
    });
    // The dialog's "previous search" close action comes back to this results page (content spec §4).
    expect(JSON.parse(sessionStorage.getItem('stay:previous-search-url')!).value).to.equal(location.pathname);
    const list = dataLayer().find((entry) => entry.event === 'view_item_list') as { ecommerce: { currency: string; items: unknown[] } };
    expect(list.ecommerce.currency).to.equal(open.answer.currencyCode);
    expect(list.ecommerce.items).to.have.length(rates.length);
  });

  it('shows each total in the rates currency, as the sandbox answered it', async () => {
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const panel = await loaded();
    const currency = open.answer.currencyCode;
    const money = (amount: number) => formatCurrency('en', amount, currency, fractionDigitsOf(currency));
    for (const rate of open.answer.standardRates.roomRates) {
      const row = panel.querySelector(`[data-room-type="${rate.roomTypeCode}"] [data-rate-plan="${rate.ratePlanCode}"]`);
      expect(row?.querySelector('.stay-rate-selector__total')?.textContent).to.equal(
        t('total', { total: money(rate.displayTotalBeforeTax), tax: money(rate.totalTax) }),
      );
    }
  });

  it('says the flags of each rate in words, few units left, and a discount only below the sabre base rate', async () => {
    const feed = await sabreFeed(open, open.answer.currencyCode);
    const codes = (await (
      await fetch('/apis/stay/masterdata/cancel-policy-code.json', { headers: { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY } })
    ).json()) as {
      content: string[];
    };
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const panel = await loaded();
    let discounted = 0;
    for (const rate of open.answer.standardRates.roomRates) {
      const row = panel.querySelector(`[data-room-type="${rate.roomTypeCode}"] [data-rate-plan="${rate.ratePlanCode}"]`)!;
      const stay = rate.rateBreakDown.reduce((sum, night) => sum + night.price, 0);
      const base = feed.roomTypes.find((type) => type.roomTypeCode === rate.roomTypeCode)?.totalBeforeTax;
      const below = base !== undefined && stay < base;
      discounted += below ? 1 : 0;
      expect(row.querySelector('.stay-rate-selector__was') !== null, `${rate.ratePlanCode} discounted`).to.equal(below);
      const flags = [...row.querySelectorAll('.stay-rate-selector__flags li')].map((item) => item.textContent);
      expect(flags.includes(t('nonRefundable')), `${rate.ratePlanCode} non-refundable`).to.equal(rate.isNonRefundable);
      const opg = rate.policies.some((policy) => policy.code === 'Guarantee' && policy.value === 'PREPAID_ALL');
      expect(flags.includes(t('opg')), `${rate.ratePlanCode} isOpg`).to.equal(opg);
      const penalty = rate.policies.some((policy) => policy.code === 'CancelPenalty' && codes.content.includes(policy.value));
      expect(flags.includes(t('cancelPenalty')), `${rate.ratePlanCode} cancel penalty`).to.equal(penalty);
      const urgency = row.querySelector('.stay-rate-selector__urgency')?.textContent;
      expect(urgency).to.equal(
        rate.numberOfUnits >= 1 && rate.numberOfUnits <= 3 ? t('unitsLeft', { count: rate.numberOfUnits }) : undefined,
      );
    }
    expect(discounted, 'the sandbox has a rate below its base').to.be.greaterThan(0);
  });

  it('the `apartments` parameter preselects the apartment being chosen', async () => {
    await resetPageForTest({ language: 'en', query: link(open, { rooms: '2', adult: '1,1', apartments: '2' }) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await loaded();
    expect(regionOf().textContent).to.contain(t('choosingFor', { number: 2, count: 2 }));
  });

  it('shows nightly prices in the display currency with no flash of another (a skeleton until the exchange rates come), totals in the rates currency', async () => {
    await resetPageForTest({ language: 'en', query: link(open), faults: [{ match: 'exchangerate', kind: 'slow', delayMs: 1500 }] });
    pageStore.set(displayCurrencyAtom, 'EUR');
    const container = addFixture('');
    const record = recordShownTexts(container, '.stay-rate-selector__nightly');
    container.innerHTML = '<stay-rate-selector></stay-rate-selector>';
    await waitFor(() => container.querySelector('.stay-rate-selector__nightly [aria-busy="true"]'), 'a price skeleton', 5000);
    await waitFor(() => container.querySelector('.stay-rate-selector__nightly[data-currency="EUR"]'), 'a nightly price in euros', 8000);
    record.stop();
    const figures = [...record.texts].filter((text) => /\d/.test(text));
    expect(figures.length).to.be.greaterThan(0);
    expect(figures.filter((text) => !text.includes('€'))).to.deep.equal([]);
    const totals = [...container.querySelectorAll('.stay-rate-selector__total')].map((total) => total.getAttribute('data-currency'));
    expect(new Set(totals)).to.deep.equal(new Set([open.answer.currencyCode]));
  });

  it('limits the rates to the plans of the `rate` parameter', async () => {
    const plan = open.answer.standardRates.roomRates[0]!.ratePlanCode;
    await resetPageForTest({ language: 'en', query: link(open, { rate: plan }) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const panel = await loaded();
    const plans = [...panel.querySelectorAll('[data-rate-plan]')].map((row) => row.getAttribute('data-rate-plan'));
    expect(plans.length).to.be.greaterThan(0);
    expect(new Set(plans)).to.deep.equal(new Set([plan]));
  });

  it('preselects the room type of the `roomTypeCode` parameter in its filter', async () => {
    const rate = open.answer.standardRates.roomRates.at(-1)!;
    await resetPageForTest({ language: 'en', query: link(open, { roomTypeCode: rate.roomTypeCode }) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const panel = await loaded();
    expect(apartmentNames(panel)).to.deep.equal([rate.roomTypeName]);
    expect(namesByRole(document, 'checkbox'), 'checkboxes').to.include(rate.roomTypeName);
    expect((byRole(document, 'checkbox', { name: rate.roomTypeName }) as HTMLInputElement).checked).to.equal(true);
  });
});

describe('rate package tabs (APG tabs)', () => {
  const corporate = { discountCode: 'ACME', discountCodeType: '3' };

  it('shows only the groups that have rates; arrows, Home and End move and select, wrapping', async () => {
    const answer = await sandboxRates(open.arrive, open.depart, { discountCode: 'ACME', discountCodeType: 3 });
    const expected = (['standardRates', 'memberExclusives', 'corporateRates'] as const)
      .filter((code) => answer[code].roomRates.length > 0)
      .map((code) => t(`package.${code}`));
    expect(expected.length, 'the sandbox offers corporate rates for ACME').to.be.greaterThan(1);
    await resetPageForTest({ language: 'en', query: link(open, corporate) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await loaded();
    const tablist = byRole(document, 'tablist', { name: t('packagesLabel') });
    expect(namesByRole(tablist, 'tab')).to.deep.equal(expected);
    const tabs = allByRole(tablist, 'tab') as HTMLElement[];
    expect(tabs.map((tab) => tab.tabIndex)).to.deep.equal(tabs.map((_, index) => (index === 0 ? 0 : -1)));
    const selectedName = () => accessibleName(tablist.querySelector('[aria-selected="true"]')!);
    const focusedName = () => accessibleName(document.activeElement!);
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => selectedName() === expected[1], 'the next tab selected');
    expect(focusedName()).to.equal(expected[1]);
    expect(accessibleName(byRole(document, 'tabpanel'))).to.equal(expected[1]);
    await sendKeys({ press: 'Home' });
    await waitFor(() => selectedName() === expected[0] && focusedName() === expected[0], 'Home: the first tab');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => selectedName() === expected.at(-1) && focusedName() === expected.at(-1), 'ArrowLeft wraps to the last');
    await sendKeys({ press: 'End' });
    await waitFor(() => selectedName() === expected.at(-1), 'End: the last tab');
  });

  it('mirrors the arrows in Arabic', async () => {
    await resetPageForTest({ language: 'ar', query: link(open, corporate) });
    document.documentElement.dir = 'rtl';
    try {
      addFixture('<stay-rate-selector></stay-rate-selector>');
      await loaded();
      const tabs = allByRole(document, 'tab') as HTMLElement[];
      tabs[0]!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(
        () => tabs[1]!.getAttribute('aria-selected') === 'true' && document.activeElement === tabs[1],
        'ArrowLeft goes forward',
      );
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});

describe('filters kept in the page address', () => {
  beforeEach(() => resetPageForTest({ language: 'en', query: link(open) }));

  it('a price filter narrows the list, is written to the address and read back by a new page', async () => {
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await loaded();
    const rates = open.answer.standardRates.roomRates;
    const nights = 2;
    const nightly = rates.map((rate) => rate.displayTotalBeforeTax / nights).sort((a, b) => a - b);
    const limit = Math.floor(nightly[0]!) + 1;
    // The band is read in the display currency (the label names it); here it is the rates' own, so the sandbox's figures compare.
    const displayCurrency = pageStore.get(displayCurrencyAtom);
    expect(displayCurrency).to.equal(open.answer.currencyCode);
    const highest = byRole(document, 'textbox', { name: t('priceTo', { currency: displayCurrency }) }) as HTMLInputElement;
    highest.focus();
    await sendKeys({ type: String(limit) });
    await waitFor(() => new URLSearchParams(location.search).get('price') === `-${limit}`, 'the filter in the address');
    const shown = () => document.querySelectorAll('[role="tabpanel"] [data-rate-plan]').length;
    const cheap = nightly.filter((price) => price <= limit).length;
    await waitFor(() => shown() === cheap, 'only the rates at or under the limit');
    expect(cheap).to.be.lessThan(rates.length);

    // The same address on a new page (the element mounts again): the filter is applied from it.
    removeFixtures();
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await loaded();
    await waitFor(() => shown() === cheap, 'the filter survives');
    expect((byRole(document, 'textbox', { name: /Highest price/ }) as HTMLInputElement).value).to.equal(String(limit));

    byRole(document, 'button', { name: t('clearFilters') }).click();
    await waitFor(() => shown() === rates.length, 'every rate again');
    expect(document.activeElement?.closest('[role="group"]')).to.equal(byRole(document, 'group', { name: t('filtersLabel') }));
    expect(new URLSearchParams(location.search).has('price')).to.equal(false);
  });
});

// Issue 28 item 4: prices compared like with like; a label that names a currency names the display currency.
describe('prices compared like with like', () => {
  const TWO_APARTMENTS = [
    { numberOfAdult: 2, numberOfChildren: 0 },
    { numberOfAdult: 1, numberOfChildren: 0 },
  ];

  it('with 2 apartments, "Usually" is the base of both apartments beside their total, and absent unless higher (booking spec §5)', async () => {
    const stay = sellableStay({ hotelCode: HOTEL, nights: 2, rooms: TWO_APARTMENTS });
    const answer = await sandboxRates(stay.arrive, stay.depart, { apartmentList: TWO_APARTMENTS });
    expect(answer.available, 'the sandbox sells the two apartments').to.equal(true);
    const currency = answer.currencyCode;
    const feed = await sabreFeed(stay, currency);
    const money = (amount: number) => formatCurrency('en', amount, currency, fractionDigitsOf(currency));
    const minorUnits = 10 ** fractionDigitsOf(currency);
    await resetPageForTest({ language: 'en', query: link(stay, { rooms: '2', adult: '2,1' }) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const panel = await loaded();
    let shown = 0;
    for (const rate of answer.standardRates.roomRates) {
      const row = panel.querySelector(`[data-room-type="${rate.roomTypeCode}"] [data-rate-plan="${rate.ratePlanCode}"]`)!;
      expect(row.querySelector('.stay-rate-selector__total')?.textContent, `${rate.ratePlanCode} total of both`).to.equal(
        t('total', { total: money(rate.displayTotalBeforeTax), tax: money(rate.totalTax) }),
      );
      const base = feed.roomTypes.find((type) => type.roomTypeCode === rate.roomTypeCode)?.totalBeforeTax;
      // Each apartment's base is a line rounded once; the two are summed in minor units (booking spec §9).
      const usual = base === undefined ? undefined : (Math.round(base * minorUnits) * 2) / minorUnits;
      const expected = usual !== undefined && usual > rate.displayTotalBeforeTax ? t('discountedFrom', { price: money(usual) }) : undefined;
      shown += expected === undefined ? 0 : 1;
      expect(row.querySelector('.stay-rate-selector__was')?.textContent, `${rate.roomTypeCode} ${rate.ratePlanCode} usually`).to.equal(
        expected,
      );
    }
    expect(shown, 'a rate of the two apartments below their base').to.be.greaterThan(0);
  });

  it('after the display currency changes to JPY, the price filter names JPY and reads its band on the prices shown in yen', async () => {
    await resetPageForTest({ language: 'en', query: link(open) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const panel = await loaded();
    expect(open.answer.currencyCode, 'rates in another currency than yen').to.not.equal('JPY');
    pageStore.set(displayCurrencyAtom, 'JPY');
    await waitFor(
      () => queryByRole(document, 'textbox', { name: t('priceFrom', { currency: 'JPY' }) }),
      'the lowest price labelled in yen',
    );
    const highest = byRole(document, 'textbox', { name: t('priceTo', { currency: 'JPY' }) }) as HTMLInputElement;
    expect(queryByRole(document, 'textbox', { name: t('priceTo', { currency: open.answer.currencyCode }) })).to.equal(null);

    const rows = () => [...panel.querySelectorAll('[data-rate-plan]')];
    const nightly = (row: Element) => row.querySelector('.stay-rate-selector__nightly[data-currency="JPY"]')?.textContent;
    await waitFor(() => rows().every(nightly), 'every nightly price in yen');
    const yen = rows().map((row) => Number(nightly(row)!.replace(/\D/g, '')));
    const limit = Math.min(...yen);
    const cheap = yen.filter((price) => price <= limit).length;
    expect(cheap, 'a dearer rate to leave out').to.be.lessThan(yen.length);
    highest.focus();
    await sendKeys({ type: String(limit) });
    await waitFor(
      () => document.querySelectorAll('[role="tabpanel"] [data-rate-plan]').length === cheap,
      'only the rates at or under the yen limit',
    );
  });
});

describe('states other than rates', () => {
  it('an unavailable stay says why in words and offers the availability calendar', async () => {
    await resetPageForTest({ language: 'en', query: link(closed) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await waitFor(() => queryByRole(document, 'heading', { name: t('unavailable') }), 'the unavailable state');
    const words = (closed.answer.reasons ?? []).map((reason) => t(`reason.${reason}` as Parameters<typeof translate>[1]));
    expect(words.length).to.be.greaterThan(0);
    const why = regionOf().querySelector('.stay-rate-selector__reasons')?.textContent ?? '';
    for (const word of words) expect(why).to.contain(word);
    await waitFor(() => queryByRole(document, 'grid'), 'the calendar');
    expect(queryByRole(document, 'heading', { name: t('otherDates') })).to.not.equal(null);
  });

  it('other dates picked in the calendar search again and are written to the address', async () => {
    await resetPageForTest({ language: 'en', query: link(closed) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const offered = () =>
      [...document.querySelectorAll<HTMLButtonElement>('[role="grid"]:not([aria-busy="true"]) button[data-date]')].filter(
        (button) => button.getAttribute('aria-disabled') !== 'true' && button.dataset.date! > closed.arrive,
      );
    const arrival = await waitFor(() => offered()[0], 'an arrival the calendar offers');
    const arrive = arrival.dataset.date!;
    arrival.click();
    // Until the calendar has taken the arrival, the days it offers are arrivals, not departures.
    await waitFor(() => regionOf().textContent?.includes('Now choose a departure date'), 'the departure prompt');
    const departure = await waitFor(() => offered().find((button) => button.dataset.date! > arrive), 'a departure it offers');
    const depart = departure.dataset.date!;
    departure.click();
    await loaded();
    const params = new URLSearchParams(location.search);
    expect([params.get('arrive'), params.get('depart'), params.get('hotel')]).to.deep.equal([arrive, depart, HOTEL]);
  });

  it('a failed call says so and offers a retry that loads the rates', async () => {
    await resetPageForTest({
      language: 'en',
      query: link(open),
      faults: [{ match: 'v2/property/search-property-rate', kind: 'error', status: 500 }],
    });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const alert = await waitFor(() => queryByRole(document, 'alert'), 'the failure');
    expect(alert.textContent).to.contain(t('failure'));
    document.cookie = 'stay-sandbox-faults=; max-age=0; path=/';
    byRole(alert, 'button', { name: t('retry') }).click();
    await loaded();
  });

  it('without a search it says what to do, and in author mode how to give it one', async () => {
    await resetPageForTest({ language: 'en' });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await waitFor(() => queryByRole(regionOf(), 'status')?.textContent === t('noSearch'), 'the no-search message');
    removeFixtures();
    await resetPageForTest({ language: 'en', authorMode: true });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await waitFor(() => queryByRole(regionOf(), 'status')?.textContent === t('authorNoSearch'), 'the author-mode note');
  });
});

describe('apartments (apartment-rate)', () => {
  it('shows at most 5 photos, the size in m² and sq ft, bed type and occupancy', async () => {
    const response = await fetch('/api/property/apartment-rate', {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hotelCode: HOTEL,
        startDate: open.arrive,
        endDate: open.depart,
        apartmentList: [{ numberOfAdult: 1, numberOfChildren: 0 }],
      }),
    });
    const { apartments } = ((await response.json()) as { content: { apartments: SandboxApartment[] } }).content;
    await resetPageForTest({ language: 'en', query: link(open) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    const panel = await loaded();
    const shown = apartments.filter((apartment) => panel.querySelector(`[data-room-type="${apartment.apartmentTypeCode}"]`));
    expect(shown.length).to.be.greaterThan(0);
    for (const apartment of shown) {
      const card = panel.querySelector(`[data-room-type="${apartment.apartmentTypeCode}"]`)!;
      const photos = card.querySelectorAll('img');
      expect(photos.length).to.equal(Math.min(5, apartment.imageGalleryItems.length));
      const sqft = (Math.round(apartment.apartmentSize * 10.7639 * 100) / 100).toLocaleString('en', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(card.textContent).to.contain(`${apartment.apartmentSize.toLocaleString('en')} m² (${sqft} sq ft)`);
      expect(card.textContent).to.contain(t('bedType', { bed: apartment.roomInformation.bedType }));
      expect(card.textContent).to.contain(t('occupancy', { count: apartment.roomInformation.maxPersonInRoom }));
    }
  });
});

describe('member rates', () => {
  it('a member rate chosen by a guest opens the login modal and keeps the choice', async () => {
    const memberRate = open.answer.memberExclusives.roomRates[0];
    expect(memberRate, 'the sandbox offers member exclusives to guests').to.not.equal(undefined);
    await resetPageForTest({ language: 'en', query: link(open) });
    addFixture('<stay-rate-selector></stay-rate-selector>');
    await loaded();
    (allByRole(document, 'tab').find((tab) => accessibleName(tab) === t('package.memberExclusives')) as HTMLElement).click();
    const panel = await waitFor(
      () => (accessibleName(byRole(document, 'tabpanel')) === t('package.memberExclusives') ? byRole(document, 'tabpanel') : null),
      'the member tab',
    );
    expect(panel.textContent).to.contain(t('membersOnly'));
    panel.querySelector<HTMLButtonElement>(`[data-rate-plan="${memberRate!.ratePlanCode}"] button`)!.click();
    await waitFor(() => pageStore.get(loginRequestAtom)?.reason === 'member-rate', 'the login request');
    await waitFor(() => regionOf().querySelector('[role="status"]')?.textContent === t('loginToContinue'), 'said politely');
  });
});

describe('Select adds to the cart through the cart store', () => {
  it('adds apartment 1 then 2 of the search, says so politely, pushes select_item and add_to_cart, then links the cart', async () => {
    await resetPageForTest({ language: 'en', query: link(open, { rooms: '2', adult: '1,1' }) });
    window.dataLayer = [];
    addFixture('<stay-rate-selector data-cart-url="/en/booking/cart/"></stay-rate-selector>');
    const panel = await loaded();
    expect(regionOf().textContent).to.contain(t('choosingFor', { number: 1, count: 2 }));
    const [first, second] = open.answer.standardRates.roomRates;
    const selectButton = (rate: SandboxRoomRate) =>
      panel.querySelector<HTMLButtonElement>(`[data-room-type="${rate.roomTypeCode}"] [data-rate-plan="${rate.ratePlanCode}"] button`)!;
    const status = () => regionOf().querySelector('.stay-rate-selector__announcement[role="status"]')?.textContent ?? '';
    selectButton(first!).click();
    await waitFor(() => status() === t('added', { apartment: first!.roomTypeName, rate: first!.ratePlanName }), 'the first added');
    expect(regionOf().textContent).to.contain(t('choosingFor', { number: 2, count: 2 }));
    selectButton(second!).click();
    await waitFor(() => status() === t('added', { apartment: second!.roomTypeName, rate: second!.ratePlanName }), 'the second added');
    const cartLink = byRole(regionOf(), 'link', { name: t('goToCart') });
    expect(cartLink.getAttribute('href')).to.equal('/en/booking/cart/');
    const events = dataLayer().map((entry) => entry.event);
    expect(events.filter((event) => event === 'select_item')).to.have.length(2);
    expect(events.filter((event) => event === 'add_to_cart')).to.have.length(2);
    const stored = JSON.stringify(Object.fromEntries(Object.entries(localStorage)));
    expect(stored).to.contain(first!.ratePlanCode).and.to.contain(second!.ratePlanCode);
  });
});
