'use client';
// The sending half of a lead form: the lead id and the fill clock, the minimum fill time, the
// request body (context, attribution, honeypot), the POST with its retries, and what the visitor
// is told afterwards. The form (lead-form.tsx) only collects values and shows the outcome.
import { useRef, useState } from 'react';
import { readAttributionForLead } from '@/features/attribution';
import { reachAnalyticsGoal } from '@/platform/analytics';
import { FORM_FIELDS, type LeadContext, type LeadForm, type LeadRequestInput, type LeadValues } from '../schema';
import { submitLead } from '../submit-lead';
import { useRequestDraft, waitOutFillTime, type RequestDraft } from './request-draft';
import { FALLBACK_CONSENT_VERSION, leadFormTexts as t } from './texts';

/** The fields a visitor sees and fills in. */
export type LeadFieldName = 'name' | 'phone' | 'email' | 'comment' | 'consent';

/** Whether a form shows a field: the consent always, the rest as FORM_FIELDS says. */
export function formShows(form: LeadForm, field: LeadFieldName): boolean {
  return field === 'consent' || (FORM_FIELDS[form] as readonly string[]).includes(field);
}

export interface LeadSubmittedEvent {
  form: LeadForm;
  /** The lead's id as the server stored it. */
  id: string;
}

export interface LeadSubmissionOptions {
  form: LeadForm;
  /** Where the form is: the unit, the complex, the loan programme. The page URL is added on send. */
  context?: Omit<LeadContext, 'page_url'>;
  /** The CMS privacyPolicyVersion the consent refers to. */
  consentVersion?: string | null;
  /** The spec's submit event: called after the server accepted the lead, before the thank-you dialog. */
  onSubmitted?: (event: LeadSubmittedEvent) => void;
  /** Called when the visitor closes the thank-you dialog. */
  onDone?: () => void;
}

/** What the form does next: start afresh, or put the server's messages next to its fields. */
export type SendResult = { kind: 'accepted' } | { kind: 'invalid'; fieldErrors: Array<[LeadFieldName, string]> } | { kind: 'failed' };

/** Valid values, as the schema's resolver hands them over. */
type SendableValues = Omit<LeadValues, 'consent'> & { consent: boolean };

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
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined));
}

export function useLeadSubmission({ form, context, consentVersion, onSubmitted, onDone }: LeadSubmissionOptions) {
  const { draftFor, startAfresh } = useRequestDraft();
  const honeypotRef = useRef<HTMLInputElement>(null);
  /** Said once above the button: a failure to send, or server messages about no visible field. */
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [thanksOpen, setThanksOpen] = useState(false);

  function requestBody(values: SendableValues, draft: RequestDraft): LeadRequestInput {
    const shows = (field: LeadFieldName) => formShows(form, field);
    const body: LeadRequestInput = {
      lead_id: draft.id,
      form,
      name: values.name,
      phone: values.phone,
      ...(shows('email') && values.email ? { email: values.email } : {}),
      ...(shows('comment') && values.comment ? { comment: values.comment } : {}),
      consent: values.consent,
      consent_version: consentVersion?.trim() || FALLBACK_CONSENT_VERSION,
      context: acceptableContext(context, window.location.href),
      utm: readAttributionForLead(),
      fill_ms: Date.now() - draft.startedAt,
      website: honeypotRef.current?.value ?? '',
    };
    if (body.utm === undefined) delete body.utm;
    return body;
  }

  async function send(values: SendableValues): Promise<SendResult> {
    setFormMessage(null);
    const draft = draftFor(values);
    await waitOutFillTime(draft);

    const outcome = await submitLead(requestBody(values, draft));
    if (outcome.kind === 'accepted') {
      // The counter's goal, only when the visitor accepted analytics (otherwise nothing runs).
      reachAnalyticsGoal('lead', { form });
      onSubmitted?.({ form, id: outcome.id });
      setThanksOpen(true);
      if (honeypotRef.current) honeypotRef.current.value = '';
      startAfresh();
      return { kind: 'accepted' };
    }
    if (outcome.kind === 'failed') {
      setFormMessage(outcome.message);
      return { kind: 'failed' };
    }
    // Messages about fields the visitor sees go next to them; the rest (the context, the whole
    // body) are said once above the button.
    const elsewhere = new Set<string>([outcome.message || t.invalidFallback]);
    const fieldErrors: Array<[LeadFieldName, string]> = [];
    for (const [path, message] of Object.entries(outcome.fields)) {
      if (isVisibleField(form, path)) fieldErrors.push([path, message]);
      else elsewhere.add(message);
    }
    setFormMessage([...elsewhere].join(' '));
    return { kind: 'invalid', fieldErrors };
  }

  function closeThanks() {
    setThanksOpen(false);
    onDone?.();
  }

  return { send, honeypotRef, formMessage, thanksOpen, closeThanks };
}

function isVisibleField(form: LeadForm, path: string): path is LeadFieldName {
  return (['name', 'phone', 'email', 'comment', 'consent'] as const).some((field) => field === path && formShows(form, field));
}
