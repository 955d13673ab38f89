import type { MapProvider } from '../../domain/content/map-provider';

/**
 * Loads the map provider's script once per page and draws the properties (content spec §6), for
 * the property listing and the destination lists (`<stay-property-list data-view="map">`).
 * Only reached when the page configures a key for the provider of the visitor's region; the demo
 * has none. Tests stand in for the provider: they answer the script's callback with a fake
 * `google.maps` / `BMap` (map-loader.browser.test.tsx), as no external script loads here.
 */
export interface MapPoint {
  lat: number;
  lng: number;
  title: string;
}

const SCRIPT_URLS: Record<MapProvider, (key: string, callback: string) => string> = {
  google: (key, callback) => `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&callback=${callback}`,
  baidu: (key, callback) => `https://api.map.baidu.com/api?v=3.0&ak=${encodeURIComponent(key)}&callback=${callback}`,
};

const loading = new Map<MapProvider, Promise<void>>();

function loadScript(provider: MapProvider, key: string): Promise<void> {
  const existing = loading.get(provider);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const callback = `stayMapReady_${provider}`;
    let ready = false;
    (window as unknown as Record<string, unknown>)[callback] = () => {
      ready = true;
      resolve();
    };
    const script = document.createElement('script');
    script.src = SCRIPT_URLS[provider](key, callback);
    script.async = true;
    script.onerror = () => {
      // A provider that called back is loaded, whatever its script does later.
      if (ready) return;
      // Forgotten, so opening the map again tries again.
      loading.delete(provider);
      script.remove();
      reject(new Error(`${provider} maps did not load`));
    };
    document.head.append(script);
  });
  loading.set(provider, promise);
  return promise;
}

/* The providers' globals, typed only as far as used here. */
type Constructor = new (...args: unknown[]) => Record<string, (...args: unknown[]) => unknown>;
interface GoogleMaps {
  maps: { Map: Constructor; Marker: Constructor };
}
interface BaiduMaps {
  Map: Constructor;
  Point: Constructor;
  Marker: Constructor;
}

export async function drawMap(container: HTMLElement, provider: MapProvider, key: string, points: readonly MapPoint[]): Promise<void> {
  await loadScript(provider, key);
  const first = points[0];
  if (!first) return;
  const globals = window as unknown as { google?: GoogleMaps; BMap?: BaiduMaps };
  if (provider === 'google' && globals.google) {
    const { Map, Marker } = globals.google.maps;
    const map = new Map(container, { center: { lat: first.lat, lng: first.lng }, zoom: 12 });
    for (const point of points) new Marker({ map, position: { lat: point.lat, lng: point.lng }, title: point.title });
  } else if (provider === 'baidu' && globals.BMap) {
    const { Map, Point, Marker } = globals.BMap;
    const map = new Map(container);
    map.centerAndZoom?.(new Point(first.lng, first.lat), 12);
    for (const point of points) map.addOverlay?.(new Marker(new Point(point.lng, point.lat)));
  } else {
    throw new Error(`${provider} maps are not available`);
  }
}
