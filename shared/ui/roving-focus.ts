/** A key press as the roving rule reads it: a React or DOM `KeyboardEvent` is one. */
export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export interface RovingLayout {
  /** As `aria-orientation`: a row (tab bar, slide picker) moves with Left/Right, a column (accordion headers) with Up/Down. */
  orientation: 'horizontal' | 'vertical';
  /** Text direction of a row: right-to-left text mirrors it, so Left goes forward. Columns ignore it. */
  direction?: 'ltr' | 'rtl';
}

/**
 * Where the arrow keys, Home and End move in a list of `count` items from `index` (WAI-ARIA APG
 * tabs, accordion headers, the carousel's slide picker): the arrows go to the next and previous
 * item, wrapping at both ends; Home and End to the first and last. Undefined for other keys and for
 * Alt, Ctrl or Meta chords (the browser's Back, top of page and line ends keep them). The one
 * place where right-to-left text flips Left and Right.
 */
export function rovingTarget(press: KeyPress, index: number, count: number, { orientation, direction }: RovingLayout): number | undefined {
  if (press.altKey || press.ctrlKey || press.metaKey || count < 1) return undefined;
  const [back, forward] =
    orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : direction === 'rtl' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  const step = press.key === forward ? 1 : press.key === back ? -1 : 0;
  if (step) return (index + step + count) % count;
  return { Home: 0, End: count - 1 }[press.key];
}
