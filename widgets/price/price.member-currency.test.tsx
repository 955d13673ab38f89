import { expect } from 'chai';
import '../currency-selector/element';
import './element';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../shared/element/page-config';
import { captureWarnings, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** Logs a demo member in at the sandbox (on this origin), as the login widget would. */
async function memberToken(email: string): Promise<string> {
  const response = await fetch('/api/authen/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY },
    body: JSON.stringify({ email, password: 'StayDemo!1' }),
  });
  return ((await response.json()) as { content: { token: string } }).content.token;
}

/** What the login widget does on success: the login cookie, then the session event. */
function signIn(token: string): void {
  document.cookie = `stay-member-token=${encodeURIComponent(token)}; path=/`;
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}

function setFaults(rules: unknown[]): void {
  document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(rules))}; path=/`;
}

const preferenceApplied = () => localStorage.getItem('stay:member-currency-login') !== null;

async function renderPrices(): Promise<{ prices: () => string[]; select: HTMLSelectElement }> {
  const root = await renderFixture(
    `<stay-currency-selector></stay-currency-selector>
     <p>From <stay-price data-amount="200" data-currency="SGD">SGD 200</stay-price> a night.</p>`,
    '.stay-price',
  );
  const select = root.querySelector<HTMLSelectElement>('.stay-currency-selector__select')!;
  await waitFor(() => select.options.length > 3, 'currency list from the service');
  return { prices: () => Array.from(root.querySelectorAll('.stay-price'), (price) => plain(price.textContent)), select };
}

afterEach(() => {
  removeFixtures();
  document.cookie = 'stay-member-token=; path=/; max-age=0';
  setFaults([]);
  history.replaceState(null, '', location.pathname + location.search.replace(/[?&]currency=[A-Z]+/, ''));
  localStorage.removeItem('stay:display-currency');
  localStorage.removeItem('stay:member-currency-login');
});

describe("stay-price and the currency selector with a member's account preference", () => {
  it('show prices in the preferred currency as soon as a silver member signs in, without reload', async () => {
    const { prices, select } = await renderPrices();
    await waitFor(() => prices()[0] === 'SGD 200.00', 'the price in the default currency');

    signIn(await memberToken('silver@demo.stay.example'));
    await waitFor(() => prices()[0] === 'JP¥22,222', 'the price in yen, without decimals');
    expect(select.value).to.equal('JPY');
    expect(JSON.parse(localStorage.getItem('stay:display-currency')!).value).to.equal('JPY');
  });

  it('keep a ?currency= query parameter first, and keep the preference for pages without one', async () => {
    history.replaceState(null, '', `${location.pathname}${location.search ? `${location.search}&` : '?'}currency=USD`);
    const { prices } = await renderPrices();
    await waitFor(() => prices()[0] === 'US$148.15', 'the price in the query currency');

    signIn(await memberToken('silver@demo.stay.example'));
    await waitFor(preferenceApplied, 'the account preference to be handled');
    expect(prices()[0]).to.equal('US$148.15');
    expect(JSON.parse(localStorage.getItem('stay:display-currency')!).value).to.equal('JPY');
  });

  it('keep the currency, with one warning and no visible error, when the account preference fails', async () => {
    const { prices, select } = await renderPrices();
    setFaults([{ match: 'account-preference', kind: 'error', status: 401, errorCode: '555' }]);
    const warnings = captureWarnings();
    try {
      signIn(await memberToken('silver@demo.stay.example'));
      await waitFor(() => warnings.messages.some((message) => message.includes('account preference')), 'a warning');
      await waitFor(preferenceApplied, 'the account preference to be handled');
      expect(warnings.messages.filter((message) => message.includes('account preference'))).to.have.length(1);
      expect(prices()[0]).to.equal('SGD 200.00');
      expect(select.value).to.equal('SGD');
      expect(document.querySelector('[role="alert"], .stay-widget-error')).to.equal(null);
    } finally {
      warnings.restore();
    }
  });
});
