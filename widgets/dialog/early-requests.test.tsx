import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { keepEarlyDialogRequests } from '../../shared/element/early-dialog-requests';
import { addWidgetStyles, setPageConfig, waitFor } from '../../testing/fixtures';

/*
 * A CMS script asks for the dialog before its chunk has loaded (a CI run lost such a request: the
 * demo page's button was clicked while the chunk was on its way). The loader keeps the request and
 * adds a <stay-dialog>; the dialog opens it once its chunk runs.
 */
setPageConfig({ language: 'en' });
addWidgetStyles(widgetStyles);
keepEarlyDialogRequests();
const detail = { title: 'Early notice', message: 'Sent before the dialog loaded', yesLabel: 'Understood' };
window.dispatchEvent(new CustomEvent('stay:dialog-open', { detail }));
const added = document.querySelector('stay-dialog');
await import('./element');

describe('<stay-dialog> and requests sent before it loaded', () => {
  it('the loader adds a <stay-dialog>, and the dialog opens the early request once loaded', async () => {
    expect(added?.parentElement).to.equal(document.body);
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'the early request');
    expect(dialog.textContent).to.include('Early notice');
    expect(dialog.textContent).to.include('Sent before the dialog loaded');
  });
});
