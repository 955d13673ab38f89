/**
 * Announces a change to the rest of the page as a bubbling, composed `stay:` event (DESIGN.md §3).
 * A stand-in with the signature of `emitStayEvent` from `shared/element` (issue 13 item 3, built
 * in parallel): once that is merged, this file re-exports it and `name` is typed by `StayEventMap`.
 */
export function emitStayEvent(target: EventTarget, name: `stay:${string}`, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
