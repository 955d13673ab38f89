import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { loadTranslations } from '../../i18n/catalogue';
import { openDialog, openDialogAtom } from '../../store/dialog';
import { pageStore } from '../../store/page-store';
import { testNowMs } from '../../../testing/clock';
import { removeFixtures, renderFixture, setPageConfig, waitFor } from '../../../testing/fixtures';
import { pageNavigation } from '../../../widgets/dialog/close-actions';
import type { BookingErrorAction } from '../../domain/booking/error-catalogue';
import { showBookingError, type BookingErrorHandlers } from './show-booking-error';
import englishCatalogue from './messages/en.json';
import arabicCatalogue from './messages/ar.json';

/** The catalogue's plain texts (the test build precompiles messages to ASTs, as the production build does). */
const plainTexts = <Catalogue extends Record<string, unknown>>(catalogue: Catalogue): Record<keyof Catalogue, string> =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [
      key,
      typeof message === 'string' ? message : (message as { value: string }[]).map((part) => part.value).join(''),
    ]),
  ) as Record<keyof Catalogue, string>;
const english = plainTexts(englishCatalogue);
const arabic = plainTexts(arabicCatalogue);

// Booking spec §8 through the global dialog (content spec §4): one button per action, each the widget's handler,
// `previous-search` the dialog's own close action.
setPageConfig({ language: 'en' });
await import('../../../widgets/dialog/element');

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const buttons = () => Array.from(dialog()?.querySelectorAll('button') ?? []);

let assigned: string[];
const realNavigation = { ...pageNavigation };

beforeEach(async () => {
  assigned = [];
  pageNavigation.assign = (url) => assigned.push(url);
  pageNavigation.reload = () => undefined;
  sessionStorage.clear();
  localStorage.clear();
  await renderFixture('<button id="pay" type="button">Pay</button><stay-dialog></stay-dialog>', 'stay-dialog .stay-dialog');
});

afterEach(async () => {
  pageStore.set(openDialogAtom, undefined);
  await waitFor(() => !dialog(), 'the dialog to close');
  removeFixtures();
  document.querySelectorAll('stay-dialog').forEach((element) => element.remove());
  Object.assign(pageNavigation, realNavigation);
});

function recordingHandlers(): { handlers: Required<BookingErrorHandlers>; calls: string[] } {
  const calls: string[] = [];
  const record = (action: string) => () => calls.push(action);
  return {
    calls,
    handlers: {
      retry: record('retry'),
      'back-to-rates': record('back-to-rates'),
      'log-in': record('log-in'),
      'contact-property': record('contact-property'),
      'start-again': record('start-again'),
    },
  };
}

const HANDLED: [BookingErrorAction, string, string, string][] = [
  ['retry', 'SABRE_242', english.invalidCard, english.actionRetry],
  ['back-to-rates', 'SABRE_322', english.apartmentUnavailable, english.actionBackToRates],
  ['log-in', 'E106', english.memberRateLogin, english.actionLogIn],
  ['contact-property', 'E97', english.exceededMaxAmount, english.actionContactProperty],
];

