import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { Accordion } from './Accordion';
import { readAuthoredItems } from './authored-items';

export const accordionSchema = {
  singleExpansion: attr.boolean(false),
  headingLevel: attr.integer({ defaultValue: 3, min: 2, max: 6 }),
};

defineWidget('stay-accordion', Accordion, accordionSchema, { content: readAuthoredItems });
