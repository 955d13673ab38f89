/**
 * The keyboard rules of a slider (WAI-ARIA APG slider pattern,
 * https://www.w3.org/WAI/ARIA/apg/patterns/slider/): Right/Up one step more, Left/Down one step
 * less, Page Up/Page Down a big step, Home the minimum, End the maximum. Right to left, the
 * horizontal arrows follow the track's direction (Left increases), as React Aria does; Up and
 * Down keep their sense. Pure: the hook and the component read it.
 */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
  /** Page Up / Page Down; default ten steps. */
  bigStep?: number;
}

export function clampToRange(value: number, { min, max }: Pick<SliderRange, 'min' | 'max'>): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** The value a key gives, or undefined when the key is not the slider's (the browser keeps it). */
export function sliderKeyDown(key: string, value: number, range: SliderRange, direction: 'ltr' | 'rtl' = 'ltr'): number | undefined {
  const big = range.bigStep ?? range.step * 10;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const next: Record<string, number> = {
    [forward]: value + range.step,
    ArrowUp: value + range.step,
    [backward]: value - range.step,
    ArrowDown: value - range.step,
    PageUp: value + big,
    PageDown: value - big,
    Home: range.min,
    End: range.max,
  };
  return key in next ? clampToRange(next[key]!, range) : undefined;
}

/**
 * The value at a pointer position on the track: the fraction along it (mirrored right to left),
 * snapped to the nearest whole step from the minimum, or to the maximum when that is nearer (it may be off the steps).
 */
export function valueAtFraction(fraction: number, range: SliderRange): number {
  const span = range.max - range.min;
  const raw = range.min + clampToRange(fraction, { min: 0, max: 1 }) * span;
  const snapped = clampToRange(range.min + Math.round((raw - range.min) / range.step) * range.step, range);
  return range.max - raw < Math.abs(raw - snapped) ? range.max : snapped;
}
