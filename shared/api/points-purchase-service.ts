/**
 * Buying points (loyalty spec §7 "Loyalty": point-packages ?purchaseCode, points-purchase-order,
 * checkout/hold-points-purchase, get-transaction-url, checkout/commit-points-purchase,
 * get-transaction-status; §4 "hold, then commit; transaction url and status calls check the
 * result"). Member calls: the client sends the token by itself.
 */
import { count, isRecord, listOf, text } from '../domain/json-guards';
import { isPurchaseType, type PointPackage, type PointsPurchaseOrder } from '../domain/loyalty/points-purchase';
import type { ApiClient, ApiResult } from './types';

const idempotent = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export function parsePointPackage(raw: unknown): PointPackage | undefined {
  if (!isRecord(raw)) return undefined;
  const packageId = text(raw, 'packageId');
  const points = count(raw, 'points');
  const pricePerPoint = count(raw, 'pricePerPoint');
  const currency = text(raw, 'currency');
  const { purchaseType } = raw;
  if (!packageId || !points || !pricePerPoint || !currency || !isPurchaseType(purchaseType)) return undefined;
  return { packageId, points, pricePerPoint, currency, purchaseType };
}

/** The packages of a purchase code; an entry that does not parse is left out, an answer without a list is malformed. */
export function parsePointPackages(raw: unknown): PointPackage[] | undefined {
  return isRecord(raw) ? listOf(raw.packages, parsePointPackage) : undefined;
}

export function fetchPointPackages(client: ApiClient, purchaseCode: string): Promise<ApiResult<PointPackage[]>> {
  return client.get('/api/loyalty/point-packages', { query: { purchaseCode }, parse: parsePointPackages });
}

const idOf = (field: string) => (raw: unknown) => (isRecord(raw) ? text(raw, field) || undefined : undefined);

/** The order as placed: its `orderId`. */
export function placePointsPurchaseOrder(
  client: ApiClient,
  order: PointsPurchaseOrder,
  idempotencyKey: string,
): Promise<ApiResult<string>> {
  return client.post('/api/loyalty/points-purchase-order', order, { parse: idOf('orderId'), ...idempotent(idempotencyKey) });
}

/** The hold of the order: its `holdId`. */
export function holdPointsPurchase(client: ApiClient, orderId: string, idempotencyKey: string): Promise<ApiResult<string>> {
  return client.post('/api/loyalty/checkout/hold-points-purchase', { orderId }, { parse: idOf('holdId'), ...idempotent(idempotencyKey) });
}

export interface TransactionUrl {
  transactionId: string;
  transactionUrl: string;
}

function parseTransactionUrl(raw: unknown): TransactionUrl | undefined {
  if (!isRecord(raw)) return undefined;
  const transactionId = text(raw, 'transactionId');
  const transactionUrl = text(raw, 'transactionUrl');
  // The hosted page is the provider's: a path of the service or an https address, never a script URL.
  const safe = transactionUrl && (/^\/(?!\/)/.test(transactionUrl) || /^https:\/\//i.test(transactionUrl));
  return transactionId && safe ? { transactionId, transactionUrl } : undefined;
}

export function requestTransactionUrl(client: ApiClient, holdId: string, returnUrl: string): Promise<ApiResult<TransactionUrl>> {
  return client.post('/api/loyalty/get-transaction-url', { holdId, returnUrl }, { parse: parseTransactionUrl });
}

export interface CommittedPurchase {
  orderId: string;
  transactionId: string;
  purchasePoints: number;
  recipientMemberId: string | undefined;
  /** The buyer's available points after the purchase. */
  availablePoints: number | undefined;
}

function parseCommitted(raw: unknown): CommittedPurchase | undefined {
  if (!isRecord(raw)) return undefined;
  const orderId = text(raw, 'orderId');
  const transactionId = text(raw, 'transactionId');
  const purchasePoints = count(raw, 'purchasePoints');
  if (!orderId || !transactionId || purchasePoints === undefined) return undefined;
  return {
    orderId,
    transactionId,
    purchasePoints,
    recipientMemberId: text(raw, 'recipientMemberId'),
    availablePoints: count(raw, 'availablePoints'),
  };
}

export interface CommitPurchaseRequest {
  holdId: string;
  paymentResult: string;
  signature: string;
}

export function commitPointsPurchase(
  client: ApiClient,
  request: CommitPurchaseRequest,
  idempotencyKey: string,
): Promise<ApiResult<CommittedPurchase>> {
  return client.post('/api/loyalty/checkout/commit-points-purchase', request, { parse: parseCommitted, ...idempotent(idempotencyKey) });
}

export type TransactionStatus = 'pending' | 'approved' | 'declined' | 'abandoned' | 'committed';
const STATUSES: readonly string[] = ['pending', 'approved', 'declined', 'abandoned', 'committed'];

export function fetchTransactionStatus(client: ApiClient, transactionId: string): Promise<ApiResult<TransactionStatus>> {
  return client.post(
    '/api/loyalty/get-transaction-status',
    { transactionId },
    { parse: (raw) => (isRecord(raw) && STATUSES.includes(text(raw, 'status') ?? '') ? (raw.status as TransactionStatus) : undefined) },
  );
}
