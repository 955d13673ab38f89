import type { LocalisedText } from './localised-text.ts';

/** Fictional brands of the demo operator. */
export interface BrandSeed {
  readonly code: string;
  readonly names: LocalisedText;
  /** The brand page is `/{lang}/brands/{slug}` on the site. */
  readonly slug: string;
  readonly logo: string;
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  {
    code: 'AST',
    names: { en: 'Aster Residences', zh: '雅仕特服务公寓', ja: 'アスターレジデンス', ar: 'أستر ريزيدنسز' },
    slug: 'aster-residences',
    logo: '/demo-assets/brands/AST.svg',
  },
  {
    code: 'HBL',
    names: { en: 'Harbourline Suites', zh: '海澜套房', ja: 'ハーバーラインスイーツ', ko: '하버라인 스위트', th: 'ฮาร์เบอร์ไลน์ สวีท' },
    slug: 'harbourline-suites',
    logo: '/demo-assets/brands/HBL.svg',
  },
  {
    code: 'KIR',
    names: { en: 'Kiri House', ja: 'キリハウス', ko: '키리 하우스' },
    slug: 'kiri-house',
    logo: '/demo-assets/brands/KIR.svg',
  },
  {
    code: 'TSL',
    names: { en: 'Tessellate Lofts', zh: '镶嵌阁' },
    slug: 'tessellate-lofts',
    logo: '/demo-assets/brands/TSL.svg',
  },
];

export function findBrandSeed(code: string): BrandSeed | undefined {
  return BRAND_SEEDS.find((brand) => brand.code === code);
}
