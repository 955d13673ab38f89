import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { sliderKeyDown, valueAtFraction, type SliderRange } from './slider-state';

/**
 * A single-thumb horizontal slider (WAI-ARIA APG slider pattern): the thumb is the focusable
 * `role="slider"` with aria-valuemin/max/now and a value text; keys as `slider-state.ts`; a
 * pointer on the track moves the thumb there and drags it. Texts come from the widget.
 */
export interface SliderProps extends SliderRange {
  id: string;
  /** The id of the element naming the slider (its visible label). */
  labelledBy: string;
  value: number;
  /** What a screen reader says for the value, e.g. "2,400 points, cash S$ 12.00 remaining". */
  valueText: string;
  direction: 'ltr' | 'rtl';
  onChange: (value: number) => void;
  disabled?: boolean;
  className?: string;
}

export function Slider({ id, labelledBy, value, valueText, direction, onChange, disabled, className, ...range }: SliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const span = range.max - range.min;
  const percent = span > 0 ? ((value - range.min) / span) * 100 : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const next = sliderKeyDown(event.key, value, range, direction);
    if (next === undefined) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  };

  const moveTo = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const fromStart = direction === 'rtl' ? box.right - clientX : clientX - box.left;
    const next = valueAtFraction(fromStart / box.width, range);
    if (next !== value) onChange(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    try {
      // Drag beyond the track keeps moving the thumb; a pointer the browser does not know (a synthetic one) only clicks.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      /* no capture: the press still moves the thumb */
    }
    track.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) moveTo(event.clientX);
  };

  return (
    <div
      ref={track}
      className={`stay-slider${className ? ` ${className}` : ''}`}
      dir={direction}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
    >
      <div className="stay-slider__rail" aria-hidden="true">
        <div className="stay-slider__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <div
        id={id}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        className="stay-slider__thumb"
        style={{ insetInlineStart: `${percent}%` }}
        aria-labelledby={labelledBy}
        aria-valuemin={range.min}
        aria-valuemax={range.max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
