import type { Language } from '../../shared/domain/languages';
import { Skeleton } from '../../shared/ui/Skeleton';
import { translateCheckout } from './checkout-texts';

/**
 * Step 2 while its chunk loads (or until summary and payment, built beside this step, is in the
 * build: `use-summary-step.ts`): the step's shape in skeletons, busy, and a way back.
 */
export function StepPlaceholder({ language, onBack }: { language: Language; onBack: () => void }) {
  return (
    <div className="stay-checkout__placeholder" aria-busy="true">
      <Skeleton className="stay-checkout__skeleton-block" label={translateCheckout(language, 'summaryLoading')} />
      <Skeleton className="stay-checkout__skeleton-line" label="" />
      <button type="button" className="stay-checkout__back" onClick={onBack}>
        {translateCheckout(language, 'backToDetails')}
      </button>
    </div>
  );
}
