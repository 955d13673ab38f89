import { describe, expect, it } from 'vitest';
import type { NavigationItem, NavigationLink } from './navigation-items';
import { isEntryShown, visibleItems, type VisibilityContext } from './visibility';

const link = (text: string, flags: Partial<NavigationLink> = {}): NavigationLink => ({
  text,
  url: `/en/${text.toLowerCase()}/`,
  buyPoint: false,
  isDisplayMobile: true,
  isShowNewLabel: false,
  ...flags,
});

const item = (text: string, rest: Partial<NavigationItem> = {}): NavigationItem => ({
  ...link(text),
  subMenu: undefined,
  logos: [],
  maxLogoDisplay: 6,
  ...rest,
});

const DESKTOP_SHOWN: VisibilityContext = { buyPointsShown: true, mobile: false };
const DESKTOP_BLOCKED: VisibilityContext = { buyPointsShown: false, mobile: false };
const MOBILE_SHOWN: VisibilityContext = { buyPointsShown: true, mobile: true };

describe('isEntryShown', () => {
  it.each([
    // buyPoint, isDisplayMobile, buyPointsShown, mobile, shown
    [false, false, true, false, true],
    [false, false, true, true, false],
    [false, true, true, true, true],
    [true, true, true, true, true],
    [true, true, false, true, false],
    [true, false, false, false, false],
    [true, false, true, false, true],
  ])(
    'buyPoint %s, isDisplayMobile %s, buy points shown %s, mobile %s: shown %s',
    (buyPoint, isDisplayMobile, buyPointsShown, mobile, shown) => {
      expect(isEntryShown({ buyPoint, isDisplayMobile, isShowNewLabel: false }, { buyPointsShown, mobile })).toBe(shown);
    },
  );
});

describe('visibleItems', () => {
  const rewards = item('Rewards', {
    subMenu: {
      layout: 'sections',
      sections: [
        { text: 'Membership', url: undefined, buyPoint: false, isDisplayMobile: true, isShowNewLabel: false, links: [link('Join')] },
        {
          text: 'Points',
          url: undefined,
          buyPoint: false,
          isDisplayMobile: true,
          isShowNewLabel: false,
          links: [link('Buy', { buyPoint: true }), link('Gift', { buyPoint: true, isDisplayMobile: false })],
        },
      ],
    },
  });

  it('hides buy-point entries at every level when buying points is not shown', () => {
    const items = [item('Home'), item('Buy points', { buyPoint: true }), rewards];
    const visible = visibleItems(items, DESKTOP_BLOCKED);
    expect(visible.map((entry) => entry.text)).toEqual(['Home', 'Rewards']);
    expect(visible[1]?.subMenu).toMatchObject({ sections: [{ text: 'Membership' }] });
  });

  it('shows every entry on desktop when buying points is allowed', () => {
    const visible = visibleItems([item('Home', { isDisplayMobile: false }), rewards], DESKTOP_SHOWN);
    expect(visible.map((entry) => entry.text)).toEqual(['Home', 'Rewards']);
    expect(visible[1]).toEqual(rewards);
  });

  it('hides entries not flagged for mobile on mobile, at every level', () => {
    const visible = visibleItems([item('Brands', { isDisplayMobile: false }), rewards], MOBILE_SHOWN);
    expect(visible.map((entry) => entry.text)).toEqual(['Rewards']);
    const points = visible[0]?.subMenu?.layout === 'sections' ? visible[0].subMenu.sections[1] : undefined;
    expect(points?.links.map((entry) => entry.text)).toEqual(['Buy']);
  });

  it('turns an item whose sub-menu empties into a plain link, or drops it without its own page', () => {
    const onlyBuyPoints = {
      layout: 'images' as const,
      images: [{ ...link('Points shop', { buyPoint: true }), image: undefined }],
    };
    const withPage = item('Shop', { subMenu: onlyBuyPoints });
    const withoutPage = item('Shop without page', { subMenu: onlyBuyPoints, url: undefined });
    const visible = visibleItems([withPage, withoutPage], DESKTOP_BLOCKED);
    expect(visible).toEqual([{ ...withPage, subMenu: undefined }]);
  });

  it('keeps a titled section with its own page when its links are all hidden', () => {
    const section = {
      text: 'Points',
      url: '/en/points/',
      buyPoint: false,
      isDisplayMobile: true,
      isShowNewLabel: false,
      links: [link('Buy', { buyPoint: true })],
    };
    const visible = visibleItems([item('Rewards', { subMenu: { layout: 'sections', sections: [section] } })], DESKTOP_BLOCKED);
    expect(visible[0]?.subMenu).toEqual({ layout: 'sections', sections: [{ ...section, links: [] }] });
  });

  it('keeps an item with logos even when its other sub-menu empties', () => {
    const logos = [{ logo: '/a.svg', altText: 'A', url: '/en/a/' }];
    const visible = visibleItems(
      [
        item('Brands', {
          url: undefined,
          logos,
          subMenu: { layout: 'images', images: [{ ...link('X', { buyPoint: true }), image: undefined }] },
        }),
      ],
      DESKTOP_BLOCKED,
    );
    expect(visible).toHaveLength(1);
    expect(visible[0]?.subMenu).toBeUndefined();
  });
});
