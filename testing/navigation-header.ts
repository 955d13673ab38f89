/** Shared fixtures of the navigation's component tests. Not part of any bundle. */
import { setPageConfig } from './fixtures';

/** The fallback header as a CMS page renders it (see README.md). */
export const AUTHORED_HEADER = `
  <stay-navigation>
    <a href="/en/" aria-label="Stay, home"><svg viewBox="0 0 120 40" width="96" height="32" aria-hidden="true"><text x="0" y="28">Stay</text></svg></a>
    <nav aria-label="Main">
      <ul>
        <li><a href="/en/destinations/">Destinations</a>
          <ul>
            <li><a href="/en/destinations/singapore/">Singapore</a></li>
            <li><a href="/en/destinations/tokyo/">Tokyo</a></li>
          </ul>
        </li>
        <li><a href="/en/offers/">Offers</a></li>
        <li><a href="/en/long-stays/">Long stays</a></li>
      </ul>
    </nav>
  </stay-navigation>`;

/** Links in fixtures must not navigate the test page away; React's handlers still run first. */
export function preventNavigation(): void {
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('a[href]')) event.preventDefault();
  });
}

/** `button:Destinations`, `link:Long stays`, … for the rendered top-level entries of the bar. */
export function topLevelNames(root: ParentNode): string[] {
  return Array.from(
    root.querySelectorAll('.stay-navigation__list > li > :is(a, button)'),
    (entry) => `${entry.localName === 'a' ? 'link' : 'button'}:${entry.textContent}`,
  );
}

const withText = <T extends Element>(elements: Iterable<T>, text: string): T | undefined =>
  Array.from(elements).find((element) => element.textContent?.trim().replace(/New$/, '') === text);

export const buttonNamed = (root: ParentNode, text: string) => withText(root.querySelectorAll<HTMLButtonElement>('button'), text);
export const linkNamed = (root: ParentNode, text: string) => withText(root.querySelectorAll<HTMLAnchorElement>('a[href]'), text);

/**
 * The page configuration is read once per page (a test file), so set it before importing the
 * element: the component tests read the menu in English unless they say otherwise.
 */
export function configurePage(config: Record<string, unknown> = { language: 'en' }): void {
  setPageConfig(config);
}

/** A top-level link of the bar (sub-menus may hold links of the same name). */
export const topLinkNamed = (root: ParentNode, text: string) =>
  withText(root.querySelectorAll<HTMLAnchorElement>('.stay-navigation__list > li > a'), text);
