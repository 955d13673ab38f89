export const DEFAULT_TEST_TODAY: string;
export const TEST_TIME_OF_DAY: string;
export function parseTestToday(value: string | undefined): string;
export function testToday(env?: NodeJS.ProcessEnv): string;
export function shareTestClock(env?: NodeJS.ProcessEnv): number;
export function testClockOffset(env?: NodeJS.ProcessEnv): number;
export function testBaseClock(env?: NodeJS.ProcessEnv): (() => Date) | undefined;
export function installShiftedDate(offsetMs: number): void;

declare global {
  interface DateConstructor {
    /** Set by installShiftedDate: how far the test clock is ahead of the real one. */
    stayTestClockOffset?: number;
  }
}
