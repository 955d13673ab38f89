import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Tile } from './Tile';
import { readAuthoredTile } from './authored-tile';

export const tileSchema = {
  /** The tile's target; without it the tile is not a link. */
  href: attr.url(),
  /** Open the target in a new tab (`rel="noopener"`, plus `noreferrer` for another site). */
  newTab: attr.boolean(false),
  /*
   * Content spec §9 "Tile spacing offsets 24, 48, 8px; column spacing 24 or 30px". tile.css applies
   * them from the host's attributes so the spacing holds before the upgrade too (no layout shift);
   * they are declared here so that an invalid value is reported like any other.
   */
  /** Space below the tile, in px (content spec §9 "tile spacing offsets"). */
  spacing: attr.oneOf(['8', '24', '48'], '24'),
  /** Space between neighbouring tiles, in px: half of it on each inline side, so a grid gets the full gap (give the grid a negative inline margin of half of it). */
  columnSpacing: attr.oneOf(['24', '30'], '24'),
};

/**
 * A card whose whole area leads to one target (content spec §2 "Tile", §9 spacing).
 *
 * @slot - Anything before the title (an image), the first `<h2>`–`<h6>` (the title, which gets the link), a description `<p>` (two lines at most) and a `<p data-cta>` call to action; no links, buttons or fields inside.
 */
defineWidget('stay-tile', Tile, tileSchema, { content: readAuthoredTile });
