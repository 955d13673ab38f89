import { expect } from 'chai';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest, type SandboxFault } from '../../testing/page-state';
import { accessibleName, allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';

/* <stay-news> (issue 19 item 4) against the sandbox: the newsroom list, the carousel and the search; states loading, empty, loaded. */
await resetPageForTest({ language: 'en' });
await import('./element');
await import('../carousel/element');
addWidgetStyles(widgetStyles);
afterEach(() => {
  removeFixtures();
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
});

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

const articles = (root: ParentNode) => [...root.querySelectorAll('.stay-news__list > li')];
const titles = (root: ParentNode) => articles(root).map((item) => item.querySelector('.stay-news__title')?.textContent);
/** Each article picture's [loading, fetchPriority]. */
const pictureLoading = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLImageElement>('.stay-news__image')].map((image) => [image.loading, image.fetchPriority]);
const pageButtons = (root: ParentNode) => namesByRole(byRole(root, 'navigation', { name: 'Pages' }), 'button');

async function render(attributes: string, state: { hash?: string; query?: Record<string, string>; faults?: SandboxFault[] } = {}) {
  await resetPageForTest({ language: 'en', query: state.query, faults: state.faults });
  if (state.hash) history.replaceState(history.state, '', `${location.pathname}${location.search}${state.hash}`);
  return addFixture(`<main><stay-news ${attributes}></stay-news></main>`);
}

