'use client';
// The lead form of every kind (callback, property, loan, question): react-hook-form over the
// shared zod schema, the phone mask, the separate 152-FZ consent, a honeypot, and the submit to
// POST /api/leads. On success it emits the submit event (onSubmitted), then opens the thank-you
// dialog (spec §4) and starts a fresh form. This module is the heavy part (form and mask
// libraries); the header loads it only when a visitor reaches for the call button.
import '@/lib/validation/browser-zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { readAttributionForLead } from '@/features/attribution/attribution';
import { PhoneInput } from '@/ui/masked-input/phone-input';
import { Modal } from '@/ui/modal/modal';
import { FORM_FIELDS, leadValuesSchema, MIN_FILL_MS, type LeadContext, type LeadForm as LeadFormKind, type LeadRequestInput, type LeadValues } from '../schema';
import { submitLead } from '../submit-lead';
import styles from './lead-form.module.css';
import { newLeadId } from './new-lead-id';
import { FALLBACK_CONSENT_VERSION, leadFormTexts as t, PRIVACY_POLICY_PATH, SUBMIT_LABELS } from './texts';

type FieldName = 'name' | 'phone' | 'email' | 'comment' | 'consent';
const FIELD_NAMES: ReadonlySet<string> = new Set<FieldName>(['name', 'phone', 'email', 'comment', 'consent']);

export interface LeadSubmittedEvent {
  form: LeadFormKind;
  /** The lead's id as the server stored it. */
  id: string;
}

export interface LeadFormProps {
  form: LeadFormKind;
  /** Where the form is: the unit, the complex, the loan programme. The page URL is added on submit. */
  context?: Omit<LeadContext, 'page_url'>;
  /** The CMS privacyPolicyVersion the consent refers to. */
  consentVersion?: string | null;
  submitLabel?: string;
  /** The spec's submit event: called after the server accepted the lead, before the thank-you dialog. */
  onSubmitted?: (event: LeadSubmittedEvent) => void;
  /** Called when the visitor closes the thank-you dialog (a modal form then closes itself). */
  onDone?: () => void;
  /** Focus the first field on mount (a form that opens in a dialog). */
  autoFocus?: boolean;
}

const EMPTY_VALUES: LeadValues = { name: '', phone: '', email: '', comment: '', consent: false };

/**
 * The context as the server accepts it. It comes from CMS and sales data, not from the visitor,
 * so a bad value (an id of 0, an overlong title) is dropped or cut here rather than refusing a
 * lead the visitor could never fix.
 */
