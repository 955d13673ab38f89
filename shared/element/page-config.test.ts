// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ELEMENT_ID, readPageConfig, SANDBOX_SUBSCRIPTION_KEY } from './page-config';

function setConfig(json: string | undefined) {
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  if (json === undefined) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONFIG_ELEMENT_ID;
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => {
  setConfig(undefined);
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('readPageConfig', () => {
  it('defaults to the sandbox on the same origin, Chinese on an unprefixed path, SGD, not author mode', () => {
    expect(readPageConfig(document)).toEqual({
      apiOrigin: '',
      product: 'stay',
      subscriptionKey: SANDBOX_SUBSCRIPTION_KEY,
      language: 'zh',
      currency: 'SGD',
      contentRoot: '',
      loginCookie: 'stay-member-token',
      internalHostPatterns: [],
      authorMode: false,
    });
  });

  it('takes the language from the path after the content root', () => {
    history.replaceState(null, '', '/content/stay/ar/home.html');
    setConfig(JSON.stringify({ contentRoot: '/content/stay' }));
    expect(readPageConfig(document).language).toBe('ar');
  });

  it('reads configured fields and strips a trailing slash of the API origin', () => {
    setConfig(JSON.stringify({ apiOrigin: 'https://api.example.com/', subscriptionKey: 'k', language: 'ja', authorMode: true }));
    expect(readPageConfig(document)).toMatchObject({
      apiOrigin: 'https://api.example.com',
      subscriptionKey: 'k',
      language: 'ja',
      authorMode: true,
    });
  });

  it.each(['edit', 'preview'])('detects author mode from wcmmode=%s', (mode) => {
    history.replaceState(null, '', `/en/?wcmmode=${mode}`);
    expect(readPageConfig(document).authorMode).toBe(true);
  });

  it('warns and uses defaults for malformed JSON or wrongly typed fields', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setConfig('{ not json');
    expect(readPageConfig(document).product).toBe('stay');
    setConfig(JSON.stringify({ product: 42 }));
    expect(readPageConfig(document).product).toBe('stay');
    setConfig(JSON.stringify({ internalHostPatterns: '*.stay.com' }));
    expect(readPageConfig(document).internalHostPatterns).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[1]![0])).toContain('"product"');
  });
});
