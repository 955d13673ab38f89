import { demoMembers } from './seed/index.ts';
import type { MemberRecord } from './seed/index.ts';

/**
 * What sandbox calls can change, rebuilt from the seed by `POST /__sandbox/reset`. Properties,
 * apartments, rates and the calendar are not here: they are pure functions of the seed.
 */
export interface SandboxState {
  readonly members: MemberRecord[];
}

export function createSeededState(): SandboxState {
  return { members: demoMembers() };
}
