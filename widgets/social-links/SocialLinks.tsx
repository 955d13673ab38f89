import { useEffect, useId, useRef, useState } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pageLinkKind, trackLinkClick } from '../../shared/analytics/link-click';
import { linkTarget } from '../../shared/domain/content/app-link';
import { translate } from '../../shared/i18n/catalogue';
import type { SocialCard } from './authored-cards';
import { iconKey, remainingCards } from './icon-cards';
import { hasZeroSizeIcon } from './zero-size-icon';

export interface SocialLinksProps {
  cards: readonly SocialCard[];
}

/**
 * Social-connect and app-download icons (content spec §2). External links open in a new tab,
 * so the visitor keeps the site; links into the site stay in the window. Icons of zero size are
 * removed once measured (zero-size-icon.ts), which needs layout: the widget measures when it
 * first has a box, and again when an icon image loads or fails.
 */
export function SocialLinks({ cards }: SocialLinksProps) {
  const { language } = useWidgetEnvironment();
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const measure = () => {
      if (root.getClientRects().length === 0) return;
      const zeroSized = [...links.current].filter(([, link]) => hasZeroSizeIcon(link)).map(([key]) => key);
      if (zeroSized.length > 0) setRemoved((current) => new Set([...current, ...zeroSized]));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    // Image load and error events do not bubble: listen in the capture phase.
    root.addEventListener('load', measure, true);
    root.addEventListener('error', measure, true);
    return () => {
      observer.disconnect();
      root.removeEventListener('load', measure, true);
      root.removeEventListener('error', measure, true);
    };
  }, []);

  const remaining = remainingCards(
    cards.map((card) => card.links.length),
    removed,
  );
  return (
    <div className="stay-social-links" ref={rootRef}>
      {remaining.map(({ card: cardIndex, links: linkIndexes, single }) => {
        const card = cards[cardIndex]!;
        return (
          <section key={cardIndex} className={`stay-social-links__card${single ? ' stay-social-links__card--single' : ''}`}>
            <AuthoredNodes className="stay-social-links__intro" nodes={card.intro} />
            <ul className="stay-social-links__list">
              {linkIndexes.map((linkIndex) => {
                const link = card.links[linkIndex]!;
                const key = iconKey(cardIndex, linkIndex);
                const external = pageLinkKind(link.href) === 'external';
                const target = linkTarget(external ? 'external' : 'internal', external);
                return (
                  <li key={key} className="stay-social-links__item">
                    <a
                      className="stay-social-links__link"
                      href={link.href}
                      target={target.target}
                      rel={target.rel}
                      aria-label={link.ariaLabel}
                      aria-describedby={external ? hintId : undefined}
                      onClick={() => trackLinkClick('social-links', link.label, link.href)}
                      ref={(element) => {
                        if (element) links.current.set(key, element);
                        return () => {
                          links.current.delete(key);
                        };
                      }}
                    >
                      <AuthoredNodes as="span" className="stay-social-links__icon" nodes={link.content} />
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      <span id={hintId} hidden>
        {translate(language, 'link.newTab')}
      </span>
    </div>
  );
}
