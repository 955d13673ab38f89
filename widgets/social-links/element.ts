import { defineWidget } from '../../shared/element/define-widget';
import { SocialLinks } from './SocialLinks';
import { readAuthoredCards } from './authored-cards';

/**
 * Social-connect and app-download icons, in cards (content spec §2). Configured by its authored content only: no data- attributes.
 *
 * @slot - `<section>` cards, each with anything before its list (the card's heading) and a `<ul>` of icon links; give every link a name (`aria-label`, image `alt` or SVG `<title>`) and icons their `width` and `height`.
 */
defineWidget('stay-social-links', SocialLinks, {}, { content: readAuthoredCards });
