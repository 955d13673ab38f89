import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { ReviewsList, translate, type ReviewsVariant } from '../../shared/ui/guest-reviews/ReviewsList';

export interface GuestReviewsProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** Content-service product of the gateway path `odx/{product}/v2/guest-review`. */
  product: string;
  /** ReviewPro product ids (booking spec §3 guestReview.reviewProID). */
  productIds: string[];
  variant: ReviewsVariant;
  headingLevel: number;
}

/** `<stay-guest-reviews>`: typed props in, UI out; no attribute parsing, no storage access (DESIGN.md §2). */
export function GuestReviews({ label, product, productIds, variant, headingLevel }: GuestReviewsProps) {
  const { language } = useWidgetEnvironment();
  return (
    <section className={`stay-guest-reviews stay-guest-reviews--${variant}`} aria-label={label || translate(language, 'label')}>
      <ReviewsList product={product} productIds={productIds} variant={variant} headingLevel={headingLevel} />
    </section>
  );
}
