import { describe, expect, it } from 'vitest';
import { addonLimits, withAddonCount } from './addon-limits';
import { addonFixture, selectionFixture, unitAddon } from './addon-fixtures';

describe('addonLimits (booking spec §5 "add-on counts")', () => {
  it.each([
    { case: '2 adults: adults 0..2, no children', apartments: [{ numberOfAdult: 2, numberOfChildren: 0 }], adults: 0, limits: [2, 0, 8] },
    {
      case: '2 adults 1 child, none chosen: adults 0..3, children 0..1',
      apartments: [{ numberOfAdult: 2, numberOfChildren: 1 }],
      adults: 0,
      limits: [3, 1, 8],
    },
    {
      case: '2 adults 1 child, 3 adults chosen: no room for a child',
      apartments: [{ numberOfAdult: 2, numberOfChildren: 1 }],
      adults: 3,
      limits: [3, 0, 8],
    },
    {
      case: '1 adult 3 children, 2 adults chosen: children up to 4 - 2',
      apartments: [{ numberOfAdult: 1, numberOfChildren: 3 }],
      adults: 2,
      limits: [4, 2, 8],
    },
    {
      case: 'two apartments: maxima add up per add-on',
      apartments: [
        { numberOfAdult: 2, numberOfChildren: 1 },
        { numberOfAdult: 1, numberOfChildren: 0 },
      ],
      adults: 0,
      limits: [4, 1, 16],
    },
  ])('$case', ({ apartments, adults, limits }) => {
    const result = addonLimits(addonFixture(), apartments, selectionFixture({ numberOfAdult: adults }));
    expect([result.numberOfAdult.max, result.numberOfChildren.max, result.quantity.max]).toEqual(limits);
    expect([result.numberOfAdult.min, result.numberOfChildren.min, result.quantity.min]).toEqual([0, 0, 0]);
  });

  it('quantity 0..maxQuantity; a negative maximum reads as 0', () => {
    expect(addonLimits(unitAddon({ maxQuantity: 2 }), [{ numberOfAdult: 1, numberOfChildren: 0 }], selectionFixture()).quantity).toEqual({
      min: 0,
      max: 2,
    });
    expect(addonLimits(unitAddon({ maxQuantity: -1 }), [{ numberOfAdult: 1, numberOfChildren: 0 }], selectionFixture()).quantity).toEqual({
      min: 0,
      max: 0,
    });
  });
});

describe('withAddonCount (the counts stay within §5 limits)', () => {
  const family = [{ numberOfAdult: 2, numberOfChildren: 1 }];
  it.each([
    { case: 'an adult more, within the maximum', from: { numberOfAdult: 1 }, count: 'numberOfAdult', wanted: 2, expected: [2, 0, 0] },
    {
      case: 'adults above adults + children stop there',
      from: { numberOfAdult: 3 },
      count: 'numberOfAdult',
      wanted: 4,
      expected: [3, 0, 0],
    },
    { case: 'below zero stops at 0', from: {}, count: 'numberOfAdult', wanted: -1, expected: [0, 0, 0] },
    { case: 'a child when there is room', from: { numberOfAdult: 2 }, count: 'numberOfChildren', wanted: 1, expected: [2, 1, 0] },
    {
      case: 'a child above their maximum',
      from: { numberOfAdult: 0, numberOfChildren: 1 },
      count: 'numberOfChildren',
      wanted: 2,
      expected: [0, 1, 0],
    },
    {
      case: 'more adults push the children down to the room left',
      from: { numberOfAdult: 2, numberOfChildren: 1 },
      count: 'numberOfAdult',
      wanted: 3,
      expected: [3, 0, 0],
    },
    { case: 'quantity above the maximum', from: {}, count: 'quantity', wanted: 9, expected: [0, 0, 8] },
  ] as const)('$case', ({ from, count, wanted, expected }) => {
    const next = withAddonCount(addonFixture(), family, selectionFixture(from), count, wanted);
    expect([next.numberOfAdult, next.numberOfChildren, next.quantity]).toEqual(expected);
  });

  it('keeps the flight details', () => {
    const next = withAddonCount(unitAddon(), family, selectionFixture({ flightNo: 'SQ12', arrivalTime: '09:30' }), 'quantity', 1);
    expect(next).toMatchObject({ quantity: 1, flightNo: 'SQ12', arrivalTime: '09:30' });
  });
});
