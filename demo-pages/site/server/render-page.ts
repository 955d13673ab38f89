import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textDirection, type Language } from '../../../shared/domain/languages';
import { renderCatalogue } from './catalogue-page';
import { languagePrefix, resolvePageRoute } from './routes';

const PAGES_DIR = fileURLToPath(new URL('../pages', import.meta.url));

export interface PageAssets {
  loaderSrc: string;
  stylesHref: string;
}

/**
 * A page file is a body fragment whose leading comments are its front matter:
 * `<!-- title: ... -->`, `<!-- layout: bare -->` (no site header: pages that test what loads),
 * `<!-- navigation: data-transparent -->` (attributes of the site header).
 */
interface PageFile {
  title: string;
  layout: 'site' | 'bare';
  navigationAttributes: string;
  body: string;
}

function frontMatter(source: string, key: string): string | undefined {
  return new RegExp(`<!--\\s*${key}:\\s*(.*?)\\s*-->`).exec(source)?.[1];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A page may have a translated body (`accordion.ar.html`); otherwise the default one is used. */
function readPage(page: string, language: Language): PageFile | undefined {
  const localised = join(PAGES_DIR, `${page}.${language}.html`);
  const fallback = join(PAGES_DIR, `${page}.html`);
  const file = existsSync(localised) ? localised : existsSync(fallback) ? fallback : undefined;
  if (!file) return undefined;
  const source = readFileSync(file, 'utf8');
  return {
    title: frontMatter(source, 'title') ?? page,
    layout: frontMatter(source, 'layout') === 'bare' ? 'bare' : 'site',
    navigationAttributes: frontMatter(source, 'navigation') ?? '',
    body: source,
  };
}

const readPartial = (name: string) => readFileSync(join(PAGES_DIR, `_${name}.html`), 'utf8');

/** Renders a demo page as a CMS would: server-side HTML, the loader script and stylesheet in the head. */
export function renderPage(pathname: string, assets: PageAssets): string | undefined {
  const route = resolvePageRoute(pathname);
  if (!route) return undefined;
  const page = readPage(route.page, route.language);
  if (!page) return undefined;
  const prefix = languagePrefix(route.language);
  const siteHeader =
    page.layout === 'site'
      ? fill(
          `${readPartial('navigation')}\n<stay-site-notices></stay-site-notices>\n<stay-login data-social-authorize-url="/__sandbox/social/{provider}/authorize"></stay-login>`,
          {
            prefix,
            navigationAttributes: page.navigationAttributes,
          },
        )
      : '';
  return fill(readPartial('layout'), {
    lang: route.language,
    dir: textDirection(route.language),
    title: page.title,
    prefix,
    loaderSrc: assets.loaderSrc,
    stylesHref: assets.stylesHref,
    siteHeader,
    body: fill(page.body, { prefix, ...(page.body.includes('{{catalogue}}') && { catalogue: renderCatalogue(prefix) }) }),
  });
}
