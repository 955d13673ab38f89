import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Banner } from './Banner';
import { readAuthoredBanner } from './authored-banner';
import { publishingWindowSchema } from '../../shared/element/publishing-window-attributes';

export const bannerSchema = {
  ...publishingWindowSchema,
  newTab: attr.boolean(false),
  openChatbot: attr.boolean(false),
  videoMobile: attr.url(''),
  videoTablet: attr.url(''),
  videoDesktop: attr.url(''),
};

defineWidget('stay-banner', Banner, bannerSchema, { content: readAuthoredBanner });
