import { unitsReader, type UnitsOn } from '../inventory-ledger.ts';
import type { RouteContext } from '../route-context.ts';

/** The inventory ledger as it stands at this call's instant on the sandbox clock (DESIGN.md §8 "inventory as a ledger"). */
export function ledgerNow(context: RouteContext): UnitsOn {
  return unitsReader(context.runtime.state.inventory, context.runtime.now().getTime());
}
