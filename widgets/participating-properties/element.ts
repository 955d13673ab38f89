import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { ParticipatingProperties } from '../../shared/ui/participating-properties/ParticipatingProperties';

export const participatingPropertiesSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** Where the list comes from: an offer page's participating properties, a voucher programme's bookable properties, or the codes given. */
  source: attr.oneOf(['offer', 'voucher', 'codes'] as const, 'offer'),
  /** With `offer`: the offer page's entity path, e.g. `offers/long-stay`. */
  offer: attr.pattern(/[a-z0-9-]+(\/[a-z0-9-]+)*/, '', 'a content path such as offers/long-stay'),
  /** With `voucher`: the voucher programme code, e.g. `VPFREE`. */
  programmeCode: attr.pattern(/[A-Za-z0-9]{2,20}/, '', 'a programme code of letters and digits'),
  /** With `codes`: property codes separated by commas, e.g. `SGORCH,JPSHJK`. */
  propertyCodes: attr.pattern(/[A-Za-z0-9]{2,12}(,[A-Za-z0-9]{2,12})*/, '', 'property codes separated by commas'),
};

/**
 * The properties an offer or a voucher can be used at (issue 19 item 3; content §7 participating
 * properties and voucher bookable properties), each linked to its page. A failed read shows the
 * empty state and logs.
 *
 * @slot - Authored content (a heading or introduction), shown above the list.
 */
defineWidget('stay-participating-properties', ParticipatingProperties, participatingPropertiesSchema, { content: (nodes) => ({ nodes }) });
