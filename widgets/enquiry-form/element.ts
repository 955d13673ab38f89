import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { EnquiryForm } from './EnquiryForm';

export const enquiryFormSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** Which enquiry: the `/dr-enquiry` form, the extended stay form or contact us (marketing-consent/{form}.json, the lead's `form`). */
  form: attr.oneOf(['dr-enquiry', 'extended-stay', 'contact'] as const, 'dr-enquiry'),
  /** The property the enquiry is about (its code, e.g. `SGORCH`); without one the form cannot be sent. */
  propertyCode: attr.pattern(/[A-Za-z0-9]{2,12}/, '', 'a property code of 2 to 12 letters and digits'),
  /** The code the visitor may type, checked with masterdata/prefixaccess/code.json?type&code. */
  codeType: attr.oneOf(['corporate', 'referral', 'none'] as const, 'corporate'),
};

/**
 * An enquiry form (issue 19 item 6; booking §2 `/dr-enquiry` and the extended stay form, content §2
 * contact us): the stay with its availability (`odx/leadavailability`, 15 minutes), name, e-mail,
 * phone, message, a corporate or referral code (`prefixaccess/code.json`), the marketing consent
 * (`marketing-consent/{form}.json`); sends the lead (`odx/leads`) and confirms with its number and
 * who replies (`booking/email-template`). What was typed survives a reload and a failed send.
 *
 * @slot - Authored content (an introduction), shown above the form.
 */
defineWidget('stay-enquiry-form', EnquiryForm, enquiryFormSchema, { content: (nodes) => ({ nodes }) });
