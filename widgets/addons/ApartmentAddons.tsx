import { useId, useMemo, useState } from 'react';
import type { Addon } from '../../shared/domain/booking/addons/addon';
import type { AddonCategory } from '../../shared/domain/booking/addons/addon-categories';
import { addonLimits, withAddonCount } from '../../shared/domain/booking/addons/addon-limits';
import { defaultAddonSelection, isCategorySelected } from '../../shared/domain/booking/addons/addon-selection';
import type { CartAddon } from '../../shared/domain/booking/cart-item';
import { modifyChoice } from '../../shared/domain/booking/modify/addon-sync';
import { roundForCurrency } from '../../shared/domain/currency';
import type { Language } from '../../shared/domain/languages';
import { Button } from '../../shared/ui/Button';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { formInteraction, initialInteraction, isErrorShown } from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { Skeleton } from '../../shared/ui/Skeleton';
import { AddonItem } from './AddonItem';
import { formatMoney, translate } from './addon-texts';
import { CategoryList } from './CategoryList';
import { transferErrorText, transferFieldId, type TransferField } from './TransferFields';
import {
  apartmentCategories,
  draftLines,
  draftTransferErrors,
  initialDraft,
  selectionIn,
  type AddonApartment,
  type AddonDraft,
} from './apartment-draft';

export type AddonsLoad = { state: 'loading' } | { state: 'hasError' } | { state: 'hasData'; addons: readonly Addon[] };

export interface ApartmentAddonsProps {
  language: Language;
  apartment: AddonApartment;
  load: AddonsLoad;
  onRetry: () => void;
  /** Writes the apartment's add-on lines to the cart (the store's `setItemAddons`): resolves whether it worked. */
  onSave: (lines: CartAddon[]) => Promise<boolean>;
}

