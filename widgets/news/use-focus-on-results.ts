import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * After the visitor asks for another page, the focus moves to the new results once they show
 * (WAI-ARIA APG: focus follows the content the control brought), in the commit that shows them
 * (useLayoutEffect: never after the paint). `shown` identifies what is on screen, undefined while
 * loading; other changes (a first load, a facet ticked) leave the focus where it is.
 */
export function useFocusOnResults<T extends HTMLElement>(shown: string | undefined) {
  const target = useRef<T>(null);
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (shown === undefined || !pending.current) return;
    pending.current = false;
    target.current?.focus();
  }, [shown]);
  const expectResults = useCallback(() => {
    pending.current = true;
  }, []);
  return { target, expectResults };
}
