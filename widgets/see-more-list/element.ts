import { defineWidget } from '../../shared/element/define-widget';
import { attr } from '../../shared/element/attribute-schema';
import { SeeMoreList } from './SeeMoreList';
import { readAuthoredList } from './authored-list';

/** Values 1–10: the pre-upgrade CSS has a rule per value (see see-more-list.css). */
export const seeMoreListSchema = {
  visibleItems: attr.integer({ defaultValue: 3, min: 1, max: 10 }),
};

defineWidget('stay-see-more-list', SeeMoreList, seeMoreListSchema, { content: readAuthoredList });
