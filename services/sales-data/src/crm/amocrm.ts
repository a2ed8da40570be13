// The amoCRM API v4 as this service uses it: the body of POST /api/v4/leads/complex (a lead with
// its contact and tracking fields), the text of the note added to it, and one HTTP call that
// reports what happened in terms the forwarder can act on. Nothing here retries or waits.
import type { Lead, LeadForm, PropertyTypePurpose, Utm } from '@novostroy/contracts';

/** One value of a custom field addressed by its code (amoCRM's built-in and tracking fields). */
export interface AmoFieldValue {
  field_code: string;
  values: { value: string; enum_code?: string }[];
}

export interface AmoComplexLead {
  name: string;
  pipeline_id?: number;
  status_id?: number;
  custom_fields_values?: AmoFieldValue[];
  _embedded: {
    contacts: { first_name: string; custom_fields_values: AmoFieldValue[] }[];
  };
}

export interface AmoNote {
  note_type: 'common';
  params: { text: string };
}

const FORM_TITLES: Record<LeadForm, string> = {
  callback: 'обратный звонок',
  property: 'интерес к объекту',
  loan: 'ипотека',
  question: 'вопрос',
};

const UNIT_TITLES: Record<PropertyTypePurpose, string> = {
  residential: 'квартира',
  commercial: 'коммерческое помещение',
  parking: 'машино-место',
  storage: 'кладовая',
};

/**
 * The site's attribution keys and amoCRM's tracking field codes. The site spells utm_content
 * "utm_countent" (spec §3); `source` is the external referrer the visitor came from.
 */
export const UTM_FIELD_CODES: readonly (readonly [keyof Utm, string])[] = [
  ['utm_source', 'UTM_SOURCE'],
  ['utm_medium', 'UTM_MEDIUM'],
  ['utm_campaign', 'UTM_CAMPAIGN'],
  ['utm_countent', 'UTM_CONTENT'],
  ['utm_term', 'UTM_TERM'],
  ['ya_clid', 'YCLID'],
  ['ga_clid', 'GCLID'],
  ['roistat', 'ROISTAT'],
  ['source', 'REFERRER'],
];

// amoCRM cuts nothing for us: a name longer than its limit is a 400.
const MAX_NAME_LENGTH = 255;

function unitText(lead: Lead): string | undefined {
  if (lead.property_id === undefined && lead.property_type === undefined) return undefined;
  const kind = lead.property_type ? UNIT_TITLES[lead.property_type] : 'объект';
  return lead.property_id === undefined ? kind : `${kind} ${lead.property_id}`;
}

function complexText(lead: Lead): string | undefined {
  if (lead.project_title) return lead.project_title;
  return lead.project_id === undefined ? undefined : `комплекс ${lead.project_id}`;
}

