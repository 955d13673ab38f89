import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Banner } from './Banner';
import { readAuthoredBanner } from './authored-banner';
import { publishingWindowSchema } from '../../shared/element/publishing-window-attributes';

export const bannerSchema = {
  ...publishingWindowSchema,
  /** The link opens in a new tab (`target="_blank" rel="noopener"`, announced as "Opens in a new tab"). */
  newTab: attr.boolean(false),
  /** A click opens the page's chatbot instead of following the link: the title becomes a button sending `stay:chatbot-open` (the link stays the fallback without JavaScript). */
  openChatbot: attr.boolean(false),
  /** Background video below 768 px wide; none when empty. */
  videoMobile: attr.url(''),
  /** Background video from 768 to 1023 px wide; none when empty. */
  videoTablet: attr.url(''),
  /** Background video from 1024 px wide; none when empty. */
  videoDesktop: attr.url(''),
};

/**
 * A single banner (content spec §2 "Single banner", §4, §5, §9): an image, optionally a background video per breakpoint, and a text layer whose title link covers the banner; shown only inside its publishing window.
 *
 * @slot - The first `<img>` or `<picture>` (the image, also shown without video), then a `<div>` text layer whose first heading holds the banner's link; everything else in the layer stays as authored. Other content is ignored with a warning.
 * @fires stay:chatbot-open
 * @fires stay:banner-video-ended
 * @fires stay:banner-video-error
 * @cssprop --stay-banner-aspect-ratio - The banner's shape (width / height), on the element or an ancestor.
 */
defineWidget('stay-banner', Banner, bannerSchema, { content: readAuthoredBanner });
