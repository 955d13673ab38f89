/**
 * Where the arrow keys, Home and End move focus in a row or column of `count` controls (WAI-ARIA
 * APG tabs and accordion headers): wrapping at both ends; in a row the arrows follow the visual
 * order, which right-to-left text mirrors. Undefined for other keys and for Alt, Ctrl or Meta
 * chords (the browser's Back, editing and scrolling keep them). Shared by the tabs and the accordion.
 */
export function rovingTarget(
  event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; currentTarget: Element },
  index: number,
  count: number,
  orientation: 'row' | 'column',
): number | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const last = count - 1;
  const next = index === last ? 0 : index + 1;
  const previous = index === 0 ? last : index - 1;
  const rtl = orientation === 'row' && getComputedStyle(event.currentTarget).direction === 'rtl';
  const arrows: Record<string, number> =
    orientation === 'row' ? { ArrowRight: rtl ? previous : next, ArrowLeft: rtl ? next : previous } : { ArrowDown: next, ArrowUp: previous };
  return { ...arrows, Home: 0, End: last }[event.key];
}
