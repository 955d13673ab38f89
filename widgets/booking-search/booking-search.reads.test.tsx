import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { addFixture, removeFixtures, waitFor } from '../../testing/fixtures';
import { byRole, queryByRole } from '../../testing/roles';
import { resetPageForTest } from '../../testing/page-state';
import { searchNavigation } from './navigation';

/*
 * The search's reads are server reads (shared/store/README.md, issue 13 item 2): a read the search
 * no longer wants is aborted, so a superseded request does not keep the network (and the
 * sandbox) busy. The requests matching `held` never answer; the test sees their abort signal.
 */

const realFetch = window.fetch;
let held = '';
const heldRequests: { url: string; signal: AbortSignal | null | undefined }[] = [];
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!held || !url.includes(held)) return realFetch(input, init);
  heldRequests.push({ url, signal: init?.signal });
  return new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
  });
};
after(() => {
  window.fetch = realFetch;
});

await import('./element');

searchNavigation.currentQuery = () => '';
searchNavigation.assign = () => undefined;

beforeEach(() => {
  // A fresh page: no cached suggestions, no de-duplication window, an empty store.
  resetPageForTest({ language: 'en' });
  held = '';
  heldRequests.length = 0;
});
afterEach(removeFixtures);

async function renderSearch(): Promise<HTMLElement> {
  const root = addFixture('<stay-booking-search></stay-booking-search>');
  await waitFor(() => queryByRole(root, 'button', { name: 'Search' }), 'the search form');
  return root;
}

const combobox = (root: HTMLElement) => byRole<HTMLInputElement>(root, 'combobox', { name: 'Destination or property' });

describe('stay-booking-search reads', () => {
  it('aborts the destinations read when the search goes before they come (the navigation’s search closed)', async () => {
    held = 'residences/suggest';
    await renderSearch();
    await waitFor(() => heldRequests.length === 1, 'the destinations request');
    expect(heldRequests[0]!.signal?.aborted).to.equal(false);

    removeFixtures();

    await waitFor(() => heldRequests[0]!.signal?.aborted === true, 'the superseded destinations request aborted');
  });

  it('reads the destinations again, and shows them, when a search appears after one that went', async () => {
    held = 'residences/suggest';
    await renderSearch();
    await waitFor(() => heldRequests.length === 1, 'the destinations request');
    removeFixtures();
    held = '';

    const root = await renderSearch();
    combobox(root).focus();
    await sendKeys({ type: 'orchard' });
    await waitFor(() => queryByRole(root, 'option', { name: /^Aster Residences Orchard/ }), 'the destinations');
  });

  it('aborts the chosen property’s read when the visitor types another destination before it comes', async () => {
    held = 'p_propertyCodes/eq/SGORCH';
    const root = await renderSearch();
    const input = combobox(root);
    input.focus();
    await sendKeys({ type: 'orchard' });
    await waitFor(() => queryByRole(root, 'option', { name: /^Aster Residences Orchard/ }), 'the destinations');
    byRole(root, 'option', { name: /^Aster Residences Orchard/ }).click();
    await waitFor(() => heldRequests.length === 1, 'the property’s time zone and minimum stay requested');

    input.focus();
    await sendKeys({ type: 'x' });

    await waitFor(() => heldRequests[0]!.signal?.aborted === true, 'the superseded property read aborted');
  });
});
