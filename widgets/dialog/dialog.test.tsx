import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { pageStore } from '../../shared/store/page-store';
import { openDialog, openDialogAtom, type DialogCloseDetail, type DialogRequest } from '../../shared/store/dialog';
import { testNowMs } from '../../testing/clock';
import { addWidgetStyles, captureWarnings, removeFixtures, nextFrame, renderFixture, setPageConfig, waitFor } from '../../testing/fixtures';
import { pageNavigation } from './close-actions';

// The page configuration is read once: this test page is an English page.
setPageConfig({ language: 'en' });
await import('./element');

addWidgetStyles(widgetStyles);

const SHELL = `<button id="opener" type="button">Book</button><p id="page-text">Page text</p><stay-dialog></stay-dialog>`;

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const dialogButtons = () => Array.from(dialog()?.querySelectorAll('button') ?? []);
const buttonNamed = (name: string) => dialogButtons().find((button) => button.textContent === name);

interface Navigation {
  assigned: string[];
  reloads: number;
}
let navigation: Navigation;
const realNavigation = { ...pageNavigation };

function storeEntry(area: Storage, key: string, value: unknown): void {
  area.setItem(`stay:${key}`, JSON.stringify({ value, storedAt: testNowMs() }));
}

/** Collects `stay:dialog-close` details, with the navigation already done when each was emitted. */
function closeEvents(): { detail: DialogCloseDetail; navigatedBefore: number }[] {
  const events: { detail: DialogCloseDetail; navigatedBefore: number }[] = [];
  document.addEventListener('stay:dialog-close', (event) => {
    events.push({
      detail: (event as CustomEvent<DialogCloseDetail>).detail,
      navigatedBefore: navigation.assigned.length + navigation.reloads,
    });
  });
  return events;
}

async function openFromOpener(request: DialogRequest): Promise<HTMLElement> {
  const root = await renderFixture(SHELL, 'stay-dialog .stay-dialog');
  const opener = root.querySelector<HTMLButtonElement>('#opener')!;
  opener.addEventListener('click', () => openDialog(request));
  opener.focus();
  opener.click();
  await waitFor(dialog, 'the dialog');
  return root;
}

beforeEach(() => {
  navigation = { assigned: [], reloads: 0 };
  pageNavigation.assign = (url) => navigation.assigned.push(url);
  pageNavigation.reload = () => (navigation.reloads += 1);
  sessionStorage.clear();
  localStorage.clear();
  window.dataLayer = [];
});

afterEach(async () => {
  pageStore.set(openDialogAtom, undefined);
  await waitFor(() => !dialog(), 'the dialog to close');
  removeFixtures();
  document.querySelectorAll('stay-dialog').forEach((element) => element.remove());
  Object.assign(pageNavigation, realNavigation);
});

