import type { LocalisedText } from './localised-text.ts';

/**
 * Destination content (issue 19 item 5): what `featured-properties/config.json`, the awards
 * listing and the destination city and country introductions answer. The properties themselves,
 * with their coordinates, brands and cities, are `properties.ts`.
 */

/** The author's featured properties, in the order the home page shows them. */
export const FEATURED_PROPERTY_CODES: readonly string[] = ['JPGNZA', 'SGMARB', 'AEDXMR', 'FRPARM'];

export interface AwardSeed {
  readonly propertyCode: string;
  readonly title: LocalisedText;
  readonly issuer: string;
  readonly year: string;
}

export const AWARD_SEEDS: readonly AwardSeed[] = [
  {
    propertyCode: 'SGORCH',
    title: { en: 'Best Serviced Residence, Singapore', ar: 'أفضل شقق فندقية، سنغافورة' },
    issuer: 'Asia Stay Awards',
    year: '2025',
  },
  {
    propertyCode: 'JPGNZA',
    title: { en: 'Travellers’ Choice', ja: 'トラベラーズチョイス', ar: 'اختيار المسافرين' },
    issuer: 'Trip Review',
    year: '2025',
  },
  {
    propertyCode: 'AEDXMR',
    title: { en: 'Best Extended-Stay Property, Middle East', ar: 'أفضل إقامة طويلة، الشرق الأوسط' },
    issuer: 'Gulf Hospitality Awards',
    year: '2024',
  },
  { propertyCode: 'NOSUCH', title: { en: 'An award of a property the seed does not have (left out)' }, issuer: 'Nobody', year: '2020' },
];

/** Destination introductions by type and reference: a city by its English name, a country by its code. */
export interface DestinationSeed {
  readonly type: 'city' | 'country';
  readonly ref: string;
  readonly name: LocalisedText;
  readonly description: LocalisedText;
}

export const DESTINATION_SEEDS: readonly DestinationSeed[] = [
  {
    type: 'city',
    ref: 'Tokyo',
    name: { en: 'Tokyo', ja: '東京', ar: 'طوكيو', zh: '东京', ko: '도쿄' },
    description: {
      en: 'Stay a week or a season in Tokyo, from Ginza’s galleries to the quiet lanes of Shinjuku.',
      ar: 'أقم أسبوعًا أو موسمًا في طوكيو، من معارض غينزا إلى أزقة شينجوكو الهادئة.',
      ja: '銀座のギャラリーから新宿の静かな路地まで、東京に一週間でもひと季節でも。',
    },
  },
  {
    type: 'city',
    ref: 'Singapore',
    name: { en: 'Singapore', ar: 'سنغافورة', zh: '新加坡' },
    description: {
      en: 'Residences on Orchard Road, at Marina Bay and in Tanjong Pagar.',
      ar: 'شقق في شارع أورشارد وخليج مارينا وتانجونغ باغار.',
    },
  },
  {
    type: 'country',
    ref: 'JP',
    name: { en: 'Japan', ja: '日本', ar: 'اليابان', zh: '日本' },
    description: { en: 'Tokyo, Kyoto and, soon, Osaka.', ar: 'طوكيو وكيوتو، وقريبًا أوساكا.', ja: '東京、京都、そしてまもなく大阪。' },
  },
];
