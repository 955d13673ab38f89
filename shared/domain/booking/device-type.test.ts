import { describe, expect, it } from 'vitest';
import { deviceTypeOf, isAppUserAgent, rateChannelOf } from './device-type';

// Booking spec §9: desktop from 1024 px, mobile up to 1023 px; §3: the app is detected by user agent.
const browser = 'Mozilla/5.0 (Macintosh) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('device type and rate channel', () => {
  it.each([
    { viewportWidth: 1024, userAgent: browser, device: 'desktop', channel: 'web' },
    { viewportWidth: 1920, userAgent: browser, device: 'desktop', channel: 'web' },
    { viewportWidth: 1023, userAgent: browser, device: 'mobile', channel: 'mobile' },
    { viewportWidth: 375, userAgent: browser, device: 'mobile', channel: 'mobile' },
    { viewportWidth: 375, userAgent: `${browser} StayApp/3.2`, device: 'app', channel: 'app' },
    { viewportWidth: 1280, userAgent: `${browser} stayapp/1.0`, device: 'app', channel: 'app' },
  ])('$viewportWidth px, $userAgent → $device, $channel', ({ viewportWidth, userAgent, device, channel }) => {
    const deviceType = deviceTypeOf({ viewportWidth, userAgent });
    expect(deviceType).toBe(device);
    expect(rateChannelOf(deviceType)).toBe(channel);
    expect(isAppUserAgent(userAgent)).toBe(device === 'app');
  });
});
