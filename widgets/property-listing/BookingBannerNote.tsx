import { trackLinkClick } from '../../shared/analytics/link-click';
import type { BookingBanner } from '../../shared/domain/booking/booking-banner';

/** The booking banner of the search (content spec §7 "bookingbanner"; `shared/domain/booking/booking-banner.ts`), above the results. */
export function BookingBannerNote({ banner }: { banner: BookingBanner }) {
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
