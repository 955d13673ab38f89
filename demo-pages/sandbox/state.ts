import { demoMembers } from './seed/index.ts';
import type { MemberRecord } from './seed/index.ts';

/** A signed-in member: the opaque token handed out at login maps to this. */
export interface MemberSession {
  readonly memberId: string;
  /** Epoch ms; the token is refused from then on. */
  expiresAt: number;
}

/**
 * What sandbox calls can change, rebuilt from the seed by `POST /__sandbox/reset`. Properties,
 * apartments, rates and the calendar are not here: they are pure functions of the seed.
 */
export interface SandboxState {
  readonly members: MemberRecord[];
  /** Login tokens (loyalty spec §3: "token with expiry"), by token. */
  readonly sessions: Map<string, MemberSession>;
}

export function createSeededState(): SandboxState {
  return { members: demoMembers(), sessions: new Map() };
}
