import type { ReactNode } from 'react';
import { isCurrentPage } from '../../shared/domain/content/current-page';
import { usePageHref } from '../../shared/ui/use-page-address';

/**
 * A link of the menu, sub-menus or sidebar. The link to the page being shown carries
 * `aria-current="page"` (WAI-ARIA APG disclosure navigation), so screen readers announce where
 * the visitor is and themes can style it (`.stay-navigation [aria-current="page"]`).
 */
export function MenuLink({
  className,
  href,
  id,
  children,
}: {
  className: string;
  href: string | undefined;
  id?: string;
  children: ReactNode;
}) {
  const pageHref = usePageHref();
  const current = href !== undefined && isCurrentPage(href, pageHref);
  return (
    <a className={className} id={id} href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
