import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, captureWarnings, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';

await resetPageForTest({ language: 'en' });
await import('./element');
addWidgetStyles(widgetStyles);

const careers = '<main><stay-career-opportunities data-heading-level="2"><p>Join our teams.</p></stay-career-opportunities></main>';
const listed = (root: ParentNode) => root.querySelector('.stay-career-opportunities__list');
const titles = (root: ParentNode) =>
  allByRole(root.querySelector('.stay-career-opportunities__list') ?? root, 'heading').map((h) => h.textContent);

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

// Content spec §7 "Other content: career-opportunity filter and by-id" against the sandbox (README "Careers").
describe('stay-career-opportunities', () => {
  beforeEach(() => resetPageForTest({ language: 'en' }));

  it('lists the open positions newest first, each linked to its own view, with the authored introduction', async () => {
    const root = await renderFixture(careers, listed);
    const region = byRole(root, 'region', { name: 'Career opportunities' });
    expect(region.querySelector('p')?.textContent).to.equal('Join our teams.');
    expect(titles(root)).to.deep.equal([
      'Housekeeping supervisor',
      'Digital marketing executive',
      'Guest relations officer',
      'Residence manager',
      'Corporate sales manager',
    ]);
    expect(byRole(root, 'status').textContent).to.equal('Opportunities found: 5');
    const link = byRole<HTMLAnchorElement>(root, 'link', { name: 'Residence manager' });
    expect(link.getAttribute('href')).to.equal(`${location.pathname}?opportunity=CO-1001`);
    expect(link.closest('li')?.textContent).to.contain('Operations · Singapore');
    expect(link.closest('li')?.querySelector('time')?.getAttribute('datetime')).to.equal('2026-10-01');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('filters by department and location with the keyboard, and says when nothing matches', async () => {
    const root = await renderFixture(careers, listed);
    const department = byRole<HTMLSelectElement>(root, 'combobox', { name: 'Department' });
    department.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(department.value).to.equal('sales');
    await waitFor(() => byRole(root, 'status').textContent === 'Opportunities found: 2', 'the sales positions');
    expect(titles(root)).to.deep.equal(['Digital marketing executive', 'Corporate sales manager']);
    const where = byRole<HTMLSelectElement>(root, 'combobox', { name: 'Location' });
    where.value = 'SG';
    where.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => root.querySelector('.stay-career-opportunities__empty'), 'the empty state');
    expect(root.querySelector('.stay-career-opportunities__empty')?.textContent).to.equal('No opportunities match these filters.');
    expect(byRole(root, 'status').textContent).to.equal('Opportunities found: 0');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('shows a busy skeleton while loading', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'career-opportunity', kind: 'slow', delayMs: 800 }] });
    const root = addFixture(careers);
    const skeleton = await waitFor(() => root.querySelector('[aria-busy="true"]'), 'the skeleton');
    expect(skeleton.textContent).to.equal('Loading career opportunities');
    expect(await axeViolations(root)).to.deep.equal([]);
    await waitFor(() => listed(root), 'the list', 5000);
  });

  it('says so with a retry when the list cannot load, and loads on retry', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'career-opportunity/filter', kind: 'error', status: 500 }] });
    const root = await renderFixture(careers, (container) => queryByRole(container, 'alert'));
    expect(byRole(root, 'alert').textContent).to.contain('The career opportunities could not be loaded.');
    expect(await axeViolations(root)).to.deep.equal([]);
    document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    byRole(root, 'button', { name: 'Try again' }).click();
    await waitFor(() => listed(root), 'the list after the retry', 5000);
  });

  it('shows the opportunity the address names, with where to apply and the way back', async () => {
    await resetPageForTest({ language: 'en', query: { opportunity: 'CO-1003' } });
    const root = await renderFixture(careers, (container) => container.querySelector('.stay-career-opportunities__details'));
    expect(namesByRole(root, 'heading')).to.deep.equal(['Corporate sales manager']);
    expect(root.textContent).to.contain('Sales and marketing · Japan');
    const apply = byRole<HTMLAnchorElement>(root, 'link', { name: 'Apply for Corporate sales manager' });
    expect(apply.getAttribute('href')).to.match(/^mailto:careers@stay\.example\?subject=/);
    window.dataLayer = [];
    apply.addEventListener('click', (event) => event.preventDefault(), { once: true });
    apply.click();
    expect(window.dataLayer?.at(-1)).to.deep.include({ event: 'linkClick', component: 'career-opportunities' });
    expect(byRole(root, 'link', { name: 'All career opportunities' }).getAttribute('href')).to.equal(location.pathname);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('says an unknown opportunity is no longer open, and shows the list for a bad address with a warning', async () => {
    await resetPageForTest({ language: 'en', query: { opportunity: 'CO-9999' } });
    const gone = await renderFixture(careers, (container) => container.querySelector('.stay-career-opportunities__empty'));
    expect(gone.querySelector('.stay-career-opportunities__empty')?.textContent).to.equal('This opportunity is no longer open.');
    expect(queryByRole(gone, 'alert')).to.equal(null);
    await resetPageForTest({ language: 'en', query: { opportunity: '<b>' } });
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(careers, listed);
      expect(titles(root)).to.have.length(5);
      expect(warnings.messages.some((message) => message.includes('<stay-career-opportunities>') && message.includes('<b>'))).to.equal(
        true,
      );
    } finally {
      warnings.restore();
    }
  });
});
