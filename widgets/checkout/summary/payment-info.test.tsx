import { expect } from 'chai';
import { renderComponent } from '../../../testing/component-host';
import { captureWarnings, waitFor } from '../../../testing/fixtures';
import { resetPageForTest } from '../../../testing/page-state';
import { PaymentInfo, type ShownPayment } from './PaymentInfo';

/*
 * How each rate is paid (issue 16 item 1) names the property as the page's language does, from
 * the property-by-code content read (booking spec §7; the read the page search makes too), not
 * by its hotel code; a name that cannot be read falls back to the code with a console warning
 * naming the element. The content read is answered at the API boundary, window.fetch.
 */
const names: Record<string, Record<string, string>> = {
  SGORCH: { en: 'Stay Orchard Singapore', ja: 'ステイ・オーチャード・シンガポール' },
};
const asked: string[] = [];
const realFetch = window.fetch;
window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const read = /properties\/p_lang\/eq\/(\w+)\/p_propertyCodes\/eq\/(\w+)\.json$/.exec(url.pathname);
  if (!read) return realFetch(input, init);
  const [, language = '', code = ''] = read;
  asked.push(`${language}:${code}`);
  const name = names[code]?.[language];
  const content = name ? [{ propertyCode: code, propertyName: name, propertyEnName: names[code]!.en }] : [];
  return new Response(JSON.stringify({ status: 200, content }), { status: 200, headers: { 'content-type': 'application/json' } });
};
after(() => {
  window.fetch = realFetch;
});

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
  asked.length = 0;
  localStorage.clear();
});

describe('PaymentInfo: the property of each payment line', () => {
  it("shows the property's name in the page language, never its hotel code", async () => {
    await resetPageForTest({ language: 'ja' });
    const { host } = renderComponent(<PaymentInfo language="ja" payments={[payment('SGORCH')]} />);
    await waitFor(() => lines(host)[0]?.includes('ステイ・オーチャード・シンガポール'), 'the property name');
    expect(lines(host)).to.deep.equal(['ステイ・オーチャード・シンガポール · Best Available Rate']);
    expect(asked).to.deep.equal(['ja:SGORCH']);
  });

  it('falls back to the hotel code, with a console warning naming the element, when the name cannot be read', async () => {
    await resetPageForTest({ language: 'en' });
    const warnings = captureWarnings();
    try {
      const { host } = renderComponent(<PaymentInfo language="en" payments={[payment('SGORCH'), payment('XXNONE')]} />);
      await waitFor(() => lines(host).length === 2 && lines(host)[1]?.startsWith('XXNONE'), 'the fallback');
      expect(lines(host)).to.deep.equal(['Stay Orchard Singapore · Best Available Rate', 'XXNONE · Best Available Rate']);
      const named = warnings.messages.filter((message) => message.includes('<stay-checkout>') && message.includes('XXNONE'));
      expect(named).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});
