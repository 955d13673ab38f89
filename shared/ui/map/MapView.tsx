import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapProvider } from '../../domain/content/map-provider';

export interface MapPointView {
  lat: number;
  lng: number;
  title: string;
}

export interface MapViewProps {
  provider: MapProvider;
  mapKey: string;
  points: MapPointView[];
  /** The map region's accessible name, in the page language. */
  label: string;
  /** Shown in place of the map when the provider's script fails to load. */
  failure: string;
  /** The widget's class prefix: the map is `{prefix}__map`, the failure `{prefix}__message`. */
  classPrefix: string;
}

/**
 * The drawn map of the property listing and the destination lists (content spec §6): the
 * provider's script loads on demand (`map-loader.ts`, a chunk of its own), only where a key is
 * configured; a failure says so and the widget's list stays.
 */
export function MapView({ provider, mapKey, points, label, failure, classPrefix }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const draw = useCallback(async () => {
    if (!container.current) return;
    const { drawMap } = await import('./map-loader');
    await drawMap(container.current, provider, mapKey, points);
  }, [provider, mapKey, points]);
  useEffect(() => {
    draw().catch(() => setFailed(true));
  }, [draw]);
  return failed ? (
    <p className={`${classPrefix}__message`} role="status">
      {failure}
    </p>
  ) : (
    <div ref={container} className={`${classPrefix}__map`} role="region" aria-label={label} data-provider={provider} />
  );
}
