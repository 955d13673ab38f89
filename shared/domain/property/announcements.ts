/**
 * The announcements a property page shows (content spec §7 "announcement.json"; booking spec §3
 * Property "announcements"): the site's announcements for this property or for every property
 * (an empty `propertyCodes`), then the property's own; blanks dropped, each text once.
 */
export interface SiteAnnouncement {
  id: string;
  propertyCodes: string[];
  message: string;
}

export function announcementsFor(propertyCode: string, site: readonly SiteAnnouncement[], own: readonly string[]): string[] {
  const code = propertyCode.trim().toUpperCase();
  const forThis = site
    .filter((entry) => entry.propertyCodes.length === 0 || entry.propertyCodes.some((each) => each.trim().toUpperCase() === code))
    .map((entry) => entry.message);
  const shown: string[] = [];
  for (const message of [...forThis, ...own]) {
    const trimmed = message.trim();
    if (trimmed && !shown.includes(trimmed)) shown.push(trimmed);
  }
  return shown;
}

/**
 * Points a member would earn on a typical stay (issue 19 item 1). The spec gives no length: ours
 * is `TYPICAL_STAY_NIGHTS` at the property's base rate, and never shorter than its minimum stay.
 */
export const TYPICAL_STAY_NIGHTS = 3;

export const typicalStayAmount = (amountPerNight: number, minLengthOfStay: number | undefined): number =>
  Math.round(amountPerNight * Math.max(TYPICAL_STAY_NIGHTS, minLengthOfStay ?? 1) * 100) / 100;
