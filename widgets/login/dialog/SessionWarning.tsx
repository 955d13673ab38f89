import { useEffect, useId, useRef, useState } from 'react';
import { minutesLeft } from '../../../shared/domain/loyalty/token-life';
import { useWidgetEnvironment } from '../../../shared/element/widget-environment';
import { useTranslationsLoaded } from '../../../shared/ui/use-translations-loaded';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { translateLogin } from './messages';

export interface SessionWarningProps {
  /** Epoch ms at which the login ends. */
  expiry: number;
  onStay: () => Promise<boolean>;
  onLogOut: () => void;
}

/**
 * WCAG 2.2.1 (timing adjustable): before the login ends the visitor is told and can extend it
 * with one action. An APG alert dialog: focus on "stay logged in", the least destructive choice;
 * Escape also stays (dismissing a warning must not sign anybody out).
 */
function SessionWarningContent({ expiry, onStay, onLogOut }: SessionWarningProps) {
  const { language, direction } = useWidgetEnvironment();
  const id = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const [extending, setExtending] = useState(false);

  // The minute count follows the clock; a screen reader hears it once (the dialog's description), not every tick.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  const stay = async () => {
    if (extending) return;
    setExtending(true);
    const extended = await onStay();
    if (!extended) setExtending(false);
  };

  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      direction={direction}
      onEscape={() => void stay()}
      initialFocus={stayRef}
      className="stay-login__panel stay-login__panel--warning"
    >
      <h2 id={`${id}-title`} className="stay-login__title">
        {translateLogin(language, 'sessionEndingTitle')}
      </h2>
      <p id={`${id}-message`}>{translateLogin(language, 'sessionEndingMessage', { minutes: String(minutesLeft(now, expiry)) })}</p>
      <div className="stay-login__actions">
        <Button ref={stayRef} className="stay-login__submit" aria-disabled={extending || undefined} onClick={() => void stay()}>
          {translateLogin(language, 'staySignedIn')}
        </Button>
        <Button className="stay-login__secondary" onClick={onLogOut}>
          {translateLogin(language, 'logOut')}
        </Button>
      </div>
    </Modal>
  );
}

/** Shown once its texts have loaded in the page language (never English for a moment on other pages). */
export function SessionWarning(props: SessionWarningProps) {
  return useTranslationsLoaded(useWidgetEnvironment().language) ? <SessionWarningContent {...props} /> : null;
}
