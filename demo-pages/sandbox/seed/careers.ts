import type { LocalisedText } from './localised-text.ts';

/**
 * Career opportunities (content spec §7 "Other content: career-opportunity filter and by-id";
 * issue 19 item 5). The spec shows no shape: ours, in the sandbox README "Careers". Texts in
 * English and Arabic (the e2e languages), Chinese and Japanese for some; other languages fall
 * back to English.
 */
export interface CareerOption {
  readonly code: string;
  readonly label: LocalisedText;
}

export interface CareerSeed {
  readonly id: string;
  readonly title: LocalisedText;
  readonly department: string;
  readonly location: string;
  /** ISO date the opportunity was posted. */
  readonly postedDate: string;
  readonly summary: LocalisedText;
  /** Plain-text paragraphs of the description (no HTML). */
  readonly description: readonly LocalisedText[];
}

export const CAREER_DEPARTMENTS: readonly CareerOption[] = [
  { code: 'operations', label: { en: 'Operations', ar: 'العمليات', zh: '运营', ja: 'オペレーション' } },
  { code: 'sales', label: { en: 'Sales and marketing', ar: 'المبيعات والتسويق', zh: '销售与市场', ja: '営業・マーケティング' } },
  { code: 'guest-services', label: { en: 'Guest services', ar: 'خدمات الضيوف', zh: '宾客服务', ja: 'ゲストサービス' } },
];

export const CAREER_LOCATIONS: readonly CareerOption[] = [
  { code: 'SG', label: { en: 'Singapore', ar: 'سنغافورة', zh: '新加坡', ja: 'シンガポール' } },
  { code: 'JP', label: { en: 'Japan', ar: 'اليابان', zh: '日本', ja: '日本' } },
  { code: 'AU', label: { en: 'Australia', ar: 'أستراليا', zh: '澳大利亚', ja: 'オーストラリア' } },
];

export const CAREER_SEEDS: readonly CareerSeed[] = [
  {
    id: 'CO-1001',
    title: { en: 'Residence manager', ar: 'مدير السكن', zh: '公寓经理', ja: 'レジデンスマネージャー' },
    department: 'operations',
    location: 'SG',
    postedDate: '2026-10-01',
    summary: { en: 'Lead the team of a 200-apartment residence in Orchard.', ar: 'قيادة فريق سكن يضم 200 شقة في أورشارد.' },
    description: [
      {
        en: 'You run the daily operation of the residence and its team of 40.',
        ar: 'تدير العمليات اليومية للسكن وفريقه المكون من 40 شخصًا.',
      },
      { en: 'Five years of hotel or serviced-apartment management.', ar: 'خمس سنوات من الخبرة في إدارة الفنادق أو الشقق المخدومة.' },
    ],
  },
  {
    id: 'CO-1002',
    title: { en: 'Guest relations officer', ar: 'موظف علاقات الضيوف', zh: '宾客关系专员', ja: 'ゲストリレーションズ' },
    department: 'guest-services',
    location: 'SG',
    postedDate: '2026-10-12',
    summary: { en: 'Welcome long-stay guests and look after their needs.', ar: 'استقبال ضيوف الإقامات الطويلة ورعاية احتياجاتهم.' },
    description: [
      { en: 'You are the first face our guests see, from arrival to departure.', ar: 'أنت أول وجه يراه ضيوفنا من الوصول حتى المغادرة.' },
    ],
  },
  {
    id: 'CO-1003',
    title: { en: 'Corporate sales manager', ar: 'مدير مبيعات الشركات', zh: '企业销售经理', ja: '法人営業マネージャー' },
    department: 'sales',
    location: 'JP',
    postedDate: '2026-09-20',
    summary: { en: 'Grow corporate long-stay accounts in Tokyo.', ar: 'تنمية حسابات الإقامات الطويلة للشركات في طوكيو.' },
    description: [
      {
        en: 'You win and keep the accounts of companies relocating staff to Tokyo.',
        ar: 'تكسب حسابات الشركات التي تنقل موظفيها إلى طوكيو وتحافظ عليها.',
      },
    ],
  },
  {
    id: 'CO-1004',
    title: { en: 'Housekeeping supervisor', ar: 'مشرف التدبير المنزلي', zh: '客房主管', ja: 'ハウスキーピングスーパーバイザー' },
    department: 'operations',
    location: 'JP',
    postedDate: '2026-11-02',
    summary: { en: 'Keep 150 apartments in Kyoto spotless.', ar: 'الحفاظ على نظافة 150 شقة في كيوتو.' },
    description: [
      {
        en: 'You plan the housekeeping rota and check every apartment before arrival.',
        ar: 'تخطط جدول التدبير المنزلي وتفحص كل شقة قبل الوصول.',
      },
    ],
  },
  {
    id: 'CO-1005',
    title: { en: 'Digital marketing executive', ar: 'تنفيذي التسويق الرقمي', zh: '数字营销专员', ja: 'デジタルマーケティング担当' },
    department: 'sales',
    location: 'AU',
    postedDate: '2026-10-28',
    summary: { en: 'Run our campaigns for Sydney and Melbourne.', ar: 'إدارة حملاتنا لسيدني وملبورن.' },
    description: [
      { en: 'You plan, run and measure the campaigns of our Australian residences.', ar: 'تخطط حملات مساكننا في أستراليا وتديرها وتقيسها.' },
    ],
  },
];
