/**
 * Guest reviews (content spec §7): the reviews configuration (content service), the reviews of up
 * to 10 products per call and the translation of a review (gateway: subscription key, JSON body
 * with a messageId). Shapes the spec does not show are ours, written in the sandbox README
 * "Guest reviews".
 */
import { sendContent, sendError, sendJson, SANDBOX_ERROR_CODES } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { findReviewSeed, REVIEW_TRANSLATIONS, resolveLanguage, SUPPORTED_LANGUAGES } from '../seed/index.ts';
import type { ProductReviewsSeed } from '../seed/index.ts';

const DAY_MS = 86_400_000;
/** Content spec §7: productIds in batches of 10; a longer list is the caller's mistake. */
const MAX_PRODUCT_IDS = 10;

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

function gatewayBody(context: RouteContext): Body | undefined {
  const body = context.body;
  if (!isBody(body) || typeof body.messageId !== 'string' || body.messageId.trim() === '') {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send a JSON object with a messageId (prefix, date, 8 random characters).');
    return undefined;
  }
  context.note(`messageId ${body.messageId}`);
  return body;
}

/** `reviewpro-configuration/{lang}.json`: where and how reviews show. */
function reviewConfiguration(context: RouteContext): void {
  sendContent(context.res, {
    showOnPropertyDetails: true,
    showOnListingCards: true,
    maxReviews: 5,
    ratingScale: 5,
    allowTranslate: true,
    translateLanguages: [...SUPPORTED_LANGUAGES],
  });
}

function productAnswer(seed: ProductReviewsSeed, includeReviews: boolean, today: number) {
  const ratings = seed.reviews.map((review) => review.rating);
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return {
    productId: seed.productId,
    averageRating: Math.round(average * 10) / 10,
    reviewCount: seed.reviews.length,
    ...(includeReviews
      ? {
          reviews: seed.reviews.map((review) => ({
            reviewId: review.reviewId,
            language: review.language,
            author: review.author,
            rating: review.rating,
            title: review.title,
            text: review.text,
            date: new Date(today - review.daysAgo * DAY_MS).toISOString().slice(0, 10),
          })),
        }
      : {}),
  };
}

/** POST `odx/{product}/v2/guest-review` {messageId, productIds (1-10), includeReviews}: unknown ids are left out. */
function guestReviews(context: RouteContext): void {
  const body = gatewayBody(context);
  if (!body) return;
  const ids = body.productIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_PRODUCT_IDS || !ids.every((id) => typeof id === 'string')) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, `Send productIds: 1 to ${MAX_PRODUCT_IDS} strings.`);
    return;
  }
  context.note(`productIds ${ids.join(',')} includeReviews ${body.includeReviews === true}`);
  const today = context.runtime.now().getTime();
  const seeds = (ids as string[]).flatMap((id) => {
    const seed = findReviewSeed(id);
    return seed ? [seed] : [];
  });
  sendContent(context.res, { guestReviews: seeds.map((seed) => productAnswer(seed, body.includeReviews === true, today)) });
}

function translated(text: string, to: string): string {
  const known = REVIEW_TRANSLATIONS[text];
  if (known && (to === 'en' || to === 'ar')) return known[to];
  return `[${to}] ${text}`;
}

/**
 * POST `odx/translate` {messageId, fromLanguage, toLanguage, messages | oneLinkMessages}: answers
 * `{ status: 200, translatedMessages }` or, for `oneLinkMessages`, `{ status: 200,
 * translatedOneLinkMessages: [{ content }] }` (content spec §7), not wrapped in `content`.
 */
function translate(context: RouteContext): void {
  const body = gatewayBody(context);
  if (!body) return;
  const to = typeof body.toLanguage === 'string' ? resolveLanguage(body.toLanguage) : undefined;
  const from = typeof body.fromLanguage === 'string' ? body.fromLanguage : undefined;
  const oneLink = Array.isArray(body.oneLinkMessages) ? body.oneLinkMessages : undefined;
  const messages = Array.isArray(body.messages) ? body.messages : undefined;
  const texts = oneLink
    ? oneLink.map((entry) => (isBody(entry) && typeof entry.content === 'string' ? entry.content : undefined))
    : messages?.map((entry) => (typeof entry === 'string' ? entry : undefined));
  if (!to || !from || !texts || texts.length === 0 || texts.some((text) => text === undefined || text.length > 5000)) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send fromLanguage, toLanguage and messages or oneLinkMessages.');
    return;
  }
  context.note(`translate ${from} -> ${to} ${oneLink ? 'oneLinkMessages' : 'messages'}`);
  const out = (texts as string[]).map((text) => translated(text, to));
  sendJson(
    context.res,
    200,
    oneLink ? { status: 200, translatedOneLinkMessages: out.map((content) => ({ content })) } : { status: 200, translatedMessages: out },
  );
}

export function registerGuestReviewRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/reviewpro-configuration/:lang.json', reviewConfiguration)
    .add('POST', '/odx/:product/v2/guest-review', guestReviews)
    .add('POST', '/odx/translate', translate);
}
