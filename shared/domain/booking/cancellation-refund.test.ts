import { describe, expect, it } from 'vitest';
import { cancellationLines, type CancellationFigures, type CancellationLines, type ReturnedVoucher } from './cancellation-refund';

const figures = (overrides: Partial<CancellationFigures>): CancellationFigures => ({
  currencyCode: 'SGD',
  paid: 0,
  penalty: 0,
  refund: 0,
  points: 0,
  vouchers: [],
  ...overrides,
});

const voucher = (overrides: Partial<ReturnedVoucher>): ReturnedVoucher => ({
  voucherCode: 'GLD-CASH-300',
  title: '300 off your next stay',
  category: 'cash',
  amount: 300,
  currencyCode: 'SGD',
  ...overrides,
});

describe('cancellationLines (issue 28 item 5: what comes back, in the words of what was paid)', () => {
  it.each<{ name: string; figures: CancellationFigures; lines: CancellationLines }>([
    {
      name: 'pay at the property (card guarantee), free: no card refund, no charge',
      figures: figures({ paid: 0, refund: 0 }),
      lines: { charge: undefined, returns: [{ kind: 'nothing-charged' }] },
    },
    {
      name: 'pay at the property inside the penalty window: the charge, still no card refund',
      figures: figures({ paid: 0, penalty: 150.5, refund: 0 }),
      lines: { charge: { amount: 150.5, currencyCode: 'SGD' }, returns: [{ kind: 'nothing-charged' }] },
    },
    {
      name: 'a card never charged is never refunded, even if the answer says otherwise',
      figures: figures({ paid: 0, refund: 20 }),
      lines: { charge: undefined, returns: [{ kind: 'nothing-charged' }] },
    },
    {
      name: 'prepaid and free: the refund with its currency',
      figures: figures({ paid: 1251.46, refund: 1251.46 }),
      lines: { charge: undefined, returns: [{ kind: 'refund', amount: 1251.46, currencyCode: 'SGD' }] },
    },
    {
      name: 'prepaid, first night charged: the charge and what is left refunded',
      figures: figures({ paid: 600, penalty: 300, refund: 300 }),
      lines: { charge: { amount: 300, currencyCode: 'SGD' }, returns: [{ kind: 'refund', amount: 300, currencyCode: 'SGD' }] },
    },
    {
      name: 'non-refundable: the charge keeps all that was paid, no refund',
      figures: figures({ paid: 600, penalty: 600, refund: 0 }),
      lines: { charge: { amount: 600, currencyCode: 'SGD' }, returns: [{ kind: 'no-refund' }] },
    },
    {
      name: 'a service that does not say what was paid: a refund when it names one',
      figures: figures({ paid: undefined, refund: 45_211, currencyCode: 'JPY' }),
      lines: { charge: undefined, returns: [{ kind: 'refund', amount: 45_211, currencyCode: 'JPY' }] },
    },
    {
      name: 'a service that does not say what was paid and refunds nothing: no refund, never "nothing charged"',
      figures: figures({ paid: undefined, refund: 0 }),
      lines: { charge: undefined, returns: [{ kind: 'no-refund' }] },
    },
    {
      name: 'points as points, after the card line',
      figures: figures({ paid: 0, points: 4_000 }),
      lines: { charge: undefined, returns: [{ kind: 'nothing-charged' }, { kind: 'points', points: 4_000 }] },
    },
    {
      name: 'a cash voucher by what it took off, with its currency',
      figures: figures({ paid: 0, vouchers: [voucher({})] }),
      lines: {
        charge: undefined,
        returns: [
          { kind: 'nothing-charged' },
          { kind: 'vouchers', vouchers: [{ kind: 'value', voucherCode: 'GLD-CASH-300', amount: 300, currencyCode: 'SGD' }] },
        ],
      },
    },
    {
      name: "a voucher without its own currency takes the booking's",
      figures: figures({ paid: 0, currencyCode: 'JPY', vouchers: [voucher({ amount: 3_000, currencyCode: undefined })] }),
      lines: {
        charge: undefined,
        returns: [
          { kind: 'nothing-charged' },
          { kind: 'vouchers', vouchers: [{ kind: 'value', voucherCode: 'GLD-CASH-300', amount: 3_000, currencyCode: 'JPY' }] },
        ],
      },
    },
    {
      name: 'a free-night voucher by its own description; one without a value too',
      figures: figures({
        paid: 300,
        refund: 300,
        points: 500,
        vouchers: [
          voucher({ voucherCode: 'GLD-FREE-1N', title: 'One free night', category: 'free-stay', amount: 212.5 }),
          voucher({ voucherCode: 'PKG', title: 'Spa package', category: 'package', amount: undefined }),
          voucher({ voucherCode: 'DIA-ROOM-20', title: '20% off the room rate', category: 'discount_room', amount: 84.2 }),
        ],
      }),
      lines: {
        charge: undefined,
        returns: [
          { kind: 'refund', amount: 300, currencyCode: 'SGD' },
          { kind: 'points', points: 500 },
          {
            kind: 'vouchers',
            vouchers: [
              { kind: 'described', voucherCode: 'GLD-FREE-1N', title: 'One free night' },
              { kind: 'described', voucherCode: 'PKG', title: 'Spa package' },
              { kind: 'value', voucherCode: 'DIA-ROOM-20', amount: 84.2, currencyCode: 'SGD' },
            ],
          },
        ],
      },
    },
  ])('$name', ({ figures: given, lines }) => expect(cancellationLines(given)).toEqual(lines));
});
