/**
 * Every `stay:*` DOM event of the kit, with the type of its detail (DESIGN.md §3: elements talk to
 * the page by bubbling, composed `CustomEvent`s that CMS scripts and the app shell listen to).
 *
 * The map is the one source of the events' contract: `emitStayEvent` and `listenStayEvent` take
 * only its names and details; `GlobalEventHandlersEventMap` extends it, so `addEventListener` on
 * any element, `document` or `window` knows the detail; the custom-elements manifest and the
 * typings shipped beside the build read each entry's comment and detail type from this file
 * (scripts/build/custom-elements-manifest.ts): each entry after its doc comment.
 */
export interface StayEventMap {
  /** The element's first render is in the document (before the paint); once per mount. Scripts wait for it before reading the upgraded markup. */
  'stay:ready': CustomEvent<{ tag: string }>;
  /** Dispatched on `window`: a widget could not run here; its authored content stays as the CMS wrote it. */
  'stay:enhancement-failed': CustomEvent<{ tag: string }>;
  /** An item opened or closed: one event per item that changed (`itemId` is the item's authored `id`). */
  'stay:accordion-change': CustomEvent<{ index: number; itemId: string | undefined; expanded: boolean }>;
  /** The selected tab changed (click, keyboard, fragment, find-in-page); not sent for the initial selection. */
  'stay:tab-change': CustomEvent<{ index: number; id: string }>;
  /** The "see more" button revealed the hidden items; `revealed` is how many. */
  'stay:see-more': CustomEvent<{ revealed: number }>;
  /** The header turned sticky, or back. */
  'stay:navigation-sticky': CustomEvent<{ sticky: boolean }>;
  /** A link group opened or closed (narrow screens); `title` is the group's title text. */
  'stay:footer-links-toggle': CustomEvent<{ index: number; title: string; expanded: boolean }>;
  /** The banner's background video played to its end (a carousel then moves on). */
  'stay:banner-video-ended': CustomEvent<{ breakpoint: 'mobile' | 'tablet' | 'desktop'; src: string }>;
  /** The banner's background video failed to load or play (a carousel then moves on). */
  'stay:banner-video-error': CustomEvent<{ breakpoint: 'mobile' | 'tablet' | 'desktop'; src: string }>;
  /** A banner asks the page to open its chatbot; the chatbot itself is the page's. */
  'stay:chatbot-open': CustomEvent<{ source: 'banner'; title: string }>;
  /** Sent by CMS scripts (on `window` or any element) to open the global dialog; an invalid detail is ignored with a warning. */
  'stay:dialog-open': CustomEvent<DialogOpenRequest>;
  /** The dialog closed after its close action ran. */
  'stay:dialog-close': CustomEvent<{
    action: 'redirect-home' | 'reload' | 'previous-search' | 'go-to-url' | 'dismiss';
    choice: 'yes' | 'no';
  }>;
  /** Dispatched on `window` by whatever signs the visitor in or out (the login cookie changed). */
  'stay:session-change': CustomEvent<null>;
  /** Dispatched on `window` when a member call was refused with 401 `555` (loyalty spec §8): the login must be renewed. */
  'stay:session-expired': CustomEvent<null>;
  /**
   * Sent by any widget or page script (on `window` or any element) to open the login modal:
   * `reason` is shown to the visitor, `returnTo` (a same-origin path) is opened after the login.
   */
  'stay:login-request': CustomEvent<LoginRequestDetail>;
  /** Dispatched on `window` after every cart write (the cart store, `shared/store/cart/`): how many apartments the cart holds, and its currency. */
  'stay:cart-change': CustomEvent<{ count: number; currencyCode: string }>;
  /**
   * Your cart is empty (booking spec §4): the checkout found the cart empty on summary and payment
   * (`payment: false`) or on the way to or back from the payment page (`payment: true`, the
   * payment variant), and cleared the session cart entries.
   */
  'stay:cart-empty': CustomEvent<{ payment: boolean }>;
  /** Dispatched on `window` after every write or removal of a `stay:` storage entry in this tab. */
  'stay:storage-change': CustomEvent<{ key: string; area: 'local' | 'session' }>;
}

/** Why the login modal opens (issue 14): the header, a `#login` link, an expired session, a member-only rate or feature. */
export type LoginReason = 'header' | 'link' | 'expired' | 'member-rate' | 'member-feature';

/** The detail of `stay:login-request`. */
export type LoginRequestDetail = {
  reason?: LoginReason;
  returnTo?: string;
};

/** What a dialog choice does (content spec §4; shared/store/dialog.ts). */
export type DialogCloseAction =
  | { type: 'redirect-home' }
  | { type: 'reload' }
  | { type: 'previous-search'; propertyName?: string; minLengthOfStay?: number }
  | { type: 'go-to-url'; url: string }
  | { type: 'dismiss' };

/** The detail of `stay:dialog-open` (content spec §4). */
export type DialogOpenRequest = {
  title?: string;
  message: string;
  yesLabel?: string;
  noLabel?: string;
  yesAction?: DialogCloseAction;
  noAction?: DialogCloseAction;
};

export type StayEventName = keyof StayEventMap;
export type StayEventDetail<Name extends StayEventName> = StayEventMap[Name]['detail'];

declare global {
  // Every element, `document` and `window` (their maps extend this one) know the events' details.
  interface GlobalEventHandlersEventMap extends StayEventMap {}
}

/** Sends a `stay:*` event from `target`: bubbling and composed, so the page hears it wherever it listens. */
export function emitStayEvent<Name extends StayEventName>(
  target: EventTarget | null | undefined,
  name: Name,
  detail: StayEventDetail<Name>,
): void {
  target?.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}

/** Listens for a `stay:*` event on `target`; returns the function that stops listening. */
export function listenStayEvent<Name extends StayEventName>(
  target: EventTarget,
  name: Name,
  listener: (event: StayEventMap[Name]) => void,
  options?: AddEventListenerOptions,
): () => void {
  const handler = listener as EventListener;
  target.addEventListener(name, handler, options);
  return () => target.removeEventListener(name, handler, options);
}
