import { defineWidget } from '../../shared/element/define-widget';
import type { AttributeType } from '../../shared/element/attribute-schema';
import { readAuthoredShell } from './authored-shell';
import { MembershipBanner } from './MembershipBanner';

/** A content-service path segment: `benefitsconfiguration/{brand}/{lang}.json` (content spec §7). */
const brandCode: AttributeType<string> = {
  defaultValue: 'stay',
  expected: 'a brand code of letters, digits, - or _',
  parse: (raw) => (/^[\w-]+$/.test(raw.trim()) ? { valid: true, value: raw.trim() } : { valid: false }),
};

export const membershipBannerSchema = {
  /** Brand whose benefits configuration is read from the content service. */
  brand: brandCode,
};

/**
 * The membership promo (content spec §2 "Membership banner"): for visitors who are not signed in, the authored promo with the classic tier's benefit cards and the buy-point link; hidden when signed in.
 *
 * @slot - The promo shell, shown before the upgrade and when the benefits cannot load: a heading, paragraphs and one call-to-action link (other markup is kept as written).
 */
defineWidget('stay-membership-banner', MembershipBanner, membershipBannerSchema, { content: readAuthoredShell });
