import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { fragmentTarget } from './fragment';

/**
 * How a hidden panel was found: the URL fragment named something in it on the initial render
 * (the page's arrival, before the first paint), find-in-page or the browser's own fragment navigation revealed it
 * (`beforematch`), or the fragment named something in it later (`hashchange`, and again after mount).
 */
export type FoundBy = 'initial' | 'match' | 'fragment';

/**
 * Panels a widget hides stay findable (content spec §2: a deep link through the URL fragment opens
 * the accordion item, selects the tab): hidden panels are `hidden="until-found"`, which keeps their
 * text reachable by find-in-page and by the browser's fragment navigation; those reveal the panel
 * and fire `beforematch`, and `onFound` lets the widget follow. A fragment naming something in a
 * section is found on arrival, before the first paint (so the page never shows it hidden first and
 * then shifts), once more after mount and on every `hashchange`, when the widget scrolls to it.
 * Shared by the accordion and the tabs. The attributes are set after every render, so panels React
 * creates later are covered too; setting an attribute to its value costs nothing.
 */
export function useUntilFoundPanels(
  /** The panels the widget shows and hides, by index. */
  panels: RefObject<(HTMLElement | null)[]>,
  isShown: (index: number) => boolean,
  /** The widget shows panel `index` (opens the item, selects the tab); `target` is what was found or named. */
  onFound: (index: number, by: FoundBy, target: HTMLElement) => void,
  /**
   * What a fragment may name, by index: the panels, unless a panel belongs to more (an accordion
   * item: its heading and panel), so that naming the whole item finds it too.
   */
  sections: RefObject<(HTMLElement | null)[]> = panels,
): void {
  const found = useRef(onFound);
  found.current = onFound;
  const arrived = useRef(false);

  useLayoutEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      const target = fragmentTarget();
      const index = target ? sectionIndex(sections, target) : -1;
      if (target && index >= 0 && !isShown(index)) found.current(index, 'initial', target);
    }
    const listeners = panels.current.map((panel, index) => {
      if (!panel) return undefined;
      if (isShown(index)) panel.removeAttribute('hidden');
      else panel.setAttribute('hidden', 'until-found');
      const reveal = () => found.current(index, 'match', panel);
      panel.addEventListener('beforematch', reveal);
      return () => panel.removeEventListener('beforematch', reveal);
    });
    return () => listeners.forEach((remove) => remove?.());
  });

  useEffect(() => {
    const follow = () => {
      const target = fragmentTarget();
      const index = target ? sectionIndex(sections, target) : -1;
      if (target && index >= 0) found.current(index, 'fragment', target);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [sections]);
}

function sectionIndex(sections: RefObject<(HTMLElement | null)[]>, target: HTMLElement): number {
  return sections.current.findIndex((section) => section?.contains(target));
}
