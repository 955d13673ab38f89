import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, setPageConfig, waitFor } from '../../testing/fixtures';
import { byRole, namesByRole, queryByRole } from '../../testing/roles';

addWidgetStyles(widgetStyles);
// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>')}`;

const FOOTER = `
  <stay-footer>
    <a href="/en/"><img src="${LOGO}" alt="Stay home" width="120" height="40"></a>
    <ul>
      <li><a href="/en/privacy/">Privacy policy</a></li>
      <li><a href="/en/terms/">Terms of use</a></li>
      <li><a href="https://careers.partner.example.org/" target="_blank">Careers</a></li>
    </ul>
    <p id="copyright">© 2026 Stay Group. <a href="/en/sitemap/">Sitemap</a></p>
  </stay-footer>`;

const linkNamed = (root: ParentNode, name: string) =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>('stay-footer a')).find(
    (link) => (link.textContent || link.querySelector('img')?.alt) === name,
  )!;

/** Clicks stay on this page: the test checks the click, not the navigation. */
const stayOnPage = (event: Event) => event.preventDefault();
before(() => document.addEventListener('click', stayOnPage));
after(() => document.removeEventListener('click', stayOnPage));

afterEach(() => {
  removeFixtures();
  window.dataLayer = [];
});

/** The footer has rendered: its reference links are in a navigation landmark. */
const rendered = (root: ParentNode) => queryByRole(root, 'navigation');

describe('stay-footer structure', () => {
  it('renders the logo link, the reference links in a labelled navigation landmark, and keeps the copyright node', async () => {
    const container = document.createElement('div');
    container.innerHTML = FOOTER;
    const copyright = container.querySelector('#copyright');
    document.body.append(container);
    const nav = await waitFor(() => queryByRole(container, 'navigation', { name: 'Reference links' }), 'footer to render');
    expect(byRole(container, 'link', { name: 'Stay home' }).getAttribute('href')).to.equal('/en/');
    expect(namesByRole(nav, 'link')).to.deep.equal(['Privacy policy', 'Terms of use', 'Careers']);
    expect(container.querySelector('#copyright')).to.equal(copyright);
    container.remove();
  });

  it('names the landmark from the authored list label and leaves out a logo link with an unsafe href', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-footer><a href="javascript:alert(1)">Logo</a><ul aria-label="Legal"><li><a href="/en/privacy/">Privacy</a></li></ul></stay-footer>`,
        rendered,
      );
      expect(namesByRole(root, 'navigation')).to.deep.equal(['Legal']);
      expect(namesByRole(root, 'link')).to.deep.equal(['Privacy']);
      expect(root.textContent).not.to.contain('Logo');
      expect(warnings.messages.some((message) => message.includes('<stay-footer> ignores a link'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });

  it('opens an authored new-tab link to another site with noopener noreferrer', async () => {
    const root = await renderFixture(FOOTER, rendered);
    const careers = linkNamed(root, 'Careers');
    expect([careers.target, careers.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(document.getElementById(careers.getAttribute('aria-describedby')!)!.textContent).to.equal('Opens in a new tab');
    const privacy = linkNamed(root, 'Privacy policy');
    expect([privacy.hasAttribute('target'), privacy.hasAttribute('rel')]).to.deep.equal([false, false]);
  });
});

describe('stay-footer analytics and keyboard', () => {
  it('pushes a link-click event for the logo, each reference link and links in other content', async () => {
    const root = await renderFixture(FOOTER, rendered);
    for (const name of ['Stay home', 'Terms of use', 'Careers', 'Sitemap']) linkNamed(root, name).click();
    expect(window.dataLayer).to.deep.equal([
      { event: 'linkClick', component: 'footer', linkText: 'Stay home', linkUrl: '/en/', linkType: 'internal' },
      { event: 'linkClick', component: 'footer', linkText: 'Terms of use', linkUrl: '/en/terms/', linkType: 'internal' },
      {
        event: 'linkClick',
        component: 'footer',
        linkText: 'Careers',
        linkUrl: 'https://careers.partner.example.org/',
        linkType: 'external',
      },
      { event: 'linkClick', component: 'footer', linkText: 'Sitemap', linkUrl: '/en/sitemap/', linkType: 'internal' },
    ]);
  });

  it('is reached with Tab in authored order and followed with Enter', async () => {
    const root = await renderFixture(`<button>Before</button>${FOOTER}`, rendered);
    byRole(root, 'button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(linkNamed(root, 'Stay home'));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(linkNamed(root, 'Privacy policy'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => window.dataLayer?.length, 'link-click event');
    expect(window.dataLayer![0]).to.include({ linkText: 'Privacy policy', linkType: 'internal' });
  });
});
