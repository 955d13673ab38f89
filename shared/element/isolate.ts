/** First-strong isolate and pop directional isolate (Unicode bidi algorithm, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';
/** Embeddings, overrides and isolates an authored value might carry: they could end our isolate early. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * Code inside a translated sentence (an attribute and its value, a tag, a time zone), isolated
 * with FSI … PDI so it keeps its own direction: in an Arabic sentence `data-see-more="maybe"` or
 * `<stay-tabs>` would otherwise be reordered by the right-to-left text around it ("maybe"=data-…).
 * Harmless in left-to-right pages, and right for an Arabic value in an English sentence too.
 */
export function isolate(code: string): string {
  return `${FSI}${code.replace(BIDI_CONTROLS, '')}${PDI}`;
}
