import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_LOGO_DISPLAY, hasSubMenu, parseNavigationItem, parseNavigationItems } from './navigation-items';

const flags = { buyPoint: false, isDisplayMobile: false, isShowNewLabel: false };

describe('parseNavigationItems', () => {
  it.each([
    ['an object', { items: [] }],
    ['a string', 'menu'],
    ['null', null],
    ['undefined', undefined],
  ])('fails the read when the answer is %s, not a list', (_, raw) => {
    expect(parseNavigationItems(raw)).toBeUndefined();
  });

  it('keeps the valid items of a list and drops the malformed and switched-off ones', () => {
    const items = parseNavigationItems([
      { navigationText: 'Long stays', navigationUrl: '/en/long-stays/' },
      { navigationText: 'Hidden', navigationUrl: '/en/hidden/', isShow: false },
      { navigationText: 'Hidden too', navigationUrl: '/en/hidden/', isShow: 'false' },
      { navigationText: '', navigationUrl: '/en/empty/' },
      { navigationText: 'No link, no sub-menu' },
      { navigationText: 'Unsafe', navigationUrl: 'javascript:alert(1)' },
      { navigationText: 42, navigationUrl: '/en/number/' },
      'Offers',
      null,
    ]);
    expect(items?.map((item) => item.text)).toEqual(['Long stays']);
  });
});