/** The add-ons of one apartment of the cart: loading, failure with retry, nothing offered, or the categories. */
export function ApartmentAddons({ language, apartment, load, onRetry, onSave }: ApartmentAddonsProps) {
  const headingId = useId();
  const { apartmentNumber: number, guests } = apartment;
  return (
    <section className="stay-addons__apartment" aria-labelledby={headingId}>
      <h3 id={headingId} className="stay-addons__apartment-title">
        {translate(language, 'apartmentHeading', { number, roomType: apartment.roomTypeName })}
      </h3>
      <p className="stay-addons__stay">
        {translate(language, 'stay', { nights: apartment.nights, adults: guests.numberOfAdult, children: guests.numberOfChildren })}
      </p>
      {load.state === 'loading' && <Skeleton className="stay-addons__skeleton" label={translate(language, 'loading')} />}
      {load.state === 'hasError' && (
        <div className="stay-addons__failure" role="alert">
          <p>{translate(language, 'loadFailed')}</p>
          <Button className="stay-addons__retry" onClick={onRetry}>
            {translate(language, 'retry')}
          </Button>
        </div>
      )}
      {load.state === 'hasData' && <AddonsForm language={language} apartment={apartment} addons={load.addons} onSave={onSave} />}
    </section>
  );
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Codes and keys from the service inside element ids: a space would split an `aria-labelledby` list. */
const idPart = (value: string) => value.replace(/[^\w-]/g, '_');

interface AddonsFormProps {
  language: Language;
  apartment: AddonApartment;
  addons: readonly Addon[];
  onSave: (lines: CartAddon[]) => Promise<boolean>;
}

function AddonsForm({ language, apartment, addons, onSave }: AddonsFormProps) {
  const formId = useId();
  const categories = useMemo(() => apartmentCategories(addons, apartment), [addons, apartment]);
  const [draft, setDraft] = useState<AddonDraft>(() =>
    initialDraft(addons, apartment.savedAddons, apartment.bookedAddons, apartment.bookedNights),
  );
  const [interaction, dispatch] = useFormReducer(formInteraction<string>, initialInteraction<string>);
  const [status, setStatus] = useState<SaveStatus>('idle');
  if (categories.length === 0) return <p className="stay-addons__empty">{translate(language, 'empty')}</p>;

  const idOf = (addon: Addon) => `${formId}-${idPart(addon.serviceInventoryCode)}`;
  const transferErrors = draftTransferErrors(categories, draft);
  const shownTransferErrors = (addon: Addon) => {
    const errors = transferErrors[addon.serviceInventoryCode] ?? {};
    const key = (field: TransferField) => `${addon.serviceInventoryCode}:${field}`;
    return Object.fromEntries(Object.entries(errors).filter(([field]) => isErrorShown(interaction, key(field as TransferField))));
  };
  const change = (addon: Addon, next: AddonDraft[string]) => {
    setStatus('idle');
    setDraft((current) => ({ ...current, [addon.serviceInventoryCode]: next }));
  };
  const lines = draftLines(categories, draft, apartment);
  const total = (field: 'priceWithoutTax' | 'tax') =>
    roundForCurrency(
      lines.reduce((sum, line) => sum + line[field], 0),
      apartment.currencyCode,
    );
  const summaryErrors = categories
    .flatMap((category) => category.addons)
    .flatMap((addon) =>
      Object.entries(transferErrors[addon.serviceInventoryCode] ?? {}).map(([field, error]) => ({
        fieldId: transferFieldId(idOf(addon), field as TransferField),
        message: translate(language, 'summaryError', {
          title: addon.title,
          error: transferErrorText(language, field as TransferField, error),
        }),
      })),
    );

  const save = async () => {
    if (status === 'saving') return;
    dispatch({ type: 'submitted' });
    if (summaryErrors.length > 0) return;
    setStatus('saving');
    setStatus((await onSave(lines)) ? 'saved' : 'failed');
  };

  const renderCategory = (category: AddonCategory) => {
    const entries = category.addons.map((addon) => ({ addon, selection: selectionIn(draft, addon) }));
    const selected = isCategorySelected(entries);
    return (
      // A group, not a region: every apartment offers the same categories, and landmarks must be unique.
      <div
        role="group"
        aria-labelledby={`${formId}-${idPart(category.categoryKey)}`}
        className="stay-addons__category-body"
        data-selected={selected}
      >
        <h4 id={`${formId}-${idPart(category.categoryKey)}`} className="stay-addons__category-title">
          {category.name}
          {selected && <span className="stay-addons__badge"> · {translate(language, 'selected')}</span>}
        </h4>
        <ul className="stay-addons__addons">
          {entries.map(({ addon, selection }) => {
            const limits = addonLimits(addon, [apartment.guests], selection);
            return (
              <AddonItem
                key={addon.serviceInventoryCode}
                id={idOf(addon)}
                language={language}
                addon={addon}
                selection={selection}
                limits={limits}
                hasChildren={apartment.guests.numberOfChildren > 0}
                nights={apartment.nights}
                currencyCode={apartment.currencyCode}
                transferErrors={shownTransferErrors(addon)}
                onCount={(count, wanted) =>
                  change(addon, (apartment.modifying ? modifyChoice : withAddonCount)(addon, [apartment.guests], selection, count, wanted))
                }
                onTransferChange={(field, value) => {
                  dispatch({ type: 'changed', field: `${addon.serviceInventoryCode}:${field}` });
                  change(addon, { ...selection, [field]: value });
                }}
                onTransferLeave={(field) => dispatch({ type: 'left', field: `${addon.serviceInventoryCode}:${field}` })}
                onReset={() => change(addon, defaultAddonSelection(addon))}
              />
            );
          })}
        </ul>
      </div>
    );
  };

  return (
    <div className="stay-addons__form">
      <ErrorSummary
        id={`${formId}-errors`}
        title={translate(language, 'errorSummary')}
        errors={summaryErrors}
        submitCount={interaction.submitCount}
        headingLevel={4}
      />
      <CategoryList language={language} categories={categories} renderCategory={renderCategory} />
      <p className="stay-addons__total">
        {translate(language, 'total', {
          price: formatMoney(language, total('priceWithoutTax'), apartment.currencyCode),
          tax: formatMoney(language, total('tax'), apartment.currencyCode),
        })}
      </p>
      <Button className="stay-addons__save" onClick={save} aria-disabled={status === 'saving'}>
        {translate(language, status === 'saving' ? 'saving' : 'save')}
      </Button>
      <p className="stay-addons__status" role="status">
        {status === 'saved' && translate(language, 'saved', { number: apartment.apartmentNumber })}
        {status === 'failed' && translate(language, 'saveFailed')}
      </p>
    </div>
  );
}
