import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { MemberProgrammes } from './MemberProgrammes';

export const memberProgrammesSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** Which cards, separated by spaces: `miles`, `tier-match`, `representative` (representative accounts only), `lucky-draw`, `point-history`; empty: all. An unknown name is left out with a console warning. */
  show: attr.string('miles tier-match representative lucky-draw point-history'),
};

/**
 * The member programmes (issue 17 item 4; loyalty spec §1, §3 Representative data, §7 "Representative and tier-match services"): link a miles-programme membership (membership number, first and last name; errors E381-E394), request a tier match from another programme with proof, the representative panel for representative accounts (info, point vouchers, activities, distributed activities; give a point voucher to a member by member id; errors 10121-10127), the lucky draw's countdown while it is ahead, and the point history. One card each, loading and retrying on its own; the lucky draw shows to everyone, the other cards once a member is logged in.
 *
 * @slot - An authored introduction, shown as written above the cards.
 */
defineWidget('stay-member-programmes', MemberProgrammes, memberProgrammesSchema, { content: (nodes) => ({ nodes }) });
