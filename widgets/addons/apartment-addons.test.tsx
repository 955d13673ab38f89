import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import type { Addon } from '../../shared/domain/booking/addons/addon';
import { addonFixture, unitAddon } from '../../shared/domain/booking/addons/addon-fixtures';
import type { CartAddon } from '../../shared/domain/booking/cart-item';
import { renderComponent } from '../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../testing/fixtures';
import { allByRole, byRole, queryByRole } from '../../testing/roles';
import { ApartmentAddons, type AddonsLoad } from './ApartmentAddons';
import type { AddonApartment } from './apartment-draft';

/* One apartment's add-ons with typed props (no element, no store): each display type, the §5 limits, §4 selection and reset, saving. */

addWidgetStyles(widgetStyles);

const BREAKFAST = addonFixture();
const COT = unitAddon();
const TRANSFER = unitAddon({
  serviceInventoryCode: 'APT2W',
  category: 'Transport',
  categoryKey: 'transport',
  title: 'Airport transfer, return',
  addonDisplayType: 'AIRPORT_TRANSFER',
  servicePricingType: 'Per stay',
  transferType: '2W',
  defaultPrice: 120,
  defaultTax: 10.8,
  maxQuantity: 1,
});
const UNTITLED = { ...TRANSFER, serviceInventoryCode: 'APTX', title: '' };
const HOUSEKEEPING = unitAddon({
  serviceInventoryCode: 'HSKP',
  category: 'Housekeeping',
  categoryKey: 'housekeeping',
  title: 'Daily housekeeping',
  addonDisplayType: 'HOUSE_KEEPING',
  servicePricingType: 'Per stay',
  defaultPrice: 80,
  maxQuantity: 1,
});
const TOUR = addonFixture({
  serviceInventoryCode: 'TOUR',
  category: 'Experiences',
  categoryKey: 'experiences',
  title: 'Guided city walk',
  addonDisplayType: 'GUEST',
  servicePricingType: 'Per person',
  defaultPriceForAdult: 45,
  defaultPriceForChildren: 20,
});
const PARKING = unitAddon({ serviceInventoryCode: 'PARK', title: 'Parking', addonDisplayType: 'OTHER', defaultPrice: 25 });
const CELEBRATION = unitAddon({
  serviceInventoryCode: 'CELEB',
  category: 'Packages',
  categoryKey: 'packages',
  title: 'Celebration package',
  addonDisplayType: 'OTHER_PACKAGES',
  servicePricingType: 'Per stay',
  defaultPrice: 150,
  maxQuantity: 3,
});
const ALL = [TRANSFER, UNTITLED, BREAKFAST, COT, HOUSEKEEPING, TOUR, PARKING, CELEBRATION];

const apartment = (overrides: Partial<AddonApartment> = {}): AddonApartment => ({
  itemId: 'item-1',
  apartmentNumber: 1,
  roomTypeName: 'Studio',
  nights: 3,
  guests: { numberOfAdult: 2, numberOfChildren: 0 },
  currencyCode: 'SGD',
  savedAddons: [],
  ...overrides,
});

function render(
  load: AddonsLoad,
  overrides: Partial<AddonApartment> = {},
  onSave: (lines: CartAddon[]) => Promise<boolean> = async () => true,
) {
  const retries: number[] = [];
  const view = renderComponent(
    <ApartmentAddons language="en" apartment={apartment(overrides)} load={load} onRetry={() => retries.push(1)} onSave={onSave} />,
  );
  return { host: view.host, retries, rerender: view.rerender };
}

const data = (addons: readonly Addon[]): AddonsLoad => ({ state: 'hasData', addons });
/** Text as read, with the formatter's no-break spaces as spaces. */
const shown = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ');
const spin = (host: HTMLElement, name: string) => byRole(host, 'spinbutton', { name });

