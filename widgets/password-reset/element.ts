import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { PasswordReset } from './PasswordReset';

export const passwordResetSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * A new widget: replace this summary with what `<stay-password-reset>` does and the spec section it implements.
 *
 * @slot - Authored content, shown as written inside the widget's region.
 */
defineWidget('stay-password-reset', PasswordReset, passwordResetSchema, { content: (nodes) => ({ nodes }) });
