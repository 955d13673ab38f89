import { isWithinPublishingWindow, readPublishingWindow } from '../content/publishing-window';

/**
 * The booking banner (content spec §7 "Other content: bookingbanner"; issue 19 item 5): a notice
 * the property listing shows above a search's results (decision: the listing is its natural home,
 * it knows the search; widget README). The spec shows no shape: ours (sandbox README). A banner
 * shows within its publishing window, read as the single banner's (content spec §2, §5: an
 * invalid bound is "now", a missing one is open, its time zone defaults to Asia/Singapore), and
 * only for the searches it names (a destination or property code, any case), or for every search
 * when it names none.
 */
export interface BookingBanner {
  id: string;
  title: string;
  text: string;
  /** '' when the banner links nowhere (or its address was unsafe). */
  linkUrl: string;
  linkText: string;
  start: string;
  end: string;
  timeZone: string;
  destinations: string[];
}

export interface BannerSearch {
  destination: string | undefined;
  hotelCode: string | undefined;
}

/** The first banner, in the service's order, that is published now and meant for this search. */
export function bookingBannerFor(banners: readonly BookingBanner[], search: BannerSearch, now: number): BookingBanner | undefined {
  const searched = [search.destination, search.hotelCode].flatMap((value) => (value ? [value.trim().toLowerCase()] : []));
  return banners.find((banner) => {
    const forSearch = banner.destinations.length === 0 || banner.destinations.some((name) => searched.includes(name.trim().toLowerCase()));
    return forSearch && isWithinPublishingWindow(readPublishingWindow(banner), now);
  });
}
