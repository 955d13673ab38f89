import { widgetChunks } from '../../widgets/registry';
import { takeOverArrivalScroll } from './arrival-fragment';
import { keepEarlyDialogRequests } from './early-dialog-requests';
import type { StayEventMap } from './stay-events';

/**
 * `stay-widgets.js`: the only script a CMS page includes. It imports a widget's chunk when the
 * widget's tag first appears in the document, including elements added later, and never twice.
 * It imports nothing else (with the first widget, the runtime's page-texts preload: page-texts.ts),
 * so it stays a couple of kilobytes (DESIGN.md §7).
 */
const requested = new Set<string>();

function loadWidget(tag: string): void {
  const load = widgetChunks[tag];
  if (!load || requested.has(tag)) return;
  // With the first widget: the runtime, and on a page not in English its texts' index, load beside its chunk.
  if (requested.size === 0)
    void import('./page-texts').then(
      ({ preloadPageTexts }) => preloadPageTexts(),
      () => undefined,
    );
  requested.add(tag);
  load().catch((error: unknown) => {
    // Authored content stays readable without the widget; a later insertion of the tag retries.
    requested.delete(tag);
    console.error(`[stay-widgets] could not load <${tag}>; its authored content stays.`, error);
    showAuthoredContent(tag);
  });
}

/**
 * Progressive enhancement (issue 12 §8): the same record as `reportEnhancementFailure`
 * (enhancement-failure.ts, not imported: it belongs to the runtime, which the loader must not
 * pull in): CSS shows the authored content plainly, and the site notice tells the visitor.
 */
function showAuthoredContent(tag: string): void {
  for (const element of document.querySelectorAll(tag)) element.setAttribute('data-stay-fallback', '');
  document.documentElement.setAttribute('data-stay-enhancement-failed', '');
  // Not emitStayEvent: the loader imports nothing of the runtime; the map still checks name and detail.
  const failed: StayEventMap['stay:enhancement-failed'] = new CustomEvent('stay:enhancement-failed', { detail: { tag } });
  window.dispatchEvent(failed);
}

/**
 * One walk of `root` for all the tags not requested yet, not one per tag: the observer below calls
 * it for each subtree added to the page, and widgets' first renders add many (one walk per tag, 18
 * of them, showed in CPU profiles of the home page's startup).
 */
function loadWidgetsIn(root: ParentNode): void {
  const pending = Object.keys(widgetChunks)
    .filter((tag) => !requested.has(tag))
    .join();
  if (pending) root.querySelectorAll(pending).forEach((element) => loadWidget(element.localName));
}

function loadAddedWidgets(records: MutationRecord[]): void {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      loadWidget(node.localName);
      if (node.firstElementChild) loadWidgetsIn(node);
    }
  }
}

takeOverArrivalScroll();
keepEarlyDialogRequests();
loadWidgetsIn(document);
new MutationObserver(loadAddedWidgets).observe(document.documentElement, { childList: true, subtree: true });
