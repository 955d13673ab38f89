import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, queryByRole } from '../../testing/roles';

/* <stay-participating-properties> (issue 19 item 3) against the sandbox: offer, voucher and code lists, the empty state on a failure. */
addWidgetStyles(widgetStyles);
await import('./element');
afterEach(removeFixtures);

async function render(attributes: string): Promise<HTMLElement> {
  const root = addFixture(`<stay-participating-properties ${attributes}></stay-participating-properties>`);
  await waitFor(() => root.querySelector('li, p'), 'the list or its empty state');
  return root;
}

const codesOf = (root: HTMLElement) => allByRole(root, 'listitem').map((item) => item.textContent);

describe('stay-participating-properties', () => {
  beforeEach(() => resetPageForTest({ language: 'en' }));

  it('lists an offer page’s participating properties, each linked to its page', async () => {
    const root = await render('data-offer="offers/long-stay"');
    expect(codesOf(root)).to.have.length(4);
    const link = queryByRole<HTMLAnchorElement>(root, 'link', { name: 'Aster Residences Orchard' });
    expect(link?.getAttribute('href')).to.equal('/en/properties/sgorch');
  });

  it('lists the properties a voucher programme books', async () => {
    const root = await render('data-source="voucher" data-programme-code="VPDROOM"');
    expect(codesOf(root).map((text) => text?.startsWith('Harbourline Suites Marina Bay'))).to.deep.equal([true]);
  });

  it('lists the properties of the codes given', async () => {
    const root = await render('data-source="codes" data-property-codes="SGORCH,NOPE"');
    expect(codesOf(root)).to.have.length(1);
  });

  it('shows the empty state, not an error, when the read fails', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'participating-properties', kind: 'error', status: 500 }] });
    const root = await render('data-offer="offers/long-stay"');
    expect(root.textContent).to.contain('No property takes part yet.');
    expect(queryByRole(root, 'alert')).to.equal(null);
  });
});