describe('<ApartmentAddons>', () => {
  it('loading shows a skeleton named for screen readers; a failure offers a retry', () => {
    const { host, rerender, retries } = render({ state: 'loading' });
    expect(shown(host.querySelector('[aria-busy="true"]'))).to.equal('Loading the add-ons…');
    rerender(
      <ApartmentAddons
        language="en"
        apartment={apartment()}
        load={{ state: 'hasError' }}
        onRetry={() => retries.push(1)}
        onSave={async () => true}
      />,
    );
    expect(byRole(host, 'alert').textContent).to.contain('The add-ons could not be loaded.');
    byRole<HTMLButtonElement>(host, 'button', { name: 'Try again' }).click();
    expect(retries).to.have.length(1);
  });

  it('nothing offered (or only an untitled transfer) says so', () => {
    const { host } = render(data([UNTITLED]));
    expect(host.textContent).to.contain('No add-ons are offered for this stay.');
  });

  it('categories sorted by name, 4 at a time; "see more" shows the next ones and moves the focus to the first', async () => {
    const { host } = render(data(ALL));
    const names = () => [...host.querySelectorAll('.stay-addons__category-title')].map((title) => title.firstChild?.textContent);
    expect(names()).to.deep.equal(['Convenience', 'Dining', 'Experiences', 'Housekeeping']);
    const more = byRole<HTMLButtonElement>(host, 'button', { name: 'See 2 more categories' });
    more.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => names().length === 6, 'all categories');
    expect(names()).to.deep.equal(['Convenience', 'Dining', 'Experiences', 'Housekeeping', 'Packages', 'Transport']);
    expect(document.activeElement?.textContent).to.contain('Packages');
    expect(queryByRole(host, 'button', { name: /more categor/ })).to.equal(null);
    expect(host.textContent).not.to.contain('APTX');
  });

  it('a category key or add-on code with spaces still names its group and controls', () => {
    const { host } = render(
      data([
        unitAddon({ serviceInventoryCode: 'LATE OUT', title: 'Late check-out', category: 'Food and drink', categoryKey: 'food & drink' }),
      ]),
    );
    expect(byRole(host, 'group', { name: 'Food and drink' })).to.be.instanceOf(HTMLElement);
    expect(byRole(host, 'spinbutton', { name: 'Quantity' })).to.be.instanceOf(HTMLElement);
  });

  it('breakfast for 2 adults over 3 nights: 6 adult-nights and their price, with the keyboard alone', async () => {
    const { host } = render(data([BREAKFAST]));
    const adults = spin(host, 'Adults');
    expect(adults.getAttribute('aria-valuemax')).to.equal('2');
    expect(queryByRole(host, 'spinbutton', { name: 'Children' })).to.equal(null);
    adults.focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(adults.getAttribute('aria-valuenow')).to.equal('2');
    expect(shown(host.querySelector('[data-testid="addon-line"]'))).to.equal('6 adult-nights: SGD 168.00 plus SGD 15.12 tax');
    expect(host.querySelector('.stay-addons__category-title')?.textContent).to.contain('Selected');
    expect(shown(host.querySelector('.stay-addons__total'))).to.equal('Add-ons for this apartment: SGD 168.00 plus SGD 15.12 tax');
  });

  it('§5 limits: children bounded by their number and by the adults left; adults by adults plus children', async () => {
    const { host } = render(data([TOUR]), { guests: { numberOfAdult: 1, numberOfChildren: 2 } });
    const adults = spin(host, 'Adults');
    const children = spin(host, 'Children');
    expect([adults.getAttribute('aria-valuemax'), children.getAttribute('aria-valuemax')]).to.deep.equal(['3', '2']);
    adults.focus();
    await sendKeys({ press: 'End' });
    await waitFor(() => adults.getAttribute('aria-valuenow') === '3', '3 adults');
    expect(spin(host, 'Children').getAttribute('aria-valuemax')).to.equal('0');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(spin(host, 'Children').getAttribute('aria-valuemax')).to.equal('2');
    spin(host, 'Children').focus();
    await sendKeys({ press: 'End' });
    expect(shown(host.querySelector('[data-testid="addon-line"]'))).to.equal('1 adult, 2 children: SGD 85.00 plus SGD 5.04 tax');
  });

  it('quantity types: a cot per night (quantity x nights), parking, a package per stay, each up to its maximum', async () => {
    const { host } = render(data([COT, PARKING, CELEBRATION]));
    const quantities = allByRole(host, 'spinbutton', { name: 'Quantity' });
    expect(quantities.map((stepper) => stepper.getAttribute('aria-valuemax'))).to.deep.equal(['2', '2', '3']);
    byRole<HTMLButtonElement>(host, 'button', { name: 'Add one Baby cot' }).click();
    await waitFor(() => host.querySelector('[data-testid="addon-line"]'), 'the cot line');
    expect(shown(host.querySelector('[data-testid="addon-line"]'))).to.equal('1 × 3 nights: SGD 45.00 plus SGD 4.05 tax');
    byRole<HTMLButtonElement>(host, 'button', { name: 'Add one Celebration package' }).click();
    await waitFor(() => host.querySelectorAll('[data-testid="addon-line"]').length === 2, 'two lines');
    expect(shown(host.querySelectorAll('[data-testid="addon-line"]')[1])).to.equal('1 item: SGD 150.00 plus SGD 1.35 tax');
  });

  it('housekeeping per stay is chosen directly with a checkbox', async () => {
    const { host } = render(data([HOUSEKEEPING]));
    const choice = byRole<HTMLInputElement>(host, 'checkbox', { name: 'Add Daily housekeeping to my stay' });
    choice.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => host.querySelector('[data-testid="addon-line"]'), 'the housekeeping line');
    expect(shown(host.querySelector('[data-testid="addon-line"]'))).to.equal('1 item: SGD 80.00 plus SGD 1.35 tax');
  });

  it('airport transfer: flight number and arrival time validated on save with an error summary; reset clears them', async () => {
    const saved: CartAddon[][] = [];
    const { host } = render(data([TRANSFER]), {}, async (lines) => (saved.push(lines), true));
    expect(host.textContent).to.contain('Airport transfer, return (Return)');
    byRole<HTMLInputElement>(host, 'checkbox', { name: 'Add Airport transfer, return to my stay' }).click();
    const flight = await waitFor(() => queryByRole<HTMLInputElement>(host, 'textbox', { name: 'Flight number' }), 'the flight number');
    byRole<HTMLButtonElement>(host, 'button', { name: 'Save add-ons' }).click();
    const summary = await waitFor(
      () => queryByRole(host, 'group', { name: 'There is a problem with the airport transfer' }),
      'the error summary',
    );
    expect(document.activeElement).to.equal(summary);
    expect(summary.textContent).to.contain('Enter the flight number').and.to.contain('Enter the arrival time');
    expect(flight.getAttribute('aria-invalid')).to.equal('true');
    expect(saved).to.have.length(0);

    flight.focus();
    await sendKeys({ type: 'sq 12' });
    const time = host.querySelector<HTMLInputElement>('input[type="time"]')!;
    time.focus();
    // 'A' fills the AM/PM part where the browser's locale has one; a 24-hour field ignores it.
    await sendKeys({ type: '0930A' });
    await waitFor(() => time.value === '09:30' || undefined, `the time (${time.value})`);
    byRole<HTMLButtonElement>(host, 'button', { name: 'Save add-ons' }).click();
    await waitFor(() => saved.length === 1, 'a save');
    expect(saved[0]).to.deep.equal([
      {
        serviceInventoryCode: 'APT2W',
        category: 'Transport',
        title: 'Airport transfer, return',
        addonDisplayType: 'AIRPORT_TRANSFER',
        servicePricingType: 'Per stay',
        numberOfAdult: 0,
        numberOfChildren: 0,
        quantity: 1,
        numberOfNight: 3,
        flightNo: 'SQ12',
        arrivalTime: '09:30',
        transferType: '2W',
        priceWithoutTax: 120,
        tax: 10.8,
      },
    ]);
    await waitFor(() => byRole(host, 'status').textContent === 'Add-ons saved for apartment 1.', 'the saved status');

    byRole<HTMLButtonElement>(host, 'button', { name: 'Reset Airport transfer, return' }).click();
    await waitFor(() => !queryByRole(host, 'textbox', { name: 'Flight number' }), 'the fields gone');
    byRole<HTMLInputElement>(host, 'checkbox', { name: 'Add Airport transfer, return to my stay' }).click();
    const again = await waitFor(() => queryByRole<HTMLInputElement>(host, 'textbox', { name: 'Flight number' }), 'the flight number again');
    expect(again.value).to.equal('');
  });

  it('starts from the add-ons already in the cart; a failed save says so', async () => {
    const saved: CartAddon = {
      serviceInventoryCode: 'BRKF',
      category: 'Dining',
      title: 'Daily breakfast',
      addonDisplayType: 'BREAKFAST',
      servicePricingType: 'Per person per night',
      numberOfAdult: 1,
      numberOfChildren: 0,
      quantity: 0,
      numberOfNight: 3,
      priceWithoutTax: 84,
      tax: 7.56,
    };
    const { host } = render(data([BREAKFAST]), { savedAddons: [saved] }, async () => false);
    expect(spin(host, 'Adults').getAttribute('aria-valuenow')).to.equal('1');
    byRole<HTMLButtonElement>(host, 'button', { name: 'Save add-ons' }).click();
    await waitFor(() => byRole(host, 'status').textContent === 'The add-ons could not be saved. Try again.', 'the failure');
  });
  it('modifying: the booked breakfast keeps its counts; other add-ons are not preselected and start at 1 child (no adult price) or quantity 1 when chosen', async () => {
    const kids = addonFixture({
      serviceInventoryCode: 'KIDS',
      category: 'Kids',
      categoryKey: 'kids',
      title: 'Kids club',
      addonDisplayType: 'GUEST',
      servicePricingType: 'Per person',
      defaultPriceForAdult: 0,
      defaultPriceForChildren: 30,
    });
    const booked = {
      serviceInventoryCode: 'BRKF',
      title: 'Daily breakfast',
      numberOfAdult: 2,
      numberOfChildren: 0,
      quantity: 0,
      priceWithoutTax: 168,
      tax: 15.12,
    };
    const { host } = render(data([BREAKFAST, COT, kids]), {
      guests: { numberOfAdult: 2, numberOfChildren: 1 },
      bookedAddons: [booked],
      modifying: true,
    });
    const group = (name: string) => byRole(host, 'group', { name: new RegExp(`^${name}`) });
    expect(byRole(group('Dining'), 'spinbutton', { name: 'Adults' }).getAttribute('aria-valuenow')).to.equal('2');
    const cot = byRole(group('Convenience'), 'spinbutton', { name: 'Quantity' });
    const kidsAdults = byRole(group('Kids'), 'spinbutton', { name: 'Adults' });
    expect([cot.getAttribute('aria-valuenow'), kidsAdults.getAttribute('aria-valuenow')]).to.deep.equal(['0', '0']);
    expect(group('Kids').getAttribute('data-selected')).to.equal('false');

    kidsAdults.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => byRole(group('Kids'), 'spinbutton', { name: 'Children' }).getAttribute('aria-valuenow') === '1', '1 child');
    expect(kidsAdults.getAttribute('aria-valuenow')).to.equal('0');
    cot.focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(cot.getAttribute('aria-valuenow')).to.equal('1');
  });
});
