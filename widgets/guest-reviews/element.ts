import { createElement } from 'react';
import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { getPageConfig } from '../../shared/element/page-config';
import { GuestReviews, type GuestReviewsProps } from './GuestReviews';

export const guestReviewsSchema = {
  /** Accessible name of the widget's region (empty: "Guest reviews", translated). */
  label: attr.string(''),
  /** The ReviewPro product ids whose reviews show, e.g. `RP-SGORCH` (booking spec §3 guestReview.reviewProID). */
  productIds: attr.pattern(
    /[\w-]{1,64}(\s*,\s*[\w-]{1,64}){0,49}/,
    '',
    'up to 50 ReviewPro product ids separated by commas (letters, digits, - or _)',
  ),
  /** `reviews`: the score and the reviews (property details); `score`: the summary score only (listing cards). */
  variant: attr.oneOf(['reviews', 'score'], 'reviews'),
  /** Level of the section heading, 2 to 6. */
  headingLevel: attr.integer({ defaultValue: 2, min: 2, max: 6 }),
};

function GuestReviewsElement(props: Omit<GuestReviewsProps, 'product' | 'productIds'> & { productIds: string }) {
  const productIds = props.productIds
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return createElement(GuestReviews, { ...props, productIds, product: getPageConfig().product });
}

/**
 * Guest reviews of one or more properties (content spec §3 "Guest review", §7 reviews config,
 * `odx/{product}/v2/guest-review`, `odx/translate`): the average score and the latest reviews,
 * each review in another language with a "Translate" action. Where and whether reviews show is
 * decided by `reviewpro-configuration/{lang}.json`; a failed call logs and shows nothing (§8).
 */
defineWidget('stay-guest-reviews', GuestReviewsElement, guestReviewsSchema);
