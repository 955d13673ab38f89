import { useEffect, useId, useRef, useState } from 'react';
import type { Language } from '../../../shared/domain/languages';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { crossedAnnouncement, holdClockText, holdPhase, msUntilNextHoldChange } from './hold-countdown';
import { usePageClock } from './page-clock';
import { translate } from './summary-messages';

export interface HoldCountdownProps {
  language: Language;
  direction: 'ltr' | 'rtl';
  /** Epoch ms the hold ends. */
  expiresAt: number;
  /** Extensions the service still allows (CPRV_1502 once none is left). */
  extensionsLeft: number;
  /** "Keep my booking": resolves to whether the hold was extended. */
  onKeep: () => Promise<boolean>;
  /** The hold ended on this page. */
  onExpired: () => void;
}

/**
 * The hold's visible countdown (issue 16 item 2). Screen readers hear it at the marks of
 * `crossedAnnouncement` (a polite status, not every second: the timer itself is not live), and
 * two minutes before the end an alert dialog offers "Keep my booking" (WCAG 2.2.1, at least 20 s
 * to answer) as long as the service allows extensions. Escape answers "Not now".
 */
export function HoldCountdown({ language, direction, expiresAt, extensionsLeft, onKeep, onExpired }: HoldCountdownProps) {
  const id = useId();
  const now = usePageClock((time) => msUntilNextHoldChange(expiresAt - time));
  const remaining = expiresAt - now;
  const phase = holdPhase(remaining);
  const [announcement, setAnnouncement] = useState('');
  const [dismissedFor, setDismissedFor] = useState<number | undefined>(undefined);
  const [keeping, setKeeping] = useState(false);
  const previous = useRef(remaining);
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const minutes = crossedAnnouncement(previous.current, remaining);
    previous.current = remaining;
    if (minutes !== undefined) setAnnouncement(translate(language, 'holdAnnouncement', { minutes }));
  }, [language, remaining]);

  useEffect(() => {
    if (phase === 'expired') onExpired();
    // oxlint-disable-next-line react/exhaustive-deps -- once per hold end, not per new callback
  }, [phase, expiresAt]);

  const keep = async () => {
    if (keeping) return;
    setKeeping(true);
    const extended = await onKeep();
    setKeeping(false);
    if (!extended) setDismissedFor(expiresAt);
  };

  const warn = phase === 'warning' && dismissedFor !== expiresAt;
  const canKeep = extensionsLeft > 0;
  const time = holdClockText(remaining);
  return (
    <div className="stay-checkout-summary__hold">
      <p className="stay-checkout-summary__timer" role="timer">
        {translate(language, 'holdTimer', { time })}
      </p>
      <p className="stay-visually-hidden" role="status">
        {announcement}
      </p>
      {warn && (
        <Modal
          role="alertdialog"
          labelledBy={`${id}-title`}
          describedBy={`${id}-message`}
          direction={direction}
          onEscape={() => setDismissedFor(expiresAt)}
          initialFocus={keepRef}
          className="stay-checkout-summary__warning"
        >
          <h2 id={`${id}-title`}>{translate(language, 'holdWarningTitle')}</h2>
          <p id={`${id}-message`}>{translate(language, canKeep ? 'holdWarningMessage' : 'holdWarningLast', { time })}</p>
          <div className="stay-checkout-summary__actions">
            {canKeep && (
              <Button
                ref={keepRef}
                className="stay-checkout-summary__primary"
                aria-disabled={keeping || undefined}
                onClick={() => void keep()}
              >
                {translate(language, 'keepBooking')}
              </Button>
            )}
            <Button className="stay-checkout-summary__secondary" onClick={() => setDismissedFor(expiresAt)}>
              {translate(language, 'notNow')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
