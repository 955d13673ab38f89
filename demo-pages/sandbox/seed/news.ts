import type { LocalisedText } from './localised-text.ts';

/**
 * The newsroom (content spec §7 "Newsroom", news listing, carousel, categories and search; shapes
 * ours, sandbox README "News"): 24 articles over four years in five categories, titles in English
 * and Arabic (some in Japanese and Chinese too; the other languages fall back to English), all
 * under the newsroom path `newsroom`; three older ones under `newsroom/archive`.
 */
export interface NewsCategorySeed {
  readonly id: string;
  readonly title: LocalisedText;
}

export interface NewsArticleSeed {
  readonly id: string;
  readonly path: string;
  /** YYYY-MM-DD: fixed dates, so the order and the years are the same in every run. */
  readonly publishedDate: string;
  readonly categories: readonly string[];
  readonly title: LocalisedText;
  readonly summary: LocalisedText;
}

export const NEWSROOM_PATH = 'newsroom';

export const NEWS_CATEGORY_SEEDS: readonly NewsCategorySeed[] = [
  {
    id: 'openings',
    title: {
      en: 'Openings',
      zh: '新开业',
      ja: '開業',
      ko: '오픈',
      ar: 'افتتاحات',
      de: 'Eröffnungen',
      fr: 'Ouvertures',
      es: 'Aperturas',
      id: 'Pembukaan',
      vi: 'Khai trương',
      th: 'การเปิดตัว',
    },
  },
  {
    id: 'awards',
    title: {
      en: 'Awards',
      zh: '奖项',
      ja: '受賞',
      ko: '수상',
      ar: 'جوائز',
      de: 'Auszeichnungen',
      fr: 'Récompenses',
      es: 'Premios',
      id: 'Penghargaan',
      vi: 'Giải thưởng',
      th: 'รางวัล',
    },
  },
  {
    id: 'sustainability',
    title: {
      en: 'Sustainability',
      zh: '可持续发展',
      ja: 'サステナビリティ',
      ko: '지속 가능성',
      ar: 'الاستدامة',
      de: 'Nachhaltigkeit',
      fr: 'Durabilité',
      es: 'Sostenibilidad',
      id: 'Keberlanjutan',
      vi: 'Phát triển bền vững',
      th: 'ความยั่งยืน',
    },
  },
  {
    id: 'community',
    title: {
      en: 'Community',
      zh: '社区',
      ja: 'コミュニティ',
      ko: '커뮤니티',
      ar: 'المجتمع',
      de: 'Gemeinschaft',
      fr: 'Communauté',
      es: 'Comunidad',
      id: 'Komunitas',
      vi: 'Cộng đồng',
      th: 'ชุมชน',
    },
  },
  {
    id: 'partnerships',
    title: {
      en: 'Partnerships',
      zh: '合作',
      ja: 'パートナーシップ',
      ko: '파트너십',
      ar: 'الشراكات',
      de: 'Partnerschaften',
      fr: 'Partenariats',
      es: 'Alianzas',
      id: 'Kemitraan',
      vi: 'Hợp tác',
      th: 'ความร่วมมือ',
    },
  },
];

type Row = readonly [id: string, date: string, categories: readonly string[], en: string, ar: string, more?: Partial<LocalisedText>];

