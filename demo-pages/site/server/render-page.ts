import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, textDirection, type Language } from '../../../shared/i18n/languages';
import { languagePrefix, resolvePageRoute } from './routes';

const PAGES_DIR = fileURLToPath(new URL('../pages', import.meta.url));

export interface PageAssets {
  loaderSrc: string;
  stylesHref: string;
}

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English', zh: '中文', ja: '日本語', ko: '한국어', ar: 'العربية', de: 'Deutsch',
  fr: 'Français', es: 'Español', id: 'Bahasa Indonesia', vi: 'Tiếng Việt', th: 'ไทย',
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A page may have a translated body (`accordion.ar.html`); otherwise the default one is used. */
function pageBody(page: string, language: Language): { title: string; body: string } | undefined {
  const localised = join(PAGES_DIR, `${page}.${language}.html`);
  const fallback = join(PAGES_DIR, `${page}.html`);
  const file = existsSync(localised) ? localised : existsSync(fallback) ? fallback : undefined;
  if (!file) return undefined;
  const source = readFileSync(file, 'utf8');
  const title = /<!--\s*title:\s*(.*?)\s*-->/.exec(source)?.[1] ?? page;
  return { title, body: source };
}

function languageLinks(page: string, current: Language): string {
  const path = page === 'home' ? '/' : `/${page}/`;
  return LANGUAGES.map((language) => {
    const href = `${languagePrefix(language)}${path}`;
    const currentAttribute = language === current ? ' aria-current="page"' : '';
    return `<a href="${href}" hreflang="${language}" lang="${language}"${currentAttribute}>${LANGUAGE_NAMES[language]}</a>`;
  }).join('\n        ');
}

/** Renders a demo page as a CMS would: server-side HTML, the loader script and stylesheet in the head. */
export function renderPage(pathname: string, assets: PageAssets): string | undefined {
  const route = resolvePageRoute(pathname);
  if (!route) return undefined;
  const content = pageBody(route.page, route.language);
  const layout = readFileSync(join(PAGES_DIR, '_layout.html'), 'utf8');
  if (!content) return undefined;
  const prefix = languagePrefix(route.language);
  const body = fill(content.body, { prefix });
  return fill(layout, {
    lang: route.language,
    dir: textDirection(route.language),
    title: content.title,
    prefix,
    loaderSrc: assets.loaderSrc,
    stylesHref: assets.stylesHref,
    languageLinks: languageLinks(route.page, route.language),
    body,
  });
}
