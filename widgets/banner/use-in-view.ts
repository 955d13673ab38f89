import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether at least `threshold` of the element is visible. Clipping by ancestors counts, so a
 * banner on a carousel slide that is scrolled away is not in view.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView((entry?.intersectionRatio ?? 0) >= threshold), { threshold });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}