const ROWS: readonly Row[] = [
  [
    'N2026-05',
    '2026-10-02',
    ['openings'],
    'Aster Residences opens its first property in Seoul',
    'أستر ريزيدنسز تفتتح أول عقار لها في سيول',
    { ja: 'アスター・レジデンスがソウルに初進出', zh: 'Aster Residences 首尔首店开业' },
  ],
  [
    'N2026-04',
    '2026-08-14',
    ['awards'],
    'Harbourline Suites named best serviced apartments in Asia',
    'هاربورلاين سويتس أفضل شقق فندقية في آسيا',
  ],
  [
    'N2026-03',
    '2026-06-21',
    ['sustainability'],
    'Every Tessellate Loft now runs on renewable power',
    'جميع شقق تيسيليت لوفتس تعمل الآن بالطاقة المتجددة',
    { ja: 'テッセレート・ロフト全館が再生可能エネルギーに' },
  ],
  [
    'N2026-02',
    '2026-04-03',
    ['community', 'sustainability'],
    'Rooftop gardens feed local food banks',
    'حدائق الأسطح تمد بنوك الطعام المحلية',
  ],
  [
    'N2026-01',
    '2026-01-19',
    ['partnerships'],
    'A new airline partner for loyalty members',
    'شريك طيران جديد لأعضاء برنامج الولاء',
    { zh: '会员计划新增航空合作伙伴' },
  ],
  ['N2025-08', '2025-11-28', ['openings'], 'Kiri House arrives in Kyoto', 'كيري هاوس تصل إلى كيوتو', { ja: 'キリハウスが京都に登場' }],
  ['N2025-07', '2025-10-09', ['awards'], 'Two design awards for our Singapore lobby', 'جائزتان للتصميم لردهتنا في سنغافورة'],
  ['N2025-06', '2025-08-30', ['community'], 'Guests plant 10,000 mangroves', 'النزلاء يزرعون 10000 شجرة مانغروف'],
  [
    'N2025-05',
    '2025-07-15',
    ['partnerships', 'openings'],
    'A joint venture for long stays in Jakarta',
    'مشروع مشترك للإقامات الطويلة في جاكرتا',
  ],
  ['N2025-04', '2025-05-02', ['sustainability'], 'Single-use plastics leave our rooms', 'البلاستيك أحادي الاستخدام يغادر غرفنا'],
  ['N2025-03', '2025-03-22', ['awards'], 'Travellers’ choice for Aster Residences Bangkok', 'اختيار المسافرين لأستر ريزيدنسز بانكوك'],
  ['N2025-02', '2025-02-11', ['openings'], 'Harbourline Suites opens in Sydney', 'افتتاح هاربورلاين سويتس في سيدني'],
  ['N2025-01', '2025-01-06', ['community'], 'Free co-working for neighbours on Mondays', 'عمل مشترك مجاني للجيران أيام الاثنين'],
  ['N2024-06', '2024-12-01', ['partnerships'], 'Car-sharing at every city property', 'مشاركة السيارات في كل عقار بالمدينة'],
  [
    'N2024-05',
    '2024-10-17',
    ['awards', 'sustainability'],
    'Green building award in Ho Chi Minh City',
    'جائزة المبنى الأخضر في مدينة هو تشي منه',
  ],
  [
    'N2024-04',
    '2024-08-08',
    ['openings'],
    'Tessellate Lofts opens in Berlin',
    'افتتاح تيسيليت لوفتس في برلين',
    { de: 'Tessellate Lofts eröffnet in Berlin' },
  ],
  ['N2024-03', '2024-06-26', ['community'], 'A reading room for every property', 'غرفة قراءة في كل عقار'],
  [
    'N2024-02',
    '2024-04-12',
    ['partnerships'],
    'Museum passes for members in Paris',
    'تذاكر المتاحف للأعضاء في باريس',
    { fr: 'Des pass musées pour les membres à Paris' },
  ],
  ['N2024-01', '2024-02-05', ['sustainability'], 'Half the water, the same hot shower', 'نصف المياه والاستحمام الساخن نفسه'],
  ['N2023-04', '2023-11-20', ['awards'], 'Best long-stay brand, two years running', 'أفضل علامة للإقامات الطويلة عامين متتاليين'],
  ['N2023-03', '2023-09-09', ['openings'], 'Kiri House opens in Tokyo', 'افتتاح كيري هاوس في طوكيو', { ja: 'キリハウス東京が開業' }],
  ['N2023-02', '2023-06-14', ['community'], 'Our staff volunteer 5,000 hours', 'موظفونا يتطوعون 5000 ساعة'],
  [
    'N2023-01',
    '2023-03-01',
    ['partnerships'],
    'A new chapter with our Madrid partner',
    'فصل جديد مع شريكنا في مدريد',
    { es: 'Un nuevo capítulo con nuestro socio en Madrid' },
  ],
  ['N2022-01', '2022-12-12', ['openings'], 'Our first serviced apartments in Vietnam', 'أولى شققنا الفندقية في فيتنام'],
];

const ARCHIVE: readonly Row[] = [
  ['A2021-02', '2021-09-01', ['openings'], 'Archive: the first Aster Residences', 'الأرشيف: أول أستر ريزيدنسز'],
  ['A2021-01', '2021-03-15', ['awards'], 'Archive: our first award', 'الأرشيف: جائزتنا الأولى'],
  ['A2020-01', '2020-06-30', ['community'], 'Archive: staying open for key workers', 'الأرشيف: أبوابنا مفتوحة للعاملين الأساسيين'],
];

function article(path: string) {
  return ([id, publishedDate, categories, en, ar, more]: Row): NewsArticleSeed => ({
    id,
    path,
    publishedDate,
    categories,
    title: { en, ar, ...more },
    summary: {
      en: `${en}: the full story in our newsroom.`,
      ar: `${ar}: القصة الكاملة في غرفة الأخبار.`,
    },
  });
}

/** Newest first, as the listing answers. */
export const NEWS_ARTICLE_SEEDS: readonly NewsArticleSeed[] = [
  ...ROWS.map(article(NEWSROOM_PATH)),
  ...ARCHIVE.map(article(`${NEWSROOM_PATH}/archive`)),
];
