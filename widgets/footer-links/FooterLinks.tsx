import { createElement, useId, useRef, useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/ui/use-media-query';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { pageLinkKind, trackLinkClick } from '../../shared/analytics/link-click';
import { linkTarget } from '../../shared/domain/content/app-link';
import { defineMessages, translate, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

const translateOwn = defineMessages({ en: english, translations: translationsOf('widgets/footer-links') });
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import type { FooterLink, FooterLinkGroup } from './authored-groups';
import { buyPointLinks } from '../../shared/domain/loyalty/buy-points-block';
import { initialExpansion, isDesktopOnlyGroup, isLinkShown } from './link-visibility';
import { emitStayEvent } from '../../shared/element/stay-events';
import { usePageValue } from '../../shared/store/use-page-value';

export interface FooterLinksProps {
  groups: readonly FooterLinkGroup[];
  /** Accessible name of the navigation landmark; '' for the default "Quick links". */
  label: string;
}

export interface FooterLinksToggleDetail {
  index: number;
  title: string;
  expanded: boolean;
}

/**
 * WAI-ARIA disclosure pattern: each group title is a button with `aria-expanded` and
 * `aria-controls`; Enter and Space toggle it (native button behaviour). Links not flagged for
 * mobile are hidden below 1024 px by CSS, so nothing flashes; buy-point links render only once
 * the region lookup allows them (link-visibility.ts).
 */
export function FooterLinks({ groups, label }: FooterLinksProps) {
  const { language } = useWidgetEnvironment();
  const baseId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const desktop = !useMediaQuery(MOBILE_QUERY);
  const buyPointLinksState = buyPointLinks(usePageValue(buyPointsBlockAtom));
  const buyPointLinksShown = buyPointLinksState === 'shown';
  const authoredOpen = groups.map((group) => group.open);
  const [expansion, setExpansion] = useState(() => initialExpansion(authoredOpen, desktop));
  // Crossing the breakpoint (a rotated tablet, a resized window) starts again from that width's default.
  const [expansionIsFor, setExpansionIsFor] = useState(desktop);
  if (expansionIsFor !== desktop) {
    setExpansionIsFor(desktop);
    setExpansion(initialExpansion(authoredOpen, desktop));
  }

  const toggle = (index: number, group: FooterLinkGroup) => {
    const expanded = !expansion[index];
    // Set (not flip) this group only, so clicks on several titles before a re-render all count.
    setExpansion((current) => current.map((value, position) => (position === index ? expanded : value)));
    pushUserInteraction({
      Category: 'footer',
      Component: 'footer-links',
      Element: group.titleText,
      Action: expanded ? 'expand' : 'collapse',
    });
    const detail: FooterLinksToggleDetail = { index, title: group.titleText, expanded };
    emitStayEvent(rootRef.current, 'stay:footer-links-toggle', detail);
  };

  const renderLink = (link: FooterLink, index: number) => {
    if (!isLinkShown(link, buyPointLinksShown)) return null;
    const target = linkTarget(pageLinkKind(link.href), link.newTab);
    return (
      <li key={index} className={`stay-footer-links__item${link.mobile ? '' : ' stay-footer-links__item--desktop-only'}`}>
        <a
          className="stay-footer-links__link"
          href={link.href}
          target={target.target}
          rel={target.rel}
          aria-describedby={link.newTab ? `${baseId}-new-tab` : undefined}
          onClick={() => trackLinkClick('footer-links', link.text, link.href)}
        >
          <AuthoredNodes as="span" nodes={link.content} />
        </a>
      </li>
    );
  };

  return (
    <nav
      className="stay-footer-links"
      ref={rootRef}
      aria-label={label || translateOwn(language, 'label')}
      data-buy-point-links={buyPointLinksState}
    >
      {groups.map((group, index) => {
        if (!group.links.some((link) => isLinkShown(link, buyPointLinksShown))) return null;
        const expanded = Boolean(expansion[index]);
        const panelId = `${baseId}-panel-${index}`;
        const button = (
          <button
            type="button"
            className="stay-footer-links__toggle"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => toggle(index, group)}
          >
            <AuthoredNodes as="span" className="stay-footer-links__title" nodes={group.title} />
          </button>
        );
        const classes = ['stay-footer-links__group'];
        if (expanded) classes.push('stay-footer-links__group--expanded');
        if (isDesktopOnlyGroup(group.links)) classes.push('stay-footer-links__group--desktop-only');
        return (
          <div key={index} className={classes.join(' ')}>
            {group.headingLevel ? createElement(`h${group.headingLevel}`, { className: 'stay-footer-links__heading' }, button) : button}
            <ul id={panelId} className="stay-footer-links__list" hidden={!expanded}>
              {group.links.map(renderLink)}
            </ul>
          </div>
        );
      })}
      <span id={`${baseId}-new-tab`} hidden>
        {translate(language, 'link.newTab')}
      </span>
    </nav>
  );
}
