import { useLayoutEffect, useRef, type RefObject } from 'react';
import { fragmentTarget } from './fragment';

/**
 * Panels a widget hides stay findable: `hidden="until-found"` keeps their text reachable by
 * find-in-page and by the browser's own fragment navigation, which reveal the panel and fire
 * `beforematch`; `onFound(index)` then lets the widget follow (open the accordion item, select the
 * tab). Shared by the accordion and the tabs (content spec §2). Runs after every render, so panels
 * React creates later are covered too; setting an attribute to its value costs nothing.
 *
 * On the first render, before the first paint, a hidden panel holding the URL fragment's target
 * is found the same way (`initial` true), so the page never shows it hidden first and then shifts.
 */
export function useFindablePanels(
  panels: RefObject<(HTMLElement | null)[]>,
  isShown: (index: number) => boolean,
  onFound: (index: number, initial: boolean) => void,
): void {
  const found = useRef(onFound);
  found.current = onFound;
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      const target = fragmentTarget();
      const index = target ? panels.current.findIndex((panel) => panel?.contains(target)) : -1;
      if (index >= 0 && !isShown(index)) found.current(index, true);
    }
    const listeners = panels.current.map((panel, index) => {
      if (!panel) return undefined;
      if (isShown(index)) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', 'until-found');
      const reveal = () => found.current(index, false);
      panel.addEventListener('beforematch', reveal);
      return () => panel.removeEventListener('beforematch', reveal);
    });
    return () => listeners.forEach((remove) => remove?.());
  });
}
