import { count, isRecord, listOf, text, texts, flag } from '../domain/json-guards';
import { planReviewRequests } from '../domain/reviews/review-batches';
import { readTranslation, translateBody } from '../domain/reviews/review-translation';
import { gatewayEnvelope } from './gateway-service';
import { CONFIGURATION_LIFETIME_MS, GUEST_REVIEWS_LIFETIME_MS } from './cache-lifetimes';
import { defineEntry, readEntry, writeEntry } from '../storage';
import type { ApiClient, ApiResult } from './types';

/**
 * Guest reviews (content spec §7): the ReviewPro configuration, the reviews of products through
 * the gateway in batches of 10, each product's answer kept a day (§9), and the translation of a
 * review. Spec §8: "Review … calls log and return null or an empty map": the callers here get an
 * ApiResult and the widgets show nothing on a failure.
 */

export interface ReviewConfiguration {
  showOnPropertyDetails: boolean;
  showOnListingCards: boolean;
  maxReviews: number;
  ratingScale: number;
  allowTranslate: boolean;
  translateLanguages: string[];
}

export interface GuestReview {
  reviewId: string;
  language: string;
  author: string;
  rating: number;
  title: string;
  text: string;
  date: string;
}

/** Content spec §3 "Guest review: productId and reviews". */
export interface ProductReviews {
  productId: string;
  averageRating: number;
  reviewCount: number;
  reviews: GuestReview[];
}

const finite = (record: Record<string, unknown>, field: string): number | undefined => {
  const value = record[field];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function parseReviewConfiguration(raw: unknown): ReviewConfiguration | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    showOnPropertyDetails: flag(raw, 'showOnPropertyDetails') ?? false,
    showOnListingCards: flag(raw, 'showOnListingCards') ?? false,
    maxReviews: Math.min(count(raw, 'maxReviews') ?? 5, 50),
    ratingScale: finite(raw, 'ratingScale') || 5,
    allowTranslate: flag(raw, 'allowTranslate') ?? false,
    translateLanguages: texts(raw, 'translateLanguages') ?? [],
  };
}

function parseReview(raw: unknown): GuestReview | undefined {
  if (!isRecord(raw)) return undefined;
  const reviewId = text(raw, 'reviewId');
  const body = text(raw, 'text');
  const rating = finite(raw, 'rating');
  if (!reviewId || !body || rating === undefined) return undefined;
  return {
    reviewId,
    language: text(raw, 'language') ?? '',
    author: text(raw, 'author') ?? '',
    rating,
    title: text(raw, 'title') ?? '',
    text: body,
    date: text(raw, 'date') ?? '',
  };
}

export function parseProductReviews(raw: unknown): ProductReviews | undefined {
  if (!isRecord(raw)) return undefined;
  const productId = text(raw, 'productId');
  const averageRating = finite(raw, 'averageRating');
  if (!productId || averageRating === undefined) return undefined;
  return { productId, averageRating, reviewCount: count(raw, 'reviewCount') ?? 0, reviews: listOf(raw.reviews, parseReview) ?? [] };
}

/** `reviewpro-configuration/{lang}.json`, kept a day like the other configurations. */
export function fetchReviewConfiguration(client: ApiClient, language: string): Promise<ApiResult<ReviewConfiguration>> {
  return client.content(`reviewpro-configuration/${encodeURIComponent(language)}.json`, {
    parse: parseReviewConfiguration,
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
}

/** One stored answer per product id and kind (a summary score, or with the reviews), with its time. */
const storedReviews = (productId: string, withReviews: boolean, kind = withReviews ? 'full' : 'score') =>
  defineEntry<{ at: number; answer: ProductReviews | null }>({
    key: `guest-reviews:${kind}:${productId}`,
    area: 'local',
    parse: (raw) => {
      if (!isRecord(raw) || typeof raw.at !== 'number') return undefined;
      if (raw.answer === null) return { at: raw.at, answer: null };
      const answer = parseProductReviews(raw.answer);
      return answer ? { at: raw.at, answer } : undefined;
    },
  });

export interface ReviewsQuery {
  /** The content-service product (`odx/{product}/v2/guest-review`). */
  product: string;
  productIds: readonly string[];
  includeReviews: boolean;
}

/**
 * The reviews of each product id, as a map (`null` for an id the service does not know). Ids
 * answered within the day come from storage; the others are asked in batches of 10 (content §7).
 * One failed batch fails the read: callers log and show nothing (§8).
 */
export async function fetchGuestReviews(
  client: ApiClient,
  query: ReviewsQuery,
  language: string,
  now: () => number = Date.now,
): Promise<ApiResult<Map<string, ProductReviews | null>>> {
  const entries = new Map(query.productIds.map((id) => [id.trim(), storedReviews(id.trim(), query.includeReviews)]));
  const stored = new Map([...entries].map(([id, entry]) => [id, readEntry(entry)]));
  const plan = planReviewRequests(query.productIds, (id) => stored.get(id)?.at, now(), GUEST_REVIEWS_LIFETIME_MS);
  const answers = new Map<string, ProductReviews | null>();
  for (const id of plan.cached) answers.set(id, stored.get(id)?.answer ?? null);
  const results = await Promise.all(
    plan.batches.map((productIds) =>
      client.post(
        `odx/${encodeURIComponent(query.product)}/v2/guest-review`,
        { ...gatewayEnvelope(language), productIds, includeReviews: query.includeReviews },
        { idempotent: true, parse: (raw) => (isRecord(raw) ? listOf(raw.guestReviews, parseProductReviews) : undefined) },
      ),
    ),
  );
  for (const [index, result] of results.entries()) {
    if (!result.ok) return result;
    const at = now();
    for (const id of plan.batches[index] ?? []) {
      const answer = result.data.find((entry) => entry.productId === id) ?? null;
      answers.set(id, answer);
      const entry = entries.get(id);
      if (entry) writeEntry(entry, { at, answer });
    }
  }
  return { ok: true, data: answers };
}

/** `odx/translate`: the review's text in `toLanguage` (oneLinkMessages when Arabic is involved, content §7). */
export function translateReview(
  client: ApiClient,
  fromLanguage: string,
  toLanguage: string,
  reviewText: string,
): Promise<ApiResult<string>> {
  const body = translateBody(fromLanguage, toLanguage, reviewText);
  return client.post(
    'odx/translate',
    { ...gatewayEnvelope(toLanguage), ...body },
    { idempotent: true, parse: (raw) => readTranslation(raw, body) },
  );
}
