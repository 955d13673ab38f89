import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { nightsBetween } from '../../shared/domain/iso-date';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { textWithDates } from '../../shared/ui/shown-date';
import { TabList, tabPanelProps } from '../../shared/ui/tabs/TabList';
import { ApartmentCard } from './ApartmentCard';
import { pushRateEcommerce } from './rate-analytics';
import { useOfferPoints } from './use-offer-points';
import { RateFiltersForm } from './RateFiltersForm';
import { packageOffers, roomTypeChoices } from './rate-offers';
import type { PropertyRates } from './rates-read';
import { translate } from './texts';
import { useRateFilters } from './use-rate-filters';
import { useSelectOffer } from './use-select-offer';
import { useShownNightlyPrices } from './use-shown-nightly-prices';

/** The rates of an available stay: its summary, the filters, the rate package tabs and the apartments of the selected one. */
export function RatesList({ rates, cartUrl }: { rates: PropertyRates; cartUrl: string }) {
  const { language } = useWidgetEnvironment();
  const id = useId();
  const { criteria, packages } = rates;
  const [filters, setFilters] = useRateFilters(criteria.roomTypeCodes);
  const shownNightly = useShownNightlyPrices(packages.currencyCode);
  const groups = useMemo(() => packageOffers(rates, filters, shownNightly.amountOf), [rates, filters, shownNightly]);
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined);
  const selected = groups.find((group) => group.code === selectedKey) ?? groups[0];
  const selection = useSelectOffer(rates);
  const points = useOfferPoints(rates);

  // GA4 view_item_list once per list shown (a tab, a filter change), with the position of each item in it.
  const listed = selected?.apartments.flatMap((apartment) => apartment.offers) ?? [];
  const listedKey = listed.map((offer) => `${offer.rate.roomTypeCode}-${offer.rate.ratePlanCode}`).join();
  const lastListed = useRef('');
  useEffect(() => {
    if (!listedKey || listedKey === lastListed.current) return;
    lastListed.current = listedKey;
    pushRateEcommerce('view_item_list', rates, listed, true);
    // oxlint-disable-next-line react/exhaustive-deps -- once per list, keyed by what it lists
  }, [listedKey]);

  const nights = nightsBetween(criteria.startDate, criteria.endDate);
  return (
    <>
      <h2 className="stay-rate-selector__stay">
        {textWithDates(language, (shown) => translate(language, 'stay', { ...shown, nights, apartments: criteria.rooms.length }), {
          from: criteria.startDate,
          to: criteria.endDate,
        })}
      </h2>
      <RateFiltersForm priceCurrency={shownNightly.currency} choices={roomTypeChoices(rates)} filters={filters} onChange={setFilters} />
      {criteria.rooms.length > 1 && !selection.allChosen ? (
        <p className="stay-rate-selector__choosing">
          {translate(language, 'choosingFor', { number: selection.roomIndex + 1, count: criteria.rooms.length })}
        </p>
      ) : null}
      <p className="stay-rate-selector__announcement" role="status">
        {selection.announcement}
      </p>
      {selection.allChosen ? (
        <p className="stay-rate-selector__all-chosen">
          {translate(language, 'allChosen')} <a href={cartUrl}>{translate(language, 'goToCart')}</a>
        </p>
      ) : null}
      {selected ? (
        <>
          <TabList
            id={id}
            label={translate(language, 'packagesLabel')}
            className="stay-rate-selector__packages"
            items={groups.map((group) => ({ key: group.code, label: translate(language, `package.${group.code}`) }))}
            selectedKey={selected.code}
            onSelect={setSelectedKey}
          />
          <div className="stay-rate-selector__panel" {...tabPanelProps(id, selected.code)}>
            {selected.apartments.length === 0 ? (
              <p className="stay-rate-selector__message">{translate(language, 'noMatch')}</p>
            ) : (
              <ul className="stay-rate-selector__apartments">
                {selected.apartments.map((apartment) => (
                  <ApartmentCard
                    key={apartment.roomTypeCode}
                    offers={apartment}
                    currency={packages.currencyCode}
                    onSelect={selection.select}
                    busy={selection.busy}
                    points={points}
                  />
                ))}
              </ul>
            )}
          </div>
        </>
      ) : (
        <p className="stay-rate-selector__message">{translate(language, 'noMatch')}</p>
      )}
    </>
  );
}
