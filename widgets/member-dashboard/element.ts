import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { MemberDashboard } from './MemberDashboard';

export const memberDashboardSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
};

/**
 * The member dashboard (loyalty spec §2 `/member/user-profile`, issue 14 item 6): the signed-in member's tier with its badge, member status and dates, points (available, pending, expiring), qualifying points and nights towards the next tier, a vouchers summary and the preferred currency, one card each that loads, fails and retries on its own; a "Log in" button for visitors who are not signed in. Follows logins and logouts on the page without a reload.
 *
 * @slot - An authored introduction, shown as written above the cards.
 */
defineWidget('stay-member-dashboard', MemberDashboard, memberDashboardSchema, { content: (nodes) => ({ nodes }) });
