/**
 * MINIMAL STAND-IN written on branch res-manage (issue 18 contract): helper C's
 * `shared/store/modify-session.ts` replaces it at merge. Same signature: the manage view calls
 * `beginModify(record)` before it navigates to the rates page. Kept in memory here only.
 */
export interface ModifyReservationRecord {
  readonly confirmNo: string;
  readonly pointsRedeemed: number;
  readonly returnVoucher: boolean;
  readonly promotionType: 0 | 5;
  readonly hotelCode: string;
  readonly startDate: string;
  readonly endDate: string;
}

let current: ModifyReservationRecord | undefined;

export function beginModify(record: ModifyReservationRecord): void {
  current = record;
}

export function leaveModify(): void {
  current = undefined;
}

/** The record of the flow under way (stand-in). */
export const currentModifyRecord = (): ModifyReservationRecord | undefined => current;
