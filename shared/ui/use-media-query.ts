import { useCallback, useSyncExternalStore } from 'react';

/** Content spec §9: mobile up to 1023 px, desktop from 1024 px (widget CSS uses the same numbers). */
export const MOBILE_QUERY = '(max-width: 1023px)';

/** Whether a media query matches, following resizes and rotations. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/**
 * Visitors who prefer reduced motion get no autoplaying video and no rotating or animated carousel
 * (issue 4). Reactive, unlike `prefersReducedMotion()` in shared/ui/fragment.ts.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
