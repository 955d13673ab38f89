/**
 * The sandbox's points purchases (loyalty spec §3 "Points purchase", §4 "hold, then commit";
 * issue 17 item 5 "point packages and purchases"): the packages of each purchase code, and the
 * orders, holds and payment transactions made this run. Kept per sandbox state (a WeakMap), so
 * `POST /__sandbox/reset` forgets them with everything else.
 */
import type { PointPackage, PointsPurchaseOrder } from '../../../shared/domain/loyalty/points-purchase.ts';
import type { PaymentOutcome } from '../checkout/checkout-state.ts';
import type { SandboxState } from '../state.ts';

/** Packages by purchase code (`point-packages ?purchaseCode`); codes are matched without case. */
export const POINT_PACKAGE_SEEDS: Readonly<Record<string, readonly PointPackage[]>> = {
  BUYPOINTS: [
    { packageId: 'P1000', points: 1000, pricePerPoint: 0.0125, currency: 'SGD', purchaseType: 'points' },
    { packageId: 'P5000', points: 5000, pricePerPoint: 0.012, currency: 'SGD', purchaseType: 'points' },
    { packageId: 'P10000', points: 10000, pricePerPoint: 0.0115, currency: 'SGD', purchaseType: 'points' },
    { packageId: 'R2000', points: 2000, pricePerPoint: 0.013, currency: 'SGD', purchaseType: 'regular' },
    { packageId: 'T5000', points: 5000, pricePerPoint: 0.015, currency: 'SGD', purchaseType: 'tier' },
  ],
  'BUYPOINTS-JP': [
    { packageId: 'J1000', points: 1000, pricePerPoint: 1.35, currency: 'JPY', purchaseType: 'points' },
    { packageId: 'J3333', points: 3333, pricePerPoint: 1.3337, currency: 'JPY', purchaseType: 'points' },
  ],
};

export function packagesOf(purchaseCode: string): readonly PointPackage[] | undefined {
  return POINT_PACKAGE_SEEDS[purchaseCode.trim().toUpperCase()];
}

export interface PurchaseOrderRecord {
  readonly order: PointsPurchaseOrder;
  readonly buyerMemberId: string;
  readonly packageId: string;
}

export interface PurchaseHoldRecord {
  readonly holdId: string;
  readonly orderId: string;
  readonly expiresAt: number;
  /** held → committed once the points are credited. */
  status: 'held' | 'committed';
  /** The commit's answer, repeated for a commit of the same hold again. */
  committed?: unknown;
}

export interface PurchaseTransaction {
  readonly transactionId: string;
  readonly holdId: string;
  readonly returnUrl: string;
  readonly amount: number;
  readonly currency: string;
  /** The hosted page's choice, once made. */
  outcome: PaymentOutcome | undefined;
}

export interface PointsPurchaseState {
  readonly orders: Map<string, PurchaseOrderRecord>;
  readonly holds: Map<string, PurchaseHoldRecord>;
  readonly transactions: Map<string, PurchaseTransaction>;
}

const STATES = new WeakMap<SandboxState, PointsPurchaseState>();

export function pointsPurchaseStateOf(state: SandboxState): PointsPurchaseState {
  let found = STATES.get(state);
  if (!found) {
    found = { orders: new Map(), holds: new Map(), transactions: new Map() };
    STATES.set(state, found);
  }
  return found;
}
