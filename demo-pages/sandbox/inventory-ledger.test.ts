import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createInventoryLedger,
  availableUnits,
  holdUnits,
  nightInventory,
  releaseHold,
  reserveUnits,
  cancelReservation,
} from './inventory-ledger.ts';
import type { CalendarDay } from './routes/availability.ts';
import type { RatePackages } from './routes/rates.ts';
import { createRuntime } from './runtime.ts';
import { inventoryOn, nightlyRateOn, restrictionsOn } from './seed/index.ts';
import type { SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/** DESIGN §8 "inventory as a ledger" and "time you can move"; issue 15 contract item 11. */
const NOW = Date.parse('2026-11-25T08:00:00Z');
const MINUTE = 60_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A one-night SGORCH stay that no restriction blocks, with exactly `units` studios in the seed. */
function nightWithUnits(units: number): string {
  for (let day = 0; day < 365; day += 1) {
    const date = addDays('2027-01-01', day);
    const night = restrictionsOn('SGORCH', date);
    const open = !night.closed && !night.noSellDay && !night.noArrive && night.minStayArrive <= 1 && night.minStayThrough <= 1;
    if (open && !restrictionsOn('SGORCH', addDays(date, 1)).noDeparture && inventoryOn('SGORCH', 'STUD', date) === units) return date;
  }
  throw new Error(`no open night with ${units} studios`);
}

const LAST_UNIT_NIGHT = nightWithUnits(1);
const studio = (nights: string[], units = 1) => ({ hotelCode: 'SGORCH', roomTypeCode: 'STUD', nights, units });

describe('the inventory ledger', () => {
  it('starts at the seeded capacity', () => {
    const ledger = createInventoryLedger();
    expect(nightInventory(ledger, NOW, 'SGORCH', 'STUD', LAST_UNIT_NIGHT)).toEqual({ capacity: 1, held: 0, reserved: 0, available: 1 });
  });

  it('two holds racing for the last unit: exactly one wins', async () => {
    const ledger = createInventoryLedger();
    const race = await Promise.all([0, 1].map(async () => holdUnits(ledger, NOW, studio([LAST_UNIT_NIGHT]))));
    expect(race.filter((result) => result.ok)).toHaveLength(1);
    expect(race.find((result) => !result.ok)).toEqual({ ok: false, reason: 'unavailable', date: LAST_UNIT_NIGHT });
    expect(nightInventory(ledger, NOW, 'SGORCH', 'STUD', LAST_UNIT_NIGHT)).toEqual({ capacity: 1, held: 1, reserved: 0, available: 0 });
  });

  it('holds every night or none', () => {
    const ledger = createInventoryLedger();
    const before = addDays(LAST_UNIT_NIGHT, -1);
    const result = holdUnits(ledger, NOW, studio([before, LAST_UNIT_NIGHT], 2));
    expect(result).toEqual({
      ok: false,
      reason: 'unavailable',
      date: inventoryOn('SGORCH', 'STUD', before) < 2 ? before : LAST_UNIT_NIGHT,
    });
    expect(ledger.holds.size).toBe(0);
  });

  it('frees a hold when it expires on the sandbox clock (15 minutes by default)', () => {
    const ledger = createInventoryLedger();
    holdUnits(ledger, NOW, studio([LAST_UNIT_NIGHT]));
    expect(availableUnits(ledger, NOW + 15 * MINUTE - 1, 'SGORCH', 'STUD', LAST_UNIT_NIGHT)).toBe(0);
    expect(availableUnits(ledger, NOW + 15 * MINUTE, 'SGORCH', 'STUD', LAST_UNIT_NIGHT)).toBe(1);
  });

  it('releases a hold once', () => {
    const ledger = createInventoryLedger();
    const result = holdUnits(ledger, NOW, studio([LAST_UNIT_NIGHT]));
    if (!result.ok) throw new Error('hold failed');
    expect(releaseHold(ledger, result.hold.holdId)).toBe(true);
    expect(releaseHold(ledger, result.hold.holdId)).toBe(false);
    expect(availableUnits(ledger, NOW, 'SGORCH', 'STUD', LAST_UNIT_NIGHT)).toBe(1);
  });

  it('reserves from an active hold only; a reservation holds the unit until cancelled', () => {
    const ledger = createInventoryLedger();
    const held = holdUnits(ledger, NOW, studio([LAST_UNIT_NIGHT]));
    if (!held.ok) throw new Error('hold failed');
    const reserved = reserveUnits(ledger, NOW + MINUTE, held.hold.holdId, 'RES-1');
    expect(reserved).toMatchObject({ ok: true, reservation: { reservationId: 'RES-1', units: 1 } });
    expect(nightInventory(ledger, NOW + 60 * MINUTE, 'SGORCH', 'STUD', LAST_UNIT_NIGHT)).toEqual({
      capacity: 1,
      held: 0,
      reserved: 1,
      available: 0,
    });
    expect(reserveUnits(ledger, NOW, held.hold.holdId)).toEqual({ ok: false, reason: 'unknown-hold' });
    expect(cancelReservation(ledger, 'RES-1')).toBe(true);
    expect(availableUnits(ledger, NOW, 'SGORCH', 'STUD', LAST_UNIT_NIGHT)).toBe(1);
  });

  it('refuses to reserve an expired hold', () => {
    const ledger = createInventoryLedger();
    const held = holdUnits(ledger, NOW, { ...studio([LAST_UNIT_NIGHT]), minutes: 5 });
    if (!held.ok) throw new Error('hold failed');
    expect(reserveUnits(ledger, NOW + 5 * MINUTE, held.hold.holdId)).toEqual({ ok: false, reason: 'hold-expired' });
    expect(ledger.reservations.size).toBe(0);
  });
});

describe('routes read the ledger, and the clock moves', () => {
  let sandbox: RunningSandbox;
  const runtime = createRuntime(() => new Date(NOW));

  beforeAll(async () => {
    sandbox = await runSandbox({ runtime });
  });

  afterAll(async () => {
    await sandbox.close();
  });

  beforeEach(async () => {
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
  });

  const holdLastStudio = () => holdUnits(runtime.state.inventory, runtime.now().getTime(), studio([LAST_UNIT_NIGHT]));
  const inventory = () =>
    sandbox.json<SuccessEnvelope<unknown>>(`/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=STUD&date=${LAST_UNIT_NIGHT}`);
  const stay = {
    hotelCode: 'SGORCH',
    startDate: LAST_UNIT_NIGHT,
    endDate: addDays(LAST_UNIT_NIGHT, 1),
    apartmentList: [{ numberOfAdult: 1, numberOfChildren: 0 }],
  };
  const advance = (advanceMinutes: number) =>
    sandbox.post<SuccessEnvelope<{ now: string; offsetMinutes: number }>>('/__sandbox/clock', { advanceMinutes });

  it('GET /__sandbox/inventory shows capacity, held, reserved and available', async () => {
    expect((await inventory()).body.content).toEqual({ capacity: 1, held: 0, reserved: 0, available: 1 });
    holdLastStudio();
    expect((await inventory()).body.content).toEqual({ capacity: 1, held: 1, reserved: 0, available: 0 });
  });

  it('v2 rates and the availability calendar drop a studio that is held', async () => {
    const studios = async () =>
      (
        await sandbox.post<SuccessEnvelope<RatePackages>>('/api/v2/property/search-property-rate', stay)
      ).body.content.standardRates.roomRates.filter((rate) => rate.roomTypeCode === 'STUD');
    const day = async () =>
      (
        await sandbox.post<SuccessEnvelope<{ days: CalendarDay[] }>>('/api/property/check-calendar-availability-hotel', {
          ...stay,
          endDate: LAST_UNIT_NIGHT,
        })
      ).body.content.days[0]!;
    // The lowest nightly BAR among the types with a unit left (every SGORCH type holds one adult).
    const lowestOf = (types: string[]) =>
      Math.min(
        ...types
          .filter((type) => inventoryOn('SGORCH', type, LAST_UNIT_NIGHT) >= 1)
          .map((type) => nightlyRateOn('SGORCH', type, LAST_UNIT_NIGHT)),
      );
    expect((await studios()).map((rate) => rate.numberOfUnits)).toEqual([1, 1, 1]);
    expect((await day()).lowestRate).toBe(lowestOf(['STUD', 'ONEB', 'TWOB', 'THRB']));
    holdLastStudio();
    expect(await studios()).toEqual([]);
    expect((await day()).lowestRate).toBe(lowestOf(['ONEB', 'TWOB', 'THRB']));
  });

  it('moves the clock: a hold expires after 15 minutes of sandbox clock, and reset puts the clock back', async () => {
    holdLastStudio();
    expect((await advance(14)).body.content.offsetMinutes).toBe(14);
    expect((await inventory()).body.content).toMatchObject({ available: 0 });
    const moved = await advance(1);
    expect(moved.body.content).toEqual({ now: new Date(NOW + 15 * MINUTE).toISOString(), offsetMinutes: 15 });
    expect((await inventory()).body.content).toMatchObject({ held: 0, available: 1 });
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
    expect((await sandbox.json<SuccessEnvelope<{ offsetMinutes: number }>>('/__sandbox/clock')).body.content.offsetMinutes).toBe(0);
  });

  it('moves token expiry too: a login token is refused after an hour of sandbox clock', async () => {
    const login = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'classic@demo.stay.example',
      password: 'StayDemo!1',
    });
    const profile = () =>
      sandbox.json<unknown>('/api/loyalty/user-tier', {
        headers: { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key', Authorization: `Bearer ${login.body.content.token}` },
      });
    expect((await profile()).status).toBe(200);
    await advance(60);
    expect((await profile()).status).toBe(401);
  });

  it.each([{}, { advanceMinutes: '5' }, { advanceMinutes: null }])('refuses a clock body %j with 400', async (body) => {
    expect((await sandbox.post('/__sandbox/clock', body)).status).toBe(400);
  });

  it.each([
    'hotelCode=NOPE&roomTypeCode=STUD&date=2027-01-01',
    'hotelCode=SGORCH&roomTypeCode=DLXK&date=2027-01-01',
    'hotelCode=SGORCH&roomTypeCode=STUD&date=2027-02-30',
  ])('refuses an inventory query %s with 400', async (query) => {
    expect((await sandbox.json(`/__sandbox/inventory?${query}`)).status).toBe(400);
  });
});
