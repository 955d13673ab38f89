/**
 * The service gateway's member-programme calls (loyalty spec §7 "Representative and tier-match
 * services": POST, subscription key, JSON, a messageId per call; §1 miles link and tier match; §3
 * "Representative data"; §6 "representative calls send the login token as authorization"; §8
 * E381-E394, 10121-10127). Every call needs a `messageId` (400 `BAD_REQUEST` without one). The
 * member calls read the Bearer token (401 `555`); the representative calls also answer 403
 * `FORBIDDEN` to an account that is not a representative. What the spec does not show (body
 * shapes, which code means what) is our decision, written in the sandbox README "Member programmes".
 */
import { randomBytes } from 'node:crypto';
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { voucherStoreOf } from '../loyalty/vouchers.ts';
import { memberProgrammesOf, type DistributedVoucher } from '../member-programmes-state.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { MILES_PROGRAMME_SEEDS, REPRESENTATIVE_SEEDS, TIER_MATCH_PROGRAMME_SEEDS } from '../seed/member-programmes.ts';
import type { MemberRecord } from '../seed/index.ts';
import { memberById, signedInMember } from './member-session.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBERSHIP_NO = /^[A-Z0-9]{6,16}$/;

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (body: Body, field: string): string => (typeof body[field] === 'string' ? (body[field] as string).trim() : '');
const isoDate = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** The body, or undefined after answering 400 when it is not an object with a messageId. */
function gatewayBody(context: RouteContext): Body | undefined {
  const body = context.body;
  if (!isBody(body) || textOf(body, 'messageId') === '') {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send a JSON object with a messageId (prefix, date, 8 random characters).');
    return undefined;
  }
  context.note(`messageId ${textOf(body, 'messageId')}`);
  return body;
}

/** A call of a signed-in member: the body, the member and the time. */
function memberCall(answer: (context: RouteContext, body: Body, member: MemberRecord, now: number) => void) {
  return (context: RouteContext): void => {
    const body = gatewayBody(context);
    if (!body) return;
    const signedIn = signedInMember(context);
    if (!signedIn) return;
    answer(context, body, signedIn.member, context.runtime.now().getTime());
  };
}

/** A representative call (§6): a member token of a representative account, else 403 FORBIDDEN. */
function representativeCall(answer: (context: RouteContext, body: Body, member: MemberRecord, now: number) => void) {
  return memberCall((context, body, member, now) => {
    if (member.accountType !== 'representative' || !REPRESENTATIVE_SEEDS.some((seed) => seed.memberId === member.memberId)) {
      sendError(context.res, 403, 'FORBIDDEN', 'Only a representative account may use the representative calls.');
      return;
    }
    answer(context, body, member, now);
  });
}

/** POST /odx/getmilesprogram: the programmes, each with the member's linked number when signed in with a token. */
function milesProgrammes(context: RouteContext): void {
  if (!gatewayBody(context)) return;
  // The list is public; a token (when sent) adds the member's links. An unknown token reads as none.
  const hasToken = typeof context.req.headers.authorization === 'string';
  const member = hasToken ? signedInMemberQuietly(context) : undefined;
  const links = memberProgrammesOf(context.runtime.state).milesLinks;
  sendContent(context.res, {
    programmes: MILES_PROGRAMME_SEEDS.map(({ code, name, milesPerPoint }) => {
      const link = member ? links.get(`${member.memberId}:${code}`) : undefined;
      return { code, name, milesPerPoint, linkedMembershipNo: link?.membershipNo ?? null };
    }),
  });
}

function signedInMemberQuietly(context: RouteContext): MemberRecord | undefined {
  const token = /^Bearer (.+)$/.exec(context.req.headers.authorization ?? '')?.[1];
  const session = token ? context.runtime.state.sessions.get(token) : undefined;
  return session && session.expiresAt > context.runtime.now().getTime() ? memberById(context.runtime.state, session.memberId) : undefined;
}

