import { useEffect } from 'react';
import type { Language } from '../../domain/languages';
import type { ProductReviews } from '../../api/guest-review-service';
import { useWidgetEnvironment } from '../../element/widget-environment';
import { defineMessages, translationsOf } from '../../i18n/catalogue';
import { useServerRead } from '../../store/use-server-read';
import { guestReviewsRead, reviewConfigurationRead } from './reviews-reads';
import english from './messages/en.json';

export const translate = defineMessages({ en: english, translations: translationsOf('shared/ui/guest-reviews') });

export const roundedRating = (value: number) => String(Math.round(value * 10) / 10);

/** "Rated 4.5 out of 5 from 12 reviews": the summary score of the reviews list and of a listing card. */
export function reviewScoreText(language: Language, entry: ProductReviews, ratingScale: number): string {
  return translate(language, 'score', {
    rating: roundedRating(entry.averageRating),
    scale: String(ratingScale),
    count: String(entry.reviewCount),
  });
}

/**
 * The summary score of each product id of a page's cards (issue 19 item 2, "a summary score on
 * listing cards"): ONE read of all the ids (the service asks them in batches of 10 and keeps each
 * a day, content §7, §9), so a page of cards makes one call, not one per card. Empty while it
 * loads, when the configuration keeps scores off listing cards, and when a call fails: content §8
 * "Review … calls log and return null", so the caller shows no score and one warning names the element.
 */
export function useReviewScores(product: string, productIds: readonly string[]): ReadonlyMap<string, string> {
  const { language, tag } = useWidgetEnvironment();
  const ids = [...new Set(productIds)].sort();
  const configuration = useServerRead(reviewConfigurationRead, { language }).state;
  const reviews = useServerRead(guestReviewsRead, { product, productIds: ids, includeReviews: false, language }).state;
  const failed = configuration.state === 'hasError' || reviews.state === 'hasError';
  useEffect(() => {
    if (failed) console.warn(`[stay-widgets] <${tag}>: the guest review scores failed; the cards show none (content spec §8).`);
  }, [failed, tag]);
  if (ids.length === 0 || configuration.state !== 'hasData' || reviews.state !== 'hasData') return new Map();
  if (!configuration.data.showOnListingCards) return new Map();
  const scale = configuration.data.ratingScale;
  return new Map(
    [...reviews.data].flatMap(([id, entry]) =>
      entry && entry.reviewCount > 0 ? [[id, reviewScoreText(language, entry, scale)] as const] : [],
    ),
  );
}
