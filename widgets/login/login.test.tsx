import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { authErrorOf } from '../../shared/domain/loyalty/auth-errors';
import { translateAuthError } from '../../shared/ui/auth-errors/auth-error-text';
import { writeEntry } from '../../shared/storage';
import { requestLogin } from '../../shared/store/member-atoms';
import { tokenExpiryEntry } from '../../shared/store/token-expiry-entry';
import { memberProfileSessionEntry } from '../../shared/store/member-entries';
import { readLoginToken, reportTokenRejected } from '../../shared/session/login-session';
import { testNowPlus } from '../../testing/clock';
import { addWidgetStyles, nextFrame, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest, type PageState } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';
import './element';

const LOGIN_COOKIE = 'stay-member-token';
const PASSWORD = 'StayDemo!1';

function signOutHere(): void {
  document.cookie = `${LOGIN_COOKIE}=; path=/; max-age=0`;
}

async function mount(state: PageState = {}): Promise<{ opener: HTMLButtonElement }> {
  signOutHere();
  await resetPageForTest({ language: 'en', ...state });
  addWidgetStyles(widgetStyles);
  const root = await renderFixture('<button type="button" id="opener">Log in</button><stay-login></stay-login>', 'p[role="status"]');
  return { opener: root.querySelector<HTMLButtonElement>('#opener')! };
}

async function openModal(opener: HTMLButtonElement): Promise<HTMLElement> {
  opener.focus();
  requestLogin({ reason: 'header', returnFocusTo: opener });
  const dialog: HTMLElement = await waitFor(() => queryByRole(document.body, 'dialog', { name: 'Log in' }), 'the login modal');
  await waitFor(() => document.activeElement === byRole(dialog, 'textbox', { name: 'E-mail address' }), 'focus on the e-mail field');
  return dialog;
}

async function fill(dialog: HTMLElement, email: string, password: string): Promise<void> {
  byRole(dialog, 'textbox', { name: 'E-mail address' }).focus();
  await sendKeys({ type: email });
  dialog.querySelector<HTMLInputElement>('input[name="password"]')!.focus();
  await sendKeys({ type: password });
  await sendKeys({ press: 'Enter' });
}

const loginCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${LOGIN_COOKIE}=`));

describe('<stay-login> modal (issue 14 item 1)', () => {
  afterEach(signOutHere);

  it('traps focus (Tab wraps both ways) and gives it back to the opener on Escape', async () => {
    const { opener } = await mount();
    const dialog = await openModal(opener);
    const close = byRole(dialog, 'button', { name: 'Close' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(close);
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(byRole(dialog, 'link', { name: 'Sign up' }));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(close);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByRole(document.body, 'dialog', { name: 'Log in' }), 'the modal closed');
    expect(document.activeElement).to.equal(opener);
  });

  it('announces empty fields: each field invalid and described, the summary focused', async () => {
    const { opener } = await mount();
    const dialog = await openModal(opener);
    byRole(dialog, 'button', { name: 'Log in' }).click();
    const summary = await waitFor(() => queryByRole(dialog, 'group', { name: 'There is a problem' }), 'the error summary');
    await waitFor(() => document.activeElement === summary, 'focus on the summary');
    const email = byRole(dialog, 'textbox', { name: 'E-mail address' });
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).to.equal('Enter your e-mail address.');
    expect(Array.from(summary.querySelectorAll('a'), (link) => link.textContent)).to.deep.equal([
      'Enter your e-mail address.',
      'Enter your password.',
    ]);
  });

  // Each code of loyalty spec §8 the login call can answer, forced by the sandbox's fault rules (its README).
  for (const [code, status] of [
    ['551', 400],
    ['552', 400],
    ['553', 401],
    ['556', 403],
    ['557', 403],
    ['558', 403],
    ['560', 400],
    ['565', 400],
    ['500', 500],
  ] as const) {
    it(`shows the message of ${code} in an alert that takes the focus`, async () => {
      const { opener } = await mount({ faults: [{ match: '/api/authen/login', kind: 'error', status, errorCode: code }] });
      const dialog = await openModal(opener);
      await fill(dialog, 'gold@demo.stay.example', PASSWORD);
      const alert = await waitFor(() => queryByRole(dialog, 'alert'), 'the error');
      expect(alert.querySelector('p')?.textContent).to.equal(translateAuthError('en', authErrorOf({ kind: 'backend', code })));
      await waitFor(() => document.activeElement === alert, 'focus on the error');
      expect(loginCookie()).to.equal(undefined);
    });
  }

  it('says to check the connection when the service cannot be reached', async () => {
    const { opener } = await mount({ faults: [{ match: '/api/authen/login', kind: 'network' }] });
    const dialog = await openModal(opener);
    await fill(dialog, 'gold@demo.stay.example', PASSWORD);
    const alert = await waitFor(() => queryByRole(dialog, 'alert'), 'the error');
    expect(alert.textContent).to.equal('We could not reach our service. Check your connection and try again.');
  });

  it('logs in: the cookie holds the token, storage the profile without e-mail, the status says who', async () => {
    const { opener } = await mount();
    const dialog = await openModal(opener);
    let announced = 0;
    window.addEventListener('stay:session-change', () => (announced += 1), { once: true });
    await fill(dialog, 'gold@demo.stay.example', PASSWORD);
    await waitFor(() => !dialog.isConnected, 'the modal closed');
    expect(document.activeElement).to.equal(opener);
    expect(loginCookie()).to.match(/^stay-member-token=\S+$/);
    expect(announced).to.equal(1);
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage });
    expect(stored).to.contain('SM1000003');
    expect(stored).not.to.contain('gold@demo.stay.example');
    expect(stored).not.to.contain(loginCookie()!.split('=')[1]);
    await waitFor(() => document.querySelector('stay-login p[role="status"]')?.textContent === 'You are logged in as Mei.', 'the status');
  });

  it('shows its modal right to left on an Arabic page, in Arabic', async () => {
    const { opener } = await mount({ language: 'ar' });
    opener.focus();
    requestLogin({});
    const dialog = await waitFor(() => queryByRole(document.body, 'dialog', { name: 'تسجيل الدخول' }), 'the Arabic modal');
    expect(dialog.closest('.stay-modal')?.getAttribute('dir')).to.equal('rtl');
    expect(byRole(dialog, 'textbox', { name: 'البريد الإلكتروني' }).getAttribute('autocomplete')).to.equal('username');
  });
});

describe('<stay-login> token life (issue 14 item 2, WCAG 2.2.1)', () => {
  afterEach(signOutHere);

  async function logInAtSandbox(): Promise<void> {
    const response = await fetch('/api/authen/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' },
      body: JSON.stringify({ email: 'silver@demo.stay.example', password: PASSWORD }),
    });
    const { content } = (await response.json()) as { content: { token: string } };
    document.cookie = `${LOGIN_COOKIE}=${encodeURIComponent(content.token)}; path=/`;
  }

  it('warns before the login ends; "Stay logged in" refreshes the token and the warning goes', async () => {
    await resetPageForTest({ language: 'en' });
    await logInAtSandbox();
    writeEntry(tokenExpiryEntry, testNowPlus(90_000));
    // The profile is stored too, as after a login here (without it the page fetches it, which renews the token).
    writeEntry(memberProfileSessionEntry, {
      memberId: 'SM1000002',
      salutation: 'Mr',
      firstName: 'Kenji',
      lastName: 'Sato',
      tier: 'silver',
      accountType: 'member',
      points: 0,
      countryOfResidence: 'JP',
    });
    addWidgetStyles(widgetStyles);
    await renderFixture('<stay-login></stay-login>', 'p[role="status"]');
    const warning = await waitFor(() => queryByRole(document.body, 'alertdialog', { name: 'Your session is about to end' }), 'the warning');
    expect(warning.textContent).to.contain('logged out in 2 min');
    const stay = byRole(warning, 'button', { name: 'Stay logged in' });
    await waitFor(() => document.activeElement === stay, 'focus on "Stay logged in"');
    stay.click();
    await waitFor(() => !warning.isConnected, 'the warning closed');
    expect(JSON.parse(localStorage.getItem('stay:token-expiry')!).value).to.be.greaterThan(testNowPlus(50 * 60_000));
  });

  it('a token refused (401 555) before the element mounted still signs out and opens the modal', async () => {
    await resetPageForTest({ language: 'en' });
    await logInAtSandbox();
    // Expiry and profile stored, as after a login here: the element itself makes no member call.
    writeEntry(tokenExpiryEntry, testNowPlus(3_600_000));
    writeEntry(memberProfileSessionEntry, {
      memberId: 'SM1000002',
      salutation: 'Mr',
      firstName: 'Kenji',
      lastName: 'Sato',
      tier: 'silver',
      accountType: 'member',
      points: 0,
      countryOfResidence: 'JP',
    });
    // Another widget's member call was refused while <stay-login> was still loading: nobody listened to the event.
    reportTokenRejected(readLoginToken(LOGIN_COOKIE));
    await renderFixture('<stay-login></stay-login>', 'p[role="status"]');
    const dialog = await waitFor(() => queryByRole(document.body, 'dialog', { name: 'Log in' }), 'the login modal');
    expect(dialog.textContent).to.contain('Your session has ended.');
    await waitFor(() => loginCookie() === undefined, 'the login cookie removed');
  });

  it('a refusal of an earlier login is not held against a new one', async () => {
    await resetPageForTest({ language: 'en' });
    reportTokenRejected('an-older-token');
    await logInAtSandbox();
    writeEntry(tokenExpiryEntry, testNowPlus(3_600_000));
    await renderFixture('<stay-login></stay-login>', 'p[role="status"]');
    await nextFrame();
    expect(queryByRole(document.body, 'dialog', { name: 'Log in' })).to.equal(null);
    expect(loginCookie()).not.to.equal(undefined);
  });

  it('at the expiry signs out here and opens the modal saying the session ended', async () => {
    await resetPageForTest({ language: 'en' });
    await logInAtSandbox();
    writeEntry(tokenExpiryEntry, testNowPlus(-1000));
    await renderFixture('<stay-login></stay-login>', 'p[role="status"]');
    const dialog = await waitFor(() => queryByRole(document.body, 'dialog', { name: 'Log in' }), 'the login modal');
    expect(dialog.textContent).to.contain('Your session has ended.');
    await waitFor(() => loginCookie() === undefined, 'the login cookie removed');
    expect(localStorage.getItem('stay:token-expiry')).to.equal(null);
  });
});
