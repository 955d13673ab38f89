import { useEffect, useState, type ComponentType } from 'react';

/**
 * Summary and payment (issue 16; `summary/SummaryAndPayment.tsx`, built beside this step): `onBack`
 * returns to the guest details; `confirmationUrl` and `ratesUrl` are the element's
 * `data-confirmation-url` and `data-rates-url` (empty: the component's own defaults).
 */
export type SummaryStepComponent = ComponentType<{ onBack: () => void; confirmationUrl?: string; ratesUrl?: string }>;

/*
 * A glob, not a plain `import()`: the summary lands from another branch, and until it does the
 * glob is empty, the build passes and step 2 shows its placeholder. Loaded only when step 2 shows
 * (a chunk of its own; the guest details never download it). A plain dynamic import rather than
 * React.lazy, like the booking search's guests panel (use-lazy-guests-panel.ts).
 */
const summaryModules = import.meta.glob<{ SummaryAndPayment: SummaryStepComponent }>('./summary/SummaryAndPayment.tsx');
const loadSummaryModule = summaryModules['./summary/SummaryAndPayment.tsx'];

let summaryLoad: Promise<SummaryStepComponent> | undefined;
let loadedSummary: SummaryStepComponent | undefined;
function loadSummary(): Promise<SummaryStepComponent> | undefined {
  if (!loadSummaryModule) return undefined;
  summaryLoad ??= loadSummaryModule().then((module) => (loadedSummary = module.SummaryAndPayment));
  return summaryLoad;
}

/** Step 2's component once `wanted`; `undefined` while it loads or while none is built. */
export function useSummaryStep(wanted: boolean): SummaryStepComponent | undefined {
  const [summary, setSummary] = useState(() => loadedSummary);
  useEffect(() => {
    if (!wanted || summary) return;
    loadSummary()?.then(
      (loaded) => setSummary(() => loaded),
      // A chunk that failed to load (offline) is tried again when step 2 next shows.
      () => {
        summaryLoad = undefined;
      },
    );
  }, [wanted, summary]);
  return summary;
}
