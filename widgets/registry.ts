/**
 * Every widget's tag and the chunk that defines it. The loader imports a chunk only when its
 * tag appears in the document (DESIGN.md §3); add a line here when adding a widget.
 */
export const widgetChunks: Record<string, () => Promise<unknown>> = {
  'stay-accordion': () => import('./accordion/element'),
};
