/**
 * Tells the page what happened in a widget (DESIGN.md §3): a bubbling, composed `CustomEvent`
 * named `stay:<what>`, which CMS scripts and the app shell listen to. One helper, so every widget
 * sends its events the same way (and each widget chunk carries one call instead of the options).
 */
export function announce<Detail>(from: EventTarget | null | undefined, type: `stay:${string}`, detail: Detail): void {
  from?.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}
