import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi } from '../../testing/intercept';
import { resetLinkToken, signUpMember } from '../../testing/member-sandbox';
import { resetPageForTest, type SandboxFault } from '../../testing/page-state';
import { accessibleName, allByRole, byRole, queryByRole } from '../../testing/roles';
import { resetNavigation } from './reset-navigation';

/*
 * <stay-password-reset> (issue 14 item 4): "forgot password" without a token, "choose a new
 * password" with the e-mail link's `?token=`; each server answer shown in place. The sandbox
 * answers: a real reset link of a member signed up for the test (a demo member's password is the
 * whole run's), a fault rule for each error code the form's own checks keep it from, and for 500;
 * the calls are watched to read what was sent.
 */
const api = interceptApi();
let query = '';
resetNavigation.currentQuery = () => query;
after(() => api.restore());
addWidgetStyles(widgetStyles);
await import('./element');

async function reset(faults: SandboxFault[] = []): Promise<void> {
  await resetPageForTest({ language: 'en', faults });
  api.reset();
  api.watch('authen/forgot-password');
  api.watch('authen/reset-password');
}

beforeEach(async () => {
  await reset();
  query = '';
});
afterEach(removeFixtures);

/** The bodies sent to a call, in order. */
const sentBodies = (call: string) => api.sent(call).map(({ body }) => body);

async function render(rendered: string): Promise<HTMLElement> {
  const root = addFixture('<stay-password-reset></stay-password-reset>');
  await waitFor(() => queryByRole(root, 'button', { name: rendered }), rendered);
  return root;
}

