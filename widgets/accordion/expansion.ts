/**
 * Expansion rules of the accordion (content spec §2), as pure functions of the expanded flags.
 */
export type Expansion = readonly boolean[];

/** With single-expansion, of several items preset expanded only the last stays expanded. */
export function initialExpansion(presetExpanded: readonly boolean[], singleExpansion: boolean): Expansion {
  if (!singleExpansion) return [...presetExpanded];
  const last = presetExpanded.lastIndexOf(true);
  return presetExpanded.map((_, index) => index === last);
}

export function setItemExpanded(expansion: Expansion, index: number, expanded: boolean, singleExpansion: boolean): Expansion {
  if (index < 0 || index >= expansion.length) return expansion;
  if (expanded && singleExpansion) return expansion.map((_, position) => position === index);
  return expansion.map((value, position) => (position === index ? expanded : value));
}

export function toggleItem(expansion: Expansion, index: number, singleExpansion: boolean): Expansion {
  return setItemExpanded(expansion, index, !expansion[index], singleExpansion);
}
