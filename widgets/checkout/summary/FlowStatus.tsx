import type { CheckoutState } from '../../../shared/domain/booking/checkout-flow';
import type { Language } from '../../../shared/domain/languages';
import { Button } from '../../../shared/ui/Button';
import { translate, type SummaryMessage } from './summary-messages';

export interface FlowStatusProps {
  language: Language;
  state: CheckoutState;
  /** The hold's new end after "Keep my booking", epoch ms. */
  extendedTo: number | undefined;
  onHoldAgain: () => void;
  onTryAgain: () => void;
}

const PROGRESS: Partial<Record<CheckoutState['name'], SummaryMessage>> = {
  validating: 'validating',
  holding: 'holding',
  paying: 'redirecting',
  committing: 'committing',
  confirmed: 'committing',
};

/** What a failure shown in place says (the error catalogue's dialog says the rest). */
const FAILURE: Record<string, SummaryMessage> = { CPRV_1502: 'holdExpired', SABRE_242: 'declined', E61: 'abandoned' };

/**
 * Where the flow is, in a polite status (progress, an extension), and the failures this step
 * answers in place (issue 16 item 2): the hold ended (hold again with the same cart), a declined
 * or abandoned payment (the stay and the details are kept: try again), as an alert.
 */
export function FlowStatus({ language, state, extendedTo, onHoldAgain, onTryAgain }: FlowStatusProps) {
  const progress = PROGRESS[state.name];
  const failure = state.name === 'failed' ? FAILURE[state.code] : undefined;
  const extended =
    state.name === 'held' && extendedTo !== undefined
      ? translate(language, 'holdExtended', { time: new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(extendedTo) })
      : '';
  return (
    <>
      <p className="stay-checkout-summary__status" role="status">
        {progress ? translate(language, progress) : extended}
      </p>
      <div className="stay-checkout-summary__failure" role="alert">
        {failure && (
          <>
            <p>{translate(language, failure)}</p>
            <Button className="stay-checkout-summary__primary" onClick={failure === 'holdExpired' ? onHoldAgain : onTryAgain}>
              {translate(language, failure === 'holdExpired' ? 'holdAgain' : 'retry')}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
