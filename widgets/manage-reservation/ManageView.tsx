import { createElement, useState } from 'react';
import type { CancellationPreview, ReservationKey } from '../../shared/api/reservation-service';
import { reservationActions, type ReservationAction } from '../../shared/domain/booking/reservation-actions';
import type { Reservation } from '../../shared/domain/booking/reservation';
import type { Language } from '../../shared/domain/languages';
import { pageStore } from '../../shared/store/page-store';
import { getApiClient } from '../../shared/api/page-client';
import { fetchMemberModifyCprv, fetchModifyCprv } from '../../shared/api/modify-service';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { beginModify } from '../../shared/store/modify-session';
import { Button } from '../../shared/ui/Button';
import { ReservationCard } from '../../shared/ui/reservation/ReservationCard';
import { ShareForm } from '../../shared/ui/reservation/ShareForm';
import { usePrint } from '../../shared/ui/reservation/use-print';
import { CancelDialog } from './CancelDialog';
import { translate } from './manage-messages';
import { invoicesWrite, resendWrite } from './manage-writes';

export interface ManageViewProps {
  language: Language;
  direction: 'ltr' | 'rtl';
  reservation: Reservation;
  access: ReservationKey;
  /** The select-apartment-and-rates page the modify flow opens with the stay as a deep link. */
  ratesPath: string;
  onCancelled: (returned: CancellationPreview) => void;
  onAnother: () => void;
}

type Mail = 'resend' | 'invoices';
type MailOutcome = { mail: Mail; ok: boolean } | undefined;

/** The stay as a search deep link (booking spec §2; dateType 3: ISO dates), for the modify flow's rates page. */
export function modifyLink(ratesPath: string, reservation: Reservation): string {
  const params = new URLSearchParams({
    hotel: reservation.hotelCode,
    dateType: '3',
    arrive: reservation.startDate,
    depart: reservation.endDate,
    rooms: '1',
    adult: String(reservation.guest.numberOfAdult ?? 1),
    child: String(reservation.guest.numberOfChildren ?? 0),
  });
  return `${ratesPath}?${params.toString()}`;
}

/**
 * The reservation opened by the lookup (issue 18 item 2): its card (status, stay, guests,
 * add-ons, paid and due, policy: the confirmation's pieces) and the actions its status offers
 * (`reservation-actions.ts`). Check-in renders `<stay-check-in>` in place (one path, one element:
 * it reads `reservationAccessAtom`, no second lookup). E-mail outcomes are announced.
 */
