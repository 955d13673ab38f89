import { Fragment, useId, type MouseEvent } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pageLinkKind, trackLinkClick } from '../../shared/analytics/link-click';
import { linkTarget } from '../../shared/domain/content/app-link';
import { defineMessages, translate, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

const translateOwn = defineMessages({ en: english, translations: translationsOf('widgets/footer') });
import type { FooterLink, FooterPart } from './authored-footer';

export interface FooterProps {
  parts: readonly FooterPart[];
}

const COMPONENT = 'footer';

/** Links inside other authored content (a copyright line, an address) are reported too (content spec §2). */
function trackAuthoredLink(event: MouseEvent<HTMLElement>): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link) trackLinkClick(COMPONENT, link.textContent ?? '', link.getAttribute('href')!);
}

/**
 * The global footer (content spec §2): logo, reference links in a navigation landmark, and the
 * rest of the authored content (copyright) as written. Every link click is reported.
 */
export function Footer({ parts }: FooterProps) {
  const { language } = useWidgetEnvironment();
  const hintId = useId();

  const anchor = (link: FooterLink, className: string) => {
    const target = linkTarget(pageLinkKind(link.href), link.newTab);
    return (
      <a
        className={className}
        href={link.href}
        target={target.target}
        rel={target.rel}
        aria-describedby={link.newTab ? hintId : undefined}
        onClick={() => trackLinkClick(COMPONENT, link.text, link.href)}
      >
        <AuthoredNodes as="span" className="stay-footer__content" nodes={link.content} />
      </a>
    );
  };

  return (
    <div className="stay-footer">
      {parts.map((part, index) => {
        if (part.kind === 'logo') return <Fragment key={index}>{anchor(part.link, 'stay-footer__logo')}</Fragment>;
        if (part.kind === 'authored')
          return <AuthoredNodes key={index} className="stay-footer__part" nodes={part.nodes} onClick={trackAuthoredLink} />;
        return (
          <nav key={index} className="stay-footer__nav" aria-label={part.label ?? translateOwn(language, 'referenceLinks')}>
            <ul className="stay-footer__links">
              {part.links.map((link, linkIndex) => (
                <li key={linkIndex} className="stay-footer__item">
                  {anchor(link, 'stay-footer__link')}
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
      <span id={hintId} hidden>
        {translate(language, 'link.newTab')}
      </span>
    </div>
  );
}
