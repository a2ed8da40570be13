'use client';
// The sending half of the send-to-e-mail form: the request id and the fill clock (shared with the
// lead forms), the body of POST /api/send (the units or the complex, the consent, the page,
// attribution, the honeypot), and what the visitor is told after. The form only collects values.
import { useRef, useState } from 'react';
import { readAttributionForLead } from '@/features/attribution';
import { reachAnalyticsGoal } from '@/platform/analytics';
import type { SendRequestBodyInput } from '../schema';
import { submitSendRequest } from '../submit-lead';
import { useRequestDraft, waitOutFillTime, type RequestDraft } from './request-draft';
import { FALLBACK_CONSENT_VERSION, leadFormTexts } from './texts';

/** What is sent: a set of units (1 to 50) or a whole complex. */
export type SendTarget = { propertyIds: readonly number[]; projectId?: undefined } | { projectId: number; propertyIds?: undefined };

export type SendSubmissionOptions = SendTarget & {
  /** The CMS privacyPolicyVersion the consent refers to. */
  consentVersion?: string | null;
};

/** The fields a visitor sees. */
export type SendFieldName = 'email' | 'name' | 'consent';

/** Valid values, as the schema's resolver hands them over. */
export interface SendableValues {
  email: string;
  name?: string | undefined;
  consent: boolean;
}

export type SendResult = { kind: 'accepted'; email: string } | { kind: 'invalid'; fieldErrors: Array<[SendFieldName, string]> } | { kind: 'failed' };

const VISIBLE_FIELDS: readonly SendFieldName[] = ['email', 'name', 'consent'];

export function useSendSubmission({ propertyIds, projectId, consentVersion }: SendSubmissionOptions) {
  const { draftFor, startAfresh } = useRequestDraft();
  const honeypotRef = useRef<HTMLInputElement>(null);
  /** Said once above the button: a failure to send, or server messages about no visible field. */
  const [formMessage, setFormMessage] = useState<string | null>(null);

  function requestBody(values: SendableValues, draft: RequestDraft): SendRequestBodyInput {
    const pageUrl = window.location.href;
    const utm = readAttributionForLead();
    return {
      request_id: draft.id,
      email: values.email,
      ...(values.name ? { name: values.name } : {}),
      // A unit listed twice (a favourites list edited in two tabs) is still one unit.
      ...(propertyIds ? { property_ids: [...new Set(propertyIds)] } : {}),
      ...(projectId !== undefined ? { project_id: projectId } : {}),
      consent: values.consent,
      consent_version: consentVersion?.trim() || FALLBACK_CONSENT_VERSION,
      ...(pageUrl.length <= 2000 ? { page_url: pageUrl } : {}),
      ...(utm ? { utm } : {}),
      fill_ms: Date.now() - draft.startedAt,
      website: honeypotRef.current?.value ?? '',
    };
  }

  async function send(values: SendableValues): Promise<SendResult> {
    setFormMessage(null);
    const draft = draftFor(values);
    await waitOutFillTime(draft);
    const outcome = await submitSendRequest(requestBody(values, draft));
    if (outcome.kind === 'accepted') {
      // The counter's goal, only when the visitor accepted analytics (otherwise nothing runs).
      reachAnalyticsGoal('send_email', { target: projectId !== undefined ? 'project' : 'units' });
      if (honeypotRef.current) honeypotRef.current.value = '';
      startAfresh();
      return { kind: 'accepted', email: values.email };
    }
    if (outcome.kind === 'failed') {
      setFormMessage(outcome.message);
      return { kind: 'failed' };
    }
    // Messages about fields the visitor sees go next to them; the rest (the units, the whole
    // body) are said once above the button.
    const elsewhere = new Set<string>([outcome.message || leadFormTexts.invalidFallback]);
    const fieldErrors: Array<[SendFieldName, string]> = [];
    for (const [path, message] of Object.entries(outcome.fields)) {
      const field = VISIBLE_FIELDS.find((name) => name === path);
      if (field) fieldErrors.push([field, message]);
      else elsewhere.add(message);
    }
    setFormMessage([...elsewhere].join(' '));
    return { kind: 'invalid', fieldErrors };
  }

  return { send, honeypotRef, formMessage };
}
