import { expect } from 'chai';
import { renderComponent } from '../../../testing/component-host';
import { captureWarnings, waitFor } from '../../../testing/fixtures';
import { interceptApi } from '../../../testing/intercept';
import { resetPageForTest } from '../../../testing/page-state';
import { PaymentInfo, type ShownPayment } from './PaymentInfo';

/*
 * How each rate is paid (issue 16 item 1) names the property as the page's language does, from
 * the property-by-code content read (booking spec §7; the read the page search makes too), not
 * by its hotel code; a name that cannot be read falls back to the code with a console warning
 * naming the element. The sandbox answers the read: Kiri House Shinjuku has a Japanese name, an
 * unknown code none.
 */
// Passed through to the sandbox: recorded to see which reads were made.
const api = interceptApi();
after(() => api.restore());
/** The property-by-code reads of `code`, as `language:code`. */
const askedFor = (code: string) =>
  api.sent(`${code}.json`).map((request) => `${/\/p_lang\/eq\/(\w+)\//.exec(request.url.pathname)?.[1]}:${code}`);

const payment = (hotelCode: string): ShownPayment => ({
  key: `${hotelCode}:BAR`,
  hotelCode,
  ratePlanName: 'Best Available Rate',
  paymentType: 'card-guarantee',
  cardTypes: [],
  cardPaymentAvailable: true,
});

const lines = (host: HTMLElement) => Array.from(host.querySelectorAll('.stay-checkout-summary__payment-for'), (line) => line.textContent);

beforeEach(() => {
  api.reset();
  localStorage.clear();
});

describe('PaymentInfo: the property of each payment line', () => {
  it("shows the property's name in the page language, never its hotel code", async () => {
    await resetPageForTest({ language: 'ja' });
    api.watch('JPSHJK.json');
    const { host } = renderComponent(<PaymentInfo language="ja" payments={[payment('JPSHJK')]} />);
    await waitFor(() => lines(host)[0]?.includes('キリハウス新宿'), 'the property name');
    expect(lines(host)).to.deep.equal(['キリハウス新宿 · Best Available Rate']);
    expect(askedFor('JPSHJK')).to.deep.equal(['ja:JPSHJK']);
  });

  it('falls back to the hotel code, with a console warning naming the element, when the name cannot be read', async () => {
    await resetPageForTest({ language: 'en' });
    const warnings = captureWarnings();
    try {
      const { host } = renderComponent(<PaymentInfo language="en" payments={[payment('SGORCH'), payment('XXNONE')]} />);
      await waitFor(() => lines(host).length === 2 && lines(host)[1]?.startsWith('XXNONE'), 'the fallback');
      expect(lines(host)).to.deep.equal(['Aster Residences Orchard · Best Available Rate', 'XXNONE · Best Available Rate']);
      const named = warnings.messages.filter((message) => message.includes('<stay-checkout>') && message.includes('XXNONE'));
      expect(named).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});