describe('stay-dialog opening', () => {
  it('opens through the store as an alert dialog named by its title and described by its message', async () => {
    const root = await openFromOpener({ title: 'Session expired', message: 'Please search again.' });
    const panel = dialog()!;
    expect(panel.getAttribute('aria-modal')).to.equal('true');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('Session expired');
    expect(document.getElementById(panel.getAttribute('aria-describedby')!)!.textContent).to.equal('Please search again.');
    // The default yes label, and no close icon: one button only.
    expect(dialogButtons().map((button) => button.textContent)).to.deep.equal(['OK']);
    expect(panel.querySelector('[aria-label]')).to.equal(null);
    // Modal: the page behind is inert (once the focus trap activates, a tick later) and does not scroll.
    await waitFor(() => root.closest('[inert]'), 'the page behind to turn inert');
    expect(document.documentElement.classList.contains('stay-modal-scroll-lock')).to.equal(true);
    await waitFor(() => document.activeElement === buttonNamed('OK'), 'focus on OK');
  });

  it('is named by its message when the title is blank', async () => {
    await openFromOpener({ title: ' ', message: 'Too many children for one apartment.' });
    const panel = dialog()!;
    expect(panel.querySelector('h2')).to.equal(null);
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('Too many children for one apartment.');
    expect(panel.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('opens from a stay:dialog-open event on window, on document (not bubbling) and on an element', async () => {
    const root = await renderFixture(SHELL, 'stay-dialog .stay-dialog');
    const targets: EventTarget[] = [window, document, root.querySelector('#page-text')!];
    for (const [index, target] of targets.entries()) {
      const detail = { title: `Notice ${index}`, message: 'From a CMS script', yesLabel: 'Understood', noLabel: 'Later' };
      target.dispatchEvent(new CustomEvent('stay:dialog-open', { detail, bubbles: target !== document }));
      await waitFor(() => dialog()?.textContent?.includes(`Notice ${index}`), `dialog from event ${index}`);
      expect(dialogButtons().map((button) => button.textContent)).to.deep.equal(['Later', 'Understood']);
      buttonNamed('Understood')!.click();
      await waitFor(() => !dialog(), 'the dialog to close');
    }
  });

  it('adds a <stay-dialog> at the end of <body> when the page has none', async () => {
    expect(document.querySelector('stay-dialog')).to.equal(null);
    openDialog({ message: 'Your cart has changed.' });
    expect(document.body.lastElementChild!.localName).to.equal('stay-dialog');
    await waitFor(dialog, 'the dialog');
    expect(dialog()!.textContent).to.contain('Your cart has changed.');
  });

  it('replaces an open dialog with a newer request and still returns focus to the first opener', async () => {
    const root = await openFromOpener({ title: 'First', message: 'First message' });
    await waitFor(() => document.activeElement === buttonNamed('OK'), 'focus in the first dialog');
    openDialog({ title: 'Second', message: 'Second message', yesLabel: 'Fine' });
    await waitFor(() => dialog()?.textContent?.includes('Second message'), 'the second request');
    expect(document.querySelectorAll('[role="alertdialog"]').length).to.equal(1);
    buttonNamed('Fine')!.click();
    await waitFor(() => document.activeElement === root.querySelector('#opener'), 'focus back on the first opener');
  });

  it('ignores an invalid event detail with one warning and opens nothing', async () => {
    await renderFixture(SHELL, 'stay-dialog .stay-dialog');
    const warnings = captureWarnings();
    try {
      const invalid: unknown[] = [
        undefined,
        'Please search again.',
        { title: 'No message' },
        { message: '   ' },
        { message: 'Labels are text', yesLabel: { html: '<b>OK</b>' } },
        { message: 'Unknown action', yesAction: { type: 'logout' } },
        { message: 'Unsafe URL', yesAction: { type: 'go-to-url', url: 'javascript:alert(1)' } },
        { message: 'Bad stay', noLabel: 'No', noAction: { type: 'previous-search', minLengthOfStay: 0 } },
      ];
      for (const detail of invalid) window.dispatchEvent(new CustomEvent('stay:dialog-open', { detail }));
      await nextFrame();
      expect(dialog()).to.equal(null);
      expect(warnings.messages.filter((message) => message.includes('stay:dialog-open ignored')).length).to.equal(invalid.length);
    } finally {
      warnings.restore();
    }
  });

  it('shows message text as text, never as HTML', async () => {
    await openFromOpener({ title: '<img src=x onerror=alert(1)>', message: '<b>Not bold</b>' });
    expect(dialog()!.querySelector('img, b')).to.equal(null);
    expect(dialog()!.textContent).to.contain('<b>Not bold</b>');
  });
});

describe('stay-dialog as a modal', () => {
  it('does nothing on a click outside: stays open, keeps focus, emits nothing', async () => {
    const events = closeEvents();
    await openFromOpener({
      title: 'Cart changed',
      message: 'Reload?',
      yesLabel: 'Reload',
      noLabel: 'Cancel',
      yesAction: { type: 'reload' },
    });
    await waitFor(() => document.activeElement === buttonNamed('Cancel'), 'focus on the least destructive button');
    await sendMouse({ type: 'click', position: [4, 4] });
    await nextFrame();
    expect(dialog()).to.not.equal(null);
    expect(document.activeElement).to.equal(buttonNamed('Cancel'));
    expect(events).to.deep.equal([]);
    expect(navigation.reloads).to.equal(0);
  });

  it('traps focus: Tab from the last button goes to the first, Shift+Tab from the first to the last', async () => {
    await openFromOpener({ title: 'Leave?', message: 'Your selection is kept.', yesLabel: 'Leave', noLabel: 'Stay' });
    const [first, last] = dialogButtons();
    await waitFor(() => document.activeElement === first, 'focus on the first button');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(last);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(first);
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(last);
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(first);
  });

  it('keeps Tab on the only button of a one-button dialog', async () => {
    await openFromOpener({ message: 'Saved.' });
    const ok = buttonNamed('OK')!;
    await waitFor(() => document.activeElement === ok, 'focus on OK');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(ok);
  });

  it('returns focus to the opener and gives the page back when it closes', async () => {
    const root = await openFromOpener({ title: 'Saved', message: 'Your changes are saved.' });
    await waitFor(() => document.activeElement === buttonNamed('OK'), 'focus on OK');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !dialog(), 'the dialog to close');
    await waitFor(() => document.activeElement === root.querySelector('#opener'), 'focus back on the opener');
    await waitFor(() => !root.closest('[inert]'), 'the page behind to be usable again');
    expect(document.documentElement.classList.contains('stay-modal-scroll-lock')).to.equal(false);
  });

  it('acknowledges a one-button dialog on Escape as its button would, action included', async () => {
    const events = closeEvents();
    await openFromOpener({ message: 'Your search has expired.', yesAction: { type: 'redirect-home' } });
    await waitFor(() => document.activeElement === buttonNamed('OK'), 'focus on OK');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(), 'the dialog to close on Escape');
    expect(events.map((event) => event.detail)).to.deep.equal([{ action: 'redirect-home', choice: 'yes' }]);
    expect(navigation.assigned).to.deep.equal(['/en/']);
  });

  it('takes, on Escape, the choice of a two-button dialog that keeps the visitor on the page', async () => {
    const events = closeEvents();
    await openFromOpener({
      message: 'Discard your selection?',
      yesLabel: 'Discard',
      noLabel: 'Keep',
      yesAction: { type: 'redirect-home' },
    });
    await waitFor(() => document.activeElement === buttonNamed('Keep'), 'focus on Keep');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(), 'the dialog to close on Escape');

    openDialog({ message: 'Leave the booking?', yesLabel: 'Stay', noLabel: 'Leave', noAction: { type: 'redirect-home' } });
    await waitFor(() => buttonNamed('Leave'), 'the second confirmation');
    buttonNamed('Leave')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(), 'the second dialog to close on Escape');
    expect(events.map((event) => event.detail)).to.deep.equal([
      { action: 'dismiss', choice: 'no' },
      { action: 'dismiss', choice: 'yes' },
    ]);
    expect(navigation.assigned).to.deep.equal([]);
  });

  it('ignores Escape when both buttons leave the page: the visitor has to choose', async () => {
    await openFromOpener({
      message: 'Your cart changed.',
      yesLabel: 'Reload',
      noLabel: 'Home',
      yesAction: { type: 'reload' },
      noAction: { type: 'redirect-home' },
    });
    await waitFor(() => document.activeElement === buttonNamed('Home'), 'focus on Home');
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(dialog()).to.not.equal(null);
    expect(navigation.assigned).to.deep.equal([]);
  });
});

