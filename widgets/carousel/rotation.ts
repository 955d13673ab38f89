/**
 * Automatic rotation (content spec §2, §5, §9; WAI-ARIA carousel pattern).
 * "Delay 3000 ms plus 1000 ms on each interval": each slide shows for 4000 ms.
 */
export const ROTATION_DELAY_MS = 3000;
export const ROTATION_INTERVAL_EXTRA_MS = 1000;
export const ROTATION_INTERVAL_MS = ROTATION_DELAY_MS + ROTATION_INTERVAL_EXTRA_MS;

export interface RotationConditions {
  /** `data-autoplay`, outside author mode and without prefers-reduced-motion. */
  enabled: boolean;
  /** The visitor used the pause control or picked a slide with an indicator. */
  stoppedByVisitor: boolean;
  hovered: boolean;
  focusWithin: boolean;
  touched: boolean;
  pageHidden: boolean;
  /** The shown slide's video is playing: its end advances the carousel instead. */
  videoPlaying: boolean;
  pageCount: number;
}

/** Whether the carousel is rotating right now: any visitor presence pauses it, and it resumes when none is left. */
export function isRotating(conditions: RotationConditions): boolean {
  const { enabled, stoppedByVisitor, hovered, focusWithin, touched, pageHidden, videoPlaying, pageCount } = conditions;
  return enabled && pageCount > 1 && !stoppedByVisitor && !hovered && !focusWithin && !touched && !pageHidden && !videoPlaying;
}

/**
 * A video that ends or fails on the shown slide advances the carousel (content spec §2, §4),
 * unless the visitor is busy with it or has stopped the rotation.
 */
export function advancesOnVideoEnd(conditions: RotationConditions & { authorMode: boolean }): boolean {
  const { authorMode, stoppedByVisitor, hovered, focusWithin, touched, pageCount } = conditions;
  return !authorMode && pageCount > 1 && !stoppedByVisitor && !hovered && !focusWithin && !touched;
}
