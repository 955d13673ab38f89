import { describe, expect, it } from 'vitest';
import { verifyPassword } from './passwords.ts';
import {
  ADDON_SEEDS,
  APARTMENT_TYPE_SEEDS,
  BRAND_SEEDS,
  DEMO_MEMBER_PASSWORD,
  PROPERTY_SEEDS,
  RATE_PLAN_SEEDS,
  demoMembers,
  findCurrencySeed,
  inventoryOn,
  nightlyRateOn,
  parseIsoDate,
  ratePlanRateOn,
  resolveLanguage,
  restrictionsOn,
} from './seed/index.ts';
import type { Language, NightRestrictions } from './seed/index.ts';

function datesOf(year: number, month: number): string[] {
  const days = parseIsoDate(`${year}-${String(month).padStart(2, '0')}-01`).daysInMonth;
  return Array.from({ length: days }, (_, index) => `${year}-${String(month).padStart(2, '0')}-${String(index + 1).padStart(2, '0')}`);
}

const MARCH_2026 = datesOf(2026, 3);

function countNights(code: string, dates: readonly string[], test: (restrictions: NightRestrictions) => boolean): number {
  return dates.filter((date) => test(restrictionsOn(code, date))).length;
}

describe('seeded properties', () => {
  it('cover at least 14 properties in at least 7 countries, several cities in the big ones', () => {
    expect(PROPERTY_SEEDS.length).toBeGreaterThanOrEqual(14);
    expect(new Set(PROPERTY_SEEDS.map((property) => property.countryCode)).size).toBeGreaterThanOrEqual(7);
    for (const country of ['JP', 'CN']) {
      const cities = new Set(PROPERTY_SEEDS.filter((property) => property.countryCode === country).map((property) => property.city.en));
      expect(cities.size, country).toBeGreaterThanOrEqual(3);
    }
  });

  it('have unique 6-character codes, 3 or 4 brands and every status clients must handle', () => {
    const codes = PROPERTY_SEEDS.map((property) => property.propertyCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(BRAND_SEEDS.length).toBeGreaterThanOrEqual(3);
    expect(BRAND_SEEDS.length).toBeLessThanOrEqual(4);
    expect(new Set(PROPERTY_SEEDS.map((property) => property.status))).toEqual(new Set(['live', 'upcoming', 'pop', 'closed']));
    expect(PROPERTY_SEEDS.some((property) => property.status === 'live' && !property.isBookable)).toBe(true);
  });

  it('name CN, JP, KR, TH and AE properties in their local script', () => {
    const scripts: Readonly<Record<string, readonly [Language, RegExp]>> = {
      CN: ['zh', /\p{Script=Han}/u],
      JP: ['ja', /[\p{Script=Katakana}\p{Script=Han}]/u],
      KR: ['ko', /\p{Script=Hangul}/u],
      TH: ['th', /\p{Script=Thai}/u],
      AE: ['ar', /\p{Script=Arabic}/u],
    };
    for (const property of PROPERTY_SEEDS) {
      const script = scripts[property.countryCode];
      if (!script) continue;
      const [language, pattern] = script;
      expect(property.names[language], property.propertyCode).toMatch(pattern);
    }
  });

  it('give every property 2 to 4 known apartment types, a known currency and coming-soon ones an opening', () => {
    const typeCodes = new Set(APARTMENT_TYPE_SEEDS.map((type) => type.apartmentTypeCode));
    for (const property of PROPERTY_SEEDS) {
      expect(property.apartments.length, property.propertyCode).toBeGreaterThanOrEqual(2);
      expect(property.apartments.length, property.propertyCode).toBeLessThanOrEqual(4);
      for (const apartment of property.apartments) expect(typeCodes.has(apartment.apartmentTypeCode)).toBe(true);
      expect(findCurrencySeed(property.currencyCode), property.propertyCode).toBeDefined();
      expect(() => new Intl.DateTimeFormat('en', { timeZone: property.timeZone })).not.toThrow();
      const comingSoon = property.status === 'upcoming' || property.status === 'pop';
      expect(property.openingMonthsAhead !== undefined, property.propertyCode).toBe(comingSoon);
    }
  });
});

describe('seeded rate plans and add-ons', () => {
  it('have a standard, a login-only AOA, a COBE corporate and a non-refundable plan', () => {
    expect(RATE_PLAN_SEEDS.find((plan) => plan.ratePlanCode === 'BAR')?.packageGroup).toBe('standardRates');
    expect(RATE_PLAN_SEEDS.find((plan) => plan.template === 'AOA')).toMatchObject({
      requiresLogin: true,
      packageGroup: 'memberExclusives',
    });
    expect(RATE_PLAN_SEEDS.find((plan) => plan.template === 'COBE')).toMatchObject({ packageGroup: 'corporateRates', promoCodeType: 3 });
    expect(RATE_PLAN_SEEDS.some((plan) => plan.isNonRefundable)).toBe(true);
  });

  it('cover every add-on display type and pricing type', () => {
    expect(new Set(ADDON_SEEDS.map((addon) => addon.addonDisplayType))).toEqual(
      new Set(['BREAKFAST', 'QUANTITY', 'AIRPORT_TRANSFER', 'GUEST', 'HOUSE_KEEPING', 'OTHER', 'OTHER_PACKAGES']),
    );
    expect(new Set(ADDON_SEEDS.map((addon) => addon.servicePricingType))).toEqual(
      new Set(['Per person', 'Per person per night', 'Per stay', 'Per night']),
    );
    expect(new Set(ADDON_SEEDS.flatMap((addon) => addon.transferType ?? []))).toEqual(new Set(['1W', '2W']));
  });
});

describe('inventoryOn', () => {
  it('is a pure function of property, apartment type and date', () => {
    const first = MARCH_2026.map((date) => inventoryOn('SGORCH', 'STUD', date));
    const second = MARCH_2026.map((date) => inventoryOn('sgorch', 'STUD', date));
    expect(second).toEqual(first);
    expect(MARCH_2026.map((date) => inventoryOn('SGORCH', 'ONEB', date))).not.toEqual(first);
  });

  it('stays within the building, with a few sold-out nights every month', () => {
    for (const property of PROPERTY_SEEDS) {
      for (const apartment of property.apartments) {
        const nights = MARCH_2026.map((date) => inventoryOn(property.propertyCode, apartment.apartmentTypeCode, date));
        for (const units of nights) expect(units).toBeGreaterThanOrEqual(0);
        expect(Math.max(...nights)).toBeLessThanOrEqual(apartment.inventory);
        const soldOut = nights.filter((units) => units === 0).length;
        expect(soldOut).toBeGreaterThanOrEqual(2);
        expect(soldOut).toBeLessThanOrEqual(3);
      }
    }
  });

  it('rejects unknown codes and dates that are not calendar dates', () => {
    expect(() => inventoryOn('NOPE00', 'STUD', '2026-03-01')).toThrow(RangeError);
    expect(() => inventoryOn('SGORCH', 'DLXK', '2026-03-01')).toThrow(RangeError);
    expect(() => inventoryOn('SGORCH', 'STUD', '2026-02-30')).toThrow(RangeError);
    expect(() => restrictionsOn('SGORCH', '01-03-2026')).toThrow(RangeError);
  });
});

describe('restrictionsOn', () => {
  it('is stable for a date', () => {
    expect(restrictionsOn('JPSHJK', '2026-03-14')).toEqual(restrictionsOn('JPSHJK', '2026-03-14'));
  });

  it('marks a few nights of each kind in every month of a live property', () => {
    for (const month of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const dates = datesOf(2026, month);
      expect(countNights('SGORCH', dates, (night) => night.closed)).toBe(2);
      expect(countNights('SGORCH', dates, (night) => night.minStayArrive === 3)).toBe(3);
      expect(countNights('SGORCH', dates, (night) => night.noArrive)).toBe(2);
      expect(countNights('SGORCH', dates, (night) => night.noDeparture)).toBe(2);
      expect(countNights('SGORCH', dates, (night) => night.noSellDay)).toBe(1);
      expect(countNights('SGORCH', dates, (night) => night.minStayThrough === 2)).toBe(1);
    }
  });

  it('uses the property minimum stay on other nights and closes properties not bookable online', () => {
    expect(new Set(MARCH_2026.map((date) => restrictionsOn('AUMELS', date).minStayArrive))).toEqual(new Set([2, 3]));
    for (const code of ['SGTJPG', 'JPOSKU', 'CNSZNS', 'CNCDTF']) {
      expect(
        countNights(code, MARCH_2026, (night) => night.closed),
        code,
      ).toBe(MARCH_2026.length);
    }
  });
});

describe('prices', () => {
  it('are higher on Friday and Saturday nights and the same for the same night', () => {
    const weekday = nightlyRateOn('SGORCH', 'STUD', '2026-03-04');
    const saturday = nightlyRateOn('SGORCH', 'STUD', '2026-03-07');
    expect(saturday).toBeGreaterThan(weekday);
    expect(nightlyRateOn('SGORCH', 'STUD', '2026-03-07')).toBe(saturday);
  });

  it('round to the currency: whole yen, cents for dollars', () => {
    expect(Number.isInteger(nightlyRateOn('JPSHJK', 'DLXK', '2026-03-04'))).toBe(true);
    const dollars = nightlyRateOn('SGORCH', 'STUD', '2026-03-04');
    expect(Math.round(dollars * 100) / 100).toBe(dollars);
  });

  it('apply each rate plan factor to the standard rate', () => {
    const standard = ratePlanRateOn('SGORCH', 'ONEB', 'BAR', '2026-03-05');
    expect(standard).toBe(nightlyRateOn('SGORCH', 'ONEB', '2026-03-05'));
    expect(ratePlanRateOn('SGORCH', 'ONEB', 'MBR', '2026-03-05')).toBeCloseTo(standard * 0.9, 2);
    expect(ratePlanRateOn('SGORCH', 'ONEB', 'NRF', '2026-03-05')).toBeLessThan(standard);
  });
});

describe('demo members', () => {
  it('has one member per tier (representative too) and the account-test members, with the demo password hashed by scrypt', () => {
    const members = demoMembers();
    expect(members.map((member) => `${member.tier} ${member.tierCode} ${member.accountType}`)).toEqual([
      'classic 1 member',
      'silver 2 member',
      'gold 3 member',
      'platinum 4 member',
      'diamond 5 member',
      'classic 1 member',
      'classic 1 member',
      'classic 1 member',
      'representative 6 representative',
    ]);
    expect(members.filter((member) => !member.activated).map((member) => member.email)).toEqual(['inactive@demo.stay.example']);
    for (const member of members) {
      expect(member.passwordHash).toMatch(/^scrypt\$/);
      expect(member.passwordHash).not.toContain(DEMO_MEMBER_PASSWORD);
    }
    const [classic] = members;
    expect(classic && verifyPassword(DEMO_MEMBER_PASSWORD, classic.passwordHash)).toBe(true);
    expect(classic && verifyPassword('wrong-password', classic.passwordHash)).toBe(false);
    expect(demoMembers()[0]?.passwordHash).toBe(classic?.passwordHash);
  });

  it("gives each member a preferred currency the sandbox's rates know", () => {
    for (const member of demoMembers()) expect(findCurrencySeed(member.preferredCurrency), member.email).toBeDefined();
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['ja', 'ja'],
    ['JA-jp', 'ja'],
    ['zh_CN', 'zh'],
    ['xx', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('%s reads as %s', (value, language) => {
    expect(resolveLanguage(value)).toBe(language);
  });
});
