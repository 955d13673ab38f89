import { findBrandSeed, findCountrySeed, pickText } from '../seed/index.ts';
import type { Language, LocalisedText } from '../seed/index.ts';

/** A name in the requested language (when the seed has it, English otherwise) and in English. */
export interface NameView {
  readonly name: string;
  readonly enName: string;
}

export interface CountryView extends NameView {
  readonly code: string;
}

export interface BrandView extends NameView {
  readonly code: string;
  readonly homePageUrl: string;
}

export function nameView(text: LocalisedText, language: Language): NameView {
  return { name: pickText(text, language), enName: text.en };
}

export function countryView(countryCode: string, language: Language): CountryView {
  const country = findCountrySeed(countryCode);
  if (!country) throw new RangeError(`Unknown country code in the seed: ${countryCode}`);
  return { code: country.code, ...nameView(country.names, language) };
}

export function brandView(brandCode: string, language: Language): BrandView {
  const brand = findBrandSeed(brandCode);
  if (!brand) throw new RangeError(`Unknown brand code in the seed: ${brandCode}`);
  return { code: brand.code, ...nameView(brand.names, language), homePageUrl: `/${language}/brands/${brand.slug}` };
}

export function brandLogoOf(brandCode: string): string {
  return findBrandSeed(brandCode)?.logo ?? '';
}
