import { fetchDowntime, type DowntimeProvider } from '../../shared/api/checkout-service';
import type { ApiResult } from '../../shared/api/types';
import { defineServerRead } from '../../shared/store/server-read';

/** A provider that is down (content read `miscellaneous/{reddot|cprv|sabre}/en.json`, content spec §7 "Downtime"). */
export interface ShownDowntime {
  provider: DowntimeProvider;
  /** ISO instant it is expected back, or ''. */
  until: string;
}

const DOWNTIME_PROVIDERS: readonly DowntimeProvider[] = ['card', 'payment', 'rate'];

/**
 * The providers that are down now, read once per checkout page for both steps: issue 16 item 1
 * wants them said before the visitor types anything. A check that fails says nothing (the hold
 * answers E143-E147 if the provider is really down, through the error catalogue).
 */
export const providerDowntimeRead = defineServerRead({
  read: async (_key: 'providers', { client }): Promise<ApiResult<ShownDowntime[]>> => {
    const answers = await Promise.all(
      DOWNTIME_PROVIDERS.map(async (provider) => ({ provider, answer: await fetchDowntime(client, provider) })),
    );
    return {
      ok: true,
      data: answers.flatMap(({ provider, answer }) => (answer.ok && answer.data.down ? [{ provider, until: answer.data.until }] : [])),
    };
  },
});
