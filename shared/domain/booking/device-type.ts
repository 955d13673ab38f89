import type { CartDeviceType, RateChannel } from './cart-item';

/**
 * The cart's device type and the rate channel (booking spec §3 "Rate channels", §9 breakpoints):
 * the app is recognised by its user agent; otherwise a viewport of 1024 px or more is a desktop,
 * below it mobile. A cart is keyed by currency and device type, so it is decided once per page.
 */
export const DESKTOP_MIN_WIDTH = 1024;

/** The operator's app adds this token to its web view's user agent (decision: the spec names no token). */
const APP_USER_AGENT = /\bStayApp\//i;

/** The operator's app's web view, known by its user agent alone. */
export function isAppUserAgent(userAgent: string): boolean {
  return APP_USER_AGENT.test(userAgent);
}

export function deviceTypeOf({ viewportWidth, userAgent }: { viewportWidth: number; userAgent: string }): CartDeviceType {
  if (isAppUserAgent(userAgent)) return 'app';
  return viewportWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

/** Booking spec §3: web by default, app in the app; a mobile browser books on the mobile channel. */
export function rateChannelOf(deviceType: CartDeviceType): RateChannel {
  if (deviceType === 'app') return 'app';
  return deviceType === 'mobile' ? 'mobile' : 'web';
}
