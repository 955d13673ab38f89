import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Language } from '../../domain/languages';
import { loadTranslations } from '../../i18n/catalogue';
import { completeLogin, signOutLocally } from '../../store/member-session';
import { testNowPlus } from '../../../testing/clock';
import { nextFrame, waitFor } from '../../../testing/fixtures';
import { interceptApi, ok } from '../../../testing/intercept';
import { resetPageForTest } from '../../../testing/page-state';
import { PointsEstimate } from './PointsEstimate';
import { ratePointsKey, useRatePointsEstimate, type PointsCriteria, type RateForPoints } from './use-rate-points-estimate';

let host: HTMLElement;
let root: Root;
const render = (node: React.ReactNode) => flushSync(() => root.render(node));

beforeEach(async () => {
  await resetPageForTest({ language: 'en' });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  root.unmount();
  host.remove();
});

describe('PointsEstimate', () => {
  it('shows nothing without an estimate', () => {
    render(<PointsEstimate points={undefined} language="en" />);
    expect(host.innerHTML).to.equal('');
  });

  const shownTexts: { language: Language; points: number; expected: string }[] = [
    { language: 'en', points: 1240, expected: 'Earn about 1,240 points' },
    { language: 'en', points: 1, expected: 'Earn about 1 point' },
    { language: 'de', points: 1240, expected: 'Sammeln Sie etwa 1.240 Punkte' },
    { language: 'ja', points: 1240, expected: '約1,240ポイント獲得' },
    { language: 'fr', points: 2, expected: 'Gagnez environ 2 points' },
  ];
  for (const { language, points, expected } of shownTexts) {
    it(`${language}, ${points} → "${expected}"`, async () => {
      await loadTranslations(language);
      render(<PointsEstimate points={points} language={language} className="stay-rate__points" />);
      const shown = host.querySelector('.stay-points-estimate.stay-rate__points');
      expect(shown?.textContent?.replace(/\u202f|\u00a0/g, ' ')).to.equal(expected);
    });
  }

  it('shows zero points when asked (the rules decide whether zero is shown, not the view)', () => {
    render(<PointsEstimate points={0} language="en" />);
    expect(host.textContent).to.equal('Earn about 0 points');
  });
});

/**
 * Answers the two loyalty calls and records every points request. Intercepted, not the sandbox:
 * the expected figures follow from this tier rate and multiplier, which no sandbox member has.
 */
function stubPointsCalls() {
  const api = interceptApi();
  api.answer(
    'loyalty/get-estimated-rewarding-points',
    ok({
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-03',
      tierRate: 10,
      corpMultiplier: 5,
      rateCodes: [{ code: 'BAR', multiplier: 2, points: 0 }],
    }),
  );
  api.answer(
    'configurations/point-matching',
    ok([
      {
        label: 'Normal',
        rates: [{ template: 'IBE', promoCodeType: 0 }],
        type: 'normal',
        codeType: 0,
        info: '',
        isEnable: true,
        isRedeem: true,
      },
      {
        label: 'Corporate',
        rates: [{ template: 'COBE', promoCodeType: 3 }],
        type: 'corporate',
        codeType: 3,
        info: '',
        isEnable: true,
        isRedeem: false,
      },
    ]),
  );
  api.watch('booking/config.json');
  return api;
}

const rate = (overrides: Partial<RateForPoints>): RateForPoints => ({
  ratePlanCode: 'BAR',
  roomTypeCode: 'STU',
  templates: ['IBE'],
  codeType: 0,
  identifierType: '',
  isLeasingRate: false,
  bookingSourceCode: 'IBE',
  bonusPoint: 0,
  nightlyPrices: [100, 100.5],
  currencyCode: 'SGD',
  ...overrides,
});

const rates = [
  rate({}),
  rate({ roomTypeCode: 'ONE', identifierType: 'NE' }),
  rate({ ratePlanCode: 'COR', templates: ['COBE'], codeType: 3, bookingSourceCode: 'COBE', nightlyPrices: [100], bonusPoint: 40 }),
];
const criteria: PointsCriteria = {
  hotelCode: 'SGSOM',
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  discountCode: 'ACME',
  discountCodeType: 3,
  language: 'en',
};

function EstimatesProbe() {
  const estimates = useRatePointsEstimate([...rates], { ...criteria });
  return (
    <ul>
      {rates.map((shown) => (
        <li key={ratePointsKey(shown)} data-key={ratePointsKey(shown)}>
          {String(estimates.get(ratePointsKey(shown)))}
        </li>
      ))}
    </ul>
  );
}

const shownEstimates = () => Object.fromEntries([...host.querySelectorAll('li')].map((item) => [item.dataset.key, item.textContent]));

describe('useRatePointsEstimate', () => {
  let stub: ReturnType<typeof stubPointsCalls>;
  beforeEach(() => (stub = stubPointsCalls()));
  afterEach(() => {
    signOutLocally();
    stub.restore();
  });

  it('gives guests nothing and asks nothing; after a login each rate gets its estimate, or none if it earns none', async () => {
    render(<EstimatesProbe />);
    await nextFrame();
    expect(shownEstimates()).to.deep.equal({ 'BAR+STU': 'undefined', 'BAR+ONE': 'undefined', 'COR+STU': 'undefined' });
    expect(stub.sent()).to.deep.equal([]);

    completeLogin({
      token: 'stub-token',
      tokenExpiry: testNowPlus(3_600_000),
      profile: {
        memberId: 'M900001',
        salutation: 'Ms',
        firstName: 'Aiko',
        lastName: 'Tanaka',
        tier: 'gold',
        accountType: 'member',
        points: 0,
        countryOfResidence: 'JP',
      },
    });

    // floor(200.5) x 10 x 2; NE earns none; COBE: floor(100) x 10 x corporate 5 + 40 fixed.
    await waitFor(() => shownEstimates()['BAR+STU'] === '4000', 'the estimates after the login');
    expect(shownEstimates()).to.deep.equal({ 'BAR+STU': '4000', 'BAR+ONE': 'undefined', 'COR+STU': '5040' });
    const estimate = stub.sent('get-estimated-rewarding-points')[0];
    expect(estimate?.headers.get('Authorization')).to.equal('Bearer stub-token');
    expect(Object.fromEntries(estimate?.url.searchParams ?? [])).to.deep.equal({
      propertyId: 'SGSOM',
      tierCode: '3',
      listPromoCode: '',
      listRateCode: 'BAR,COR',
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-03',
      countryCode: 'JP',
    });
  });
});
