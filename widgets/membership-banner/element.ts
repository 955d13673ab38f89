import { defineWidget } from '../../shared/element/define-widget';
import type { AttributeType } from '../../shared/element/attribute-schema';
import { readAuthoredShell } from './authored-shell';
import { MembershipBanner } from './MembershipBanner';

/** A content-service path segment: `benefitsconfiguration/{brand}/{lang}.json` (content spec §7). */
const brand: AttributeType<string> = {
  defaultValue: 'stay',
  expected: 'a brand code of letters, digits, - or _',
  parse: (raw) => (/^[\w-]+$/.test(raw.trim()) ? { valid: true, value: raw.trim() } : { valid: false }),
};

export const membershipBannerSchema = { brand };

defineWidget('stay-membership-banner', MembershipBanner, membershipBannerSchema, { content: readAuthoredShell });
