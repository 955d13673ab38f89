import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CancellationPreview, ReservationKey } from '../../shared/api/reservation-service';
import { cancellationLines } from '../../shared/domain/booking/cancellation-refund';
import type { Reservation } from '../../shared/domain/booking/reservation';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pageStore } from '../../shared/store/page-store';
import { reservationAccessAtom } from '../../shared/store/reservation-access';
import { usePageAtom } from '../../shared/store/use-page-value';
import { Skeleton } from '../../shared/ui/Skeleton';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { CancellationReturns } from './CancellationReturns';
import { LookupForm } from './LookupForm';
import { translate } from './manage-messages';
import { lookupWrite } from './manage-writes';
import { ManageView } from './ManageView';

export interface ManageReservationProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The select-apartment-and-rates page the modify flow opens. */
  ratesPath: string;
}

type Opened = { key: ReservationKey; reservation: Reservation };

/**
 * `<stay-manage-reservation>` (issue 18 items 1, 2; booking spec §2 "reservation lookup", "manage
 * reservation"): the lookup form until a reservation is open, then the reservation and its
 * actions. The open reservation's access (`reservationAccessAtom`) is in memory only, shared with
 * `<stay-check-in>` and the modify flow; set by another element, it is looked up without a form.
 */
export function ManageReservation({ label, ratesPath }: ManageReservationProps) {
  const { language, direction } = useWidgetEnvironment();
  const [access, setAccess] = usePageAtom(reservationAccessAtom);
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  // `?confirmNo=` (the member's reservation list links so) fills the number; the e-mail is always asked.
  const { search } = usePageAddress();
  const [lastConfirmNo, setLastConfirmNo] = useState(() => new URLSearchParams(search).get('confirmNo')?.slice(0, 32) ?? '');
  const [cancelled, setCancelled] = useState<CancellationPreview | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const needsLookup = access !== undefined && opened?.key.confirmNo !== access.confirmNo;

  // Access set elsewhere on the page (check-in, a page script): open it without asking again.
  useEffect(() => {
    if (!needsLookup || !access) return;
    let current = true;
    const key = { confirmNo: access.confirmNo, email: access.email };
    void pageStore.set(lookupWrite.run, key).then((result) => {
      if (!current) return;
      if (result.ok) setOpened({ key, reservation: result.data });
      else setAccess(undefined);
    });
    return () => {
      current = false;
    };
  }, [needsLookup, access, setAccess]);

  // The view replaces the form: focus moves to its heading so screen readers start there (WCAG 2.4.3),
  // in the commit that shows it (not after paint).
  const openedNo = opened?.key.confirmNo;
  useLayoutEffect(() => {
    if (openedNo) heading.current?.focus();
  }, [openedNo]);

  function open(key: ReservationKey, reservation: Reservation) {
    setCancelled(undefined);
    setOpened({ key, reservation });
    setAccess({ ...key, lastName: reservation.guest.lastName });
  }

  function another() {
    setLastConfirmNo(opened?.key.confirmNo ?? '');
    setOpened(undefined);
    setCancelled(undefined);
    setAccess(undefined);
  }

  const shown = access && opened && !needsLookup ? opened : undefined;
  return (
    <section className="stay-manage-reservation" aria-label={label || translate(language, 'label')}>
      {shown ? (
        <>
          <h2 className="stay-manage-reservation__title" tabIndex={-1} ref={heading}>
            {shown.reservation.confirmNo}
          </h2>
          <div role="status" className="stay-manage-reservation__cancelled">
            {cancelled && (
              <>
                <p>{translate(language, 'cancelled', { confirmNo: shown.reservation.confirmNo })}</p>
                <CancellationReturns language={language} returns={cancellationLines(cancelled).returns} />
              </>
            )}
          </div>
          <ManageView
            language={language}
            direction={direction}
            reservation={shown.reservation}
            access={shown.key}
            ratesPath={ratesPath}
            onCancelled={(returned) => {
              setCancelled(returned);
              setOpened({ ...shown, reservation: { ...shown.reservation, status: 'Cancelled' } });
            }}
            onAnother={another}
          />
        </>
      ) : needsLookup ? (
        <Skeleton className="stay-manage-reservation__skeleton" label={translate(language, 'finding')} />
      ) : (
        <LookupForm language={language} initialConfirmNo={lastConfirmNo} onFound={open} />
      )}
    </section>
  );
}
