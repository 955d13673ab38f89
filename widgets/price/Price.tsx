import { Skeleton } from '../../shared/ui/Skeleton';
import { useDisplayPrice } from '../../shared/ui/use-display-price';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/price') });

export interface PriceProps {
  /** The amount in `currency`, as authored or sent by the backend. */
  amount: number;
  currency: string;
}

/** A price that follows the page's display currency (content spec §9), re-rendering when it changes; a skeleton until its rate is known. */
export function Price({ amount, currency }: PriceProps) {
  const { language } = useWidgetEnvironment();
  const price = useDisplayPrice(amount, currency);
  if (price.pending) return <Skeleton className="stay-price" label={translate(language, 'pending')} />;
  const unconverted = price.currency !== price.displayCurrency;
  return (
    <span
      className="stay-price"
      data-currency={price.currency}
      title={unconverted ? translate(language, 'originalCurrency', { currency: price.currency }) : undefined}
    >
      {price.text}
    </span>
  );
}
