import { atom, type Atom, type Setter, type WritableAtom } from 'jotai/vanilla';
import { getApiClient } from '../api/page-client';
import { withRequestContext } from '../api/request-context';
import type { ApiClient, ApiResult } from '../api/types';
import { thrown, type ServerRead } from './server-read';
import { emitStayEvent, type StayEventDetail, type StayEventName } from '../element/stay-events';

/** A `stay:` event with the detail `StayEventMap` gives its name. */
export type StayEventEmission = { [Name in StayEventName]: { name: Name; detail: StayEventDetail<Name> } }[StayEventName];

export interface ServerWriteDefinition<Input, Data> {
  /** The service call; it must not be retried by the client unless the call is idempotent (DESIGN.md §8). */
  write: (input: Input, context: { client: ApiClient }) => Promise<ApiResult<Data>>;
  /** The reads whose answers a successful write changes: they read the server again. */
  invalidates: readonly Pick<ServerRead<never, unknown>, 'invalidate'>[];
  /** The `stay:` event announcing the change to other elements and page scripts, dispatched on `window`. */
  event?: (data: Data, input: Input) => StayEventEmission;
}

export interface ServerWrite<Input, Data> {
  /**
   * `store.set(write.run, input)` sends the write and resolves to its result; never throws. While
   * a write of an equal input (compared as JSON) is under way, running it again joins that one:
   * a double click or a second element sends one request.
   */
  run: WritableAtom<null, [Input], Promise<ApiResult<Data>>>;
  /** True while any write of this kind is under way (a submit button shows it). */
  pending: Atom<boolean>;
}

/**
 * The one idiom for server writes (issue 13 item 2): send, and after a success invalidate what it
 * changed and announce it. Nothing is kept or guessed ahead of the answer: what the page shows
 * comes from reading the server again, so every element shows the same cart.
 */
export function defineServerWrite<Input, Data>({
  write,
  invalidates,
  event,
}: ServerWriteDefinition<Input, Data>): ServerWrite<Input, Data> {
  const underWay = new Map<string, Promise<ApiResult<Data>>>();
  const runningCount = atom(0);

  async function send(set: Setter, input: Input): Promise<ApiResult<Data>> {
    const client = withRequestContext(getApiClient(), { signal: new AbortController().signal, fresh: true });
    const result = await write(input, { client }).catch(thrown);
    if (!result.ok) return result;
    for (const read of invalidates) set(read.invalidate);
    if (event) {
      const { name, detail } = event(result.data, input);
      // The union pairs each name with its detail; TypeScript cannot follow that through destructuring.
      emitStayEvent(window, name as StayEventName, detail as never);
    }
    return result;
  }

  return {
    run: atom(null, (_get, set, input: Input) => {
      const id = JSON.stringify(input) ?? '';
      const running = underWay.get(id);
      if (running) return running;
      set(runningCount, (count) => count + 1);
      const result = send(set, input).finally(() => {
        underWay.delete(id);
        set(runningCount, (count) => count - 1);
      });
      underWay.set(id, result);
      return result;
    }),
    pending: atom((get) => get(runningCount) > 0),
  };
}
