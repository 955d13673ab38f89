/**
 * Reads the tile's authored markup (content spec §2 "Tile"), server-rendered and readable
 * without JavaScript:
 *
 *   <img src="…" alt="">                 optional, any content before the title
 *   <h3>Title</h3>                       the first h2–h6: becomes the tile's one link
 *   <p>Description</p>                   clamped to 2 lines
 *   <p data-cta>Call to action</p>       clamped to 1 line
 */
export interface TileHeading {
  level: number;
  content: readonly Node[];
  /** The title as text, for analytics. */
  text: string;
}

export interface TileContent {
  /** Authored nodes before the title (usually the image), kept in place. */
  leading: readonly Node[];
  heading: TileHeading | undefined;
  /** Authored nodes after the title (description, call to action). */
  trailing: readonly Node[];
}

const HEADING = /^h[2-6]$/;
/** The whole tile is one link: anything else interactive inside it could not be reached or clicked. */
const INTERACTIVE = 'a[href], button, input, select, textarea, [tabindex]';

export function readAuthoredTile(nodes: readonly Node[]): TileContent {
  const headingIndex = nodes.findIndex((node) => node instanceof Element && HEADING.test(node.localName));
  const headingElement = nodes[headingIndex] as Element | undefined;
  if (nodes.some((node) => node instanceof Element && (node.matches(INTERACTIVE) || node.querySelector(INTERACTIVE)))) {
    console.warn('[stay-widgets] <stay-tile> must not contain links, buttons or form fields: the whole tile is one link.');
  }
  if (!headingElement) {
    console.warn('[stay-widgets] <stay-tile> needs a heading (h2 to h6) as its title; without one it is not a link.');
    return { leading: nodes, heading: undefined, trailing: [] };
  }
  return {
    leading: nodes.slice(0, headingIndex),
    heading: {
      level: Number(headingElement.localName.slice(1)),
      content: Array.from(headingElement.childNodes),
      text: headingElement.textContent?.trim() ?? '',
    },
    trailing: nodes.slice(headingIndex + 1),
  };
}