export function ManageView({ language, direction, reservation, access, ratesPath, onCancelled, onAnother }: ManageViewProps) {
  const actions = reservationActions(reservation.status);
  const has = (action: ReservationAction) => actions.includes(action);
  const printing = usePrint(language, [reservation.confirmNo]);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [checkingIn, setCheckingIn] = useState(false);
  const [mailing, setMailing] = useState<Mail | undefined>(undefined);
  const [outcome, setOutcome] = useState<MailOutcome>(undefined);
  const [starting, setStarting] = useState(false);
  const [modifyFailed, setModifyFailed] = useState(false);
  const signedIn = usePageValue(signedInAtom);

  async function mail(kind: Mail) {
    if (mailing) return;
    setMailing(kind);
    setOutcome(undefined);
    const result =
      kind === 'resend'
        ? await pageStore.set(resendWrite.run, { key: access, propertyName: reservation.propertyName })
        : await pageStore.set(invoicesWrite.run, access);
    setMailing(undefined);
    setOutcome({ mail: kind, ok: result.ok });
  }

  async function modify() {
    if (starting) return;
    setStarting(true);
    setModifyFailed(false);
    // The record's loyalty facts (loyalty §3 "Modify-reservation record": points already redeemed,
    // the return-voucher flag, promotion type 5 for a voucher reservation) from modify-reservation-cprv.
    // A signed-in member's CPRV call carries the member's get-cprv-token token (loyalty §7; modify-service.ts).
    const facts = await (signedIn ? fetchMemberModifyCprv : fetchModifyCprv)(getApiClient(), reservation.confirmNo);
    setStarting(false);
    if (!facts.ok || !facts.data.modifiable) {
      console.warn(
        `[stay-widgets] <stay-manage-reservation>: ${reservation.confirmNo} cannot be changed now`,
        facts.ok ? 'not modifiable' : (facts.error.code ?? facts.error.kind),
      );
      setModifyFailed(true);
      return;
    }
    beginModify({
      confirmNo: reservation.confirmNo,
      pointsRedeemed: facts.data.pointsRedeemed,
      returnVoucher: facts.data.returnVoucher,
      promotionType: facts.data.promotionType,
      hotelCode: reservation.hotelCode,
      startDate: reservation.startDate,
      endDate: reservation.endDate,
      // The stay as booked, so the modify flow shows old and new side by side with the difference.
      roomTypeCode: reservation.roomTypeCode,
      ratePlanCode: reservation.ratePlanCode,
      currencyCode: reservation.currencyCode,
      total: reservation.totals.total,
      addons: reservation.addons.map((addon) => ({
        serviceInventoryCode: addon.AddonCode,
        title: addon.title,
        numberOfAdult: addon.numberOfAdult ?? 0,
        numberOfChildren: addon.numberOfChildren ?? 0,
        // The priced units (§3 AddonQty); the add-on sync turns them into a count with the add-on's pricing.
        quantity: addon.quantity,
        priceWithoutTax: addon.priceWithoutTax,
        tax: addon.tax,
      })),
    });
    window.location.assign(modifyLink(ratesPath, reservation));
  }

  return (
    <div className="stay-manage-reservation__view">
      <p className="stay-manage-reservation__status" data-status={reservation.status}>
        {translate(language, 'status', { status: reservation.status })}
      </p>
      <ul className="stay-manage-reservation__card">
        <ReservationCard language={language} reservation={reservation} number={1} />
      </ul>
      <h3>{translate(language, 'actions')}</h3>
      <div className="stay-manage-reservation__actions">
        {has('modify') && (
          <Button aria-disabled={starting || undefined} onClick={() => void modify()}>
            {translate(language, 'modify')}
          </Button>
        )}
        {has('check-in') && (
          <Button aria-expanded={checkingIn} onClick={() => setCheckingIn((open) => !open)}>
            {translate(language, reservation.status === 'Arrived' ? 'checkInState' : 'checkIn')}
          </Button>
        )}
        {has('print') && (
          <Button aria-disabled={printing.state === 'preparing' || undefined} onClick={() => void printing.print()}>
            {translate(language, 'print')}
          </Button>
        )}
        {has('resend') && (
          <Button aria-disabled={mailing !== undefined || undefined} onClick={() => void mail('resend')}>
            {translate(language, mailing === 'resend' ? 'sending' : 'resend')}
          </Button>
        )}
        {has('invoices') && (
          <Button aria-disabled={mailing !== undefined || undefined} onClick={() => void mail('invoices')}>
            {translate(language, mailing === 'invoices' ? 'sending' : 'invoices')}
          </Button>
        )}
        {has('cancel') && (
          <Button className="stay-manage-reservation__cancel-button" onClick={() => setCancelOpen(true)}>
            {translate(language, 'cancel')}
          </Button>
        )}
        <Button onClick={onAnother}>{translate(language, 'another')}</Button>
      </div>
      <p role="status" className="stay-manage-reservation__mail-status">
        {outcome?.ok && translate(language, outcome.mail === 'resend' ? 'resent' : 'invoicesSent')}
      </p>
      <p role="alert" className="stay-manage-reservation__mail-alert">
        {outcome && !outcome.ok && translate(language, 'sendFailed')}
        {modifyFailed && translate(language, 'modifyFailed')}
      </p>
      {checkingIn && <div className="stay-manage-reservation__check-in">{createElement('stay-check-in')}</div>}
      {has('share') && <ShareForm language={language} confirmNos={[reservation.confirmNo]} />}
      <div className="stay-reservation-confirmation__print-view" ref={printing.printView} data-ready={printing.state === 'printable'} />
      {cancelOpen && (
        <CancelDialog
          language={language}
          direction={direction}
          reservation={reservation}
          access={access}
          onClose={() => setCancelOpen(false)}
          onCancelled={(returned) => {
            setCancelOpen(false);
            onCancelled(returned);
          }}
        />
      )}
    </div>
  );
}
