import type { Language } from '../../shared/domain/languages';
import { languageSwitchUrl, stripContentRoot } from '../../shared/domain/content/language-path';

/**
 * The home page is the language root (content spec §2): `/en/`, or `/` for Chinese, the default
 * language without a prefix. On an author instance (the current path carries the CMS content
 * root) the root is kept, so the editor stays on the author site.
 */
export function homeUrl(language: Language, currentPathname: string, contentRoot: string): string {
  const languageRoot = languageSwitchUrl({ pathname: '/', search: '', hash: '' }, language);
  const root = contentRoot.replace(/\/+$/, '');
  return root ? stripContentRoot(`${root}${languageRoot}`, currentPathname, root) : languageRoot;
}
