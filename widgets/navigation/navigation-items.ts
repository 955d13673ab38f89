import { isRecord, listOf, text, type Json } from '../../shared/domain/json-guards';
import type { ApiClient, ApiResult } from '../../shared/api/types';
import { isSafeUrl } from '../../shared/domain/safe-url';
import type { Language } from '../../shared/domain/languages';

/**
 * The main menu (content spec §3 "Navigation item"), parsed at the boundary: the component
 * trusts these types. Malformed entries are dropped, `isShow: false` entries too; the other flags
 * are kept for the visibility rules (visibility.ts), which depend on the region and the viewport.
 */
export interface NavigationFlags {
  /** Hidden when buying points is blocked for the visitor's region (spec §4). */
  buyPoint: boolean;
  /** Shown up to 1023 px (spec §2, §9); items without the flag are desktop-only. */
  isDisplayMobile: boolean;
  isShowNewLabel: boolean;
}

export interface NavigationLink extends NavigationFlags {
  text: string;
  url: string;
}

/** One column of grouped links (`navDisplay: columnList`); a column may have no title. */
export interface NavigationSection extends NavigationFlags {
  text: string;
  url: string | undefined;
  links: NavigationLink[];
}

/** One image card (`navDisplay: imageList`). */
export interface NavigationImage extends NavigationLink {
  image: string | undefined;
}

export interface NavigationLogo {
  logo: string;
  altText: string;
  url: string;
}

export type SubMenu = { layout: 'sections'; sections: NavigationSection[] } | { layout: 'images'; images: NavigationImage[] };

export interface NavigationItem extends NavigationFlags {
  text: string;
  /** The item's own page: a plain link without sub-menu, the overview or "view all" link with one. */
  url: string | undefined;
  subMenu: SubMenu | undefined;
  logos: NavigationLogo[];
  /** How many logos show before the "view all" link. */
  maxLogoDisplay: number;
}

/** Decision (spec silent): a logo list without a valid `maxLogoDisplay` shows 6 logos. */
export const DEFAULT_MAX_LOGO_DISPLAY = 6;

/** Rewrites every URL the service sends, e.g. to strip the content root (spec §2). */
export type UrlResolver = (href: string) => string;

/** The CMS sends flags as booleans or as the strings "true" and "false". */
function flagOf(record: Json, field: string, fallback: boolean): boolean {
  const value = record[field];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** `isShow` defaults to shown; the other flags are off unless sent (an unflagged item is not for mobile). */
function flagsOf(record: Json): NavigationFlags {
  return {
    buyPoint: flagOf(record, 'buyPoint', false),
    isDisplayMobile: flagOf(record, 'isDisplayMobile', false),
    isShowNewLabel: flagOf(record, 'isShowNewLabel', false),
  };
}

const isShown = (record: Json): boolean => flagOf(record, 'isShow', true);

function textOf(record: Json, field: string): string | undefined {
  return text(record, field)?.trim() || undefined;
}

function urlOf(record: Json, field: string, resolveUrl: UrlResolver): string | undefined {
  const url = textOf(record, field);
  return url && isSafeUrl(url) ? resolveUrl(url) : undefined;
}

/** A shown entry as a JSON object, or undefined. */
function shownRecord(raw: unknown): Json | undefined {
  return isRecord(raw) && isShown(raw) ? raw : undefined;
}

function parseLink(raw: unknown, resolveUrl: UrlResolver): NavigationLink | undefined {
  const record = shownRecord(raw);
  if (!record) return undefined;
  const linkText = textOf(record, 'navigationText');
  const url = urlOf(record, 'navigationUrl', resolveUrl);
  return linkText && url ? { text: linkText, url, ...flagsOf(record) } : undefined;
}

function parseSection(raw: unknown, resolveUrl: UrlResolver): NavigationSection | undefined {
  const record = shownRecord(raw);
  if (!record) return undefined;
  const links = listOf(record.subNavigation, (entry) => parseLink(entry, resolveUrl)) ?? [];
  const title = textOf(record, 'navigationText') ?? '';
  const url = title ? urlOf(record, 'navigationUrl', resolveUrl) : undefined;
  if (links.length === 0 && !url) return undefined;
  return { text: title, url, links, ...flagsOf(record) };
}

function parseImage(raw: unknown, resolveUrl: UrlResolver): NavigationImage | undefined {
  const link = parseLink(raw, resolveUrl);
  if (!link || !isRecord(raw)) return undefined;
  return { ...link, image: urlOf(raw, 'image', (href) => href) };
}

function parseLogo(raw: unknown, resolveUrl: UrlResolver): NavigationLogo | undefined {
  if (!isRecord(raw)) return undefined;
  const logo = urlOf(raw, 'logo', (href) => href);
  const altText = textOf(raw, 'altText');
  const url = urlOf(raw, 'navigationUrl', resolveUrl);
  return logo && altText && url ? { logo, altText, url } : undefined;
}

function parseSubMenu(record: Json, resolveUrl: UrlResolver): SubMenu | undefined {
  if (record.navDisplay === 'imageList') {
    const images = listOf(record.subNavigation, (entry) => parseImage(entry, resolveUrl)) ?? [];
    return images.length ? { layout: 'images', images } : undefined;
  }
  // columnList, or a sub-menu whose layout is missing or unknown: sections read everywhere.
  const sections = listOf(record.subNavigation, (entry) => parseSection(entry, resolveUrl)) ?? [];
  return sections.length ? { layout: 'sections', sections } : undefined;
}

function maxLogoDisplayOf(record: Json): number {
  const value = record.maxLogoDisplay;
  const count = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : DEFAULT_MAX_LOGO_DISPLAY;
}

export function parseNavigationItem(raw: unknown, resolveUrl: UrlResolver = (href) => href): NavigationItem | undefined {
  const record = shownRecord(raw);
  if (!record) return undefined;
  const itemText = textOf(record, 'navigationText');
  if (!itemText) return undefined;
  const url = urlOf(record, 'navigationUrl', resolveUrl);
  const subMenu = parseSubMenu(record, resolveUrl);
  const logos = listOf(record.navLogos, (entry) => parseLogo(entry, resolveUrl)) ?? [];
  if (!url && !subMenu && logos.length === 0) return undefined;
  return { text: itemText, url, subMenu, logos, maxLogoDisplay: maxLogoDisplayOf(record), ...flagsOf(record) };
}

/** The answer must be a list; its malformed or switched-off entries are dropped. */
export function parseNavigationItems(raw: unknown, resolveUrl?: UrlResolver): NavigationItem[] | undefined {
  return listOf(raw, (entry) => parseNavigationItem(entry, resolveUrl));
}

/** Content spec §7 shape: `/apis/{product}/navigation/p_lang/eq/{lang}.json`. */
export function fetchNavigationItems(
  client: ApiClient,
  language: Language,
  resolveUrl?: UrlResolver,
): Promise<ApiResult<NavigationItem[]>> {
  return client.content(`navigation/p_lang/eq/${encodeURIComponent(language)}.json`, {
    parse: (raw) => parseNavigationItems(raw, resolveUrl),
  });
}

export function hasSubMenu(item: NavigationItem): boolean {
  return item.subMenu !== undefined || item.logos.length > 0;
}
