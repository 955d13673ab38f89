import type { DialogCloseAction, DialogRequest } from '../../shared/store/dialog';

export type DialogChoice = 'yes' | 'no';

/** Only `dismiss` leaves the visitor where they are: every other close action navigates or reloads. */
function keepsVisitorOnPage(action: DialogCloseAction | undefined): boolean {
  return (action?.type ?? 'dismiss') === 'dismiss';
}

/**
 * What Escape answers (WAI-ARIA APG alert dialog; the spec is silent, decision in the README):
 * - one button: Escape acknowledges the dialog as its one button would, action included;
 * - two buttons: the choice that keeps the visitor on the page, "no" first (the least
 *   destructive, where focus starts), else "yes";
 * - two buttons that both leave the page: nothing, the visitor has to choose.
 */
export function escapeChoice(request: DialogRequest): DialogChoice | undefined {
  if (!request.noLabel?.trim()) return 'yes';
  if (keepsVisitorOnPage(request.noAction)) return 'no';
  if (keepsVisitorOnPage(request.yesAction)) return 'yes';
  return undefined;
}