export function acceptableContext(context: Omit<LeadContext, 'page_url'> | undefined, pageUrl: string): LeadContext {
  const id = (value: number | undefined) => (value !== undefined && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined);
  const text = (value: string | undefined, max: number) => value?.trim().slice(0, max) || undefined;
  const result: LeadContext = {
    property_id: id(context?.property_id),
    property_type: context?.property_type,
    project_id: id(context?.project_id),
    project_title: text(context?.project_title, 200),
    loan_slug: text(context?.loan_slug, 100),
    page_url: pageUrl.length <= 2000 ? pageUrl : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as LeadContext;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function LeadForm({ form, context, consentVersion, submitLabel, onSubmitted, onDone, autoFocus = false }: LeadFormProps) {
  const fields: readonly string[] = FORM_FIELDS[form];
  const shows = (field: FieldName) => field === 'consent' || fields.includes(field);
  const isQuestion = form === 'question';
  const schema = useMemo(() => leadValuesSchema(form), [form]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    formState: { errors, touchedFields, isDirty, isValid, isValidating, isSubmitting, isSubmitted },
  } = useForm<LeadValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    // Spec §5: validation on blur and change; the question form also on every input and model update.
    mode: 'all',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_VALUES,
  });

  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const lead = useRef<{ id: string; startedAt: number } | null>(null);
  const lastAttempt = useRef<{ id: string; values: string } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);

  // The id and the fill clock start when the form appears in the browser, not on the server.
  useEffect(() => {
    lead.current = { id: newLeadId(), startedAt: Date.now() };
  }, []);

  useEffect(() => {
    if (autoFocus) setFocus('name');
  }, [autoFocus, setFocus]);

  /** An error is shown once its field was left or the visitor tried to send the form. */
  function visibleError(field: FieldName): string | undefined {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return touchedFields[field] || isSubmitted ? message : undefined;
  }

  function fieldA11y(field: FieldName, required: boolean) {
    const error = visibleError(field);
    return {
      id: idOf(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? idOf(`${field}-error`) : undefined,
      'aria-required': required || undefined,
    } as const;
  }

  /** The question form validates on each input event too (the spec's second form setup). */
  function registerText(field: 'name' | 'email' | 'comment') {
    const registration = register(field);
    if (!isQuestion) return registration;
    return {
      ...registration,
      onInput: (event: { currentTarget: { value: string } }) =>
        setValue(field, event.currentTarget.value, { shouldValidate: true, shouldDirty: true }),
    };
  }

  async function send(values: ReturnType<typeof schema.parse>) {
    setFailure(null);
    setFormMessage(null);
    let current = lead.current ?? { id: newLeadId(), startedAt: Date.now() };
    // The same values again are a retry of the same lead. Changed values after an unanswered
    // attempt get a new id: the server keeps the first version of an id, and a correction the
    // visitor made must not be dropped (at worst the sales team sees the lead twice).
    const attempt = JSON.stringify(values);
    if (lastAttempt.current && lastAttempt.current.id === current.id && lastAttempt.current.values !== attempt) {
      current = { id: newLeadId(), startedAt: current.startedAt };
    }
    lead.current = current;
    lastAttempt.current = { id: current.id, values: attempt };
    // A person is never this fast; waiting out the rest keeps an honest quick visitor from the
    // server's anti-script refusal.
    const elapsed = Date.now() - current.startedAt;
    if (elapsed < MIN_FILL_MS) await wait(MIN_FILL_MS - elapsed);

    const body: LeadRequestInput = {
      lead_id: current.id,
      form,
      name: values.name,
      phone: values.phone,
      ...(shows('email') && values.email ? { email: values.email } : {}),
      ...(shows('comment') && values.comment ? { comment: values.comment } : {}),
      consent: values.consent,
      consent_version: consentVersion?.trim() || FALLBACK_CONSENT_VERSION,
      context: acceptableContext(context, window.location.href),
      utm: readAttributionForLead(),
      fill_ms: Date.now() - current.startedAt,
      website: honeypotRef.current?.value ?? '',
    };
    if (body.utm === undefined) delete body.utm;

    const outcome = await submitLead(body);
    if (outcome.kind === 'accepted') {
      onSubmitted?.({ form, id: outcome.id });
      setThanksOpen(true);
      reset(EMPTY_VALUES);
      if (honeypotRef.current) honeypotRef.current.value = '';
      lead.current = { id: newLeadId(), startedAt: Date.now() };
      return;
    }
    if (outcome.kind === 'invalid') {
      // Messages about fields the visitor sees go next to them; the rest (the context, the whole
      // body) are said once above the button.
      const other = new Set<string>([outcome.message || t.invalidFallback]);
      let firstField: FieldName | undefined;
      for (const [path, message] of Object.entries(outcome.fields)) {
        if (FIELD_NAMES.has(path) && shows(path as FieldName)) {
          setError(path as FieldPath<LeadValues>, { type: 'server', message });
          firstField ??= path as FieldName;
        } else {
          other.add(message);
        }
      }
      setFormMessage([...other].join(' '));
      if (firstField && firstField !== 'consent') setFocus(firstField);
      return;
    }
    setFailure(outcome.message);
  }

  function closeThanks() {
    setThanksOpen(false);
    onDone?.();
  }

  const touched = Object.values(touchedFields).some(Boolean);
  const commentLabel = isQuestion ? t.question : t.comment;
  const consentError = visibleError('consent');

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(send)}
        data-form={form}
        data-touched={touched}
        data-dirty={isDirty}
        data-valid={isValid}
        data-pending={isValidating}
        data-submitting={isSubmitting}
      >
        <div className={styles.field}>
          <label htmlFor={idOf('name')}>{t.name}</label>
          <input type="text" autoComplete="name" className={styles.input} {...fieldA11y('name', true)} {...registerText('name')} />
          <FieldError id={idOf('name-error')} message={visibleError('name')} />
        </div>

        <div className={styles.field}>
          <label htmlFor={idOf('phone')}>{t.phone}</label>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                className={styles.input}
                {...fieldA11y('phone', true)}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <FieldError id={idOf('phone-error')} message={visibleError('phone')} />
        </div>

        {shows('email') ? (
          <div className={styles.field}>
            <label htmlFor={idOf('email')}>
              {t.email} <span className={styles.optional}>({t.optional})</span>
            </label>
            <input type="email" autoComplete="email" inputMode="email" className={styles.input} {...fieldA11y('email', false)} {...registerText('email')} />
            <FieldError id={idOf('email-error')} message={visibleError('email')} />
          </div>
        ) : null}

        {shows('comment') ? (
          <div className={styles.field}>
            <label htmlFor={idOf('comment')}>
              {commentLabel}
              {isQuestion ? null : (
                <>
                  {' '}
                  <span className={styles.optional}>({t.optional})</span>
                </>
              )}
            </label>
            <textarea rows={isQuestion ? 4 : 3} className={styles.input} {...fieldA11y('comment', isQuestion)} {...registerText('comment')} />
            <FieldError id={idOf('comment-error')} message={visibleError('comment')} />
          </div>
        ) : null}

        {/* A trap for scripts: people neither see nor reach it, so any value here came from a bot. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={idOf('website')}>{t.honeypot}</label>
          <input ref={honeypotRef} id={idOf('website')} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={styles.consent}>
          <input type="checkbox" className={styles.checkbox} {...fieldA11y('consent', true)} {...register('consent')} />
          <label htmlFor={idOf('consent')}>
            {t.consentBefore}
            {/* A new tab: following the link must not lose what was typed. */}
            <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
              {t.consentLink}
              <span className="visually-hidden"> {t.newTab}</span>
            </a>
          </label>
          <FieldError id={idOf('consent-error')} message={consentError} />
        </div>

        {formMessage ? (
          <p role="alert" className={styles.formError}>
            {formMessage}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className={styles.formError}>
            {failure}
          </p>
        ) : null}

        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? t.submitting : (submitLabel ?? SUBMIT_LABELS[form])}
        </button>
      </form>

      <Modal open={thanksOpen} onClose={closeThanks} title={t.thanksTitle}>
        <p>{t.thanksText}</p>
        <button type="button" className={styles.submit} onClick={closeThanks}>
          {t.thanksClose}
        </button>
      </Modal>
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
