import { useEffect, useState } from 'react';

export type GuestsPanelComponent = typeof import('./GuestsPanel').GuestsPanel;

/**
 * The guests panel's steppers and age selects are loaded when the panel is first opened (or a
 * submit opens it to ask for a child's age), like the calendar (`use-lazy-date-picker.ts`): the
 * search sits on the home page, where most visitors never change the guests (home page budget,
 * scripts/size.mjs). A plain dynamic import rather than React.lazy, which would grow the runtime.
 * Not a server read (README "Files"): a chunk of our own code, loaded once per page.
 */
let panelLoad: Promise<GuestsPanelComponent> | undefined;
let loadedPanel: GuestsPanelComponent | undefined;
function loadGuestsPanel(): Promise<GuestsPanelComponent> {
  panelLoad ??= import('./GuestsPanel').then((module) => (loadedPanel = module.GuestsPanel));
  return panelLoad;
}

/** The guests panel's component once `wanted` (the panel was opened); `undefined` while it loads. */
export function useLazyGuestsPanel({ wanted }: { wanted: boolean }): GuestsPanelComponent | undefined {
  const [panel, setPanel] = useState(() => loadedPanel);
  useEffect(() => {
    if (!wanted || panel) return;
    loadGuestsPanel().then(
      (loaded) => setPanel(() => loaded),
      // A chunk that failed to load (offline) is tried again when the panel is next opened.
      () => {
        panelLoad = undefined;
      },
    );
  }, [wanted, panel]);
  return panel;
}
