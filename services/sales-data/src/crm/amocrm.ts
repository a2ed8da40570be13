// The amoCRM API v4 as this service uses it: the body of POST /api/v4/leads/complex (a lead with
// its contact and tracking fields and the site's lead id), the text of the note added to it, the
// search that finds a lead by the site's id (GET /api/v4/leads?query=), and one HTTP call that
// reports what happened in terms the forwarder can act on. Nothing here retries or waits.
import type { Lead, LeadForm, PropertyTypePurpose, Utm } from '@novostroy/contracts';

/**
 * One value of a custom field, addressed by its code (amoCRM's built-in and tracking fields) or,
 * for a field the account made itself, by its id.
 */
export type AmoFieldValue = ({ field_code: string; field_id?: never } | { field_id: number; field_code?: never }) & {
  values: { value: string; enum_code?: string }[];
};

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

/**
 * "Заявка с сайта: обратный звонок", with the unit and complex when the lead names them. With
 * `withId`, the site's lead id ends the name («… · заявка <id>»), whole whatever was cut before it:
 * the way the lead is found again when the account has no field for the id.
 */
export function amoLeadName(lead: Lead, withId = false): string {
  const parts = [FORM_TITLES[lead.form], unitText(lead), complexText(lead)].filter((part): part is string => part !== undefined);
  const name = `Заявка с сайта: ${parts.join(', ')}`;
  const suffix = withId ? ` · заявка ${lead.id}` : '';
  const room = MAX_NAME_LENGTH - suffix.length;
  return (name.length > room ? `${name.slice(0, room - 1)}…` : name) + suffix;
}

/** The lead's tracking fields: only the attribution values the visitor actually had. */
export function amoTrackingFields(utm: Utm | undefined): AmoFieldValue[] {
  if (!utm) return [];
  return UTM_FIELD_CODES.flatMap(([key, code]) => {
    const value = utm[key]?.trim();
    return value ? [{ field_code: code, values: [{ value }] }] : [];
  });
}

/**
 * The lead as amoCRM's complex call takes it. The site's lead id always goes with it, so a lead
 * whose create answer was lost can be found again: in the account's own text field when
 * `leadIdFieldId` names one, otherwise at the end of the lead's name.
 */
export function amoComplexLead(lead: Lead, options: { pipelineId?: number; statusId?: number; leadIdFieldId?: number } = {}): AmoComplexLead {
  const contactFields: AmoFieldValue[] = [{ field_code: 'PHONE', values: [{ value: lead.phone, enum_code: 'WORK' }] }];
  if (lead.email) contactFields.push({ field_code: 'EMAIL', values: [{ value: lead.email, enum_code: 'WORK' }] });
  const tracking = amoTrackingFields(lead.utm);
  if (options.leadIdFieldId !== undefined) tracking.push({ field_id: options.leadIdFieldId, values: [{ value: lead.id }] });
  return {
    name: amoLeadName(lead, options.leadIdFieldId === undefined),
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
 * How one call ended. `network` covers refused connections, resets and time-outs; `reached` says
 * whether the request may have got to amoCRM (a refused connection or an unknown host: it did
 * not). `aborted` means this service gave up on it while stopping.
 */
export type CallResult =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'http'; status: number }
  | { kind: 'network'; reason: string; reached: boolean }
  | { kind: 'aborted' };

/** Errors raised before a connection exists: the request cannot have reached amoCRM. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export interface AmoClient {
  createLead(body: AmoComplexLead, signal: AbortSignal): Promise<CallResult>;
  addNote(amoLeadId: number, note: AmoNote, signal: AbortSignal): Promise<CallResult>;
  /** amoCRM's search over every filled field of its leads: 200 with the matches, 204 with none. */
  findLeads(query: string, signal: AbortSignal): Promise<CallResult>;
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
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${options.accessToken}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
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
      const reason = networkReason(error);
      return { kind: 'network', reason, reached: !NOT_CONNECTED.has(reason) };
    }
  };
  return {
    createLead: (lead, signal) => call('/api/v4/leads/complex', [lead], signal),
    addNote: (amoLeadId, note, signal) => call(`/api/v4/leads/${amoLeadId}/notes`, [note], signal),
    findLeads: (query, signal) => call(`/api/v4/leads?${new URLSearchParams({ query, limit: '10' }).toString()}`, undefined, signal),
  };
}

/**
 * The amoCRM lead that carries the site's lead id, in a search answer
 * (`{ "_embedded": { "leads": [ { "id", "name", "custom_fields_values" } ] } }`; no body for none).
 * The search matches parts of words, so only an exact value (or the name's ending) counts.
 */
export function foundLeadId(body: unknown, siteLeadId: string): number | undefined {
  const leads: unknown = (body as { _embedded?: { leads?: unknown } } | undefined)?._embedded?.leads;
  if (!Array.isArray(leads)) return undefined;
  for (const candidate of leads as { id?: unknown; name?: unknown; custom_fields_values?: unknown }[]) {
    if (typeof candidate.id !== 'number' || !Number.isInteger(candidate.id) || candidate.id <= 0) continue;
    const inName = typeof candidate.name === 'string' && candidate.name.endsWith(`заявка ${siteLeadId}`);
    const fields = Array.isArray(candidate.custom_fields_values) ? (candidate.custom_fields_values as { values?: unknown }[]) : [];
    const inField = fields.some((field) => Array.isArray(field.values) && (field.values as { value?: unknown }[]).some((v) => v.value === siteLeadId));
    if (inName || inField) return candidate.id;
  }
  return undefined;
}

/** The id of the created lead in a /leads/complex answer: `[{ "id": 123, "contact_id": 456, ... }]`. */
export function createdLeadId(body: unknown): number | undefined {
  if (!Array.isArray(body)) return undefined;
  const id: unknown = (body[0] as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
