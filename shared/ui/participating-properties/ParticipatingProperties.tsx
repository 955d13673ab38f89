import {
  bookableProperties,
  bookablePropertiesByCodes,
  participatingProperties,
  type OfferProperty,
} from '../../api/offer-properties-service';
import { fetchClientRegion } from '../../api/content-service';
import type { ApiClient, ApiResult } from '../../api/types';
import { isSafeUrl } from '../../domain/safe-url';
import { AuthoredNodes } from '../../element/AuthoredNodes';
import { useWidgetEnvironment } from '../../element/widget-environment';
import { defineMessages, translationsOf } from '../../i18n/catalogue';
import { defineServerRead } from '../../store/server-read';
import { useServerRead } from '../../store/use-server-read';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('shared/ui/participating-properties') });

export interface ParticipatingPropertiesProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  source: 'offer' | 'voucher' | 'codes';
  offer: string;
  programmeCode: string;
  propertyCodes: string;
  /** With `voucher`: the voucher's category and published date, which narrow the programme's properties (content spec §7). */
  category?: string;
  publishedDate?: string;
  nodes: readonly Node[];
}

export type ListKey = Pick<
  ParticipatingPropertiesProps,
  'source' | 'offer' | 'programmeCode' | 'propertyCodes' | 'category' | 'publishedDate'
> & {
  language: string;
};

/**
 * A voucher programme's properties, narrowed as content spec §7 lists: the voucher's category and
 * published date, and the visitor's region (the client-country lookup, cached a day). The page
 * configuration names no brand, so `currentBrand` is not sent (decision).
 */
async function voucherProperties(client: ApiClient, key: ListKey) {
  const region = await fetchClientRegion(client);
  const clientRegion = region.ok ? region.data.clientRegion : undefined;
  return bookableProperties(client, key.programmeCode, key.language, {
    category: key.category,
    publishedDate: key.publishedDate,
    clientRegion,
  });
}

/** One read per source and language; a list without what its source needs is empty, without a call. */
export const propertiesRead = defineServerRead({
  read: async (key: ListKey, { client }): Promise<ApiResult<OfferProperty[]>> => {
    const { source, offer, programmeCode, propertyCodes, language } = key;
    const result =
      source === 'offer' && offer
        ? await participatingProperties(client, offer, language)
        : source === 'voucher' && programmeCode
          ? await voucherProperties(client, key)
          : source === 'codes' && propertyCodes
            ? await bookablePropertiesByCodes(client, propertyCodes.split(','), language)
            : { ok: true as const, data: [] };
    // Content spec §8: a failed content read shows nothing rather than an error box; the cause is logged.
    if (!result.ok) console.warn(`[stay-widgets] <stay-participating-properties>: ${result.error.message}`);
    return result.ok ? result : { ok: true, data: [] };
  },
});

export function ParticipatingProperties(props: ParticipatingPropertiesProps) {
  const { label, source, offer, programmeCode, propertyCodes, category, publishedDate, nodes } = props;
  const { language } = useWidgetEnvironment();
  const { state } = useServerRead(propertiesRead, { source, offer, programmeCode, propertyCodes, category, publishedDate, language });
  const properties = state.state === 'hasData' ? state.data : [];
  return (
    <section
      className="stay-participating-properties"
      aria-label={label || translate(language, 'label')}
      aria-busy={state.state === 'loading' || undefined}
    >
      <AuthoredNodes nodes={nodes} />
      {state.state === 'hasData' && properties.length === 0 && <p>{translate(language, 'empty')}</p>}
      {properties.length > 0 && (
        <ul className="stay-participating-properties__list">
          {properties.map((property) => (
            <li key={property.propertyCode} className="stay-participating-properties__item">
              {isSafeUrl(property.pagePath) && property.pagePath ? (
                <a href={property.pagePath}>{property.propertyName}</a>
              ) : (
                property.propertyName
              )}
              {property.city && <span className="stay-participating-properties__city">{property.city}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
