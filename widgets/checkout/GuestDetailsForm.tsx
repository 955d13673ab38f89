import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import { applySameGuest } from '../../shared/domain/booking/same-guest';
import type { Language } from '../../shared/domain/languages';
import { requestLogin, memberProfileAtom } from '../../shared/store/member-atoms';
import { signedInAtom } from '../../shared/store/session-atoms';
import { pageStore } from '../../shared/store/page-store';
import { usePageAtom, usePageValue } from '../../shared/store/use-page-value';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import {
  formInteraction,
  initialInteraction,
  shownErrors,
  type FormInteraction,
  type InteractionEvent,
} from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { ApartmentGuestFields } from './ApartmentGuestFields';
import { pushGuestDetailsShown } from './checkout-analytics';
import { fieldErrorText, translateCheckout } from './checkout-texts';
import { ConditionsField } from './ConditionsField';
import { GUEST_FIELD_VALIDATORS, type GuestField } from '../../shared/domain/booking/guest-details';
import { guestDetailsAtom } from '../../shared/store/checkout/guest-details-entry';
import {
  apartmentValues,
  checkoutToSummaryAtom,
  controlId,
  fieldKey,
  guestDetailsProblems,
  prefillFromProfile,
  type FormFieldKey,
} from './guest-details-state';
import { ownGuestIdsAtom } from './same-guest-entry';

export interface GuestDetailsFormProps {
  language: Language;
  /** The cart's apartments, in order (never empty). */
  items: readonly CartItem[];
  currencyCode: string;
  cartUrl: string;
  onComplete: () => void;
}

/**
 * The guest details form (issue 16 item 1; DESIGN.md §8 "Forms as one system"): one group per
 * apartment, the conditions, and Continue. A field's message shows once it was left or the form
 * submitted, and goes as soon as the value is valid; leaving a field with a problem says it in a
 * polite status line. Every value is kept in session storage as typed. Guest checkout is the form
 * itself; logging in is offered beside it and asked for only when the cart holds a member rate.
 */
