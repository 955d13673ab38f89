import { describe, expect, it } from 'vitest';
import { parseLoginAnswer } from './login-answer';
import { memberDisplayName, parseMemberProfile, tierOfCode } from './member-profile';

const dto = {
  memberId: 'SM1000003',
  email: 'gold@demo.stay.example',
  salutation: 'Mrs',
  firstName: 'Mei',
  lastName: 'Chen',
  tier: 'gold',
  tierCode: 3,
  points: 24000,
  countryOfResidence: 'CN',
};

describe('member profile (loyalty spec §3)', () => {
  it.each([
    [1, 'classic'],
    [5, 'diamond'],
    [6, 'representative'],
    [0, undefined],
    [7, undefined],
    [2.5, undefined],
    ['3', undefined],
  ])('tier code %j -> %j', (code, tier) => {
    expect(tierOfCode(code)).toBe(tier);
  });

  it('keeps what the widgets show and never the e-mail address', () => {
    const profile = parseMemberProfile(dto);
    expect(profile).toEqual({
      memberId: 'SM1000003',
      salutation: 'Mrs',
      firstName: 'Mei',
      lastName: 'Chen',
      tier: 'gold',
      accountType: 'member',
      points: 24000,
      countryOfResidence: 'CN',
    });
    expect(JSON.stringify(profile)).not.toContain('@');
  });

  it.each([
    ['no member id', { ...dto, memberId: ' ' }],
    ['an unknown tier and no code', { ...dto, tier: 'bronze', tierCode: undefined }],
    ['not an object', 'SM1000003'],
  ])('refuses a profile with %s', (_why, raw) => {
    expect(parseMemberProfile(raw)).toBeUndefined();
  });

  it('reads the tier from its code and marks representatives', () => {
    expect(parseMemberProfile({ ...dto, tier: undefined, tierCode: 6 })).toMatchObject({
      tier: 'representative',
      accountType: 'representative',
    });
  });

  it('parses login answers; a token that is no header value or an unreadable expiry fails', () => {
    const answer = { token: 'abc-123_x', tokenExpiry: '2026-11-24T22:00:00.000Z', profileDto: dto };
    expect(parseLoginAnswer(answer)).toMatchObject({ token: 'abc-123_x', tokenExpiry: Date.parse('2026-11-24T22:00:00Z') });
    expect(parseLoginAnswer({ ...answer, token: 'a b' })).toBeUndefined();
    expect(parseLoginAnswer({ ...answer, token: 'tökën' })).toBeUndefined();
    expect(parseLoginAnswer({ ...answer, tokenExpiry: 'soon' })).toBeUndefined();
    expect(parseLoginAnswer({ ...answer, profileDto: null })).toBeUndefined();
  });

  it.each([
    [{ firstName: 'Mei' }, 'Mei'],
    [{ firstName: ' ', salutation: 'Mrs', lastName: 'Chen' }, 'Mrs Chen'],
    [{ firstName: '', salutation: '', lastName: '' }, 'SM1000003'],
  ])('display name of %j is %j', (names, expected) => {
    expect(memberDisplayName({ ...parseMemberProfile(dto)!, ...names })).toBe(expected);
  });
});
