import { useEffect, useMemo, useRef } from 'react';
import { parseConfirmationNumbers } from '../../shared/domain/booking/confirmation-numbers';
import { bookingAmounts, type Reservation } from '../../shared/domain/booking/reservation';
import type { Language } from '../../shared/domain/languages';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { formatList } from '../../shared/i18n/format';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { pushConfirmationStep, pushPurchaseOnce } from './confirmation-analytics';
import { translate } from '../../shared/ui/reservation/reservation-messages';
import { money, ReservationCard } from '../../shared/ui/reservation/ReservationCard';
import { reservationsRead, type ConfirmedBooking } from './reservations-read';
import { ShareForm } from '../../shared/ui/reservation/ShareForm';
import { usePrint } from '../../shared/ui/reservation/use-print';

export interface ReservationConfirmationProps {
  /** The language root (home page), offered when no reservation can be shown. */
  homePath: string;
  /** The reservation lookup page (booking spec §2 `/booking/property-listing/search-for-reservation`). */
  lookupPath: string;
  /** The region's accessible name; empty: the translated default. */
  label: string;
}

/** The ways forward when nothing can be shown: the home page and the reservation lookup. */
function WaysForward({ language, homePath, lookupPath }: { language: Language; homePath: string; lookupPath: string }) {
  return (
    <ul className="stay-reservation-confirmation__ways">
      <li>
        <a href={lookupPath}>{translate(language, 'lookup')}</a>
      </li>
      <li>
        <a href={homePath}>{translate(language, 'home')}</a>
      </li>
    </ul>
  );
}

function Loading({ language }: { language: Language }) {
  return (
    <div className="stay-reservation-confirmation__loading">
      <Skeleton className="stay-reservation-confirmation__skeleton-number" label={translate(language, 'loading')} />
      <Skeleton className="stay-reservation-confirmation__skeleton-card" label="" />
      <Skeleton className="stay-reservation-confirmation__skeleton-card" label="" />
    </div>
  );
}

/** The booking: its numbers first and large, each apartment's reservation, the booking's amounts, print and share. */
function Booking({ language, booking }: { language: Language; booking: ConfirmedBooking }) {
  const { reservations, missing } = booking;
  const confirmNos = reservations.map((reservation) => reservation.confirmNo);
  const amounts = reservations.length > 1 ? bookingAmounts(reservations) : undefined;
  const printing = usePrint(language, confirmNos);
  return (
    <>
      <h2 className="stay-reservation-confirmation__title">{translate(language, 'title')}</h2>
      <div className="stay-reservation-confirmation__numbers">
        <p className="stay-reservation-confirmation__numbers-label">
          {translate(language, 'confirmationNumbers', { count: confirmNos.length })}
        </p>
        <ul className="stay-reservation-confirmation__number-list">
          {confirmNos.map((confirmNo) => (
            <li key={confirmNo}>{confirmNo}</li>
          ))}
        </ul>
      </div>
      {missing.length > 0 && (
        <p className="stay-reservation-confirmation__missing">
          {translate(language, 'missing', { numbers: formatList(language, missing) })}
        </p>
      )}
      <ul className="stay-reservation-confirmation__reservations">
        {reservations.map((reservation, index) => (
          <ReservationCard key={reservation.confirmNo} language={language} reservation={reservation} number={index + 1} />
        ))}
      </ul>
      {amounts && (
        <dl className="stay-reservation-confirmation__amounts stay-reservation-confirmation__booking-amounts">
          <div>
            <dt>{translate(language, 'bookingPaid')}</dt>
            <dd data-amount="paid">{money(language, amounts.paid, amounts.currencyCode)}</dd>
          </div>
          <div>
            <dt>{translate(language, 'bookingDue')}</dt>
            <dd data-amount="due">{money(language, amounts.due, amounts.currencyCode)}</dd>
          </div>
        </dl>
      )}
      <div className="stay-reservation-confirmation__actions">
        <Button
          className="stay-reservation-confirmation__print"
          onClick={() => void printing.print()}
          aria-disabled={printing.state === 'preparing'}
        >
          {translate(language, 'print')}
        </Button>
        <p className="stay-reservation-confirmation__print-status" role="status">
          {printing.state === 'preparing' && translate(language, 'printing')}
          {printing.state === 'fallback' && translate(language, 'printFallback')}
        </p>
      </div>
      <ShareForm language={language} confirmNos={confirmNos} />
      <div className="stay-reservation-confirmation__print-view" ref={printing.printView} data-ready={printing.state === 'printable'} />
    </>
  );
}

/** Analytics once the reservations show: the step every time, GA4 `purchase` once per transaction. */
function useConfirmationAnalytics(reservations: readonly Reservation[] | undefined): void {
  const pushed = useRef(false);
  useEffect(() => {
    if (!reservations || pushed.current) return;
    pushed.current = true;
    pushConfirmationStep(reservations);
    pushPurchaseOnce(reservations);
  }, [reservations]);
}

function ConfirmedReservations({
  language,
  confirmNos,
  homePath,
  lookupPath,
}: {
  language: Language;
  confirmNos: string[];
  homePath: string;
  lookupPath: string;
}) {
  const { state, reload } = useServerRead(reservationsRead, { language, confirmNos });
  useConfirmationAnalytics(state.state === 'hasData' ? state.data.reservations : undefined);
  if (state.state === 'loading') return <Loading language={language} />;
  if (state.state === 'hasData') return <Booking language={language} booking={state.data} />;
  const notFound = state.error.code === 'E91';
  return (
    <div className="stay-reservation-confirmation__error" role="alert">
      <p>{translate(language, notFound ? 'notFound' : 'loadFailed')}</p>
      {!notFound && (
        <Button className="stay-reservation-confirmation__retry" onClick={reload}>
          {translate(language, 'retry')}
        </Button>
      )}
      <WaysForward language={language} homePath={homePath} lookupPath={lookupPath} />
    </div>
  );
}

/**
 * `<stay-reservation-confirmation>` (booking spec §2 "reservation confirmation", issue 16 item 2):
 * the reservations of the page's `confirmNo` parameter. Bad numbers are ignored with one warning.
 */
export function ReservationConfirmation({ homePath, lookupPath, label }: ReservationConfirmationProps) {
  const { language, authorMode, tag } = useWidgetEnvironment();
  const { search } = usePageAddress();
  const parameter = new URLSearchParams(search).get('confirmNo');
  const { confirmNos, rejected } = useMemo(() => parseConfirmationNumbers(parameter), [parameter]);
  useEffect(() => {
    if (rejected.length > 0) console.warn(`<${tag}>: ignored confirmNo value(s) that are not confirmation numbers: ${rejected.join(', ')}`);
  }, [tag, rejected]);
  const hasNumbers = confirmNos.length > 0;
  return (
    <section className="stay-reservation-confirmation" aria-label={label || translate(language, 'label')}>
      {hasNumbers ? (
        <ConfirmedReservations language={language} confirmNos={confirmNos} homePath={homePath} lookupPath={lookupPath} />
      ) : (
        <div className="stay-reservation-confirmation__error" role={authorMode ? 'note' : undefined}>
          <p>{translate(language, authorMode ? 'authorNoNumber' : 'noNumber')}</p>
          <WaysForward language={language} homePath={homePath} lookupPath={lookupPath} />
        </div>
      )}
    </section>
  );
}
