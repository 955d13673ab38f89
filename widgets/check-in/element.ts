import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { CheckIn } from './CheckIn';

export const checkInSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * A new widget: replace this summary with what `<stay-check-in>` does and the spec section it implements.
 *
 * @slot - Authored content, shown as written inside the widget's region.
 */
defineWidget('stay-check-in', CheckIn, checkInSchema, { content: (nodes) => ({ nodes }) });
