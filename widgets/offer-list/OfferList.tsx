import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/offer-list') });

export interface OfferListProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The authored content, moved into the widget (never copied). */
  nodes: readonly Node[];
}

/** `<stay-offer-list>`: typed props in, UI out; no attribute parsing, no storage access (DESIGN.md §2). */
export function OfferList({ label, nodes }: OfferListProps) {
  const { language } = useWidgetEnvironment();
  return (
    <section className="stay-offer-list" aria-label={label || translate(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
    </section>
  );
}
