import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Language } from '../../shared/domain/languages';
import { EMPTY_ENQUIRY, enquiryErrors, type EnquiryField, type EnquiryValues } from '../../shared/domain/content/enquiry-form';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { usePageValue } from '../../shared/store/use-page-value';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import {
  formInteraction,
  initialInteraction,
  shownErrors,
  type FormInteraction,
  type InteractionEvent,
} from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import type { EnquiryReply } from '../../shared/api/enquiry-service';
import {
  checkAccessCode,
  leadWrite,
  newIntentKey,
  replyOf,
  submitLead,
  useLeadAvailability,
  useMarketingConsent,
  useMinimumNights,
  minimumNightsOf,
  type CodeCheck,
} from './enquiry-calls';
import { forgetEnquiryDraft, readEnquiryDraft, saveEnquiryDraft } from './enquiry-draft';
import { EnquiryFields, enquiryFieldId } from './EnquiryFields';
import { enquiryErrorText, translateEnquiry } from './enquiry-texts';

export type EnquiryFormKind = 'dr-enquiry' | 'extended-stay' | 'contact';

export interface EnquiryFormProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** Which enquiry (booking §2 `/dr-enquiry`, extended stay form; content §2 contact us). */
  form: EnquiryFormKind;
  /** The property asked about; empty: the form says it cannot be sent. */
  propertyCode: string;
  /** Which code the visitor may type (prefixaccess `type`), or none. */
  codeType: 'corporate' | 'referral' | 'none';
  nodes: readonly Node[];
}

interface Sent {
  leadId: string;
  name: string;
  reply: EnquiryReply | null;
}

const localToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Issue 19 item 6: an enquiry (lead) with availability, consent and code validation; nothing typed is lost. */
export function EnquiryForm({ label, form, propertyCode, codeType, nodes }: EnquiryFormProps) {
  const { language, contentRoot } = useWidgetEnvironment();
  const [draft] = useState(() => readEnquiryDraft(form));
  const [values, setValues] = useState<EnquiryValues>(() => ({ ...EMPTY_ENQUIRY, ...draft?.values }));
  const [intentKey] = useState(() => draft?.intentKey || newIntentKey());
  const [interaction, interact] = useFormReducer<FormInteraction<EnquiryField>, InteractionEvent<EnquiryField>>(formInteraction, () =>
    initialInteraction<EnquiryField>(),
  );
  const [codeCheck, setCodeCheck] = useState<CodeCheck>();
  const [sendFailed, setSendFailed] = useState(false);
  const [sent, setSent] = useState<Sent>();
  const pending = usePageValue(leadWrite.pending);
  const consent = useMarketingConsent(form, language);
  const minimumNights = useMinimumNights(form, language);
  const today = localToday();
  const all = enquiryErrors(values, today, minimumNights);
  const stayKnown = propertyCode !== '' && !all.some((error) => ['arrivalDate', 'departureDate', 'guests'].includes(error.field));
  const availability = useLeadAvailability(
    stayKnown ? { propertyCode, arrivalDate: values.arrivalDate, departureDate: values.departureDate, guests: values.guests } : undefined,
    language,
  );

  const change = (update: Partial<EnquiryValues>, field: EnquiryField) => {
    const next = { ...values, ...update };
    setValues(next);
    saveEnquiryDraft(form, next, intentKey);
    interact({ type: 'changed', field });
  };
  const leave = (field: EnquiryField) => {
    interact({ type: 'left', field });
    const code = values.accessCode.trim();
    if (field !== 'accessCode' || codeType === 'none' || !code || codeCheck?.code === code) return;
    setCodeCheck({ code, status: 'checking' });
    void checkAccessCode(codeType, code).then(setCodeCheck);
  };

  const messages = new Map<EnquiryField, string>(
    shownErrors(interaction, all).map((error) => [error.field, enquiryErrorText(language, error, minimumNights)]),
  );
  const codeRefused = codeCheck?.status === 'invalid' && codeCheck.code === values.accessCode.trim();
  if (codeRefused) messages.set('accessCode', translateEnquiry(language, 'accessCode.invalid'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !propertyCode) return;
    interact({ type: 'submitted' });
    setSendFailed(false);
    if (all.length > 0 || codeRefused) return;
    if (enquiryErrors(values, today, await minimumNightsOf(form, language)).length > 0) return;
    const { arrivalDate, departureDate, guests, firstName, lastName, email, phone, message, accessCode, marketingConsent } = values;
    const result = await submitLead({
      language,
      intentKey,
      lead: {
        form,
        propertyCode,
        arrivalDate,
        departureDate,
        guests,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        phone: phone.trim(),
        message: message.trim(),
        accessCode: codeType === 'none' ? null : accessCode.trim() || null,
        marketingConsent: { agreed: consent !== undefined && marketingConsent, version: consent?.version ?? null },
      },
    });
    if (!result.ok) {
      console.warn(`[stay-widgets] <stay-enquiry-form>: the lead was not sent: ${result.error.message}`);
      setSendFailed(true);
      return;
    }
    forgetEnquiryDraft(form);
    setSent({ leadId: result.data.leadId, name: firstName.trim(), reply: await replyOf(propertyCode, language, contentRoot) });
  };

  const t = translateEnquiry;
  if (sent) return <EnquirySent language={language} label={label} sent={sent} />;
  const summary = interaction.submitCount > 0 ? [...messages].map(([field, message]) => ({ fieldId: enquiryFieldId(field), message })) : [];
  return (
    <section className="stay-enquiry-form" aria-label={label || t(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
      {!propertyCode && <p role="alert">{t(language, 'noProperty')}</p>}
      <form className="stay-enquiry-form__form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary
          id="stay-enquiry-form-errors"
          title={t(language, 'errorSummary')}
          errors={summary}
          submitCount={interaction.submitCount}
        />
        <EnquiryFields
          language={language}
          values={values}
          messages={messages}
          codeType={codeType}
          codeCheck={codeCheck}
          availability={availability}
          consent={consent}
          today={today}
          onChange={change}
          onLeave={leave}
        />
        {sendFailed && (
          <p className="stay-enquiry-form__failure" role="alert">
            {t(language, 'sendFailed')}
          </p>
        )}
        <button type="submit" className="stay-enquiry-form__submit" aria-disabled={pending || !propertyCode || undefined}>
          {t(language, pending ? 'submitting' : 'submit')}
        </button>
      </form>
    </section>
  );
}

function EnquirySent({ language, label, sent }: { language: Language; label: string; sent: Sent }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader hears the outcome. In
  // the commit that shows it (an effect runs after paint: a CI run saw the heading unfocused).
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section className="stay-enquiry-form stay-enquiry-form--sent" aria-label={label || translateEnquiry(language, 'label')}>
      <h2 ref={heading} tabIndex={-1}>
        {translateEnquiry(language, 'sent.title', { name: sent.name })}
      </h2>
      <p>{translateEnquiry(language, 'sent.body', { leadId: sent.leadId })}</p>
      {sent.reply && (
        <p>{translateEnquiry(language, 'sent.reply', { sender: sent.reply.senderName, hours: sent.reply.replyWithinHours })}</p>
      )}
    </section>
  );
}
