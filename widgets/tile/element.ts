import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Tile } from './Tile';
import { readAuthoredTile } from './authored-tile';

export const tileSchema = {
  href: attr.url(),
  newTab: attr.boolean(false),
  /*
   * Content spec §9 "Tile spacing offsets 24, 48, 8px; column spacing 24 or 30px". tile.css applies
   * them from the host's attributes so the spacing holds before the upgrade too (no layout shift);
   * they are declared here so that an invalid value is reported like any other.
   */
  spacing: attr.oneOf(['8', '24', '48'], '24'),
  columnSpacing: attr.oneOf(['24', '30'], '24'),
};

defineWidget('stay-tile', Tile, tileSchema, { content: readAuthoredTile });
