import { createClock } from './clock.ts';
import type { SandboxClock } from './clock.ts';
import { GlobalFaults } from './faults.ts';
import { RequestLog } from './request-log.ts';
import { createSeededState } from './state.ts';
import type { SandboxState } from './state.ts';

/** One sandbox instance: its clock, its state, its switches and its log. */
export interface SandboxRuntime {
  /** The sandbox's clock: the base clock plus what `POST /__sandbox/clock` moved it. */
  readonly now: () => Date;
  readonly clock: SandboxClock;
  readonly faults: GlobalFaults;
  readonly requestLog: RequestLog;
  readonly state: SandboxState;
  /** Back to the seeded state and the base clock, with no global faults and an empty request log. */
  reset(): void;
}

export function createRuntime(baseNow: () => Date): SandboxRuntime {
  // Built on first use (the demo members' password hashes are made on their first use too).
  let state: SandboxState | undefined;
  const clock = createClock(baseNow);
  const faults = new GlobalFaults();
  const requestLog = new RequestLog();
  return {
    now: clock.now,
    clock,
    faults,
    requestLog,
    get state(): SandboxState {
      state ??= createSeededState();
      return state;
    },
    reset(): void {
      state = undefined;
      clock.reset();
      faults.clear();
      requestLog.clear();
    },
  };
}
