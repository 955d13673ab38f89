/**
 * Content spec §2: "icons whose SVG has zero size are removed and the card is styled as single".
 * Which links and cards remain once some icons were found to have zero size, as a pure function
 * of the authored cards and the removed links' keys. Decision: a card left without links is
 * removed too, and when one card remains it is styled single (full width, centred).
 */
export const iconKey = (card: number, link: number): string => `${card}:${link}`;

export interface RemainingCard {
  /** Index of the authored card. */
  card: number;
  /** Indexes of its remaining links. */
  links: number[];
  single: boolean;
}

export function remainingCards(linkCounts: readonly number[], removed: ReadonlySet<string>): RemainingCard[] {
  const cards = linkCounts
    .map((count, card) => ({
      card,
      links: Array.from({ length: count }, (_, link) => link).filter((link) => !removed.has(iconKey(card, link))),
    }))
    .filter((card) => card.links.length > 0);
  return cards.map((card) => ({ ...card, single: cards.length === 1 }));
}
