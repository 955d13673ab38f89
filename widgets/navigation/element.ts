import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { readAuthoredHeader } from './authored-header';
import { Navigation } from './Navigation';

export const navigationSchema = {
  sticky: attr.boolean(true),
  transparent: attr.boolean(false),
  searchUrl: attr.url(''),
  label: attr.string(''),
};

defineWidget('stay-navigation', Navigation, navigationSchema, { content: readAuthoredHeader });