const sameName = (a: string, b: string): boolean => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** POST /odx/membermilesprogramme {programmeCode, membershipNo, firstName, lastName}: links the membership. */
const linkMiles = memberCall((context, body, member, now) => {
  const programmeCode = textOf(body, 'programmeCode').toUpperCase();
  const membershipNo = textOf(body, 'membershipNo').replace(/\s+/g, '').toUpperCase();
  const firstName = textOf(body, 'firstName');
  const lastName = textOf(body, 'lastName');
  const programme = MILES_PROGRAMME_SEEDS.find((seed) => seed.code === programmeCode);
  const links = memberProgrammesOf(context.runtime.state).milesLinks;
  if (!programme) return sendError(context.res, 404, 'E385', `No miles programme ${programmeCode || '(none sent)'}.`);
  if (!MEMBERSHIP_NO.test(membershipNo)) return sendError(context.res, 400, 'E381', 'The membership number is 6 to 16 letters or digits.');
  if (links.has(`${member.memberId}:${programmeCode}`))
    return sendError(context.res, 409, 'E382', `A ${programme.name} membership is already linked to this account.`);
  const elsewhere = [...links.values()].find((link) => link.programmeCode === programmeCode && link.membershipNo === membershipNo);
  if (elsewhere) return sendError(context.res, 409, 'E383', 'This membership is linked to another account.');
  if (!sameName(firstName, member.firstName) || !sameName(lastName, member.lastName))
    return sendError(context.res, 400, 'E384', 'The name on the miles membership must be the member’s name.');
  const link = { memberId: member.memberId, programmeCode, membershipNo, firstName, lastName, linkedAt: new Date(now).toISOString() };
  links.set(`${member.memberId}:${programmeCode}`, link);
  sendContent(context.res, { programmeCode, membershipNo, linkedAt: link.linkedAt });
});

/** POST /odx/tiermatchloyaltyprogram: the programmes a tier match accepts, and the member's requests when signed in. */
function tierMatchProgrammes(context: RouteContext): void {
  if (!gatewayBody(context)) return;
  const member = signedInMemberQuietly(context);
  const requests = member
    ? memberProgrammesOf(context.runtime.state).tierMatchRequests.filter((request) => request.memberId === member.memberId)
    : [];
  sendContent(context.res, {
    programmes: TIER_MATCH_PROGRAMME_SEEDS.map(({ code, name, tiers }) => ({ code, name, tiers: tiers.map((tier) => ({ ...tier })) })),
    requests: requests.map(({ memberId: _memberId, ...request }) => request),
  });
}

/** POST /odx/submitmembertiermatch {programmeCode, tierCode, membershipNo, proof}: one pending request per programme. */
const submitTierMatch = memberCall((context, body, member, now) => {
  const programmeCode = textOf(body, 'programmeCode').toUpperCase();
  const tierCode = textOf(body, 'tierCode').toUpperCase();
  const membershipNo = textOf(body, 'membershipNo');
  const proof = textOf(body, 'proof');
  const programme = TIER_MATCH_PROGRAMME_SEEDS.find((seed) => seed.code === programmeCode);
  if (!programme || !programme.tiers.some((tier) => tier.code === tierCode) || !membershipNo || !proof) {
    return sendError(
      context.res,
      400,
      SANDBOX_ERROR_CODES.badRequest,
      'Send a known programmeCode and tierCode, the membershipNo and the proof.',
    );
  }
  const state = memberProgrammesOf(context.runtime.state);
  if (state.tierMatchRequests.some((request) => request.memberId === member.memberId && request.programmeCode === programmeCode)) {
    return sendError(context.res, 409, SANDBOX_ERROR_CODES.badRequest, 'A tier match request for this programme is already pending.');
  }
  const request = {
    requestId: `TM${String(state.nextNumber++).padStart(6, '0')}`,
    memberId: member.memberId,
    programmeCode,
    tierCode,
    membershipNo,
    proof,
    submittedAt: new Date(now).toISOString(),
    status: 'pending' as const,
  };
  state.tierMatchRequests.push(request);
  const { memberId: _memberId, ...answer } = request;
  sendContent(context.res, answer);
});

const representativeSeedOf = (member: MemberRecord) => REPRESENTATIVE_SEEDS.find((seed) => seed.memberId === member.memberId)!;

/** POST /odx/representativeinfo */
const representativeInfo = representativeCall((context, _body, member) => {
  const seed = representativeSeedOf(member);
  sendContent(context.res, {
    representativeId: member.memberId,
    name: `${member.firstName} ${member.lastName}`,
    region: seed.region,
    company: seed.company,
    since: member.memberSince,
  });
});

/** POST /odx/representativevouchers: the point vouchers the representative can still give. */
const representativeVouchers = representativeCall((context, _body, member, now) => {
  const stock = memberProgrammesOf(context.runtime.state).voucherStock;
  sendContent(context.res, {
    vouchers: representativeSeedOf(member).vouchers.map(({ voucherProgrammeCode, title, points, expiresInDays }) => ({
      voucherProgrammeCode,
      title,
      points,
      remaining: stock.get(`${member.memberId}:${voucherProgrammeCode}`) ?? 0,
      expiryDate: isoDate(now + expiresInDays * DAY_MS),
    })),
  });
});

