/** Navigation content (content spec §3 "Navigation item"): the main menu the top navigation reads. */
import { sendContent } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { pickText } from '../seed/index.ts';
import type { Language } from '../seed/index.ts';
import {
  NAVIGATION_SEEDS,
  type NavigationFlagsSeed,
  type NavigationImageSeed,
  type NavigationItemSeed,
  type NavigationLinkSeed,
  type NavigationSectionSeed,
} from '../seed/navigation.ts';

/** Chinese, the default language, has no path prefix (booking spec §2). */
function sitePath(language: Language, path: string): string {
  return language === 'zh' ? path : `/${language}${path}`;
}

/** The CMS sends every flag, switched off unless authored (and `isShow` on). */
function flags(seed: NavigationFlagsSeed) {
  return {
    buyPoint: seed.buyPoint ?? false,
    isShow: seed.isShow ?? true,
    isDisplayMobile: seed.isDisplayMobile ?? false,
    isShowNewLabel: seed.isShowNewLabel ?? false,
  };
}

function link(seed: NavigationLinkSeed, language: Language) {
  return { navigationText: pickText(seed.text, language), navigationUrl: sitePath(language, seed.path), ...flags(seed) };
}

function section(seed: NavigationSectionSeed, language: Language) {
  return {
    navigationText: pickText(seed.text, language),
    navigationUrl: seed.path === undefined ? '' : sitePath(language, seed.path),
    ...flags(seed),
    subNavigation: seed.links.map((entry) => link(entry, language)),
  };
}

function imageCard(seed: NavigationImageSeed, language: Language) {
  return { ...link(seed, language), image: seed.image };
}

function subNavigation(seed: NavigationItemSeed, language: Language) {
  if (seed.navDisplay === 'columnList') return seed.sections.map((entry) => section(entry, language));
  if (seed.navDisplay === 'imageList') return seed.images.map((entry) => imageCard(entry, language));
  return [];
}

function navigationItem(seed: NavigationItemSeed, language: Language) {
  return {
    ...link(seed, language),
    navDisplay: seed.navDisplay ?? '',
    subNavigation: subNavigation(seed, language),
    navLogos: (seed.navLogos ?? []).map((logo) => ({
      logo: logo.logo,
      altText: pickText(logo.altText, language),
      navigationUrl: sitePath(language, logo.path),
    })),
    maxLogoDisplay: seed.maxLogoDisplay ?? 0,
  };
}

/** `navigation/p_lang/eq/{lang}.json`: labels in the language where the seed has it, English otherwise. */
function navigation(context: RouteContext): void {
  const language = requestLanguage(context);
  sendContent(
    context.res,
    NAVIGATION_SEEDS.map((seed) => navigationItem(seed, language)),
  );
}

export function registerNavigationRoutes(router: Router): void {
  router.add('GET', '/apis/:product/navigation/p_lang/eq/:lang.json', navigation);
}
