import { useState } from 'react';
import type { Language } from '../../shared/domain/languages';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { translationsOf } from '../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../shared/i18n/intl';
import type { ModifyReservationRecord } from '../../shared/domain/booking/modify/modify-record';
import { cartAtom } from '../../shared/store/cart';
import { leaveModify, modifyRecordAtom } from '../../shared/store/modify-session';
import { usePageValue } from '../../shared/store/use-page-value';
import { Button } from '../../shared/ui/Button';
import english from './messages/en.json';
import { StayComparison, type NewStay } from './StayComparison';

export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/modify-banner') });

export interface ModifyBannerProps {
  /** The region's accessible name; empty: "Changing reservation {confirmNo}", translated. */
  label: string;
}

/**
 * `<stay-modify-banner>`: while a modification is under way (`modifyRecordAtom`), "Changing
 * reservation SR…" with a way out. Rendered by the rates, add-ons and checkout widgets as an
 * element (DOM composition: the loader loads this chunk only when it appears, so the modify flow
 * weighs nothing on those pages otherwise, DESIGN §7). Leaving restores the guest's cart
 * (`leaveModify`) and says so in a status message, so focus is not lost with the button (WCAG 4.1.3).
 */
export function ModifyBanner({ label }: ModifyBannerProps) {
  const { language } = useWidgetEnvironment();
  const record = usePageValue(modifyRecordAtom);
  const [left, setLeft] = useState<string | undefined>(undefined);
  if (!record) {
    return left ? (
      <p className="stay-modify-banner__left" role="status">
        {translate(language, 'left', { confirmNo: left })}
      </p>
    ) : null;
  }
  const leave = () => {
    setLeft(record.confirmNo);
    leaveModify();
  };
  return <ModifyBannerView record={record} label={label} language={language} onLeave={leave} />;
}

/** The new stay as the modify cart holds it (its first apartment: a modification changes one reservation). */
function useNewStay(): NewStay | undefined {
  const view = usePageValue(cartAtom);
  const item = view.state === 'ready' ? view.cart.items[0] : undefined;
  if (view.state !== 'ready' || !item) return undefined;
  return { startDate: item.startDate, endDate: item.endDate, total: view.totals.total, currencyCode: view.totals.currencyCode };
}

export interface ModifyBannerViewProps {
  record: ModifyReservationRecord;
  label: string;
  language: Language;
  onLeave: () => void;
}

export function ModifyBannerView({ record, label, language, onLeave }: ModifyBannerViewProps) {
  const heading = translate(language, 'changing', { confirmNo: record.confirmNo });
  const next = useNewStay();
  return (
    <section className="stay-modify-banner" aria-label={label || heading}>
      <p className="stay-modify-banner__title">
        <strong>{heading}</strong>
      </p>
      <p className="stay-modify-banner__text">{translate(language, 'explain')}</p>
      {next && <StayComparison record={record} next={next} language={language} t={(id, values) => translate(language, id, values)} />}
      <Button className="stay-modify-banner__leave" onClick={onLeave}>
        {translate(language, 'leave')}
      </Button>
    </section>
  );
}
