import type { Addon } from '../../shared/domain/booking/addons/addon';
import { addonLine, addonUnits } from '../../shared/domain/booking/addons/addon-line';
import type { AddonCount, AddonLimits } from '../../shared/domain/booking/addons/addon-limits';
import { isAddonSelected, type AddonSelection } from '../../shared/domain/booking/addons/addon-selection';
import type { TransferFieldError } from '../../shared/domain/booking/addons/airport-transfer';
import type { Language } from '../../shared/domain/languages';
import { Button } from '../../shared/ui/Button';
import { AddonControls } from './AddonControls';
import { formatMoney, translate, unitPriceText, unitsText } from './addon-texts';
import { TransferFields, type TransferField } from './TransferFields';

export interface AddonItemProps {
  /** Unique per apartment and add-on: the ids of its controls start with it. */
  id: string;
  language: Language;
  addon: Addon;
  selection: AddonSelection;
  limits: AddonLimits;
  hasChildren: boolean;
  nights: number;
  /** The cart's currency: the line is priced and rounded in it. */
  currencyCode: string;
  /** The transfer errors to show now (the form decides when). */
  transferErrors: Partial<Record<TransferField, TransferFieldError>>;
  onCount: (count: AddonCount, wanted: number) => void;
  onTransferChange: (field: TransferField, value: string) => void;
  onTransferLeave: (field: TransferField) => void;
  onReset: () => void;
}

/** One add-on: what it is, its unit price, how it is chosen, and the line it makes (computed, never typed). */
export function AddonItem(props: AddonItemProps) {
  const { id, language, addon, selection, nights, currencyCode } = props;
  const selected = isAddonSelected(addon, selection);
  const units = addonUnits(addon, selection, nights);
  const line = addonLine(addon, selection, nights, currencyCode);
  const transfer = addon.addonDisplayType === 'AIRPORT_TRANSFER';
  return (
    <li className="stay-addons__addon" data-display-type={addon.addonDisplayType} data-selected={selected}>
      <h5 className="stay-addons__addon-title" id={`${id}-title`}>
        {addon.title}
        {transfer && addon.transferType && (
          <span className="stay-addons__transfer-type"> ({translate(language, addon.transferType === '2W' ? 'return' : 'oneWay')})</span>
        )}
      </h5>
      {addon.image && <img className="stay-addons__image" src={addon.image} alt="" width="96" height="64" loading="lazy" />}
      {addon.description && <p className="stay-addons__description">{addon.description}</p>}
      <p className="stay-addons__unit-price">{unitPriceText(language, addon)}</p>
      <AddonControls
        id={id}
        language={language}
        addon={addon}
        selection={selection}
        limits={props.limits}
        hasChildren={props.hasChildren}
        onCount={props.onCount}
      />
      {transfer && selected && (
        <TransferFields
          id={id}
          language={language}
          selection={selection}
          errors={props.transferErrors}
          onChange={props.onTransferChange}
          onLeave={props.onTransferLeave}
        />
      )}
      {selected && (
        <p className="stay-addons__line" data-testid="addon-line">
          {translate(language, 'line', {
            units: unitsText(language, addon, units, selection.quantity, nights),
            price: formatMoney(language, line.priceWithoutTax, currencyCode),
            tax: formatMoney(language, line.tax, currencyCode),
          })}
        </p>
      )}
      {selected && (
        <Button className="stay-addons__reset" onClick={props.onReset}>
          {translate(language, 'reset', { title: addon.title })}
        </Button>
      )}
    </li>
  );
}
