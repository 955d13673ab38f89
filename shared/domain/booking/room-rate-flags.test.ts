import { describe, expect, it } from 'vitest';
import { hasCancelPenalty, isOpg, oneApartmentStay, templatesRequireLogin, unitsLeftToShow } from './room-rate-flags';

// Booking spec §5 (discount display, isOpg, cancel-penalty flag), §4 (templates AOA and MOBI require login).
describe('isOpg', () => {
  it.each([
    { policies: [], opg: false },
    { policies: [{ code: 'Guarantee', value: 'PREPAID_ALL' }], opg: true },
    { policies: [{ code: 'Guarantee', value: 'CC_GUARANTEE' }], opg: false },
    { policies: [{ code: 'CancelPenalty', value: 'PREPAID_ALL' }], opg: false },
  ])('$policies: $opg', ({ policies, opg }) => {
    expect(isOpg(policies)).toBe(opg);
  });
});

describe('hasCancelPenalty', () => {
  it.each([
    { policies: [], codes: ['CXL1'], flagged: false },
    { policies: [{ code: 'CancelPenalty', value: 'CXL1' }], codes: ['CXL1', 'NRF'], flagged: true },
    { policies: [{ code: 'CancelPenalty', value: 'CXL9' }], codes: ['CXL1'], flagged: false },
    { policies: [{ code: 'CancelPenalty', value: 'CXL1' }], codes: [], flagged: false },
    { policies: [{ code: 'Guarantee', value: 'CXL1' }], codes: ['CXL1'], flagged: false },
  ])('$policies against $codes: $flagged', ({ policies, codes, flagged }) => {
    expect(hasCancelPenalty(policies, codes)).toBe(flagged);
  });
});

describe('templatesRequireLogin', () => {
  it.each([
    { templates: ['IBE'], login: false },
    { templates: ['COBE'], login: false },
    { templates: ['AOA'], login: true },
    { templates: ['IBE', 'MOBI'], login: true },
    { templates: [], login: false },
  ])('$templates: $login', ({ templates, login }) => {
    expect(templatesRequireLogin(templates)).toBe(login);
  });
});

describe('unitsLeftToShow (urgency from numberOfUnits, threshold 3)', () => {
  it.each([
    { units: 0, shown: undefined },
    { units: 1, shown: 1 },
    { units: 3, shown: 3 },
    { units: 4, shown: undefined },
  ])('$units units: $shown', ({ units, shown }) => {
    expect(unitsLeftToShow(units)).toBe(shown);
  });
});

it('oneApartmentStay sums the nights', () => {
  expect(oneApartmentStay([{ price: 200.5 }, { price: 210.25 }])).toBe(410.75);
  expect(oneApartmentStay([])).toBe(0);
});
