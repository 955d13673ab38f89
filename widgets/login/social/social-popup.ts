import { parseSocialMessage, SOCIAL_CHANNEL, SOCIAL_POPUP, type SocialCallback } from '../../../shared/domain/loyalty/social-login';

/** How long a closed popup may still have its message on the way before it counts as cancelled. */
const CLOSED_GRACE_MS = 600;

/**
 * Opens the provider's page in a 700 by 500 popup (loyalty spec §2) and waits for the callback
 * page's answer on the broadcast channel; only a message with this request's `state` counts (any
 * page of the origin may post there). A popup closed without an answer is a cancellation;
 * `blocked` when the browser refused the popup.
 */
export function openSocialPopup(url: string, state: string): Promise<SocialCallback | 'blocked'> {
  const left = Math.round(window.screenX + (window.outerWidth - SOCIAL_POPUP.width) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - SOCIAL_POPUP.height) / 2);
  const popup = window.open(
    url,
    'stay-social-login',
    `popup,width=${SOCIAL_POPUP.width},height=${SOCIAL_POPUP.height},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve('blocked');
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(SOCIAL_CHANNEL);
    let closedSince: number | undefined;
    const finish = (result: SocialCallback) => {
      channel.close();
      window.clearInterval(watch);
      resolve(result);
    };
    channel.onmessage = (event: MessageEvent) => {
      const message = parseSocialMessage(event.data);
      if (message?.state === state) finish(message);
    };
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      closedSince ??= Date.now();
      if (Date.now() - closedSince >= CLOSED_GRACE_MS) finish({ state, error: 'cancelled' });
    }, 200);
  });
}

/** A state no other request has: ties the provider's answer to this click. */
export function newSocialState(): string {
  return crypto.randomUUID();
}
