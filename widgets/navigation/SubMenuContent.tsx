import { useId } from 'react';
import { MenuLink } from './MenuLink';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { translateNavigation } from './messages';
import type { NavigationImage, NavigationItem, NavigationLink, NavigationSection } from './navigation-items';

/** The "new" label of entries flagged `isShowNewLabel` (content spec §2 top navigation). */
export function NewLabel({ shown }: { shown: boolean }) {
  const { language } = useWidgetEnvironment();
  if (!shown) return null;
  return <span className="stay-navigation__new">{translateNavigation(language, 'new')}</span>;
}

function SectionColumn({ section }: { section: NavigationSection }) {
  const titleId = useId();
  const title = section.url ? (
    <MenuLink className="stay-navigation__section-title" id={titleId} href={section.url}>
      {section.text}
      <NewLabel shown={section.isShowNewLabel} />
    </MenuLink>
  ) : (
    <span className="stay-navigation__section-title" id={titleId}>
      {section.text}
      <NewLabel shown={section.isShowNewLabel} />
    </span>
  );
  return (
    <div className="stay-navigation__section">
      {section.text && title}
      {section.links.length > 0 && (
        <ul className="stay-navigation__links" aria-labelledby={section.text ? titleId : undefined}>
          {section.links.map((link: NavigationLink, index) => (
            <li key={index}>
              <MenuLink className="stay-navigation__sub-link" href={link.url}>
                {link.text}
                <NewLabel shown={link.isShowNewLabel} />
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ImageCard({ card }: { card: NavigationImage }) {
  return (
    <MenuLink className="stay-navigation__card" href={card.url}>
      {card.image && <img className="stay-navigation__card-image" src={card.image} alt="" loading="lazy" width="240" height="135" />}
      <span className="stay-navigation__card-text">
        {card.text}
        <NewLabel shown={card.isShowNewLabel} />
      </span>
    </MenuLink>
  );
}

/**
 * One sub-menu in its layout (content spec §2: sections, images, logo lists), shared by the
 * desktop panel and the mobile sidebar. The item's own page is offered first ("Explore …"), or
 * as "View all" after a logo list, which shows at most `maxLogoDisplay` logos.
 */
export function SubMenuContent({ item }: { item: NavigationItem }) {
  const { language } = useWidgetEnvironment();
  const { subMenu, logos } = item;
  const shownLogos = logos.slice(0, item.maxLogoDisplay);
  return (
    <>
      {item.url && logos.length === 0 && (
        <MenuLink className="stay-navigation__overview" href={item.url}>
          {translateNavigation(language, 'overview', { name: item.text })}
        </MenuLink>
      )}
      {subMenu?.layout === 'sections' && (
        <div className="stay-navigation__sections">
          {subMenu.sections.map((section, index) => (
            <SectionColumn key={index} section={section} />
          ))}
        </div>
      )}
      {subMenu?.layout === 'images' && (
        <ul className="stay-navigation__cards">
          {subMenu.images.map((card, index) => (
            <li key={index}>
              <ImageCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {shownLogos.length > 0 && (
        <div className="stay-navigation__logo-list">
          <ul className="stay-navigation__logos">
            {shownLogos.map((logo, index) => (
              <li key={index}>
                <MenuLink className="stay-navigation__brand" href={logo.url}>
                  <img src={logo.logo} alt={logo.altText} loading="lazy" width="160" height="64" />
                </MenuLink>
              </li>
            ))}
          </ul>
          {item.url && (
            <MenuLink className="stay-navigation__view-all" href={item.url}>
              {translateNavigation(language, 'viewAll')}
            </MenuLink>
          )}
        </div>
      )}
    </>
  );
}
