import type { RedemptionRoom, RedemptionSplit } from './redemption';

/**
 * Loyalty spec §3 "Redemption requests": the two bodies the redemption calls take, built from a
 * split (`splitRedemption`). A redemption that pays every room in full is a full redemption;
 * anything less a partial one. The modify flow (loyalty §3 "Modify-reservation record") fills the
 * confirmation number; a new booking sends '' and false.
 */

export interface ModifyFlow {
  confirmationNo: string;
}

export interface FullRedemptionRequest {
  roomRate: {
    maxChargePoint: number;
    maxTaxPoint: number;
    maxAddOnPoint: number;
    isModifyFlow: boolean;
    pointRedeemed: number;
    modifyConfirmationNo: string;
  }[];
  pointRate: number;
  addons: { shoppingCartItemId: string; serviceInventoryCode: string }[];
  voucherInfo: { voucherCode: string; category: string } | null;
  hotelCode: string;
  promotionCode: string;
}

export interface PartialRedemptionRequest {
  rooms: { shoppingCartItemId: string; hotelCode: string; roomTypeCode: string; ratePlanCode: string; pointRedeemed: number }[];
  pointRedeemed: number;
  isModifying: boolean;
  modifyingConfirmationNo: string;
  /** Decision (shape not shown): one entry per property, its room type codes in cart order, once each. */
  lstRoomTypeCodeByProperty: { propertyCode: string; roomTypeCodes: string[] }[];
}

export type RedemptionRequest = { kind: 'full'; body: FullRedemptionRequest } | { kind: 'partial'; body: PartialRedemptionRequest };

export interface RedemptionRequestInput {
  rooms: readonly RedemptionRoom[];
  split: RedemptionSplit;
  pointRate: number;
  addons: readonly { shoppingCartItemId: string; serviceInventoryCode: string }[];
  voucherInfo?: { voucherCode: string; category: string } | undefined;
  promotionCode: string;
  modify?: ModifyFlow | undefined;
}

/** Full when points pay every room (stay, tax and add-ons) in full; undefined when no points are spent. */
export function buildRedemptionRequest(input: RedemptionRequestInput): RedemptionRequest | undefined {
  const { split, rooms, modify } = input;
  if (split.points <= 0) return undefined;
  const modifying = modify !== undefined && modify.confirmationNo.trim() !== '';
  const confirmationNo = modifying ? modify.confirmationNo.trim() : '';
  if (split.rooms.every((room) => room.isFullRedeem)) {
    return {
      kind: 'full',
      body: {
        roomRate: split.rooms.map((room) => ({
          maxChargePoint: room.maxChargePoint,
          maxTaxPoint: room.maxTaxPoint,
          maxAddOnPoint: room.maxAddOnPoint,
          isModifyFlow: modifying,
          pointRedeemed: room.pointRedeemed,
          modifyConfirmationNo: confirmationNo,
        })),
        pointRate: input.pointRate,
        addons: input.addons.map(({ shoppingCartItemId, serviceInventoryCode }) => ({ shoppingCartItemId, serviceInventoryCode })),
        voucherInfo: input.voucherInfo ?? null,
        hotelCode: rooms[0]?.hotelCode ?? '',
        promotionCode: input.promotionCode.trim(),
      },
    };
  }
  const byProperty = new Map<string, string[]>();
  for (const room of rooms) {
    const codes = byProperty.get(room.hotelCode) ?? [];
    if (!codes.includes(room.roomTypeCode)) codes.push(room.roomTypeCode);
    byProperty.set(room.hotelCode, codes);
  }
  return {
    kind: 'partial',
    body: {
      rooms: rooms.map((room, index) => ({
        shoppingCartItemId: room.shoppingCartItemId,
        hotelCode: room.hotelCode,
        roomTypeCode: room.roomTypeCode,
        ratePlanCode: room.ratePlanCode,
        pointRedeemed: split.rooms[index]?.pointRedeemed ?? 0,
      })),
      pointRedeemed: split.points,
      isModifying: modifying,
      modifyingConfirmationNo: confirmationNo,
      lstRoomTypeCodeByProperty: [...byProperty].map(([propertyCode, roomTypeCodes]) => ({ propertyCode, roomTypeCodes })),
    },
  };
}
