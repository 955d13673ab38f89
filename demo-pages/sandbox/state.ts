import { createCheckoutState } from './checkout/checkout-state.ts';
import type { CheckoutState } from './checkout/checkout-state.ts';
import { createInventoryLedger } from './inventory-ledger.ts';
import type { InventoryLedger } from './inventory-ledger.ts';
import { createPointsLedger } from './points-ledger.ts';
import type { PointsLedger } from './points-ledger.ts';
import { demoMembers } from './seed/index.ts';
import type { MemberRecord } from './seed/index.ts';

/** A signed-in member: the opaque token handed out at login maps to this. */
export interface MemberSession {
  readonly memberId: string;
  /** Epoch ms; the token is refused from then on. */
  expiresAt: number;
}

/** Consecutive wrong passwords of one member, and when the account locked (loyalty spec §8 557). */
export interface LoginFailures {
  consecutive: number;
  /** Epoch ms of the wrong password that locked the account; null while it is not locked. */
  lockedAt: number | null;
}

/** A password-reset token, as sent in the forgot-password e-mail's link. */
export interface ResetToken {
  readonly token: string;
  readonly memberId: string;
  readonly email: string;
  /** The page the e-mail would link to: `/{lang}/reset-password/?token=<token>`. */
  readonly link: string;
  /** Epoch ms. */
  readonly expiresAt: number;
  used: boolean;
}

export type SocialProvider = 'wechat' | 'alipay';

/** A code the provider stand-in hands to the callback page after "Approve". */
export interface SocialCode {
  readonly provider: SocialProvider;
  /** The provider's id of the person (`wx-demo-gold`, ...). */
  readonly identity: string;
  /** Epoch ms. */
  readonly expiresAt: number;
  used: boolean;
}

/** A member's saved cart (booking spec §3 "Cart item"; contract item 6): items as the cart routes parsed them. */
export interface StoredCart {
  readonly currencyCode: string;
  readonly shoppingCartDeviceType: string;
  items: Record<string, unknown>[];
}

/**
 * What sandbox calls can change, rebuilt from the seed by `POST /__sandbox/reset`. Properties,
 * apartments, rates and the calendar are not here: they are pure functions of the seed; what is
 * left of each night's inventory is (`inventory`, DESIGN §8 "inventory as a ledger").
 */
export interface SandboxState {
  /** Demo members, then the ones signed up since; a password reset replaces a record in place. */
  readonly members: MemberRecord[];
  /** Login tokens (loyalty spec §3: "token with expiry"), by token. */
  readonly sessions: Map<string, MemberSession>;
  /** By member id; a member without an entry has no wrong password in a row. */
  readonly loginFailures: Map<string, LoginFailures>;
  /** Oldest first. */
  readonly resetTokens: ResetToken[];
  /** By code. */
  readonly socialCodes: Map<string, SocialCode>;
  /** Member id by `provider:identity`. */
  readonly socialLinks: Map<string, string>;
  /** The number of the next signed-up member's id (`SM2000001`, ...). */
  nextMemberNumber: number;
  /** Holds and reservations against the seeded capacity. */
  readonly inventory: InventoryLedger;
  /** Member carts by `memberCartKey` (member, currency, device type). */
  readonly memberCarts: Map<string, StoredCart>;
  /** The first answer of each write by `member id + Idempotency-Key`: a repeated key answers it again (DESIGN §8). */
  readonly idempotentAnswers: Map<string, unknown>;
  /** Checkout holds, payment sessions, reservations, downtime switches (issue 16). */
  readonly checkout: CheckoutState;
  /** Members' points movements and the points reserved by holds (issue 17; `points-ledger.ts`). */
  readonly points: PointsLedger;
}

export function memberCartKey(memberId: string, currencyCode: string, deviceType: string): string {
  return `${memberId}|${currencyCode}|${deviceType}`;
}

/** The social identities the stand-in provider pages approve as (account contract "Social provider stand-ins"). */
export const SEEDED_SOCIAL_IDENTITIES: Readonly<Record<SocialProvider, string>> = { wechat: 'wx-demo-gold', alipay: 'ali-demo-new' };

export function socialLinkKey(provider: SocialProvider, identity: string): string {
  return `${provider}:${identity}`;
}

export function createSeededState(): SandboxState {
  // The demo members' scrypt hashes are made on first use: rate and cart calls never wait for them.
  let members: MemberRecord[] | undefined;
  return {
    get members(): MemberRecord[] {
      members ??= demoMembers();
      return members;
    },
    sessions: new Map(),
    loginFailures: new Map(),
    resetTokens: [],
    socialCodes: new Map(),
    // wx-demo-gold is gold@demo.stay.example; ali-demo-new is linked to nobody (the register path).
    socialLinks: new Map([[socialLinkKey('wechat', SEEDED_SOCIAL_IDENTITIES.wechat), 'SM1000003']]),
    nextMemberNumber: 2_000_001,
    inventory: createInventoryLedger(),
    memberCarts: new Map(),
    idempotentAnswers: new Map(),
    checkout: createCheckoutState(),
    points: createPointsLedger(),
  };
}
