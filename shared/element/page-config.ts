import { isLanguage, type Language } from '../domain/languages';
import { resolveLanguage as resolveFromPath } from '../i18n/resolve-language';

/**
 * Page-wide settings (DESIGN.md §3), read once from
 * `<script type="application/json" id="stay-widgets-config">{...}</script>`.
 * Every field is optional; the defaults work against the sandbox on the same origin.
 */
export interface PageConfig {
  /** Origin of the booking/loyalty service; '' means the page's own origin. */
  apiOrigin: string;
  /** Content-service product segment: reads go to `/apis/{product}/...`. */
  product: string;
  subscriptionKey: string;
  language: Language;
  /** Display currency before the visitor picks one (content spec §9: selector default SGD). */
  currency: string;
  /** CMS content-root prefix stripped from paths (content spec §2). */
  contentRoot: string;
  /** Name of the cookie whose presence means "signed in" (content spec §1). */
  loginCookie: string;
  /** Host globs of the operator's sites, for internal/external link classification (content spec §5). */
  internalHostPatterns: string[];
  authorMode: boolean;
}

export const SANDBOX_SUBSCRIPTION_KEY = 'sandbox-subscription-key';
export const CONFIG_ELEMENT_ID = 'stay-widgets-config';

type RawConfig = Partial<Record<keyof PageConfig, unknown>>;

function readRawConfig(doc: Document): RawConfig {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as RawConfig;
  } catch {
    // reported below
  }
  console.warn(`[stay-widgets] #${CONFIG_ELEMENT_ID} is not a JSON object; using the default page configuration.`);
  return {};
}

function text(raw: RawConfig, field: keyof PageConfig, fallback: string): string {
  const value = raw[field];
  if (value === undefined) return fallback;
  if (typeof value === 'string') return value;
  console.warn(`[stay-widgets] page configuration "${field}" must be a string; using "${fallback}".`);
  return fallback;
}

function textList(raw: RawConfig, field: keyof PageConfig): string[] {
  const value = raw[field];
  if (value === undefined) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  console.warn(`[stay-widgets] page configuration "${field}" must be a list of strings; using [].`);
  return [];
}

/**
 * Author mode is the CMS editor's preview: the config flag, or AEM's `wcmmode=edit|preview`
 * query parameter that editor frames carry.
 */
function detectAuthorMode(raw: RawConfig, location: Location): boolean {
  if (raw.authorMode === true) return true;
  const wcmMode = new URLSearchParams(location.search).get('wcmmode');
  return wcmMode === 'edit' || wcmMode === 'preview';
}

export function readPageConfig(doc: Document = document): PageConfig {
  const raw = readRawConfig(doc);
  const contentRoot = text(raw, 'contentRoot', '');
  const configuredLanguage = text(raw, 'language', '');
  const language = isLanguage(configuredLanguage) ? configuredLanguage : resolveFromPath(doc.location.pathname, contentRoot);
  return {
    apiOrigin: text(raw, 'apiOrigin', '').replace(/\/+$/, ''),
    product: text(raw, 'product', 'stay'),
    subscriptionKey: text(raw, 'subscriptionKey', SANDBOX_SUBSCRIPTION_KEY),
    language,
    currency: text(raw, 'currency', 'SGD'),
    contentRoot,
    loginCookie: text(raw, 'loginCookie', 'stay-member-token'),
    internalHostPatterns: textList(raw, 'internalHostPatterns'),
    authorMode: detectAuthorMode(raw, doc.location),
  };
}

let pageConfig: PageConfig | undefined;

/** The configuration of this page, read on first use and then kept. */
export function getPageConfig(): PageConfig {
  pageConfig ??= readPageConfig();
  return pageConfig;
}

/** For component tests (testing/page-state.ts): the next use reads the configuration again, as a new page would. */
export function resetPageConfig(): void {
  pageConfig = undefined;
}
