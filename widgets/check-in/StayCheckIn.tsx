import { useEffect, useState } from 'react';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import type { Bill, StayKey } from '../../shared/api/checkin-service';
import type { ApiError } from '../../shared/api/types';
import { checkinFormReducer, formValues, initialCheckinForm } from '../../shared/domain/checkin/checkin-form';
import { initialRegistration } from '../../shared/domain/checkin/registration-rules';
import type { Language } from '../../shared/domain/languages';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { Button } from '../../shared/ui/Button';
import { formatDateInWords } from '../../shared/i18n/format';
import { BillTable } from './BillTable';
import { checkInWrite, checkOutWrite, goGreenWrite, type CheckinData } from './checkin-data';
import { forgetRegistrationDraft, keepRegistrationDraft, registrationDraft } from './checkin-draft';
import { translate } from './checkin-messages';
import { PointsAndVouchers } from './PointsAndVouchers';
import { RegistrationForm } from './RegistrationForm';

export interface StayCheckInProps {
  language: Language;
  stay: StayKey;
  data: CheckinData;
}

const refusedFieldsOf = (error: ApiError): string[] => {
  const fields = error.details?.fields;
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [];
};

/**
 * One stay's check-in (loyalty §3 "Web check-in"): the stay and its charges, then, while the
 * window is open, the registration form (the reducer of `shared/domain/checkin`), go-green, points
 * and vouchers where offered; once checked in the completed state and check-out with the bill.
 */
export function StayCheckIn({ language, stay, data }: StayCheckInProps) {
  const { reservation, checkIn, property, registration } = data;
  const [form, dispatch] = useFormReducer(checkinFormReducer, () => initialCheckinForm);
  const [goGreen, setGoGreen] = useState(registration.goGreen);
  const [goGreenSaved, setGoGreenSaved] = useState(false);
  const [finalBill, setFinalBill] = useState<Bill | undefined>(undefined);
  const [checkOutFailed, setCheckOutFailed] = useState(false);
  const checkingOut = usePageValue(checkOutWrite.pending);
  const values = formValues(form);

  useEffect(() => {
    if (checkIn.checkedIn) dispatch({ type: 'checked-in' });
    else dispatch({ type: 'initialise', values: initialRegistration(registration.values, registrationDraft(reservation.confirmNo)) });
  }, [checkIn.checkedIn, registration.values, reservation.confirmNo, dispatch]);

  // The draft follows what is typed (without document numbers or e-mails: checkin-draft.ts).
  useEffect(() => {
    if (values && form.status !== 'submitted') keepRegistrationDraft(reservation.confirmNo, registration.fields, values);
  }, [values, form.status, reservation.confirmNo, registration.fields]);

  async function submit() {
    if (!values) return;
    dispatch({ type: 'submit' });
    const result = await pageStore.set(checkInWrite.run, { stay, values });
    if (result.ok) {
      forgetRegistrationDraft(reservation.confirmNo);
      dispatch({ type: 'checked-in' });
    } else {
      dispatch({ type: 'failed', errorCode: result.error.code ?? result.error.kind, invalidFields: refusedFieldsOf(result.error) });
    }
  }

  async function changeGoGreen(next: boolean) {
    setGoGreen(next);
    setGoGreenSaved(false);
    const result = await pageStore.set(goGreenWrite.run, { stay, goGreen: next });
    if (result.ok) setGoGreenSaved(true);
    else setGoGreen(!next);
  }

  async function checkOut() {
    setCheckOutFailed(false);
    const result = await pageStore.set(checkOutWrite.run, { stay });
    if (result.ok) setFinalBill(result.data);
    else setCheckOutFailed(true);
  }

  const stayLine = translate(language, 'stay', {
    property: property.propertyName || reservation.propertyName,
    start: formatDateInWords(language, reservation.startDate),
    end: formatDateInWords(language, reservation.endDate),
  });

  return (
    <div className="stay-check-in__stay">
      <h3>{translate(language, 'reservationFor', { confirmNo: reservation.confirmNo })}</h3>
      <p>{stayLine}</p>
      <p>{translate(language, 'times', { checkIn: property.checkInTime, checkOut: property.checkOutTime })}</p>
      {finalBill ? (
        <>
          <p role="status" className="stay-check-in__done">
            {translate(language, 'checkedOut')}
          </p>
          <BillTable language={language} bill={finalBill} caption={translate(language, 'bill')} />
        </>
      ) : (
        <BillTable language={language} bill={data.bill} caption={translate(language, 'charges')} />
      )}
      {form.status === 'completed' && !finalBill && (
        <section className="stay-check-in__completed" aria-labelledby="stay-check-in-completed">
          <h3 id="stay-check-in-completed" tabIndex={-1}>
            {translate(language, 'completed')}
          </h3>
          <p>{translate(language, 'completedText', { confirmNo: reservation.confirmNo, checkIn: property.checkInTime })}</p>
          <p className="stay-check-in__alert" role="alert">
            {checkOutFailed && translate(language, 'checkOutFailed')}
          </p>
          <Button className="stay-check-in__secondary" aria-disabled={checkingOut} onClick={() => void (checkingOut || checkOut())}>
            {translate(language, checkingOut ? 'checkingOut' : 'checkOut')}
          </Button>
        </section>
      )}
      {form.status !== 'completed' && checkIn.window === 'too-early' && (
        <p className="stay-check-in__notice">{translate(language, 'tooEarly', { date: formatDateInWords(language, checkIn.opensOn) })}</p>
      )}
      {form.status !== 'completed' && checkIn.window === 'too-late' && (
        <p className="stay-check-in__notice">{translate(language, 'tooLate')}</p>
      )}
      {values && checkIn.window === 'open' && (
        <>
          {property.goGreenOffered && (
            <div className="stay-check-in__go-green">
              <input
                id="stay-check-in-go-green"
                type="checkbox"
                checked={goGreen}
                onChange={(event) => void changeGoGreen(event.target.checked)}
              />
              <label htmlFor="stay-check-in-go-green">{translate(language, 'goGreen')}</label>
              <p role="status">{goGreenSaved && translate(language, 'goGreenSaved')}</p>
            </div>
          )}
          <PointsAndVouchers language={language} stay={stay} data={data} />
          <p className="stay-check-in__alert" role="alert">
            {form.status === 'error' && translate(language, 'submitFailed')}
          </p>
          <RegistrationForm
            language={language}
            fields={registration.fields}
            values={values}
            refusedFields={form.status === 'error' ? form.invalidFields : []}
            submitting={form.status === 'submitted'}
            onEdit={(name, value) => dispatch({ type: 'edit', name, value })}
            onSubmit={() => void submit()}
          />
        </>
      )}
    </div>
  );
}
