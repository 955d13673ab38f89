import { getPageConfig } from '../element/page-config';
import { classifyLink, type LinkKind } from '../domain/content/link-classification';
import { pushLinkClick } from './data-layer';

/** Internal or external, judged against this page's host and the configured operator hosts. */
export function pageLinkKind(href: string): LinkKind {
  return classifyLink(href, { host: window.location.hostname, internalHostPatterns: getPageConfig().internalHostPatterns });
}

/** Pushes the link-click event for a link a visitor followed in `component`. */
export function trackLinkClick(component: string, linkText: string, href: string): void {
  pushLinkClick({ component, linkText: linkText.trim(), linkUrl: href, linkType: pageLinkKind(href) });
}
