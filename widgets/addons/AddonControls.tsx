import type { Addon } from '../../shared/domain/booking/addons/addon';
import type { AddonCount, AddonLimits } from '../../shared/domain/booking/addons/addon-limits';
import { addonControl, type AddonSelection } from '../../shared/domain/booking/addons/addon-selection';
import type { Language } from '../../shared/domain/languages';
import { NumberStepper } from '../../shared/ui/number-stepper/NumberStepper';
import { applyStep, type StepAction } from '../../shared/ui/number-stepper/number-stepper-state';
import { translate } from './addon-texts';

type StepperText = 'addAdult' | 'removeAdult' | 'addChild' | 'removeChild' | 'addQuantity' | 'removeQuantity';

export interface AddonControlsProps {
  id: string;
  language: Language;
  addon: Addon;
  selection: AddonSelection;
  limits: AddonLimits;
  /** Whether the apartment has children: the child count shows only then. */
  hasChildren: boolean;
  onCount: (count: AddonCount, wanted: number) => void;
}

/**
 * How an add-on is chosen (`addonControl`, booking spec §3-§4): adult and child steppers for
 * per-person pricing, one quantity stepper, or a checkbox for the per-stay transfer and
 * housekeeping. Steppers are the APG spin button of `shared/ui`; their limits are §5's.
 */
export function AddonControls({ id, language, addon, selection, limits, hasChildren, onCount }: AddonControlsProps) {
  const title = addon.title;
  const stepper = (count: AddonCount, label: string, add: StepperText, remove: StepperText) => (
    <NumberStepper
      id={`${id}-${count}`}
      label={label}
      value={selection[count]}
      min={limits[count].min}
      max={limits[count].max}
      incrementLabel={translate(language, add, { title })}
      decrementLabel={translate(language, remove, { title })}
      onStep={(action: StepAction) => onCount(count, applyStep(selection[count], action, limits[count]))}
    />
  );
  const control = addonControl(addon);
  if (control === 'choice') {
    return (
      <div className="stay-addons__choice">
        <input
          type="checkbox"
          id={`${id}-choice`}
          checked={selection.quantity > 0}
          onChange={(event) => onCount('quantity', event.target.checked ? 1 : 0)}
        />
        <label htmlFor={`${id}-choice`}>{translate(language, 'choose', { title })}</label>
      </div>
    );
  }
  if (control === 'quantity')
    return (
      <div className="stay-addons__counts">{stepper('quantity', translate(language, 'quantity'), 'addQuantity', 'removeQuantity')}</div>
    );
  return (
    <div className="stay-addons__counts">
      {stepper('numberOfAdult', translate(language, 'adults'), 'addAdult', 'removeAdult')}
      {hasChildren && stepper('numberOfChildren', translate(language, 'children'), 'addChild', 'removeChild')}
    </div>
  );
}
