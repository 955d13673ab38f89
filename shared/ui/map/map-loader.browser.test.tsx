import { expect } from 'chai';
import { drawMap } from './map-loader';

/*
 * No external script loads here, so each test stands in for the map provider: it watches for the
 * script the loader adds, installs a fake of the provider's global (recording what is drawn) and
 * calls the script's callback, or fails the script like a blocked network.
 */

interface Call {
  kind: string;
  args: unknown[];
}

function providerScripts(host: string): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).filter((script) => new URL(script.src).host === host);
}

/** Resolves with the next script added to <head> for `host`. */
function nextScript(host: string): Promise<HTMLScriptElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const script = providerScripts(host).find((found) => !found.dataset.seen);
      if (!script) return;
      script.dataset.seen = 'true';
      observer.disconnect();
      resolve(script);
    });
    observer.observe(document.head, { childList: true });
  });
}

const callbackOf = (script: HTMLScriptElement) => new URL(script.src).searchParams.get('callback')!;
const answer = (script: HTMLScriptElement) => (window as unknown as Record<string, () => void>)[callbackOf(script)]!();

const POINTS = [
  { lat: 1.3048, lng: 103.8318, title: 'Aster Residences Orchard' },
  { lat: 1.2834, lng: 103.8607, title: 'Aster Residences Marina' },
];

afterEach(() => {
  delete (window as { google?: unknown }).google;
  delete (window as { BMap?: unknown }).BMap;
});

describe('drawMap', () => {
  it('loads Google Maps once with the key and callback, then centres on the first property and marks each', async () => {
    const calls: Call[] = [];
    const record = (kind: string) =>
      function (this: object, ...args: unknown[]) {
        calls.push({ kind, args });
      };
    const container = document.createElement('div');
    const scriptAdded = nextScript('maps.googleapis.com');
    const drawn = drawMap(container, 'google', 'g-key&x', POINTS);
    const script = await scriptAdded;
    const url = new URL(script.src);
    expect(url.pathname).to.equal('/maps/api/js');
    expect(url.searchParams.get('key')).to.equal('g-key&x');
    script.onerror = null; // the fake answers before the blocked request fails
    (window as { google?: unknown }).google = { maps: { Map: record('Map'), Marker: record('Marker') } };
    answer(script);
    await drawn;

    expect(calls[0]).to.deep.equal({ kind: 'Map', args: [container, { center: { lat: 1.3048, lng: 103.8318 }, zoom: 12 }] });
    expect(calls.slice(1).map((call) => (call.args[0] as { title: string }).title)).to.deep.equal(POINTS.map((point) => point.title));

    await drawMap(document.createElement('div'), 'google', 'g-key&x', POINTS.slice(1));
    expect(providerScripts('maps.googleapis.com')).to.have.length(1, 'the script is loaded once per page');
    expect(calls.filter((call) => call.kind === 'Map')).to.have.length(2);
  });

  it('reports a Baidu script that fails to load, and tries again on the next opening', async () => {
    const failing = nextScript('api.map.baidu.com');
    const first = drawMap(document.createElement('div'), 'baidu', 'b-key', POINTS);
    (await failing).dispatchEvent(new Event('error'));
    let failure: unknown;
    await first.catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('baidu maps did not load');
    expect(providerScripts('api.map.baidu.com')).to.have.length(0, 'the failed script is removed');

    const points: { lng: unknown; lat: unknown }[] = [];
    const overlays: unknown[] = [];
    let centre: unknown;
    (window as { BMap?: unknown }).BMap = {
      Map: function () {
        return {
          centerAndZoom: (point: unknown, zoom: number) => (centre = [point, zoom]),
          addOverlay: (overlay: unknown) => overlays.push(overlay),
        };
      },
      Point: function (this: { lng: unknown; lat: unknown }, lng: unknown, lat: unknown) {
        this.lng = lng;
        this.lat = lat;
        points.push(this);
      },
      Marker: function (this: { point: unknown }, point: unknown) {
        this.point = point;
      },
    };
    const retry = nextScript('api.map.baidu.com');
    const second = drawMap(document.createElement('div'), 'baidu', 'b-key', POINTS);
    const script = await retry;
    expect(new URL(script.src).searchParams.get('ak')).to.equal('b-key');
    script.onerror = null;
    answer(script);
    await second;
    // Baidu takes longitude first.
    expect(centre).to.deep.equal([{ lng: 103.8318, lat: 1.3048 }, 12]);
    expect(overlays).to.deep.equal(POINTS.map((point) => ({ point: { lng: point.lng, lat: point.lat } })));
  });

  it('fails clearly when the script loads without the provider global', async () => {
    // Google's script was already loaded by the first test: the same promise, no new script.
    let failure: unknown;
    await drawMap(document.createElement('div'), 'google', 'g-key&x', POINTS).catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('google maps are not available');
    expect(providerScripts('maps.googleapis.com')).to.have.length(1);
  });
});
