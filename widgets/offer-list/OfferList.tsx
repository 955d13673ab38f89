import { useId, useState } from 'react';
import type { Offer, OfferSource } from '../../shared/api/offer-service';
import { inCategory } from '../../shared/domain/offers/offer-rules';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { useServerRead } from '../../shared/store/use-server-read';
import { Skeleton } from '../../shared/ui/Skeleton';
import { offersRead, shownOffers, voucherCategoriesRead } from '../../shared/ui/offers/offer-reads';
import english from './messages/en.json';
import { OfferCard } from './OfferCard';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/offer-list') });

export interface OfferListProps {
  /** The region's accessible name; empty: the translated default of the source. */
  label: string;
  source: OfferSource;
  /** The offer details page; each card links to it with `?source=…&offer={path}`. */
  detailsPath: string;
  /** Vouchers: the category list (`vouchers/categories/{lang}/{list}.json`). */
  categoryList: string;
  /** The authored content, moved into the widget (never copied). */
  nodes: readonly Node[];
}

const LABEL_KEYS = { offers: 'labelOffers', vouchers: 'labelVouchers', events: 'labelEvents' } as const;
const EMPTY_KEYS = { offers: 'emptyOffers', vouchers: 'emptyVouchers', events: 'emptyEvents' } as const;

export function detailsHref(detailsPath: string, source: OfferSource, offer: Offer): string {
  return `${detailsPath}?${new URLSearchParams({ source, offer: offer.path }).toString()}`;
}

/** The voucher category filter: a native select, so it works by keyboard and screen reader as is. */
function CategoryFilter({ list, category, onChange }: { list: string; category: string; onChange: (code: string) => void }) {
  const { language } = useWidgetEnvironment();
  const id = useId();
  const { state } = useServerRead(voucherCategoriesRead, { language, list });
  // The filter's row is kept while the categories load, so the cards do not move down when it comes.
  if (state.state === 'loading') return <p className="stay-offer-list__filter" aria-hidden="true" />;
  // Content spec §8: without categories (a failed read) the vouchers show unfiltered.
  if (state.state !== 'hasData' || state.data.length === 0) return null;
  return (
    <p className="stay-offer-list__filter">
      <label htmlFor={id}>{translate(language, 'category')}</label>
      <select id={id} value={category} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{translate(language, 'allCategories')}</option>
        {state.data.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
    </p>
  );
}

/**
 * `<stay-offer-list>` (issue 19 item 3; content spec §7 "Offers, vouchers, events"): the cards of
 * one source, app-only ones only in the app (booking spec §3), vouchers filtered by category.
 */
export function OfferList({ label, source, detailsPath, categoryList, nodes }: OfferListProps) {
  const { language } = useWidgetEnvironment();
  const [category, setCategory] = useState('');
  const { state } = useServerRead(offersRead, { source, language, tag: 'stay-offer-list' });
  const offers = state.state === 'hasData' ? shownOffers(state.data).filter((offer) => inCategory(offer, category)) : [];
  const range = (dates: Record<string, string>) => translate(language, 'range', dates);
  return (
    <section
      className="stay-offer-list"
      aria-label={label || translate(language, LABEL_KEYS[source])}
      aria-busy={state.state === 'loading' || undefined}
    >
      <AuthoredNodes nodes={nodes} />
      {source === 'vouchers' && <CategoryFilter list={categoryList} category={category} onChange={setCategory} />}
      {state.state === 'loading' && <Skeleton label={translate(language, 'loading')} className="stay-offer-list__loading" />}
      {state.state === 'hasData' && offers.length === 0 && (
        <p className="stay-offer-list__empty">{translate(language, category ? 'emptyCategory' : EMPTY_KEYS[source])}</p>
      )}
      {offers.length > 0 && (
        <ul className="stay-offer-list__cards">
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard language={language} offer={offer} href={detailsHref(detailsPath, source, offer)} range={range} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
