import { trackLinkClick } from '../../shared/analytics/link-click';
import { fetchBookingBanners } from '../../shared/api/booking-banner-service';
import { bookingBannerFor, type BannerSearch } from '../../shared/domain/booking/booking-banner';
import type { Language } from '../../shared/domain/languages';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';

/** Content spec §8: a failed content read is swallowed: the listing shows no banner, and the cause is logged. */
const bookingBannersRead = defineServerRead({
  read: async ({ language }: { language: Language }, { client }) => {
    const banners = await fetchBookingBanners(client, language);
    if (!banners.ok && banners.error.kind !== 'aborted')
      console.warn(`[stay-widgets] <stay-property-listing>: the booking banner failed: ${banners.error.message}`);
    return banners.ok || banners.error.kind === 'aborted' ? banners : { ok: true as const, data: [] };
  },
});

/** The booking banner of the search (content spec §7 "bookingbanner"; `shared/domain/booking/booking-banner.ts`), above the results. */
export function BookingBannerNote({ search }: { search: BannerSearch }) {
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(bookingBannersRead, { language });
  const banner = state.state === 'hasData' ? bookingBannerFor(state.data, search, Date.now()) : undefined;
  if (!banner) return null;
  return (
    <div className="stay-property-listing__banner" data-banner-id={banner.id}>
      <p className="stay-property-listing__banner-title">
        <strong>{banner.title}</strong>
      </p>
      {banner.text && <p>{banner.text}</p>}
      {banner.linkUrl && banner.linkText && (
        <p>
          <a href={banner.linkUrl} onClick={() => trackLinkClick('property-listing', banner.linkText, banner.linkUrl)}>
            {banner.linkText}
          </a>
        </p>
      )}
    </div>
  );
}
