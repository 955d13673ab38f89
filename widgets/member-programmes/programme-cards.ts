/**
 * Which cards `<stay-member-programmes>` shows (`data-show`, tokens separated by spaces). An
 * unknown token is left out with a console warning naming it; an empty or all-unknown list shows
 * every card (a safe default: the member area keeps its programmes).
 */
export const PROGRAMME_CARDS = ['miles', 'tier-match', 'representative', 'lucky-draw', 'point-history'] as const;
export type ProgrammeCard = (typeof PROGRAMME_CARDS)[number];

export function programmeCardsOf(value: string): { cards: ProgrammeCard[]; unknown: string[] } {
  const tokens = value.split(/\s+/).filter(Boolean);
  const cards = PROGRAMME_CARDS.filter((card) => tokens.includes(card));
  const unknown = tokens.filter((token) => !(PROGRAMME_CARDS as readonly string[]).includes(token));
  return { cards: cards.length > 0 ? cards : [...PROGRAMME_CARDS], unknown };
}