/** POST /odx/representativeactivities */
const representativeActivities = representativeCall((context, _body, member, now) => {
  sendContent(context.res, {
    activities: representativeSeedOf(member).activities.map(({ daysAgo, ...activity }) => ({
      ...activity,
      date: isoDate(now - daysAgo * DAY_MS),
    })),
  });
});

/** Only the member id and the initial of the last name: a representative needs no more (privacy). */
function distributedView(state: RouteContext['runtime']['state'], voucher: DistributedVoucher) {
  const member = memberById(state, voucher.memberId);
  const { representativeId: _representativeId, ...view } = voucher;
  return { ...view, memberName: member ? `${member.firstName} ${member.lastName.slice(0, 1)}.` : '' };
}

/** POST /odx/representativedistributedactivities: what the representative gave, newest first. */
const distributedActivities = representativeCall((context, _body, member) => {
  const { state } = context.runtime;
  const given = memberProgrammesOf(state).distributed.filter((voucher) => voucher.representativeId === member.memberId);
  sendContent(context.res, { activities: given.reverse().map((voucher) => distributedView(state, voucher)) });
});

/**
 * POST /odx/distributepointsvouchers {memberId, voucherProgrammeCode}: one voucher to a member.
 * 404 10121 unknown member; 409 10122 none left; 400 10123 to a representative (themselves
 * included); 400 10124 unknown voucher programme.
 */
const distributePointVoucher = representativeCall((context, body, member, now) => {
  const { state } = context.runtime;
  const recipient = memberById(state, textOf(body, 'memberId').toUpperCase());
  const voucher = representativeSeedOf(member).vouchers.find(
    (seed) => seed.voucherProgrammeCode === textOf(body, 'voucherProgrammeCode').toUpperCase(),
  );
  const programmes = memberProgrammesOf(state);
  if (!recipient) return sendError(context.res, 404, '10121', 'No member with this id.');
  if (recipient.accountType === 'representative')
    return sendError(context.res, 400, '10123', 'Point vouchers go to members, not representatives.');
  if (!voucher) return sendError(context.res, 400, '10124', 'No such point voucher to distribute.');
  const stockKey = `${member.memberId}:${voucher.voucherProgrammeCode}`;
  const remaining = programmes.voucherStock.get(stockKey) ?? 0;
  if (remaining < 1) return sendError(context.res, 409, '10122', 'No vouchers of this kind are left to distribute.');
  programmes.voucherStock.set(stockKey, remaining - 1);
  const { stock } = voucherStoreOf(state, now);
  stock.set(voucher.voucherProgrammeCode, Math.max(0, (stock.get(voucher.voucherProgrammeCode) ?? 0) - 1));
  const distributed: DistributedVoucher = {
    distributionId: `DV${String(programmes.nextNumber++).padStart(6, '0')}`,
    representativeId: member.memberId,
    memberId: recipient.memberId,
    voucherCode: `${voucher.voucherProgrammeCode}-${randomBytes(4).toString('hex').toUpperCase()}`,
    voucherProgrammeCode: voucher.voucherProgrammeCode,
    title: voucher.title,
    points: voucher.points,
    distributedAt: new Date(now).toISOString(),
    expiryDate: isoDate(now + voucher.expiresInDays * DAY_MS),
  };
  programmes.distributed.push(distributed);
  // The voucher itself: a non-booking points voucher the member links to their account, then redeems.
  voucherStoreOf(state, now).vouchers.set(distributed.voucherCode, {
    voucherCode: distributed.voucherCode,
    voucherProgrammeCode: voucher.voucherProgrammeCode,
    category: 'cash',
    type: 'non-booking',
    title: voucher.title,
    memberId: undefined,
    offeredTo: recipient.memberId,
    expiresAt: now + voucher.expiresInDays * DAY_MS,
    value: voucher.points,
    currency: undefined,
    promoCode: '',
    minimumNights: 0,
    hotelCodes: [],
    gives: 'points',
    reservation: undefined,
    used: false,
  });
  sendContent(context.res, distributedView(state, distributed));
});

export function registerGatewayRoutes(router: Router): void {
  router
    .add('POST', '/odx/getmilesprogram', milesProgrammes)
    .add('POST', '/odx/membermilesprogramme', linkMiles)
    .add('POST', '/odx/tiermatchloyaltyprogram', tierMatchProgrammes)
    .add('POST', '/odx/submitmembertiermatch', submitTierMatch)
    .add('POST', '/odx/representativeinfo', representativeInfo)
    .add('POST', '/odx/representativevouchers', representativeVouchers)
    .add('POST', '/odx/representativeactivities', representativeActivities)
    .add('POST', '/odx/representativedistributedactivities', distributedActivities)
    .add('POST', '/odx/distributepointsvouchers', distributePointVoucher);
}
