import { useId, useRef, useState } from 'react';
import type { CancellationPreview, ReservationKey } from '../../shared/api/reservation-service';
import { cancellationLines } from '../../shared/domain/booking/cancellation-refund';
import type { Reservation } from '../../shared/domain/booking/reservation';
import type { Language } from '../../shared/domain/languages';
import { pageStore } from '../../shared/store/page-store';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { Skeleton } from '../../shared/ui/Skeleton';
import { CancellationPolicy, money } from '../../shared/ui/reservation/ReservationCard';
import { CancellationReturns } from './CancellationReturns';
import { translate } from './manage-messages';
import { cancellationPreviewRead, cancelWrite } from './manage-writes';

export interface CancelDialogProps {
  language: Language;
  direction: 'ltr' | 'rtl';
  reservation: Reservation;
  access: ReservationKey;
  onClose: () => void;
  onCancelled: (returned: CancellationPreview) => void;
}

/**
 * The charge, then what comes back, each kind on its own line (issue 18 item 2), in the words of
 * what was paid (issue 28 item 5: `cancellationLines`).
 */
function Returns({ language, preview }: { language: Language; preview: CancellationPreview }) {
  const { charge, returns } = cancellationLines(preview);
  return (
    <dl className="stay-manage-reservation__returns">
      <div>
        <dt>{translate(language, 'penalty')}</dt>
        <dd data-amount="penalty">{charge ? money(language, charge.amount, charge.currencyCode) : translate(language, 'noPenalty')}</dd>
      </div>
      <div>
        <dt>{translate(language, 'returned')}</dt>
        <dd>
          <CancellationReturns language={language} returns={returns} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * The cancellation, confirmed in an alert dialog (WAI-ARIA APG alertdialog): the rate's policy in
 * words and the service's preview (penalty; cash, points and vouchers returned) BEFORE the
 * visitor confirms (issue 18 item 2; booking spec §5 CancelPenalty). Focus starts on "keep it":
 * the safe answer. Nothing is recomputed here: the amounts are the service's.
 */
export function CancelDialog({ language, direction, reservation, access, onClose, onCancelled }: CancelDialogProps) {
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const { state, reload } = useServerRead(cancellationPreviewRead, access);
  const [cancelling, setCancelling] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    if (cancelling || state.state !== 'hasData') return;
    setCancelling(true);
    setFailed(false);
    const result = await pageStore.set(cancelWrite.run, access);
    setCancelling(false);
    if (result.ok) onCancelled(result.data);
    else setFailed(true);
  }

  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-policy`}
      direction={direction}
      onEscape={onClose}
      initialFocus={keepRef}
      className="stay-manage-reservation__cancel"
    >
      <h2 id={`${id}-title`}>{translate(language, 'cancelTitle', { confirmNo: reservation.confirmNo })}</h2>
      <p id={`${id}-policy`}>
        <strong>{translate(language, 'cancelPolicy')}:</strong> <CancellationPolicy language={language} reservation={reservation} />
      </p>
      {state.state === 'loading' && (
        <Skeleton className="stay-manage-reservation__preview-skeleton" label={translate(language, 'cancelLoading')} />
      )}
      {state.state === 'hasData' && <Returns language={language} preview={state.data} />}
      {state.state === 'hasError' && (
        <div role="alert">
          <p>{translate(language, 'cancelPreviewFailed')}</p>
          <Button onClick={reload}>{translate(language, 'retry')}</Button>
        </div>
      )}
      <p role="alert" className="stay-manage-reservation__cancel-alert">
        {failed && translate(language, 'cancelFailed')}
      </p>
      <div className="stay-manage-reservation__dialog-actions">
        <Button
          className="stay-manage-reservation__confirm-cancel"
          aria-disabled={cancelling || state.state !== 'hasData' || undefined}
          onClick={() => void confirm()}
        >
          {translate(language, cancelling ? 'cancelling' : 'confirmCancel')}
        </Button>
        <Button ref={keepRef} onClick={onClose}>
          {translate(language, 'keep')}
        </Button>
      </div>
    </Modal>
  );
}
