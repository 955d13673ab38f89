import { intlLocale, type Language } from './languages';

/**
 * The countries of residence (issue 14 item 4): the officially assigned ISO 3166-1 alpha-2 codes
 * (249, as data), named by the browser's `Intl.DisplayNames` in the page language and sorted by
 * that language's `Intl.Collator`: no hand-written table of names to keep in eleven languages.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export interface Country {
  /** ISO 3166-1 alpha-2, what the service takes as `countryOfResidence`. */
  code: string;
  /** In the page language. */
  name: string;
}

const byLanguage = new Map<Language, readonly Country[]>();

/** Every country, named and sorted for `language` (computed once per language). */
export function countriesIn(language: Language): readonly Country[] {
  const known = byLanguage.get(language);
  if (known) return known;
  const locale = intlLocale(language);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const countries = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  byLanguage.set(language, countries);
  return countries;
}

export function countryName(code: string, language: Language): string | undefined {
  return countriesIn(language).find((country) => country.code === code.toUpperCase())?.name;
}

/**
 * The country whose code or whole name is `text` (trimmed, any case): what a browser's autofill
 * or a visitor who typed the full name gives the field.
 */
export function findCountry(text: string, language: Language): Country | undefined {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return undefined;
  return countriesIn(language).find((country) => country.code.toLowerCase() === wanted || country.name.toLocaleLowerCase() === wanted);
}

/** The countries whose name contains `text` (any case), best first: names that start with it, then the rest. */
export function matchingCountries(text: string, language: Language): readonly Country[] {
  const wanted = text.trim().toLocaleLowerCase();
  const countries = countriesIn(language);
  if (wanted === '') return countries;
  const starting = countries.filter((country) => country.name.toLocaleLowerCase().startsWith(wanted));
  const containing = countries.filter((country) => !starting.includes(country) && country.name.toLocaleLowerCase().includes(wanted));
  return [...starting, ...containing];
}
