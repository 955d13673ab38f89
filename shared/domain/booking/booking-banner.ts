/**
 * The booking banner (content spec §7 "Other content: bookingbanner"; issue 19 item 5): a notice
 * the property listing shows above a search's results (decision: the listing is its natural home,
 * it knows the search; widget README). The spec shows no shape: ours (sandbox README). The
 * service answers the banners published now (decision: unlike the single banner's authored
 * window, content spec §2, these are content items the CMS publishes and withdraws; reading
 * windows here would also split the banner's window rule out of the home page's chunks, DESIGN.md
 * §7). A banner is for the searches it names (a destination or property code, any case), or for
 * every search when it names none.
 */
export interface BookingBanner {
  id: string;
  title: string;
  text: string;
  /** '' when the banner links nowhere (or its address was unsafe). */
  linkUrl: string;
  linkText: string;
  destinations: string[];
}

export interface BannerSearch {
  destination: string | undefined;
  hotelCode: string | undefined;
}

/** The first banner, in the service's order, meant for this search. */
export function bookingBannerFor(banners: readonly BookingBanner[], search: BannerSearch): BookingBanner | undefined {
  const searched = [search.destination, search.hotelCode].flatMap((value) => (value ? [value.trim().toLowerCase()] : []));
  return banners.find(
    (banner) => banner.destinations.length === 0 || banner.destinations.some((name) => searched.includes(name.trim().toLowerCase())),
  );
}
