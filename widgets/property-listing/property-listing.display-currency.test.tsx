import { expect } from 'chai';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { addFixture, recordShownTexts, removeFixtures, setPageConfig, waitFor } from '../../shared/testing/fixtures';
import { allByRole } from '../../shared/testing/roles';

// A euro page (?currency=EUR) listing Tokyo, whose rates come in yen, while the exchange rates answer late.
const arrive = addDays(todayIn('Asia/Singapore', new Date()), 30);
history.replaceState(
  null,
  '',
  `${location.pathname}?searchdest=Tokyo&type=city&dateType=3&arrive=${arrive}&depart=${addDays(arrive, 2)}&currency=EUR`,
);
localStorage.clear();
setPageConfig({ language: 'en' });
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'exchangerate', kind: 'slow', delayMs: 1500 }]))}; path=/`;
await import('./element');

afterEach(removeFixtures);

describe('stay-property-listing while the exchange rates load', () => {
  it('shows no yen at any moment: a busy skeleton per price until the rate arrives, then euros (content spec §9)', async () => {
    const container = addFixture('');
    // What each card's paragraphs show: its place, its distance and its price (or the price's skeleton).
    const cardParagraphs = (root: ParentNode) => allByRole(root, 'listitem').flatMap((card) => allByRole(card, 'paragraph'));
    const record = recordShownTexts(container, cardParagraphs);
    container.innerHTML = '<stay-property-listing></stay-property-listing>';
    const skeleton = await waitFor(
      () =>
        cardParagraphs(container)
          .find((paragraph) => paragraph.querySelector('[aria-busy="true"]'))
          ?.querySelector('[aria-busy="true"]'),
      'a price skeleton',
      5000,
    );
    expect(skeleton.textContent).to.equal('Loading the price…');
    await waitFor(() => cardParagraphs(container).some((paragraph) => paragraph.dataset.currency === 'EUR'), 'a price in euros', 8000);
    record.stop();
    // Every figure shown but the distances (kilometres, not money).
    const figures = [...record.texts].filter((text) => /\d/.test(text) && !text.endsWith(' km from the city centre'));
    expect(figures.length).to.be.greaterThan(0);
    expect(figures.filter((text) => !text.includes('€'))).to.deep.equal([]);
    expect(record.busy).to.include(true);
  });
});
