/**
 * Whether a link's icon has zero size (content spec §2), measured after render: an inline SVG or
 * image without a box, an SVG that draws nothing (empty bounding box) or an image that loaded
 * nothing (broken, or an SVG file of zero size). Links without an icon are never "zero size".
 * An image still loading is not judged: the widget measures again on its load or error.
 */
export function hasZeroSizeIcon(link: Element): boolean {
  const icon = link.querySelector('svg, img');
  if (!icon || (icon instanceof HTMLImageElement && !icon.complete)) return false;
  const box = icon.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return true;
  if (icon instanceof HTMLImageElement) return icon.naturalWidth === 0;
  if (!(icon instanceof SVGSVGElement)) return false;
  const drawing = icon.getBBox();
  return drawing.width === 0 && drawing.height === 0;
}