describe('stay-news list (content §7 Newsroom: list by path, page size from the URL hash, default 15)', () => {
  it('is busy while loading, then lists 15 articles newest first with two pages', async () => {
    const root = await render('', { faults: [{ match: 'news/listing', kind: 'slow', delayMs: 800 }] });
    const skeleton = await waitFor(() => root.querySelector('[aria-busy="true"]'), 'the loading skeleton');
    expect(skeleton.textContent).to.equal('Loading the news');
    expect(await axeViolations(root)).to.deep.equal([]);
    await waitFor(() => articles(root).length > 0, 'the articles', 5000);
    expect(articles(root)).to.have.length(15);
    expect(titles(root)[0]).to.equal('Aster Residences opens its first property in Seoul');
    expect(byRole(root, 'list', { name: 'Page 1 of 2' })).to.not.equal(null);
    expect(pageButtons(root)).to.deep.equal(['Previous', 'Page 1', 'Page 2', 'Next']);
    expect(await axeViolations(root)).to.deep.equal([]);
    // The first picture loads at once, with priority (often the page's largest paint); the rest lazily.
    expect(pictureLoading(root)).to.deep.equal([['eager', 'high'], ...Array(14).fill(['lazy', 'auto'])]);
  });

  it('takes the page size and page from the hash, and pages by keyboard with the focus on the new page', async () => {
    const root = await render('', { hash: '#size=5&page=2' });
    await waitFor(() => articles(root).length === 5, 'five articles');
    expect(byRole(root, 'list', { name: 'Page 2 of 6' })).to.not.equal(null);
    byRole(root, 'button', { name: 'Next' }).focus();
    await sendKeys({ press: 'Enter' });
    const list = await waitFor(() => queryByRole(root, 'list', { name: 'Page 3 of 6' }), 'page 3');
    expect(location.hash).to.equal('#size=5&page=3');
    expect(document.activeElement).to.equal(list);
    expect(titles(root)[0]).to.equal('Travellers’ choice for Aster Residences Bangkok');
    history.back();
    await waitFor(() => queryByRole(root, 'list', { name: 'Page 2 of 6' }), 'back on page 2');
  });

  it('filters by a category; the choice is in the hash', async () => {
    const root = await render('');
    await waitFor(() => articles(root).length > 0, 'the articles');
    const awards = await waitFor(() => queryByRole<HTMLButtonElement>(root, 'button', { name: 'Awards' }), 'the category filter');
    expect(byRole(root, 'button', { name: 'All' }).getAttribute('aria-pressed')).to.equal('true');
    awards.click();
    await waitFor(() => articles(root).length === 6, 'the six award articles');
    expect(location.hash).to.equal('#category=awards');
    expect(awards.getAttribute('aria-pressed')).to.equal('true');
    expect(queryByRole(root, 'navigation', { name: 'Pages' })).to.equal(null);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('lists another path, and ignores a hash that is not its own', async () => {
    const root = await render('data-newsroom="newsroom/archive"', { hash: '#main' });
    await waitFor(() => articles(root).length > 0, 'the archive');
    expect(titles(root)).to.deep.equal([
      'Archive: the first Aster Residences',
      'Archive: our first award',
      'Archive: staying open for key workers',
    ]);
  });

  it('shows the empty state and warns, naming the element, when the list fails (content §8)', async () => {
    const warnings = captureWarnings();
    try {
      const root = await render('', { faults: [{ match: 'news/listing', kind: 'error', status: 500 }] });
      await waitFor(() => root.querySelector('.stay-news__empty'), 'the empty state', 5000);
      expect(root.textContent).to.contain('No news to show.');
      expect(queryByRole(root, 'alert')).to.equal(null);
      expect(warnings.messages.some((message) => message.includes('<stay-news>'))).to.equal(true);
      expect(await axeViolations(root)).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  it('falls back to the list view with a warning for an unknown view', async () => {
    const warnings = captureWarnings();
    try {
      const root = await render('data-view="grid"');
      await waitFor(() => articles(root).length > 0, 'the list');
      expect(warnings.messages.some((message) => message.includes('stay-news') && message.includes('data-view'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-news carousel (content §7 news carousel)', () => {
  it('shows the latest six articles as slides of the carousel, with an empty state on failure', async () => {
    const root = await render('data-view="carousel"');
    const carousel = await waitFor(() => root.querySelector('[aria-roledescription="carousel"]'), 'the carousel');
    expect(carousel.getAttribute('aria-label')).to.equal('Latest news');
    await waitFor(() => allByRole(carousel, 'group', { name: '1 of 6' }).length === 1, 'six slides');
    expect(carousel.querySelector('h3 a')?.getAttribute('href')).to.equal('/newsroom/n2026-05');
    expect(pictureLoading(carousel).slice(0, 2)).to.deep.equal([
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
    expect(await axeViolations(root)).to.deep.equal([]);

    const warnings = captureWarnings();
    try {
      const failed = await render('data-view="carousel"', { faults: [{ match: 'news/carousel', kind: 'error', status: 503 }] });
      await waitFor(() => failed.querySelector('.stay-news__empty'), 'the empty state', 5000);
      expect(await axeViolations(failed)).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-news search (content §7: the news search with facets)', () => {
  it('searches what the address asks for, with the facets counted', async () => {
    const root = await render('data-view="search" data-rows="4"', { query: { categories: 'awards' } });
    await waitFor(() => articles(root).length === 4, 'four results');
    expect(byRole(root, 'status').textContent).to.equal('Articles found: 6');
    const categories = byRole(root, 'group', { name: 'Categories' });
    // The facet's values are named once the categories' titles are in (a read of their own).
    const awards = await waitFor(() => queryByRole<HTMLInputElement>(categories, 'checkbox', { name: 'Awards (6)' }), 'the titled facet');
    expect(awards.checked).to.equal(true);
    expect(byRole<HTMLInputElement>(categories, 'checkbox', { name: 'Openings (8)' }).checked).to.equal(false);
    expect(namesByRole(byRole(root, 'group', { name: 'Years' }), 'checkbox')[0]).to.equal('2026 (1)');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('shows one skeleton for facets and results until the first answer; later searches keep both in place (layout shift, DESIGN.md §7)', async () => {
    const root = await render('data-view="search" data-rows="4"', { faults: [{ match: 'news/search', kind: 'slow', delayMs: 400 }] });
    const layout = await waitFor(() => root.querySelector<HTMLElement>('.stay-news__results-layout'), 'the results layout');
    await waitFor(() => root.querySelector('.stay-news__loading'), 'the skeleton');
    // On a phone the facets stand above the results: filled in later, they would push the results down.
    expect(root.querySelectorAll('.stay-news__loading').length).to.equal(1);
    expect(layout.hidden).to.equal(true);
    expect(queryByRole(root, 'group', { name: 'Years' })).to.equal(null);
    await waitFor(() => articles(root).length === 4, 'the first results');
    expect([layout.hidden, root.querySelector('.stay-news__loading')]).to.deep.equal([false, null]);
    byRole(byRole(root, 'group', { name: 'Years' }), 'checkbox', { name: '2023 (4)' }).click();
    // The next search keeps the facets, the results and their count (a live region) where they are.
    await waitFor(() => root.querySelector('.stay-news__results')?.getAttribute('aria-busy') === 'true', 'the busy results');
    expect([layout.hidden, root.querySelector('.stay-news__loading'), articles(root).length]).to.deep.equal([false, null, 4]);
    await waitFor(() => byRole(root, 'status').textContent === 'Articles found: 4', 'the 2023 articles');
  });

  it('ticks a year, searches words, and keeps the search in the address', async () => {
    const root = await render('data-view="search" data-rows="4"');
    await waitFor(() => articles(root).length === 4, 'the first results');
    byRole(byRole(root, 'group', { name: 'Years' }), 'checkbox', { name: '2023 (4)' }).click();
    await waitFor(() => byRole(root, 'status').textContent === 'Articles found: 4', 'the 2023 articles');
    expect(new URLSearchParams(location.search).get('years')).to.equal('2023');
    const field = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(accessibleName(field)).to.equal('Words to search for');
    field.value = 'kiri';
    byRole(root, 'button', { name: 'Search' }).click();
    await waitFor(() => byRole(root, 'status').textContent === 'Articles found: 1', 'one result');
    expect(titles(root)).to.deep.equal(['Kiri House opens in Tokyo']);
    expect(new URLSearchParams(location.search).get('q')).to.equal('kiri');
  });

  it('says so when nothing matches, and shows the empty state when the search fails', async () => {
    const root = await render('data-view="search"', { query: { q: 'zeppelin' } });
    await waitFor(() => byRole(root, 'status').textContent === 'No news matches your search.', 'no results');
    expect(await axeViolations(root)).to.deep.equal([]);
    const warnings = captureWarnings();
    try {
      const failed = await render('data-view="search"', { faults: [{ match: 'news/search', kind: 'error', status: 500 }] });
      await waitFor(() => byRole(failed, 'status').textContent === 'No news to show.', 'the empty state', 5000);
      expect(failed.querySelector('input[type="search"]')).to.not.equal(null);
    } finally {
      warnings.restore();
    }
  });

  it('pages the results by keyboard, the focus on the new page', async () => {
    const root = await render('data-view="search" data-rows="10"');
    await waitFor(() => articles(root).length === 10, 'page 1');
    byRole(root, 'button', { name: 'Page 2' }).focus();
    await sendKeys({ press: 'Enter' });
    const list = await waitFor(() => queryByRole(root, 'list', { name: 'Page 2 of 3' }), 'page 2');
    expect(document.activeElement).to.equal(list);
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
  });
});

describe('stay-news analytics (content §7: link-click and user-interaction events)', () => {
  /** Clicks stay on this page: the test checks the event, not the navigation. */
  const stayOnPage = (event: Event) => event.preventDefault();
  before(() => document.addEventListener('click', stayOnPage));
  after(() => document.removeEventListener('click', stayOnPage));
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports the article a visitor follows from the list and from the carousel', async () => {
    const root = await render('');
    await waitFor(() => articles(root).length > 0, 'the articles');
    byRole(root, 'link', { name: 'Harbourline Suites named best serviced apartments in Asia' }).click();
    expect(window.dataLayer?.at(-1)).to.deep.equal({
      event: 'linkClick',
      component: 'news',
      linkText: 'Harbourline Suites named best serviced apartments in Asia',
      linkUrl: '/newsroom/n2026-04',
      linkType: 'internal',
    });
    removeFixtures();
    const carousel = await render('data-view="carousel"');
    const link = await waitFor(() => carousel.querySelector<HTMLAnchorElement>('[aria-roledescription="slide"] a'), 'a slide');
    link.click();
    expect(window.dataLayer?.at(-1)).to.include({ event: 'linkClick', component: 'news', linkUrl: '/newsroom/n2026-05' });
  });

  it('reports a search without the typed words (they may be an e-mail)', async () => {
    const root = await render('data-view="search"');
    await waitFor(() => articles(root).length > 0, 'the results');
    root.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'ken@example.com';
    // Not a click: this block's click listener keeps clicks from submitting.
    root.querySelector('form')!.requestSubmit(byRole(root, 'button', { name: 'Search' }));
    expect(window.dataLayer?.at(-1)).to.include({
      event: 'userInteraction',
      Component: 'news',
      Element: 'search',
      Action: 'submit',
      Parameter1: 'words',
    });
    expect(JSON.stringify(window.dataLayer)).not.to.include('ken@example.com');
  });
});
