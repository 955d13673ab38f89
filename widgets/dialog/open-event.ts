import { takeEarlyDialogRequests } from '../../shared/element/early-dialog-requests';
import { listenStayEvent } from '../../shared/element/stay-events';
import { openDialog } from '../../shared/store/dialog';
import { parseDialogRequest } from './dialog-request';

/** CMS scripts open the dialog with `window.dispatchEvent(new CustomEvent('stay:dialog-open', { detail: request }))`. */
export const DIALOG_OPEN_EVENT = 'stay:dialog-open';

let listening = false;

/**
 * Listens for `stay:dialog-open` dispatched on `window`, `document` or any element: the listener
 * captures on `window`, so it also hears events that do not bubble; those sent before the chunk
 * loaded are opened too. The detail is untrusted: an invalid one opens nothing and logs a warning.
 */
export function listenForDialogRequests(): void {
  if (listening) return;
  listening = true;
  listenStayEvent(window, DIALOG_OPEN_EVENT, (event) => openFromDetail(event.detail), { capture: true });
  // Requests made before this chunk loaded, kept by the loader (early-dialog-requests.ts), in order.
  for (const detail of takeEarlyDialogRequests()) openFromDetail(detail);
}

/** The detail is untrusted (CMS scripts send it, whatever the event map says): an invalid one opens nothing. */
function openFromDetail(detail: unknown): void {
  const request = parseDialogRequest(detail);
  if (request) openDialog(request);
  else
    console.warn(
      `[stay-widgets] ${DIALOG_OPEN_EVENT} ignored: its detail must be { title?, message, yesLabel?, noLabel?, yesAction?, noAction? } with known actions and safe URLs.`,
      detail,
    );
}
