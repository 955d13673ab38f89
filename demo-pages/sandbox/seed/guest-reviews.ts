import { PROPERTY_SEEDS } from './properties.ts';
import type { Language } from './localised-text.ts';

/**
 * Guest reviews (content spec §3 "Guest review: productId and reviews"; §7 odx/{product}/v2/guest-review).
 * The product id is the property's ReviewPro id, `RP-{propertyCode}` (booking spec §3 "guest review
 * (reviewProID, showReviews)"). Every live property has reviews in several languages, so a page in
 * any language finds one in another language to translate. Reviewers are shown by first name only.
 */
export interface ReviewSeed {
  readonly reviewId: string;
  readonly language: Language;
  readonly author: string;
  /** Out of 5. */
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  /** ISO date, days before the sandbox's today. */
  readonly daysAgo: number;
}

export interface ProductReviewsSeed {
  readonly productId: string;
  readonly propertyCode: string;
  readonly reviews: readonly ReviewSeed[];
}

const TEMPLATES: readonly Omit<ReviewSeed, 'reviewId'>[] = [
  {
    language: 'en',
    author: 'Olivia',
    rating: 5,
    title: 'Felt like home',
    text: 'Spacious apartment, friendly staff and a quiet night every night.',
    daysAgo: 12,
  },
  { language: 'ja', author: 'Haruto', rating: 4, title: '快適な滞在', text: '部屋は広くて清潔でした。駅にも近くて便利です。', daysAgo: 30 },
  { language: 'ar', author: 'Layla', rating: 5, title: 'إقامة رائعة', text: 'الشقة واسعة ونظيفة والموظفون ودودون للغاية.', daysAgo: 45 },
  { language: 'zh', author: 'Wei', rating: 4, title: '位置很好', text: '房间干净，早餐丰富，交通方便。', daysAgo: 60 },
  {
    language: 'de',
    author: 'Jonas',
    rating: 3,
    title: 'Gut, aber laut',
    text: 'Schöne Wohnung, aber die Straße ist abends laut.',
    daysAgo: 90,
  },
];

/**
 * What the sandbox's `odx/translate` knows (a stand-in for the translation service): each seeded
 * review text in English and Arabic. Other texts come back marked `[xx] text`.
 */
export const REVIEW_TRANSLATIONS: Readonly<Record<string, { readonly en: string; readonly ar: string }>> = {
  'Spacious apartment, friendly staff and a quiet night every night.': {
    en: 'Spacious apartment, friendly staff and a quiet night every night.',
    ar: 'شقة واسعة وموظفون ودودون وليلة هادئة كل ليلة.',
  },
  '部屋は広くて清潔でした。駅にも近くて便利です。': {
    en: 'The room was spacious and clean. Close to the station and convenient.',
    ar: 'كانت الغرفة واسعة ونظيفة. قريبة من المحطة ومريحة.',
  },
  'الشقة واسعة ونظيفة والموظفون ودودون للغاية.': {
    en: 'The apartment is spacious and clean and the staff are very friendly.',
    ar: 'الشقة واسعة ونظيفة والموظفون ودودون للغاية.',
  },
  '房间干净，早餐丰富，交通方便。': { en: 'Clean room, generous breakfast, easy to get around.', ar: 'غرفة نظيفة وإفطار وفير وتنقل سهل.' },
  'Schöne Wohnung, aber die Straße ist abends laut.': {
    en: 'Nice apartment, but the street is loud in the evening.',
    ar: 'شقة جميلة، لكن الشارع صاخب في المساء.',
  },
};

export const reviewProductId = (propertyCode: string): string => `RP-${propertyCode}`;

/** Live properties only; the first property has every template, the others all but the last. */
export const GUEST_REVIEW_SEEDS: readonly ProductReviewsSeed[] = PROPERTY_SEEDS.filter((property) => property.status === 'live').map(
  (property, index) => ({
    productId: reviewProductId(property.propertyCode),
    propertyCode: property.propertyCode,
    reviews: (index === 0 ? TEMPLATES : TEMPLATES.slice(0, 4)).map((template, position) => ({
      ...template,
      reviewId: `${property.propertyCode}-R${position + 1}`,
    })),
  }),
);

export function findReviewSeed(productId: string): ProductReviewsSeed | undefined {
  return GUEST_REVIEW_SEEDS.find((seed) => seed.productId === productId);
}
