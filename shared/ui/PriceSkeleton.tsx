/**
 * Stands for a price whose exchange rate is not known yet (`useDisplayPrice().pending`): a shimmer
 * of a price's width, busy for assistive technology, with `label` ("Loading the price…") as its
 * text for screen readers. Styles in `shared/ui/base.css`.
 */
export function PriceSkeleton({ className, label }: { className: string; label: string }) {
  return (
    <span className={`${className} stay-price-skeleton`} aria-busy="true">
      <span className="stay-price-skeleton__label">{label}</span>
    </span>
  );
}
