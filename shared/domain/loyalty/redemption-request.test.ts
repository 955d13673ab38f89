import { describe, expect, it } from 'vitest';
import { splitRedemption, type RedemptionRoom } from './redemption';
import { buildRedemptionRequest } from './redemption-request';

const rate = 0.0025;
const rooms: RedemptionRoom[] = [
  {
    shoppingCartItemId: 'c1',
    hotelCode: 'SGS',
    roomTypeCode: 'STU',
    ratePlanCode: 'BAR',
    charge: 100,
    tax: 10,
    addonTotal: 20,
    addonCount: 1,
    redeems: true,
  },
  {
    shoppingCartItemId: 'c2',
    hotelCode: 'SGS',
    roomTypeCode: 'STU',
    ratePlanCode: 'MEM',
    charge: 50,
    tax: 5,
    addonTotal: 0,
    addonCount: 0,
    redeems: true,
  },
];
const input = (points: number, modify?: { confirmationNo: string }) => ({
  rooms,
  split: splitRedemption(rooms, points, rate, 'SGD'),
  pointRate: rate,
  addons: [{ shoppingCartItemId: 'c1', serviceInventoryCode: 'BRK' }],
  promotionCode: ' SUMMER ',
  modify,
});

describe('buildRedemptionRequest: loyalty §3 "Redemption requests"', () => {
  it('no points: no request', () => expect(buildRedemptionRequest(input(0))).toBeUndefined());

  it('every room paid in full: the full shape, exactly', () => {
    expect(buildRedemptionRequest(input(1e9))).toEqual({
      kind: 'full',
      body: {
        roomRate: [
          {
            maxChargePoint: 40000,
            maxTaxPoint: 4000,
            maxAddOnPoint: 8000,
            isModifyFlow: false,
            pointRedeemed: 52000,
            modifyConfirmationNo: '',
          },
          {
            maxChargePoint: 20000,
            maxTaxPoint: 2000,
            maxAddOnPoint: 0,
            isModifyFlow: false,
            pointRedeemed: 22000,
            modifyConfirmationNo: '',
          },
        ],
        pointRate: 0.0025,
        addons: [{ shoppingCartItemId: 'c1', serviceInventoryCode: 'BRK' }],
        voucherInfo: null,
        hotelCode: 'SGS',
        promotionCode: 'SUMMER',
      },
    });
  });

  it('less than all: the partial shape, exactly', () => {
    expect(buildRedemptionRequest(input(60000))).toEqual({
      kind: 'partial',
      body: {
        rooms: [
          { shoppingCartItemId: 'c1', hotelCode: 'SGS', roomTypeCode: 'STU', ratePlanCode: 'BAR', pointRedeemed: 52000 },
          { shoppingCartItemId: 'c2', hotelCode: 'SGS', roomTypeCode: 'STU', ratePlanCode: 'MEM', pointRedeemed: 8000 },
        ],
        pointRedeemed: 60000,
        isModifying: false,
        modifyingConfirmationNo: '',
        lstRoomTypeCodeByProperty: [{ propertyCode: 'SGS', roomTypeCodes: ['STU'] }],
      },
    });
  });

  it.each([
    { kind: 'full', points: 1e9, flag: 'isModifyFlow', field: 'modifyConfirmationNo' },
    { kind: 'partial', points: 100, flag: 'isModifying', field: 'modifyingConfirmationNo' },
  ])('the modify flow fills the confirmation number ($kind)', ({ points, flag, field }) => {
    const request = buildRedemptionRequest(input(points, { confirmationNo: ' 12345 ' }));
    const body = (request!.kind === 'full' ? request!.body.roomRate[0] : request!.body) as unknown as Record<string, unknown>;
    expect([body[flag], body[field]]).toEqual([true, '12345']);
  });
});
