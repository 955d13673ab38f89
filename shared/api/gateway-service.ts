import { count, isRecord, listOf, text, type Json } from '../domain/json-guards';
import { messageId, WIDGET_MESSAGE_PREFIX } from '../domain/loyalty/message-id';
import type { MilesLinkValues } from '../domain/loyalty/miles-link';
import { milesLinkRequest } from '../domain/loyalty/miles-link';
import { gatewayPathFor, parseDirectGatewayCalls } from '../domain/content/gateway-route';
import { CONFIGURATION_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient, ApiResult } from './types';

/**
 * The service gateway's member-programme calls (loyalty spec §7 "Representative and tier-match
 * services": POST, subscription key, JSON, a messageId per call; §6 the representative calls carry
 * the login token, which the client adds by itself), plus the lucky-draw configuration and the
 * point history (§7 Loyalty). Never cached: each answer belongs to one member and one moment.
 * Parsed at the boundary: a list entry that does not parse is dropped.
 */

/** Every gateway body starts with a fresh message id and the language (spec §7). */
export function gatewayEnvelope(language: string, now: Date = new Date()): { messageId: string; language: string } {
  return { messageId: messageId(WIDGET_MESSAGE_PREFIX, now), language };
}

/**
 * Content spec §7 `odx-call-directly.json` (kept a day, §9 "ODX configuration"): whether this call
 * goes straight to the gateway or through the service's loyalty proxy (shared/domain/content/gateway-route.ts).
 */
async function gatewayPath(client: ApiClient, path: `odx/${string}`): Promise<string> {
  const directCalls = await client.content('odx-call-directly.json', {
    parse: parseDirectGatewayCalls,
    cacheFor: CONFIGURATION_LIFETIME_MS,
  });
  if (!directCalls.ok && directCalls.error.kind !== 'aborted')
    console.warn(
      `[stay-widgets] odx-call-directly.json could not be read (${directCalls.error.message}); gateway calls go to the gateway.`,
    );
  return gatewayPathFor(path, directCalls.ok ? directCalls.data : undefined);
}

async function gatewayPost<T>(
  client: ApiClient,
  path: `odx/${string}`,
  language: string,
  body: Json,
  parse: (raw: unknown) => T | undefined,
) {
  return client.post<T>(await gatewayPath(client, path), { ...gatewayEnvelope(language), ...body }, { parse });
}

const required = (record: Json, field: string): string | undefined => {
  const value = text(record, field);
  return value ? value : undefined;
};

export interface MilesProgramme {
  code: string;
  name: string;
  linkedMembershipNo: string | null;
}

function parseMilesProgramme(raw: unknown): MilesProgramme | undefined {
  if (!isRecord(raw)) return undefined;
  const code = required(raw, 'code');
  const name = required(raw, 'name');
  if (!code || !name) return undefined;
  return { code, name, linkedMembershipNo: text(raw, 'linkedMembershipNo') || null };
}

export const parseMilesProgrammes = (raw: unknown): MilesProgramme[] | undefined =>
  isRecord(raw) ? listOf(raw.programmes, parseMilesProgramme) : undefined;

/** `odx/getmilesprogram`: the programmes, each with the member's linked number. */
export const fetchMilesProgrammes = (client: ApiClient, language: string): Promise<ApiResult<MilesProgramme[]>> =>
  gatewayPost(client, 'odx/getmilesprogram', language, {}, parseMilesProgrammes);

export interface MilesLinked {
  programmeCode: string;
  membershipNo: string;
}

/** `odx/membermilesprogramme`: links the membership; E381-E394 come back as the error's code. */
export const linkMilesMembership = (client: ApiClient, values: MilesLinkValues, language: string): Promise<ApiResult<MilesLinked>> =>
  gatewayPost(client, 'odx/membermilesprogramme', language, milesLinkRequest(values), (raw) => {
    if (!isRecord(raw)) return undefined;
    const programmeCode = required(raw, 'programmeCode');
    const membershipNo = required(raw, 'membershipNo');
    return programmeCode && membershipNo ? { programmeCode, membershipNo } : undefined;
  });

export interface TierMatchProgramme {
  code: string;
  name: string;
  tiers: { code: string; name: string }[];
}

export interface TierMatchRequest {
  requestId: string;
  programmeCode: string;
  tierCode: string;
  submittedAt: string;
  status: string;
}