export function GuestDetailsForm({ language, items, currencyCode, cartUrl, onComplete }: GuestDetailsFormProps) {
  const t = (key: Parameters<typeof translateCheckout>[1], values?: Parameters<typeof translateCheckout>[2]) =>
    translateCheckout(language, key, values);
  const signedIn = usePageValue(signedInAtom);
  const profile = usePageValue(memberProfileAtom);
  const [details, setDetails] = usePageAtom(guestDetailsAtom);
  const [ownIds, setOwnIds] = usePageAtom(ownGuestIdsAtom);
  const [, setToSummary] = usePageAtom(checkoutToSummaryAtom);
  const [interaction, interact] = useFormReducer<FormInteraction<FormFieldKey>, InteractionEvent<FormFieldKey>>(formInteraction, () =>
    initialInteraction<FormFieldKey>(),
  );
  const [announcement, setAnnouncement] = useState('');
  const itemIds = items.map((item) => item.shoppingCartItemId);
  const firstId = itemIds[0];
  const sameAsFirst = (itemId: string) => itemId !== firstId && !ownIds.includes(itemId);
  const apartmentTitle = (item: CartItem) => t('apartmentName', { number: item.apartmentNumber, name: item.roomRate.roomTypeName });

  // GA4 begin_checkout and the booking step, once, when the form first shows (issue 16 item 5).
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    pushGuestDetailsShown(items, currencyCode);
  }, [items, currencyCode]);

  // A member's profile fills what is still empty (after a login on this page too): never what the visitor typed.
  const memberId = profile?.memberId;
  const itemList = itemIds.join(' ');
  useEffect(() => {
    if (!profile) return;
    const current = pageStore.get(guestDetailsAtom);
    const apartments = { ...current.apartments };
    const prefilled: FormFieldKey[] = [];
    for (const itemId of itemList.split(' ')) {
      const values = apartmentValues(current, itemId);
      const filled = prefillFromProfile(values, profile);
      if (!filled) continue;
      apartments[itemId] = filled;
      (Object.keys(filled) as GuestField[])
        .filter((field) => filled[field] !== values[field])
        .forEach((field) => prefilled.push(fieldKey(itemId, field)));
    }
    if (prefilled.length === 0) return;
    setDetails({ ...current, apartments });
    prefilled.forEach((field) => interact({ type: 'prefilled', field }));
    // oxlint-disable-next-line react/exhaustive-deps -- once per member and cart: the profile's identity decides, its object is read inside
  }, [memberId, itemList]);

  const problems = guestDetailsProblems(details, itemIds, sameAsFirst);
  const shownProblems = shownErrors(interaction, problems);
  const messageOf = (key: FormFieldKey) => {
    const problem = shownProblems.find((candidate) => candidate.field === key);
    return problem && fieldErrorText(language, key, problem.problem);
  };
  const memberRate = items.some((item) => item.roomRate.requiresLogin);
  const mustLogIn = memberRate && !signedIn;

  const change = (itemId: string, field: GuestField, value: string) => {
    setDetails((current) => ({
      ...current,
      apartments: { ...current.apartments, [itemId]: { ...apartmentValues(current, itemId), [field]: value } },
    }));
    interact({ type: 'changed', field: fieldKey(itemId, field) });
  };
  const leave = (item: CartItem, field: GuestField) => {
    interact({ type: 'left', field: fieldKey(item.shoppingCartItemId, field) });
    const problem = GUEST_FIELD_VALIDATORS[field](apartmentValues(details, item.shoppingCartItemId)[field]);
    setAnnouncement(problem ? `${apartmentTitle(item)}: ${fieldErrorText(language, field, problem)}` : '');
  };
  const logIn = (reason: 'link' | 'member-rate') => requestLogin({ reason });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    interact({ type: 'submitted' });
    if (problems.length > 0) return;
    if (mustLogIn) return logIn('member-rate');
    // Every apartment of the cart, typed in or not (an apartment 2 taking apartment 1's details may have none of its own).
    const apartments = Object.fromEntries(itemIds.map((itemId) => [itemId, apartmentValues(details, itemId)]));
    setDetails({ ...details, apartments: applySameGuest(apartments, itemIds, itemIds.filter(sameAsFirst)) });
    setToSummary(true);
    onComplete();
  };

  const summary = shownProblems.map((problem) => {
    const [itemId, field] = problem.field === 'acceptConditions' ? [undefined, 'acceptConditions' as const] : splitKey(problem.field);
    const item = items.find((candidate) => candidate.shoppingCartItemId === itemId);
    const message = fieldErrorText(language, field, problem.problem);
    return {
      fieldId: controlId(item?.apartmentNumber ?? 0, field),
      message: item && items.length > 1 ? `${apartmentTitle(item)}: ${message}` : message,
    };
  });
  return (
    <form className="stay-checkout__form" noValidate onSubmit={submit}>
      {signedIn ? (
        <p className="stay-checkout__member">{t('memberPrefilled')}</p>
      ) : (
        <div className={mustLogIn ? 'stay-checkout__login stay-checkout__login--required' : 'stay-checkout__login'}>
          <p>{t(mustLogIn ? 'loginRequired' : 'guestCheckout')}</p>
          <button type="button" className="stay-checkout__login-button" onClick={() => logIn(mustLogIn ? 'member-rate' : 'link')}>
            {t('logIn')}
          </button>
        </div>
      )}
      <ErrorSummary
        id="stay-checkout-errors"
        title={t('errorSummary')}
        errors={interaction.submitCount > 0 ? summary : []}
        submitCount={interaction.submitCount}
        headingLevel={3}
      />
      <p className="stay-checkout__required-note">{t('requiredNote')}</p>
      {items.map((item) => {
        const itemId = item.shoppingCartItemId;
        const messages = new Map<GuestField, string>();
        for (const problem of shownProblems) {
          if (problem.field === 'acceptConditions') continue;
          const [problemItem, field] = splitKey(problem.field);
          if (problemItem === itemId) messages.set(field, fieldErrorText(language, field, problem.problem));
        }
        return (
          <ApartmentGuestFields
            key={itemId}
            language={language}
            apartmentNumber={item.apartmentNumber}
            title={apartmentTitle(item)}
            values={apartmentValues(details, itemId)}
            messages={messages}
            {...(itemId === firstId
              ? {}
              : {
                  sameAsFirst: sameAsFirst(itemId),
                  onSameAsFirst: (same: boolean) =>
                    setOwnIds((current) =>
                      same ? current.filter((id) => id !== itemId) : [...current.filter((id) => id !== itemId), itemId],
                    ),
                })}
            onChange={(field, value) => change(itemId, field, value)}
            onLeave={(field) => leave(item, field)}
          />
        );
      })}
      <ConditionsField
        language={language}
        items={items}
        accepted={details.acceptConditions}
        error={messageOf('acceptConditions')}
        onChange={(acceptConditions) => {
          setDetails((current) => ({ ...current, acceptConditions }));
          interact({ type: 'changed', field: 'acceptConditions' });
          interact({ type: 'left', field: 'acceptConditions' });
        }}
      />
      <p className="stay-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="stay-checkout__actions">
        <button type="submit" className="stay-checkout__continue">
          {t('continue')}
        </button>
        {cartUrl && (
          <a className="stay-checkout__change" href={cartUrl}>
            {t('changeStay')}
          </a>
        )}
      </div>
    </form>
  );
}

function splitKey(key: Exclude<FormFieldKey, 'acceptConditions'>): [string, GuestField] {
  const dot = key.lastIndexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1) as GuestField];
}
