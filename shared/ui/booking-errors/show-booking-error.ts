import { bookingErrorEntry, type BookingErrorAction, type BookingErrorEntry } from '../../domain/booking/error-catalogue';
import type { Language } from '../../domain/languages';
import { getPageConfig } from '../../element/page-config';
import { defineMessages, translationsOf } from '../../i18n/catalogue';
import { openDialog, openDialogAtom, type DialogCloseAction, type DialogRequest } from '../../store/dialog';
import { pageStore } from '../../store/page-store';
import english from './messages/en.json';

/**
 * Shows a booking error (booking spec §8; DESIGN.md §8 "Errors as data") in the page's global
 * dialog (`shared/store/dialog.ts`, `<stay-dialog>`): the catalogue's message in the page language
 * and one button for its recovery action.
 * - `previous-search` is the dialog's own close action (content spec §4): the dialog goes back to
 *   the previous search with the cart's search; `previousSearch` passes its options.
 * - every other action runs the widget's handler once the visitor pressed the button (or Escape,
 *   which acknowledges a one-button dialog). A dialog replaced by a newer request before it was
 *   answered runs nothing.
 * - an action the widget has no handler for: `start-again` is the dialog's "redirect home" (the
 *   stored search is cleared and the visitor starts at the home page); any other only closes,
 *   with an "OK" button (a "Try again" that does nothing would mislead).
 */
export type BookingErrorHandlers = Partial<Record<Exclude<BookingErrorAction, 'previous-search'>, () => void>>;

export interface BookingErrorOptions {
  previousSearch?: { propertyName?: string | undefined; minLengthOfStay?: number | undefined };
  /** Default: the page's language. */
  language?: Language;
  store?: typeof pageStore;
}

const catalogue: Record<keyof typeof english, string> = english;
const translate = defineMessages({ en: catalogue, translations: translationsOf('shared/ui/booking-errors') });

const ACTION_LABELS: Readonly<Record<BookingErrorAction, keyof typeof english>> = {
  retry: 'actionRetry',
  'back-to-rates': 'actionBackToRates',
  'previous-search': 'actionPreviousSearch',
  'log-in': 'actionLogIn',
  'contact-property': 'actionContactProperty',
  'start-again': 'actionStartAgain',
};

function closeActionOf(entry: BookingErrorEntry, hasHandler: boolean, options: BookingErrorOptions): DialogCloseAction | undefined {
  if (entry.action === 'previous-search') return { type: 'previous-search', ...options.previousSearch };
  if (entry.action === 'start-again' && !hasHandler) return { type: 'redirect-home' };
  return undefined;
}

/** Runs `handler` when the dialog showing `request` is closed by its button, not when a newer request replaces it. */
function whenAnswered(request: DialogRequest, handler: () => void, store: typeof pageStore): void {
  const stop = store.sub(openDialogAtom, () => {
    const open = store.get(openDialogAtom);
    if (open?.request === request) return;
    stop();
    if (open === undefined) handler();
  });
}

/** Opens the dialog for `code` (any backend form: normalised by the catalogue) and answers the entry shown. */
export function showBookingError(
  code: string | number | undefined,
  handlers: BookingErrorHandlers,
  options: BookingErrorOptions = {},
): BookingErrorEntry {
  const language = options.language ?? getPageConfig().language;
  const store = options.store ?? pageStore;
  const entry = bookingErrorEntry(code);
  const handler = entry.action === 'previous-search' ? undefined : handlers[entry.action];
  const yesAction = closeActionOf(entry, handler !== undefined, options);
  const request: DialogRequest = {
    title: translate(language, 'title'),
    message: translate(language, entry.messageKey),
    yesLabel: handler || yesAction ? translate(language, ACTION_LABELS[entry.action]) : undefined,
    yesAction,
  };
  openDialog(request, store);
  if (handler) whenAnswered(request, handler, store);
  return entry;
}
