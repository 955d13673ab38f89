import { isRecord, text } from '../json-guards';
import { parseMemberProfile, type MemberProfile } from './member-profile';

/*
 * A module of its own: the header and <stay-login> on every page read stored profiles
 * (member-profile.ts), while login answers are parsed only by the login calls, loaded when used.
 */

/** Spec §3: the login and profile answers carry `{ token, tokenExpiry, profileDto }`. */
export interface LoginAnswer {
  token: string;
  /** Epoch ms. */
  tokenExpiry: number;
  profile: MemberProfile;
}

/** Validates a login or get-profile answer; a token that cannot be a header value, an unreadable expiry or profile fail it. */
export function parseLoginAnswer(raw: unknown): LoginAnswer | undefined {
  if (!isRecord(raw)) return undefined;
  const token = text(raw, 'token');
  const expiry = Date.parse(text(raw, 'tokenExpiry') ?? '');
  const profile = parseMemberProfile(raw.profileDto);
  if (!token || !/^[\x21-\x7e]+$/.test(token) || !Number.isFinite(expiry) || !profile) return undefined;
  return { token, tokenExpiry: expiry, profile };
}