export interface TierMatchOverview {
  programmes: TierMatchProgramme[];
  requests: TierMatchRequest[];
}

function parseTier(raw: unknown): { code: string; name: string } | undefined {
  if (!isRecord(raw)) return undefined;
  const code = required(raw, 'code');
  const name = required(raw, 'name');
  return code && name ? { code, name } : undefined;
}

function parseTierMatchProgramme(raw: unknown): TierMatchProgramme | undefined {
  const base = parseTier(raw);
  const tiers = isRecord(raw) ? listOf(raw.tiers, parseTier) : undefined;
  return base && tiers && tiers.length > 0 ? { ...base, tiers } : undefined;
}

function parseTierMatchRequest(raw: unknown): TierMatchRequest | undefined {
  if (!isRecord(raw)) return undefined;
  const requestId = required(raw, 'requestId');
  const programmeCode = required(raw, 'programmeCode');
  const tierCode = required(raw, 'tierCode');
  const submittedAt = required(raw, 'submittedAt');
  const status = required(raw, 'status');
  return requestId && programmeCode && tierCode && submittedAt && status
    ? { requestId, programmeCode, tierCode, submittedAt, status }
    : undefined;
}

export function parseTierMatchOverview(raw: unknown): TierMatchOverview | undefined {
  if (!isRecord(raw)) return undefined;
  const programmes = listOf(raw.programmes, parseTierMatchProgramme);
  if (!programmes) return undefined;
  return { programmes, requests: listOf(raw.requests, parseTierMatchRequest) ?? [] };
}

/** `odx/tiermatchloyaltyprogram`: the programmes a match accepts and the member's requests. */
export const fetchTierMatch = (client: ApiClient, language: string): Promise<ApiResult<TierMatchOverview>> =>
  gatewayPost(client, 'odx/tiermatchloyaltyprogram', language, {}, parseTierMatchOverview);

export interface TierMatchSubmission {
  programmeCode: string;
  tierCode: string;
  membershipNo: string;
  /** What proves the other tier (a card's details, a statement reference). */
  proof: string;
}

/** `odx/submitmembertiermatch` with the member's proof. */
export const submitTierMatch = (
  client: ApiClient,
  submission: TierMatchSubmission,
  language: string,
): Promise<ApiResult<TierMatchRequest>> =>
  gatewayPost(client, 'odx/submitmembertiermatch', language, { ...submission }, parseTierMatchRequest);

export interface RepresentativeInfo {
  representativeId: string;
  name: string;
  region: string;
  company: string;
}

export interface RepresentativeVoucher {
  voucherProgrammeCode: string;
  title: string;
  points: number;
  remaining: number;
  expiryDate: string;
}

export interface RepresentativeActivity {
  activityId: string;
  title: string;
  date: string;
}

export interface DistributedActivity {
  distributionId: string;
  memberId: string;
  memberName: string;
  voucherCode: string;
  title: string;
  points: number;
  distributedAt: string;
}

/** Representative data (spec §3: body shapes not shown; ours as the sandbox answers them). */
export interface RepresentativePanelData {
  info: RepresentativeInfo;
  vouchers: RepresentativeVoucher[];
  activities: RepresentativeActivity[];
  distributed: DistributedActivity[];
}

function parseInfo(raw: unknown): RepresentativeInfo | undefined {
  if (!isRecord(raw)) return undefined;
  const representativeId = required(raw, 'representativeId');
  const name = required(raw, 'name');
  return representativeId && name
    ? { representativeId, name, region: text(raw, 'region') ?? '', company: text(raw, 'company') ?? '' }
    : undefined;
}

function parseVoucher(raw: unknown): RepresentativeVoucher | undefined {
  if (!isRecord(raw)) return undefined;
  const voucherProgrammeCode = required(raw, 'voucherProgrammeCode');
  const points = count(raw, 'points');
  const remaining = count(raw, 'remaining');
  if (!voucherProgrammeCode || points === undefined || remaining === undefined) return undefined;
  return {
    voucherProgrammeCode,
    title: text(raw, 'title') ?? voucherProgrammeCode,
    points,
    remaining,
    expiryDate: text(raw, 'expiryDate') ?? '',
  };
}

