import { parseAttributes, type AttributeType } from './attribute-schema';
import {
  DEFAULT_BANNER_TIME_ZONE,
  isKnownTimeZone,
  isValidDateTime,
  readPublishingWindow,
  type PublishingWindow,
} from '../domain/content/publishing-window';

/**
 * The banner's publishing-window attributes, in one place because two elements read them: the
 * banner (to show or hide itself) and the carousel (to leave out-of-window banners out of its
 * slide set, content spec §4).
 */
function dateTimeAttribute(): AttributeType<string> {
  return {
    // An invalid bound is the current time (content spec §5), which passes every check: the same as open.
    defaultValue: '',
    expected: 'a date-time such as 2025-06-01T09:00 (in the banner time zone)',
    parse: (raw) => (raw.trim() === '' || isValidDateTime(raw) ? { valid: true, value: raw.trim() } : { valid: false }),
  };
}

function timeZoneAttribute(): AttributeType<string> {
  return {
    defaultValue: DEFAULT_BANNER_TIME_ZONE,
    expected: 'an IANA time zone such as Asia/Singapore',
    parse: (raw) => (isKnownTimeZone(raw.trim()) ? { valid: true, value: raw.trim() } : { valid: false }),
  };
}

export const publishingWindowSchema = {
  /** First moment shown (`2025-06-01`, `2025-06-01T09:00`, `2025-06-01 09:00:30`); an explicit offset (`Z`, `+08:00`) wins over the time zone. Empty: open. */
  start: dateTimeAttribute(),
  /** Last moment shown (inclusive); a date alone means the end of that day. Empty: open. */
  end: dateTimeAttribute(),
  /** The time zone in which start and end are read (content spec §9). */
  timeZone: timeZoneAttribute(),
};

/** The window of an authored `<stay-banner>`; its invalid values are reported by the banner itself. */
export function readBannerWindow(banner: Element): PublishingWindow {
  const { values } = parseAttributes(publishingWindowSchema, (name) => banner.getAttribute(name));
  return readPublishingWindow(values);
}
