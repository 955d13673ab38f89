import { useEffect, useState } from 'react';
import type { GuestReview, ProductReviews, ReviewConfiguration } from '../../api/guest-review-service';
import { useWidgetEnvironment } from '../../element/widget-environment';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { pageStore } from '../../store/page-store';
import { useServerRead } from '../../store/use-server-read';
import { guestReviewsRead, reviewConfigurationRead, translateReviewWrite } from './reviews-reads';
import { reviewScoreText, roundedRating as rounded, translate } from './review-score';

export { translate };

export type ReviewsVariant = 'reviews' | 'score';

export interface ReviewsListProps {
  product: string;
  productIds: string[];
  variant: ReviewsVariant;
  /** Heading level of the section's title (2 to 6). */
  headingLevel: number;
}

/**
 * The guest reviews list of `<stay-guest-reviews>` and `<stay-property-details>` (here in shared/ui
 * because two widgets show it, and widgets do not import each other; DESIGN.md §2).
 *
 * Content spec §8: "Review … calls log and return null": a failed read logs once, naming the
 * element, and the widget shows nothing (no error box). The configuration decides whether the
 * variant shows at all.
 */
function useLoggedFailure(failed: boolean, tag: string, what: string): void {
  useEffect(() => {
    if (failed) console.warn(`[stay-widgets] <${tag}>: ${what} failed; no reviews are shown (content spec §8).`);
  }, [failed, tag, what]);
}

export function ReviewsList({ product, productIds, variant, headingLevel }: ReviewsListProps) {
  const { language, tag } = useWidgetEnvironment();
  const configuration = useServerRead(reviewConfigurationRead, { language }).state;
  const reviews = useServerRead(guestReviewsRead, { product, productIds, includeReviews: variant === 'reviews', language }).state;
  useLoggedFailure(configuration.state === 'hasError', tag, 'the reviews configuration');
  useLoggedFailure(reviews.state === 'hasError', tag, 'the guest reviews');
  if (configuration.state === 'hasError' || reviews.state === 'hasError' || productIds.length === 0) return null;
  if (configuration.state === 'loading' || reviews.state === 'loading') {
    return <Skeleton label={translate(language, 'loading')} className="stay-guest-reviews__loading" />;
  }
  const config = configuration.data;
  if (!(variant === 'reviews' ? config.showOnPropertyDetails : config.showOnListingCards)) return null;
  const found = productIds.map((id) => reviews.data.get(id)).filter((entry): entry is ProductReviews => Boolean(entry));
  if (variant === 'score') {
    return (
      <>
        {found.map((entry) => (
          <p key={entry.productId} className="stay-guest-reviews__score">
            {reviewScoreText(language, entry, config.ratingScale)}
          </p>
        ))}
      </>
    );
  }
  const Heading = `h${Math.min(6, Math.max(2, headingLevel))}` as 'h2';
  return (
    <>
      <Heading className="stay-guest-reviews__title">{translate(language, 'label')}</Heading>
      {found.every((entry) => entry.reviews.length === 0) ? (
        <p className="stay-guest-reviews__empty">{translate(language, 'empty')}</p>
      ) : (
        found.map((entry) => (
          <div key={entry.productId} className="stay-guest-reviews__product">
            <p className="stay-guest-reviews__score">{reviewScoreText(language, entry, config.ratingScale)}</p>
            <ul className="stay-guest-reviews__list">
              {entry.reviews.slice(0, config.maxReviews).map((review) => (
                <ReviewItem key={review.reviewId} review={review} configuration={config} />
              ))}
            </ul>
          </div>
        ))
      )}
    </>
  );
}

type Translation = { state: 'original' } | { state: 'translating' } | { state: 'translated'; text: string } | { state: 'failed' };

function ReviewItem({ review, configuration }: { review: GuestReview; configuration: ReviewConfiguration }) {
  const { language, tag } = useWidgetEnvironment();
  const [translation, setTranslation] = useState<Translation>({ state: 'original' });
  const canTranslate =
    configuration.allowTranslate &&
    review.language !== '' &&
    review.language !== language &&
    (configuration.translateLanguages.length === 0 || configuration.translateLanguages.includes(language));

  async function translateIt() {
    setTranslation({ state: 'translating' });
    const result = await pageStore.set(translateReviewWrite.run, { from: review.language, to: language, text: review.text });
    if (!result.ok) console.warn(`[stay-widgets] <${tag}>: the translation failed:`, result.error.message);
    setTranslation(result.ok ? { state: 'translated', text: result.data } : { state: 'failed' });
  }

  const shown = translation.state === 'translated' ? translation.text : review.text;
  return (
    <li className="stay-guest-reviews__review">
      <p className="stay-guest-reviews__rating">
        {translate(language, 'rating', { rating: rounded(review.rating), scale: String(configuration.ratingScale) })}
      </p>
      {review.title && (
        <p className="stay-guest-reviews__review-title" lang={review.language || undefined}>
          <strong>{review.title}</strong>
        </p>
      )}
      <blockquote className="stay-guest-reviews__text" lang={translation.state === 'translated' ? language : review.language || undefined}>
        <p>{shown}</p>
      </blockquote>
      <p className="stay-guest-reviews__meta">{translate(language, 'byline', { author: review.author, date: review.date })}</p>
      {canTranslate && (
        <p className="stay-guest-reviews__actions" aria-live="polite">
          {translation.state === 'translated' ? (
            <Button className="stay-guest-reviews__translate" onClick={() => setTranslation({ state: 'original' })}>
              {translate(language, 'showOriginal')}
            </Button>
          ) : (
            <Button
              className="stay-guest-reviews__translate"
              disabled={translation.state === 'translating'}
              onClick={() => void translateIt()}
            >
              {translate(language, translation.state === 'translating' ? 'translating' : 'translate')}
            </Button>
          )}
          {translation.state === 'translated' && <span className="stay-guest-reviews__note">{translate(language, 'translated')}</span>}
          {translation.state === 'failed' && <span className="stay-guest-reviews__note">{translate(language, 'translateFailed')}</span>}
        </p>
      )}
    </li>
  );
}