describe('showBookingError', () => {
  for (const [action, code, message, label] of HANDLED) {
    it(`${code}: the message, one "${label}" button, which calls the ${action} handler once`, async () => {
      const { handlers, calls } = recordingHandlers();
      showBookingError(code, handlers);
      await waitFor(dialog, 'the dialog');
      expect(dialog()!.textContent).to.contain(message);
      expect(buttons().map((button) => button.textContent)).to.deep.equal([label]);
      buttons()[0]!.click();
      await waitFor(() => !dialog(), 'the dialog to close');
      expect(calls).to.deep.equal([action]);
      expect(assigned).to.deep.equal([]);
    });
  }

  it('previous-search (SABRE_324) uses the dialog’s own close action: back to the previous search with the cart’s search', async () => {
    sessionStorage.setItem('stay:previous-search-url', JSON.stringify({ value: '/en/search/', storedAt: testNowMs() }));
    localStorage.setItem(
      'stay:guest-cart',
      JSON.stringify({
        value: {
          currencyCode: 'SGD',
          shoppingCartDeviceType: 'desktop',
          items: [
            {
              hotelCode: 'SGORCH',
              startDate: '2026-04-01',
              endDate: '2026-04-04',
              apartmentGuest: { numberOfAdult: 2, numberOfChildren: 0, childAges: [] },
            },
          ],
        },
        storedAt: testNowMs(),
      }),
    );
    const { handlers, calls } = recordingHandlers();
    const closes: string[] = [];
    document.addEventListener('stay:dialog-close', (event) => closes.push(event.detail.action), { once: true });
    showBookingError('SABRE_324', handlers, { previousSearch: { propertyName: 'Orchard' } });
    await waitFor(dialog, 'the dialog');
    expect(buttons().map((button) => button.textContent)).to.deep.equal([english.actionPreviousSearch]);
    buttons()[0]!.click();
    await waitFor(() => assigned.length, 'the navigation');
    expect(assigned[0]).to.match(/^\/en\/search\/\?/);
    expect(assigned[0]).to.contain('hotel=SGORCH');
    expect(decodeURIComponent(assigned[0]!)).to.contain('Orchard');
    expect(closes).to.deep.equal(['previous-search']);
    expect(calls).to.deep.equal([]);
  });

  it('start-again (E107) with a handler: the widget clears its booking data, then the dialog takes the visitor home', async () => {
    const { handlers, calls } = recordingHandlers();
    showBookingError('E107', handlers);
    await waitFor(dialog, 'the dialog');
    expect(dialog()!.textContent).to.contain(english.holdDataInvalid);
    expect(buttons().map((button) => button.textContent)).to.deep.equal([english.actionStartAgain]);
    buttons()[0]!.click();
    await waitFor(() => assigned.length, 'the navigation');
    expect(calls).to.deep.equal(['start-again']);
    expect(assigned).to.deep.equal(['/en/']);
  });

  it('contact-property (E97) with the property’s contact: shown with the message, the button calls it, Close stays', async () => {
    showBookingError('E97', {}, { propertyContact: { phone: '+65 6000 1001', email: 'sgorch@aster-residences.example' } });
    await waitFor(dialog, 'the dialog');
    expect(dialog()!.textContent).to.contain(english.exceededMaxAmount);
    expect(dialog()!.textContent).to.contain('+65 6000 1001');
    expect(dialog()!.textContent).to.contain('sgorch@aster-residences.example');
    expect(buttons().map((button) => button.textContent)).to.have.members([english.actionContactProperty, english.actionClose]);
    buttons()
      .find((button) => button.textContent === english.actionContactProperty)!
      .click();
    await waitFor(() => assigned.length, 'the navigation');
    expect(assigned).to.deep.equal(['tel:+6560001001']);
  });

  it('contact-property with only an e-mail: the button writes to it', async () => {
    showBookingError('E64', {}, { propertyContact: { phone: '', email: 'sgorch@aster-residences.example' } });
    await waitFor(dialog, 'the dialog');
    buttons()
      .find((button) => button.textContent === english.actionContactProperty)!
      .click();
    await waitFor(() => assigned.length, 'the navigation');
    expect(assigned).to.deep.equal(['mailto:sgorch@aster-residences.example']);
  });

  it('Escape acknowledges the one-button dialog: the handler runs', async () => {
    const { handlers, calls } = recordingHandlers();
    showBookingError('CPRV_1502', handlers);
    await waitFor(dialog, 'the dialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(), 'the dialog to close');
    expect(calls).to.deep.equal(['retry']);
  });

  it('a dialog replaced by a newer request before it was answered runs nothing', async () => {
    const { handlers, calls } = recordingHandlers();
    showBookingError('SABRE_322', handlers);
    await waitFor(dialog, 'the dialog');
    openDialog({ message: 'Something newer' });
    await waitFor(() => dialog()?.textContent?.includes('Something newer'), 'the newer dialog');
    buttons()[0]!.click();
    await waitFor(() => !dialog(), 'the dialog to close');
    expect(calls).to.deep.equal([]);
  });

  it('without a handler: start-again goes home through the dialog, another action only closes with OK', async () => {
    showBookingError('E118', {});
    await waitFor(dialog, 'the dialog');
    expect(buttons().map((button) => button.textContent)).to.deep.equal([english.actionStartAgain]);
    buttons()[0]!.click();
    await waitFor(() => assigned.length, 'the navigation');
    expect(assigned).to.deep.equal(['/en/']);

    showBookingError('E143', {});
    await waitFor(dialog, 'the dialog');
    expect(buttons().map((button) => button.textContent)).to.deep.equal(['OK']);
  });

  it('an unknown or long code: normalised, else the generic message with retry', async () => {
    const { handlers } = recordingHandlers();
    expect(showBookingError('ERc0000000000001502', handlers)).to.deep.equal({
      code: 'CPRV_1502',
      messageKey: 'sessionTimeout',
      action: 'retry',
    });
    await waitFor(() => dialog()?.textContent?.includes(english.sessionTimeout), 'the timeout message');
    showBookingError('E999', handlers);
    await waitFor(() => dialog()?.textContent?.includes(english.generic), 'the generic message');
  });

  it('speaks the page language (Arabic)', async () => {
    await loadTranslations('ar');
    const { handlers } = recordingHandlers();
    showBookingError('SABRE_322', handlers, { language: 'ar' });
    await waitFor(dialog, 'the dialog');
    expect(dialog()!.textContent).to.contain(arabic.apartmentUnavailable);
    expect(buttons().map((button) => button.textContent)).to.deep.equal([arabic.actionBackToRates]);
  });
});
