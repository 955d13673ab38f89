import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { uniqueSuffix } from '../../testing/clock';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi } from '../../testing/intercept';
import { resetPageForTest, type SandboxFault } from '../../testing/page-state';
import { accessibleName, allByRole, byRole, queryByRole } from '../../testing/roles';
import { CHECKLIST_SUMMARY_DELAY_MS } from '../../shared/ui/password-checklist/PasswordChecklist';

/*
 * <stay-sign-up> (issue 14 item 4): the live password checklist, e-mail first, each server error in
 * place (CPRV_1005 among them), sign-up then login, and values that survive a reload. The sandbox
 * answers the account calls: its own checks, or a fault rule for each error code (sandbox README
 * "One rule per account error code"); the calls are watched to read what was sent.
 */
const api = interceptApi();
after(() => api.restore());
addWidgetStyles(widgetStyles);
await import('./element');

/** An address no member of the sandbox has: each test its own, as sign-ups stay for the whole run. */
const newAddress = () => `new.member.${uniqueSuffix()}@stay.example`;

async function reset(faults: SandboxFault[] = []): Promise<void> {
  await resetPageForTest({ language: 'en', faults });
  api.reset();
  for (const call of ['authen/validate-email', 'authen/check-user-exist', 'authen/sign-up-with-email', 'authen/login']) api.watch(call);
}

beforeEach(() => reset());
afterEach(removeFixtures);

/** The bodies sent to a call, in order. */
const sentBodies = (call: string) => api.sent(call).map(({ body }) => body);

async function renderSignUp(attributes = ''): Promise<HTMLElement> {
  const root = addFixture(`<stay-sign-up ${attributes}></stay-sign-up>`);
  await waitFor(() => queryByRole(root, 'button', { name: 'Create account' }), 'the sign-up form');
  return root;
}

const field = (root: HTMLElement, name: string) => byRole<HTMLInputElement>(root, 'textbox', { name });
const passwordField = (root: HTMLElement, name = 'Password') =>
  root.querySelector<HTMLInputElement>(`#${name === 'Password' ? 'stay-sign-up-password' : 'stay-sign-up-confirmPassword'}`)!;

