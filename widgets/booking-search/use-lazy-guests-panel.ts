import { useAsyncRead, type AsyncRead } from './async-read';

export type GuestsPanelComponent = typeof import('./GuestsPanel').GuestsPanel;

/**
 * The guests panel's steppers and age selects are loaded when the panel is first opened (or a
 * submit opens it to ask for a child's age), like the calendar (`use-lazy-date-picker.ts`): the
 * search sits on the home page, where most visitors never change the guests (home page budget,
 * scripts/size.mjs). A plain dynamic import rather than React.lazy, which would grow the runtime.
 */
let panelLoad: Promise<GuestsPanelComponent> | undefined;
function loadGuestsPanel(): Promise<GuestsPanelComponent> {
  panelLoad ??= import('./GuestsPanel').then((module) => module.GuestsPanel);
  // A failed load is tried again at the next opening.
  panelLoad.catch(() => (panelLoad = undefined));
  return panelLoad;
}

/** The guests panel's component once `wanted` (the panel was opened); loaded once per page. */
export function useLazyGuestsPanel({ wanted }: { wanted: boolean }): AsyncRead<GuestsPanelComponent> {
  return useAsyncRead(() => (wanted ? loadGuestsPanel() : undefined), [wanted]);
}
