'use client';
// The send-to-e-mail form: the address (required), a name (optional), the 152-FZ consent and the
// honeypot, over the shared zod schema like the lead forms. Sending is useSendSubmission's job. On
// success the form gives way to «Отправили на адрес …»; on a failure everything typed stays. This
// module carries the form libraries: the dialog loads it when it opens (send-by-email-button.tsx).
import '@/lib/validation/browser-zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClassName } from '@/ui/button';
import { sendValuesSchema, type SendValues } from '../schema';
import styles from './lead-form.module.css';
import sectionStyles from './lead-section.module.css';
import { sendByEmailTexts as t } from './send-by-email-texts';
import { leadFormTexts, PRIVACY_POLICY_PATH } from './texts';
import { useSendSubmission, type SendFieldName, type SendSubmissionOptions } from './use-send-submission';

export type SendByEmailFormProps = SendSubmissionOptions & {
  /** The line above the fields; by default what the letter holds. */
  intro?: ReactNode;
  /** What the visitor typed before the dialog was closed, given back when it opens again. */
  initialValues?: Partial<SendValues>;
  /** Called with the values as they are typed, and with undefined once they were sent. */
  onValuesChange?: (values: SendValues | undefined) => void;
  /** Focus the first field on mount (the form opens in a dialog). */
  focusFirstField?: boolean;
  /** The visitor closed the confirmation. */
  onDone?: () => void;
};

const EMPTY_VALUES: SendValues = { email: '', name: '', consent: false };

export function SendByEmailForm({ intro = t.intro, initialValues, onValuesChange, focusFirstField = false, onDone, ...target }: SendByEmailFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    subscribe,
    formState: { errors, touchedFields, isSubmitting, isSubmitted },
  } = useForm<SendValues, unknown, ReturnType<typeof sendValuesSchema.parse>>({
    resolver: zodResolver(sendValuesSchema),
    mode: 'all',
    reValidateMode: 'onChange',
    defaultValues: { ...EMPTY_VALUES, ...initialValues },
  });
  const { send, honeypotRef, formMessage } = useSendSubmission(target);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;

  useEffect(() => {
    if (focusFirstField) setFocus('email');
  }, [focusFirstField, setFocus]);

  // The dialog keeps what was typed while it is closed (a backdrop tap must not lose it).
  const latestOnChange = useRef(onValuesChange);
  useEffect(() => {
    latestOnChange.current = onValuesChange;
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => latestOnChange.current?.({ email: values.email ?? '', name: values.name ?? '', consent: values.consent ?? false }),
      }),
    [subscribe],
  );

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  function visibleError(field: SendFieldName): string | undefined {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return touchedFields[field] || isSubmitted ? message : undefined;
  }

  function fieldA11y(field: SendFieldName, required: boolean) {
    const error = visibleError(field);
    return {
      id: idOf(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? idOf(`${field}-error`) : undefined,
      'aria-required': required || undefined,
    } as const;
  }

  async function sendValues(values: ReturnType<typeof sendValuesSchema.parse>) {
    const result = await send(values);
    if (result.kind === 'accepted') {
      latestOnChange.current?.(undefined);
      setSentTo(result.email);
      return;
    }
    if (result.kind !== 'invalid') return;
    for (const [field, message] of result.fieldErrors) setError(field, { type: 'server', message });
    const first = result.fieldErrors[0]?.[0];
    if (first && first !== 'consent') setFocus(first);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(sendValues)(event);

  if (sentTo) {
    return (
      <div className={styles.form}>
        <div role="status">
          <p>
            <strong>{t.sentTitle}</strong> {t.sent(sentTo)}
          </p>
          <p className={styles.optional}>{t.sentHint}</p>
        </div>
        <button ref={doneRef} type="button" className={buttonClassName({}, styles.submit)} onClick={onDone}>
          {t.sentClose}
        </button>
      </div>
    );
  }

  const consentError = visibleError('consent');
  return (
    <>
      {intro ? <p className={sectionStyles.intro}>{intro}</p> : null}
      <form className={styles.form} noValidate onSubmit={onSubmit} data-form="send" data-submitting={isSubmitting}>
        <div className={styles.field}>
          <label htmlFor={idOf('email')}>{t.email}</label>
          <input type="email" autoComplete="email" inputMode="email" className={styles.input} {...fieldA11y('email', true)} {...register('email')} />
          <FieldError id={idOf('email-error')} message={visibleError('email')} />
        </div>

        <div className={styles.field}>
          <label htmlFor={idOf('name')}>
            {t.name} <span className={styles.optional}>({leadFormTexts.optional})</span>
          </label>
          <input type="text" autoComplete="name" className={styles.input} {...fieldA11y('name', false)} {...register('name')} />
          <FieldError id={idOf('name-error')} message={visibleError('name')} />
        </div>

        {/* A trap for scripts: people neither see nor reach it, so any value here came from a bot. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={idOf('website')}>{leadFormTexts.honeypot}</label>
          <input ref={honeypotRef} id={idOf('website')} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={styles.consent}>
          <input type="checkbox" className={styles.checkbox} {...fieldA11y('consent', true)} {...register('consent')} />
          <label htmlFor={idOf('consent')}>
            {leadFormTexts.consentBefore}
            {/* A new tab: following the link must not lose what was typed. */}
            <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
              {leadFormTexts.consentLink}
              <span className="visually-hidden"> {leadFormTexts.newTab}</span>
            </a>
          </label>
          <FieldError id={idOf('consent-error')} message={consentError} />
        </div>

        {formMessage ? (
          <p role="alert" className={styles.formError}>
            {formMessage}
          </p>
        ) : null}

        <button type="submit" className={buttonClassName({}, styles.submit)} disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </button>
      </form>
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