function parseActivity(raw: unknown): RepresentativeActivity | undefined {
  if (!isRecord(raw)) return undefined;
  const activityId = required(raw, 'activityId');
  const title = required(raw, 'title');
  return activityId && title ? { activityId, title, date: text(raw, 'date') ?? '' } : undefined;
}

export function parseDistributed(raw: unknown): DistributedActivity | undefined {
  if (!isRecord(raw)) return undefined;
  const distributionId = required(raw, 'distributionId');
  const memberId = required(raw, 'memberId');
  const voucherCode = required(raw, 'voucherCode');
  const points = count(raw, 'points');
  if (!distributionId || !memberId || !voucherCode || points === undefined) return undefined;
  return {
    distributionId,
    memberId,
    memberName: text(raw, 'memberName') ?? '',
    voucherCode,
    title: text(raw, 'title') ?? voucherCode,
    points,
    distributedAt: text(raw, 'distributedAt') ?? '',
  };
}

const listIn =
  <T>(field: string, entry: (raw: unknown) => T | undefined) =>
  (raw: unknown): T[] | undefined =>
    isRecord(raw) ? listOf(raw[field], entry) : undefined;

/** The four representative reads together: `representativeinfo`, `…vouchers`, `…activities`, `…distributedactivities`. */
export async function fetchRepresentativePanel(client: ApiClient, language: string): Promise<ApiResult<RepresentativePanelData>> {
  const [info, vouchers, activities, distributed] = await Promise.all([
    gatewayPost(client, 'odx/representativeinfo', language, {}, parseInfo),
    gatewayPost(client, 'odx/representativevouchers', language, {}, listIn('vouchers', parseVoucher)),
    gatewayPost(client, 'odx/representativeactivities', language, {}, listIn('activities', parseActivity)),
    gatewayPost(client, 'odx/representativedistributedactivities', language, {}, listIn('activities', parseDistributed)),
  ]);
  if (!info.ok) return info;
  if (!vouchers.ok) return vouchers;
  if (!activities.ok) return activities;
  if (!distributed.ok) return distributed;
  return { ok: true, data: { info: info.data, vouchers: vouchers.data, activities: activities.data, distributed: distributed.data } };
}

/** `odx/distributepointsvouchers`: one point voucher to a member; 10121-10127 come back as the code. */
export const distributePointVoucher = (
  client: ApiClient,
  distribution: { memberId: string; voucherProgrammeCode: string },
  language: string,
): Promise<ApiResult<DistributedActivity>> =>
  gatewayPost(
    client,
    'odx/distributepointsvouchers',
    language,
    { memberId: distribution.memberId.trim().toUpperCase(), voucherProgrammeCode: distribution.voucherProgrammeCode },
    parseDistributed,
  );

/** `GET /api/lucky/configuration` (content.dateLuckyDraw); no date is a valid answer (no draw). */
export const fetchLuckyDraw = (client: ApiClient): Promise<ApiResult<{ dateLuckyDraw: string | undefined }>> =>
  client.get('/api/lucky/configuration', { parse: (raw) => (isRecord(raw) ? { dateLuckyDraw: text(raw, 'dateLuckyDraw') } : undefined) });

export interface PointMovement {
  movementId: string;
  kind: string;
  points: number;
  date: string;
  reference: string;
}

function parseMovement(raw: unknown): PointMovement | undefined {
  if (!isRecord(raw)) return undefined;
  const movementId = required(raw, 'movementId');
  const kind = required(raw, 'kind');
  const points = count(raw, 'points');
  const date = required(raw, 'date');
  if (!movementId || !kind || points === undefined || !date) return undefined;
  return { movementId, kind, points, date, reference: text(raw, 'reference') ?? '' };
}

/** The point history (spec §7 "a point-history path is also referenced"; §9: path and payload not shown, ours). */
export const POINT_HISTORY_PATH = '/api/loyalty/point-history';

/**
 * Spec §7: "an Arabic request adds lang ar except for point history": the history is asked for in
 * English when the page is Arabic (the client puts the page language in the headers otherwise).
 */
export const fetchPointHistory = (client: ApiClient, language: string): Promise<ApiResult<PointMovement[]>> =>
  client.get(POINT_HISTORY_PATH, {
    parse: (raw) => (isRecord(raw) ? listOf(raw.movements, parseMovement) : undefined),
    ...(language === 'ar' ? { language: 'en' } : {}),
  });