/** "Заявка с сайта: обратный звонок", with the unit and complex when the lead names them. */
export function amoLeadName(lead: Lead): string {
  const parts = [FORM_TITLES[lead.form], unitText(lead), complexText(lead)].filter((part): part is string => part !== undefined);
  const name = `Заявка с сайта: ${parts.join(', ')}`;
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1)}…` : name;
}

/** The lead's tracking fields: only the attribution values the visitor actually had. */
export function amoTrackingFields(utm: Utm | undefined): AmoFieldValue[] {
  if (!utm) return [];
  return UTM_FIELD_CODES.flatMap(([key, code]) => {
    const value = utm[key]?.trim();
    return value ? [{ field_code: code, values: [{ value }] }] : [];
  });
}

export function amoComplexLead(lead: Lead, options: { pipelineId?: number; statusId?: number } = {}): AmoComplexLead {
  const contactFields: AmoFieldValue[] = [{ field_code: 'PHONE', values: [{ value: lead.phone, enum_code: 'WORK' }] }];
  if (lead.email) contactFields.push({ field_code: 'EMAIL', values: [{ value: lead.email, enum_code: 'WORK' }] });
  const tracking = amoTrackingFields(lead.utm);
  return {
    name: amoLeadName(lead),
    ...(options.pipelineId !== undefined ? { pipeline_id: options.pipelineId } : {}),
    ...(options.statusId !== undefined ? { status_id: options.statusId } : {}),
    ...(tracking.length > 0 ? { custom_fields_values: tracking } : {}),
    _embedded: { contacts: [{ first_name: lead.name, custom_fields_values: contactFields }] },
  };
}

/** What a sales manager reads on the lead card: everything the fields above do not carry. */
export function amoNoteText(lead: Lead): string {
  const lines = [`Заявка с сайта, форма: ${FORM_TITLES[lead.form]}`];
  if (lead.property_id !== undefined || lead.property_type !== undefined) {
    const type = lead.property_type ? UNIT_TITLES[lead.property_type] : undefined;
    lines.push(`Объект: ${[lead.property_id === undefined ? undefined : `id ${lead.property_id}`, type].filter(Boolean).join(', ')}`);
  }
  if (lead.project_title !== undefined || lead.project_id !== undefined) {
    lines.push(`Комплекс: ${[lead.project_title, lead.project_id === undefined ? undefined : `id ${lead.project_id}`].filter(Boolean).join(', ')}`);
  }
  if (lead.loan_slug) lines.push(`Ипотечная программа: ${lead.loan_slug}`);
  if (lead.page_url) lines.push(`Страница: ${lead.page_url}`);
  if (lead.comment) lines.push(`Комментарий: ${lead.comment}`);
  lines.push(`Согласие на обработку персональных данных: ${lead.consent.at}, версия текста ${lead.consent.text_version}`);
  lines.push(`Номер заявки на сайте: ${lead.id}`);
  return lines.join('\n');
}

export function amoNote(lead: Lead): AmoNote {
  return { note_type: 'common', params: { text: amoNoteText(lead) } };
}

/**
 * How one call ended. `network` covers refused connections, resets and time-outs: the request
 * may or may not have reached amoCRM. `aborted` means this service gave up on it while stopping.
 */
export type CallResult = { kind: 'ok'; status: number; body: unknown } | { kind: 'http'; status: number } | { kind: 'network'; reason: string } | { kind: 'aborted' };

export interface AmoClient {
  createLead(body: AmoComplexLead, signal: AbortSignal): Promise<CallResult>;
  addNote(amoLeadId: number, note: AmoNote, signal: AbortSignal): Promise<CallResult>;
}

/** Why a request failed, without the URL's query, headers or body (no token, no personal data). */
function networkReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    const cause = (error as Error & { cause?: unknown }).cause;
    const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : undefined;
    // fetch's own message is only "fetch failed"; the cause says why (and holds no secret).
    return (code ?? (cause instanceof Error ? cause.message : error.message)).slice(0, 200);
  }
  return 'unknown error';
}

export function createAmoClient(options: { baseUrl: string; accessToken: string; timeoutMs: number; fetch?: typeof fetch }): AmoClient {
  const doFetch = options.fetch ?? fetch;
  const call = async (path: string, body: unknown, stop: AbortSignal): Promise<CallResult> => {
    if (stop.aborted) return { kind: 'aborted' };
    const signal = AbortSignal.any([stop, AbortSignal.timeout(options.timeoutMs)]);
    try {
      const response = await doFetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      const text = await response.text();
      if (!response.ok) return { kind: 'http', status: response.status };
      let parsed: unknown = undefined;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { kind: 'ok', status: response.status, body: parsed };
    } catch (error) {
      if (stop.aborted) return { kind: 'aborted' };
      return { kind: 'network', reason: networkReason(error) };
    }
  };
  return {
    createLead: (lead, signal) => call('/api/v4/leads/complex', [lead], signal),
    addNote: (amoLeadId, note, signal) => call(`/api/v4/leads/${amoLeadId}/notes`, [note], signal),
  };
}

/** The id of the created lead in a /leads/complex answer: `[{ "id": 123, "contact_id": 456, ... }]`. */
export function createdLeadId(body: unknown): number | undefined {
  if (!Array.isArray(body)) return undefined;
  const id: unknown = (body[0] as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
