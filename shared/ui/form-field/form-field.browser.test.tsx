import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState, type ReactElement } from 'react';
import { renderComponent } from '../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../testing/fixtures';
import { byRole, queryByRole } from '../../../testing/roles';
import { ErrorSummary } from './ErrorSummary';
import { FormField } from './FormField';
import css from './form-field.css?inline';

/* FormField (label, hint, error tied to the control) and ErrorSummary (focus on submit): ARIA, keyboard, RTL. */

addWidgetStyles(css);

let host: HTMLElement | undefined;

function mount(element: ReactElement, dir: 'ltr' | 'rtl' = 'ltr') {
  host = renderComponent(element, { dir }).host;
  return host;
}

const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

/** A small form: an email that must hold "@", with a summary on submit. */
function SignUp() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [submitCount, setSubmitCount] = useState(0);
  const errors = [
    ...(email.includes('@') ? [] : [{ fieldId: 'email', message: 'Enter an email address' }]),
    ...(phone ? [] : [{ fieldId: 'phone', message: 'Enter a phone number' }]),
  ];
  const shown = submitCount > 0 ? errors : [];
  const errorOf = (id: string) => shown.find((error) => error.fieldId === id)?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitCount((count) => count + 1);
      }}
    >
      <ErrorSummary id="sign-up-errors" title="There is a problem" errors={shown} submitCount={submitCount} headingLevel={3} />
      <FormField id="email" label="Email" hint="We send the confirmation there." error={errorOf('email')}>
        {(control) => <input {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />}
      </FormField>
      <FormField id="phone" label="Phone" error={errorOf('phone')}>
        {(control) => <input {...control} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />}
      </FormField>
      <button type="submit">Sign up</button>
    </form>
  );
}

describe('FormField', () => {
  it('names the control by its label and describes it by its hint; no error, not invalid', () => {
    const form = mount(<SignUp />);
    const email = byRole(form, 'textbox', { name: 'Email' });
    expect(describedBy(email)).to.deep.equal(['We send the confirmation there.']);
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    const phone = byRole(form, 'textbox', { name: 'Phone' });
    expect(phone.hasAttribute('aria-describedby')).to.equal(false, 'no empty description');
  });

  it('adds the error after the hint and marks the control invalid; a valid value removes both', async () => {
    const form = mount(<SignUp />);
    byRole(form, 'button', { name: 'Sign up' }).click();
    const email = byRole(form, 'textbox', { name: 'Email' });
    await waitFor(() => email.getAttribute('aria-invalid') === 'true', 'the error');
    expect(describedBy(email)).to.deep.equal(['We send the confirmation there.', 'Enter an email address']);
    email.focus();
    await sendKeys({ type: 'a@b.example' });
    await waitFor(() => !email.hasAttribute('aria-invalid'), 'valid again');
    expect(describedBy(email)).to.deep.equal(['We send the confirmation there.']);
  });

  it('keeps the label at the start of the line in right-to-left text', () => {
    const form = mount(<SignUp />, 'rtl');
    const label = form.querySelector('label')!;
    expect(Math.round(label.getBoundingClientRect().right)).to.equal(Math.round(form.getBoundingClientRect().right));
  });
});

describe('ErrorSummary', () => {
  it('renders nothing before a submit', () => {
    const form = mount(<SignUp />);
    expect(queryByRole(form, 'group', { name: 'There is a problem' })).to.equal(null);
  });

  it('takes the focus on each submit with errors; its links move the focus to the field', async () => {
    const form = mount(<SignUp />);
    byRole(form, 'button', { name: 'Sign up' }).focus();
    await sendKeys({ press: 'Enter' });
    const summary = await waitFor(() => queryByRole(form, 'group', { name: 'There is a problem' }), 'the summary');
    await waitFor(() => document.activeElement === summary, 'focus on the summary');
    expect(byRole(summary, 'heading').tagName).to.equal('H3');
    const links = ['Enter an email address', 'Enter a phone number'].map((name) => byRole(summary, 'link', { name }));
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(['#email', '#phone']);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(links[0]);
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement).to.equal(byRole(form, 'textbox', { name: 'Email' }));
    expect(location.hash).to.equal('', 'the page address keeps its fragment');
    // Fixing one field does not steal the focus back; the next submit does.
    await sendKeys({ type: 'a@b.example' });
    await waitFor(() => !queryByRole(summary, 'link', { name: 'Enter an email address' }), 'one error left');
    expect(document.activeElement).to.equal(byRole(form, 'textbox', { name: 'Email' }));
    byRole(form, 'button', { name: 'Sign up' }).click();
    await waitFor(() => document.activeElement === summary, 'focus on the summary again');
  });

  it('coming back without a submit (all fixed, then a field emptied) leaves the focus where the visitor types', async () => {
    const form = mount(<SignUp />);
    byRole(form, 'button', { name: 'Sign up' }).click();
    await waitFor(() => document.activeElement === queryByRole(form, 'group', { name: 'There is a problem' }), 'focus on the summary');
    byRole(form, 'textbox', { name: 'Email' }).focus();
    await sendKeys({ type: 'a@b.example' });
    const phone = byRole(form, 'textbox', { name: 'Phone' });
    phone.focus();
    await sendKeys({ type: '1' });
    await waitFor(() => !queryByRole(form, 'group', { name: 'There is a problem' }), 'no problem left');

    await sendKeys({ press: 'Backspace' });

    await waitFor(() => queryByRole(form, 'group', { name: 'There is a problem' }), 'the summary back');
    expect(document.activeElement).to.equal(phone);
  });
});