async function type(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

const summaryLinks = (root: HTMLElement) => allByRole(byRole(root, 'group', { name: 'There is a problem' }), 'link').map(accessibleName);

describe('stay-password-reset: forgot password (no token in the address)', () => {
  it('sends the e-mail and answers the same for anyone: "if an account exists"', async () => {
    // No member has this address: the sandbox answers as it does for a member.
    const root = await render('Send the link');
    await type(byRole(root, 'textbox', { name: 'E-mail address' }), ' someone@stay.example ');
    byRole(root, 'button', { name: 'Send the link' }).click();
    const heading = await waitFor(() => queryByRole(root, 'heading', { name: 'Check your e-mail' }), 'the sent message');
    expect(document.activeElement).to.equal(heading);
    expect(root.textContent).to.contain('If an account exists for someone@stay.example, we have sent it a link');
    expect(sentBodies('authen/forgot-password')).to.deep.equal([{ email: 'someone@stay.example', langCode: 'en' }]);
  });

  it('checks the address before sending: empty, then malformed', async () => {
    const root = await render('Send the link');
    byRole(root, 'button', { name: 'Send the link' }).click();
    await waitFor(() => queryByRole(root, 'group', { name: 'There is a problem' }), 'the summary');
    expect(summaryLinks(root)).to.deep.equal(['Enter your e-mail address.']);
    await type(byRole(root, 'textbox', { name: 'E-mail address' }), 'someone@');
    await waitFor(() => summaryLinks(root)[0] === 'Enter a valid e-mail address, like name@example.com.', 'the malformed message');
    expect(api.sent('authen/forgot-password')).to.have.length(0);
  });

  it('560 from the service shows its own message on the field', async () => {
    await reset([{ match: '/api/authen/forgot-password', kind: 'error', status: 400, errorCode: '560' }]);
    const root = await render('Send the link');
    const email = byRole(root, 'textbox', { name: 'E-mail address' });
    await type(email, 'someone@stay.example');
    byRole(root, 'button', { name: 'Send the link' }).click();
    await waitFor(() => email.getAttribute('aria-invalid') === 'true', 'the e-mail marked invalid');
    expect(summaryLinks(root)).to.deep.equal(['Enter a valid e-mail address, like name@example.com.']);
  });
});

describe('stay-password-reset: choose a new password (?token= from the e-mail)', () => {
  // A token the sandbox never issued: the fault rules answer before it is read, and it is refused for real (555).
  beforeEach(() => {
    query = '?token=RESET-TOKEN';
  });

  async function fill(root: HTMLElement, password: string, confirmation = password): Promise<void> {
    await type(root.querySelector<HTMLInputElement>('#stay-password-reset-password')!, password);
    await type(root.querySelector<HTMLInputElement>('#stay-password-reset-confirmPassword')!, confirmation);
  }

  it('shows the live checklist, sends token and passwords, then offers "log in" returning home', async () => {
    const token = await resetLinkToken((await signUpMember()).email);
    query = `?token=${token}`;
    const root = await render('Save the new password');
    const rules = root.querySelector('#stay-password-reset-password-rules')!;
    expect(allByRole(rules, 'listitem').map(accessibleName)[0]).to.equal('8 to 16 characters: not yet');
    await fill(root, 'Fresh!Pass9');
    expect(
      allByRole(rules, 'listitem')
        .map(accessibleName)
        .every((name) => name.endsWith(': done')),
    ).to.equal(true);
    byRole(root, 'button', { name: 'Save the new password' }).click();
    const heading = await waitFor(() => queryByRole(root, 'heading', { name: 'Your password is changed' }), 'the success');
    expect(document.activeElement).to.equal(heading);
    expect(sentBodies('authen/reset-password')).to.deep.equal([{ token, password: 'Fresh!Pass9', confirmPassword: 'Fresh!Pass9' }]);
    const requests: CustomEvent[] = [];
    window.addEventListener('stay:login-request', (event) => requests.push(event), { once: true });
    byRole(root, 'button', { name: 'Log in' }).click();
    expect(requests[0]!.detail).to.deep.equal({ reason: 'link', returnTo: '/en/' });
  });

  it('a weak password and a different confirmation are refused before sending, each with its own message', async () => {
    const root = await render('Save the new password');
    await fill(root, 'weakpass', 'weakpas');
    byRole(root, 'button', { name: 'Save the new password' }).click();
    await waitFor(() => queryByRole(root, 'group', { name: 'There is a problem' }), 'the summary');
    expect(summaryLinks(root)).to.deep.equal([
      'The password is too weak: use 8 to 16 characters with the kinds of characters listed.',
      'The passwords do not match.',
    ]);
    expect(api.sent('authen/reset-password')).to.have.length(0);
  });

  for (const [code, id, message] of [
    ['561', 'password', 'The password is too weak: use 8 to 16 characters with the kinds of characters listed.'],
    ['564', 'confirmPassword', 'The passwords do not match.'],
    ['500', 'save', 'Something went wrong on our side. Please try again in a moment.'],
  ] as const) {
    it(`${code} from reset-password shows "${message}" in place`, async () => {
      await reset([{ match: '/api/authen/reset-password', kind: 'error', status: code === '500' ? 500 : 400, errorCode: code }]);
      const root = await render('Save the new password');
      await fill(root, 'Fresh!Pass9');
      byRole(root, 'button', { name: 'Save the new password' }).click();
      await waitFor(() => queryByRole(root, 'group', { name: 'There is a problem' }), 'the summary');
      expect(summaryLinks(root)).to.deep.equal([message]);
      if (id !== 'save') expect(root.querySelector(`#stay-password-reset-${id}`)!.getAttribute('aria-invalid')).to.equal('true');
    });
  }

  it('555: the link was used or has expired, with a way to ask for a new one', async () => {
    const root = await render('Save the new password');
    await fill(root, 'Fresh!Pass9');
    byRole(root, 'button', { name: 'Save the new password' }).click();
    const heading = await waitFor(() => queryByRole(root, 'heading', { name: 'This link can no longer be used' }), 'the expired link');
    expect(document.activeElement).to.equal(heading);
    expect(byRole(root, 'link', { name: 'Ask for a new link' }).getAttribute('href')).to.equal('/en/forgot-password/');
  });
});