async function type(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** A value as autofill gives it, in one event: the form's own tests type key by key where that matters. */
function setValue(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function chooseCountry(root: HTMLElement, typed: string, name: string): Promise<void> {
  await type(byRole(root, 'combobox', { name: 'Country of residence' }), typed);
  await waitFor(() => queryByRole(root, 'option', { name }), `the option ${name}`);
  byRole(root, 'option', { name }).click();
}

async function fillForm(root: HTMLElement, email = newAddress()): Promise<void> {
  setValue(field(root, 'E-mail address'), email);
  setValue(passwordField(root), 'Fresh!Pass9');
  setValue(passwordField(root, 'Confirm password'), 'Fresh!Pass9');
  choose(byRole<HTMLSelectElement>(root, 'combobox', { name: 'Salutation' }), 'Ms');
  setValue(field(root, 'First name'), 'Aiko');
  setValue(field(root, 'Last name'), 'Tanaka');
  // A whole name (as the browser's autofill gives it) counts as chosen.
  setValue(byRole(root, 'combobox', { name: 'Country of residence' }), 'Japan');
  await waitFor(
    () => !queryByRole(root, 'group', { name: 'There is a problem' }) && field(root, 'Last name').value === 'Tanaka',
    'the form filled',
  );
}

const checklistNames = (root: HTMLElement) =>
  allByRole(root.querySelector('#stay-sign-up-password-rules')!, 'listitem').map(accessibleName);
const status = (root: HTMLElement) => root.querySelector('.stay-password-checklist [role="status"]')!.textContent;

describe('stay-sign-up: the live password checklist (loyalty spec §5)', () => {
  it('says in each item whether its rule is met, as the visitor types, and is what the field describes', async () => {
    const root = await renderSignUp();
    expect(checklistNames(root)).to.deep.equal([
      '8 to 16 characters: not yet',
      'Only letters, digits and symbols (no spaces): not yet',
      'An upper-case letter (A-Z): not yet',
      'A lower-case letter (a-z): not yet',
      'A digit (0-9): not yet',
      'A symbol, such as ! ? # or @: not yet',
    ]);
    expect(passwordField(root).getAttribute('aria-describedby')).to.contain('stay-sign-up-password-rules');

    await type(passwordField(root), 'abc1');
    await waitFor(() => checklistNames(root)[3] === 'A lower-case letter (a-z): done', 'the lower-case rule met');
    expect(checklistNames(root)).to.deep.equal([
      '8 to 16 characters: not yet',
      'Only letters, digits and symbols (no spaces): done',
      'An upper-case letter (A-Z): not yet',
      'A lower-case letter (a-z): done',
      'A digit (0-9): done',
      'A symbol, such as ! ? # or @: not yet',
    ]);
  });

  it('sums the list up politely once typing pauses, not on every key', async () => {
    const root = await renderSignUp();
    expect(status(root)).to.equal('');
    const typedAt = performance.now();
    await type(passwordField(root), 'Abcdefg1');
    // Typing takes less than the pause here: nothing is said while keys come.
    if (performance.now() - typedAt < CHECKLIST_SUMMARY_DELAY_MS) expect(status(root)).to.equal('');
    await waitFor(() => status(root) === '5 of 6 password rules met.', 'the summary after the pause');
    expect(root.querySelector('.stay-password-checklist [role="status"]')!.closest('[aria-live="assertive"]')).to.equal(null);
    await type(passwordField(root), '!');
    await waitFor(() => status(root) === 'All password rules met.', 'all met');
  });

  it('lists only the checks its flags ask for (data-require-… attributes)', async () => {
    const root = await renderSignUp('data-require-special="false" data-require-uppercase="false"');
    expect(checklistNames(root).map((name) => name.replace(/: not yet$/, ''))).to.deep.equal([
      '8 to 16 characters',
      'Only letters, digits and symbols (no spaces)',
      'A lower-case letter (a-z)',
      'A digit (0-9)',
    ]);
  });

  it('shows and hides the password with a toggle button', async () => {
    const root = await renderSignUp();
    const toggle = allByRole(root, 'button', { name: 'Show password' })[0]!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await waitFor(() => passwordField(root).type === 'text', 'the password shown');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
  });
});

describe('stay-sign-up: e-mail first', () => {
  it('checks a new address on leaving the field: validate-email, then check-user-exist', async () => {
    const email = newAddress();
    const root = await renderSignUp();
    field(root, 'E-mail address').focus();
    setValue(field(root, 'E-mail address'), email);
    passwordField(root).focus();
    await waitFor(() => api.sent('authen/check-user-exist').length === 1, 'check-user-exist');
    expect(sentBodies('authen/validate-email')).to.deep.equal([{ email }]);
    expect(field(root, 'E-mail address').getAttribute('aria-invalid')).to.equal(null);
  });

  it('an address with an account says so, with "log in instead", which asks for the login', async () => {
    // gold@ is a demo member of the sandbox.
    const root = await renderSignUp();
    field(root, 'E-mail address').focus();
    setValue(field(root, 'E-mail address'), 'gold@demo.stay.example');
    passwordField(root).focus();
    const instead = await waitFor(() => queryByRole<HTMLButtonElement>(root, 'button', { name: 'Log in instead' }), 'log in instead');
    const email = field(root, 'E-mail address');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).to.equal('Email address is already registered!');
    const requests: CustomEvent[] = [];
    window.addEventListener('stay:login-request', (event) => requests.push(event), { once: true });
    instead.click();
    expect(requests[0]!.detail).to.deep.equal({ reason: 'link', returnTo: '/en/member/user-profile/' });
  });

  it('a server refusal of the address (560) shows its own message on the field', async () => {
    await reset([{ match: '/api/authen/validate-email', kind: 'error', status: 400, errorCode: '560' }]);
    const root = await renderSignUp();
    field(root, 'E-mail address').focus();
    setValue(field(root, 'E-mail address'), 'odd@stay.example');
    passwordField(root).focus();
    await waitFor(() => field(root, 'E-mail address').getAttribute('aria-invalid') === 'true', 'the e-mail marked invalid');
    expect(root.textContent).to.contain('Enter a valid e-mail address, like name@example.com.');
    expect(api.sent('authen/check-user-exist')).to.have.length(0);
  });
});

describe('stay-sign-up: submit', () => {
  it('an empty form: the summary takes the focus and lists every problem; each field is marked and described', async () => {
    const root = await renderSignUp('data-terms-path="/en/faq/"');
    byRole(root, 'button', { name: 'Create account' }).click();
    const summary = await waitFor(() => queryByRole(root, 'group', { name: 'There is a problem' }), 'the error summary');
    await waitFor(() => document.activeElement === summary, 'the focus on the summary');
    expect(allByRole(summary, 'link').map(accessibleName)).to.deep.equal([
      'Enter your e-mail address.',
      'Choose a password.',
      'Enter the password again.',
      'Choose a salutation.',
      'Enter your first name.',
      'Enter your last name.',
      'Choose your country of residence.',
      'Accept the terms and conditions to continue.',
    ]);
    expect(field(root, 'First name').getAttribute('aria-invalid')).to.equal('true');
    expect(api.sent('authen/sign-up-with-email')).to.have.length(0);
  });

  it('before the first submit a left field shows its own message and nothing above the form moves (no summary yet)', async () => {
    const root = await renderSignUp();
    field(root, 'First name').focus();
    field(root, 'Last name').focus();
    await waitFor(() => field(root, 'First name').getAttribute('aria-invalid') === 'true', 'the first name marked');
    expect(document.getElementById('stay-sign-up-firstName-error')!.textContent).to.equal('Enter your first name.');
    expect(queryByRole(root, 'group', { name: 'There is a problem' })).to.equal(null);
  });

  const placed: [string, string, string, string][] = [
    ['559', 'E-mail address', 'email', 'The e-mail address is too long: use at most 100 characters.'],
    ['560', 'E-mail address', 'email', 'Enter a valid e-mail address, like name@example.com.'],
    ['CPRV_1005', 'E-mail address', 'email', 'Email address is already registered!'],
    ['561', 'Password', 'password', 'The password is too weak: use 8 to 16 characters with the kinds of characters listed.'],
    ['564', 'Confirm password', 'confirmPassword', 'The passwords do not match.'],
    ['552', 'Referral code (optional)', 'referralCode', 'This referral code is not valid. Check it, or leave the field empty.'],
  ];
  for (const [code, label, id, message] of placed) {
    it(`${code} from sign-up-with-email shows "${message}" on ${label}, and in the focused summary`, async () => {
      await reset([{ match: '/api/authen/sign-up-with-email', kind: 'error', status: code === 'CPRV_1005' ? 409 : 400, errorCode: code }]);
      const root = await renderSignUp();
      await fillForm(root);
      if (id === 'referralCode') setValue(field(root, 'Referral code (optional)'), 'NOPE');
      byRole(root, 'button', { name: 'Create account' }).click();
      const control = root.querySelector(`#stay-sign-up-${id}`)!;
      await waitFor(() => control.getAttribute('aria-invalid') === 'true', `${label} marked invalid`);
      expect(document.getElementById(`stay-sign-up-${id}-error`)!.textContent).to.equal(message);
      const summary = byRole(root, 'group', { name: 'There is a problem' });
      await waitFor(() => document.activeElement === summary, 'the focus on the summary');
      expect(allByRole(summary, 'link').map(accessibleName)).to.deep.equal([message]);
    });
  }

  for (const [code, message] of [
    ['552', 'Some required details are missing. Fill in every field marked required.'],
    ['500', 'Something went wrong on our side. Please try again in a moment.'],
  ]) {
    it(`${code} without a field of its own shows "${message}" above the form`, async () => {
      await reset([{ match: '/api/authen/sign-up-with-email', kind: 'error', status: code === '500' ? 500 : 400, errorCode: code }]);
      const root = await renderSignUp();
      await fillForm(root);
      byRole(root, 'button', { name: 'Create account' }).click();
      const summary = await waitFor(() => queryByRole(root, 'group', { name: 'There is a problem' }), 'the summary');
      expect(allByRole(summary, 'link').map(accessibleName)).to.deep.equal([message]);
    });
  }

  it('a new member: sign-up sends the form (no referral code when empty), logs in with it, and shows the dashboard link', async () => {
    const email = newAddress();
    const sessionChanges: Event[] = [];
    window.addEventListener('stay:session-change', (event) => sessionChanges.push(event), { once: true });
    const root = await renderSignUp();
    await fillForm(root, email);
    byRole(root, 'button', { name: 'Create account' }).click();
    const heading = await waitFor(() => queryByRole(root, 'heading', { name: 'Welcome, Aiko! Your account is ready.' }), 'the success');
    expect(document.activeElement).to.equal(heading);
    expect(byRole(root, 'link', { name: 'Go to your member dashboard' }).getAttribute('href')).to.equal('/en/member/user-profile/');
    expect(sentBodies('authen/sign-up-with-email')).to.deep.equal([
      {
        email,
        password: 'Fresh!Pass9',
        confirmPassword: 'Fresh!Pass9',
        salutation: 'Ms',
        firstName: 'Aiko',
        lastName: 'Tanaka',
        countryOfResidence: 'JP',
        langCode: 'en',
      },
    ]);
    expect(sentBodies('authen/login')).to.deep.equal([{ email, password: 'Fresh!Pass9' }]);
    expect(sessionChanges).to.have.length(1);
    expect(sessionStorage.getItem('stay:sign-up-draft')).to.equal(null);
  });
});

describe('stay-sign-up: a reload loses nothing but the passwords and the e-mail', () => {
  it('keeps salutation, names, country and referral code in session storage, and shows them again', async () => {
    const email = newAddress();
    let root = await renderSignUp();
    await fillForm(root, email);
    setValue(byRole(root, 'combobox', { name: 'Country of residence' }), '');
    await chooseCountry(root, 'Singa', 'Singapore');
    setValue(field(root, 'Referral code (optional)'), 'FRIEND2026');
    const stored = sessionStorage.getItem('stay:sign-up-draft')!;
    expect(stored).to.contain('Tanaka');
    expect(stored).not.to.contain('Fresh!Pass9');
    expect(stored).not.to.contain(email);

    removeFixtures();
    resetPageForTest({ language: 'en', keepStorage: true });
    root = await renderSignUp();
    expect(byRole<HTMLSelectElement>(root, 'combobox', { name: 'Salutation' }).value).to.equal('Ms');
    expect(field(root, 'First name').value).to.equal('Aiko');
    expect(field(root, 'Last name').value).to.equal('Tanaka');
    expect(byRole<HTMLInputElement>(root, 'combobox', { name: 'Country of residence' }).value).to.equal('Singapore');
    expect(field(root, 'Referral code (optional)').value).to.equal('FRIEND2026');
    expect(passwordField(root).value).to.equal('');
  });
});
