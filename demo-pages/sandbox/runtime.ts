import { GlobalFaults } from './faults.ts';
import { RequestLog } from './request-log.ts';
import { createSeededState } from './state.ts';
import type { SandboxState } from './state.ts';

/** One sandbox instance: its clock, its state, its switches and its log. */
export interface SandboxRuntime {
  readonly now: () => Date;
  readonly faults: GlobalFaults;
  readonly requestLog: RequestLog;
  readonly state: SandboxState;
  /** Back to the seeded state, with no global faults and an empty request log. */
  reset(): void;
}

export function createRuntime(now: () => Date): SandboxRuntime {
  // Built on first use: seeding hashes the demo passwords, which only member calls need.
  let state: SandboxState | undefined;
  const faults = new GlobalFaults();
  const requestLog = new RequestLog();
  return {
    now,
    faults,
    requestLog,
    get state(): SandboxState {
      state ??= createSeededState();
      return state;
    },
    reset(): void {
      state = undefined;
      faults.clear();
      requestLog.clear();
    },
  };
}
