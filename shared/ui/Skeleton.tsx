export interface SkeletonProps {
  /** What is loading, for screen readers ("Loading the price…"): the skeleton shows no text. */
  label: string;
  /** The widget's class for the value it stands for, so it takes that value's place and size. */
  className?: string;
}

/**
 * Stands for a value that is still loading (DESIGN.md §2), such as a price whose exchange rate is
 * not known yet (`useDisplayPrice().pending`): a shimmer of a short value's width by default, so
 * the value replaces it without a shift, busy for assistive technology, with `label` as its text
 * for screen readers. Styles in `shared/ui/base.css`.
 */
export function Skeleton({ label, className }: SkeletonProps) {
  return (
    <span className={className ? `${className} stay-skeleton` : 'stay-skeleton'} aria-busy="true">
      <span className="stay-visually-hidden">{label}</span>
    </span>
  );
}
