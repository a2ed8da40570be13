'use client';
// The lead form of every kind (callback, property, loan, question): react-hook-form over the
// shared zod schema, the phone mask, the separate 152-FZ consent and a honeypot. Sending is the
// useLeadSubmission hook's job; on success the form starts afresh and the thank-you dialog opens
// (spec §4); a form in a dialog becomes that dialog's thank-you instead. This module is the heavy
// part (form and mask libraries); the header loads it only when a visitor reaches for the call
// button.
import '@/lib/validation/browser-zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { buttonClassName } from '@/ui/button';
import { PhoneInput } from '@/ui/masked-input/phone-input';
import { Modal } from '@/ui/modal/modal';
import { leadValuesSchema, type LeadValues } from '../schema';
import styles from './lead-form.module.css';
import { leadFormTexts as t, PRIVACY_POLICY_PATH, SUBMIT_LABELS } from './texts';
import { formShows, useLeadSubmission, type LeadFieldName, type LeadSubmissionOptions } from './use-lead-submission';

export { acceptableContext, type LeadSubmittedEvent } from './use-lead-submission';

export interface LeadFormProps extends LeadSubmissionOptions {
  submitLabel?: string;
  /** The comment field's label instead of the form's own («Ваш вопрос», «Комментарий»). */
  commentLabel?: string;
  /** Focus the first field on mount (a form that opens in a dialog). */
  focusFirstField?: boolean;
  /** Called once the form is on the page (DeferredLeadForm hands it the keyboard's focus). */
  onShown?: () => void;
  /**
   * A form in a dialog: on success the thank-you takes the form's place there, and this gives the
   * dialog the thank-you's title (no second dialog over the first).
   */
  onThanks?: (title: string) => void;
}

const EMPTY_VALUES: LeadValues = { name: '', phone: '', email: '', comment: '', consent: false };

/** The fields in the order the form shows them: a failed send focuses the first with an error. */
const FIELD_ORDER: readonly LeadFieldName[] = ['name', 'phone', 'email', 'comment', 'consent'];

export function LeadForm({ submitLabel, commentLabel: commentLabelProp, focusFirstField = false, onThanks, onShown, ...options }: LeadFormProps) {
  const { form } = options;
  const shows = (field: LeadFieldName) => formShows(form, field);
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
    // react-hook-form would focus in the order fields registered (the phone's controller last).
    shouldFocusError: false,
  });
  const { send, honeypotRef, formMessage, thanksOpen, closeThanks } = useLeadSubmission(options);

  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;

  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);

  useEffect(() => {
    onShown?.();
  }, [onShown]);

  /** An error is shown once its field was left or the visitor tried to send the form. */
  function currentError(field: LeadFieldName): string | undefined {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return touchedFields[field] || isSubmitted ? message : undefined;
  }

  // Pressing the consent box or the button leaves the field before it, whose error would then come
  // (or go) between the press and the release and move what was pressed from under the pointer:
  // the click would be lost. While a pointer is down the errors stay as they were at the press.
  const [pressed, setPressed] = useState<ReadonlyMap<LeadFieldName, string> | null>(null);
  const holdErrors = () => {
    const shown = FIELD_ORDER.map((field) => [field, currentError(field)] as const);
    setPressed(new Map(shown.filter((entry): entry is readonly [LeadFieldName, string] => entry[1] !== undefined)));
    // After the click, which follows the release in the same task.
    const listening = new AbortController();
    const release = () => {
      listening.abort();
      setTimeout(() => setPressed(null));
    };
    window.addEventListener('pointerup', release, { signal: listening.signal });
    window.addEventListener('pointercancel', release, { signal: listening.signal });
  };
  const visibleError = (field: LeadFieldName) => (pressed ? pressed.get(field) : currentError(field));

  function fieldA11y(field: LeadFieldName, required: boolean) {
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

  async function sendValues(values: ReturnType<typeof schema.parse>) {
    const result = await send(values);
    if (result.kind === 'accepted') reset(EMPTY_VALUES);
    if (result.kind !== 'invalid') return;
    for (const [field, message] of result.fieldErrors) setError(field, { type: 'server', message });
    const first = result.fieldErrors[0]?.[0];
    if (first && first !== 'consent') setFocus(first);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The button stays focusable while sending (a disabled one would drop focus to the page, out
    // of a dialog), so a second press is refused here.
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    return handleSubmit(sendValues, (invalid) => {
      const first = FIELD_ORDER.find((field) => invalid[field]);
      if (first) setFocus(first);
    })(event);
  };

  // In a dialog the thank-you replaces the form: the dialog takes its title, focus its button
  // (which names the text, so a screen reader says both).
  const thanksInPlace = thanksOpen && onThanks !== undefined;
  const thanksButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!thanksInPlace) return;
    onThanks?.(t.thanksTitle);
    thanksButtonRef.current?.focus();
  }, [thanksInPlace, onThanks]);

  const touched = Object.values(touchedFields).some(Boolean);
  const commentLabel = commentLabelProp ?? (isQuestion ? t.question : t.comment);
  const consentError = visibleError('consent');

  // The thank-you's text and button, spaced as the form's fields: in the form's place in a dialog,
  // else in a dialog of its own.
  const thanks = (
    <div className={styles.form}>
      <p id={idOf('thanks')}>{isQuestion ? t.thanksQuestionText : t.thanksText}</p>
      <button ref={thanksButtonRef} type="button" className={buttonClassName({}, styles.submit)} aria-describedby={idOf('thanks')} onClick={closeThanks}>
        {t.thanksClose}
      </button>
    </div>
  );
  if (thanksInPlace) return thanks;

  return (
    <>
      <form
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        onPointerDownCapture={holdErrors}
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

        <button type="submit" className={buttonClassName({}, styles.submit)} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t.submitting : (submitLabel ?? SUBMIT_LABELS[form])}
        </button>
      </form>

      <Modal open={thanksOpen && !thanksInPlace} onClose={closeThanks} title={t.thanksTitle}>
        {thanks}
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
