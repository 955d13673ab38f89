import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../../../styles.css?inline';
import { sampleCartItem } from '../../../../testing/cart-fixtures';
import { renderComponent } from '../../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../../testing/fixtures';
import { byRole } from '../../../../testing/roles';
import { signIn, signOutLocally } from '../../../../shared/store/member-session';
import { pageStore } from '../../../../shared/store/page-store';
import { pointsChoiceAtom } from './points-choice';
import { PointsSection } from './PointsSection';

/*
 * "Pay with points" (issue 17 item 1) mounted alone for a signed-in demo member, the sandbox
 * answering get-convert-point (S$ 0.0025 a point) and get-estimated-point: the slider by keyboard
 * (each key's effect on points, cash and the choice the hold takes), "Pay all with points", RTL,
 * axe. The balance is the test's, given as the step gives it.
 */
addWidgetStyles(widgetStyles);

before(async () => {
  const login = await signIn({ email: 'gold@demo.stay.example', password: 'StayDemo!1' });
  if (!login.ok) throw new Error(`The sandbox refused the demo login: ${login.error.message}`);
});
after(() => signOutLocally());

let host: HTMLElement | undefined;
afterEach(() => {
  host?.remove();
  host = undefined;
  pageStore.set(pointsChoiceAtom, undefined);
});

const configuration = {
  noEarnIdentifiers: ['NE', 'NP'],
  noRedemptionIdentifiers: ['NB', 'NP'],
  ratePlanSuppressesPointRedemptions: 'SGORCH,NRF',
};
// 300 + 27 = S$ 327.00: at most 130,800 points.
const items = [sampleCartItem({ addons: [] })];

async function render({ balance = 24_000, dir = 'ltr' as 'ltr' | 'rtl', language = 'en' as 'en' | 'ar', cart = items } = {}) {
  host = renderComponent(
    <PointsSection
      language={language}
      direction={dir}
      items={cart}
      currencyCode="SGD"
      balance={balance}
      configuration={configuration}
      locked={false}
    />,
    { dir },
  ).host;
  const slider = await waitFor(() => host!.querySelector<HTMLElement>('[role="slider"]'), 'the slider');
  slider.focus();
  return slider;
}

const cashShown = () => host!.querySelector('[data-cash]')!.getAttribute('data-cash');

describe('PointsSection', () => {
  it('a slider from 0 to the balance (it is below what the stay takes), read as points and cash left', async () => {
    const slider = await render();
    expect(byRole(host!, 'slider', { name: 'Points to use' })).to.equal(slider);
    expect(slider.getAttribute('aria-valuemin')).to.equal('0');
    expect(slider.getAttribute('aria-valuemax')).to.equal('24000');
    expect(slider.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).to.equal('0 points, cash SGD 327.00 remaining');
  });

  const KEYS = [
    { key: 'ArrowRight', points: 100, cash: '326.75' },
    { key: 'ArrowUp', points: 100, cash: '326.75' },
    { key: 'PageUp', points: 1000, cash: '324.5' },
    { key: 'End', points: 24000, cash: '267' },
  ];
  for (const { key, points, cash } of KEYS) {
    it(`${key}: ${points} points, cash ${cash}; the hold's choice follows`, async () => {
      const slider = await render();
      await sendKeys({ press: key });
      await waitFor(() => slider.getAttribute('aria-valuenow') === String(points), `${points} points`);
      expect(cashShown()).to.equal(cash);
      await waitFor(() => pageStore.get(pointsChoiceAtom)?.points === points, 'the choice');
      expect(pageStore.get(pointsChoiceAtom)?.cash).to.equal(Number(cash));
    });
  }

  it('Home and Page Down go back; Arrow Left / Down step back', async () => {
    const slider = await render();
    await sendKeys({ press: 'PageUp' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => slider.getAttribute('aria-valuenow') === '900', '900');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => slider.getAttribute('aria-valuenow') === '800', '800');
    await sendKeys({ press: 'PageDown' });
    await waitFor(() => slider.getAttribute('aria-valuenow') === '0', '0');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Home' });
    await waitFor(() => slider.getAttribute('aria-valuenow') === '0', 'home');
    await waitFor(() => pageStore.get(pointsChoiceAtom) === undefined, 'no choice at zero');
  });

  it('right to left: Arrow Left adds', async () => {
    const slider = await render({ dir: 'rtl', language: 'ar' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => slider.getAttribute('aria-valuenow') === '100', '100');
  });

  it('"Pay all with points" when the balance covers the stay: no cash left, a full redemption', async () => {
    await render({ balance: 200_000 });
    byRole(host!, 'button', { name: 'Pay all with points' }).click();
    await waitFor(() => cashShown() === '0', 'no cash');
    expect(pageStore.get(pointsChoiceAtom)?.request?.kind).to.equal('full');
    expect(pageStore.get(pointsChoiceAtom)?.points).to.equal(130_800);
  });

  it('a rate points cannot pay says so, without a slider', async () => {
    host = renderComponent(
      <PointsSection
        language="en"
        direction="ltr"
        items={[sampleCartItem({ ratePlanIdentifier: 'NB' })]}
        currencyCode="SGD"
        balance={24_000}
        configuration={configuration}
        locked={false}
      />,
    ).host;
    await waitFor(() => host!.textContent?.includes('Points cannot pay for these rates.'), 'the message');
    expect(host.querySelector('[role="slider"]')).to.equal(null);
  });

  it('is axe clean', async () => {
    await render();
    const results = await axe.run(host!);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});
