import { useId, useRef } from 'react';
import type { Language } from '../../../shared/domain/languages';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { money, translate } from './summary-messages';

export interface PriceChangedProps {
  language: Language;
  direction: 'ltr' | 'rtl';
  previousTotal: number;
  total: number;
  currencyCode: string;
  onAccept: () => void;
  onBackToRates: () => void;
}

/**
 * A price changed since the rates were chosen (pre-booking validate `priceChanged`, or hold `E51`;
 * issue 16 item 2): the old and the new total, and nothing goes on until the visitor says so.
 * Focus starts on "Continue at the new price"; Escape does nothing (the question must be answered).
 */
export function PriceChanged({ language, direction, previousTotal, total, currencyCode, onAccept, onBackToRates }: PriceChangedProps) {
  const id = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      direction={direction}
      initialFocus={acceptRef}
      className="stay-checkout-summary__price-changed"
    >
      <h2 id={`${id}-title`}>{translate(language, 'priceChangedTitle')}</h2>
      <p id={`${id}-message`}>
        {translate(language, 'priceChangedMessage', {
          previous: money(language, previousTotal, currencyCode),
          current: money(language, total, currencyCode),
        })}
      </p>
      <div className="stay-checkout-summary__actions">
        <Button ref={acceptRef} className="stay-checkout-summary__primary" onClick={onAccept}>
          {translate(language, 'acceptNewPrice')}
        </Button>
        <Button className="stay-checkout-summary__secondary" onClick={onBackToRates}>
          {translate(language, 'backToRates')}
        </Button>
      </div>
    </Modal>
  );
}
