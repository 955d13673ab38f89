import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { BuyPoints } from './BuyPoints';

export const buyPointsSchema = {
  /** Heading and accessible name of the widget (empty: "Buy points", translated). */
  label: attr.string(''),
  /** The purchase code whose points packages are offered (`point-packages ?purchaseCode`, loyalty spec §7). */
  purchaseCode: attr.pattern(/^[A-Za-z0-9_-]{1,40}$/, 'BUYPOINTS', 'a purchase code of letters, digits, "-" or "_"'),
  /** Where the hosted payment page returns: a path of this site (empty: this page). */
  returnUrl: attr.pattern(/^(\/(?!\/)[^\s]*)?$/, '', 'a path of this site, starting with a single "/"'),
};

/**
 * Buy points (loyalty spec §2 "buy points form", §3 "Points purchase", §4, §6, §7; issue 17 item 3): a signed-in member chooses a points package of the purchase code, what it is for (own account, a gift to another member by member ID, or a tier upgrade or maintenance), sees the price summary, pays on the hosted payment page and returns to the new balance; the header and the member dashboard update. Guests get a "Log in" button; where buying points is blocked for the visitor's country the widget shows a notice instead. A declined payment keeps the choice for another try.
 *
 * @slot - An authored introduction, shown as written under the heading.
 */
defineWidget('stay-buy-points', BuyPoints, buyPointsSchema, { content: (nodes) => ({ nodes }) });
