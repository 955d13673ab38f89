import { createElement, useId } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pageLinkKind, trackLinkClick } from '../../shared/analytics/link-click';
import { linkTarget } from '../../shared/domain/content/app-link';
import { translate } from '../../shared/i18n/catalogue';
import type { TileContent } from './authored-tile';

export interface TileProps extends TileContent {
  /** Target of the whole tile; '' when none was given (the tile is then not a link). */
  href: string;
  newTab: boolean;
}

/**
 * Content spec §2 "Tile": the whole tile is clickable, yet holds one real link, on the title, so
 * keyboard and screen-reader users meet a single link named by the title. The link's `::after`
 * stretches over the tile (tile.css). The tile renders no box of its own: the host element is the
 * card, so the authored markup has its final layout before the upgrade.
 */
export function Tile({ href, newTab, leading, heading, trailing }: TileProps) {
  const { language } = useWidgetEnvironment();
  const hintId = useId();
  const target = linkTarget(pageLinkKind(href), newTab);
  const title = heading && <AuthoredNodes as="span" nodes={heading.content} />;
  return (
    <>
      <AuthoredNodes className="stay-tile__part" nodes={leading} />
      {heading &&
        createElement(
          `h${heading.level}`,
          { className: 'stay-tile__title' },
          href ? (
            <a
              className="stay-tile__link"
              href={href}
              target={target.target}
              rel={target.rel}
              aria-describedby={newTab ? hintId : undefined}
              onClick={() => trackLinkClick('tile', heading.text, href)}
            >
              {title}
            </a>
          ) : (
            title
          ),
        )}
      <AuthoredNodes className="stay-tile__part" nodes={trailing} />
      {newTab && (
        <span id={hintId} hidden>
          {translate(language, 'link.newTab')}
        </span>
      )}
    </>
  );
}
