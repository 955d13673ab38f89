import { parseSocialCallback, SOCIAL_CHANNEL } from '../../../shared/domain/loyalty/social-login';

/**
 * The callback page of the social popup (`<stay-login data-social-callback>`): tells the opening
 * page what the provider answered, through the broadcast channel (loyalty spec §2), then closes.
 * The code never goes further than this origin's pages.
 */
export function reportSocialCallback(): boolean {
  const answer = parseSocialCallback(window.location.search);
  if (!answer) {
    console.warn('[stay-widgets] <stay-login data-social-callback>: the address has no state; nothing to report.');
    return false;
  }
  const channel = new BroadcastChannel(SOCIAL_CHANNEL);
  channel.postMessage(answer);
  channel.close();
  window.close();
  return true;
}
