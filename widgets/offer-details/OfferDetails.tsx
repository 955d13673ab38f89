import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/offer-details') });

export interface OfferDetailsProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The authored content, moved into the widget (never copied). */
  nodes: readonly Node[];
}

/** `<stay-offer-details>`: typed props in, UI out; no attribute parsing, no storage access (DESIGN.md §2). */
export function OfferDetails({ label, nodes }: OfferDetailsProps) {
  const { language } = useWidgetEnvironment();
  return (
    <section className="stay-offer-details" aria-label={label || translate(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
    </section>
  );
}
