import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

interface Flags {
  buyPoint: boolean;
  isShow: boolean;
  isDisplayMobile: boolean;
  isShowNewLabel: boolean;
}

interface WireLink extends Flags {
  navigationText: string;
  navigationUrl: string;
  image?: string;
  subNavigation?: WireLink[];
}

interface WireItem extends WireLink {
  navDisplay: string;
  subNavigation: WireLink[];
  navLogos: { logo: string; altText: string; navigationUrl: string }[];
  maxLogoDisplay: number;
}

const NAVIGATION = (language: string) => `/apis/stay/navigation/p_lang/eq/${language}.json`;

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

async function navigation(language: string): Promise<WireItem[]> {
  const { status, body } = await sandbox.json<SuccessEnvelope<WireItem[]>>(NAVIGATION(language));
  expect(status).toBe(200);
  expect(body.status).toBe(200);
  return body.content;
}

const item = (items: WireItem[], url: string): WireItem => {
  const found = items.find((entry) => entry.navigationUrl === url);
  if (!found) throw new Error(`no item ${url}`);
  return found;
};

describe('GET navigation/p_lang/eq/{lang}.json', () => {
  it('is public: no subscription key needed', async () => {
    const response = await fetch(`${sandbox.baseUrl}${NAVIGATION('en')}`);
    expect(response.status).toBe(200);
  });

  it('gives every layout: sections (columnList), images (imageList) and logo lists', async () => {
    const items = await navigation('en');
    const destinations = item(items, '/en/destinations/');
    expect(destinations.navDisplay).toBe('columnList');
    expect(destinations.subNavigation.map((section) => section.navigationText)).toEqual([
      'Asia',
      'Middle East and Europe',
      'Australia and the Americas',
    ]);
    expect(destinations.subNavigation[0]?.subNavigation?.[0]).toEqual({
      navigationText: 'Singapore',
      navigationUrl: '/en/destinations/singapore/',
      buyPoint: false,
      isShow: true,
      isDisplayMobile: true,
      isShowNewLabel: false,
    });

    const offers = item(items, '/en/offers/');
    expect(offers.navDisplay).toBe('imageList');
    expect(offers.subNavigation.every((card) => card.image?.startsWith('/demo-assets/navigation/'))).toBe(true);

    const brands = item(items, '/en/brands/');
    expect(brands.navLogos.length).toBeGreaterThan(brands.maxLogoDisplay);
    expect(brands.maxLogoDisplay).toBe(3);
    expect(brands.navLogos[0]).toEqual({
      logo: '/demo-assets/brands/AST.svg',
      altText: 'Aster Residences',
      navigationUrl: '/en/brands/aster-residences/',
    });
    expect(brands.isDisplayMobile).toBe(false);
  });

  it('sends the flags the client filters on, including switched-off items', async () => {
    const items = await navigation('en');
    const buyPoints = item(items, '/en/member/buy-points/');
    expect(buyPoints).toMatchObject({ buyPoint: true, isShowNewLabel: true, isDisplayMobile: true, isShow: true });
    expect(item(items, '/en/corporate/').isShow).toBe(false);
    const rewards = item(items, '/en/rewards/');
    const points = rewards.subNavigation.find((section) => section.navigationText === 'Points');
    expect(points?.subNavigation?.filter((entry) => entry.buyPoint).map((entry) => entry.navigationText)).toEqual([
      'Buy points',
      'Gift points',
    ]);
  });

  it('labels top items in the language, prefixes paths (Chinese has none) and falls back to English', async () => {
    const [zh, ja, ar, de] = await Promise.all(['zh', 'ja', 'ar', 'de'].map(navigation));
    expect(zh!.map((entry) => entry.navigationText).slice(0, 4)).toEqual(['目的地', '优惠', '我们的品牌', '会员奖励']);
    expect(zh![0]!.navigationUrl).toBe('/destinations/');
    expect(ja![0]).toMatchObject({ navigationText: '目的地', navigationUrl: '/ja/destinations/' });
    expect(ar![3]).toMatchObject({ navigationText: 'المكافآت', navigationUrl: '/ar/rewards/' });
    expect(de![0]).toMatchObject({ navigationText: 'Destinations', navigationUrl: '/de/destinations/' });
  });

  it('reads an unknown language as English', async () => {
    const items = await navigation('xx');
    expect(items[0]).toMatchObject({ navigationText: 'Destinations', navigationUrl: '/en/destinations/' });
  });
});
