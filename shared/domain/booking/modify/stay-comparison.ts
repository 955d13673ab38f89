import { toMinor } from '../../money';

/**
 * The summary of a modification (issue 18: "the summary shows old and new side by side with the
 * price difference before anything is committed"; DESIGN §8 money in minor units). Each line is
 * rounded once into minor units and its difference taken once; the total difference is the
 * difference of the totals, each a sum of rounded lines (booking spec §9), never a sum of
 * differences re-rounded.
 */
export interface ComparedStay {
  startDate: string;
  endDate: string;
  roomTypeCode?: string | undefined;
  /** Lines by key (room, each add-on code, taxes): amount with tax in `currencyCode`. */
  lines: Readonly<Record<string, number | undefined>>;
}

export interface ComparisonLine {
  key: string;
  oldMinor: number;
  newMinor: number;
  differenceMinor: number;
}

export interface StayComparison {
  datesChanged: boolean;
  roomChanged: boolean;
  lines: ComparisonLine[];
  oldTotalMinor: number;
  newTotalMinor: number;
  /** Positive: the guest pays more; negative: less. */
  differenceMinor: number;
}

export function compareStays(before: ComparedStay, after: ComparedStay, currencyCode: string): StayComparison {
  const keys = [...new Set([...Object.keys(before.lines), ...Object.keys(after.lines)])];
  const lines = keys.map((key) => {
    const oldMinor = toMinor(before.lines[key] ?? 0, currencyCode);
    const newMinor = toMinor(after.lines[key] ?? 0, currencyCode);
    return { key, oldMinor, newMinor, differenceMinor: newMinor - oldMinor };
  });
  const oldTotalMinor = lines.reduce((sum, line) => sum + line.oldMinor, 0);
  const newTotalMinor = lines.reduce((sum, line) => sum + line.newMinor, 0);
  return {
    datesChanged: before.startDate !== after.startDate || before.endDate !== after.endDate,
    roomChanged: (before.roomTypeCode ?? '') !== (after.roomTypeCode ?? ''),
    lines,
    oldTotalMinor,
    newTotalMinor,
    differenceMinor: newTotalMinor - oldTotalMinor,
  };
}

/** How a modification's price difference is settled (issue 18 gap 4). */
export type DifferenceSettlement = 'none' | 'guestPaysProperty' | 'propertySettles';

/**
 * Booking spec §4 "Modify flow" and §7 `POST /api/checkout/modify ?confirmNo` name no payment or
 * refund call for a modification, and the flow has no payment page: nothing is charged or refunded
 * online. Decision (documented in the modify banner's README): a higher total is paid to the
 * property, a lower one is settled by the property; the summary says which before the guest
 * confirms.
 */
export function differenceSettlement(differenceMinor: number): DifferenceSettlement {
  if (differenceMinor > 0) return 'guestPaysProperty';
  return differenceMinor < 0 ? 'propertySettles' : 'none';
}
