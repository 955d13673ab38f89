/**
 * What a reservation keeps of the held cart (booking spec §3 "Reservation": per-apartment guest
 * data and add-ons; "Analytics add-on record"; issue 16 item 2: the confirmation shows guests,
 * add-ons and their amounts): the apartment's guest counts and the add-on lines exactly as the
 * hold priced them (`pricing/cart-price.ts`: unit prices unrounded, each line rounded once in the
 * booking currency), so the confirmation's lines and totals equal the cart's to the cent. Taken
 * from the held cart's state, never looked up again in the seed.
 */

/** Guest counts of one apartment (the cart item's `apartmentGuest`). */
export interface HeldOccupancy {
  readonly numberOfAdult: number;
  readonly numberOfChildren: number;
  readonly childAges: readonly number[];
}

/** One add-on line of a reserved apartment. */
export interface HeldAddonLine {
  readonly AddonCode: string;
  readonly AddonType: string;
  /** Apartment numbers the add-on is for. */
  readonly ListApartment: number[];
  readonly title: string;
  /** The priced units (booking spec §3 AddonQty): persons, persons x nights, quantity x nights or quantity. */
  readonly quantity: number;
  readonly numberOfAdult: number;
  readonly numberOfChildren: number;
  /** The line before tax and its tax, each rounded once in the booking currency. */
  readonly priceWithoutTax: number;
  readonly tax: number;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function heldOccupancyOf(apartmentGuest: unknown): HeldOccupancy {
  const guest = isRecord(apartmentGuest) ? apartmentGuest : {};
  const childAges = Array.isArray(guest.childAges) ? guest.childAges.filter((age) => count(age) === age) : [];
  return {
    numberOfAdult: count(guest.numberOfAdult),
    numberOfChildren: Math.max(count(guest.numberOfChildren), childAges.length),
    childAges,
  };
}

/** The units a priced line stands for, in the pricing engine's terms (`pricing/addon-price.ts`). */
function unitsOf(line: Record<string, unknown>): number {
  const persons = count(line.numberOfAdult) + count(line.numberOfChildren);
  const nights = count(line.numberOfNight);
  switch (line.servicePricingType) {
    case 'Per person':
      return persons;
    case 'Per person per night':
      return persons * nights;
    case 'Per night':
      return count(line.quantity) * nights;
    default:
      return count(line.quantity);
  }
}

/** The add-on lines of one priced cart item (`priceCart(...).items[n].addons`) for apartment `apartmentNumber`. */
export function heldAddonLinesOf(pricedAddons: readonly Record<string, unknown>[], apartmentNumber: number): HeldAddonLine[] {
  return pricedAddons.map((line) => ({
    AddonCode: String(line.serviceInventoryCode ?? ''),
    AddonType: String(line.addonDisplayType ?? ''),
    ListApartment: [apartmentNumber],
    title: typeof line.title === 'string' ? line.title : '',
    quantity: unitsOf(line),
    numberOfAdult: count(line.numberOfAdult),
    numberOfChildren: count(line.numberOfChildren),
    priceWithoutTax: line.priceWithoutTax as number,
    tax: line.tax as number,
  }));
}
