/**
 * The modify-reservation record (booking spec §4 "Modify flow"; loyalty-and-account §3
 * "Modify-reservation record"): it flags the flow and carries the confirmation number, the points
 * already redeemed and a return-voucher flag; the promotion type is 5 for a voucher reservation,
 * otherwise 0. Decision (the spec is silent): it also carries the original stay (hotel, dates,
 * room, rate, add-ons and total) so the summary can show old and new side by side. No e-mail: the
 * e-mail comes from `reservationAccessAtom` (issue 12 §7: no e-mail in storage).
 */
export type ModifyPromotionType = 0 | 5;

export interface BookedAddon {
  serviceInventoryCode: string;
  title: string;
  numberOfAdult: number;
  numberOfChildren: number;
  /** The priced units as booked (booking spec §3 AddonQty: quantity x nights for a per-night add-on). */
  quantity: number;
  flightNo?: string | undefined;
  arrivalTime?: string | undefined;
  priceWithoutTax: number;
  tax: number;
}

export interface ModifyReservationRecord {
  confirmNo: string;
  pointsRedeemed: number;
  returnVoucher: boolean;
  promotionType: ModifyPromotionType;
  hotelCode: string;
  startDate: string;
  endDate: string;
  roomTypeCode?: string | undefined;
  ratePlanCode?: string | undefined;
  currencyCode?: string | undefined;
  /** The original stay's total with tax, in `currencyCode`. */
  total?: number | undefined;
  addons?: BookedAddon[] | undefined;
}

/** Booking spec §4 / loyalty §3: 5 marks a voucher-derived promotion, anything else is 0. */
export function modifyPromotionType(reservation: { voucherCode?: string | undefined; promotionType?: unknown }): ModifyPromotionType {
  if (reservation.promotionType === 5 || reservation.promotionType === '5') return 5;
  return reservation.voucherCode ? 5 : 0;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CONFIRM_NO = /^[A-Z0-9]{3,20}$/;

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function bookedAddonOf(raw: unknown): BookedAddon | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.serviceInventoryCode !== 'string' || !r.serviceInventoryCode) return undefined;
  return {
    serviceInventoryCode: r.serviceInventoryCode,
    title: typeof r.title === 'string' ? r.title : '',
    numberOfAdult: Math.max(0, finiteOr(r.numberOfAdult, 0)),
    numberOfChildren: Math.max(0, finiteOr(r.numberOfChildren, 0)),
    quantity: Math.max(0, finiteOr(r.quantity, 0)),
    flightNo: typeof r.flightNo === 'string' ? r.flightNo : undefined,
    arrivalTime: typeof r.arrivalTime === 'string' ? r.arrivalTime : undefined,
    priceWithoutTax: finiteOr(r.priceWithoutTax, 0),
    tax: finiteOr(r.tax, 0),
  };
}

/**
 * A stored record read back (session storage is the visitor's to edit): a record without a valid
 * confirmation number, hotel or dates is no record (undefined: the flow is off, a safe default);
 * optional parts that are malformed are dropped.
 */
export function parseModifyRecord(raw: unknown): ModifyReservationRecord | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const confirmNo = typeof r.confirmNo === 'string' ? r.confirmNo.trim().toUpperCase() : '';
  if (!CONFIRM_NO.test(confirmNo)) return undefined;
  if (typeof r.hotelCode !== 'string' || !r.hotelCode) return undefined;
  if (typeof r.startDate !== 'string' || !DATE.test(r.startDate)) return undefined;
  if (typeof r.endDate !== 'string' || !DATE.test(r.endDate) || r.endDate <= r.startDate) return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return {
    confirmNo,
    pointsRedeemed: Math.max(0, finiteOr(r.pointsRedeemed, 0)),
    returnVoucher: r.returnVoucher === true,
    promotionType: r.promotionType === 5 ? 5 : 0,
    hotelCode: r.hotelCode,
    startDate: r.startDate,
    endDate: r.endDate,
    roomTypeCode: text(r.roomTypeCode),
    ratePlanCode: text(r.ratePlanCode),
    currencyCode: text(r.currencyCode),
    total: typeof r.total === 'number' && Number.isFinite(r.total) ? r.total : undefined,
    addons: Array.isArray(r.addons) ? r.addons.map(bookedAddonOf).filter((a): a is BookedAddon => a !== undefined) : undefined,
  };
}
