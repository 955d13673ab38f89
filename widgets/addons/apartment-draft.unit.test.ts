import { describe, expect, it } from 'vitest';
import { addonFixture, selectionFixture, unitAddon } from '../../shared/domain/booking/addons/addon-fixtures';
import { initialDraft } from './apartment-draft';

const transfer = unitAddon({ serviceInventoryCode: 'AIRP', addonDisplayType: 'AIRPORT_TRANSFER', servicePricingType: 'Per stay' });
const booked = [
  {
    serviceInventoryCode: 'BRKF',
    title: 'Daily breakfast',
    numberOfAdult: 2,
    numberOfChildren: 1,
    quantity: 0,
    priceWithoutTax: 0,
    tax: 0,
  },
  {
    serviceInventoryCode: 'AIRP',
    title: 'Airport transfer',
    numberOfAdult: 0,
    numberOfChildren: 0,
    quantity: 1,
    flightNo: 'SQ12',
    arrivalTime: '14:30',
    priceWithoutTax: 0,
    tax: 0,
  },
];

describe('initialDraft in the modify flow (booking spec §4 "Add-on selection": selections sync with an existing booking)', () => {
  it.each([
    {
      case: 'booked add-ons start selected with their counts and flight data; others unselected',
      saved: [],
      draft: {
        BRKF: selectionFixture({ numberOfAdult: 2, numberOfChildren: 1 }),
        AIRP: selectionFixture({ quantity: 1, flightNo: 'SQ12', arrivalTime: '14:30' }),
        COT: selectionFixture(),
      },
    },
    {
      case: 'once the modify cart has add-ons, they win (the visitor changed them)',
      saved: [
        {
          serviceInventoryCode: 'COT',
          category: 'Convenience',
          title: 'Baby cot',
          addonDisplayType: 'QUANTITY',
          servicePricingType: 'Per night',
          numberOfAdult: 0,
          numberOfChildren: 0,
          quantity: 2,
          numberOfNight: 2,
          priceWithoutTax: 60,
          tax: 5.4,
        },
      ],
      draft: { BRKF: selectionFixture(), AIRP: selectionFixture(), COT: selectionFixture({ quantity: 2 }) },
    },
  ])('$case', ({ saved, draft }) => {
    expect(initialDraft([addonFixture(), transfer, unitAddon()], saved, booked)).toEqual(draft);
  });

  it('outside the flow (no booked add-ons) nothing changes: defaults', () => {
    expect(initialDraft([addonFixture()], [])).toEqual({ BRKF: selectionFixture() });
  });
});
