import { isRecord } from '../../domain/json-guards';
import { defineEntry, readEntry, writeEntry } from '../../storage';

/**
 * Idempotency keys of cart writes (DESIGN.md §8 "Writes that cannot double"): one key per visitor
 * intent ("add this rate as apartment 2", "remove item X"), made once and kept in session storage,
 * so a double click, a reload or a retried request repeats the same intent with the same key, and
 * the service answers it with its first result. The key is forgotten when the intent succeeded.
 */
export interface WriteIntent {
  idempotencyKey: string;
  /** The item id the intent made (an add): a repeat adds the same item, not a second one. */
  itemId: string;
}

function parseIntents(raw: unknown): Record<string, WriteIntent> | undefined {
  if (!isRecord(raw)) return undefined;
  const intents: Record<string, WriteIntent> = {};
  for (const [intent, value] of Object.entries(raw)) {
    if (isRecord(value) && typeof value.idempotencyKey === 'string' && typeof value.itemId === 'string') {
      intents[intent] = { idempotencyKey: value.idempotencyKey, itemId: value.itemId };
    }
  }
  return intents;
}

const writeIntentsEntry = defineEntry({ key: 'cart-write-intents', area: 'session', parse: parseIntents });

const newId = (): string => crypto.randomUUID();

/** The intent's key and item id: the stored ones when the intent was begun before, else new ones. */
export function beginIntent(intent: string): WriteIntent {
  const intents = readEntry(writeIntentsEntry) ?? {};
  const known = intents[intent];
  if (known) return known;
  const made = { idempotencyKey: newId(), itemId: newId() };
  writeEntry(writeIntentsEntry, { ...intents, [intent]: made });
  return made;
}

export function endIntent(intent: string): void {
  const intents = readEntry(writeIntentsEntry);
  if (!intents || !(intent in intents)) return;
  const { [intent]: _done, ...rest } = intents;
  writeEntry(writeIntentsEntry, rest);
}
