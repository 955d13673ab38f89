import { describe, expect, it } from 'vitest';
import { gatewayPathFor, parseDirectGatewayCalls } from './gateway-route';

describe('gatewayPathFor (content spec §7 odx-call-directly.json)', () => {
  it.each([
    ['odx/getmilesprogram', ['getmilesprogram', 'tiermatchloyaltyprogram'], 'odx/getmilesprogram'],
    ['odx/membermilesprogramme', ['getmilesprogram'], '/api/loyalty/odx/membermilesprogramme'],
    ['odx/distributepointsvouchers', [], '/api/loyalty/odx/distributepointsvouchers'],
    // The configuration could not be read: straight to the gateway, as before it existed.
    ['odx/representativeinfo', undefined, 'odx/representativeinfo'],
  ] as const)('%s with %j -> %s', (path, direct, expected) => {
    expect(gatewayPathFor(path, direct)).toBe(expected);
  });
});

describe('parseDirectGatewayCalls', () => {
  it.each([
    [{ directCalls: ['getmilesprogram', 'translate'] }, ['getmilesprogram', 'translate']],
    [{ directCalls: [] }, []],
    [{ directCalls: 'getmilesprogram' }, undefined],
    [null, undefined],
    [['getmilesprogram'], undefined],
  ])('%j -> %j', (raw, expected) => {
    expect(parseDirectGatewayCalls(raw)).toEqual(expected);
  });
});
