import { useEffect, useRef, useState } from 'react';
import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';

/**
 * embla on the viewport the returned ref is given, as `useEmblaCarousel` of embla-carousel-react
 * does (create on mount, `reInit` when the options change, destroy on unmount), without its option
 * comparison and plugin handling: our options are memoised (they change only with the direction or
 * the kind) and we use no plugin. Its wrapper and utilities cost the home page 0.3 KB (DESIGN.md §7),
 * and it imports React's CommonJS build, which pulls rolldown's interop into the carousel chunk.
 */
export function useEmbla(options: EmblaOptionsType): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const current = useRef(options);
  useEffect(() => {
    if (!viewport) return undefined;
    const created = EmblaCarousel(viewport, current.current);
    setApi(created);
    return () => created.destroy();
  }, [viewport]);
  useEffect(() => {
    if (current.current === options) return;
    current.current = options;
    api?.reInit(options);
  }, [api, options]);
  return [setViewport, api];
}
