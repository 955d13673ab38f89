import { describe, expect, it } from 'vitest';
import { isForbiddenField, storableJson } from './forbidden-fields';

describe('isForbiddenField (issue 12 §7)', () => {
  it.each([
    // staff codes
    ['ListStaffCode', true],
    ['staff_codes', true],
    // token
    ['token', true],
    ['accessToken', true],
    ['Authorization', true],
    // e-mail
    ['email', true],
    ['e-mail', true],
    ['emailAddress', true],
    ['memberEmail', true],
    // card data
    ['cardNumber', true],
    ['CVV', true],
    ['securityCode', true],
    ['cardHolderName', true],
    ['cardExpiryMonth', true],
    // allowed
    ['hotelCode', false],
    ['tokenExpiry', false],
    ['expiryDate', false],
    ['startDate', false],
    ['promoCode', false],
    ['pointRate', false],
  ])('%s → %s', (name, forbidden) => {
    expect(isForbiddenField(name)).toBe(forbidden);
  });
});

describe('storableJson', () => {
  it('leaves out forbidden fields at any depth, in objects and lists, and names them', () => {
    const configuration = {
      maxRooms: 5,
      ListStaffCode: ['STAFFHQ'],
      content: [{ profileDto: { firstName: 'Clara', email: 'clara@example.com' }, token: 'secret' }],
      payment: { card: { cardNumber: '4111111111111111', cvv: '123' }, amount: 10 },
    };
    const removed: string[] = [];

    const json = storableJson(configuration, removed);

    expect(JSON.parse(json ?? '')).toEqual({
      maxRooms: 5,
      content: [{ profileDto: { firstName: 'Clara' } }],
      payment: { card: {}, amount: 10 },
    });
    expect(removed).toEqual(['ListStaffCode', 'email', 'token', 'cardNumber', 'cvv']);
    expect(configuration.ListStaffCode).toEqual(['STAFFHQ']);
  });

  it('keeps primitives and allowed values as they are', () => {
    expect(storableJson('JPY')).toBe('"JPY"');
    expect(storableJson(null)).toBe('null');
    expect(storableJson({ items: [1, 'a', true] })).toBe('{"items":[1,"a",true]}');
  });

  it('keeps a "__proto__" field as data', () => {
    expect(storableJson(JSON.parse('{"__proto__":{"polluted":1},"a":1}'))).toBe('{"__proto__":{"polluted":1},"a":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives undefined, not an exception, for what cannot be JSON', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let deep: unknown = 'bottom';
    for (let level = 0; level < 1_000_000; level += 1) deep = [deep];
    expect(storableJson(cyclic)).toBeUndefined();
    expect(storableJson(deep)).toBeUndefined();
  });
});
