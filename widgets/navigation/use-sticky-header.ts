import { useEffect, useState, type RefObject } from 'react';

/**
 * Content spec §4: the header turns sticky when the sentinel (an empty element at the top edge
 * of the header's place in the page) leaves the view upwards, and back when it returns.
 */
export function useStickyHeader(sentinel: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) {
      setSticky(false);
      return undefined;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setSticky(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled]);
  return sticky;
}
