import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, renderFixture, waitFor, addFixture } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';

await resetPageForTest({ language: 'en' });
await import('./element');
addWidgetStyles(widgetStyles);

const reviewsOf = (ids: string, extra = '') => `<main><stay-guest-reviews data-product-ids="${ids}" ${extra}></stay-guest-reviews></main>`;
const items = (root: ParentNode) => {
  const list = root.querySelector('.stay-guest-reviews__list');
  return list ? allByRole(list, 'listitem') : [];
};

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

/** The sandbox's notes of these calls (the routes note the product ids and the translation's languages). */
async function gatewayCalls(match: string): Promise<string[]> {
  const response = await fetch(`/__sandbox/requests?match=${encodeURIComponent(match)}`);
  return ((await response.json()) as { content: { note?: string }[] }).content.map((entry) => entry.note ?? '');
}

describe('stay-guest-reviews (content spec §3, §7, §8)', () => {
  beforeEach(() => resetPageForTest({ language: 'en' }));

  it('shows a busy skeleton while loading, then the score and the reviews', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'v2/guest-review', kind: 'slow', delayMs: 800 }] });
    const root = addFixture(reviewsOf('RP-SGORCH'));
    const skeleton = await waitFor(() => root.querySelector('[aria-busy="true"]'), 'the loading skeleton');
    expect(skeleton.textContent).to.equal('Loading guest reviews');
    expect(await axeViolations(root)).to.deep.equal([]);
    await waitFor(() => items(root).length > 0, 'the reviews', 5000);
    expect(root.querySelector('h2')!.textContent).to.equal('Guest reviews');
    expect(root.querySelector('.stay-guest-reviews__score')?.textContent).to.equal('Rated 4.2 out of 5 from 5 reviews');
    expect(items(root)).to.have.length(5);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('translates a review in another language, and shows the original again', async () => {
    const root = await renderFixture(reviewsOf('RP-SGORCH'), (container) => items(container).length > 0);
    // The English review offers no translation on an English page; the others do.
    expect(allByRole(root, 'button', { name: 'Translate' })).to.have.length(4);
    const japanese = items(root).find((item) => item.querySelector('blockquote')?.getAttribute('lang') === 'ja')!;
    byRole(japanese, 'button', { name: 'Translate' }).click();
    await waitFor(() => queryByRole(japanese, 'button', { name: 'Show original' }), 'the translation');
    expect(japanese.querySelector('blockquote')?.textContent).to.equal(
      'The room was spacious and clean. Close to the station and convenient.',
    );
    expect(japanese.querySelector('blockquote')?.getAttribute('lang')).to.equal('en');
    const calls = await gatewayCalls('odx/translate');
    expect(calls.at(-1)).to.equal('translate ja -> en messages');
    expect(await axeViolations(root)).to.deep.equal([]);
    byRole(japanese, 'button', { name: 'Show original' }).click();
    await waitFor(
      () => japanese.querySelector('blockquote')?.textContent === '部屋は広くて清潔でした。駅にも近くて便利です。',
      'the original',
    );
  });

  it('keeps the review and says so when the translation fails', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'odx/translate', kind: 'error', status: 503 }] });
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(reviewsOf('RP-SGORCH'), (container) => items(container).length > 0);
      const german = items(root).find((item) => item.querySelector('blockquote')?.getAttribute('lang') === 'de')!;
      byRole(german, 'button', { name: 'Translate' }).click();
      await waitFor(() => german.querySelector('.stay-guest-reviews__note'), 'the failure note');
      expect(german.querySelector('.stay-guest-reviews__note')?.textContent).to.equal(
        'This review could not be translated. Please try again later.',
      );
      expect(german.querySelector('blockquote')?.textContent).to.equal('Schöne Wohnung, aber die Straße ist abends laut.');
      expect(byRole(german, 'button', { name: 'Translate' })).to.be.instanceOf(HTMLElement);
    } finally {
      warnings.restore();
    }
  });

  it('logs and shows nothing, no error box, when the reviews call fails (spec §8)', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'v2/guest-review', kind: 'error', status: 500 }] });
    const warnings = captureWarnings();
    try {
      const root = addFixture(reviewsOf('RP-SGMARB'));
      await waitFor(() => warnings.messages.some((message) => message.includes('<stay-guest-reviews>')), 'the logged failure', 5000);
      const section = root.querySelector('section')!;
      expect(section.textContent).to.equal('');
      expect(queryByRole(root, 'alert')).to.equal(null);
    } finally {
      warnings.restore();
    }
  });

  it('shows an empty state for a product without reviews', async () => {
    const root = await renderFixture(reviewsOf('RP-NONE'), (container) => container.querySelector('.stay-guest-reviews__empty'));
    expect(root.querySelector('.stay-guest-reviews__empty')?.textContent).to.equal('No guest reviews yet.');
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('asks 12 products in batches of 10 and 2, and the second widget asks nothing (a day cache per product)', async () => {
    const ids = [
      'RP-SGORCH',
      'RP-SGMARB',
      'RP-SGTJPG',
      'RP-JPSHJK',
      'RP-JPGNZA',
      'RP-JPKYTO',
      'RP-CNSHJA',
      'RP-CNBJSL',
      'RP-A',
      'RP-B',
      'RP-C',
      'RP-D',
    ];
    const before = (await gatewayCalls('v2/guest-review')).length;
    const root = await renderFixture(reviewsOf(ids.join(','), 'data-variant="score"'), (container) =>
      container.querySelectorAll('.stay-guest-reviews__score').length === 8 ? true : undefined,
    );
    const calls = (await gatewayCalls('v2/guest-review')).slice(before);
    expect(calls.map((note) => note.split(' ')[1]?.split(',').length).sort()).to.deep.equal([10, 2]);
    expect(calls.every((note) => note.endsWith('includeReviews false'))).to.equal(true);
    root.remove();
    await resetPageForTest({ language: 'en', keepStorage: true });
    await renderFixture(reviewsOf(ids.slice(0, 3).join(','), 'data-variant="score"'), (container) =>
      container.querySelectorAll('.stay-guest-reviews__score').length === 3 ? true : undefined,
    );
    expect((await gatewayCalls('v2/guest-review')).length - before).to.equal(2);
  });

  it('warns and shows nothing for a bad product id list', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(reviewsOf('RP-SGORCH;<b>'), (container) => container.querySelector('section'));
      expect(warnings.messages.some((message) => message.includes('data-product-ids'))).to.equal(true);
      expect(root.querySelector('section')?.textContent).to.equal('');
    } finally {
      warnings.restore();
    }
  });
});
