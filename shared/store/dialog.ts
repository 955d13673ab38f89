import { atom } from 'jotai/vanilla';
import { pageStore } from './page-store';

/**
 * The global modal dialog (content spec §2, §4): any widget or CMS script asks for it here, and
 * the page's one `<stay-dialog>` shows it.
 *
 * What a choice does when the dialog closes (content spec §4 lists the four that navigate):
 * - `redirect-home`: clear the stored booking search and deep-link data, go to the language root;
 * - `reload`: flag the session so the search criteria are taken from the cart, reload the page;
 * - `previous-search`: back to the previous-search (or summary-payment) URL with the cart's search;
 * - `go-to-url`: go to `url` (http(s), relative, mailto or tel only);
 * - `dismiss`: only close (our addition: a "no" that means "stay here" needs no navigation).
 */
export type DialogCloseAction =
  | { type: 'redirect-home' }
  | { type: 'reload' }
  | { type: 'previous-search'; propertyName?: string | undefined; minLengthOfStay?: number | undefined }
  | { type: 'go-to-url'; url: string }
  | { type: 'dismiss' };

export type DialogCloseActionType = DialogCloseAction['type'];

export interface DialogRequest {
  /** May be blank: some booking messages have no title (booking spec §8); the message then names the dialog. */
  title?: string | undefined;
  message: string;
  /** Default: "OK" in the page's language. */
  yesLabel?: string | undefined;
  /** Without it the dialog has one button. */
  noLabel?: string | undefined;
  /** Default: dismiss. */
  yesAction?: DialogCloseAction | undefined;
  /** Default: dismiss. */
  noAction?: DialogCloseAction | undefined;
}

export interface OpenDialog {
  request: DialogRequest;
  /** Focused when the first request arrived; focus goes back there when the dialog closes. */
  opener: Element | null;
}

/** The dialog on screen, if any. */
export const openDialogAtom = atom<OpenDialog | undefined>(undefined);

/** Detail of `stay:dialog-close`, dispatched by `<stay-dialog>` after the close action ran. */
export interface DialogCloseDetail {
  action: DialogCloseActionType;
  choice: 'yes' | 'no';
}

export const DIALOG_CLOSE_EVENT = 'stay:dialog-close';

/**
 * Shows `request` in the page's `<stay-dialog>`. The page shell has one (in the global footer);
 * if it does not, one is added at the end of `<body>` and the loader defines it. A request made
 * while a dialog is open replaces it (the newest message is the one that matters); focus still
 * returns to the first opener. CMS scripts use the `stay:dialog-open` event instead, whose
 * detail the dialog validates.
 */
export function openDialog(request: DialogRequest, store = pageStore): void {
  const opener = store.get(openDialogAtom)?.opener ?? document.activeElement;
  store.set(openDialogAtom, { request, opener });
  if (!document.querySelector('stay-dialog')) document.body.append(document.createElement('stay-dialog'));
}
