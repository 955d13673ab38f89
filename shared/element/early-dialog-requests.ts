/**
 * A CMS script may ask for the page's dialog (`stay:dialog-open`, content spec §4) before the
 * dialog's chunk has loaded: its listener did not exist yet and the request was lost (a CI run
 * clicked a demo button while the chunk was still on its way). The loader keeps those requests
 * from the start, makes sure the page has a `<stay-dialog>` (so it loads), and the dialog takes
 * them when its chunk runs. Part of the loader: nothing here may import the runtime.
 */
const EVENT = 'stay:dialog-open';
let early: unknown[] | undefined;

function keep(event: Event): void {
  early?.push((event as CustomEvent<unknown>).detail);
  if (!document.querySelector('stay-dialog')) document.body.append(document.createElement('stay-dialog'));
}

export function keepEarlyDialogRequests(): void {
  if (early) return;
  early = [];
  window.addEventListener(EVENT, keep, true);
}

/** The details of the requests made before the dialog listened, oldest first; from now on the dialog listens itself. */
export function takeEarlyDialogRequests(): unknown[] {
  window.removeEventListener(EVENT, keep, true);
  const taken = early ?? [];
  early = undefined;
  return taken;
}