describe('stay-dialog close actions (content spec §4)', () => {
  it('(1) redirect home: clears the stored booking search and deep-link data, goes to the language root, then emits', async () => {
    storeEntry(sessionStorage, 'booking-search-criteria', { hotelCode: 'SGORCH' });
    storeEntry(sessionStorage, 'booking-search', 'hotel=SGORCH&arrive=2027-01-10&depart=2027-01-12');
    storeEntry(sessionStorage, 'deep-link', { hotel: 'SGORCH', adult: '2' });
    storeEntry(sessionStorage, 'previous-search-url', '/en/search/');
    const events = closeEvents();
    await openFromOpener({ title: 'Invalid link', message: 'Start again.', yesAction: { type: 'redirect-home' } });
    buttonNamed('OK')!.click();
    await waitFor(() => events.length, 'the close event');
    expect(navigation.assigned).to.deep.equal(['/en/']);
    expect(sessionStorage.getItem('stay:booking-search-criteria')).to.equal(null);
    expect(sessionStorage.getItem('stay:booking-search'), 'the whole stored search too').to.equal(null);
    expect(sessionStorage.getItem('stay:deep-link')).to.equal(null);
    expect(sessionStorage.getItem('stay:previous-search-url')).to.not.equal(null);
    expect(events).to.deep.equal([{ detail: { action: 'redirect-home', choice: 'yes' }, navigatedBefore: 1 }]);
    expect(window.dataLayer).to.deep.include({
      event: 'userInteraction',
      Category: 'content',
      Component: 'dialog',
      Element: 'yes',
      Action: 'redirect-home',
      Parameter1: 'Invalid link',
    });
  });

  it('(2) reload: flags the session so criteria follow the cart, reloads, then emits', async () => {
    const events = closeEvents();
    await openFromOpener({ message: 'Your cart changed.', yesLabel: 'Reload', noLabel: 'Cancel', yesAction: { type: 'reload' } });
    buttonNamed('Reload')!.click();
    await waitFor(() => events.length, 'the close event');
    expect(navigation.reloads).to.equal(1);
    expect(JSON.parse(sessionStorage.getItem('stay:criteria-from-cart')!)).to.include({ value: true });
    expect(events).to.deep.equal([{ detail: { action: 'reload', choice: 'yes' }, navigatedBefore: 1 }]);
  });

  it('(3) previous search: rebuilds the search from the cart on the stored previous-search URL', async () => {
    const rooms = [
      {
        hotelCode: 'SGORCH',
        startDate: '2026-05-01',
        endDate: '2026-05-04',
        apartmentGuest: { numberOfAdult: 2, numberOfChildren: 2, childAges: [4, 9] },
        ssid: 'ss-42',
      },
      {
        hotelCode: 'SGORCH',
        startDate: '2026-05-01',
        endDate: '2026-05-04',
        apartmentGuest: { numberOfAdult: 1, numberOfChildren: 0, childAges: [] },
        ssid: 'ss-42',
      },
    ];
    storeEntry(localStorage, 'guest-cart', { items: rooms });
    storeEntry(sessionStorage, 'previous-search-url', '/en/booking/property-listing/?utm_source=mail');
    storeEntry(sessionStorage, 'summary-payment-url', '/en/booking/summary/');
    storeEntry(sessionStorage, 'booking-search-criteria', { minLengthOfStay: 2 });
    const events = closeEvents();
    await openFromOpener({
      message: 'This apartment is no longer available.',
      yesLabel: 'Back to search',
      noLabel: 'Stay',
      yesAction: { type: 'previous-search', propertyName: 'Aster Residences Orchard' },
    });
    buttonNamed('Back to search')!.click();
    await waitFor(() => events.length, 'the close event');
    expect(navigation.assigned.length).to.equal(1);
    const target = new URL(navigation.assigned[0]!, location.origin);
    expect(target.pathname).to.equal('/en/booking/property-listing/');
    expect(Object.fromEntries(target.searchParams)).to.deep.equal({
      utm_source: 'mail',
      hotel: 'SGORCH',
      arrive: '2026-05-01',
      depart: '2026-05-04',
      dateType: '3',
      rooms: '2',
      adult: '2,1',
      child: '2,0',
      childages: '4|9,',
      ssid: 'ss-42',
      minlengthofstay: '2',
      searchdest: 'Aster Residences Orchard',
      type: 'property',
    });
    expect(events.map((event) => event.detail)).to.deep.equal([{ action: 'previous-search', choice: 'yes' }]);
  });

  it('(3) previous search: falls back to the summary-payment URL, and home when the cart is empty', async () => {
    storeEntry(localStorage, 'guest-cart', {
      items: [
        {
          hotelCode: 'JPSHJK',
          startDate: '2026-06-10',
          endDate: '2026-06-12',
          apartmentGuest: { numberOfAdult: 1, numberOfChildren: 0, childAges: [] },
        },
      ],
    });
    storeEntry(sessionStorage, 'summary-payment-url', '/en/booking/summary/');
    await openFromOpener({ message: 'Back to your search?', yesAction: { type: 'previous-search' } });
    buttonNamed('OK')!.click();
    await waitFor(() => navigation.assigned.length === 1, 'navigation');
    expect(navigation.assigned[0]).to.equal(
      '/en/booking/summary/?hotel=JPSHJK&type=property&dateType=3&arrive=2026-06-10&depart=2026-06-12&rooms=1&adult=1&child=0&minlengthofstay=1',
    );

    localStorage.removeItem('stay:guest-cart');
    openDialog({ message: 'Back to your search?', yesAction: { type: 'previous-search' } });
    await waitFor(() => buttonNamed('OK'), 'the second dialog');
    buttonNamed('OK')!.click();
    await waitFor(() => navigation.assigned.length === 2, 'second navigation');
    expect(navigation.assigned[1]).to.equal('/en/');
  });

  it('(4) go to URL: goes to the given URL, for the button that chose it', async () => {
    const events = closeEvents();
    await openFromOpener({
      message: 'Sign in to see member rates.',
      yesLabel: 'Sign in',
      noLabel: 'Offers',
      yesAction: { type: 'redirect-home' },
      noAction: { type: 'go-to-url', url: '/en/offers/?from=dialog' },
    });
    buttonNamed('Offers')!.click();
    await waitFor(() => events.length, 'the close event');
    expect(navigation.assigned).to.deep.equal(['/en/offers/?from=dialog']);
    expect(events).to.deep.equal([{ detail: { action: 'go-to-url', choice: 'no' }, navigatedBefore: 1 }]);
  });

  it('never follows an unsafe URL, even from a typed request', async () => {
    const warnings = captureWarnings();
    try {
      await openFromOpener({ message: 'Continue?', yesAction: { type: 'go-to-url', url: 'javascript:alert(1)' } });
      buttonNamed('OK')!.click();
      await waitFor(() => !dialog(), 'the dialog to close');
      expect(navigation.assigned).to.deep.equal([]);
      expect(warnings.messages.some((message) => message.includes('did not go to an unsafe URL'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });

  it('only closes when the chosen button has no action', async () => {
    const root = await openFromOpener({ message: 'Noted.', noLabel: 'Close', yesAction: { type: 'reload' } });
    const events: DialogCloseDetail[] = [];
    root
      .querySelector('stay-dialog')!
      .addEventListener('stay:dialog-close', (event) => events.push((event as CustomEvent<DialogCloseDetail>).detail));
    buttonNamed('Close')!.click();
    await waitFor(() => events.length, 'the close event from the element');
    expect(events).to.deep.equal([{ action: 'dismiss', choice: 'no' }]);
    expect(navigation).to.deep.equal({ assigned: [], reloads: 0 });
  });
});
