import { useState } from 'react';
import type { StayKey } from '../../shared/api/checkin-service';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import type { Language } from '../../shared/domain/languages';
import { reservationAccessAtom } from '../../shared/store/reservation-access';
import { signedInAtom } from '../../shared/store/session-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { checkinRead } from './checkin-data';
import { openedStay, rememberOpenedStay } from './checkin-draft';
import { translate } from './checkin-messages';
import { IdentifyForm } from './IdentifyForm';
import { StayCheckIn } from './StayCheckIn';

export interface CheckInProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
}

/**
 * `<stay-check-in>`: web check-in (loyalty §3, §7). The stay comes from the reservation opened on
 * the page (`reservationAccessAtom`, when the manage view renders this element in place), else from
 * this tab's last check-in (a reload), else the guest names it (confirmation number + last name).
 */
export function CheckIn({ label }: CheckInProps) {
  const { language } = useWidgetEnvironment();
  const access = usePageValue(reservationAccessAtom);
  const [stay, setStay] = useState<StayKey | undefined>(() =>
    access ? { confirmNo: access.confirmNo, lastName: access.lastName } : openedStay(),
  );

  function open(next: StayKey | undefined) {
    rememberOpenedStay(next);
    setStay(next);
  }

  return (
    <section className="stay-check-in" aria-label={label || translate(language, 'label')}>
      <h2>{translate(language, 'title')}</h2>
      {stay ? (
        <OpenedStay language={language} stay={stay} onIdentify={open} onOther={() => open(undefined)} />
      ) : (
        <IdentifyForm language={language} initial={undefined} problem={undefined} onIdentify={open} />
      )}
    </section>
  );
}

function problemOf(language: Language, code: string | undefined): string {
  if (code === 'E91') return translate(language, 'notFound');
  if (code === 'E118') return translate(language, 'cancelled');
  return translate(language, 'failed');
}

interface OpenedStayProps {
  language: Language;
  stay: StayKey;
  onIdentify: (stay: StayKey) => void;
  onOther: () => void;
}

/** The stay's check-in once named; an unknown or cancelled one goes back to the form with what was typed and why. */
function OpenedStay({ language, stay, onIdentify, onOther }: OpenedStayProps) {
  const signedIn = usePageValue(signedInAtom);
  const { state, reload } = useServerRead(checkinRead, { stay, signedIn });

  if (state.state === 'loading') return <Skeleton className="stay-check-in__skeleton" label={translate(language, 'loading')} />;
  if (state.state === 'hasError') {
    const code = state.error.code;
    if (code === 'E91' || code === 'E118') {
      return <IdentifyForm language={language} initial={stay} problem={problemOf(language, code)} onIdentify={onIdentify} />;
    }
    return (
      <div>
        <p role="alert">{problemOf(language, code)}</p>
        <Button className="stay-check-in__secondary" onClick={reload}>
          {translate(language, 'retry')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <StayCheckIn key={stay.confirmNo} language={language} stay={stay} data={state.data} />
      <Button className="stay-check-in__link" onClick={onOther}>
        {translate(language, 'otherReservation')}
      </Button>
    </>
  );
}
