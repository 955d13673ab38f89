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
 * - `start-again` is always the dialog's "redirect home" (the stored search is cleared and the
 *   visitor starts at the home page): the booking data can no longer be used, so a widget's
 *   handler only clears what the widget keeps (its cart, its flow), and does not choose the page.
 * - `contact-property` without a handler, given the property's contact (`propertyContact`, from
 *   the property's data): the contact is shown with the message, the button calls the property
 *   (`tel:`, else writes to it, `mailto:`) and "Close" stays (Escape chooses it).
 * - any other action without a handler only closes, with an "OK" button (a "Try again" that does
 *   nothing would mislead).
 */
export type BookingErrorHandlers = Partial<Record<Exclude<BookingErrorAction, 'previous-search'>, () => void>>;

export interface PropertyContact {
  phone: string;
  email: string;
}

export interface BookingErrorOptions {
  /** The property's phone and e-mail, for `contact-property` (`property-contact.ts` reads them). */
  propertyContact?: PropertyContact | undefined;
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

/** Where "Contact the property" goes: the phone (spaces and dashes dropped), else the e-mail. */
function contactUrl({ phone, email }: PropertyContact): string | undefined {
  const number = phone.replace(/[^\d+]/g, '');
  if (number) return `tel:${number}`;
  return email.trim() ? `mailto:${email.trim()}` : undefined;
}

function closeActionOf(entry: BookingErrorEntry, hasHandler: boolean, options: BookingErrorOptions): DialogCloseAction | undefined {
  if (entry.action === 'previous-search') return { type: 'previous-search', ...options.previousSearch };
  if (entry.action === 'start-again') return { type: 'redirect-home' };
  const contact = entry.action === 'contact-property' && !hasHandler && options.propertyContact;
  const url = contact ? contactUrl(contact) : undefined;
  return url ? { type: 'go-to-url', url } : undefined;
}

/** The message, with the property's contact after it when the visitor is sent to the property. */
function messageOf(entry: BookingErrorEntry, language: Language, contact: PropertyContact | undefined): string {
  const message = translate(language, entry.messageKey);
  if (entry.action !== 'contact-property' || !contact || !(contact.phone.trim() || contact.email.trim())) return message;
  const lines = [
    contact.phone.trim() && translate(language, 'contactPhone', { phone: contact.phone.trim() }),
    contact.email.trim() && translate(language, 'contactEmail', { email: contact.email.trim() }),
  ].filter(Boolean);
  return [message, ...lines].join(' ');
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
  const leavesToContact = yesAction?.type === 'go-to-url';
  const request: DialogRequest = {
    title: translate(language, 'title'),
    message: messageOf(entry, language, options.propertyContact),
    yesLabel: handler || yesAction ? translate(language, ACTION_LABELS[entry.action]) : undefined,
    yesAction,
    // Calling the property leaves the page: "Close" keeps the visitor here (and is what Escape chooses).
    noLabel: leavesToContact ? translate(language, 'actionClose') : undefined,
  };
  openDialog(request, store);
  if (handler) whenAnswered(request, handler, store);
  return entry;
}
