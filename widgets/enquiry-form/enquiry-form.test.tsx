import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { testDay } from '../../testing/clock';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';

/*
 * <stay-enquiry-form> (issue 19 item 6) against the sandbox behind the dev server: availability,
 * code validation, consent, the lead recorded once, nothing typed lost on a failure or a reload.
 */
addWidgetStyles(widgetStyles);
await import('./element');

afterEach(removeFixtures);

async function renderForm(attributes = 'data-property-code="SGORCH" data-form="extended-stay"'): Promise<HTMLElement> {
  const root = addFixture(`<stay-enquiry-form ${attributes}></stay-enquiry-form>`);
  await waitFor(() => queryByRole(root, 'button', { name: /Send enquiry|إرسال الاستفسار/ }), 'the enquiry form');
  return root;
}

function setValue(input: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const input = (root: HTMLElement, id: string) => root.querySelector<HTMLInputElement>(`#stay-enquiry-form-${id}`)!;
const leave = (element: HTMLElement) => element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));

function fill(root: HTMLElement, email = 'ada.lee@example.com'): void {
  setValue(input(root, 'arrivalDate'), testDay(10));
  setValue(input(root, 'departureDate'), testDay(40));
  setValue(input(root, 'firstName'), 'Ada');
  setValue(input(root, 'lastName'), 'Lee');
  setValue(input(root, 'email'), email);
}

async function leadsFor(email: string): Promise<{ leadId: string; form: string; marketingConsent: { agreed: boolean } }[]> {
  const answer = (await (await fetch('/__sandbox/leads')).json()) as {
    content: { email: string; leadId: string; form: string; marketingConsent: { agreed: boolean } }[];
  };
  return answer.content.filter((lead) => lead.email === email);
}

describe('stay-enquiry-form', () => {
  beforeEach(() => resetPageForTest({ language: 'en' }));

  it('lists what is missing on a submit and sends nothing', async () => {
    const root = await renderForm();
    byRole(root, 'button', { name: 'Send enquiry' }).click();
    const summary = await waitFor(() => queryByRole(root, 'group', { name: 'Please check the following' }), 'the error summary');
    expect(summary.textContent).to.contain('Choose your arrival date');
    expect(summary.textContent).to.contain('Enter your e-mail address');
  });

  it('shows availability, accepts the consent, sends the lead once and confirms with who replies', async () => {
    const root = await renderForm();
    fill(root, 'enquiry.sent@example.com');
    await waitFor(() => root.querySelector('[data-availability="available"]'), 'availability');
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('The property can host you on these dates.');
    const consent = await waitFor(
      () => queryByRole<HTMLInputElement>(root, 'checkbox', { name: 'Send me long-stay offers and news by e-mail.' }),
      'the consent box',
    );
    consent.click();
    byRole(root, 'button', { name: 'Send enquiry' }).click();
    const heading = await waitFor(() => queryByRole(root, 'heading', { name: 'Thank you, Ada' }), 'the confirmation');
    expect(document.activeElement).to.equal(heading);
    expect(root.textContent).to.contain('Aster Residences Orchard will reply within 24 hours.');
    const leads = await leadsFor('enquiry.sent@example.com');
    expect(leads.map((lead) => [lead.form, lead.marketingConsent.agreed])).to.deep.equal([['extended-stay', true]]);
    expect(root.textContent).to.contain(leads[0]!.leadId);
    expect(sessionStorage.length === 0 || !Object.keys(sessionStorage).some((key) => key.includes('enquiry-draft'))).to.equal(true);
  });

  it('says a property not taking bookings may be full', async () => {
    const root = await renderForm('data-property-code="SGSNTS"');
    fill(root);
    await waitFor(() => root.querySelector('[data-availability="unavailable"]'), 'the unavailable answer');
  });

  it('checks a corporate code when the field is left, and refuses to send an invalid one', async () => {
    const root = await renderForm();
    const code = input(root, 'accessCode');
    setValue(code, 'acme');
    leave(code);
    await waitFor(() => root.textContent?.includes('Code accepted: Acme Logistics'), 'the accepted code');
    setValue(code, 'NOPE');
    leave(code);
    await waitFor(() => root.textContent?.includes('This code is not valid.'), 'the refused code');
    fill(root, 'code.refused@example.com');
    byRole(root, 'button', { name: 'Send enquiry' }).click();
    await waitFor(() => queryByRole(root, 'group', { name: 'Please check the following' }), 'the summary');
    expect(await leadsFor('code.refused@example.com')).to.deep.equal([]);
  });

  it('keeps what was typed when sending fails, and a retry records one lead', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: '/odx/leads', kind: 'error', status: 503 }] });
    const root = await renderForm();
    fill(root, 'enquiry.retry@example.com');
    setValue(root.querySelector('textarea')!, 'Two bedrooms please');
    byRole(root, 'button', { name: 'Send enquiry' }).click();
    await waitFor(() => root.textContent?.includes('We could not send your enquiry. Nothing you typed is lost'), 'the failure');
    expect([input(root, 'firstName').value, input(root, 'email').value, root.querySelector('textarea')!.value]).to.deep.equal([
      'Ada',
      'enquiry.retry@example.com',
      'Two bedrooms please',
    ]);
    await resetPageForTest({ language: 'en', keepStorage: true });
    const again = await renderForm();
    expect(input(again, 'firstName').value, 'the draft after a reload').to.equal('Ada');
    expect(input(again, 'email').value, 'no e-mail in storage').to.equal('');
    setValue(input(again, 'email'), 'enquiry.retry@example.com');
    byRole(again, 'button', { name: 'Send enquiry' }).click();
    await waitFor(() => queryByRole(again, 'heading', { name: 'Thank you, Ada' }), 'the confirmation');
    expect(await leadsFor('enquiry.retry@example.com')).to.have.length(1);
  });

  it('holds the extended stay form to the minimum stay of extendedstay, and the other forms to none (content spec §7)', async () => {
    const extendedStayReads = async () =>
      ((await (await fetch('/__sandbox/requests?match=extendedstay')).json()) as { content: unknown[] }).content.length;
    const before = await extendedStayReads();
    const root = await renderForm();
    fill(root, 'extended.short@example.com');
    setValue(input(root, 'departureDate'), testDay(30));
    byRole(root, 'button', { name: 'Send enquiry' }).click();
    const summary = await waitFor(() => queryByRole(root, 'group', { name: 'Please check the following' }), 'the summary');
    expect(summary.textContent).to.contain('An extended stay is at least 28 nights');
    expect(await leadsFor('extended.short@example.com')).to.deep.equal([]);
    expect(await extendedStayReads()).to.equal(before + 1);

    const enquiry = await renderForm('data-property-code="SGORCH" data-form="dr-enquiry"');
    fill(enquiry, 'short.enquiry@example.com');
    setValue(input(enquiry, 'departureDate'), testDay(12));
    byRole(enquiry, 'button', { name: 'Send enquiry' }).click();
    await waitFor(() => queryByRole(enquiry, 'heading', { name: 'Thank you, Ada' }), 'the confirmation');
    expect(await extendedStayReads()).to.equal(before + 1);
  });

  it('reads in Arabic, right to left', async () => {
    await resetPageForTest({ language: 'ar' });
    const root = await renderForm();
    expect(queryByRole(root, 'textbox', { name: 'الاسم الأول' })).to.not.equal(null);
    expect(getComputedStyle(root.querySelector('stay-enquiry-form')!).direction).to.equal('rtl');
  });
});
