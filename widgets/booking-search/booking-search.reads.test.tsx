import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { addFixture, removeFixtures, waitFor } from '../../testing/fixtures';
import { byRole, queryByRole } from '../../testing/roles';
import { interceptApi } from '../../testing/intercept';
import { resetPageForTest } from '../../testing/page-state';
import { searchNavigation } from './navigation';

/*
 * The search's reads are server reads (shared/store/README.md, issue 13 item 2): a read the search
 * no longer wants is aborted, so a superseded request does not keep the network (and the
 * sandbox) busy. The sandbox never answers a held read (a `timeout` fault); the interception
 * passes it on and records whether the browser aborted it, which no sandbox answer can show.
 */
const SUGGESTIONS = 'residences/suggest/properties/p_lang/eq/en.json';
const ORCHARD = 'p_propertyCodes/eq/SGORCH.json';

const api = interceptApi();
after(() => api.restore());

const heldReads: { aborted: boolean }[] = [];

/** A fresh page on which reads of `call` go unanswered until the search aborts them. */
async function hold(call: string): Promise<void> {
  await resetPageForTest({ language: 'en', faults: [{ match: call, kind: 'timeout' }] });
  api.answer(call, (_request, forward) => {
    const read = { aborted: false };
    heldReads.push(read);
    const response = forward();
    response.catch((error: unknown) => {
      read.aborted = error instanceof DOMException && error.name === 'AbortError';
    });
    return response;
  });
}

/** The sandbox answers again (the page keeps what it read and cached). */
function release(): void {
  document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
  api.reset();
}

await import('./element');

searchNavigation.currentQuery = () => '';
searchNavigation.assign = () => undefined;

beforeEach(async () => {
  // A fresh page: no cached suggestions, no de-duplication window, an empty store.
  await resetPageForTest({ language: 'en' });
  api.reset();
  heldReads.length = 0;
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
    await hold(SUGGESTIONS);
    await renderSearch();
    await waitFor(() => heldReads.length === 1, 'the destinations request');
    expect(heldReads[0]!.aborted).to.equal(false);

    removeFixtures();

    await waitFor(() => heldReads[0]!.aborted, 'the superseded destinations request aborted');
  });

  it('reads the destinations again, and shows them, when a search appears after one that went', async () => {
    await hold(SUGGESTIONS);
    await renderSearch();
    await waitFor(() => heldReads.length === 1, 'the destinations request');
    removeFixtures();
    release();

    const root = await renderSearch();
    combobox(root).focus();
    await sendKeys({ type: 'orchard' });
    await waitFor(() => queryByRole(root, 'option', { name: /^Aster Residences Orchard/ }), 'the destinations');
  });

  it('aborts the chosen property’s read when the visitor types another destination before it comes', async () => {
    await hold(ORCHARD);
    const root = await renderSearch();
    const input = combobox(root);
    input.focus();
    await sendKeys({ type: 'orchard' });
    await waitFor(() => queryByRole(root, 'option', { name: /^Aster Residences Orchard/ }), 'the destinations');
    byRole(root, 'option', { name: /^Aster Residences Orchard/ }).click();
    await waitFor(() => heldReads.length === 1, 'the property’s time zone and minimum stay requested');

    input.focus();
    await sendKeys({ type: 'x' });

    await waitFor(() => heldReads[0]!.aborted, 'the superseded property read aborted');
  });
});
