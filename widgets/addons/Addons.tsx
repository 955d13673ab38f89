import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { translate } from './addon-texts';

export interface AddonsProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
}

/** `<stay-addons>`: typed props in, UI out; no attribute parsing, no storage access (DESIGN.md §2). */
export function Addons({ label }: AddonsProps) {
  const { language } = useWidgetEnvironment();
  return <section className="stay-addons" aria-label={label || translate(language, 'label')} />;
}