describe('parseNavigationItem', () => {
  it.each([
    [
      'booleans',
      { buyPoint: true, isDisplayMobile: true, isShowNewLabel: true },
      { buyPoint: true, isDisplayMobile: true, isShowNewLabel: true },
    ],
    [
      'strings',
      { buyPoint: 'true', isDisplayMobile: 'false', isShowNewLabel: 'true' },
      { buyPoint: true, isDisplayMobile: false, isShowNewLabel: true },
    ],
    ['missing (not for mobile, no label)', {}, flags],
    ['other values (defaults)', { buyPoint: 1, isDisplayMobile: 'yes', isShowNewLabel: null }, flags],
  ])('reads flags sent as %s', (_, sent, expected) => {
    const item = parseNavigationItem({ navigationText: 'Rewards', navigationUrl: '/en/rewards/', ...sent });
    expect(item).toMatchObject(expected);
  });

  it('reads a columnList as sections of links, dropping malformed and hidden links and empty sections', () => {
    const item = parseNavigationItem({
      navigationText: 'Destinations',
      navigationUrl: '/en/destinations/',
      navDisplay: 'columnList',
      subNavigation: [
        {
          navigationText: 'Asia',
          subNavigation: [
            { navigationText: 'Tokyo', navigationUrl: '/en/tokyo/', isDisplayMobile: true },
            { navigationText: 'Hidden', navigationUrl: '/en/hidden/', isShow: false },
            { navigationText: 'No URL' },
          ],
        },
        { navigationText: 'Empty', subNavigation: [] },
        { navigationText: 'Europe', navigationUrl: '/en/europe/', subNavigation: 'none' },
        { navigationText: 'Switched off', isShow: false, subNavigation: [{ navigationText: 'Paris', navigationUrl: '/en/paris/' }] },
        { subNavigation: [{ navigationText: 'Sydney', navigationUrl: '/en/sydney/' }] },
      ],
    });
    expect(item?.subMenu).toEqual({
      layout: 'sections',
      sections: [
        { text: 'Asia', url: undefined, ...flags, links: [{ text: 'Tokyo', url: '/en/tokyo/', ...flags, isDisplayMobile: true }] },
        { text: 'Europe', url: '/en/europe/', ...flags, links: [] },
        { text: '', url: undefined, ...flags, links: [{ text: 'Sydney', url: '/en/sydney/', ...flags }] },
      ],
    });
  });

  it('reads sections when the layout is missing or unknown', () => {
    const item = parseNavigationItem({
      navigationText: 'Rewards',
      navDisplay: 'carousel',
      subNavigation: [{ navigationText: 'Points', subNavigation: [{ navigationText: 'Earn', navigationUrl: '/en/earn/' }] }],
    });
    expect(item?.subMenu?.layout).toBe('sections');
    expect(item?.url).toBeUndefined();
  });

  it('reads an imageList as image cards; a card without a safe image keeps its text', () => {
    const item = parseNavigationItem({
      navigationText: 'Offers',
      navDisplay: 'imageList',
      subNavigation: [
        { navigationText: 'Long stays', navigationUrl: '/en/offers/long/', image: '/demo-assets/long.svg', isShowNewLabel: true },
        { navigationText: 'Family', navigationUrl: '/en/offers/family/', image: 'javascript:void(0)' },
        { navigationText: 'No link', image: '/demo-assets/x.svg' },
      ],
    });
    expect(item?.subMenu).toEqual({
      layout: 'images',
      images: [
        { text: 'Long stays', url: '/en/offers/long/', image: '/demo-assets/long.svg', ...flags, isShowNewLabel: true },
        { text: 'Family', url: '/en/offers/family/', image: undefined, ...flags },
      ],
    });
  });

  it('reads logos with their limit, dropping logos without image, text or link', () => {
    const item = parseNavigationItem({
      navigationText: 'Our brands',
      navigationUrl: '/en/brands/',
      maxLogoDisplay: 2,
      navLogos: [
        { logo: '/a.svg', altText: 'Aster', navigationUrl: '/en/brands/aster/' },
        { logo: '/b.svg', altText: '', navigationUrl: '/en/brands/b/' },
        { logo: '/c.svg', altText: 'No link' },
        { altText: 'No image', navigationUrl: '/en/brands/d/' },
      ],
    });
    expect(item?.logos).toEqual([{ logo: '/a.svg', altText: 'Aster', url: '/en/brands/aster/' }]);
    expect(item?.maxLogoDisplay).toBe(2);
    expect(item && hasSubMenu(item)).toBe(true);
  });

  it.each([
    [3, 3],
    ['4', 4],
    [0, DEFAULT_MAX_LOGO_DISPLAY],
    [-1, DEFAULT_MAX_LOGO_DISPLAY],
    [2.5, DEFAULT_MAX_LOGO_DISPLAY],
    ['many', DEFAULT_MAX_LOGO_DISPLAY],
    [undefined, DEFAULT_MAX_LOGO_DISPLAY],
  ])('reads maxLogoDisplay %j as %i', (sent, expected) => {
    expect(parseNavigationItem({ navigationText: 'Brands', navigationUrl: '/b/', maxLogoDisplay: sent })?.maxLogoDisplay).toBe(expected);
  });

  it('makes an item whose sub-menu is all malformed a plain link, or drops it without a link', () => {
    const broken = { navDisplay: 'columnList', subNavigation: [{ navigationText: 'Nothing' }] };
    const withLink = parseNavigationItem({ navigationText: 'Rewards', navigationUrl: '/en/rewards/', ...broken });
    expect(withLink?.subMenu).toBeUndefined();
    expect(withLink && hasSubMenu(withLink)).toBe(false);
    expect(parseNavigationItem({ navigationText: 'Rewards', ...broken })).toBeUndefined();
  });

  it('passes every link through the URL resolver (content root stripping), but not image sources', () => {
    const strip = (href: string) => href.replace(/^\/content\/stay/, '');
    const item = parseNavigationItem(
      {
        navigationText: 'Offers',
        navigationUrl: '/content/stay/en/offers.html',
        navDisplay: 'imageList',
        subNavigation: [{ navigationText: 'Long', navigationUrl: '/content/stay/en/long.html', image: '/content/dam/long.svg' }],
        navLogos: [{ logo: '/content/dam/a.svg', altText: 'A', navigationUrl: '/content/stay/en/a.html' }],
      },
      strip,
    );
    expect(item?.url).toBe('/en/offers.html');
    expect(item?.subMenu).toMatchObject({ images: [{ url: '/en/long.html', image: '/content/dam/long.svg' }] });
    expect(item?.logos[0]).toMatchObject({ url: '/en/a.html', logo: '/content/dam/a.svg' });
  });

  it('trims texts and URLs', () => {
    expect(parseNavigationItem({ navigationText: '  Offers ', navigationUrl: ' /en/offers/ ' })).toMatchObject({
      text: 'Offers',
      url: '/en/offers/',
    });
  });
});
